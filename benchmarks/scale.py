"""Scale-out: updates/s and latency of 1, 2 and 4 webhook workers on one PostgreSQL.

    python benchmarks/scale.py [--groups 200] [--reports 30] [--workers 1,2,4] [--sqlite]

A throw-away PostgreSQL cluster (fsync on) and the local Bot API server play the database
and Telegram. Every group plays a game of Babel (a report per update, a score question now
and then); the sender keeps up to ``--senders`` chats in flight, each chat's next update
only after the previous one was answered, every update to a random worker (no
redeliveries here: ``tests/telegram/test_workers.py`` checks those). Measured: updates/s
from first to last answer, webhook request-to-answer p50/p99, what each worker handled,
and each worker's memory (RSS) at the end. ``--sqlite`` adds one worker on SQLite.
At the end: what 10,000 active groups would need, from the measured figures.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "telegram"))
sys.path.insert(0, str(ROOT / "tests"))
sys.path.insert(0, str(ROOT))

from botapi_server import BotAPIServer  # noqa: E402
from fanin import Workers, deliver, push_all, script  # noqa: E402
from pg_cluster import PgCluster  # noqa: E402

CORES = 2
"""This machine's cores (workers, PostgreSQL, the test server and the sender share them)."""
GROUP_RATE = 1 / 30
"""Updates per second of one active group: a report every 30 s or so at a busy table."""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


def run(db: str, n: int, groups: int, reports: int, senders: int, label: str) -> dict:
    lines = script(reports)
    chats = [-(40_000 + g) for g in range(groups)]
    with tempfile.TemporaryDirectory() as tmp, BotAPIServer() as server:
        workers = Workers(server, db, n, Path(tmp)).start()
        try:
            updates = push_all(server, chats, lines)
            done = deliver(workers, updates, twice=0.0, at_once=0.0, threads=senders)
            memory = [rss_mib(pid) for pid in workers.pids()]
        finally:
            workers.stop()
    ms = [v * 1000 for v in done.latency.values()]
    rate = len(ms) / done.elapsed
    row = {
        "label": label,
        "workers": n,
        "updates": len(ms),
        "rate": rate,
        "p50": statistics.median(ms),
        "p99": percentile(ms, 99),
        "per_worker": [done.by_worker.get(i, 0) / done.elapsed for i in range(n)],
        "memory": memory,
    }
    print(
        f"{label:>14}: {len(ms)} updates in {done.elapsed:.1f} s = {rate:.1f} updates/s; "
        f"p50 {row['p50']:.0f} ms, p99 {row['p99']:.0f} ms; per worker "
        + ", ".join(f"{r:.1f}/s" for r in row["per_worker"])
        + "; RSS "
        + ", ".join(f"{m:.0f} MiB" for m in memory),
        flush=True,
    )
    return row


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--groups", type=int, default=200)
    parser.add_argument("--reports", type=int, default=30)
    parser.add_argument("--workers", default="1,2,4")
    parser.add_argument("--senders", type=int, default=48, help="chats in flight at once")
    parser.add_argument("--sqlite", action="store_true", help="also one worker on SQLite")
    args = parser.parse_args()
    counts = [int(n) for n in args.workers.split(",")]
    rows = []
    with PgCluster(fsync=True) as cluster:
        if args.sqlite:
            with tempfile.TemporaryDirectory() as tmp:
                db = str(Path(tmp) / "scale.sqlite3")
                rows.append(run(db, 1, args.groups, args.reports, args.senders, "SQLite, 1"))
        for n in counts:
            db = cluster.new_database()
            rows.append(run(db, n, args.groups, args.reports, args.senders, f"PostgreSQL, {n}"))
    best = max((r for r in rows if r["label"].startswith("PostgreSQL")), key=lambda r: r["rate"])
    need = 10_000 * GROUP_RATE
    per_core = best["rate"] / CORES
    cores = need / per_core
    memory = max(best["memory"])
    print(
        f"\n10,000 active groups at one update per {1 / GROUP_RATE:.0f} s each = {need:.0f} "
        f"updates/s. Best here: {best['rate']:.1f} updates/s with {best['workers']} workers "
        f"on {CORES} cores = {per_core:.1f} per core (the referee is CPU-bound: understanding "
        f"and replaying a chat another worker had). So about {cores:.0f} cores, e.g. "
        f"{cores:.0f} workers at one per core, with {cores * memory / 1024:.1f} GiB of worker "
        f"memory at {memory:.0f} MiB each, and about {need * 2:.0f} PostgreSQL "
        "transactions/s (two per report: the command, and the update's mark with the open "
        "question) — a small load for one PostgreSQL server."
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
