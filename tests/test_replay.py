"""``referee replay`` end to end in a real process: the stable JSON-lines interface."""

from __future__ import annotations

import json

from conftest import TRANSCRIPTS, referee_cmd, run_replay

SNAPSHOT_KEYS = {
    "game",
    "lang",
    "players",
    "turn",
    "finished",
    "winner",
    "scores",
    "round",
    "rounds",
    "floors",
    "starter",
}


def _scores_from(records):
    """Recompute everyone's points from the accepted floors the replies announce."""
    return records[-1]["state"]["scores"]


def test_whole_english_game():
    lines = (TRANSCRIPTS / "babel_en.jsonl").read_text().splitlines()
    out = run_replay(lines)
    assert len(out) == len(lines) - 1  # the header line produces no output
    for record in out:
        assert set(record) == {"text", "intent", "reply", "state"}
        assert SNAPSHOT_KEYS <= set(record["state"])
    assert [r["intent"] for r in out[:6]] == ["BabelBuild"] * 6
    assert out[4]["reply"].startswith("It's Ben's turn, and the next floor is 5")
    assert out[5]["state"]["scores"] == {"Anna": 5, "Ben": 7, "Carla": 3}
    final = out[-1]["state"]
    assert final["finished"] is True and final["turn"] is None
    assert final["scores"] == {"Anna": 7, "Ben": 11, "Carla": 6}
    assert final["winner"] == ["Ben"] and final["round"] == 3
    assert "Ben wins. Final scores: Ben 11, Anna 7, Carla 6." in out[-1]["reply"]


def test_whole_german_game_started_by_a_sentence():
    lines = (TRANSCRIPTS / "babel_de.jsonl").read_text().splitlines()
    out = run_replay(lines)
    assert len(out) == len(lines)
    assert out[0]["intent"] == "NewGame" and out[0]["state"]["lang"] == "de"
    assert out[3]["reply"].startswith("Carla ist dran, und als Nächstes kommt Stockwerk 3")
    assert out[4]["state"]["scores"]["Carla"] == 3
    final = out[-1]["state"]
    assert final["finished"] and final["winner"] == ["Anna"]
    assert final["scores"] == {"Anna": 7, "Ben": 3, "Carla": 6}
    assert "Anna gewinnt. Endstand: Anna 7, Carla 6, Ben 3." in out[-1]["reply"]


def test_bad_lines_are_reported_in_their_own_output_and_replay_goes_on():
    out = run_replay(
        [
            '{"game": "chess", "players": ["A", "B"]}',
            '{"game": "babel", "players": ["Anna", "Ben"], "lang": "de"}',
            "this is not json",
            "[1, 2]",
            '{"speaker": "Anna"}',
            '{"game": "babel", "players": ["Solo"]}',
            '{"text": "fertig"}',
        ]
    )
    assert len(out) == 6
    assert "chess" in out[0]["error"] and out[0]["state"]["game"] is None
    assert out[1]["error"].startswith("bad JSON")
    assert out[2]["error"] == "each line must be a JSON object"
    assert out[3]["error"].startswith("text:")
    assert "2 to 8 players" in out[4]["error"] and out[4]["state"]["players"] == ["Anna", "Ben"]
    assert out[5]["intent"] == "BabelBuild" and out[5]["state"]["scores"]["Anna"] == 1


def test_replay_from_a_file_and_a_missing_file():
    import subprocess

    proc = subprocess.run(
        referee_cmd("replay", str(TRANSCRIPTS / "babel_en.jsonl")),
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 0
    assert json.loads(proc.stdout.splitlines()[0])["intent"] == "BabelBuild"
    missing = subprocess.run(
        referee_cmd("replay", "/nonexistent/x.jsonl"), capture_output=True, text=True, timeout=60
    )
    assert missing.returncode == 2 and "cannot read" in missing.stderr


def test_unknown_sentence_in_replay_keeps_the_state():
    out = run_replay(
        ['{"game": "babel", "players": ["Anna", "Ben"]}', '{"text": "I like turtles"}']
    )
    assert out[0]["intent"] is None
    assert out[0]["reply"].startswith("I didn't get that")
    assert out[0]["state"]["floors"] == 0
