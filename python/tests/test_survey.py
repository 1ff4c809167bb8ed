"""Surveys from Python: records against naive sequences, shards merged
equal to a whole run, DataFrames and HTML."""

import pytest

import grundy
from naive import octal_values


@pytest.fixture(scope="module")
def octal2():
    return grundy.survey("octal", digits=2, to=120, jobs=2)


def test_records_agree_with_naive_sequences(octal2):
    assert len(octal2) == 2 * (7 + 56)
    by_game = {}
    for r in octal2:
        code = r["rules"].split()[1]
        g = octal_values(code, r["known_to"])
        by_game[r["game"]] = g
        assert r["largest"] == max(g), r
        assert r["largest_at"] == g.index(max(g)), r
        assert r["p_positions"] == g.count(0), r
        if r["status"] in ("proved", "observed"):
            p, pre, s = r["period"], r["preperiod"], r["saltus"]
            assert all(g[n + p] == g[n] + s for n in range(pre, len(g) - p)), r
    # Games said to be the same have the same naive sequence.
    for r in octal2:
        if r["same_as"] is not None:
            assert by_game[r["game"]] == by_game[r["same_as"]], r


def test_shards_merged_are_the_whole_run(octal2):
    shards = [grundy.survey("octal", digits=2, to=120, jobs=1, shard=f"{i}/3").text for i in (1, 2, 3)]
    assert grundy.survey_merge(shards) == octal2.text
    with pytest.raises(grundy.GrundyError, match="none of the files"):
        grundy.survey_merge(shards[:2])


def test_a_survey_is_the_same_on_one_thread_or_two(octal2):
    assert grundy.survey("octal", digits=2, to=120, jobs=1) == octal2


def test_a_survey_of_rule_texts_and_of_subtraction_sets():
    s = grundy.survey("rules", rules=["octal 0.77", "take 1, 2", "octal 0.137"], to=200)
    assert [r["rules"] for r in s] == ["octal 0.77", "take 1, 2", "octal 0.137"]
    kayles = s[0]
    assert (kayles["status"], kayles["period"], kayles["preperiod"]) == ("proved", 12, 71)
    sub = grundy.survey("subtraction", max=4, to=100)
    assert len(sub) == 15 and sub.header["family"] == "subtraction sets within 1..4"
    assert grundy.survey_games("subtraction", max=2) == ["take 1", "take 2", "take 1, 2"]


def test_a_survey_as_a_dataframe_and_html(octal2):
    df = octal2.to_pandas()
    assert len(df) == 126 and df.loc[0, "rules"] == "octal 0.1"
    assert set(df["status"]) <= {"proved", "observed", "none", "error"}
    page = octal2._repr_html_()
    assert "octal codes 0.d and 4.d of 1 to 2 digits" in page and page.count("<tr>") == 61


def test_a_survey_saved_is_the_command_lines_file(octal2, tmp_path):
    path = tmp_path / "octal2.csv"
    octal2.save(str(path))
    assert path.read_text().startswith("# grundy survey {")
    assert grundy.Survey(path.read_text()) == octal2
