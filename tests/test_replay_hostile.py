"""``referee replay`` answers every line, however hostile, and never stops on one."""

from __future__ import annotations

import json
import subprocess

import pytest
from conftest import ROOT, referee_cmd
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from referee import cli
from referee.dialogue import Session
from referee.frontends.replay import MAX_LINE, replay_lines, text_lines
from referee.games import get_game
from referee.games.base import replay

HEADER = json.dumps({"game": "babel", "players": ["Anna", "Ben", "Carla"], "lang": "en"})


def _run(data: bytes, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        referee_cmd("replay", "-", *args), input=data, capture_output=True, timeout=120, cwd=ROOT
    )


HOSTILE = [
    '{"text": "hi", "n": ' + "1" * 5000 + "}",
    "[" * 5000 + "]" * 5000,
    '{"text": "hi", "deep": ' + "[" * 500 + "]" * 500 + "}",
    '{"text": ' + '{"a": ' * 300 + "1" + "}" * 300 + "}",
    json.dumps({"game": "turm", "players": ["A", "B"], "options": {"first_game": 1e25}}),
    json.dumps({"game": "turm", "players": ["A", "B"], "options": {"star": "x" * 3000}}),
    json.dumps({"game": "g" * 3000, "players": ["A", "B"]}),
    json.dumps({"game": "babel", "players": ["C" * 3000, "Dan"]}),
    '{"text": "x", "n": NaN}',
    '{"text": "x", "n": -Infinity}',
    json.dumps({"text": "new game of babel with " + "C" * 3000 + " and Dan"}),
]


@pytest.mark.slow
def test_hostile_lines_each_get_an_error_or_an_answer_and_the_game_goes_on():
    lines = [HEADER, *HOSTILE, json.dumps({"text": "Anna: I built the first floor"})]
    lines += [json.dumps({"speaker": "Anna", "text": "I built the first floor"})]
    lines += [json.dumps({"text": "whose turn is it?"})]
    proc = _run(("\n".join(lines) + "\n").encode())
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == b""
    out = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert len(out) == len(lines) - 1  # the valid header prints nothing
    assert all("error" in r for r in out[:4])
    assert "too many digits" in out[0]["error"] and "nested" in out[1]["error"]
    assert "1e+25" in out[4]["error"] and "…" in out[5]["error"] and "…" in out[6]["error"]
    assert "at most 100 characters" in out[7]["error"]
    assert "NaN" in out[8]["error"] and "Infinity" in out[9]["error"]
    assert "at most 100 characters" in out[10]["reply"]
    assert out[-1]["state"]["players"] == ["Anna", "Ben", "Carla"]
    assert out[-1]["state"]["scores"] == {"Anna": 1, "Ben": 0, "Carla": 0}
    assert "It's Ben's turn" in out[-1]["reply"]


def test_a_bare_carriage_return_does_not_split_a_line():
    data = (
        HEADER + "\n" + '{"text": "done",\r"speaker": "Anna"}\r\n' + '{"text": "a\rb"}\n'
    ).encode()
    proc = _run(data)
    out = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert len(out) == 2
    assert out[0]["state"]["scores"]["Anna"] == 1
    assert out[1]["error"] == "bad JSON: Invalid control character at column 12"


@pytest.mark.slow
def test_a_line_over_64_kib_is_refused_quickly_and_the_next_one_is_read():
    huge = json.dumps({"text": "floor " * 2_000_000})  # 12 MB
    data = "\n".join([HEADER, huge, '{"text": "done"}']) + "\n"
    proc = _run(data.encode())
    assert proc.returncode == 0, proc.stderr
    out = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    assert len(out) == 2
    assert out[0]["error"] == f"line too long: more than {MAX_LINE} bytes"
    assert len(out[0]["text"]) < 300
    assert out[1]["state"]["scores"]["Anna"] == 1


def test_text_lines_splits_on_newline_only_and_cuts_what_is_too_long(tmp_path):
    path = tmp_path / "in.jsonl"
    path.write_bytes(b"a\rb\r\n" + b"x" * 100 + b"\n" + b"y" * 10 + b"\n" + b"z" * 100)
    with path.open("rb") as stream:
        lines = list(text_lines(stream, limit=10))
    assert lines == ["a\rb\r\n", "x" * 11, "y" * 10 + "\n", "z" * 11]


def test_exactly_64_kib_is_still_a_line():
    text = "x" * (MAX_LINE - len('{"text": ""}'))
    (record,) = replay_lines([json.dumps({"text": text}) + "\r\n"])
    assert "error" not in record


def test_a_fault_of_ours_is_one_line_on_stderr_and_the_traceback_goes_to_the_log(
    tmp_path, monkeypatch, capsys
):
    from referee.dialogue import manager

    def broken(self, text, speaker):
        raise RuntimeError("boom")

    monkeypatch.setattr(manager.Session, "_handle", broken)
    log = tmp_path / "referee.log"
    monkeypatch.setenv("REFEREE_LOG", str(log))
    source = tmp_path / "in.jsonl"
    source.write_text(HEADER + '\n{"text": "done"}\n{"text": "done"}\n', encoding="utf-8")
    assert cli.main(["replay", str(source)]) == 0
    captured = capsys.readouterr()
    assert len(captured.out.splitlines()) == 2
    assert (
        captured.err.splitlines()
        == ["referee: could not handle 'done' from None: RuntimeError: boom"] * 2
    )
    assert "Traceback" in log.read_text(encoding="utf-8")


def test_writing_to_a_full_disk_says_so():
    with open("/dev/full", "wb") as full:
        proc = subprocess.run(
            referee_cmd("replay", "-"),
            input=(HEADER + '\n{"text": "done"}\n').encode(),
            stdout=full,
            stderr=subprocess.PIPE,
            timeout=60,
            cwd=ROOT,
        )
    assert proc.returncode == 2
    assert proc.stderr.decode() == (
        "referee replay: cannot write the output: No space left on device\n"
    )


# ---- fuzz: thousands of random and hostile lines mixed with valid reports ---------------

VALID = [
    "I built the first floor",
    "done",
    "floor 2",
    "the tower fell",
    "undo",
    "no, it was floor 3",
    "whose turn is it?",
    "yes",
    "no",
    "Ben is the youngest",
    "end the game",
]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner),
    max_leaves=10,
)
utterance_line = st.builds(
    lambda text, speaker: json.dumps({"text": text, "speaker": speaker}),
    st.sampled_from(VALID) | st.text(max_size=40),
    st.sampled_from([None, "Anna", "Ben", "Carla", "Zoe", ""]),
)
hostile_line = st.one_of(
    st.text(max_size=60),  # anything at all, \r and lone surrogates included
    st.sampled_from(HOSTILE),
    json_values.map(json.dumps),
    st.builds(lambda v: json.dumps({"text": "x", "v": v}), json_values),
    st.integers(min_value=1, max_value=900).map(lambda n: "[" * n + "]" * n),
    st.builds(
        lambda game, players, options: json.dumps(
            {"game": game, "players": players, "options": options}
        ),
        st.sampled_from(["babel", "turm", "paletti", "chess"]),
        st.lists(st.text(max_size=12), max_size=4),
        st.dictionaries(st.sampled_from(["star", "first_game", "youngest", "x"]), json_values),
    ),
)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    lines=st.lists(st.one_of(utterance_line, utterance_line, hostile_line), min_size=5, max_size=40)
)
def test_fuzz_every_line_gets_one_answer_and_the_state_is_the_replay_of_the_log(lines):
    lines = [HEADER, *lines]
    session = Session(table_id="fuzz")
    records = list(replay_lines(lines, session=session))
    started = sum(1 for line in lines if _starts_a_game(line))
    assert len(records) == len(lines) - started
    for record in records:
        json.dumps(record, ensure_ascii=False, allow_nan=False)  # always valid JSON out
        assert set(record) >= {"text", "intent", "reply", "state"}
        assert record.get("error") or record["reply"]
        assert "internal error" not in (record.get("error") or "")
    assert session.table is not None
    game = get_game(session.table.game)
    assert replay(game, session.table.players, session.table.options, session.log) == session.state
    if records:
        assert records[-1]["state"] == session.snapshot() or _starts_a_game(lines[-1])


def _starts_a_game(line: str) -> bool:
    """Whether ``line`` is a header that starts a game (it alone prints nothing)."""
    try:
        data = json.loads(line)
    except (ValueError, RecursionError):
        return False
    if not isinstance(data, dict) or "text" in data or "game" not in data:
        return False
    return not list(replay_lines([line]))
