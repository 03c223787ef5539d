"""Villa Paletti through ``Session.handle``: real templates, real messages, both languages.

Seating is Anna, Ben, Carla: Anna owns blue, Ben green, Carla yellow, orange is neutral.
Every branch of an announcement (accept, accept on red, objection that works, objection that
fails with and without the pillar named) and every end (collapse with and without a holder,
agreement, the previous-holder option) is played in English and in German.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from referee.dialogue import Session
from referee.dialogue.adapter import Context
from referee.dialogue.paletti import ADAPTER
from referee.games.base import Command, GameError, Rejection
from referee.games.paletti import (
    COLOURS,
    LEVELS,
    TYPES,
    Accept,
    AgreeEnd,
    Announce,
    ChallengeResult,
    Collapse,
    GiveUp,
    Move,
    Object,
    Paletti,
    RemovePillar,
)
from referee.language import get_recognizer
from referee.replies import get_renderer

ENGINE = Path(__file__).resolve().parent.parent / "referee" / "games" / "paletti.py"
PLAYERS = ["Anna", "Ben", "Carla"]

SAY = {
    "en": {
        "thick": "I moved the thick one",
        "angular": "I moved the angular one",
        "small": "I moved a small one",
        "announce": "I can't move anything else",
        "next": "next level please",
        "accept": "agreed",
        "all-accept": "we all agree",
        "ok-next": "ok, next level",
        "object": "I object",
        "worked": "it worked",
        "failed": "it failed",
        "the-thick": "the thick one",
        "take-thick": "I take {owner}'s thick one",
        "collapse": "the villa fell",
        "i-collapsed": "I knocked it over",
        "agree-end": "nobody can move anything any more",
        "push-back": "I pushed it back",
        "yes": "yes",
        "no": "no",
        "undo": "undo",
        "objects": "{player} objects",
        "seal": "who has the seal?",
        "level": "which level are we on",
        "movable": "what can {player} still move",
        "score": "points on the top level",
        "whose": "whose turn is it",
    },
    "de": {
        "thick": "ich habe die dicke Säule gezogen",
        "angular": "ich habe die eckige gezogen",
        "small": "ich habe eine kleine gezogen",
        "announce": "ich kann nicht mehr",
        "next": "neue Ebene",
        "accept": "einverstanden",
        "all-accept": "wir sind alle einverstanden",
        "ok-next": "ok, neue Ebene",
        "object": "ich widerspreche",
        "worked": "geschafft",
        "failed": "nicht geschafft",
        "the-thick": "die dicke",
        "take-thick": "ich nehme {owner}s dicke Säule",
        "collapse": "die Villa ist eingestürzt",
        "i-collapsed": "ich habe die Villa umgeworfen",
        "agree-end": "keiner kann mehr etwas ziehen",
        "push-back": "ich schiebe sie zurück",
        "yes": "ja",
        "no": "nein",
        "undo": "rückgängig",
        "objects": "{player} widerspricht",
        "seal": "wer hat das Siegel?",
        "level": "auf welcher Ebene sind wir",
        "movable": "was kann {player} noch ziehen",
        "score": "Punkte oben",
        "whose": "wer ist dran",
    },
}

LANGS = ("en", "de")


class Table:
    """A session plus the phrase book of its language."""

    def __init__(self, lang: str, players=PLAYERS, options=None, start: str | None = None):
        self.lang = lang
        self.s = Session(lang=lang)
        if start is None:
            self.s.start("paletti", list(players), options or {})
        else:
            self.s.handle(start)

    def say(self, key: str, speaker: str | None = None, **names: str) -> str:
        return self.s.handle(SAY[self.lang][key].format(**names), speaker).text

    def raw(self, text: str, speaker: str | None = None) -> str:
        return self.s.handle(text, speaker).text

    @property
    def snap(self) -> dict:
        return self.s.snapshot()

    def to_green(self) -> None:
        """Anna announces at once and the others accept: green is on top, Ben's turn."""
        self.say("announce", "Anna")
        for other in self.snap["players"][1:]:
            self.say("accept", other)
        assert self.snap["level"] == "green" and self.snap["turn"] == "Ben"


def text(lang: str, msg_id: str, **args) -> str:
    return get_renderer(lang).render(msg_id, **args)


# ---- announcements ----------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_announce_and_accept_lays_the_next_level(lang):
    t = Table(lang)
    reply = t.say("announce", "Anna")
    assert t.snap["phase"] == "announced" and t.snap["announcer"] == "Anna"
    assert reply.startswith(
        {
            "en": "Anna can't move another pillar and calls for the green level.",
            "de": "Anna kann keine Säule mehr ziehen und kündigt die grüne Ebene an.",
        }[lang]
    )
    status = t.say("whose")
    assert "Anna" in status and status == text(
        lang,
        "paletti-status-announced",
        announcer="Anna",
        level="blue",
        next_level="green",
        accepted=[],
        waiting=["Ben", "Carla"],
    )
    reply = t.say("accept", "Ben")  # Ben agrees; Carla still has to answer
    assert reply == text(
        lang,
        "paletti-accepted",
        players=["Ben"],
        accepted=["Ben"],
        waiting=["Carla"],
        announcer="Anna",
        next_level="green",
    )
    assert (
        reply
        == {
            "en": "Ben agrees — Carla, do you agree as well, or do you object?",
            "de": "Ben ist einverstanden — Carla, du auch, oder widersprichst du?",
        }[lang]
    )
    assert t.snap["level"] == "blue" and t.snap["accepted"] == ["Ben"]
    assert t.snap["phase"] == "announced" and t.snap["turn"] == "Anna"
    assert "Carla" in t.say("whose")
    reply = t.say("ok-next", "Carla")  # during an announcement "next level" is an accept
    assert t.snap["level"] == "green" and t.snap["turn"] == "Ben" and t.snap["phase"] == "normal"
    assert reply.startswith(
        {"en": "The green level goes on", "de": "Die grüne Ebene wird aufgelegt"}[lang]
    )


@pytest.mark.parametrize("lang", LANGS)
def test_next_level_announces_in_a_normal_turn(lang):
    t = Table(lang)
    t.say("next", "Anna")
    assert t.snap["phase"] == "announced" and t.snap["announcer"] == "Anna"
    t.say("next", "Ben")
    assert t.snap["level"] == "blue" and t.snap["accepted"] == ["Ben"]
    t.say("next", "Carla")
    assert t.snap["level"] == "green"


@pytest.mark.parametrize("lang", LANGS)
def test_an_announcement_on_red_passes_the_turn_at_once(lang):
    t = Table(lang)
    for announcer in ["Anna", "Ben", "Carla", "Anna"]:  # green, yellow, orange, red
        t.say("announce", announcer)
        t.say("all-accept")
    assert t.snap["level"] == "red" and t.snap["turn"] == "Ben"
    reply = t.say("announce", "Ben")
    assert reply.startswith(
        {
            "en": "Ben can't move another pillar — red is already the top",
            "de": "Ben kann keine Säule mehr ziehen — die rote Ebene liegt schon oben",
        }[lang]
    )
    assert (
        text(lang, "paletti-no-more-levels", player="Ben", level="red")
        == {
            "en": "Red is the last level, so nothing more goes on top; Ben's turn is over.",
            "de": "Die rote Ebene ist die letzte, es kommt keine weitere dazu;"
            " Bens Zug ist vorbei.",
        }[lang]
    )
    assert text(lang, "paletti-no-more-levels", player="Ben", level="red") in reply
    assert {"en": "agreed", "de": "einverstanden"}[lang] not in reply  # nothing to accept
    assert t.snap["level"] == "red" and t.snap["turn"] == "Carla" and t.snap["phase"] == "normal"
    said = text(lang, "paletti-red-passed", announcer="Ben", player="Carla")
    assert t.say("accept", "Carla") == said
    assert t.say("object", "Anna") == said
    assert t.snap["turn"] == "Carla" and len(t.s.log) == 9  # nothing logged by either
    t.say("small", "Carla")
    assert t.say("accept", "Anna") == text(
        lang, "paletti-rule-wrong-phase", phase="normal", command="accept"
    )


# ---- every other player answers -----------------------------------------------------------

FOUR = [*PLAYERS, "Dora"]
NAMED = {
    "en": {"ben": "Ben agrees", "carla-dora": "Carla and Dora accept", "all": "all agreed"},
    "de": {
        "ben": "Ben ist einverstanden",
        "carla-dora": "Carla und Dora sind einverstanden",
        "all": "alle einverstanden",
    },
}


@pytest.mark.parametrize("lang", LANGS)
def test_each_seated_speakers_agreement_counts_until_all_others_agreed(lang):
    t = Table(lang, players=FOUR)
    t.say("announce", "Anna")
    reply = t.say("accept", "Ben")
    assert (
        reply
        == {
            "en": "Ben agrees — Carla and Dora, do you agree as well, or does one of you object?",
            "de": "Ben ist einverstanden — Carla und Dora, ihr auch, oder widerspricht jemand"
            " von euch?",
        }[lang]
    )
    assert t.snap["accepted"] == ["Ben"] and t.snap["level"] == "blue"
    assert t.say("yes", "Ben") == text(  # Ben again: nothing new
        lang, "paletti-rule-already-accepted", player="Ben", waiting=["Carla", "Dora"]
    )
    reply = t.say("accept", "Dora")
    assert reply.startswith(
        {"en": "Dora agrees — Carla, ", "de": "Dora ist einverstanden — "}[lang]
    )
    status = t.say("whose")
    assert status == text(
        lang,
        "paletti-status-announced",
        announcer="Anna",
        level="blue",
        next_level="green",
        accepted=["Ben", "Dora"],
        waiting=["Carla"],
    )
    assert "Ben" in status and "Dora" in status and "Carla" in status
    reply = t.say("accept", "Carla")
    assert reply.startswith({"en": "The green level goes on", "de": "Die grüne Ebene"}[lang])
    assert t.snap["level"] == "green" and t.snap["turn"] == "Ben" and t.snap["accepted"] == []


@pytest.mark.parametrize("lang", LANGS)
def test_without_a_speaker_a_singular_agreed_asks_who(lang):
    t = Table(lang)
    t.say("announce", "Anna")
    asked = text(lang, "paletti-ask-accept", waiting=["Ben", "Carla"], example="Ben")
    assert t.say("accept") == asked
    assert (
        asked
        == {
            "en": "Who agrees — Ben and Carla? Say “Ben agrees”, or “yes” if you all do.",
            "de": "Wer ist einverstanden — Ben und Carla? Sagt „Ben ist einverstanden“, oder „ja“,"
            " wenn ihr es alle seid.",
        }[lang]
    )
    assert t.snap["level"] == "blue" and t.snap["accepted"] == []
    t.raw(NAMED[lang]["ben"])  # naming the player records that player
    assert t.snap["accepted"] == ["Ben"]
    # one left: the question names Carla, and "yes" is Carla's answer
    assert t.say("accept") == text(lang, "paletti-ask-accept", waiting=["Carla"], example="Carla")
    t.say("yes")
    assert t.snap["level"] == "green" and t.snap["turn"] == "Ben"


@pytest.mark.parametrize("lang", LANGS)
def test_a_plural_agreement_accepts_for_the_whole_table(lang):
    t = Table(lang, players=FOUR)
    t.say("announce", "Anna")
    t.say("accept", "Ben")
    reply = t.raw(NAMED[lang]["all"])  # nobody known said it: the plural is enough
    assert t.snap["level"] == "green" and t.snap["turn"] == "Ben"
    assert reply.startswith({"en": "The green level goes on", "de": "Die grüne Ebene"}[lang])
    t.say("announce", "Ben")
    t.say("all-accept", "Dora")  # a seated speaker may speak for all as well
    assert t.snap["level"] == "yellow" and t.snap["turn"] == "Carla"


@pytest.mark.parametrize("lang", LANGS)
def test_two_named_players_agree_in_one_sentence(lang):
    t = Table(lang, players=FOUR)
    t.say("announce", "Anna")
    reply = t.raw(NAMED[lang]["carla-dora"])
    assert reply.startswith(
        {"en": "Carla and Dora agree — Ben, ", "de": "Carla und Dora sind einverstanden — Ben,"}[
            lang
        ]
    )
    assert t.snap["accepted"] == ["Carla", "Dora"]
    t.say("accept", "Ben")
    assert t.snap["level"] == "green"


@pytest.mark.parametrize("lang", LANGS)
def test_at_two_players_an_unknown_agreed_is_the_other_players(lang):
    t = Table(lang, players=["Anna", "Ben"])
    t.say("announce", "Anna")
    reply = t.say("accept")
    assert reply.startswith({"en": "The green level goes on", "de": "Die grüne Ebene"}[lang])
    assert t.snap["level"] == "green" and t.snap["turn"] == "Ben"


@pytest.mark.parametrize("lang", LANGS)
def test_an_objection_after_some_agreed_starts_the_challenge(lang):
    """The trial's bug: one "agreed" laid the level and a later objection was refused."""
    t = Table(lang, players=FOUR)
    t.say("announce", "Anna")
    t.say("accept", "Ben")
    t.say("accept", "Carla")
    assert t.say("object", "Ben") == text(lang, "paletti-rule-objection-after-accept", player="Ben")
    assert t.snap["phase"] == "announced"
    reply = t.say("object", "Dora")
    assert reply.startswith({"en": "Dora objects", "de": "Dora widerspricht"}[lang])
    assert t.snap["phase"] == "challenge" and t.snap["objector"] == "Dora"
    t.say("worked")
    t.say("the-thick")
    assert t.snap["level"] == "blue" and t.snap["turn"] == "Ben"


@pytest.mark.parametrize("lang", LANGS)
def test_an_unknown_objector_is_the_only_one_who_still_may(lang):
    t = Table(lang)
    t.say("announce", "Anna")
    t.say("accept", "Ben")
    t.say("object")  # Ben agreed, Anna announced: only Carla can object
    assert t.snap["phase"] == "challenge" and t.snap["objector"] == "Carla"


@pytest.mark.parametrize("lang", LANGS)
def test_undo_takes_back_one_agreement(lang):
    t = Table(lang)
    t.say("announce", "Anna")
    t.say("accept", "Ben")
    reply = t.say("undo")
    assert reply.startswith(text(lang, "paletti-undone-accept", player="Ben", also=[]))
    assert reply.startswith({"en": "Took back Ben's agreement.", "de": "Bens Zustimmung"}[lang])
    assert t.snap["accepted"] == [] and t.snap["phase"] == "announced"
    t.say("object", "Ben")  # Ben may object again now
    assert t.snap["phase"] == "challenge"
    t.say("undo")
    t.say("accept", "Carla")
    t.say("accept", "Ben")
    assert t.snap["level"] == "green"
    t.say("undo")  # Ben's agreement, and with it the level
    assert t.snap["level"] == "blue" and t.snap["accepted"] == ["Carla"]
    assert t.snap["turn"] == "Anna" and t.snap["phase"] == "announced"


@pytest.mark.parametrize("lang", LANGS)
def test_objection_that_works_takes_the_announcers_pillar_out(lang):
    t = Table(lang)
    t.say("announce", "Anna")
    reply = t.say("object", "Carla")
    assert t.snap["phase"] == "challenge" and t.snap["objector"] == "Carla"
    assert reply.startswith({"en": "Carla objects", "de": "Carla widerspricht"}[lang])
    assert t.say("whose") == text(
        lang, "paletti-status-challenge", objector="Carla", announcer="Anna"
    )
    # Anna could still move small, angular and thick pillars: which one did Carla move?
    reply = t.say("worked")
    assert reply == text(lang, "paletti-ask-challenge-pillar", objector="Carla", announcer="Anna")
    assert t.snap["phase"] == "challenge"
    reply = t.say("the-thick", "Carla")
    assert t.snap["removed"] == [{"owner": "Anna", "colour": "blue", "pillar": "thick"}]
    assert t.snap["level"] == "blue" and t.snap["turn"] == "Ben" and t.snap["phase"] == "normal"
    assert {"en": "no new level goes on", "de": "es wird keine neue Ebene aufgelegt"}[lang] in reply


def test_objection_that_works_naming_the_pillar_at_once():
    t = Table("en")
    t.say("announce", "Anna")
    t.say("objects", player="Ben")
    t.raw("Ben moved Anna's angular one")
    assert t.snap["removed"] == [{"owner": "Anna", "colour": "blue", "pillar": "angular"}]
    assert t.snap["turn"] == "Ben"


def test_challenge_success_with_a_single_movable_type_needs_no_question():
    t = Table("en", players=["Anna", "Ben"])
    # Anna (blue + yellow) moves both thick and both angular pillars up; only small ones remain
    for text_ in ["the thick one", "the thick one", "the angular one", "the angular one"]:
        t.raw(text_, "Anna")
        t.raw("a small one", "Ben")
    t.say("announce", "Anna")
    t.say("object", "Ben")
    t.say("worked")
    assert t.snap["removed"] == [{"owner": "Anna", "colour": "blue", "pillar": "small"}]


@pytest.mark.parametrize("lang", LANGS)
def test_objection_that_fails_asks_which_pillar_then_lays_the_level(lang):
    t = Table(lang)
    t.say("announce", "Anna")
    t.say("object", "Ben")
    reply = t.say("failed")
    assert t.snap["phase"] == "removal"
    assert reply.endswith(
        text(lang, "paletti-removal-needed", remover="Anna", owner="Ben", choices={})
    )
    assert t.say("whose") == text(lang, "paletti-status-removal", announcer="Anna", objector="Ben")
    reply = t.say("take-thick", "Anna", owner="Ben")
    assert t.snap["removed"] == [{"owner": "Ben", "colour": "green", "pillar": "thick"}]
    assert t.snap["level"] == "green" and t.snap["turn"] == "Ben" and t.snap["phase"] == "normal"
    assert {"en": "The green level goes on", "de": "Die grüne Ebene wird aufgelegt"}[lang] in reply


@pytest.mark.parametrize("lang", LANGS)
def test_objection_that_fails_with_the_pillar_named_needs_no_question(lang):
    t = Table(lang)
    t.say("announce", "Anna")
    t.say("object", "Ben")
    reply = t.say("take-thick", "Anna", owner="Ben")  # the failure and the removal at once
    assert t.snap["removed"] == [{"owner": "Ben", "colour": "green", "pillar": "thick"}]
    assert t.snap["level"] == "green" and t.snap["phase"] == "normal"
    assert reply.startswith(
        {"en": "Ben didn't manage it", "de": "Ben hat es nicht geschafft"}[lang]
    )


def test_a_bare_pillar_completes_the_removal_and_a_wrong_owner_is_refused():
    t = Table("en")
    t.say("announce", "Anna")
    t.say("object", "Ben")
    t.say("failed")
    reply = t.raw("I take Carla's small one", "Anna")
    assert reply == "Only Ben's pillars count here, not Carla's."
    assert t.snap["phase"] == "removal"
    t.raw("the angular one")
    assert t.snap["removed"] == [{"owner": "Ben", "colour": "green", "pillar": "angular"}]


def test_the_wrong_remover_is_asked_back():
    t = Table("en")
    t.say("announce", "Anna")
    t.say("object", "Ben")
    t.say("failed")
    reply = t.raw("I take Ben's thick one", "Carla")
    assert reply == (
        "Anna announced, so Anna takes the pillar out, not Carla. Anna, are you taking out Ben's"
        " thick pillar?"
    )
    t.say("yes")
    assert t.snap["removed"] == [{"owner": "Ben", "colour": "green", "pillar": "thick"}]


@pytest.mark.parametrize("lang", LANGS)
def test_objection_without_a_known_speaker_asks_who(lang):
    t = Table(lang)
    t.say("announce", "Anna")
    reply = t.say("object")
    assert reply == text(lang, "paletti-ask-objector", announcer="Anna", example="Ben")
    assert t.snap["phase"] == "announced"
    t.say("objects", player="Carla")
    assert t.snap["phase"] == "challenge" and t.snap["objector"] == "Carla"


def test_with_two_players_an_objection_can_only_come_from_the_other():
    t = Table("en", players=["Anna", "Ben"])
    t.say("announce", "Anna")
    t.say("object")
    assert t.snap["objector"] == "Ben"


@pytest.mark.parametrize("lang", LANGS)
def test_the_announcer_cannot_object(lang):
    t = Table(lang)
    t.say("announce", "Anna")
    reply = t.say("object", "Anna")
    assert reply == text(lang, "paletti-rule-own-objection", player="Anna")
    assert t.snap["phase"] == "announced"


def test_objection_about_someone_else_names_the_objector_from_the_speaker():
    t = Table("en")
    t.say("announce", "Anna")
    t.raw("I think Anna can still move one", "Carla")
    assert t.snap["objector"] == "Carla"


@pytest.mark.parametrize("lang", LANGS)
def test_reports_out_of_phase_are_explained(lang):
    t = Table(lang)
    assert t.say("accept") == text(
        lang, "paletti-rule-wrong-phase", phase="normal", command="accept"
    )
    assert t.say("worked") == text(
        lang, "paletti-rule-wrong-phase", phase="normal", command="challenge-result"
    )
    t.say("announce", "Anna")
    assert t.say("thick", "Ben") == text(
        lang, "paletti-rule-wrong-phase", phase="announced", command="move"
    )
    assert t.snap["phase"] == "announced"


# ---- the seal and the ends ----------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_collapse_with_a_holder_gives_the_holder_the_win(lang):
    t = Table(lang)
    t.to_green()
    reply = t.say("thick", "Ben")
    assert t.snap["seal"] == "Ben" and t.snap["scores"] == {"Anna": 0, "Ben": 3, "Carla": 0}
    assert {
        "en": "Ben leads and takes the builder's seal.",
        "de": "Ben führt allein und bekommt das Baumeistersiegel.",
    }[lang] in reply
    reply = t.say("collapse")
    assert t.snap["finished"] and t.snap["winner"] == ["Ben"] and t.snap["turn"] is None
    assert {
        "en": "Ben held the seal, so Ben wins.",
        "de": "Ben hatte beim Einsturz das Siegel und gewinnt.",
    }[lang] in reply
    assert t.say("whose") == text(lang, "paletti-status-over", winners=["Ben"], level="green")


@pytest.mark.parametrize("lang", LANGS)
def test_collapse_without_a_holder_has_no_winner(lang):
    t = Table(lang)
    reply = t.say("collapse")
    assert t.snap["finished"] and t.snap["winner"] == [] and t.snap["seal"] is None
    assert (
        reply
        == {
            "en": "The villa fell during Anna's turn! Nobody held the seal, so nobody wins.",
            "de": "In Annas Zug ist die Villa eingestürzt!"
            " Beim Einsturz hatte niemand das Siegel, also gewinnt niemand.",
        }[lang]
    )
    assert t.say("thick") == text(lang, "rule-game-over")


@pytest.mark.parametrize("lang", LANGS)
def test_agreement_ends_the_game_with_the_holder_winning(lang):
    t = Table(lang)
    t.to_green()
    t.say("angular", "Ben")
    question = t.say("agree-end")  # ending is final enough to be confirmed first
    assert question == text(lang, "paletti-confirm-end") and not t.snap["finished"]
    reply = t.say("yes")
    assert t.snap["finished"] and t.snap["winner"] == ["Ben"]
    assert {
        "en": "Nobody can play a pillar any more, and Ben holds the seal, so Ben wins.",
        "de": "Niemand kann mehr eine Säule ziehen; Ben hat das Siegel und gewinnt.",
    }[lang] in reply


def test_ending_the_game_by_request_is_an_agreement():
    t = Table("en")
    t.to_green()
    t.say("thick", "Ben")
    assert t.raw("end the game") == text("en", "paletti-confirm-end")  # the seal decides
    assert "Ben holds the seal, so Ben wins" in t.say("yes")
    assert t.snap["winner"] == ["Ben"]


def _own_collapse(t: Table) -> str:
    """Ben leads, Carla takes the seal, Carla brings the villa down in her own turn."""
    t.to_green()
    t.say("angular", "Ben")  # Ben 2: seal Ben
    t.say("thick", "Carla")  # Carla 3: seal Carla, previous Ben
    t.say("small", "Anna")
    t.say("small", "Ben")  # Ben 3 ties Carla 3: Carla keeps it
    assert t.snap["seal"] == "Carla" and t.snap["turn"] == "Carla"
    return t.say("i-collapsed", "Carla")


@pytest.mark.parametrize(
    "lang,start",
    [
        ("en", "new game of Villa Paletti with Anna, Ben and Carla, previous holder rule"),
        ("de", "neues Spiel Villa Paletti mit Anna, Ben und Carla, Vorbesitzer-Regel"),
    ],
)
def test_previous_holder_option_gives_the_win_to_the_previous_holder(lang, start):
    t = Table(lang, start=start)
    assert t.snap["options"] == {"previous_holder_on_own_collapse": True}
    reply = _own_collapse(t)
    assert t.snap["winner"] == ["Ben"]
    assert {
        "en": "Carla held the seal but brought the villa down on their own turn, so the"
        " previous holder, Ben, wins.",
        "de": "Carla hatte das Siegel, hat die Villa aber im eigenen Zug umgeworfen, also"
        " gewinnt, wer das Siegel vorher hatte: Ben.",
    }[lang] in reply


@pytest.mark.parametrize("lang", LANGS)
def test_without_the_option_the_holder_wins_even_on_an_own_collapse(lang):
    t = Table(lang)
    _own_collapse(t)
    assert t.snap["winner"] == ["Carla"]


def test_the_option_only_counts_on_the_holders_own_turn():
    t = Table("en", options={"previous_holder_on_own_collapse": True})
    t.to_green()
    t.say("angular", "Ben")
    t.say("thick", "Carla")  # Carla holds the seal, Anna's turn
    t.say("collapse")
    assert t.snap["winner"] == ["Carla"]


def test_a_bad_option_value_is_explained_in_the_tables_language():
    s = Session(lang="de")
    reply = s.start("paletti", PLAYERS, {"previous_holder_on_own_collapse": "maybe"})
    assert reply.text == (
        "„maybe“ passt nicht zur Option „Vorbesitzer-Regel“ des Spiels Villa Paletti;"
        " sie ist entweder an oder aus."
    )
    assert s.table is None


# ---- asking back, yes/no, undo ------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_report_for_the_wrong_player_asks_back_and_yes_applies_it(lang):
    t = Table(lang)
    reply = t.raw({"en": "Ben moved the thick one", "de": "Ben hat die dicke gezogen"}[lang])
    assert reply == text(
        lang,
        "paletti-ask-turn",
        kind="move",
        player="Anna",
        reported="Ben",
        pillar="thick",
        owner=None,
    )
    assert t.s.pending is not None and t.snap["turn"] == "Anna"
    t.say("yes")
    assert t.snap["turn"] == "Ben"
    assert t.snap["movable"]["Anna"]["thick"] == 0


@pytest.mark.parametrize("lang", LANGS)
def test_no_drops_the_question(lang):
    t = Table(lang)
    t.say("thick", "Ben")
    reply = t.say("no")
    assert reply.startswith(text(lang, "dropped"))
    assert t.snap["turn"] == "Anna" and t.snap["movable"]["Anna"]["thick"] == 1


@pytest.mark.parametrize("lang", LANGS)
def test_give_up_without_a_pillar_asks_which_and_yes_or_a_pillar_answers(lang):
    t = Table(lang)
    reply = t.say("push-back", "Anna")
    assert reply == text(
        lang,
        "paletti-ask-give-up",
        player="Anna",
        pillar="small",
        small=3,
        angular=1,
        thick=1,
        total=5,
        level="blue",
    )
    t.say("yes")
    assert t.snap["locked"] == [
        {"owner": "Anna", "colour": "blue", "pillar": "small", "level": "base"}
    ]
    t.say("push-back", "Ben")
    t.say("the-thick", "Ben")  # answers the question: a give-up, not a move
    assert t.snap["locked"][-1] == {
        "owner": "Ben",
        "colour": "green",
        "pillar": "thick",
        "level": "base",
    }
    assert t.snap["turn"] == "Carla"


@pytest.mark.parametrize(
    "lang,wrong,fix",
    [
        ("en", "Ben moved the thick one", "no, the small one"),
        ("de", "Ben hat die dicke gezogen", "nein, die kleine"),
    ],
)
def test_a_correction_answers_the_open_question(lang, wrong, fix):
    t = Table(lang)
    t.raw(wrong)
    t.raw(fix)
    assert t.snap["turn"] == "Ben"
    assert t.snap["movable"]["Anna"] == {"small": 2, "angular": 1, "thick": 1}


@pytest.mark.parametrize("lang,fix", [("en", "no, the angular one"), ("de", "nein, die eckige")])
def test_a_correction_right_after_a_move_replaces_it(lang, fix):
    t = Table(lang)
    t.say("small", "Anna")
    t.raw(fix)
    assert t.snap["turn"] == "Ben" and t.snap["movable"]["Ben"]["angular"] == 1
    assert t.snap["movable"]["Anna"] == {"small": 3, "angular": 0, "thick": 1}


@pytest.mark.parametrize("lang,fix", [("en", "no, the angular one"), ("de", "nein, die eckige")])
def test_a_correction_without_a_question_suggests_undo(lang, fix):
    t = Table(lang)
    t.say("small", "Anna")
    t.raw("whose turn is it?" if lang == "en" else "wer ist dran?")
    assert t.raw(fix) == text(lang, "paletti-correction", player="Ben")
    assert t.snap["turn"] == "Ben" and t.snap["movable"]["Ben"]["angular"] == 1


def test_give_up_names_the_only_type_left_by_itself():
    t = Table("en", players=["Anna", "Ben"])
    for text_ in ["the thick one", "the thick one", "the angular one", "the angular one"]:
        t.raw(text_, "Anna")
        t.raw("a small one", "Ben")
    t.raw("I pushed it back", "Anna")
    assert t.snap["locked"][0]["pillar"] == "small"


def test_a_level_that_does_not_fit_asks_back_with_the_right_one():
    t = Table("en")
    reply = t.raw("I moved a small one from green", "Anna")
    assert reply == (
        "None of Anna's movable small pillars is on the green level; the lowest one is on"
        " the base plate. Is that the one?"
    )
    t.say("yes")
    assert t.snap["turn"] == "Ben"


@pytest.mark.parametrize("lang", LANGS)
def test_rejected_pillars_say_why(lang):
    t = Table(lang)
    t.say("thick", "Anna")
    t.say("thick", "Ben")
    t.say("thick", "Carla")
    reply = t.say("thick", "Anna")
    assert reply == text(
        lang, "paletti-rule-pillar-on-top", player="Anna", pillar="thick", colour=None, level="blue"
    )
    assert t.snap["turn"] == "Anna"


@pytest.mark.parametrize("lang", LANGS)
def test_undo_takes_back_a_challenge_step_by_step(lang):
    t = Table(lang)
    t.say("announce", "Anna")
    t.say("object", "Ben")
    t.say("failed")
    t.say("take-thick", "Anna", owner="Ben")
    assert t.snap["level"] == "green"
    reply = t.say("undo")
    assert reply.startswith(text(lang, "paletti-undone-remove-pillar"))
    assert t.snap["phase"] == "removal" and t.snap["removed"] == [] and t.snap["level"] == "blue"
    reply = t.say("undo")
    assert reply.startswith(text(lang, "paletti-undone-challenge-result"))
    assert t.snap["phase"] == "challenge"
    t.say("undo")
    t.say("undo")
    assert t.snap["phase"] == "normal" and t.snap["turn"] == "Anna"
    assert t.say("undo") == text(lang, "nothing-to-undo")


def test_undo_of_a_collapse_lets_the_game_go_on():
    t = Table("en")
    t.say("collapse")
    assert t.say("undo").startswith("Took back the collapse; the villa stands again.")
    assert not t.snap["finished"] and t.snap["turn"] == "Anna"


# ---- questions -----------------------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGS)
def test_questions_about_seal_level_movable_pillars_and_points(lang):
    t = Table(lang)
    assert t.say("seal") == text(
        lang, "paletti-seal-holder", holder=None, counting=False, level="blue", points={}
    )
    assert t.say("score") == text(
        lang, "paletti-scores", counting=False, level="blue", holder=None, points={}
    )
    t.to_green()
    t.say("thick", "Ben")
    t.say("small", "Carla")
    assert (
        t.say("seal")
        == {
            "en": "Ben holds the builder's seal (Ben 3, Carla 1, Anna 0).",
            "de": "Ben hat das Baumeistersiegel (Ben 3, Carla 1, Anna 0).",
        }[lang]
    )
    assert (
        t.say("score")
        == {
            "en": "Points on the green level: Ben 3, Carla 1, Anna 0. Ben holds the seal.",
            "de": "Punkte auf der grünen Ebene: Ben 3, Carla 1, Anna 0. Ben hat das Siegel.",
        }[lang]
    )
    assert (
        t.say("level")
        == {
            "en": "We're on the green level; next comes the yellow level.",
            "de": "Wir sind auf der grünen Ebene; als Nächstes kommt die gelbe Ebene.",
        }[lang]
    )
    assert (
        t.say("movable", player="Ben")
        == {
            "en": "Ben can still move 4 pillars up to the green level:"
            " 3 small, 1 angular, 0 thick.",
            "de": "Ben kann noch 4 Säulen auf die grüne Ebene ziehen:"
            " 3 kleine, 1 eckige und keine dicke.",
        }[lang]
    )


def test_my_points_and_what_i_can_move_mean_the_speaker():
    t = Table("en")
    t.to_green()
    t.say("thick", "Ben")
    assert t.raw("how many points do I have", "Ben") == (
        "Ben has 3 points on the green level; Ben holds the seal."
    )
    assert t.raw("what can I move", "Carla").startswith("Carla can still move 5 pillars")


@pytest.mark.parametrize("lang", LANGS)
def test_status_says_who_acts_in_every_phase(lang):
    t = Table(lang)
    assert "Anna" in t.say("whose")
    t.say("announce", "Anna")
    assert "Anna" in t.say("whose")
    t.say("object", "Ben")
    assert "Ben" in t.say("whose") and "Anna" in t.say("whose")
    t.say("failed")
    assert "Anna" in t.say("whose") and "Ben" in t.say("whose")
    t.say("take-thick", "Anna", owner="Ben")
    status = t.say("whose")
    assert status == text(
        lang,
        "paletti-status",
        player="Ben",
        level="green",
        counting=True,
        holder=None,
        points={"Anna": 0, "Ben": 0, "Carla": 0},
    )


QUOTED = re.compile(r"[“„]([^”“]+)[”“]")


def _states():
    """One state per phase, plus a finished one."""
    game = Paletti()
    s0 = game.new_state(PLAYERS, {})
    announced = game.apply(s0, Announce(player="Anna")).state
    challenge = game.apply(announced, Object(player="Ben")).state
    removal = game.apply(challenge, ChallengeResult(success=False)).state
    over = game.apply(s0, Collapse()).state
    return {
        "normal": s0,
        "announced": announced,
        "challenge": challenge,
        "removal": removal,
        "over": over,
    }


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("phase", ["normal", "announced", "challenge", "removal", "over"])
def test_examples_fit_the_phase_and_are_understood(lang, phase):
    state = _states()[phase]
    message = ADAPTER.examples(state)
    rendered = get_renderer(lang).render(message.id, **message.args)
    examples = QUOTED.findall(rendered)
    assert 2 <= len(examples) <= 3, rendered
    for example in examples:
        intent = get_recognizer(lang, "paletti").recognize(example, PLAYERS)
        assert intent is not None, example
        if not intent.name.startswith("Paletti"):
            continue
        ctx = Context(state=state, speaker=None, actor=state.current)
        command = ADAPTER.command_for(intent, ctx)
        if isinstance(command, Command):  # what the example reports fits this phase
            outcome = Paletti().apply(state, command)
            if isinstance(outcome, Rejection):  # only to ask back ("which pillar?")
                assert ADAPTER.ask_back(command, outcome, ctx) is not None, (example, outcome)


@pytest.mark.parametrize("lang", LANGS)
def test_unknown_sentence_suggests_what_to_say_now(lang):
    t = Table(lang)
    t.say("announce", "Anna")
    reply = t.raw("blablubb")
    assert reply.startswith(text(lang, "not-understood"))
    assert {"en": "“agreed”", "de": "„einverstanden“"}[lang] in reply


# ---- every event and rejection has words -------------------------------------------------


def _engine_ids() -> tuple[set[str], set[str], set[str]]:
    source = ENGINE.read_text(encoding="utf-8")
    events = set(re.findall(r'Event\(\s*kind="([a-z-]+)"', source))
    rules = set(re.findall(r'Rejection\(\s*rule="([a-z-]+)"', source))
    setup = set(re.findall(r'GameError\(\s*"([a-z-]+)"', source))
    return events, rules, setup | {"player-count", "duplicate-names"}


def test_the_engine_source_lists_what_we_expect():
    events, rules, setup = _engine_ids()
    assert {
        "moved",
        "locked",
        "seal",
        "announced",
        "level-added",
        "no-more-levels",
        "objection",
        "challenge-success",
        "challenge-failed",
        "removal-needed",
        "pillar-removed",
        "collapsed",
        "game-over",
        "turn",
    } <= events
    assert {"wrong-phase", "own-objection", "not-from-that-level", "no-such-pillar"} <= rules
    assert "bad-option-value" in setup


@pytest.mark.parametrize("lang", LANGS)
def test_every_event_rejection_and_setup_error_has_a_message(lang):
    renderer = get_renderer(lang)
    events, rules, setup = _engine_ids()
    for kind in events:
        assert renderer.has(f"paletti-{kind}"), kind
    for rule in rules:
        assert renderer.has(f"paletti-rule-{rule}") or renderer.has(f"rule-{rule}"), rule
    for error in setup:
        assert renderer.has(f"setup-{error}"), error
    for command in (
        Move,
        GiveUp,
        Announce,
        Accept,
        Object,
        ChallengeResult,
        RemovePillar,
        Collapse,
        AgreeEnd,
    ):
        kind = command.model_fields["kind"].default
        assert renderer.has(f"paletti-undone-{kind}"), kind


def test_every_message_the_adapter_uses_exists_in_both_languages():
    source = (ENGINE.parent.parent / "dialogue" / "paletti.py").read_text(encoding="utf-8")
    ids = set(re.findall(r'id="(paletti-[a-z-]+)"', source))
    assert {"paletti-ask-objector", "paletti-status", "paletti-movable"} <= ids
    for lang in LANGS:
        for msg_id in ids:
            assert get_renderer(lang).has(msg_id), (lang, msg_id)


def test_both_languages_have_the_same_messages():
    """Helpers (paletti-x-*) may differ, because the grammar differs; nothing else may."""
    root = ENGINE.parent.parent.parent / "locales"
    found = {}
    for lang in LANGS:
        text_ = (root / lang / "paletti.ftl").read_text(encoding="utf-8")
        found[lang] = {m for m in re.findall(r"^([a-z][a-z-]*) =", text_, re.M) if "-x-" not in m}
    assert found["en"] == found["de"]


def _random_commands(rng: random.Random, state) -> list:
    players = state.players
    who = rng.choice(players)
    pillar = rng.choice([*TYPES, None]) if rng.random() < 0.3 else rng.choice(TYPES)
    level = rng.choice([None, None, None, *range(len(LEVELS))])
    colour = rng.choice([None, None, None, None, *COLOURS, "purple"])
    current = state.current or who
    mover = current if rng.random() < 0.85 else who
    return [
        Move(player=mover, pillar=pillar or "small", from_level=level, colour=colour),
        GiveUp(player=mover, pillar=pillar or "thick", from_level=level, colour=colour),
        Announce(player=mover),
        Accept() if rng.random() < 0.3 else Accept(player=who),
        Object(player=who),
        ChallengeResult(success=rng.random() < 0.5, pillar=pillar, from_level=level, colour=colour),
        RemovePillar(
            pillar=pillar or "small",
            player=rng.choice([None, who]),
            from_level=level,
            colour=colour,
        ),
        Collapse(player=rng.choice([None, who])),
        AgreeEnd(),
        Move(player="Zoe", pillar="small"),
    ]


def test_random_games_render_every_event_and_rejection_in_both_languages():
    """Thousands of random reports: whatever the engine says, both languages can say it."""
    game = Paletti()
    rng = random.Random(2024)
    seen_events: set[str] = set()
    seen_rules: set[str] = set()
    renderers = [get_renderer(lang) for lang in LANGS]
    for round_ in range(150):
        players = [["Anna", "Ben"], PLAYERS, [*PLAYERS, "Dora"]][round_ % 3]
        options = {"previous_holder_on_own_collapse": round_ % 2 == 0}
        state = game.new_state(players, options)
        for _ in range(120):
            commands = _random_commands(rng, state)
            weights = [30, 4, 6, 5, 4, 5, 4, 0.4, 0.2, 0.5]
            command = rng.choices(commands, weights)[0]
            outcome = game.apply(state, command)
            if isinstance(outcome, Rejection):
                seen_rules.add(outcome.rule)
                for renderer in renderers:
                    msg = f"paletti-rule-{outcome.rule}"
                    renderer.render(
                        msg if renderer.has(msg) else f"rule-{outcome.rule}", **outcome.params
                    )
                ctx = Context(state=state, speaker=None, actor=state.current)
                ask = ADAPTER.ask_back(command, outcome, ctx)
                if ask is not None:
                    for renderer in renderers:
                        renderer.render(ask.question.id, **ask.question.args)
                continue
            for event in outcome.events:
                seen_events.add(event.kind)
                for renderer in renderers:
                    renderer.render(f"paletti-{event.kind}", **event.params)
            for renderer in renderers:
                for message in [
                    *ADAPTER.status(outcome.state),
                    ADAPTER.examples(outcome.state),
                    ADAPTER.scores(outcome.state, None),
                    ADAPTER.scores(outcome.state, players[0]),
                    ADAPTER.undone(command),
                ]:
                    renderer.render(message.id, **message.args)
            state = outcome.state
            if state.finished:
                break
    events, rules, _ = _engine_ids()
    assert seen_events == events
    # the rest are rare positions, rendered by test_rare_rejections_render
    assert rules - seen_rules <= {"game-over", "nothing-to-challenge", "objector-has-no-pillar"}


@pytest.mark.parametrize("lang", LANGS)
def test_rare_rejections_render(lang):
    renderer = get_renderer(lang)
    assert renderer.render("rule-game-over")
    assert "Anna" in renderer.render("paletti-rule-nothing-to-challenge", announcer="Anna")
    assert "Ben" in renderer.render("paletti-rule-objector-has-no-pillar", player="Ben")


@pytest.mark.parametrize("lang", LANGS)
def test_every_variant_has_its_own_words(lang):
    """A mistyped variant key would silently fall back to the default one."""
    r = get_renderer(lang)
    base = {"holder": "Anna", "previous": "Ben", "points": {"Anna": 3}, "leaders": ["A", "B"]}
    whys = ["leads", "took-lead", "kept-tie", "tie-among-others", "tie-no-holder", "new-level"]
    assert len({r.render("paletti-seal", why=w, **base) for w in whys}) == len(whys)
    over = {
        "winners": [],
        "holder": "Anna",
        "previous_holder": "Ben",
        "by": "Anna",
        "level": "green",
        "points": {"Anna": 3},
    }
    reasons = ["collapse", "agreed", "previous-holder"]
    assert len({r.render("paletti-game-over", reason=x, **over) for x in reasons}) == 3
    phases = ["normal", "announced", "challenge", "removal"]
    commands = ["accept", "object", "challenge-result", "remove-pillar", "move"]
    texts = {
        r.render("paletti-rule-wrong-phase", phase=p, command=c, expected=[])
        for p in phases
        for c in commands
    }
    assert len(texts) == 4 + 3  # four commands in the normal phase, one text per other phase
    for msg, arg, values in [
        ("paletti-x-level" if lang == "en" else "paletti-x-level-dat", "level", LEVELS),
        (
            "paletti-x-from-n" if lang == "en" else "paletti-x-from-n-dat",
            "from_level",
            range(len(LEVELS)),
        ),
        (
            "paletti-x-a-pillar" if lang == "en" else "paletti-x-eine-saeule",
            "pillar",
            [*TYPES, None],
        ),
    ]:
        assert len({r.render(msg, **{arg: v}) for v in values}) == len(values), msg
    kinds = ["move", "give-up", "announce", "remove-pillar"]
    ask = {"player": "Anna", "reported": "Ben", "pillar": "thick", "owner": "Carla"}
    assert len({r.render("paletti-ask-turn", kind=k, **ask) for k in kinds}) == 4


def test_setup_errors_render():
    for lang in LANGS:
        for options in ({"previous_holder_on_own_collapse": "x"}, {"nonsense": True}):
            try:
                Paletti().new_state(PLAYERS, options)
            except GameError as err:
                get_renderer(lang).render(f"setup-{err.rule}", game="paletti", **err.params)
            else:  # pragma: no cover
                raise AssertionError(options)


@pytest.mark.parametrize("lang", LANGS)
def test_the_sentence_corpus_is_big_enough(lang):
    """tests/language/<lang>/paletti.yaml is run by tests/language/test_sentences.py."""
    import yaml

    corpus = Path(__file__).parent / "language" / lang / "paletti.yaml"
    data = yaml.safe_load(corpus.read_text(encoding="utf-8"))
    assert data["game"] == "paletti"
    assert sum(len(t["sentences"]) for t in data["tests"]) >= 120
    assert len(data["no_match"]) >= 20


@pytest.mark.parametrize("lang", LANGS)
def test_recognition_is_fast(lang):
    import time

    recognizer = get_recognizer(lang, "paletti")
    sentences = [v.format(owner="Ben", player="Ben") for v in SAY[lang].values()]
    recognizer.recognize(sentences[0], PLAYERS)  # warm up
    start = time.perf_counter()
    for sentence in sentences:
        recognizer.recognize(sentence, PLAYERS)
    per_sentence = (time.perf_counter() - start) / len(sentences)
    assert per_sentence < 0.02, per_sentence


# ---- found by playing (QA round) ------------------------------------------------------------


@pytest.mark.parametrize(
    "lang,ask,other",
    [
        ("en", "the thick one from the green level", "I moved Ben's thick one"),
        ("de", "die dicke von der grünen Ebene", "ich habe Bens dicke gezogen"),
    ],
)
def test_someone_elses_pillar_does_not_answer_an_open_question(lang, ask, other):
    t = Table(lang)
    t.raw(ask, "Anna")  # asks back: the lowest thick one is on the base plate
    assert t.s.pending is not None
    reply = t.raw(other, "Anna")
    assert reply == text(lang, "paletti-wrong-owner", owner="Ben", expected="Anna", phase="normal")
    assert t.snap["turn"] == "Anna" and t.snap["movable"]["Anna"]["thick"] == 1


@pytest.mark.parametrize("lang,ok", [("en", "ok"), ("de", "ok")])
def test_ok_accepts_an_announcement_and_confirms_an_open_question(lang, ok):
    t = Table(lang)
    t.say("announce", "Anna")
    t.raw(ok, "Ben")
    assert t.snap["accepted"] == ["Ben"]
    t.raw(ok, "Carla")
    assert t.snap["level"] == "green" and t.snap["turn"] == "Ben"
    t.say("thick", "Carla")  # not Carla's turn: "did Ben move a thick pillar?"
    assert t.s.pending is not None
    t.raw(ok)
    assert t.snap["turn"] == "Carla" and t.snap["scores"]["Ben"] == 3
    assert t.raw(ok).startswith(text(lang, "not-understood"))  # nothing announced or asked
    assert t.snap["turn"] == "Carla"
    t.raw({"en": "end the game", "de": "Spiel beenden"}[lang])
    assert t.raw(ok).startswith(text(lang, "not-understood"))  # not "nothing to confirm"
    assert t.s.pending is not None and not t.snap["finished"]


def test_agreed_answers_an_open_question_in_a_normal_turn():
    t = Table("en")
    t.say("announce", "Ben")  # not Ben's turn: "does Anna announce a new level?"
    t.say("accept")
    assert t.snap["phase"] == "announced" and t.snap["announcer"] == "Anna"


@pytest.mark.parametrize("lang", LANGS)
def test_the_announcer_cannot_accept_their_own_announcement(lang):
    t = Table(lang)
    t.say("announce", "Anna")
    for key in ("accept", "next", "all-accept"):
        assert t.say(key, "Anna") == text(lang, "paletti-own-accept", announcer="Anna")
        assert t.snap["phase"] == "announced" and t.snap["level"] == "blue"
    assert t.raw({"en": "Anna agrees", "de": "Anna ist einverstanden"}[lang], "Ben") == text(
        lang, "paletti-rule-own-accept", player="Anna"
    )
    t.say("accept", "Carla")
    assert t.snap["accepted"] == ["Carla"] and t.snap["level"] == "blue"
    t.say("accept", "Ben")
    assert t.snap["level"] == "green"


@pytest.mark.parametrize(
    "lang,on_top,locked",
    [
        (
            "en",
            "Anna has no thick pillar left below the blue level; only pillars from below can"
            " move up.",
            "Ben may not move an angular pillar any more: a pillar pushed back stays locked for"
            " the rest of the game.",
        ),
        (
            "de",
            "Anna hat keine dicke Säule mehr unterhalb der blauen Ebene; nur Säulen von weiter"
            " unten können nach oben.",
            "Ben darf keine eckige Säule mehr ziehen: Eine zurückgeschobene Säule bleibt für den"
            " Rest des Spiels gesperrt.",
        ),
    ],
)
def test_rejections_about_a_single_pillar_do_not_speak_of_several(lang, on_top, locked):
    t = Table(lang)  # with three players everybody has one thick and one angular pillar
    t.say("thick", "Anna")
    push_back = {"en": "I pushed the angular one back", "de": "ich schiebe die eckige zurück"}
    t.raw(push_back[lang], "Ben")
    t.say("small", "Carla")
    assert t.say("thick", "Anna") == on_top
    t.say("small", "Anna")
    assert t.say("angular", "Ben") == locked
    removed = text(lang, "paletti-rule-pillar-removed", player="Ben", pillar="thick", colour=None)
    assert (
        removed
        == {
            "en": "Ben has no thick pillar left in the game.",
            "de": "Ben hat keine dicke Säule mehr im Spiel.",
        }[lang]
    )


@pytest.mark.parametrize(
    "lang,question,blue,red",
    [
        (
            "en",
            "how many levels are left?",
            "We're on the blue level; 4 more levels can go on: green, yellow, orange and red.",
            "We're on the red level, the last one: no further level can go on.",
        ),
        (
            "de",
            "wie viele Ebenen kommen noch?",
            "Wir sind auf der blauen Ebene; 4 Ebenen können noch dazukommen: Grün, Gelb, Orange"
            " und Rot.",
            "Wir sind auf der roten Ebene, der letzten: Es kommt keine weitere mehr dazu.",
        ),
    ],
)
def test_how_many_levels_are_left(lang, question, blue, red):
    t = Table(lang)
    assert t.raw(question) == blue
    for announcer in ["Anna", "Ben", "Carla"]:
        t.say("announce", announcer)
        t.say("all-accept")
    assert "1" not in t.raw(question) and t.snap["level"] == "orange"
    t.say("announce", "Anna")
    t.say("all-accept")
    assert t.raw(question) == red


@pytest.mark.parametrize(
    "lang,couldnt", [("en", "I couldn't"), ("de", "ich habe sie nicht rausbekommen")]
)
def test_a_failed_pull_is_a_give_up_in_a_turn_and_a_failure_in_a_challenge(lang, couldnt):
    t = Table(lang)
    reply = t.raw(couldnt, "Anna")
    assert reply == text(
        lang,
        "paletti-ask-give-up",
        player="Anna",
        pillar="small",
        small=3,
        angular=1,
        thick=1,
        total=5,
        level="blue",
    )
    t.say("yes")
    assert t.snap["locked"][0]["owner"] == "Anna" and t.snap["turn"] == "Ben"
    t.say("announce", "Ben")
    t.say("object", "Carla")
    t.raw(couldnt, "Carla")
    assert t.snap["phase"] == "removal"


@pytest.mark.parametrize(
    "lang,take", [("en", "I take the thick one from Ben"), ("de", "ich nehme die dicke von Ben")]
)
def test_the_pillar_taken_out_may_name_its_owner_after_it(lang, take):
    t = Table(lang)
    t.say("announce", "Anna")
    t.say("object", "Ben")
    t.say("failed")
    t.raw(take, "Anna")
    assert t.snap["removed"] == [{"owner": "Ben", "colour": "green", "pillar": "thick"}]
    assert t.snap["level"] == "green"


@pytest.mark.parametrize(
    "lang,start",
    [
        ("en", "let's play Villa Paletti with Anna, Ben and Carla, previous holder wins"),
        ("de", "neues Spiel Villa Paletti mit Anna, Ben und Carla, der Vorbesitzer gewinnt"),
    ],
)
def test_previous_holder_wins_starts_with_the_option(lang, start):
    t = Table(lang, start=start)
    assert t.snap["players"] == PLAYERS
    assert t.snap["options"] == {"previous_holder_on_own_collapse": True}
