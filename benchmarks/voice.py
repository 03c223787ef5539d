"""Voice benchmark: spoken reports through PocketSphinx and the dialogue, English.

    python benchmarks/voice.py [--voices en-us,en-gb,en-us+m3,en-gb+f2] [--speeds 160,175]

espeak-ng says each report of a small Babel corpus in several voices, clean and with white
noise at 10 dB SNR. Each utterance is recognised with the table's grammar and handled by a
session standing where the report belongs; it counts as

- **right**: the expected command was applied;
- **asked**: nothing changed (not heard, refused or asked back);
- **wrong**: the game changed in a way the speaker did not mean.

Also: real-time factor (recognition time / audio length) and end-of-speech-to-reply
latency p50/p95 (recognition plus the dialogue). Goal: >= 95 % right on noisy English,
0 wrong, real-time factor < 0.2, p95 < 300 ms.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from referee.dialogue import Session  # noqa: E402
from referee.voice.audio import RATE, add_noise, read_audio  # noqa: E402
from referee.voice.grammar import build_grammar  # noqa: E402
from referee.voice.stt import make_recognizer  # noqa: E402

PLAYERS = ["Anna", "Ben", "Carla"]
# (speaker, said, floors standing before) -> the build or collapse it reports
CORPUS = [
    ("Anna", "I built floor one", 0, {"kind": "build", "player": "Anna", "floor": 1}),
    ("Ben", "Ben built floor two", 1, {"kind": "build", "player": "Ben", "floor": 2}),
    ("Carla", "floor three is done", 2, {"kind": "build", "player": "Carla", "floor": 3}),
    ("Anna", "Anna built the fourth floor", 3, {"kind": "build", "player": "Anna", "floor": 4}),
    ("Ben", "the tower fell", 4, {"kind": "collapse", "player": "Ben"}),
    ("Carla", "I built floor six", 5, {"kind": "build", "player": "Carla", "floor": 6}),
    ("Anna", "the tower collapsed", 6, {"kind": "collapse", "player": "Anna"}),
    ("Ben", "I built the eighth floor", 7, {"kind": "build", "player": "Ben", "floor": 8}),
]
GOAL_RIGHT, GOAL_RTF, GOAL_P95_MS = 0.95, 0.2, 300.0


def standing(floors: int) -> Session:
    """A Babel session with ``floors`` built in turn (Anna, Ben, Carla, …)."""
    session = Session(lang="en")
    session.start("babel", list(PLAYERS))
    for n in range(floors):
        session.handle(f"{PLAYERS[n % 3]} built floor {n + 1}")
    assert len(session.log) == floors
    return session


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--voices", default="en-us,en-gb,en-us+m3,en-gb+f2")
    parser.add_argument("--speeds", default="175")
    parser.add_argument("--strict", action="store_true", help="exit 1 when a goal is missed")
    args = parser.parse_args()
    recognizer = make_recognizer("pocketsphinx", build_grammar("en", "babel", tuple(PLAYERS)))
    counts: dict[str, dict[str, int]] = {"clean": {}, "noisy": {}}
    rtf: list[float] = []
    latency: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        for voice in args.voices.split(","):
            for speed in args.speeds.split(","):
                for n, (speaker, said, floors, expected) in enumerate(CORPUS):
                    wav = Path(tmp) / f"{voice}-{speed}-{n}.wav"
                    subprocess.run(
                        ["espeak-ng", "-v", voice, "-s", speed, "-w", str(wav), said], check=True
                    )
                    clean = read_audio(wav)
                    for kind, audio in (("clean", clean), ("noisy", add_noise(clean, 10.0, n))):
                        session = standing(floors)
                        start = time.perf_counter()
                        heard = recognizer.recognize(audio)
                        spent = time.perf_counter() - start
                        if heard is not None:
                            session.handle(heard.text, speaker)
                        latency.append((time.perf_counter() - start) * 1000)
                        rtf.append(spent / (len(audio) / RATE))
                        new = session.log[floors:]
                        verdict = (
                            "asked"
                            if not new
                            else "right"
                            if len(new) == 1 and new[0].model_dump() == expected
                            else "wrong"
                        )
                        counts[kind][verdict] = counts[kind].get(verdict, 0) + 1
                        if verdict != "right":
                            print(
                                f"  {verdict:5} {kind:5} {voice}/{speed}: {said!r} heard "
                                f"{heard.text if heard else None!r}"
                            )
    ok = True
    for kind, c in counts.items():
        total = sum(c.values())
        right = c.get("right", 0) / total
        asked, wrong = c.get("asked", 0) / total, c.get("wrong", 0)
        print(
            f"{kind}: {total} utterances — right {right:.1%}, asked {asked:.1%},"
            f" wrong {wrong / total:.1%} ({wrong})"
        )
        ok = ok and c.get("wrong", 0) == 0 and (kind == "clean" or right >= GOAL_RIGHT)
    p95 = sorted(latency)[max(0, round(0.95 * len(latency)) - 1)]
    print(
        f"real-time factor median {statistics.median(rtf):.2f} (goal < {GOAL_RTF}); "
        f"end of speech to reply p50 {statistics.median(latency):.0f} ms, p95 {p95:.0f} ms "
        f"(goal < {GOAL_P95_MS:.0f})"
    )
    met = ok and statistics.median(rtf) < GOAL_RTF and p95 < GOAL_P95_MS
    return 0 if met or not args.strict else 1


if __name__ == "__main__":
    sys.exit(main())
