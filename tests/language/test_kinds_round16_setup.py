"""The setup kinds from tuning round 16 (heldout21-23), both languages, through the real
Session: the speaker's name said in brackets ("me (ida)", "(ich = nora)") or as the chat's
tag before a colon; a speaker who is both "me" and named; a hyphenated name with a short
known part ("Ha-eun"); a game's name misheard ("babble", "there tour", "dor turm"); dialect
words around the names ("mir machet jetzt…", "d'Resi", "icke"). And what must not start a
game: a name said twice that is no speaker's, a list in doubt."""

from __future__ import annotations

import pytest
from tables import reopened, said, table

from referee.dialogue import Session
from referee.store import Store


def _started(s, text, speaker=None):
    """The game, players and options ``text`` started (None when none started)."""
    s.handle(text, speaker)
    if s.table is None:
        return None
    return s.table.game, s.table.players, s.table.options


def _asked(reply):
    return reply.text.rstrip().endswith("?") or "“yes”" in reply.text or "„ja“" in reply.text


# ---- the speaker's name: in brackets, as a tag, or said as well as "me" --------------------


@pytest.mark.parametrize(
    ("lang", "speaker", "text", "players"),
    [
        ("en", "Ida", "paletti please, otto vs me (ida)", ["Otto", "Ida"]),
        ("en", None, "babel: me (Tove), Rasmus and Quill", ["Tove", "Rasmus", "Quill"]),
        ("en", "Quill", "Quill: babel pls, me, Rasmus, Tove", ["Quill", "Rasmus", "Tove"]),
        ("en", "Tove", "babel with rasmus and me, Tove", ["Rasmus", "Tove"]),
        (
            "de",
            None,
            "wir spielen paletti, ich, jan und ute (ich = greta)",
            ["Greta", "Jan", "Ute"],
        ),
        ("de", "Ute", "Babel: Jan, Greta und ich (Ute)", ["Jan", "Greta", "Ute"]),
        ("de", "Greta", "Greta: der turm, ich, Jan, Ute, erstes Spiel", ["Greta", "Jan", "Ute"]),
    ],
)
def test_the_speaker_named_in_brackets_or_as_a_tag(lang, speaker, text, players):
    started = _started(Session(lang=lang), text, speaker)
    assert started is not None and started[1] == players


@pytest.mark.parametrize(
    ("lang", "speaker", "text"),
    [
        # a tag that is not the speaker's: no player list of the tag's name
        ("en", "Ida", "Otto: babel pls, me, Rasmus, Tove"),
        ("de", "Ute", "Greta: der turm, ich, Jan, Tove"),
    ],
)
def test_a_tag_that_is_not_the_speaker_is_not_dropped_silently(lang, speaker, text):
    s = Session(lang=lang)
    s.handle(text, speaker)
    if s.table is not None:
        assert "Otto" not in s.table.players[1:] and "Greta" not in s.table.players[1:]
        assert speaker in s.table.players


@pytest.mark.parametrize(
    ("lang", "text", "players"),
    [
        ("en", "Villa Paletti, three of us: Otto, Ha-eun, Ivo", ["Otto", "Ha-eun", "Ivo"]),
        ("de", "Villa Paletti zu dritt: Otto, Ha-eun, Ivo", ["Otto", "Ha-eun", "Ivo"]),
    ],
)
def test_a_hyphenated_name_with_a_short_known_part_stays_whole(lang, text, players):
    started = _started(Session(lang=lang), text)
    assert started is not None
    assert [p.casefold() for p in started[1]] == [p.casefold() for p in players]


@pytest.mark.parametrize(
    ("lang", "text", "game"),
    [
        ("en", "der turm mit spiegel-stern: Otto, Ivo", "turm"),
        ("de", "babel-spiel: Otto, Ivo", "babel"),
    ],
)
def test_a_hyphenated_option_or_game_is_still_split(lang, text, game):
    s = Session(lang=lang)
    s.handle(text)
    assert s.table is None or (s.table.game == game and s.table.players == ["Otto", "Ivo"])


# ---- a game's name misheard, words of a dialect ----------------------------------------------


@pytest.mark.parametrize(
    ("lang", "speaker", "text", "game", "players"),
    [
        ("en", "Pia", "uh new game babble too players me and rufus", "babel", ["Pia", "Rufus"]),
        (
            "en",
            None,
            "new game there tour players are ivo una and kai",
            "turm",
            ["Ivo", "Una", "Kai"],
        ),
        (
            "de",
            None,
            "nu, mir spieln dor turm, ronja, heiko un mats",
            "turm",
            ["Ronja", "Heiko", "Mats"],
        ),
        (
            "de",
            "Vroni",
            "Mir machet jetzt Villa Paletti, dr Eugen ond i, Vroni",
            "paletti",
            ["Eugen", "Vroni"],
        ),
        (
            "de",
            "Kalle",
            "Villa Paletti mit Bodo und Uschi, und icke bin ooch dabei",
            "paletti",
            ["Bodo", "Uschi", "Kalle"],
        ),
    ],
)
def test_misheard_game_names_and_dialect_words(lang, speaker, text, game, players):
    started = _started(Session(lang=lang), text, speaker)
    assert started is not None and started[:2] == (game, players)


def test_an_elided_article_before_a_name_is_no_part_of_it():
    s = Session(lang="de")
    s.handle("Babel: d'Vroni, da Sepp und d'Resi. D'Resi is de Jüngste.", None)
    # "da" stays unread: nothing may start with a wrong list
    assert s.table is None or s.table.players == ["Vroni", "Sepp", "Resi"]
    s = Session(lang="de")
    started = _started(s, "Babel mit d'Vroni, Sepp und d'Resi. D'Resi is de Jüngste.")
    assert started == ("babel", ["Vroni", "Sepp", "Resi"], {"youngest": "Resi"}) or (
        started is not None and started[1] == ["Vroni", "Sepp", "Resi"]
    )


# ---- what must not start a game -------------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "speaker", "text"),
    [
        ("en", "Otto", "babel with ivo and ivo"),  # the same name twice: asked
        ("en", None, "babel, kwame vs me (astrid)"),  # no speaker: still read (Astrid is me)
        ("de", "Ute", "Babel mit Jan und Jan"),
    ],
)
def test_a_name_twice_is_asked_unless_it_is_the_speaker(lang, speaker, text):
    s = Session(lang=lang)
    reply = s.handle(text, speaker)
    if s.table is not None:
        assert len(set(s.table.players)) == len(s.table.players)
        assert "astrid" in text
    else:
        assert _asked(reply) or reply.text


def test_a_new_game_said_while_one_runs_asks_first():
    s = table(
        "babel", "en", ["Nora", "Felix"], before=[{"kind": "build", "player": "Nora", "floor": 1}]
    )
    before, after, reply = said(s, "Felix: new game babble, me and rufus", "Felix")
    assert after == before and s.table.game == "babel" and s.table.players == ["Nora", "Felix"]


# ---- after a restart -------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_game_started_with_a_bracketed_name_survives_a_restart(tmp_path, lang):
    path = tmp_path / "s.sqlite3"
    s = Session(table_id="t", lang=lang, store=Store(path))
    if lang == "en":
        s.handle("paletti pls, otto vs me (ida)", None)
        s.handle("Otto moved a small pillar", "Otto")
    else:
        s.handle("wir spielen paletti, ich und otto (ich = ida)", None)
        s.handle("Ida hat eine kleine Säule gezogen", "Ida")
    assert s.table is not None and len(s.log) == 1
    again = reopened(path, lang)
    assert again.table.players == s.table.players
    assert [c.model_dump() for c in again.log] == [c.model_dump() for c in s.log]


# ---- a star rule told by what it does --------------------------------------------------------


@pytest.mark.parametrize(
    ("lang", "text", "star"),
    [
        ("en", "der turm with the star where empty means two, players ivo and una", "super2"),
        (
            "en",
            "the tower game, star where the one with the most gems puts one in: ivo, una",
            "friendly4",
        ),
        ("en", "der turm, the star holds as many as you have in your hand. ivo, una", "mirror"),
        ("en", "der turm with the star where you must keep going, ivo and una", "cantstop"),
        ("de", "Der Turm mit Stern: leer heißt zwei rein. Spieler: Ivo, Una", "super2"),
        (
            "de",
            "der turm mit dem stern wo der mit den meisten steinen einen reinlegt spieler ivo, una",
            "friendly4",
        ),
        ("de", "Der Turm, beim Stern so viele wie man in der Hand hat. Ivo, Una", "mirror"),
        ("de", "Turm mit Stern – wo man weitermachen muss. Mit Ivo und Una.", "cantstop"),
    ],
)
def test_a_star_rule_told_by_what_it_does(lang, text, star):
    started = _started(Session(lang=lang), text)
    assert started == ("turm", ["Ivo", "Una"], {"star": star})


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "der turm with the star, not the one where empty means two, ivo and una"),
        ("en", "der turm, star where empty means two or the most gems one, ivo, una"),
        ("de", "der turm mit stern, nicht der wo leer zwei heißt, ivo und una"),
        ("de", "der turm mit dem stern wo leer zwei heißt oder die meisten, ivo, una"),
        ("de", "Der Turm, volle Version mit Stern, volle, Ivo, Una"),
    ],
)
def test_a_star_told_with_a_denial_or_two_rules_is_not_started(lang, text):
    s = Session(lang=lang)
    s.handle(text)
    assert s.table is None or (s.table.players == ["Ivo", "Una"] and "star" not in s.table.options)


def test_words_after_the_told_star_that_may_be_names_are_kept():
    s = Session(lang="en")
    s.handle("der turm with the star where empty means two ivo una and kai")
    assert s.table is None or s.table.players == ["Ivo", "Una", "Kai"]


# ---- family words, groups and "me" with a name ----------------------------------------------


@pytest.mark.parametrize(
    ("lang", "speaker", "text", "players"),
    [
        (
            "en",
            "Ruby",
            "gran, me and the kids, Ivo and Una: paletti please",
            ["Gran", "Ruby", "Ivo", "Una"],
        ),
        ("en", "Ruby", "me, Nan and Grandpa are playing babel", ["Ruby", "Nan", "Grandpa"]),
        ("en", "Ken", "Una and I would like a game of babel, just the two of us", ["Una", "Ken"]),
        (
            "en",
            "Ken",
            "babel, five of us: Ivo, Una, Kai, Ola and me, Ken.",
            ["Ivo", "Una", "Kai", "Ola", "Ken"],
        ),
        (
            "en",
            "Ken",
            "new game of der turm me ivo and una, the short version",
            ["Ken", "Ivo", "Una"],
        ),
        ("en", "Ken", "/newgame babel: Ivo, Una, me", ["Ivo", "Una", "Ken"]),
        (
            "de",
            "Rosi",
            "Oma, ich und die Kinder, Ivo und Una: Paletti bitte",
            ["Oma", "Rosi", "Ivo", "Una"],
        ),
        ("de", None, "wir spielen babel zu zweit ich jonas und mein bruder ivo", ["Jonas", "Ivo"]),
        (
            "de",
            "Ken",
            "Babel zu fünft: Ivo, Una, Kai, Ola und ich, Ken.",
            ["Ivo", "Una", "Kai", "Ola", "Ken"],
        ),
    ],
)
def test_family_words_groups_and_the_speaker_named(lang, speaker, text, players):
    started = _started(Session(lang=lang), text, speaker)
    assert started is not None and started[1] == players


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "babel: gran, me and the kids, Ivo, Una and Kai"),  # kids and three more names?
        ("en", "me and grandpa ivo are playing babel"),  # Grandpa Ivo, or Grandpa and Ivo?
        ("de", "Babel: Oma, ich und die Kinder, Ivo, Una und Kai"),
    ],
)
def test_a_group_that_may_be_more_people_is_asked(lang, text):
    s = Session(lang=lang)
    reply = s.handle(text, "Rosi")
    assert s.table is None
    assert _asked(reply) or reply.text


# ---- said of oneself: "im younger", "I start"; a name said of an option ----------------------


@pytest.mark.parametrize(
    ("lang", "text", "option"),
    [
        ("en", "babel please, me and Ivo, im younger so i go first", {"youngest": "Dana"}),
        ("en", "der turm, me, ivo and una, and i start", {"starter": "Dana"}),
        ("de", "Babel bitte, ich und Ivo, ich bin jünger", {"youngest": "Dana"}),
        ("de", "Der Turm: ich, Ivo und Una, ich fange an", {"starter": "Dana"}),
    ],
)
def test_who_starts_said_of_oneself(lang, text, option):
    started = _started(Session(lang=lang), text, "Dana")
    assert started is not None and started[0] in ("babel", "turm")
    assert started[1][0] == "Dana"
    assert all(started[2].get(k) == v for k, v in option.items())


@pytest.mark.parametrize(
    ("lang", "text"),
    [("en", "babel, ivo and una, and i start"), ("de", "Babel mit Ivo und Una, ich fange an")],
)
def test_i_start_from_someone_not_in_the_list_is_asked(lang, text):
    s = Session(lang=lang)
    s.handle(text, "Dana")
    assert s.table is None


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_rematch_where_i_start_seats_the_speaker_first(lang):
    first = [{"kind": "reveal", "player": "Ivo", "disk": "1", "gems": 0}]
    s = table("turm", lang, ["Ivo", "Una", "Kai"], {"first_game": True}, before=first)
    text = (
        "same again, but I start" if lang == "en" else "nochmal, gleiche Leute, aber ich fange an"
    )
    before, after, reply = said(s, text, "Una")
    assert after == before and _asked(reply)  # a game runs: asked first
    said(s, "yes" if lang == "en" else "ja", "Una")
    assert s.table.options == {"first_game": True, "starter": "Una"}
    assert s.table.players == ["Ivo", "Una", "Kai"] and s.log == []


@pytest.mark.parametrize(
    ("lang", "text", "players"),
    [
        ("en", "der turm, first time for Ivo, players: me, Ivo, Una", ["Dana", "Ivo", "Una"]),
        ("de", "Der Turm, erstes Mal für Ivo. Spieler: ich, Ivo, Una", ["Dana", "Ivo", "Una"]),
        ("en", "new game: babel, players jo, ivo and una", ["Jo", "Ivo", "Una"]),
        ("de", "neues Spiel: Babel, Spieler jo, Ivo und Una", ["Jo", "Ivo", "Una"]),
    ],
)
def test_a_name_said_of_an_option_and_a_known_word_opening_the_list(lang, text, players):
    started = _started(Session(lang=lang), text, "Dana")
    assert started is not None and started[1] == players


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "der turm, first time for ivo, una and kai"),  # does Ivo play?
        ("en", "turm with the mirror star, me grandma and grandpa"),  # no commas: who?
        ("de", "Babel mit Anna, Ben und mei"),  # "mei" closes the list: a name or a filler?
        ("de", "Der Turm, erstes Mal für Ivo, Una und Kai"),
    ],
)
def test_a_list_that_may_hide_a_player_is_asked(lang, text):
    s = Session(lang=lang)
    reply = s.handle(text, "Dana")
    assert s.table is None
    assert _asked(reply) or reply.text


@pytest.mark.parametrize("lang", ["en", "de"])
def test_starting_over_while_a_game_runs_asks_first(lang):
    s = table(
        "babel",
        lang,
        ["Ivo", "Una", "Kai"],
        before=[{"kind": "build", "player": "Ivo", "floor": 1}],
    )
    text = (
        "this one's a mess, let's start over, fresh game of babel, same three of us"
        if lang == "en"
        else "das ist verkorkst, nochmal von vorn, neues Spiel Babel, gleiche Leute"
    )
    before, after, reply = said(s, text, "Kai")
    assert after == before and _asked(reply)
    said(s, "yes" if lang == "en" else "ja", "Kai")
    assert s.table.players == ["Ivo", "Una", "Kai"] and s.log == []
