// The engine's thread: the page's WebAssembly runs here, so that a long
// computation never freezes the page. One request at a time:
// {ready: true} once the engine is loaded; {id, op, args} in; {id,
// progress: [done, total]} now and then, then {id, result} or {id, error}.
// The first message is {module}: the engine compiled by the page
// (engine.js), or null, and the worker then fetches it itself.
import init, { Page } from './pkg/grundy_web.js';

let page = null;
let given;
const module = new Promise((resolve) => {
  given = resolve;
});
const ready = module.then((compiled) => init(compiled ? { module_or_path: compiled } : undefined)).then(() => {
  page = new Page();
  // The page says the engine is loading until now.
  self.postMessage({ ready: true });
});

const ops = {
  games: () => page.builtin_games(),
  define: (text) => page.define(text),
  table: (game, to, play, narrow, fit, progress) => page.table(game, to, play, narrow, fit, progress),
  boardTable: (game, rows, to, play, narrow, fit, progress) => page.board_table(game, rows, to, play, narrow, fit, progress),
  evaluate: (text, current, play) => page.evaluate(text, current, play),
  period: (game, progress) => page.period(game, progress),
  stats: (game, to, progress) => page.stats(game, to, progress),
  run: (line) => page.run(line),
  why: (text, current, play) => page.why(text, current, play),
  tree: (text, current, play) => page.tree(text, current, play),
  playStart: (text, current, play, computerFirst, seed, level) => page.play_start(text, current, play, computerFirst, seed, level),
  playInput: (input) => page.play_input(input),
  playReply: () => page.play_reply(),
  playJoin: (a, b) => page.play_join(a, b),
  setWork: (count) => page.set_work(count),
  restoreLimits: (work, memory) => page.restore_limits(work, memory),
};

self.onmessage = async (event) => {
  if ('module' in event.data) {
    given(event.data.module);
    return;
  }
  const { id, op, args } = event.data;
  try {
    await ready;
    let last = 0;
    const progress = (done, total) => {
      const now = performance.now();
      if (now - last > 100) {
        last = now;
        self.postMessage({ id, progress: [done, total] });
      }
    };
    const run = ops[op];
    if (!run) throw new Error(`unknown request ${op}`);
    const text = run(...args, progress);
    self.postMessage({ id, result: JSON.parse(text) });
  } catch (error) {
    self.postMessage({ id, error: String(error) });
  }
};
