// The page: what is shown, and what each button asks the engine (in its
// worker, see engine.js). Every text that comes from a person or a link is
// put in the page as text (textContent), never as HTML.
import { Engine } from './engine.js';
import { readFragment, rulesGame, shareLink } from './share.js';
import { clear, el, showProblems, markEditor } from './view.js';
import { Board } from './board.js';

const $ = (id) => document.getElementById(id);

const SAMPLE = `game my_game {
    title "Take 1 or 2, or split a heap in two"
    take 1..2
    split into 2
}
`;
const DEFAULT_GAME = 'subtraction';

const state = {
  text: SAMPLE,
  game: DEFAULT_GAME,
  position: '3 4 5',
  play: '3 4 5',
  tab: 'values',
  to: 29,
  // Misère play (the last player to move loses) on the page's controls;
  // undefined: as the chosen game declares.
  misere: undefined,
};
let builtin = [];
let mine = [];
let editorPlaces = [];
// Whether the chosen game declares misère play, as last seen.
let declared = null;

const engine = new Engine(setBusy);
const board = new Board($('board'), (input) => engine.call('playInput', input), $('play-problems'));

function setBusy(on, progress) {
  $('busy').hidden = !on;
  const bar = $('busy-bar');
  if (progress && progress[1] > 0) {
    bar.max = progress[1];
    bar.value = Math.min(progress[0], progress[1]);
    $('busy-text').textContent = `Working… ${Math.floor((100 * progress[0]) / progress[1])}%`;
  } else {
    bar.removeAttribute('value');
    $('busy-text').textContent = progress ? `Working… heap ${progress[0]}` : 'Working…';
  }
}

function notice(words) {
  const box = $('notice');
  box.textContent = words;
  box.hidden = !words;
}

/** Runs a request; a Stop or a failure shows in `where`. */
async function ask(where, op, ...args) {
  try {
    return await engine.call(op, ...args);
  } catch (error) {
    const words = error.message === 'stopped' ? 'Stopped.' : `Something went wrong: ${error.message}`;
    clear(where);
    where.append(el('p', { class: 'stopped' }, words));
    return null;
  }
}

// ---------------------------------------------------------------- games

function fillPicker() {
  const select = $('game');
  clear(select);
  const group = (label, games) => {
    if (games.length === 0) return;
    select.append(el('optgroup', { label }, ...games.map((g) => el('option', { value: g.name }, `${g.title} (${g.name})`))));
  };
  group('Your games', mine);
  group('Built in', builtin);
  const all = mine.concat(builtin);
  if (!all.some((g) => g.name === state.game) && all.length > 0) state.game = all[0].name;
  select.value = state.game;
  const chosen = all.find((g) => g.name === state.game);
  const last = chosen?.play === 'misere' ? ' (the last player to move loses)' : '';
  $('game-rules').textContent = chosen ? `Rules: ${chosen.rules}${last}` : '';
  followGame(chosen);
}

/**
 * The misère controls follow the chosen game's convention when it is new
 * or changes (a `last move loses` typed in the editor); a choice made by
 * hand, or carried by a link, stays until then.
 */
function followGame(chosen) {
  const misere = chosen?.play === 'misere';
  if (state.misere === undefined || (declared !== null && misere !== declared)) state.misere = misere;
  declared = misere;
  showMisere();
}

function showMisere() {
  for (const box of document.querySelectorAll('input.misere')) box.checked = state.misere === true;
}

/** The convention the engine is asked to play under. */
const play = () => (state.misere ? 'misere' : 'normal');

async function defineEditor() {
  const text = state.text;
  engine.remember('define', text);
  const answer = await ask($('editor-problems'), 'define', text);
  if (!answer || text !== state.text) return answer;
  mine = answer.games;
  showProblems($('editor-problems'), answer.problems, jumpTo);
  editorPlaces = answer.problems.flatMap((p) => p.places.filter((place) => place.source === 'editor'));
  markEditor($('marks'), $('editor').value, editorPlaces);
  fillPicker();
  return answer;
}

function jumpTo(place) {
  const editor = $('editor');
  $('editor-box').open = true;
  const lines = editor.value.split('\n');
  let start = 0;
  for (let i = 0; i < place.line - 1 && i < lines.length; i++) start += lines[i].length + 1;
  let end = 0;
  for (let i = 0; i < place.end_line - 1 && i < lines.length; i++) end += lines[i].length + 1;
  editor.focus();
  editor.setSelectionRange(start + place.col - 1, Math.max(start + place.col, end + place.end_col - 1));
}

// ---------------------------------------------------------------- tabs

async function showValues() {
  const to = Number($('to').value);
  state.to = to;
  const where = $('table-problems');
  clear(where);
  const answer = await ask(where, 'table', state.game, to, play());
  clear($('table'));
  $('plot-box').hidden = true;
  $('table-legend').hidden = true;
  $('misere-legend').hidden = true;
  $('table-heading').textContent = '';
  if (!answer) return;
  if (answer.problems) {
    showProblems(where, answer.problems, jumpTo);
    return;
  }
  $('table-heading').textContent = answer.heading;
  if (answer.heaps) {
    showTuples(answer);
    return;
  }
  const misere = answer.play === 'misere';
  const shown = misere ? answer.rows.length : answer.values.length;
  $('table').append(misere ? misereGrid(answer.rows) : valueGrid(answer.values));
  if (shown < answer.to + 1) {
    $('table').append(el('p', { class: 'hint-text' }, `The first ${shown} heaps; the plot shows all ${answer.to + 1}.`));
  }
  $('table-legend').hidden = misere;
  $('misere-legend').hidden = !misere;
  $('misere-key').textContent = misere ? `${answer.key}.` : '';
  const url = URL.createObjectURL(new Blob([answer.svg], { type: 'image/svg+xml' }));
  const img = $('plot');
  if (img.src) URL.revokeObjectURL(img.src);
  img.src = url;
  const value = misere ? 'misère value (γ0 of its genus)' : 'value';
  $('plot-caption').textContent =
    answer.to < 2000
      ? `Each dot is a heap: how big it is (across) and its ${value} (up). Red dots are the losing positions.`
      : `Each thin line shows the ${value}s of the heaps at that place, from the smallest to the largest.`;
  $('plot-box').hidden = false;
}

/**
 * A game of several heaps: for two, the square (heap 1 down, heap 2 across)
 * as the command line prints it: each position's value, P for value 0, or
 * under misère play its outcome and genus; for more, the library's lines.
 */
function showTuples(answer) {
  const misere = answer.play === 'misere';
  if (answer.square) {
    const side = answer.square.length;
    const head = el('tr', {}, el('th', { class: 'corner' }, 'heap 1 ↓ heap 2 →'), ...[...Array(side).keys()].map((b) => el('th', { scope: 'col' }, String(b))));
    const cell = misere ? misereCell : (g, a, b) => el('td', { class: g === 0 ? 'p-cell' : '', title: `g(${a}, ${b}) = ${g}`, 'data-a': String(a), 'data-b': String(b) }, g === 0 ? 'P' : String(g));
    const rows = answer.square.map((row, a) => el('tr', {}, el('th', { scope: 'row' }, String(a)), ...row.map((item, b) => cell(item, a, b))));
    $('table').append(el('table', { class: `values square${misere ? ' misere' : ''}`, id: 'values-table' }, el('thead', {}, head), el('tbody', {}, ...rows)));
  } else {
    $('table').append(el('pre', { class: 'out', id: 'values-table' }, answer.text));
  }
  $('table-legend').hidden = misere;
  $('misere-legend').hidden = !misere;
  // The library's lines end with the key already.
  $('misere-key').textContent = misere && answer.square ? `${answer.key}.` : '';
}

/** Rows of ten cells, each made by `cell(item, n)`, heaps numbered from 0. */
function grid(items, cell, kind) {
  const head = el('tr', {}, el('th', {}, ''), ...[...Array(10).keys()].map((i) => el('th', { scope: 'col' }, `+${i}`)));
  const rows = [];
  for (let start = 0; start < items.length; start += 10) {
    const cells = items.slice(start, start + 10).map((item, i) => cell(item, start + i));
    rows.push(el('tr', {}, el('th', { scope: 'row' }, String(start)), ...cells));
  }
  return el('table', { class: `values ${kind}`, id: 'values-table' }, el('thead', {}, head), el('tbody', {}, ...rows));
}

/** The values, as the command line prints them; P marks value 0. */
function valueGrid(values) {
  return grid(
    values,
    (g, n) => el('td', { class: g === 0 ? 'p-cell' : '', title: `g(${n}) = ${g}`, 'data-n': String(n) }, g === 0 ? 'P' : String(g)),
    'normal',
  );
}

/**
 * Misère play: each heap's outcome, and under it its genus as the library
 * writes it (`1^031`), the part after `^` raised.
 */
function misereGrid(rows) {
  return grid(rows, (row) => misereCell(row, row.n), 'misere');
}

/** One misère cell: outcome and genus of heap `a` (of position (a, b) when `b` is given). */
function misereCell(row, a, b) {
  const at = row.genus.indexOf('^');
  const genus = at < 0 ? [row.genus] : [row.genus.slice(0, at), el('sup', {}, row.genus.slice(at + 1))];
  const where = b === undefined ? { name: `heap ${a}`, data: { 'data-n': String(a) } } : { name: `(${a}, ${b})`, data: { 'data-a': String(a), 'data-b': String(b) } };
  return el(
    'td',
    { class: row.outcome === 'P' ? 'p-cell' : '', title: `${where.name}: ${row.outcome}, genus ${row.genus}`, ...where.data, 'data-outcome': row.outcome, 'data-genus': row.genus },
    row.outcome,
    el('span', { class: 'genus' }, ...genus),
  );
}

async function evaluate() {
  state.position = $('position').value;
  const where = $('eval-problems');
  clear(where);
  $('verdict').hidden = true;
  const answer = await ask(where, 'evaluate', state.position, state.game, play());
  if (!answer) return;
  if (answer.problems) {
    showProblems(where, answer.problems, jumpTo);
    return;
  }
  // Under misère play no value decides the winner: the convention is said.
  const misere = answer.play === 'misere';
  $('value').parentElement.hidden = misere;
  $('misere-line').hidden = !misere;
  $('value').textContent = misere ? '' : answer.value;
  const outcome = $('outcome');
  outcome.textContent = answer.words;
  outcome.className = `outcome ${answer.outcome === 'N' ? 'wins' : 'loses'}`;
  const winning = $('winning');
  clear(winning);
  if (answer.winning.length > 0) {
    winning.append(
      el('p', {}, answer.winning.length === 1 ? 'The winning move:' : 'Winning moves:'),
      el('ul', {}, ...answer.winning.map((m) => el('li', {}, m))),
    );
  } else {
    winning.append(el('p', {}, 'No move wins: every move leaves a position the other player can win.'));
  }
  $('eval-text').textContent = answer.text;
  $('verdict').hidden = false;
}

async function newGame() {
  state.play = $('play-position').value;
  const computerFirst = $('first').value === 'computer';
  const seed = Math.floor(Math.random() * 2 ** 32);
  board.start(() => engine.call('playStart', state.play, state.game, play(), computerFirst, seed));
}

async function findPeriod() {
  const where = $('period-problems');
  clear(where);
  $('period-text').textContent = '';
  const answer = await ask(where, 'period', state.game);
  if (!answer) return;
  if (answer.problems) showProblems(where, answer.problems, jumpTo);
  else $('period-text').textContent = answer.text;
}

async function showStats(event) {
  event.preventDefault();
  const where = $('stats-problems');
  clear(where);
  $('stats-text').textContent = '';
  const answer = await ask(where, 'stats', state.game, Number($('stats-to').value));
  if (!answer) return;
  if (answer.problems) showProblems(where, answer.problems, jumpTo);
  else $('stats-text').textContent = answer.text;
}

async function runCommand() {
  const input = $('console-input');
  const line = input.value;
  input.value = '';
  const out = $('console-out');
  out.append(`> ${line}\n`);
  const answer = await ask(out, 'run', line);
  if (!answer) return;
  out.append(answer.out);
  for (const p of answer.problems) out.append(p.text);
  out.scrollTop = out.scrollHeight;
}

const TAB_ACTIONS = {
  values: showValues,
  position: () => ($('position').value.trim() ? evaluate() : null),
  play: () => null,
  period: () => null,
  console: () => null,
};

function showTab(tab) {
  state.tab = tab;
  for (const button of document.querySelectorAll('[data-tab]')) {
    button.setAttribute('aria-selected', String(button.dataset.tab === tab));
  }
  for (const section of document.querySelectorAll('.tab')) section.hidden = section.id !== `tab-${tab}`;
  return TAB_ACTIONS[tab]();
}

// ---------------------------------------------------------------- sharing

async function share() {
  const link = await shareLink({
    text: state.text,
    game: state.game,
    position: $('position').value,
    play: $('play-position').value,
    tab: state.tab,
    to: state.to,
    misere: state.misere,
  });
  history.replaceState(null, '', link);
  $('share-link').value = link;
  $('share-box').hidden = false;
  $('share-link').select();
}

async function start() {
  const found = await readFragment(window.location.hash);
  if (found && found.problem) notice(found.problem);
  if (found && found.state) Object.assign(state, found.state);
  if (found && (found.rules !== undefined || found.position !== undefined)) {
    if (found.rules !== undefined) {
      state.text = rulesGame(found.rules);
      state.game = 'rules';
    }
    state.position = found.position ?? '';
    state.play = state.position || state.play;
    state.tab = 'position';
  }
  $('editor').value = state.text;
  $('position').value = state.position;
  $('play-position').value = state.play;
  $('to').value = String(state.to);
  const games = await ask($('editor-problems'), 'games');
  builtin = games || [];
  const defined = await defineEditor();
  if (found && found.rules !== undefined && defined && !defined.names.includes('rules')) {
    $('editor-box').open = true;
    notice('The rules in this link have a mistake: see below the editor.');
  }
  if (found && (found.state || found.rules !== undefined) && mine.length > 0) $('editor-box').open = true;
  fillPicker();
  await showTab(state.tab);
  // A link to a game being played starts that game.
  if (found && state.tab === 'play') await newGame();
}

// ---------------------------------------------------------------- wiring

let typing = null;
$('editor').addEventListener('input', () => {
  state.text = $('editor').value;
  markEditor($('marks'), state.text, []);
  clearTimeout(typing);
  typing = setTimeout(defineEditor, 300);
});
$('editor').addEventListener('scroll', () => {
  $('marks').scrollTop = $('editor').scrollTop;
  $('marks').scrollLeft = $('editor').scrollLeft;
});
$('file').addEventListener('change', async () => {
  const file = $('file').files[0];
  if (!file) return;
  if (file.size > 1000000) {
    notice('That file is too large for a .game file.');
    return;
  }
  state.text = await file.text();
  $('editor').value = state.text;
  await defineEditor();
});
$('game').addEventListener('change', () => {
  state.game = $('game').value;
  state.misere = undefined;
  fillPicker();
  showTab(state.tab);
});
for (const button of document.querySelectorAll('[data-tab]')) {
  button.addEventListener('click', () => showTab(button.dataset.tab));
}
const onSubmit = (id, action) =>
  $(id).addEventListener('submit', (event) => {
    event.preventDefault();
    action();
  });
onSubmit('table-form', showValues);
onSubmit('eval-form', evaluate);
onSubmit('play-form', newGame);
onSubmit('console-form', runCommand);
$('period-go').addEventListener('click', findPeriod);
$('stats-form').addEventListener('submit', showStats);
// One choice of convention for the whole page, shown in each tab: the tab
// in view is asked again under it (a game being played starts again).
for (const box of document.querySelectorAll('input.misere')) {
  box.addEventListener('change', () => {
    state.misere = box.checked;
    showMisere();
    if (state.tab === 'play') {
      if (!$('board').hidden) newGame();
    } else {
      TAB_ACTIONS[state.tab]();
    }
  });
}
$('share').addEventListener('click', share);
$('share-copy').addEventListener('click', () => navigator.clipboard?.writeText($('share-link').value));
$('stop').addEventListener('click', () => engine.stop());
window.addEventListener('hashchange', () => window.location.reload());

start().then(() => document.body.setAttribute('data-ready', 'true'));
