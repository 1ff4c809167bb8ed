// The game against the computer: heaps as rows of tokens; click a heap to
// see its moves, click a move to play it (sent as its number, as typed in
// the REPL); hint, undo, and moves typed in words.
import { clear, el, showProblems } from './view.js';
import { drawGraph, MAX_DRAWN } from './graph.js';
import { changedCoins, drawCoins } from './coins.js';
import { changedSquares, choosePlacement, drawSquares } from './squares.js';
import { cellsTurn, changedCells, chooseCell, drawCells } from './cells.js';
import { drawSprouts, sproutsTurn } from './sprouts.js';

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

/**
 * What to click on the graphs in play, in their own words: where a token
 * can move, or a vertex or an edge to play; a heap only if there is one.
 */
function graphTurn(heaps) {
  const drawn = heaps.filter((h) => h.graph);
  const token = drawn.some((h) => h.graph.vertices.some((v) => v.token));
  const vertex = drawn.some((h) => h.graph.vertices.some((v) => v.click));
  const edge = drawn.some((h) => h.graph.edges.some((e) => e.click));
  // A picture standing on the ground (green Hackenbush) is cut.
  const ground = drawn.every((h) => h.graph.ground !== undefined);
  const what = token
    ? 'click a vertex an arrow leads to from the token, to move the token there'
    : ground && edge && !vertex
      ? 'click an edge to cut it (whatever no longer reaches the ground falls)'
      : vertex && edge
      ? 'click a vertex or an edge of the graph to play it'
      : edge ? 'click an edge of the graph to play it' : 'click a vertex of the graph to play it';
  const plain = heaps.some((h) => !h.graph && !h.coins && !h.board && !h.cells);
  return `Your turn: ${what}${plain ? ', or a heap and then a move' : ''}.`;
}

export class Board {
  constructor(root, send, problems, join, reply) {
    this.root = root;
    this.send = send;
    // The computer's reply, asked once the human's move is drawn.
    this.reply = reply;
    // The ways of a curve between two spots of a drawn game of Sprouts.
    this.join = join;
    this.problems = problems;
    this.selected = null;
    this.state = null;
    this.resetCoins();
    root.querySelector('#hint').addEventListener('click', () => this.input('hint'));
    root.querySelector('#undo').addEventListener('click', () => this.input('undo'));
    root.querySelector('#who-wins').addEventListener('click', () => this.sayPrediction());
    root.querySelector('#move-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const box = root.querySelector('#move');
      this.input(box.value);
      box.value = '';
    });
  }

  /** Forgets the coins chosen, turned and drawn (a new game). */
  resetCoins() {
    // The coins chosen to turn over: their heap and their typed names.
    this.chosen = { heap: null, coins: new Set() };
    // The coins the last moves turned over, by heap.
    this.turned = [];
    // The widest each heap's coins were drawn (a row keeps its length).
    this.widths = [];
    // Why the coins chosen are no move, in the library's words.
    this.coinNote = null;
    // On a board: the squares chosen for a piece (their heap and names),
    // the squares the last moves changed, and the largest each board was
    // drawn (a Chomp bar keeps its eaten squares in sight).
    this.squares = { heap: null, names: [] };
    this.changedSquares = [];
    this.boardWidths = [];
    // On a row of cells: the cell chosen (its heap and number), and the
    // cells the last moves changed, by heap.
    this.cell = { heap: null, number: null };
    this.changedCells = [];
    // In a drawn game of Sprouts: the spot chosen, and the library's answer
    // to the second click (the ways a curve can go, or why none).
    this.spots = { chosen: null };
  }

  /**
   * A new game. The opening words on who should win give the game away:
   * said at once only when `tell` (the teacher's setting), else when the
   * student asks (Who should win?).
   */
  async start(request, tell = false) {
    this.reset();
    await this.answer(request);
    if (this.state && tell) this.sayPrediction(true);
  }

  /** Says who should win (the oldest line at the start, else the newest). */
  sayPrediction(atStart = false) {
    const button = this.root.querySelector('#who-wins');
    if (!this.state || button.hidden) return;
    const log = this.root.querySelector('#log');
    const line = el('li', { class: 'prediction' }, this.state.prediction);
    if (atStart) log.append(line);
    else log.prepend(line);
    button.hidden = true;
  }

  /** No game on the board (a game that cannot start leaves none). */
  reset() {
    clear(this.root.querySelector('#log'));
    this.root.querySelector('#who-wins').hidden = false;
    this.selected = null;
    this.state = null;
    this.resetCoins();
    this.root.hidden = true;
  }

  /** True while the computer works out its move: the page waits. */
  thinking() {
    return Boolean(this.state && !this.state.over && this.state.to_move === 'computer' && this.state.compound === undefined);
  }

  async input(text) {
    // A click while the computer thinks is no move of the human's.
    if (this.thinking()) return;
    // A lesson without hints (the teacher's setting): none typed either.
    if (this.hintsOff && /^\s*hint\s*$/i.test(text)) {
      this.root.querySelector('#turn').textContent = 'Hints are off for this game: find the move yourself!';
      return;
    }
    await this.answer(() => this.send(text));
  }

  /** Chooses coin `typed` of heap `i`, or takes it back. */
  choose(i, typed) {
    if (this.chosen.heap !== i) this.chosen = { heap: i, coins: new Set() };
    if (this.chosen.coins.has(typed)) this.chosen.coins.delete(typed);
    else this.chosen.coins.add(typed);
    this.selected = i;
    this.coinNote = null;
    this.draw();
  }

  /** Sends the chosen coins as a typed move; the library judges it. */
  async turnChosen(coins) {
    const { heap, coins: chosen } = this.chosen;
    if (heap === null || chosen.size === 0) return;
    const typed = coins.coins.filter((c) => chosen.has(c.typed)).map((c) => c.typed);
    this.coinMove = true;
    await this.input(`heap ${heap + 1}: ${coins.verb} ${typed.join(' ')}`);
  }

  async answer(request) {
    // A move made from the keyboard keeps the focus on the board.
    const focused = this.root.contains(document.activeElement) ? document.activeElement : null;
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
    // The computer's reply is compared with the position before the
    // human's move: both last moves are marked.
    const before = this.thinking() ? this.turnStart : this.state;
    this.noteCoins(before, state);
    this.noteBoards(before, state);
    this.noteCells(before, state);
    if (state.said.some((words) => /^(You|I) play/.test(words)) || !state.sketch) this.spots = { chosen: null };
    this.turnStart = before;
    this.state = state;
    if (this.selected !== null && this.selected >= state.heaps.length) this.selected = null;
    this.draw();
    const log = this.root.querySelector('#log');
    for (const words of state.said) log.prepend(el('li', {}, words));
    if (focused && !focused.isConnected) this.refocus();
    // The human's move is drawn and the turn says the computer is
    // thinking (announced to a screen reader): now its reply.
    if (this.thinking()) await this.answer(this.reply);
  }

  /**
   * The focus on the selected heap (or the first one), once redrawn: the
   * heap's button, or the first thing to click in its picture, else Hint
   * (never the typing box, which would open a phone's keyboard).
   */
  refocus() {
    const heaps = [...this.root.querySelectorAll('#heaps .heap')];
    const heap = heaps[this.selected ?? 0] || heaps[0];
    const target = heap?.tagName === 'BUTTON' && !heap.disabled ? heap : heap?.querySelector('[tabindex="0"], button:not([disabled])');
    (target || this.root.querySelector('#hint')).focus();
  }

  /** After an answer: which coins changed, how wide rows stay, and why
   * a coin move was refused (the library's words). */
  noteCoins(before, after) {
    const played = after.said.some((words) => /^(You|I) play/.test(words));
    if (this.coinMove) {
      this.coinMove = false;
      this.coinNote = played ? null : after.said.join(' ');
    }
    if (played) this.chosen = { heap: null, coins: new Set() };
    const same = before && before.heaps.length === after.heaps.length;
    if (!same) this.widths = [];
    this.turned = after.heaps.map((heap, i) => (same && played ? changedCoins(before.heaps[i].coins, heap.coins) : new Set()));
    after.heaps.forEach((heap, i) => {
      if (!heap.coins) return;
      const [rows, columns] = this.widths[i] || [0, 0];
      this.widths[i] = [Math.max(rows, heap.coins.rows), Math.max(columns, heap.coins.columns)];
    });
  }

  /** After an answer: which squares changed, and how large boards stay. */
  noteBoards(before, after) {
    const played = after.said.some((words) => /^(You|I) play/.test(words));
    if (played) this.squares = { heap: null, names: [] };
    const same = before && before.heaps.length === after.heaps.length;
    if (!same) this.boardWidths = [];
    this.changedSquares = after.heaps.map((heap, i) => (same && played ? changedSquares(before.heaps[i].board, heap.board) : new Set()));
    after.heaps.forEach((heap, i) => {
      if (!heap.board) return;
      const [rows, columns] = this.boardWidths[i] || [0, 0];
      this.boardWidths[i] = [Math.max(rows, heap.board.rows), Math.max(columns, heap.board.columns)];
    });
  }

  /** After an answer: which cells changed; a move puts the chosen cell down. */
  noteCells(before, after) {
    const played = after.said.some((words) => /^(You|I) play/.test(words));
    if (played) this.cell = { heap: null, number: null };
    const same = before && before.heaps.length === after.heaps.length;
    this.changedCells = after.heaps.map((heap, i) => (same && played ? changedCells(before.heaps[i].cells, heap.cells) : new Set()));
  }

  /**
   * A click on spot `label` of the drawing: the first chooses it; the
   * second asks the library for the ways a curve can join the two spots,
   * plays the only one, or offers them in words.
   */
  async chooseSpot(label) {
    const { chosen } = this.spots;
    if (chosen == null) {
      this.spots = { chosen: label };
      this.draw();
      this.root.querySelector(`#heaps [data-spot="${label}"]`)?.focus();
      return;
    }
    clear(this.problems);
    let answer;
    try {
      answer = await this.join(chosen, label);
    } catch (error) {
      this.problems.append(el('p', { class: 'stopped' }, String(error.message)));
      return;
    }
    if (answer.problems) showProblems(this.problems, answer.problems, () => {});
    const ways = answer.ways || [];
    if (ways.length === 1) {
      this.spots = { chosen: null };
      await this.input(ways[0].typed);
      return;
    }
    this.spots = ways.length === 0
      ? { chosen: null, why: answer.why }
      : { chosen, ways, question: answer.question };
    this.draw();
    this.root.querySelector('#heaps .sprouts-way')?.focus();
  }

  /** A game of Sprouts drawn as it is played: its spots, clicked. */
  sproutsHeap(over) {
    const mine = this.state.to_move === 'you' && !over;
    const picture = drawSprouts(this.state.sketch, {
      join: this.spots,
      disabled: !mine,
      onSpot: (label) => this.chooseSpot(label),
      onWay: (typed) => {
        this.spots = { chosen: null };
        this.input(typed);
      },
      onCancel: () => {
        this.spots = { chosen: null };
        this.draw();
      },
    });
    return el('div', { class: 'heap sprouts-heap', 'data-heap': '1' }, picture);
  }

  /** A row of cells: a click writes on a cell, takes its piece, or
   * chooses it (a piece that slides, a cell with several moves). */
  cellHeap(heap, i, over) {
    const chosen = this.cell.heap === i ? this.cell.number : null;
    const send = (move) => {
      if (!over) this.input(`${heap.noun} ${i + 1}: ${move}`);
    };
    const putDown = () => {
      this.cell = { heap: null, number: null };
      this.draw();
      this.root.querySelector(`#heaps [data-heap="${i + 1}"] [data-cell="${chosen}"]`)?.focus();
    };
    const picture = drawCells(heap.cells, {
      chosen,
      changed: this.changedCells[i] || new Set(),
      disabled: over,
      onCell: (number) => {
        const next = chooseCell(heap.cells, chosen, number);
        this.cell = { heap: i, number: next.chosen };
        this.selected = i;
        if (next.move) {
          send(next.move);
          return;
        }
        this.draw();
        // From the keyboard: on to the first letter offered, else the cell.
        const box = this.root.querySelector(`#heaps [data-heap="${i + 1}"]`);
        (box?.querySelector('.cell-choice') || box?.querySelector(`[data-cell="${number}"]`))?.focus();
      },
      onMove: send,
      onPutDown: putDown,
    });
    const box = el(
      'div',
      { class: i === this.selected ? 'heap cells-heap selected' : 'heap cells-heap', 'data-heap': String(i + 1) },
      el('span', { class: 'heap-label' }, `${heap.name}: ${heap.label}`),
      picture,
    );
    box.addEventListener('click', (event) => {
      if (event.target.closest('button')) return;
      this.cell = { heap: null, number: null };
      this.selected = i;
      this.draw();
    });
    return box;
  }

  /** A click on square `name` of board `i`: gathered into a piece, sent
   * as the library's move once the squares are a whole placement. */
  chooseSquare(heap, i, name) {
    const before = this.squares.heap === i ? this.squares.names : [];
    const { chosen, move } = choosePlacement(heap.board, before, name);
    this.squares = { heap: i, names: chosen };
    this.selected = i;
    if (move) {
      this.input(`${heap.noun} ${i + 1}: ${move}`);
      return;
    }
    this.draw();
    // From the keyboard: the focus stays on the square clicked.
    this.root.querySelector(`#heaps [data-heap="${i + 1}"] [data-square="${name}"]`)?.focus();
  }

  /** A board (Cram, Chomp): its squares, played by clicks. */
  boardHeap(heap, i, over, oneGame) {
    const chosen = this.squares.heap === i ? this.squares.names : [];
    const picture = drawSquares(heap.board, {
      chosen,
      width: this.boardWidths[i] || [0, 0],
      changed: this.changedSquares[i] || new Set(),
      disabled: over,
      onSquare: (name) => this.chooseSquare(heap, i, name),
      onMove: (move) => {
        if (!over) this.input(`${heap.noun} ${i + 1}: ${move}`);
      },
      // Escape puts the chosen squares down; the focus stays where it was.
      onPutDown: () => {
        const focused = document.activeElement?.dataset?.square;
        this.squares = { heap: null, names: [] };
        this.draw();
        if (focused) this.root.querySelector(`#heaps [data-heap="${i + 1}"] [data-square="${focused}"]`)?.focus();
      },
    });
    const name = oneGame ? `Board ${i + 1}` : `${heap.game} ${i + 1}`;
    const box = el(
      'div',
      { class: i === this.selected ? 'heap board-heap selected' : 'heap board-heap', 'data-heap': String(i + 1) },
      el('span', { class: 'heap-label' }, name),
      picture,
    );
    // A click beside the squares puts down the squares chosen.
    box.addEventListener('click', (event) => {
      if (event.target.closest('button')) return;
      this.squares = { heap: null, names: [] };
      this.selected = i;
      this.draw();
    });
    return box;
  }

  /** A game of coins: the coins, chosen by clicks, and a Turn over button. */
  coinHeap(heap, i, over) {
    const chosen = this.chosen.heap === i ? this.chosen.coins : new Set();
    const picture = drawCoins(heap.coins, {
      chosen,
      turned: this.turned[i] || new Set(),
      width: this.widths[i] || [0, 0],
      disabled: over,
      onChoose: (typed) => this.choose(i, typed),
    });
    const turn = el('button', { type: 'button', class: 'big turn-over' }, chosen.size ? `Turn over ${chosen.size === 1 ? 'this coin' : `these ${chosen.size} coins`}` : 'Turn over');
    turn.disabled = over || chosen.size === 0;
    turn.addEventListener('click', () => this.turnChosen(heap.coins));
    const clearButton = el('button', { type: 'button', class: 'clear-coins' }, 'Clear');
    clearButton.disabled = over || chosen.size === 0;
    clearButton.addEventListener('click', () => {
      this.chosen = { heap: null, coins: new Set() };
      this.coinNote = null;
      this.draw();
    });
    const box = el(
      'div',
      { class: i === this.selected ? 'heap coin-heap selected' : 'heap coin-heap', 'data-heap': String(i + 1) },
      el('span', { class: 'heap-label' }, `${heap.name}: ${heap.label}`),
      picture,
      el('div', { class: 'row coin-actions' }, turn, clearButton),
    );
    if (this.coinNote && this.chosen.heap === i) box.append(el('p', { class: 'coin-note', role: 'alert' }, this.coinNote));
    box.addEventListener('click', (event) => {
      if (event.target.closest('button')) return;
      this.selected = i;
      this.draw();
    });
    return box;
  }

  /**
   * A compound (`kayles(3) & nim(2)`): its components, lettered A, B, ...
   * as the library shows them; a move is typed, one step per component
   * (`A: 3 -> 1; B: 2 -> 0`), and the library judges it.
   */
  drawCompound(turn, last) {
    const { over, to_move: toMove, compound } = this.state;
    if (over) {
      turn.textContent = /you win/i.test(last) ? 'You win! Well played.' : /I win/.test(last) ? 'I win this time. Try again!' : 'Game over.';
      turn.className = `turn over ${/you win/i.test(last) ? 'won' : 'lost'}`;
    } else {
      turn.textContent = toMove === 'you'
        ? 'Your turn: type a move below, one step in each component that moves, led by its letter (A: 3 -> 1; B: 2 -> 0).'
        : 'My turn…';
      turn.className = 'turn';
    }
    this.root.querySelector('#move').placeholder = 'A: 3 -> 1; B: 2 -> 0';
    const heapsBox = this.root.querySelector('#heaps');
    clear(heapsBox);
    heapsBox.append(el('pre', { class: 'compound-parts' }, compound));
    clear(this.root.querySelector('#moves'));
  }

  draw() {
    const { heaps, options, over, to_move: toMove, said, compound } = this.state;
    this.root.hidden = false;
    const turn = this.root.querySelector('#turn');
    const last = said.length > 0 ? said[said.length - 1] : '';
    if (compound !== undefined) {
      this.drawCompound(turn, last);
      return;
    }
    if (over) {
      turn.textContent = /you win/i.test(last) ? 'You win! Well played.' : /I win/.test(last) ? 'I win this time. Try again!' : 'Game over.';
      turn.className = `turn over ${/you win/i.test(last) ? 'won' : 'lost'}`;
    } else {
      const graphs = heaps.some((h) => h.graph);
      const coins = heaps.find((h) => h.coins);
      const board = heaps.find((h) => h.board);
      const row = heaps.find((h) => h.cells);
      const yours = this.state.sketch
        ? sproutsTurn(this.spots.chosen)
        : heaps.some((h) => h.caption)
        ? 'Your turn: choose a move from the list below.'
        : row && !board && !coins && !graphs
        ? cellsTurn(row.cells)
        : board
        ? (board.board.placements.length === 0 && board.board.squares.some((s) => s.click)
          ? 'Your turn: click a square to eat it, with every square above it and to its right. Never the poisoned one!'
          : board.board.placements.every((p) => p.squares.length === 2)
            ? 'Your turn: click two free squares side by side to place a domino on them.'
            : 'Your turn: click the free squares of a piece to place it.')
        : coins
        ? (coins.coins.grid
          ? 'Your turn: click the coins to turn over (the one furthest down and right must be a head), then press Turn over.'
          : 'Your turn: click the coins to turn over (the rightmost must be a head), then press Turn over.')
        : graphs ? graphTurn(heaps) : 'Your turn: click a heap, then a move.';
      turn.textContent = toMove === 'you' ? yours : 'My turn: thinking…';
      turn.className = toMove === 'you' ? 'turn' : 'turn thinking';
    }
    // The typing box's example: a move of the position in play, as the
    // library types it (`eat b1`, `board 2: place a1-a2`, `7 -> 5`).
    const board = heaps.find((h) => h.board);
    const example = this.state.example;
    // Once the game is over, the last example stays.
    if (example) this.lastExample = example;
    this.root.querySelector('#move').placeholder = example || this.lastExample || 'take 2 from 5';
    const oneGame = heaps.every((h) => h.game === heaps[0].game);
    const heapsBox = this.root.querySelector('#heaps');
    clear(heapsBox);
    // What is true at the end, in the library's words (`every coin is tails`).
    // A game of Sprouts drawn as it is played: one drawing for all its
    // regions; its moves are made by clicking spots.
    if (this.state.sketch) heapsBox.append(this.sproutsHeap(over));
    if (heaps.length === 0 && this.state.shown && !this.state.sketch) heapsBox.append(el('p', { class: 'none-left' }, `${this.state.shown[0].toUpperCase()}${this.state.shown.slice(1)}.`));
    heaps.forEach((heap, i) => {
      if (this.state.sketch) return;
      // A board (cram(4, 7), chomp(5, 3, 3)) is drawn; a piece's squares
      // clicked, or a square eaten, are played as typed: `board 1: place
      // b2-b3`, `board 1: eat c3`.
      if (heap.board) {
        heapsBox.append(this.boardHeap(heap, i, over, oneGame));
        return;
      }
      // Coins (mock_turtles("THHTH"), turning_corners("H./.H")) are drawn;
      // the coins chosen are turned over as typed: `heap 1: turn 3 5`.
      if (heap.coins) {
        heapsBox.append(this.coinHeap(heap, i, over));
        return;
      }
      // A row of cells (treblecross_row("..X....")) is drawn; a click on a
      // cell plays it, as typed: `strip 1: write X on cell 4`.
      if (heap.cells) {
        heapsBox.append(this.cellHeap(heap, i, over));
        return;
      }
      // A graph (node_kayles(grid(3, 4))) is drawn; a click on a vertex or
      // an edge plays it, as typed: `heap 1: remove 5`.
      if (heap.graph && heap.graph.vertices.length <= MAX_DRAWN) {
        const picture = drawGraph(heap.graph, (move) => {
          if (!over) this.input(`heap ${i + 1}: ${move}`);
        });
        const box = el(
          'div',
          { class: i === this.selected ? 'heap graph-heap selected' : 'heap graph-heap', 'data-heap': String(i + 1) },
          el('span', { class: 'heap-label' }, `${heap.name}: ${heap.label}`),
          picture,
        );
        // A Sprouts position typed, not played: drawn without its curves.
        if (heap.caption) box.append(el('p', { class: 'caption' }, heap.caption));
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
      // Named as moves name them: by game when the heaps are of several.
      const label = heap.parts
        ? `${heap.game} ${i + 1}: (${heap.label})`
        : oneGame ? `Heap ${i + 1}: ${heap.label}` : `${heap.name}: ${heap.label}`;
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
        // From the keyboard: on to the heap's moves.
        this.root.querySelector('#moves button.move')?.focus();
      });
      heapsBox.append(row);
    });
    const moves = this.root.querySelector('#moves');
    clear(moves);
    // While the computer thinks, the moves are not the human's.
    if (over || toMove !== 'you') return;
    if (options === null) {
      // On a board the squares are clicked, on a drawing of Sprouts two
      // spots; the example is one of its moves.
      const click = board ? 'click the squares' : this.state.sketch ? 'click two spots to draw a curve' : null;
      moves.append(el('p', {}, click ? `Too many moves to list here: ${click}, or type a move below, such as ${example}.` : `Too many moves to list: type one below, such as ${example || 'heap 1: 7 -> 5'}.`));
      return;
    }
    if (this.state.sketch) {
      // Spots are clicked; every move is listed too, folded away.
      const buttons = options.map((option) => {
        const button = el('button', { type: 'button', class: 'move' }, option.text);
        button.addEventListener('click', () => this.input(String(option.number)));
        return button;
      });
      const list = el('details', { class: 'all-moves' }, el('summary', {}, `Every move (${options.length})`), ...buttons);
      list.open = this.movesOpen === true;
      list.addEventListener('toggle', () => { this.movesOpen = list.open; });
      moves.append(list);
      return;
    }
    if (this.selected === null) {
      if (heaps.length === 1) this.selected = 0;
      else return;
    }
    const mine = options.filter((o) => o.heap === this.selected);
    const chosen = heaps[this.selected];
    // Named as the library's moves name it (`text::component_name`).
    const named = chosen.name;
    const buttons = mine.map((option) => {
      const button = el('button', { type: 'button', class: 'move' }, option.text);
      button.addEventListener('click', () => this.input(String(option.number)));
      return button;
    });
    if (chosen.coins || chosen.board || chosen.cells) {
      // Coins, boards and rows of cells are played by clicking them: the list of every
      // move folds away.
      const list = el('details', { class: 'all-moves' }, el('summary', {}, `Every move (${mine.length})`), ...buttons);
      list.open = this.movesOpen === true;
      list.addEventListener('toggle', () => { this.movesOpen = list.open; });
      moves.append(list);
      return;
    }
    moves.append(el('p', {}, `Moves in ${named}:`), ...buttons);
  }
}
