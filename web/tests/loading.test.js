// How the page loads (issue 39, item 6): the engine is sent compressed to
// a browser that accepts it, as build.sh writes the copies and a server
// with `gzip_static` sends them; it is fetched once, from the start (a
// preload), compiled by the page and handed to the engine's worker; and
// the page answers with it. Bytes are
// counted, never time: the time on an emulated 4G phone is measured by
// bench/first-answer.mjs, whose figures the notes report.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { readFileSync, statSync } from 'node:fs';
import { launch, serve, PATIENCE } from './browser.js';

const WASM = fileURLToPath(new URL('../dist/pkg/grundy_web_bg.wasm', import.meta.url));

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

test('build.sh writes compressed copies of the engine that decompress to it byte for byte', () => {
  const raw = readFileSync(WASM);
  assert.ok(gunzipSync(readFileSync(`${WASM}.gz`)).equals(raw), 'the gzip copy differs');
  // Brotli is written where Node is installed, as it is for these tests.
  assert.ok(brotliDecompressSync(readFileSync(`${WASM}.br`)).equals(raw), 'the brotli copy differs');
});

test('the engine reaches the page compressed, under half its size, and the page answers with it', async () => {
  const raw = statSync(WASM).size;
  const context = await browser.newContext();
  const page = await context.newPage();
  page.setDefaultTimeout(PATIENCE);
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  const asked = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.wasm')) asked.push(request.url());
  });
  const fetched = page.waitForResponse((response) => response.url().endsWith('.wasm'));
  await page.goto(server.url);
  const wasm = await fetched;
  await page.waitForSelector('#values-table');
  // Fetched once: index.html's preload is the response the page compiles
  // (a preload that did not match would be fetched a second time).
  assert.equal(asked.length, 1, asked.join(', '));
  const encoding = (await wasm.allHeaders())['content-encoding'];
  assert.ok(['br', 'gzip'].includes(encoding), `sent as ${encoding ?? 'it is'}`);
  const { responseBodySize } = await wasm.request().sizes();
  assert.ok(responseBodySize > 0 && responseBodySize < raw / 2, `${responseBodySize} bytes sent of ${raw}`);
  assert.deepEqual(errors, []);
  await context.close();
});
