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
from functools import cache
from typing import Any

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
from .pieces import fold, not_a_name, tokenize, vocabulary, yaml_words
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
        head = get_reader(self.lang, None).without_fillers(head) or head
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
        if len(words) >= 3:
            return True
        if len(words) == 2:
            known = vocabulary(self.lang)
            if any(len(w) == 1 and w.isalpha() for w in words):
                return True  # "Ilka M" from "Ilka mit dem Spiegel-Stern" ("Lena K." keeps its dot)
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
