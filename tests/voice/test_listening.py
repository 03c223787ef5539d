"""Listening at the table with real audio: espeak-ng speaks (clean or at 10 dB SNR),
PocketSphinx hears with the grammar of where the table stands, the dialogue acts — chatter
changes nothing, reports reach the right state in every game, and the grammar follows the
table (players, game)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from referee.dialogue import Session
from referee.frontends.voice import Turn, hear_audio, table_grammar
from referee.voice.audio import add_noise, read_audio
from referee.voice.grammar import build_grammar
from referee.voice.stt import PocketSphinxRecognizer

from .conftest import espeak

pytestmark = pytest.mark.slow
PLAYERS = ["Anna", "Ben", "Carla"]


@pytest.fixture(scope="module")
def recognizer() -> PocketSphinxRecognizer:
    """One decoder for the whole module, as ``referee listen`` keeps one."""
    return PocketSphinxRecognizer(build_grammar("en", "babel", tuple(PLAYERS)))


def _said(tmp: Path, text: str, noise_seed: int | None = None) -> np.ndarray:
    audio = read_audio(espeak(tmp, text))
    return audio if noise_seed is None else add_noise(audio, 10.0, noise_seed)


def _table(game: str, typed: list[tuple[str, str]] = (), players: list[str] = PLAYERS) -> Session:
    session = Session(lang="en")
    session.start(game, list(players))
    for speaker, text in typed:
        session.handle(text, speaker)
    assert len(session.log) == len(typed)
    return session


def _hear(session: Session, recognizer, audio: np.ndarray, speaker: str) -> Turn:
    """A report heard; if the referee asks back ("Did you mean …?"), the player says yes."""
    turn = hear_audio(session, recognizer, audio, speaker)
    if turn.heard is not None and not turn.heard.sure and session.pending is not None:
        session.handle("yes", speaker)
    return turn


@pytest.mark.parametrize(
    "chatter", ["careful, it's wobbling", "whose drink is this", "my hands are shaking"]
)
def test_table_chatter_changes_nothing(tmp_path: Path, recognizer, chatter: str) -> None:
    session = _table("babel", [("Anna", "Anna built floor 1")])
    before = session.snapshot()
    for audio in (_said(tmp_path, chatter), _said(tmp_path, chatter, noise_seed=3)):
        hear_audio(session, recognizer, audio, "Ben")
        assert len(session.log) == 1
        assert session.snapshot() == before


@pytest.mark.parametrize(
    ("game", "typed", "speaker", "said", "check"),
    [
        (
            "babel",
            [("Anna", "Anna built floor 1"), ("Ben", "Ben built floor 2"), ("Carla", "floor 3")],
            "Anna",
            "Anna built the fourth floor",
            lambda s: s["scores"]["Anna"] == 1 + 4 and s["floors"] == 4 and s["turn"] == "Ben",
        ),
        (
            "turm",
            [],
            "Anna",
            "I revealed a two with one gem",
            lambda s: s["open_floors"] == [{"disk": "2", "gems": 2}] and s["scores"]["Anna"] == 11,
        ),
        (
            "paletti",
            [("Anna", "I moved the small one from the base")],
            "Ben",
            "I moved the angular one",
            lambda s: s["turn"] == "Carla" and s["movable"]["Ben"]["angular"] == 0,
        ),
    ],
)
def test_a_noisy_report_reaches_the_right_state(
    tmp_path: Path, recognizer, game, typed, speaker, said, check
) -> None:
    session = _table(game, typed)
    turn = _hear(session, recognizer, _said(tmp_path, said, noise_seed=1), speaker)
    assert turn.heard is not None, said
    assert len(session.log) == len(typed) + 1, (turn.heard, turn.reply)
    assert check(session.snapshot()), session.snapshot()


def test_the_grammar_follows_the_players_and_the_game(tmp_path: Path, recognizer) -> None:
    session = _table("babel", players=["Anna", "Ben"])
    recognizer.use(table_grammar(session))
    made = recognizer.searches
    # Dora joins: a new game with her, typed; her name is heard from now on
    session.handle("new game of Babel with Dora, Anna and Ben", "Anna")
    if session.pending is not None:
        session.handle("yes", "Anna")
    assert session.snapshot()["players"] == ["Dora", "Anna", "Ben"]
    turn = _hear(session, recognizer, _said(tmp_path, "Dora built floor one"), "Dora")
    assert turn.heard is not None and turn.heard.text == "dora built floor one"
    assert session.snapshot()["scores"]["Dora"] == 1
    assert recognizer.searches == made + 1
    # another game at the table: its own reports are heard
    turm = _table("turm", players=["Dora", "Anna", "Ben"])
    turn = _hear(turm, recognizer, _said(tmp_path, "I revealed a two with one gem"), "Dora")
    assert turn.heard is not None and turm.snapshot()["open_floors"] == [{"disk": "2", "gems": 2}]
    assert recognizer.searches == made + 2
    # back to the first table: the search made for it is used again
    recognizer.use(table_grammar(session))
    assert recognizer.searches == made + 2
