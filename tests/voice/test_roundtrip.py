"""Real audio round trips: espeak-ng speaks, PocketSphinx hears with the table's grammar,
the dialogue plays the game."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from referee.voice.audio import read_audio
from referee.voice.grammar import build_grammar
from referee.voice.stt import VoiceError, make_recognizer
from referee.voice.tts import speak_to_file

from .conftest import espeak

pytestmark = pytest.mark.slow
PLAYERS = ["Anna", "Ben", "Carla"]


def test_the_referee_speaks_its_replies_in_both_languages(tmp_path: Path) -> None:
    english = speak_to_file("Anna built floor 1: 1 point.", tmp_path / "en.wav", "en")
    german = speak_to_file("Anna hat den ersten Stock gebaut.", tmp_path / "de.wav", "de")
    assert read_audio(english).size > 16000 and read_audio(german).size > 16000


def test_pocketsphinx_has_no_german_model() -> None:
    with pytest.raises(VoiceError) as caught:
        make_recognizer("pocketsphinx", build_grammar("de", "babel", tuple(PLAYERS)))
    assert caught.value.message_id == "voice-no-model-lang"


def _referee(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", "import sys; from referee.cli import main; sys.exit(main())", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        env={"REFEREE_LOG": "", "REFEREE_VOSK_MODEL": "", "PATH": "/usr/bin:/bin"},
    )


def test_listen_and_its_errors(tmp_path: Path) -> None:
    wav = espeak(tmp_path, "Anna built floor one", speed=175)
    done = _referee("listen", "babel", "--players", "Anna,Ben", "--input", str(wav))
    assert done.returncode == 0, done.stderr
    assert "« anna built floor one »" in done.stdout and "Anna built floor 1" in done.stdout
    missing = _referee("listen", "babel", "--players", "Anna,Ben", "--input", "nope.wav")
    assert missing.returncode == 2 and "There is no audio file nope.wav" in missing.stderr
    engine = _referee("listen", "--engine", "whisper", "--input", str(wav))
    assert engine.returncode == 2 and "Unknown speech engine “whisper”" in engine.stderr
    vosk = _referee("listen", "--engine", "vosk", "--lang", "de", "--input", str(wav))
    assert vosk.returncode == 2 and "kein Vosk-Modell" in vosk.stderr
    assert "vosk-model-small-de" in vosk.stderr and len(vosk.stderr.strip().splitlines()) == 1
    bad = _referee("listen", "--engine", "vosk", "--vosk-model", str(tmp_path), "--input", str(wav))
    assert bad.returncode == 2 and "is not a Vosk model folder" in bad.stderr


def test_replay_takes_audio_lines(tmp_path: Path) -> None:
    wav = espeak(tmp_path, "Anna built floor one", speed=175)
    lines = [
        {"game": "babel", "players": ["Anna", "Ben"], "lang": "en"},
        {"speaker": "Anna", "audio": str(wav)},
        # a report the recognizer is not sure of is asked back first; "yes" confirms it
        {"speaker": "Anna", "text": "yes"},
        {"speaker": "Ben", "audio": str(tmp_path / "missing.wav")},
        {"speaker": "Ben", "text": "floor two"},
    ]
    done = _referee("replay", "-", stdin="".join(json.dumps(x) + "\n" for x in lines))
    out = [json.loads(line) for line in done.stdout.splitlines()]
    assert out[0]["heard"] == "anna built floor one"
    assert out[1]["state"]["scores"]["Anna"] == 1
    assert out[2]["error"].startswith("There is no audio file")
    assert out[3]["state"]["scores"] == {"Anna": 1, "Ben": 2} and "heard" not in out[3]
