// The web page in a real browser (Debian's Chromium, headless): what a
// teacher and a student do with it. Values are checked against naive
// computations written here, not against the engine. Nothing waits on a
// clock: every step waits for what it expects to see (PATIENCE is only a
// hang guard).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { deflateRawSync } from 'node:zlib';
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

/** `text` as a Share link carries it: deflate-raw, base64url. */
function packed(text) {
  return deflateRawSync(Buffer.from(text)).toString('base64url');
}

/** g(0..len) of Kayles from the definition: knock down 1 or 2 adjacent pins. */
function kayles(len) {
  const g = [];
  for (let n = 0; n < len; n++) {
    const seen = new Set();
    for (const k of [1, 2]) {
      for (let left = 0; left + k <= n; left++) seen.add(g[left] ^ g[n - k - left]);
    }
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** Presses Share on `page` and gives the link it shows. */
async function shareLink(page) {
  await page.click('#share');
  await page.waitForSelector('#share-box:not([hidden])');
  return page.inputValue('#share-link');
}

async function chooseGame(page, name) {
  await page.selectOption('#game', name);
}

async function tableValues(page) {
  await page.waitForSelector('#values-table');
  return page.$$eval('#values-table td', (cells) => cells.map((c) => (c.textContent === 'P' ? 0 : Number(c.textContent))));
}

test('the page loads with the built-in games and no errors', async () => {
  const page = await open(browser, server.url);
  const options = await page.$$eval('#game option', (os) => os.map((o) => o.value));
  for (const name of ['nim', 'kayles', 'grundys_game', 'my_game']) assert.ok(options.includes(name), name);
  await page.waitForSelector('#values-table');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Kayles shows g(0..29) with P marked, and its plot', async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  await chooseGame(page, 'kayles');
  await page.waitForSelector('#table-heading:has-text("Kayles (kayles): octal 0.77, g(0..29)")');
  const values = await tableValues(page);
  assert.deepEqual(values, kayles(30));
  const pCells = await page.$$eval('#values-table td.p-cell', (cells) => cells.map((c) => Number(c.dataset.n)));
  assert.deepEqual(pCells, [0]);
  const plot = await page.$eval('#plot', (img) => ({ src: img.src, width: img.naturalWidth }));
  assert.match(plot.src, /^blob:/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Kayles statistics: largest value and its first heap, P share, rare mask and the last rare heap', async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  await chooseGame(page, 'kayles');
  await page.click('[data-tab="period"]');
  await page.fill('#stats-to', '1000');
  await page.click('#stats-form button');
  await page.waitForSelector('#stats-text:has-text("rare heaps")');
  const text = await page.textContent('#stats-text');
  const g = kayles(1001);
  const largest = Math.max(...g);
  assert.ok(text.includes(`largest value ${largest}, first at heap ${g.indexOf(largest)}`), text);
  const zeros = g.filter((v) => v === 0).length;
  assert.ok(text.includes(`P-positions: ${zeros} (`), text);
  // Mask f: a heap is rare when its value has an even number of 1 bits.
  const even = (v) => [0, 1, 2, 3].filter((b) => (v >> b) & 1).length % 2 === 0;
  const rare = g.map((v, n) => n).filter((n) => n > 0 && even(g[n]));
  assert.ok(text.includes('rare mask f (hex)'), text);
  // The last is at heap 70, Winning Ways' last exceptional value of Kayles.
  assert.equal(rare[rare.length - 1], 70);
  assert.ok(text.includes(`rare heaps: ${rare.length} of heaps 1..1000, the last at heap 70`), text);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a rule with a typo gets the located diagnostic, marked in the editor', async () => {
  const page = await open(browser, server.url);
  await page.click('#editor-box summary');
  await page.fill('#editor', 'game g {\n    tkae 1..3\n}\n');
  const problem = page.locator('#editor-problems .problem');
  await problem.locator('pre.diag:has-text("did you mean `take`?")').waitFor();
  const text = await problem.locator('pre.diag').textContent();
  assert.match(text, /unknown word `tkae`/);
  assert.match(text, /editor:2:5/);
  await problem.locator('button.place:has-text("line 2, column 5")').waitFor();
  assert.equal(await page.locator('#marks mark').first().textContent(), 'tkae');
  // Fixed, the game joins the list and the marks go.
  await page.fill('#editor', 'game g {\n    take 1..3\n}\n');
  await page.waitForSelector('#game option[value="g"]', { state: 'attached' });
  assert.equal(await page.locator('#marks mark').count(), 0);
  assert.equal(await page.locator('#editor-problems .problem').count(), 0);
  await page.close();
});

test('a .game file opened from disk joins the games', async () => {
  const page = await open(browser, server.url);
  await page.click('#editor-box summary');
  await page.setInputFiles('#file', {
    name: 'lesson.game',
    mimeType: 'text/plain',
    buffer: Buffer.from('game from_disk {\n    take 1, 2\n    expect 0..5: 0 1 2 0 1 2\n}\n'),
  });
  await page.waitForSelector('#game option[value="from_disk"]', { state: 'attached' });
  assert.match(await page.inputValue('#editor'), /game from_disk/);
  assert.equal(await page.locator('#editor-problems .problem').count(), 0);
  await page.close();
});

test('a sum is evaluated: value, outcome in words, winning move', async () => {
  const page = await open(browser, server.url);
  await page.click('[data-tab="position"]');
  await page.fill('#position', 'kayles(3) + nim(4, 5)');
  await page.click('#eval-form button');
  await page.waitForSelector('#verdict:not([hidden])');
  assert.equal(await page.textContent('#value'), '*2');
  assert.match(await page.textContent('#outcome'), /the player to move wins/i);
  assert.deepEqual(await page.$$eval('#winning li', (li) => li.map((l) => l.textContent)), [
    'kayles: 3 -> 1 (take 2, leaving a heap of 1)',
  ]);
  // A mistake in the position is a diagnostic, not a blank.
  await page.fill('#position', 'kayles(3) + nmi(4)');
  await page.click('#eval-form button');
  await page.waitForSelector('#eval-problems pre.diag:has-text("did you mean `nim`?")');
  await page.close();
});

/**
 * Clicks the heap and the move whose words are `words` (as a hint writes
 * them, `heap 2: 3 -> 1 (take 2)`, as the board's move buttons do); false
 * if none.
 */
async function clickMove(page, words) {
  words = words.replace(/^[a-z0-9_]+: /, '');
  const heaps = await page.locator('#heaps button.heap').count();
  for (let i = 0; i < heaps; i++) {
    await page.locator('#heaps button.heap').nth(i).click();
    // "Moves in heap 2:", or "Moves in wythoff 1:" for a game of several heaps.
    await page.waitForFunction((n) => document.querySelector('#moves p')?.textContent.endsWith(` ${n}:`), i + 1);
    const move = page.locator('#moves button.move', { hasText: words });
    if ((await move.count()) > 0) {
      await move.first().click();
      return true;
    }
  }
  return false;
}

/** The number of lines in the play log. */
const logLines = (page) => page.locator('#log li').count();

/** Waits until the play log has more than `n` lines. */
const logGrows = (page, n) => page.waitForFunction((k) => document.querySelectorAll('#log li').length > k, n);

/**
 * Plays the human's side to the end: each turn asks for a hint and clicks
 * its first winning move in `game` (with `anyMove`, the first move there is
 * when no move wins). Resolves to the hints seen and the last words said.
 */
async function playByHints(page, game, anyMove = false) {
  const hints = [];
  for (let turn = 0; turn < 20 && (await page.locator('#turn.over').count()) === 0; turn++) {
    await page.waitForSelector('#turn:has-text("Your turn")');
    const said = await logLines(page);
    await page.click('#hint');
    await logGrows(page, said);
    const hint = await page.locator('#log li').first().textContent();
    hints.push(hint);
    // A winning move's line ends with the remoteness it leaves.
    const line = hint
      .split('\n')
      // Each line names its heap as the board does: `heap 2:`, `wythoff 1:`.
      .find((l) => new RegExp(`^  (heap|${game}) \\d+: `).test(l))
      ?.replace(/\s+\[remoteness \d+\]$/, '');
    const before = await logLines(page);
    if (line) {
      assert.ok(await clickMove(page, line.trim()), `move not found: ${line}`);
    } else {
      assert.ok(anyMove, `no winning move in: ${hint}`);
      await page.locator('#heaps button.heap').first().click();
      await page.locator('#moves button.move').first().click();
    }
    await logGrows(page, before);
  }
  await page.waitForSelector('#turn.over');
  return { hints, last: await page.locator('#log li').first().textContent() };
}

test('a game of Nim played to its end by clicking, with hints: the human wins', async () => {
  const page = await open(browser, server.url);
  await chooseGame(page, 'nim');
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', '3 4 5');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  await playByHints(page, 'nim');
  assert.equal(await page.textContent('#turn'), 'You win! Well played.');
  assert.match(await page.textContent('#heaps'), /No heaps left/);
  await page.close();
});

test('typed moves, a refusal, and undo', async () => {
  const page = await open(browser, server.url);
  await chooseGame(page, 'nim');
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', '3 4');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  await page.fill('#move', 'take 9');
  await page.click('#move-form button');
  await page.waitForSelector('#log li:has-text("no heap allows taking 9")');
  await page.fill('#move', '4 -> 3');
  await page.click('#move-form button');
  await page.waitForSelector('#log li:has-text("You play heap 2: 4 -> 3")');
  await page.waitForSelector('#log li:has-text("I play")');
  await page.click('#undo');
  await page.waitForSelector('#log li:has-text("Taken back.")');
  assert.deepEqual(await page.$$eval('#heaps .heap-label', (l) => l.map((x) => x.textContent)), ['Heap 1: 3', 'Heap 2: 4']);
  await page.close();
});

test('a Share link opens the same game, position and view in a fresh page', async () => {
  const page = await open(browser, server.url);
  await page.click('#editor-box summary');
  const text = 'game lesson {\n    title "Our lesson"\n    take 1, 3, 4\n}\n';
  await page.fill('#editor', text);
  await page.waitForSelector('#game option[value="lesson"]', { state: 'attached' });
  await chooseGame(page, 'lesson');
  await page.click('[data-tab="position"]');
  await page.fill('#position', '7 9');
  await page.click('#eval-form button');
  await page.waitForSelector('#verdict:not([hidden])');
  const value = await page.textContent('#value');
  const link = await shareLink(page);
  assert.match(link, /#s=[A-Za-z0-9_-]+$/);
  await page.close();

  const context = await browser.newContext();
  const fresh = await open(context, link);
  await fresh.waitForSelector('#verdict:not([hidden])');
  assert.equal(await fresh.inputValue('#editor'), text);
  assert.equal(await fresh.inputValue('#game'), 'lesson');
  assert.equal(await fresh.inputValue('#position'), '7 9');
  assert.equal(await fresh.getAttribute('[data-tab="position"]', 'aria-selected'), 'true');
  assert.equal(await fresh.textContent('#value'), value);
  assert.deepEqual(fresh.errors, []);
  await context.close();
});

test('a Share link made while playing starts that game in a fresh page', async () => {
  const page = await open(browser, server.url);
  await chooseGame(page, 'nim');
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', '2 2');
  const link = await shareLink(page);
  await page.close();
  const context = await browser.newContext();
  const fresh = await open(context, link);
  await fresh.waitForSelector('#turn:has-text("Your turn")');
  assert.equal(await fresh.inputValue('#game'), 'nim');
  assert.deepEqual(await fresh.$$eval('#heaps .heap-label', (l) => l.map((x) => x.textContent)), ['Heap 1: 2', 'Heap 2: 2']);
  await context.close();
});

test('the plain form #rules=...&position=... defines the game and shows the verdict', async () => {
  const page = await open(browser, `${server.url}#rules=take%201..3&position=3%204%205`);
  await page.waitForSelector('#verdict:not([hidden])');
  assert.equal(await page.textContent('#value'), '*2');
  assert.match(await page.textContent('#outcome'), /the player to move wins/i);
  assert.equal(await page.inputValue('#game'), 'rules');
  // Several rule lines, and a sum in the position.
  const two = await open(browser, `${server.url}#rules=take%201..2%3B%20split%20into%202&position=rules(4)%20%2B%20nim(1)`);
  await two.waitForSelector('#verdict:not([hidden])');
  // The lines as typed in the editor, one to a line: the same reading.
  assert.match(await two.inputValue('#editor'), /^take 1..2\nsplit into 2\n$/);
  await page.close();
  await two.close();
});

test('hostile and broken fragments get friendly words, and nothing runs', async () => {
  const attack = encodeURIComponent('<img src=x onerror="alert(1)">');
  const script = encodeURIComponent('<script>alert(2)</script>');
  const page = await open(browser, `${server.url}#rules=${attack}&position=${script}`);
  await page.waitForSelector('#notice:has-text("mistake")');
  await page.waitForSelector('#editor-problems pre.diag');
  assert.equal(await page.locator('img[src="x"]').count(), 0);
  assert.equal(await page.locator('script:not([src])').count(), 0);
  assert.match(await page.inputValue('#editor'), /<img src=x/);
  await page.waitForSelector('#eval-problems pre.diag');
  assert.deepEqual(page.errors, []);
  await page.close();

  for (const [fragment, words] of [
    ['#s=!!!not-base64', 'This link is broken'],
    ['#s=AAAA', 'This link is broken'],
    ['#rules=%E0%A4%A', 'bad %-code'],
    ['#hello', 'no game in it'],
    [`#rules=${'x'.repeat(250000)}`, 'too long'],
    // A small link that unpacks to 50 MB.
    [`#s=${packed(' '.repeat(50000000))}`, 'This link is broken'],
  ]) {
    const broken = await open(browser, server.url + fragment);
    await broken.waitForSelector(`#notice:has-text("${words}")`);
    // No answer for a game the link did not carry (issue 39).
    await broken.waitForSelector('#table-problems .problem-head');
    assert.equal(await broken.locator('#values-table').count(), 0, fragment);
    assert.deepEqual(broken.errors, [], fragment);
    await broken.close();
  }
});

test('a shared state with fields of the wrong kind keeps only the good ones', async () => {
  const state = { text: 42, game: 'kayles', tab: '<b>x</b>', to: -3, position: { a: 1 } };
  const page = await open(browser, `${server.url}#s=${packed(JSON.stringify(state))}`);
  await page.waitForSelector('#table-heading:has-text("Kayles (kayles)")');
  assert.equal(await page.inputValue('#game'), 'kayles');
  assert.equal(await page.getAttribute('[data-tab="values"]', 'aria-selected'), 'true');
  assert.match(await page.inputValue('#editor'), /game my_game/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Stop ends a long computation and the page goes on working', async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  await chooseGame(page, 'grundys_game');
  // The table of the game just chosen first, so that the busy sign below
  // is the long table's, whatever the machine's speed.
  await page.waitForSelector('#table-heading:has-text("grundys_game")');
  await page.waitForSelector('#busy', { state: 'hidden' });
  // Long (minutes in a browser), but within the work limit: 9,000,000 is
  // refused at once, and Stop then has nothing to stop.
  await page.fill('#to', '5000000');
  await page.click('#table-form button');
  await page.waitForSelector('#busy:not([hidden])');
  await page.click('#stop');
  await page.waitForSelector('#table-problems:has-text("Stopped.")');
  assert.ok(await page.locator('#busy').isHidden());
  // A fresh engine answers, with the editor's games defined again.
  await page.click('[data-tab="position"]');
  await page.fill('#position', 'my_game(5) + grundys_game(7)');
  await page.click('#eval-form button');
  await page.waitForSelector('#verdict:not([hidden])');
  await page.close();
});

test('the commands of the REPL run in the page', async () => {
  const page = await open(browser, server.url);
  await page.click('[data-tab="console"]');
  await page.fill('#console-input', 'win kayles(3) + nim(4, 5)');
  await page.click('#console-form button');
  await page.waitForSelector('#console-out:has-text("kayles: 3 -> 1")');
  await page.fill('#console-input', 'tabel kayles 5');
  await page.click('#console-form button');
  await page.waitForSelector('#console-out:has-text("did you mean `table`?")');
  await page.close();
});

// ---------------------------------------------------------------- misère play

/**
 * Misère outcome of heaps of the subtraction game `take` (a list of
 * amounts), by plain game-tree search: the player with no move wins.
 */
function misereWins(heaps, take, memo = new Map()) {
  const key = [...heaps].sort((a, b) => a - b).join(' ');
  if (memo.has(key)) return memo.get(key);
  let wins = true; // no move: the other player made the last move
  let moved = false;
  for (let i = 0; i < heaps.length && !(moved && wins); i++) {
    for (const k of take) {
      if (k > heaps[i]) continue;
      if (!moved) wins = false;
      moved = true;
      const next = heaps.slice();
      next[i] -= k;
      if (!misereWins(next, take, memo)) {
        wins = true;
        break;
      }
    }
  }
  memo.set(key, wins);
  return wins;
}

test('naive misère search: the known facts it must know', () => {
  // Misère Nim by Bouton: 1 1 is a win, 1 1 1 a loss, 1 2 3 a loss, 2 2 a loss.
  const nim = [1, 2, 3, 4, 5];
  assert.equal(misereWins([1, 1], nim), true);
  assert.equal(misereWins([1, 1, 1], nim), false);
  assert.equal(misereWins([1, 2, 3], nim), false);
  assert.equal(misereWins([2, 2], nim), false);
  // take 1..3, misère: one heap loses exactly at 1, 5, 9, ...
  for (let n = 0; n < 13; n++) assert.equal(misereWins([n], [1, 2, 3]), n % 4 !== 1, `heap ${n}`);
});

test('a misère game from the plain #rules= form: outcomes and table against a naive misère search', async () => {
  const page = await open(browser, `${server.url}#rules=take%201..3%3B%20last%20move%20loses&position=3%204%205`);
  await page.waitForSelector('#verdict:not([hidden])');
  assert.equal(await page.isChecked('#misere-position'), true);
  assert.ok(await page.locator('#misere-line').isVisible());
  assert.ok(await page.locator('#value').isHidden());
  for (const heaps of [[3, 4, 5], [1], [1, 1], [5, 1], [2, 6, 7], [1, 5, 9], [4, 4, 1]]) {
    const position = heaps.join(' ');
    if ((await page.inputValue('#position')) !== position) {
      await page.fill('#position', position);
      await page.click('#eval-form button');
      await page.waitForSelector(`#eval-text:has-text("rules(${heaps.join(', ')})")`, { state: 'attached' });
    }
    const wins = misereWins(heaps, [1, 2, 3]);
    assert.match(await page.textContent('#outcome'), wins ? /the player to move wins/i : /the player to move loses/i, position);
    assert.match(await page.textContent('#eval-text'), /misère play/);
  }
  // The Values tab: each heap's misère outcome, and a genus per heap.
  await page.click('[data-tab="values"]');
  await page.waitForSelector('#values-table.misere');
  assert.match(await page.textContent('#table-heading'), /misère play, heaps 0..29/);
  const cells = await page.$$eval('#values-table td', (tds) => tds.map((td) => [Number(td.dataset.n), td.dataset.outcome, td.dataset.genus]));
  assert.equal(cells.length, 30);
  for (const [n, outcome, genus] of cells) {
    assert.equal(outcome, misereWins([n], [1, 2, 3]) ? 'N' : 'P', `heap ${n}`);
    // g^γ0...: g is the normal-play value n mod 4; γ0 is 0 exactly at P.
    const [g, gammas] = genus.split('^');
    assert.equal(Number(g), n % 4, `genus of ${n}`);
    assert.equal(gammas[0] === '0', outcome === 'P', `genus of ${n}`);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** Plays misère Nim from `heaps` by clicking the hint's moves (or any move). */
async function playMisereNim(page, heaps, first = 'you') {
  await chooseGame(page, 'nim');
  await page.click('[data-tab="play"]');
  assert.equal(await page.isChecked('#misere-play'), false);
  await page.check('#misere-play');
  await page.fill('#play-position', heaps);
  await page.selectOption('#first', first);
  await page.click('#play-form button');
  await page.click('#who-wins');
  await page.waitForSelector('#log li:has-text("misère")');
  const { hints, last } = await playByHints(page, 'nim', true);
  // Every hint speaks of misère play.
  for (const hint of hints) assert.match(hint, /misère/, hint);
  return last;
}

test('misère Nim played to its end by clicking: whoever takes the last token loses', async () => {
  const page = await open(browser, server.url);
  // 2 3: not all heaps 0 or 1 and nim-sum 1: the player to move wins.
  const last = await playMisereNim(page, '2 3');
  assert.equal(last, 'You have no move left, so I made the last move: under misère play you win! Well played.');
  assert.equal(await page.textContent('#turn'), 'You win! Well played.');
  assert.match(await page.textContent('#heaps'), /No heaps left/);
  await page.close();

  // 1: the human must take the last token and loses.
  const lost = await open(browser, server.url);
  const words = await playMisereNim(lost, '1');
  assert.equal(words, 'I have no move left, so you made the last move: under misère play I win.');
  assert.equal(await lost.textContent('#turn'), 'I win this time. Try again!');
  assert.deepEqual(lost.errors, []);
  await lost.close();
});

test('the misère control round-trips through a Share link, both ways', async () => {
  // Kayles (normal play by its file), asked under misère by hand: heap 4 is
  // a misère P-position (misère Kayles' P-positions: 1, 4, 9, 12, 20).
  const page = await open(browser, server.url);
  await chooseGame(page, 'kayles');
  await page.click('[data-tab="position"]');
  await page.fill('#position', '4');
  await page.check('#misere-position');
  await page.waitForSelector('#misere-line:not([hidden])');
  assert.match(await page.textContent('#outcome'), /the player to move loses/i);
  const link = await shareLink(page);
  await page.close();
  const context = await browser.newContext();
  const fresh = await open(context, link);
  await fresh.waitForSelector('#verdict:not([hidden])');
  assert.equal(await fresh.inputValue('#game'), 'kayles');
  assert.equal(await fresh.isChecked('#misere-position'), true);
  assert.equal(await fresh.isChecked('#misere-play'), true);
  assert.match(await fresh.textContent('#outcome'), /the player to move loses/i);
  assert.deepEqual(fresh.errors, []);
  await context.close();

  // A misère game asked under normal play by hand stays normal.
  const misere = await open(browser, `${server.url}#rules=take%201..3%3B%20last%20move%20loses&position=5`);
  await misere.waitForSelector('#misere-line:not([hidden])');
  await misere.uncheck('#misere-position');
  await misere.waitForSelector('#value:has-text("*1")');
  const normalLink = await shareLink(misere);
  await misere.close();
  const again = await open(browser, normalLink);
  await again.waitForSelector('#value:has-text("*1")');
  assert.equal(await again.isChecked('#misere-position'), false);
  assert.match(await again.textContent('#outcome'), /the player to move wins/i);
  await again.close();
});

// ---------------------------------------------------------------- games of several heaps

/** The positions Wythoff's (a, b) moves to: take any from one heap, or the same from both. */
function wythoffMoves(a, b) {
  const to = [];
  for (let k = 1; k <= a; k++) to.push([a - k, b]);
  for (let k = 1; k <= b; k++) to.push([a, b - k]);
  for (let k = 1; k <= Math.min(a, b); k++) to.push([a - k, b - k]);
  return to;
}

/** g(a, b) of Wythoff's game for a, b < side, from its moves. */
function wythoff(side) {
  const g = [...Array(side)].map(() => Array(side).fill(0));
  for (let a = 0; a < side; a++) {
    for (let b = 0; b < side; b++) {
      const seen = new Set(wythoffMoves(a, b).map(([x, y]) => g[x][y]));
      let m = 0;
      while (seen.has(m)) m++;
      g[a][b] = m;
    }
  }
  return g;
}

/**
 * Misère Wythoff by plain game-tree search, for a, b < side: whether the
 * player to move at (a, b) wins; with no move (0, 0) the player to move wins.
 */
function misereWythoffWins(side) {
  const wins = [...Array(side)].map(() => Array(side).fill(false));
  for (let a = 0; a < side; a++) {
    for (let b = 0; b < side; b++) {
      const to = wythoffMoves(a, b);
      wins[a][b] = to.length === 0 || to.some(([x, y]) => !wins[x][y]);
    }
  }
  return wins;
}

test('naive Wythoff: the P-positions are the published ones', () => {
  const g = wythoff(21);
  const p = [];
  for (let a = 0; a < 21; a++) for (let b = a; b < 21; b++) if (g[a][b] === 0) p.push([a, b]);
  // (floor(n φ), floor(n φ²)): 0 0, 1 2, 3 5, 4 7, 6 10, 8 13, 9 15, 11 18, 12 20.
  assert.deepEqual(p, [[0, 0], [1, 2], [3, 5], [4, 7], [6, 10], [8, 13], [9, 15], [11, 18], [12, 20]]);
});

test('naive misère Wythoff: the P-positions are the published ones', () => {
  const wins = misereWythoffWins(21);
  const p = [];
  for (let a = 0; a < 21; a++) for (let b = a; b < 21; b++) if (!wins[a][b]) p.push([a, b]);
  // Normal play's, with (0, 0) and (1, 2) replaced by (0, 1) and (2, 2).
  assert.deepEqual(p, [[0, 1], [2, 2], [3, 5], [4, 7], [6, 10], [8, 13], [9, 15], [11, 18], [12, 20]]);
});

test("Wythoff's game under misère play: the square of outcomes and genera against a naive misère search", async () => {
  const page = await open(browser, server.url);
  await chooseGame(page, 'wythoff');
  await page.fill('#to', '6');
  // The box asks for the table again, under misère play.
  await page.check('#misere-values');
  await page.waitForSelector('#values-table.square.misere');
  assert.match(await page.textContent('#table-heading'), /misère play, heaps 0..6/);
  const shown = await page.$$eval('#values-table td', (tds) => tds.map((td) => [Number(td.dataset.a), Number(td.dataset.b), td.dataset.outcome, td.dataset.genus, td.classList.contains('p-cell')]));
  assert.equal(shown.length, 7 * 7);
  const wins = misereWythoffWins(7);
  const g = wythoff(7);
  const marked = [];
  for (const [a, b, outcome, genus, pCell] of shown) {
    assert.equal(outcome, wins[a][b] ? 'N' : 'P', `(${a}, ${b})`);
    assert.equal(pCell, outcome === 'P', `(${a}, ${b}) marked`);
    // g^γ0...: g the normal-play value; γ0 is 0 exactly at misère P.
    const [normal, gammas] = genus.split('^');
    assert.equal(Number(normal), g[a][b], `genus of (${a}, ${b})`);
    assert.equal(gammas[0] === '0', outcome === 'P', `genus of (${a}, ${b})`);
    if (pCell) marked.push([a, b]);
  }
  assert.deepEqual(marked, [[0, 1], [1, 0], [2, 2], [3, 5], [5, 3]]);
  assert.ok(await page.locator('#misere-legend').isVisible());
  assert.ok(await page.locator('#plot-box').isHidden());
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("Wythoff's game: the square of values, a position, and a game played to its end by clicking", async () => {
  const page = await open(browser, server.url);
  await chooseGame(page, 'wythoff');
  await page.fill('#to', '12');
  await page.click('#table-form button');
  // The square of the default bound may still be on the page: wait for the
  // one asked for.
  await page.waitForSelector('#table-heading:has-text("0..12")');
  await page.waitForSelector('#values-table.square');
  assert.match(await page.textContent('#table-heading'), /g\(a, b\) for a, b in 0..12/);
  const shown = await page.$$eval('#values-table td', (tds) => tds.map((td) => [Number(td.dataset.a), Number(td.dataset.b), td.textContent]));
  const g = wythoff(13);
  assert.equal(shown.length, 13 * 13);
  for (const [a, b, text] of shown) assert.equal(text, g[a][b] === 0 ? 'P' : String(g[a][b]), `g(${a}, ${b})`);
  assert.ok(await page.locator('#plot-box').isHidden());

  await page.click('[data-tab="position"]');
  await page.fill('#position', 'wythoff(3, 5) + nim(2)');
  await page.click('#eval-form button');
  await page.waitForSelector('#verdict:not([hidden])');
  assert.equal(await page.textContent('#value'), `*${g[3][5] ^ 2}`);
  assert.ok((await page.$$eval('#winning li', (li) => li.map((l) => l.textContent))).includes('nim: 2 -> 0 (take all 2)'));

  // (4, 6) is not a P-position: the human, following the hints, wins.
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', 'wythoff(4, 6)');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  assert.equal(await page.textContent('#heaps .heap-label'), 'wythoff 1: (4, 6)');
  // Each of its two heaps drawn as a row of tokens.
  assert.deepEqual(await page.$$eval('#heaps .heap .tokens', (rows) => rows.map((r) => r.querySelectorAll('.token').length)), [4, 6]);
  await playByHints(page, 'wythoff');
  assert.equal(await page.textContent('#turn'), 'You win! Well played.');
  // A period is of games of single heaps: said so, not "unknown game".
  await page.click('[data-tab="period"]');
  await page.click('#period-go');
  await page.waitForSelector('#period-problems pre.diag:has-text("is a game of several heaps")');
  await page.click('#stats-form button');
  await page.waitForSelector('#stats-problems pre.diag:has-text("is a game of several heaps")');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Node Kayles on a grid: drawn as a grid, played by clicking vertices, against the computer', async () => {
  const page = await open(browser, server.url);
  await chooseGame(page, 'node_kayles');
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', 'node_kayles(grid(2, 3))');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  // Six vertices in two rows of three, seven edges.
  const places = await page.$$eval('#heaps svg.graph .vertex circle:not(.hit)', (cs) => cs.map((c) => [Number(c.getAttribute('cx')), Number(c.getAttribute('cy'))]));
  assert.equal(places.length, 6);
  assert.equal(new Set(places.map((p) => p[1])).size, 2);
  assert.equal(new Set(places.map((p) => p[0])).size, 3);
  assert.equal(await page.locator('#heaps svg.graph .edge').count(), 7);
  // Vertex 2 takes 1, 3 and 5 with it and leaves 4 and 6 apart: a win.
  await page.click('#heaps [data-vertex="2"]');
  await page.waitForSelector('#log li:has-text("You play node_kayles 1: remove vertex 2 and its neighbours 1, 3 and 5")');
  await page.waitForSelector('#log li:has-text("I play")');
  assert.equal(await page.locator('#heaps svg.graph .vertex.gone').count(), 5);
  await page.click('#heaps .vertex:not(.gone)');
  await page.waitForSelector('#turn:has-text("You win")');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('green Hackenbush: the picture drawn on the ground with its loop, an edge cut by a click, what falls gone', async () => {
  const page = await open(browser, server.url);
  await chooseGame(page, 'hackenbush');
  await page.click('[data-tab="play"]');
  // A triangle on a stem with a loop at c and a twig at a: the triangle
  // and the loop fuse into 4 loops (0), the twig adds 1, so the stem is
  // worth 1 + 1 = *2; cutting the stem wins.
  await page.fill('#play-position', 'hackenbush(ground-a, a-b, b-c, c-a, c-c, a-d)');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  // The ground is a line, not a vertex: four vertices above it.
  assert.equal(await page.locator('#heaps svg.graph .vertex').count(), 4);
  assert.equal(await page.locator('#heaps svg.graph .edge').count(), 6);
  // The loop is drawn as a petal at c, not a point.
  assert.equal(await page.locator('#heaps svg.graph .edge[data-edge="c-c"] path.stroke').count(), 1);
  // The ground is drawn lowest.
  const ys = await page.$$eval('#heaps svg.graph .vertex', (gs) => gs.map((g) => Number(g.querySelector('circle:not(.hit)').getAttribute('cy'))));
  const ground = Number(await page.getAttribute('#heaps svg.graph line.ground', 'y1'));
  assert.ok(ys.every((y) => y < ground));
  // Cutting ground-a drops the whole picture: the student wins at once.
  // (The stem is drawn straight up: a box of no width, which Playwright
  // takes for hidden, so the click is sent to the edge itself.)
  await page.locator('#heaps [data-edge="ground-a"]').dispatchEvent('click');
  await page.waitForSelector('#log li:has-text("You play picture 1: cut ground-a (edge 1), 5 more edges fall")');
  await page.waitForSelector('#turn:has-text("You win")');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a token on a directed graph: drawn with arrows, played by clicking the vertex it moves to, draws kept', async () => {
  // Ferguson's loopy example: a -> b -> c -> a is a cycle of draws; c may
  // leave it for d, which loses (d -> e, and e has no move).
  const rules = encodeURIComponent('e ->; d -> e; a -> b; b -> c; c -> a, d');
  const page = await open(browser, `${server.url}#rules=${rules}&position=rules(c)`);
  await page.waitForSelector('#verdict:not([hidden])');
  assert.match(await page.textContent('#outcome'), /draw/);
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', 'rules(c)');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  assert.equal(await page.locator('#heaps svg.graph .vertex').count(), 5);
  assert.equal(await page.locator('#heaps svg.graph .edge line[marker-end]').count(), 5);
  assert.equal(await page.locator('#heaps .vertex.token[data-vertex="c"]').count(), 1);
  // The token on c reaches a and d, and nothing else.
  const clickable = await page.$$eval('#heaps .vertex.clickable', (vs) => vs.map((v) => v.getAttribute('data-vertex')).sort());
  assert.deepEqual(clickable, ['a', 'd']);
  await page.click('#heaps [data-vertex="a"]');
  await page.waitForSelector('#log li:has-text("You play rules 1: c -> a")');
  // From a the computer's only move keeps the draw, and it says so.
  await page.waitForSelector('#log li:has-text("I play rules 1: a -> b")');
  assert.match(await page.textContent('#log'), /keeps the draw/);
  await page.waitForSelector('#heaps .vertex.token[data-vertex="b"]');
  await page.click('#heaps [data-vertex="c"]');
  // From c the computer never plays c -> d, which would lose.
  await page.waitForSelector('#log li:has-text("I play rules 1: c -> a")');
  await page.waitForSelector('#heaps .vertex.token[data-vertex="a"]');
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** g(0..len) of single heads of "turn 1..c coins" from the definition: a
 * head at n turns itself and up to c - 1 coins to its left; its value is
 * the mex of the XORs of the values of those coins. */
function turnUpTo(c, len) {
  const g = [0];
  for (let n = 1; n < len; n++) {
    const seen = new Set();
    const pick = (from, left, x) => {
      seen.add(x);
      if (left === 0) return;
      for (let i = from; i < n; i++) pick(i + 1, left - 1, x ^ g[i]);
    };
    pick(1, c - 1, 0);
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** Turning Corners from the definition: g(x, y) is the mex over a < x,
 * b < y of g(a, b) ^ g(a, y) ^ g(x, b), row and column 0 worth 0. */
function corners(side) {
  const g = Array.from({ length: side }, () => new Array(side).fill(0));
  for (let x = 1; x < side; x++) {
    for (let y = 1; y < side; y++) {
      const seen = new Set();
      for (let a = 0; a < x; a++) for (let b = 0; b < y; b++) seen.add(g[a][b] ^ g[a][y] ^ g[x][b]);
      let m = 0;
      while (seen.has(m)) m++;
      g[x][y] = m;
    }
  }
  return g;
}

/** The faces of the drawn coins of the first coin game: 'THHTH', or rows
 * joined by '/'. */
async function faces(page) {
  return page.$eval('#heaps .coin-heap .coins', (box) => {
    const columns = Number(getComputedStyle(box).getPropertyValue('--columns'));
    const grid = box.classList.contains('coin-grid');
    const coins = [...box.querySelectorAll('.coin')].map((c) => c.querySelector('.face').textContent);
    if (!grid) return coins.join('');
    const rows = [];
    for (let i = 0; i < coins.length; i += columns - 1) rows.push(coins.slice(i, i + columns - 1).join(''));
    return rows.join('/');
  });
}

/** Clicks the coins named and presses Turn over; waits for an answer. */
async function turnCoins(page, coins) {
  for (const c of coins) await page.click(`#heaps button.coin[data-coin="${c}"]`);
  const said = await logLines(page);
  await page.click('#heaps button.turn-over');
  await logGrows(page, said);
}

test('Mock Turtles: the row drawn, coins chosen by clicks, refusals in words, a win against the computer, and a Share link', async () => {
  const g = turnUpTo(3, 41);
  const page = await open(browser, server.url);
  await chooseGame(page, 'mock_turtles');
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', 'mock_turtles("THHTHTTTTH")');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("click the coins to turn over")');
  assert.equal(await faces(page), 'THHTHTTTTH');
  assert.deepEqual(await page.$$eval('#heaps .coin .coin-number', (n) => n.map((x) => Number(x.textContent))), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  // Nothing chosen: nothing to turn.
  assert.equal(await page.isDisabled('#heaps button.turn-over'), true);

  // Four coins: Mock Turtles turns at most three, the library says so.
  await turnCoins(page, [1, 2, 4, 5]);
  await page.waitForSelector('#heaps .coin-note:has-text("mock_turtles cannot turn coins 1, 2, 4 and 5")');
  assert.equal(await faces(page), 'THHTHTTTTH');
  await page.click('#heaps button.clear-coins');
  // The rightmost coin must be a head.
  await turnCoins(page, [1, 4]);
  await page.waitForSelector('#heaps .coin-note:has-text("coin 4 is tails")');
  await page.click('#heaps button.clear-coins');

  // A share link made now starts the same row in a fresh page.
  const link = await shareLink(page);
  const context = await browser.newContext();
  const fresh = await open(context, link);
  await fresh.waitForSelector('#turn:has-text("Your turn")');
  assert.equal(await faces(fresh), 'THHTHTTTTH');
  assert.deepEqual(fresh.errors, []);
  await context.close();

  // The student plays winning moves found here, from the naive values.
  for (let turn = 0; turn < 30 && (await page.locator('#turn.over').count()) === 0; turn++) {
    await page.waitForSelector('#turn:has-text("Your turn")');
    const row = await faces(page);
    const heads = [...row].map((f, i) => (f === 'H' ? i + 1 : 0)).filter((n) => n > 0);
    const total = heads.reduce((x, n) => x ^ g[n], 0);
    assert.notEqual(total, 0, `the computer left a winning row ${row}`);
    let move = null;
    for (const n of heads) {
      for (let a = 0; a < n && !move; a++) {
        for (let b = a === 0 ? 0 : a + 1; b < n && !move; b++) {
          // Turning head n and coins a, b (0: none) changes the value by
          // g[n] ^ g[a] ^ g[b].
          if ((total ^ g[n] ^ g[a] ^ g[b]) === 0) move = [a, b, n].filter((c) => c > 0);
        }
      }
    }
    assert.ok(move, `no winning move found in ${row}`);
    await turnCoins(page, move);
    const words = move.length === 1 ? `coin ${move[0]}` : `coins ${move.slice(0, -1).join(', ')} and ${move[move.length - 1]}`;
    await page.waitForSelector(`#log li:has-text("You play mock_turtles 1: turn ${words}: ${move[move.length - 1]} goes from heads to tails")`);
  }
  await page.waitForSelector('#turn.over');
  assert.equal(await page.textContent('#turn'), 'You win! Well played.');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Turning Corners: the grid drawn, rectangles chosen by their corners, and a win against the computer', async () => {
  const g = corners(8);
  const page = await open(browser, server.url);
  await chooseGame(page, 'turning_corners');
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', 'turning_corners("H.../..H./...H")');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("furthest down and right must be a head")');
  assert.equal(await faces(page), 'HTTT/TTHT/TTTH');
  // Three corners are no rectangle: the library says which moves that head has.
  await turnCoins(page, ['(2, 3)', '(3, 3)', '(3, 4)']);
  await page.waitForSelector('#heaps .coin-note:has-text("turning_corners cannot turn coins (2, 3), (3, 3) and (3, 4)")');
  await page.click('#heaps button.clear-coins');

  for (let turn = 0; turn < 30 && (await page.locator('#turn.over').count()) === 0; turn++) {
    await page.waitForSelector('#turn:has-text("Your turn")');
    const rows = (await faces(page)).split('/');
    const heads = [];
    rows.forEach((r, x) => [...r].forEach((f, y) => { if (f === 'H') heads.push([x + 1, y + 1]); }));
    const total = heads.reduce((v, [x, y]) => v ^ g[x][y], 0);
    assert.notEqual(total, 0, `the computer left a winning grid ${rows.join('/')}`);
    let move = null;
    for (const [x, y] of heads) {
      for (let a = 0; a < x && !move; a++) {
        for (let b = 0; b < y && !move; b++) {
          if ((total ^ g[x][y] ^ g[a][y] ^ g[x][b] ^ g[a][b]) === 0) {
            move = [[a, b], [a, y], [x, b], [x, y]].filter(([r, c]) => r > 0 && c > 0).map(([r, c]) => `(${r}, ${c})`);
          }
        }
      }
    }
    assert.ok(move, `no winning move found in ${rows.join('/')}`);
    await turnCoins(page, move);
    await page.waitForSelector(`#log li:has-text("You play turning_corners 1: turn")`);
  }
  await page.waitForSelector('#turn.over');
  assert.equal(await page.textContent('#turn'), 'You win! Well played.');
  assert.deepEqual(page.errors, []);
  await page.close();
});
