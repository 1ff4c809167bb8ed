// How long a phone on 4G waits for the page's first answer (issue 39,
// item 6): the page is opened in a fresh browser with the network of
// WebPageTest's "4G" profile emulated (9 Mbps down, 170 ms round trip) and
// the time until the first table of values is shown is measured, with the
// engine sent compressed and as it is. `CPU=4` also slows the processor
// four times, as Lighthouse emulates a mid-range phone.
// Run after build.sh: node bench/first-answer.mjs [runs]
import { launch, serve } from '../tests/browser.js';

const RUNS = Number(process.argv[2]) || 3;
const CPU = Number(process.env.CPU) || 1;
const FOUR_G = { offline: false, latency: 170, downloadThroughput: (9e6 / 8), uploadThroughput: (9e6 / 8) };

async function once(browser, url) {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FOUR_G);
  if (CPU > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
  const start = Date.now();
  await page.goto(url);
  await page.waitForSelector('#values-table');
  const ms = Date.now() - start;
  await context.close();
  return ms;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await launch();
for (const compress of [true, false]) {
  const server = await serve({ compress });
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push(await once(browser, server.url));
  server.close();
  console.log(`${compress ? 'compressed  ' : 'uncompressed'}  first answer in ${(median(times) / 1000).toFixed(2)} s (median of ${RUNS}: ${times.join(', ')} ms; CPU slowed ${CPU}x)`);
}
await browser.close();
