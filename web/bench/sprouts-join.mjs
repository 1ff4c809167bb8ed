// How long the page's two-click join of Sprouts takes (issue 41): the
// engine of web/dist (the release build the page loads) run in Node, a
// game of n spots started as the page starts it, then `play_join` (what
// the page asks after the second click) for every pair of spots of the
// start, each timed in CPU time of this process (user + sys) and wall
// time. Not a test: times depend on the machine.
// Run after build.sh: node bench/sprouts-join.mjs [n ...] (default 5 6)
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
