"""The wrong-action kinds from tuning round 16, both languages, through the real Session:
sentences the referee used to apply in a way the player did not mean. Correction openers in
a row ("nee, halt, …") are no end of the turn; another's report called wrong ("Tim's wrong,
it was …") replaces it; "it fell, it wasn't built" denies only the build; a take-back with a
denial ("scratch that, she wasn't done") only takes back; a reveal that ends the turn by
itself is not also an end of the turn; a denied star ("not the star but a one") names the
number; a count put in ("leere 3, einer rein") is no count in the floor; a card pushed back
is no take-back; a denied answer word ("I don't accept") is never applied; a habit ("I keep
knocking it over") and a report with a question after it ("… und nu?") are not applied."""

from __future__ import annotations

import pytest
from tables import built, reopened, reveal, said, table

from referee.dialogue import Session
from referee.store import Store

T3 = ["Pia", "Rolf", "Ugo"]
B3 = ["Kira", "Jens", "Lou"]
P3 = ["Lea", "Max", "Sofi"]

# Rolf's turn: he opened a 3 that held one gem (and put one in)
ROLF_THREE = [
    reveal("Pia", "2", 0),
    {"kind": "end-turn", "player": "Pia"},
    reveal("Rolf", "3", 1),
]
# Rolf's turn, nothing opened yet
ROLF_UP = [reveal("Pia", "2", 0), {"kind": "end-turn", "player": "Pia"}]

ANNOUNCED = [
    {"kind": "move", "player": "Lea", "pillar": "small"},
    {"kind": "move", "player": "Max", "pillar": "small"},
    {"kind": "move", "player": "Sofi", "pillar": "angular"},
    {"kind": "announce", "player": "Lea"},
    {"kind": "accept", "player": "Max"},
]


def _dumps(log):
    return [c.model_dump(exclude_none=True) for c in log]


def _asked(reply):
    return reply.text.rstrip().endswith("?") or "“yes”" in reply.text or "„ja“" in reply.text


# ---- correction openers in a row: no end of the turn --------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "no, wait, hang on, that wasn't a three, it was a four with one"),
        ("de", "Nee, halt, das war keine Drei, das war eine Vier mit einem"),
        ("de", "Nein, stopp, das war keine Drei, sondern eine Vier mit einem"),
    ],
)
def test_openers_in_a_row_correct_and_end_no_turn(lang, text):
    s = table("turm", lang, T3, {"star": "mirror"}, ROLF_THREE)
    before, after, _ = said(s, text, "Rolf")
    assert _dumps(after) == _dumps(before[:-1]) + [reveal("Rolf", "4", 1)]
    assert s.state.current == "Rolf"


# ---- another's report called wrong: replaced ----------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "rolf's wrong, it was a 4 with one"),
        ("en", "Rolf is wrong, that was a four with one gem"),
        ("de", "Rolf liegt falsch, es war eine 4 mit einem"),
        ("de", "Rolf irrt sich, das war eine Vier mit einem Stein"),
    ],
)
def test_a_report_called_wrong_is_replaced(lang, text):
    s = table("turm", lang, T3, {"star": "mirror"}, ROLF_THREE)
    before, after, _ = said(s, text, "Pia")
    assert _dumps(after) == _dumps(before[:-1]) + [reveal("Rolf", "4", 1)]


# ---- "it fell, it wasn't built": the denial is of the build --------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "no that's wrong, lou's floor fell, it wasn't built"),
        ("de", "nein, das war falsch, Lou ist eingestürzt, nicht gebaut"),
        ("de", "Naa, de Lou is eigstürzt, net gebaut"),
    ],
)
def test_a_fall_said_with_a_denied_build_replaces_the_build(lang, text):
    s = table("babel", lang, B3, before=built(B3, 3))
    before, after, _ = said(s, text, "Kira")
    assert _dumps(after) == _dumps(before[:-1]) + [{"kind": "collapse", "player": "Lou"}]


# ---- a take-back with a denial: only taken back --------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "scratch that, lou wasn't done yet"),
        ("de", "streich das, Lou war noch gar nicht fertig"),
        ("de", "nimm das zurück, Lou war noch nicht fertig"),
    ],
)
def test_a_take_back_with_a_denial_only_takes_back(lang, text):
    s = table("babel", lang, B3, before=[*built(B3, 2), {"kind": "collapse", "player": "Lou"}])
    before, after, _ = said(s, text, "Kira")
    assert _dumps(after) == _dumps(before[:-1])
    assert s.state.current == "Lou"


# ---- a reveal that ends the turn by itself: no end of the turn besides ---------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "and the zero, oh no, that's it"),
        ("de", "und die null oh nee die null das war's"),
    ],
)
def test_the_end_said_with_a_reveal_that_ends_the_turn(lang, text):
    s = table("turm", lang, T3, {"star": "mirror"}, ROLF_THREE)
    before, after, _ = said(s, text, "Rolf")
    assert _dumps(after) == _dumps(before) + [reveal("Rolf", "0", 0)]
    assert s.state.current == "Ugo"


# ---- a denied star: the number is the disk -------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I didn't get the star but a one with one gem in it"),
        ("de", "nicht den Stern aufgedeckt, sondern eine Eins, in der schon ein Stein liegt"),
    ],
)
def test_a_denied_star_names_the_number(lang, text):
    s = table("turm", lang, T3, {"star": "mirror"}, ROLF_UP)
    before, after, _ = said(s, text, "Rolf")
    assert _dumps(after) == _dumps(before) + [reveal("Rolf", "1", 1)]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "no sorry that wasn't the star, it was a plain two, empty"),
        ("de", "nein, das war nicht der Stern, das war eine leere Zwei"),
    ],
)
def test_a_denied_star_is_replaced_by_the_number(lang, text):
    s = table("turm", lang, T3, {"star": "mirror"}, [*ROLF_UP, reveal("Rolf", "star", 0)])
    before, after, _ = said(s, text, "Rolf")
    assert _dumps(after) == _dumps(before[:-1]) + [reveal("Rolf", "2", 0)]


# ---- a count put in is no count in the floor -----------------------------------------------


@pytest.mark.parametrize("text", ["rolf: leere 3, einer rein", "leere Drei, einen rein"])
def test_a_count_put_in_is_no_count_in_the_floor(text):
    s = table("turm", "de", T3, {"star": "mirror"}, ROLF_UP)
    before, after, _ = said(s, text, "Rolf")
    assert _dumps(after) == _dumps(before) + [reveal("Rolf", "3", 0)]


def test_a_count_in_the_floor_still_counts():
    s = table("turm", "de", T3, {"star": "mirror"}, ROLF_UP)
    before, after, _ = said(s, "eine Drei, da war einer drin", "Rolf")
    assert _dumps(after) == _dumps(before) + [reveal("Rolf", "3", 1)]


# ---- a card pushed back is no take-back ----------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Jens, push the ceiling card back, it slid out"),
        ("de", "Jens, schieb die Deckenkarte zurück, die ist mitgerutscht"),
        ("de", "Jens, schieb de Deckenkartn halt zruck"),
    ],
)
def test_a_card_pushed_back_takes_nothing_back(lang, text):
    s = table("babel", lang, B3, before=built(B3, 2))
    before, after, _ = said(s, text, "Kira")
    assert after == before


def test_a_take_back_is_still_one():
    s = table("babel", "de", B3, before=built(B3, 2))
    before, after, _ = said(s, "nimm das zurück", "Kira")
    assert _dumps(after) == _dumps(before[:-1])


# ---- a denied answer word is never applied -------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "No, I don't accept! I think I can pull one of hers"),
        ("de", "Nein, ich akzeptiere das nicht! Ich kann eine von ihr rausziehen"),
    ],
)
def test_a_denied_acceptance_is_never_applied_as_one(lang, text):
    s = table("paletti", lang, P3, before=ANNOUNCED)
    before, after, _ = said(s, text, "Sofi")
    assert not any(c.kind == "accept" and c.player == "Sofi" for c in after)
    assert after == before or after[-1].kind == "object"


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "hold on, I don't accept, I object actually"),
        ("de", "nein, ich akzeptiere nicht, ich widerspreche"),
    ],
)
def test_an_objection_instead_of_an_acceptance_replaces_it(lang, text):
    s = table("paletti", lang, P3, before=ANNOUNCED)
    before, after, _ = said(s, text, "Max")
    assert _dumps(after) == _dumps(before[:-1]) + [{"kind": "object", "player": "Max"}]


# ---- a habit and a report asked about: not applied -----------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "any advice? I keep knocking it over"),
        ("en", "it falls every time I put the ceiling on"),
        ("de", "habt ihr Tipps? Der fällt mir ständig um"),
        ("de", "jedes Mal kracht der Turm zusammen"),
    ],
)
def test_a_habit_is_no_report(lang, text):
    s = table("babel", lang, B3, before=built(B3, 2))
    before, after, _ = said(s, text, "Lou")
    assert after == before


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "rolf opens the zero wat happens"),
        ("en", "we play mirror, rolf opens a one and it is empty what does he do"),
        ("de", "Ich hab die Null aufgedeckt. Und nu?"),
        ("de", "Rolf deckt eine leere Eins auf, was macht er"),
    ],
)
def test_a_report_with_a_question_after_it_is_answered_not_applied(lang, text):
    s = table("turm", lang, T3, {"star": "mirror"}, ROLF_UP)
    before, after, reply = said(s, text, "Rolf")
    assert after == before
    assert not reply.text.startswith(("I didn't get that", "Das habe ich nicht verstanden"))


def test_a_tower_fall_with_who_opens_next_is_offered():
    s = table("babel", "en", B3, before=built(B3, 2))
    before, after, reply = said(s, "the tower just fell, who opens the next round", "Lou")
    assert after == before
    assert s.pending is not None and s.pending.offer
    said(s, "yes", "Lou")
    assert s.log[-1].kind == "collapse"


# ---- after a restart -----------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_kinds_after_a_restart(tmp_path, lang):
    path = tmp_path / "t.sqlite"
    s = Session(table_id="t", lang=lang, store=Store(path))
    s.start("turm", T3, {"star": "mirror"})
    en = lang == "en"
    for text in (
        ["Pia opened an empty 2", "Pia stops", "Rolf opened a 3 with one gem"]
        if en
        else ["Pia hat eine leere 2 aufgedeckt", "Pia hört auf", "Rolf hat eine 3 mit einem Stein"]
    ):
        s.handle(text)
    assert len(s.log) == 3
    again = reopened(path, lang)
    again._just_accepted = True  # the 3 was just said when the table went down
    fix = (
        "no, wait, hang on, that wasn't a three, it was a four with one"
        if en
        else "Nee, halt, das war keine Drei, das war eine Vier mit einem"
    )
    before, after, _ = said(again, fix, "Rolf")
    assert _dumps(after) == _dumps(before[:-1]) + [reveal("Rolf", "4", 1)]
    habit = "any advice? I keep knocking it over" if en else "Tipps? Der fällt mir ständig um"
    before, after, _ = said(again, habit, "Rolf")
    assert after == before
    third = reopened(path, lang)
    assert _dumps(third.log) == _dumps(again.log)


# ---- the last gem said of a hand that holds more: not applied ------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I dropped a gem into an empty 3 and that was my last gem!"),
        ("de", "Ich hab meinen letzten Stein in eine leere 3 gesteckt!"),
    ],
)
def test_a_last_gem_said_of_a_full_hand_is_not_applied(lang, text):
    s = table("turm", lang, T3, {"star": "mirror"}, ROLF_UP)
    before, after, _ = said(s, text, "Rolf")
    assert after == before


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "my last gem into an empty 3!"), ("de", "mein letzter Stein in eine leere 3!")],
)
def test_a_last_gem_said_of_a_hand_of_one_wins(lang, text):
    hands = [reveal("Pia", "2", 0), {"kind": "end-turn", "player": "Pia"}]
    s = table("turm", lang, ["Pia", "Rolf"], {"first_game": True}, hands)
    s.state.hands["Rolf"] = 1  # a hand of one, the rest in Pia's (36 gems in all)
    s.state.hands["Pia"] = 36 - 1 - s.state.tower_gems
    before, after, _ = said(s, text, "Rolf")
    assert _dumps(after) == _dumps(before) + [reveal("Rolf", "3", 0)]
    assert s.state.finished and s.state.winner == ["Rolf"]


# ---- who begins said with a report that fits only after it: asked --------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I'll start, first floor is up already"),
        ("de", "ich fang an, erster Stock steht schon"),
    ],
)
def test_an_opener_said_with_a_later_report_is_asked(lang, text):
    s = table("babel", lang, B3, {"youngest": "Lou"})
    before, after, reply = said(s, text, "Jens")
    assert after == before
    assert s.pending is not None and s.pending.command["kind"] == "opener"
    assert _asked(reply)


def test_the_opener_alone_still_opens():
    s = table("babel", "de", B3, {"youngest": "Lou"})
    before, after, _ = said(s, "ich fang an, ich bin die Jüngste", "Jens")
    assert len(after) == 1 and after[0].kind == "opener" and after[0].player == "Jens"


# ---- the talker's own name before a colon is no player list --------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Mara Lou: babel please. me, Jonas and Ruairí"),
        ("de", "Mara Lou: Babel bitte, ich, Jonas und Ruairí"),
    ],
)
def test_the_talkers_name_before_a_colon_is_no_player(lang, text):
    s = Session(lang=lang)
    s.handle(text, "Mara Lou")
    assert s.table is not None and s.table.players == ["Mara Lou", "Jonas", "Ruairí"]
