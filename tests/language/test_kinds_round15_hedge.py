"""The hedge kinds from tuning round 15 (heldout21/22), both languages, through the real
Session: a report said with a doubt ("I don't know if it counts"), two players offered to
choose from ("is it Mia or Chloé"), a warning to a player ("you'll knock the table"), an
answer word before one's own move while an announcement waits, a forecast ("I'm sure it
comes out") -- none of them is applied as a report; the referee asks, or leaves the game as
it is. And a level arrow ("blue→green", "von blau auf grün") says where a pillar came from."""

from __future__ import annotations

import pytest
from tables import built, reopened, said, table

from referee.dialogue import Session
from referee.store import Store

B4 = ["Nora", "Felix", "Ida", "Omar"]
P3 = ["Lea", "Max", "Sofi"]
P2 = ["Jonte", "Wiebke"]


def _dumps(log):
    return [c.model_dump(exclude_none=True) for c in log]


def _asked(reply):
    return reply.text.rstrip().endswith("?") or "“yes”" in reply.text or "„ja“" in reply.text


ANNOUNCED = [
    {"kind": "move", "player": "Lea", "pillar": "small"},
    {"kind": "move", "player": "Max", "pillar": "small"},
    {"kind": "move", "player": "Sofi", "pillar": "angular"},
    {"kind": "announce", "player": "Lea"},
]

# Jonte has a thick pillar on the blue level when the green one is laid
GREEN_LAID = [
    {"kind": "move", "player": "Jonte", "pillar": "thick"},
    {"kind": "move", "player": "Wiebke", "pillar": "small"},
    {"kind": "announce", "player": "Jonte"},
    {"kind": "accept", "player": "Wiebke"},
    {"kind": "move", "player": "Wiebke", "pillar": "small"},
]


# ---- a doubt said with the report: asked about, never applied ----------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "something dropped off, but I don't know if it came from the tower"),
        ("en", "the roof card slipped and it came down, no idea if that counts"),
        ("de", "da ist was runtergefallen, aber ich weiß nicht, ob das vom Turm war"),
        ("de", "eine Karte ist runtergefallen, keine ahnung ob das zählt"),
    ],
)
def test_a_doubted_fall_is_asked_about(lang, text):
    s = table("babel", lang, B4, before=built(B4, 2))
    before, after, reply = said(s, text, "Ida")
    assert after == before
    assert s.pending is not None and s.pending.kind == "command"
    assert s.pending.command["kind"] == "collapse"
    assert _asked(reply)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "it came down? not sure, the table shook"),
        ("en", "I don't know, does that count? a wall tipped over"),
        ("de", "weiß nich, zählt das? da ist eine Wand umgekippt"),
        ("de", "ist der jetzt eingestürzt? ich bin mir nicht sicher"),
    ],
)
def test_a_doubting_question_is_answered_or_asked_never_applied(lang, text):
    s = table("babel", lang, B4, before=built(B4, 2))
    before, after, reply = said(s, text, "Ida")
    assert after == before
    assert not reply.text.startswith(("I didn't get that", "Das habe ich nicht verstanden"))


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Ida built it, or was it Omar? I can't remember"),
        ("de", "Ida hat gebaut, oder war das Omar? weiß ich nicht mehr"),
    ],
)
def test_a_doubted_builder_is_asked_about_never_built(lang, text):
    s = table("babel", lang, B4, before=built(B4, 2))
    before, after, reply = said(s, text, "Nora")
    assert after == before
    assert _asked(reply)


def test_a_doubt_and_yes_records_it():
    s = table("babel", "de", B4, before=built(B4, 2))
    said(s, "es hat gewackelt und ein Teil ist runtergefallen, ich weiß nich ob vom Turm", "Ida")
    _, after, _ = said(s, "ja", "Ida")
    assert _dumps(after)[-1] == {"kind": "collapse", "player": "Ida"}


# ---- two players side by side to choose from: nobody is chosen ---------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "ok the youngest is Ida or Omar, I always forget who"),
        ("en", "so the youngest, is that Felix or Ida"),
        ("en", "the youngest is Omar, or is it Felix"),
        ("de", "die Jüngste ist Ida oder Omar, ich merk mir das nie"),
        ("de", "also der Jüngste, ist das Felix oder Ida"),
        ("de", "der Jüngste ist Omar, oder ist es Felix"),
    ],
)
def test_players_offered_to_choose_from_choose_nobody(lang, text):
    s = table("babel", lang, B4)
    _, after, _ = said(s, text, "Nora")
    assert after == []


# ---- a warning to a player is no report ---------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Felix, sit down please, you'll knock the whole thing over"),
        ("en", "Omar, hands off the table, you're going to bring it down"),
        ("en", "Ida calm down, it's only a game"),
        ("de", "Felix, setz dich ordentlich hin, sonst fällt noch alles runter"),
        ("de", "Omar, Finger weg vom Tisch, du reißt noch alles runter"),
        ("de", "Ida, du wirst den Turm noch umwerfen"),
    ],
)
def test_a_warning_to_a_player_changes_nothing(lang, text):
    s = table("babel", lang, B4, before=built(B4, 2))
    before, after, _ = said(s, text, "Nora")
    assert after == before
    assert s.pending is None


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "Ida knocked it over"), ("de", "Ida hat den Turm umgeworfen")],
)
def test_a_fall_said_plainly_still_counts(lang, text):
    s = table("babel", lang, B4, before=built(B4, 2))
    _, after, _ = said(s, text, "Nora")
    assert _dumps(after)[-1] == {"kind": "collapse", "player": "Ida"}


# ---- while an announcement waits: one's own move is no answer -----------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "fine, then I'll just pull my angular out"),
        ("en", "ok so I take my small one out now"),
        ("de", "na schön, dann zieh ich eben meine eckige raus"),
        ("de", "ok dann nehm ich jetzt meine kleine raus"),
    ],
)
def test_an_own_move_during_an_announcement_is_no_accept(lang, text):
    s = table("paletti", lang, P3, before=ANNOUNCED)
    before, after, reply = said(s, text, "Sofi")
    assert after == before
    assert reply.text  # the referee says what is awaited


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I pull my angular now, alright? I'm sure it comes out"),
        ("de", "ich zieh jetzt meine eckige, okay? ich bin sicher, die kommt raus"),
    ],
)
def test_a_forecast_is_no_accept(lang, text):
    s = table("paletti", lang, P3, before=ANNOUNCED)
    before, after, _ = said(s, text, "Sofi")
    assert after == before


@pytest.mark.parametrize(("lang", "text"), [("en", "fine"), ("de", "na gut")])
def test_a_plain_answer_still_accepts(lang, text):
    s = table("paletti", lang, P3, before=ANNOUNCED)
    _, after, _ = said(s, text, "Sofi")
    assert _dumps(after)[-1] == {"kind": "accept", "player": "Sofi", "also": []}


# ---- a level arrow says where the pillar came from ----------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Jonte thick, blue→green"),
        ("en", "Jonte thick blue -> green"),
        ("en", "jonte his thick one blue to green"),
        ("de", "Jonte dicke, blau→grün"),
        ("de", "Jonte dicke von blau auf grün"),
        ("de", "jonte die dicke blau auf die grüne"),
    ],
)
def test_a_level_arrow_names_the_level_left(lang, text):
    s = table("paletti", lang, P2, before=GREEN_LAID)
    _, after, _ = said(s, text)
    assert _dumps(after)[-1] == {
        "kind": "move",
        "player": "Jonte",
        "pillar": "thick",
        "from_level": 1,
    }


# ---- after a restart from SQLite ----------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_doubt_after_a_restart_is_asked_about(tmp_path, lang):
    path = tmp_path / "h.sqlite3"
    s = Session(table_id="t", lang=lang, store=Store(path))
    if lang == "en":
        s.handle("new game of Babel with Nora, Felix, Ida and Omar")
        texts = ["Nora built floor 1", "Felix built floor 2"]
        doubt = "a wall tipped over, but I'm not sure whether that counts"
        warning = "Omar, sit down please, you'll knock the table"
    else:
        s.handle("neues Spiel Babel mit Nora, Felix, Ida und Omar")
        texts = ["Nora hat Stockwerk 1 gebaut", "Felix hat Stockwerk 2 gebaut"]
        doubt = "eine Wand ist umgekippt, aber ich weiß nicht, ob das zählt"
        warning = "Omar, setz dich hin, sonst fällt noch alles runter"
    for text in texts:
        s.handle(text)
    assert len(s.log) == 2
    again = reopened(path, lang)
    before, after, reply = said(again, doubt, "Ida")
    assert after == before and len(after) == 2
    assert _asked(reply)
    said(again, "no" if lang == "en" else "nein", "Ida")
    before, after, _ = said(again, warning, "Nora")
    assert after == before
    third = reopened(path, lang)
    assert _dumps(third.log) == _dumps(again.log)
