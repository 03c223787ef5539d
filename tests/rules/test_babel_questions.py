"""Turmbau zu Babel rule questions (issue 13) answered for what they name: the player, the
floor, the round; a hypothetical gets the rule with the question's numbers, a question about
now this table's state; the answer comes first."""

from __future__ import annotations

import pytest

from referee.dialogue import Session
from referee.games import get_game
from referee.games.base import replay
from referee.replies import get_renderer
from referee.rules import answer_question

PLAYERS = ["Anna", "Ben", "Carla", "Dora"]


def table(lang: str, before=(), players=PLAYERS, **options) -> Session:
    s = Session(lang=lang)
    s.start("babel", list(players), options, lang=lang)
    engine = get_game("babel")
    s.log = [engine.parse_command(c) for c in before]
    s.state = replay(engine, list(players), options, s.log)
    return s


def build(*pairs: tuple[str, int]) -> list[dict]:
    return [{"kind": "build", "player": p, "floor": f} for p, f in pairs]


def fell(player: str) -> dict:
    return {"kind": "collapse", "player": player}


# Round 1: Anna 1, Ben 2, Carla 3, Dora 4, Anna 5 (Anna 6 points), Ben knocks it over.
ROUND_ONE = [*build(("Anna", 1), ("Ben", 2), ("Carla", 3), ("Dora", 4), ("Anna", 5)), fell("Ben")]


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        ("en", "how many points does Carla have at the moment?", "Carla has 3 points"),
        ("en", "Anna's points right now?", "Anna has 6 points"),
        ("de", "was hat Carla bis jetzt geholt?", "Carla hat bisher 3 Punkte"),
    ],
)
def test_a_named_players_points_are_theirs_not_the_player_on_turn(lang, question, start):
    s = table(lang, ROUND_ONE[:5])  # Ben is on turn, floor 6
    assert s.handle(question).text.startswith(start)


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        # Ben is on turn (floor 6): Carla would build floor 7 and have 3 + 7
        ("en", "if Carla's floor stands, what would Carla's total be?", "7 points for floor 7"),
        ("de", "wenn Carlas Stockwerk hält, was hätte Carla dann?", "7 Punkte für Stockwerk 7"),
    ],
)
def test_a_hypothetical_floor_is_the_named_players_own(lang, question, start):
    s = table(lang, ROUND_ONE[:5])
    text = s.handle(question).text
    assert text.startswith(start)
    assert "10" in text.split(".")[0]


@pytest.mark.parametrize(
    ("lang", "question", "name"),
    [
        ("en", "who is going to build floor 9 if nothing falls?", "Anna"),
        ("de", "wer baut Stockwerk 9, wenn nichts umfällt?", "Anna"),
        ("en", "who built floor 3?", "Carla"),
    ],
)
def test_who_builds_the_floor_named(lang, question, name):
    s = table(lang, ROUND_ONE[:5])  # floors 1-5 stand, Ben builds 6; floor 9 is Anna's
    assert s.handle(question).text.startswith(name)


def test_who_opens_the_round_named_now_and_what_if():
    after = table("en", ROUND_ONE)  # round 2 has begun: Ben built floor 2 in round 1
    assert after.handle("who opened round 2?").text.startswith("Ben opens round 2: Ben built")
    during = table("en", build(("Anna", 1)))  # Ben is on floor 2
    text = during.handle("suppose Ben knocks it down now, who opens round 2 then?").text
    assert text.startswith("Suppose the tower fell during Ben's turn.")  # played out
    assert "so Ben opens" in text and len(during.log) == 1  # on a copy of the table
    de = table("de", ROUND_ONE)
    assert de.handle("wer hat Runde 2 eröffnet?").text.startswith("Ben eröffnet Runde 2")
    assert after.handle("who opens round 7?").text.startswith("There is no round 7")


@pytest.mark.parametrize("lang", ["en", "de"])
def test_why_this_rounds_opener_opens_it(lang):
    floor2 = table(lang, ROUND_ONE)  # Ben built floor 2 in round 1
    nobody = table(lang, [*build(("Anna", 1)), fell("Ben")])  # it fell on floor 2
    ask = {
        "en": "how come Ben is the one opening this round?",
        "de": "wieso eröffnet Ben diese Runde?",
    }
    said = floor2.handle(ask[lang]).text
    assert said.startswith("Ben") and "2" in said.split(".")[0]
    said = nobody.handle(ask[lang]).text
    assert said.startswith("Ben")
    assert ("nobody" if lang == "en" else "niemand") in said.split(".")[0].casefold()


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        ("en", "how many rounds remain after this one?", "3 more after this one"),
        ("de", "wie viele Runden bleiben nach dieser noch?", "Noch 3 nach dieser"),
    ],
)
def test_rounds_left_now_vs_a_hypothetical_count(lang, question, start):
    s = table(lang, ROUND_ONE[:5])
    # the rule answer (the dialogue may take a plain "how many rounds" for the table's status)
    said = get_renderer(lang).render_all(answer_question(question, lang, "babel", s.state))
    assert said.startswith(start)
    other = {
        "en": "if we were 6, how many rounds would that be?",
        "de": "wenn wir 6 wären, wie viele Runden?",
    }
    assert s.handle(other[lang]).text.startswith("6 ")


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        ("en", "my wall fell over just as I laid the ceiling, do I still score the floor?", "No"),
        (
            "de",
            "meine Wand ist beim Decke auflegen umgekippt,"
            " zählt mein Stockwerk trotz umgefallener Wand?",
            "Nein",
        ),
        ("en", "the tower wobbled a lot but nothing fell, is that a collapse?", "Not a collapse"),
        (
            "de",
            "der Turm hat gewackelt, aber es steht alles. Ist verrutschen ein Einsturz?",
            "Nein — kein Einsturz",
        ),
        ("en", "after it falls can we just keep building on the rest?", "No"),
        ("de", "wenn ein Stockwerk runterfällt, ist die Runde dann sofort vorbei?", "Ja"),
    ],
)
def test_collapse_stories_get_their_answer_first(lang, question, start):
    s = table(lang, ROUND_ONE[:3])
    assert s.handle(question).text.startswith(start)


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        ("en", "we never told you who's youngest. who opens?", "Anna, the first player named"),
        (
            "de",
            "keiner hat gesagt, wer am jüngsten ist — wer fängt an?",
            "Anna, die zuerst genannte",
        ),
    ],
)
def test_the_first_named_opens_when_nobody_names_the_youngest(lang, question, start):
    assert table(lang).handle(question).text.startswith(start)


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        ("en", "I've got floors 3, 7 and 13, how many points is that?", "28 points"),
        ("de", "Mir gehören Stockwerk 2, 6 und 13, wie viele Punkte sind das?", "26 Punkte"),
        ("en", "can we build a 15th floor?", "no floor 15"),
        ("en", "how many points can one round give in total at most?", "96 points"),
    ],
)
def test_numbers_in_the_question_are_answered(lang, question, start):
    said = table(lang).handle(question).text
    assert start.casefold() in said.split(":")[0].casefold()


@pytest.mark.parametrize(
    ("lang", "question", "start"),
    [
        ("en", "suppose Dora builds floor 8, what total does she reach?", "8 points for floor 8"),
        ("de", "angenommen, Dora baut Stockwerk 8, wie viele Punkte hat sie dann?", "8 Punkte"),
    ],
)
def test_a_hypothetical_floor_and_player_give_that_players_total(lang, question, start):
    said = table(lang, ROUND_ONE[:5]).handle(question).text  # Dora has 4
    assert said.startswith(start)
    assert "12" in said.split(".")[0]
