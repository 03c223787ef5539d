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
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

import numpy as np
from pydantic import BaseModel

from .audio import RATE, as_int16
from .grammar import VoiceGrammar, join_suffixes
from .pronounce import pronounce

Counts = Callable[[str], bool]
"""Whether a sentence (as heard, suffix words apart) would change the game if applied."""
VOSK_ENV = "REFEREE_VOSK_MODEL"
ENGINES = ("pocketsphinx", "vosk")
VOSK_SURE = 0.9
"""Vosk's lowest word confidence at which a report is applied without asking back (not
calibrated here: no Vosk model can be installed on this machine)."""
REJECT_BELOW = -9.0
"""Per frame, how much worse (natural log x 10^4) the grammar's best sentence may sound than
the best free sequence of phones before the utterance counts as something else said (table
chatter, a cough): below this nothing is heard."""
SURE_ABOVE = -8.5
"""At or above this (and every word above :data:`WORD_FLOOR`) the recognizer is sure
(``Heard.sure``) and a report is applied; in between it is asked back first ("Did you mean
…?"). With each utterance's own cepstral mean (:data:`CMN_PER_UTTERANCE`, the default).
Chosen with ``benchmarks/voice.py --dump`` on the tuning voices (en-us, en-gb, en-us+m7)
together with :data:`WORD_FLOOR`: nothing applied wrongly there, the most reports right,
then the least chatter that would have been applied had the game taken it (-9 let "pass me
the chips please" through as "that's we got fifth completed" at -8.54); reported on the
held-out voices."""
SURE_ABOVE_GAME = {"turm": -6.0}
"""Games whose reports need a better score than :data:`SURE_ABOVE` to be applied at once:
Der Turm's short reveals ("an empty three") are what table chatter is most often heard as
("pass me the chips please" in noise as "the three that empty" at -6.6 on the tuning
voices; on one run, before :meth:`PocketSphinxRecognizer.estimate_cmn` depended on the
utterance alone, at -5.2 and applied)."""
SPEECH_ABOVE_GAME = {"turm": -13.0}
"""Games whose reports must also score this well over the frames of their words alone
(``Decoded.speech``, per frame as :data:`SURE_ABOVE`) to be applied at once. The sentence
score takes in the silence before and after, as good as the free phones there, so the
shorter the sentence the more it is lifted: table chatter heard as a Der Turm short reveal
("pass me the chips please" in noise as "the three that empty", en-us+m7) scored -5.7 as a
whole, above Der Turm's bar, but -14.8 over its words. Chosen on the tuning voices: the
worst rightly heard Der Turm report there that was sure otherwise scored -11.3 over its
words; the chatter -14.8."""
WORD_FLOOR = -30.0
"""The worst a single word of a sure sentence may sound against the free phones over its own
frames (per frame, as :data:`SURE_ABOVE`). A sentence can score well as a whole with words
forced onto sounds that were something else: table chatter "hold on, my phone is ringing"
(en-us, clean) heard as the collapse "two all fell in again" at -7.6, applied, its "fell" at
-34; "floor three is done" at 10 dB SNR as "uh oh three it fell off" at -2.2, its worst
word at -89. Chosen on the tuning voices with :data:`SURE_ABOVE` (-32 kept the same
reports right there; -30 leaves room below the -34)."""
CHECKED_SURE_ABOVE = -11.0
"""The sentence bar (as :data:`SURE_ABOVE`) for a report whose meaning words were heard
again against their rivals that the game would take too and won by :data:`RIVAL_MARGIN`
("I built floor six" over "… floor three"): that check is evidence of its own, which a
sentence with nothing to swap (Babel's collapses, "I stop") lacks, and the game's state
narrows what counts to one floor, one disk. Games with their own bar (Der Turm,
:data:`SURE_ABOVE_GAME`) keep it. Chosen with ``benchmarks/voice.py --dump`` on the tuning
voices: no rival-checked decode of table chatter or of a misheard report would have been
applied down to -14; right at once 66 -> 75 of 126 there (noisy 30 -> 37), the gain flat
below -11. Such a report is heard even below :data:`REJECT_BELOW`, but only when the game
would take it: table chatter heard as a report the game refuses stays unheard. The table
chatter that scores best is heard as Babel's collapses ("my hands are
shaking" in noise as "my top caved in" at -10.1), which have no rivals and keep -8.5."""
UNWEIGHED_WORDS = frozenset({"i", "we", "a", "an", "the"})
"""Words the floor (:data:`WORD_FLOOR`) does not hold a sentence to: pronouns and articles,
short and carrying nothing of the report, whose few frames often score far below the
phones in a rightly heard report ("i" at -41 in "i opened the three with two gems",
en-us+m7, -4.4 over its words). On the tuning voices: right at once 62 -> 66 of 126, no
decode of chatter applied."""
CARRIED_SURE_ABOVE = -8.0
CARRIED_WORD_FLOOR = -60.0
"""The two bars with the cepstral mean carried from one utterance to the next
(:data:`CMN_PER_UTTERANCE` off), whose scores are lower: chosen on en-us and en-gb, the
lowest at which nothing there was applied wrongly (the highest wrong decode -8.35; the
worst word of a rightly heard report -54)."""
DECODER_OPTIONS: dict[str, object] = {
    "bestpath": False,
    "beam": 1e-56,
    "pbeam": 1e-56,
    "wbeam": 1e-35,
}
"""The grammar's decoder, each setting measured with ``benchmarks/voice.py``: the lattice
best-path pass (``bestpath``) tripled decoding time and heard no better over a grammar;
beams wider than PocketSphinx's defaults (1e-48, 1e-48, 7e-29) reach the grammar's end on
sentences the defaults lost ("Ben moved the thick one from the base", not heard at all):
on the tuning voices, rightly heard reports 62 -> 68 of 84, for a quarter more decoding
time; wider still (1e-64) heard no more."""
RIVAL_MARGIN = 9.0
"""How much better (per frame, natural log x 10^4) a sure report must sound than its best
rival — the same sentence with another number, disk, pillar type or name that the game
would take as well — when each is heard again over its frames; below it the report is asked
back. Chosen with ``benchmarks/voice.py --dump`` on the tuning voices: the one report there
that scored surely and was wrong (en-gb "I revealed a two" at 10 dB SNR heard as "a three":
its British "two" sounds like "three" in the noise) was 7.4-8.0 ahead of "a two"; right
reports as close to a counting rival (en-us "a two" 1.9 ahead of "a three") are asked back
too. The cost: two small decodes per swapped word over about 0.6 s of audio."""
RIVAL_TRIES = 8
"""Rivals the game would refuse that are passed over, one by one, before the next best is
taken as counting."""
RIVAL_CONTEXT = 5
"""Frames heard again before and after a swapped word and its neighbours."""
FRAME_BYTES = 2 * RATE // 100
"""16-bit samples of one 10 ms frame."""
RIVALS_ALWAYS = False
"""Measure the rivals of every decode (``benchmarks/voice.py --dump``), not only of those
sure enough otherwise to be applied."""
LOOP_OPTIONS: dict[str, object] = {"bestpath": False}
"""The phone loop's decoder: PocketSphinx's default beams. Lighter beams (1e-20, 1e-20,
1e-15) took 11 % less recognition time (0.230 -> 0.205 CPU RTF, in one process) and kept 0
wrong on the tuning voices, but scored the loop up to 3 per frame higher (1.4 on average),
so fewer reports cleared the bars: right at once there 75 -> 68 of 126 (noisy 37 -> 35);
not adopted without bars chosen for it."""
ALLPHONE = False
"""Whether the free phones are PocketSphinx's own phone search (``allphone``, no phone
language model: every phone after every other) instead of an FSG loop of one-phone words.
It takes half the loop's time (0.060 -> 0.032 RTF) but is a different yardstick (clean
speech 15-25 per frame worse against it than against the loop): on the tuning voices, with
bars chosen for it, fewer reports right at once (40 against 49 on the first half of the
set, noisy alike); off."""
PAD = RATE // 4
END_PAD = RATE // 4
END_PAD_PER_UTTERANCE = RATE // 20
DITHER = 3e-4
"""A quarter second of faint noise (this RMS, samples in -1..1) before and after an utterance:
digital silence (exact zeros) and speech that starts on the first sample throw
PocketSphinx's feature normalisation off. The end pad is decoded after the player stopped
(most of the time to the reply); with :data:`CMN_PER_UTTERANCE` 50 ms
(:data:`END_PAD_PER_UTTERANCE`) heard as well as a quarter second on the benchmark, while
with the carried mean a short pad scored noisy "Ben built floor two" lower (-10.5 against
-8.0 per frame; not measured further), so it keeps the quarter second."""
CMN_START = "58,-9,2,2,0.5,-1,-2,-5.5,-3,-4,-1.3,-2,-3"
"""The cepstral mean a new recognizer starts from. While audio streams in, the mean cannot be
taken over the whole utterance; it is carried from one utterance to the next instead. This
start is what it settles at for the benchmark's speech (PocketSphinx's own, ``40,3,-1``, is
for quieter input and misheard the first utterances: "one" as "eleven")."""
CMN_PER_UTTERANCE = True
"""Whether each utterance's cepstral mean is estimated from its own first
:data:`CMN_WINDOW` samples (True, the default) or carried from the last utterance (False,
starting from :data:`CMN_START`; ``benchmarks/voice.py --carried-cmn``). A mean carried over
mismatches whenever clean and noisy speech alternate, and right noisy reports are not
heard. With each utterance's own mean the numbers it confuses ("I revealed a two" at 10 dB
SNR heard as "a three") are asked back (:data:`RIVAL_MARGIN`), and table chatter, which
scores better too, is held off by the word floor (:data:`WORD_FLOOR`) and Der Turm's bar
over the words alone (:data:`SPEECH_ABOVE_GAME`)."""
CMN_WINDOW = RATE * 12 // 10
"""Samples at an utterance's start (after the pre-roll) its cepstral mean is estimated from
before decoding starts (1.2 s; a shorter utterance's from all of it; with 0.8 s a fresh
recognizer heard "Anna built floor one" as "… floor one up"). A mean carried from
one utterance to the next mismatched whenever clean and noisy speech alternated (10 dB SNR
white noise moves the mean's first coefficient from about 56 to 72): rightly heard noisy
reports scored -10..-12 and were not heard. The blocks held back meanwhile are decoded at
once, faster than real time, while the player goes on speaking."""
BLOCK = RATE // 20
"""Samples the decoders take at a time (50 ms)."""
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


class Listening(Protocol):
    """One utterance being heard while it is said."""

    def feed(self, audio: np.ndarray) -> None:
        """The next chunk (16 kHz mono), as it arrives."""

    def finish(self, counts: Counts | None = None) -> Heard | None:
        """The utterance ended: what was heard, ``None`` when nothing in the grammar.
        ``counts`` tells whether another sentence would change the game too."""


class Recognizer(Protocol):
    """Audio in (16 kHz mono), words out — or ``None`` when nothing in the grammar was said."""

    def recognize(self, audio: np.ndarray) -> Heard | None: ...

    def listen(self) -> Listening:
        """Start an utterance, with the grammar in use now."""

    def use(self, grammar: VoiceGrammar) -> None:
        """Listen for this grammar from now on (players, game or language changed)."""


class PocketSphinxRecognizer:
    """PocketSphinx's English model with the table's grammar as a finite-state search.

    One decoder (the model is loaded once) holds a search per grammar it has been given, so
    going back to a grammar costs nothing; each grammar is compiled to a minimal
    deterministic word automaton (:meth:`VoiceGrammar.automaton`) instead of JSGF, whose
    expansion left thousands of empty moves for the search to follow every frame.

    Every utterance is heard twice as it arrives: over the grammar, and by a second decoder
    over a free loop of phones. How much worse the grammar's best sentence sounds than the
    best phones, per frame, tells a report from chatter (:data:`REJECT_BELOW`) and gives the
    confidence. Both decode while the player speaks (:meth:`listen`), so when the utterance
    ends only their last frames and final passes are left.
    """

    def __init__(self, grammar: VoiceGrammar, **options: object) -> None:
        if grammar.lang != "en":
            raise VoiceError("voice-no-model-lang", engine="pocketsphinx", lang=grammar.lang)
        from pocketsphinx import Decoder

        self._decoder = Decoder(lm=None, loglevel="FATAL", **{**DECODER_OPTIONS, **options})
        self._loop = Decoder(lm=None, loglevel="FATAL", **LOOP_OPTIONS)
        self._probe = Decoder(lm=None, loglevel="FATAL", cmn="batch", bestpath=False)
        self._probe.add_word("probe_sil", "SIL", True)
        probe = [(0, 0, 1.0, "probe_sil"), (0, 1, 1.0)]
        self._probe.add_fsg("probe", self._probe.create_fsg("probe", 0, 1, probe))
        self._probe.activate_search("probe")
        self.grammar: VoiceGrammar | None = None
        self._searches: dict[int, tuple[VoiceGrammar, str]] = {}
        self._made = 0
        self._add_phone_loop()
        self.cmn = CMN_START
        self.use(grammar)

    @property
    def cmn(self) -> str:
        """The cepstral mean (comma-separated) the next utterance starts from (carried) or
        the last one was decoded with (:data:`CMN_PER_UTTERANCE`)."""
        return self._decoder.get_cmn()

    @cmn.setter
    def cmn(self, value: str) -> None:
        for decoder in (self._decoder, self._loop):
            decoder.set_cmn(value)

    def rescore(
        self, sentences: list[tuple[str, ...]], pcm: list[bytes], cmn: str
    ) -> tuple[str, float] | None:
        """The best of these sentences for this utterance (its blocks as decoded, the
        cepstral mean it started from) and its log score, with every way through equally
        likely: the grammar's decoder over a small grammar of just these sentences (a
        prefix tree), then back to the table's grammar and cepstral mean."""
        decoder = self._decoder
        carried = decoder.get_cmn()
        arcs: list[tuple[int, int, float] | tuple[int, int, float, str]] = []
        final, states = 1, 2
        tree: dict[tuple[str, ...], int] = {(): 0}
        for sentence in sentences:
            for i, word in enumerate(sentence):
                if sentence[: i + 1] not in tree:
                    tree[sentence[: i + 1]] = states
                    arcs.append((tree[sentence[:i]], states, 1.0, word))
                    states += 1
            arcs.append((tree[sentence], final, 1.0))
        decoder.add_fsg("rivals", decoder.create_fsg("rivals", 0, final, arcs))
        decoder.activate_search("rivals")
        decoder.set_cmn(cmn)
        decoder.start_utt()
        for block in pcm:
            decoder.process_raw(block)
        decoder.end_utt()
        best = _best(decoder)
        decoder.activate_search(self._searches[id(self.grammar)][1])
        decoder.remove_search("rivals")
        decoder.set_cmn(carried)
        return best

    def estimate_cmn(self, pcm: bytes) -> str:
        """The cepstral mean of this audio (16-bit PCM), as :attr:`cmn` takes it: a third
        decoder in PocketSphinx's batch CMN mode, over a one-phone search, takes it as a
        whole (its features cost little; no search to speak of). Not quite history-free:
        the same audio after other utterances gives a different mean (72.6 -> 70.6 on the
        first coefficient, noisy speech), enough to turn chatter into a sure report on one
        run and not on the next. Its mean starts from :data:`CMN_START` each time and the
        audio goes through it twice: the second pass gives what more passes give (the
        utterance's own mean), whatever came before (5 ms more)."""
        self._probe.set_cmn(CMN_START)
        for _ in range(2):  # the first pass leaves the probe as this audio leaves it
            self._probe.start_utt()
            self._probe.process_raw(pcm, full_utt=True)
            self._probe.end_utt()
        return self._probe.get_cmn(False)

    @property
    def searches(self) -> int:
        """How many grammar searches were made so far (one per new grammar)."""
        return self._made

    def _add_phone_loop(self) -> None:
        if ALLPHONE:
            self._loop.add_allphone_file("phones", None)
            self._loop.activate_search("phones")
            return
        words = [f"phone_{p.lower()}" for p in PHONES]
        for i, (word, phone) in enumerate(zip(words, PHONES, strict=True)):
            self._loop.add_word(word, phone, i == len(words) - 1)
        loop = [(0, 0, 1.0 / len(words), word) for word in words] + [(0, 1, 1.0)]
        self._loop.add_fsg("phones", self._loop.create_fsg("phones", 0, 1, loop))
        self._loop.activate_search("phones")

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

    def listen(self) -> PocketSphinxListening:
        """Start hearing one utterance: feed its audio as it arrives, then ``finish()``."""
        if self.grammar is None:  # pragma: no cover - __init__ sets one
            raise VoiceError("voice-no-model-lang", engine="pocketsphinx", lang="")
        return PocketSphinxListening(self)

    def score(self, audio: np.ndarray) -> tuple[str | None, float]:
        """The grammar's best sentence and how it sounds against free phones, per frame
        (natural log x 10^4; 0: as good as any phones)."""
        listening = self.listen()
        listening.feed(audio)
        decoded = listening.decode()
        return decoded.text, decoded.ratio

    def recognize(self, audio: np.ndarray) -> Heard | None:
        listening = self.listen()
        listening.feed(audio)
        return listening.finish()


class Decoded(BaseModel):
    """What the two decoders made of one utterance, before any judgement."""

    text: str | None
    """The grammar's best sentence (suffix words still apart), ``None``: none reached."""
    ratio: float = -math.inf
    """Grammar against free phones, per frame (natural log x 10^4)."""
    frames: int = 0
    rival: float | None = None
    """How much better (per frame, as ``ratio``) ``text`` sounds than its best rival, the
    same sentence with another number, disk, pillar or name (``None``: none, or not
    measured); below :data:`RIVAL_MARGIN` a report is asked back."""
    rival_text: str | None = None
    speech: float = -math.inf
    """As ``ratio``, over the frames of ``text``'s words only: the silence before and after
    (as good as the free phones there) does not lift a short sentence's score."""
    words: list[tuple[str, float]] = []
    """Each word of ``text`` and how it sounds against the free phones over its own frames
    (per frame, as ``ratio``): a misheard word sounds worse than the phones there."""


class PocketSphinxListening:
    """One utterance being heard: both decoders take the audio as it arrives (16 kHz mono,
    float or 16-bit), so :meth:`finish` only has the final passes and the judgement left.

    The decoders always get it in blocks of :data:`BLOCK` samples (the cepstral mean adapts
    block by block), so feeding the audio in one piece or in many gives the same result."""

    def __init__(self, recognizer: PocketSphinxRecognizer) -> None:
        self._recognizer = recognizer
        self.grammar = recognizer.grammar
        self._rng = np.random.default_rng(0)
        self._decoders = (recognizer._decoder, recognizer._loop)
        recognizer._decoder.activate_search(recognizer._searches[id(self.grammar)][1])
        self._held: list[bytes] | None = [] if CMN_PER_UTTERANCE else None
        """Blocks held back until the utterance's cepstral mean is estimated from them."""
        self._pcm: list[bytes] = []
        """Every block decoded, for the rivals' rescoring (:func:`rival_margin`)."""
        self._cmn = recognizer.cmn
        """The cepstral mean the utterance was decoded from."""
        if not CMN_PER_UTTERANCE:
            for decoder in self._decoders:
                decoder.start_utt()
        self._held_samples = 0
        self._done: Decoded | None = None
        self._spans: list[tuple[int, int]] | None = None
        """Each word's first and last frame, once the rivals were measured."""
        self._counted = False
        """Whether they were measured with what counts (:meth:`decode`)."""
        self._pending = np.zeros(0, dtype=np.float32)
        self.samples = 0
        self._push(np.zeros(PAD, dtype=np.float32))

    def _push(self, samples: np.ndarray, last: bool = False) -> None:
        samples = np.concatenate([self._pending, samples]) if self._pending.size else samples
        whole = len(samples) if last else len(samples) - len(samples) % BLOCK
        self._pending = samples[whole:]
        for at in range(0, whole, BLOCK):
            block = samples[at : at + BLOCK]
            dither = self._rng.normal(0.0, DITHER, block.shape).astype(np.float32)
            pcm = as_int16(block + dither).tobytes()
            self._pcm.append(pcm)
            if self._held is None:
                for decoder in self._decoders:
                    decoder.process_raw(pcm)
                continue
            self._held.append(pcm)
            self._held_samples += block.size
            if self._held_samples >= PAD + CMN_WINDOW:
                self._start()

    def _start(self) -> None:
        """Estimate the utterance's cepstral mean from the blocks held back, then decode them."""
        held, self._held = self._held or [], None
        self._recognizer.cmn = self._cmn = self._recognizer.estimate_cmn(b"".join(held))
        for decoder in self._decoders:
            decoder.start_utt()
        for pcm in held:
            for decoder in self._decoders:
                decoder.process_raw(pcm)

    def feed(self, audio: np.ndarray) -> None:
        """The next chunk of the utterance."""
        if self._done is not None:
            raise RuntimeError("this utterance is finished")
        if audio.size:
            self.samples += audio.size
            self._push(audio.astype(np.float32) / (32768.0 if audio.dtype == np.int16 else 1.0))

    def decode(self, counts: Counts | None = None) -> Decoded:
        """End the utterance: the grammar's best sentence and its score against free phones
        (and against its rivals that ``counts``, see :meth:`_rivals`; decoded again with
        ``counts``, the rivals are measured again with it)."""
        if self._done is not None:
            if counts is not None and self._spans is not None and not self._counted:
                self._counted = True
                assert self._done.text is not None
                self._done.rival, self._done.rival_text = self._rivals(
                    self._done.text, self._spans, counts
                )
            return self._done
        pad = END_PAD_PER_UTTERANCE if CMN_PER_UTTERANCE else END_PAD
        self._push(np.zeros(pad, dtype=np.float32), last=True)
        if self._held is not None:  # shorter than the window: its mean over all of it
            self._start()
        grammar, loop = self._decoders
        for decoder in self._decoders:
            decoder.end_utt()
            if not CMN_PER_UTTERANCE:
                decoder.get_cmn(True)  # the next utterance starts from this one's mean
        frames = max(grammar.n_frames(), 1)
        said = _best(grammar)
        free = _best(loop)
        if said is None or free is None:
            self._done = Decoded(text=None, frames=frames)
            return self._done
        text, score = said
        phones = _segments(loop)
        words = []
        spans = []
        against = covered = 0.0
        for word, start, end, sounds in _segments(grammar):
            if word.startswith(("<", "(", "[")) or word.endswith("]"):
                continue  # silence and fillers
            spans.append((start, end))
            free_there = sum(
                f * max(0, min(end, e) - max(start, s) + 1) / (e - s + 1) for _, s, e, f in phones
            )
            words.append((word, (sounds - free_there) * 1e4 / (end - start + 1)))
            against += sounds - free_there
            covered += end - start + 1
        ratio = (score - free[1]) * 1e4 / frames
        speech = against * 1e4 / covered if covered else -math.inf
        self._done = Decoded(text=text, ratio=ratio, frames=frames, words=words, speech=speech)
        # the rivals only with each utterance's own mean: rescoring on the decoder moves a
        # carried mean (a carried-mean table then missed "I revealed a two with one gem")
        if CMN_PER_UTTERANCE and (
            RIVALS_ALWAYS
            or (RIVAL_MARGIN > -math.inf and _sure_but_rivals(self._done, self.grammar.game))
        ):
            self._frames, self._spans, self._counted = frames, spans, counts is not None
            self._done.rival, self._done.rival_text = self._rivals(text, spans, counts)
        return self._done

    def _rivals(
        self, text: str, spans: list[tuple[int, int]], counts: Counts | None
    ) -> tuple[float | None, str | None]:
        """How much better the heard sentence sounds than its best rival that counts: the
        same sentence with one number, disk, pillar or name swapped
        (:meth:`VoiceGrammar.alternatives`) that would change the game too (``counts``;
        a rival the game would refuse — not this player's turn, not the next floor — is
        no danger). Each swapped word is heard again with its neighbours over their frames
        only (``spans``, each word's first and last frame): once as heard, once with any of
        its rivals in its place, each alone in a small grammar, so the whole grammar's
        weights and pruning play no part. Per frame of those frames (as ``ratio``), the
        least margin over the swapped words; ``None`` when nothing has rivals."""
        assert self.grammar is not None
        tokens = tuple(text.split())
        swaps: dict[int, set[str]] = {}
        for other in self.grammar.alternatives(tokens):
            at = next(i for i, (a, b) in enumerate(zip(tokens, other, strict=True)) if a != b)
            swaps.setdefault(at, set()).add(other[at])
        if not swaps:
            return None, None
        if len(spans) != len(tokens):  # pragma: no cover - the segments are the words
            spans = [(0, self._frames - 1)] * len(tokens)
        pcm = b"".join(self._pcm)
        bar = math.inf if RIVALS_ALWAYS else RIVAL_MARGIN
        least: tuple[float, str | None] = (math.inf, None)
        for at, words in sorted(swaps.items()):
            lo, hi = max(0, at - 1), min(len(tokens) - 1, at + 1)
            first = max(0, spans[lo][0] - RIVAL_CONTEXT)
            last = min(self._frames - 1, spans[hi][1] + RIVAL_CONTEXT)
            audio = [pcm[first * FRAME_BYTES : (last + 1) * FRAME_BYTES]]
            before, after = tokens[lo:at], tokens[at + 1 : hi + 1]
            recognizer = self._recognizer
            own = recognizer.rescore([(*before, tokens[at], *after)], audio, self._cmn)
            if own is None:
                return -math.inf, None
            for tried in range(RIVAL_TRIES):
                swapped = [(*before, w, *after) for w in sorted(words)]
                rival = recognizer.rescore(swapped, audio, self._cmn) if words else None
                if rival is None:
                    margin, said = math.inf, None
                    break
                word = rival[0].split()[at - lo]
                said = " ".join((*tokens[:at], word, *tokens[at + 1 :]))
                margin = (own[1] - rival[1]) * 1e4 / (last - first + 1)
                if margin >= bar or counts is None or tried == RIVAL_TRIES - 1:
                    break
                if counts(said):
                    break
                words.discard(word)  # the game would refuse it: the next best rival
            if margin < least[0] or least[1] is None:
                least = (margin, said)
        return least

    def finish(self, counts: Counts | None = None) -> Heard | None:
        """What was heard, or ``None`` when it was nothing in the grammar. ``counts``: whether
        a sentence would change the game (a rival that would not is no reason to ask)."""
        decoded = self.decode(counts)
        if decoded.text is None:
            return None
        sure = is_sure(decoded, self.grammar and self.grammar.game)
        if decoded.ratio < REJECT_BELOW and not sure:
            return None
        if decoded.ratio < REJECT_BELOW and counts is not None and not counts(decoded.text):
            return None  # sure only by its rivals, and the game would refuse it: chatter
        text = join_suffixes(decoded.text)
        if not _readable(text, self.grammar):
            return None  # the search ended off the grammar's end: out-of-grammar speech
        return Heard(text=text, confidence=round(confidence(decoded), 3), sure=sure)


def sure_above(game: str | None) -> float:
    """The sentence score at or above which a report of this game may be applied (the
    games' own bars are for :data:`CMN_PER_UTTERANCE`, whose scores are higher)."""
    if not CMN_PER_UTTERANCE:
        return CARRIED_SURE_ABOVE
    return SURE_ABOVE_GAME.get(game or "", SURE_ABOVE)


def speech_above(game: str | None) -> float:
    """The score over a sentence's words alone at or above which a report of this game may
    be applied (:data:`SPEECH_ABOVE_GAME`)."""
    return SPEECH_ABOVE_GAME.get(game or "", -math.inf) if CMN_PER_UTTERANCE else -math.inf


def word_floor() -> float:
    """The worst a word of a sentence applied at once may sound (:data:`WORD_FLOOR`)."""
    return WORD_FLOOR if CMN_PER_UTTERANCE else CARRIED_WORD_FLOOR


def checked_sure_above(game: str | None) -> float:
    """The sentence score at or above which a report whose meaning words won against their
    rivals may be applied (:data:`CHECKED_SURE_ABOVE`; a game with its own bar keeps it)."""
    if not CMN_PER_UTTERANCE:
        return CARRIED_SURE_ABOVE
    return min(SURE_ABOVE_GAME.get(game or "", CHECKED_SURE_ABOVE), sure_above(game))


def worst_word(decoded: Decoded) -> float:
    """The score of a decode's worst word that carries the report (:data:`UNWEIGHED_WORDS`
    apart; all its words when it has no other); -inf without words."""
    scores = [score for word, score in decoded.words if word.split("(")[0] not in UNWEIGHED_WORDS]
    scores = scores or [score for _, score in decoded.words]
    return min(scores, default=-math.inf)


def _sure_but_rivals(decoded: Decoded, game: str | None = None) -> bool:
    """Whether a decode could be applied at once, its rivals apart: at or above the lower of
    the two sentence bars (:func:`checked_sure_above`), Der Turm's bar over the words, and
    no word that carries the report below the floor."""
    return (
        decoded.ratio >= checked_sure_above(game)
        and decoded.speech >= speech_above(game)
        and worst_word(decoded) >= word_floor()
    )


def is_sure(decoded: Decoded, game: str | None = None) -> bool:
    """Whether a decode is sure enough to act on without asking back: the sentence sounds
    close enough to the free phones, none of the words that carry it far off, and clearly
    better than any rival that would mean something else. A sentence whose rivals were
    heard again and lost by :data:`RIVAL_MARGIN` may sound a little worse
    (:data:`CHECKED_SURE_ABOVE`) than one with none to check (:data:`SURE_ABOVE`)."""
    if not _sure_but_rivals(decoded, game):
        return False
    if decoded.rival is not None and decoded.rival < RIVAL_MARGIN:
        return False
    checked = decoded.rival is not None and math.isfinite(decoded.rival)
    return checked or decoded.ratio >= sure_above(game)


def confidence(decoded: Decoded) -> float:
    """0 at :data:`REJECT_BELOW`, 1 at :data:`SURE_ABOVE` and above (0 when a word that
    carries the report is below :data:`WORD_FLOOR`)."""
    if worst_word(decoded) < word_floor():
        return 0.0
    span = max(sure_above(None) - REJECT_BELOW, 1e-9)
    return max(0.0, min(1.0, (decoded.ratio - REJECT_BELOW) / span))


def _segments(decoder: object) -> list[tuple[str, int, int, float]]:
    """The best path's words: (word, first frame, last frame, acoustic log score)."""
    return [
        (seg.word, seg.start_frame, seg.end_frame, math.log(seg.ascore) if seg.ascore > 0 else -1e9)
        for seg in decoder.seg() or []  # type: ignore[attr-defined]
    ]


def _best(decoder: object) -> tuple[str, float] | None:
    hyp = decoder.hyp()  # type: ignore[attr-defined]
    if hyp is None or not hyp.hypstr.strip() or hyp.score <= 0:
        return None
    return hyp.hypstr, math.log(hyp.score)


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

    def listen(self) -> VoskListening:
        """Start hearing one utterance: feed its audio as it arrives, then ``finish()``."""
        return VoskListening(self._vosk.KaldiRecognizer(self._model, RATE, self._phrases), self)

    def recognize(self, audio: np.ndarray) -> Heard | None:
        listening = self.listen()
        listening.feed(audio)
        return listening.finish()


class VoskListening:
    """One utterance being heard by Vosk, chunk by chunk."""

    def __init__(self, rec: object, recognizer: VoskRecognizer) -> None:
        self._rec = rec
        self.grammar = recognizer.grammar
        rec.SetWords(True)  # type: ignore[attr-defined]

    def feed(self, audio: np.ndarray) -> None:
        self._rec.AcceptWaveform(as_int16(audio).tobytes())  # type: ignore[attr-defined]

    def finish(self, counts: Counts | None = None) -> Heard | None:
        result = json.loads(self._rec.FinalResult())  # type: ignore[attr-defined]
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
