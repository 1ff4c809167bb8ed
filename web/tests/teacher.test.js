// The page as a teacher and a student try it (issue 24, part 3): the editor
// and the game list in step, links, the page's own words, play, the plot
// and the table, and the browser's storage. Each test pins a defect found
// in headless Chromium at 1280 and 390 wide. Values are checked against
// naive computations written here. Nothing waits on a clock: every step
// waits for what it expects to see.
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

/** g(0..len) of the subtraction game `take` (a list of amounts), from its moves. */
function subtraction(take, len) {
  const g = [];
  for (let n = 0; n < len; n++) {
    const seen = new Set(take.filter((k) => k <= n).map((k) => g[n - k]));
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

/** The values the table shows (P read as 0), once its heading names `game`. */
async function tableOf(page, game, len = 30) {
  await page.waitForSelector(`#table-heading:has-text("${game}")`);
  await page.waitForFunction((n) => document.querySelectorAll('#values-table td').length === n, len);
  return page.$$eval('#values-table td', (cells) => cells.map((c) => (c.textContent === 'P' ? 0 : Number(c.textContent))));
}

/** Waits until the table shows `values` (the editor's text is read after a pause). */
async function tableShows(page, values) {
  await page.waitForFunction(
    (want) => {
      const cells = [...document.querySelectorAll('#values-table td')].map((c) => (c.textContent === 'P' ? 0 : Number(c.textContent)));
      return cells.length === want.length && cells.every((v, i) => v === want[i]);
    },
    values,
  );
}

/** Presses Share on `page` and gives the link it shows. */
async function shareLink(page) {
  await page.click('#share');
  await page.waitForSelector('#share-box:not([hidden])');
  return page.inputValue('#share-link');
}

// ---------------------------------------------------------------- the editor and the list in step

test('a newly written game is selected, its table shown, and follows each edit', async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  await page.click('#editor-box summary');
  const lesson = (rules) => `game lesson {\n    title "Our lesson"\n    ${rules}\n}\n`;
  await page.fill('#editor', lesson('take 1, 3, 4'));
  await page.waitForFunction(() => document.querySelector('#game').value === 'lesson');
  assert.deepEqual(await tableOf(page, 'lesson'), subtraction([1, 3, 4], 30));
  // Editing the rules updates the table without Show.
  await page.fill('#editor', lesson('take 1, 2'));
  await page.waitForSelector('#game-rules:has-text("take 1, 2")');
  await tableShows(page, subtraction([1, 2], 30));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a broken game in the editor stays chosen and shows its mistake, never another game', async () => {
  const page = await open(browser, server.url);
  await page.click('#editor-box summary');
  await page.fill('#editor', 'game lesson {\n    take 1, 3, 4\n');
  await page.waitForSelector('#editor-problems .problem');
  // Completed, then broken again: the list keeps the game, the table its mistake.
  await page.fill('#editor', 'game lesson {\n    take 1, 3, 4\n}\n');
  await page.waitForSelector('#game option[value="lesson"]', { state: 'attached' });
  await page.selectOption('#game', 'lesson');
  await tableOf(page, 'lesson');
  await page.fill('#editor', 'game lesson {\n    take 1, 3, 4\n');
  await page.waitForSelector('#table-problems .problem');
  assert.equal(await page.inputValue('#game'), 'lesson');
  assert.equal(await page.locator('#values-table').count(), 0);
  assert.match(await page.textContent('#table-problems'), /mistake/);
  // The other tabs say the same.
  await page.click('[data-tab="position"]');
  await page.fill('#position', '5');
  await page.click('#eval-form button');
  await page.waitForSelector('#eval-problems .problem');
  assert.ok(await page.locator('#verdict').isHidden());
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the link #rules=tkae 1..3&position=3 shows the mistake and no verdict', async () => {
  const page = await open(browser, `${server.url}#rules=tkae%201..3&position=3`);
  await page.waitForSelector('#eval-problems .problem');
  assert.match(await page.textContent('#eval-problems'), /tkae/);
  assert.ok(await page.locator('#verdict').isHidden());
  assert.notEqual(await page.inputValue('#game'), 'nim');
  assert.deepEqual(page.errors, []);
  await page.close();
});

// ---------------------------------------------------------------- links

/** The heaps on the board, as their labels read. */
const heapLabels = (page) => page.$$eval('#heaps .heap-label', (l) => l.map((x) => x.textContent));

test('a Share link made in play restores the position in play, and opens without the editor', async () => {
  const page = await open(browser, server.url, PHONE);
  // A game of the teacher's, so that the link carries the editor's text.
  await page.click('#editor-box summary');
  await page.fill('#editor', 'game lesson {\n    take 1..3\n}\n');
  await page.waitForSelector('#game option[value="lesson"]', { state: 'attached' });
  await page.selectOption('#game', 'lesson');
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', '5 6 7');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  await page.click('#heaps button.heap >> nth=0');
  await page.locator('#moves button.move').first().click();
  await page.waitForSelector('#log li:has-text("I play")');
  await page.waitForSelector('#turn:has-text("Your turn")');
  const board = await heapLabels(page);
  assert.notDeepEqual(board, ['Heap 1: 5', 'Heap 2: 6', 'Heap 3: 7']);
  const link = await shareLink(page);
  await page.close();

  const context = await browser.newContext({ viewport: PHONE });
  const fresh = await open(context, link, PHONE);
  await fresh.waitForSelector('#turn:has-text("Your turn")');
  assert.equal(await fresh.inputValue('#game'), 'lesson');
  assert.deepEqual(await heapLabels(fresh), board);
  // The student sees the game, not its source: the board is on the first screen.
  assert.equal(await fresh.$eval('#editor-box', (d) => d.open), false);
  const top = await fresh.$eval('#heaps', (h) => h.getBoundingClientRect().top);
  assert.ok(top < PHONE.height, `the board starts ${top}px down`);
  assert.deepEqual(fresh.errors, []);
  await context.close();
});

test('Copy copies the link and says so', async () => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await open(context, server.url);
  const link = await shareLink(page);
  await page.click('#share-copy');
  await page.waitForSelector('#share-status:has-text("Copied")');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), link);
  assert.deepEqual(page.errors, []);
  await context.close();
});

// ---------------------------------------------------------------- the page's own words and settings

/** Words that belong to the terminal, not to the page. */
function assertPageWords(text) {
  for (const word of [/grundy::/, /REPL/, /command line/, /docs\//, /--[a-z]/, /set max-/]) {
    assert.doesNotMatch(text, word, text);
  }
}

test('messages speak of the page: no REPL, command line, docs paths or error codes', async () => {
  const page = await open(browser, server.url);
  await page.click('#editor-box summary');
  await page.fill('#editor', 'game g {\n    tkae 1..3\n}\n');
  await page.waitForSelector('#editor-problems pre.diag:has-text("tkae")');
  assertPageWords(await page.textContent('#editor-problems'));
  // A rule word cut short, and a position cut short.
  await page.fill('#editor', 'game g {\n    take\n}\n');
  await page.waitForSelector('#editor-problems pre.diag:has-text("expected")');
  assertPageWords(await page.textContent('#editor-problems'));
  await page.click('[data-tab="position"]');
  await page.fill('#position', 'kayles(3');
  await page.click('#eval-form button');
  await page.waitForSelector('#eval-problems pre.diag');
  assertPageWords(await page.textContent('#eval-problems'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("a bound too large for a table says the page's own limit", async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  await page.fill('#to', '9007199254740991');
  await page.click('#table-form button');
  await page.waitForSelector('#table-problems pre.diag');
  const text = await page.textContent('#table-problems');
  assert.match(text, /the page computes at most 10000000 values/);
  assert.doesNotMatch(text, /18446744073709551615/);
  assertPageWords(text);
  await page.close();
});

test('the work limit is on the page, its refusal names it, and Stop keeps it', async () => {
  const page = await open(browser, server.url);
  await page.selectOption('#game', 'grundys_game');
  await page.waitForSelector('#table-heading:has-text("grundys_game")');
  await page.waitForSelector('#busy', { state: 'hidden' });
  // Over the default limit: refused at once, in the page's words.
  await page.fill('#to', '9000000');
  await page.click('#table-form button');
  await page.waitForSelector('#table-problems pre.diag:has-text("work limit under Settings")');
  assertPageWords(await page.textContent('#table-problems'));
  await page.click('#settings summary');
  // The engine's own limit, as a person writes it.
  assert.match(await page.inputValue('#work'), /^[1-9][0-9.]*(e[0-9]+)?$/);
  await page.fill('#work', '1e15');
  await page.click('#work-form button');
  await page.waitForSelector('#work-status:has-text("Set")');
  // Within the raised limit, the long table starts; Stop ends it.
  for (let i = 0; i < 2; i++) {
    await page.click('#table-form button');
    await page.waitForSelector('#busy:not([hidden])');
    await page.click('#stop');
    await page.waitForSelector('#table-problems:has-text("Stopped.")');
    // The fresh engine keeps the limit: the second round starts too.
    assert.equal(await page.inputValue('#work'), '1e15');
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Stop while the page loads keeps the whole list of games', async () => {
  const context = await browser.newContext();
  // The engine's first download waits until Stop is pressed.
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  let first = true;
  await context.route('**/grundy_web_bg.wasm', async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.continue();
  });
  const page = await context.newPage();
  page.setDefaultTimeout(Number(process.env.PATIENCE) || 120000);
  await page.goto(server.url);
  await page.waitForSelector('#busy:not([hidden])');
  await page.click('#stop');
  release();
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  const options = await page.$$eval('#game option', (os) => os.map((o) => o.value));
  for (const name of ['nim', 'kayles', 'my_game']) assert.ok(options.includes(name), `${name} in ${options}`);
  await context.close();
});

// ---------------------------------------------------------------- play

/** Starts a game of `game` from `heaps` on the Play tab. */
async function startPlay(page, game, heaps) {
  await page.selectOption('#game', game);
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', heaps);
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
}

test('moves name their heap, also once a heap is emptied and the others move up', async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'nim', '1 3 4');
  // Heap 2's moves are named by heap 2.
  await page.click('#heaps button.heap >> nth=1');
  const moves = await page.$$eval('#moves button.move', (b) => b.map((x) => x.textContent));
  assert.deepEqual(moves.map((m) => m.split(' (')[0]), ['heap 2: 3 -> 2', 'heap 2: 3 -> 1', 'heap 2: 3 -> 0']);
  // Heap 1 emptied: the log says which heap, and so does the computer.
  await page.click('#heaps button.heap >> nth=0');
  await page.click('#moves button.move >> nth=0');
  await page.waitForSelector('#log li:has-text("You play heap 1: 1 -> 0")');
  await page.waitForSelector('#log li:has-text("I play heap ")');
  const mine = await page.locator('#log li:has-text("I play")').first().textContent();
  assert.match(mine, /^I play heap [12]: \d+ -> \d+/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** The heaps the board shows, by their buttons' labels (`Heap 2: 5`). */
async function boardHeaps(page) {
  const labels = await page.$$eval('#heaps .heap-label', (l) => l.map((x) => x.textContent));
  return labels.map((l) => Number(l.split(': ')[1]));
}

test("the hint's winning moves name their heap as the board numbers them, also once a heap is emptied", async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'nim', '1 5 6');
  for (let turn = 0; turn < 2; turn++) {
    const heaps = await boardHeaps(page);
    // Nim's winning moves from the definition: heap h to h ^ x, when smaller.
    const x = heaps.reduce((a, h) => a ^ h, 0);
    const expected = heaps.flatMap((h, i) => ((h ^ x) < h ? [`heap ${i + 1}: ${h} -> ${h ^ x}`] : []));
    const said = await page.locator('#log li').count();
    await page.click('#hint');
    await page.waitForFunction((n) => document.querySelectorAll('#log li').length > n, said);
    const hint = await page.locator('#log li').first().textContent();
    const listed = hint
      .split('\n')
      .filter((l) => /^  heap \d+: /.test(l))
      .map((l) => l.trim().split(' (')[0]);
    assert.deepEqual(listed, expected, hint);
    assert.doesNotMatch(hint, /nim: /, hint);
    // Empty heap 1 (the others move up), then play on.
    await page.click('#heaps button.heap >> nth=0');
    await page.locator('#moves button.move').last().click();
    await page.waitForSelector('#log li:has-text("I play")');
    await page.waitForSelector('#turn:has-text("Your turn"), #turn.over');
    if ((await page.locator('#turn.over').count()) > 0) break;
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("help in the Commands tab speaks of the page's controls, not a terminal's", async () => {
  const page = await open(browser, server.url);
  await page.click('[data-tab="console"]');
  // Each topic with words only its answer has (the answers follow one another).
  const answers = [
    ['help', 'Topics:'],
    ['help keys', 'foot of the page'],
    ['help files', 'on one line'],
    ['help play', 'Or type a move'],
    ['help rules', 'A game is defined by rules'],
  ];
  for (const [topic, words] of answers) {
    await page.fill('#console-input', topic);
    await page.click('#console-form button');
    await page.waitForFunction((w) => document.querySelector('#console-out').textContent.includes(w), words);
    const text = await page.textContent('#console-out');
    for (const terminal of ['Ctrl-', 'REPL', 'load FILE', 'docs/', 'terminal', 'quit']) {
      assert.ok(!text.includes(terminal), `${topic}: ${terminal} in\n${text}`);
    }
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('changing the game mid-play starts the board again under the new rules', async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'nim', '3 4');
  await page.click('#heaps button.heap >> nth=0');
  await page.click('#moves button.move >> nth=0');
  await page.waitForSelector('#log li:has-text("You play")');
  await page.waitForSelector('#turn:has-text("Your turn")');
  await page.selectOption('#game', 'kayles');
  // Kayles from 3 4: a fresh board whose moves split heaps.
  await page.waitForFunction(() => !document.querySelector('#log').textContent.includes('You play'));
  await page.waitForSelector('#turn:has-text("Your turn")');
  assert.deepEqual(await page.$$eval('#heaps .heap-label', (l) => l.map((x) => x.textContent)), ['Heap 1: 3', 'Heap 2: 4']);
  await page.click('#heaps button.heap >> nth=1');
  await page.waitForSelector('#moves button.move:has-text("4 -> 1 + 1")');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a move made from the keyboard keeps the focus on the board', async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'nim', '3 4 5');
  await page.focus('#heaps button.heap >> nth=2');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#moves button.move');
  assert.equal(await page.evaluate(() => document.activeElement.className), 'move');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#log li:has-text("I play")');
  await page.waitForSelector('#turn:has-text("Your turn")');
  assert.ok(await page.evaluate(() => document.querySelector('#board').contains(document.activeElement)));
  // And on: another heap, another move, all from the keyboard.
  assert.match(await page.evaluate(() => document.activeElement.className), /heap/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test("on a phone Wythoff's heaps each keep their tokens on one line", async () => {
  const page = await open(browser, server.url, PHONE);
  await startPlay(page, 'wythoff', 'wythoff(4, 6) + nim(3)');
  const rows = await page.$$eval('#heaps .heap .tokens', (all) =>
    all.map((r) => new Set([...r.querySelectorAll('.token')].map((t) => Math.round(t.getBoundingClientRect().top))).size),
  );
  assert.deepEqual(rows, [1, 1, 1]);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('who should win is said only when asked, or at the start when the teacher sets it', async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'nim', '3 4 5');
  assert.doesNotMatch(await page.textContent('#board'), /XOR/);
  await page.click('#who-wins');
  // 3 ^ 4 ^ 5 = 2: the player to move wins.
  await page.waitForSelector('#log li:has-text("XOR is 2")');
  await page.close();

  const teacher = await open(browser, server.url);
  await teacher.click('#settings summary');
  await teacher.check('#tell');
  await startPlay(teacher, 'nim', '1 2 3');
  await teacher.waitForSelector('#log li:has-text("XOR is 0")');
  // The setting travels in a Share link.
  const link = await shareLink(teacher);
  await teacher.close();
  const student = await open(browser, link);
  assert.equal(await student.isChecked('#tell'), true);
  await student.close();
});

// ---------------------------------------------------------------- the table, the plot and the tabs

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a, b) {
  const luminance = (rgb) => {
    const [r, g, bl] = rgb.match(/\d+/g).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('P cells and verdicts are readable: contrast at least 4.5:1', async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table td.p-cell');
  const cell = await page.$eval('#values-table td.p-cell', (td) => [getComputedStyle(td).color, getComputedStyle(td).backgroundColor]);
  assert.ok(contrast(...cell) >= 4.5, `P cell ${cell}: ${contrast(...cell).toFixed(2)}`);
  await page.click('[data-tab="position"]');
  for (const position of ['3 4 5', '1 2 3']) {
    await page.fill('#position', position);
    await page.click('#eval-form button');
    await page.waitForSelector(`#eval-text:has-text("${position.split(' ').join(', ')}")`, { state: 'attached' });
    const colours = await page.$eval('#outcome', (p) => [getComputedStyle(p).color, getComputedStyle(p).backgroundColor]);
    assert.ok(contrast(...colours) >= 4.5, `${position}: ${colours}: ${contrast(...colours).toFixed(2)}`);
  }
  await page.close();
});

test('a blank, negative or fractional bound gets a message, not a silent table', async () => {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  for (const [bound, words] of [['', 'Write the last heap'], ['-5', 'whole number'], ['3.5', 'whole number']]) {
    await page.fill('#to', bound);
    await page.click('#table-form button');
    await page.waitForSelector(`#table-problems:has-text("${words}")`);
    assert.equal(await page.locator('#values-table').count(), 0, bound);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the tabs follow the ARIA tab pattern: panels named, arrow keys, Home and End', async () => {
  const page = await open(browser, server.url);
  const tabs = await page.$$eval('[role="tab"]', (all) => all.map((t) => [t.id, t.getAttribute('aria-controls'), t.tabIndex]));
  assert.equal(tabs.length, 5);
  for (const [id, panel, index] of tabs) {
    assert.ok(panel, `${id} controls a panel`);
    assert.equal(await page.getAttribute(`#${panel}`, 'role'), 'tabpanel');
    assert.equal(await page.getAttribute(`#${panel}`, 'aria-labelledby'), id);
    assert.equal(index, id === 'tab-button-values' ? 0 : -1, id);
  }
  await page.focus('#tab-button-values');
  const selected = () => page.$eval('[aria-selected="true"]', (t) => t.id);
  const focused = () => page.evaluate(() => document.activeElement.id);
  await page.keyboard.press('ArrowRight');
  assert.equal(await selected(), 'tab-button-position');
  assert.equal(await focused(), 'tab-button-position');
  assert.ok(await page.locator('#tab-position').isVisible());
  await page.keyboard.press('End');
  assert.equal(await selected(), 'tab-button-console');
  await page.keyboard.press('ArrowRight');
  assert.equal(await selected(), 'tab-button-values');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await focused(), 'tab-button-console');
  await page.keyboard.press('Home');
  assert.equal(await selected(), 'tab-button-values');
  assert.deepEqual(page.errors, []);
  await page.close();
});

/** The plot's SVG text. */
const plotSvg = (page) => page.$eval('#plot', (img) => fetch(img.src).then((r) => r.text()));

test('a large plot keeps a red mark wherever a heap is a P-position', async () => {
  // The test reads the picture's blob: the page's own policy allows no fetch.
  const context = await browser.newContext({ bypassCSP: true });
  const page = await open(context, server.url);
  // take 1, 3 or 4: P-positions at 0 and 2 mod 7, not in every column.
  await page.click('#editor-box summary');
  await page.fill('#editor', 'game lesson {\n    take 1, 3, 4\n}\n');
  await page.waitForSelector('#game option[value="lesson"]', { state: 'attached' });
  await page.selectOption('#game', 'lesson');
  await page.waitForSelector('#table-heading:has-text("lesson")');
  await page.fill('#to', '3000');
  await page.click('#table-form button');
  await page.waitForSelector('#table-heading:has-text("0..3000")');
  await page.waitForSelector('#plot-box:not([hidden])');
  const svg = await plotSvg(page);
  // The axis runs from x0 to x1; heap n is drawn in column round(n / 3000 * (x1 - x0)).
  const [, x0, x1] = svg.match(/<path d="M([\d.]+) [\d.]+ V[\d.]+ H([\d.]+)"/).map(Number);
  const marks = new Set([...(svg.match(/class="zeros" d="([^"]*)"/)?.[1] ?? '').matchAll(/M(\d+) /g)].map((m) => Number(m[1])));
  const zeros = subtraction([1, 3, 4], 3001).flatMap((g, n) => (g === 0 ? [n] : []));
  const want = new Set(zeros.map((n) => x0 + Math.round((n / 3000) * (x1 - x0))));
  // Some columns hold no P-position: the marks tell them apart.
  assert.ok(want.size > 100 && want.size < x1 - x0 + 1, `${want.size}`);
  assert.deepEqual([...marks].sort((a, b) => a - b), [...want].sort((a, b) => a - b));
  await context.close();
});

test('on a phone the plot is tall enough and its numbers readable', async () => {
  const page = await open(browser, server.url, PHONE);
  await page.waitForSelector('#plot-box:not([hidden])');
  await page.waitForFunction(() => document.querySelector('#plot').naturalWidth > 0);
  const size = await page.$eval('#plot', (img) => ({ width: img.clientWidth, height: img.clientHeight, natural: img.naturalWidth }));
  assert.ok(size.height >= 240, `${size.width} x ${size.height}`);
  // The SVG's 16-unit numbers, at the size the phone shows them.
  assert.ok((16 * size.width) / size.natural >= 12, `${JSON.stringify(size)}`);
  await page.close();
});

// ---------------------------------------------------------------- the browser's storage

test('a game typed in the editor is still there after a reload', async () => {
  const context = await browser.newContext();
  const page = await open(context, server.url);
  await page.click('#editor-box summary');
  const text = 'game lesson {\n    title "Our lesson"\n    take 1, 3, 4\n}\n';
  await page.fill('#editor', text);
  await page.waitForFunction(() => document.querySelector('#game').value === 'lesson');
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  assert.equal(await page.inputValue('#editor'), text);
  assert.equal(await page.inputValue('#game'), 'lesson');
  assert.deepEqual(await tableOf(page, 'lesson'), subtraction([1, 3, 4], 30));
  // A link's game is shown instead, and does not replace the one kept.
  const link = await open(context, `${server.url}#rules=take%201..2&position=4`);
  await link.waitForSelector('#verdict:not([hidden])');
  await link.close();
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  assert.equal(await page.inputValue('#editor'), text);
  // Storage that holds something else is ignored.
  await page.evaluate(() => localStorage.setItem('grundy.editor', '{"text": 42}'));
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  assert.match(await page.inputValue('#editor'), /game my_game/);
  assert.deepEqual(page.errors, []);
  await context.close();
});
