// Games on boards in the page (headless Chromium): a Cram board drawn as
// squares, a domino placed by clicking two squares side by side, Chomp
// eaten by a click, the computer's replies drawn, a Share link that keeps
// the board. Winning moves are found by searches written here, not by the
// engine. Nothing waits on a clock: every step waits for what it expects.
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

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** Cram on a board of `rows` x `cols`, searched: the free squares as a
 * set of names (`b2`: column b, row 2 from the bottom), each position's
 * value the mex of those each domino leaves. */
function cramValue(free, memo = new Map()) {
  const key = [...free].sort().join(' ');
  if (memo.has(key)) return memo.get(key);
  const seen = new Set();
  for (const [a, b] of dominoes(free)) {
    const left = new Set(free);
    left.delete(a);
    left.delete(b);
    seen.add(cramValue(left, memo));
  }
  let v = 0;
  while (seen.has(v)) v++;
  memo.set(key, v);
  return v;
}

/** Every domino on the free squares: pairs of names side by side. */
function dominoes(free) {
  const out = [];
  for (const name of free) {
    const c = LETTERS.indexOf(name[0]);
    const r = Number(name.slice(1));
    for (const other of [`${LETTERS[c + 1]}${r}`, `${name[0]}${r + 1}`]) if (free.has(other)) out.push([name, other]);
  }
  return out;
}

/** Chomp searched: rows' lengths from the bottom; the poisoned square
 * (a1) is never eaten. */
function chompValue(rows, memo = new Map()) {
  const key = rows.join(',');
  if (memo.has(key)) return memo.get(key);
  const seen = new Set();
  for (const [, after] of eats(rows)) seen.add(chompValue(after, memo));
  let v = 0;
  while (seen.has(v)) v++;
  memo.set(key, v);
  return v;
}

/** Every move of Chomp: the square eaten, by name, and the rows left. */
function eats(rows) {
  const out = [];
  rows.forEach((length, i) => {
    for (let j = 0; j < length; j++) {
      if (i === 0 && j === 0) continue;
      const after = rows.map((l, k) => (k >= i ? Math.min(l, j) : l)).filter((l) => l > 0);
      out.push([`${LETTERS[j]}${i + 1}`, after]);
    }
  });
  return out;
}

/** The squares drawn on the first board: name -> class list. */
async function squares(page) {
  return new Map(await page.$$eval('#heaps .board-heap button.square', (s) => s.map((x) => [x.dataset.square, x.className])));
}

/** The free squares drawn (names). */
async function freeSquares(page) {
  return new Set([...(await squares(page))].filter(([, c]) => / free/.test(c)).map(([n]) => n));
}

test('Cram: the board drawn, a domino placed by two clicks, the reply drawn, a Share link keeps the board, and a win', async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'cram', 'cram(3, 4)');
  await page.waitForSelector('#turn:has-text("click two free squares side by side")');
  // Drawn top row first, named from the bottom left, as moves name them.
  assert.deepEqual([...(await squares(page)).keys()], ['a3', 'b3', 'c3', 'd3', 'a2', 'b2', 'c2', 'd2', 'a1', 'b1', 'c1', 'd1']);
  assert.equal(await page.getAttribute('[data-square="b2"]', 'aria-label'), 'b2, free');
  assert.equal(await page.textContent('#heaps .board-heap .heap-label'), 'Board 1');

  // A first click chooses a square and shows where the domino can go.
  await page.click('[data-square="b2"]');
  assert.equal(await page.getAttribute('[data-square="b2"]', 'aria-pressed'), 'true');
  const partners = await page.$$eval('#heaps .square.partner', (s) => s.map((x) => x.dataset.square).sort());
  assert.deepEqual(partners, ['a2', 'b1', 'b3', 'c2']);
  // A square not beside it starts again from that square; clicking it
  // again puts it down; a click beside the board puts down the choice.
  await page.click('[data-square="d3"]');
  assert.equal(await page.getAttribute('[data-square="b2"]', 'aria-pressed'), 'false');
  assert.equal(await page.getAttribute('[data-square="d3"]', 'aria-pressed'), 'true');
  await page.click('[data-square="d3"]');
  assert.equal(await page.getAttribute('[data-square="d3"]', 'aria-pressed'), 'false');
  await page.click('[data-square="a1"]');
  await page.click('#heaps .board-heap .heap-label');
  assert.equal(await page.getAttribute('[data-square="a1"]', 'aria-pressed'), 'false');

  // Two clicks side by side place the domino; the computer answers and
  // its domino is drawn: two squares side by side that were free.
  // b2-c2 wins (the search says the board it leaves is lost for the
  // player to move), so the computer faces a lost board.
  const memo = new Map();
  const all = ['a3', 'b3', 'c3', 'd3', 'a2', 'b2', 'c2', 'd2', 'a1', 'b1', 'c1', 'd1'];
  assert.equal(cramValue(new Set(all.filter((n) => n !== 'b2' && n !== 'c2')), memo), 0);
  await page.click('[data-square="b2"]');
  await page.click('[data-square="c2"]');
  await page.waitForSelector('#log li:has-text("You play board 1: place a domino on b2-c2")');
  await page.waitForSelector('#log li:has-text("I play")');
  await page.waitForSelector('#turn:has-text("Your turn")');
  const free = await freeSquares(page);
  assert.equal(free.size, 8);
  assert.ok(!free.has('b2') && !free.has('c2'));
  const gone = ['a3', 'b3', 'c3', 'd3', 'a2', 'd2', 'a1', 'b1', 'c1', 'd1'].filter((n) => !free.has(n));
  assert.equal(gone.length, 2);
  assert.ok(dominoes(new Set(gone)).length === 1, `the computer's domino ${gone} is not two squares side by side`);
  const said = await page.textContent('#log li:has-text("I play")');
  assert.ok(said.includes(`place a domino on ${gone.join('-')}`) || said.includes(`place a domino on ${gone.reverse().join('-')}`), said);
  // Both dominoes are marked as the last moves.
  const changed = await page.$$eval('#heaps .square.filled.changed', (s) => s.map((x) => x.dataset.square).sort());
  assert.deepEqual(changed, ['b2', 'c2', ...gone].sort());

  // A Share link made now starts the same board in a fresh page.
  await page.click('#share');
  await page.waitForSelector('#share-box:not([hidden])');
  const link = await page.inputValue('#share-link');
  const context = await browser.newContext();
  const fresh = await open(context, link);
  await fresh.waitForSelector('#turn:has-text("Your turn")');
  assert.deepEqual(await freeSquares(fresh), free);
  assert.deepEqual(fresh.errors, []);
  await context.close();

  // The student plays winning moves found by the search here, from the
  // keyboard (the squares are buttons): Enter on each square.
  for (let turn = 0; turn < 10 && (await page.locator('#turn.over').count()) === 0; turn++) {
    await page.waitForSelector('#turn:has-text("Your turn")');
    const now = await freeSquares(page);
    assert.notEqual(cramValue(now, memo), 0, `the computer left a losing board for it: ${[...now]}`);
    const move = dominoes(now).find(([a, b]) => {
      const left = new Set(now);
      left.delete(a);
      left.delete(b);
      return cramValue(left, memo) === 0;
    });
    assert.ok(move, `no winning domino on ${[...now]}`);
    for (const name of move) {
      await page.focus(`[data-square="${name}"]`);
      await page.keyboard.press('Enter');
    }
    await page.waitForSelector(`#log li:has-text("You play board 1: place a domino on ${move.join('-')}")`);
  }
  await page.waitForSelector('#turn.over');
  assert.equal(await page.textContent('#turn'), 'You win! Well played.');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Chomp: a click eats a square and those above and to its right; the poisoned square is marked, not clickable; a win', async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'chomp', 'chomp(3 x 4)');
  await page.waitForSelector('#turn:has-text("click a square to eat it")');
  assert.equal(await page.getAttribute('[data-square="a1"]', 'aria-label'), 'a1, the poisoned square');
  assert.equal(await page.isDisabled('[data-square="a1"]'), true);
  assert.match(await page.getAttribute('[data-square="a1"]', 'class'), /poisoned/);

  /** The rows' lengths from the bottom, as the board is drawn. */
  const rowsDrawn = async () => {
    const drawn = await squares(page);
    const rows = [];
    for (let r = 1; r <= 3; r++) {
      let length = 0;
      while (/free|poisoned/.test(drawn.get(`${LETTERS[length]}${r}`) || '')) length++;
      if (length > 0) rows.push(length);
    }
    return rows;
  };
  assert.deepEqual(await rowsDrawn(), [4, 4, 4]);
  const memo = new Map();
  for (let turn = 0; turn < 12 && (await page.locator('#turn.over').count()) === 0; turn++) {
    await page.waitForSelector('#turn:has-text("Your turn")');
    const rows = await rowsDrawn();
    assert.notEqual(chompValue(rows, memo), 0, `the computer left a losing bar for it: ${rows}`);
    const [name, after] = eats(rows).find(([, left]) => chompValue(left, memo) === 0);
    await page.click(`[data-square="${name}"]`);
    await page.waitForSelector(`#log li:has-text("You play board 1:"):has-text(", eat ${name}")`);
    if (turn === 0) {
      // What it ate is drawn eaten, the bar keeping its size.
      await page.waitForSelector('#log li:has-text("I play")');
      assert.equal(await page.$$eval('#heaps .board-heap .square', (s) => s.length), 12);
      const left = await rowsDrawn();
      assert.ok(left.every((l, i) => l <= (after[i] ?? 0)), `${left} after ${after}`);
    }
  }
  await page.waitForSelector('#turn.over');
  assert.equal(await page.textContent('#turn'), 'You win! Well played.');
  assert.deepEqual(page.errors, []);
  await page.close();
});
