// A game of Sprouts drawn as it is played: the spots and curves of the
// library's `kind::SketchPicture`:
//   { size, spots: [{ label, at: [x, y], lives }],
//     curves: [{ ends: [a, b], points: [[x, y], ...] }] }
// A move is two clicks: a spot, then another spot (or the same one again,
// for a loop). The library answers which ways a curve between them can go
// (`playJoin`), each one of its moves as typed (played as a typed move is,
// also where the moves are too many to list): one way is played at once;
// several are offered in words, each drawn dashed on the picture.
// The page decides nothing.
import { el } from './view.js';

const SVG = 'http://www.w3.org/2000/svg';

function svg(tag, attrs = {}, ...children) {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  node.append(...children);
  return node;
}

/** A path through `points` (already smoothed by the library). */
function pathOf(points) {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`).join(' ');
}

/** What a student does in a game of Sprouts, for the turn line. */
export function sproutsTurn(chosen) {
  return chosen == null
    ? 'Your turn: click a spot, then another spot (or the same spot again) to draw a curve between them.'
    : `Your turn: spot ${chosen} is chosen. Click the spot to join it to (spot ${chosen} again for a loop), or click beside the drawing to choose again.`;
}

/** A spot's lives in words. */
function livesWords(lives) {
  if (lives === 0) return 'dead, it has three curves';
  return lives === 1 ? '1 more curve can touch it' : `${lives} more curves can touch it`;
}

/**
 * The drawing, with the spots clickable unless `disabled`. `join`: the
 * state of the two clicks, { chosen, ways, why, question, lit } (the
 * chosen spot's label, the ways the library offered after a second click,
 * why there was none). `onSpot(label)` is called on a click on a spot,
 * `onWay(typed)` on a way chosen (its move as typed), `onCancel()` to put the chosen spot
 * down. A way pointed at is drawn bolder.
 */
export function drawSprouts(picture, { join, disabled, onSpot, onWay, onCancel }) {
  const { size, spots, curves } = picture;
  // The part of the grid in use, with room round it for the labels: the
  // spots start in the middle, and curves may wander out.
  const points = [...spots.map((s) => s.at), ...curves.flatMap((c) => c.points), ...(join.ways || []).flatMap((w) => w.points)];
  const margin = 9;
  const [xs, ys] = [points.map((p) => p[0]), points.map((p) => p[1])];
  const [x0, x1] = [Math.max(Math.min(...xs) - margin, -margin), Math.min(Math.max(...xs) + margin, size + margin)];
  const [y0, y1] = [Math.max(Math.min(...ys) - margin, -margin), Math.min(Math.max(...ys) + margin, size + margin)];
  const side = Math.max(x1 - x0, y1 - y0, 60);
  const box = el('div', { class: 'sprouts' });
  const drawing = svg('svg', {
    class: 'sprouts-drawing',
    viewBox: `${(x0 + x1 - side) / 2} ${(y0 + y1 - side) / 2} ${side} ${side}`,
    role: 'group',
    'aria-label': `a drawing of ${spots.length} spots and ${curves.length} curves`,
  });
  curves.forEach((curve, i) => {
    drawing.append(svg('path', { class: 'curve', d: pathOf(curve.points), 'data-curve': i + 1, 'data-ends': `${curve.ends[0]} ${curve.ends[1]}` }));
  });
  (join.ways || []).forEach((way, i) => {
    drawing.append(svg('path', { class: `way way-${(i % 4) + 1}`, d: pathOf(way.points), 'data-way': i + 1 }));
  });
  for (const spot of spots) {
    const [x, y] = spot.at;
    const dead = spot.lives === 0;
    const classes = ['spot', dead ? 'dead' : 'alive'];
    if (join.chosen === spot.label) classes.push('chosen');
    const said = `spot ${spot.label}, ${livesWords(spot.lives)}${join.chosen === spot.label ? ', chosen' : ''}`;
    const g = svg('g', { class: classes.join(' '), 'data-spot': spot.label, 'data-lives': spot.lives, 'aria-label': said }, svg('title', {}, said));
    g.append(svg('circle', { class: 'hit', cx: x, cy: y, r: 6 }));
    g.append(svg('circle', { class: 'dot', cx: x, cy: y, r: 2.4 }));
    // Its lives as small marks round it, one a curve it can still take.
    for (let k = 0; k < spot.lives; k++) {
      g.append(svg('circle', { class: 'life', cx: x + 3.6 + 2.1 * k, cy: y + 3.4, r: 0.85 }));
    }
    g.append(svg('text', { class: 'label', x: x - 3.4, y: y - 3, 'text-anchor': 'middle' }, String(spot.label)));
    if (!disabled && !dead) {
      g.setAttribute('tabindex', '0');
      g.setAttribute('role', 'button');
      g.classList.add('clickable');
      g.addEventListener('click', (event) => {
        event.stopPropagation();
        onSpot(spot.label);
      });
      g.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onSpot(spot.label);
        }
        if (event.key === 'Escape') onCancel();
      });
    }
    drawing.append(g);
  }
  drawing.addEventListener('click', () => {
    if (join.chosen != null) onCancel();
  });
  box.append(drawing);
  box.append(el('p', { class: 'sprouts-key' }, 'Each spot can touch three curves. The green dots by a spot show how many more it can take; a grey spot is dead. Every curve gets a new spot on it.'));
  if (join.why) box.append(el('p', { class: 'sprouts-why', role: 'alert' }, join.why));
  if ((join.ways || []).length > 1) {
    const choice = el('div', { class: 'sprouts-ways', role: 'group', 'aria-label': 'ways to draw the curve' });
    choice.append(el('p', {}, join.question));
    join.ways.forEach((way, i) => {
      const button = el('button', { type: 'button', class: `sprouts-way way-${(i % 4) + 1}`, 'data-way': i + 1 }, way.words);
      button.disabled = disabled;
      button.addEventListener('click', () => onWay(way.typed));
      const light = (on) => drawing.querySelector(`.way[data-way="${i + 1}"]`)?.classList.toggle('lit', on);
      button.addEventListener('mouseenter', () => light(true));
      button.addEventListener('mouseleave', () => light(false));
      button.addEventListener('focus', () => light(true));
      button.addEventListener('blur', () => light(false));
      choice.append(button);
    });
    const cancel = el('button', { type: 'button', class: 'sprouts-cancel' }, 'Cancel');
    cancel.addEventListener('click', () => onCancel());
    choice.append(cancel);
    box.append(choice);
  }
  return box;
}
