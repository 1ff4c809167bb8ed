// Games on a row of cells in the page (headless Chromium): the row drawn as
// numbered cells with their symbols; Treblecross played by clicking cells,
// the computer's reply drawn; X or O chosen after a click in UVa 11534's
// game; a piece slid by a click on it and then on its target (HDOJ 5724).
// Winning moves are found by a search written here, not by the engine.
// Nothing waits on a clock: every step waits for what it expects.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, serve, startPlay } from './browser.js';

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

/** Treblecross as the problem states it, searched: players write X on an
 * empty cell; whoever makes XXX wins. True when the player to move wins. */
function wins(row, memo = new Map()) {
  if (memo.has(row)) return memo.get(row);
  let result = false;
  for (let c = 0; c < row.length && !result; c++) {
    if (row[c] !== '.') continue;
    const next = `${row.slice(0, c)}X${row.slice(c + 1)}`;
    result = next.includes('XXX') || !wins(next, memo);
  }
  memo.set(row, result);
  return result;
}

/** A winning cell of `row` (numbered from 1), by the search. */
function winningCell(row, memo) {
  for (let c = 0; c < row.length; c++) {
    if (row[c] !== '.') continue;
    const next = `${row.slice(0, c)}X${row.slice(c + 1)}`;
    if (next.includes('XXX') || !wins(next, memo)) return c + 1;
  }
  return null;
}

/** The row as drawn: its symbols, `.` for an empty cell. */
async function rowDrawn(page) {
  return (await page.$$eval('#heaps .cells .cell', (cells) => cells.map((c) => (c.classList.contains('empty') ? '.' : c.querySelector('.cell-symbol').textContent)))).join('');
}

test('Treblecross: the row drawn as numbered cells, a cell clicked writes X, the reply drawn, and a win', async () => {
  const page = await open(browser, server.url);
  const start = '..X.........';
  await startPlay(page, 'treblecross_row', `treblecross_row("${start}")`);
  await page.waitForSelector('#turn:has-text("click an empty cell to write on it")');
  assert.equal(await rowDrawn(page), start);
  assert.equal(await page.getAttribute('[data-cell="3"]', 'aria-label'), 'cell 3, X');
  assert.equal(await page.getAttribute('[data-cell="7"]', 'aria-label'), 'cell 7, empty');
  // A write next to the X (or one apart) lets the other player make XXX:
  // no move, so that cell is not clickable.
  assert.equal(await page.isDisabled('[data-cell="4"]'), true);
  assert.equal(await page.isDisabled('[data-cell="1"]'), true);

  const memo = new Map();
  assert.ok(wins(start, memo), 'the search says the first player wins this row');
  for (let turn = 0; turn < 8 && (await page.locator('#turn.over').count()) === 0; turn++) {
    await page.waitForSelector('#turn:has-text("Your turn")');
    const row = await rowDrawn(page);
    const cell = winningCell(row, memo);
    assert.ok(cell, `the computer left a lost row: ${row}`);
    await page.click(`[data-cell="${cell}"]`);
    await page.waitForSelector(`#log li:has-text("You play strip 1: write X on cell ${cell} ")`);
    if ((await page.locator('#turn.over').count()) > 0) break;
    await page.waitForSelector('#log li:has-text("I play")');
    await page.waitForSelector('#turn:has-text("Your turn"), #turn.over');
    // The row drawn has the student's X and one more, the computer's,
    // marked as the last moves.
    const now = await rowDrawn(page);
    if ((await page.locator('#turn.over').count()) > 0) break;
    assert.equal(now[cell - 1], 'X');
    assert.equal([...now].filter((c) => c === 'X').length, [...row].filter((c) => c === 'X').length + 2, `${row} -> ${now}`);
    const changed = await page.$$eval('#heaps .cell.changed', (s) => s.map((x) => Number(x.dataset.cell)));
    assert.equal(changed.length, 2);
    assert.ok(changed.includes(cell));
  }
  await page.waitForSelector('#turn.over');
  assert.equal(await page.textContent('#turn'), 'You win! Well played.');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Say Goodbye to Tic-Tac-Toe: a click on an empty cell offers X or O, the letter chosen is written', async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'tic_tac_toe_row', 'tic_tac_toe_row("X.....")');
  await page.waitForSelector('#turn:has-text("then the letter to write (X or O)")');
  // Cell 2 is next to an X: only O may go there.
  await page.click('[data-cell="2"]');
  await page.waitForSelector('#log li:has-text("You play strip 1: write O on cell 2 ")');
  await page.waitForSelector('#turn:has-text("Your turn"), #turn.over');
  if ((await page.locator('#turn.over').count()) === 0) {
    const row = await rowDrawn(page);
    const free = [...row].findIndex((c, i) => c === '.' && row[i - 1] !== 'X' && row[i + 1] !== 'X' && row[i - 1] !== 'O' && row[i + 1] !== 'O');
    if (free >= 0) {
      await page.click(`[data-cell="${free + 1}"]`);
      const choices = await page.$$eval('#heaps .cell-choice', (b) => b.map((x) => x.textContent));
      assert.deepEqual(choices, ['X', 'O']);
      await page.click('#heaps .cell-choice:has-text("O")');
      await page.waitForSelector(`#log li:has-text("You play strip 1: write O on cell ${free + 1} ")`);
    }
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('HDOJ 5724: a piece clicked, then the cell it goes to', async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'pieces_right', 'pieces_right("#.##.")');
  await page.waitForSelector('#turn:has-text("click a piece, then the cell it goes to")');
  await page.click('[data-cell="3"]');
  // The piece of cell 3 jumps over cell 4's to cell 5.
  const targets = await page.$$eval('#heaps .cell.target', (s) => s.map((x) => Number(x.dataset.cell)));
  assert.deepEqual(targets, [5]);
  await page.click('[data-cell="5"]');
  await page.waitForSelector('#log li:has-text("You play strip 1: slide 3 to 5 ")');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a bare row typed for the chosen game is a row of it, in Play and in Who wins?', async () => {
  const page = await open(browser, server.url);
  const start = '..X....X..';
  // UVa 10561's first sample: the player to move loses (the search says so).
  assert.equal(wins(start), false);
  await page.selectOption('#game', 'treblecross_row');
  await page.click('[data-tab="position"]');
  await page.fill('#position', start);
  await page.click('#eval-form button');
  await page.waitForSelector('#verdict:not([hidden]), #eval-problems .problem');
  assert.equal(await page.locator('#eval-problems .problem').count(), 0);
  assert.match(await page.textContent('#verdict'), /loses/);

  await startPlay(page, 'treblecross_row', '.........');
  assert.equal(await rowDrawn(page), '.........');
  await page.close();
});
