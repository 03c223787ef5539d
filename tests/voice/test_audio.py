"""Audio files in: any rate to 16 kHz mono, and clear refusals."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
import soundfile

from referee.voice.audio import AudioError, add_noise, decode_audio, read_audio

from .conftest import espeak


def test_espeak_audio_is_resampled_to_16k_mono(tmp_path: Path) -> None:
    path = espeak(tmp_path, "Anna built floor five")
    raw, rate = soundfile.read(path)
    assert rate == 22050
    audio = read_audio(path)
    assert audio.dtype == np.float32 and audio.ndim == 1
    assert abs(len(audio) / 16000 - len(raw) / rate) < 0.01


def test_flac_and_ogg_stereo_are_read(tmp_path: Path) -> None:
    mono = read_audio(espeak(tmp_path, "the tower fell"))
    stereo = np.stack([mono, mono], axis=1)
    for fmt, sub in (("FLAC", "PCM_16"), ("OGG", "VORBIS")):
        path = tmp_path / f"x.{fmt.lower()}"
        soundfile.write(path, stereo, 44100, format=fmt, subtype=sub)
        assert read_audio(path).ndim == 1
    assert decode_audio((tmp_path / "x.ogg").read_bytes()).size > 0


def test_noise_at_10_db(tmp_path: Path) -> None:
    audio = read_audio(espeak(tmp_path, "whose turn is it"))
    noisy = add_noise(audio, 10)
    noise = noisy - audio
    snr = 10 * np.log10(np.mean(audio**2) / np.mean(noise**2))
    assert 9.5 < snr < 10.5


@pytest.mark.parametrize(
    ("content", "message"),
    [
        (None, "voice-file-missing"),
        (b"", "voice-file-unreadable"),
        (b"not audio", "voice-file-unreadable"),
    ],
)
def test_bad_files_are_refused(tmp_path: Path, content: bytes | None, message: str) -> None:
    path = tmp_path / "x.wav"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(AudioError) as caught:
        read_audio(path)
    assert caught.value.message_id == message


def test_empty_and_silent_audio_are_refused(tmp_path: Path) -> None:
    empty, silent = tmp_path / "empty.wav", tmp_path / "silent.wav"
    soundfile.write(empty, np.zeros(0, dtype=np.int16), 16000)
    soundfile.write(silent, np.zeros(16000, dtype=np.int16), 16000)
    for path, message in ((empty, "voice-file-empty"), (silent, "voice-file-silent")):
        with pytest.raises(AudioError) as caught:
            read_audio(path)
        assert caught.value.message_id == message
    with pytest.raises(AudioError):
        decode_audio(b"")
