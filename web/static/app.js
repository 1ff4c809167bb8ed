// The page: what is shown, and what each button asks the engine (in its
// worker, see engine.js). Every text that comes from a person or a link is
// put in the page as text (textContent), never as HTML.
import { Engine } from './engine.js';
import { readFragment, rulesGame, shareLink } from './share.js';
import { clear, el, sentence, showProblems, markEditor } from './view.js';
import { Board } from './board.js';
import { valuesTable } from './values.js';

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
  // A game on boards: its table is of boards of `rows` rows (none: every
  // board up to `columns` rows and columns) and 0 to `columns` columns.
  rows: 4,
  columns: 10,
  // Misère play (the last player to move loses) on the page's controls;
  // undefined: as the chosen game declares.
  misere: undefined,
  // The teacher's setting: say who should win at the start of a game.
  tell: false,
  // Who goes first in Play, and how well the computer plays.
  first: 'you',
  level: 'hard',
  // The teacher's setting: students may ask for a hint and see why.
  hints: true,
};
let builtin = [];
let mine = [];
let editorPlaces = [];
// The editor's text has a mistake: its games keep their place in the list
// but answer nothing (never another game's answer) until it is fixed.
let editorBroken = false;
let editorProblems = [];
// Whether the chosen game declares misère play, as last seen.
let declared = null;
// A link that did not carry its game: said in each tab instead of an
// answer for another game, until a game is chosen or written.
let lost = null;

const engine = new Engine(setBusy);
const board = new Board(
  $('board'),
  (input) => engine.call('playInput', input),
  $('play-problems'),
  (a, b) => engine.call('playJoin', a, b),
  () => engine.call('playReply'),
);

function setBusy(on, progress) {
  $('busy').hidden = !on;
  const bar = $('busy-bar');
  if (progress && 'loading' in progress) {
    bar.removeAttribute('value');
    const size = progress.loading ? ` (${(progress.loading / 1e6).toFixed(1)} MB)` : '';
    $('busy-text').textContent = `Loading the engine${size}…`;
  } else if (progress && progress[1] > 0) {
    bar.max = progress[1];
    bar.value = Math.min(progress[0], progress[1]);
    $('busy-text').textContent = `Working… ${Math.floor((100 * progress[0]) / progress[1])}%`;
  } else {
    bar.removeAttribute('value');
    // A game of heaps counts heaps; a game on boards the steps of its search.
    const boards = chosenGame()?.boards;
    $('busy-text').textContent = !progress ? 'Working…' : boards ? `Working… ${progress[0].toLocaleString('en')} steps` : `Working… heap ${progress[0]}`;
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

/** A request the page cannot do without: asked again after a Stop. */
async function untilDone(op, ...args) {
  for (;;) {
    try {
      return await engine.call(op, ...args);
    } catch (error) {
      if (error.message !== 'stopped') {
        notice(`Something went wrong: ${error.message}`);
        return null;
      }
    }
  }
}

// ---------------------------------------------------------------- settings

/** `1e12` for 10^12: the work limit as a person writes it. */
function count(n) {
  const [mantissa, exponent] = Number(n).toExponential().split('e');
  return Number(exponent) < 4 ? String(n) : `${Number(mantissa)}e${Number(exponent)}`;
}

/**
 * The engine's limits as last set (in Settings, or by `set` in the
 * Commands tab): shown, and set again in the fresh engine after a Stop.
 */
function keepLimits(limits) {
  if (!limits) return;
  engine.remember('restoreLimits', limits.max_work, limits.max_memory);
  if (document.activeElement !== $('work')) $('work').value = count(limits.max_work);
}

async function setWork() {
  const where = $('work-problems');
  clear(where);
  $('work-status').textContent = '';
  const answer = await ask(where, 'setWork', $('work').value);
  if (!answer) return;
  showProblems(where, answer.problems, () => {});
  keepLimits(answer.limits);
  $('work').value = count(answer.limits.max_work);
  if (answer.problems.length === 0) $('work-status').textContent = `Set: ${answer.out.trim()}.`;
}

// ---------------------------------------------------------------- games

function fillPicker() {
  const select = $('game');
  clear(select);
  const group = (label, games) => {
    if (games.length === 0) return;
    select.append(el('optgroup', { label }, ...games.map((g) => el('option', { value: g.name }, `${g.title} (${g.name})`))));
  };
  group(editorBroken ? 'Your games (with a mistake)' : 'Your games', mine);
  group('Built in', builtin);
  const all = mine.concat(builtin);
  if (!all.some((g) => g.name === state.game) && all.length > 0) state.game = all[0].name;
  select.value = state.game;
  const chosen = all.find((g) => g.name === state.game);
  const last = chosen?.play === 'misere' ? ' (the last player to move loses)' : '';
  $('game-rules').textContent = !chosen
    ? ''
    : lost
      ? 'Rules: not known (see the note above).'
      : isBroken()
      ? 'Rules: this game has a mistake. Fix it in the editor below.'
      : `Rules: ${chosen.rules}${last}`;
  followGame(chosen);
  followKind(chosen);
}

/** The chosen game, as the engine described it (`game_json`). */
const chosenGame = () => mine.concat(builtin).find((g) => g.name === state.game);

// Whether the boxes show a game on boards, as last drawn.
let shownBoards = false;
// For each position box: its text as the page last put it there (a board
// game's example), and the heaps it held before.
const filled = { position: { by: null, heaps: null }, 'play-position': { by: null, heaps: null } };

/** A position box follows the game: a board game's example replaces
 * heaps, which are none of its positions; the heaps come back with a game
 * of heaps if the example was not changed. */
function followBox(id, example) {
  const box = $(id);
  const memory = filled[id];
  const untouched = memory.by !== null && box.value === memory.by;
  if (example && (untouched || /^[\d\s,]*$/.test(box.value))) {
    if (!untouched) memory.heaps = box.value;
    box.value = example;
    memory.by = example;
  } else if (!example && untouched) {
    box.value = memory.heaps ?? '3 4 5';
    memory.by = null;
  }
}

/**
 * The boxes follow what the game's positions are: a game on boards asks
 * for rows and columns (its own numbers, kept apart from the heaps') and
 * its play box is named by its noun (`Boards`); a board game's example
 * replaces heaps that are none of its positions, and the heaps come back
 * with a game of heaps if the example was not changed.
 */
function followKind(chosen) {
  const boards = Boolean(chosen?.boards);
  if (boards !== shownBoards) {
    $('to').value = String(boards ? state.columns : state.to);
    shownBoards = boards;
  }
  for (const item of document.querySelectorAll('.boards-only')) item.hidden = !boards;
  // A table of positions that are no heaps says what it lists (`n spots`),
  // from where the library starts it (Sprouts: 1 spot).
  const family = chosen?.family;
  const first = chosen?.first ?? 0;
  $('to-label').textContent = boards
    ? 'Columns from 1 to'
    : family
      ? `${family}: n from ${first} to`
      : `Heaps from ${first} to`;
  const noun = chosen?.noun ?? 'heap';
  $('play-label').textContent = `${noun[0].toUpperCase()}${noun.slice(1)}s`;
  followBox('play-position', chosen?.example);
  followBox('position', chosen?.example);
  const hint = $('position-hint');
  clear(hint);
  // A game whose positions are no heaps (boards, graphs): its example.
  const example = chosen?.example;
  hint.append(example ? `A ${noun} of the chosen game (` : 'Heaps of the chosen game (', el('code', {}, example || '3 4 5'), '), ');
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

/**
 * Defines the editor's games. With `follow` (the teacher is typing), a game
 * just written is chosen, and the tab in view is asked again for the game
 * being edited; a text with a mistake keeps its games chosen, and the tabs
 * show the mistake.
 */
async function defineEditor(follow = true) {
  const text = state.text;
  engine.remember('define', text);
  // While the page loads, a Stop asks again of the fresh engine.
  const answer = follow ? await ask($('editor-problems'), 'define', text) : await untilDone('define', text);
  if (!answer || text !== state.text) return answer;
  if (follow) lost = null;
  const before = new Set(mine.map((g) => g.name));
  editorProblems = answer.problems;
  editorBroken = answer.names.length === 0 && answer.problems.some((p) => !p.warning);
  if (!editorBroken) {
    mine = answer.games;
    const fresh = answer.names.filter((name) => !before.has(name));
    if (follow && fresh.length > 0) {
      state.game = fresh[0];
      state.misere = undefined;
    }
  } else if (mine.length === 0 && !builtin.some((g) => g.name === state.game)) {
    // A link's game that never was defined: it keeps its name in the list.
    mine = [{ name: state.game, title: 'Your game', rules: '' }];
  }
  showProblems($('editor-problems'), answer.problems, jumpTo);
  editorPlaces = answer.problems.flatMap((p) => p.places.filter((place) => place.source === 'editor'));
  markEditor($('marks'), $('editor').value, editorPlaces);
  fillPicker();
  if (follow) store();
  if (follow && mine.some((g) => g.name === state.game)) gameChanged();
  return answer;
}

/** Whether the chosen game is the editor's, and its text has a mistake. */
function isBroken() {
  return editorBroken && mine.some((g) => g.name === state.game);
}

/**
 * When the chosen game has a mistake: says so in `where` (with the
 * editor's problems) and gives true; nothing is asked of the engine.
 */
function sayBroken(where) {
  if (lost) {
    clear(where);
    where.append(el('p', { class: 'problem-head', role: 'alert' }, lost));
    return true;
  }
  if (!isBroken()) return false;
  showProblems(where, editorProblems, jumpTo);
  where.prepend(el('p', { class: 'problem-head' }, `The game ${state.game} has a mistake, so it cannot answer. Fix it in the editor ("Write your own game"):`));
  return true;
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

function clearValues() {
  clear($('table'));
  $('plot-box').hidden = true;
  $('table-legend').hidden = true;
  $('misere-legend').hidden = true;
  $('table-heading').textContent = '';
}

/** A box's mistake, in words: a blank box, or no whole number. */
function boxProblem(written, what, example) {
  const number = Number(written);
  if (written === '') return `Write the ${what} in the box, such as ${example}.`;
  if (!Number.isInteger(number) || number < 0) return `The ${what} is a whole number of 0 or more, such as ${example} (not ${written}).`;
  return null;
}

/** The number the page wrote in the box for a table it cut short. */
let fittedBox = null;

/**
 * The Values tab: the table the boxes ask for. `typed`: asked with Show;
 * else the page asks on its own (the tab opened, a game chosen), and a
 * table too large to start is shown as far as it starts, and said so.
 */
async function showValues(typed = false) {
  const where = $('table-problems');
  clear(where);
  const chosen = chosenGame();
  const boards = Boolean(chosen?.boards);
  const family = chosen?.family;
  // A table the page cut short: asked again as the student asked it.
  if (!typed && fittedBox !== null && $('to').value.trim() === fittedBox) {
    $('to').value = String(boards ? state.columns : state.to);
  }
  fittedBox = null;
  // The boxes' own mistakes, in words (a blank box is no heap 0; blank
  // rows ask for every board up to the columns).
  const written = $('to').value.trim();
  const rowsWritten = boards ? $('rows').value.trim() : '';
  const problem = boxProblem(written, boards ? 'number of columns' : family ? 'last n' : 'last heap', boards ? 10 : family ? 7 : 29)
    ?? (rowsWritten === '' ? null : boxProblem(rowsWritten, 'number of rows', 4));
  if (problem) {
    clearValues();
    where.append(el('p', { class: 'problem-head', role: 'alert' }, problem));
    return;
  }
  const to = Number(written);
  const rows = rowsWritten === '' ? null : Number(rowsWritten);
  // The engine reads the bound as written (digits), exactly however large.
  const exact = (box) => (/^\d+$/.test(box) ? box : BigInt(Number(box)).toString());
  if (boards) {
    state.columns = to;
    state.rows = rows;
  } else {
    state.to = to;
  }
  if (sayBroken(where)) {
    clearValues();
    return;
  }
  // A phone gets a plot of its own proportions, readable at its width.
  const narrow = window.innerWidth < 600;
  const answer = rows === null
    ? await ask(where, 'table', state.game, exact(written), play(), narrow, !typed)
    : await ask(where, 'boardTable', state.game, exact(rowsWritten), exact(written), play(), narrow, !typed);
  clearValues();
  if (!answer) return;
  if (answer.problems) {
    showProblems(where, answer.problems, jumpTo);
    return;
  }
  if (answer.fitted) {
    // Shown as far as the page's limits let it start; why not further.
    fittedBox = String(answer.to);
    $('to').value = fittedBox;
    const why = el('details', { class: 'fitted-why' }, el('summary', {}, 'Why not further?'));
    for (const p of answer.fitted.problems) why.append(el('pre', { class: 'diag' }, p.text));
    where.append(
      el('p', { class: 'fitted' }, `The table stops at ${answer.to}: going on to ${answer.fitted.asked} would take more work than this page allows (see Settings).`),
      why,
    );
  }
  $('table-heading').textContent = answer.heading;
  const misere = answer.play === 'misere';
  $('table').append(valuesTable(answer));
  $('table-legend').hidden = misere;
  $('misere-legend').hidden = !misere;
  // The library's lines end with the key already.
  $('misere-key').textContent = misere && answer.key ? `${answer.key}.` : '';
  if (answer.layout !== 'values') return;
  const shown = misere ? answer.rows.length : answer.values.length;
  if (shown < answer.to + 1 - (answer.from ?? 0)) {
    $('table').append(el('p', { class: 'hint-text' }, `The first ${shown} ${family ? 'positions' : 'heaps'}; the plot shows all ${answer.to + 1}.`));
  }
  const url = URL.createObjectURL(new Blob([answer.svg], { type: 'image/svg+xml' }));
  const img = $('plot');
  if (img.src) URL.revokeObjectURL(img.src);
  img.src = url;
  const value = misere ? 'misère value (γ0 of its genus)' : 'value';
  $('plot-caption').textContent =
    Number.isInteger(answer.board_rows)
      ? `Each dot is a board of ${answer.board_rows} rows: how many columns it has (across) and its value (up). Red dots are the losing positions.`
      : family && answer.to < 2000
      ? `Each dot is one position, ${family}: n (across) and its ${value} (up). Red dots are the losing positions.`
      : answer.to < 2000
      ? `Each dot is a heap: how big it is (across) and its ${value} (up). Red dots are the losing positions.`
      : `Each thin line shows the ${value}s of the heaps at that place, from the smallest to the largest; a red mark at the bottom, a losing position there.`;
  $('plot-box').hidden = false;
}

async function evaluate() {
  state.position = $('position').value;
  const where = $('eval-problems');
  clear(where);
  $('verdict').hidden = true;
  if (sayBroken(where)) return;
  const answer = await ask(where, 'evaluate', state.position, state.game, play());
  if (!answer) return;
  if (answer.problems) {
    showProblems(where, answer.problems, jumpTo);
    return;
  }
  // Under misère play no value decides the winner: the convention is said.
  // A compound has no one value: its kind and rule are said instead.
  const misere = answer.play === 'misere';
  const compound = answer.compound !== undefined;
  $('value').parentElement.hidden = misere || compound;
  $('misere-line').hidden = !misere;
  $('value').textContent = misere || compound ? '' : answer.value;
  // The value explained where a student first meets it; the working in Why?.
  $('meaning').hidden = misere || compound;
  $('meaning').textContent = misere || compound ? '' : `${sentence(answer.meaning)} Why? shows how it is worked out.`;
  $('compound-line').hidden = !compound;
  $('compound-line').textContent = compound ? sentence(answer.compound) : '';
  $('measure').hidden = !answer.measure;
  $('measure').textContent = answer.measure ? sentence(answer.measure) : '';
  const outcome = $('outcome');
  outcome.textContent = sentence(answer.words);
  outcome.className = `outcome ${answer.outcome === 'N' ? 'wins' : 'loses'}`;
  const winning = $('winning');
  clear(winning);
  if (answer.winning.length > 0) {
    const title = compound
      ? `${answer.winning_title[0].toUpperCase()}${answer.winning_title.slice(1)}:`
      : answer.winning.length === 1 ? 'The winning move:' : 'Winning moves:';
    winning.append(el('p', {}, title), el('ul', {}, ...answer.winning.map((m) => el('li', {}, m))));
  } else if (answer.winning_note) {
    winning.append(el('p', {}, answer.winning_note));
  } else {
    winning.append(el('p', {}, 'No move wins: every move leaves a position the other player can win.'));
  }
  $('eval-text').textContent = answer.text;
  // Why? and the game tree are asked for when opened.
  for (const id of ['why-box', 'tree-box']) $(id).open = false;
  $('why-text').textContent = '';
  clear($('tree'));
  clear($('tree-outline'));
  $('verdict').hidden = false;
}

/** Why? opened: the reasons, asked of the engine for the position shown. */
async function showWhy() {
  if (!$('why-box').open || $('why-text').textContent !== '') return;
  const answer = await ask($('eval-problems'), 'why', state.position, state.game, play());
  if (!answer) return;
  if (answer.problems) showProblems($('eval-problems'), answer.problems, jumpTo);
  else $('why-text').textContent = answer.text;
}

/** The game tree opened: its first levels, drawn by the engine. */
async function showTree() {
  if (!$('tree-box').open || $('tree').childElementCount > 0) return;
  const answer = await ask($('eval-problems'), 'tree', state.position, state.game, play());
  if (!answer) return;
  if (answer.problems) {
    showProblems($('eval-problems'), answer.problems, jumpTo);
    return;
  }
  // The engine's SVG, its texts escaped there.
  const svg = new DOMParser().parseFromString(answer.svg, 'image/svg+xml').documentElement;
  $('tree').append(document.importNode(svg, true));
  // Wider than the box: the position itself, at the top, in view.
  $('tree').scrollLeft = Math.max(0, ($('tree').scrollWidth - $('tree').clientWidth) / 2);
  $('tree-outline').append(el('p', { class: 'hint-text' }, 'Deeper: open a position to see the positions its moves leave.'), outline(answer.tree, true));
}

/** A position of the tree and, when its moves were looked at, an outline
 * of the positions they leave, each opened by a tap. */
function outline(node, open) {
  const worth = node.value === undefined ? node.outcome : node.value === 0 ? '0' : `*${node.value}`;
  const said = `${node.position === '0' ? 'nothing left' : node.position}: ${worth}${node.outcome === 'P' ? ' (P: the player to move loses)' : ''}`;
  const label = el('span', { class: node.outcome === 'P' ? 'tree-p' : 'tree-n' }, said);
  if (node.children.length === 0) return el('div', { class: 'tree-leaf' }, label);
  const more = node.hidden > 0 ? [el('div', { class: 'tree-leaf hint-text' }, `and ${node.hidden} more`)] : [];
  const box = el('details', { class: 'tree-node' }, el('summary', {}, label), ...node.children.map((c) => outline(c, false)), ...more);
  box.open = open;
  return box;
}

/** The teacher's hint setting, on the board and in Who wins?. */
function showHints() {
  $('hints').checked = state.hints;
  $('hint').hidden = !state.hints;
  board.hintsOff = !state.hints;
  $('why-box').hidden = !state.hints;
  $('tree-box').hidden = !state.hints;
}

async function newGame() {
  state.play = $('play-position').value;
  state.first = $('first').value;
  state.level = $('level').value;
  const computerFirst = state.first === 'computer';
  const seed = Math.floor(Math.random() * 2 ** 32);
  if (sayBroken($('play-problems'))) {
    board.reset();
    return;
  }
  return board.start(() => engine.call('playStart', state.play, state.game, play(), computerFirst, seed, state.level), state.tell);
}

async function findPeriod() {
  const where = $('period-problems');
  clear(where);
  $('period-text').textContent = '';
  if (sayBroken(where)) return;
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
  keepLimits(answer.limits);
  out.scrollTop = out.scrollHeight;
}

const TAB_ACTIONS = {
  values: showValues,
  position: () => ($('position').value.trim() ? evaluate() : null),
  play: () => null,
  period: () => null,
  console: () => null,
};

/**
 * The chosen game changed (picked, or edited): the tab in view answers for
 * it; a game being played starts again under the new rules.
 */
function gameChanged() {
  if (state.tab === 'play') {
    if (!$('board').hidden || isBroken()) return newGame();
    return null;
  }
  return showTab(state.tab);
}

function showTab(tab) {
  state.tab = tab;
  for (const button of document.querySelectorAll('[data-tab]')) {
    const chosen = button.dataset.tab === tab;
    button.setAttribute('aria-selected', String(chosen));
    // One tab stop for the row: the arrow keys move between the tabs.
    button.tabIndex = chosen ? 0 : -1;
  }
  for (const section of document.querySelectorAll('.tab')) section.hidden = section.id !== `tab-${tab}`;
  return TAB_ACTIONS[tab]();
}

// ---------------------------------------------------------------- sharing

/** The page as a link carries it: the state as it is now. */
function linkState() {
  // A game being played is shared as it stands on the board.
  const playing = state.tab === 'play' && board.state && !board.state.over && !$('board').hidden;
  return {
    text: state.text,
    game: state.game,
    position: $('position').value,
    play: playing ? board.state.position : $('play-position').value,
    tab: state.tab,
    to: state.to,
    rows: state.rows,
    columns: state.columns,
    misere: state.misere,
    tell: state.tell,
    first: $('first').value,
    level: $('level').value,
    hints: state.hints,
  };
}

/**
 * Shows the link of the page as it is now, in the box and the address
 * bar, or why there is none (a game too long for a link); the previous
 * "Copied" goes. Gives the link, or null.
 */
async function showLink() {
  const made = await shareLink(linkState());
  const status = $('share-status');
  status.textContent = made.problem ?? '';
  status.classList.toggle('refused', Boolean(made.problem));
  $('share-link').value = made.link ?? '';
  $('share-copy').disabled = !made.link;
  history.replaceState(null, '', made.link ?? `${window.location.pathname}${window.location.search}`);
  return made.link ?? null;
}

async function share() {
  // The link first, then the box: a box never shows an empty link (a test
  // that read it as soon as the box opened got "" on a busy machine).
  const link = await showLink();
  $('share-box').hidden = false;
  if (link) $('share-link').select();
}

// After Share, the box follows each change of the page: its link is never
// an old state's (the one Copy copies is made at the press).
let following = null;
function followLink() {
  if ($('share-box').hidden) return;
  clearTimeout(following);
  following = setTimeout(showLink, 150);
}

/** Copies the link of the page as it is now, and says whether it did. */
async function copyLink() {
  clearTimeout(following);
  const link = await showLink();
  if (!link) return;
  const status = $('share-status');
  let copied = false;
  try {
    await navigator.clipboard.writeText(link);
    copied = true;
  } catch {
    $('share-link').select();
    try {
      copied = document.execCommand('copy');
    } catch {
      copied = false;
    }
  }
  $('share-link').select();
  status.textContent = copied
    ? 'Copied! Paste the link into a message or an email.'
    : 'Could not copy by itself: the link is selected, press Ctrl+C (or ⌘+C) to copy it.';
}

// ---------------------------------------------------------------- the browser's storage

/** Where the editor's text is kept between visits (this browser only). */
const STORED = 'grundy.editor';
const MOST_STORED = 100000;

/** The editor's text and its game as last typed in this browser, or null. */
function stored() {
  try {
    const raw = JSON.parse(localStorage.getItem(STORED) ?? 'null');
    if (raw && typeof raw.text === 'string' && raw.text.length <= MOST_STORED) {
      return { text: raw.text, game: typeof raw.game === 'string' ? raw.game : undefined };
    }
  } catch {
    // Storage turned off, or something else's: the sample game it is.
  }
  return null;
}

/** Keeps what the teacher typed (a link's text is kept only once edited). */
function store() {
  if (state.text.length > MOST_STORED) return;
  try {
    localStorage.setItem(STORED, JSON.stringify({ text: state.text, game: state.game }));
  } catch {
    // Full, or turned off: the page works without it.
  }
}

async function start() {
  const found = await readFragment(window.location.hash);
  if (found && found.problem) notice(found.problem);
  // A link's game comes first; else the game typed here last time.
  const saved = found && (found.state || found.rules !== undefined) ? null : stored();
  if (saved) {
    state.text = saved.text;
    if (saved.game) state.game = saved.game;
  }
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
  $('rows').value = state.rows === null ? '' : String(state.rows);
  $('tell').checked = state.tell;
  $('first').value = state.first;
  $('level').value = state.level;
  showHints();
  const games = await untilDone('games');
  builtin = games || [];
  keepLimits((await untilDone('restoreLimits', 0, 0))?.limits);
  const defined = await defineEditor(false);
  // A link's game that came without its rules: no answer for another game.
  const named = found?.state?.game;
  const missing = named !== undefined && !mine.concat(builtin).some((g) => g.name === named);
  if (found && ((found.problem && !found.state) || missing)) {
    lost = missing
      ? `This link names the game ${named}, but its rules did not come with it, so nothing is shown for it. Ask for the link again, or for the game's text.`
      : `${found.problem} Nothing is shown until you choose a game.`;
    if (missing) {
      mine = [...mine, { name: named, title: 'Not in this link', rules: '' }];
      state.game = named;
    }
  }
  if (found && found.rules !== undefined && defined && !defined.names.includes('rules')) {
    $('editor-box').open = true;
    notice('The rules in this link have a mistake: see below the editor.');
  }
  fillPicker();
  await showTab(state.tab);
  // A link to a game being played starts that game.
  if (found && state.tab === 'play') {
    await newGame();
    // On a phone the board is below the first screen: the student sees it.
    const top = $('board').getBoundingClientRect().top;
    if (!$('board').hidden && top > window.innerHeight * 0.4) $('board').scrollIntoView({ block: 'start' });
  }
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
  lost = null;
  state.game = $('game').value;
  state.misere = undefined;
  fillPicker();
  gameChanged();
});
for (const button of document.querySelectorAll('[data-tab]')) {
  button.addEventListener('click', () => showTab(button.dataset.tab));
}
// The tab pattern of WAI-ARIA: arrows move to the next or previous tab
// (round), Home and End to the first and last, each shown as it is reached.
document.querySelector('[role="tablist"]').addEventListener('keydown', (event) => {
  const tabs = [...document.querySelectorAll('[data-tab]')];
  const at = tabs.findIndex((t) => t.dataset.tab === state.tab);
  const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1 }[event.key];
  if (to === undefined) return;
  event.preventDefault();
  const next = tabs[(to + tabs.length) % tabs.length];
  next.focus();
  showTab(next.dataset.tab);
});
const onSubmit = (id, action) =>
  $(id).addEventListener('submit', (event) => {
    event.preventDefault();
    action();
  });
onSubmit('table-form', () => showValues(true));
onSubmit('eval-form', evaluate);
onSubmit('play-form', newGame);
onSubmit('console-form', runCommand);
onSubmit('work-form', setWork);
$('tell').addEventListener('change', () => {
  state.tell = $('tell').checked;
});
$('hints').addEventListener('change', () => {
  state.hints = $('hints').checked;
  showHints();
});
$('why-box').addEventListener('toggle', showWhy);
$('tree-box').addEventListener('toggle', showTree);
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
// Any change of the page's boxes, tabs or board: the shared link follows.
for (const kind of ['input', 'change', 'click']) {
  document.querySelector('main').addEventListener(kind, followLink);
}
$('share-copy').addEventListener('click', copyLink);
$('stop').addEventListener('click', () => engine.stop());
window.addEventListener('hashchange', () => window.location.reload());

start().then(() => document.body.setAttribute('data-ready', 'true'));
