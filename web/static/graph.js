// Graphs drawn as SVG: the vertices and edges of a position (a game on
// graphs, a token on a directed graph), each clickable when a click plays a
// move. A graph is what the library's `kind::Drawing` serialises to:
//   { vertices: [{ label, at: [x, y] | null, gone, token, click }],
//     edges: [{ ends: [a, b], gone, click }], directed }
// Places given by the position (a path, a ring, a grid) are kept; else the
// graph is laid out here: in layers for a directed graph without cycles,
// by a deterministic force layout otherwise.

const SVG = 'http://www.w3.org/2000/svg';

/** Graphs with more vertices than this are not drawn. */
export const MAX_DRAWN = 30;

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  node.append(...children);
  return node;
}

/** True when every edge's direction can be followed without coming back. */
function acyclic(n, edges) {
  const indegree = new Array(n).fill(0);
  for (const { ends: [, b] } of edges) indegree[b] += 1;
  const ready = [];
  indegree.forEach((d, v) => { if (d === 0) ready.push(v); });
  let seen = 0;
  while (ready.length > 0) {
    const v = ready.pop();
    seen += 1;
    for (const { ends: [a, b] } of edges) {
      if (a === v && --indegree[b] === 0) ready.push(b);
    }
  }
  return seen === n;
}

/** Layers for a directed graph without cycles: each vertex one below its
 * lowest predecessor, ordered in its layer by its predecessors' places. */
function layered(n, edges) {
  const layer = new Array(n).fill(0);
  for (let round = 0; round < n; round++) {
    let changed = false;
    for (const { ends: [a, b] } of edges) {
      if (layer[b] < layer[a] + 1) {
        layer[b] = layer[a] + 1;
        changed = true;
      }
    }
    if (!changed) break;
  }
  const rows = [];
  layer.forEach((l, v) => { (rows[l] = rows[l] || []).push(v); });
  const order = new Array(n).fill(0);
  for (const row of rows) row.forEach((v, i) => { order[v] = i; });
  // Two sweeps down: a vertex goes where its predecessors are, on average.
  for (let sweep = 0; sweep < 2; sweep++) {
    for (const row of rows.slice(1)) {
      const centre = (v) => {
        const preds = edges.filter((e) => e.ends[1] === v).map((e) => order[e.ends[0]]);
        return preds.length ? preds.reduce((s, x) => s + x, 0) / preds.length : order[v];
      };
      row.sort((x, y) => centre(x) - centre(y));
      row.forEach((v, i) => { order[v] = i; });
    }
  }
  const widest = Math.max(...rows.map((r) => r.length));
  return layer.map((l, v) => [order[v] + (widest - rows[l].length) / 2, l * 1.2]);
}

/** A force layout from a ring, the same for the same graph every time. */
function forced(n, edges) {
  const radius = Math.max(n / (2 * Math.PI), 0.75);
  const at = Array.from({ length: n }, (_, v) => {
    const angle = (2 * Math.PI * v) / n - Math.PI / 2;
    return [radius * Math.cos(angle), radius * Math.sin(angle)];
  });
  let step = 0.1 * radius + 0.1;
  for (let round = 0; round < 200; round++) {
    const push = at.map(() => [0, 0]);
    for (let a = 0; a < n; a++) {
      for (let b = a + 1; b < n; b++) {
        const dx = at[a][0] - at[b][0];
        const dy = at[a][1] - at[b][1];
        const d2 = Math.max(dx * dx + dy * dy, 0.01);
        push[a][0] += dx / d2; push[a][1] += dy / d2;
        push[b][0] -= dx / d2; push[b][1] -= dy / d2;
      }
    }
    for (const { ends: [a, b] } of edges) {
      const dx = at[a][0] - at[b][0];
      const dy = at[a][1] - at[b][1];
      const d = Math.sqrt(dx * dx + dy * dy) || 0.01;
      push[a][0] -= dx * d; push[a][1] -= dy * d;
      push[b][0] += dx * d; push[b][1] += dy * d;
    }
    at.forEach((p, v) => {
      const [fx, fy] = push[v];
      const f = Math.sqrt(fx * fx + fy * fy) || 1;
      p[0] += (fx / f) * Math.min(step, f);
      p[1] += (fy / f) * Math.min(step, f);
    });
    step *= 0.98;
  }
  return at;
}

/** Where each vertex goes: as given, else laid out here. */
export function layout(graph) {
  const n = graph.vertices.length;
  if (graph.vertices.every((v) => Array.isArray(v.at))) return graph.vertices.map((v) => v.at);
  if (graph.directed && acyclic(n, graph.edges)) return layered(n, graph.edges);
  return forced(n, graph.edges);
}

/** How the `nth` of `m` edges between two points is drawn: a line when it
 * is the only one, else a curve bent to its side; a loop (both ends one
 * point) a small circle beside its vertex, the loops of a vertex fanned. */
function edgeShape(x1, y1, x2, y2, nth, m) {
  const side = nth - (m - 1) / 2;
  if (x1 === x2 && y1 === y2) {
    const angle = -Math.PI / 2 + side * 0.8;
    const r = 12;
    const cx = x1 + Math.cos(angle) * 26;
    const cy = y1 + Math.sin(angle) * 26;
    return ['path', { d: `M ${cx + r} ${cy} A ${r} ${r} 0 1 0 ${cx - r} ${cy} A ${r} ${r} 0 1 0 ${cx + r} ${cy}` }];
  }
  if (m === 1) return ['line', { x1, y1, x2, y2 }];
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const bend = side * 24;
  const qx = (x1 + x2) / 2 - ((y2 - y1) / length) * bend;
  const qy = (y1 + y2) / 2 + ((x2 - x1) / length) * bend;
  return ['path', { d: `M ${x1} ${y1} Q ${qx} ${qy} ${x2} ${y2}` }];
}

/** The graph as an SVG element; a click (or Enter) on a vertex or an edge
 * that plays a move calls `onClick` with what it plays (`remove 5`). */
export function drawGraph(graph, onClick) {
  const at = layout(graph);
  const unit = 48;
  const xs = at.map((p) => p[0] * unit);
  const ys = at.map((p) => p[1] * unit);
  const margin = 24;
  const left = Math.min(0, ...xs) - margin;
  const top = Math.min(0, ...ys) - margin;
  const width = Math.max(0, ...xs) - left + margin;
  const height = Math.max(0, ...ys) - top + margin;
  const root = svg('svg', {
    class: 'graph',
    viewBox: `${left} ${top} ${width} ${height}`,
    width: Math.min(width, 640),
    role: 'group',
  });
  if (graph.directed) {
    root.append(svg('defs', {}, svg('marker', {
      id: 'arrow', viewBox: '0 0 10 10', refX: 20, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto-start-reverse',
    }, svg('path', { d: 'M 0 0 L 10 5 L 0 10 z' }))));
  }
  const clickable = (node, text) => {
    node.classList.add('clickable');
    node.setAttribute('tabindex', '0');
    node.setAttribute('role', 'button');
    node.setAttribute('aria-label', text);
    node.addEventListener('click', () => onClick(text));
    node.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onClick(text);
      }
    });
  };
  // Edges joining the same two vertices, and loops (a picture of green
  // Hackenbush has both), are drawn apart: the k-th of m bent to its side.
  const key = ([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const count = new Map();
  for (const edge of graph.edges) count.set(key(edge.ends), (count.get(key(edge.ends)) || 0) + 1);
  const drawn = new Map();
  for (const edge of graph.edges) {
    const [a, b] = edge.ends;
    const nth = drawn.get(key(edge.ends)) || 0;
    drawn.set(key(edge.ends), nth + 1);
    const [tag, shape] = edgeShape(xs[a], ys[a], xs[b], ys[b], nth, count.get(key(edge.ends)));
    const group = svg('g', { class: edge.gone ? 'edge gone' : 'edge', 'data-edge': `${graph.vertices[a].label}-${graph.vertices[b].label}` },
      svg(tag, { ...shape, class: 'stroke', ...(graph.directed ? { 'marker-end': 'url(#arrow)' } : {}) }));
    if (edge.click) {
      // A wide, invisible line: an edge is easy to hit.
      group.append(svg(tag, { ...shape, class: 'hit' }));
      clickable(group, edge.click);
    }
    root.append(group);
  }
  graph.vertices.forEach((vertex, v) => {
    // A token on a directed graph: its vertex ringed.
    const classes = ['vertex', ...(vertex.gone ? ['gone'] : []), ...(vertex.token ? ['token'] : [])];
    // A vertex that plays a move has a wider invisible ring around it: a
    // target of 44 units, a finger's width where the graph is not shrunk.
    const ring = vertex.click ? [svg('circle', { cx: xs[v], cy: ys[v], r: 22, class: 'hit' })] : [];
    const group = svg('g', { class: classes.join(' '), 'data-vertex': vertex.label },
      ...ring,
      svg('circle', { cx: xs[v], cy: ys[v], r: 14 }),
      svg('text', { x: xs[v], y: ys[v], 'text-anchor': 'middle', 'dominant-baseline': 'central' }, vertex.label));
    if (vertex.click) clickable(group, vertex.click);
    root.append(group);
  });
  return root;
}
