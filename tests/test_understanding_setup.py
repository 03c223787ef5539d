"""Starting a game said loosely, and the wrong actions of heldout9 by their kind.

Through the real ``Session`` on the real templates and word lists, both languages: a new
game read from its parts when the templates miss, never with a sentence word as a player;
advice to a player is no report; a filler correction of another kind, or an undo said with
a report, is asked back.
"""

from __future__ import annotations

import pytest
from tables import table as shared_table

from referee.dialogue import Session


def table(game, lang, players, before=(), options=None):
    return shared_table(game, lang, players, options, before)


@pytest.mark.parametrize(
    "lang,text,speaker,game,players,options",
    [
        ("en", "villa paletti tom ida max", None, "paletti", ["Tom", "Ida", "Max"], {}),
        (
            "de",
            "villa paletti uwe ida max und eva",
            None,
            "paletti",
            ["Uwe", "Ida", "Max", "Eva"],
            {},
        ),
        ("en", "paletti two players tom and ida", None, "paletti", ["Tom", "Ida"], {}),
        ("de", "paletti zu zweit, uwe und ida", None, "paletti", ["Uwe", "Ida"], {}),
        (
            "en",
            "the turm first game, uh, tom ida and max",
            None,
            "turm",
            ["Tom", "Ida", "Max"],
            {"first_game": True},
        ),
        (
            "de",
            "der turm erstes spiel, uwe ida max",
            None,
            "turm",
            ["Uwe", "Ida", "Max"],
            {"first_game": True},
        ),
        (
            "en",
            "mirror star der turm tom ida max",
            None,
            "turm",
            ["Tom", "Ida", "Max"],
            {"star": "mirror"},
        ),
        (
            "en",
            "gem tower, super two star, tom and ida and max",
            None,
            "turm",
            ["Tom", "Ida", "Max"],
            {"star": "super2"},
        ),
        (
            "de",
            "der turm, volles spiel mit stern spiegel, uwe und ida",
            None,
            "turm",
            ["Uwe", "Ida"],
            {"star": "mirror"},
        ),
        (
            "en",
            "der turm, three players, tom ida and max, ida starts",
            None,
            "turm",
            ["Tom", "Ida", "Max"],
            {"starter": "Ida"},
        ),
        (
            "de",
            "der turm mit spiegelstern für uwe, ida und max, ida fängt an",
            None,
            "turm",
            ["Uwe", "Ida", "Max"],
            {"star": "mirror", "starter": "Ida"},
        ),
        (
            "en",
            "villa paletti tom and ida, with the previous holder rule",
            None,
            "paletti",
            ["Tom", "Ida"],
            {"previous_holder_on_own_collapse": True},
        ),
        (
            "de",
            "villa paletti mit der vorbesitzerregel, uwe ida",
            None,
            "paletti",
            ["Uwe", "Ida"],
            {"previous_holder_on_own_collapse": True},
        ),
        ("de", "ich und ida wollen villa paletti spielen", "Uwe", "paletti", ["Uwe", "Ida"], {}),
        (
            "en",
            "start Der Turm with the star, mirror rule, players Nora, Elif and Finn",
            None,
            "turm",
            ["Nora", "Elif", "Finn"],
            {"star": "mirror"},
        ),
        (
            "en",
            "lets do villa paletti tom ida max and eva, tom goes first",
            None,
            "paletti",
            ["Tom", "Ida", "Max", "Eva"],
            {},
        ),
    ],
)
def test_a_new_game_said_loosely(lang, text, speaker, game, players, options):
    s = Session(lang=lang)
    s.handle(text, speaker)
    assert s.table is not None, text
    assert (s.table.game, s.table.players) == (game, players)
    assert s.table.options == options


@pytest.mark.parametrize(
    "lang,text",
    [
        # Villa Paletti: the first named starts -- another starter is asked about
        ("en", "lets do villa paletti tom ida max and eva, ida goes first"),
        ("de", "villa paletti mit tom ida max und eva, ida fängt an"),
        ("en", "babel with mia and noah, tom stands on a chair"),
        ("de", "turmbau mit neun leuten"),
        ("de", "babel mit ben und emma, emma hat rote haare"),
        ("de", "starte der turm mit uwe, ida, stern"),
    ],
)
def test_a_player_list_with_sentence_words_is_asked_never_seated(lang, text):
    s = Session(lang=lang)
    reply = s.handle(text)
    assert s.table is None, (text, s.table)
    assert reply.text.rstrip().endswith(("?", ".", "”")) and s.pending is not None


@pytest.mark.parametrize(
    "lang,text",
    [("en", "me, my sister and dad"), ("de", "ich, meine Schwester und Papa")],
)
def test_people_without_names_are_asked_for_their_names(lang, text):
    s = Session(lang=lang)
    reply = s.handle(text)
    assert s.table is None
    assert reply.text.startswith(Session(lang=lang)._reply([]).text or reply.text[:3])
    assert "Anna" in reply.text  # the example of names


@pytest.mark.parametrize(
    "lang,text,game",
    [("en", "new game of chess", "chess"), ("de", "neues Spiel Schach", "Schach")],
)
def test_an_unknown_game_says_which_games_there_are(lang, text, game):
    reply = Session(lang=lang).handle(text)
    assert game.casefold() in reply.text.casefold() and "Villa Paletti" in reply.text


@pytest.mark.parametrize("lang,text", [("en", "start a game"), ("de", "wie starte ich ein Spiel")])
def test_starting_without_a_game_explains_how(lang, text):
    s = Session(lang=lang)
    reply = s.handle(text)
    assert s.last_intent == "Help" and "Villa Paletti" in reply.text


@pytest.mark.parametrize(
    "lang,text,speaker",
    [
        ("en", "ida stop pushing your luck lol", "Max"),
        ("en", "whoa careful with the roof", None),
        ("de", "ida hör lieber auf", "Max"),
        ("de", "vorsicht mit dem dach", None),
    ],
)
def test_advice_to_a_player_is_no_report(lang, text, speaker):
    before = [{"kind": "reveal", "player": "Ida", "disk": "2", "gems": 1}]
    s = table("turm", lang, ["Ida", "Max"], before)
    s.handle(text, speaker)
    assert len(s.log) == 1


@pytest.mark.parametrize(
    "lang,text", [("en", "better not push my luck, I stop"), ("de", "reicht, ich hör lieber auf")]
)
def test_ones_own_better_stop_ends_the_turn(lang, text):
    before = [{"kind": "reveal", "player": "Ida", "disk": "2", "gems": 1}]
    s = table("turm", lang, ["Ida", "Max"], before)
    s.handle(text, "Ida")
    assert s.log[-1].kind == "end-turn" or s.pending is not None


PALETTI_AGREED = [
    {"kind": "move", "player": "Kate", "pillar": "small"},
    {"kind": "move", "player": "Leo", "pillar": "thick"},
    {"kind": "move", "player": "Nora", "pillar": "angular"},
    {"kind": "announce", "player": "Kate"},
    {"kind": "accept", "player": "Leo"},
]


@pytest.mark.parametrize(
    "lang,text", [("en", "actually I object"), ("de", "moment, ich widerspreche")]
)
def test_a_filler_correction_of_another_kind_asks(lang, text):
    s = table("paletti", lang, ["Kate", "Leo", "Nora"], PALETTI_AGREED)
    s.handle(text, "Leo")
    assert s.log[-1].kind == "accept" and len(s.log) == 5
    assert s.pending is not None and s.pending.kind == "undo"


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "go back, that new level was too early"),
        ("de", "geh zurück, die neue Ebene war zu früh"),
    ],
)
def test_an_undo_said_with_a_report_asks_to_take_back(lang, text):
    before = PALETTI_AGREED[:4] + [{"kind": "accept"}]
    s = table("paletti", lang, ["Kate", "Leo", "Nora"], before)
    s.handle(text)
    assert len(s.log) == 5
    assert s.pending is not None


@pytest.mark.parametrize(
    "lang,text", [("de", "bernd hat was dagegen"), ("de", "tobias is dagegen")]
)
def test_something_against_it_objects(lang, text):
    players = ["Kate", "Bernd", "Tobias"]
    before = [
        {"kind": "move", "player": "Kate", "pillar": "small"},
        {"kind": "move", "player": "Bernd", "pillar": "thick"},
        {"kind": "move", "player": "Tobias", "pillar": "angular"},
        {"kind": "announce", "player": "Kate"},
    ]
    s = table("paletti", lang, players, before)
    s.handle(text)
    assert all(c.kind != "accept" for c in s.log)


@pytest.mark.parametrize(
    "lang,text",
    [
        ("en", "Neues Spiel Kartenturm mit Anna und Ben"),
        ("de", "new game of card tower with Anna and Ben"),
    ],
)
def test_a_new_game_in_the_other_language_never_seats_its_words(lang, text):
    s = Session(lang=lang)
    s.handle(text)
    assert s.table is not None and s.table.players == ["Anna", "Ben"]


@pytest.mark.parametrize(
    "lang,text",
    [("en", "wait no, ben's two fell actually"), ("de", "Moment, nee, bei Ben ist's eingestürzt")],
)
def test_a_weak_correction_that_names_the_report_still_replaces_it(lang, text):
    before = [
        {"kind": "build", "player": "Anna", "floor": 1},
        {"kind": "build", "player": "Ben", "floor": 2},
    ]
    s = table("babel", lang, ["Anna", "Ben", "Carla"], before)
    s.handle(text)
    assert [c.kind for c in s.log] == ["build", "collapse"]


@pytest.mark.parametrize("lang,text", [("en", "ida zero"), ("de", "ida null")])
def test_the_zero_floor_needs_no_gem_count(lang, text):
    s = table("turm", lang, ["Ida", "Max"])
    s.handle(text)
    assert s.log and s.log[-1].kind == "reveal" and s.log[-1].gems == 0


@pytest.mark.parametrize(
    "lang,text", [("de", "Kate ok, Leo ok, Nora auch ok"), ("en", "Kate ok, Leo ok, Nora ok too")]
)
def test_three_acceptors_in_one_sentence(lang, text):
    players = ["Ida", "Kate", "Leo", "Nora"]
    before = [{"kind": "move", "player": p, "pillar": "small"} for p in players] + [
        {"kind": "announce", "player": "Ida"}
    ]
    s = table("paletti", lang, players, before)
    s.handle(text)
    last = s.log[-1]
    assert last.kind == "accept" and {last.player, *last.also} == {"Kate", "Leo", "Nora"}
