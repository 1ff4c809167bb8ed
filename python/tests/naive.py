"""Naive searches, written here and independent of grundy's engine: mex
over the options of each heap, and plain recursions for misère outcomes
and remoteness. They are slow and obviously right."""

from functools import lru_cache


def mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def subtraction_values(takes, n_max):
    """g(0..=n_max) of the subtraction game that takes any of `takes`."""
    g = []
    for n in range(n_max + 1):
        g.append(mex({g[n - k] for k in takes if k <= n}))
    return g


def octal_moves(code):
    """The digits of an octal code such as "0.137" or "4.07": (k, d) for
    removing k tokens, d's bits saying what may be left (1: nothing, 2: one
    heap, 4: two heaps)."""
    whole, _, frac = code.partition(".")
    return [(0, int(whole))] + [(k, int(d)) for k, d in enumerate(frac, 1)]


def octal_options(code, n):
    """The options of a heap of n in the octal game `code`, each a tuple of heaps."""
    out = []
    for k, d in octal_moves(code):
        rest = n - k
        if k > n or (k == 0 and rest == 0):
            continue
        if d & 1 and rest == 0:
            out.append(())
        if d & 2 and rest > 0 and k > 0:
            out.append((rest,))
        if d & 4:
            for a in range(1, rest // 2 + 1):
                out.append((a, rest - a))
    return out


def octal_values(code, n_max):
    """g(0..=n_max) of the octal game `code`: mex over the options, a
    split's value the XOR of its heaps'."""
    g = []
    for n in range(n_max + 1):
        seen = set()
        for heaps in octal_options(code, n):
            v = 0
            for h in heaps:
                v ^= g[h]
            seen.add(v)
        g.append(mex(seen))
    return g


def misere_outcome(code, heaps):
    """"N" or "P" of a sum of heaps of an octal game under misère play
    (the player who cannot move wins), by plain recursion."""

    @lru_cache(maxsize=None)
    def wins(position):
        if not any(octal_options(code, h) for h in position):
            return True  # no move: the player to move has won
        for i, h in enumerate(position):
            for option in octal_options(code, h):
                rest = position[:i] + option + position[i + 1:]
                if not wins(tuple(sorted(x for x in rest if x > 0))):
                    return True
        return False

    return "N" if wins(tuple(sorted(h for h in heaps if h > 0))) else "P"


def remoteness(takes, n_max):
    """Steinhaus's remoteness of each heap 0..=n_max of a subtraction game:
    0 with no move; else the winner (who has an option of even remoteness)
    hurries, the loser holds out."""
    r = []
    for n in range(n_max + 1):
        options = [r[n - k] for k in takes if k <= n]
        if not options:
            r.append(0)
        elif any(x % 2 == 0 for x in options):
            r.append(1 + min(x for x in options if x % 2 == 0))
        else:
            r.append(1 + max(options))
    return r


def heaps_value(code, heaps):
    """The Grundy value of a sum of heaps of the octal game `code`: the XOR
    of each heap's value, by mex."""
    g = octal_values(code, max(heaps, default=0))
    v = 0
    for h in heaps:
        v ^= g[h]
    return v


def coin_row_wins(row, most):
    """True when the player to move wins the coin row `row` ("THHTH")
    under normal play, where a move turns over 1..=`most` coins, the
    rightmost of them a head going to tails: plain recursion."""

    @lru_cache(maxsize=None)
    def wins(r):
        for right, c in enumerate(r):
            if c != "H":
                continue
            for k in range(1, most + 1):
                # The rightmost coin `right` and k - 1 others to its left.
                for others in _choose(range(right), k - 1):
                    after = list(r)
                    for i in (right,) + others:
                        after[i] = "T" if after[i] == "H" else "H"
                    if not wins("".join(after)):
                        return True
        return False

    return wins(row)


def _choose(items, k):
    items = list(items)
    if k == 0:
        yield ()
        return
    for i, x in enumerate(items):
        for rest in _choose(items[i + 1:], k - 1):
            yield (x,) + rest


def cram_wins(rows, columns, filled=frozenset()):
    """True when the player to move wins Cram on a board of `rows` x
    `columns` with the squares `filled` ((row, column) pairs) taken, under
    normal play: a move covers two free squares side by side."""

    @lru_cache(maxsize=None)
    def wins(taken):
        for r in range(rows):
            for c in range(columns):
                for r2, c2 in ((r, c + 1), (r + 1, c)):
                    if r2 < rows and c2 < columns and (r, c) not in taken and (r2, c2) not in taken:
                        if not wins(taken | {(r, c), (r2, c2)}):
                            return True
        return False

    return wins(frozenset(filled))
