"""Hearing while the player speaks, and how sure the referee must be to act: real espeak-ng
audio, real PocketSphinx."""

from __future__ import annotations

import zlib
from pathlib import Path

import numpy as np
import pytest

from referee.dialogue import Session
from referee.frontends.voice import answer, hear_audio, start_hearing
from referee.voice import stt
from referee.voice.audio import add_noise, as_int16, read_audio
from referee.voice.grammar import build_grammar
from referee.voice.stt import Decoded, PocketSphinxRecognizer, confidence, is_sure

from .conftest import espeak

PLAYERS = ["Anna", "Ben", "Carla"]


@pytest.fixture(scope="module")
def recognizer() -> PocketSphinxRecognizer:
    return PocketSphinxRecognizer(build_grammar("en", "babel", tuple(PLAYERS)))


def _table(game: str, typed: list[tuple[str, str]] = ()) -> Session:
    session = Session(lang="en")
    session.start(game, list(PLAYERS))
    for speaker, text in typed:
        session.handle(text, speaker)
    assert len(session.log) == len(typed)
    return session


def _decode(recognizer: PocketSphinxRecognizer, pieces: list[np.ndarray]) -> Decoded:
    listening = recognizer.listen()
    for piece in pieces:
        listening.feed(piece)
    return listening.decode()


@pytest.mark.slow
def test_streaming_gives_the_same_words_as_the_whole_file(tmp_path: Path) -> None:
    """Two fresh recognizers (the cepstral mean carried between utterances starts alike):
    the whole file in one piece, and in 31 pieces of odd sizes as a microphone delivers."""
    grammar = build_grammar("en", "babel", tuple(PLAYERS))
    audio = add_noise(read_audio(espeak(tmp_path, "Anna built the fourth floor")), 10.0, 2)
    whole = _decode(PocketSphinxRecognizer(grammar), [audio])
    assert whole.text is not None and whole.words
    rng = np.random.default_rng(1)
    cuts = np.sort(rng.choice(np.arange(1, len(audio)), 30, replace=False))
    streamed = _decode(PocketSphinxRecognizer(grammar), np.split(audio, cuts))
    assert streamed == whole
    # 16-bit blocks, as a microphone gives them: the same words
    blocks = np.split(as_int16(audio), cuts)
    assert _decode(PocketSphinxRecognizer(grammar), blocks).text == whole.text


def test_the_judgement_needs_the_sentence_and_every_word() -> None:
    clear = Decoded(text="the tower fell", ratio=-3.0, frames=90, words=[("tower", -20.0)])
    assert is_sure(clear) and confidence(clear) == 1.0
    doubtful = clear.model_copy(update={"ratio": -8.8})
    assert not is_sure(doubtful) and 0.0 < confidence(doubtful) < 1.0
    one_word_forced = clear.model_copy(update={"words": [("tower", -20.0), ("fell", -89.0)]})
    assert not is_sure(one_word_forced) and confidence(one_word_forced) == 0.0


@pytest.mark.slow
def test_a_clear_report_is_applied_a_doubtful_one_asked_back(
    tmp_path: Path, recognizer, monkeypatch: pytest.MonkeyPatch
) -> None:
    audio = read_audio(espeak(tmp_path, "I built floor one", speed=175))
    start = recognizer.cmn
    session = _table("babel")
    listening = start_hearing(session, recognizer)
    listening.feed(audio)
    decoded = listening.decode()
    assert decoded.text is not None and "floor one" in decoded.text
    # the bars at or below this decode: clear, applied at once
    worst = min(score for _, score in decoded.words)
    monkeypatch.setattr(stt, "SURE_ABOVE", min(decoded.ratio, stt.SURE_ABOVE))
    monkeypatch.setattr(stt, "WORD_FLOOR", min(worst, stt.WORD_FLOOR))
    turn = answer(session, recognizer, listening, "Anna")
    assert turn.heard is not None and turn.heard.sure
    assert session.pending is None and session.snapshot()["scores"]["Anna"] == 1
    # the same words, heard less surely than the bar: asked back, nothing changes until "yes"
    monkeypatch.setattr(stt, "SURE_ABOVE", decoded.ratio + 0.5)
    monkeypatch.setattr(stt, "CHECKED_SURE_ABOVE", decoded.ratio + 0.5)
    session = _table("babel")
    recognizer.cmn = start
    turn = hear_audio(session, recognizer, audio, "Anna")
    assert turn.heard is not None and not turn.heard.sure
    assert session.pending is not None and session.log == []
    assert session.snapshot()["scores"]["Anna"] == 0
    session.handle("yes", "Anna")
    assert session.snapshot()["scores"]["Anna"] == 1


@pytest.mark.slow
@pytest.mark.parametrize(
    "chatter", ["did you see the match last night", "I can't believe you did that"]
)
def test_chatter_at_a_der_turm_table_changes_nothing(
    tmp_path: Path, recognizer, chatter: str
) -> None:
    """Der Turm's grammar (numbers, gems) took chatter for reveals most often."""
    session = _table("turm", [("Anna", "I revealed a two with one gem")])
    before = session.snapshot()
    clean = read_audio(espeak(tmp_path, chatter, speed=175))
    for audio in (clean, add_noise(clean, 10.0, 4)):
        turn = hear_audio(session, recognizer, audio, "Ben")
        if session.pending is not None:  # asked back: the player says no
            session.handle("no", "Ben")
        assert len(session.log) == 1, turn
        assert session.snapshot() == before


@pytest.mark.slow
def test_a_noisy_report_after_clean_ones_is_heard_as_on_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With each utterance's cepstral mean its own (estimated from its first frames,
    ``CMN_PER_UTTERANCE``, the default), a noisy report after clean ones is heard as on a
    fresh recognizer, and applied."""
    assert stt.CMN_PER_UTTERANCE
    grammar = build_grammar("en", "babel", tuple(PLAYERS))
    clean = read_audio(espeak(tmp_path, "I built floor one", speed=175))
    noisy = add_noise(read_audio(espeak(tmp_path, "Ben built floor two", speed=175)), 10.0, 5)
    alone = _decode(PocketSphinxRecognizer(grammar), [noisy])
    recognizer = PocketSphinxRecognizer(grammar)
    session = _table("babel")
    for _ in range(2):
        assert hear_audio(session, recognizer, clean, "Anna").heard is not None
    session = _table("babel", [("Anna", "Anna built floor 1")])
    listening = start_hearing(session, recognizer)
    listening.feed(noisy)
    assert listening.decode().text == alone.text
    turn = answer(session, recognizer, listening, "Ben")
    assert turn.heard is not None and turn.heard.sure, turn
    assert session.snapshot()["floors"] == 2 and session.snapshot()["scores"]["Ben"] == 2


def test_a_report_close_to_a_rival_is_not_sure() -> None:
    heard = Decoded(text="i revealed a three", ratio=-3.0, frames=90, words=[("three", -9.0)])
    assert is_sure(heard)  # no rival measured
    close = heard.model_copy(update={"rival": stt.RIVAL_MARGIN - 0.5})
    assert not is_sure(close) and is_sure(close.model_copy(update={"rival": stt.RIVAL_MARGIN}))


def _benchmark_audio(tmp_path: Path, text: str, voice: str) -> tuple[np.ndarray, np.ndarray]:
    """As ``benchmarks/voice.py`` says it: 175 words a minute, its noise seed."""
    clean = read_audio(espeak(tmp_path, text, voice=voice, speed=175))
    return clean, add_noise(clean, 10.0, zlib.crc32(text.encode()) % 1000)


@pytest.mark.slow
def test_a_confusable_number_is_asked_back_not_applied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """espeak-ng's British "two" in 10 dB noise sounds more like "three" than like "two":
    the sentence scores well, but its rival "a two" (which the game would take as well) is
    too close behind — asked back, nothing applied; "no" leaves the game as it was (each
    utterance's own cepstral mean, with which it was applied before the rivals)."""
    monkeypatch.setattr(stt, "CMN_PER_UTTERANCE", True)
    grammar = build_grammar("en", "turm", tuple(PLAYERS))
    recognizer = PocketSphinxRecognizer(grammar)
    _, noisy = _benchmark_audio(tmp_path, "I revealed a two with one gem", "en-gb")
    session = _table("turm")
    listening = start_hearing(session, recognizer)
    listening.feed(noisy)
    turn = answer(session, recognizer, listening, "Anna")
    decoded = listening.decode()
    assert decoded.text is not None and "three" in decoded.text, decoded
    assert decoded.ratio >= stt.SURE_ABOVE and decoded.rival is not None
    assert decoded.rival < stt.RIVAL_MARGIN and "two" in (decoded.rival_text or "")
    assert turn.heard is not None and not turn.heard.sure
    assert session.log == [] and session.pending is not None
    session.handle("no", "Anna")
    assert session.log == []


@pytest.mark.slow
def test_a_rival_the_game_would_refuse_is_no_reason_to_ask(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Noisy "Anna built the fourth floor" sounds almost as much like "Ben built …" — but it
    is Anna's turn, so Ben's floor would be refused: the next rival that counts decides."""
    monkeypatch.setattr(stt, "CMN_PER_UTTERANCE", True)
    grammar = build_grammar("en", "babel", tuple(PLAYERS))
    recognizer = PocketSphinxRecognizer(grammar)
    typed = [("Anna", "Anna built floor 1"), ("Ben", "Ben built floor 2")]
    typed.append(("Carla", "Carla built floor 3"))
    _, noisy = _benchmark_audio(tmp_path, "Anna built the fourth floor", "en-us")
    session = _table("babel", typed)
    listening = start_hearing(session, recognizer)
    listening.feed(noisy)
    turn = answer(session, recognizer, listening, "Anna")
    decoded = listening.decode()
    assert decoded.text is not None and decoded.text.startswith("anna"), decoded
    assert decoded.rival is not None and decoded.rival >= stt.RIVAL_MARGIN, decoded
    assert turn.heard is not None and turn.heard.sure
    assert session.snapshot()["floors"] == 4


def test_der_turm_reports_need_a_better_score(monkeypatch: pytest.MonkeyPatch) -> None:
    """Chatter is most often heard as Der Turm's short reveals ("the three that empty")."""
    monkeypatch.setattr(stt, "CMN_PER_UTTERANCE", True)
    heard = Decoded(text="an empty three", ratio=-7.0, frames=90, words=[("three", -9.0)])
    assert is_sure(heard, "babel") and is_sure(heard)
    assert not is_sure(heard, "turm")


def test_a_short_reveal_must_sound_right_over_its_words() -> None:
    """The sentence score is lifted by the silence around a short sentence; Der Turm's
    reports are held to their words' own score as well."""
    heard = Decoded(text="the three that empty", ratio=-5.7, frames=198, speech=-14.8)
    heard.words = [("the", -18.0), ("three", -0.6), ("that", -23.4), ("empty", -12.3)]
    assert is_sure(heard, "babel") and not is_sure(heard, "turm")
    assert is_sure(heard.model_copy(update={"speech": -11.0}), "turm")


@pytest.mark.slow
def test_the_cepstral_mean_depends_on_the_utterance_alone(tmp_path: Path) -> None:
    """The same audio after different utterances gives the same mean (the probe remembered
    the last utterance: one run heard chatter as a sure reveal, the next did not)."""
    recognizer = PocketSphinxRecognizer(build_grammar("en", "turm", tuple(PLAYERS)))
    clean, noisy = _benchmark_audio(tmp_path, "pass me the chips please", "en-us+m7")
    pad = np.random.default_rng(0).normal(0.0, stt.DITHER, stt.PAD).astype(np.float32)
    pcm = as_int16(np.concatenate([pad, noisy[: stt.CMN_WINDOW]])).tobytes()  # as heard
    other = as_int16(read_audio(espeak(tmp_path, "I built floor one", speed=175))).tobytes()

    def mean() -> list[float]:
        return [float(c) for c in recognizer.estimate_cmn(pcm).split(",")]

    first = mean()
    recognizer.estimate_cmn(other)
    assert mean() == pytest.approx(first, abs=1e-3)
    recognizer.estimate_cmn(as_int16(clean).tobytes())
    assert mean() == pytest.approx(first, abs=1e-3)


@pytest.mark.slow
def test_chatter_heard_as_a_short_reveal_is_asked_back_not_applied(tmp_path: Path) -> None:
    """Noisy "pass me the chips please" (en-us+m7) at a Der Turm table is heard as the
    short reveal "the three that empty", which the game would take: as a whole (silence
    and all) it scores as well as reports, but over its words alone below Der Turm's bar
    (``SPEECH_ABOVE_GAME``) — asked back, and "no" changes nothing."""
    recognizer = PocketSphinxRecognizer(build_grammar("en", "turm", tuple(PLAYERS)))
    _, noisy = _benchmark_audio(tmp_path, "pass me the chips please", "en-us+m7")
    session = _table("turm", [("Anna", "I revealed a two with one gem")])
    before = session.snapshot()
    listening = start_hearing(session, recognizer)
    listening.feed(noisy)
    turn = answer(session, recognizer, listening, "Anna")
    decoded = listening.decode()
    assert decoded.text is not None and "three" in decoded.text, decoded
    assert decoded.ratio >= stt.sure_above("babel"), decoded
    assert decoded.speech < stt.speech_above("turm") <= decoded.ratio, decoded
    assert turn.heard is not None and not turn.heard.sure
    assert len(session.log) == 1 and session.pending is not None
    session.handle("no", "Anna")
    assert len(session.log) == 1 and session.snapshot() == before


@pytest.mark.slow
def test_chatter_with_a_word_forced_onto_it_is_not_applied(tmp_path: Path) -> None:
    """Clean "hold on, my phone is ringing" (en-us) at a Babel table is heard as the
    collapse "two all fell in again", well enough as a whole, but its "fell" sounds far
    worse than the free phones there (below ``WORD_FLOOR``): not applied."""
    recognizer = PocketSphinxRecognizer(build_grammar("en", "babel", tuple(PLAYERS)))
    clean, _ = _benchmark_audio(tmp_path, "hold on, my phone is ringing", "en-us")
    typed = [("Anna", "Anna built floor 1"), ("Ben", "Ben built floor 2")]
    session = _table("babel", [*typed, ("Carla", "Carla built floor 3")])
    before = session.snapshot()
    listening = start_hearing(session, recognizer)
    listening.feed(clean)
    turn = answer(session, recognizer, listening, "Anna")
    decoded = listening.decode()
    if decoded.text is not None and decoded.ratio >= stt.sure_above("babel"):
        assert min(score for _, score in decoded.words) < stt.WORD_FLOOR, decoded
    assert turn.heard is None or not turn.heard.sure
    if session.pending is not None:
        session.handle("no", "Anna")
    assert len(session.log) == 3 and session.snapshot() == before


def test_a_word_far_below_the_phones_makes_a_report_doubtful() -> None:
    heard = Decoded(text="two all fell in again", ratio=-7.6, frames=234, words=[])
    heard.words = [("two", -15.7), ("all", -9.8), ("fell", -34.1), ("in", 24.2)]
    assert not is_sure(heard, "babel")
    assert is_sure(heard.model_copy(update={"words": heard.words[:2]}), "babel")


def test_a_report_that_beat_its_rivals_may_sound_a_little_worse() -> None:
    """Its meaning word heard again against the rivals the game would take too, and clearly
    better: applied at CHECKED_SURE_ABOVE; nothing to check (a collapse), or every rival
    refused by the game (margin inf), and SURE_ABOVE holds; Der Turm keeps its own bar."""
    heard = Decoded(text="ben built floor two", ratio=-9.5, frames=150, speech=-14.0)
    heard.words = [("ben", -19.0), ("built", -23.0), ("floor", -6.0), ("two", -8.0)]
    assert stt.CHECKED_SURE_ABOVE < -9.5 < stt.SURE_ABOVE
    assert not is_sure(heard, "babel")  # no rival measured
    checked = heard.model_copy(update={"rival": stt.RIVAL_MARGIN + 4})
    assert is_sure(checked, "babel") and is_sure(checked, "paletti")
    assert not is_sure(checked.model_copy(update={"rival": stt.RIVAL_MARGIN - 1}), "babel")
    assert not is_sure(checked.model_copy(update={"rival": float("inf")}), "babel")
    low = checked.model_copy(update={"ratio": stt.CHECKED_SURE_ABOVE - 0.1})
    assert not is_sure(low, "babel")
    reveal = checked.model_copy(update={"ratio": -7.0, "speech": -9.0})
    assert not is_sure(reveal, "turm")
    assert is_sure(reveal.model_copy(update={"ratio": -5.0}), "turm")


def test_pronouns_and_articles_are_not_held_to_the_word_floor() -> None:
    heard = Decoded(text="i opened the three with two gems", ratio=0.7, frames=200, speech=-4.4)
    heard.words = [("i", -41.0), ("opened", -7.0), ("the(2)", -35.0), ("three", 2.0)]
    assert is_sure(heard, "babel") and stt.worst_word(heard) == -7.0
    forced = heard.model_copy(update={"words": [*heard.words, ("gems", -34.0)]})
    assert not is_sure(forced, "babel") and confidence(forced) == 0.0
    only = heard.model_copy(update={"words": [("i", -41.0)]})
    assert stt.worst_word(only) == -41.0 and not is_sure(only, "babel")


@pytest.mark.slow
def test_a_noisy_report_that_beat_its_rivals_is_applied(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """en-us+m7's "Ben built floor two" in 10 dB noise (a tuning voice) scores -9.5 as a
    whole on the benchmark (below SURE_ABOVE; -6.8 on a fresh recognizer, so the bar is
    raised above it here), but its "two" is clearly better than "… floor fifteen" or the
    other numbers: applied at once."""
    monkeypatch.setattr(stt, "SURE_ABOVE", -6.0)
    recognizer = PocketSphinxRecognizer(build_grammar("en", "babel", tuple(PLAYERS)))
    _, noisy = _benchmark_audio(tmp_path, "Ben built floor two", "en-us+m7")
    session = _table("babel", [("Anna", "Anna built floor 1")])
    listening = start_hearing(session, recognizer)
    listening.feed(noisy)
    turn = answer(session, recognizer, listening, "Ben")
    decoded = listening.decode()
    assert decoded.text is not None and decoded.text.endswith("floor two"), decoded
    assert stt.CHECKED_SURE_ABOVE <= decoded.ratio < stt.SURE_ABOVE, decoded
    assert decoded.rival is not None and decoded.rival >= stt.RIVAL_MARGIN, decoded
    assert turn.heard is not None and turn.heard.sure
    assert session.pending is None and session.snapshot()["scores"]["Ben"] == 2
