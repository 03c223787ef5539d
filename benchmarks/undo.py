"""Undo, correction and resume time against the length of a game's log.

    python benchmarks/undo.py [--sizes 100,1000,10000] [--repeat 5]

A Turmbau zu Babel game whose log is N accepted "X is the youngest" reports (allowed any
number of times before the first floor) is written to a real SQLite file in one go; then:

- ``resume``: what ``referee play`` does at start — a new ``Session`` on a fresh ``Store``
  checks the stored game (``resumable``) and loads it (``resume``);
- ``undo``: one "undo" in that session (store + state), the median of ``--repeat`` undos;
- ``correction``: "I mean Ben starts" right after an accepted report (it replaces it).

Times are medians in milliseconds.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee.dialogue import Session  # noqa: E402
from referee.store import Store  # noqa: E402

PLAYERS = ["Anna", "Ben", "Carla"]


def build(path: Path, size: int) -> None:
    """A stored game with ``size`` accepted commands, written in one transaction."""
    store = Store(path)
    game_no = store.new_game("bench", "babel", PLAYERS, {})
    rows = [
        (game_no, seq, json.dumps({"kind": "opener", "player": PLAYERS[seq % 2]}), time.time())
        for seq in range(1, size + 1)
    ]
    store.db.execute("BEGIN")
    store.db.executemany("INSERT INTO log(game_no, seq, command, at) VALUES(?,?,?,?)", rows)
    store.db.execute("COMMIT")
    store.close()


def timed(action) -> float:
    start = time.perf_counter()
    action()
    return (time.perf_counter() - start) * 1000


def measure(size: int, repeat: int) -> dict[str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.sqlite3"
        build(path, size)
        resumes, sessions = [], []
        for _ in range(repeat):
            session = Session(table_id="bench", store=Store(path))
            resumes.append(timed(lambda s=session: s.resumable() and s.resume()))
            sessions.append(session)
        session = sessions[-1]
        undos = []
        for _ in range(repeat):
            undos.append(timed(lambda: session.handle("undo")))
        corrections = []
        for _ in range(repeat):
            session.handle("Carla is the youngest")
            corrections.append(timed(lambda: session.handle("I mean Ben starts")))
        assert len(session.log) == size, "every undo and correction must be applied"
        for other in sessions:
            other.store.close()
    return {
        "resume": statistics.median(resumes),
        "undo": statistics.median(undos),
        "correction": statistics.median(corrections),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="100,1000,10000")
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    print(f"{'commands':>9} {'resume ms':>10} {'undo ms':>9} {'correction ms':>14}")
    for size in (int(s) for s in args.sizes.split(",")):
        r = measure(size, args.repeat)
        print(f"{size:>9} {r['resume']:>10.1f} {r['undo']:>9.1f} {r['correction']:>14.1f}")


if __name__ == "__main__":
    main()
