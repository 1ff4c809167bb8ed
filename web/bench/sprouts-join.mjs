// How long the page's two-click join of Sprouts takes (issue 41): the
// engine of web/dist (the release build the page loads) run in Node, a
// game of n spots started as the page starts it, then `play_join` (what
// the page asks after the second click) for every pair of spots of the
// start, each timed in CPU time of this process (user + sys) and wall
// time. Not a test: times depend on the machine.
// Run after build.sh: node bench/sprouts-join.mjs [n ...] (default 5 6)
//
// Measured 2026-11-30, commit 9dc5803, `node bench/sprouts-join.mjs 5 6 7`,
// three runs at load 1.5 to 1.7 (within 10% of each other, but the slowest
// join, 0.55 to 0.72 s at 7 spots): CPU per join, median 17, 33 and 74 ms
// for 5, 6 and 7 spots; the slowest (a loop, routed round the 4 to 6 other
// spots) 0.2, 0.2 and 0.55 to 0.72 s. Routing the curves is nearly all of
// it: the list of moves the ways are matched against takes under 0.1 ms
// at each of these starts (timed in a debug-profile test, not kept: 47,
// 62 and 94 µs, against 0.19, 0.68 and 1.9 s for routing the loop there).
// Random games of 6 and 7 spots (three each, every move a route at random)
// were drawn to their end; about 1% of the library's moves met on the way
// had no route (0, 4, 2 of 278, 199, 210 at 6 spots; 3, 0, 5 of 364, 259,
// 271 at 7): such a move, the computer's, is drawn as rows from then on.
// Late in a game of 6 or 7 spots the spots crowd at 390 px: labels overlap.
import { readFileSync } from 'node:fs';
import { initSync, Page } from '../dist/pkg/grundy_web.js';

initSync({ module: readFileSync(new URL('../dist/pkg/grundy_web_bg.wasm', import.meta.url)) });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const counts = process.argv.slice(2).map(Number);
for (const n of counts.length ? counts : [5, 6]) {
  const page = new Page();
  const started = JSON.parse(page.play_start(`sprouts(${n})`, '', 'normal', false, 1, ''));
  if (!started.sketch) {
    console.log(`sprouts(${n}): not drawn (${started.heaps?.[0]?.caption || JSON.stringify(started.problems)})`);
    continue;
  }
  const [times, walls] = [[], []];
  let ways = 0;
  for (let a = 1; a <= n; a++) {
    for (let b = a; b <= n; b++) {
      const [c0, w0] = [cpu(), performance.now()];
      const answer = JSON.parse(page.play_join(a, b));
      times.push(cpu() - c0);
      walls.push(performance.now() - w0);
      ways += answer.ways.length;
    }
  }
  console.log(`sprouts(${n}): ${times.length} joins, ${ways} ways; CPU per join median ${median(times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms; wall median ${median(walls).toFixed(1)} ms, max ${Math.max(...walls).toFixed(1)} ms`);
}
