"""Whole Villa Paletti games through ``referee replay`` in a real process, English and German.

Every number below was worked out by hand from the rules (RULES-SPEC.md, "Villa Paletti"):
three players own blue (Anna), green (Ben) and yellow (Carla); orange is neutral. Each colour
has 3 small (1 point), 1 angular (2) and 1 thick (3) pillar, all on the base plate at the start
with blue on top. Points count on the top level from green on.
"""

from __future__ import annotations

from conftest import TRANSCRIPTS, run_replay

PALETTI_KEYS = {
    "game",
    "lang",
    "players",
    "turn",
    "finished",
    "winner",
    "scores",
    "level",
    "seal",
    "removed",
    "locked",
}


def _replay(name: str) -> tuple[list[str], list[dict]]:
    lines = (TRANSCRIPTS / name).read_text(encoding="utf-8").splitlines()
    return lines, run_replay(lines)


def _table(out: list[dict]) -> list[tuple]:
    """(level, seal, turn, scores as a tuple in seating order) after every line."""
    return [
        (
            r["state"]["level"],
            r["state"]["seal"],
            r["state"]["turn"],
            tuple(r["state"]["scores"][p] for p in ("Anna", "Ben", "Carla")),
        )
        for r in out
    ]


def test_whole_english_game():
    lines, out = _replay("paletti_en.jsonl")
    assert len(out) == len(lines) - 1  # the header line gives no output
    for record in out:
        assert set(record) == {"text", "intent", "reply", "state"}
        assert PALETTI_KEYS <= set(record["state"])
        assert record["state"]["game"] == "paletti" and record["state"]["lang"] == "en"
    assert [r["intent"] for r in out] == [
        "PalettiMove",
        "PalettiMove",
        "PalettiGiveUp",
        "PalettiMove",  # "the small one" completes the open give-up question
        "PalettiAnnounce",
        "PalettiNextLevel",  # Ben agrees ("ok, next level"); Carla still to answer
        "PalettiAccept",
        "PalettiMove",
        "PalettiMove",
        "PalettiMove",
        "PalettiMove",  # Carla reports on Ben's turn: asked back
        "Yes",
        "PalettiSeal",
        "PalettiNextLevel",
        "PalettiObject",
        "PalettiChallenge",
        "PalettiMove",  # which pillar the objector moved
        "PalettiAnnounce",
        "PalettiObject",
        "PalettiChallenge",
        "PalettiRemove",
        "PalettiMove",
        "Scores",
        "PalettiMove",
        "Undo",
        "PalettiMove",
        "PalettiCollapse",
    ]
    blue, green, yellow = "blue", "green", "yellow"
    assert _table(out) == [
        (blue, None, "Ben", (0, 0, 0)),  # Anna: thick up; blue does not count
        (blue, None, "Carla", (0, 0, 0)),  # Ben: small from the base
        (blue, None, "Carla", (0, 0, 0)),  # which pillar was pushed back?
        (blue, None, "Anna", (0, 0, 0)),  # Carla's small one locked on the base plate
        (blue, None, "Anna", (0, 0, 0)),  # Anna announces green
        (blue, None, "Anna", (0, 0, 0)),  # Ben agrees: Carla still has to answer
        (green, None, "Ben", (0, 0, 0)),  # Carla too: green goes on, Ben after Anna
        (green, "Ben", "Carla", (0, 2, 0)),  # Ben's angular: 2, leads alone
        (green, "Carla", "Anna", (0, 2, 3)),  # Carla's thick: 3 > 2, takes the seal
        (green, "Carla", "Ben", (1, 2, 3)),  # Anna's small: 1
        (green, "Carla", "Ben", (1, 2, 3)),  # asked back, nothing changed
        (green, "Carla", "Carla", (1, 3, 3)),  # yes: Ben's small, 3 = 3, holder keeps
        (green, "Carla", "Carla", (1, 3, 3)),
        (green, "Carla", "Carla", (1, 3, 3)),  # Carla announces yellow
        (green, "Carla", "Carla", (1, 3, 3)),  # Anna objects
        (green, "Carla", "Carla", (1, 3, 3)),  # which of Carla's pillars?
        (green, "Carla", "Anna", (1, 3, 3)),  # success: Carla's angular out, no level
        (green, "Carla", "Anna", (1, 3, 3)),  # Anna announces yellow
        (green, "Carla", "Anna", (1, 3, 3)),  # Ben objects
        (green, "Carla", "Anna", (1, 3, 3)),  # failed: Anna must take one of Ben's
        (yellow, "Carla", "Ben", (0, 0, 0)),  # Ben's thick out, yellow on, all at 0
        (yellow, "Ben", "Carla", (0, 1, 0)),  # Ben's small from blue: 1 leads alone
        (yellow, "Ben", "Carla", (0, 1, 0)),
        (yellow, "Ben", "Anna", (0, 1, 1)),  # Carla's small: tie, Ben keeps
        (yellow, "Ben", "Carla", (0, 1, 0)),  # undone
        (yellow, "Carla", "Anna", (0, 1, 3)),  # Carla's thick from green: 3 leads
        (yellow, "Carla", None, (0, 1, 3)),  # the villa fell
    ]
    replies = [r["reply"] for r in out]
    assert replies[5] == "Ben agrees — Carla, do you agree as well, or do you object?"
    assert out[5]["state"]["accepted"] == ["Ben"] and out[6]["state"]["accepted"] == []
    assert replies[2].startswith("Carla, which pillar did you push back? If it was a small pillar")
    assert "Carla pushed the small yellow pillar back" in replies[3]
    assert "Ben leads and takes the builder's seal." in replies[7]
    assert "Carla takes the lead and the seal from Ben." in replies[8]
    assert replies[10] == "It's Ben's turn, not Carla's. Ben, did you move a small pillar?"
    assert "a tie takes nothing away: Carla keeps the seal" in replies[11]
    assert replies[12] == "Carla holds the builder's seal (Ben 3, Carla 3, Anna 1)."
    assert replies[15] == (
        "Which of Carla's pillars did Anna move — a small one, the angular one or the thick one?"
    )
    assert (
        "Carla's angular yellow pillar (2 points) from the base plate leaves the game"
        in replies[16]
    )
    assert "Anna, which of Ben's pillars do you take out" in replies[19]
    assert "Anna takes Ben's thick green pillar (3 points) from the base plate" in replies[20]
    assert "Carla keeps the seal until somebody leads" in replies[20]
    assert replies[22] == "Points on the yellow level: Ben 1, Anna 0, Carla 0. Ben holds the seal."
    assert replies[24].startswith("Took back Carla's move of a small pillar.")
    assert replies[26] == (
        "The villa fell during Anna's turn! Carla held the seal, so Carla wins."
        " Points on the yellow level: Anna 0, Ben 1, Carla 3."
    )
    final = out[-1]["state"]
    assert final["finished"] is True and final["winner"] == ["Carla"]
    assert final["removed"] == [
        {"owner": "Ben", "colour": "green", "pillar": "thick"},
        {"owner": "Carla", "colour": "yellow", "pillar": "angular"},
    ]
    assert final["locked"] == [
        {"owner": "Carla", "colour": "yellow", "pillar": "small", "level": "base"}
    ]


def test_whole_german_game_with_the_previous_holder_rule():
    lines, out = _replay("paletti_de.jsonl")
    assert len(out) == len(lines)
    assert out[0]["intent"] == "NewGame"
    assert out[0]["state"]["lang"] == "de"
    assert out[0]["state"]["options"] == {"previous_holder_on_own_collapse": True}
    assert [r["intent"] for r in out[1:]] == [
        "PalettiMove",
        "PalettiAnnounce",
        "PalettiAccept",  # Carla ist einverstanden, Anna fehlt noch
        "PalettiAccept",  # „wir sind alle einverstanden“
        "PalettiMove",
        "PalettiMove",
        "PalettiMove",
        "PalettiGiveUp",
        "PalettiSeal",
        "PalettiNextLevel",
        "PalettiObject",  # nobody said who: asked
        "PalettiObject",
        "PalettiChallenge",
        "PalettiMove",
        "PalettiMove",
        "PalettiAnnounce",
        "PalettiObject",
        "PalettiChallenge",
        "PalettiRemove",
        "Scores",
        "PalettiMove",
        "PalettiMove",
        "PalettiMove",
        "PalettiMove",
        "PalettiCollapse",
    ]
    blue, green, yellow = "blue", "green", "yellow"
    assert _table(out) == [
        (blue, None, "Anna", (0, 0, 0)),
        (blue, None, "Ben", (0, 0, 0)),  # Anna's thick onto blue
        (blue, None, "Ben", (0, 0, 0)),  # Ben announces green
        (blue, None, "Ben", (0, 0, 0)),  # Carla agrees; Anna still to answer
        (green, None, "Carla", (0, 0, 0)),  # "we all agree": Anna too
        (green, "Carla", "Anna", (0, 0, 2)),  # Carla's angular: leads
        (green, "Anna", "Ben", (3, 0, 2)),  # Anna's thick from blue: takes the seal
        (green, "Anna", "Carla", (3, 3, 2)),  # Ben's thick: tie, Anna keeps
        (green, "Anna", "Anna", (3, 3, 2)),  # Carla's small locked
        (green, "Anna", "Anna", (3, 3, 2)),
        (green, "Anna", "Anna", (3, 3, 2)),  # Anna announces yellow
        (green, "Anna", "Anna", (3, 3, 2)),  # who objects?
        (green, "Anna", "Anna", (3, 3, 2)),  # Ben objects
        (green, "Anna", "Anna", (3, 3, 2)),  # which pillar?
        (green, "Anna", "Ben", (3, 3, 2)),  # Anna's angular out, no new level
        (green, "Ben", "Carla", (3, 4, 2)),  # Ben's small: 4 leads
        (green, "Ben", "Carla", (3, 4, 2)),  # Carla announces yellow
        (green, "Ben", "Carla", (3, 4, 2)),  # Anna objects
        (green, "Ben", "Carla", (3, 4, 2)),  # failed: which of Anna's pillars?
        (yellow, "Ben", "Anna", (0, 0, 0)),  # Anna's small out, yellow on
        (yellow, "Ben", "Anna", (0, 0, 0)),
        (yellow, "Anna", "Ben", (1, 0, 0)),  # Anna's small: leads
        (yellow, "Ben", "Carla", (1, 3, 0)),  # Ben's thick from green: leads
        (yellow, "Ben", "Anna", (1, 3, 3)),  # Carla's thick: tie, Ben keeps
        (yellow, "Ben", "Ben", (2, 3, 3)),  # Anna's small
        (yellow, "Ben", None, (2, 3, 3)),  # Ben brings it down in his own turn
    ]
    replies = [r["reply"] for r in out]
    assert replies[3] == "Carla ist einverstanden — Anna, du auch, oder widersprichst du?"
    assert out[3]["state"]["accepted"] == ["Carla"] and out[4]["state"]["accepted"] == []
    assert replies[1] == (
        "Anna hat eine dicke Säule (3 Punkte) von der Grundplatte auf die blaue Ebene gestellt."
        " Ben, du bist dran — oben liegt die blaue Ebene."
    )
    assert "Carla führt allein und bekommt das Baumeistersiegel." in replies[5]
    assert "Anna führt jetzt allein und nimmt Carla das Siegel ab." in replies[6]
    assert "Carla hat die kleine gelbe Säule zurückgeschoben" in replies[8]
    assert replies[9] == "Anna hat das Baumeistersiegel (Anna 3, Ben 3, Carla 2)."
    assert (
        replies[11] == "Wer widerspricht Annas Ankündigung? Sagt zum Beispiel „Ben widerspricht“."
    )
    assert (
        replies[13]
        == "Welche von Annas Säulen hat Ben gezogen — eine kleine, die eckige oder die dicke?"
    )
    assert (
        "Annas eckige blaue Säule (2 Punkte) von der Grundplatte kommt aus dem Spiel" in replies[14]
    )
    assert "Carla, welche von Annas Säulen nimmst du aus dem Spiel" in replies[18]
    assert "Jetzt wird die gelbe Ebene aufgelegt." in replies[19]
    assert replies[20] == "Punkte auf der gelben Ebene: Anna 0, Ben 0, Carla 0. Ben hat das Siegel."
    assert "also gewinnt, wer das Siegel vorher hatte: Anna." in replies[25]
    final = out[-1]["state"]
    assert final["finished"] is True and final["winner"] == ["Anna"]
    assert final["seal"] == "Ben" and final["previous_seal"] == "Anna"
    assert final["removed"] == [
        {"owner": "Anna", "colour": "blue", "pillar": "small"},
        {"owner": "Anna", "colour": "blue", "pillar": "angular"},
    ]
    assert final["locked"] == [
        {"owner": "Carla", "colour": "yellow", "pillar": "small", "level": "base"}
    ]


def test_replay_header_with_a_bad_option_value_says_why():
    out = run_replay(
        [
            '{"game": "paletti", "players": ["Anna", "Ben"], "lang": "de",'
            ' "options": {"previous_holder_on_own_collapse": "vielleicht"}}',
            '{"game": "paletti", "players": ["Anna", "Ben"],'
            ' "options": {"previous_holder_on_own_collapse": true}}',
            '{"text": "the thick one"}',
        ]
    )
    assert out[0]["error"].startswith("„vielleicht“ passt nicht zur Option")
    assert out[1]["intent"] == "PalettiMove"
    assert out[1]["state"]["options"] == {"previous_holder_on_own_collapse": True}


def test_four_players_answer_an_announcement_one_by_one():
    """The trial's table of four: one "agreed" no longer lays the level; objections count."""
    out = run_replay(
        [
            '{"game": "paletti", "players": ["Anna", "Ben", "Carla", "Dora"], "lang": "en"}',
            '{"speaker": "Anna", "text": "I can\'t move anything else"}',
            '{"speaker": "Ben", "text": "agreed"}',
            '{"speaker": "Carla", "text": "yes"}',
            '{"speaker": "Ben", "text": "I object"}',
            '{"speaker": "Dora", "text": "I object"}',
            '{"text": "it failed"}',
            '{"speaker": "Anna", "text": "I take Dora\'s thick one"}',
            '{"speaker": "Ben", "text": "I can\'t move anything else"}',
            '{"text": "agreed"}',
            '{"text": "we all agree"}',
        ]
    )
    states = [r["state"] for r in out]
    assert [(s["phase"], s["level"], s["accepted"]) for s in states] == [
        ("announced", "blue", []),
        ("announced", "blue", ["Ben"]),
        ("announced", "blue", ["Ben", "Carla"]),
        ("announced", "blue", ["Ben", "Carla"]),  # Ben agreed: no objection from him
        ("challenge", "blue", ["Ben", "Carla"]),  # kept until the announcement is settled
        ("removal", "blue", ["Ben", "Carla"]),
        ("normal", "green", []),  # Dora's thick out, green on
        ("announced", "green", []),
        ("announced", "green", []),  # nobody known said it: asked who agrees
        ("normal", "yellow", []),  # the plural: the whole table
    ]
    replies = [r["reply"] for r in out]
    assert replies[1] == (
        "Ben agrees — Carla and Dora, do you agree as well, or does one of you object?"
    )
    assert replies[2] == "Carla agrees — Dora, do you agree as well, or do you object?"
    assert replies[3].startswith("Ben has already agreed to the new level and can't object")
    assert replies[4].startswith("Dora objects")
    assert replies[8] == (
        "Who agrees — Carla, Dora and Anna? Say “Carla agrees”, or “yes” if you all do."
    )
    assert states[-1]["turn"] == "Carla"
    assert states[-1]["removed"] == [{"owner": "Dora", "colour": "orange", "pillar": "thick"}]


def test_an_announcement_on_red_just_passes_the_turn_in_a_replay():
    header = '{"game": "paletti", "players": ["Anna", "Ben"], "lang": "de"}'
    up = []
    for name in ["Anna", "Ben", "Anna", "Ben"]:  # green, yellow, orange, red
        up += [
            f'{{"speaker": "{name}", "text": "ich kann nicht mehr"}}',
            '{"text": "einverstanden"}',  # two players: the other one's
        ]
    out = run_replay([header, *up, '{"speaker": "Anna", "text": "ich kann nicht mehr"}'])
    assert [r["state"]["level"] for r in out[1::2]] == ["green", "yellow", "orange", "red"]
    last = out[-1]
    assert last["state"]["phase"] == "normal" and last["state"]["turn"] == "Ben"
    assert "Die rote Ebene ist die letzte" in last["reply"]
    assert "Ben, du bist dran" in last["reply"]
