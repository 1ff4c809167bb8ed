// The Values tab's tables as a browser draws them (issue 39): squares of
// two heaps, of boards and of step games laid out as tables, a step game's
// board as the board it is, a graph's vertices, and the bound's own
// refusals. Values are checked against naive computations written here.
// Nothing waits on a clock: every step waits for what it expects to see.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, serve } from './browser.js';

let server;
let browser;

before(async () => {
  server = await serve();
  browser = await launch();
});

after(async () => {
  await browser?.close();
  server?.close();
});

const PHONE = { width: 390, height: 844 };

/** Writes `text` in the editor; waits until the game `name` is chosen. */
async function write(page, text, name) {
  await page.click('#editor-box summary');
  await page.fill('#editor', text);
  await page.waitForFunction((n) => document.querySelector('#game').value === n, name);
}

/**
 * Where the cells of the square table are: whether its column numbers are
 * in one line at its top, left to right, and each row's number and cells
 * in one line below the one before, each cell under its column's number.
 */
async function squareGeometry(page) {
  return page.$eval('#values-table', (table) => {
    const box = (e) => e.getBoundingClientRect();
    const line = (cells) => cells.every((c) => Math.abs(c.top - cells[0].top) < 2);
    const leftToRight = (cells) => cells.every((c, i) => i === 0 || c.left >= cells[i - 1].right - 1);
    const heads = [...table.querySelectorAll('thead th')].map(box);
    const rows = [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map(box));
    const top = box(table).top;
    return {
      headsInALine: line(heads) && leftToRight(heads),
      headsAtTop: Math.abs(heads[0].top - top) < 2,
      rowsInLines: rows.every((r) => line(r) && leftToRight(r)),
      rowsDown: rows.every((r, i) => r[0].top >= (i === 0 ? heads[0].bottom : rows[i - 1][0].bottom) - 1),
      underTheirNumbers: rows.every((r) => r.every((c, i) => Math.abs(c.left - heads[i].left) < 2)),
    };
  });
}

const WELL_DRAWN = { headsInALine: true, headsAtTop: true, rowsInLines: true, rowsDown: true, underTheirNumbers: true };

test('the square of two heaps (Wythoff) and of boards (Cram) is drawn as a table, at both widths', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
    const page = await open(browser, server.url, viewport);
    await page.selectOption('#game', 'wythoff');
    await page.fill('#to', '8');
    await page.click('#table-form button');
    await page.waitForSelector('#table-heading:has-text("0..8")');
    assert.deepEqual(await squareGeometry(page), WELL_DRAWN, `wythoff at ${viewport.width}`);
    await page.selectOption('#game', 'cram');
    await page.fill('#rows', '');
    await page.fill('#to', '4');
    await page.click('#table-form button');
    await page.waitForSelector('#values-table th.corner:has-text("rows")');
    assert.deepEqual(await squareGeometry(page), WELL_DRAWN, `cram at ${viewport.width}`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

/** g of a token stepping by `steps` on a board of `rows` x `columns` squares, from the definition. */
function stepValues(steps, rows, columns) {
  const g = [...Array(rows)].map(() => Array(columns).fill(null));
  const value = (x, y) => {
    if (g[x][y] !== null) return g[x][y];
    const seen = new Set();
    for (const [dx, dy] of steps) {
      const [a, b] = [x + dx, y + dy];
      if (a >= 0 && b >= 0 && a < rows && b < columns) seen.add(value(a, b));
    }
    let m = 0;
    while (seen.has(m)) m++;
    g[x][y] = m;
    return m;
  };
  return g.map((row, x) => row.map((_, y) => value(x, y)));
}

/** The square table as shown: column numbers, row numbers, values (P as 0). */
async function square(page) {
  return page.$eval('#values-table', (table) => ({
    columns: [...table.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent),
    rows: [...table.querySelectorAll('tbody th[scope="row"]')].map((th) => th.textContent),
    values: [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((c) => (c.textContent === 'P' ? 0 : Number(c.textContent)))),
  }));
}

test('a step game on a 6 x 6 board at the bound 29 shows its board: 6 rows of 6, headed 0..5', async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  const steps = [[-1, -2], [-2, -1]];
  await write(page, 'game knight {\n    heaps 2\n    board 6 by 6\n    step (-1, -2), (-2, -1)\n}\n', 'knight');
  await page.waitForSelector('#table-heading:has-text("knight")');
  assert.equal(await page.inputValue('#to'), '29');
  const shown = await square(page);
  const numbers = ['0', '1', '2', '3', '4', '5'];
  assert.deepEqual(shown.columns, numbers);
  assert.deepEqual(shown.rows, numbers);
  assert.deepEqual(shown.values, stepValues(steps, 6, 6));
  assert.doesNotMatch(await page.textContent('#table-heading'), /29/);
  assert.deepEqual(await squareGeometry(page), WELL_DRAWN);

  // A board of 3 rows and 5 columns, at a bound below its size and above.
  await page.fill('#editor', 'game knight {\n    heaps 2\n    board 3 by 5\n    step (-1, -2), (-2, -1)\n}\n');
  await page.waitForSelector('#game-rules:has-text("3 by 5")');
  await page.waitForFunction(() => document.querySelectorAll('#values-table tbody tr').length === 3);
  const board = await square(page);
  assert.deepEqual(board.rows, ['0', '1', '2']);
  assert.deepEqual(board.columns, ['0', '1', '2', '3', '4']);
  assert.deepEqual(board.values, stepValues(steps, 3, 5));
  await page.fill('#to', '3');
  await page.click('#table-form button');
  await page.waitForFunction(() => document.querySelectorAll('#values-table thead th[scope="col"]').length === 4);
  const cut = await square(page);
  assert.deepEqual(cut.rows, ['0', '1', '2']);
  assert.deepEqual(cut.values, stepValues(steps, 3, 5).map((row) => row.slice(0, 4)));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a game given by edges shows each vertex with its value, loopy or not', async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  // Hops (docs/language.md): values a..e 1 0 2 1 0.
  await write(page, 'game hops {\n    a -> b, c\n    b -> d\n    c -> d, e\n    d -> e\n}\n', 'hops');
  await page.waitForSelector('#table-heading:has-text("hops")');
  await page.waitForSelector('#values-table');
  const rows = () =>
    page.$$eval('#values-table tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent.trim())));
  // g from the definition: e has no move, d -> e, b -> d, c -> d, e, a -> b, c.
  assert.deepEqual(await rows(), [
    ['a', '*1', 'N'],
    ['b', '0', 'P'],
    ['c', '*2', 'N'],
    ['d', '*1', 'N'],
    ['e', '0', 'P'],
  ]);
  // Ferguson's loopy example: c -> a makes a cycle; its values are loopy.
  await page.fill('#editor', 'game ferguson {\n    a -> b\n    b -> c\n    c -> a, d\n    d -> e\n}\n');
  await page.waitForSelector('#table-heading:has-text("ferguson")');
  await page.waitForFunction(() => document.querySelectorAll('#values-table tbody tr').length === 5);
  const loopy = await rows();
  assert.deepEqual(loopy.map((r) => r[0]), ['a', 'b', 'c', 'd', 'e']);
  // e: no move (P); d -> e (N); a, b, c: a draw (c -> d loses, and c -> a
  // -> b -> c comes back: whoever leaves the cycle loses).
  assert.deepEqual(loopy.map((r) => r[2]), ['D', 'D', 'D', 'N', 'P']);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a bound of 10^30 is too large, not "no whole number"', async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  await page.fill('#to', '1000000000000000000000000000000');
  await page.click('#table-form button');
  await page.waitForSelector('#table-problems .problem, #table-problems .problem-head');
  const said = await page.textContent('#table-problems');
  assert.doesNotMatch(said, /whole number/);
  assert.match(said, /a table of 1000000000000000000000000000001 values is more than the page computes/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
