"""Tables as lists and DataFrames, and their displays in Jupyter."""

import xml.etree.ElementTree as ET

import pandas as pd

import grundy
from naive import octal_values


def test_a_table_as_rows_and_as_a_dataframe():
    t = grundy.table("kayles", to=30)
    assert len(t) == 31 and t[0] == {"n": 0, "grundy": 0, "outcome": "P"}
    df = t.to_pandas()
    assert isinstance(df, pd.DataFrame)
    assert list(df.columns) == ["n", "grundy", "outcome"]
    assert df["grundy"].tolist() == octal_values("0.77", 30)
    assert df["outcome"].tolist() == ["P" if v == 0 else "N" for v in octal_values("0.77", 30)]


def test_a_misere_table_has_genus_columns():
    df = grundy.table("kayles", to=10, play="misere", remoteness=True).to_pandas()
    assert {"genus", "misere", "remoteness"} <= set(df.columns)
    assert df.loc[0, "outcome"] == "N"  # no move: the player to move wins under misère play


def test_html_of_a_table_shows_heading_plot_and_rows():
    t = grundy.table("kayles", to=100)
    page = t._repr_html_()
    assert "Kayles" in page and "<svg" in page
    # The first 60 rows are shown, and the rest said to be in .rows.
    assert page.count("<tr>") == 61
    assert "60 of 101 rows shown" in page


def test_a_plot_is_an_svg_picture():
    svg = grundy.table("kayles", to=50).plot()._repr_svg_()
    root = ET.fromstring(svg)
    assert root.tag.endswith("svg")


def test_html_of_values_and_periods_is_their_text_escaped():
    v = grundy.eval("kayles(3) + nim(2)")
    assert v._repr_html_().startswith("<pre>") and "N-position" in v._repr_html_()
    assert "&lt;" not in v._repr_html_() or "<" in str(v)
    assert "period 12" in grundy.period("kayles")._repr_html_()


def test_a_table_of_two_heaps_has_no_plot():
    t = grundy.table("wythoff", to=3)
    assert t.layout == "heaps" and t.svg is None
    assert t[0]["heaps"] == [0, 0]


def test_a_table_starts_at_the_games_first_position():
    # Sprouts has no start of 0 spots: its table starts at 1, and the first
    # player wins exactly when n mod 6 is 3, 4 or 5 (Applegate, Jacobson and
    # Sleator; Lemoine and Viennot).
    t = grundy.table("sprouts", to=6)
    assert [r["n"] for r in t] == [1, 2, 3, 4, 5, 6]
    assert [r["outcome"] for r in t] == ["P", "P", "N", "N", "N", "P"]
    assert [r["n"] for r in grundy.table("sprouts", to=3, start=0)] == [1, 2, 3]
    # A start given is kept where the game has that position.
    t = grundy.table("kayles", to=6, start=2)
    assert [r["n"] for r in t] == [2, 3, 4, 5, 6]
    assert [r["grundy"] for r in t] == octal_values("0.77", 6)[2:]
