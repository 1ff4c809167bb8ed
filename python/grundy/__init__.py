"""grundy from Python: the rules of impartial games in a small language;
Grundy values, outcomes, winning moves, tables, periods and surveys of
whole families of games.

Every answer is the Rust library's (the same engine and words as the
``grundy`` command line); this package only turns them into Python objects,
lists, pandas DataFrames and Jupyter displays::

    >>> import grundy
    >>> v = grundy.eval("kayles(3) + nim(2)")
    >>> v.value, v.outcome
    (1, 'N')
    >>> v.winning[0]
    'kayles: 3 -> 2 (take 1, leaving a heap of 2)'
    >>> grundy.table("kayles", to=8).values
    [0, 1, 2, 3, 1, 4, 3, 2, 1]

A mistake is a :class:`GrundyError` whose message is the diagnostic the
command line prints, pointing into the text. Long calls release the GIL,
and Ctrl-C (KeyboardInterrupt) stops them. docs/python.md says more.
"""

from __future__ import annotations

import json
import random
from typing import List, Optional, Tuple, Union
import warnings

from . import _grundy
from ._grundy import GrundyError, __version__
from ._play import Move, Play
from ._results import Game, Period, Table, Value
from ._survey import Survey, survey, survey_games, survey_merge

__all__ = [
    "GrundyError",
    "Game",
    "Library",
    "Move",
    "Period",
    "Play",
    "Survey",
    "Table",
    "Value",
    "define",
    "define_rules",
    "eval",
    "games",
    "load",
    "period",
    "play",
    "survey",
    "survey_games",
    "survey_merge",
    "table",
    "__version__",
]


class Library:
    """The built-in games and those you define, with the engine's limits.

    ``max_work`` (positions and moves examined) and ``max_memory`` (bytes)
    bound each computation; by default, as on the command line (half of the
    machine's memory). The module's functions (:func:`eval`, :func:`table`,
    ...) use one shared library; make your own to keep games apart.
    """

    def __init__(self, max_work: Optional[int] = None, max_memory: Optional[int] = None):
        self._engine = _grundy.Engine(
            max_work=_count(max_work), max_memory=_count(max_memory)
        )

    @property
    def limits(self) -> Tuple[int, int]:
        """(max_work, max_memory)."""
        return self._engine.limits()

    def games(self) -> List[Game]:
        """The games, built in and defined, in the library's order."""
        return [Game(**g) for g in json.loads(self._engine.games())]

    def define(self, text: str, name: str = "python") -> List[str]:
        """Adds the games of a ``.game`` text (``game g { take 1, 2 }``);
        ``name`` is the text's name in diagnostics. Returns the names
        defined; a game of the same name is replaced."""
        names, warned = self._engine.define(text, name)
        _warn(warned)
        return names

    def define_rules(self, name: str, rules: str) -> None:
        """Adds one game called ``name`` of rule lines with no ``game``
        around them: ``define_rules("g", "take 1, 3, 4")``."""
        self._engine.define_rules(rules, name)

    def load(self, path: str) -> List[str]:
        """Adds the games of a ``.game`` file; returns their names."""
        names, warned = self._engine.load(str(path))
        _warn(warned)
        return names

    def eval(self, position: str, play: Optional[str] = None, current: Optional[str] = None) -> Value:
        """Value, outcome, remoteness and winning moves of a position:
        ``"kayles(3) + nim(2)"``, a compound ``"kayles(3) & nim(2)"``, or
        bare heaps ``"3 5 7"`` of the game ``current``. ``play``:
        ``"normal"``, ``"misere"``, or None (as the games declare)."""
        return Value(json.loads(self._engine.eval(position, play=play, current=current)))

    def table(
        self,
        game: str,
        to: Optional[int] = None,
        start: Optional[int] = None,
        play: Optional[str] = None,
        remoteness: bool = False,
        rows: Optional[int] = None,
    ) -> Table:
        """The table of a game's positions ``start..=to`` (all of them for a
        game of finitely many; ``start`` by default the game's first
        position: 0, or 1 spot of Sprouts), under ``play``, with each one's remoteness
        when asked; ``rows``: the family of boards of that many rows."""
        answer = self._engine.table(
            game, start=start, to=to, play=play, remoteness=remoteness, rows=rows
        )
        return Table(json.loads(answer))

    def period(self, game: str, max: Optional[int] = None) -> Period:
        """The period of a game's values, proved where a theorem applies,
        searched up to heap ``max`` (by default as far as ``grundy period``)."""
        return Period(json.loads(self._engine.period(game, max=max)))


    def play(
        self,
        position: str,
        first: str = "me",
        level: str = "hard",
        seed: Optional[int] = None,
        play: Optional[str] = None,
        current: Optional[str] = None,
    ) -> Play:
        """A game of ``position`` against the computer (a sum, or a
        compound such as ``"kayles(3) & nim(2)"``), as the REPL's ``play``:
        ``first`` is ``"me"`` or ``"computer"``; ``level`` ``"easy"``,
        ``"medium"`` or ``"hard"``; ``seed`` decides the computer's choices
        among equal moves (random when None); ``play``: ``"normal"``,
        ``"misere"``, or None (as the games declare)."""
        if seed is None:
            seed = random.getrandbits(64)
        game = self._engine.play(
            position, first=first, level=level, seed=seed, play=play, current=current
        )
        return Play(game)


def _count(n: Optional[Union[int, float]]) -> Optional[int]:
    """A limit given as 1e12 or 10**12."""
    return None if n is None else int(n)


def _warn(text: Optional[str]) -> None:
    if text:
        warnings.warn(text.rstrip(), stacklevel=3)


_shared: Optional[Library] = None


def _library() -> Library:
    global _shared
    if _shared is None:
        _shared = Library()
    return _shared


def games() -> List[Game]:
    """The games of the shared library."""
    return _library().games()


def define(text: str, name: str = "python") -> List[str]:
    """Adds games to the shared library (see :meth:`Library.define`)."""
    return _library().define(text, name)


def define_rules(name: str, rules: str) -> None:
    """Adds one game of rule lines to the shared library (see
    :meth:`Library.define_rules`)."""
    _library().define_rules(name, rules)


def load(path: str) -> List[str]:
    """Adds a ``.game`` file's games to the shared library."""
    return _library().load(path)


def eval(position: str, play: Optional[str] = None, current: Optional[str] = None) -> Value:
    """See :meth:`Library.eval`."""
    return _library().eval(position, play=play, current=current)


def table(
    game: str,
    to: Optional[int] = None,
    start: Optional[int] = None,
    play: Optional[str] = None,
    remoteness: bool = False,
    rows: Optional[int] = None,
) -> Table:
    """See :meth:`Library.table`."""
    return _library().table(game, to=to, start=start, play=play, remoteness=remoteness, rows=rows)


def period(game: str, max: Optional[int] = None) -> Period:
    """See :meth:`Library.period`."""
    return _library().period(game, max=max)


def play(
    position: str,
    first: str = "me",
    level: str = "hard",
    seed: Optional[int] = None,
    play: Optional[str] = None,
    current: Optional[str] = None,
) -> Play:
    """A game against the computer on the shared library (see
    :meth:`Library.play`)."""
    return _library().play(position, first=first, level=level, seed=seed, play=play, current=current)
