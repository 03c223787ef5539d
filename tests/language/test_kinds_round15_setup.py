"""The new-game kinds of tuning round 15 (setup), both languages, through the real Session:
a star rule in another word form, a comma list with two-word names and titles ("Opa
Günther"), a person named after their description ("my brother Sam"), polite and chat
words around the game, a new game said in full while a game runs (asked first), a game's
name the templates read inside a word -- and what must not happen: no player made of
"me", "my sister" or "und", no first game when the star was said."""

from __future__ import annotations

import pytest
from tables import built, reopened, said, table

from referee.dialogue import Session
from referee.store import Store


def started(lang, text, speaker=None):
    """A fresh session after ``text``: (session, reply)."""
    s = Session(lang=lang)
    reply = s.handle(text, speaker)
    return s, reply


def seated(s):
    return (s.table.game, s.table.players, s.table.options) if s.table else None


# ---- a star rule said in another word form ---------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "star"),
    [
        ("de", "Der Turm mit dem freundlichen Stern, Wanda und Kurt", "friendly4"),
        ("de", "turm mit freundlicher sternregel für wanda und kurt", "friendly4"),
        ("de", "der turm, gespiegelter stern, wanda und kurt", "mirror"),
        ("en", "der turm with the friendly star, wanda and kurt", "friendly4"),
        ("en", "der turm, mirrored star, wanda and kurt", "mirror"),
        ("en", "der turm for wanda and kurt, we chose cant stop for the star", "cantstop"),
        ("de", "der turm für wanda und kurt, für den stern nehmen wir die spiegelregel", "mirror"),
    ],
)
def test_a_star_rule_in_another_word_form_is_the_option(lang, text, star):
    s, _ = started(lang, text)
    assert seated(s) == ("turm", ["Wanda", "Kurt"], {"star": star})


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "der turm mit dem lustigen stern, wanda und kurt"),
        ("de", "der turm mit stern, wanda und kurt"),
        ("en", "der turm with the silly star, wanda and kurt"),
    ],
)
def test_a_star_said_but_not_read_is_never_a_first_game(lang, text):
    s, reply = started(lang, text)
    assert s.table is None  # asked: which star, or who plays -- never 9 floors, no star
    assert reply.text.rstrip().endswith("?") or s.pending is not None


# ---- a comma list: two-word names, titles ------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "players"),
    [
        ("en", "babel pls: tom, edda, jun hao", ["Tom", "Edda", "Jun Hao"]),
        ("de", "babel bitte: tom, edda, jun hao", ["Tom", "Edda", "Jun Hao"]),
        ("en", "paletti with Grandpa Otto, Edda and Tom", ["Grandpa Otto", "Edda", "Tom"]),
        ("de", "paletti mit tom, tante erna und edda", ["Tom", "Tante Erna", "Edda"]),
        ("de", "villa paletti: edda, onkel bert und oma lise", ["Edda", "Onkel Bert", "Oma Lise"]),
    ],
)
def test_a_comma_list_keeps_two_word_names_together(lang, text, players):
    s, _ = started(lang, text)
    assert seated(s) == ("paletti" if "paletti" in text else "babel", players, {})


@pytest.mark.parametrize(
    ("lang", "text", "players"),
    [
        ("de", "wir spielen babel, oma lina max und tom", ["Oma", "Lina", "Max", "Tom"]),
        ("en", "babel with anna, ben carla and dave", ["Anna", "Ben", "Carla", "Dave"]),
    ],
)
def test_without_a_comma_around_them_the_words_stay_names_each(lang, text, players):
    s, _ = started(lang, text)
    assert seated(s) == ("babel", players, {})


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "paletti, me and grandma edda"), ("de", "paletti, ich und opa kurt")],
)
def test_a_title_and_a_name_without_commas_is_asked(lang, text):
    s, _ = started(lang, text, "Zoe")
    assert s.table is None and s.pending is not None  # one person, or two?


# ---- a person named after their description ---------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "players"),
    [
        ("en", "babel, me and my cousin Priya", ["Zoe", "Priya"]),
        ("en", "let's play paletti: my neighbour Hans Weber and me", ["Hans Weber", "Zoe"]),
        ("de", "babel, ich und meine Cousine Priya", ["Zoe", "Priya"]),
        ("de", "paletti mit meinem Nachbarn Hans Weber und mir", ["Hans Weber", "Zoe"]),
        ("en", "babel with the kids ida finn and juno", ["Ida", "Finn", "Juno"]),
        ("de", "der turm, erstes spiel: ich und die drei Kinder Ida, Finn und Juno", None),
    ],
)
def test_a_description_before_a_name_is_that_person(lang, text, players):
    s, _ = started(lang, text, "Zoe")
    if players is None:  # a group before the names: each of them plays
        assert seated(s) == ("turm", ["Zoe", "Ida", "Finn", "Juno"], {"first_game": True})
    else:
        assert seated(s)[:2] == ("paletti" if "paletti" in text else "babel", players)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "babel, me, my sister and Priya"),
        ("en", "paletti with my brother, and Priya"),
        ("de", "babel, ich, meine Schwester und Priya"),
        ("de", "paletti mit meinem Bruder, und Priya"),
    ],
)
def test_a_description_alone_makes_no_player(lang, text):
    s, _ = started(lang, text, "Zoe")
    assert s.table is None  # "my sister", "meine Schwester", "und" are nobody's name
    assert all(
        p.casefold() not in ("me", "my sister", "und", "ich", "meine schwester", "and")
        for p in (s.pending.players if s.pending else [])
    )


# ---- polite and chat words around a new game ---------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "game", "players", "options"),
    [
        (
            "de",
            "Guten Morgen! Wir würden gerne Turmbau zu Babel spielen, zu dritt: Ute, Kai und "
            "Lars. Die Kleinste ist Ute.",
            "babel",
            ["Ute", "Kai", "Lars"],
            {"youngest": "Ute"},
        ),
        (
            "de",
            "Hallo, diesmal gerne Villa Paletti, Reihenfolge: Ute, Kai, Lars",
            "paletti",
            ["Ute", "Kai", "Lars"],
            {},
        ),
        (
            "en",
            "Thank you! Could you start a new game of Villa Paletti for Ute, Kai and Lars? "
            "Ute will begin.",
            "paletti",
            ["Ute", "Kai", "Lars"],
            {},
        ),
        (
            "en",
            "okay babel, three of us ute kai lars in that order",
            "babel",
            ["Ute", "Kai", "Lars"],
            {},
        ),
        (
            "de",
            "neues spiel willa paletti mit ute und kai",
            "paletti",
            ["Ute", "Kai"],
            {},
        ),
    ],
)
def test_polite_words_around_a_new_game(lang, text, game, players, options):
    s, _ = started(lang, text)
    assert seated(s) == (game, players, options)


@pytest.mark.parametrize(
    ("lang", "text", "players"),
    [
        (
            "en",
            "babel with Ike, Noor, Mei and Ruth. Mei is the youngest.",
            ["Ike", "Noor", "Mei", "Ruth"],
        ),
        ("de", "babel: ike, noor, jo. jo ist die jüngste", ["Ike", "Noor", "Jo"]),
    ],
)
def test_a_known_word_listed_as_a_name_is_the_youngest(lang, text, players):
    s, _ = started(lang, text)
    assert seated(s)[:2] == ("babel", players)
    assert s.snapshot()["turn"] == ("Mei" if lang == "en" else "Jo")


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("de", "neues spiel der turmbau mit ute kai und lars"),
        ("de", "neues spiel turm bau zu babel mit ute kai und lars"),
    ],
)
def test_a_game_name_inside_a_word_is_not_another_game(lang, text):
    s, _ = started(lang, text)
    assert seated(s) == ("babel", ["Ute", "Kai", "Lars"], {})


# ---- a new game said in full while a game runs: asked first -----------------------------

B3 = ["Nora", "Felix", "Ida"]


@pytest.mark.parametrize(
    ("lang", "text", "game", "players"),
    [
        (
            "de",
            "komm, lass uns neu anfangen, paletti mit ute kai und lars",
            "paletti",
            ["Ute", "Kai", "Lars"],
        ),
        ("de", "äh neues spiel bitte, der turm erstes spiel ute kai", "turm", ["Ute", "Kai"]),
        (
            "en",
            "hang on lets switch to paletti ute kai and lars",
            "paletti",
            ["Ute", "Kai", "Lars"],
        ),
        ("en", "wait lets restart der turm first game with ute and kai", "turm", ["Ute", "Kai"]),
    ],
)
def test_a_new_game_said_in_full_mid_game_is_asked_then_started(lang, text, game, players):
    s = table("babel", lang, B3, before=built(B3, 2), just=False)
    before, after, reply = said(s, text)
    assert after == before and s.table.game == "babel"  # nothing applied yet: asked
    assert s.pending is not None and s.pending.kind == "new-game"
    assert (s.pending.game, s.pending.players) == (game, players)
    said(s, "ja" if lang == "de" else "yes")
    assert s.table.game == game and s.table.players == players and s.log == []


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "wait lets switch to paletti, felix has to go"),
        ("de", "nochmal paletti aber nur nora und ida, felix hat keine lust mehr"),
    ],
)
def test_a_half_said_new_game_mid_game_changes_nothing(lang, text):
    s = table("babel", lang, B3, before=built(B3, 2), just=False)
    before, after, _ = said(s, text)
    assert after == before and s.table.game == "babel" and s.table.players == B3
    assert not (s.pending and s.pending.kind == "new-game" and s.pending.players)


# ---- after a restart -------------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "players"),
    [
        (
            "de",
            "der turm! ich, tante erna und papa, mit dem gespiegelten stern",
            ["Zoe", "Tante Erna", "Papa"],
        ),
        (
            "en",
            "der turm: me, grandma edda and tom, with the friendly star",
            ["Zoe", "Grandma Edda", "Tom"],
        ),
    ],
)
def test_titles_and_a_star_word_form_survive_a_restart(tmp_path, lang, text, players):
    path = tmp_path / "r.sqlite3"
    s = Session(table_id="t", lang=lang, store=Store(path))
    s.handle(text, "Zoe")
    star = "mirror" if lang == "de" else "friendly4"
    assert seated(s) == ("turm", players, {"star": star})
    again = reopened(path, lang)
    assert again.table.players == players and again.table.options == {"star": star}
    assert again.snapshot()["turn"] == "Zoe"


# ---- Babel: who is youngest, said at the table ------------------------------------------

B4 = ["Ayla", "Kemal", "Fenja", "Tobias"]


@pytest.mark.parametrize(
    ("lang", "text", "speaker", "opener"),
    [
        ("en", "ok im the youngest here so i go first", "Fenja", "Fenja"),
        ("en", "tobias is the youngest at the table so he opens", "Ayla", "Tobias"),
        ("de", "Bei uns ist Tobias der Jüngste, also fängt er an.", "Ayla", "Tobias"),
        ("de", "hier ist fenja die kleinste, also darf sie als erste bauen", "Ayla", "Fenja"),
        ("en", "fenja's younger", "Ayla", "Fenja"),
        ("de", "fenja ist jünger", "Ayla", "Fenja"),
    ],
)
def test_the_youngest_said_at_the_table_opens(lang, text, speaker, opener):
    s = table("babel", lang, B4)
    _, after, _ = said(s, text, speaker)
    assert [c.model_dump() for c in after] == [{"kind": "opener", "player": opener}]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "hmm kemal isnt the youngest after all, tobias is younger"),
        ("de", "ach nee, kemal is gar nicht der jüngste, tobias is jünger"),
    ],
)
def test_a_denied_youngest_and_a_younger_one_replaces_the_opener(lang, text):
    s = table("babel", lang, B4, before=[{"kind": "opener", "player": "Kemal"}])
    _, after, _ = said(s, text, "Ayla")
    assert [c.model_dump() for c in after] == [{"kind": "opener", "player": "Tobias"}]


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "so the youngest is... is it Fenja or Tobias, no idea"),
        ("de", "die jüngste ist ähm fenja oder tobias, keine ahnung"),
    ],
)
def test_two_names_to_choose_from_open_nothing(lang, text):
    s = table("babel", lang, B4)
    before, after, _ = said(s, text, "Ayla")
    assert after == before
