"""Speech to text: one small interface, two engines, both held to the table's grammar.

``PocketSphinxRecognizer`` (English, its wheel ships the model) decodes with the JSGF grammar
from :mod:`referee.voice.grammar`; ``VoskRecognizer`` (English and German, a model from
``--vosk-model``/``REFEREE_VOSK_MODEL``) with its phrase list and ``[unk]``. Speech outside
the grammar is rejected (``None``), never forced onto a command.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Protocol

import numpy as np
from pydantic import BaseModel

from .audio import RATE, as_int16
from .grammar import VoiceGrammar, join_suffixes
from .pronounce import pronounce

VOSK_ENV = "REFEREE_VOSK_MODEL"
ENGINES = ("pocketsphinx", "vosk")
MIN_SCORE_PER_FRAME = -9.0
"""PocketSphinx's path score per 10 ms frame (natural log) below which a hypothesis is
refused. Not calibrated yet: the score the Python binding returns stays near 0 for in- and
out-of-grammar speech alike, so today only the template check below rejects anything."""
_SUFFIX_PHONES = {"'s": "Z", "'ll": "L", "'ve": "V", "'m": "M", "'re": "R", "'d": "D", "'t": "T"}


class Heard(BaseModel):
    """What a recognizer heard: the words, and how sure it is (0..1)."""

    text: str
    confidence: float


class VoiceError(Exception):
    """A voice set-up that cannot work (no model, unknown engine); ``message_id`` names its
    line in ``locales/<lang>/voice.ftl``."""

    def __init__(self, message_id: str, **args: object) -> None:
        super().__init__(message_id, args)
        self.message_id = message_id
        self.args_ = args


class Recognizer(Protocol):
    """Audio in (16 kHz mono), words out — or ``None`` when nothing in the grammar was said."""

    def recognize(self, audio: np.ndarray) -> Heard | None: ...

    def use(self, grammar: VoiceGrammar) -> None:
        """Listen for this grammar from now on (players, game or language changed)."""


class PocketSphinxRecognizer:
    """PocketSphinx's English model with the table's JSGF grammar."""

    def __init__(self, grammar: VoiceGrammar, min_score: float = MIN_SCORE_PER_FRAME) -> None:
        if grammar.lang != "en":
            raise VoiceError("voice-no-model-lang", engine="pocketsphinx", lang=grammar.lang)
        from pocketsphinx import Decoder

        self._decoder = Decoder(lm=None, loglevel="FATAL")
        self.min_score = min_score
        self.grammar: VoiceGrammar | None = None
        self._searches = 0
        self.use(grammar)

    def use(self, grammar: VoiceGrammar) -> None:
        if grammar is self.grammar:
            return
        if grammar.lang != "en":
            raise VoiceError("voice-no-model-lang", engine="pocketsphinx", lang=grammar.lang)
        words = sorted(grammar.words)
        for i, word in enumerate(words):
            if self._decoder.lookup_word(word) is None:
                phones = _SUFFIX_PHONES.get(word) or pronounce(word)
                self._decoder.add_word(word, phones, i == len(words) - 1)
        self._searches += 1
        name = f"table{self._searches}"
        self._decoder.add_jsgf_string(name, grammar.jsgf())
        self._decoder.activate_search(name)
        self.grammar = grammar

    def recognize(self, audio: np.ndarray) -> Heard | None:
        pcm = as_int16(_padded(audio)).tobytes()
        decoder = self._decoder
        decoder.start_utt()
        decoder.process_raw(pcm, full_utt=True)
        decoder.end_utt()
        hyp = decoder.hyp()
        frames = max(decoder.n_frames(), 1)
        if hyp is None or not hyp.hypstr.strip() or hyp.score <= 0:
            return None
        per_frame = math.log(hyp.score) / frames
        if per_frame < self.min_score:
            return None
        text = join_suffixes(hyp.hypstr)
        if not _readable(text, self.grammar):
            return None  # the search ended off the grammar's end: out-of-grammar speech
        confidence = max(0.0, min(1.0, 1.0 - per_frame / self.min_score))
        return Heard(text=text, confidence=round(confidence, 3))


class VoskRecognizer:
    """A Vosk model held to the table's phrase list; ``[unk]`` catches everything else."""

    def __init__(self, grammar: VoiceGrammar, model_dir: Path | None = None) -> None:
        try:
            import vosk
        except ImportError as err:  # pragma: no cover - vosk is a dependency
            raise VoiceError("voice-no-vosk") from err
        vosk.SetLogLevel(-1)
        path = model_dir or (Path(os.environ[VOSK_ENV]) if os.environ.get(VOSK_ENV) else None)
        if path is not None:
            if not (path / "am").is_dir() and not (path / "final.mdl").exists():
                raise VoiceError("voice-bad-model", path=str(path), lang=grammar.lang)
            self._model = vosk.Model(str(path))
        else:
            cached = _cached_vosk_model(vosk, grammar.lang)
            if cached is None:  # nothing in vosk's cache, and no download here
                small = _VOSK_SMALL[grammar.lang]
                raise VoiceError("voice-no-model", lang=grammar.lang, model=small)
            self._model = vosk.Model(str(cached))
        self._vosk = vosk
        self.grammar = grammar
        self._phrases = json.dumps(grammar.phrases(), ensure_ascii=False)

    def use(self, grammar: VoiceGrammar) -> None:
        if grammar is not self.grammar:
            self.grammar = grammar
            self._phrases = json.dumps(grammar.phrases(), ensure_ascii=False)

    def recognize(self, audio: np.ndarray) -> Heard | None:
        rec = self._vosk.KaldiRecognizer(self._model, RATE, self._phrases)
        rec.SetWords(True)
        rec.AcceptWaveform(as_int16(audio).tobytes())
        result = json.loads(rec.FinalResult())
        words = [w for w in result.get("result", []) if w.get("word") != "[unk]"]
        text = " ".join(w["word"] for w in words)
        if not text or "[unk]" in result.get("text", ""):
            return None
        text = join_suffixes(text)
        if not _readable(text, self.grammar):
            return None
        confidence = min(w.get("conf", 0.0) for w in words)
        return Heard(text=text, confidence=round(confidence, 3))


def _readable(text: str, grammar: VoiceGrammar | None) -> bool:
    """Whether the table's templates read ``text`` (a whole sentence of the grammar)."""
    if grammar is None:
        return False
    from ..language.intents import get_recognizer

    return get_recognizer(grammar.lang, grammar.game).recognize(text, grammar.players) is not None


def _padded(audio: np.ndarray) -> np.ndarray:
    """A quarter second of faint noise either side: digital silence (exact zeros) and speech
    that starts on the first sample throw PocketSphinx's feature normalisation off."""
    samples = audio.astype(np.float32) / (32768.0 if audio.dtype == np.int16 else 1.0)
    pad = np.zeros(RATE // 4, dtype=np.float32)
    out = np.concatenate([pad, samples, pad])
    dither = np.random.default_rng(0).normal(0.0, 3e-4, out.shape).astype(np.float32)
    return out + dither


def _cached_vosk_model(vosk: object, lang: str) -> Path | None:
    """A model for ``lang`` already in one of vosk's own model folders, if any."""
    prefix = f"vosk-model-small-{_VOSK_LANG[lang]}"
    for folder in getattr(vosk, "MODEL_DIRS", []):
        if folder is None or not Path(folder).is_dir():
            continue
        for found in sorted(Path(folder).glob(f"{prefix}*")):
            if found.is_dir():
                return found
    return None


_VOSK_LANG = {"en": "en-us", "de": "de"}
_VOSK_SMALL = {"en": "vosk-model-small-en-us-0.15", "de": "vosk-model-small-de-0.15"}


def make_recognizer(
    engine: str, grammar: VoiceGrammar, vosk_model: Path | None = None
) -> Recognizer:
    """The recognizer ``engine`` names, set to ``grammar``."""
    if engine == "pocketsphinx":
        return PocketSphinxRecognizer(grammar)
    if engine == "vosk":
        return VoskRecognizer(grammar, vosk_model)
    raise VoiceError("voice-unknown-engine", engine=engine, engines=", ".join(ENGINES))
