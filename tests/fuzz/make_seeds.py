#!/usr/bin/env python3
"""Writes the seed corpora tests/fuzz/corpus/<target>/seed-* from the
built-in games, the examples of docs/language.md and tests/repl/*.stdin.
Run from the repository root: python3 tests/fuzz/make_seeds.py"""

import glob
import os
import re

ROOT = os.getcwd()
OUT = os.path.join(ROOT, "tests", "fuzz", "corpus")


def write(target, name, text):
    folder = os.path.join(OUT, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "seed-" + name), "w", encoding="utf-8") as f:
        f.write(text)


doc = open(os.path.join(ROOT, "docs", "language.md"), encoding="utf-8").read()
# Every backticked example of a rule or an expect line in the docs.
examples = []
for snippet in re.findall(r"`([^`\n]+)`", doc):
    if re.match(r"(take|move|heaps|split|divide|octal|hex|expect|title|about) ", snippet):
        if snippet not in examples:
            examples.append(snippet)
blocks = re.findall(r"```\n(.*?)```", doc, re.S)

# file: the built-in files, the docs' game, one game per rule example.
for path in sorted(glob.glob(os.path.join(ROOT, "games", "*.game"))):
    write("file", "builtin-" + os.path.basename(path), open(path, encoding="utf-8").read())
for i, block in enumerate(blocks):
    write("file", f"doc-block-{i}.game", block)
rules = [e for e in examples if not e.startswith("expect")]
expects = [e for e in examples if e.startswith("expect")]
for i, rule in enumerate(rules):
    write("file", f"doc-rule-{i:02}.game", f"game g{i} {{\n    {rule}\n}}\n")
write("file", "doc-expects.game",
      "game nim_like {\n    take any\n" + "".join(f"    {e}\n" for e in expects) + "}\n")
write("file", "doc-one-line.game", "game nim2 { take any }\ngame two { take 1..2; expect 0..3: P N N P }\n")
write("file", "doc-numbers.game", "game big {\n    take 1_000_000, 10^6\n    expect 18446744073709551615: 0\n}\n")
write("file", "readme-take-two.game",
      'game take_two {\n    title "Take 1 or 2"\n    take 1, 2\n    expect 0..8: 0 1 2 0 1 2 0 1 2\n}\n')
write("file", "escapes.game", 'game esc {\n    title "a \\"b\\" \\\\ c\\n"\n    about "x"\n    octal 4!.0\n}\n')

# position: the docs' positions, every built-in game, huge numbers.
builtin_names = []
for path in sorted(glob.glob(os.path.join(ROOT, "games", "*.game"))):
    builtin_names += re.findall(r"^game (\w+)", open(path, encoding="utf-8").read(), re.M)
positions = [
    "kayles(7)",
    "kayles(3, 4, 5)",
    "kayles(3) + nim(4, 5) + grundys_game(10)",
    "(kayles(3) + nim(1)) + nim(2)",
    "kayles(3) + nim(4, 5)",
    "use kayles\n3 4 5",
    "use kayles\n3 + 4 + 5",
    "use nim\n4 4",
    "kayles(10^18)",
    "nim(18446744073709551615)",
    "nim(18446744073709551616)",
    "kayles(1_000_000) + nim(2^64)",
]
for name in builtin_names:
    positions.append(f"{name}(0, 1, 7, 30)")
for i, p in enumerate(positions):
    write("position", f"{i:02}.txt", p)

# repl: the REPL scripts of the tests, and the README's session.
for path in sorted(glob.glob(os.path.join(ROOT, "tests", "repl", "*.stdin"))):
    write("repl", os.path.basename(path), open(path, encoding="utf-8").read())
readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
session = []
open_game = False
for line in readme.splitlines():
    m = re.match(r"^(?:grundy|kayles)> (.*)$", line)
    if m:
        session.append(m.group(1))
        open_game = m.group(1).startswith("game ") and not m.group(1).endswith("}")
    elif open_game:
        session.append(line)
        open_game = not line.startswith("}")
write("repl", "readme-commands.stdin", "\n".join(session) + "\n")
write("repl", "settings.stdin",
      "set max-memory 1G\nset max-work 1e6\nset history off\ntable grundys_game 200\n"
      "period kayles max 500\nperiod subtraction\nhelp\nhelp settings\ngames\nshow kayles\nquit\n")
write("repl", "define-multiline.stdin",
      "game t {\n    take 1, 2\n    expect 0..5: 0 1 2 0 1 2\n}\nuse t\n7 8\nmoves 7\nwin 7 8\ntable 20\n")
