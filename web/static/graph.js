// Graphs drawn as SVG: the vertices and edges of a position (a game on
// graphs, a token on a directed graph), each clickable when a click plays a
// move. A graph is what the library's `kind::Drawing` serialises to:
//   { vertices: [{ label, at: [x, y] | null, gone, token, click }],
//     edges: [{ ends: [a, b], gone, click }], directed, ground? }
// (`ground`: the vertex of a picture standing on the ground, green
// Hackenbush's, drawn as a line under the rest.)
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

/** The directions (angles) in which each vertex's edges leave it, loops
 * aside; an edge to the ground leaves straight down. */
function directions(graph, xs, ys, ground) {
  const out = graph.vertices.map(() => []);
  for (const { ends: [a, b] } of graph.edges) {
    if (a === b) continue;
    for (const [v, w] of [[a, b], [b, a]]) {
      if (v === ground) continue;
      out[v].push(w === ground ? Math.PI / 2 : Math.atan2(ys[w] - ys[v], xs[w] - xs[v]));
    }
  }
  return out;
}

/** Where a vertex's loops go: the middle and width of the widest angle
 * its other edges leave free (upwards when it has none). */
function freeAngle(angles) {
  if (angles.length === 0) return [-Math.PI / 2, 2 * Math.PI];
  const sorted = [...angles].sort((x, y) => x - y);
  let best = [sorted[0] + Math.PI, 0];
  sorted.forEach((angle, i) => {
    const next = i + 1 < sorted.length ? sorted[i + 1] : sorted[0] + 2 * Math.PI;
    if (next - angle > best[1]) best = [(angle + next) / 2, next - angle];
  });
  return best;
}

/** A loop, the `nth` of `m` at its vertex, as a petal pointing into the
 * free angle [middle, width]; with its bounding points. */
function petal(x, y, nth, m, [middle, width]) {
  const step = Math.min((width * 0.8) / m, 1.0);
  const angle = middle + (nth - (m - 1) / 2) * step;
  const spread = Math.min(0.45, step * 0.45);
  const length = 46;
  const c1 = [x + Math.cos(angle - spread) * length, y + Math.sin(angle - spread) * length];
  const c2 = [x + Math.cos(angle + spread) * length, y + Math.sin(angle + spread) * length];
  return [['path', { d: `M ${x} ${y} C ${c1[0]} ${c1[1]} ${c2[0]} ${c2[1]} ${x} ${y}` }], [c1, c2]];
}

/** How the `nth` of `m` edges between two points is drawn: a line when it
 * is the only one, else a curve bent to its side; with its bounding points. */
function edgeShape(x1, y1, x2, y2, nth, m) {
  if (m === 1) return [['line', { x1, y1, x2, y2 }], []];
  const side = nth - (m - 1) / 2;
  const length = Math.hypot(x2 - x1, y2 - y1) || 1;
  const bend = side * 24;
  const qx = (x1 + x2) / 2 - ((y2 - y1) / length) * bend;
  const qy = (y1 + y2) / 2 + ((x2 - x1) / length) * bend;
  return [['path', { d: `M ${x1} ${y1} Q ${qx} ${qy} ${x2} ${y2}` }], [[qx, qy]]];
}

/** A vertex's circle: wide enough for its name. */
const radius = (label) => Math.max(14, 4 + 4 * String(label).length);

/** The graph as an SVG element; a click (or Enter) on a vertex or an edge
 * that plays a move calls `onClick` with what it plays (`remove 5`). A
 * picture standing on the ground (`graph.ground`, its vertex) has the
 * ground drawn as a line under it, each edge to the ground reaching the
 * line below its other end. */
export function drawGraph(graph, onClick) {
  const at = layout(graph);
  const unit = 48;
  const xs = at.map((p) => p[0] * unit);
  const ys = at.map((p) => p[1] * unit);
  const ground = graph.ground ?? null;
  // Everything drawn, to size the picture so that nothing is cut off.
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  const extend = (x, y, pad = 0) => {
    box[0] = Math.min(box[0], x - pad);
    box[1] = Math.min(box[1], y - pad);
    box[2] = Math.max(box[2], x + pad);
    box[3] = Math.max(box[3], y + pad);
  };
  graph.vertices.forEach((vertex, v) => {
    if (v !== ground) extend(xs[v], ys[v], vertex.click ? 22 : radius(vertex.label) + 2);
  });
  const root = svg('svg', { class: ground === null ? 'graph' : 'graph grounded', role: 'group' });
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
  // An edge to the ground ends on the ground line, below its other end.
  const end = (v, other) => (v === ground ? [xs[other], ys[ground]] : [xs[v], ys[v]]);
  // Edges joining the same two vertices, and loops (a picture of green
  // Hackenbush has both), are drawn apart: the k-th of m bent to its side,
  // loops as petals into the widest angle the vertex's other edges leave.
  const key = ([a, b]) => (a < b ? `${a}-${b}` : `${b}-${a}`);
  const count = new Map();
  for (const edge of graph.edges) count.set(key(edge.ends), (count.get(key(edge.ends)) || 0) + 1);
  const free = directions(graph, xs, ys, ground).map(freeAngle);
  const drawn = new Map();
  const edges = graph.edges.map((edge) => {
    const [a, b] = edge.ends;
    const nth = drawn.get(key(edge.ends)) || 0;
    drawn.set(key(edge.ends), nth + 1);
    const m = count.get(key(edge.ends));
    const [[x1, y1], [x2, y2]] = [end(a, b), end(b, a)];
    const [[tag, shape], points] = a === b ? petal(x1, y1, nth, m, free[a]) : edgeShape(x1, y1, x2, y2, nth, m);
    for (const [x, y] of [[x1, y1], [x2, y2], ...points]) extend(x, y, 8);
    const group = svg('g', { class: edge.gone ? 'edge gone' : 'edge', 'data-edge': `${graph.vertices[a].label}-${graph.vertices[b].label}` },
      svg(tag, { ...shape, class: 'stroke', ...(graph.directed ? { 'marker-end': 'url(#arrow)' } : {}) }));
    if (edge.click) {
      // A wide, invisible line: an edge is easy to hit.
      group.append(svg(tag, { ...shape, class: 'hit' }));
      clickable(group, edge.click);
    }
    return group;
  });
  if (ground !== null) {
    // The ground: a line as wide as the picture, under every vertex.
    if (!Number.isFinite(box[0])) extend(xs[ground], ys[ground], 24);
    const y = ys[ground];
    root.append(svg('line', { class: 'ground', x1: box[0] - 16, y1: y, x2: box[2] + 16, y2: y, 'aria-label': 'the ground' }));
    extend(box[0] - 16, y + 8);
    extend(box[2] + 16, y + 8);
  }
  root.append(...edges);
  graph.vertices.forEach((vertex, v) => {
    if (v === ground) return;
    // A token on a directed graph: its vertex ringed.
    const classes = ['vertex', ...(vertex.gone ? ['gone'] : []), ...(vertex.token ? ['token'] : [])];
    // A vertex that plays a move has a wider invisible ring around it: a
    // target of 44 units, a finger's width where the graph is not shrunk.
    const ring = vertex.click ? [svg('circle', { cx: xs[v], cy: ys[v], r: 22, class: 'hit' })] : [];
    const group = svg('g', { class: classes.join(' '), 'data-vertex': vertex.label },
      ...ring,
      svg('circle', { cx: xs[v], cy: ys[v], r: radius(vertex.label) }),
      svg('text', { x: xs[v], y: ys[v], 'text-anchor': 'middle', 'dominant-baseline': 'central' }, vertex.label));
    if (vertex.click) clickable(group, vertex.click);
    root.append(group);
  });
  const margin = 4;
  const [left, top] = [box[0] - margin, box[1] - margin];
  const [width, height] = [box[2] - box[0] + 2 * margin, box[3] - box[1] + 2 * margin];
  root.setAttribute('viewBox', `${left} ${top} ${width} ${height}`);
  root.setAttribute('width', String(Math.min(width, 640)));
  return root;
}
