"""A game against the computer: the library's play (the REPL's ``play``
and the page's Play tab), driven by calls. Nothing here decides: how a
typed move is read, the computer's move, the hint and who has won are the
Rust library's; this only asks it and shows its answers."""

from __future__ import annotations

from dataclasses import dataclass
import html
import json
from typing import List, Optional, Union


@dataclass(frozen=True)
class Move:
    """A move: one of yours to choose (``Play.moves()``: ``number``,
    ``wins``) or one played (``Play.history``, the answers of
    ``Play.move`` and ``Play.computer``: ``who``, ``said``). ``text`` names
    its game as the REPL's list of moves does (``kayles: 5 -> 3 (take 2,
    ...)``), ``numbered`` its component by number as the page's does
    (``heap 2: 5 -> 3 (take 2, ...)``); ``str(move)`` is ``text``."""

    text: str
    numbered: str = ""
    number: Optional[int] = None
    wins: Optional[bool] = None
    who: Optional[str] = None
    said: Optional[str] = None

    def __str__(self) -> str:
        return self.text

    @staticmethod
    def _played(answer: dict) -> "Move":
        return Move(
            text=answer["words"],
            numbered=answer["numbered"],
            who=answer["who"],
            said=answer["said"],
        )


class Play:
    """A game against the computer, made by :func:`grundy.play`.

    You move with :meth:`move` (typed as in the REPL, by number, or a
    :class:`Move` of :meth:`moves`), the computer with :meth:`computer`;
    :meth:`hint` and :meth:`undo` are the REPL's. ``over``, ``winner``,
    ``result``, ``outcome``, ``position`` and ``history`` say how it
    stands; in Jupyter it shows the position and whose turn it is.

    >>> import grundy
    >>> p = grundy.play("nim(1, 2)", first="me", seed=1)
    >>> [str(m) for m in p.moves()]
    ['nim: 1 -> 0 (take the last token)', 'nim: 2 -> 1 (take 1, leaving a heap of 1)', 'nim: 2 -> 0 (take all 2)']
    >>> p.move("heap 2: 2 -> 1").said
    'You play nim: 2 -> 1 (take 1, leaving a heap of 1).'
    >>> p.to_move, p.outcome
    ('computer', 'P')
    >>> p.computer().who
    'computer'
    >>> print(p)
    heap 1: 1   (nim)
    Your move.
    """

    def __init__(self, game) -> None:
        self._game = game

    def _state(self) -> dict:
        return json.loads(self._game.state())

    def moves(self) -> List[Move]:
        """Your moves, numbered as :meth:`move` takes them. Empty when
        they are too many to list (type one) or in a compound (its moves
        are typed, one step a component: ``"A: 3 -> 1; B: 2 -> 0"``)."""
        listed = json.loads(self._game.moves())
        return [
            Move(text=m["words"], numbered=m["numbered"], number=m["number"], wins=m["wins"])
            for m in listed or []
        ]

    def move(self, move: Union[str, int, Move]) -> Move:
        """Plays your move: typed as in the REPL (``"heap 1: 5 -> 3"``,
        ``"take 2"``, ``"turn 3 5"``, ``"eat c2"``), its number in
        :meth:`moves`, or a :class:`Move` of it. A move that is no move
        raises :class:`grundy.GrundyError` with the REPL's words (located
        in the text when it cannot be read). The computer does not answer
        until you call :meth:`computer`."""
        if isinstance(move, Move):
            if move.number is None:
                raise ValueError("this move was played, not listed: give one of p.moves()")
            move = move.number
        return Move._played(json.loads(self._game.move(str(move))))

    def computer(self) -> Optional[Move]:
        """Plays the computer's move and returns it (``said`` gives its
        reason); None when it has no move left (the game is over)."""
        answer = json.loads(self._game.computer())
        return None if answer is None else Move._played(answer)

    def hint(self) -> str:
        """How your last move did, and the moves that win now (or why none
        does), as the REPL's ``hint`` says it."""
        return self._game.hint()

    def undo(self) -> bool:
        """Takes back your last move and the computer's reply; False when
        there is nothing to take back."""
        return self._game.undo()

    @property
    def prediction(self) -> str:
        """Who should win and why, as said when a game starts."""
        return self._game.prediction()

    @property
    def to_move(self) -> str:
        """``"you"`` or ``"computer"``."""
        return self._state()["to_move"]

    @property
    def over(self) -> bool:
        """True once the player to move has no move left."""
        return self._state()["over"]

    @property
    def winner(self) -> Optional[str]:
        """``"you"`` or ``"computer"`` once the game is over, else None."""
        return self._state()["winner"]

    @property
    def result(self) -> Optional[str]:
        """``"you won"``, ``"the computer won"``, ``"draw"`` while the
        position is drawn with best play (a loopy game: neither player can
        force a win), or None while it is undecided."""
        state = self._state()
        if state["winner"] == "you":
            return "you won"
        if state["winner"] == "computer":
            return "the computer won"
        return "draw" if state["outcome"] == "D" else None

    @property
    def outcome(self) -> str:
        """The position's outcome for the player to move with perfect play:
        ``"N"`` (they win), ``"P"`` (they lose) or ``"D"`` (a draw)."""
        return self._state()["outcome"]

    @property
    def position(self) -> str:
        """The position now, as it is typed (``kayles(3) + nim(2)``)."""
        return self._state()["position"]

    @property
    def history(self) -> List[Move]:
        """The moves played so far, oldest first (``undo`` takes some back)."""
        return [Move._played(m) for m in self._state()["history"]]

    def __str__(self) -> str:
        state = self._state()
        return f"{state['shown']}\n{_turn(state)}"

    def __repr__(self) -> str:
        return f"<grundy.Play {self._state()['position']}: {_turn(self._state())}>"

    def _repr_html_(self) -> str:
        state = self._state()
        last = ""
        if state["history"]:
            last = f"<p>{html.escape(state['history'][-1]['said'])}</p>"
        return (
            f"{last}<pre>{html.escape(state['shown'])}</pre>"
            f"<p><b>{html.escape(_turn(state))}</b></p>"
        )


def _turn(state: dict) -> str:
    """Whose turn it is, or how the game ended."""
    if state["end"]:
        return state["end"]
    if state["to_move"] == "you":
        return "Your move."
    return "The computer's move (call .computer())."
