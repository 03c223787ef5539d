"""Starting a table: greeting, player lists, options in the sentence, the language kept."""

from __future__ import annotations

import pytest

from referee.dialogue import Session
from referee.replies import get_renderer
from referee.store import Store


@pytest.mark.parametrize("lang", ["en", "de"])
def test_the_greeting_is_in_the_table_language(lang):
    assert Session(lang=lang).greeting().text == get_renderer(lang).render("help-no-game")


def test_the_table_language_survives_a_restart(tmp_path):
    path = tmp_path / "r.sqlite3"
    s = Session(table_id="t", lang="de", store=Store(path))
    s.handle("neues Spiel Babel mit Anna und Ben")
    s.handle("fertig")
    again = Session(table_id="t", lang="en", store=Store(path))
    assert again.lang == "de"
    assert again.offer_resume().text.startswith("Es gibt ein unterbrochenes Spiel")
    again.handle("ja")
    assert again.snapshot()["scores"]["Anna"] == 1


def test_a_stray_sentence_is_not_taken_for_the_player_list():
    s = Session()
    s.handle("new game of Babel")
    reply = s.handle("hmm let me think")
    assert reply.text.startswith("Who is playing Turmbau zu Babel?")
    assert s.snapshot()["game"] is None
    s.handle("Anna, Ben and Carla")
    assert s.snapshot()["players"] == ["Anna", "Ben", "Carla"]


@pytest.mark.parametrize(
    "lang,said",
    [
        ("en", "Der Turm with the mirror star, Anna and Ben"),
        ("de", "neues Spiel Der Turm mit dem Spiegel, Anna und Ben"),
    ],
)
def test_a_star_rule_before_the_players(lang, said):
    s = Session(lang=lang)
    s.handle(said)
    assert s.snapshot()["players"] == ["Anna", "Ben"] and s.snapshot()["star"] == "mirror"


@pytest.mark.parametrize(
    "said",
    [
        "knocked over",
        "it got knocked over",
        "someone knocked it over",
        "the tower got knocked down",
    ],
)
def test_knocked_over_in_its_passive_forms(said):
    s = Session()
    s.start("babel", ["Anna", "Ben"])
    s.handle("done")
    s.handle(said)
    assert s.snapshot()["round"] == 2


# ---- a new game said loosely: every piece spotted (referee/language/setup.py spot) ----


@pytest.mark.parametrize(
    "lang,said,speaker,game,players,options",
    [
        # a list said without commas: every word a name; with commas two words may be one
        (
            "en",
            "let's play der turm, Anna Ben and Carla, first game",
            None,
            "turm",
            ["Anna", "Ben", "Carla"],
            {"first_game": True},
        ),
        (
            "de",
            "der turm, Anna Ben und Carla, erstes spiel",
            None,
            "turm",
            ["Anna", "Ben", "Carla"],
            {"first_game": True},
        ),
        ("en", "babel with mary ann, bob and li", None, "babel", ["Mary Ann", "Bob", "Li"], {}),
        (
            "de",
            "babel mit anna lena, jonas und paula",
            None,
            "babel",
            ["Anna Lena", "Jonas", "Paula"],
            {},
        ),
        # who starts and who is youngest, said without commas
        (
            "en",
            "der turm with star rule friendly four for nina olaf and pete, pete goes first",
            None,
            "turm",
            ["Nina", "Olaf", "Pete"],
            {"star": "friendly4", "starter": "Pete"},
        ),
        (
            "de",
            "der turm mit sternregel freundliche vier für lena jonas und mia, mia fängt an",
            None,
            "turm",
            ["Lena", "Jonas", "Mia"],
            {"star": "friendly4", "starter": "Mia"},
        ),
        (
            "en",
            "babel with nina and olaf olaf is younger",
            None,
            "babel",
            ["Nina", "Olaf"],
            {"youngest": "Olaf"},
        ),
        (
            "de",
            "babel mit lena und jonas jonas ist jünger",
            None,
            "babel",
            ["Lena", "Jonas"],
            {"youngest": "Jonas"},
        ),
        # an option with words around it
        (
            "de",
            "der turm ganzer turm mit super zwei, spieler jan ole pia",
            None,
            "turm",
            ["Jan", "Ole", "Pia"],
            {"star": "super2"},
        ),
        (
            "en",
            "der turm full tower with super two, players jan ole pia",
            None,
            "turm",
            ["Jan", "Ole", "Pia"],
            {"star": "super2"},
        ),
        (
            "de",
            "volles spiel mit freundlicher vier, der turm, lena und paul",
            None,
            "turm",
            ["Lena", "Paul"],
            {"star": "friendly4"},
        ),
        (
            "en",
            "full game with the friendly four, der turm, lena and paul",
            None,
            "turm",
            ["Lena", "Paul"],
            {"star": "friendly4"},
        ),
        # a count, "vs", the speaker and "I'm …"
        ("en", "paletti for two: nina vs olaf", None, "paletti", ["Nina", "Olaf"], {}),
        ("de", "paletti zu zweit: lena gegen jonas", None, "paletti", ["Lena", "Jonas"], {}),
        ("en", "me olaf and pete, babel", "Nina", "babel", ["Nina", "Olaf", "Pete"], {}),
        ("de", "ich jonas und mia, babel", "Lena", "babel", ["Lena", "Jonas", "Mia"], {}),
        ("en", "villa paletti, me and Tom... I'm Sara", None, "paletti", ["Sara", "Tom"], {}),
        (
            "de",
            "wir wollen der turm spielen ich bin jonas und das ist mia",
            None,
            "turm",
            ["Jonas", "Mia"],
            {},
        ),
        # family words a table calls people by are names; greetings are not
        (
            "de",
            "Wir spielen Villa Paletti: Oma, Opa und Kai",
            None,
            "paletti",
            ["Oma", "Opa", "Kai"],
            {},
        ),
        (
            "de",
            "hallo schiri neues spiel babel spieler sind lena jonas und mia",
            None,
            "babel",
            ["Lena", "Jonas", "Mia"],
            {},
        ),
        (
            "en",
            "hey referee new game babel players are nina olaf and pete",
            None,
            "babel",
            ["Nina", "Olaf", "Pete"],
            {},
        ),
    ],
)
def test_a_new_game_spotted_piece_by_piece(lang, said, speaker, game, players, options):
    s = Session(lang=lang)
    s.handle(said, speaker)
    assert s.table is not None, said
    assert (s.table.game, s.table.players) == (game, players)
    assert s.table.options == options


@pytest.mark.parametrize(
    "lang,said,message",
    [
        # the full game of Der Turm without a star rule: which star? (never a first game)
        ("en", "der turm nina olaf pete full game", "setup-ask-star"),
        ("de", "der turm lena jonas mia volles spiel", "setup-ask-star"),
        # people who are no names
        ("en", "babel with nina and her boyfriend", "ask-player-names"),
        ("de", "babel mit lena und ihrem freund", "ask-player-names"),
        ("en", "babel, it's me my sister and dad", "ask-player-names"),
        ("de", "babel, ich, meine schwester und papa", "ask-player-names"),
        # no game said, or none of ours
        ("en", "new game with nina olaf and pete", "setup-which-game"),
        ("de", "neues spiel mit lena jonas und mia", "setup-which-game"),
        ("en", "start a game of monopoly with nina and olaf", "unknown-game"),
        ("de", "starte eine runde monopoly mit lena und jonas", "unknown-game"),
        # in doubt: the count disagrees, the starter plays not, Paletti's first named starts
        ("en", "villa paletti, three of us: anna, ben", "ask-players"),
        ("de", "villa paletti zu dritt: anna und ben", "ask-players"),
        ("en", "der turm with anna and ben, tom starts", "ask-players"),
        ("de", "der turm mit anna und ben, tom fängt an", "ask-players"),
        ("en", "lets do villa paletti tom ida and max, ida goes first", "ask-players"),
        ("de", "villa paletti mit tom ida und max, ida fängt an", "ask-players"),
    ],
)
def test_a_new_game_in_doubt_is_asked_never_started(lang, said, message):
    s = Session(lang=lang)
    reply = s.handle(said)
    assert s.table is None, (said, s.table)
    head = get_renderer(lang).render(message, game="x", players="x").split("“")[0][:20]
    assert reply.text.startswith(head) or message in ("ask-players", "unknown-game"), reply.text
    assert not reply.text.startswith(get_renderer(lang).render("not-understood")), reply.text


_STARTS = {
    "mirror": {
        "en": "der turm with nina olaf and pete, mirror star",
        "de": "der turm mit nina olaf und pete, spiegelstern",
    },
    "first": {
        "en": "der turm first game with nina olaf and pete",
        "de": "der turm erstes spiel mit nina olaf und pete",
    },
}


def _finished(lang: str, start: str) -> Session:
    s = Session(lang=lang)
    s.handle(_STARTS[start][lang])
    s.handle("end the game" if lang == "en" else "Spiel beenden")
    s.handle("yes" if lang == "en" else "ja")
    assert s.state is not None and s.state.finished
    return s


@pytest.mark.parametrize(
    "lang,said,game,players,options",
    [
        (
            "en",
            "same players but der turm first game",
            "turm",
            ["Nina", "Olaf", "Pete"],
            {"first_game": True},
        ),
        (
            "de",
            "gleiche spieler aber der turm erstes spiel",
            "turm",
            ["Nina", "Olaf", "Pete"],
            {"first_game": True},
        ),
        (
            "en",
            "rematch, olaf goes first",
            "turm",
            ["Nina", "Olaf", "Pete"],
            {"star": "mirror", "starter": "Olaf"},
        ),
        (
            "de",
            "revanche, olaf fängt an",
            "turm",
            ["Nina", "Olaf", "Pete"],
            {"star": "mirror", "starter": "Olaf"},
        ),
        (
            "en",
            "play again with nina olaf and rosa",
            "turm",
            ["Nina", "Olaf", "Rosa"],
            {"star": "mirror"},
        ),
        (
            "de",
            "nochmal mit nina olaf und rosa",
            "turm",
            ["Nina", "Olaf", "Rosa"],
            {"star": "mirror"},
        ),
        (
            "en",
            "once more, cant stop star this time",
            "turm",
            ["Nina", "Olaf", "Pete"],
            {"star": "cantstop"},
        ),
        (
            "de",
            "gleiche runde nochmal, diesmal mit super zwei",
            "turm",
            ["Nina", "Olaf", "Pete"],
            {"star": "super2"},
        ),
    ],
)
def test_a_rematch_changes_what_it_names(lang, said, game, players, options):
    s = _finished(lang, "mirror")
    s.handle(said)
    assert not s.state.finished and s.log == []
    assert (s.table.game, s.table.players, s.table.options) == (game, players, options)


@pytest.mark.parametrize(
    "lang,said", [("en", "rematch full game this time"), ("de", "revanche diesmal das volle spiel")]
)
def test_a_rematch_of_a_first_game_as_a_full_game_asks_for_the_star(lang, said):
    s = _finished(lang, "first")
    table = s.table
    reply = s.handle(said)
    assert s.table is table and s.state.finished  # nothing started
    assert reply.text.startswith(get_renderer(lang).render("setup-ask-star")[:20])


@pytest.mark.parametrize(
    "lang,said,yes",
    [
        ("en", "start a new game, same three of us", "yes"),
        ("de", "neues spiel, gleiche leute", "ja"),
    ],
)
def test_same_players_after_a_restart_keeps_seats_and_options(tmp_path, lang, said, yes):
    path = tmp_path / "r.sqlite3"
    s = Session(table_id="t", lang=lang, store=Store(path))
    first = "der turm with the mirror star for nina olaf and pete pete goes first"
    s.handle(
        first if lang == "en" else "der turm mit spiegelstern für nina olaf und pete, pete fängt an"
    )
    s.handle("a one, empty" if lang == "en" else "eine eins, leer")
    again = Session(table_id="t", lang=lang, store=Store(path))
    assert again.resumable()
    again.resume()
    assert again.table.options == {"star": "mirror", "starter": "Pete"}
    reply = again.handle(said)
    assert again.pending is not None and again.pending.kind == "new-game", reply.text
    assert len(again.log) == 1  # a running game is only replaced when confirmed
    again.handle(yes)
    assert again.log == [] and again.table.players == ["Nina", "Olaf", "Pete"]
    assert again.table.options == {"star": "mirror", "starter": "Pete"}


@pytest.mark.parametrize(
    "lang,said",
    [("en", "same again but tom joins"), ("de", "nochmal, aber tom spielt mit")],
)
def test_a_rematch_with_someone_joining_asks_who_plays(lang, said):
    s = _finished(lang, "mirror")
    table = s.table
    reply = s.handle(said)
    assert s.table is table and s.state.finished, reply.text
    assert s.pending is not None and s.pending.kind == "players"


@pytest.mark.parametrize(
    "lang,start,said",
    [
        ("en", "der turm with nina and olaf, mirror star", "another one: a two with one"),
        ("de", "der turm mit nina und olaf, spiegelstern", "noch eine: die zwei mit einem"),
        ("en", "der turm with nina and olaf, mirror star", "nina again, a two with one"),
        ("de", "der turm mit nina und olaf, spiegelstern", "nina nochmal, die zwei mit einem"),
    ],
)
def test_a_report_with_a_rematch_word_stays_a_report(lang, start, said):
    s = Session(lang=lang)
    s.handle(start)
    s.handle("a one, empty" if lang == "en" else "eine eins, leer")
    s.handle(said)
    assert s.pending is None or s.pending.kind != "new-game"
    assert s.last_intent != "Rematch"
