"""Reading a new game however it is said: the game, its options, a count and the players.

The templates read "new game of Villa Paletti with Kate, Leo and Nora"; this module reads
what they miss or only half read: a list said without "with" ("villa paletti kate leo
nora"), options and clauses inside the list ("…, first game", "…, Mia starts"), a game
and a colon ("Der Turm: Uwe, Paula"), people who are no names ("me, my sister and dad")
and a game that is none of ours ("new game of chess"). It knows words only; seating the
players and asking back is the dialogue's work.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import yaml

from ..games import GAMES
from ..resources import resource_dir
from .intents import (
    LANGS,
    Intent,
    channel_words,
    game_name,
    game_names,
    get_recognizer,
    looks_like_a_list,
    split_names,
)
from .pieces import _WordLoader, fold, not_a_name, tokenize, vocabulary, yaml_words
from .questions import named_game
from .reader import CLEAR, get_reader

_PARTS = re.compile(r"[,;:.!?]| - | – ")
"""Where a loosely said new game splits into parts (names, options, clauses)."""


class SetupReader:
    """The new-game reading of one language."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    # ---- the whole sentence -------------------------------------------------------

    def read(self, text: str) -> Intent | None:
        """A new game said loosely when no game runs ("villa paletti kate leo nora", "der turm
        first game, uh, sam priya tom and jess", "paletti two players kate and leo"): a game's
        name, options, a count of players, the names and what is said of them ("mia starts").

        Every part of the sentence must be explained, else None (a question about a game is
        no new game). The names and the count disagreeing, or no names: a NewGame without
        names, and the referee asks who plays.
        """
        return self.spotted(text) or self._read(text)

    def spotted(self, text: str) -> Intent | None:
        """A new game every word of which :func:`spot` explains, as an intent (its pieces
        are spotted again when the game starts): NewGame, or UnknownGame for a game that is
        none of ours, or NewGame without a game when only the players are said."""
        said = self.spot(text)
        if not said.unexplained and not said.rematch_only:
            if said.game in GAMES and (said.names or said.people or said.count or said.options):
                return Intent(name="NewGame", slots={"game": said.game, "names": ""})
            if said.game is None and said.start and said.other_game:
                slots = {"other_game": said.other_game, "names": ", ".join(said.names)}
                return Intent(name="UnknownGame", slots=slots)
            if said.game is None and said.start and (said.names or said.people):
                return Intent(name="NewGame", slots={"game": "", "names": ""})
        return None

    def said_in_full(self, text: str) -> Intent | None:
        """A new game said in full while a game runs ("lass ma neu anfangen, babel mit mia
        paul und greta", "lets switch to babel ola dev ines and rhys"): a word for starting,
        a game's name, two names or more, and every word explained, nothing in doubt and no
        person without a name. The dialogue asks before it leaves the running game."""
        said = self.spot(text)
        if (
            said.game in GAMES
            and (said.start or said.rematch or said.same)
            and len(said.names) >= 2
            and said.complete
            and not said.people
        ):
            return Intent(name="NewGame", slots={"game": said.game, "names": ""})
        return None

    def _read(self, text: str) -> Intent | None:
        reader = get_reader(self.lang, None)
        rest = reader.tidy(text)
        game = None
        for pattern, named in game_names(self.lang):
            if pattern.search(rest):
                if game not in (None, named):
                    return None  # two games named: a question, not a new game
                game = named
                rest = pattern.sub(" , ", rest)
        if game is None or game not in GAMES:
            return None
        w = reader.words
        lead = {fold(x) for x in w.list("setup", "lead")} | reader.filler_words
        people = {fold(x) for x in w.list("setup", "people")}
        joins = {fold(x) for x in w.list("setup", "joins")}
        before_names = {fold(x) for x in w.list("setup", "before_names")}
        known = _both_vocabularies(self.lang)  # a word of either language is no name
        options: dict[str, Any] = {}
        count: int | None = None
        runs: list[list[str]] = []  # per part with names, its names (runs of name words)
        clauses: list[str] = []
        for part in _PARTS.split(rest):
            words = part.split()
            kinds = [self._kind(words, i, lead, joins, known) for i in range(len(words))]
            first = next((i for i, k in enumerate(kinds) if k == "N"), len(words))
            head, tail, tail_kinds = words[:first], words[first:], kinds[first:]
            said = self._head(game, head, lead, people)
            if said is None:
                return None
            if isinstance(said, int):
                count = said
            else:
                options.update(said)
            if not tail:
                continue
            if any(fold(x) in before_names for x in tail):
                return None  # "villa paletti aufbauen für anna und ben": what is "aufbauen"?
            other = next((i for i, k in enumerate(tail_kinds) if k == "K"), len(tail))
            if other < len(tail):  # "dana is the youngest", "mia starts", "… mirror star"
                found = self.option(game, " ".join(tail[other:]))
                if found:
                    options.update(found)
                else:
                    start = max(i for i in range(other) if tail_kinds[i] == "N")
                    clause = " ".join(tail[start:])
                    names = [x for x, k in zip(tail, tail_kinds, strict=True) if k == "N"]
                    if not self._clause(game, clause, [n.title() for n in names]):
                        return None
                    clauses.append(clause)
                    other = start
            names_run: list[str] = []
            current: list[str] = []
            for word, kind in zip(tail[:other], tail_kinds[:other], strict=True):
                if kind == "N":
                    current.append(word)
                elif current:
                    names_run.append(" ".join(current))
                    current = []
            if current:
                names_run.append(" ".join(current))
            if names_run:
                runs.append(names_run)
        names = (
            [n for run in runs for n in run]
            if len(runs) > 1
            else [w for n in (runs[0] if runs else []) for w in n.split()]
        )
        names = [n[0].upper() + n[1:] for n in names]
        if not names or (count is not None and count != len(names)):
            names, clauses = [], []  # "turmbau mit neun leuten": who?
        slots: dict[str, Any] = {"game": game, "names": ", ".join(names), **options}
        if clauses:
            slots["then"] = clauses
        return Intent(name="NewGame", slots=slots)

    def spot(self, text: str, game: str | None = None) -> Spotted:
        """Every piece of a new game or a rematch in ``text`` (:func:`spot`)."""
        return spot(self.lang, text, game)

    def rematch(self, text: str, finished: bool, game: str | None = None) -> bool:
        """Whether ``text`` asks for the last game again, perhaps changed ("same players,
        der turm first game", "rematch, olaf goes first", "nochmal mit lena, jonas und
        rosa"): a rematch word after a game, a same-players word at any time, and every
        other word a piece of a new game."""
        words = {fold(w) for w in _SPOT_TOKEN.findall(text)}
        if not words & _first_words(self.lang, finished):
            return False
        said = spot(self.lang, text, game)
        if not finished and said.count is not None:
            return False  # "same again, four": rather a report
        return (
            (said.same or (finished and said.rematch))
            and not said.unexplained
            and not (said.other_game)
        )

    def game_and_list(self, text: str) -> Intent | None:
        """ "uh paletti: Dmitri, Kofi", "Der Turm: Uwe, Paula": a game, a colon, the players
        (only without a running game: mid-game "der Turm: …" is about the tower)."""
        head, sep, tail = text.partition(":")
        if not sep or not named_game(head, self.lang)[0] or not looks_like_a_list(tail):
            return None
        known = vocabulary(self.lang)
        names = split_names(tail)
        if len(names) < 2 or any(w.casefold() in known for n in names for w in n.split()):
            return None  # "der Turm: ist eingestürzt" is no list of names
        words = channel_words(self.lang)
        reader = get_reader(self.lang, None)  # "babel pls: …": chat words are no names
        head = reader.without_fillers(reader.tidy(head)) or head
        sentence = f"{words['new_game']} {head.strip(' ,')} {words['with']} {tail.strip()}"
        intent = get_recognizer(self.lang, None).recognize(sentence)
        if intent is None or intent.name != "NewGame":
            return None
        said = split_names(str(intent.slots.get("names", "")))
        return intent if said == names else None  # the options stayed before the colon

    def other_game(self, text: str) -> str | None:
        """The game a bare "new game of …" names when it is none of ours ("new game of
        chess", "neues Spiel Schach"): words no list of either language knows."""
        head = channel_words(self.lang)["new_game"]
        found = re.match(rf"\W*{re.escape(head)}\s+(.+)$", text.strip(), re.IGNORECASE)
        if not found:
            return None
        said = found.group(1).strip(" .!?")
        return said if self.names_another_game(said, _both_vocabularies(self.lang)) else None

    def names_another_game(self, said: str, known: frozenset[str]) -> bool:
        """Whether ``said`` can be the name of a game that is none of ours: not empty, no
        game of ours, no word the lists in ``known`` hold."""
        return bool(said) and not (
            named_game(said, self.lang)[0] or any(fold(w) in known for w in said.split())
        )

    def people_only(self, text: str) -> bool:
        """A list of people, some of them no names ("me, my sister and dad", "ich, meine
        Schwester und Papa"): the answer to "who plays?" the referee cannot seat."""
        if not looks_like_a_list(text):
            return False
        parts = split_names(text)
        known = vocabulary(self.lang)
        if len(parts) < 2 or not any(not_a_name(p, self.lang) for p in parts):
            return False
        return all(
            not_a_name(p, self.lang) or not any(fold(w) in known for w in p.split()) for p in parts
        )

    # ---- the player list the templates read ---------------------------------------

    def whole_list(self, intent: Intent, said: str) -> str:
        """The player list as said: a list the templates read from one clause goes on after
        its commas ("forget this, new game: villa paletti with Maya, Theo and Ines")."""
        names = str(intent.slots.get("names", ""))
        start = said.casefold().find(names.casefold()) if names.strip() else -1
        if start < 0:
            return names
        rest = said[start + len(names) :]
        if not re.match(r"\s*,\s*\S", rest):
            return names
        known = vocabulary(self.lang)
        game = str(intent.slots.get("game"))
        more = False
        for part in split_names(rest.strip(" ,")):  # only more names (and options), no sentence
            if self.option(game, part):
                continue  # "…, Wiebke und Malte, erstes Spiel": an option of the new game
            if any(fold(w) in known for w in re.split(r"[\s-]+", part) if w):
                return names
            more = True
        return said[start:].strip() if more else names

    def players_and_clauses(self, game: str, said: str) -> tuple[list[str], list[str]]:
        """Names from a player list, and the parts that are sentences of their own.

        "…with Anna, Ben and Carla, Carla is the youngest": the last part is a report for
        the new game, not a player.
        """
        reader = get_reader(self.lang, None)
        filler = reader.is_list_filler
        parts = [reader.trim_fillers(p) for p in split_names(said) if not filler(p)]
        if game not in GAMES:
            return parts, []
        recognizer = get_recognizer(self.lang, game)
        if not re.search(r"[,;]", said):  # spoken: "anna ben and carla carla is the youngest"
            words = said.split()
            for k in range(1, len(words) - 1):
                names = [n for n in split_names(" ".join(words[:k])) if not filler(n)]
                clause = " ".join(words[k:])
                if len(names) >= 2 and recognizer.recognize(clause, names) is not None:
                    return names, [clause]
            return parts, []
        single = [p for p in parts if " " not in p]
        clauses = [  # "katrin is die jüngste": the templates on the respelled part too
            p
            for p in parts
            if " " in p
            and (
                recognizer.recognize(p, single) is not None
                or recognizer.recognize(reader.tidy(p), single) is not None
            )
        ]
        return [p for p in parts if p not in clauses], clauses

    def name_parts(self, game: str, parts: list[str], options: dict[str, Any]) -> list[str]:
        """A player list without what is no name: dashes and colons around it ("- Jack"),
        a sentence before a name ("friendly four. Mira", "für sechs: Ana" — an option there
        is kept in ``options``), the number of players ("for two"), a clause of known words
        ("wir sind Anfänger")."""
        known = vocabulary(self.lang)
        kept = []
        for n, part in enumerate(parts):
            part = part.strip(" -–—:;,").lstrip(".")  # "Lena K." keeps its dot
            pieces = re.split(r"(?<=[.:;!?])\s+", part)
            if len(pieces) > 1:
                for head in pieces[:-1]:
                    options.update(self.option_in(game, head.strip(" .:;!?"), alone=True))
                part = pieces[-1].strip(" -–—:;,")
            words = [fold(w) for w in part.split()]
            tokens = tokenize(part, self.lang)
            counted = n == 0 and len(tokens) == 1 and tokens[0].number is not None
            if not part or (counted and len(parts) > 2):
                continue  # "paletti for two, Wanda and Xavi"
            if len(words) > 1 and all(w in known for w in words):
                options.update(self.option(game, part))  # "mit der Vorbesitzerregel"
                continue  # "…, ohne Stern, wir sind Anfänger"
            kept.append(part)
        return kept

    def spoken_names(self, players: list[str]) -> list[str]:
        """A list said without commas inside one with them ("kate leo nora and sam, kate goes
        first"): a "name" of three or more words no list knows is that many names."""
        known = vocabulary(self.lang)
        out: list[str] = []
        for p in players:
            words = p.split()
            if len(words) >= 3 and not any(fold(w) in known for w in words):
                out += words
            else:
                out.append(p)
        return out

    def doubtful_name(self, name: str) -> bool:
        """Whether a player's "name" is rather part of a sentence: a number ("mit neun
        leuten"), three or more words, two with a word the templates know ("Players Nora",
        "Me Tom"), or one word of the new-game templates ("Rule", "Stern")."""
        words = name.split()
        if not words or any(t.number is not None for t in tokenize(name, self.lang)):
            return True
        endings = _stems(self.lang)[1]
        if any(fold(w).endswith(endings) and len(w) > 4 for w in words):
            return True  # "Anfängerregeln", "Sternvariante"
        if len(words) >= 3:
            return True
        if len(words) == 2:
            known = vocabulary(self.lang)
            if any(len(w) == 1 and w.isalpha() for w in words):
                return True  # "Ilka M" from "Ilka mit dem Spiegel-Stern" ("Lena K." keeps its dot)
            if fold(words[0]) in _word_set(self.lang, "titles"):
                return fold(words[1]) in known  # "Opa Günther", "Grandma Ruth" are names
            return any(fold(w) in known for w in words)
        return any(fold(x) in _setup_words(self.lang) for x in words[0].split("-") if x)

    def is_self(self, name: str) -> bool:
        """Whether a name in a player list is the speaker ("me", "ich")."""
        return get_reader(self.lang, None).is_self(name)

    # ---- options ------------------------------------------------------------------

    def option_in(self, game: str, part: str, alone: bool = False) -> dict[str, Any]:
        """The game's options a part of a player list names ("first game", "Spiegel"; one
        word only ``alone``, at the end of the list)."""
        if game not in GAMES or not part.strip() or (" " not in part.strip() and not alone):
            return {}
        name = game_name(self.lang, game)
        words = part.split()
        for said in (part, " ".join(words[1:]), " ".join(words[2:])):  # "it's our first game"
            intent = get_recognizer(self.lang, None).recognize(f"{name} {said}") if said else None
            if intent is not None and intent.name == "NewGame" and not intent.slots.get("names"):
                return {k: v for k, v in intent.slots.items() if k not in ("game", "names")}
        return {}

    def option(self, game: str, said: str) -> dict[str, Any]:
        """The options ``said`` names, alone or as "new game of <game> with …"."""
        found = self.option_in(game, said, alone=True)
        if found:
            return found
        words = channel_words(self.lang)
        name = game_name(self.lang, game)
        recognizer = get_recognizer(self.lang, None)
        for sentence in (
            f"{words['new_game']} {name} {said}",
            f"{words['new_game']} {name} {words['with']} {said}",
        ):
            intent = recognizer.recognize(sentence)
            if intent is not None and intent.name == "NewGame" and not intent.slots.get("names"):
                return {k: v for k, v in intent.slots.items() if k not in ("game", "names")}
        return {}

    # ---- parts of a loose sentence ------------------------------------------------

    def _kind(
        self, words: list[str], i: int, lead: set[str], joins: set[str], known: frozenset[str]
    ) -> str:
        """A word of a loosely said new game: ``N`` a name (a word no list knows, or one for
        oneself or a person between names: "me and leo"), ``L`` a word around the names,
        ``K`` any other word (an option, a count, a clause)."""
        word = fold(words[i])
        person = self.is_self(word) or not_a_name(word, self.lang)
        if person:
            before = fold(words[i - 1]) if i > 0 else ""
            after = fold(words[i + 1]) if i + 1 < len(words) else ""
            if not after or after in joins or before in joins:
                return "N"
        if word in lead:
            return "L"
        if word in known or any(t.number is not None for t in tokenize(words[i], self.lang)):
            return "K"
        return "N"

    def _head(
        self, game: str, words: list[str], lead: set[str], people: set[str]
    ) -> dict[str, Any] | int | None:
        """What a part says before its names: nothing, options ("first game", "with the
        mirror star"), or a count ("four players", "with five", "zu zweit"); None if neither."""
        said = list(words)
        while said and fold(said[0]) in lead:
            said.pop(0)
        core = list(said)
        while core and fold(core[-1]) in lead:
            core.pop()
        if not core:
            return {}
        for option in dict.fromkeys((" ".join(said), " ".join(core))):
            found = self.option(game, option)
            if found:
                return found
        counted = [x for x in core if fold(x) not in people and fold(x) not in lead]
        numbers = [t.number for x in counted for t in tokenize(x, self.lang)]
        if len(counted) == 1 and len(numbers) == 1 and numbers[0] is not None:
            return numbers[0] if 1 < numbers[0] < 10 else None
        return None

    def _clause(self, game: str, clause: str, players: list[str]) -> bool:
        """Whether ``clause`` is a report for the new game ("dana is the youngest")."""
        recognizer = get_recognizer(self.lang, game)
        if recognizer.recognize(clause, players) is not None:
            return True
        reader = get_reader(self.lang, game)
        if recognizer.recognize(reader.tidy(clause), players) is not None:
            return True
        readings = reader.readings(clause, players)
        return bool(readings) and readings[0].evidence >= CLEAR and readings[0].report


@cache
def get_setup_reader(lang: str) -> SetupReader:
    """The new-game reader of ``lang`` (one per language)."""
    return SetupReader(lang)


@cache
def _both_vocabularies(lang: str) -> frozenset[str]:
    """The words of every language's lists, ``lang``'s first: no name in a new game."""
    return vocabulary(lang).union(*(vocabulary(x) for x in LANGS if x != lang))


@cache
def _setup_words(lang: str) -> frozenset[str]:
    """The words of the new-game templates and the words around names: no name alone."""
    folder = resource_dir("intents") / lang
    found: set[str] = set()
    for path in sorted(folder.glob("newgame_*.yaml")):
        found |= yaml_words(path)
    reader = get_reader(lang, None).words
    found |= {fold(x) for x in reader.list("setup", "lead") + reader.list("setup", "people")}
    return frozenset(found)


# ---- spotting: every piece of a new game or a rematch, in any order -------------------

_LETTER = r"(?:[^\W_]|\ufffd)"  # a letter, or one a terminal could not decode ("J\ufffdrgen")
_SPOT_TOKEN = re.compile(
    rf"{_LETTER}+(?:['’]{_LETTER}+)?(?:-{_LETTER}+)*|[,;:.!?&+]| - | – ", re.UNICODE
)
_SEPARATORS = {",", ";", ":", ".", "!", "?", "-", "–"}
_NOT_EDGES = frozenset(
    {"", "?", "name", "self", "lead", "people", "described", "count", "other", "star", "full"}
    | {"first_game", "holder"}
)
"""What a word between list commas is not next to when it is a name there."""
_SELF = "\x00self"
"""A name slot that is the speaker ("me", "ich"): the dialogue seats the speaker there."""


@dataclass
class Spotted:
    """What a loosely said new game (or rematch) holds, each piece found by its words."""

    game: str | None = None
    names: list[str] = field(default_factory=list)
    options: dict[str, Any] = field(default_factory=dict)
    count: int | None = None
    people: bool = False  # a person said who is no name ("my sister", "her boyfriend")
    full: bool = False  # Der Turm's full game said, no star rule
    star_said: bool = False  # the star itself named ("with the star"), not "without the star"
    start: bool = False  # a word for starting a game ("new game", "let's play")
    other_game: str = ""  # a game that is none of ours ("monopoly")
    rematch: bool = False  # "again", "rematch", "nochmal"
    same: bool = False  # "same players", "gleiche Leute"
    doubt: bool = False  # read, but not sure enough to act ("kate goes first" at Paletti)
    unexplained: list[str] = field(default_factory=list)

    @property
    def rematch_only(self) -> bool:
        """A rematch word and no game named: the last game again, not a new one."""
        return (self.rematch or self.same) and self.game is None and not self.start

    @property
    def complete(self) -> bool:
        """Every word explained and nothing in doubt."""
        return not self.unexplained and not self.doubt


@dataclass
class _Tok:
    text: str
    word: str
    sep: bool
    kind: str = ""  # what explained it: game, option, clause, rematch, same, lead, ...


@cache
def _spot_data(lang: str) -> dict[str, Any]:
    path = resource_dir("intents") / lang / "words" / "setup.yaml"
    return yaml.load(path.read_text(encoding="utf-8"), Loader=_WordLoader) or {}


def _phrase(text: str) -> tuple[str, ...]:
    """A phrase as folded words; "{name}" stays a slot."""
    out: list[str] = []
    for piece in str(text).split():
        if piece == "{name}":
            out.append(piece)
        else:
            out += [fold(w) for w in _SPOT_TOKEN.findall(piece) if w.strip() not in _SEPARATORS]
    return tuple(out)


def _alternatives(value: str) -> list[str]:
    """ "(super two|super 2)" -> ["super two", "super 2"] (the list values' simple form)."""
    return [v.strip() for v in value.strip().strip("()").split("|") if v.strip()]


@cache
def _phrases(lang: str) -> tuple[tuple[tuple[str, ...], str, Any], ...]:
    """Every phrase the spotter knows: (words, kind, value), longest first."""
    data = _spot_data(lang)
    out: list[tuple[tuple[str, ...], str, Any]] = []
    for other in LANGS:  # a game's name in either language
        for value in _yaml_list(other, "common", "game"):
            out.append((_phrase(str(value["in"])), "game", str(value["out"])))
    for value in _yaml_list(lang, "newgame_turm", "turm_star"):
        for said in _alternatives(str(value["in"])):
            out.append((_phrase(said), "star", str(value["out"])))
    options = data.get("options") or {}
    for star, said in ((options.get("turm") or {}).get("star") or {}).items():
        out += [(_phrase(s), "star", str(star)) for s in said]
    for kind in ("full", "first_game"):
        out += [(_phrase(s), kind, True) for s in (options.get("turm") or {}).get(kind) or []]
    for game, key in (("turm", "starter"), ("babel", "youngest"), ("paletti", "starter")):
        said = (options.get(game) or {}).get(key) or []
        out += [(_phrase(s), f"clause-{game}", key) for s in said]
        said = ((data.get("self_clauses") or {}).get(game) or {}).get(key) or []
        out += [(_phrase(s), f"selfclause-{game}", key) for s in said]  # "im younger"
    for kind in ("rematch", "same", "start"):
        out += [(_phrase(s), kind, True) for s in data.get(kind) or []]
    for kind in ("self_intro", "intro", "adds"):
        out += [(_phrase(s), kind, True) for s in data.get(kind) or []]
    for said, n in (data.get("counts") or {}).items():
        out.append((_phrase(str(said)), "count", int(n)))
    out += [(_phrase(s), "lead", True) for s in data.get("lead") or [] if " " in str(s)]
    out += [(_phrase(s), "lead", True) for s in data.get("count_nouns") or [] if " " in str(s)]
    out = [p for p in out if p[0]]
    out.sort(key=lambda p: (-len(p[0]), p[1] != "game"))
    return tuple(out)


def _yaml_list(lang: str, name: str, key: str) -> list[dict[str, Any]]:
    """The values of ``lists.<key>`` in ``intents/<lang>/<name>.yaml``."""
    path = resource_dir("intents") / lang / f"{name}.yaml"
    data = yaml.load(path.read_text(encoding="utf-8"), Loader=_WordLoader) or {}
    return list(((data.get("lists") or {}).get(key) or {}).get("values") or [])


@cache
def _spot_known(lang: str) -> frozenset[str]:
    """The words no name is: every list of both languages and the words around a game."""
    return _both_vocabularies(lang) | _word_set(lang, "lead") | _word_set(lang, "rematch_lead")


@cache
def _spot_lists(lang: str, rematch: bool) -> tuple[frozenset[str], frozenset[str], frozenset[str]]:
    """The words around names, between them and counting them."""
    reader = get_reader(lang, None)
    lead = _word_set(lang, "lead") | {fold(x) for x in reader.words.list("setup", "lead")}
    lead |= reader.filler_words
    if rematch:
        lead |= _word_set(lang, "rematch_lead")
    joins = _word_set(lang, "joins") | {fold(x) for x in reader.words.list("setup", "joins")}
    counted = _word_set(lang, "count_nouns") | {
        fold(x) for x in reader.words.list("setup", "people")
    }
    return lead, joins, counted


@cache
def _self_words(lang: str) -> frozenset[str]:
    """Words for oneself: this file's, and the reader's of every language ("i, lena und
    katrin" is Bavarian for "ich, …")."""
    said = [str(x) for x in _spot_data(lang).get("self") or [] if " " not in str(x)]
    for other in LANGS:
        said += get_reader(other, None).words.list("self")
    return frozenset(fold(x) for x in said)


@cache
def _stems(lang: str) -> tuple[dict[str, tuple[str, ...]], tuple[str, ...]]:
    """The beginnings of an option in one word (kind -> beginnings), and the endings no
    name has."""
    data = _spot_data(lang)
    stems = {str(k): tuple(fold(x) for x in v or []) for k, v in (data.get("stems") or {}).items()}
    return stems, tuple(fold(x) for x in data.get("not_name_endings") or [])


@cache
def _no_names(lang: str) -> tuple[frozenset[str], tuple[str, ...]]:
    """Words for people that are no names (the reader's ``not_names`` and this file's): the
    whole words, and the beginnings of "my *" ("my " -> "my sister")."""
    said = get_reader(lang, None).words.list("not_names") + [
        str(x) for x in _spot_data(lang).get("not_names") or []
    ]
    folded = [" ".join(fold(w) for w in x.split()) for x in said]
    exact = frozenset(x for x in folded if not x.endswith("*"))
    prefixes = tuple(x[:-1].rstrip() + " " for x in folded if x.endswith("*"))
    return exact, prefixes


@cache
def _phrase_index(
    lang: str,
) -> dict[tuple[str, int], tuple[tuple[int, tuple[str, ...], str, Any], ...]]:
    """The phrases by their first word (or their second, after a name slot), each with its
    rank: longest first, a game's name before the rest."""
    index: dict[tuple[str, int], list[tuple[int, tuple[str, ...], str, Any]]] = {}
    for rank, (words, kind, value) in enumerate(_phrases(lang)):
        key = (words[0], 0) if words[0] != "{name}" else (words[1], 1) if len(words) > 1 else None
        if key is not None:
            index.setdefault(key, []).append((rank, words, kind, value))
    return {k: tuple(v) for k, v in index.items()}


@cache
def _word_set(lang: str, *path: str) -> frozenset[str]:
    node: Any = _spot_data(lang)
    for key in path:
        node = (node or {}).get(key)
    return frozenset(w for s in node or [] for w in _phrase(str(s)))


def _tokens(text: str, known: frozenset[str], elided: frozenset[str] = frozenset()) -> list[_Tok]:
    """The words and separators of ``text``; a hyphenated word with a known part (of four
    letters or more, or every part known) is split ("Spiegel-Stern", "babel-spiel"); a name
    keeps its hyphen ("Anna-Lena", "Ha-eun", "Mei-Ling")."""
    out: list[_Tok] = []
    for raw in _SPOT_TOKEN.findall(unicodedata.normalize("NFC", text)):
        raw = raw.strip()
        if raw in _SEPARATORS or raw in ("&", "+"):
            out.append(_Tok(raw, raw, sep=raw in _SEPARATORS))
            continue
        base, apostrophe, clitic = raw.replace("’", "'").partition("'")
        if apostrophe and fold(clitic) == "s" and fold(base) not in known:
            out += [_Tok(base, fold(base), sep=False), _Tok("'s", "s", sep=False)]
            continue  # "nina's the youngest"
        if apostrophe and fold(base) in elided and clitic:
            out.append(_Tok(clitic, fold(clitic), sep=False))
            continue  # "d'Resi": an article cut short, then the name
        parts = [p for p in raw.split("-") if p]
        said = [fold(p) in known for p in parts]  # a short known part is a name's ("Ha-eun")
        split = all(said) or any(k and len(p) > 3 for p, k in zip(parts, said, strict=True))
        if len(parts) > 1 and split:
            out += [_Tok(p, fold(p), sep=False) for p in parts if p]
        else:
            out.append(_Tok(raw, fold(raw), sep=False))
    return out


_BRACKETS = re.compile(r"\s*\(([^()]*)\)")


def _self_in_brackets(lang: str, text: str) -> tuple[str, str]:
    """``text`` without the speaker's name said in brackets, and that name: after a word
    for oneself ("kwame vs me (astrid)", "Ole und ich (Gesche)") or with one inside ("(ich =
    nora)", "(i am mei)"). Other brackets stay as they are."""
    reader = get_reader(lang, None)
    own = _self_words(lang)

    def is_self(word: str) -> bool:
        return reader.is_self(word) or fold(word) in own

    for found in _BRACKETS.finditer(text):
        words = [w for w in _SPOT_TOKEN.findall(found.group(1)) if w not in _SEPARATORS]
        before = _SPOT_TOKEN.findall(text[: found.start()])
        if words and is_self(words[0]) and len(words) > 1:  # "(ich = nora)", "(me, ida)"
            words = [w for w in words[1:] if fold(w) not in _word_set(lang, "bracket_self")]
        elif not (before and is_self(before[-1])):
            continue
        own_words = vocabulary(lang)  # "me (mei)": a word of the other language is a name here
        if not 1 <= len(words) <= 2 or any(fold(w) in own_words or is_self(w) for w in words):
            continue
        name = " ".join(words)
        return text[: found.start()] + text[found.end() :], name
    return text, ""


def _listed_alone(lang: str, toks: list[_Tok]) -> frozenset[str]:
    """The known words said alone between the commas of a list ("Hamish, Wren, Mei and
    Gus", "hannes, marie-luise, jo."): names there, and so where said again ("Mei is the
    youngest")."""
    joins = _word_set(lang, "joins")
    around = joins | _word_set(lang, "lead") | _word_set(lang, "options", "turm", "star_words")

    def edge(j: int) -> bool:
        return j < 0 or j >= len(toks) or toks[j].sep or toks[j].word in joins

    commas = [k for k, t in enumerate(toks) if t.text in (",", ";")]
    return frozenset(
        t.word
        for k, t in enumerate(toks)
        if not t.sep
        and t.word not in around
        and edge(k - 1)
        and edge(k + 1)
        and any(abs(c - k) == 1 for c in commas)
    )


def spot(lang: str, text: str, game: str | None = None) -> Spotted:
    """Every piece of a new game said in any order and form: the game's name, its options
    (a star rule, a first or a full game, the previous-holder rule), who is youngest or
    starts, a count of players, the names, and for a rematch its words ("same players
    again"). ``game``: the table's game, for a rematch that names none. Words are data
    (``intents/<lang>/words/setup.yaml``); a word no piece explains is listed as
    ``unexplained`` — then the reading is not to be acted on."""
    known = _spot_known(lang)
    reader = get_reader(lang, None)
    text, self_name = _self_in_brackets(lang, text)  # "i'm sara", "me tom", "me (mei)"
    toks = _tokens(text, known, _word_set(lang, "elided_articles"))
    found = Spotted()
    named_games: set[str] = set()
    clauses: list[tuple[str, str, str]] = []  # (game, option, name)
    joined: dict[str, bool] = {}  # a clause's name said after "and": "…, mia and tom starts"
    mentioned: list[str] = []  # names said of an option, not as players
    stars: set[str] = set()

    listed = _listed_alone(lang, toks)

    def nameish(i: int) -> bool:
        t = toks[i]
        if t.sep or t.kind or t.word in ("&", "+"):
            return False
        return t.word not in known or t.word in listed  # "…, Mei and Gus? Mei is the youngest"

    # 1. phrases, longest first: games, options, clauses, rematch words
    index = _phrase_index(lang)
    candidates = []
    for i, t in enumerate(toks):
        if t.sep:
            continue
        keys = [(t.word, 0)] + ([(toks[i + 1].word, 1)] if i + 1 < len(toks) else [])
        for key, offset in keys:
            for rank, words, kind, value in index.get((key, offset), ()):
                n = len(words)
                if i + n <= len(toks) and all(
                    w == "{name}" or toks[i + j].word == w for j, w in enumerate(words)
                ):
                    candidates.append((rank, i, words, kind, value))
    candidates.sort()
    games_said = {str(c[4]) for c in candidates if c[3] == "game"} or ({game} if game else set())
    for _, i, words, kind, value in candidates:
        if kind.startswith("selfclause-") and games_said and kind[11:] not in games_said:
            continue
        if kind.startswith("clause-") and games_said and kind[7:] not in games_said:
            continue  # "pete goes first" at Der Turm is Der Turm's starter
        if kind == "adds" and i + len(words) < len(toks) and not toks[i + len(words)].sep:
            continue  # "tom spielt mit" ends a clause; "spielen mit tim" is no one joining
        n = len(words)
        span = toks[i : i + n]
        if any(t.kind or t.sep for t in span):
            continue
        slot = None
        if "{name}" in words:
            j = words.index("{name}")
            if not nameish(i + j):
                continue
            slot = toks[i + j].text
        for t in span:
            t.kind = kind
        if kind == "game":
            named_games.add(str(value))
        elif kind == "star":
            found.options["star"] = value
            stars.add(str(value))
        elif kind == "full":
            found.full = True
        elif kind == "first_game":
            found.options["first_game"] = True
            if slot:
                mentioned.append(slot)  # "first time for Ida": Ida must be in the list too
        elif kind.startswith("selfclause-"):
            clauses.append((kind[11:], str(value), _SELF))  # the speaker starts
        elif kind.startswith("clause-") and slot:
            clauses.append((kind[7:], str(value), slot))
            at = i + words.index("{name}")
            before = toks[at - 1].word if at > 0 else ""
            joined[slot] = before in _word_set(lang, "joins")
        elif kind == "adds":
            found.doubt = True  # "tom joins": who plays now, in which seat?
        elif kind == "count":
            found.count = int(value)
        elif kind in ("self_intro", "intro") and slot:
            for t in span:  # "ich bin jonas": the name stays a name
                if t.text == slot:
                    t.kind = ""
            if kind == "self_intro":
                self_name = slot
    for _, _, _, kind, _ in candidates:  # a phrase may be a rematch and a start at once
        if kind in ("rematch", "same", "start"):
            setattr(found, kind, True)
    if len(named_games) > 1:
        found.unexplained.append("two games")
        return found
    found.game = next(iter(named_games), None) or game
    if found.game is None and any(t.kind in ("star", "full", "first_game") for t in toks):
        found.game = "turm"  # "full tower with all 10 floors, super 2 star, for …"
    the_game = found.game

    # 2. the words that come with an option ("with the star, mirror rule"; "… the previous
    #    holder wins if the holder knocks it over himself")
    def absorb(anchor: str, allowed: frozenset[str]) -> None:
        for i, t in enumerate(toks):
            if t.kind != anchor:
                continue
            for step in (-1, 1):
                j = i + step
                while (
                    0 <= j < len(toks)
                    and toks[j].kind in ("", anchor, "game")
                    and (toks[j].sep or toks[j].word in allowed or toks[j].kind == "game")
                ):
                    if not toks[j].sep and toks[j].kind != "game":
                        toks[j].kind = anchor
                    j += step

    star_words = _word_set(lang, "options", "turm", "star_words")
    nouns = _word_set(lang, "options", "turm", "star_nouns")
    for star in _star_described(lang, toks, nouns, known):  # "mit Stern: leer heißt zwei rein"
        found.options["star"] = star
        stars.add(star)
    absorb("star", star_words)
    absorb("full", star_words)
    absorb("first_game", star_words)  # "first game rules"
    holder = _word_set(lang, "options", "paletti", "previous_holder")
    needs = _word_set(lang, "options", "paletti", "previous_holder_needs")
    if the_game == "paletti" and any(t.word in needs and not t.kind for t in toks):
        for t in toks:
            if t.word in needs and not t.kind:
                t.kind = "holder"
        absorb("holder", holder)
        found.options["previous_holder_on_own_collapse"] = True
    found.star_said = any(t.word in nouns and t.kind != "first_game" for t in toks)
    for kind in ("star", "full", "first_game"):
        if any(t.kind == kind for t in toks) and the_game not in (None, "turm"):
            found.unexplained.append(kind)  # "babel, first game"
    if found.full and "star" not in found.options:
        found.options.pop("first_game", None)
    elif found.full and found.options.get("first_game"):
        found.unexplained.append("full and first game")

    # 3. what is left: separators, joins, lead words, counts, people and names
    lead, joins, counted = _spot_lists(lang, found.rematch or found.same)
    family = _word_set(lang, "family_names")
    exact, prefixes = _no_names(lang)
    articles = _word_set(lang, "people_articles")
    stems, endings = _stems(lang)
    own = _self_words(lang)
    after_other: set[str] = _word_set(lang, "other_game_after")

    def no_name(said: str) -> bool:
        folded = " ".join(fold(w) for w in said.split())
        if folded in family:
            return False
        return folded in exact or any(folded.startswith(p) for p in prefixes)

    slots: list[tuple[int, str]] = []  # (token index, name word or _SELF)
    described: set[int] = set()  # where a name said after its description begins
    titles = _word_set(lang, "titles")
    groups = _word_set(lang, "groups")

    def free(k: int) -> bool:
        return k < len(toks) and not (toks[k].sep or toks[k].kind) and toks[k].word not in known

    def apposed(k: int) -> bool:
        """Two names that close the list after a group and its comma are the group ("me and
        the twins, Alfie and Rose:"): a comma, a name, "and", a name, then the list ends."""
        return (
            k + 2 < len(toks)
            and toks[k].text == ","
            and free(k + 1)
            and toks[k + 2].word in joins
            and free(k + 3)
            and (k + 4 >= len(toks) or (toks[k + 4].sep and toks[k + 4].text != ","))
        )

    i = 0
    while i < len(toks):
        t = toks[i]
        if t.kind or t.sep:
            i += 1
            continue
        if i + 1 < len(toks) and toks[i + 1].word in groups and apposed(i + 2):
            if t.word in articles or no_name(f"{t.text} {toks[i + 1].text}"):
                t.kind = toks[i + 1].kind = "described"  # "the twins, Alfie and Rose": they
                i += 2
                continue
        pair = f"{t.text} {toks[i + 1].text}" if i + 1 < len(toks) and not toks[i + 1].sep else ""
        if pair and no_name(pair) and not reader.is_self(toks[i + 1].text):
            named = toks[i + 2] if i + 2 < len(toks) else None
            if named is not None and not (named.sep or named.kind) and named.word not in known:
                t.kind = toks[i + 1].kind = "described"  # "my brother Sam": Sam plays
                if toks[i + 1].word not in groups:  # "the kids emil frida and oskar": each
                    described.add(i + 2)
                i += 2
                continue
            found.people = True  # "my sister", "ihrem Freund"
            t.kind = toks[i + 1].kind = "people"
            i += 2
            continue
        if (
            t.word in articles
            and i + 1 < len(toks)
            and not toks[i + 1].sep
            and (toks[i + 1].word not in known or no_name(toks[i + 1].text))
        ):
            named = toks[i + 2] if i + 2 < len(toks) else None
            if named is not None and not (named.sep or named.kind) and named.word not in known:
                t.kind = toks[i + 1].kind = "described"  # "die zwei Brüder Pedro und Paulo"
                counted_here = any(x.number is not None for x in tokenize(t.text, lang))
                if not counted_here and toks[i + 1].word not in groups:
                    described.add(i + 2)  # "ein Freund Tom": Tom
                i += 2
                continue
            found.people = True  # "the twins", "ein Freund": no names
            t.kind = toks[i + 1].kind = "people"
            i += 2
            continue
        after = toks[i + 1] if i + 1 < len(toks) else None
        before = toks[i - 1] if i > 0 else None
        joined_self = before is not None and before.word in joins  # "poppy and i would like"
        if (reader.is_self(t.text) or t.word in own) and after is not None and not after.sep:
            if (
                after.word in lead
                and after.word not in joins
                and not after.kind
                and not joined_self
            ):
                t.kind = "lead"  # "i want a rematch", "ich will": the speaker talks
                i += 1
                continue
        if reader.is_self(t.text) or t.word in own:  # "me", "ich", "myself": the speaker
            t.kind = "self"
            slots.append((i, _SELF))
            i += 1
            continue
        if t.word in lead and t.word not in joins:
            t.kind = "lead"  # "lass uns", "can we"
        elif t.word in titles and after is not None and nameish(i + 1):
            t.kind = "name"  # "grandma Ruth": a name, though "grandma" alone is none
            slots.append((i, t.text))
        elif no_name(t.text) and t.word not in family:
            found.people = True
            t.kind = "people"
        elif t.word in joins:
            t.kind = "join"
        elif t.word in counted:
            t.kind = "lead"
        elif any(x.number is not None for x in tokenize(t.text, lang)) and t.word not in lead:
            number = next(x.number for x in tokenize(t.text, lang) if x.number is not None)
            if found.count is None and 1 < number < 11:
                found.count = number
                t.kind = "count"
            else:
                found.unexplained.append(t.text)
                t.kind = "?"
        elif t.word in lead:
            t.kind = "lead"
        elif t.word in known and t.word not in family:
            t.kind = "?"
        elif stem := next((k for k, v in stems.items() if t.word.startswith(v)), None):
            if stem == "first_game":  # "anfängerregeln"
                found.options["first_game"] = True
            else:  # "spiegelvariante"
                found.options["star"] = stem
                stars.add(stem)
            t.kind = "first_game" if stem == "first_game" else "star"
            if the_game not in (None, "turm"):
                found.unexplained.append(t.text)
        elif t.word.endswith(endings) and len(t.word) > 4:
            t.kind = "?"  # "sternvariante": no name
        else:
            t.kind = "name"
            slots.append((i, t.text))
        i += 1

    # a known word alone between the commas of a list is a name there ("kim, sam, jo.")
    openers = _word_set(lang, "list_openers")

    def alone(k: int) -> bool:
        def edge(j: int) -> bool:  # a separator, "and", or a phrase's word ("one more")
            if j < 0 or j >= len(toks) or toks[j].sep or toks[j].kind not in _NOT_EDGES:
                return True
            return j == k - 1 and toks[j].word in openers  # "players jo, priya"

        return edge(k - 1) and edge(k + 1)

    if len(slots) >= 1:
        for k, t in enumerate(toks):
            if (
                t.kind == "?"
                and t.word not in lead
                and t.word not in star_words
                and alone(k)
                and not no_name(t.text)
            ):
                t.kind = "name"
                slots.append((k, t.text))
        slots.sort()
        said_lead = _word_set(lang, "lead") | {fold(x) for x in reader.words.list("setup", "lead")}
        for k, t in enumerate(toks):  # "anna, ben und mei": a filler where a name closes a
            if t.kind != "lead" or t.word not in reader.filler_words or t.word in said_lead:
                continue  # list may be that name ("mei", "fei"): asked, never dropped
            left = toks[k - 1] if k > 0 else None
            right = toks[k + 1] if k + 1 < len(toks) else None
            closes = left is not None and left.kind == "join" and (right is None or right.sep)
            between = left is not None and left.text == "," and right is not None
            if closes or (between and right.text == ","):
                found.doubt = True

    # a game that is none of ours: the words after "new game (of)", up to "with"
    leftovers = [t for t in toks if t.kind == "?"]
    if the_game is None and found.start:
        first = next((k for k, t in enumerate(toks) if t.kind in ("start", "rematch")), None)
        if first is not None:
            k = first
            while (
                k < len(toks)
                and toks[k].kind in ("start", "rematch", "lead")
                and toks[k].word not in after_other
            ):
                k += 1
            other = []
            while k < len(toks) and not toks[k].sep and toks[k].word not in after_other:
                other.append(toks[k])
                k += 1
            if other and all(t.kind in ("?", "name", "lead") for t in other):
                found.other_game = " ".join(t.text for t in other)
                for t in other:
                    t.kind = "other"
                slots = [(j, n) for j, n in slots if toks[j].kind != "other"]
                leftovers = [t for t in toks if t.kind == "?"]
    found.unexplained += [t.text for t in leftovers]

    # 4. the names: a run of name words is one name when commas part the list ("Anna Lena,
    #    Jonas und Paula"), else every word is a name ("anna ben and carla")
    runs: list[list[int]] = []
    for j, _ in slots:
        if runs and runs[-1][-1] == j - 1 and toks[j - 1].kind == "name" and toks[j].kind == "name":
            runs[-1].append(j)
        else:
            runs.append([j])

    def comma_between(a: list[int], b: list[int]) -> bool:
        between = toks[a[-1] + 1 : b[0]]
        return any(t.text in (",", ";") for t in between) and all(
            t.sep or t.kind in ("join", "lead", "described") for t in between
        )

    # commas part the names ("ich, Opa Günther und Mama")
    listed = bool(slots) and any(t.text in (",", ";") for t in toks[slots[0][0] : slots[-1][0]])

    for n, run in enumerate(runs):  # "me Tom, jess, Dev": the speaker is Tom (no comma
        # between them, commas between the others; "me olaf and pete" are three)
        if toks[run[0]].kind == "self" and n + 1 < len(runs) and runs[n + 1][0] == run[-1] + 1:
            if (n + 2 < len(runs) and comma_between(runs[n + 1], runs[n + 2])) or (
                n > 0 and comma_between(runs[n - 1], run)
            ):
                self_name = self_name or toks[runs[n + 1][0]].text
    names: list[str] = []
    paired = (  # "anne sophie und hans peter": two words each side of the one "and", no
        len(runs) == 2  # commas -- two names (a list of four puts its "and" last)
        and all(len(run) == 2 and toks[run[0]].kind == "name" for run in runs)
        and not any(t.text in (",", ";") for t in toks)
        and [t.kind for t in toks[runs[0][-1] + 1 : runs[1][0]]] == ["join"]
    )
    for n, run in enumerate(runs):  # a comma right after it: "Anna Lena, Jonas und Paula";
        # "anna, ben carla and dave" are four, "anna ben and carla" three; the last of a
        # comma list ("ole, fatima, li wei") and a title's ("ich, Opa Günther und Mama") too
        after = n + 1 < len(runs) and comma_between(run, runs[n + 1])
        before = n > 0 and comma_between(runs[n - 1], run)
        titled = toks[run[0]].word in titles and toks[run[-1]].word not in titles
        linked = after or (before and n + 1 == len(runs)) or (titled and listed)
        if run[0] in described and len(run) > 2:
            found.doubt = True  # "my friend tariq ben and carla": who is the friend?
        if len(run) == 2 and titled and not listed and not paired:
            found.doubt = True  # "me and grandpa bill": Grandpa Bill, or Grandpa and Bill?
        if len(run) == 2 and toks[run[0]].kind == "name" and (linked or run[0] in described):
            names.append(" ".join(_title(toks[j].text) for j in run))
        else:
            names += [_SELF if toks[j].kind == "self" else _title(toks[j].text) for j in run]
    if paired:
        names = [" ".join(_title(toks[j].text) for j in run) for run in runs]
    for run in runs:  # "me grandma and grandpa": a family word alone is a name in a comma
        t = toks[run[0]]  # list only ("me, my sister Evie, Nan and Grandpa")
        if len(run) == 1 and t.kind == "name" and t.word in family and t.word in exact:
            found.doubt = found.doubt or not listed
    if not self_name and found.count is not None and found.count == len(names) - 1:
        for n, run in enumerate(runs[:-1]):  # "zu zweit: ich jonas und mein bruder lukas"
            gap = [t.text for t in toks[run[-1] + 1 : runs[n + 1][0]]]
            last = n + 2 == len(runs)  # "five of us: …, Agnieszka and me, Dieter."
            if toks[run[0]].kind == "self" and (not gap or (gap == [","] and last)):
                self_name = toks[runs[n + 1][0]].text  # one too many unless "ich" is Jonas
                break
    if self_name:  # "i'm sara", "me tom": the speaker's seat has a name
        said_self = _title(self_name)
        if _SELF in names:
            names = [n for n in names if fold(n) != fold(said_self)]
            names = [said_self if n == _SELF else n for n in names]
    if any(len(n) == 1 for n in names):
        found.doubt = True  # "a b c": letters, no names
    if any(all(fold(m) != fold(n) for n in names) for m in mentioned):
        found.doubt = True  # "first time for ida, ben and carl": does Ida play?
    found.names = names

    # 5. who is youngest / starts: one of the names
    for clause_game, option, name in clauses:
        if clause_game != the_game:
            found.unexplained.append(name)
            continue
        if name == _SELF and self_name:
            name = self_name  # "i'm sara and i'm the youngest"
        elif name == _SELF:  # "me and Sven, im younger": the speaker, who must play
            if names and _SELF not in names:
                found.doubt = True
            elif clause_game == "paletti" and names and names[0] != _SELF:
                found.doubt = True  # the first named starts at Villa Paletti
            elif clause_game != "paletti":
                found.options[option] = _SELF
            continue
        said = _title(name)
        if not any(fold(said) == fold(x) for x in names) and names and joined.get(name):
            names.append(said)  # "jake and mia and tom starts": Tom plays too
        if not any(fold(said) == fold(x) for x in names) and names:
            found.doubt = True  # "tom starts" and no Tom plays
            continue
        if clause_game == "paletti":
            if names and fold(names[0]) != fold(said):
                found.doubt = True  # the first named starts at Villa Paletti
            continue
        found.options[option] = said
    if len(stars) > 1:
        found.doubt = True  # "mirror or super two, i don't know"
        found.options.pop("star", None)
        found.full = True  # which star? the referee asks
    if found.count is not None and names and found.count != len(names):
        found.doubt = True  # "three of us: anna, ben" -- who else?
    return found


@cache
def _star_cues(lang: str) -> tuple[tuple[str, tuple[frozenset[str], ...]], ...]:
    """Each star rule's cues when it is told by what it does: groups of words that all say
    it ("leer" and "zwei": Super 2)."""
    told = ((_spot_data(lang).get("options") or {}).get("turm") or {}).get("star_told") or {}
    return tuple(
        (str(star), tuple(frozenset(w for s in group for w in _phrase(str(s))) for group in groups))
        for star, groups in (told.get("cues") or {}).items()
    )


def _star_described(
    lang: str, toks: list[_Tok], nouns: frozenset[str], known: frozenset[str]
) -> list[str]:
    """The star rules told by what they do right after the star ("with the star where empty
    means two", "mit Stern: leer heißt zwei rein", "dem stern wo der mit den meisten steinen
    einen reinlegt"): the words up to the sentence's end, a comma or a word for the players;
    exactly one rule's cues among them, no word of denial, no unknown word before the last
    cue. The words told are marked as the star's; the words after the last cue only when
    each is known (else they may be names)."""
    path = ("options", "turm", "star_told")
    ends = _word_set(lang, *path, "ends")
    denials = _word_set(lang, *path, "denials")
    verbs = _word_set(lang, *path, "words")
    cues = _star_cues(lang)
    found: list[str] = []
    for i, noun in enumerate(toks):
        if noun.word not in nouns or noun.kind not in ("", "star"):
            continue  # "ohne stern" is the first game
        span: list[int] = []
        j = i + 1
        while j < len(toks) and toks[j].text not in (".", "!", "?", ",", ";"):
            if toks[j].word in ends or (toks[j].kind and not toks[j].sep):
                break
            if not toks[j].sep:
                span.append(j)
            j += 1
        said = {toks[k].word for k in span}
        if not span or said & denials:
            continue
        matched = [
            (star, max(k for k in span if toks[k].word in group))
            for star, groups in cues
            for group in groups
            if group <= said
        ]
        if len({star for star, _ in matched}) != 1:
            continue
        star, last = matched[0][0], max(k for _, k in matched)
        told_words = [k for k in span if k <= last]
        if any(toks[k].word not in known and toks[k].word not in verbs for k in told_words):
            continue  # "the star where ali empty two": what is "ali"?
        for k in span:
            if k > last and toks[k].word not in known and toks[k].word not in verbs:
                break
            told_words.append(k)
        for k in [i, *told_words]:
            toks[k].kind = "star"
        found.append(star)
    return found


@cache
def _first_words(lang: str, finished: bool) -> frozenset[str]:
    """The first words of the rematch phrases (after a game) or of the same-players ones."""
    kinds = ("rematch", "same") if finished else ("same",)
    return frozenset(w[0] for w, kind, _ in _phrases(lang) if kind in kinds)


def _title(word: str) -> str:
    return "-".join(p[:1].upper() + p[1:] for p in word.split("-"))
