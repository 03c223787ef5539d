"""Audio files in, 16 kHz mono out: WAV, OGG (Vorbis/Opus) and FLAC of any sample rate."""

from __future__ import annotations

from pathlib import Path

import numpy as np

RATE = 16_000
"""The sample rate both recognizers listen at."""
SILENCE_RMS = 1e-3
"""Below this loudness (RMS of samples in -1..1) a recording holds nothing to hear."""


class AudioError(Exception):
    """An audio file that cannot be heard; ``message_id`` names its line in ``voice.ftl``."""

    def __init__(self, message_id: str, path: str) -> None:
        super().__init__(message_id, path)
        self.message_id = message_id
        self.path = path


def read_audio(path: str | Path) -> np.ndarray:
    """A file as 16 kHz mono float32 samples; :class:`AudioError` when it is missing,
    unreadable, empty or silent."""
    import soundfile

    path = Path(path)
    if not path.is_file():
        raise AudioError("voice-file-missing", str(path))
    try:
        samples, rate = soundfile.read(str(path), dtype="float32", always_2d=True)
    except (soundfile.LibsndfileError, RuntimeError, TypeError, ValueError) as err:
        raise AudioError("voice-file-unreadable", str(path)) from err
    return to_16k(samples, rate, str(path))


def decode_audio(data: bytes, name: str = "audio") -> np.ndarray:
    """Audio bytes (a voice note) as 16 kHz mono float32 samples."""
    import io

    import soundfile

    if not data:
        raise AudioError("voice-file-empty", name)
    try:
        samples, rate = soundfile.read(io.BytesIO(data), dtype="float32", always_2d=True)
    except (soundfile.LibsndfileError, RuntimeError, TypeError, ValueError) as err:
        raise AudioError("voice-file-unreadable", name) from err
    return to_16k(samples, rate, name)


def to_16k(samples: np.ndarray, rate: int, name: str = "audio") -> np.ndarray:
    """Mix down to mono and resample to :data:`RATE`; refuse empty or silent audio."""
    import soxr

    if samples.ndim == 2:
        samples = samples.mean(axis=1)
    if samples.size == 0:
        raise AudioError("voice-file-empty", name)
    if rate != RATE:
        samples = soxr.resample(samples, rate, RATE)
    samples = samples.astype(np.float32)
    if float(np.sqrt(np.mean(np.square(samples)))) < SILENCE_RMS:
        raise AudioError("voice-file-silent", name)
    return samples


def as_int16(audio: np.ndarray) -> np.ndarray:
    """16-bit samples, whether ``audio`` is float (-1..1) or already integer."""
    if audio.dtype == np.int16:
        return audio
    if np.issubdtype(audio.dtype, np.integer):
        return np.clip(audio, -32768, 32767).astype(np.int16)
    return (np.clip(audio, -1.0, 1.0) * 32767).astype(np.int16)


def add_noise(audio: np.ndarray, snr_db: float, seed: int = 0) -> np.ndarray:
    """``audio`` with white noise mixed in at ``snr_db`` (signal to noise, over the speech)."""
    rng = np.random.default_rng(seed)
    power = float(np.mean(np.square(audio.astype(np.float64))))
    noise = rng.normal(0.0, np.sqrt(power / 10 ** (snr_db / 10)), audio.shape)
    return (audio + noise).astype(np.float32)
