// What the browser tests share: a tiny static server for web/dist and a
// headless Debian Chromium driven by playwright-core.
import { createServer } from 'node:http';
import { access, readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
};

/**
 * The precompressed copy of `file` that build.sh wrote and the browser
 * accepts (brotli, then gzip), as a server with `gzip_static` sends it:
 * [path, encoding], or [file, null] for the file itself.
 */
async function encoded(file, accepted) {
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (!accepted.includes(encoding)) continue;
    try {
      await access(`${file}${suffix}`);
      return [`${file}${suffix}`, encoding];
    } catch {
      // Not written: the next encoding, or the file itself.
    }
  }
  return [file, null];
}

/**
 * Serves web/dist on a free port; resolves to {url, close}. Compressed
 * copies are sent to a browser that accepts them, unless `compress` is
 * false (to measure what compression saves).
 */
export function serve({ compress = true } = {}) {
  const server = createServer(async (request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname));
    const file = join(DIST, path.endsWith('/') ? `${path}index.html` : path);
    if (!file.startsWith(DIST)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const accepted = compress ? String(request.headers['accept-encoding'] ?? '') : '';
      const [sent, encoding] = await encoded(file, accepted);
      const body = await readFile(sent);
      const headers = { 'content-type': TYPES[extname(file)] || 'application/octet-stream', vary: 'accept-encoding' };
      if (encoding) headers['content-encoding'] = encoding;
      response.writeHead(200, headers);
      response.end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}/index.html`, close: () => server.close() });
    });
  });
}

/** Chromium with a fresh profile (playwright makes a new one each launch). */
export async function launch() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Generous: the machine may be busy with builds; nothing waits on a clock.
 * PATIENCE=10000 in the environment makes a failing test fail sooner.
 */
export const PATIENCE = Number(process.env.PATIENCE) || 120000;

/** A new page at `url`, with the engine ready. Fails on a page error. */
export async function open(browser, url, viewport = { width: 1280, height: 800 }) {
  const page = await browser.newPage({ viewport });
  page.setDefaultTimeout(PATIENCE);
  page.errors = [];
  page.on('pageerror', (error) => page.errors.push(String(error)));
  // A script or resource the page's policy refuses, or any error logged.
  page.on('console', (message) => {
    if (message.type() === 'error') page.errors.push(`console: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    page.errors.push(`dialog: ${dialog.message()}`);
    dialog.dismiss();
  });
  await page.goto(url);
  await page.waitForSelector('body[data-ready="true"]', { state: 'attached' });
  return page;
}

/** Starts a game of `game` from `position` in Play, the student first. */
export async function startPlay(page, game, position) {
  await page.selectOption('#game', game);
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', position);
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
}
