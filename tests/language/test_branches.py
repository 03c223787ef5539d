"""The branch index inside hassil's matcher tries fewer branches and finds the same."""

from __future__ import annotations

import pytest
from hassil.expression import Alternative
from hassil.parse_expression import parse_sentence
from hassil.string_matcher import MatchContext, MatchSettings
from hassil_filters import sample_sentences

from referee.language import branches
from referee.language.intents import _player_list, get_recognizer


@pytest.fixture
def plain_hassil():
    """hassil's own matcher for the test's body; the index again afterwards."""
    branches.uninstall()
    yield
    branches.install()


def _readings(lang: str, seed: int) -> list:
    out = []
    for game, text, players in sample_sentences(lang, seed, n=250):
        recognizer = get_recognizer(lang, game)
        recognizer._seen.clear()
        out.append(recognizer.recognize(text, players))
        recognizer._seen.clear()
    return out


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_index_changes_no_reading(lang):
    indexed = _readings(lang, 5)
    branches.uninstall()
    try:
        plain = _readings(lang, 5)
    finally:
        branches.install()
    assert indexed == plain


def _alternative(template: str) -> Alternative:
    sequence = parse_sentence(template).expression
    return next(item for item in sequence.items if isinstance(item, Alternative))


def test_only_the_branches_that_begin_as_the_text_does_are_tried():
    alternative = _alternative("(habe|hab|decke|[noch] eine|{player}) auf")
    settings = MatchSettings(slot_lists={"player": _player_list(("Jo",))})
    tried = branches._branches(settings, MatchContext(text="hab die zwei auf"), alternative)
    texts = [str(item) for item in tried]
    assert len(tried) == 3  # habe, hab and the player list (names are not indexed)
    assert not any("decke" in t or "eine" in t for t in texts)
    assert (
        branches._branches(settings, MatchContext(text="decke auf"), alternative)[0]
        is (alternative.items[2])
    )


def test_it_stands_aside_where_hassil_may_skip_ahead_or_case_is_not_ascii():
    alternative = _alternative("(habe|hab|decke) auf")
    settings = MatchSettings()
    assert branches._branches(settings, MatchContext(text="Ähm habe"), alternative) is None
    assert branches._branches(settings, MatchContext(text="-auf"), alternative) is None
    assert len(branches._branches(settings, MatchContext(text="hab-auf"), alternative)) == 2
    loose = MatchSettings(allow_unmatched_entities=True)
    assert branches._branches(loose, MatchContext(text="hab auf"), alternative) is None


def test_a_changed_rule_rebuilds_the_index():
    alternative = _alternative("(<verb>|stop) now")
    walk = MatchSettings(expansion_rules={"verb": parse_sentence("(walk|run)")})
    hop = MatchSettings(expansion_rules={"verb": parse_sentence("(jump|hop)")})
    assert len(branches._branches(walk, MatchContext(text="run now"), alternative)) == 1
    assert branches._branches(hop, MatchContext(text="run now"), alternative) == ()
    assert len(branches._branches(hop, MatchContext(text="hop now"), alternative)) == 1


def test_the_same_matches_as_hassil_alone_on_a_reveal(plain_hassil):
    recognizer = get_recognizer("de", "turm")
    players = ("Jan", "Oma")
    plain = recognizer._match("noch eine: drei mit einem", players)
    branches.install()
    assert recognizer._match("noch eine: drei mit einem", players) == plain
    assert plain is not None and plain.name == "TurmReveal"
