"""Rule questions: answers right on question sets (held-out, tuning), hit rate on the corpus
in tests/rules/, the share of short first sentences, and the latency of one answer.

    python benchmarks/rules.py [FILE.jsonl ...] [--verbose] [--lang en|de] [--no-corpus]

A question set is JSON lines: ``{"id", "game" (or null), "players", "options", "before"
(engine command dicts), "question", "kind", "expect": {"all", "any", "none"}, "note"}``.
Each question is asked through a ``Session`` (the path every frontend uses) at a table
built from ``game``/``players``/``options`` and the ``before`` commands. The answer is right
when its text matches every ``all`` regex, at least one ``any`` regex (if given) and no
``none`` regex (case-insensitive). Without files: tests/data/rules_heldout_*.jsonl if they
exist, else tests/data/rules_tuning_*.jsonl.

The corpus (tests/rules/<lang>.yaml) hits when the referee answers from the expected entry
(or, for ``unsure``, offers topics instead of answering); a non-rule question hits when it
is not taken for a rule question.

"Short" is the share of answers whose first sentence has at most 20 words. "Acted" counts
questions that changed the game (a report applied: the worst miss), "asked" those answered
with "did you mean …?" about a report; both count as wrong (a report offered after the
answer, "Shall I record it: …?", is neither). Latency is one
``Session.handle`` (sets) or ``answer_question`` plus rendering (corpus), after a warm-up
pass. Exits 1 when a language scores below 95 % on a set or on the corpus.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from referee.dialogue import Session  # noqa: E402
from referee.games import GAMES, get_game  # noqa: E402
from referee.games.base import replay  # noqa: E402
from referee.language.intents import forget_readings  # noqa: E402
from referee.replies import get_renderer  # noqa: E402
from referee.rules import answer_question, classify  # noqa: E402
from referee.rules.ranking import forget_verdicts  # noqa: E402

CORPUS = ROOT / "tests" / "rules"
DATA = ROOT / "tests" / "data"
GOAL = 0.95
SHORT = 20
PLAYERS = ["Anna", "Ben", "Carla", "Dora"]
OPTIONS = {"turm": {"star": "mirror"}}

_SENTENCE_END = re.compile(r"(?<=[.!?…])[\"”»]?\s+(?=\S)")
_WORDS = re.compile(r"[\w'’-]+")


def first_sentence(text: str) -> str:
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0]


def words(text: str) -> int:
    return len(_WORDS.findall(text))


def percentile(times: list[float], share: float) -> float:
    times = sorted(times)
    return times[min(len(times) - 1, int(round(share * (len(times) - 1))))] if times else 0.0


# ---- question sets --------------------------------------------------------------------------


def load_set(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def lang_of(path: Path, cases: list[dict]) -> str:
    match = re.search(r"_(en|de)\.jsonl$", path.name)
    if match:
        return match.group(1)
    return cases[0].get("lang", "en") if cases else "en"


def session_for(case: dict, lang: str) -> Session:
    """A session at the case's table: started like a replay header, then its ``before``."""
    session = Session(table_id=f"bench-{case.get('id')}", lang=lang)
    game_id = case.get("game")
    if game_id:
        players = list(case.get("players") or PLAYERS)
        options = dict(case.get("options") or {})
        session.start(game_id, players, options, lang=lang)
        game = get_game(game_id)
        log = [game.parse_command(c) for c in case.get("before") or []]
        session.log = log
        session.state = replay(game, players, options, log)
    return session


def grade(case: dict, text: str) -> bool:
    expect = case.get("expect") or {}

    def hit(pattern: str) -> bool:
        return re.search(pattern, text, re.IGNORECASE) is not None

    return (
        all(hit(p) for p in expect.get("all", []))
        and (not expect.get("any") or any(hit(p) for p in expect["any"]))
        and not any(hit(p) for p in expect.get("none", []))
    )


class Tally:
    def __init__(self) -> None:
        self.right = self.short = self.count = self.acted = self.asked = self.offered = 0
        self.times: list[float] = []

    def add(self, right: bool, short: bool, ms: float, acted: str | None = None) -> None:
        self.count += 1
        self.right += right
        self.short += short
        self.acted += acted == "acted"
        self.asked += acted == "asked"
        self.offered += acted == "offered"
        self.times.append(ms)

    def line(self, label: str) -> str:
        n = self.count or 1
        return (
            f"  {label:<14} {self.right:>3}/{self.count:<3} right {self.right / n:6.1%}"
            f"   first sentence <= {SHORT} words {self.short / n:6.1%}"
            f"   p50 {statistics.median(self.times) if self.times else 0:5.2f} ms"
            f"   p99 {percentile(self.times, 0.99):5.2f} ms"
            f"   acted {self.acted:>2}   asked {self.asked:>2}   offered {self.offered:>2}"
        )


def action(session: Session, log: int, pending: object) -> str | None:
    """What a question did to the game: ``acted`` (a report applied: the log changed, the
    worst miss), ``asked`` (a report held back for a yes: "did you mean …?"), ``offered``
    (a report offered after the answer), else None.
    A report only offered after the answer ("… Shall I record it: …?") is no miss: the
    question was answered and the game left as it was."""
    if len(session.log) != log:
        return "acted"
    if session.pending is not None and session.pending != pending:
        return "offered" if getattr(session.pending, "offer", False) else "asked"
    return None


def run_set(path: Path, verbose: bool) -> tuple[str, float]:
    cases = load_set(path)
    lang = lang_of(path, cases)
    for case in cases:  # warm-up: indexes, stemmer caches, renderer
        session_for(case, lang).handle(case["question"])
    tallies: dict[str, Tally] = defaultdict(Tally)
    forget_readings()  # each question timed as new, not as the verdict kept from the warm-up
    forget_verdicts()
    for case in cases:
        session = session_for(case, lang)
        log, pending = len(session.log), session.pending
        start = time.perf_counter()
        reply = session.handle(case["question"])
        ms = (time.perf_counter() - start) * 1000
        acted = action(session, log, pending)
        right = grade(case, reply.text) and acted in (None, "offered")
        short = words(first_sentence(reply.text)) <= SHORT
        for key in ("all", case.get("game") or "no game"):
            tallies[key].add(right, short, ms, acted)
        if verbose and (not right or not short):
            why = acted.upper() if acted else "WRONG" if not right else "LONG"
            print(f"  {why} [{lang}] {case.get('id')} ({case.get('game')}) {case['question']!r}")
            print(f"      -> {reply.text}")
    print(f"{path.name} ({lang}):")
    for key in ("all", *GAMES, "no game"):
        if key in tallies:
            print(tallies[key].line(key))
    total = tallies["all"]
    return lang, total.right / (total.count or 1)


def default_sets() -> list[Path]:
    heldout = sorted(DATA.glob("rules_heldout_*.jsonl"))
    return heldout or sorted(DATA.glob("rules_tuning_*.jsonl"))


# ---- the corpus -------------------------------------------------------------------------------


def load_corpus(lang: str) -> dict:
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


def run_corpus(lang: str, verbose: bool) -> float:
    corpus = load_corpus(lang)
    table = states()
    renderer = get_renderer(lang)
    todo = cases(corpus)
    for q, game, _ in todo:  # warm-up
        answer_question(q, lang, game, table[game])
    tallies: dict[str, Tally] = defaultdict(Tally)
    forget_verdicts()
    for q, game, expect in todo:
        start = time.perf_counter()
        answer = answer_question(q, lang, game, table[game])
        text = renderer.render_all(answer) if answer is not None else ""
        ms = (time.perf_counter() - start) * 1000
        got = outcome(q, lang, game)
        short = words(first_sentence(text)) <= SHORT
        for key in ("all", game or "no game"):
            tallies[key].add(got == expect, short, ms)
        if verbose and got != expect:
            print(f"  MISS [{lang}] ({game}) {q!r}: expected {expect}, got {got}")
    print(
        f"corpus tests/rules/{lang}.yaml ({len(corpus['questions'])} rule questions,"
        f" {len(corpus.get('not_rules', []))} others x4):"
    )
    for key in ("all", *GAMES, "no game"):
        if key in tallies:
            print(tallies[key].line(key))
    total = tallies["all"]
    return total.right / (total.count or 1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="*", type=Path, help="question sets (JSON lines)")
    parser.add_argument("--verbose", "-v", action="store_true", help="list every miss")
    parser.add_argument("--lang", choices=["en", "de"], help="only this language")
    parser.add_argument("--no-corpus", action="store_true", help="leave out tests/rules/")
    args = parser.parse_args(argv)
    ok = True
    for path in args.files or default_sets():
        lang, rate = run_set(path, args.verbose) if path.exists() else (None, 1.0)
        if lang is None:
            print(f"{path}: missing")
            continue
        if args.lang and lang != args.lang:
            continue
        ok = ok and rate >= GOAL
    if not args.no_corpus:
        for lang in [args.lang] if args.lang else ["en", "de"]:
            ok = run_corpus(lang, args.verbose) >= GOAL and ok
    print("OK" if ok else f"below the goal of {GOAL:.0%}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
