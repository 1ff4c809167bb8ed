// Screenshots of the page at phone and desktop widths, for a person to look
// at (not a test): node tests/shot.mjs OUTDIR [SCENE,SCENE...]
import { launch, open, serve } from './browser.js';

const out = process.argv[2] || '/tmp';
const only = process.argv[3]?.split(',');
const scenes = {
  values: async () => {},
  loading: async () => {},
  typo: async (page) => {
    await page.click('#editor-box summary');
    await page.fill('#editor', 'game lesson {\n    title "Our lesson"\n    tkae 1..3\n}\n');
    await page.waitForSelector('#editor-problems .problem');
  },
  verdict: async (page) => {
    await page.click('[data-tab="position"]');
    await page.fill('#position', 'kayles(3) + nim(4, 5)');
    await page.click('#eval-form button');
    await page.waitForSelector('#verdict:not([hidden])');
  },
  compound: async (page) => {
    await page.click('[data-tab="position"]');
    await page.fill('#position', 'kayles(5) && nim(3)');
    await page.click('#eval-form button');
    await page.waitForSelector('#verdict:not([hidden]) #compound-line:not([hidden])');
  },
  hint: async (page) => {
    await page.selectOption('#game', 'nim');
    await page.click('[data-tab="play"]');
    await page.fill('#play-position', '1 5 6');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
    await page.click('#hint');
    await page.waitForSelector('#log li:has-text("heap 3")');
  },
  hackenbush: async (page) => {
    await page.selectOption('#game', 'hackenbush');
    await page.click('[data-tab="play"]');
    await page.fill('#play-position', 'hackenbush(complete(6))');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
  },
  'sprouts-values': async (page) => {
    await page.selectOption('#game', 'sprouts');
    await page.waitForSelector('text=The table stops at');
  },
  sprouts: async (page) => {
    await page.selectOption('#game', 'sprouts');
    await page.click('[data-tab="play"]');
    await page.fill('#play-position', 'sprouts(5)');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
  },
  play: async (page) => {
    await page.selectOption('#game', 'kayles');
    await page.click('[data-tab="play"]');
    await page.fill('#play-position', '5 7');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
    await page.click('#heaps button.heap >> nth=1');
    await page.waitForSelector('#moves button.move');
  },
  graph: async (page) => {
    await page.selectOption('#game', 'node_kayles');
    await page.click('[data-tab="play"]');
    await page.fill('#play-position', 'node_kayles(grid(3, 4)) + node_kayles("1-2 2-3 3-1 3-4 4-5")');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
    await page.click('#heaps [data-vertex="6"] >> nth=0');
    await page.waitForSelector('#log li:has-text("I play")');
  },
  coins: async (page) => {
    await page.selectOption('#game', 'mock_turtles');
    await page.click('[data-tab="play"]');
    await page.fill('#play-position', 'mock_turtles("THHTHTTHTTTH")');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
    await page.click('#heaps button.coin[data-coin="9"]');
    await page.click('#heaps button.coin[data-coin="12"]');
    await page.click('#heaps button.turn-over');
    await page.waitForSelector('#log li:has-text("I play")');
    await page.click('#heaps button.coin[data-coin="1"]');
    await page.click('#heaps button.coin[data-coin="2"]');
    await page.click('#heaps button.coin[data-coin="4"]');
    await page.click('#heaps button.coin[data-coin="8"]');
    await page.click('#heaps button.turn-over');
    await page.waitForSelector('#heaps .coin-note');
  },
  corners: async (page) => {
    await page.selectOption('#game', 'turning_corners');
    await page.click('[data-tab="play"]');
    await page.fill('#play-position', 'turning_corners("H..../..H../....H/.H...")');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
    await page.click('#heaps button.coin[data-coin="(2, 1)"]');
    await page.click('#heaps button.coin[data-coin="(4, 2)"]');
  },
  'misere-values': async (page) => {
    await page.selectOption('#game', 'kayles');
    await page.check('#misere-values');
    await page.waitForSelector('#values-table.misere');
  },
  'misere-play': async (page) => {
    await page.selectOption('#game', 'nim');
    await page.click('[data-tab="play"]');
    await page.check('#misere-play');
    await page.fill('#play-position', '1 2 3');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
  },
  'wythoff-values': async (page) => {
    await page.selectOption('#game', 'wythoff');
    await page.waitForSelector('#values-table.square');
  },
  'moore-values': async (page) => {
    await page.selectOption('#game', 'moore2');
    await page.fill('#to', '2');
    await page.click('#table-form button');
    await page.waitForSelector('pre#values-table');
  },
  'wythoff-misere': async (page) => {
    await page.selectOption('#game', 'wythoff');
    await page.fill('#to', '6');
    await page.check('#misere-values');
    await page.waitForSelector('#values-table.square.misere');
  },
  'moore-misere': async (page) => {
    await page.selectOption('#game', 'moore2');
    await page.fill('#to', '1');
    await page.check('#misere-values');
    await page.waitForSelector('pre#values-table:has-text("genus")');
  },
  'wythoff-play': async (page) => {
    await page.selectOption('#game', 'wythoff');
    await page.click('[data-tab="play"]');
    await page.fill('#play-position', 'wythoff(4, 6) + nim(3)');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
  },
};
Object.assign(scenes, {
  broken: async (page) => {
    await page.click('#editor-box summary');
    await page.fill('#editor', 'game lesson {\n    take 1, 3, 4\n');
    await page.waitForSelector('#table-problems .problem, #editor-problems .problem');
  },
  'link-broken': async () => {},
  settings: async (page) => {
    await page.click('#settings summary');
    await page.fill('#to', '9000000');
    await page.selectOption('#game', 'grundys_game');
    await page.waitForSelector('#table-problems .problem');
  },
  share: async (page) => {
    await page.selectOption('#game', 'nim');
    await page.click('[data-tab="play"]');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
    await page.click('#who-wins');
    await page.click('#share');
    await page.waitForSelector('#share-box:not([hidden])');
  },
  'plot-large': async (page) => {
    await page.fill('#to', '100000');
    await page.click('#table-form button');
    await page.waitForSelector('#table-heading:has-text("0..100000")');
  },
  bound: async (page) => {
    await page.fill('#to', '3.5');
    await page.click('#table-form button');
    await page.waitForSelector('#table-problems .problem-head');
  },
  period: async (page) => {
    await page.click('[data-tab="period"]');
    await page.click('#period-go');
    await page.waitForSelector('#period-text:not(:empty)');
  },
  commands: async (page) => {
    await page.click('[data-tab="console"]');
    await page.fill('#console-input', 'help');
    await page.click('#console-form button');
    await page.waitForSelector('#console-out:not(:empty)');
  },
});
Object.assign(scenes, {
  cram: async (page) => {
    await page.selectOption('#game', 'cram');
    await page.click('[data-tab="play"]');
    await page.fill('#play-position', 'cram(4, 7)');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
    await page.click('[data-square="c2"]');
    await page.click('[data-square="d2"]');
    await page.waitForSelector('#log li:has-text("I play")');
    await page.click('[data-square="f3"]');
  },
  chomp: async (page) => {
    await page.selectOption('#game', 'chomp');
    await page.click('[data-tab="play"]');
    await page.fill('#play-position', 'chomp(7, 5, 5, 3)');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
    await page.click('[data-square="e2"]');
    await page.waitForSelector('#log li:has-text("I play")');
    // What a click on b3 would eat (the focus shows it as a hover does).
    await page.focus('[data-square="b3"]');
  },
});
Object.assign(scenes, {
  // A newcomer picks a board game and looks at its values, then plays it
  // from what the boxes hold.
  'cram-values': async (page) => {
    await page.selectOption('#game', 'cram');
    await page.waitForSelector('#table-heading:has-text("4 x n"), #table-problems .problem');
  },
  'chomp-values': async (page) => {
    await page.selectOption('#game', 'chomp');
    await page.waitForSelector('#table-heading:has-text("4 x n"), #table-problems .problem');
  },
  'cram-verdict': async (page) => {
    await page.selectOption('#game', 'cram');
    await page.click('[data-tab="position"]');
    await page.click('#eval-form button');
    await page.waitForSelector('#verdict:not([hidden]), #eval-problems .problem');
  },
  'cram-end': async (page) => {
    await page.selectOption('#game', 'cram');
    await page.click('[data-tab="play"]');
    await page.fill('#play-position', 'cram(1, 2)');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
    await page.click('[data-square="a1"]');
    await page.click('[data-square="b1"]');
    await page.waitForSelector('#turn.over');
  },
  'chomp-period': async (page) => {
    await page.selectOption('#game', 'chomp');
    await page.click('[data-tab="period"]');
    await page.click('#period-go');
    await page.waitForSelector('#period-text:not(:empty), #period-problems .problem');
  },
  // A teacher's own board game, typed in the editor.
  'own-board': async (page) => {
    await page.click('#editor-box summary');
    await page.fill('#editor', 'game corners {\n    title "L corners"\n    place an L tromino\n}\n');
    await page.waitForSelector('#table-heading:has-text("x n"), #table-problems .problem');
  },
  'own-board-play': async (page) => {
    await page.click('#editor-box summary');
    await page.fill('#editor', 'game corners {\n    title "L corners"\n    place an L tromino\n}\n');
    await page.waitForSelector('#table-heading:has-text("x n"), #table-problems .problem');
    await page.click('[data-tab="play"]');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
    await page.click('[data-square="b2"]');
  },
  'cram-start': async (page) => {
    await page.selectOption('#game', 'cram');
    await page.click('[data-tab="play"]');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:not(:empty), #play-problems .problem');
  },
});
Object.assign(scenes, {
  // Issue 39's friction: bare rules in the editor, curly quotes, commas,
  // each kind's example, its moves in its words, the page's own controls.
  'bare-rules': async (page) => {
    await page.click('#editor-box summary');
    await page.fill('#editor', 'take 1, 3, 4');
    await page.waitForSelector('#table-heading:has-text("rules")');
  },
  curly: async (page) => {
    await page.click('[data-tab="position"]');
    await page.fill('#position', 'node_kayles(“1-2 2-3”) + 3,4');
    await page.click('#eval-form button');
    await page.waitForSelector('#verdict:not([hidden]), #eval-problems .problem');
  },
  commas: async (page) => {
    await page.click('[data-tab="position"]');
    await page.fill('#position', '3,4,5');
    await page.click('#eval-form button');
    await page.waitForSelector('#verdict:not([hidden])');
  },
  'token-example': async (page) => {
    await page.click('[data-tab="position"]');
  },
  'token-play': async (page) => {
    await page.click('[data-tab="play"]');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
  },
  'graph-example': async (page) => {
    await page.selectOption('#game', 'node_kayles');
    await page.click('[data-tab="position"]');
  },
  'graph-turn': async (page) => {
    await page.selectOption('#game', 'node_kayles');
    await page.click('[data-tab="play"]');
    await page.click('#play-form button');
    await page.waitForSelector('#turn:has-text("Your turn")');
  },
  'expect-wrong': async (page) => {
    await page.click('#editor-box summary');
    await page.fill('#editor', 'game lesson {\n    take 1, 3, 4\n    expect 0..2: 0 1 1\n}\n');
    await page.waitForSelector('#editor-problems .problem');
  },
});
const links = {
  'link-broken': '#rules=tkae%201..3&position=3',
  'token-example': `#rules=${encodeURIComponent('e ->; a -> b, e; b -> e')}`,
  'token-play': `#rules=${encodeURIComponent('e ->; a -> b, e; b -> e')}`,
};
const server = await serve();
const browser = await launch();
try {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
    for (const [scene, act] of Object.entries(scenes)) {
      if (only && !only.includes(scene)) continue;
      if (scene === 'loading') {
        // The engine held back: the words while it loads.
        const context = await browser.newContext({ viewport });
        let release;
        const held = new Promise((resolve) => { release = resolve; });
        await context.route('**/*.wasm', async (route) => { await held; await route.continue(); });
        const page = await context.newPage();
        await page.goto(server.url);
        await page.waitForSelector('#busy-text:has-text("Loading the engine")');
        await page.screenshot({ path: `${out}/${scene}-${name}.png`, fullPage: true });
        release();
        await context.close();
        continue;
      }
      const page = await open(browser, server.url + (links[scene] || ''), viewport);
      if (!links[scene]) await page.waitForSelector('#values-table');
      await act(page);
      await page.screenshot({ path: `${out}/${scene}-${name}.png`, fullPage: true });
      if (page.errors.length) console.log(scene, name, page.errors);
      await page.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}
