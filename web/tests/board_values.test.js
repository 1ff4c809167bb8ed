// A newcomer on a game on boards (headless Chromium): the Values tab asks
// for rows and columns and shows the library's table of that family of
// boards (values checked by a search written here), refusals as on the
// other forms; the Play tab names its box by the game's noun and starts
// from a board; Escape puts down a chosen square. Nothing waits on a
// clock: every step waits for what it expects.
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

/** Cram on a full board of `rows` x `cols`, searched square by square:
 * free squares as "r,c", each position's value the mex of those each
 * domino leaves. Shares nothing with the engine. */
function cram(rows, cols) {
  const memo = new Map();
  const value = (free) => {
    const key = [...free].sort().join(' ');
    if (memo.has(key)) return memo.get(key);
    const seen = new Set();
    for (const square of free) {
      const [r, c] = square.split(',').map(Number);
      for (const other of [`${r},${c + 1}`, `${r + 1},${c}`]) {
        if (!free.has(other)) continue;
        const left = new Set(free);
        left.delete(square);
        left.delete(other);
        seen.add(value(left));
      }
    }
    let v = 0;
    while (seen.has(v)) v++;
    memo.set(key, v);
    return v;
  };
  const all = new Set();
  for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) all.add(`${r},${c}`);
  return value(all);
}

/** The values drawn in the table, cell by cell: [n, text, title]. */
async function cells(page) {
  return page.$$eval('#values-table td[data-n]', (s) => s.map((x) => [Number(x.dataset.n), x.textContent, x.title]));
}

test('Values of Cram: rows and columns, the family of boards as the library computes it, and refusals in its words', async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  // A game of heaps asks for heaps only.
  assert.equal(await page.textContent('#to-label'), 'Heaps from 0 to');
  assert.ok(await page.isHidden('#rows'));

  // Cram: rows and columns, a board of each number of columns.
  await page.selectOption('#game', 'cram');
  await page.waitForSelector('#table-heading:has-text("4 x n")');
  assert.equal(await page.textContent('#to-label'), 'Columns from 1 to');
  assert.ok(await page.isVisible('#rows'));
  assert.ok(await page.isVisible('#rows-hint'));
  await page.fill('#rows', '3');
  await page.fill('#to', '6');
  await page.click('#table-form button');
  await page.waitForSelector('#table-heading:has-text("3 x n")');
  const drawn = await cells(page);
  // A board has a column at least: none of 0 columns is listed.
  assert.deepEqual(drawn.map(([n]) => n), [1, 2, 3, 4, 5, 6]);
  assert.equal(await page.textContent('#values-table th.corner'), 'columns');
  for (const [n, text, title] of drawn) {
    const g = cram(3, n);
    assert.equal(text, g === 0 ? 'P' : String(g), `3 x ${n}`);
    assert.equal(title, `g(3 x ${n}) = ${g}`);
  }
  assert.match(await page.textContent('#plot-caption'), /board of 3 rows/);
  assert.ok(await page.isHidden('#table-problems .problem'));

  // A Share link opens the same family in a fresh page.
  await page.click('#share');
  await page.waitForSelector('#share-box:not([hidden])');
  const context = await browser.newContext();
  const fresh = await open(context, await page.inputValue('#share-link'));
  await fresh.waitForSelector('#table-heading:has-text("3 x n")');
  assert.equal(await fresh.inputValue('#rows'), '3');
  assert.equal(await fresh.inputValue('#to'), '6');
  assert.deepEqual((await cells(fresh)).map(([n, text]) => [n, text]), drawn.map(([n, text]) => [n, text]));
  assert.deepEqual(fresh.errors, []);
  await context.close();

  // Too many squares: refused before any board, naming the board, as
  // the other forms show the library's refusals.
  await page.fill('#rows', '5');
  await page.fill('#to', '20');
  await page.click('#table-form button');
  await page.waitForSelector('#table-problems .problem');
  assert.match(await page.textContent('#table-problems'), /5 x 20 board of `cram`/);
  assert.equal(await page.locator('#values-table').count(), 0);

  // Rows left empty: the square of every board up to that size, rows down.
  await page.fill('#rows', '');
  await page.fill('#to', '3');
  await page.click('#table-form button');
  await page.waitForSelector('#values-table.square');
  assert.equal(await page.textContent('#values-table th.corner'), 'rows ↓ columns →');
  const heads = await page.$$eval('#values-table thead th[scope="col"]', (s) => s.map((x) => x.textContent));
  assert.deepEqual(heads, ['1', '2', '3']);
  const g23 = await page.getAttribute('#values-table td[data-a="2"][data-b="3"]', 'title');
  assert.equal(g23, `g(2 x 3) = ${cram(2, 3)}`);

  // A box's own mistake, in the page's words, before the engine.
  await page.fill('#rows', '2.5');
  await page.click('#table-form button');
  await page.waitForSelector('#table-problems .problem-head');
  assert.match(await page.textContent('#table-problems'), /number of rows is a whole number/);

  // No period for boards: the help points at the Values tab, not at a
  // command of the REPL.
  await page.click('[data-tab="period"]');
  await page.click('#period-go');
  await page.waitForSelector('#period-problems .problem');
  const period = await page.textContent('#period-problems');
  assert.match(period, /the Values tab shows its values/);
  assert.ok(!period.includes('table cram'), period);
  await page.click('[data-tab="values"]');

  // Back to a game of heaps: its own box again, with its own number.
  await page.selectOption('#game', 'kayles');
  await page.waitForSelector('#values-table');
  assert.equal(await page.textContent('#to-label'), 'Heaps from 0 to');
  assert.equal(await page.inputValue('#to'), '29');
  assert.ok(await page.isHidden('#rows'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Play on boards: the box is named by the noun and starts from a board; Escape puts down a chosen square', async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  await page.click('[data-tab="play"]');
  assert.equal(await page.textContent('#play-label'), 'Heaps');
  await page.selectOption('#game', 'cram');
  assert.equal(await page.textContent('#play-label'), 'Boards');
  // Heaps are no board: the box holds a board of the game to start from.
  assert.equal(await page.inputValue('#play-position'), 'cram(4, 7)');
  await page.selectOption('#game', 'chomp');
  assert.equal(await page.inputValue('#play-position'), 'chomp(4 x 7)');
  // Back to heaps: the heaps come back.
  await page.selectOption('#game', 'kayles');
  assert.equal(await page.textContent('#play-label'), 'Heaps');
  assert.equal(await page.inputValue('#play-position'), '3 4 5');

  // Who wins? takes a board too, and says so.
  await page.selectOption('#game', 'cram');
  await page.click('[data-tab="position"]');
  assert.equal(await page.inputValue('#position'), 'cram(4, 7)');
  assert.match(await page.textContent('#position-hint'), /^A board of the chosen game \(cram\(4, 7\)\)/);
  await page.click('#eval-form button');
  await page.waitForSelector('#verdict:not([hidden])');
  // 4 x 7: one side even, one odd, so the player to move wins.
  const outcome = await page.textContent('#outcome');
  assert.match(outcome, /to move wins/);
  await page.click('[data-tab="play"]');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  assert.equal(await page.locator('#heaps .board-heap button.square').count(), 28);
  // Too many moves to list: the squares are to be clicked, as the example
  // (a move of this board, not of heaps) shows.
  const listed = await page.textContent('#moves');
  assert.match(listed, /click the squares, or type a move below, such as place /);
  assert.ok(!listed.includes('->'), listed);
  await page.click('[data-square="b2"]');
  assert.equal(await page.getAttribute('[data-square="b2"]', 'aria-pressed'), 'true');
  assert.ok((await page.locator('#heaps .square.partner').count()) > 0);
  await page.keyboard.press('Escape');
  await page.waitForSelector('[data-square="b2"][aria-pressed="false"]');
  assert.equal(await page.locator('#heaps .square.partner').count(), 0);
  // The focus stays on the square, so the keyboard goes on from there.
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.square), 'b2');
  // Nothing was played.
  assert.equal(await page.locator('#log li:has-text("You play")').count(), 0);

  // The last board filled: what is true at the end, in the game's words.
  await page.fill('#play-position', 'cram(1, 2)');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  await page.click('[data-square="a1"]');
  await page.click('[data-square="b1"]');
  await page.waitForSelector('#turn.over');
  assert.equal(await page.textContent('#heaps .none-left'), 'No domino fits on the board.');
  assert.equal(await page.getAttribute('#move', 'placeholder'), 'place a1-b1');

  // The typing box's example is a move of the bar in play (a bar of 3 and
  // 2 squares has no c2), as the library types it.
  await page.fill('#play-position', 'chomp(3, 2)');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  assert.equal(await page.getAttribute('#move', 'placeholder'), 'eat b2');
  await page.click('[data-square="b2"]');
  await page.waitForSelector('#log li:has-text("You play")');
  await page.waitForSelector('#turn:has-text("Your turn"), #turn.over');
  const after = await page.getAttribute('#move', 'placeholder');
  assert.notEqual(after, 'eat b2');
  // A heap's too (it was `take 2 from 5` whatever the heaps).
  await page.fill('#play-position', 'nim(1)');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  assert.equal(await page.getAttribute('#move', 'placeholder'), '1 -> 0');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on a phone the table of a family of boards fits the card: no sideways scrolling', async () => {
  const page = await open(browser, server.url, { width: 390, height: 844 });
  await page.waitForSelector('#values-table');
  // Chomp's bars of 4 rows to 10 columns: values of two digits.
  await page.selectOption('#game', 'chomp');
  await page.waitForSelector('#table-heading:has-text("4 x n")');
  const { scroll, client } = await page.evaluate(() => {
    const box = document.getElementById('table');
    return { scroll: box.scrollWidth, client: box.clientWidth };
  });
  assert.ok(scroll <= client, `the table is ${scroll} px wide in a box of ${client} px`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
