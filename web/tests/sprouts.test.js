// Sprouts on the page (headless Chromium): a game from n spots drawn as it
// is played, a move made by two clicks (a spot, then a spot), the
// computer's curves drawn too. The drawing is checked here, by geometry
// and counting written in this file, not by the engine: no two curves
// cross (segment intersections of the drawn paths), each curve of the
// student's ends at the two spots clicked, each spot's lives are three
// less the curve ends at it, and the game lasts 2n to 3n - 1 moves (Winning
// Ways, chapter 17). Nothing waits on a clock: every step waits for what it
// expects to see.
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

async function startPlay(page, position) {
  await page.selectOption('#game', 'sprouts');
  await page.click('[data-tab="play"]');
  await page.fill('#play-position', position);
  await page.click('#play-form button');
  await page.waitForSelector('#turn:has-text("Your turn"), #turn.over');
}

/** The drawing as the page shows it: spots (label, centre, lives) and
 * curves (ends, points read from their paths). */
async function drawn(page) {
  return page.$eval('#heaps svg.sprouts-drawing', (svg) => ({
    spots: [...svg.querySelectorAll('g.spot')].map((g) => {
      const dot = g.querySelector('circle.dot');
      return {
        label: Number(g.dataset.spot),
        at: [Number(dot.getAttribute('cx')), Number(dot.getAttribute('cy'))],
        lives: Number(g.dataset.lives),
        lifeMarks: g.querySelectorAll('circle.life').length,
        dead: g.classList.contains('dead'),
      };
    }),
    curves: [...svg.querySelectorAll('path.curve')].map((p) => ({
      ends: p.dataset.ends.split(' ').map(Number),
      points: p.getAttribute('d').split(/[ML]/).filter((s) => s.trim()).map((s) => s.trim().split(/\s+/).map(Number)),
    })),
  }));
}

/** The sign of the turn from p to q to r (0 when in a line). */
function turn(p, q, r) {
  const v = (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]);
  return Math.abs(v) < 1e-9 ? 0 : Math.sign(v);
}

/** True when segments ab and cd cross or touch, other than at an end both share. */
function meet(a, b, c, d) {
  const same = (p, q) => Math.abs(p[0] - q[0]) < 1e-9 && Math.abs(p[1] - q[1]) < 1e-9;
  if (same(a, c) || same(a, d) || same(b, c) || same(b, d)) return false;
  const [t1, t2, t3, t4] = [turn(a, b, c), turn(a, b, d), turn(c, d, a), turn(c, d, b)];
  if (t1 !== t2 && t3 !== t4 && t1 * t2 <= 0 && t3 * t4 <= 0) {
    // Touching in a line: only when they overlap.
    if (t1 === 0 && t2 === 0) {
      const within = (p, q, r) => Math.min(p[0], q[0]) <= r[0] && r[0] <= Math.max(p[0], q[0]) && Math.min(p[1], q[1]) <= r[1] && r[1] <= Math.max(p[1], q[1]);
      return within(a, b, c) || within(a, b, d) || within(c, d, a);
    }
    return true;
  }
  return false;
}

/** Every pair of curves that meet other than at a spot they share. */
function crossings(curves) {
  const out = [];
  for (let i = 0; i < curves.length; i++) {
    for (let j = i + 1; j < curves.length; j++) {
      const [p, q] = [curves[i].points, curves[j].points];
      for (let s = 0; s + 1 < p.length; s++) {
        for (let t = 0; t + 1 < q.length; t++) {
          if (meet(p[s], p[s + 1], q[t], q[t + 1])) out.push([i + 1, j + 1, s, t]);
        }
      }
    }
  }
  return out;
}

/** The checks on a drawing after `moves` moves from `n` spots. */
function checkDrawing(picture, n, moves, what) {
  assert.equal(picture.spots.length, n + moves, `${what}: one spot more a move`);
  assert.equal(picture.curves.length, 2 * moves, `${what}: two curves a move (the new spot splits its curve)`);
  assert.deepEqual(crossings(picture.curves), [], `${what}: no two curves cross`);
  const ends = new Map(picture.spots.map((s) => [s.label, 0]));
  for (const curve of picture.curves) {
    for (const e of curve.ends) ends.set(e, ends.get(e) + 1);
    // Each curve runs from the centre of one of its spots to the other's.
    const [first, last] = [curve.points[0], curve.points[curve.points.length - 1]];
    const at = (label) => picture.spots.find((s) => s.label === label).at;
    assert.deepEqual(first, at(curve.ends[0]), `${what}: curve starts at its spot`);
    assert.deepEqual(last, at(curve.ends[1]), `${what}: curve ends at its spot`);
  }
  for (const spot of picture.spots) {
    // A new spot starts with two curve ends (3 - 2 = 1 life).
    assert.equal(spot.lives, 3 - ends.get(spot.label), `${what}: spot ${spot.label}'s lives`);
    assert.equal(spot.lifeMarks, spot.lives, `${what}: spot ${spot.label} shows its lives`);
    assert.equal(spot.dead, spot.lives === 0, `${what}: spot ${spot.label} greyed when dead`);
  }
  assert.equal(picture.spots.reduce((s, x) => s + x.lives, 0), 3 * n - moves, `${what}: each move uses two lives and adds one`);
}

/**
 * One move of the student's by clicks on a drawing of a game from `n`
 * spots: the first pair of spots (in order, a spot with itself first) the
 * library joins, the first way offered. Checks the drawing before it and
 * that the student's curve joins the spots clicked; returns the moves
 * made before it.
 */
/**
 * Chooses spot `label` as a student does: by a click, or, where another
 * spot's circle lies over its middle (spots crowd late in a game of 5 or
 * more), by the keyboard (the spot is a button: focus, then Enter), since
 * a click there would choose the spot on top.
 */
async function chooseSpot(page, label) {
  const selector = `#heaps [data-spot="${label}"]`;
  await page.locator(selector).scrollIntoViewIfNeeded();
  const onTop = await page.$eval(selector, (g) => {
    const r = g.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && g.contains(hit);
  });
  if (onTop) {
    await page.click(selector);
  } else {
    await page.focus(selector);
    await page.keyboard.press('Enter');
  }
}

async function clickMove(page, n, shots) {
  let picture = await drawn(page);
  const moves = picture.curves.length / 2;
  checkDrawing(picture, n, moves, `sprouts(${n}) before move ${moves + 1}`);
  const alive = picture.spots.filter((s) => s.lives > 0).map((s) => s.label);
  for (let i = 0; i < alive.length; i++) {
    for (let j = i; j < alive.length; j++) {
      const [a, b] = [alive[i], alive[j]];
      if (a === b && picture.spots.find((s) => s.label === a).lives < 2) continue;
      await chooseSpot(page, a);
      await page.waitForSelector(`#heaps [data-spot="${a}"].chosen`);
      const logged = await page.locator('#log li').count();
      await chooseSpot(page, b);
      // The library answers: no way (why), several ways, or the move played.
      await page.waitForFunction((count) => document.querySelector('#heaps .sprouts-why') || document.querySelector('#heaps .sprouts-way') || document.querySelectorAll('#log li').length > count, logged);
      if ((await page.locator('#heaps .sprouts-why').count()) > 0) continue;
      if ((await page.locator('#heaps .sprouts-way').count()) > 0) {
        const ways = await page.locator('#heaps .sprouts-way').count();
        assert.ok(ways >= 2, 'ways are offered only when there are several');
        if (shots && moves >= 1) await shots(`${n}-ways`);
        await page.click('#heaps .sprouts-way >> nth=0');
      }
      await page.waitForSelector('#log li:has-text("You play")');
      // The student's curve: the two newest curves of the next drawing
      // join a to the new spot and the new spot to b.
      await page.waitForFunction((count) => document.querySelectorAll('#heaps path.curve').length >= count, 2 * (moves + 1));
      picture = await drawn(page);
      const fresh = n + moves + 1;
      const mine = picture.curves.slice(2 * moves, 2 * moves + 2).map((c) => c.ends);
      assert.deepEqual(mine, [[a, fresh], [fresh, b]], `sprouts(${n}) move ${moves + 1}: the curve joins the spots clicked`);
      return moves;
    }
  }
  assert.fail(`sprouts(${n}): no pair of spots could be joined, though the game is not over`);
}

/**
 * Plays sprouts(n) to its end by clicks ([`clickMove`] each turn).
 * Checks every drawing; returns the number of moves.
 */
async function playToTheEnd(page, n, shots) {
  await startPlay(page, `sprouts(${n})`);
  for (let turnNo = 0; turnNo < 3 * n; turnNo++) {
    await page.waitForSelector('#turn:has-text("Your turn"), #turn.over');
    if ((await page.locator('#turn.over').count()) > 0) break;
    await clickMove(page, n, shots);
  }
  await page.waitForSelector('#turn.over');
  const picture = await drawn(page);
  const moves = picture.curves.length / 2;
  checkDrawing(picture, n, moves, `sprouts(${n}) at the end`);
  assert.ok(moves >= 2 * n && moves <= 3 * n - 1, `a game of ${n} spots lasts 2n to 3n - 1 moves: ${moves}`);
  // At the end no two spots can be joined: each spot left alive has one
  // life, and no two of them share a region (the library said the game is over).
  return moves;
}

test('Sprouts: games of 2 and 3 spots played to the end by clicking spots, every curve drawn without crossing', async () => {
  const page = await open(browser, server.url);
  for (const n of [2, 3]) {
    const moves = await playToTheEnd(page, n);
    assert.ok(moves > 0);
    assert.equal(await page.locator('#heaps .sprouts-key').count(), 1);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Sprouts: a dead spot cannot be clicked, a loop needs two lives, and a typed position is drawn without curves', async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'sprouts(1)');
  // The loop: spot 1 twice.
  await page.click('#heaps [data-spot="1"]');
  await page.click('#heaps [data-spot="1"]');
  await page.waitForSelector('#log li:has-text("You play")');
  await page.waitForSelector('#turn.over');
  const picture = await drawn(page);
  checkDrawing(picture, 1, 2, 'sprouts(1)');
  assert.equal(await page.locator('#heaps g.spot.clickable').count(), 0, 'no spot is clicked once the game is over');

  // Spot 1 of sprouts(2) looped twice would need two more lives.
  await startPlay(page, 'sprouts(2)');
  await page.click('#heaps [data-spot="1"]');
  await page.click('#heaps [data-spot="1"]');
  await page.waitForSelector('#log li:has-text("You play")');
  await page.waitForSelector('#turn:has-text("Your turn"), #turn.over');
  const now = await drawn(page);
  const one = now.spots.find((s) => s.label === 1);
  if (one.lives === 1) {
    await page.click('#heaps [data-spot="1"]');
    await page.click('#heaps [data-spot="1"]');
    await page.waitForSelector('#heaps .sprouts-why:has-text("room for only one")');
  }
  const dead = now.spots.find((s) => s.lives === 0);
  if (dead) assert.equal(await page.locator(`#heaps g.spot[data-spot="${dead.label}"].clickable`).count(), 0);

  // A position typed in Glop's notation has no history: drawn schematically, said so.
  await startPlay(page, 'sprouts("0.0.1aa.}")');
  await page.waitForSelector('#heaps .caption:has-text("not played from the start")');
  assert.equal(await page.locator('#heaps svg.sprouts-drawing').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Sprouts on a phone and a desktop: screenshots of a game of 3 spots', async () => {
  for (const [name, viewport] of [['phone', { width: 390, height: 844 }], ['desktop', { width: 1280, height: 800 }]]) {
    const page = await open(browser, server.url, viewport);
    const shots = process.env.SHOTS
      ? (what) => page.screenshot({ path: `${process.env.SHOTS}/sprouts-${name}-${what}.png`, fullPage: true })
      : null;
    await startPlay(page, 'sprouts(3)');
    // Two moves, then the drawing as it stands.
    for (const [a, b] of [[1, 2], [2, 3]]) {
      await page.waitForSelector('#turn:has-text("Your turn")');
      const logged = await page.locator('#log li:has-text("You play")').count();
      await chooseSpot(page, a);
      await chooseSpot(page, b);
      await page.waitForFunction((count) => document.querySelector('#heaps .sprouts-why') || document.querySelector('#heaps .sprouts-way') || document.querySelectorAll('#log li').length > count, logged);
      if ((await page.locator('#heaps .sprouts-way').count()) > 0) {
        if (shots) await shots('ways');
        await page.click('#heaps .sprouts-way >> nth=0');
      }
      if ((await page.locator('#heaps .sprouts-why').count()) > 0) break;
    }
    await page.waitForSelector('#turn:has-text("Your turn"), #turn.over');
    const picture = await drawn(page);
    assert.deepEqual(crossings(picture.curves), []);
    // The drawing fits the screen's width.
    const width = await page.$eval('#heaps svg.sprouts-drawing', (svg) => svg.getBoundingClientRect().width);
    assert.ok(width <= viewport.width, `the drawing fits: ${width}`);
    if (shots) await shots('game');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('Sprouts: where the moves are too many to list (5 spots), two clicks make a move, and the computer replies', async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'sprouts(5)');
  assert.match(await page.locator('#moves').textContent(), /Too many moves to list here: click two spots/);
  // A hint names its winning moves by the spots drawn, though none is listed.
  const logged = await page.locator('#log li').count();
  await page.click('#hint');
  await page.waitForFunction((count) => document.querySelectorAll('#log li').length > count, logged);
  const hint = await page.locator('#log li').first().textContent();
  const named = hint.split('\n').filter((l) => l.startsWith('  ')).map((l) => l.trim());
  assert.ok(named.length > 0, hint);
  for (const move of named) {
    assert.match(move, /^join spot \d+ to/, `${move}: named by the drawing's spots`);
    // The drawing's words say the spots on each side, not the kind's
    // pieces of a position as written.
    assert.doesNotMatch(move, /the loop around/, move);
  }
  for (let move = 1; move <= 2; move++) {
    await page.waitForSelector('#turn:has-text("Your turn")');
    const replies = await page.locator('#log li:has-text("I play")').count();
    await clickMove(page, 5);
    // The computer's curve is drawn too: two moves more on the drawing.
    await page.waitForFunction((count) => [...document.querySelectorAll('#log li')].filter((li) => li.textContent.startsWith('I play')).length > count, replies);
    await page.waitForSelector('#turn:has-text("Your turn"), #turn.over');
    const picture = await drawn(page);
    assert.ok(picture.curves.length / 2 >= 2 * move, `move ${move}: the computer's curve is drawn`);
    checkDrawing(picture, 5, picture.curves.length / 2, `sprouts(5) after the reply to move ${move}`);
  }
  assert.equal(await page.locator('#heaps .sprouts-why').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Sprouts: a hint names its moves by the spots drawn, as the list of every move does', async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'sprouts(3)');
  let checked = 0;
  // Once, a move that throws the win away: the next hint's grade names
  // the winning move of the position before it, by the spots drawn then
  // (spots keep their numbers), one the hint had named.
  let thrown = null;
  let graded = 0;
  for (let turn = 0; turn < 8 && (await page.locator('#turn.over').count()) === 0; turn++) {
    await page.waitForSelector('#turn:has-text("Your turn")');
    const logged = await page.locator('#log li').count();
    await page.click('#hint');
    await page.waitForFunction((count) => document.querySelectorAll('#log li').length > count, logged);
    const hint = await page.locator('#log li').first().textContent();
    const listed = await page.$$eval('#moves .all-moves button.move', (buttons) => buttons.map((b) => b.textContent));
    if (thrown) {
      const grade = hint.match(/threw the win away: (.*) would have kept it/);
      assert.ok(grade, `no grade in ${hint}`);
      assert.match(grade[1], /^join spot \d+ to/, `${grade[1]}: named by the drawing's spots`);
      assert.ok(thrown.includes(grade[1]), `${grade[1]} was not a winning move named: ${thrown.join(' | ')}`);
      graded++;
      thrown = null;
    }
    // The moves of a hint stand each on a line of its own, indented.
    const named = hint.split('\n').filter((l) => l.startsWith('  ')).map((l) => l.trim());
    for (const move of named) {
      assert.match(move, /^join spot \d+ to/, `${move}: named by the drawing's spots`);
      assert.ok(listed.includes(move), `${move} is not in the list: ${listed.join(' | ')}`);
      checked++;
    }
    // Play the first listed move (drawn between the spots it names), or
    // once a move the hint did not name where it named winning ones.
    let pick = 0;
    const losing = listed.findIndex((move) => !named.includes(move));
    if (graded === 0 && hint.includes('You can win') && losing >= 0) {
      pick = losing;
      thrown = named;
    }
    const before = await page.locator('#log li').count();
    await page.$eval('#moves .all-moves', (list) => { list.open = true; });
    await page.click(`#moves .all-moves button.move >> nth=${pick}`);
    await page.waitForFunction((count) => document.querySelectorAll('#log li').length > count, before);
    await page.waitForSelector('#turn:has-text("Your turn"), #turn.over');
  }
  assert.ok(checked > 0, 'no hint named a move');
  assert.equal(graded, 1, 'no grade named the move thrown away');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Sprouts: the Values tab opens on a table of spots the page can answer, and says where it stops (issue 41)', async () => {
  const page = await open(browser, server.url);
  await page.selectOption('#game', 'sprouts');
  await page.waitForSelector('#table-heading:has-text("spots")');
  // No error on opening: the table of as many spots as the work limit
  // lets start, and a note of where it stops.
  assert.equal(await page.locator('#table-problems .problem, #table-problems [role="alert"]').count(), 0);
  // There is no start of 0 spots: the table starts at 1, as its label
  // and heading say (its first cell, for 0, is left empty).
  assert.equal(await page.textContent('#to-label'), 'n spots: n from 1 to');
  assert.match(await page.textContent('#table-heading'), /for n in 1\.\./);
  const shown = Number(await page.inputValue('#to'));
  assert.ok(shown >= 6 && shown < 29, `the table goes to ${shown} spots`);
  assert.match(await page.textContent('#table-problems .fitted'), new RegExp(`stops at ${shown}: going on to 29`));
  // The outcomes of 1 to 6 spots (Applegate, Jacobson and Sleator): the
  // first player loses 1, 2 and 6 (value 0, P) and wins 3, 4 and 5.
  const cells = await page.$$eval('#values-table td', (tds) => tds.map((td) => td.textContent.trim()));
  const outcomes = cells.slice(1, 7).map((c) => (c === 'P' ? 'P' : 'N'));
  assert.deepEqual(outcomes, ['P', 'P', 'N', 'N', 'N', 'P'], cells.join(' '));
  // Asked for by hand, 29 spots are refused in the page's words.
  await page.fill('#to', '29');
  await page.click('#table-form button');
  await page.waitForSelector('#table-problems pre.diag:has-text("option checks")');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Sprouts: while the computer works out its move the page says it is thinking, announced, and takes no move', async () => {
  const page = await open(browser, server.url);
  await startPlay(page, 'sprouts(3)');
  // The computer's reply is held back until released: what the page
  // shows in between does not depend on how fast the reply comes.
  await page.evaluate(() => {
    const post = Worker.prototype.postMessage;
    window.held = [];
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message?.op === 'playReply') window.held.push(() => post.call(this, message, ...rest));
      else post.call(this, message, ...rest);
    };
  });
  await page.fill('#move', '1');
  await page.click('#move-form button');
  await page.waitForSelector('#turn.thinking:has-text("thinking")');
  assert.equal(await page.getAttribute('#turn', 'aria-live'), 'polite');
  // The student's move is drawn and said; no move of theirs is offered.
  assert.match(await page.textContent('#log'), /You play/);
  assert.equal(await page.locator('#moves button.move').count(), 0);
  await page.waitForFunction(() => window.held.length === 1);
  // A click meanwhile is no move.
  await page.click('#hint');
  assert.equal(await page.locator('#log li').count(), 1);
  await page.evaluate(() => window.held.forEach((send) => send()));
  await page.waitForSelector('#log li:has-text("I play")');
  await page.waitForSelector('#turn:has-text("Your turn"), #turn.over');
  assert.equal(await page.locator('#turn.thinking').count(), 0);
  assert.deepEqual(page.errors, []);
  await page.close();
});
