// Links that carry a game. Two forms of the URL fragment (nothing goes to
// a server):
//   #s=DATA   the page's state as JSON, deflated by the browser's own
//             CompressionStream ('deflate-raw') and written in base64url;
//   #rules=RULES&position=EXPR   written by hand: rule lines separated by
//             `;` as in `grundy --rules`, both percent-encoded.
// Anything else, or anything broken, comes back as {problem: words}.

const MOST_FRAGMENT = 200000; // characters of a fragment we read at all
const MOST_JSON = 1000000; // bytes a compressed state may unpack to
const MOST_TEXT = 100000; // characters of a game's text

async function pipe(bytes, stream, most) {
  const reader = new Blob([bytes]).stream().pipeThrough(stream).getReader();
  const chunks = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > most) {
      await reader.cancel();
      throw new Error('too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

function toBase64Url(bytes) {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * The link that shows `state` (an object of strings and numbers), read
 * back as a student's page reads it: {link}, or {problem} in words when a
 * link cannot carry it whole (never a link that opens another game).
 */
export async function shareLink(state) {
  const size = state.text?.length ?? 0;
  if (size > MOST_TEXT) {
    return {
      problem: `This game is too long to share in a link: its text has ${size.toLocaleString('en')} characters, and a link holds at most ${MOST_TEXT.toLocaleString('en')}. Send the text itself instead (saved as a .game file, the student opens it with "Open a .game file").`,
    };
  }
  const bytes = new TextEncoder().encode(JSON.stringify(state));
  const packed = await pipe(bytes, new CompressionStream('deflate-raw'), Infinity);
  const url = new URL(window.location.href);
  url.hash = `s=${toBase64Url(packed)}`;
  const back = await readFragment(url.hash);
  const whole = back?.state && !back.problem && Object.keys(state).every((k) => state[k] === undefined || back.state[k] === state[k]);
  if (!whole) {
    return { problem: 'This game and position are too large to share in a link. Send the game\'s text itself instead (saved as a .game file).' };
  }
  return { link: url.href };
}

const TABS = ['values', 'position', 'play', 'period', 'console'];

/**
 * Only the fields a state may have, each of its kind and size; a field of
 * another kind is left out. A game's text that is too long is said, not
 * dropped in silence: the link's game would be missing.
 */
function checked(raw) {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  const text = (v) => (typeof v === 'string' && v.length <= MOST_TEXT ? v : undefined);
  const state = {
    text: text(raw.text),
    game: text(raw.game),
    position: text(raw.position),
    play: text(raw.play),
    tab: TABS.includes(raw.tab) ? raw.tab : undefined,
    to: Number.isSafeInteger(raw.to) && raw.to >= 0 ? raw.to : undefined,
    // A game on boards: its table's rows (null: every board up to columns).
    rows: raw.rows === null || (Number.isSafeInteger(raw.rows) && raw.rows >= 0) ? raw.rows : undefined,
    columns: Number.isSafeInteger(raw.columns) && raw.columns >= 0 ? raw.columns : undefined,
    misere: typeof raw.misere === 'boolean' ? raw.misere : undefined,
    tell: typeof raw.tell === 'boolean' ? raw.tell : undefined,
    first: ['you', 'computer'].includes(raw.first) ? raw.first : undefined,
    level: ['easy', 'medium', 'hard'].includes(raw.level) ? raw.level : undefined,
    hints: typeof raw.hints === 'boolean' ? raw.hints : undefined,
  };
  for (const k of Object.keys(state)) if (state[k] === undefined) delete state[k];
  if (typeof raw.text === 'string' && state.text === undefined) {
    return {
      state,
      problem: `This link's game${typeof raw.game === 'string' ? ` ${raw.game.slice(0, 64)}` : ''} could not be read: its text has ${raw.text.length.toLocaleString('en')} characters, more than a link holds (${MOST_TEXT.toLocaleString('en')}). Ask for the game's text itself.`,
    };
  }
  return { state };
}

function decode(part) {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/**
 * What a fragment asks for: null (none), {state} (with a {problem} when
 * its game's text could not be read), {rules, position}, or {problem}.
 */
export async function readFragment(hash) {
  const fragment = hash.replace(/^#/, '');
  if (fragment === '') return null;
  if (fragment.length > MOST_FRAGMENT) {
    return { problem: `This link is too long to be a game (${fragment.length} characters).` };
  }
  if (fragment.startsWith('s=')) {
    try {
      const bytes = await pipe(fromBase64Url(fragment.slice(2)), new DecompressionStream('deflate-raw'), MOST_JSON);
      const found = checked(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
      if (found) return found;
    } catch {
      // fall through to the friendly words
    }
    return { problem: 'This link is broken: the game in it could not be read. Ask for the link again (it may have been cut short).' };
  }
  const fields = {};
  for (const pair of fragment.split('&')) {
    const at = pair.indexOf('=');
    const key = at < 0 ? pair : pair.slice(0, at);
    const value = decode(at < 0 ? '' : pair.slice(at + 1));
    if (value === null) {
      return { problem: `This link is broken: \`${key}\` has a bad %-code. Write %25 for a % sign.` };
    }
    if (key === 'rules' || key === 'position') fields[key] = value;
  }
  if (fields.rules === undefined && fields.position === undefined) {
    return { problem: 'This link has no game in it: it should end in #rules=...&position=... or come from the Share button.' };
  }
  return { rules: fields.rules, position: fields.position };
}

/**
 * The editor's text for `--rules`-style lines: the lines themselves, one
 * to a line. The engine reads rule lines with no `game` around them as one
 * game named `rules`, whether they came from a link or were typed.
 */
export function rulesGame(rules) {
  const lines = rules
    .split(/[;\n]/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
  return `${lines.join('\n')}\n`;
}
