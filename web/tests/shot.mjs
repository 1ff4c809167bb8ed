// Screenshots of the page at phone and desktop widths, for a person to look
// at: node tests/shot.mjs OUTDIR [FRAGMENT]
import { launch, open, serve } from './browser.js';

const out = process.argv[2] || '/tmp';
const fragment = process.argv[3] || '';
const server = await serve();
const browser = await launch();
try {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
    const page = await open(browser, server.url + fragment, viewport);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
    if (page.errors.length) console.log(name, page.errors);
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
