// The game against the computer: heaps as rows of tokens; click a heap to
// see its moves, click a move to play it (sent as its number, as typed in
// the REPL); hint, undo, and moves typed in words.
import { clear, el, showProblems } from './view.js';
import { drawGraph, MAX_DRAWN } from './graph.js';

/** At most this many tokens are drawn in a heap; more are counted. */
const DRAWN = 40;

/** A row of `count` tokens (at most DRAWN drawn, the rest counted). */
function tokenRow(count) {
  const tokens = el('span', { class: 'tokens', 'aria-hidden': 'true' });
  for (let t = 0; t < Math.min(count, DRAWN); t++) tokens.append(el('span', { class: 'token' }));
  if (count > DRAWN) tokens.append(el('span', { class: 'more' }, `+${count - DRAWN}`));
  if (count === 0) tokens.append(el('span', { class: 'more' }, '0'));
  return tokens;
}

export class Board {
  constructor(root, send, problems) {
    this.root = root;
    this.send = send;
    this.problems = problems;
    this.selected = null;
    this.state = null;
    root.querySelector('#hint').addEventListener('click', () => this.input('hint'));
    root.querySelector('#undo').addEventListener('click', () => this.input('undo'));
    root.querySelector('#move-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const box = root.querySelector('#move');
      this.input(box.value);
      box.value = '';
    });
  }

  async start(request) {
    this.reset();
    await this.answer(request);
  }

  /** No game on the board (a game that cannot start leaves none). */
  reset() {
    clear(this.root.querySelector('#log'));
    this.selected = null;
    this.state = null;
    this.root.hidden = true;
  }

  async input(text) {
    await this.answer(() => this.send(text));
  }

  async answer(request) {
    clear(this.problems);
    let state;
    try {
      state = await request();
    } catch (error) {
      this.problems.append(el('p', { class: 'stopped' }, error.message === 'stopped' ? 'Stopped.' : String(error.message)));
      return;
    }
    showProblems(this.problems, state.problems || [], () => {});
    if (!state.heaps) {
      if (!this.state) this.root.hidden = true;
      return;
    }
    this.state = state;
    if (this.selected !== null && this.selected >= state.heaps.length) this.selected = null;
    this.draw();
    const log = this.root.querySelector('#log');
    for (const words of state.said) log.prepend(el('li', {}, words));
  }

  draw() {
    const { heaps, options, over, to_move: toMove, said } = this.state;
    this.root.hidden = false;
    const turn = this.root.querySelector('#turn');
    const last = said.length > 0 ? said[said.length - 1] : '';
    if (over) {
      turn.textContent = /you win/i.test(last) ? 'You win! Well played.' : /I win/.test(last) ? 'I win this time. Try again!' : 'Game over.';
      turn.className = `turn over ${/you win/i.test(last) ? 'won' : 'lost'}`;
    } else {
      const graphs = heaps.some((h) => h.graph);
      turn.textContent = toMove === 'you'
        ? (graphs ? 'Your turn: click a vertex or an edge of a graph, or a heap and then a move.' : 'Your turn: click a heap, then a move.')
        : 'My turn…';
      turn.className = 'turn';
    }
    const heapsBox = this.root.querySelector('#heaps');
    clear(heapsBox);
    if (heaps.length === 0) heapsBox.append(el('p', {}, 'No heaps left.'));
    heaps.forEach((heap, i) => {
      // A graph (node_kayles(grid(3, 4))) is drawn; a click on a vertex or
      // an edge plays it, as typed: `heap 1: remove 5`.
      if (heap.graph && heap.graph.vertices.length <= MAX_DRAWN) {
        const picture = drawGraph(heap.graph, (move) => {
          if (!over) this.input(`heap ${i + 1}: ${move}`);
        });
        const box = el(
          'div',
          { class: i === this.selected ? 'heap graph-heap selected' : 'heap graph-heap', 'data-heap': String(i + 1) },
          el('span', { class: 'heap-label' }, `${heap.game} ${i + 1}: ${heap.label}`),
          picture,
        );
        box.addEventListener('click', (event) => {
          if (event.target.closest('.clickable')) return;
          this.selected = i;
          this.draw();
        });
        heapsBox.append(box);
        return;
      }
      // A game of several heaps (wythoff(3, 5)) draws each of its heaps.
      const rows = heap.parts ? heap.parts.map(tokenRow) : [tokenRow(heap.tokens)];
      const label = heap.parts ? `${heap.game} ${i + 1}: (${heap.label})` : `Heap ${i + 1}: ${heap.label}`;
      const row = el(
        'button',
        { type: 'button', class: i === this.selected ? 'heap selected' : 'heap', 'data-heap': String(i + 1) },
        el('span', { class: 'heap-label' }, label),
        el('span', { class: 'parts' }, ...rows),
      );
      row.disabled = over;
      row.addEventListener('click', () => {
        this.selected = i;
        this.draw();
      });
      heapsBox.append(row);
    });
    const moves = this.root.querySelector('#moves');
    clear(moves);
    if (over) return;
    if (options === null) {
      moves.append(el('p', {}, 'Too many moves to list: type one below, such as heap 1: 7 -> 5.'));
      return;
    }
    if (this.selected === null) {
      if (heaps.length === 1) this.selected = 0;
      else return;
    }
    const mine = options.filter((o) => o.heap === this.selected);
    const chosen = heaps[this.selected];
    moves.append(el('p', {}, chosen.parts ? `Moves in ${chosen.game} ${this.selected + 1}:` : `Moves in heap ${this.selected + 1}:`));
    for (const option of mine) {
      const button = el('button', { type: 'button', class: 'move' }, option.text);
      button.addEventListener('click', () => this.input(String(option.number)));
      moves.append(button);
    }
  }
}
