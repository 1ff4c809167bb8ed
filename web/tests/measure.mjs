// Figures for the report (not a test; times depend on the machine):
// time to the first table, and tables of Kayles and Grundy's game to 10^5
// in the page. node tests/measure.mjs
import { launch, open, serve } from './browser.js';

const server = await serve();
const browser = await launch();
try {
  const page = await open(browser, server.url);
  await page.waitForSelector('#values-table');
  const first = await page.evaluate(() => performance.now());
  console.log(`first table shown ${first.toFixed(0)} ms after navigation`);
  for (const game of ['kayles', 'grundys_game']) {
    await page.fill('#to', '29');
    await page.selectOption('#game', game);
    await page.waitForSelector('#table-heading:has-text("g(0..29)")');
    await page.fill('#to', '100000');
    const ms = await page.evaluate(async () => {
      const start = performance.now();
      document.querySelector('#table-form button').click();
      for (;;) {
        await new Promise((r) => setTimeout(r, 20));
        if (document.querySelector('#table-heading').textContent.includes('g(0..100000)')) break;
      }
      return performance.now() - start;
    });
    console.log(`${game} g(0..100000): ${ms.toFixed(0)} ms in the page`);
  }
} finally {
  await browser.close();
  server.close();
}
