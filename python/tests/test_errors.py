"""Mistakes become grundy.GrundyError, carrying the library's located
diagnostic (no colour)."""

import pytest

import grundy


def test_an_unknown_game_is_located_with_a_suggestion():
    with pytest.raises(grundy.GrundyError) as e:
        grundy.eval("kayles(3) + kayls(4)")
    message = str(e.value)
    assert "unknown game `kayls`" in message
    # Located: the expression's name, line and column, and the line shown.
    assert "expression:1:13" in message
    assert "kayles(3) + kayls(4)" in message
    assert "did you mean `kayles`?" in message
    assert "\x1b[" not in message


def test_a_typo_in_a_game_file_is_located_in_it(tmp_path):
    path = tmp_path / "typo.game"
    path.write_text("game g {\n    tkae 1..3\n}\n")
    library = grundy.Library()
    with pytest.raises(grundy.GrundyError) as e:
        library.load(str(path))
    message = str(e.value)
    assert f"{path}:2:5" in message
    assert "tkae 1..3" in message
    assert "did you mean `take`?" in message


def test_a_file_that_is_not_there():
    with pytest.raises(grundy.GrundyError, match="cannot read"):
        grundy.Library().load("/no/such/file.game")


def test_defined_games_are_used():
    library = grundy.Library()
    assert library.define("game two {\n    take 1, 2\n}\n", "lesson.game") == ["two"]
    assert library.table("two", to=5).values == [0, 1, 2, 0, 1, 2]


def test_a_limit_is_an_error_not_a_hang():
    library = grundy.Library(max_work=1000)
    with pytest.raises(grundy.GrundyError, match="work limit"):
        library.table("grundys_game", to=100000)


def test_a_wrong_play_word_is_a_value_error():
    with pytest.raises(ValueError, match="misere"):
        grundy.eval("kayles(3)", play="misery")


def test_a_survey_of_no_family():
    with pytest.raises(ValueError, match="octal"):
        grundy.survey("octl", digits=2, to=10)
    with pytest.raises(grundy.GrundyError, match="rules line 2"):
        grundy.survey("rules", rules=["octal 0.137", "tkae 1, 2"], to=10)


def cli(*args):
    """The command line's standard error, for `grundy ARGS` (GRUNDY_BIN, set
    by python/test.sh; the test is skipped without it)."""
    import os
    import subprocess

    binary = os.environ.get("GRUNDY_BIN")
    if not binary:
        pytest.skip("GRUNDY_BIN (the grundy binary) is not set")
    done = subprocess.run([binary, *args], capture_output=True, text=True,
                          env={**os.environ, "NO_COLOR": "1"})
    assert done.returncode != 0
    return done.stderr.strip()


def test_the_message_is_the_command_lines(tmp_path):
    with pytest.raises(grundy.GrundyError) as e:
        grundy.eval("kayles(3) + kayls(4)")
    assert str(e.value) == cli("eval", "kayles(3) + kayls(4)")
    path = tmp_path / "typo.game"
    path.write_text("game g {\n    tkae 1..3\n}\n")
    with pytest.raises(grundy.GrundyError) as e:
        grundy.Library().load(str(path))
    assert str(e.value) == cli("check", str(path))
