"""NLU benchmark: corpus accuracy, parse latency and a 200-report Babel replay.

Run with ``python benchmarks/nlu.py`` (no pytest needed). It

1. loads every ``tests/language/<lang>/<file>.yaml`` corpus file (the same files the tests
   use) and reports, per language, how many sentences give exactly the expected intent and
   slots, and how many must-not-match sentences give nothing;
2. measures parse latency per utterance (p50/p99/max in ms) with the eight players' names
   loaded: after a warm-up pass, every sentence is timed in ``--passes`` passes and its
   latency is the median of its runs (so one scheduler hiccup on a busy machine does not
   count as a slow sentence); the footer also gives the p99 over all single runs;
3. replays 200 Babel reports (English build/collapse sentences that follow the turns, so
   every one is accepted) through ``referee.frontends.replay.replay_lines`` and reports the
   wall time. One 8-player game holds at most 8 x 13 = 104 reports, so a new game header
   starts whenever one ends.

Exit status 1 when corpus accuracy is below 100% (or any replayed report is not accepted);
with ``--strict`` also when a latency/replay goal is missed.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from referee.frontends.replay import replay_lines  # noqa: E402
from referee.games.babel import Babel, Build, Collapse  # noqa: E402
from referee.games.base import Outcome  # noqa: E402
from referee.language import get_recognizer  # noqa: E402
from referee.language.corpus import Case, comparable, load_corpus  # noqa: E402
from referee.language.intents import forget_recognizers  # noqa: E402

CORPUS_DIR = ROOT / "tests" / "language"
PLAYERS = ["Anna", "Ben", "Carla", "Dora", "Emil", "Finn", "Greta", "Hugo"]
P99_GOAL_MS = 5.0
REPLAY_GOAL_S = 1.0


def is_right(case: Case) -> tuple[bool, str]:
    got = get_recognizer(case.lang, case.game).recognize(case.text, list(case.players))
    if case.intent is None:
        return got is None, f"{got.name} {got.slots}" if got else "None"
    if got is None:
        return False, "None"
    ok = got.name == case.intent and comparable(got.slots) == comparable(case.slots)
    return ok, f"{got.name} {got.slots}"


def _pct(good: int, total: int) -> str:
    return f"{100 * good / total:.0f}%" if total else "-"


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))
    return ordered[index]


def measure_latency(cases: list[Case], passes: int) -> list[list[float]]:
    """Per case, one time (ms) per timed pass, the 8 players loaded."""
    for case in cases:  # warm-up: build recognizers, number tries, player lists
        get_recognizer(case.lang, case.game).recognize(case.text, PLAYERS)
    times: list[list[float]] = [[] for _ in cases]
    clock = time.perf_counter
    for _ in range(passes):
        for case, case_times in zip(cases, times, strict=True):
            recognizer = get_recognizer(case.lang, case.game)
            start = clock()
            recognizer.recognize(case.text, PLAYERS)
            case_times.append((clock() - start) * 1000)
    return times


# ---- the replayed game -----------------------------------------------------------------

WORDS = "zero one two three four five six seven eight nine ten eleven twelve thirteen".split()
ORDINALS = (
    "zeroth first second third fourth fifth sixth seventh eighth ninth tenth eleventh "
    "twelfth thirteenth"
).split()
BUILD_TEXTS = [
    "{p} built floor {n}",
    "{p} built floor {w}",
    "floor {n} for {p}",
    "{p} finished the {o} floor",
    "ok, {p} built floor {w}",
    "{p} is done",
    "done",
    "floor {w} is done",
]
COLLAPSE_TEXTS = ["{p} knocked it over", "the tower fell", "oh no, it collapsed on {p}'s turn"]


def replay_script(reports: int, seed: int = 7) -> tuple[list[str], list[dict[str, Any]]]:
    """JSON lines for ``reports`` accepted reports, and the snapshot expected after each.

    The engine itself decides whose turn it is and which floor is next, so every sentence
    is one the referee has to accept. About one turn in nine collapses.
    """
    rng = random.Random(seed)
    game = Babel()
    header = json.dumps({"game": "babel", "players": PLAYERS, "lang": "en"})
    lines: list[str] = []
    expected: list[dict[str, Any]] = []
    state = None
    while len(expected) < reports:
        if state is None or state.finished:
            lines.append(header)
            state = game.new_state(PLAYERS, {})
        player, floor = state.current, state.floors + 1
        if rng.random() < 0.11:
            command: Build | Collapse = Collapse(player=player)
            text = rng.choice(COLLAPSE_TEXTS).format(p=player)
        else:
            command = Build(player=player, floor=floor)
            text = rng.choice(BUILD_TEXTS).format(
                p=player, n=floor, w=WORDS[floor], o=ORDINALS[floor]
            )
        outcome = game.apply(state, command)
        assert isinstance(outcome, Outcome), (command, outcome)
        state = outcome.state
        lines.append(json.dumps({"text": text}))
        snapshot = game.snapshot(state)
        expected.append({k: snapshot[k] for k in ("turn", "floors", "round", "scores")})
    return lines, expected


def run_replay(lines: list[str], expected: list[dict[str, Any]]) -> tuple[float, list[str]]:
    start = time.perf_counter()
    records = list(replay_lines(lines))
    elapsed = time.perf_counter() - start
    problems = []
    if len(records) != len(expected):
        problems.append(f"{len(records)} records for {len(expected)} reports")
    for i, (record, want) in enumerate(zip(records, expected, strict=False)):
        got = {k: record["state"].get(k) for k in want}
        if got != want or record.get("intent") not in ("BabelBuild", "BabelCollapse"):
            problems.append(f"report {i + 1} {record['text']!r}: {record['reply']!r}")
    return elapsed, problems


# ---- output ----------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passes", type=int, default=5, help="timed passes (>= 3)")
    parser.add_argument("--reports", type=int, default=200, help="reports in the replay")
    parser.add_argument("--strict", action="store_true", help="also fail on missed goals")
    parser.add_argument("--slowest", type=int, default=5, help="list the N slowest sentences")
    args = parser.parse_args(argv)
    passes = max(3, args.passes)

    cases = load_corpus(CORPUS_DIR)

    # 1. accuracy (the first recognition per language also builds its recognizer)
    wrong: list[str] = []
    right: list[bool] = []
    for case in cases:
        ok, got = is_right(case)
        right.append(ok)
        if not ok:
            want = f"{case.intent} {case.slots}" if case.intent else "no match"
            wrong.append(f"  {case.file}: {case.text!r}: want {want}, got {got}")

    # 2. latency
    times = measure_latency(cases, passes)

    # 3. replay: once from fresh recognizers (first replies rendered too), then warm
    lines, expected = replay_script(args.reports)
    forget_recognizers()
    cold_s, problems = run_replay(lines, expected)
    replay_s, _ = run_replay(lines, expected)

    # one row per corpus file, then per language, then everything
    groups: dict[str, list[int]] = defaultdict(list)
    for i, case in enumerate(cases):
        groups[case.file].append(i)
    for i, case in enumerate(cases):
        groups[case.lang].append(i)
    groups["all"] = list(range(len(cases)))

    medians = [statistics.median(case_times) for case_times in times]
    print(f"NLU corpus: {len(cases)} sentences in {len({c.file for c in cases})} files")
    header = (
        f"{'corpus':<12}{'intent+slots':>15}{'no-match':>13}{'p50 ms':>8}{'p99 ms':>8}"
        f"{'max ms':>8}{'n':>6}"
    )
    print(header)
    first_lang = cases[0].lang
    for name, index in groups.items():
        if name in (first_lang, "all"):
            print("-" * len(header))
        matches = [i for i in index if cases[i].intent]
        misses = [i for i in index if not cases[i].intent]
        m_ok = sum(right[i] for i in matches)
        n_ok = sum(right[i] for i in misses)
        ms = [medians[i] for i in index]
        print(
            f"{name:<12}{f'{m_ok}/{len(matches)}':>10}{_pct(m_ok, len(matches)):>5}"
            f"{f'{n_ok}/{len(misses)}':>8}{_pct(n_ok, len(misses)):>5}"
            f"{percentile(ms, 50):8.2f}{percentile(ms, 99):8.2f}{max(ms):8.2f}{len(ms):6d}"
        )
    p99 = percentile(medians, 99)
    runs = [x for case_times in times for x in case_times]
    print(
        f"latency: median of {passes} timed runs per sentence after a warm-up, 8 players "
        f"loaded; goal p99 < {P99_GOAL_MS:g} ms: {'ok' if p99 < P99_GOAL_MS else 'MISSED'} "
        f"(all {len(runs)} single runs: p99 {percentile(runs, 99):.2f}, max {max(runs):.2f})"
    )
    games = sum(1 for line in lines if '"game"' in line)
    print(
        f"replay: {len(expected)} Babel reports ({games} games of 8 players): "
        f"{replay_s * 1000:.0f} ms warm, {cold_s * 1000:.0f} ms cold (fresh recognizers); "
        f"goal < {REPLAY_GOAL_S:g} s: {'ok' if replay_s < REPLAY_GOAL_S else 'MISSED'}"
    )
    if args.slowest:
        slowest = sorted(zip(medians, cases, strict=True), key=lambda mc: -mc[0])
        print("slowest (median ms):")
        for ms_, case in slowest[: args.slowest]:
            print(f"  {ms_:6.2f}  {case.file}: {case.text!r}")

    failed = False
    if wrong:
        failed = True
        print(f"\n{len(wrong)} corpus sentences wrong:")
        print("\n".join(wrong))
    if problems:
        failed = True
        print(f"\n{len(problems)} replayed reports not accepted as expected:")
        print("\n".join(problems[:20]))
    if args.strict and (p99 >= P99_GOAL_MS or replay_s >= REPLAY_GOAL_S):
        failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
