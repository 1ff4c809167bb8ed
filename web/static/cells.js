// A row of cells (treblecross_row("..X....X..")) drawn as buttons: each
// cell numbered from 1 with its symbol. A row is what the library's
// `kind::CellDrawing` serialises to:
//   { cells: [{ number, symbol, empty, moves: [{ label, typed, to }] }] }
// where a cell's moves are those that change it, as typed (`write X on
// cell 4`, `take 3 4`, `slide 3 to 5`; a slide's `to` is its target). The
// page decides nothing: a click on a cell with one move sends it; a cell
// with several is chosen and its moves offered (X or O); a piece that
// slides is chosen, then the cell it goes to clicked.
import { el } from './view.js';

/** After a click on cell `number` with cell `chosen` (a number or null)
 * chosen: the cell now chosen and the move to send, if any. */
export function chooseCell(row, chosen, number) {
  const from = row.cells.find((c) => c.number === chosen);
  const slide = from?.moves.find((m) => m.to === number);
  if (slide) return { chosen: null, move: slide.typed };
  if (chosen === number) return { chosen: null, move: null };
  const cell = row.cells.find((c) => c.number === number);
  if (!cell || cell.moves.length === 0) return { chosen: null, move: null };
  if (cell.moves.length === 1 && cell.moves[0].to == null) return { chosen: null, move: cell.moves[0].typed };
  return { chosen: number, move: null };
}

/** What a student does on this row, in words for the turn line. */
export function cellsTurn(row) {
  const moves = row.cells.flatMap((c) => c.moves);
  if (moves.some((m) => m.to != null)) return 'Your turn: click a piece, then the cell it goes to.';
  if (row.cells.some((c) => c.empty && c.moves.length > 0)) {
    // The letters in the order of the cell that offers the most.
    const most = row.cells.reduce((a, c) => (c.empty && c.moves.length > a.length ? c.moves : a), []);
    const letters = most.map((m) => m.label);
    return letters.length > 1
      ? `Your turn: click an empty cell, then the letter to write (${letters.join(' or ')}).`
      : 'Your turn: click an empty cell to write on it.';
  }
  return 'Your turn: click a piece to take it.';
}

/**
 * The row as buttons, wrapping inside its box. `chosen`: the number of the
 * chosen cell (or null); `changed`: a Set of the numbers of the cells the
 * last moves changed. `onCell(number)` is called on a click on a cell;
 * `onMove(typed)` on a click on one of the chosen cell's moves;
 * `onPutDown()` when Escape is pressed with a cell chosen.
 */
export function drawCells(row, { chosen, changed, disabled, onCell, onMove, onPutDown }) {
  const from = row.cells.find((c) => c.number === chosen);
  const targets = new Set((from?.moves || []).filter((m) => m.to != null).map((m) => m.to));
  const box = el('div', { class: 'cells', role: 'group', 'aria-label': `the row of ${row.cells.length} cells` });
  box.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || chosen == null || !onPutDown) return;
    event.preventDefault();
    onPutDown();
  });
  for (const cell of row.cells) {
    const classes = ['cell', cell.empty ? 'empty' : 'piece'];
    if (cell.number === chosen) classes.push('chosen');
    if (targets.has(cell.number)) classes.push('target');
    if (changed.has(cell.number)) classes.push('changed');
    const clickable = cell.moves.length > 0 || targets.has(cell.number);
    let said = cell.empty ? 'empty' : cell.symbol;
    if (cell.number === chosen) said += ', chosen';
    if (targets.has(cell.number)) said += `, the chosen piece can go here`;
    const button = el(
      'button',
      {
        type: 'button',
        class: classes.join(' '),
        'data-cell': String(cell.number),
        'aria-label': `cell ${cell.number}, ${said}`,
        title: `cell ${cell.number}: ${said}`,
      },
      el('span', { class: 'cell-symbol', 'aria-hidden': 'true' }, cell.empty ? '' : cell.symbol),
      el('span', { class: 'cell-number', 'aria-hidden': 'true' }, String(cell.number)),
    );
    button.disabled = disabled || !clickable;
    if (clickable) button.addEventListener('click', () => onCell(cell.number));
    box.append(button);
  }
  const wrap = el('div', { class: 'cells-box' }, box);
  // The chosen cell's moves other than slides (a slide's target is
  // clicked on the row): the letters to write, or the runs to take.
  const offered = (from?.moves || []).filter((m) => m.to == null);
  if (from && (offered.length > 0 || targets.size > 0)) {
    const choice = el('div', { class: 'cell-choices', role: 'group', 'aria-label': `moves on cell ${from.number}` });
    choice.append(el('span', { class: 'cell-choices-label' }, targets.size > 0 && offered.length === 0 ? `Cell ${from.number}: click where it goes, or` : `Cell ${from.number}:`));
    for (const m of offered) {
      const button = el('button', { type: 'button', class: 'cell-choice', 'data-typed': m.typed, title: m.typed }, m.label);
      button.disabled = disabled;
      button.addEventListener('click', () => onMove(m.typed));
      choice.append(button);
    }
    const cancel = el('button', { type: 'button', class: 'cell-cancel' }, 'Cancel');
    cancel.addEventListener('click', () => onPutDown?.());
    choice.append(cancel);
    wrap.append(choice);
  }
  return wrap;
}

/** The numbers of the cells whose symbol differs between two drawings. */
export function changedCells(before, after) {
  const out = new Set();
  if (!before || !after || before.cells.length !== after.cells.length) return out;
  before.cells.forEach((cell, i) => {
    if (after.cells[i].symbol !== cell.symbol) out.add(cell.number);
  });
  return out;
}
