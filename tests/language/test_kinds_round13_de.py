"""The German kinds of sentence from tuning round 13 (heldout15/16, tuning9), through the real
Session and templates: the wrong-action kinds ask or do nothing, the others do what was
meant -- also after a restart from a real SQLite file."""

from __future__ import annotations

import pytest
from tables import reopened, said, table

from referee.dialogue import Session
from referee.store import Store

B3 = ["Lena", "Paul", "Frieda"]
BUILT = [{"kind": "build", "player": p, "floor": i} for i, p in enumerate(B3, 1)]
T4 = ["Selin", "Moritz", "Hedwig", "Bao"]
REVEALED = [{"kind": "reveal", "player": "Selin", "disk": "3", "gems": 1}]
P4 = ["Kira", "Matteo", "Elif", "Johannes"]
MOVED = [
    {"kind": "move", "player": p, "pillar": k}
    for p, k in zip(P4, ["small", "angular", "small", "thick"], strict=True)
]
ANNOUNCED = [*MOVED, {"kind": "announce", "player": "Kira"}]


# ---- an undo taken back in the same breath: nothing changes -----------------------------


@pytest.mark.parametrize(
    "game,players,options,before,text",
    [
        ("babel", B3, {}, BUILT, "zurück… ach nein vergiss es, stimmt"),
        ("babel", B3, {}, BUILT, "rückgängig bitte. nee warte war doch richtig"),
        ("turm", T4, {"first_game": True}, REVEALED, "mach das rückgängig äh nein stimmt doch"),
        ("turm", T4, {"first_game": True}, REVEALED, "undo… nee lass, passt schon"),
    ],
)
def test_an_undo_taken_back_changes_nothing(game, players, options, before, text):
    s = table(game, "de", players, options, before=before)
    was, after, reply = said(s, text)
    assert after == was
    assert "nichts geändert" in reply.text


@pytest.mark.parametrize(
    "text",
    ["rückgängig, frieda hat doch nicht gebaut", "zurück, nee, vergiss es, frieda die drei"],
)
def test_an_undo_with_more_said_after_is_no_take_back(text):
    s = table("babel", "de", B3, before=BUILT)
    _, _, reply = said(s, text)
    assert "nichts geändert" not in reply.text


# ---- thinking aloud during an announcement is no answer ----------------------------------


@pytest.mark.parametrize(
    "speaker,text",
    [("Matteo", "hm, lass mich mal gucken"), ("Elif", "hm lass mich kurz überlegen")],
)
def test_thinking_aloud_neither_objects_nor_agrees(speaker, text):
    s = table("paletti", "de", P4, before=ANNOUNCED)
    was, after, _ = said(s, text, speaker)
    assert after == was


# ---- talk about another player's answer is no answer of theirs ---------------------------

ACCEPTED = [*ANNOUNCED, {"kind": "accept", "player": "Matteo"}]


@pytest.mark.parametrize(
    "speaker,text",
    [
        (None, "matteo hat schon ja gesagt wir warten noch auf elif"),
        ("Elif", "der matteo hat zugestimmt jetzt fehlt nur noch johannes"),
        ("Kira", "wir warten noch auf elif und johannes"),
        ("Johannes", "matteo ist einverstanden, ich überleg noch"),
    ],
)
def test_who_is_still_awaited_answers_for_nobody(speaker, text):
    s = table("paletti", "de", P4, before=ACCEPTED)
    was, after, _ = said(s, text, speaker)
    assert after == was


def test_an_answer_beside_a_wait_still_counts():
    s = table("paletti", "de", P4, before=ACCEPTED)
    said(s, "elif ist einverstanden, wir warten nur noch auf johannes", "Elif")
    assert s.log[-1].model_dump()["kind"] == "accept"
    assert s.log[-1].model_dump()["player"] == "Elif"


# ---- "X nimmt Y die eckige weg": Y owns the pillar ---------------------------------------

FAILED = [
    *ANNOUNCED,
    {"kind": "object", "player": "Johannes"},
    {"kind": "challenge-result", "success": False},
]


@pytest.mark.parametrize(
    "text", ["kira nimmt elif die eckige weg", "kira nimmt matteo die dicke weg"]
)
def test_taking_the_pillar_of_one_who_did_not_object_asks(text):
    s = table("paletti", "de", P4, before=FAILED)
    was, after, reply = said(s, text)
    assert after == was
    assert "Johannes" in reply.text


@pytest.mark.parametrize(
    "speaker,text",
    [
        (None, "kira nimmt johannes die kleine weg"),
        ("Kira", "ich nehm dem johannes die eckige raus"),
    ],
)
def test_taking_the_objectors_pillar_removes_it(speaker, text):
    s = table("paletti", "de", P4, before=FAILED)
    said(s, text, speaker)
    assert s.log[-1].model_dump()["kind"] == "remove-pillar"


def test_pulling_another_players_pillar_on_ones_turn_is_refused():
    s = table("paletti", "de", P4, before=MOVED)
    was, after, reply = said(s, "kira nimmt matteo die kleine weg")
    assert after == was and "Matteo" in reply.text


# ---- two-word names without commas: "mit anne sophie und hans peter" ---------------------


@pytest.mark.parametrize(
    "text,players",
    [
        ("babel mit anne sophie und hans peter", ["Anne Sophie", "Hans Peter"]),
        ("villa paletti mit eva maria und jan luca", ["Eva Maria", "Jan Luca"]),
        ("babel mit anna ben und carla", ["Anna", "Ben", "Carla"]),
        ("turmbau zu babel mit tom lisa jan und mia", ["Tom", "Lisa", "Jan", "Mia"]),
    ],
)
def test_two_words_each_side_of_the_one_and_are_two_names(text, players):
    s = Session(lang="de")
    s.handle(text)
    assert s.table is not None and s.table.players == players


# ---- an undo that says what it was instead replaces ---------------------------------------


@pytest.mark.parametrize(
    "text,disk,gems",
    [
        ("nimm die drei zurück das war eigentlich ne zwei mit einem drin", "2", 1),
        ("zurück, war keine drei sondern ne eins, einer drin", "1", 1),
    ],
)
def test_an_undo_telling_what_it_was_replaces_the_reveal(text, disk, gems):
    s = table("turm", "de", T4, {"first_game": True}, before=REVEALED)
    said(s, text)
    assert len(s.log) == 1
    assert s.log[-1].model_dump() == {
        "kind": "reveal",
        "player": "Selin",
        "disk": disk,
        "gems": gems,
    }


def test_an_undo_naming_another_colour_takes_nothing_back():
    before = [{"kind": "move", "player": "Kalle", "pillar": "thick", "colour": "yellow"}]
    for text in (
        "kalles war die blaue dicke nicht die gelbe",
        "nimm das zurück, das war kalles blaue dicke",
    ):
        s = table("paletti", "de", ["Kalle", "Svenja"], before=before)
        said(s, text)
        assert len(s.log) == 1  # replaced, or asked -- never only taken back


# ---- after a restart from a real SQLite file ------------------------------------------------


def test_the_new_kinds_after_a_restart(tmp_path):
    path = tmp_path / "r.sqlite3"
    s = Session(table_id="t", lang="de", store=Store(path))
    s.handle("neues spiel villa paletti mit kira, matteo, elif und johannes")
    for p in P4:
        s.handle(f"{p} hat eine kleine von der grundplatte gezogen")
    s.handle("Kira: ich kann nicht mehr, neue ebene")
    s.handle("Matteo: einverstanden")
    assert len(s.log) == 6
    again = reopened(path, "de")
    assert len(again.log) == 6
    before, after, _ = said(again, "matteo hat schon ja gesagt wir warten noch auf elif")
    assert after == before
    before, after, _ = said(again, "zurück… ach nein vergiss es, stimmt")
    assert after == before
    before, after, _ = said(again, "hm, lass mich mal gucken", "Elif")
    assert after == before
    again.handle("Johannes: ich widerspreche")
    again.handle("nicht geschafft")
    before, after, _ = said(again, "kira nimmt elif die eckige weg")
    assert after == before  # Elif did not object: asked
    again.handle("kira nimmt johannes die kleine weg")
    assert again.log[-1].model_dump()["kind"] == "remove-pillar"
