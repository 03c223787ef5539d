"""Whole games of Der Turm through ``referee replay`` in a real process.

The numbers below were worked out by hand, floor by floor. The tower starts with one gem in a
1-, a 2-, a 3- and the 4-floor; what a reveal reports is what that floor physically holds.
"""

from __future__ import annotations

from conftest import TRANSCRIPTS, run_replay

TURM_KEYS = {
    "game",
    "lang",
    "players",
    "turn",
    "finished",
    "winner",
    "scores",
    "tower_gems",
    "open_floors",
    "star",
}


def _conserved(state):
    return sum(state["scores"].values()) + state["tower_gems"] == 36


def test_whole_english_first_game():
    lines = (TRANSCRIPTS / "turm_en.jsonl").read_text().splitlines()
    out = run_replay(lines)
    assert len(out) == len(lines) - 1  # the header starts the game and answers nothing
    for record in out:
        assert set(record) == {"text", "intent", "reply", "state"}
        assert TURM_KEYS <= set(record["state"]) and _conserved(record["state"])
    states = [r["state"] for r in out]
    intents = [r["intent"] for r in out]
    assert states[0]["star"] is None and states[0]["first_game"] is True
    assert states[0]["floors"] == 9

    # Anna (12): the 2 holds 1 -> 2, an empty 3 -> 1; she keeps 10, the tower has 6.
    assert intents[:3] == ["TurmReveal", "TurmReveal", "TurmEndTurn"]
    assert out[0]["reply"] == (
        "The 2 had 1 gem: room for one more — Anna, put a gem in; you have 11 gems left."
    )
    assert states[2]["scores"] == {"Anna": 10, "Ben": 10, "Carla": 10}
    assert states[2]["tower_gems"] == 6 and states[2]["turn"] == "Ben"
    assert "Move the roof onto one of the 2 floors you opened" in out[2]["reply"]

    # Carla reports during Ben's turn: asked back, "no" changes nothing.
    assert out[3]["reply"] == (
        "It's Ben's turn, not Carla's. Ben, did you open the 3 with 1 gem in it?"
    )
    assert intents[4] == "No" and states[4] == states[2]

    # Ben opens the full 1: the tower wins, he takes its 1 gem (11), the tower keeps 5.
    assert out[5]["reply"].startswith(
        "The 1 already had 1 gem — no room. The tower wins: Ben, take the 1 gem from the open "
        "floor — that makes 11 gems in hand."
    )
    assert states[5]["tower_gems"] == 5 and states[5]["turn"] == "Carla"

    # Carla (10): two empty 1s, the 4 (1), a 3 whose gems she is asked for (1), an empty 2.
    assert out[9]["reply"] == "How many gems were already in the 3 — was it empty?"
    assert intents[10] == "TurmNumber"
    assert states[10]["open_floors"][-1] == {"disk": "3", "gems": 2}
    assert states[12]["scores"]["Carla"] == 5 and states[12]["tower_gems"] == 10

    # Anna (10): the 3 (2 -> 3), then the full 2: she takes 3 + 2 = 5 and holds 14.
    assert out[14]["reply"].startswith(
        "The 2 already had 2 gems — no room. The tower wins: Anna, take the 5 gems from the 2 "
        "open floors — that makes 14 gems in hand. Then move the roof onto a floor you opened. "
        "Ben, you're up"
    )
    assert states[14]["tower_gems"] == 6
    assert out[15]["reply"] == "The tower holds 6 gems."

    # Ben opens the 0: nothing open, nothing to take.
    assert intents[16] == "TurmNumber" and states[16]["scores"]["Ben"] == 11
    assert "the open floor is empty: nothing to take" in out[16]["reply"]

    # Carla (5): 1, 3, 2 (taken back and said again), what is open, an empty 2, the 4: wins.
    assert intents[20] == "Undo" and out[20]["reply"].startswith("Took back Carla's 2 with 1 gem.")
    assert states[20]["scores"]["Carla"] == 3 and states[21]["scores"]["Carla"] == 2
    assert out[22]["reply"] == (
        "Open this turn: 1, 3 and 2 — 4 gems in them, all Carla's if the tower wins."
    )
    assert out[24]["reply"] == "Carla has 1 gem in hand."
    assert out[-1]["reply"].endswith(
        "Carla beats the tower! Game over: Carla wins. Gems left in hand: Carla 0, Ben 11, Anna 14."
    )
    final = states[-1]
    assert final["finished"] is True and final["turn"] is None and final["winner"] == ["Carla"]
    assert final["scores"] == {"Anna": 14, "Ben": 11, "Carla": 0}
    assert final["tower_gems"] == 11


def test_whole_german_game_with_super2_started_by_a_sentence():
    lines = (TRANSCRIPTS / "turm_de.jsonl").read_text().splitlines()
    out = run_replay(lines)
    assert len(out) == len(lines)
    for record in out:
        assert _conserved(record["state"]) and record["state"]["lang"] == "de"
    states = [r["state"] for r in out]
    intents = [r["intent"] for r in out]
    assert intents[0] == "NewGame" and states[0]["star"] == "super2"
    assert states[0]["floors"] == 10
    assert states[0]["scores"] == {"Anna": 8, "Ben": 8, "Carla": 8, "Dora": 8}
    assert "Sternregel: Superzweier. Alle bekommen 8 Steine; Anna beginnt." in out[0]["reply"]

    # Anna (8): the empty star takes two (6), the 3 (1 -> 2) one more (5).
    assert out[1]["reply"] == (
        "Der Stern war leer — Superzweier: Anna, leg zwei Steine hinein; du hast noch 6 Steine."
    )
    assert states[3]["scores"]["Anna"] == 5 and states[3]["tower_gems"] == 7

    # Ben (8): "eine Eins" -> how many? "ja" = empty (7); the 2 (1 -> 2) (6); then the
    # star that Anna filled: the tower wins, Ben takes 2 + 1 + 2 = 5 and holds 11.
    assert out[4]["reply"] == "Wie viele Steine lagen schon in der 1 — war sie leer?"
    assert intents[5] == "Yes" and states[5]["scores"]["Ben"] == 7
    assert out[7]["reply"].startswith(
        "Im Stern lagen schon 2 Steine, und er fasst jetzt 2 — kein Platz. Der Turm gewinnt: "
        "Ben, nimm die 5 Steine aus den 3 offenen Stockwerken; du hast jetzt 11."
    )
    assert states[7]["tower_gems"] == 4 and states[7]["turn"] == "Carla"

    # Carla: a 1 with two gems cannot be; the recount "keine" completes it (7), the 4 (6).
    assert out[8]["reply"] == (
        "Eine 1 fasst höchstens 1 — 2 kann also nicht stimmen. "
        "Zählt bitte nach: Wie viele Steine liegen in der 1?"
    )
    assert states[8]["scores"]["Carla"] == 8
    assert intents[9] == "TurmGems" and states[9]["scores"]["Carla"] == 7
    assert states[11]["scores"]["Carla"] == 6 and states[11]["turn"] == "Dora"

    # Anna reports during Dora's turn: asked back, Dora says yes; then Dora's 0 gives her
    # back the gem she just put in.
    assert out[12]["reply"] == "Dora ist dran, nicht Anna — hat Dora eine leere 2 aufgedeckt?"
    assert states[13]["scores"]["Dora"] == 7
    assert states[14]["scores"]["Dora"] == 8 and states[14]["tower_gems"] == 6
    assert out[15]["reply"].startswith("Superzweier: Ist der Stern leer")

    # Anna (5): two empty 2s (3), the empty star (1), the 3 holding 2: her last gem.
    assert states[18]["scores"]["Anna"] == 1
    assert out[19]["reply"] == "Anna hat 1 Stein in der Hand."
    assert out[-1]["reply"].endswith(
        "Anna hat den letzten Stein hineingelegt und besiegt den Turm! Das Spiel ist aus. "
        "Anna gewinnt. Steine in der Hand: Anna 0, Carla 6, Dora 8, Ben 11."
    )
    final = states[-1]
    assert final["finished"] is True and final["winner"] == ["Anna"]
    assert final["scores"] == {"Anna": 0, "Ben": 11, "Carla": 6, "Dora": 8}
    assert final["tower_gems"] == 11


def test_header_options_choose_the_star_rule():
    out = run_replay(
        [
            '{"game": "turm", "players": ["Anna", "Ben"], "options": {"star": "moon"}}',
            '{"game": "turm", "players": ["Anna", "Ben"], "options": {"star": "mirror"}}',
            '{"speaker": "Anna", "text": "the star with fifteen gems"}',
            '{"speaker": "Anna", "text": "what does the star do"}',
        ]
    )
    assert out[0]["error"].startswith("“moon” is not a star rule.")
    # Anna holds 16, so a mirror star could hold 15 -- but the tower has only 4 gems.
    assert out[1]["intent"] == "TurmReveal"
    assert out[1]["reply"].startswith("The floors not opened yet this turn hold only 4 gems")
    assert out[1]["state"]["star"] == "mirror" and out[1]["state"]["scores"]["Anna"] == 16
    assert "for Anna that's 16 right now" in out[2]["reply"]
