"""Real speech for the voice tests: espeak-ng says the sentences."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest


def espeak(tmp: Path, text: str, voice: str = "en-us", speed: int = 160) -> Path:
    """``text`` spoken by espeak-ng into a WAV file (22.05 kHz, as espeak-ng writes it)."""
    path = tmp / f"{voice}-{speed}-{abs(hash(text))}.wav"
    subprocess.run(["espeak-ng", "-v", voice, "-s", str(speed), "-w", str(path), text], check=True)
    return path


@pytest.fixture(autouse=True)
def _needs_espeak() -> None:
    assert shutil.which("espeak-ng"), "espeak-ng is a system package the voice tests need"
