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
VOSK_SURE = 0.9
"""Vosk's lowest word confidence at which a report is applied without asking back (not
calibrated here: no Vosk model can be installed on this machine)."""
REJECT_BELOW = -9.0
"""Per frame, how much worse (natural log x 10^4) the grammar's best sentence may sound than
the best free sequence of phones before the utterance counts as something else said (table
chatter, a cough): below this nothing is heard. Calibrated with ``benchmarks/voice.py``:
reports said clean or at 10 dB SNR mostly score above it, chatter mostly below. The two
overlap: this measure alone cannot tell every report from every chatter, hence
:data:`SURE_ABOVE`."""
SURE_ABOVE = -2.0
"""At or above this the recognizer is sure (``Heard.sure``) and a report is applied; in
between, it is asked back first ("Did you mean …?"). Chatter forced onto a report scored up
to -2.6 in the benchmark and the tests ("my hands are shaking" at 10 dB SNR heard as "my top
caved in"); many rightly heard reports score lower too, and are asked back."""
DECODER_OPTIONS: dict[str, object] = {"bestpath": False}
"""PocketSphinx settings, each measured with ``benchmarks/voice.py``: the lattice best-path
pass (``bestpath``) tripled decoding time and heard no better over a grammar; narrower beams
than the defaults lost sentences (no final state reached) faster than they saved time."""
GRAMMARS_KEPT = 8
"""Grammar searches a decoder keeps (a table going back and forth between phases)."""
PHONES = tuple(
    "AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH "
    "UH UW V W Y Z ZH".split()
)
"""The model's speech phones: a free loop of them is the yardstick a sentence is held to."""
_SUFFIX_PHONES = {"'s": "Z", "'ll": "L", "'ve": "V", "'m": "M", "'re": "R", "'d": "D", "'t": "T"}


class Heard(BaseModel):
    """What a recognizer heard: the words, and how sure it is (0..1)."""

    text: str
    confidence: float
    sure: bool = True
    """Sure enough to act on; otherwise a report is asked back before it counts."""


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
    """PocketSphinx's English model with the table's grammar as a finite-state search.

    One decoder (the model is loaded once) holds a search per grammar it has been given, so
    going back to a grammar costs nothing; each grammar is compiled to a minimal
    deterministic word automaton (:meth:`VoiceGrammar.automaton`) instead of JSGF, whose
    expansion left thousands of empty moves for the search to follow every frame.

    Every utterance is decoded twice: over the grammar, and over a free loop of phones. How
    much worse the grammar's best sentence sounds than the best phones, per frame, tells a
    report from chatter (:data:`REJECT_BELOW`) and gives the confidence.
    """

    def __init__(self, grammar: VoiceGrammar, **options: object) -> None:
        if grammar.lang != "en":
            raise VoiceError("voice-no-model-lang", engine="pocketsphinx", lang=grammar.lang)
        from pocketsphinx import Decoder

        self._decoder = Decoder(lm=None, loglevel="FATAL", **{**DECODER_OPTIONS, **options})
        self.grammar: VoiceGrammar | None = None
        self._searches: dict[int, tuple[VoiceGrammar, str]] = {}
        self._made = 0
        self._add_phone_loop()
        self.use(grammar)

    @property
    def searches(self) -> int:
        """How many grammar searches were made so far (one per new grammar)."""
        return self._made

    def _add_phone_loop(self) -> None:
        words = [f"phone_{p.lower()}" for p in PHONES]
        for i, (word, phone) in enumerate(zip(words, PHONES, strict=True)):
            self._decoder.add_word(word, phone, i == len(words) - 1)
        loop = [(0, 0, 1.0 / len(words), word) for word in words] + [(0, 1, 1.0)]
        self._decoder.add_fsg("phones", self._decoder.create_fsg("phones", 0, 1, loop))

    def use(self, grammar: VoiceGrammar) -> None:
        if grammar is self.grammar:
            return
        if grammar.lang != "en":
            raise VoiceError("voice-no-model-lang", engine="pocketsphinx", lang=grammar.lang)
        kept = self._searches.get(id(grammar))
        if kept is None or kept[0] is not grammar:
            words = sorted(w for w in grammar.words if self._decoder.lookup_word(w) is None)
            for i, word in enumerate(words):
                phones = _SUFFIX_PHONES.get(word) or pronounce(word)
                self._decoder.add_word(word, phones, i == len(words) - 1)
            self._made += 1
            name = f"table{self._made}"
            start, final, arcs = grammar.fsg()
            self._decoder.add_fsg(name, self._decoder.create_fsg(name, start, final, arcs))
            if len(self._searches) >= GRAMMARS_KEPT:
                oldest = next(iter(self._searches))
                self._decoder.remove_search(self._searches.pop(oldest)[1])
            kept = self._searches[id(grammar)] = (grammar, name)
        self._decoder.activate_search(kept[1])
        self.grammar = grammar

    def _decode(self, search: str, pcm: bytes) -> tuple[str | None, float]:
        decoder = self._decoder
        decoder.activate_search(search)
        decoder.start_utt()
        decoder.process_raw(pcm, full_utt=True)
        decoder.end_utt()
        hyp = decoder.hyp()
        if hyp is None or not hyp.hypstr.strip() or hyp.score <= 0:
            return None, 0.0
        return hyp.hypstr, math.log(hyp.score)

    def score(self, audio: np.ndarray) -> tuple[str | None, float]:
        """The grammar's best sentence and how it sounds against free phones, per frame
        (natural log x 10^4; 0: as good as any phones)."""
        if self.grammar is None:
            return None, -math.inf
        pcm = as_int16(_padded(audio)).tobytes()
        search = self._searches[id(self.grammar)][1]
        text, said = self._decode(search, pcm)
        frames = max(self._decoder.n_frames(), 1)
        if text is None:
            self._decoder.activate_search(search)
            return None, -math.inf
        _, free = self._decode("phones", pcm)
        self._decoder.activate_search(search)
        return text, (said - free) * 1e4 / frames

    def recognize(self, audio: np.ndarray) -> Heard | None:
        hypstr, ratio = self.score(audio)
        if hypstr is None or ratio < REJECT_BELOW:
            return None
        text = join_suffixes(hypstr)
        if not _readable(text, self.grammar):
            return None  # the search ended off the grammar's end: out-of-grammar speech
        confidence = (ratio - REJECT_BELOW) / (SURE_ABOVE - REJECT_BELOW)
        return Heard(
            text=text,
            confidence=round(max(0.0, min(1.0, confidence)), 3),
            sure=ratio >= SURE_ABOVE,
        )


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
        return Heard(text=text, confidence=round(confidence, 3), sure=confidence >= VOSK_SURE)


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
