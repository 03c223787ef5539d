"""Text to speech: the referee's ``Reply.speech`` read aloud by pyttsx3 (espeak-ng on Linux)."""

from __future__ import annotations

import contextlib
import io
import tempfile
from pathlib import Path

VOICES = {"en": ("en-us", "en"), "de": ("de", "german")}
"""Voice ids (or the start of their names) tried in order for each language."""


def _voice_for(engine: object, lang: str) -> str | None:
    wanted = VOICES.get(lang, (lang,))
    voices = engine.getProperty("voices")  # type: ignore[attr-defined]
    for want in wanted:
        for voice in voices:
            names = [str(voice.id).lower(), str(voice.name).lower()]
            names += [
                (lg.decode(errors="ignore") if isinstance(lg, bytes) else str(lg)).lower()
                for lg in voice.languages or []
            ]
            if any(n == want or n.endswith("/" + want) for n in names):
                return str(voice.id)
    return None


def speak_to_file(text: str, path: str | Path, lang: str = "en", rate: int = 165) -> Path:
    """Write ``text`` spoken in ``lang``'s voice to the WAV file ``path``."""
    import pyttsx3

    engine = pyttsx3.init("espeak")
    voice = _voice_for(engine, lang)
    if voice:
        engine.setProperty("voice", voice)
    engine.setProperty("rate", rate)
    engine.save_to_file(text, str(path))
    with contextlib.redirect_stdout(io.StringIO()):  # pyttsx3 prints "Audio saved to …"
        engine.runAndWait()
    return Path(path)


def speak_to_bytes(text: str, lang: str = "en", rate: int = 165) -> bytes:
    """``text`` spoken, as the bytes of a WAV file."""
    with tempfile.TemporaryDirectory() as folder:
        path = speak_to_file(text, Path(folder) / "reply.wav", lang, rate)
        return path.read_bytes()
