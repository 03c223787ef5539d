"""Intent recognition with hassil over the templates in ``intents/<lang>/``."""

from __future__ import annotations

import re
import unicodedata
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import yaml
from hassil import Intents, RecognizeResult, TextSlotList, recognize_ranked
from pydantic import BaseModel, Field

from ..resources import resource_dir
from . import branches
from .lengths import LengthFilter
from .lengths import words as word_count
from .pieces import fold, yaml_words
from .starts import StartFilter

branches.install()  # hassil tries only the branches that can begin as the text does

LANGS = ("en", "de")


class Intent(BaseModel):
    """What a sentence means: an intent name and its slot values."""

    name: str
    slots: dict[str, Any] = Field(default_factory=dict)


GAME_IDS = ("babel", "turm", "paletti")
READER_FILE = "reader"
SEEN = 512
"""Cleaned sentences whose reading a recognizer keeps (oldest forgotten first)."""
"""``intents/<lang>/reader.yaml``: the tolerant reader's word lists, not templates."""
COMMANDS_FILE = "commands"
"""``intents/<lang>/commands.yaml``: what a channel's commands (Telegram's /score) say."""


def intent_files(lang: str, game: str | None) -> list[Path]:
    """Template files for a table: every shared file, plus the running game's own.

    ``<game>.yaml`` holds what is only said during that game; any other file (common
    intents, ``newgame_<game>.yaml`` set-up phrases, rule questions) is always loaded.
    """
    folder = resource_dir("intents") / lang
    files = sorted(folder.glob("*.yaml"))
    return [
        f
        for f in files
        if f.stem not in (READER_FILE, COMMANDS_FILE) and (f.stem not in GAME_IDS or f.stem == game)
    ]


class Recognizer:
    """Matches text against one language's templates for one game."""

    def __init__(self, lang: str, game: str | None) -> None:
        if lang not in LANGS:
            raise ValueError(f"unsupported language {lang!r}")
        self.lang = lang
        self.game = game
        self._seen: dict[tuple[str, tuple[str, ...]], Intent | None] = {}
        files = intent_files(lang, game)
        self.intents = Intents.from_files(files)
        self._lengths = LengthFilter(self.intents)
        self._starts = StartFilter(self.intents)
        self.game_intents: set[str] = set()
        openers: dict[str, list[str]] = {"strong": [], "weak": []}
        for path in files:
            data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
            for strength, words in (data.get("corrections") or {}).items():
                openers[strength] += words
            if path.stem == game:
                self.game_intents.update(data.get("intents", {}))
        sounds = [str(w) for f in files for w in _hesitation_words(f)]
        self._hesitations = re.compile(
            r"(?<!\w)(?:" + "|".join(re.escape(w) for w in sounds) + r")(?!\w)[,.]?"
            if sounds
            else r"(?!)",
            re.IGNORECASE,
        )
        self._corrections = {
            strength: _opener_pattern(words) for strength, words in openers.items()
        }
        self.openers = {strength: tuple(words) for strength, words in openers.items()}
        """The words that open a correction, by strength ("no, …", "sorry, …")."""
        reader = resource_dir("intents") / lang / f"{READER_FILE}.yaml"  # number words too
        self._vocabulary = frozenset().union(*(yaml_words(f) for f in [*files, reader]))
        endings = [str(e) for f in files for e in _file_data(f).get("number_word_endings") or []]
        self._number_word = re.compile(
            r"^\d" + "".join(f"|{re.escape(e)}$" for e in endings)
        ).search
        self._anchors = {
            fold(str(w)) for f in files for w in _file_data(f).get("wildcard_anchors") or []
        }

    def could_match(self, text: str, players: list[str] | tuple[str, ...] = ()) -> bool:
        """Whether the templates can read ``text`` at all: every word is one of theirs, a
        number or a player's, or a word that comes with a player list or a game name
        (their wildcards). Saves hassil's time on sentences it can only miss."""
        names = _name_words(tuple(players))
        words = _WORDS.findall(text.translate(_QUOTES))

        def knows(word: str) -> bool:
            for form in (fold(word), fold(word.split("'")[0])):
                if form in self._vocabulary or form in names or self._number_word(form):
                    return True
            return False

        if all(knows(w) for w in words):
            return True
        return any(fold(w) in self._anchors for w in words)

    def recognize(self, text: str, players: list[str] | tuple[str, ...] = ()) -> Intent | None:
        """The best intent for ``text``; player names are matched case-insensitively."""
        text = self._hesitations.sub(" ", _clean(say_names(text, players), self.lang))
        text = _SPACES.sub(" ", text).strip(" ,.")
        if not text or not self.could_match(text, players):
            return None
        key = (text, tuple(players))
        if key not in self._seen:  # the dialogue and its reader often ask for the same text
            if len(self._seen) >= SEEN:
                self._seen.pop(next(iter(self._seen)))
            self._seen[key] = self._match(text, players)
        found = self._seen[key]
        return None if found is None else found.model_copy(deep=True)

    def _match(self, text: str, players: list[str] | tuple[str, ...]) -> Intent | None:
        """hassil's best reading of the cleaned ``text``."""
        slot_lists = {"player": _player_list(tuple(players))}
        said = [_said_form(name, seat) for seat, name in enumerate(players)]
        view = self._lengths.view(text, max(map(word_count, said), default=1))  # long enough
        view = self._starts.view(view, text, said)  # and able to begin as the text does
        results = recognize_ranked(text, view, slot_lists=slot_lists, language=self.lang)
        if not results:
            return None
        result = self._prefer_game(results)
        slots: dict[str, Any] = {}
        for name, entity in result.entities.items():
            value = entity.value
            if entity.is_wildcard and entity.text_span:
                # the words as typed, commas included ("Anna Lena, Ben and Carla")
                value = text[entity.text_span[0] : entity.text_span[1]]
            if isinstance(value, float) and value.is_integer():
                value = int(value)
            if isinstance(value, str):
                value = value.strip()
            slots[name] = value
        return Intent(name=result.intent.name, slots=slots)

    def correction(self, text: str) -> str | None:
        """How ``text`` opens a correction: ``"strong"`` ("no, …", "nein, …", "I mean …"),
        ``"weak"`` (openers that are also fillers: "sorry", "halt"), or None."""
        cleaned = self._hesitations.sub(" ", _clean(text)).strip(" ,.")
        for strength in ("strong", "weak"):
            match = self._corrections[strength].match(cleaned)
            if match and cleaned[match.end() :].strip(" ,.!-"):  # "stopp" alone corrects nothing
                return strength
        return None

    def _prefer_game(self, ranked: list[RecognizeResult]) -> RecognizeResult:
        """On an equally good match, the running game's reading beats a common one.

        ("that's it" ends a turn at a Der Turm table rather than meaning "yes").
        """
        best = _quality(ranked[0])
        for result in ranked:
            if _quality(result) != best:
                break
            if result.intent.name in self.game_intents:
                return result
        return ranked[0]


def _quality(result: RecognizeResult) -> tuple[int, int, int]:
    """hassil's own ranking key without the alphabetical tie-break on intent names."""
    wildcards = [e for e in result.entities_list if e.is_wildcard]
    return (len(wildcards), -result.text_chunks_matched, sum(len(e.text or "") for e in wildcards))


def _hesitation_words(path: Path) -> list[str]:
    """The ``hesitations`` of a template file: sounds, never words ("um", "ähm")."""
    return list(_file_data(path).get("hesitations") or [])


@lru_cache(maxsize=256)
def _name_words(players: tuple[str, ...]) -> frozenset[str]:
    """The words of the players' names as the templates see them, and their genitive."""
    names = {fold(w) for p in players for w in _WORDS.findall(say_names(p, players))}
    return frozenset(names | {n + "s" for n in names})  # "Bens dicke"


@lru_cache(maxsize=64)
def _file_data(path: Path) -> dict[str, Any]:
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


_WORDS = re.compile(r"[^\W_]+(?:'[^\W_]+)?")


def _opener_pattern(openers: list[str]) -> re.Pattern[str]:
    alternatives = "|".join(re.escape(o) for o in sorted(openers, key=len, reverse=True))
    return re.compile(rf"^\W*(?:{alternatives})(?=\W|$)" if openers else r"(?!)", re.IGNORECASE)


_SPACES = re.compile(r"\s+")
_QUOTES = str.maketrans({"’": "'", "‘": "'", "`": "'", "„": '"', "“": '"', "”": '"'})


def _clean(text: str, lang: str | None = None) -> str:
    """Unify quotes and spaces, read ★ as a word, drop emoji and other symbols.

    hassil handles case and punctuation itself.
    """
    text = text.translate(_QUOTES).replace('"', " ")
    if lang:
        text = text.replace("★", f" {star_word(lang)} ")
    text = "".join(" " if unicodedata.category(c) in ("So", "Sk", "Cs", "Co") else c for c in text)
    return _SPACES.sub(" ", text).strip()


@cache
def star_word(lang: str) -> str:
    """The word the star symbol (★) is read as (``star_symbol`` of common.yaml)."""
    return str(_file_data(resource_dir("intents") / lang / "common.yaml")["star_symbol"])


@lru_cache(maxsize=64)
def _player_list(players: tuple[str, ...]) -> TextSlotList:
    """The player slot: each name as the words it is said with, never parsed as a template.

    A name such as ``Ben :)``, ``x{y`` or ``Mum (home)`` holds template syntax; hassil takes
    it as plain text here, matched in its said form (see :func:`say_names`).
    """
    pairs = [(_said_form(name, seat), name) for seat, name in enumerate(players)]
    return TextSlotList.from_tuples(pairs, allow_template=False, name="player")


# ---- any name a person can type is playable --------------------------------------------

_ANSI = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b]*(?:\x07|\x1b\\)?|[@-Z\\-_])")
"""Terminal escape sequences (colours, titles): a display name may carry them."""
_PLAIN_NAME = re.compile(r"[^\W_]+(?:['\-.][^\W_]+)*(?: [^\W_]+(?:['\-.][^\W_]+)*)*", re.UNICODE)
"""A name hassil reads as typed: words, maybe with inner hyphens or apostrophes (hassil
drops an underscore, so ``_b`` is said ``b``)."""


def clean_name(name: str) -> str:
    """A player's name as the table shows it: control characters and terminal colour codes
    taken out, spaces collapsed — everything else (emoji, brackets, any script) kept."""
    name = _ANSI.sub("", name)
    name = "".join(
        " " if c.isspace() else c for c in name if unicodedata.category(c) != "Cc" or c.isspace()
    )
    return " ".join(name.split())


def _said_form(name: str, seat: int) -> str:
    """How ``name`` reads in a cleaned sentence: the name itself if it is plain words, else
    its letters and digits (``Ben :)`` -> ``Ben``), or a stand-in word when it has none."""
    name = clean_name(name).translate(_QUOTES)
    if _PLAIN_NAME.fullmatch(name):
        return name
    words = "".join(c if unicodedata.category(c)[0] in "LNM" else " " for c in name)
    return " ".join(words.split()) or f"seatnamex{seat}"


def say_names(text: str, players: list[str] | tuple[str, ...]) -> str:
    """``Ben :) built floor 3`` -> ``Ben built floor 3`` for a player ``Ben :)``: names with
    punctuation or symbols are put in their said form before hassil reads the text."""
    text = clean_name(text)
    unplain = []
    for seat, name in enumerate(players):
        shown = clean_name(name).translate(_QUOTES)
        said = _said_form(name, seat)
        if shown and said != shown:
            unplain.append((shown, said))
    if not unplain:
        return text
    text = text.translate(_QUOTES)
    for shown, said in sorted(unplain, key=lambda p: len(p[0]), reverse=True):
        start = r"(?<!\w)" if shown[0].isalnum() else ""
        end = r"(?!\w)" if shown[-1].isalnum() else ""
        text = re.sub(start + re.escape(shown) + end, f" {said} ", text, flags=re.IGNORECASE)
    return text


def forget_readings() -> None:
    """Drop every recognizer's kept readings (benchmarks measure sentences cold)."""
    for recognizer in _recognizers.values():
        recognizer._seen.clear()


_recognizers: dict[tuple[str, str | None], Recognizer] = {}


def get_recognizer(lang: str, game: str | None) -> Recognizer:
    """A shared recognizer per language and game (templates are parsed once)."""
    key = (lang, game)
    if key not in _recognizers:
        _recognizers[key] = Recognizer(lang, game)
    return _recognizers[key]


def forget_recognizers() -> None:
    """Drop the shared recognizers: the next use parses the templates again."""
    _recognizers.clear()


_LIST_SEPARATORS = re.compile(r"\s*(?:[,;&+]|\band\b|\bund\b|\bsowie\b)\s*", re.IGNORECASE)
_NAME_SEPARATORS = re.compile(r"(?:[\s,;&+]|\band\b|\bund\b|\bsowie\b)+", re.IGNORECASE)


def looks_like_a_list(text: str) -> bool:
    """Whether ``text`` is shaped like a list ("Anna, Ben", "Anna and Ben", "Anna und Ben")."""
    return bool(_LIST_SEPARATORS.search(_clean(text)))


def split_names(text: str) -> list[str]:
    """``"Anna, ben und Carla"`` -> ``["Anna", "Ben", "Carla"]`` (each word capitalized).

    With commas a name may have several words (``"Anna Lena, Ben and Carla"``); without
    them, as in speech, every word is a name.
    """
    text = _clean(text).strip(" .!?")
    separators = _LIST_SEPARATORS if re.search(r"[,;]", text) else _NAME_SEPARATORS
    names = []
    for part in separators.split(text):
        part = part.strip(" .!?")
        if part:
            names.append(" ".join(w[0].upper() + w[1:] for w in part.split()))
    return names


@cache
def channel_data(lang: str) -> dict[str, Any]:
    """``intents/<lang>/commands.yaml``: the sentences channels' commands stand for and the
    table chatter a group chat leaves unanswered."""
    path = resource_dir("intents") / lang / f"{COMMANDS_FILE}.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


def channel_words(lang: str) -> dict[str, str]:
    """The commands' sentences (Telegram's /score) and "new game of … with …"."""
    return dict(channel_data(lang)["commands"])


@cache
def game_names(lang: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The names of the games (``lists.game`` of ``intents/<lang>/common.yaml``), longest
    first, each as a pattern of whole words and the game it names ("tower game" -> turm)."""
    path = resource_dir("intents") / lang / "common.yaml"
    values = ((_file_data(path).get("lists") or {}).get("game") or {}).get("values") or []
    pairs = sorted(((str(v["in"]), str(v["out"])) for v in values), key=lambda p: -len(p[0]))
    return tuple(
        (re.compile(rf"(?<!\w){re.escape(name)}(?!\w)", re.IGNORECASE), game)
        for name, game in pairs
    )


@cache
def game_name(lang: str, game: str) -> str:
    """A game's full name as the templates read it (the first of ``lists.game`` for it:
    "Villa Paletti")."""
    path = resource_dir("intents") / lang / "common.yaml"
    values = ((_file_data(path).get("lists") or {}).get("game") or {}).get("values") or []
    return next(str(v["in"]) for v in values if str(v["out"]) == game)
