"""Whatever players type, a session answers and its game stays consistent with its log."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee.dialogue import Session
from referee.games import get_game
from referee.games.base import replay

WORDS = {
    "en": "I built floor five the fifth done tower fell collapsed Anna Ben Carla yes no undo "
    "help score whose turn revealed a two with one gem empty star stop thick small angular "
    "pillar moved pushed back object agreed next level can't move villa 13 0 99 -1 ? ! ,".split(),
    "de": "ich habe Stockwerk fünf die fünfte gebaut fertig Turm eingestürzt Anna Ben Carla ja "
    "nein rückgängig Hilfe Punkte wer ist dran eine Zwei mit einem Stein leere Stern höre auf "
    "dicke kleine eckige Säule zurück widerspreche einverstanden neue Ebene Villa 13 0 ? !".split(),
}
GAMES = {
    "babel": ["Anna", "Ben", "Carla"],
    "turm": ["Anna", "Ben", "Carla"],
    "paletti": ["Anna", "Ben", "Carla"],
}


def utterances(lang: str):
    word_lists = st.lists(st.sampled_from(WORDS[lang]), min_size=0, max_size=8).map(" ".join)
    noise = st.text(max_size=30)
    return st.lists(
        st.tuples(
            st.one_of(word_lists, noise), st.sampled_from([None, "Anna", "Ben", "Carla", "Zoe"])
        ),
        min_size=1,
        max_size=25,
    )


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", sorted(GAMES))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_random_talk_never_crashes_and_state_is_the_replay_of_the_log(game, lang, data):
    s = Session(lang=lang)
    s.start(game, GAMES[game])
    for text, speaker in data.draw(utterances(lang)):
        reply = s.handle(text, speaker)
        assert reply.text.strip()
        assert s.table is not None
        rebuilt = replay(get_game(s.table.game), s.table.players, s.table.options, s.log)
        assert rebuilt == s.state
        assert s.snapshot()["game"] == s.table.game


ODD_INPUTS = [
    "",
    "   ",
    "\n",
    "...",
    "?!,;:",
    ":",
    "Anna:",
    "\x00",
    "\u200b",
    "👍",
    "🏗️🏗️🏗️",
    "None",
    "x" * 10_000,
    "floor " * 2_000,
    "ß" * 500,
]


@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_odd_input_gets_an_answer_and_changes_nothing(game, lang):
    s = Session(lang=lang)
    s.start(game, GAMES[game])
    before = s.snapshot()
    for text in ODD_INPUTS:
        for speaker in (None, "", "Zoe", "👍"):
            reply = s.handle(text, speaker)
            assert reply.text.strip(), (text[:20], speaker)
            assert "something went wrong" not in reply.text, (text[:20], speaker)
            assert "schiefgegangen" not in reply.text, (text[:20], speaker)
            assert s.snapshot() == before, (text[:20], speaker)
