// Green Hackenbush on the page (headless Chromium), as a newcomer found it
// (issue 41): complete(6) was drawn with its vertices on one line and its
// edges on top of each other, the ground as a vertex labelled "groun", a
// flower's petals cut off at the edge of the drawing, and the list of
// moves in Play said why each winning cut wins before any hint. The
// drawing is measured here by geometry on what the browser drew (its
// bounding boxes), at a phone's width and a desktop's.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, serve, startPlay } from './browser.js';

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

/**
 * What the browser drew, in the drawing's own units: the view box, each
 * vertex (its label, centre and radius), each edge's box (the box of the
 * curve, a petal's included), the ground line, and the pairs of straight
 * edges' ends, to measure how near each vertex an edge runs.
 */
function measure(page) {
  return page.$eval('#heaps svg.graph', (svg) => {
    const [x, y, width, height] = svg.getAttribute('viewBox').split(/\s+/).map(Number);
    const vertices = [...svg.querySelectorAll('g.vertex')].map((g) => {
      const c = g.querySelector('circle:not(.hit)');
      return { label: g.dataset.vertex, x: Number(c.getAttribute('cx')), y: Number(c.getAttribute('cy')), r: Number(c.getAttribute('r')) };
    });
    const edges = [...svg.querySelectorAll('g.edge .stroke')].map((s) => {
      const b = s.getBBox();
      const line = s.tagName === 'line'
        ? ['x1', 'y1', 'x2', 'y2'].map((a) => Number(s.getAttribute(a)))
        : null;
      return { edge: s.parentNode.dataset.edge, box: [b.x, b.y, b.x + b.width, b.y + b.height], line };
    });
    const ground = svg.querySelector('line.ground');
    return {
      view: [x, y, x + width, y + height],
      vertices,
      edges,
      ground: ground ? Number(ground.getAttribute('y1')) : null,
    };
  });
}

/** The distance from (px, py) to the segment (x1, y1)-(x2, y2). */
function toSegment(px, py, [x1, y1, x2, y2]) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.min(1, Math.max(0, ((px - x1) * dx + (py - y1) * dy) / length));
  return Math.hypot(px - x1 - t * dx, py - y1 - t * dy);
}

const SHAPES = [
  'hackenbush(complete(6))',
  'hackenbush(flower(3, 5))',
  'hackenbush(tree(0, 1, 1, 2, 2, 3, 0, 7))',
  'hackenbush("3(1 2) 1")',
  'hackenbush(ground-a, a-b, b-c, c-a, c-d, d-d, a-b, ground-e, e-e, e-f, f-g, g-e)',
];

for (const [name, viewport] of [['a phone', { width: 390, height: 844 }], ['a desktop', { width: 1280, height: 800 }]]) {
  test(`green Hackenbush on ${name}: every shape on a ground line, vertices apart, no edge through a vertex, nothing cut off`, async () => {
    const page = await open(browser, server.url, viewport);
    for (const shape of SHAPES) {
      await startPlay(page, 'hackenbush', shape);
      const m = await measure(page);
      // The ground is a line under everything, not a vertex.
      assert.ok(m.ground !== null, `${shape}: a ground line`);
      assert.ok(!m.vertices.some((v) => v.label === 'ground'), `${shape}: no vertex named ground`);
      assert.ok(m.vertices.every((v) => v.y + v.r < m.ground), `${shape}: every vertex above the ground`);
      // Nothing outside the view box: no vertex, edge or petal cut off.
      const [left, top, right, bottom] = m.view;
      for (const v of m.vertices) {
        assert.ok(v.x - v.r >= left && v.x + v.r <= right && v.y - v.r >= top && v.y + v.r <= bottom, `${shape}: vertex ${v.label} inside`);
      }
      for (const e of m.edges) {
        const [x1, y1, x2, y2] = e.box;
        assert.ok(x1 >= left - 0.5 && x2 <= right + 0.5 && y1 >= top - 0.5 && y2 <= bottom + 0.5, `${shape}: edge ${e.edge} inside`);
      }
      // Vertices apart: no circle on another.
      for (const [i, v] of m.vertices.entries()) {
        for (const w of m.vertices.slice(i + 1)) {
          assert.ok(Math.hypot(v.x - w.x, v.y - w.y) > v.r + w.r + 8, `${shape}: ${v.label} and ${w.label} apart`);
        }
      }
      // No straight edge runs through a vertex it does not end at (so
      // none lies along another).
      for (const e of m.edges.filter((e) => e.line)) {
        const ends = e.edge.split('-');
        for (const v of m.vertices.filter((v) => !ends.includes(v.label))) {
          assert.ok(toSegment(v.x, v.y, e.line) > v.r + 4, `${shape}: edge ${e.edge} clear of vertex ${v.label}`);
        }
      }
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('green Hackenbush in Play: the list of moves says no reason, the hint does; Who wins? explains the winning cut', async () => {
  const page = await open(browser, server.url);
  // One winning cut, c-d: by the colon principle the picture is worth
  // 1 + (1 XOR 2) = 4, and with nim(1) the whole is 5; cutting c-d leaves
  // 1 + (1 XOR 1) = 1, and 1 XOR 1 = 0.
  await startPlay(page, 'hackenbush', 'hackenbush(ground-a, a-b, a-c, c-d) + nim(1)');
  await page.click('#heaps .graph-heap .heap-label');
  await page.waitForSelector('#moves button.move');
  const moves = await page.$$eval('#moves button.move', (bs) => bs.map((b) => b.textContent));
  assert.ok(moves.some((m) => /cut c-d \(edge 4\)$/.test(m)), moves.join('\n'));
  assert.ok(moves.every((m) => !/XOR|worth/.test(m)), moves.join('\n'));
  await page.click('#hint');
  await page.waitForSelector('#log li:has-text("XOR")');
  assert.match(await page.textContent('#log'), /cut c-d \(edge 4\): .*1 XOR 1 = 0/);
  // Who wins? is where the reason is told at once.
  await page.click('[data-tab="position"]');
  await page.fill('#position', 'hackenbush(ground-a, a-b, a-c, c-d) + nim(1)');
  await page.click('#eval-form button');
  await page.waitForSelector('#verdict:not([hidden])');
  assert.match(await page.textContent('#verdict'), /cut c-d \(edge 4\): .*1 XOR 1 = 0/);
  assert.deepEqual(page.errors, []);
  await page.close();
});
