"""The score sheet: its numbers come from the game, its picture decodes and shows them.

Games are played for real (through ``Session.handle`` or the engine); the sheet's totals
and winners must be the snapshot's, and the PNG is checked as an image: it decodes, has a
sane size, is no blank canvas, and the names and labels were drawn in the table's language.
"""

from __future__ import annotations

import io
import random
import re
from pathlib import Path

import pytest
from PIL import Image, ImageStat

from referee.dialogue import Session
from referee.dialogue.scoresheet import Cell, Column, Row, ScoreSheet, score_sheet
from referee.frontends import scoresheet_png
from referee.frontends.scoresheet_png import render_png
from referee.games import get_game
from referee.games.babel import Build
from referee.games.babel import Collapse as BabelCollapse
from referee.games.base import EndGame, Rejection
from referee.games.paletti import (
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
    RemovePillar,
)
from referee.games.turm import EndTurn, Reveal
from referee.replies import Message, get_renderer
from referee.resources import resource_dir

LANGS = ("en", "de")


def play(lang: str, lines: list[str]) -> tuple[Session, list[bool]]:
    """A session that has heard ``lines``; the reply's score-sheet flag for each."""
    s = Session(lang=lang)
    return s, [s.handle(line).score_sheet for line in lines]


def check_picture(out) -> Image.Image:
    """The PNG decodes, has the size it claims, is phone-sized and is not a blank canvas."""
    image = Image.open(io.BytesIO(out.png))
    assert image.format == "PNG"
    assert image.size == (out.width, out.height)
    assert 600 <= out.width <= 1600 and 250 <= out.height <= 1400
    image = image.convert("RGB")
    colours = image.getcolors(maxcolors=1 << 20)
    assert colours is not None and len(colours) > 20  # text, shading, header, marks
    assert max(ImageStat.Stat(image).stddev) > 20
    return image


def check_sheet_matches(session: Session) -> ScoreSheet:
    sheet = session.score_sheet()
    snap = session.snapshot()
    assert sheet is not None and sheet.game == snap["game"]
    assert [row.player for row in sheet.rows] == snap["players"]
    assert {row.player: row.total.value for row in sheet.rows} == snap["scores"]
    assert sheet.winners == snap["winner"] and sheet.finished == snap["finished"]
    assert [row.player for row in sheet.rows if row.winner] == snap["winner"]
    for row in sheet.rows:
        assert len(row.cells) == len(sheet.columns)
    return sheet


# ---- Turmbau zu Babel ------------------------------------------------------------------

BABEL = {
    "en": [
        "new game of Babel with Anna, Ben and Carla",
        "Anna: I built the first floor",
        "done",
        "done",
        "done",
        "the tower fell",  # Ben's turn, floor 5: round 1 ends
        "done",
        "done",
        "whose turn is it?",
        "done",
        "the tower fell",  # Ben again, floor 4: round 2 ends
        "undo",
        "the tower fell",  # taken back and said again: round 2 ends again
        "done",
        "done",
        "done",
        "the tower fell",  # round 3 ends, and the game
    ],
    "de": [
        "neues Spiel Turmbau zu Babel mit Anna, Ben und Carla",
        "Anna: ich habe das erste Stockwerk gebaut",
        "fertig",
        "fertig",
        "fertig",
        "der Turm ist eingestürzt",
        "fertig",
        "fertig",
        "wer ist dran?",
        "fertig",
        "der Turm ist eingestürzt",
        "nimm das zurück",
        "der Turm ist eingestürzt",
        "fertig",
        "fertig",
        "fertig",
        "der Turm ist eingestürzt",
    ],
}
BABEL_FLAGS = [i in (5, 10, 12, 16) for i in range(len(BABEL["en"]))]

LABELS = {
    "en": {
        "babel": ["Turmbau zu Babel — final score", "Round 1", "Round 3", "Total", "Winner: Anna"],
        "turm": ["Der Turm — final score", "Start", "Round 1", "Gems in hand"],
        "paletti": ["Villa Paletti — final score", "Blue", "Green", "Yellow", "top level"],
    },
    "de": {
        "babel": [
            "Turmbau zu Babel — Endstand",
            "Runde 1",
            "Runde 3",
            "Summe",
            "Gewonnen hat Anna",
        ],
        "turm": ["Der Turm — Endstand", "Start", "Runde 1", "Steine in der Hand"],
        "paletti": ["Villa Paletti — Endstand", "Blau", "Grün", "Gelb", "oberste Ebene"],
    },
}


@pytest.mark.parametrize("lang", LANGS)
def test_babel_sheet_has_the_points_of_every_round(lang):
    s, flags = play(lang, BABEL[lang])
    assert flags == BABEL_FLAGS  # round ends and the game's end, nothing else
    sheet = check_sheet_matches(s)
    assert s.snapshot()["winner"] == ["Anna"]
    points = {row.player: [c.value for c in row.cells] for row in sheet.rows}
    # round 1: A1 B2 C3 A4, Ben fell; round 2 (Ben opens): B1 C2 A3, Ben fell;
    # round 3 (Carla opens: Ben has opened): C1 A2 B3, Carla fell
    assert points == {"Anna": [5, 3, 2], "Ben": [2, 1, 3], "Carla": [3, 2, 1]}
    for row in sheet.rows:
        assert sum(points[row.player]) == row.total.value
    fell = {
        row.player: [i for i, c in enumerate(row.cells) if "fell" in c.marks] for row in sheet.rows
    }
    assert fell == {"Anna": [], "Ben": [0, 1], "Carla": [2]}
    out = render_png(sheet, lang)
    check_picture(out)
    for text in ["Anna", "Ben", "Carla", *LABELS[lang]["babel"]]:
        assert text in out.texts, text
    assert ("4 floors" if lang == "en" else "4 Stockwerke") in out.texts


@pytest.mark.parametrize("lang", LANGS)
def test_babel_sheet_after_a_round_shows_who_leads_so_far(lang):
    s, flags = play(lang, BABEL[lang][:6])
    assert flags[-1] is True
    sheet = check_sheet_matches(s)
    assert len(sheet.columns) == 1 and sheet.winners == []
    title = get_renderer(lang).render(sheet.title.id, **sheet.title.args)
    assert (
        title
        == {"en": "Turmbau zu Babel — round 1 of 3", "de": "Turmbau zu Babel — Runde 1 von 3"}[lang]
    )
    out = render_png(sheet, lang)
    check_picture(out)
    assert title in out.texts
    assert {"en": "In the lead: Anna", "de": "Vorn liegt Anna"}[lang] in out.texts
    assert "★" not in out.texts  # nobody has won yet


def test_babel_end_by_agreement_keeps_the_unfinished_round():
    s, flags = play("en", ["new game of Babel with Anna and Ben", "done", "done", "done"])
    assert s.score_sheet().columns[0].note == Message(
        id="sheet-babel-floors", args={"floors": 3, "how": "running"}
    )
    s.handle("end the game")
    assert s.handle("yes").score_sheet is True
    sheet = check_sheet_matches(s)
    assert [c.value for c in sheet.rows[0].cells] == [4] and sheet.winners == ["Anna"]
    assert "stopped at 3" in render_png(sheet, "en").texts


def test_babel_with_five_players_and_a_thirteenth_floor():
    names = ["Anna", "Ben", "Carla", "Dmitri", "Eleonore-Sophie"]
    s = Session(lang="de")
    s.start("babel", names)
    flags = [s.handle("fertig").score_sheet for _ in range(13)]
    assert flags == [False] * 12 + [True]
    for _ in range(4):
        s.handle("der Turm ist eingestürzt")
    sheet = check_sheet_matches(s)
    assert sheet.finished and len(sheet.columns) == 5
    # floor 13 (18 points) was built by the first player (13 = 5 * 2 + 3: Carla)
    assert [c.value for c in sheet.rows[2].cells] == [3 + 8 + 18, 0, 0, 0, 0]
    out = render_png(sheet, "de")
    check_picture(out)
    assert set(names) <= set(out.texts) and "alle 13 Stockwerke" in out.texts


def test_no_game_no_sheet():
    assert Session().score_sheet() is None


# ---- Der Turm --------------------------------------------------------------------------


def turm_game(players, options, commands):
    game = get_game("turm")
    state = game.new_state(players, options)
    for command in commands:
        outcome = game.apply(state, command)
        assert not isinstance(outcome, Rejection), (command, outcome)
        state = outcome.state
    return state


def test_turm_sheet_has_the_gems_after_every_turn_and_the_last_gem_wins():
    """Six players (5 gems each, Anna starts with 7). The floors, worked out by hand:
    1a=1 1b=0 1c=0 2a=1 2b=0 3a=1 3b=0 4=1 at the start."""
    players = ["Anna", "Ben", "Carla", "Dora", "Emil", "Fritz"]
    a, b, c, d, e, f = players
    log = [
        # round 1
        Reveal(player=a, disk="2", gems=1),  # 2a=2, Anna 6
        EndTurn(player=a),
        Reveal(player=b, disk="1", gems=0),  # 1b=1, Ben 4
        Reveal(player=b, disk="1", gems=1),  # 1a is full: the tower wins, Ben takes 2 -> 6
        Reveal(player=c, disk="4", gems=1),  # 4=2, Carla 4
        Reveal(player=c, disk="3", gems=1),  # 3a=2, Carla 3
        EndTurn(player=c),
        Reveal(player=d, disk="3", gems=0),  # 3b=1, Dora 4
        EndTurn(player=d),
        Reveal(player=e, disk="2", gems=2),  # 2a is full: Emil takes 2 -> 7
        Reveal(player=f, disk="4", gems=2),  # 4=3, Fritz 4
        Reveal(player=f, disk="1", gems=0),  # 1c=1, Fritz 3
        EndTurn(player=f),
        # round 2
        Reveal(player=a, disk="1", gems=1),  # 1c is full: Anna takes 1 -> 7
        Reveal(player=b, disk="2", gems=0),  # 2b=1, Ben 5
        EndTurn(player=b),
        Reveal(player=c, disk="1", gems=0),  # Carla 2
        Reveal(player=c, disk="2", gems=0),  # Carla 1
        Reveal(player=c, disk="4", gems=3),  # Carla's last gem: she wins
    ]
    state = turm_game(players, {"first_game": True}, log)
    assert state.finished and state.winner == ["Carla"]
    sheet = score_sheet("turm", players, {"first_game": True}, log)
    assert {r.player: r.total.value for r in sheet.rows} == state.hands
    assert state.hands == {"Anna": 7, "Ben": 5, "Carla": 0, "Dora": 4, "Emil": 7, "Fritz": 3}
    assert sheet.winners == ["Carla"] and [r.winner for r in sheet.rows][2]
    cells = {r.player: [(x.value, x.marks) for x in r.cells] for r in sheet.rows}
    assert cells == {
        "Anna": [(7, []), (6, []), (7, ["bust"])],
        "Ben": [(5, []), (6, ["bust"]), (5, [])],
        "Carla": [(5, []), (3, []), (0, [])],
        "Dora": [(5, []), (4, []), (None, [])],  # the game ended before her turn
        "Emil": [(5, []), (7, ["bust"]), (None, [])],
        "Fritz": [(5, []), (3, []), (None, [])],
    }
    assert [col.label for col in sheet.columns] == [
        Message(id="sheet-start"),
        Message(id="sheet-round", args={"round": 1}),
        Message(id="sheet-round", args={"round": 2}),
    ]
    for lang in LANGS:
        out = render_png(sheet, lang)
        check_picture(out)
        assert set(players) <= set(out.texts)
        for label in LABELS[lang]["turm"]:
            assert label in out.texts
        assert {"en": "Winner: Carla", "de": "Gewonnen hat Carla"}[lang] in out.texts
        assert "↺" in out.texts and "–" in out.texts


@pytest.mark.parametrize(
    "lang,lines",
    [
        (
            "en",
            [
                "new game of Der Turm with Anna, Ben and Carla, mirror",
                "a two with one gem",
                "an empty three",
                "I stop",
                "an empty one",
                "a two with two gems",
                "a four with one gem",
                "I stop",
                "end the game",
                "yes",
            ],
        ),
        (
            "de",
            [
                "neues Spiel Der Turm mit Anna, Ben und Carla, Spiegel",
                "eine Zwei mit einem Stein",
                "eine leere Drei",
                "ich höre auf",
                "eine leere Eins",
                "eine Zwei mit zwei Steinen",
                "eine Vier mit einem Stein",
                "ich höre auf",
                "Spiel beenden",
                "ja",
            ],
        ),
    ],
)
def test_turm_through_the_session(lang, lines):
    s, flags = play(lang, lines)
    assert flags == [False] * 9 + [True]
    sheet = check_sheet_matches(s)
    assert s.snapshot()["winner"] == ["Carla"]
    cells = {r.player: [(x.value, x.marks) for x in r.cells] for r in sheet.rows}
    assert cells == {
        "Anna": [(12, []), (10, [])],
        "Ben": [(10, []), (12, ["bust"])],
        "Carla": [(10, []), (9, [])],
    }
    out = render_png(sheet, lang)
    check_picture(out)
    rule = {"en": "Star rule: Mirror.", "de": "Sternregel: Spiegel."}[lang]
    assert rule in " ".join(out.texts)
    for label in LABELS[lang]["turm"]:
        assert label in out.texts


# ---- Villa Paletti ---------------------------------------------------------------------

PALETTI = {
    "en": [
        "new game of Villa Paletti with Anna, Ben and Carla",
        "I moved the thick one",
        "I moved the thick one",
        "I moved the angular one",
        "I can't move anything else",  # Anna calls for green
        "we all agree",
        "I moved the thick one",  # Ben's thick, up from blue: Ben 3 and the seal
        "I moved the angular one",  # Carla 2
        "I moved a small one",  # Anna 1
        "I moved the angular one",  # Ben 5
        "I can't move anything else",  # Carla calls for yellow
        "we all agree",
        "I moved a small one",  # Anna 1 leads on yellow and takes the seal
        "I moved a small one",  # Ben 1: a tie, Anna keeps it
        "the villa fell",  # on Carla's turn: Anna wins
    ],
    "de": [
        "neues Spiel Villa Paletti mit Anna, Ben und Carla",
        "ich habe die dicke Säule gezogen",
        "ich habe die dicke Säule gezogen",
        "ich habe die eckige gezogen",
        "ich kann nicht mehr",
        "wir sind alle einverstanden",
        "ich habe die dicke Säule gezogen",
        "ich habe die eckige gezogen",
        "ich habe eine kleine gezogen",
        "ich habe die eckige gezogen",
        "ich kann nicht mehr",
        "wir sind alle einverstanden",
        "ich habe eine kleine gezogen",
        "ich habe eine kleine gezogen",
        "die Villa ist eingestürzt",
    ],
}


@pytest.mark.parametrize("lang", LANGS)
def test_paletti_sheet_has_every_level_and_the_seal(lang):
    s, flags = play(lang, PALETTI[lang])
    assert flags == [False] * 14 + [True]
    snap = s.snapshot()
    assert snap["finished"] and snap["level"] == "yellow"
    sheet = check_sheet_matches(s)
    assert [c.label.args["level"] for c in sheet.columns] == ["blue", "green"]
    assert sheet.total.label.args["level"] == "yellow"
    cells = {r.player: [(x.value, x.marks) for x in r.cells] for r in sheet.rows}
    # blue does not count; on green Ben held the seal when yellow went on
    assert cells == {
        "Anna": [(None, []), (1, [])],
        "Ben": [(None, []), (5, ["seal"])],
        "Carla": [(None, []), (2, [])],
    }
    assert snap["scores"] == {"Anna": 1, "Ben": 1, "Carla": 0}
    assert snap["seal"] == snap["winner"][0] == "Anna"
    assert [r.total.marks for r in sheet.rows] == [["seal"], [], []]
    out = render_png(sheet, lang)
    check_picture(out)
    for text in ["Anna", "Ben", "Carla", *LABELS[lang]["paletti"]]:
        assert text in out.texts, text
    assert "◆" in out.texts


def test_paletti_sheet_while_playing_names_the_seal_holder():
    s, _ = play("de", PALETTI["de"][:8])
    sheet = check_sheet_matches(s)
    out = render_png(sheet, "de")
    check_picture(out)
    assert "Villa Paletti — auf der grünen Ebene" in out.texts
    assert "Das Baumeistersiegel hat Ben" in out.texts and "zählt nicht" in out.texts


def test_paletti_agreement_with_nobody_holding_the_seal():
    s, flags = play("en", ["new game of Villa Paletti with Anna and Ben", "I moved a small one"])
    s.handle("nobody can move anything any more")
    assert s.handle("yes").score_sheet is True
    sheet = check_sheet_matches(s)
    assert sheet.columns == [] and sheet.winners == []
    out = render_png(sheet, "en")
    check_picture(out)
    assert "Nobody wins." in out.texts and {"Anna", "Ben"} <= set(out.texts)


# ---- random games: the sheet always agrees with the game -------------------------------


def _babel_moves(rng, state):
    p = state.current
    return [Build(player=p, floor=state.floors + 1)] * 6 + [BabelCollapse(player=p), EndGame()]


def _turm_moves(rng, state):
    p = state.current
    disks = ["0", "1", "2", "3", "4"] + ([] if state.star is None else ["star"])
    moves = [Reveal(player=p, disk=rng.choice(disks), gems=rng.randint(0, 4)) for _ in range(8)]
    return moves + [EndTurn(player=p)] * 3 + [EndGame()]


def _paletti_moves(rng, state):
    p = state.current or state.players[0]
    who = rng.choice(state.players)
    kind = rng.choice(TYPES)
    return [
        *[Move(player=p, pillar=rng.choice(TYPES)) for _ in range(6)],
        GiveUp(player=p, pillar=kind),
        Announce(player=p),
        Accept(),
        Object(player=who),
        ChallengeResult(success=rng.random() < 0.5, pillar=rng.choice([None, kind])),
        RemovePillar(pillar=kind),
        *([Collapse()] if rng.random() < 0.1 else []),
        *([AgreeEnd()] if rng.random() < 0.02 else []),
    ]


RANDOM = {
    "babel": (_babel_moves, [{}, {"youngest": "C"}]),
    "turm": (_turm_moves, [{"first_game": True}, {"star": "friendly4"}, {"star": "super2"}]),
    "paletti": (_paletti_moves, [{}, {"previous_holder_on_own_collapse": True}]),
}


@pytest.mark.parametrize("game_id", sorted(RANDOM))
def test_random_games_give_sheets_that_agree_with_the_game(game_id):
    moves, option_sets = RANDOM[game_id]
    game = get_game(game_id)
    rng = random.Random(game_id)
    for k in range(24):
        players = ["A", "B", "C", "D", "E", "F"][: rng.randint(2, game.max_players)]
        options = rng.choice([o for o in option_sets if "youngest" not in o or "C" in players])
        state = game.new_state(players, options)
        log = []
        for _ in range(rng.randint(5, 300)):
            if state.finished:
                break
            candidates = moves(rng, state)
            rng.shuffle(candidates)
            for command in candidates:
                outcome = game.apply(state, command)
                if not isinstance(outcome, Rejection):
                    log.append(command)
                    state = outcome.state
                    break
        snap = game.snapshot(state)
        sheet = score_sheet(game_id, players, options, log)
        assert {r.player: r.total.value for r in sheet.rows} == snap["scores"]
        assert sheet.winners == snap["winner"] and sheet.finished == snap["finished"]
        assert [r.player for r in sheet.rows if r.winner] == snap["winner"]
        for row in sheet.rows:
            assert len(row.cells) == len(sheet.columns)
            if game_id == "babel":
                assert sum(c.value for c in row.cells) == row.total.value
        if game_id == "turm":
            assert sum(r.cells[0].value for r in sheet.rows) == 32
        if game_id == "paletti":
            assert len(sheet.columns) == LEVELS.index(snap["level"]) - 1
        if k % 6 == 0:
            for lang in LANGS:
                check_picture(render_png(sheet, lang))


# ---- names, sizes, fonts ---------------------------------------------------------------


def test_a_long_emoji_name_is_shortened_and_does_not_break_the_picture():
    long = "🦄🎲 Prinzessin Anna-Lena " + "von und zu Übermorgen " * 3 + "👩‍👩‍👧‍👦" * 5
    long = long[:100]
    names = [long, "Ben :)", "محمد", "李小龍", "Zoë 🏰"]
    s = Session(lang="en")
    s.start("babel", names)
    for line in ["done", "done", "the tower fell"]:
        s.handle(line)
    sheet = check_sheet_matches(s)
    out = render_png(sheet, "en")
    check_picture(out)
    drawn = [t for t in out.texts if t.endswith("…") and t.startswith("🦄🎲 Prinzessin")]
    assert len(drawn) == 1 and len(drawn[0]) < len(long)
    assert set(names[1:]) <= set(out.texts)
    assert out.width <= 1000  # the name did not stretch the picture


def test_many_columns_keep_the_first_and_the_latest():
    rounds = 40
    sheet = ScoreSheet(
        game="turm",
        title=Message(id="sheet-title-turm", args={"game": "turm", "round": 41, "finished": False}),
        columns=[Column(label=Message(id="sheet-start"))]
        + [Column(label=Message(id="sheet-round", args={"round": k})) for k in range(1, rounds)],
        total=Column(label=Message(id="sheet-gems")),
        rows=[
            Row(
                player=p, cells=[Cell(value=10 + k % 7) for k in range(rounds)], total=Cell(value=3)
            )
            for p in ("Anna", "Ben")
        ],
        finished=False,
    )
    out = render_png(sheet, "de")
    check_picture(out)
    assert out.width <= scoresheet_png.MAX_TABLE + 2 * scoresheet_png.PAD
    assert {"Start", "…", "Runde 39", "Steine in der Hand"} <= set(out.texts)
    assert "Runde 1" not in out.texts


def test_without_dejavu_pillows_own_font_draws_it(monkeypatch):
    dejavu = scoresheet_png.FONTS[False]
    monkeypatch.setattr(
        scoresheet_png, "FONTS", {False: Path("/nonexistent/a.ttf"), True: Path("/no/b.ttf")}
    )
    monkeypatch.setattr(scoresheet_png, "FALLBACKS", (dejavu,))
    scoresheet_png.font.cache_clear()
    try:
        s = Session(lang="en")
        s.start("babel", ["Anna", "Ζωή"])
        s.handle("the tower fell")
        out = render_png(s.score_sheet(), "en")
        check_picture(out)
        assert {"Anna", "Ζωή", "Round 1", "Total"} <= set(out.texts)
        pieces = scoresheet_png.runs("Anna Ζωή", scoresheet_png.font(24))
        if dejavu.exists():  # Pillow's font has no Greek: the fallback draws it
            assert [(text, f.getname()[0]) for text, f in pieces] == [
                ("Anna ", "Aileron"),
                ("Ζωή", "DejaVu Sans"),
            ]
    finally:
        scoresheet_png.font.cache_clear()


# ---- the words -------------------------------------------------------------------------


def _sheet_ids(lang: str) -> set[str]:
    text = (resource_dir("locales") / lang / "scoresheet.ftl").read_text(encoding="utf-8")
    return set(re.findall(r"^([a-z][a-z0-9-]*) =", text, re.M))


def test_both_languages_have_the_same_sheet_messages():
    assert _sheet_ids("en") == _sheet_ids("de")
    assert all(i.startswith("sheet-") for i in _sheet_ids("en"))


SAMPLES = {
    "sheet-title-babel": [
        {"game": "babel", "round": 2, "rounds": 3, "finished": f} for f in (True, False)
    ],
    "sheet-title-turm": [{"game": "turm", "round": 4, "finished": f} for f in (True, False)],
    "sheet-title-paletti": [
        {"game": "paletti", "level": lv, "finished": f} for lv in LEVELS for f in (True, False)
    ],
    "sheet-subtitle-turm": [
        {"rule": r} for r in ("first", "super2", "mirror", "friendly4", "cantstop")
    ],
    "sheet-round": [{"round": 1}],
    "sheet-babel-floors": [
        {"floors": n, "how": h}
        for n in (0, 1, 7, 13)
        for h in ("complete", "fell", "stopped", "running")
    ],
    "sheet-level": [{"level": lv} for lv in LEVELS],
    "sheet-level-note": [{"note": n} for n in ("uncounted", "top")],
    "sheet-winners": [{"winners": w} for w in ([], ["Anna"], ["Anna", "Ben"])],
    "sheet-leading": [{"leaders": w} for w in (["Anna"], ["Anna", "Ben", "Carla"])],
    "sheet-seal": [{"holder": "Anna"}],
}


@pytest.mark.parametrize("lang", LANGS)
def test_every_sheet_message_renders(lang):
    r = get_renderer(lang)
    for msg_id in sorted(_sheet_ids(lang)):
        for args in SAMPLES.get(msg_id, [{}]):
            text = r.render(msg_id, **args)
            assert text and "{" not in text and "none" not in text, (msg_id, args, text)
    assert r.render("sheet-level", level="orange") == {"en": "Orange", "de": "Orange"}[lang]
    assert (
        r.render("sheet-winners", winners=["Anna", "Ben"])
        == {
            "en": "Shared win: Anna and Ben",
            "de": "Gemeinsam gewonnen haben Anna und Ben",
        }[lang]
    )
