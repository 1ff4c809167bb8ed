"""Values, outcomes, misère play and remoteness from the package, against
the naive searches of naive.py."""

import itertools

import pytest

import grundy
from naive import misere_outcome, octal_options, octal_values, remoteness, subtraction_values


@pytest.fixture(scope="module")
def library():
    return grundy.Library()


@pytest.mark.parametrize("takes", [(1, 2), (1, 3, 4), (2, 5, 7), (1, 4, 9, 16), (3, 4, 5, 11)])
def test_subtraction_values_against_mex(library, takes):
    name = "s" + "_".join(map(str, takes))
    library.define_rules(name, "take " + ", ".join(map(str, takes)))
    assert library.table(name, to=300).values == subtraction_values(takes, 300)


@pytest.mark.parametrize("code", ["0.77", "0.137", "0.07", "0.51", "0.156", "4.07", "0.4", "4.4", "0.6", "0.35"])
def test_octal_values_against_mex(library, code):
    name = "o" + code.replace(".", "_")
    library.define_rules(name, f"octal {code}")
    assert library.table(name, to=200).values == octal_values(code, 200)


def test_builtin_kayles_is_octal_077():
    assert grundy.table("kayles", to=120).values == octal_values("0.77", 120)


def test_sums_are_the_xor_of_their_parts_and_winning_moves_reach_zero():
    g = octal_values("0.77", 12)
    for a, b, c in itertools.product(range(0, 12, 3), range(1, 9, 2), range(4)):
        v = grundy.eval(f"kayles({a}) + kayles({b}) + nim({c})")
        total = g[a] ^ g[b] ^ c
        assert v.value == total
        assert v.outcome == ("P" if total == 0 else "N")
        assert (v.winning_count or 0) == sum(
            # A move in one part to a heap (or heaps) that leave 0.
            1 for _ in _winning_moves(g, a, b, c)
        )


def _winning_moves(g, a, b, c):
    """Naive winning moves of kayles(a) + kayles(b) + nim(c): the distinct
    positions of the whole sum reached whose value is 0 (two equal heaps
    give one position whichever is played in)."""
    from naive import octal_options

    seen = set()
    for i, h in enumerate((a, b)):
        other = (a, b)[1 - i]
        for option in octal_options("0.77", h):
            heaps = tuple(sorted(x for x in (other,) + option if x > 0))
            v = c
            for x in heaps:
                v ^= g[x]
            if v == 0:
                seen.add((heaps, c))
    for k in range(c):
        if g[a] ^ g[b] ^ k == 0:
            seen.add((tuple(sorted(x for x in (a, b) if x > 0)), k))
    return seen


def test_eval_words_the_winning_move():
    v = grundy.eval("kayles(3) + nim(2)")
    assert (v.value, v.nimber, v.outcome) == (1, "*1", "N")
    assert v.winning == ["kayles: 3 -> 2 (take 1, leaving a heap of 2)"]
    assert "N-position" in str(v)
    assert [(c["game"], c["grundy"]) for c in v.components] == [("kayles", 3), ("nim", 2)]
    # Every option of the sum, each distinct position once: kayles(3)'s
    # and nim(2)'s (2 -> 1, 2 -> 0).
    kayles = {tuple(sorted(o)) for o in octal_options("0.77", 3)}
    assert len(v.options) == len(kayles) + 2


def test_misere_outcomes_against_a_plain_recursion():
    t = grundy.table("kayles", to=12, play="misere")
    assert t.play == "misere"
    assert t.outcomes == [misere_outcome("0.77", (n,)) for n in range(13)]
    for heaps in [(1, 1), (2, 3), (1, 4, 5), (3, 3, 1), (2, 2, 2)]:
        text = " + ".join(f"kayles({h})" for h in heaps)
        assert grundy.eval(text, play="misere").outcome == misere_outcome("0.77", heaps), text


def test_remoteness_against_steinhaus(library):
    library.define_rules("r235", "take 2, 3, 5")
    t = library.table("r235", to=60, remoteness=True)
    assert [r["remoteness"] for r in t.rows] == remoteness((2, 3, 5), 60)
    assert library.eval("r235(17)").remoteness == remoteness((2, 3, 5), 17)[17]


def test_period_of_kayles_is_published():
    # Guy and Smith: Kayles has period 12 from heap 71.
    p = grundy.period("kayles")
    assert p.proved and (p.period, p.preperiod, p.saltus) == (12, 71, 0)
    assert "proved" in str(p)


def test_games_are_listed():
    names = [g.name for g in grundy.games()]
    assert "kayles" in names and "nim" in names


def test_a_compounds_winning_move_is_its_steps():
    v = grundy.eval("kayles(3) & nim(2)")
    assert v.json["compound"] == "conjunctive" and v.outcome == "N"
    # Conjunctive: the least remoteness decides (nim(2) ends in 1 move).
    assert v.remoteness == 1
    # The winning move ends nim(2) at once, with a step in kayles(3) too.
    [move] = v.winning
    kayles, nim = move.split("; ")
    assert kayles.startswith("kayles: 3 -> ") and nim == "nim: 2 -> 0 (take all 2)"
