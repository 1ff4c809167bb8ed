"""Surveys of families of games (docs/survey.md), on this machine's cores
or as tasks of a Dask cluster. The library runs each share of a family
(``grundy survey --shard I/N``) and merges the shares (``grundy survey
merge``, which checks that they cover the family once); a Dask run is that
merge of shards computed as tasks, so it gives the bytes of a local run."""

from __future__ import annotations

import builtins
import json
from typing import Any, Dict, List, Optional, Sequence, Union

from . import _grundy
from ._results import _dataframe, _html_table

Rules = Union[str, Sequence[str], None]


class Survey:
    """A survey's output: ``.header`` (family, N, engine), ``.records``
    (one dict a game, the columns of docs/survey.md), ``.text`` (the CSV or
    JSON lines ``grundy survey`` writes, byte for byte), ``.to_pandas()``."""

    def __init__(self, text: str):
        self.text = text
        read = json.loads(_grundy.survey_read(text))
        self.header: Dict[str, Any] = read["header"]
        self.records: List[Dict[str, Any]] = read["records"]

    def to_pandas(self):
        """The records as a pandas DataFrame, one row a game."""
        return _dataframe(self.records)

    def save(self, path: str) -> None:
        """Writes the output as ``grundy survey -o`` would (``merge`` and
        ``--resume`` read it)."""
        with open(path, "w", encoding="utf-8") as f:
            f.write(self.text)

    def __len__(self) -> int:
        return len(self.records)

    def __iter__(self):
        return iter(self.records)

    def __getitem__(self, i):
        return self.records[i]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Survey) and other.text == self.text

    def __repr__(self) -> str:
        return f"<grundy.Survey {self.header['family']} to {self.header['to']}: {len(self.records)} games>"

    def _repr_html_(self) -> str:
        h = self.header
        title = f"{h['family']}, to heap {h['to']} ({h['engine']})"
        columns = ["game", "rules", "status", "period", "preperiod", "saltus", "theorem",
                   "largest", "p_share", "same_as"]
        return f"<p><b>{title}</b></p>{_html_table(self.records, columns)}"


def _rules_text(rules: Rules) -> Optional[str]:
    if rules is None or isinstance(rules, str):
        return rules
    return "\n".join(rules)


def survey_games(family: str, *, digits: Optional[int] = None, max: Optional[int] = None,
                 rules: Rules = None) -> List[str]:
    """The rule texts of a family's games, in its order (game k is the k-th)."""
    return _grundy.survey_games(family, digits=digits, max=max, rules=_rules_text(rules))


def survey(
    family: str,
    *,
    to: int,
    digits: Optional[int] = None,
    max: Optional[int] = None,
    rules: Rules = None,
    name: str = "rules",
    jobs: Optional[int] = None,
    shard: Optional[str] = None,
    max_work: Optional[int] = None,
    max_memory: Optional[int] = None,
    jsonl: bool = False,
    client: Any = None,
    tasks: Optional[int] = None,
) -> Survey:
    """Surveys a family of games, each computed to heap ``to`` or until its
    period is proved (as ``grundy survey``):

    - ``survey("octal", digits=3, to=1000)``: every octal code 0.d and 4.d
      of 1 to 3 digits; ``"hex"`` likewise; ``survey("subtraction",
      max=8, to=1000)``: every subtraction set within 1..8;
      ``survey("rules", rules=["octal 0.137", "take 1, 3, 4"], to=1000)``.
    - ``jobs``: games computed at once on this machine (default: every core).
    - ``shard="I/N"``: only that share of the family (merge the shares'
      ``.text`` with :func:`survey_merge`).
    - ``client``: a ``dask.distributed.Client``: the family is split into
      ``tasks`` shards (default: four a worker thread), each a task of the
      cluster computed with ``jobs`` threads (default 1); a task whose worker
      dies is run again by Dask. The result is the same as a local run's.
    """
    if client is None:
        args = dict(digits=digits, max=max, rules=_rules_text(rules), name=name,
                    max_work=_count(max_work), max_memory=_count(max_memory), jsonl=jsonl)
        return Survey(_grundy.survey(family, int(to), shard=shard, jobs=jobs, **args))
    if shard is not None:
        raise ValueError("a survey on a Dask cluster splits the family itself: leave out shard=")
    futures = submit(client, family, to=to, digits=digits, max=max, rules=rules, name=name,
                     jobs=jobs or 1, max_work=max_work, max_memory=max_memory, jsonl=jsonl,
                     tasks=tasks)
    try:
        texts = client.gather(futures)
    except KeyboardInterrupt:
        client.cancel(futures)
        raise
    return Survey(survey_merge(texts))


def submit(client: Any, family: str, *, to: int, digits: Optional[int] = None,
           max: Optional[int] = None, rules: Rules = None, name: str = "rules", jobs: int = 1,
           max_work: Optional[int] = None, max_memory: Optional[int] = None,
           jsonl: bool = False, tasks: Optional[int] = None) -> list:
    """The tasks of :func:`survey` on a Dask client, one a shard (``tasks``
    of them, or four a worker thread, at most one a game): their futures,
    in the shards' order; :func:`survey_merge` joins their results."""
    args = dict(digits=digits, max=max, rules=_rules_text(rules), name=name,
                max_work=_count(max_work), max_memory=_count(max_memory), jsonl=jsonl)
    games = len(_grundy.survey_games(family, digits=digits, max=max, rules=args["rules"],
                                     name=name))
    if tasks is None:
        workers = client.scheduler_info()["workers"].values()
        tasks = 4 * sum(w.get("nthreads", 1) for w in workers)
    count = builtins.max(1, builtins.min(games, int(tasks)))
    return client.map(
        run_shard,
        range(1, count + 1),
        count=count,
        family=family,
        to=int(to),
        jobs=jobs,
        args=args,
        # Tasks are not cached by their arguments: a survey run again runs again.
        pure=False,
    )


def run_shard(index: int, count: int, family: str, to: int, jobs: int, args: Dict[str, Any]) -> str:
    """One task of a survey on Dask: shard ``index`` of ``count``, its
    output as ``grundy survey --shard index/count`` writes it."""
    return _grundy.survey(family, to, shard=f"{index}/{count}", jobs=jobs, **args)


def survey_merge(texts: Sequence[str]) -> str:
    """Joins the outputs of a survey's shards into the output of one run of
    the whole family, checking that they hold each game once (``grundy
    survey merge``)."""
    return _grundy.survey_merge([(f"shard file {i}", t) for i, t in enumerate(texts, 1)])


def _count(n):
    return None if n is None else int(n)
