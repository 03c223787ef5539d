"""Der Turm in conversation, on the real templates and message files, in English and German.

Tables in the middle of a game are set up by giving the session a state with chosen hands;
the other gems of the 36 are in the tower. Every number in an expected reply was worked out
by hand from the rules (RULES-SPEC.md, "Der Turm").
"""

from __future__ import annotations

import re

import pytest

from referee.dialogue import Session
from referee.games import turm as turm_engine
from referee.games.turm import OpenFloor
from referee.replies import get_renderer

LANGS = ("en", "de")


def game(lang="en", players=("Anna", "Ben", "Carla"), **options):
    s = Session(lang=lang)
    s.start("turm", list(players), options or {"first_game": True})
    assert s.table is not None, "the game did not start"
    return s


def table(lang, hands, *, star=None, turn=0, open_floors=()):
    """A game in progress with these hands; the rest of the 36 gems is in the tower."""
    s = game(lang, tuple(hands), **({"star": star} if star else {"first_game": True}))
    s.state = s.state.model_copy(
        update={
            "hands": dict(hands),
            "tower_gems": 36 - sum(hands.values()),
            "turn": turn,
            "open_floors": [OpenFloor(disk=d, gems=g) for d, g in open_floors],
        }
    )
    return s


def say(s, text, speaker=None):
    return s.handle(text, speaker).text


def hands(s):
    return s.snapshot()["scores"]


# ---- the star rules ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang,reveal,expected",
    [
        (
            "en",
            "the star, empty",
            "Super 2: the star was empty. Anna, put two gems in; you have 3 gems left.",
        ),
        (
            "de",
            "ein leerer Stern",
            "Der Stern war leer — Superzweier: Anna, leg zwei Steine hinein; "
            "du hast noch 3 Steine.",
        ),
    ],
)
def test_super2_puts_two_gems_into_an_empty_star(lang, reveal, expected):
    s = table(lang, {"Anna": 5, "Ben": 8}, star="super2")
    assert say(s, reveal) == expected
    assert hands(s) == {"Anna": 3, "Ben": 8}
    assert s.snapshot()["tower_gems"] == 25 and s.snapshot()["turn"] == "Anna"
    assert s.snapshot()["open_floors"] == [{"disk": "star", "gems": 2}]


@pytest.mark.parametrize(
    "lang,reveal,expected",
    [
        (
            "en",
            "an empty star",
            "Super 2: the star was empty. Anna, put your last gem in. "
            "Anna beats the tower! Game over: Anna wins. "
            "Gems left in hand: Anna 0, Ben 8.",
        ),
        (
            "de",
            "der Stern, leer",
            "Der Stern war leer — Superzweier: Anna, leg deinen letzten Stein hinein. "
            "Anna hat den letzten Stein hineingelegt und besiegt den Turm! Das Spiel ist aus. "
            "Anna gewinnt. Steine in der Hand: Anna 0, Ben 8.",
        ),
    ],
)
def test_super2_with_one_gem_left_puts_it_in_and_wins(lang, reveal, expected):
    s = table(lang, {"Anna": 1, "Ben": 8}, star="super2")
    assert say(s, reveal) == expected
    assert s.snapshot()["winner"] == ["Anna"] and s.snapshot()["finished"] is True


@pytest.mark.parametrize(
    "lang,reveal,expected",
    [
        (
            "en",
            "the star with two gems",
            "The star already had 2; it holds 2 at most — no room. The tower wins: Anna, take "
            "the 4 gems from the 2 open floors — that makes 9 gems in hand. Then move the roof "
            "onto a floor you opened. Ben, you're up, with 8 gems in hand.",
        ),
        (
            "de",
            "der Stern mit zwei Steinen",
            "Im Stern lagen schon 2 Steine, und er fasst jetzt 2 — kein Platz. Der Turm "
            "gewinnt: Anna, nimm die 4 Steine aus den 2 offenen Stockwerken; du hast jetzt 9. "
            "Setz das Dach auf eines der Stockwerke, die du aufgedeckt hast. Ben, du bist dran "
            "— 8 Steine in der Hand.",
        ),
    ],
)
def test_super2_star_with_gems_makes_the_tower_win(lang, reveal, expected):
    # Anna opened a 3 (now 2 gems in it), then the star holding 2: she takes 2 + 2.
    s = table(lang, {"Anna": 5, "Ben": 8}, star="super2", open_floors=[("3", 2)])
    assert say(s, reveal) == expected
    assert hands(s) == {"Anna": 9, "Ben": 8}
    assert s.snapshot()["tower_gems"] == 36 - 17 and s.snapshot()["open_floors"] == []


@pytest.mark.parametrize(
    "lang,reveal,answer,expected",
    [
        (
            "en",
            "the star with one gem",
            "two",
            "With Super 2 the star is either empty or holds 2 — never 1. "
            "Please count again: how many gems were in the star?",
        ),
        (
            "de",
            "der Stern mit einem Stein",
            "zwei",
            "Beim Superzweier liegen im Stern keine oder genau 2 Steine — nie 1. "
            "Zählt bitte nach: Wie viele Steine liegen im Stern?",
        ),
    ],
)
def test_super2_star_with_one_gem_is_recounted(lang, reveal, answer, expected):
    s = table(lang, {"Anna": 5, "Ben": 8}, star="super2")
    assert say(s, reveal) == expected
    assert hands(s) == {"Anna": 5, "Ben": 8}
    say(s, answer)  # the recount: two gems, so the tower wins and Anna takes them
    assert hands(s) == {"Anna": 7, "Ben": 8} and s.snapshot()["turn"] == "Ben"


@pytest.mark.parametrize(
    "lang,fits,full,placed,bust",
    [
        (
            "en",
            "the star with two gems",
            "the star with three gems",
            "Mirror: the star holds 3, as many gems as Anna has, and had 2. Anna, put a gem in; "
            "you have 2 gems left.",
            "The star already had 3; it holds 3 at most — no room. The tower wins: Anna, take "
            "the 3 gems from the open floor — that makes 6 gems in hand.",
        ),
        (
            "de",
            "der Stern mit zwei Steinen",
            "der Stern mit drei Steinen",
            "Spiegel: Anna, der Stern fasst so viele Steine, wie du hast, also 3, und darin "
            "lagen 2: Platz für einen mehr — leg einen Stein hinein; du hast noch 2 Steine.",
            "Im Stern lagen schon 3 Steine, und er fasst jetzt 3 — kein Platz. Der Turm "
            "gewinnt: Anna, nimm die 3 Steine aus dem offenen Stockwerk; du hast jetzt 6.",
        ),
    ],
)
def test_mirror_star_holds_as_many_gems_as_the_revealer_has(lang, fits, full, placed, bust):
    s = table(lang, {"Anna": 3, "Ben": 8}, star="mirror")
    assert say(s, fits) == placed
    assert hands(s)["Anna"] == 2
    s = table(lang, {"Anna": 3, "Ben": 8}, star="mirror")
    assert say(s, full).startswith(bust)
    assert hands(s)["Anna"] == 6 and s.snapshot()["turn"] == "Ben"


FRIENDLY = {
    "en": {
        "most": "Friendly 4: the star had 1 of 4. Ben has the most gems, so Ben puts one "
        "in and has 8 gems left. Anna, your turn goes on.",
        "tie-self": "Friendly 4: the star had 1 of 4. Anna is tied for the most "
        "gems, so Anna puts one in and has 5 gems left. Anna, your turn goes on.",
        "tie-clockwise": "Friendly 4: the star had 1 of 4. Of those tied for the most gems, "
        "Carla comes first clockwise, so Carla puts one in and has 5 gems left. "
        "Ben, your turn goes on.",
    },
    "de": {
        "most": "Der Stern fasst 4, darin lag 1 — freundlicher Vierer: Ben hat die meisten "
        "Steine, also legt Ben einen hinein und hat noch 8 Steine. Anna, dein Zug geht weiter.",
        "tie-self": "Der Stern fasst 4, darin lag 1 — freundlicher Vierer: Anna gehört zu denen "
        "mit den meisten Steinen, also legt Anna selbst einen hinein und hat noch 5 Steine. "
        "Anna, dein Zug geht weiter.",
        "tie-clockwise": "Der Stern fasst 4, darin lag 1 — freundlicher Vierer: von denen mit "
        "den meisten Steinen kommt nach Ben im Uhrzeigersinn zuerst Carla, also legt Carla "
        "einen hinein und hat noch 5 Steine. Ben, dein Zug geht weiter.",
    },
}
REVEAL_STAR_ONE = {"en": "the star with one gem", "de": "der Stern mit einem Stein"}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize(
    "why,start,turn,after",
    [
        ("most", {"Anna": 3, "Ben": 9, "Carla": 5}, 0, {"Anna": 3, "Ben": 8, "Carla": 5}),
        ("tie-self", {"Anna": 6, "Ben": 6, "Carla": 2}, 0, {"Anna": 5, "Ben": 6, "Carla": 2}),
        (
            "tie-clockwise",
            {"Anna": 6, "Ben": 2, "Carla": 6},
            1,
            {"Anna": 6, "Ben": 2, "Carla": 5},
        ),
    ],
)
def test_friendly4_the_player_with_the_most_gems_puts_one_in(lang, why, start, turn, after):
    s = table(lang, start, star="friendly4", turn=turn)
    assert say(s, REVEAL_STAR_ONE[lang]) == FRIENDLY[lang][why]
    assert hands(s) == after
    assert s.snapshot()["turn"] == ["Anna", "Ben", "Carla"][turn]  # the turn goes on


@pytest.mark.parametrize(
    "lang,reveal,expected",
    [
        ("en", "the star with four gems", "The star already had 4; it holds 4 at most — no room."),
        ("de", "der Stern mit vier Steinen", "Im Stern lagen schon 4 Steine, und er fasst"),
    ],
)
def test_friendly4_full_star_makes_the_tower_win(lang, reveal, expected):
    s = table(lang, {"Anna": 3, "Ben": 9, "Carla": 5}, star="friendly4")
    assert say(s, reveal).startswith(expected)
    assert hands(s) == {"Anna": 7, "Ben": 9, "Carla": 5}


@pytest.mark.parametrize(
    "lang,star,stop,floor,placed,refused,status",
    [
        (
            "en",
            "the star with one gem",
            "I stop",
            "a three with one gem",
            "Can't Stop: the star had 1 of 4. Anna, put a gem in; you have 4 gems left — now "
            "open another floor before you end your turn.",
            "No — Can't Stop: Anna, after the star you must open one more floor before you end "
            "your turn.",
            "Can't Stop: Anna must open another floor before ending the turn.",
        ),
        (
            "de",
            "der Stern mit einem Stein",
            "ich höre auf",
            "eine Drei mit einem Stein",
            "Der Stern fasst 4, darin lag 1: Platz für einen mehr — Anna, leg einen Stein "
            "hinein; du hast noch 4 Steine. Can't Stop: Deck noch ein Stockwerk auf, bevor du "
            "den Zug beendest.",
            "Nein — Can't Stop: Nach dem Stern muss Anna noch ein Stockwerk aufdecken, bevor "
            "der Zug endet.",
            "Can't Stop: Anna muss noch ein Stockwerk aufdecken, bevor der Zug endet.",
        ),
    ],
)
def test_cantstop_needs_one_more_floor_before_stopping(
    lang, star, stop, floor, placed, refused, status
):
    s = table(lang, {"Anna": 5, "Ben": 8}, star="cantstop")
    assert say(s, star) == placed
    assert say(s, stop) == refused
    assert s.handle("status").text.endswith(status)
    assert s.snapshot()["must_reveal_again"] is True
    say(s, floor)
    assert hands(s)["Anna"] == 3
    say(s, stop)
    assert s.snapshot()["turn"] == "Ben" and hands(s)["Anna"] == 3


@pytest.mark.parametrize(
    "lang,text", [("en", "what does the star do"), ("de", "was macht der Stern")]
)
@pytest.mark.parametrize("star", [None, *turm_engine.STAR_RULES])
def test_the_star_rule_is_explained_for_this_game(lang, text, star):
    s = table(lang, {"Anna": 4, "Ben": 9}, star=star)
    reply = say(s, text)
    first = {
        "en": {
            None: "No star: this is a first game",
            "super2": "Super 2:",
            "mirror": "Mirror:",
            "friendly4": "Friendly 4:",
            "cantstop": "Can't Stop:",
        },
        "de": {
            None: "Nein, kein Stern: Das ist ein erstes Spiel",
            "super2": "Superzweier:",
            "mirror": "Spiegel:",
            "friendly4": "Freundlicher Vierer:",
            "cantstop": "Can't Stop:",
        },
    }[lang][star]
    assert reply.startswith(first)
    if star == "mirror":
        mirror = "for Anna that's 4 right now" if lang == "en" else "bei Anna sind das jetzt 4"
        assert mirror in reply
    if star == "friendly4":
        assert ("right now that's Ben" if lang == "en" else "gerade wäre das Ben") in reply


# ---- reports that cannot be true: the referee asks for a recount ----------------------------


@pytest.mark.parametrize(
    "lang,report,expected,answer",
    [
        (
            "en",
            "a one with two gems",
            "A 1 holds no more than 1, so it can't have had 2. "
            "Please count again: how many gems were in the 1?",
            "one gem",
        ),
        (
            "de",
            "eine Eins mit zwei Steinen",
            "Eine 1 fasst höchstens 1 — 2 kann also nicht stimmen. "
            "Zählt bitte nach: Wie viele Steine liegen in der 1?",
            "ein Stein",
        ),
    ],
)
def test_disk_limit_asks_for_a_recount_and_the_count_completes_the_report(
    lang, report, expected, answer
):
    s = game(lang)
    assert say(s, report) == expected
    assert hands(s) == {"Anna": 12, "Ben": 10, "Carla": 10}
    say(s, answer)  # one gem in a 1: full, the tower wins, nothing else was open
    assert hands(s) == {"Anna": 13, "Ben": 10, "Carla": 10}
    assert s.snapshot()["tower_gems"] == 3 and s.snapshot()["turn"] == "Ben"


@pytest.mark.parametrize(
    "lang,report,expected",
    [
        ("en", "a zero with one gem", "A 0 holds no more than 0, so it can't have had 1."),
        ("de", "eine Null mit einem Stein", "Eine 0 fasst höchstens 0 — 1 kann also nicht"),
    ],
)
def test_a_zero_floor_with_gems_is_impossible(lang, report, expected):
    s = game(lang)
    assert say(s, report).startswith(expected)
    assert s.snapshot()["turn"] == "Anna"


@pytest.mark.parametrize(
    "lang,report,expected",
    [
        (
            "en",
            "the star with five gems",
            "The star can hold at most 4 now, so it can't have had 5. "
            "Please count again: how many gems were in the star?",
        ),
        (
            "de",
            "der Stern mit fünf Steinen",
            "Der Stern fasst jetzt höchstens 4 — 5 kann also nicht stimmen. "
            "Zählt bitte nach: Wie viele Steine liegen im Stern?",
        ),
    ],
)
def test_star_limit_asks_for_a_recount(lang, report, expected):
    s = table(lang, {"Anna": 8, "Ben": 8}, star="cantstop")
    assert say(s, report) == expected
    assert hands(s) == {"Anna": 8, "Ben": 8}


@pytest.mark.parametrize(
    "lang,first,report,expected",
    [
        (
            "en",
            "a two with one gem",
            "a four with four gems",
            "The floors not opened yet this turn hold only 3 gems between them, so it can't "
            "have had 4. Please count again: how many gems were in the 4?",
        ),
        (
            "de",
            "eine Zwei mit einem Stein",
            "eine Vier mit vier Steinen",
            "In den noch nicht aufgedeckten Stockwerken liegen zusammen nur 3 Steine — 4 kann "
            "also nicht stimmen. Zählt bitte nach: Wie viele Steine liegen in der 4?",
        ),
    ],
)
def test_tower_limit_counts_only_the_closed_floors(lang, first, report, expected):
    # 4 gems at the start; Anna's 2 now holds 2 of the 5, so 3 are in the closed floors.
    s = game(lang)
    say(s, first)
    assert say(s, report) == expected
    assert s.snapshot()["tower_gems"] == 5 and hands(s)["Anna"] == 11


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("en", "Gems can't be fewer than zero. Please count again: how many gems were in the 2?"),
        ("de", "Weniger als null Steine gibt es nicht. Zählt bitte nach: Wie viele Steine liegen"),
    ],
)
def test_negative_count_message(lang, expected):
    # Nobody can say a negative count; the message exists for the engine's guard.
    params = {"disk": "2", "gems": -1, "max": 2, "hidden": 4, "why": "negative"}
    assert get_renderer(lang).render("turm-rule-impossible-gems", **params).startswith(expected)


@pytest.mark.parametrize(
    "lang,report,expected",
    [
        (
            "en",
            "the star with two gems",
            "This is a first game — there is no star floor. Which disk did Anna open?",
        ),
        (
            "de",
            "der Stern mit zwei Steinen",
            "Das ist ein erstes Spiel — es gibt keinen Stern. Welche Zahl hat Anna aufgedeckt?",
        ),
    ],
)
def test_no_star_in_a_first_game(lang, report, expected):
    s = game(lang)
    assert say(s, report) == expected


@pytest.mark.parametrize(
    "lang,report,expected",
    [
        (
            "en",
            "a four with one gem",
            "The tower has only one 4, and it's already open this turn. "
            "Please look at the disk again.",
        ),
        (
            "de",
            "eine Vier mit einem Stein",
            "Der Turm hat nur eine 4, und die ist in diesem Zug schon offen. "
            "Schaut bitte noch einmal auf die Zahl.",
        ),
    ],
)
def test_a_disk_cannot_be_opened_more_often_than_the_tower_has_it(lang, report, expected):
    s = game(lang)
    say(s, report)
    assert say(s, report) == expected
    assert hands(s)["Anna"] == 11


@pytest.mark.parametrize(
    "lang,stop,expected",
    [
        ("en", "I stop", "Anna, you haven't opened a floor yet — every turn needs at least one."),
        (
            "de",
            "fertig",
            "Anna hat in diesem Zug noch kein Stockwerk aufgedeckt — ein Zug braucht mindestens"
            " eins.",
        ),
    ],
)
def test_a_turn_needs_a_reveal(lang, stop, expected):
    s = game(lang)
    assert say(s, stop, "Anna") == expected
    assert s.snapshot()["turn"] == "Anna"


@pytest.mark.parametrize("lang", LANGS)
def test_no_floors_left_message(lang):
    # A guard the engine keeps (a 0-floor always ends the turn first); say it anyway.
    text = get_renderer(lang).render("turm-rule-no-floors-left", floors=9, opened=9)
    assert "9" in text


# ---- asking back ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang,report,question,yes",
    [
        (
            "en",
            "I revealed a 2 with one gem",
            "It's Anna's turn, not Ben's. Anna, did you open the 2 with 1 gem in it?",
            "yes",
        ),
        (
            "de",
            "ich habe eine Zwei mit einem Stein aufgedeckt",
            "Anna ist dran, nicht Ben — hat Anna eine 2 mit 1 Stein aufgedeckt?",
            "ja",
        ),
    ],
)
def test_report_for_someone_else_asks_back_and_yes_applies_it(lang, report, question, yes):
    s = game(lang)
    reply = s.handle(report, "Ben")
    assert reply.text == question
    assert reply.buttons == (["yes", "no"] if lang == "en" else ["ja", "nein"])
    assert hands(s) == {"Anna": 12, "Ben": 10, "Carla": 10}
    say(s, yes)
    assert hands(s) == {"Anna": 11, "Ben": 10, "Carla": 10}
    assert s.snapshot()["open_floors"] == [{"disk": "2", "gems": 2}]


@pytest.mark.parametrize(
    "lang,report,no,dropped",
    [
        ("en", "I stop", "no", "OK, I changed nothing."),
        ("de", "ich höre auf", "nein", "In Ordnung, ich habe nichts geändert."),
    ],
)
def test_end_turn_for_someone_else_asks_back_and_no_drops_it(lang, report, no, dropped):
    s = game(lang)
    say(s, "a two with one gem" if lang == "en" else "eine Zwei mit einem Stein", "Anna")
    question = say(s, report, "Carla")
    assert question == (
        "It's Anna's turn, not Carla's. Anna, are you ending your turn?"
        if lang == "en"
        else "Anna ist dran, nicht Carla — beendet Anna den Zug?"
    )
    assert say(s, no).startswith(dropped)
    assert s.snapshot()["turn"] == "Anna" and len(s.snapshot()["open_floors"]) == 1


@pytest.mark.parametrize(
    "lang,report,question,answer",
    [
        ("en", "a three", "How many gems were already in the 3 — was it empty?", "two gems"),
        ("de", "eine Drei", "Wie viele Steine lagen schon in der 3 — war sie leer?", "zwei"),
    ],
)
def test_a_reveal_without_gems_asks_how_many(lang, report, question, answer):
    s = game(lang)
    assert say(s, report, "Anna") == question
    assert s.snapshot()["open_floors"] == []
    say(s, answer)
    assert s.snapshot()["open_floors"] == [{"disk": "3", "gems": 3}]
    assert hands(s)["Anna"] == 11


@pytest.mark.parametrize(
    "lang,report,yes", [("en", "the other two", "yes"), ("de", "die Zwei", "ja")]
)
def test_yes_to_the_gems_question_means_empty(lang, report, yes):
    s = game(lang)
    say(s, report)
    say(s, yes)
    assert s.snapshot()["open_floors"] == [{"disk": "2", "gems": 1}]


@pytest.mark.parametrize(
    "lang,question",
    [
        (
            "en",
            "It's Anna's turn, not Ben's. Anna, how many gems were already in the 3 you opened "
            "— was it empty?",
        ),
        (
            "de",
            "Anna ist dran, nicht Ben. Wie viele Steine lagen in der 3, die Anna aufgedeckt hat"
            " — war sie leer?",
        ),
    ],
)
def test_someone_else_without_gems_asks_for_the_current_player(lang, question):
    s = game(lang)
    assert say(s, "a three" if lang == "en" else "eine Drei", "Ben") == question
    say(s, "one" if lang == "en" else "eins")
    assert s.snapshot()["open_floors"] == [{"disk": "3", "gems": 2}]
    assert hands(s) == {"Anna": 11, "Ben": 10, "Carla": 10}


@pytest.mark.parametrize("lang,text", [("en", "two gems"), ("de", "zwei Steine")])
def test_gems_without_a_floor_ask_which_floor(lang, text):
    s = game(lang)
    assert say(s, text).startswith(
        "Which floor had 2 gems" if lang == "en" else "Welches Stockwerk hatte 2 Steine"
    )
    assert s.snapshot()["tower_gems"] == 4


def test_a_bare_number_is_a_disk_when_nothing_was_asked():
    s = game()
    assert say(s, "three") == "How many gems were already in the 3 — was it empty?"
    s = game()
    assert say(s, "zero").startswith("A 0 never has room. The tower wins, but the open floor is")
    assert s.snapshot()["turn"] == "Ben"
    assert say(s, "seven").startswith("There is no 7 disk")


# ---- undo ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "lang,reveal,bust,undone",
    [
        ("en", "a two with one gem", "a one with one gem", "Took back Anna's 1 with 1 gem."),
        (
            "de",
            "eine Zwei mit einem Stein",
            "eine Eins mit einem Stein",
            "Annas 1 mit 1 Stein ist zurückgenommen.",
        ),
    ],
)
def test_undo_takes_back_a_bust_and_then_a_placement(lang, reveal, bust, undone):
    s = game(lang)
    say(s, reveal)
    say(s, bust)  # the 1 was full: Anna takes the 2 from the 2 and the 1 from the 1
    assert hands(s)["Anna"] == 14 and s.snapshot()["tower_gems"] == 2
    assert s.snapshot()["turn"] == "Ben"
    assert say(s, "undo" if lang == "en" else "rückgängig").startswith(undone)
    assert hands(s)["Anna"] == 11 and s.snapshot()["tower_gems"] == 5
    assert s.snapshot()["turn"] == "Anna"
    assert s.snapshot()["open_floors"] == [{"disk": "2", "gems": 2}]
    say(s, "undo" if lang == "en" else "rückgängig")
    assert hands(s)["Anna"] == 12 and s.snapshot()["tower_gems"] == 4


def test_undo_takes_back_an_end_of_turn():
    s = game()
    say(s, "a two with one gem")
    say(s, "I stop", "Anna")
    assert s.snapshot()["turn"] == "Ben"
    assert say(s, "undo").startswith("Took back the end of Anna's turn.")
    assert s.snapshot()["turn"] == "Anna" and len(s.snapshot()["open_floors"]) == 1


# ---- what the referee says around the reports -----------------------------------------------


def test_new_game_with_a_star_rule_in_words():
    s = Session()
    reply = say(s, "new game of Der Turm with the mirror star with Anna, Ben and Carla")
    assert reply == (
        "New game of Der Turm with Anna, Ben and Carla. Full game: 10 floors, and the star "
        "rule is Mirror. Everyone gets 10 gems; Anna starts and also gets the 2 left-over "
        "gems: 12 in all. It's Anna's turn, with 12 gems in hand; the tower holds 4. No floor "
        "is open yet this turn."
    )
    snap = s.snapshot()
    assert snap["star"] == "mirror" and snap["floors"] == 10 and snap["first_game"] is False


def test_new_first_game_in_words():
    s = Session()
    say(s, "Der Turm, first game, with Anna and Ben")
    snap = s.snapshot()
    assert snap["star"] is None and snap["floors"] == 9
    assert snap["scores"] == {"Anna": 16, "Ben": 16}


def test_german_new_game_asks_for_players_and_keeps_the_star_rule():
    s = Session()
    assert say(s, "neues Spiel Der Turm mit dem Superzweier").startswith("Wer spielt Der Turm?")
    reply = say(s, "Anna, Ben, Carla und Dora")
    assert reply.startswith(
        "Neues Spiel Der Turm mit Anna, Ben, Carla und Dora. Volles Spiel: 10 Stockwerke, "
        "Sternregel: Superzweier. Alle bekommen 8 Steine; Anna beginnt."
    )
    assert s.snapshot()["star"] == "super2" and s.snapshot()["lang"] == "de"


@pytest.mark.parametrize(
    "lang,options,expected",
    [
        ("en", {"star": "moon"}, "“moon” is not a star rule."),
        ("de", {"star": "moon"}, "„moon“ ist keine Sternregel."),
        ("en", {"first_game": True, "star": "mirror"}, "A first game has no star, so Mirror"),
        ("de", {"first_game": True, "star": "mirror"}, "Im ersten Spiel gibt es keinen Stern"),
        ("en", {"first_game": False}, "The full game needs a star rule"),
        ("de", {"first_game": False}, "Das volle Spiel braucht eine Sternregel"),
    ],
)
def test_setup_errors_are_explained(lang, options, expected):
    s = Session(lang=lang)
    assert s.start("turm", ["Anna", "Ben"], options).text.startswith(expected)
    assert s.snapshot()["game"] is None


@pytest.mark.parametrize(
    "lang,questions",
    [
        (
            "en",
            {
                "how many gems are in the tower": "The tower holds 6 gems: 2 in the floors open "
                "this turn and 4 in the closed ones.",
                "what is open": "Open this turn: 2, plus the star — 2 gems in them, all Anna's "
                "if the tower wins.",
                "how many gems do I have": "Anna has 9 gems in hand.",
                "how many gems does Ben have": "Ben has 10 gems in hand.",
                "gems": "Gems in hand, fewest first: Anna 9, Ben 10, Carla 11; the tower holds 6.",
            },
        ),
        (
            "de",
            {
                "wie viele Steine sind im Turm": "Im Turm liegen 6 Steine: 2 in den offenen "
                "Stockwerken dieses Zuges und 4 in den übrigen.",
                "was ist offen": "Offen in diesem Zug: die 2, dazu der Stern — darin liegen 2 "
                "Steine; gewinnt der Turm, nimmt Anna sie alle.",
                "wie viele Steine habe ich": "Anna hat 9 Steine in der Hand.",
                "wie viele Steine hat Ben": "Ben hat 10 Steine in der Hand.",
                "Steine": "Steine in der Hand (die wenigsten gewinnen): Anna 9, Ben 10, "
                "Carla 11; im Turm liegen 6.",
            },
        ),
    ],
)
def test_questions_about_the_tower_and_the_hands(lang, questions):
    # 30 gems in hand, 6 in the tower: 1 each in the open 2 and star, 4 in the closed floors.
    s = table(
        lang,
        {"Anna": 9, "Ben": 10, "Carla": 11},
        star="mirror",
        open_floors=[("2", 1), ("star", 1)],
    )
    for question, answer in questions.items():
        assert say(s, question, "Anna") == answer


def test_examples_fit_the_moment():
    s = game()
    start = say(s, "what a lovely day")
    assert start == (
        "I didn't get that. You can say: “Anna opened a 2 with one gem”, “an empty 3” or "
        "“how many gems are in the tower?”."
    )
    say(s, "a two with one gem")
    assert say(s, "what a lovely day").endswith("“an empty 3” or “I stop”.")
    s_de = game("de", star="cantstop")
    assert say(s_de, "blabla").endswith("„eine leere 3“ oder „der Stern mit zwei Steinen“.")


def test_game_over_reports_are_turned_down():
    s = table("en", {"Anna": 1, "Ben": 8})
    say(s, "a two with one gem")
    assert s.snapshot()["winner"] == ["Anna"]
    assert say(s, "a three with one gem").startswith("The game is over")
    assert say(s, "status").startswith("The game is over; Anna won. Gems left in hand: Anna 0")


def test_end_by_agreement_ranks_fewest_gems_first():
    s = table("de", {"Anna": 9, "Ben": 4, "Carla": 11})
    say(s, "Spiel beenden")
    assert say(s, "ja") == (
        "Das Spiel wurde einvernehmlich beendet; wer die wenigsten Steine hat, gewinnt. "
        "Ben gewinnt. Steine in der Hand: Ben 4, Anna 9, Carla 11."
    )


# ---- every event and rejection the engine can produce has words -----------------------------


def _doc_items(section: str) -> list[str]:
    doc = turm_engine.__doc__ or ""
    events, rejections = doc.split("Events (", 1)[1].split("Rejections (", 1)
    text = events if section == "events" else rejections
    return re.findall(r"^- ``([a-z0-9-]+)``:", text, flags=re.MULTILINE)


def _setup_errors() -> list[str]:
    doc = turm_engine.__doc__ or ""
    part = doc.split("Set-up errors", 1)[1].split("Commands", 1)[0]
    return re.findall(r"``([a-z][a-z-]+)``", part)


ADAPTER_MESSAGES = [
    "turm-setup",
    "turm-status",
    "turm-status-cantstop",
    "turm-status-over",
    "turm-scores",
    "turm-score-one",
    "turm-examples",
    "turm-tower",
    "turm-open",
    "turm-ask-gems",
    "turm-ask-reveal",
    "turm-ask-end",
    "turm-ask-disk",
    "turm-no-disk",
    "turm-undone-reveal",
    "turm-undone-end-turn",
    "turm-undone-end",
    "turm-star-none",
    *[f"turm-star-{rule}" for rule in turm_engine.STAR_RULES],
]


def test_the_engine_docstring_lists_what_we_expect():
    assert set(_doc_items("events")) == {
        "placed",
        "star-placed",
        "bust",
        "turn-ended",
        "turn",
        "won",
        "game-over",
        "starter-set",
    }
    assert {"not-your-turn", "impossible-gems", "must-reveal-again"} <= set(
        _doc_items("rejections")
    )
    assert {"star-in-first-game", "unknown-star", "missing-star"} <= set(_setup_errors())


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_rejection_and_answer_has_a_message(lang):
    r = get_renderer(lang)
    missing = [f"turm-{k}" for k in _doc_items("events") if not r.has(f"turm-{k}")]
    missing += [
        f"turm-rule-{k}"
        for k in _doc_items("rejections")
        if not (r.has(f"turm-rule-{k}") or r.has(f"rule-{k}"))
    ]
    missing += [f"setup-{k}" for k in _setup_errors() if not r.has(f"setup-{k}")]
    missing += [m for m in ADAPTER_MESSAGES if not r.has(m)]
    assert missing == []


def _turm_ids(lang: str) -> set[str]:
    r = get_renderer(lang)
    return {i for i in r.bundle._messages if i.startswith("turm-")}


def test_both_languages_have_the_same_turm_messages():
    assert _turm_ids("en") == _turm_ids("de")


SAMPLES = {
    "turm-placed": [
        dict(
            player="A", disk="3", gems=g, capacity=3, gems_in_floor_now=g + 1, hand=h, tower_gems=9
        )
        for g in (0, 1, 2)
        for h in (0, 1, 5)
    ],
    "turm-star-placed": [
        dict(
            player="A",
            star=star,
            giver=giver,
            why=why,
            placed=placed,
            gems=g,
            capacity=4,
            gems_in_floor_now=g + placed,
            hand=h,
            giver_hand=gh,
            tower_gems=9,
            must_reveal_again=star == "cantstop",
        )
        for star in turm_engine.STAR_RULES
        for why in ("most", "tie-self", "tie-clockwise", None)
        for giver in ("A", "B")
        for placed in (1, 2)
        for g in (0, 1, 2)
        for h, gh in ((0, 0), (1, 1), (5, 3))
    ],
    "turm-bust": [
        dict(player="A", disk=d, gems=g, capacity=c, taken=t, floors=f, hand=9, tower_gems=3)
        for d, c in (("0", 0), ("2", 2), ("star", 4))
        for g in (0, 1, 2)
        for t, f in ((0, 1), (1, 1), (5, 3))
    ],
    "turm-turn-ended": [
        dict(player="A", reason=r, floors=f, roof=True, hand=h)
        for r in ("bust", "ended")
        for f in (1, 3)
        for h in (1, 7)
    ],
    "turm-turn": [dict(player="B", hand=h, tower_gems=4) for h in (1, 10)],
    "turm-won": [dict(player="A", tower_gems=12)],
    "turm-game-over": [
        dict(reason=r, winners=w, ranking=[["A", 0], ["B", 3]], shared=len(w) > 1)
        for r in ("last-gem", "agreed")
        for w in (["A"], ["A", "B"])
    ],
    "turm-rule-impossible-gems": [
        dict(disk=d, gems=5, max=m, hidden=h, why=why, player="A")
        for d in ("1", "star")
        for why in ("negative", "disk-limit", "star-limit", "super2-pair", "tower-limit")
        for m, h in ((0, 1), (2, 4))
    ],
    "turm-rule-disk-exhausted": [
        dict(disk=d, count=c, opened=c) for d, c in (("1", 3), ("4", 1), ("star", 1))
    ],
    "turm-setup": [
        dict(first=first, star=star, share=8, rest=r, starter="A", starter_hand=8 + r)
        for first, star in ((True, "none"), *((False, s) for s in turm_engine.STAR_RULES))
        for r in (0, 1, 2)
    ],
    "turm-open": [
        dict(player="A", disks=d, star_open=so, opened=len(d) + so, open_gems=g)
        for d in ([], ["1"], ["1", "2"])
        for so in (False, True)
        for g in (1, 3)
    ],
    "turm-ask-gems": [
        dict(player="A", disk=d, wrong=w, reported="B") for d in ("2", "star") for w in (0, 1)
    ],
    "turm-ask-reveal": [
        dict(player="A", reported="B", disk=d, gems=g) for d in ("2", "star") for g in (0, 1, 2)
    ],
    "setup-star-in-first-game": [dict(star=s) for s in (*turm_engine.STAR_RULES, "moon")],
}


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("msg_id", sorted(SAMPLES))
def test_every_variant_renders_without_fluent_errors(lang, msg_id):
    r = get_renderer(lang)
    for args in SAMPLES[msg_id]:
        args = {
            k: (bool(v) if k in ("wrong", "star_open", "first") else v) for k, v in args.items()
        }
        text = r.render(msg_id, **args)
        assert text and "{" not in text and "  " not in text, (msg_id, args, text)


# ---- found by playing Der Turm to a win under each rule (QA) ---------------------------------


@pytest.mark.parametrize(
    "lang,report",
    [("en", "the two is full"), ("en", "a full two"), ("de", "die Zwei ist voll")],
)
def test_a_full_floor_makes_the_tower_win(lang, report):
    s = game(lang)
    say(s, "a three with one gem" if lang == "en" else "eine Drei mit einem Stein")
    say(s, report)  # the 2 held 2: Anna takes them and the 2 from the 3
    assert hands(s) == {"Anna": 15, "Ben": 10, "Carla": 10}
    assert s.snapshot()["turn"] == "Ben" and s.snapshot()["tower_gems"] == 1


@pytest.mark.parametrize(
    "lang,star,full,hand_after",
    [
        ("en", "mirror", "the star is full", 3 + 3),  # Mirror: full means as many as Anna has
        ("en", "cantstop", "the star's full", 3 + 4),
        ("de", "friendly4", "der Stern ist voll", 3 + 4),
        ("de", "super2", "ein voller Stern", 3 + 2),
    ],
)
def test_a_full_star_holds_what_its_rule_says(lang, star, full, hand_after):
    s = table(lang, {"Anna": 3, "Ben": 8}, star=star)
    say(s, full)
    assert hands(s)["Anna"] == hand_after and s.snapshot()["turn"] == "Ben"


@pytest.mark.parametrize(
    "lang,report,answer", [("en", "a three", "it was full"), ("de", "eine Drei", "voll")]
)
def test_full_answers_the_gems_question(lang, report, answer):
    s = table(lang, {"Anna": 5, "Ben": 8})
    say(s, report)
    say(s, answer)
    assert hands(s)["Anna"] == 8 and s.snapshot()["turn"] == "Ben"


@pytest.mark.parametrize(
    "lang,expected",
    [("en", "Which floor was full?"), ("de", "Welches Stockwerk war voll?")],
)
def test_full_without_a_floor_asks_which(lang, expected):
    s = game(lang)
    assert say(s, "full" if lang == "en" else "voll").startswith(expected)
    assert s.snapshot()["tower_gems"] == 4


@pytest.mark.parametrize(
    "lang,stop,expected,yes",
    [
        ("en", "I stop", "It's Anna's turn, not Carla's.", "yes"),
        ("de", "ich höre auf", "Anna ist dran, nicht Carla.", "ja"),
    ],
)
def test_someone_elses_stop_is_not_offered_when_it_could_not_end_the_turn(
    lang, stop, expected, yes
):
    s = game(lang)
    reply = s.handle(stop, "Carla")  # Anna has opened nothing yet: "yes" could not apply
    assert reply.text == expected and reply.buttons == []
    assert say(s, yes) == get_renderer(lang).render("nothing-to-confirm")
    s = table(lang, {"Anna": 5, "Ben": 8}, star="cantstop")
    say(s, "the star with one gem" if lang == "en" else "der Stern mit einem Stein")
    reply = s.handle(stop, "Ben")  # Can't Stop: Anna must open another floor first
    assert reply.buttons == [] and s.snapshot()["must_reveal_again"] is True


@pytest.mark.parametrize(
    "lang,reveal,expected",
    [
        (
            "en",
            "a two with one gem",
            "Open this turn: 2 — 2 gems in it, all Anna's if the tower wins.",
        ),
        (
            "de",
            "eine Zwei mit einem Stein",
            "Offen in diesem Zug: die 2 — darin liegen 2 Steine; gewinnt der Turm, nimmt Anna sie"
            " alle.",
        ),
    ],
)
def test_one_open_floor_is_it_not_them(lang, reveal, expected):
    s = game(lang)
    say(s, reveal)
    assert say(s, "what's open" if lang == "en" else "was ist offen") == expected


@pytest.mark.parametrize(
    "lang,expected",
    [
        ("en", "The floors not opened yet this turn hold no gems at all, so it can't have had 2."),
        (
            "de",
            "In den noch nicht aufgedeckten Stockwerken liegt gar kein Stein mehr — 2 kann "
            "also nicht",
        ),
    ],
)
def test_an_empty_rest_of_the_tower_is_said_plainly(lang, expected):
    s = table(lang, {"Anna": 18, "Ben": 18})  # nothing at all in the tower
    assert say(
        s, "a two with two gems" if lang == "en" else "eine Zwei mit zwei Steinen"
    ).startswith(expected)


def test_german_undo_of_an_end_of_turn_avoids_the_genitive_s():
    s = game("de", players=("Jonas", "Max"))
    say(s, "eine Zwei mit einem Stein")
    say(s, "ich höre auf")
    assert say(s, "rückgängig").startswith("Das Zugende von Jonas ist zurückgenommen.")


@pytest.mark.parametrize(
    "text,star",
    [
        ("lass uns Der Turm mit Anna und Ben spielen, Superzweier", "super2"),
        ("wir spielen Der Turm mit Anna und Ben mit freundlichem Vierer", "friendly4"),
    ],
)
def test_german_new_game_does_not_take_words_for_names(text, star):
    s = Session(lang="de")
    s.handle(text)
    assert s.snapshot()["players"] == ["Anna", "Ben"]
    assert s.snapshot()["star"] == star


@pytest.mark.parametrize(
    "lang,reveal,question,expected",
    [
        (
            "en",
            "an empty two",
            "how many gems are in the tower",
            "The tower holds 1 gem: 1 in the floor open this turn and 0 in the closed ones.",
        ),
        (
            "de",
            "eine leere Zwei",
            "wie viele Steine sind im Turm",
            "Im Turm liegt 1 Stein: 1 im offenen Stockwerk dieses Zuges und 0 in den übrigen.",
        ),
    ],
)
def test_one_gem_in_one_open_floor_is_singular(lang, reveal, question, expected):
    s = table(lang, {"Anna": 18, "Ben": 18})  # nothing in the tower
    say(s, reveal)
    assert say(s, question) == expected


def test_german_status_and_scores_say_liegt_for_one_gem_in_the_tower():
    s = table("de", {"Anna": 18, "Ben": 17})  # 1 gem in the tower
    assert "; im Turm liegt 1. " in say(s, "wer ist dran")
    assert say(s, "Punktestand").endswith("; im Turm liegt 1.")


@pytest.mark.parametrize(
    "lang,wrong,right,expected",
    [
        (
            "en",
            "I put the roof on the 3",
            "I put the roof on the star",
            "The roof goes onto a floor opened this turn, and no 3 was opened — Anna opened 2 "
            "and the star. Where does the roof go?",
        ),
        (
            "de",
            "ich setze das Dach auf die Drei",
            "Dach auf den Stern",
            "Das Dach kommt auf ein Stockwerk, das in diesem Zug aufgedeckt wurde, und eine 3 "
            "war nicht dabei — Anna hat die 2 sowie den Stern aufgedeckt. Wohin kommt das Dach?",
        ),
    ],
)
def test_the_roof_on_a_floor_ends_the_turn_only_if_that_floor_was_opened(
    lang, wrong, right, expected
):
    s = table(lang, {"Anna": 5, "Ben": 8}, star="mirror")
    say(s, "a two with one gem" if lang == "en" else "eine Zwei mit einem Stein")
    say(s, "the star, empty" if lang == "en" else "der Stern, leer")
    assert say(s, wrong) == expected
    assert s.snapshot()["turn"] == "Anna"
    say(s, right)
    assert s.snapshot()["turn"] == "Ben" and hands(s)["Anna"] == 3


def test_the_roof_after_the_tower_won_just_says_whose_turn_it_is():
    s = game()
    say(s, "a zero", "Anna")  # the tower wins at once; Ben's turn
    assert say(s, "I put the roof on the 0", "Anna") == "Ben, you're up, with 10 gems in hand."
    assert s.snapshot()["turn"] == "Ben" and s.snapshot()["open_floors"] == []
