"""The library's answers as Python objects: each keeps the JSON the Rust
library gave (``.json``) and shows it as the command line words it (``str``)
or, in Jupyter, as HTML and SVG. Nothing here computes or decides."""

from __future__ import annotations

from dataclasses import dataclass
import html
from typing import Any, Dict, List, Optional

#: Rows of a table or survey shown in a notebook (all are in ``.rows``).
SHOWN_ROWS = 60


@dataclass(frozen=True)
class Game:
    """A game of a library: its name, title, rules, source text, play
    convention, and what its positions are (``single heaps``, ...)."""

    name: str
    title: str
    rules: str
    source: str
    play: str
    positions: str


def _pre(text: str) -> str:
    return f"<pre>{html.escape(text)}</pre>"


def _html_table(rows: List[Dict[str, Any]], columns: Optional[List[str]] = None) -> str:
    """Rows of dicts as an HTML table (the first SHOWN_ROWS of them)."""
    if columns is None:
        columns = []
        for r in rows[:SHOWN_ROWS]:
            columns += [k for k in r if k not in columns]
    head = "".join(f"<th>{html.escape(str(c))}</th>" for c in columns)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(_cell(r.get(c)))}</td>" for c in columns) + "</tr>"
        for r in rows[:SHOWN_ROWS]
    )
    more = ""
    if len(rows) > SHOWN_ROWS:
        more = f"<p>{SHOWN_ROWS} of {len(rows)} rows shown; all are in <code>.rows</code>.</p>"
    return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>{more}"


def _cell(v: Any) -> str:
    if v is None:
        return ""
    if isinstance(v, list):
        return " ".join(map(str, v))
    return str(v)


def _dataframe(rows: List[Dict[str, Any]]):
    try:
        import pandas
    except ImportError as e:  # pragma: no cover - depends on the machine
        raise ImportError("DataFrames need pandas: pip install pandas") from e
    # Nullable integers and strings: a column of periods with gaps stays
    # whole numbers (not floats with NaN).
    return pandas.DataFrame(rows).convert_dtypes()


class Value:
    """What a position is worth: its value (the nimber of a sum under
    normal play), outcome (``N``: the player to move wins, ``P``: the
    previous player), remoteness, and winning moves in words.

    ``.json`` is ``grundy eval --json``'s object; ``str(v)`` its text."""

    def __init__(self, answer: Dict[str, Any]):
        self.text: str = answer.pop("text", "")
        self.json: Dict[str, Any] = answer

    @property
    def position(self) -> str:
        """The position as the library writes it."""
        return self.json.get("position", "")

    @property
    def play(self) -> Optional[str]:
        """``normal`` or ``misere``."""
        return self.json.get("play")

    @property
    def value(self) -> Any:
        """The Grundy value of a sum under normal play (an int); a loopy
        game's generalized value (text such as ``∞{0, 1}``); None under
        misère play or for a compound, where values do not decide."""
        if "grundy" in self.json:
            return self.json["grundy"]
        return self.json.get("value")

    @property
    def nimber(self) -> Optional[str]:
        """The value written as a nimber: ``*3``, ``0``."""
        return self.json.get("nimber")

    @property
    def outcome(self) -> str:
        """``N`` (next player wins), ``P`` (previous player wins) or ``D`` (a draw)."""
        return self.json["outcome"]

    @property
    def remoteness(self) -> Optional[int]:
        """How many moves the game lasts with best play (None: not measured
        within the limits)."""
        return self.json.get("remoteness")

    @property
    def winning(self) -> List[str]:
        """The winning moves, in words (as listed: at most 100). A
        compound's winning move is one step in each component it moves
        in: it is one string of those steps, joined by ``; ``."""
        if "winning_moves" in self.json:
            return list(self.json["winning_moves"])
        steps = self.json.get("winning_move") or []
        return ["; ".join(step["move"] for step in steps)] if steps else []

    @property
    def winning_count(self) -> Optional[int]:
        """How many winning moves there are in all (None: too many to count)."""
        return self.json.get("winning_count")

    @property
    def components(self) -> List[Dict[str, Any]]:
        """The games of the position, each with its heap(s) and value."""
        return list(self.json.get("components", []))

    @property
    def options(self) -> Optional[List[Dict[str, Any]]]:
        """Every move of the sum with the value it leaves (None: too many)."""
        return self.json.get("options")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        shown = self.nimber or self.value
        value = "" if shown is None else f" {shown}"
        return f"<grundy.Value {self.position}:{value} {self.outcome}>"

    def _repr_html_(self) -> str:
        return _pre(self.text)


class Table:
    """A table of positions: ``.rows`` (one dict a position, as ``grundy
    table --format json`` writes it), ``.values`` (the Grundy values),
    ``.to_pandas()``; in Jupyter, the heading, a plot and the rows."""

    def __init__(self, answer: Dict[str, Any]):
        self.game: str = answer["game"]
        self.heading: str = answer["heading"]
        self.play: str = answer["play"]
        self.layout: str = answer["layout"]
        self.start: int = answer["from"]
        self.to: int = answer["to"]
        self.from_period: bool = answer["from_period"]
        self.rows: List[Dict[str, Any]] = answer["rows"]
        self.svg: Optional[str] = answer.get("svg")

    @property
    def values(self) -> List[Any]:
        """Each row's Grundy value (a loopy game's generalized value)."""
        return [r["grundy"] if "grundy" in r else r.get("value") for r in self.rows]

    @property
    def outcomes(self) -> List[str]:
        """Each row's outcome under the table's convention."""
        return [r["outcome"] for r in self.rows]

    def to_pandas(self):
        """The rows as a pandas DataFrame."""
        return _dataframe(self.rows)

    def plot(self) -> "Plot":
        """The values plotted (a game of single heaps), shown in Jupyter."""
        if self.svg is None:
            from ._grundy import GrundyError

            raise GrundyError(f"{self.game}: a plot shows games of single heaps")
        return Plot(self.svg)

    def __len__(self) -> int:
        return len(self.rows)

    def __iter__(self):
        return iter(self.rows)

    def __getitem__(self, i):
        return self.rows[i]

    def __repr__(self) -> str:
        return f"<grundy.Table {self.heading} ({len(self.rows)} rows, {self.play} play)>"

    def _repr_html_(self) -> str:
        plot = self.svg or ""
        return f"<p><b>{html.escape(self.heading)}</b></p>{plot}{_html_table(self.rows)}"


class Plot:
    """An SVG picture, shown in Jupyter (``_repr_svg_``); ``.svg`` is its text."""

    def __init__(self, svg: str):
        self.svg = svg

    def _repr_svg_(self) -> str:
        return self.svg

    def save(self, path: str) -> None:
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.svg)


class Period:
    """A period search (``grundy period --json``'s object in ``.json``):
    whether a period is ``proved``, its ``period``, ``preperiod`` and
    ``saltus``; ``str(p)`` says it in words, with the proof."""

    def __init__(self, answer: Dict[str, Any]):
        self.text: str = answer.pop("text", "")
        self.json: Dict[str, Any] = answer

    def __getattr__(self, name: str) -> Any:
        try:
            return self.__dict__["json"][name]
        except KeyError:
            raise AttributeError(name) from None

    @property
    def proved(self) -> bool:
        return bool(self.json.get("proved"))

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        first = self.text.splitlines()[1:2]
        return f"<grundy.Period {self.json.get('game')}: {first[0] if first else ''}>"

    def _repr_html_(self) -> str:
        return _pre(self.text)
