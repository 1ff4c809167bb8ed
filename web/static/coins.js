// Coins drawn as buttons: a row of coins numbered from 1, or a grid with
// its rows and columns numbered, each heads (H) or tails (T). A player
// clicks coins to choose them and presses "Turn over"; the move is sent as
// typed (`turn 3 5`) and the library says whether the game allows it. A
// coin set is what the library's `kind::CoinDrawing` serialises to:
//   { rows, columns, grid, coins: [{ row, column, heads, typed }], verb }
import { el } from './view.js';

/** The coins as a box of buttons. `chosen` is a Set of the chosen coins'
 * `typed` names; `turned` (a Set, maybe empty) marks coins the last move
 * turned over; `width` = [rows, columns] draws at least that many (coins
 * past the last head can never be turned: drawn faded, not clickable).
 * A click calls `onChoose(typed)`. */
export function drawCoins(coins, { chosen, turned, width, onChoose, disabled }) {
  const rows = Math.max(coins.rows, width[0]);
  const columns = Math.max(coins.columns, width[1]);
  const byPlace = new Map(coins.coins.map((c) => [`${c.row},${c.column}`, c]));
  const box = el('div', {
    class: coins.grid ? 'coins coin-grid' : 'coins coin-row',
    role: 'group',
    'aria-label': coins.grid ? 'the grid of coins' : 'the row of coins',
  });
  box.style.setProperty('--columns', String(columns + (coins.grid ? 1 : 0)));
  if (coins.grid) {
    // Column numbers above, row numbers on the left.
    box.append(el('span', { class: 'coin-number corner' }, ''));
    for (let c = 1; c <= columns; c++) box.append(el('span', { class: 'coin-number' }, String(c)));
  }
  for (let r = 1; r <= rows; r++) {
    if (coins.grid) box.append(el('span', { class: 'coin-number' }, String(r)));
    for (let c = 1; c <= columns; c++) {
      const coin = byPlace.get(`${r},${c}`);
      if (!coin) {
        box.append(el('span', { class: 'coin tails past', 'aria-hidden': 'true' }, el('span', { class: 'face' }, 'T'), coins.grid ? '' : el('span', { class: 'coin-number' }, String(c))));
        continue;
      }
      const classes = ['coin', coin.heads ? 'heads' : 'tails'];
      if (chosen.has(coin.typed)) classes.push('chosen');
      if (turned.has(coin.typed)) classes.push('turned');
      const name = coins.grid ? `coin at row ${r}, column ${c}` : `coin ${c}`;
      const button = el(
        'button',
        {
          type: 'button',
          class: classes.join(' '),
          'data-coin': coin.typed,
          'aria-pressed': chosen.has(coin.typed) ? 'true' : 'false',
          'aria-label': `${name}, ${coin.heads ? 'heads' : 'tails'}`,
          title: `${name}: ${coin.heads ? 'heads' : 'tails'}`,
        },
        el('span', { class: 'face' }, coin.heads ? 'H' : 'T'),
        coins.grid ? '' : el('span', { class: 'coin-number' }, String(c)),
      );
      button.disabled = disabled;
      button.addEventListener('click', () => onChoose(coin.typed));
      box.append(button);
    }
  }
  return box;
}

/** The coins whose faces differ between two drawings of one position. */
export function changedCoins(before, after) {
  const out = new Set();
  if (!before || !after) return out;
  const faces = new Map(before.coins.map((c) => [c.typed, c.heads]));
  for (const coin of after.coins) {
    if ((faces.get(coin.typed) ?? false) !== coin.heads) out.add(coin.typed);
    faces.delete(coin.typed);
  }
  for (const [typed, heads] of faces) if (heads) out.add(typed);
  return out;
}
