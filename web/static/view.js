// Small helpers that build the page from data, always as text nodes.

/** An element with attributes and children (strings become text). */
export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value !== '' && value !== undefined) node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
}

/** The library's words as a sentence: a capital first, a full stop last. */
export function sentence(words) {
  const text = `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

export function clear(node) {
  node.replaceChildren();
}

/**
 * The library's rendered diagnostics, each with a button per place in the
 * editor ("line 2, column 5") that selects it there.
 */
export function showProblems(where, problems, jumpTo) {
  clear(where);
  for (const problem of problems) {
    const box = el('div', { class: problem.warning ? 'problem warning' : 'problem', role: 'alert' });
    for (const place of problem.places.filter((p) => p.source === 'editor')) {
      const button = el('button', { type: 'button', class: 'place' }, `line ${place.line}, column ${place.col}: ${place.label}`);
      button.addEventListener('click', () => jumpTo(place));
      box.append(button);
    }
    // A problem with no place in a text has no drawing to keep: it wraps.
    const placed = problem.places.length > 0;
    box.append(el('pre', { class: placed ? 'diag' : 'diag unplaced' }, problem.text));
    where.append(box);
  }
}

/**
 * Marks the places under the editor's text: a copy of the text behind the
 * textarea, with <mark> around each place.
 */
export function markEditor(marks, text, places) {
  clear(marks);
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  const offset = (line, col) => (starts[Math.min(line, starts.length) - 1] ?? 0) + col - 1;
  const ranges = places
    .map((p) => {
      const from = Math.min(offset(p.line, p.col), text.length);
      const to = Math.max(from + 1, Math.min(offset(p.end_line, p.end_col), text.length));
      return [from, to, p.warning];
    })
    .sort((a, b) => a[0] - b[0]);
  let at = 0;
  for (const [from, to, warning] of ranges) {
    if (from < at) continue;
    marks.append(text.slice(at, from));
    const marked = text.slice(from, to);
    // A place at the end of a line (something missing) marks one space.
    marks.append(el('mark', { class: warning ? 'warning' : '' }, marked === '' || marked === '\n' ? ' ' : marked));
    if (marked === '\n') marks.append('\n');
    at = to;
  }
  marks.append(text.slice(at), '\n');
}
