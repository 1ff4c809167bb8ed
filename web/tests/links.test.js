// Share links that carry the game they name, or say that they cannot
// (issue 39): a game too long for a link is refused when shared, a link
// that lost its game answers for no other game, and the link shown (and
// copied, and in the address bar) follows every change after Share.
// Nothing waits on a clock: every step waits for what it expects to see.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
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

/** `state` as a Share link carries it: JSON, deflate-raw, base64url. */
function packed(state) {
  return deflateRawSync(Buffer.from(JSON.stringify(state))).toString('base64url');
}

/** The state a Share link carries. */
function unpacked(link) {
  const hash = new URL(link).hash;
  assert.match(hash, /^#s=/);
  return JSON.parse(inflateRawSync(Buffer.from(hash.slice(3), 'base64url')).toString());
}

/** A game whose text is `size` characters or more: a real game, then comments. */
function longGame(size) {
  const game = 'game lesson {\n    title "Our lesson"\n    take 1, 3, 4\n}\n';
  const line = `# ${'a note for the class, '.repeat(3)}\n`;
  return game + line.repeat(Math.ceil(size / line.length));
}

test('a game too long for a link is refused at Share, in words, and no link is made', async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  const text = longGame(100001);
  await page.click('#editor-box summary');
  await page.fill('#editor', text);
  await page.waitForFunction(() => document.querySelector('#game').value === 'lesson');
  await page.click('#share');
  await page.waitForSelector('#share-box:not([hidden])');
  await page.waitForSelector('#share-status:has-text("too long")');
  const said = await page.textContent('#share-status');
  assert.match(said, /100,000/);
  assert.match(said, new RegExp(text.length.toLocaleString('en')));
  assert.equal(await page.inputValue('#share-link'), '');
  assert.ok(await page.locator('#share-copy').isDisabled());
  assert.equal(new URL(page.url()).hash, '');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a link whose game did not come with it answers for no other game', async () => {
  // The teacher's game `lesson` (take 1, 3, 4: g(5) = 1, where the sample
  // game `my_game` gives 2), its text too long to be read back.
  const state = { text: longGame(100001), game: 'lesson', tab: 'position', position: '5' };
  const page = await open(browser, `${server.url}#s=${packed(state)}`);
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice'), /lesson/);
  await page.waitForSelector('#eval-problems .problem-head');
  assert.match(await page.textContent('#eval-problems'), /lesson/);
  assert.ok(await page.locator('#verdict').isHidden());
  assert.equal(await page.inputValue('#game'), 'lesson');
  assert.deepEqual(page.errors, []);
  await page.close();

  // A link that cannot be read at all: no answer for the sample game.
  const broken = await open(browser, `${server.url}#s=AAAA`);
  await broken.waitForSelector('#notice:has-text("This link is broken")');
  await broken.waitForSelector('#table-problems .problem-head');
  assert.match(await broken.textContent('#table-problems'), /link/);
  assert.equal(await broken.locator('#values-table').count(), 0);
  // Choosing a game answers again.
  await broken.selectOption('#game', 'kayles');
  await broken.waitForSelector('#table-heading:has-text("kayles")');
  assert.equal(await broken.textContent('#table-problems'), '');
  assert.deepEqual(broken.errors, []);
  await broken.close();
});

test('after Share, the link shown, copied and in the address bar follows each change', async () => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(String(error)));
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  await page.waitForSelector('#values-table');
  await page.click('#share');
  await page.waitForSelector('#share-box:not([hidden])');
  assert.equal(unpacked(await page.inputValue('#share-link')).game, 'subtraction');

  // Another game, then another position: Copy copies the state as it is now.
  await page.selectOption('#game', 'kayles');
  await page.waitForSelector('#table-heading:has-text("kayles")');
  await page.click('[data-tab="position"]');
  await page.fill('#position', '7 9');
  await page.click('#share-copy');
  await page.waitForSelector('#share-status:has-text("Copied")');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  const state = unpacked(copied);
  assert.equal(state.game, 'kayles');
  assert.equal(state.position, '7 9');
  assert.equal(state.tab, 'position');
  assert.equal(await page.inputValue('#share-link'), copied);
  assert.equal(page.url(), copied);

  // A change after Copy: the box no longer says "Copied", and shows the new link.
  await page.fill('#position', '2 3');
  await page.waitForFunction(() => document.querySelector('#share-status').textContent === '');
  await page.waitForFunction(() => document.querySelector('#share-link').value === window.location.href);
  assert.equal(unpacked(await page.inputValue('#share-link')).position, '2 3');
  assert.deepEqual(page.errors, []);
  await context.close();
});
