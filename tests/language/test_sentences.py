"""Sentence corpus: every ``tests/language/<lang>/<file>.yaml`` against the intent templates.

Each corpus file names a language, the game being played (``null``: no game running) and the
players at the table. Every sentence under ``tests`` must give exactly the intent and slots
listed; every ``no_match`` sentence must give no intent at all. New games' files are picked up
by the glob below, no change needed here.

The ``names`` slot of NewGame is a wildcard that the dialogue splits later, so its expected
value may be a list of names: it is compared with ``split_names`` of what was recognized.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from referee.language import get_recognizer
from referee.language.corpus import Case, comparable, load_corpus

CORPUS_DIR = Path(__file__).parent


def shout(text: str) -> str:
    """Upper-case a sentence; German ß becomes the capital ẞ (``str.upper`` would give SS)."""
    return text.replace("ß", "ẞ").upper()


CASES = load_corpus(CORPUS_DIR)
MATCHES = [c for c in CASES if c.intent is not None]
NO_MATCHES = [c for c in CASES if c.intent is None]


def recognize(case: Case, text: str):
    return get_recognizer(case.lang, case.game).recognize(text, list(case.players))


def check(case: Case, text: str, fold: bool = False) -> None:
    got = recognize(case, text)
    if case.intent is None:
        assert got is None, f"{text!r} should not match, got {got}"
        return
    assert got is not None, f"{text!r} matched nothing, expected {case.intent}"
    assert (got.name, comparable(got.slots, fold)) == (
        case.intent,
        comparable(case.slots, fold),
    ), f"{text!r}"


def test_corpus_is_big_enough():
    for lang in ("en", "de"):
        babel = [c for c in CASES if c.lang == lang and c.game == "babel"]
        assert len([c for c in babel if c.intent]) >= 150, lang
        assert len([c for c in babel if c.intent is None]) >= 25, lang


def test_sentence_ids_are_unique():
    ids = [c.id for c in CASES]
    assert len(ids) == len(set(ids)), sorted({i for i in ids if ids.count(i) > 1})


@pytest.mark.parametrize("case", MATCHES, ids=[c.id for c in MATCHES])
def test_sentence_gives_intent_and_slots(case: Case):
    check(case, case.text)


@pytest.mark.parametrize("case", NO_MATCHES, ids=[c.id for c in NO_MATCHES])
def test_sentence_matches_nothing(case: Case):
    check(case, case.text)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_upper_case_sentence_gives_the_same(case: Case):
    check(case, shout(case.text), fold=True)
