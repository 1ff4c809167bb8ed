// Compounds of Winning Ways ch. 9 on the page (issue 24, part 2): `a & b`
// (move in every component), `a && b` (in every component that can move),
// `a | b` (in any non-empty set of them), evaluated in Who wins? and played
// against the computer. Checked against a naive search of the whole
// compound written here (its moves by their definitions, Nim and Kayles
// heaps by their rules): no values, no remoteness or suspense theory.
// Nothing waits on a clock: every step waits for what it expects to see.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, open, serve } from './browser.js';

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

/** The heaps a move on one heap of `game` leaves: Nim takes any number, Kayles one or two adjacent pins. */
function heapOptions(game, n) {
  const out = [];
  if (game === 'nim') {
    for (let m = 0; m < n; m++) out.push([m]);
  } else {
    for (const k of [1, 2]) {
      for (let left = 0; left + k <= n; left++) out.push([left, n - k - left]);
    }
  }
  return out.map((heaps) => heaps.filter((h) => h > 0));
}

/** A component (a sum: a list of [game, heap]) as compared: heaps of 0 left out, sorted. */
function norm(sum) {
  return sum.filter(([, n]) => n > 0).sort((a, b) => (a[0] + a[1]).localeCompare(b[0] + b[1]) || a[1] - b[1]);
}

/** Every option of a component: a move in one of its heaps. */
function sumOptions(sum) {
  const out = [];
  sum.forEach(([game, n], i) => {
    for (const left of heapOptions(game, n)) {
      const after = sum.filter((_, j) => j !== i).concat(left.map((h) => [game, h]));
      out.push(norm(after));
    }
  });
  return out;
}

/** Every move of the compound of `kind` ('&', '&&', '|'), by its definition. */
function compoundMoves(kind, compound) {
  const options = compound.map(sumOptions);
  let choices;
  if (kind === '&') {
    if (options.some((o) => o.length === 0)) return [];
    choices = options;
  } else if (kind === '&&') {
    if (options.every((o) => o.length === 0)) return [];
    choices = options.map((o, i) => (o.length === 0 ? [compound[i]] : o));
  } else {
    choices = options.map((o, i) => [...o, compound[i]]);
  }
  let all = [[]];
  for (const choice of choices) all = all.flatMap((prefix) => choice.map((c) => [...prefix, c]));
  const same = JSON.stringify(compound);
  return all.filter((m) => JSON.stringify(m) !== same);
}

/**
 * [the player to move wins, the game's length with best play]: the winner
 * hurries and the loser holds out, except in `&&` (suspense: the winner
 * holds out, the loser hurries). Under misère play a player with no move wins.
 */
function solve(kind, compound, misere, memo = new Map()) {
  const key = JSON.stringify(compound);
  if (memo.has(key)) return memo.get(key);
  const results = compoundMoves(kind, compound).map((m) => solve(kind, m, misere, memo));
  const hurries = kind !== '&&';
  const losing = results.filter(([wins]) => !wins).map(([, r]) => r);
  const lengths = results.map(([, r]) => r);
  let answer;
  if (results.length === 0) answer = [misere, 0];
  else if (losing.length > 0) answer = [true, 1 + (hurries ? Math.min(...losing) : Math.max(...losing))];
  else answer = [false, 1 + (hurries ? Math.max(...lengths) : Math.min(...lengths))];
  memo.set(key, answer);
  return answer;
}

/** `kayles(4) & nim(3)` as a compound of one-heap components. */
function parse(text) {
  const kind = text.includes('&&') ? '&&' : text.includes('&') ? '&' : '|';
  const parts = text.split(kind).map((p) => {
    const [, game, n] = p.trim().match(/^(\w+)\((\d+)\)$/);
    return norm([[game, Number(n)]]);
  });
  return { kind, parts };
}

/** The compound after the steps the page says (`in nim(3): nim: 3 -> 1 (take 2 ...)`). */
function afterSteps(compound, steps) {
  const after = compound.parts.map((p) => p.slice());
  const moved = new Set();
  for (const step of steps) {
    const [, label, game, from, to] = step.match(/^in (\w+\(\d+\)): (\w+): (\d+) -> ([\d +]+)/);
    // Equal components are named alike: the first not yet moved.
    const i = compound.parts.findIndex((p, j) => p.length > 0 && `${p[0][0]}(${p[0][1]})` === label && !moved.has(j));
    moved.add(i);
    const left = to.split('+').map((h) => Number(h.trim()));
    assert.ok(i >= 0, `${step}: no such component`);
    assert.equal(Number(from), compound.parts[i][0][1], step);
    assert.equal(game, compound.parts[i][0][0], step);
    assert.ok(
      sumOptions(compound.parts[i]).some((o) => JSON.stringify(o) === JSON.stringify(norm(left.map((h) => [game, h])))),
      `${step}: not a move`,
    );
    after[i] = norm(left.map((h) => [game, h]));
  }
  return after;
}

async function whoWins(page, text, misere = false) {
  await page.fill('#position', text);
  await page.setChecked('#misere-position', misere);
  await page.click('#eval-form button');
  await page.waitForFunction(
    ([text, misere]) => {
      const verdict = document.querySelector('#verdict');
      const t = document.querySelector('#eval-text').textContent;
      return !verdict.hidden && t.startsWith(`${text}\n`) && t.includes('under misère play') === misere;
    },
    [text, misere],
  );
}

test('a compound is evaluated on the page: its kind, outcome, remoteness or suspense, and the winning move in words', async () => {
  const page = await open(browser, server.url);
  await page.click('[data-tab="position"]');
  const cases = [
    ['kayles(4) & nim(3)', false, 'remoteness'],
    ['kayles(5) & nim(2)', false, 'remoteness'],
    ['kayles(5) && nim(3)', false, 'suspense'],
    ['kayles(3) && kayles(4)', false, 'suspense'],
    ['kayles(4) | nim(0)', false, 'remoteness'],
    ['kayles(4) | nim(3)', false, 'remoteness'],
    ['nim(2) | nim(2)', false, 'remoteness'],
    ['nim(1) | nim(1)', true, null],
    ['nim(1) | nim(2)', true, null],
    ['kayles(4) & nim(3)', true, 'remoteness'],
  ];
  for (const [text, misere, measure] of cases) {
    await whoWins(page, text, misere);
    const compound = parse(text);
    const [wins, length] = solve(compound.kind, compound.parts, misere);
    const said = `${text}${misere ? ' (misère)' : ''}`;
    assert.equal(await page.textContent('#eval-problems'), '', said);
    assert.ok(await page.isVisible('#compound-line'), said);
    assert.match(await page.textContent('#compound-line'), /compound/, said);
    assert.equal(await page.isVisible('#value'), false, `${said}: a compound has no one value`);
    assert.match(await page.textContent('#outcome'), wins ? /the player to move wins/i : /the player to move loses/i, said);
    if (measure) {
      // Words first, the term after: `... counting both players' (remoteness 3).`
      assert.match(await page.textContent('#measure'), new RegExp(`\\(${measure} ${length}\\)\\.$`), said);
    } else {
      assert.equal(await page.isVisible('#measure'), false, `${said}: no length under misère play`);
    }
    const steps = await page.$$eval('#winning li', (li) => li.map((l) => l.textContent));
    if (!wins) {
      assert.deepEqual(steps, [], said);
      assert.match(await page.textContent('#winning'), /no winning move/, said);
      continue;
    }
    assert.ok(steps.length > 0, `${said}: a winning move`);
    const after = afterSteps(compound, steps);
    assert.ok(
      compoundMoves(compound.kind, compound.parts).some((m) => JSON.stringify(m) === JSON.stringify(after)),
      `${said}: ${steps} is not a move of the compound`,
    );
    assert.equal(solve(compound.kind, after, misere)[0], false, `${said}: ${steps} does not win`);
  }
  await page.close();
});

test('a compound is played on the Play tab: components lettered, typed moves, the library refuses a wrong one, the computer replies with its reason', async () => {
  const page = await open(browser, server.url);
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', 'kayles(3) & nim(2)');
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn")');
  const shown = await page.textContent('#heaps');
  assert.match(shown, /A: heap 1: 3 +\(kayles\)/);
  assert.match(shown, /B: heap 1: 2 +\(nim\)/);
  // Wrong moves: the library's refusal words.
  await page.fill('#move', 'C: 1 -> 0');
  await page.click('#move-form button');
  await page.waitForSelector('#log li:has-text("there is no component C: the components are A to B")');
  await page.fill('#move', 'A: 3 -> 1');
  await page.click('#move-form button');
  await page.waitForSelector('#log li:has-text("give a move in B too")');
  assert.equal(await page.locator('#log li:has-text("You play")').count(), 0, 'a refused move is not played');
  // A legal move: one step in each component.
  await page.fill('#move', 'A: 3 -> 2; B: 2 -> 1');
  await page.click('#move-form button');
  await page.waitForSelector('#log li:has-text("You play")');
  await page.waitForSelector('#log li:has-text("I play")');
  const reply = await page.locator('#log li', { hasText: 'I play' }).textContent();
  const [, reason] = reply.match(/^I play ([^\n]+):\n/);
  assert.ok(reason.length > 0, reply);
  // The computer's steps make a move of the compound kayles(2) & nim(1).
  const before = { kind: '&', parts: [norm([['kayles', 2]]), norm([['nim', 1]])] };
  const after = before.parts.map((p) => p.slice());
  const steps = reply.split('\n').slice(1).filter((l) => l.trim() !== '');
  for (const step of steps) {
    const [, letter, game, from, to] = step.match(/^\s*([AB]): (\w+): (\d+) -> ([\d +]+)/);
    const i = letter.charCodeAt(0) - 65;
    assert.equal(game, before.parts[i][0][0], step);
    assert.equal(Number(from), before.parts[i][0][1], step);
    after[i] = norm(to.split('+').map((h) => [game, Number(h.trim())]));
  }
  assert.ok(
    compoundMoves(before.kind, before.parts).some((m) => JSON.stringify(m) === JSON.stringify(after)),
    `${steps} is not a move of kayles(2) & nim(1)`,
  );
  // The position shown is the one after both moves; nim's component has
  // ended, so under `&` the game is over and the computer, who moved last, won.
  await page.waitForSelector('#turn.over');
  const now = await page.textContent('#heaps');
  assert.match(now, /B: ended/);
  assert.match(now, after[0].length === 0 ? /A: ended/ : new RegExp(`A: heap 1: ${after[0][0][1]} +\\(kayles\\)`));
  assert.equal(solve('&', before.parts, false)[0], true, 'the computer was to win');
  assert.equal(await page.textContent('#turn'), 'I win this time. Try again!');
  await page.close();
});
