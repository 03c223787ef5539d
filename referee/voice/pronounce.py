"""Pronunciations for words a recognizer's dictionary lacks (player names, mostly).

espeak-ng says how a word sounds (``espeak-ng -q -x``: its ASCII phoneme names); those are
mapped onto the CMU phone set of PocketSphinx's English model. Without espeak-ng a plain
letter-to-sound rule gives a rough pronunciation, so a name is never unspeakable.
"""

from __future__ import annotations

import re
import shutil
import subprocess
from functools import lru_cache

CMU_PHONES = frozenset(
    "AA AE AH AO AW AY B CH D DH EH ER EY F G HH IH IY JH K L M N NG OW OY P R S SH T TH "
    "UH UW V W Y Z ZH".split()
)

# espeak-ng phoneme names (English voices, and the German ones a name may use) -> CMU phones.
# Longest names first when parsing; stress and length marks are skipped.
# fmt: off
_ESPEAK_TO_CMU: dict[str, str] = {
    "aI@": "AY ER", "aU@": "AW ER", "i@3": "IH R", "A@": "AA R", "e@": "EH R", "i@": "IH R",
    "U@": "UH R", "o@": "AO R", "O@": "AO R", "3:": "ER", "3": "ER", "@L": "AH L", "@-": "AH",
    "a#": "AH", "aa": "AA", "A:": "AA", "A": "AA", "aI": "AY", "aU": "AW", "a": "AE",
    "@": "AH", "eI": "EY", "e:": "EY", "e": "EH", "E:": "EH", "E": "EH", "i:": "IY",
    "i": "IY", "I#": "IH", "I2": "IH", "I": "IH", "0": "AA", "O:": "AO", "OI": "OY",
    "O": "AO", "oU": "OW", "o:": "OW", "o": "OW", "u:": "UW", "u": "UW", "U": "UH",
    "V": "AH", "y:": "UW", "y": "UW", "Y": "UH", "W": "ER", "9": "ER", "&": "AE",
    "tS": "CH", "dZ": "JH", "ts": "T S", "pf": "P F", "T": "TH", "D": "DH", "S": "SH",
    "Z": "ZH", "N": "NG", "j": "Y", "h": "HH", "x": "HH", "C": "HH", "r-": "R", "r": "R",
    "R": "R", "t#": "T", "n-": "N", "l-": "L", "m-": "M", "l/": "L", "p": "P", "b": "B",
    "t": "T", "d": "D", "k": "K", "g": "G", "f": "F", "v": "V", "s": "S", "z": "Z",
    "m": "M", "n": "N", "l": "L", "w": "W",
}
# fmt: on
_NAMES = sorted(_ESPEAK_TO_CMU, key=len, reverse=True)

_LETTERS: dict[str, str] = {
    "a": "AE",
    "b": "B",
    "c": "K",
    "d": "D",
    "e": "EH",
    "f": "F",
    "g": "G",
    "h": "HH",
    "i": "IH",
    "j": "JH",
    "k": "K",
    "l": "L",
    "m": "M",
    "n": "N",
    "o": "AA",
    "p": "P",
    "q": "K",
    "r": "R",
    "s": "S",
    "t": "T",
    "u": "AH",
    "v": "V",
    "w": "W",
    "x": "K S",
    "y": "IY",
    "z": "Z",
    "ä": "EH",
    "ö": "ER",
    "ü": "UW",
    "ß": "S",
    "é": "EY",
    "è": "EH",
}
_DIGRAPHS: dict[str, str] = {
    "sch": "SH",
    "ch": "K",
    "sh": "SH",
    "th": "TH",
    "ph": "F",
    "ck": "K",
    "ng": "NG",
    "ee": "IY",
    "oo": "UW",
    "ou": "AW",
    "ei": "AY",
    "ai": "AY",
    "au": "AW",
    "ie": "IY",
}


def espeak_to_cmu(phonemes: str) -> list[str]:
    """``k'A@l@`` -> ``['K', 'AA', 'R', 'L', 'AH']``: espeak-ng's ASCII phonemes as CMU."""
    phones: list[str] = []
    i = 0
    while i < len(phonemes):
        for name in _NAMES:
            if phonemes.startswith(name, i):
                phones += _ESPEAK_TO_CMU[name].split()
                i += len(name)
                break
        else:
            i += 1  # stress (' ,), length (:), syllable and pause marks, unknown symbols
    return _collapse(phones)


def letters_to_cmu(word: str) -> list[str]:
    """A rough pronunciation from the spelling alone (when espeak-ng is not installed)."""
    word = word.casefold()
    phones: list[str] = []
    i = 0
    while i < len(word):
        for size in (3, 2):
            part = word[i : i + size]
            if len(part) == size and part in _DIGRAPHS:
                phones += _DIGRAPHS[part].split()
                i += size
                break
        else:
            phones += _LETTERS.get(word[i], "").split()
            i += 1
    return _collapse(phones) or ["AH"]


def _collapse(phones: list[str]) -> list[str]:
    """Doubled phones ("Anna": N N) are one sound."""
    out: list[str] = []
    for phone in phones:
        if not out or out[-1] != phone:
            out.append(phone)
    return out


@lru_cache(maxsize=4096)
def pronounce(word: str, voice: str = "en-us") -> str:
    """CMU phones for ``word`` (space-separated): espeak-ng's reading, else the spelling's."""
    phones: list[str] = []
    espeak = shutil.which("espeak-ng")
    if espeak and word.strip():
        try:
            done = subprocess.run(
                [espeak, "-q", "-x", "-v", voice, "--", word],
                capture_output=True,
                text=True,
                timeout=10,
                check=True,
            )
            phones = espeak_to_cmu(_PAUSES.sub(" ", done.stdout))
        except (OSError, subprocess.SubprocessError):
            phones = []
    phones = [p for p in phones if p in CMU_PHONES] or letters_to_cmu(word)
    return " ".join(phones)


_PAUSES = re.compile(r"[_\s]+")
