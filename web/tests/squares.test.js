// How clicks on squares become a piece (web/static/squares.js), without a
// browser: the squares clicked are gathered until they are the squares of
// one of the library's placements, whose move is then sent.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { choosePlacement } from '../static/squares.js';

/** A board as the library sends it, with only what choosing needs: the
 * placements (their squares and the move each types). */
function board(placements) {
  return { rows: 0, columns: 0, squares: [], placements: placements.map((squares) => ({ squares, click: `place ${squares.join('-')}` })) };
}

test('a domino: the second square beside the first sends it; a square not beside it starts again', () => {
  const b = board([['a1', 'b1'], ['b1', 'c1'], ['a1', 'a2']]);
  let step = choosePlacement(b, [], 'b1');
  assert.deepEqual(step, { chosen: ['b1'], move: null });
  step = choosePlacement(b, step.chosen, 'a2');
  assert.deepEqual(step, { chosen: ['a2'], move: null });
  step = choosePlacement(b, step.chosen, 'a2');
  assert.deepEqual(step, { chosen: [], move: null });
  step = choosePlacement(b, ['b1'], 'c1');
  assert.deepEqual(step, { chosen: [], move: 'place b1-c1' });
});

test('an L tromino is sent after its third square; a square no piece covers chooses nothing', () => {
  const b = board([['a1', 'b1', 'a2'], ['a1', 'b1', 'b2'], ['b1', 'b2', 'c2']]);
  let step = choosePlacement(b, [], 'b1');
  step = choosePlacement(b, step.chosen, 'a1');
  assert.deepEqual(step, { chosen: ['b1', 'a1'], move: null });
  step = choosePlacement(b, step.chosen, 'b2');
  assert.deepEqual(step, { chosen: [], move: 'place a1-b1-b2' });
  assert.deepEqual(choosePlacement(b, ['a1'], 'd4'), { chosen: [], move: null });
});
