"""Play against the computer from Python: the library's play, checked
against naive searches written in naive.py (mex over Kayles' options,
misère outcomes by recursion, coin rows and Cram boards searched)."""

import random
import re

import pytest

import grundy
from naive import cram_wins, coin_row_wins, heaps_value, misere_outcome

KAYLES = "0.77"


def kayles_heaps(position):
    """The heaps of a position of Kayles as grundy writes it
    (``kayles(3, 5)``, ``kayles(3) + kayles(5)``)."""
    heaps = []
    for args in re.findall(r"kayles\(([^)]*)\)", position):
        heaps += [int(h) for h in args.split(",") if h.strip()]
    assert position.count("(") == len(re.findall(r"kayles\(", position)), position
    return heaps


def repl_stderr(lines):
    """The REPL's standard error for `lines` typed into it (GRUNDY_BIN, set
    by python/test.sh; the test is skipped without it)."""
    import os
    import subprocess

    binary = os.environ.get("GRUNDY_BIN")
    if not binary:
        pytest.skip("GRUNDY_BIN (the grundy binary) is not set")
    done = subprocess.run([binary], input=lines, capture_output=True, text=True,
                          env={**os.environ, "NO_COLOR": "1"})
    return done.stderr.strip()


def play_out(p, human):
    """Plays `p` to its end: the computer's moves, and `human`'s choices
    among p.moves() for yours. Returns the positions the computer left."""
    left = []
    for _ in range(200):
        if p.over:
            return left
        if p.to_move == "computer":
            assert p.computer() is not None
            left.append(p.position)
        else:
            p.move(human(p.moves()))
    raise AssertionError("the game did not end in 200 moves")


@pytest.mark.parametrize("heaps", [[10], [7, 4], [3, 5, 8], [13]])
def test_the_computer_at_hard_wins_kayles_from_an_n_position(heaps):
    # An N-position by the naive mex search: the computer, moving first,
    # must leave a P-position (value 0) after each of its moves, and win.
    assert heaps_value(KAYLES, heaps) != 0
    text = "kayles(" + ", ".join(map(str, heaps)) + ")"
    for seed in range(4):
        chooser = random.Random(seed)
        p = grundy.play(text, first="computer", level="hard", seed=seed)
        assert p.to_move == "computer" and not p.over
        for position in play_out(p, chooser.choice):
            assert heaps_value(KAYLES, kayles_heaps(position)) == 0, position
        assert p.over and p.winner == "computer"
        assert p.result == "the computer won"
        assert p.history[-1].who == "computer"


def test_the_hint_leads_to_a_p_position():
    p = grundy.play("kayles(10) + kayles(3)", first="me", seed=2)
    assert heaps_value(KAYLES, [10, 3]) != 0 and p.outcome == "N"
    hint = p.hint()
    assert hint.startswith("You can win!")
    # The moves the hint gives, one a line after its first, each typed
    # as the hint writes it (before its words in brackets).
    moves = [line.strip().split(" (")[0] for line in hint.splitlines()[1:] if line.startswith("  ")]
    assert moves
    for m in moves:
        q = grundy.play("kayles(10) + kayles(3)", first="me", seed=2)
        q.move(m)
        assert heaps_value(KAYLES, kayles_heaps(q.position)) == 0, (m, q.position)
        assert q.outcome == "P"


def test_the_moves_listed_are_the_options_and_say_which_win():
    p = grundy.play("kayles(5)", seed=1)
    moves = p.moves()
    assert [m.number for m in moves] == list(range(1, len(moves) + 1))
    for m in moves:
        q = grundy.play("kayles(5)", seed=1)
        q.move(m)
        after = heaps_value(KAYLES, kayles_heaps(q.position))
        assert m.wins == (after == 0), (m, q.position)
    # Kayles(5): take 1 or 2 tokens from the end or the middle.
    assert len(moves) == len({m.text for m in moves})


def test_a_bad_move_raises_with_its_location():
    p = grundy.play("kayles(10) + nim(3)", seed=1)
    with pytest.raises(grundy.GrundyError) as e:
        p.move("kayles 1: 10 -> @")
    message = str(e.value)
    assert "move:1:1" in message and "kayles 1: 10 -> @" in message
    assert "\x1b[" not in message
    # The REPL shows the same words for the same line.
    assert message == repl_stderr("play kayles(10) + nim(3) seed 1\nkayles 1: 10 -> @\nq\n")
    # A move that reads but is not allowed: the REPL's refusal.
    with pytest.raises(grundy.GrundyError, match="That move is not allowed"):
        p.move("nim 2: 3 -> 5")
    with pytest.raises(grundy.GrundyError, match="no move 99"):
        p.move(99)
    # Nothing was played.
    assert p.history == [] and p.to_move == "you"


def test_turns_are_kept():
    p = grundy.play("nim(3, 4)", seed=1)
    with pytest.raises(grundy.GrundyError, match="your turn"):
        p.computer()
    p.move("heap 1: 3 -> 0")
    with pytest.raises(grundy.GrundyError, match="my turn"):
        p.move("heap 1: 4 -> 0")


def test_undo_takes_back_your_move_and_the_reply():
    p = grundy.play("kayles(10) + nim(3)", seed=4)
    start = p.position
    p.move(1)
    p.computer()
    assert len(p.history) == 2 and p.position != start
    assert p.undo()
    assert p.position == start and p.history == [] and p.to_move == "you"
    assert not p.undo()


def test_a_misere_game_is_won_by_the_computer_from_an_n_position():
    heaps = [4, 1]
    assert misere_outcome(KAYLES, heaps) == "N"
    for seed in range(3):
        chooser = random.Random(seed)
        p = grundy.play("kayles(4, 1)", first="computer", play="misere", seed=seed)
        for position in play_out(p, chooser.choice):
            assert misere_outcome(KAYLES, kayles_heaps(position)) == "P", position
        # Under misère play the computer wins when it cannot move: you
        # made the last move.
        assert p.winner == "computer"
        assert p.to_move == "computer"
        assert "misère" in str(p)


FERGUSON = """
game ferguson {
    e ->
    d -> e
    a -> b
    b -> c
    c -> a, d
}
"""


def test_a_loopy_game_is_a_draw_and_the_computer_keeps_it():
    # Ferguson's example: a -> b -> c -> a, c -> d -> e. From a, b and c
    # neither player can force a win: each must avoid moving to d.
    library = grundy.Library()
    library.define(FERGUSON)
    drawn = {"a", "b", "c"}  # worked out by hand above
    p = library.play("ferguson(a)", first="me", seed=1)
    assert p.outcome == "D" and p.result == "draw" and not p.over
    for _ in range(6):
        # Your move: one to a drawn vertex (from c, to a; not to d).
        keeping = [m for m in p.moves() if m.text.split("-> ")[1] in drawn]
        assert keeping and not any(m.wins for m in p.moves())
        hint = p.hint()
        assert "draw" in hint and "-> d" not in hint
        p.move(keeping[0])
        # The computer keeps the draw too.
        assert p.computer() is not None
        assert p.position[len("ferguson("):-1] in drawn, p.position
        assert p.result == "draw" and p.outcome == "D"
    assert not p.over and p.winner is None


@pytest.mark.parametrize("row", ["THHTH", "HHTHH", "TTHHHT"])
def test_a_coin_row(row):
    # Mock Turtles: turn 1..3 coins, the rightmost heads to tails.
    computer_wins = coin_row_wins(row, 3)
    p = grundy.play(f'mock_turtles("{row}")', first="computer", seed=3)
    assert p.outcome == ("N" if computer_wins else "P")
    play_out(p, random.Random(1).choice)
    if computer_wins:
        assert p.winner == "computer"
    assert "every coin is tails" in str(p)


def test_a_board():
    # Cram on 2 x 3: one side odd, the other even: the first player wins
    # (the naive search says so too).
    assert cram_wins(2, 3)
    for seed in range(3):
        p = grundy.play("cram(2, 3)", first="computer", seed=seed)
        assert "a b c" in str(p)  # the board is drawn
        play_out(p, random.Random(seed).choice)
        assert p.winner == "computer"
    # Your move typed as in the REPL.
    p = grundy.play("cram(2, 3)", seed=1)
    assert p.move("place a1-a2").said == "You play cram: place a domino on a1-a2."
    # a1-a2 covers column a's two squares; the computer is to move.
    assert (p.outcome == "N") == cram_wins(2, 3, {(0, 0), (1, 0)})


def test_a_compound_is_played_by_typed_steps():
    p = grundy.play("nim(2) & nim(3)", first="me", seed=1)
    assert p.moves() == []
    played = p.move("A: 2 -> 0; B: 3 -> 1")
    assert "A: nim: 2 -> 0" in played.text
    assert p.over and p.winner == "you"


def test_easy_and_medium_levels_are_accepted_and_a_wrong_word_is_a_value_error():
    for level in ["easy", "medium"]:
        p = grundy.play("kayles(6)", first="computer", level=level, seed=5)
        assert p.computer().said.startswith("I play")
    with pytest.raises(ValueError, match="level"):
        grundy.play("kayles(6)", level="expert")
    with pytest.raises(ValueError, match="first"):
        grundy.play("kayles(6)", first="nobody")


def test_an_unknown_game_is_located():
    with pytest.raises(grundy.GrundyError) as e:
        grundy.play("kayls(6)")
    assert "position:1:1" in str(e.value)


def test_the_html_shows_the_position_and_whose_turn():
    p = grundy.play("cram(2, 3)", seed=1)
    shown = p._repr_html_()
    assert "board 1" in shown and "Your move." in shown
    p.move("place a1-a2")
    shown = p._repr_html_()
    assert "You play cram: place a domino on a1-a2." in shown
    assert "computer" in shown


def test_the_documented_example_runs():
    # docs/python.md's example of play, run as a doctest.
    import doctest
    import pathlib

    docs = pathlib.Path(__file__).resolve().parents[2] / "docs" / "python.md"
    section = docs.read_text().split("## Playing against the computer")[1].split("\n## ")[0]
    example = section.split("```python\n")[1].split("```")[0]
    test = doctest.DocTestParser().get_doctest(example, {}, "python.md", str(docs), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.failures == 0 and runner.tries > 5


def test_ctrl_c_stops_a_long_computation_of_play_and_the_library_goes_on():
    import signal
    import threading

    library = grundy.Library()
    # 0.6 has no known period: the value of a heap of 100000 takes long
    # (each heap splits in about n/2 ways), so only Ctrl-C ends this call
    # soon.
    library.define_rules("o6", "octal 0.6")
    main = threading.main_thread().ident
    timer = threading.Timer(0.3, lambda: signal.pthread_kill(main, signal.SIGINT))
    timer.start()
    with pytest.raises(KeyboardInterrupt):
        library.play("o6(100000)", first="computer")
    timer.join()
    p = library.play("o6(6)", first="computer", seed=1)
    assert p.computer() is not None
