"""Rule questions: hit rate on the corpus in tests/rules/ and the latency of one answer.

    python benchmarks/rules.py [--verbose]

A question hits when the referee answers it from the expected entry (or, for ``unsure``,
offers topics instead of answering); a non-rule question hits when it is not taken for a
rule question. Latency covers ``answer_question`` plus rendering the reply, after one
warm-up pass that builds the indexes. Exits 1 when a language scores below 95 %.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee.games import GAMES, get_game  # noqa: E402
from referee.replies import get_renderer  # noqa: E402
from referee.rules import answer_question, classify  # noqa: E402

CORPUS = ROOT / "tests" / "rules"
GOAL = 0.95
PLAYERS = ["Anna", "Ben", "Carla", "Dora"]
OPTIONS = {"turm": {"star": "mirror"}}


def load(lang: str) -> dict:
    return yaml.safe_load((CORPUS / f"{lang}.yaml").read_text(encoding="utf-8"))


def states() -> dict[str | None, object]:
    """A fresh game state per game (answers are state-aware, so render them for real)."""
    out: dict[str | None, object] = {None: None}
    for game in GAMES:
        out[game] = get_game(game).new_state(PLAYERS, OPTIONS.get(game, {}))
    return out


def outcome(q: str, lang: str, game: str | None) -> str:
    verdict = classify(q, lang, game, tuple(PLAYERS) if game else ())
    if verdict.kind == "answer" and verdict.best is not None:
        return verdict.best.entry.key
    return verdict.kind  # "unsure" or "none"


def cases(corpus: dict) -> list[tuple[str, str | None, str]]:
    """(question, game, expected outcome) for every rule and non-rule question."""
    out = [(c["q"], c.get("game"), c["expect"]) for c in corpus["questions"]]
    for q in corpus.get("not_rules", []):
        for game in (None, *GAMES):
            out.append((q, game, "none"))
    return out


def run(lang: str, verbose: bool) -> tuple[float, list[float]]:
    corpus = load(lang)
    table = states()
    renderer = get_renderer(lang)
    todo = cases(corpus)
    for q, game, _ in todo:  # warm-up: indexes, stemmer caches, renderer
        answer_question(q, lang, game, table[game])
    hits, times = 0, []
    for q, game, expect in todo:
        start = time.perf_counter()
        answer = answer_question(q, lang, game, table[game])
        if answer is not None:
            renderer.render_all(answer)
        times.append((time.perf_counter() - start) * 1000)
        got = outcome(q, lang, game)
        if got == expect:
            hits += 1
        elif verbose:
            print(f"  MISS [{lang}] ({game}) {q!r}: expected {expect}, got {got}")
    rate = hits / len(todo)
    rules = len(corpus["questions"])
    others = len(corpus.get("not_rules", []))
    times.sort()
    p50 = statistics.median(times)
    p99 = times[min(len(times) - 1, int(round(0.99 * (len(times) - 1))))]
    print(
        f"{lang}: {hits}/{len(todo)} = {rate:.1%}  ({rules} rule questions, {others} others x4)"
        f"  latency p50 {p50:.2f} ms, p99 {p99:.2f} ms, max {times[-1]:.2f} ms"
    )
    return rate, times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--verbose", "-v", action="store_true", help="list every miss")
    parser.add_argument("--lang", choices=["en", "de"], help="only this language")
    args = parser.parse_args(argv)
    ok = True
    for lang in [args.lang] if args.lang else ["en", "de"]:
        rate, _ = run(lang, args.verbose)
        ok = ok and rate >= GOAL
    print("OK" if ok else f"below the goal of {GOAL:.0%}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
