// The Values tab's tables, drawn as the engine lays them out (`layout` of
// web/src/table.rs): `values` (rows of ten heaps), `square` (two heaps or
// boards: rows under their column numbers), `lines` (the command line's
// text, more heaps) and `vertices` (a graph's, one row each). P marks a
// losing position; under misère play each cell has its outcome and genus.
import { el } from './view.js';

/** The table of `answer` (a table's answer of the engine). */
export function valuesTable(answer) {
  const misere = answer.play === 'misere';
  switch (answer.layout) {
    case 'square':
      return square(answer, misere);
    case 'vertices':
      return vertices(answer.vertices, misere);
    case 'lines':
      return el('pre', { class: 'out', id: 'values-table' }, answer.text);
    default:
      return misere ? grid(answer.rows, (row) => misereCell(row, row.n), 'misere', answer.from ?? 0) : valueGrid(answer.values, answer.board_rows, answer.from);
  }
}

/**
 * Two heaps: heap 1 down, heap 2 across, as the command line prints them;
 * a game on boards, rows down and columns across (the board a x b).
 */
function square(answer, misere) {
  const corner = answer.boards ? 'rows ↓ columns →' : 'heap 1 ↓ heap 2 →';
  const head = el('tr', {}, el('th', { class: 'corner' }, corner), ...answer.columns.map((b) => el('th', { scope: 'col' }, String(b))));
  const title = (a, b) => (answer.boards ? `g(${a} x ${b})` : `g(${a}, ${b})`);
  const cell = misere
    ? (item, a, b) => misereCell(item, a, b)
    : (item, a, b) => el('td', { class: item.outcome === 'P' ? 'p-cell' : '', title: `${title(a, b)} = ${number(item)}`, 'data-a': String(a), 'data-b': String(b) }, item.outcome === 'P' ? 'P' : number(item));
  const rows = answer.square.map((row) => el('tr', {}, el('th', { scope: 'row' }, String(row.at)), ...row.cells.map((item, i) => cell(item, row.at, answer.columns[i]))));
  return el('table', { class: `values square${misere ? ' misere' : ''}`, id: 'values-table' }, el('thead', {}, head), el('tbody', {}, ...rows));
}

/** A value as the square shows it: `3` for `*3`. */
const number = (item) => item.value.replace(/^\*/, '');

/** A graph's vertices: each one's name, value and outcome. */
function vertices(rows, misere) {
  const head = el('tr', {}, ...['vertex', misere ? 'genus' : 'value', 'who wins'].map((h) => el('th', { scope: 'col' }, h)));
  const body = rows.map((row) =>
    el(
      'tr',
      { class: row.outcome === 'P' ? 'p-cell' : '', 'data-vertex': row.name },
      el('th', { scope: 'row' }, row.name),
      el('td', {}, misere ? row.genus : row.value),
      el('td', {}, row.outcome),
    ),
  );
  return el('table', { class: 'values vertices', id: 'values-table' }, el('thead', {}, head), el('tbody', {}, ...body));
}

/** Rows of ten cells, each made by `cell(item, n)`, heaps numbered from 0;
 * the first item is of `from` (the cells before it are blank); `corner`
 * says what n counts, if not heaps. */
function grid(items, cell, kind, from = 0, corner = '') {
  const head = el('tr', {}, el('th', { class: 'corner' }, corner), ...[...Array(10).keys()].map((i) => el('th', { scope: 'col' }, `+${i}`)));
  const rows = [];
  const all = [...Array(from).fill(null), ...items];
  for (let start = 0; start < all.length; start += 10) {
    const cells = all.slice(start, start + 10).map((item, i) => (item === null ? el('td', { class: 'blank' }) : cell(item, start + i)));
    rows.push(el('tr', {}, el('th', { scope: 'row' }, String(start)), ...cells));
  }
  return el('table', { class: `values ${kind}`, id: 'values-table' }, el('thead', {}, head), el('tbody', {}, ...rows));
}

/** The values, as the command line prints them; P marks value 0. A
 * family of boards of `rows` rows: cell n is the board rows x n. */
function valueGrid(values, rows, from) {
  const boards = Number.isInteger(rows);
  const of = (n) => (boards ? `g(${rows} x ${n})` : `g(${n})`);
  return grid(
    values,
    (g, n) => el('td', { class: g === 0 ? 'p-cell' : '', title: `${of(n)} = ${g}`, 'data-n': String(n) }, g === 0 ? 'P' : String(g)),
    'normal',
    from ?? 0,
    boards ? 'columns' : '',
  );
}

/**
 * One misère cell: outcome and genus of heap `a` (of position (a, b) when
 * `b` is given), the genus as the library writes it (`1^031`), the part
 * after `^` raised.
 */
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
