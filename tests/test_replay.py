"""``referee replay`` end to end in a real process: the stable JSON-lines interface."""

from __future__ import annotations

import json

from conftest import ROOT, TRANSCRIPTS, referee_cmd, run_replay

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
    assert out[4]["reply"].startswith("Ben, the next floor is 5, not 6")
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


def _replay_bytes(data: bytes, *args: str, env: dict | None = None) -> tuple[list[dict], str]:
    """``referee replay -`` on raw bytes; the output must be strict UTF-8 JSON lines."""
    import subprocess

    proc = subprocess.run(
        referee_cmd("replay", "-", *args), input=data, capture_output=True, timeout=60, env=env
    )
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout.decode("utf-8")  # raises on a stray byte
    return [json.loads(line) for line in text.splitlines()], proc.stderr.decode()


def test_every_line_gets_exactly_one_output_line_whatever_its_bytes():
    header = b'{"game": "babel", "players": ["Anna", "Ben"], "lang": "en"}'
    lines = [
        b"\xef\xbb\xbf" + header,  # a BOM, as editors on Windows write it
        b"",
        b"   \t",
        b'{"text": "d\xffone"}',  # not UTF-8
        b'{"text": "\\ud800 done"}',  # half a surrogate pair: no UTF-8 can carry it
        b'{"text": "done", "speaker": "\\udcff"}',
        b'{"text": "done", "extra": 1}',
        b'{"text": "\\ud83d\\ude00 the tower fell"}',  # a whole pair is an emoji
    ]
    out, stderr = _replay_bytes(b"\r\n".join(lines) + b"\r\n")
    assert "Traceback" not in stderr
    assert len(out) == len(lines) - 1  # only the header is silent: the BOM did not break it
    assert out[0]["error"] == "empty line" and out[0]["text"] == ""
    assert out[1]["error"] == "empty line" and out[1]["state"]["game"] == "babel"
    assert out[2]["error"].startswith("not UTF-8") and out[2]["text"] == '{"text": "d\ufffdone"}'
    assert out[3]["error"].startswith("bad JSON") and out[4]["error"].startswith("bad JSON")
    assert [r["intent"] for r in out[:5]] == [None] * 5
    assert out[5]["intent"] == "BabelBuild" and out[5]["state"]["scores"]["Anna"] == 1
    assert out[6]["text"] == "\U0001f600 the tower fell"
    for record in out:
        assert {"text", "intent", "reply", "state"} <= set(record)
        assert SNAPSHOT_KEYS <= set(record["state"]) or record["state"]["game"] is None


def test_a_file_that_is_not_utf8_is_replayed_line_by_line(tmp_path):
    import subprocess

    path = tmp_path / "latin1.jsonl"
    path.write_bytes(
        '{"game": "babel", "players": ["Jörg", "Ben"], "lang": "de"}\n'
        '{"text": "Jörg: fertig"}\n'.encode("latin-1")
        + b'{"text": "fertig"}\n'
    )
    proc = subprocess.run(
        referee_cmd("replay", str(path)), capture_output=True, timeout=60, env=_env(ascii=True)
    )
    assert proc.returncode == 0 and b"Traceback" not in proc.stderr
    out = [json.loads(line) for line in proc.stdout.decode("utf-8").splitlines()]
    assert len(out) == 3
    assert out[0]["error"].startswith("not UTF-8") and "J\ufffdrg" in out[0]["text"]
    assert out[1]["error"].startswith("not UTF-8") and out[1]["state"]["game"] is None
    assert out[2]["reply"].startswith("I didn't get that")  # no game: the header was bad


def _env(ascii: bool = False) -> dict:
    import os

    env = dict(os.environ)
    if ascii:  # a terminal that cannot show “ or ü must not stop the replay
        env["PYTHONIOENCODING"] = "ascii:strict"
    return env


def test_output_is_utf8_even_when_the_locale_is_ascii():
    data = (
        '{"game": "babel", "players": ["Jürgen", "Ben"], "lang": "de"}\n{"text": "fertig"}\n'
    ).encode()
    out, stderr = _replay_bytes(data, env=_env(ascii=True))
    assert "Traceback" not in stderr
    assert out[0]["reply"].startswith("Jürgen hat Stockwerk 1 gebaut")


def test_a_header_without_lang_plays_in_the_language_of_the_replay():
    out = run_replay(
        [
            '{"game": "babel", "players": ["Anna", "Ben"]}',
            '{"text": "fertig"}',
            '{"game": "babel", "players": ["Anna", "Ben"], "lang": "en"}',
            '{"text": "done"}',
        ],
        "--lang",
        "de",
    )
    assert out[0]["intent"] == "BabelBuild" and out[0]["state"]["lang"] == "de"
    assert out[0]["reply"].startswith("Anna hat Stockwerk 1 gebaut")
    assert out[1]["intent"] == "BabelBuild" and out[1]["state"]["lang"] == "en"


def test_header_values_of_the_wrong_kind_are_errors_not_games():
    out = run_replay(
        [
            '{"game": "babel", "players": ["Anna", ""]}',
            '{"game": "babel", "players": ["Anna", "   "]}',
            '{"game": "turm", "players": ["Anna", "Ben"], "options": {"first_game": "no"}}',
            '{"game": "turm", "players": ["Anna", "Ben"], "options": {"first_game": 1}}',
            '{"game": "turm", "players": ["Anna", "Ben"], "options": {"star": ["mirror"]}}',
            '{"game": "babel", "players": ["Anna", "Ben"], "options": {"youngest": ["Ben"]}}',
            '{"game": "babel", "players": ["Anna", "Ben"], "options": {"first_game": true}}',
            '{"game": "babel", "players": "Anna, Ben"}',
            '{"game": "babel", "players": ["Anna", "Ben"], "lang": "fr"}',
            '{"game": " Babel ", "players": [" Anna ", "Ben"], "lang": "DE"}',
            '{"text": "fertig"}',
        ]
    )
    assert len(out) == 10  # every line but the one header that starts a game
    assert out[0]["error"] == "players: player 2 has an empty name"
    assert out[1]["error"] == "players: player 2 has an empty name"
    assert out[2]["error"] == (
        "“no” doesn't fit the option first_game of Der Turm; it is either on or off."
    )
    assert out[3]["error"].startswith("“1” doesn't fit the option first_game")
    assert out[4]["error"].startswith('“["mirror"]” is not a star rule.')
    assert out[5]["error"] == '["Ben"] is not one of the players.'
    assert out[6]["error"] == "“first_game” is not an option of Turmbau zu Babel."
    assert out[7]["error"] == "players: Input should be a valid list"
    assert out[8]["error"] == "unknown language 'fr'"
    assert all(r["state"]["game"] is None for r in out[:9])
    assert out[9]["intent"] == "BabelBuild" and out[9]["state"]["players"] == ["Anna", "Ben"]
    assert out[9]["state"]["lang"] == "de"


def test_a_reader_that_goes_away_ends_the_replay_quietly():
    import subprocess

    lines = ['{"game": "babel", "players": ["Anna", "Ben"]}'] + ['{"text": "score"}'] * 2000
    proc = subprocess.Popen(
        referee_cmd("replay", "-"),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    proc.stdin.write(("\n".join(lines) + "\n").encode())
    proc.stdin.close()
    assert json.loads(proc.stdout.readline())["intent"] == "Scores"
    proc.stdout.close()  # like `referee replay game.jsonl | head -1`
    proc.wait(timeout=60)
    assert b"Traceback" not in proc.stderr.read()
    proc.stderr.close()
