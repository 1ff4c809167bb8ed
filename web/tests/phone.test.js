// The page on a phone 390 px wide (issue 39): nothing makes the page wider
// than the screen, and the board's buttons can be tapped. Nothing waits
// on a clock: every step waits for what it expects to see.
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

/** How wide the page is, against the screen. */
const widths = (page) => page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));

/** Whether a tap at the middle of `selector` reaches it (nothing covers it). */
async function tappable(page, selector) {
  await page.locator(selector).scrollIntoViewIfNeeded();
  return page.$eval(selector, (target) => {
    const box = target.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    const hit = document.elementFromPoint(x, y);
    return x >= 0 && x <= window.innerWidth && hit !== null && target.contains(hit);
  });
}

test('a compound played on a phone stays on the screen, and Hint can be tapped', async () => {
  const page = await open(browser, server.url, PHONE);
  await page.waitForSelector('#values-table');
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', 'kayles(5) && nim(3) && dawsons_kayles(9) && grundys_game(12)');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  await page.waitForSelector('pre.compound-parts');
  const { page: wide, screen } = await widths(page);
  assert.ok(wide <= screen, `the page is ${wide} px wide on a screen of ${screen}`);
  assert.ok(await tappable(page, '#hint'), 'Hint is covered or off the screen');
  await page.click('#hint');
  await page.waitForSelector('#log li');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a long title with no space in it does not widen the phone page', async () => {
  const page = await open(browser, server.url, PHONE);
  await page.waitForSelector('#values-table');
  const title = 'Takeawayfromoneheapbutneverthesameamountastheplayerbeforeyoudidinthelastround';
  await page.click('#editor-box summary');
  await page.fill('#editor', `game lesson {\n    title "${title}"\n    take 1, 3, 4\n}\n`);
  await page.waitForSelector(`#table-heading:has-text("${title}")`);
  let { page: wide, screen } = await widths(page);
  assert.ok(wide <= screen, `Values: the page is ${wide} px wide on a screen of ${screen}`);
  await page.click('[data-tab="position"]');
  await page.fill('#position', '5 6');
  await page.click('#eval-form button');
  await page.waitForSelector('#verdict:not([hidden])');
  ({ page: wide, screen } = await widths(page));
  assert.ok(wide <= screen, `Position: the page is ${wide} px wide on a screen of ${screen}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a graph vertex that plays a move is a target of 40 px or more on a phone', async () => {
  const page = await open(browser, server.url, PHONE);
  await page.waitForSelector('#values-table');
  await page.selectOption('#game', 'node_kayles');
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', 'node_kayles(grid(3, 4))');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  const sizes = await page.$$eval('#heaps g.vertex.clickable', (gs) => gs.map((g) => g.getBoundingClientRect()).map((b) => Math.min(b.width, b.height)));
  assert.ok(sizes.length > 0);
  assert.ok(Math.min(...sizes) >= 40, `vertices of ${Math.min(...sizes)} px`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Turn over looks disabled until a coin is chosen', async () => {
  const page = await open(browser, server.url, PHONE);
  await page.waitForSelector('#values-table');
  await page.selectOption('#game', 'mock_turtles');
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', 'mock_turtles("THHTHTTHTTTH")');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  const look = (selector) => page.$eval(selector, (b) => getComputedStyle(b).backgroundColor);
  const off = await look('#heaps button.turn-over');
  await page.click('#heaps button.coin[data-coin="12"]');
  await page.waitForSelector('#heaps button.turn-over:not([disabled])');
  const on = await look('#heaps button.turn-over');
  assert.notEqual(off, on);
  assert.deepEqual(page.errors, []);
  await page.close();
});
