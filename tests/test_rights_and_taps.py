"""Who may change a game, one-tap reports, and updates handled at most once (real SQLite)."""

from __future__ import annotations

import pytest

from referee.dialogue import Session
from referee.dialogue.manager import Rights
from referee.dialogue.quick import TAPPER
from referee.store import Store

GUEST = Rights(report=False, manage=False)
PLAYER = Rights(report=True, manage=False)


@pytest.mark.parametrize(
    ("lang", "start", "report", "question"),
    [
        (
            "en",
            "new game of Babel with Anna, Ben and Carla",
            "I built the first floor",
            "whose turn is it?",
        ),
        (
            "de",
            "neues Spiel Kartenturm mit Anna, Ben und Carla",
            "ich habe das erste Stockwerk gebaut",
            "wer ist dran?",
        ),
    ],
)
def test_a_guest_asks_but_does_not_report(lang, start, report, question):
    session = Session(lang=lang)
    session.handle(start)
    refused = session.handle(report, rights=GUEST)
    assert session.log == [] and session.refused == "only-players-report"
    assert ("Only players" in refused.text) == (lang == "en")
    answered = session.handle(question, rights=GUEST)
    assert session.refused is None and "Anna" in answered.text
    session.handle(report, rights=PLAYER)
    assert len(session.log) == 1


def test_undo_and_yes_need_a_player_ending_needs_the_host():
    session = Session(lang="en")
    session.handle("new game of Babel with Anna, Ben and Carla")
    session.handle("I built the first floor")
    session.handle("undo", rights=GUEST)
    assert len(session.log) == 1 and session.refused == "only-players-report"
    session.handle("floor 3", speaker="Ben")  # asked back: did Ben build floor 2?
    assert session.pending is not None
    session.handle("yes", rights=GUEST)
    assert len(session.log) == 1
    session.handle("end the game", rights=PLAYER)
    assert (
        session.refused == "only-host-manages"
        and session.pending is None
        or (session.pending and session.pending.kind != "end")
    )
    session.handle("new game of Der Turm with X and Y", rights=PLAYER)
    assert session.table.game == "babel" and session.refused == "only-host-manages"
    session.handle("end the game", rights=Rights())
    session.handle("yes", rights=Rights())
    assert session.state.finished


def test_quick_reports_are_what_the_rules_accept_now():
    session = Session(lang="de")
    session.handle("neues Spiel Der Turm mit Anna und Ben")
    quick = session.quick_reports()
    labels = [q.label for q in quick]
    assert "Aufhören" not in labels  # nothing opened yet: Anna must open a floor first
    four = next(q for q in quick if q.label == "4")
    assert [g.label for g in four.then] == ["leer", "1 Stein", "2 Steine", "3 Steine", "4 Steine"]
    session.tap(four.then[1].command, "Anna")
    assert session.log[-1].model_dump() == {
        "kind": "reveal",
        "player": "Anna",
        "disk": "4",
        "gems": 1,
    }
    assert "Aufhören" in [q.label for q in session.quick_reports()]
    one = next(q for q in session.quick_reports() if q.label == "1")
    assert [g.label for g in one.then] == ["leer", "1 Stein"]  # a 1 holds no more


def test_an_old_button_is_refused_by_the_rules_not_applied():
    session = Session(lang="en")
    session.handle("new game of Babel with Anna and Ben")
    build = session.quick_reports()[0]
    assert build.label == "Floor 1 built"
    session.tap(build.command, None)
    reply = session.tap(build.command, None)  # pressed again: floor 1 stands already
    assert len(session.log) == 1 and reply.text == "It's Ben's turn, not Anna's."


def test_agree_is_the_tappers_own():
    session = Session(lang="en")
    session.handle("new game of Villa Paletti with Anna, Ben and Carla")
    session.handle("I can't move anything else")
    agree = next(q for q in session.quick_reports() if q.label == "Agreed")
    assert agree.command["player"] == TAPPER
    session.tap(agree.command, "Ben")
    assert session.log[-1].model_dump()["player"] == "Ben"
    assert "Ben" in session.snapshot()["accepted"]


def test_a_redelivered_update_is_recognised_after_a_restart(tmp_path):
    path = tmp_path / "referee.sqlite3"
    store = Store(path)
    session = Session(table_id="telegram:-100", lang="en", store=store)
    session.handle("new game of Babel with Anna and Ben")
    with store.source("telegram:-100", 41):
        session.handle("I built the first floor")
    store.close()
    again = Store(path)  # as after kill -9: the mark came with the report
    assert again.last_source("telegram:-100") == 41
    assert len(again.current_game("telegram:-100").log) == 1
    again.mark_source("telegram:-100", 40)  # never moves back
    assert again.last_source("telegram:-100") == 41
    again.set_channel_data("telegram:-100", {"members": [1, 2]})
    again.move_table("telegram:-100", "telegram:-200")
    assert again.current_game("telegram:-100") is None
    assert again.channel_data("telegram:-200") == {"members": [1, 2]}
    assert again.last_source("telegram:-200") == 41
    assert again.channel_tables("telegram:") == ["telegram:-200"]


def test_heard_reports_are_asked_back_first():
    session = Session(lang="en")
    session.handle("new game of Babel with Anna and Ben")
    asked = session.handle("i built floor one up", "Anna", confirm=True)
    assert session.log == [] and asked.text.startswith("Did you mean: Anna built floor 1?")
    session.handle("yes", "Anna")
    assert [c.model_dump() for c in session.log] == [
        {"kind": "build", "player": "Anna", "floor": 1}
    ]
    answered = session.handle("whose turn is it", confirm=True)  # questions are answered
    assert "Ben" in answered.text and session.pending is None
