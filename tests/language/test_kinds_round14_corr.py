"""The correction kinds from tuning round 14 (heldout19/20), both languages, through the real
Session: a sentence that corrects the last report replaces it -- never added as a new report,
never a bare take-back, never another player's -- also after a restart from SQLite."""

from __future__ import annotations

import pytest
from tables import built, reopened, reveal, said, table

from referee.dialogue import Session
from referee.store import Store

B4 = ["Nora", "Felix", "Ida", "Omar"]
P3 = ["Lea", "Max", "Sofi"]
T3 = ["Rita", "Jan", "Kemal"]
FIRST = {"first_game": True}


def _dumps(log):
    return [c.model_dump(exclude_none=True) for c in log]


TWO_THEN_FOUR = [reveal("Rita", "2", 0), reveal("Rita", "4", 1)]


# ---- owning up to a mistake, wherever it is said: the last report is replaced -------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Apologies, I misread it: it was a 3 with one gem, not a 4."),
        ("en", "sorry my mistake, a three with one gem not a four"),
        ("en", "oops, it was a three with one in it, not a four"),
        ("de", "Entschuldigung, ich habe mich verlesen. Es war eine 3 mit einem Stein, keine 4."),
        ("de", "nee war ne drei nich ne vier, mit einem drin"),
        ("de", "oh, das war ne drei mit einem drin, keine vier"),
    ],
)
def test_a_denied_disk_replaces_the_reveal(lang, text):
    s = table("turm", lang, T3, FIRST, before=TWO_THEN_FOUR)
    _, after, _ = said(s, text, "Rita")
    assert _dumps(after) == [reveal("Rita", "2", 0), reveal("Rita", "3", 1)]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "My bad: Rita's 4 was empty, there wasn't a single gem in it."),
        ("en", "my mistake, ritas four was empty, there wasnt a gem in it"),
        ("de", "Mein Fehler: Ritas 4 war leer, da war kein einziger Stein drin."),
        ("de", "mein fehler, ritas vier war leer, da war kein stein drin"),
    ],
)
def test_no_gem_in_it_replaces_the_count_never_takes_back(lang, text):
    s = table("turm", lang, T3, FIRST, before=TWO_THEN_FOUR)
    _, after, _ = said(s, text, "Jan")
    assert _dumps(after) == [reveal("Rita", "2", 0), reveal("Rita", "4", 0)]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Sorry, I typed that wrong. Omar's floor did hold; nothing came down."),
        ("en", "I'm sorry, I entered that wrong: Omar's floor actually stood."),
        ("de", "Tut mir leid, ich habe mich vertippt. Omars Stockwerk hat gehalten."),
        ("de", "Entschuldigung, ich hab mich verschrieben: Omars Stockwerk steht doch."),
    ],
)
def test_an_owned_up_collapse_becomes_the_build(lang, text):
    before = [*built(B4, 3), {"kind": "collapse", "player": "Omar"}]
    s = table("babel", lang, B4, before=before)
    _, after, _ = said(s, text, "Nora")
    assert len(after) == 4
    assert _dumps(after)[-1] == {"kind": "build", "player": "Omar", "floor": 4}


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "sorry, my mistake: a five"),
        ("de", "sorry, mein Fehler: eine Fünf"),
    ],
)
def test_an_owned_up_report_that_cannot_stand_instead_is_not_added(lang, text):
    s = table("turm", lang, T3, FIRST, before=TWO_THEN_FOUR)
    before, after, _ = said(s, text, "Rita")
    assert after == before


# ---- "not A but B": who begins is replaced, by B, never by the talker ---------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Sorry, I mixed up the names: it's not Ida who is the youngest, it's Felix."),
        ("en", "oh sorry felix is younger than ida so felix opens"),
        ("en", "I gave you the wrong name, not Ida but Felix opens"),
        ("de", "Sorry, ich habe die Namen verwechselt: Nicht Ida ist die Jüngste, sondern Felix."),
        ("de", "ach sorry felix ist jünger als ida, felix fängt an"),
        ("de", "Entschuldigung, ich hab mich geirrt, nicht Ida fängt an, sondern Felix"),
    ],
)
def test_a_named_opener_replaces_the_opener(lang, text):
    s = table("babel", lang, B4, before=[{"kind": "opener", "player": "Ida"}])
    _, after, _ = said(s, text, "Omar")
    assert _dumps(after) == [{"kind": "opener", "player": "Felix"}]


@pytest.mark.parametrize(
    ("lang", "text", "speaker"),
    [
        ("en", "no kemal starts, not me", "Jan"),
        ("en", "Sorry, I got that wrong: it isn't Jan who starts, it's Kemal.", "Rita"),
        ("de", "nee kemal fängt an, nicht ich", "Jan"),
        ("de", "Entschuldigung, ich hab mich vertan: Nicht Jan beginnt, sondern Kemal.", "Rita"),
    ],
)
def test_a_named_starter_replaces_the_starter(lang, text, speaker):
    s = table("turm", lang, T3, FIRST, before=[{"kind": "starter", "player": "Jan"}])
    _, after, _ = said(s, text, speaker)
    assert _dumps(after) == [{"kind": "starter", "player": "Kemal"}]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_first_floor_after_the_opener_is_no_correction(lang):
    s = table("babel", lang, B4, before=[{"kind": "opener", "player": "Ida"}])
    said(s, "ida built the first floor" if lang == "en" else "ida hat das erste Stockwerk gebaut")
    assert _dumps(s.log) == [
        {"kind": "opener", "player": "Ida"},
        {"kind": "build", "player": "Ida", "floor": 1},
    ]


# ---- the count after the right disk is its count ("with one, not a one") -------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "correction rita had a four with one not a two"),
        ("en", "no, rita had a four with one, not a two"),
        ("de", "korrektur rita hatte ne vier mit einem nich ne zwei"),
        ("de", "nein, rita hatte eine Vier mit einem, keine Zwei"),
    ],
)
def test_the_gems_after_the_right_disk_are_its_own(lang, text):
    s = table("turm", lang, T3, FIRST, before=[reveal("Rita", "2", 0)])
    _, after, _ = said(s, text)
    assert _dumps(after) == [reveal("Rita", "4", 1)]


# ---- a denied stop or move: the last report's player, in its place ------------------------

STOPPED = [reveal("Rita", "2", 0), {"kind": "end-turn", "player": "Rita"}]


@pytest.mark.parametrize(
    ("lang", "text", "speaker"),
    [
        ("en", "rita didnt stop she opened a three with nothing in it", "Kemal"),
        ("en", "hold on i didnt stop my turn i opened an empty three as well", "Rita"),
        ("de", "rita hat nicht aufgehört, sie hat noch eine drei aufgedeckt, leer", "Kemal"),
        ("de", "moment ich hab nicht aufgehört, ich hab noch ne leere drei aufgedeckt", "Rita"),
    ],
)
def test_a_denied_stop_becomes_the_reveal(lang, text, speaker):
    s = table("turm", lang, T3, FIRST, before=STOPPED)
    _, after, _ = said(s, text, speaker)
    assert _dumps(after) == [reveal("Rita", "2", 0), reveal("Rita", "3", 0)]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_stop_after_a_reveal_is_still_a_stop_of_its_own(lang):
    s = table("turm", lang, T3, FIRST, before=[reveal("Rita", "2", 0)])
    said(s, "no, i stop" if lang == "en" else "nee, ich hör auf", "Rita")
    assert _dumps(s.log)[-1] == {"kind": "end-turn", "player": "Rita"}
    assert len(s.log) == 2


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "no that wasnt a move, she pushed it back, so its a give up on the small one"),
        ("en", "no, that wasn't a move: she gave up on the small one"),
        ("de", "nee das war kein zug, sie hat sie zurückgeschoben, also aufgegeben, die kleine"),
        ("de", "nein, das war kein Zug: sie hat die kleine aufgegeben"),
    ],
)
def test_a_denied_move_becomes_its_players_give_up(lang, text):
    s = table("paletti", lang, P3, before=[{"kind": "move", "player": "Lea", "pillar": "small"}])
    _, after, _ = said(s, text, "Max")
    assert _dumps(after) == [{"kind": "give-up", "player": "Lea", "pillar": "small"}]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "wrong, that wasn't the star, it was an empty three"),
        ("de", "falsch, das war gar nicht der Stern, das war ne leere Drei"),
    ],
)
def test_a_denied_star_is_replaced_by_what_it_was(lang, text):
    before = [reveal("Rita", "2", 0), reveal("Rita", "star", 0)]
    s = table("turm", lang, T3, {"star": "mirror"}, before=before)
    _, after, _ = said(s, text, "Rita")
    assert _dumps(after) == [reveal("Rita", "2", 0), reveal("Rita", "3", 0)]


# ---- after a restart --------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_corrections_after_a_restart(tmp_path, lang):
    path = tmp_path / "c.sqlite3"
    s = Session(table_id="t", lang=lang, store=Store(path))
    if lang == "en":
        s.handle("new game of Der Turm with Rita, Jan and Kemal, first game")
        texts = ["Jan starts", "oh sorry, not Jan but Kemal starts", "a four with one"]
        fix = "I'm sorry, I read it wrong: it was a 3 with one gem, not a 4."
    else:
        s.handle("neues Spiel Der Turm mit Rita, Jan und Kemal, erstes Spiel")
        texts = [
            "Jan beginnt",
            "ach sorry, nicht Jan, sondern Kemal beginnt",
            "eine Vier mit einem",
        ]
        fix = "Entschuldigung, ich habe mich verlesen: es war eine 3 mit einem Stein, keine 4."
    for text in texts:
        s.handle(text, "Kemal")
    assert _dumps(s.log) == [{"kind": "starter", "player": "Kemal"}, reveal("Kemal", "4", 1)]
    again = reopened(path, lang)
    assert len(again.log) == 2
    again._just_accepted = True
    said(again, fix, "Kemal")
    assert _dumps(again.log) == [{"kind": "starter", "player": "Kemal"}, reveal("Kemal", "3", 1)]
    third = reopened(path, lang)
    assert _dumps(third.log) == _dumps(again.log)


@pytest.mark.parametrize("lang", ["en", "de"])
def test_an_opener_named_again_after_a_restart(tmp_path, lang):
    path = tmp_path / "o.sqlite3"
    s = Session(table_id="t", lang=lang, store=Store(path))
    if lang == "en":
        s.handle("new game of Babel with Nora, Felix, Ida and Omar")
        s.handle("Ida is the youngest")
        fix = "my mistake, felix is younger than ida, so felix opens"
    else:
        s.handle("neues Spiel Babel mit Nora, Felix, Ida und Omar")
        s.handle("Ida ist die Jüngste")
        fix = "mein Fehler, Felix ist jünger als Ida, Felix fängt an"
    assert _dumps(s.log) == [{"kind": "opener", "player": "Ida"}]
    again = reopened(path, lang)
    said(again, fix)
    assert _dumps(again.log) == [{"kind": "opener", "player": "Felix"}]
    assert _dumps(reopened(path, lang).log) == [{"kind": "opener", "player": "Felix"}]


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "lea actually moves one more, a small one"), ("de", "lea zieht doch noch ne kleine")],
)
def test_one_more_after_an_announcement_replaces_nothing(lang, text):
    before = [
        *({"kind": "move", "player": p, "pillar": "small"} for p in P3),
        {"kind": "announce", "player": "Lea"},
    ]
    s = table("paletti", lang, P3, before=before)
    _, after, _ = said(s, text)
    assert _dumps(after)[: len(before)] == _dumps(s.log)[: len(before)]
    assert {"kind": "announce", "player": "Lea"} in _dumps(after)
