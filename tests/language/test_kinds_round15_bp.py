"""The Babel and Paletti report kinds from tuning round 15 (heldout21-23), both languages,
through the real Session: names said short, a report told with its background (why a player
opens, what was last round), a pillar said with where it went, a pull that ends in a push
back, a report told of "she" by another player, chat asides and points added -- and what
must not happen with them (no floor from the past, no player from a shared short form, no
move onto a level that is not the top). Also after a restart from SQLite."""

from __future__ import annotations

import pytest
from tables import built, reopened, said, table

from referee.dialogue import Session
from referee.store import Store

B3 = ["Nora", "Felix", "Ida"]
P3 = ["Lea", "Max", "Sofi"]
ROUND_TWO = [*built(B3, 3), {"kind": "collapse", "player": "Nora"}]
"""Round 1 ended with Nora's fall; Felix built floor 2, so Felix opens round 2."""


def _dumps(log):
    return [c.model_dump(exclude_none=True) for c in log]


def _news(before, after):
    return _dumps(after[len(before) :])


# ---- names said short or in full -------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "players", "text", "who"),
    [
        ("en", ["Anna Lena", "Bob", "Chris"], "Anna Lena 1 up", "Anna Lena"),
        ("en", ["Uncle Tom", "Rita", "Sam"], "Tom here, first floor is up", "Uncle Tom"),
        ("en", ["Ji-ho", "Rita", "Sam"], "ji ho floor one done", "Ji-ho"),
        ("en", ["Bartholomew", "Rita", "Sam"], "bart: 1 up", "Bartholomew"),
        ("de", ["Karl Heinz", "Uta", "Jens"], "KH 1 fertig", "Karl Heinz"),
        ("de", ["Onkel Jupp", "Uta", "Jens"], "Jupp hier, das erste Stockwerk steht", "Onkel Jupp"),
        ("de", ["Konstantin", "Uta", "Jens"], "kon: 1 steht", "Konstantin"),
    ],
)
def test_a_name_said_short_or_in_words_is_the_player(lang, players, text, who):
    s = table("babel", lang, players)
    before, after, _ = said(s, text)
    assert _news(before, after) == [{"kind": "build", "player": who, "floor": 1}]


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_short_form_two_players_share_names_nobody(lang):
    s = table("babel", lang, ["Alexandra", "Alexander", "Uta"])
    before, after, reply = said(s, "alex 1")
    assert after == before  # asked, never given to one of them
    assert "?" in reply.text


# ---- a report told with its background -------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "my turn to open since I had the second floor, and floor one stands"),
        ("en", "I open this round because floor two was mine last round; the first floor is up"),
        ("en", "new round, I go first cuz I did the second one. first floor's on"),
        ("de", "ich fang an, weil ich die zweite hatte, die erste steht"),
        (
            "de",
            "Neue Runde, ich eröffne, weil ich das zweite Stockwerk gebaut hatte. "
            "Das erste ist fertig",
        ),
    ],
)
def test_why_a_player_opens_names_no_floor(lang, text):
    s = table("babel", lang, B3, before=ROUND_TWO)
    before, after, _ = said(s, text, "Felix")
    assert _news(before, after) == [{"kind": "build", "player": "Felix", "floor": 1}]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "I built the second floor last round"),
        ("en", "since I had floor two, I open"),
        ("de", "ich hab letzte Runde die zweite gebaut"),
        ("de", "weil ich die zwei hatte, fang ich an"),
    ],
)
def test_what_was_built_before_builds_nothing_now(lang, text):
    s = table("babel", lang, B3, before=ROUND_TWO)
    before, after, _ = said(s, text, "Felix")
    assert after == before


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "R2: Felix 1"), ("en", "Felix opens r2 with 1"), ("de", "R2: Felix 1")],
)
def test_r2_is_round_two_not_floor_two(lang, text):
    s = table("babel", lang, B3, before=ROUND_TWO)
    before, after, _ = said(s, text)
    assert _news(before, after) == [{"kind": "build", "player": "Felix", "floor": 1}]


@pytest.mark.parametrize(("lang", "text"), [("en", "Nora 13 +5 woo"), ("de", "Nora 13, +5 juhu")])
def test_points_added_are_no_second_floor(lang, text):
    s = table("babel", lang, B3, before=built(B3, 12))
    before, after, _ = said(s, text)
    assert _news(before, after) == [{"kind": "build", "player": "Nora", "floor": 13}]


# ---- chat asides and falls told around ------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "command"),
    [
        ("en", "Nora 1, btw quite a wobbly table", {"kind": "build", "player": "Nora", "floor": 1}),
        ("en", "nora made the whole thing fall over lol", {"kind": "collapse", "player": "Nora"}),
        ("en", "Nora: the bottom two floors toppled", {"kind": "collapse", "player": "Nora"}),
        ("de", "Nora 1, ehrlich wirklich knapp", {"kind": "build", "player": "Nora", "floor": 1}),
        (
            "de",
            "Nora: die Wand ist verrutscht und dann fällt alles",
            {"kind": "collapse", "player": "Nora"},
        ),
    ],
)
def test_asides_and_falls_told_around(lang, text, command):
    s = table("babel", lang, B3)
    before, after, _ = said(s, text)
    assert _news(before, after) == [command]


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "let's start over, same three of us"), ("en", "nora made a mess, three of us laughed")],
)
def test_a_count_of_people_is_no_fall(lang, text):
    s = table("babel", lang, B3, before=built(B3, 2))
    before, after, _ = said(s, text)
    assert not any(c["kind"] == "collapse" for c in _news(before, after))


# ---- "she did it", told by another player ----------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "game", "players", "text", "command"),
    [
        (
            "en",
            "babel",
            B3,
            "she did it, floor one is on",
            {"kind": "build", "player": "Nora", "floor": 1},
        ),
        (
            "en",
            "paletti",
            P3,
            "she's got her angular one up top",
            {"kind": "move", "player": "Lea", "pillar": "angular"},
        ),
        (
            "de",
            "paletti",
            P3,
            "sie hat die kleine hochgestellt",
            {"kind": "move", "player": "Lea", "pillar": "small"},
        ),
    ],
)
def test_she_is_the_player_on_turn_when_another_tells_it(lang, game, players, text, command):
    s = table(game, lang, players)
    before, after, _ = said(s, text, players[1])
    assert _news(before, after) == [command]


# ---- Villa Paletti: where a pillar went, a pull that ends in a push back -----------------------


@pytest.mark.parametrize(
    ("lang", "text", "command"),
    [
        (
            "en",
            "Lea small, base -> blue",
            {"kind": "move", "player": "Lea", "pillar": "small", "from_level": 0},
        ),
        ("en", "lea thick onto the blue", {"kind": "move", "player": "Lea", "pillar": "thick"}),
        ("de", "Lea kleine auf blau", {"kind": "move", "player": "Lea", "pillar": "small"}),
        (
            "de",
            "lea dicke von der platte auf blau",
            {"kind": "move", "player": "Lea", "pillar": "thick", "from_level": 0},
        ),
        (
            "en",
            "Lea pulls the thick - it's stuck, she gives up",
            {"kind": "give-up", "player": "Lea", "pillar": "thick"},
        ),
        (
            "de",
            "Lea zieht die dicke, klemmt, schiebt zurück",
            {"kind": "give-up", "player": "Lea", "pillar": "thick"},
        ),
        (
            "de",
            "Lea bricht ab, kleine zurück",
            {"kind": "give-up", "player": "Lea", "pillar": "small"},
        ),
    ],
)
def test_pillar_reports_said_with_where_they_went_or_how_they_ended(lang, text, command):
    s = table("paletti", lang, P3)
    before, after, _ = said(s, text)
    assert _news(before, after) == [command]


@pytest.mark.parametrize(
    ("lang", "text"), [("en", "Lea angular to yellow"), ("de", "Lea eckige auf gelb")]
)
def test_onto_a_level_that_is_not_the_top_moves_nothing(lang, text):
    s = table("paletti", lang, P3)
    before, after, reply = said(s, text)
    assert after == before
    assert ("blue" if lang == "en" else "blauen") in reply.text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_move_after_a_stuck_pillar_is_no_push_back(lang):
    text = {
        "en": "the small one was stuck at first, then I got it out and up",
        "de": "die kleine hat erst geklemmt, dann hab ich sie rausgekriegt",
    }[lang]
    s = table("paletti", lang, P3)
    before, after, _ = said(s, text, "Lea")
    assert not any(c["kind"] == "give-up" for c in _news(before, after))


# ---- after a restart from SQLite -------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_round_two_opened_with_its_background_after_a_restart(tmp_path, lang):
    path = tmp_path / "bp.sqlite3"
    s = Session(table_id="t", lang=lang, store=Store(path))
    if lang == "en":
        s.handle("new game of Babel with Nora, Felix and Ida")
        texts = ["Nora 1", "Felix 2", "Ida 3", "the tower fell"]
        opened = "new round, I open since I built the second one; first floor's up"
    else:
        s.handle("neues Spiel Turmbau mit Nora, Felix und Ida")
        texts = ["Nora 1", "Felix 2", "Ida 3", "der Turm ist eingestürzt"]
        opened = "neue Runde, ich fang an, weil ich die zweite hatte. Die erste steht"
    for text in texts:
        s.handle(text)
    assert len(s.log) == 4
    again = reopened(path, lang)
    assert again.snapshot()["turn"] == "Felix"
    said(again, opened, "Felix")
    assert _dumps(again.log)[-1] == {"kind": "build", "player": "Felix", "floor": 1}
    third = reopened(path, lang)
    assert _dumps(third.log) == _dumps(again.log)
