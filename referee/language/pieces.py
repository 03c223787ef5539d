"""The pieces of a sentence, in any order: words, numbers and player names.

The tolerant reader (``reader.py``) builds its readings from these. Every word list lives in
``intents/<lang>/reader.yaml``; this module only knows how to find them in a sentence.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

import yaml
from rapidfuzz import fuzz

from ..resources import resource_dir

_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'"})
_TOKEN = re.compile(r"\d+(?:st|nd|rd|th|\.(?!\d))?|[^\W\d_]+(?:'[^\W\d_]+)?|[^\W\d_]+", re.UNICODE)
_GERMAN_FOLD = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss"})


@lru_cache(maxsize=1 << 16)  # words repeat: every reading of a text folds them again
def fold(word: str) -> str:
    """Lower case, umlauts spelled out, apostrophes dropped: the form word lists use."""
    return word.casefold().translate(_APOSTROPHES).replace("'", "").translate(_GERMAN_FOLD)


@dataclass
class Token:
    """One word as said (``text``), folded (``word``) and without its clitic (``base``)."""

    text: str
    word: str
    base: str
    clitic: str = ""
    number: int | None = None
    ordinal: bool = False
    player: str | None = None
    possessive: bool = False
    clause: int = 0
    """Which part of the sentence, counted at , ; : . ! ? and dashes."""


@dataclass
class Words:
    """One language's word lists for the tolerant reader."""

    lang: str
    data: dict[str, Any]
    cardinal: dict[str, int] = field(default_factory=dict)
    ordinal: dict[str, int] = field(default_factory=dict)
    nouns: dict[str, int] = field(default_factory=dict)
    sounds: dict[str, int] = field(default_factory=dict)
    ordinal_endings: tuple[str, ...] = ()
    not_alone: frozenset[str] = frozenset()
    """Ordinal stems that are another word without an ending (German "erst": only)."""

    def __post_init__(self) -> None:
        numbers = self.data.get("numbers", {})
        self.cardinal = {fold(k): v for k, v in (numbers.get("cardinal") or {}).items()}
        self.ordinal = {fold(k): v for k, v in (numbers.get("ordinal") or {}).items()}
        self.nouns = {fold(k): v for k, v in (numbers.get("nouns") or {}).items()}
        self.sounds = {fold(k): v for k, v in (numbers.get("sounds") or {}).items()}
        self.ordinal_endings = tuple(numbers.get("ordinal_endings") or ())
        self.not_alone = frozenset(fold(x) for x in numbers.get("not_alone") or ())

    def list(self, *path: str) -> list[str]:
        node: Any = self.data
        for key in path:
            node = (node or {}).get(key)
        return [str(w) for w in node or []]


class _WordLoader(yaml.SafeLoader):
    """YAML without booleans and nulls: "yes", "no", "on" and "null" are words here."""


_NOT_WORDS = ("tag:yaml.org,2002:bool", "tag:yaml.org,2002:null")
_WordLoader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag not in _NOT_WORDS]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


@cache
def words(lang: str) -> Words:
    path = resource_dir("intents") / lang / "reader.yaml"
    return Words(lang, yaml.load(path.read_text(encoding="utf-8"), Loader=_WordLoader) or {})


def tokenize(text: str, lang: str) -> list[Token]:
    """Words and numbers of ``text``; numbers get their value, ordinals are marked."""
    text = unicodedata.normalize("NFC", text).translate(_APOSTROPHES)
    w = words(lang)
    tokens = []
    for clause, part in enumerate(_CLAUSE_BREAK.split(text)):
        for raw in _TOKEN.findall(part):
            base, _, clitic = raw.partition("'")
            token = Token(
                text=raw, word=fold(raw), base=fold(base), clitic=fold(clitic), clause=clause
            )
            _read_number(token, w)
            tokens.append(token)
    return tokens


_CLAUSE_BREAK = re.compile(r"[,;:!?]|(?<!\d)\.(?!\d)|\s[-–—]\s")


def _read_number(token: Token, w: Words) -> None:
    word = token.base
    digits = re.fullmatch(r"(\d+)(st|nd|rd|th|\.)?", word)
    if digits:
        token.number, token.ordinal = int(digits.group(1)), bool(digits.group(2))
    elif word in w.ordinal and word not in w.not_alone:
        token.number, token.ordinal = w.ordinal[word], True
    elif word in w.cardinal:
        token.number = w.cardinal[word]
    elif word in w.nouns:
        token.number = w.nouns[word]
    else:
        for ending in w.ordinal_endings:  # German "fünfte", "dritten", "13."
            stem = word[: -len(ending)] if word.endswith(ending) else None
            if stem and stem in w.ordinal:
                token.number, token.ordinal = w.ordinal[stem], True
                break


def spot_players(tokens: list[Token], players: list[str] | tuple[str, ...], lang: str) -> None:
    """Mark the tokens that name a player: exact, possessive ("Ben's", "Bens"), a typo or
    a word that sounds like the name ("Karla", "Benn", "Leena")."""
    if not players:
        return
    folded = {fold(p): p for p in players}
    firsts = {fold(p.split()[0]): p for p in players if " " in p}
    before = set(words(lang).list("possessive_before"))
    known = vocabulary(lang)
    sounds = _sound_keys(tuple(players), lang)
    parts = {p: name_words(p) for p in players}
    short = _short_forms(tuple(players), known)
    for i, token in enumerate(tokens):
        if token.player:  # the rest of a name of several words, marked with its start
            continue
        if token.number is not None and token.base not in folded:
            continue
        name, genitive = _name(token, folded, known, sounds, lang)
        if name is None:
            name = _whole_name(tokens, i, parts)  # "hyun woo", "Mia Rose" said in full
        if name is None and token.base in short:
            name = short[token.base]  # "Jo" for Auntie Jo, "Olu", "HP" for Hans Peter
        if name is None and token.word.endswith("s") and token.word[:-1] in firsts:
            name, genitive = firsts[token.word[:-1]], True  # "grandpa's one fell"
        if name is None and i + 1 < len(tokens):
            pair = f"{token.word} {tokens[i + 1].word}"
            if pair in folded:
                name = folded[pair]
                tokens[i + 1].player = name
        if name is None and token.word in firsts:
            name = firsts[token.word]
        if name is None:
            continue
        token.player = name
        rest = parts[name][1:] if fold(token.base) == parts[name][0] else ()
        for k, part in enumerate(rest, start=i + 1):  # "Mia Rose 4": the whole name
            if k >= len(tokens) or tokens[k].base != part:
                break
            tokens[k].player, token = name, tokens[k]
        if (
            genitive
            or token.clitic == "s"
            or (token.word != fold(name) and token.word == fold(name) + "s")
        ):
            token.possessive = True
        if i > 0 and tokens[i - 1].word in before:
            token.possessive = True


def name_words(player: str) -> tuple[str, ...]:
    """The words of a player's name as the tokenizer splits them ("Hyun-woo" -> hyun, woo)."""
    return tuple(fold(w) for w in re.findall(r"[^\W\d_]+", player))


def _whole_name(tokens: list[Token], i: int, parts: dict[str, tuple[str, ...]]) -> str | None:
    """The player whose name of several words starts at ``i`` and is said in full."""
    for name, said in parts.items():
        n = len(said)
        if n > 1 and tuple(t.base for t in tokens[i : i + n]) == said:
            return name
    return None


@cache
def _short_forms(players: tuple[str, ...], known: frozenset[str]) -> dict[str, str]:
    """Short forms that name one player only, as chat and table talk use them: the last word
    of a name of several words ("Jo" for Auntie Jo, "Ruth" for Grandma Ruth), its initials
    ("HP" for Hans Peter), or the start of a long first name, three letters or more ("Olu"
    for Oluwaseun, "Raf" for Rafaela). None that a word list knows, none two players share,
    none that is another player's word."""
    found: dict[str, set[str]] = {}
    for player in players:
        said = name_words(player)
        if not said:
            continue
        forms = {said[0][:n] for n in range(3, len(said[0]) - 1)}
        if len(said) > 1:
            forms |= {said[-1], "".join(w[0] for w in said)}
        for form in forms:
            found.setdefault(form, set()).add(player)
    for player in players:  # a word of another name is that player's ("Ruth" and Oma Ruth)
        for word in name_words(player):
            found.setdefault(word, set()).add(player)
    return {
        form: names.pop()
        for form, names in found.items()
        if len(names) == 1 and form not in known and len(form) > 1
    }


def _name(
    token: Token,
    folded: dict[str, str],
    known: frozenset[str],
    sounds: dict[str, str | None],
    lang: str,
) -> tuple[str | None, bool]:
    """The player a word names (and whether with a genitive s): as spelled, with a genitive
    s, with a typo or as it sounds -- but a word the templates know is that word ("gave"
    is not "Gabe", "been" is not "Ben")."""
    forms = (token.word, token.base) + ((token.clitic,) if len(token.base) == 1 else ())
    for form in forms:  # "d'Nadja", "d'Vroni": a dialect article on the name
        if form in folded:
            return folded[form], False
    if token.word.endswith("s") and token.word[:-1] in folded:  # "Bens", "Lenas"
        return folded[token.word[:-1]], True
    if len(token.base) < 3 or token.word in known or token.base in known:
        return None, False
    heard = _sounds_like(token.base, sounds, lang)  # "Karla", "Benn", "Jhon", "Froni"
    if heard is not None:
        return heard, False
    if token.base.endswith("s") and token.base[:-1] not in known:  # "Karlas", "Benns"
        heard = _sounds_like(token.base[:-1], sounds, lang)
        if heard is not None:
            return heard, True
    if len(token.base) < 4:
        return None, False
    best, score = None, 0.0
    for key, name in folded.items():
        if len(key) < 4 or key[0] != token.base[0]:
            continue
        ratio = fuzz.ratio(token.base, key)
        if ratio > score:
            best, score = name, ratio
    return (best, False) if score >= 75 else (None, False)


@cache
def _sound_rules(lang: str) -> tuple[tuple[re.Pattern[str], str], ...]:
    rules = (words(lang).data.get("name_sounds") or {}).get("rules") or []
    return tuple((re.compile(str(a)), str(b)) for a, b in rules)


@cache
def sound_key(word: str, lang: str) -> str:
    """How a folded word sounds, for names: the language's spelling rules from
    ``name_sounds`` in reader.yaml ("Carla" and "Karla", "Sophie" and "Sofie", "Vroni" and
    "Froni" sound alike), then doubled letters as one ("Benn", "Leena")."""
    key = word
    for pattern, replacement in _sound_rules(lang):
        key = pattern.sub(replacement, key)
    return re.sub(r"(.)\1+", r"\1", key)


@cache
def _sound_keys(players: tuple[str, ...], lang: str) -> dict[str, str | None]:
    """Each player's sound key (of the first word of the name); ``None`` where two players
    sound alike -- then the sound names nobody."""
    keys: dict[str, str | None] = {}
    for player in players:
        first = fold(player).split()
        if not first:
            continue
        key = sound_key(first[0], lang)
        keys[key] = None if key in keys and keys[key] != player else player
    return keys


def _sounds_like(base: str, sounds: dict[str, str | None], lang: str) -> str | None:
    """The one player whose name ``base`` sounds like: the same sound key, the key with a
    pet-name ending ("Seppi", "Franzl"), or -- for longer keys -- one that differs in a
    letter or so ("Sofia" for Sophie, "Stevan" for Steven)."""
    key = sound_key(base, lang)
    if key in sounds:
        return sounds[key]
    endings = (words(lang).data.get("name_sounds") or {}).get("pet_endings") or []
    found: set[str | None] = set()
    for ending in endings:
        ending = str(ending)
        if key.endswith(ending) and key[: -len(ending)] in sounds:
            found.add(sounds[key[: -len(ending)]])
    if len(found) == 1:
        return found.pop()
    if len(key) < 4:
        return None
    close = {
        name
        for other, name in sounds.items()
        if len(other) >= 4 and other[0] == key[0] and fuzz.ratio(key, other) >= 75
    }
    return close.pop() if len(close) == 1 else None


class Phrases:
    """A word list to look for in a sentence: phrases of whole words (``*``: any ending),
    indexed by their first word so that a sentence is scanned once."""

    def __init__(self, phrases: list[str] | tuple[str, ...]) -> None:
        self.exact: dict[str, list[tuple[str, ...]]] = {}
        self.prefixed: list[tuple[str, ...]] = []
        for phrase in phrases:
            parts = tuple(
                p if p == _GAP else fold(p) if not p.endswith("*") else fold(p[:-1]) + "*"
                for p in str(phrase).split()
            )
            if not parts:
                continue
            if parts[0].endswith("*"):
                self.prefixed.append(parts)
            else:
                self.exact.setdefault(parts[0], []).append(parts)

    def find(self, tokens: list[Token], start: int = 0) -> tuple[int, int] | None:
        """The longest phrase said (the earliest on a tie), as a token span. A ``...`` in a
        phrase stands for up to four words: German verbs come apart ("deck ... auf")."""
        best: tuple[int, int] | None = None
        for i in range(start, len(tokens)):
            token = tokens[i]
            candidates = self.exact.get(token.word, [])
            if token.base != token.word:
                candidates = candidates + self.exact.get(token.base, [])
            for parts in [*candidates, *self.prefixed]:
                end = _match_at(tokens, i, parts)
                if end is not None and (best is None or len(parts) > best[1] - best[0]):
                    best = (i, end)
        return best

    def covers(self, tokens: list[Token], span: tuple[int, int]) -> bool:
        """Whether a longer phrase without gaps is said over ``span`` ("gives up" over the
        "up" of another list)."""
        for i in range(max(0, span[0] - 3), span[0] + 1):
            token = tokens[i]
            candidates = self.exact.get(token.word, []) + self.exact.get(token.base, [])
            for parts in [*candidates, *self.prefixed]:
                if _GAP in parts or len(parts) <= span[1] - span[0]:
                    continue
                end = _match_at(tokens, i, parts)
                if end is not None and end >= span[1]:
                    return True
        return False

    def gap(self, tokens: list[Token], span: tuple[int, int]) -> set[int]:
        """The words a phrase with ``...`` said over ``span`` leaves between its own ("zieh
        *nix mehr* raus"): what the phrase does not say itself."""
        if span[1] - span[0] < 3:
            return set()
        token = tokens[span[0]]
        candidates = self.exact.get(token.word, []) + self.exact.get(token.base, [])
        for parts in [*candidates, *self.prefixed]:
            if _GAP in parts:
                fixed = _fixed_at(tokens, span[0], parts)
                if fixed is not None and fixed[0] == span[1]:
                    return set(range(*span)) - fixed[1]
        return set()

    def at(self, tokens: list[Token], i: int) -> bool:
        """Whether a phrase starts at token ``i``."""
        found = self.find(tokens[i : i + 4])
        return found is not None and found[0] == 0

    def __bool__(self) -> bool:
        return bool(self.exact or self.prefixed)


_GAP = "..."
_GAP_WORDS = 4


def _fixed_at(tokens: list[Token], i: int, parts: tuple[str, ...]) -> tuple[int, set[int]] | None:
    """Like :func:`_match_at`, with the positions of the phrase's own words."""
    if not parts:
        return i, set()
    if parts[0] == _GAP:
        for skip in range(_GAP_WORDS + 1):
            found = _fixed_at(tokens, i + skip, parts[1:])
            if found is not None:
                return found
        return None
    if i < len(tokens) and _word_matches(tokens[i], parts[0]):
        found = _fixed_at(tokens, i + 1, parts[1:])
        return None if found is None else (found[0], found[1] | {i})
    return None


def _match_at(tokens: list[Token], i: int, parts: tuple[str, ...]) -> int | None:
    """Where ``parts`` said from token ``i`` on ends, or None."""
    if not parts:
        return i
    if parts[0] == _GAP:
        for skip in range(_GAP_WORDS + 1):
            end = _match_at(tokens, i + skip, parts[1:])
            if end is not None:
                return end
        return None
    if i < len(tokens) and _word_matches(tokens[i], parts[0]):
        return _match_at(tokens, i + 1, parts[1:])
    return None


def _word_matches(token: Token, part: str) -> bool:
    if part.endswith("*"):
        return token.word.startswith(part[:-1])
    return token.word == part or (token.base == part and token.clitic in ("s", "ll", "re"))


def find_player(text: str, players: list[str] | tuple[str, ...], lang: str) -> str | None:
    """The player ``text`` names on its own ("ben", "Bens", a typo), or None."""
    tokens = tokenize(text, lang)
    spot_players(tokens, players, lang)
    named = {t.player for t in tokens if t.player}
    plain = [t for t in tokens if not t.player]
    return named.pop() if len(named) == 1 and not plain else None


def players_named(text: str, players: list[str] | tuple[str, ...], lang: str) -> set[str]:
    """The players ``text`` names anywhere in it ("if Mara's floor stands" names Mara)."""
    tokens = tokenize(text, lang)
    spot_players(tokens, players, lang)
    return {t.player for t in tokens if t.player}


def numbers_said(text: str, lang: str) -> set[int]:
    """The numbers ``text`` says, as digits or words ("floor nine", "die Dreizehn")."""
    return {t.number for t in tokenize(text, lang) if t.number is not None}


def not_a_name(name: str, lang: str) -> bool:
    """Whether a "name" from a player list is a word for a person, not a name ("me", "my
    sister", "Papa"): the referee then asks for names."""
    folded = fold(name)
    for word in words(lang).list("not_names"):
        word = fold(word)
        if folded == word or (word.endswith("*") and folded.startswith(word[:-1])):
            return True
    return False


@cache
def yaml_words(path: Path) -> frozenset[str]:
    """Every word a YAML file of words or templates holds, folded (keys and values)."""
    known: set[str] = set()

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                walk(key)
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
        elif isinstance(node, str):
            known.update(fold(w) for w in _TOKEN.findall(node.translate(_APOSTROPHES)))

    walk(yaml.load(path.read_text(encoding="utf-8"), Loader=_WordLoader))
    return frozenset(known)


@cache
def vocabulary(lang: str) -> frozenset[str]:
    """Every word the templates and word lists of ``lang`` know (folded): what is left of a
    sentence outside it is no report's business ("I've got 3 kids")."""
    paths = sorted((resource_dir("intents") / lang).glob("*.yaml"))
    return frozenset().union(*(yaml_words(p) for p in paths))
