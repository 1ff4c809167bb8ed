// Boards of squares drawn as buttons (Cram, Chomp): each square named as
// moves name it (a1 at the bottom left), free, filled, eaten or poisoned.
// A board is what the library's `kind::BoardDrawing` serialises to:
//   { rows, columns, squares: [{ name, row, column, look, click }],
//     placements: [{ squares: [names], click }] }
// The page decides nothing: a click on a square sends its `click` (Chomp's
// `eat c3`); in a placing game the squares clicked are gathered until they
// are the squares of a placement, whose `click` is sent (`place b2-b3`).
import { el } from './view.js';

/** The placements that cover every square of `chosen` (an array of names). */
export function placementsWith(board, chosen) {
  return board.placements.filter((p) => chosen.every((name) => p.squares.includes(name)));
}

/** After a click on `name` with `chosen` already chosen: the squares now
 * chosen and the move to send, if they are a whole placement. A square
 * that fits no placement with those chosen starts again from itself (or
 * from nothing, if no piece fits on it). */
export function choosePlacement(board, chosen, name) {
  if (chosen.includes(name)) return { chosen: chosen.filter((n) => n !== name), move: null };
  let next = [...chosen, name];
  if (placementsWith(board, next).length === 0) next = placementsWith(board, [name]).length ? [name] : [];
  const whole = board.placements.find((p) => p.squares.length === next.length && placementsWith(board, next).includes(p));
  return whole ? { chosen: [], move: whole.click } : { chosen: next, move: null };
}

/** The squares a click on `square` eats in Chomp: it and every square
 * above it and to its right that is still on the bar. */
function eatenBy(board, square) {
  return board.squares.filter((s) => s.look === 'free' && s.row >= square.row && s.column >= square.column).map((s) => s.name);
}

/**
 * The board as a grid of buttons. `chosen`: the names of the squares
 * chosen so far (a placing game); `width` = [rows, columns] draws at least
 * that many (a Chomp bar keeps the squares eaten, drawn eaten); `changed`:
 * the names of the squares the last moves changed. `onSquare(name)` is
 * called on a click on a square that can be part of a move; `onMove(text)`
 * with a move to send (Chomp's click); `onPutDown()` when Escape is
 * pressed on the board with squares chosen (they are put down).
 */
export function drawSquares(board, { chosen, width, changed, disabled, onSquare, onMove, onPutDown }) {
  const rows = Math.max(board.rows, width[0]);
  const columns = Math.max(board.columns, width[1]);
  const byPlace = new Map(board.squares.map((s) => [`${s.row},${s.column}`, s]));
  const placing = board.placements.length > 0 || !board.squares.some((s) => s.click);
  const partners = new Set();
  if (placing && chosen.length > 0) {
    for (const p of placementsWith(board, chosen)) for (const name of p.squares) if (!chosen.includes(name)) partners.add(name);
  }
  const playable = new Set(board.placements.flatMap((p) => p.squares));
  const grid = el('div', { class: 'squares', role: 'group', 'aria-label': `the board, ${board.rows} rows by ${board.columns} columns` });
  grid.style.setProperty('--columns', String(columns));
  grid.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || chosen.length === 0 || !onPutDown) return;
    event.preventDefault();
    onPutDown();
  });
  const hover = (names) => {
    for (const b of grid.querySelectorAll('.square')) b.classList.toggle('would-eat', names.includes(b.dataset.square));
  };
  for (let r = rows; r >= 1; r--) {
    for (let c = 1; c <= columns; c++) {
      const square = byPlace.get(`${r},${c}`);
      if (!square) {
        grid.append(el('span', { class: 'square eaten', 'aria-hidden': 'true' }));
        continue;
      }
      const classes = ['square', square.look];
      if (chosen.includes(square.name)) classes.push('chosen');
      if (partners.has(square.name)) classes.push('partner');
      if (changed.has(square.name)) classes.push('changed');
      const clickable = placing ? playable.has(square.name) : Boolean(square.click);
      let said = { free: 'free', filled: 'filled', eaten: 'eaten', poisoned: 'the poisoned square' }[square.look];
      if (square.look === 'free' && !clickable) said = placing ? 'free, no piece fits here' : 'free';
      if (chosen.includes(square.name)) said += ', chosen';
      const button = el(
        'button',
        {
          type: 'button',
          class: classes.join(' '),
          'data-square': square.name,
          'aria-label': `${square.name}, ${said}`,
          'aria-pressed': placing && clickable ? String(chosen.includes(square.name)) : undefined,
          title: `${square.name}: ${said}`,
        },
        el('span', { class: 'square-name' }, square.look === 'poisoned' ? '☠' : square.name),
      );
      button.disabled = disabled || !clickable;
      if (clickable) {
        button.addEventListener('click', () => (placing ? onSquare(square.name) : onMove(square.click)));
        if (!placing) {
          const eaten = eatenBy(board, square);
          button.addEventListener('mouseenter', () => hover(eaten));
          button.addEventListener('focus', () => hover(eaten));
          button.addEventListener('mouseleave', () => hover([]));
          button.addEventListener('blur', () => hover([]));
        }
      }
      grid.append(button);
    }
  }
  return grid;
}

/** The squares whose look differs between two drawings of one board. */
export function changedSquares(before, after) {
  const out = new Set();
  if (!before || !after) return out;
  const looks = new Map(before.squares.map((s) => [s.name, s.look]));
  for (const s of after.squares) if (looks.has(s.name) && looks.get(s.name) !== s.look) out.add(s.name);
  // Chomp: squares gone from the drawing were eaten.
  const names = new Set(after.squares.map((s) => s.name));
  for (const s of before.squares) if (!names.has(s.name) && s.look === 'free') out.add(s.name);
  return out;
}
