"""``referee listen``: spoken reports through the same dialogue as typed ones."""

from __future__ import annotations

import copy
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO

import numpy as np
from pydantic import BaseModel

from ..dialogue import Session
from ..replies import get_renderer
from ..voice.audio import RATE, AudioError, read_audio
from ..voice.grammar import VoiceGrammar, build_grammar, join_suffixes
from ..voice.stt import Heard, Listening, Recognizer, VoiceError, make_recognizer


class Turn(BaseModel):
    """One utterance heard and what the referee answered (``reply`` None: nothing heard)."""

    heard: Heard | None
    reply: str | None
    speech: str | None


def table_grammar(session: Session) -> VoiceGrammar:
    """The grammar for where the table is now: its language, game and players."""
    snapshot = session.snapshot() if session.table is not None else {}
    players = tuple(snapshot.get("players") or ())
    game = snapshot.get("game") if session.table is not None else None
    return build_grammar(session.lang, game, players)


def hear(session: Session, recognizer: Recognizer, audio_path: Path, speaker: str | None) -> Turn:
    """One audio file through the recognizer and the dialogue (see :func:`hear_audio`)."""
    return hear_audio(session, recognizer, read_audio(audio_path), speaker)


CHUNK = RATE // 10
"""Samples fed to the recognizer at a time (100 ms, a microphone block): it decodes while the
player speaks, so when the utterance ends only its last block and the final passes remain."""


def hear_audio(
    session: Session, recognizer: Recognizer, audio: np.ndarray, speaker: str | None
) -> Turn:
    """One utterance through the recognizer and the dialogue: table chatter changes nothing
    (not heard), and a report the recognizer is not sure of is asked back before it counts.
    The audio is fed as it would arrive, block by block (:func:`start_hearing`)."""
    listening = start_hearing(session, recognizer)
    for at in range(0, len(audio), CHUNK):
        listening.feed(audio[at : at + CHUNK])
    return answer(session, recognizer, listening, speaker)


def start_hearing(session: Session, recognizer: Recognizer) -> Listening:
    """Start hearing an utterance with the grammar of where the table is now; feed it the
    audio as it arrives, then :func:`answer`."""
    recognizer.use(table_grammar(session))
    return recognizer.listen()


def answer(
    session: Session, recognizer: Recognizer, listening: Listening, speaker: str | None
) -> Turn:
    """The utterance ended: what was heard, through the dialogue."""
    heard = listening.finish(_counts(session, speaker))
    if heard is None:
        return Turn(heard=None, reply=None, speech=None)
    reply = session.handle(heard.text, speaker, confirm=not heard.sure)
    recognizer.use(table_grammar(session))  # players, game or phase may have changed
    return Turn(heard=heard, reply=reply.text, speech=reply.speech)


def _counts(session: Session, speaker: str | None) -> Callable[[str], bool]:
    """Whether a sentence, said now, would change the game: heard on a copy of the session
    that stores nothing (the recognizer asks it of a report's rivals)."""

    def counts(text: str) -> bool:
        dry = copy.copy(session)
        dry.store = None
        dry.log, dry.checkpoints = list(session.log), dict(session.checkpoints)
        dry.handle(join_suffixes(text), speaker)
        return dry.log != session.log

    return counts


def listen(
    session: Session,
    engine: str,
    inputs: list[Path],
    speaker: str | None = None,
    speak_to: Path | None = None,
    vosk_model: Path | None = None,
    out: TextIO = sys.stdout,
) -> int:
    """Each input file as one utterance; prints what was heard and the reply. Exit code."""
    render = get_renderer(session.lang).render
    try:
        recognizer = make_recognizer(engine, table_grammar(session), vosk_model)
    except VoiceError as err:
        print(f"referee listen: {render(err.message_id, **err.args_)}", file=sys.stderr)
        return 2
    for n, path in enumerate(inputs):
        try:
            turn = hear(session, recognizer, path, speaker)
        except AudioError as err:
            print(f"referee listen: {render(err.message_id, path=err.path)}", file=sys.stderr)
            return 2
        if turn.heard is None:
            print(render("voice-not-heard"), file=out)
            continue
        print(f"« {turn.heard.text} »", file=out)
        print(turn.reply, file=out, flush=True)
        if speak_to is not None and turn.speech:
            from ..voice.tts import speak_to_file

            target = speak_to if len(inputs) == 1 else speak_to.with_suffix(f".{n + 1}.wav")
            speak_to_file(turn.speech, target, session.lang)
    return 0


_SHARED: dict[str, Recognizer] = {}


def replay_audio(session: Session, audio: str, speaker: str | None) -> dict[str, object]:
    """A replay line ``{"speaker": …, "audio": "file.wav"}``: its output record, ``heard``
    added (``null`` and no change when nothing in the grammar was heard)."""
    render = get_renderer(session.lang).render
    try:
        if "pocketsphinx" not in _SHARED:
            _SHARED["pocketsphinx"] = make_recognizer("pocketsphinx", table_grammar(session))
        turn = hear(session, _SHARED["pocketsphinx"], Path(audio), speaker)
    except AudioError as err:
        return _error(session, audio, render(err.message_id, path=err.path))
    except VoiceError as err:
        return _error(session, audio, render(err.message_id, **err.args_))
    return {
        "text": turn.heard.text if turn.heard else None,
        "heard": turn.heard.text if turn.heard else None,
        "intent": session.last_intent if turn.heard else None,
        "reply": turn.reply if turn.heard else render("voice-not-heard"),
        "state": session.snapshot(),
    }


def _error(session: Session, audio: str, message: str) -> dict[str, object]:
    return {
        "text": None,
        "heard": None,
        "intent": None,
        "reply": None,
        "state": session.snapshot(),
        "error": message,
    }
