"""Starting a table: greeting, player lists, options in the sentence, the language kept."""

from __future__ import annotations

import pytest

from referee.dialogue import Session
from referee.replies import get_renderer
from referee.store import Store


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_greeting_is_in_the_table_language(lang):
    assert Session(lang=lang).greeting().text == get_renderer(lang).render("help-no-game")


def test_the_table_language_survives_a_restart(tmp_path):
    path = tmp_path / "r.sqlite3"
    s = Session(table_id="t", lang="de", store=Store(path))
    s.handle("neues Spiel Babel mit Anna und Ben")
    s.handle("fertig")
    again = Session(table_id="t", lang="en", store=Store(path))
    assert again.lang == "de"
    assert again.offer_resume().text.startswith("Es gibt ein unterbrochenes Spiel")
    again.handle("ja")
    assert again.snapshot()["scores"]["Anna"] == 1


def test_a_stray_sentence_is_not_taken_for_the_player_list():
    s = Session()
    s.handle("new game of Babel")
    reply = s.handle("hmm let me think")
    assert reply.text.startswith("Who is playing Turmbau zu Babel?")
    assert s.snapshot()["game"] is None
    s.handle("Anna, Ben and Carla")
    assert s.snapshot()["players"] == ["Anna", "Ben", "Carla"]


@pytest.mark.parametrize(
    "lang,said",
    [
        ("en", "Der Turm with the mirror star, Anna and Ben"),
        ("de", "neues Spiel Der Turm mit dem Spiegel, Anna und Ben"),
    ],
)
def test_a_star_rule_before_the_players(lang, said):
    s = Session(lang=lang)
    s.handle(said)
    assert s.snapshot()["players"] == ["Anna", "Ben"] and s.snapshot()["star"] == "mirror"


@pytest.mark.parametrize(
    "said",
    [
        "knocked over",
        "it got knocked over",
        "someone knocked it over",
        "the tower got knocked down",
    ],
)
def test_knocked_over_in_its_passive_forms(said):
    s = Session()
    s.start("babel", ["Anna", "Ben"])
    s.handle("done")
    s.handle(said)
    assert s.snapshot()["round"] == 2
