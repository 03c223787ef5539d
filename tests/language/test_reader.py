"""The tolerant reader's pieces and readings, on the real word lists in intents/<lang>/."""

from __future__ import annotations

import pytest

from referee.language.pieces import find_player, not_a_name, spot_players, tokenize
from referee.language.reader import CLEAR, THIN, get_reader

PLAYERS = ["Anna", "Ben", "Carla", "Lena", "Tom"]


@pytest.mark.parametrize(
    "lang,text,number,ordinal",
    [
        ("en", "floor 7", 7, False),
        ("en", "the seventh", 7, True),
        ("en", "the 7th", 7, True),
        ("en", "thirteen", 13, False),
        ("de", "die Sieben", 7, False),
        ("de", "der fünfte", 5, True),
        ("de", "den dritten Stock", 3, True),
        ("de", "der 5. Stock", 5, True),
        ("de", "ein Fünfer", 5, False),
        ("de", "Dreier", 3, False),
        ("de", "zwölf", 12, False),
    ],
)
def test_numbers_in_every_form(lang, text, number, ordinal):
    numbers = [t for t in tokenize(text, lang) if t.number is not None]
    assert [(t.number, t.ordinal) for t in numbers] == [(number, ordinal)]


@pytest.mark.parametrize(
    "lang,text,player,possessive",
    [
        ("en", "ben built it", "Ben", False),
        ("en", "Ben's thick one", "Ben", True),
        ("en", "anan built floor two", "Anna", False),  # a typo
        ("de", "Bens dicke", "Ben", True),
        ("de", "die dicke von Ben", "Ben", True),
        ("de", "die lena hat gebaut", "Lena", False),
    ],
)
def test_player_names_case_typo_and_possessive(lang, text, player, possessive):
    tokens = tokenize(text, lang)
    spot_players(tokens, PLAYERS, lang)
    named = [t for t in tokens if t.player]
    assert [(t.player, t.possessive) for t in named] == [(player, possessive)]


def test_a_word_that_only_looks_like_a_name_is_none():
    tokens = tokenize("bin fertig", "de")
    spot_players(tokens, ["Ben"], "de")
    assert not any(t.player for t in tokens)
    assert find_player("ben", ["Ben", "Benjamin"], "en") == "Ben"
    assert find_player("the tower fell", PLAYERS, "en") is None


@pytest.mark.parametrize(
    "lang,text,slots",
    [
        ("en", "and a one, empty", {"disk": "1", "gems": 0}),
        ("en", "now the star and it's empty", {"disk": "star", "gems": 0}),
        ("en", "uh a three two gems in it", {"disk": "3", "gems": 2}),
        ("de", "zweier, leer", {"disk": "2", "gems": 0}),
        ("de", "ne eins, da ist schon einer drin", {"disk": "1", "gems": 1}),
        ("de", "und ne dreier ohne was drin", {"disk": "3", "gems": 0}),
        ("de", "Spiegelstern, nix drin", {"disk": "star", "gems": 0}),
    ],
)
def test_der_turm_disk_and_gems(lang, text, slots):
    readings = get_reader(lang, "turm").readings(text, PLAYERS)
    reveal = [r for r in readings if r.intent.name == "TurmReveal"]
    assert reveal and reveal[0].intent.slots == slots and reveal[0].evidence == CLEAR


@pytest.mark.parametrize(
    "lang,text,intent,slots",
    [
        (
            "en",
            "big one from the base, finally",
            "PalettiMove",
            {"pillar": "thick", "from_level": 0},
        ),
        (
            "de",
            "ich zieh die dicke orange raus",
            "PalettiMove",
            {"pillar": "thick", "colour": "orange"},
        ),
        ("de", "ich schieb die kleine zurück", "PalettiGiveUp", {"pillar": "small"}),
        ("en", "tom made six", "BabelBuild", {"number": 6, "player": "Tom"}),
        ("de", "lena acht fertig", "BabelBuild", {"number": 8, "player": "Lena"}),
    ],
)
def test_pieces_in_any_order(lang, text, intent, slots):
    game = {"Palet": "paletti", "Babel": "babel"}[intent[:5]]
    best = get_reader(lang, game).readings(text, PLAYERS)[0]
    said = {k: v for k, v in best.intent.slots.items() if k != "moved"}  # a cue was said
    assert best.intent.name == intent and said == slots


def test_a_negation_outside_the_cue_never_makes_a_clear_report():
    readings = get_reader("de", "babel").readings("Lena hat noch gar nicht gebaut", PLAYERS)
    build = [r for r in readings if r.intent.name == "BabelBuild"]
    assert build and build[0].negated and build[0].evidence == THIN


def test_no_gems_is_a_count_not_a_negation():
    readings = get_reader("en", "turm").readings("a three no gems", PLAYERS)
    assert readings[0].intent.slots == {"disk": "3", "gems": 0} and not readings[0].negated


@pytest.mark.parametrize(
    "lang,name,refused",
    [
        ("en", "My Sister", True),
        ("en", "Dad", True),
        ("en", "Me", True),
        ("en", "Maddie", False),
        ("de", "Meine Schwester", True),
        ("de", "Papa", True),
        ("de", "Ich", True),
        ("de", "Pia", False),
    ],
)
def test_words_for_people_are_no_names(lang, name, refused):
    assert not_a_name(name, lang) is refused


@pytest.mark.parametrize(
    "lang,text,players,player",
    [
        ("en", "karla built three", ["Anna", "Ben", "Carla"], "Carla"),
        ("en", "benn did floor two", ["Anna", "Ben", "Carla"], "Ben"),
        ("en", "jhon four", ["John", "Kate", "Steven"], "John"),
        ("en", "sofie built the third", ["Lena", "Mark", "Sophie"], "Sophie"),
        ("en", "ana built one", ["Anna", "Ben", "Carla"], "Anna"),
        ("de", "leena hat gebaut", ["Lena", "Jonas", "Katrin"], "Lena"),
        ("de", "catrin drei", ["Lena", "Jonas", "Katrin"], "Katrin"),
        ("de", "die froni hat fünf", ["Sepp", "Vroni", "Franz"], "Vroni"),
        ("de", "da franzl hat drei", ["Sepp", "Vroni", "Franz"], "Franz"),
        ("de", "jörk hat drei", ["Uwe", "Heike", "Jörg"], "Jörg"),
    ],
)
def test_a_name_heard_or_typed_by_its_sound(lang, text, players, player):
    tokens = tokenize(text, lang)
    spot_players(tokens, players, lang)
    assert [t.player for t in tokens if t.player] == [player]


def test_a_known_word_never_sounds_like_a_name():
    tokens = tokenize("it has been built", "en")
    spot_players(tokens, ["Ben", "Anna"], "en")
    assert not any(t.player for t in tokens)
    tokens = tokenize("karla built it", "en")  # two players sound alike: nobody
    spot_players(tokens, ["Carla", "Karla"], "en")
    assert [t.player for t in tokens if t.player] == ["Karla"]
    tokens = tokenize("qarla built it", "en")  # sounds like both: neither
    spot_players(tokens, ["Carla", "Karla"], "en")
    assert not any(t.player for t in tokens)


@pytest.mark.parametrize(
    "lang,text,numbers",
    [
        ("de", "die is erst neun", [9]),  # "erst" alone is "only", no ordinal
        ("de", "die erste steht", [1]),
        ("en", "twos got nothing in it", [2]),  # a number's 's typed without the apostrophe
    ],
)
def test_words_that_are_no_numbers(lang, text, numbers):
    reader = get_reader(lang, None)
    said = [t.number for t in tokenize(reader.tidy(text), lang) if t.number is not None]
    assert said == numbers


@pytest.mark.parametrize(
    "lang,game,text",
    [
        ("en", "babel", "three and four are up"),
        ("en", "babel", "floors five to seven stand"),
        ("de", "babel", "fünf und sechs stehen"),
        ("en", "turm", "a two and a three, both empty"),
        ("de", "turm", "'ne zwei und 'ne drei, beide leer"),
        ("en", "paletti", "ben moved a small and a thick"),
        ("de", "paletti", "ben zieht zwei kleine raus"),
    ],
)
def test_several_pieces_of_one_kind_leave_every_report_thin(lang, game, text):
    readings = get_reader(lang, game).readings(text, PLAYERS)
    assert readings and all(r.evidence == THIN for r in readings if r.report)


@pytest.mark.parametrize(
    "lang,game,text",
    [
        ("en", "babel", "round two, ben's first floor is up"),
        ("de", "babel", "zweite runde, bens erster stock steht"),
        ("de", "babel", "der vierer von ben steht wie 'ne eins"),
        ("en", "babel", "eight is standing, nice one tom"),
        ("de", "turm", "vierer war nich voll, also einer rein, jetzt 'ne leere eins"),
    ],
)
def test_a_round_a_comparison_or_a_past_floor_is_no_second_report(lang, game, text):
    readings = get_reader(lang, game).readings(text, PLAYERS)
    assert any(r.report and r.evidence == CLEAR for r in readings)


@pytest.mark.parametrize(
    "lang,text,name",
    [
        ("de", "nein, ben hatte die kleine", "PalettiObject"),  # the "nein" corrects
        ("en", "no, ben's was the small one", "PalettiObject"),
    ],
)
def test_a_correction_opener_is_no_cue(lang, text, name):
    readings = get_reader(lang, "paletti").readings(text, PLAYERS)
    assert all(not (r.intent.name == name and r.cued) for r in readings)
