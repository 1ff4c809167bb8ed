// A lesson end to end (issue 39, items 3 to 5): Why? works the value out
// (the mex of each part, the XOR in binary), the game tree draws the
// first levels with the P-positions marked, the computer plays at the
// level chosen, and a Share link from Play opens the student straight into
// that game: who goes first, the level, and hints off when the teacher
// says so. Nothing waits on a clock: every step waits for what it expects.
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

const packed = (state) => deflateRawSync(Buffer.from(JSON.stringify(state))).toString('base64url');

function unpacked(link) {
  const hash = new URL(link).hash;
  assert.match(hash, /^#s=/);
  return JSON.parse(inflateRawSync(Buffer.from(hash.slice(3), 'base64url')).toString());
}

test('the verdict speaks words first: who wins, the moves, then the value explained where it is shown', async () => {
  const page = await open(browser, server.url, { width: 390, height: 800 });
  await page.click('[data-tab="position"]');
  await page.fill('#position', 'kayles(5) + nim(3)');
  await page.click('#eval-form button');
  await page.waitForSelector('#verdict:not([hidden])');
  // In the page's order: the outcome, the winning moves, the value.
  const order = await page.$$eval('#outcome, #winning, #value, #meaning', (nodes) => nodes.map((n) => n.id));
  assert.deepEqual(order, ['outcome', 'winning', 'value', 'meaning']);
  assert.match(await page.textContent('#outcome'), /^The player to move wins/);
  // kayles(5) = *4, nim(3) = *3: the sum is *7, explained where it is shown.
  assert.equal(await page.textContent('#value'), '*7');
  assert.match(await page.textContent('#meaning'), /^\*7 is the position's value .*any value but 0 means the player to move can win/);
  // A P-position: the value 0 and what it means.
  await page.fill('#position', 'kayles(3) + nim(3)');
  await page.click('#eval-form button');
  await page.waitForSelector('#meaning:has-text("a value of 0 means the player to move loses")');
  assert.match(await page.textContent('#outcome'), /^The player to move loses/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Why? of a compound works out its rule: each component, then the rule that decides', async () => {
  const page = await open(browser, server.url);
  await page.click('[data-tab="position"]');
  await page.fill('#position', 'kayles(3) & nim(2)');
  await page.click('#eval-form button');
  await page.waitForSelector('#verdict:not([hidden])');
  await page.click('#why-box summary');
  await page.waitForSelector('#why-text:has-text("Each component on its own")');
  const why = await page.textContent('#why-text');
  // kayles(3) lasts 3 moves, nim(2) 1; under `&` the least decides: 1, odd.
  assert.match(why, /kayles\(3\): the player to move there wins, and with best play it lasts 3 moves/);
  assert.match(why, /Here the compound's remoteness is 1, so the player to move wins/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Why? works out the value, and the game tree marks the P-positions', async () => {
  const page = await open(browser, server.url);
  await page.click('[data-tab="position"]');
  await page.fill('#position', 'kayles(5) + nim(3)');
  await page.click('#eval-form button');
  await page.waitForSelector('#verdict:not([hidden])');
  await page.click('#why-box summary');
  await page.waitForSelector('#why-text:has-text("the mex")');
  const why = await page.textContent('#why-text');
  // kayles(5) = *4 (its moves leave 0, *1, *2, *3), nim(3) = *3, 4 XOR 3 = 7.
  assert.match(why, /The least value no move leaves \(the mex\) is 4, so kayles\(5\) = \*4\./);
  assert.match(why, /together\s+\*7\s+111/);
  assert.match(why, /3 XOR 3 = 0/);

  await page.click('#tree-box summary');
  await page.waitForSelector('#tree svg');
  // The root, kayles(5) + nim(3), is N; among its options, kayles(3) + nim(3)
  // and kayles(1, 2) + nim(3) are P (value 0).
  // Its 8 options: kayles 5 -> 4, 1+3, 2+2, 3, 1+2 and nim 3 -> 0, 1, 2.
  const boxes = await page.locator('#tree svg rect.n, #tree svg rect.p').count();
  assert.equal(boxes, 9, `${boxes} positions drawn`);
  assert.ok((await page.locator('#tree svg rect.p').count()) >= 2);
  assert.match(await page.textContent('#tree svg'), /kayles\(3\) \+ nim\(3\)/);
  // The outline opens a level at a time: kayles(4) + nim(3) leads to
  // kayles(3) + nim(3), a P-position.
  const deeper = page.locator('#tree-outline details.tree-node > summary:has-text("kayles(4) + nim(3): *2")');
  await deeper.click();
  await page.waitForSelector('#tree-outline details[open] .tree-p:has-text("kayles(3) + nim(3): 0 (P")');

  // A new question closes both: their answers were for the last one.
  await page.fill('#position', 'nim(1, 2, 3)');
  await page.click('#eval-form button');
  await page.waitForFunction(() => !document.querySelector('#why-box').open);
  await page.click('#why-box summary');
  await page.waitForSelector('#why-text:has-text("The total is 0")');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the level and who goes first travel in a Share link from Play', async () => {
  const page = await open(browser, server.url);
  await page.selectOption('#game', 'kayles');
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', '7');
  await page.selectOption('#first', 'computer');
  await page.selectOption('#level', 'easy');
  await page.click('#share');
  await page.waitForSelector('#share-box:not([hidden])');
  await page.waitForFunction(() => document.querySelector('#share-link').value.includes('#s='));
  const state = unpacked(await page.inputValue('#share-link'));
  assert.equal(state.level, 'easy');
  assert.equal(state.first, 'computer');
  assert.equal(state.tab, 'play');
  assert.equal(state.hints, true);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a lesson link opens straight into play, the computer first at its level, hints off', async () => {
  const lesson = { game: 'kayles', tab: 'play', play: '7', first: 'computer', level: 'easy', hints: false };
  for (const viewport of [{ width: 390, height: 800 }, { width: 1280, height: 800 }]) {
    const page = await open(browser, `${server.url}#s=${packed(lesson)}`, viewport);
    await page.waitForSelector('#board:not([hidden])');
    await page.waitForSelector('#log li:has-text("I play")');
    assert.match(await page.textContent('#log'), /level easy/);
    assert.equal(await page.inputValue('#level'), 'easy');
    assert.equal(await page.inputValue('#first'), 'computer');
    assert.ok(await page.locator('#hint').isHidden());
    // Typed, a hint is refused too.
    await page.fill('#move', 'hint');
    await page.click('#move-form button');
    await page.waitForSelector('#turn:has-text("Hints are off")');
    // Who wins? has no Why? either.
    await page.click('[data-tab="position"]');
    assert.ok(await page.locator('#why-box').isHidden());
    // The page never scrolls sideways on a phone.
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(wide <= viewport.width, `${wide} px wide`);
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
