"""Templates that cannot start the way a sentence starts: a sound filter in front of hassil.

hassil matches a template from the first word of the text on. Every template can begin
only with certain words: the first word of its first piece of text, of a list's values,
of a player's name — after any optional parts, which may be left out. A template whose
possible first words are none of the text's is left out before hassil tries it. A
template that may begin with a number, a wildcard or a list not known in advance is
always kept. The text is looked at as hassil sees it: normalized, with and without its
skip words.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from hassil.expression import (
    Alternative,
    Expression,
    Group,
    ListReference,
    Permutation,
    RuleReference,
    Sentence,
    TextChunk,
)
from hassil.intents import Intent, IntentData, Intents, RangeSlotList, TextSlotList
from hassil.numbers import get_rbnf_engine
from hassil.util import fold_case, normalize_for_matching, remove_skip_words_tracked

PLAYER = "player"
"""The list of this table's names, given at each recognition."""

LONGEST = 40
"""The most characters of a text's start looked at."""

KEPT_VIEWS = 256
"""Views kept per recognizer (oldest forgotten first)."""


@dataclass(frozen=True)
class Start:
    """How a template (or a part of it) can begin."""

    words: frozenset[str] = frozenset()  # folded first words
    anything: bool = False  # a number, a wildcard, an unknown list: not filterable
    player: bool = False  # a player's name
    empty: bool = False  # the part can match nothing at all

    def then(self, other: Start) -> Start:
        """This part followed by ``other``."""
        if not self.empty:
            return self
        return Start(
            self.words | other.words,
            self.anything or other.anything,
            self.player or other.player,
            other.empty,
        )

    def either(self, other: Start) -> Start:
        """This part or ``other``."""
        return Start(
            self.words | other.words,
            self.anything or other.anything,
            self.player or other.player,
            self.empty or other.empty,
        )


ANYTHING = Start(anything=True)
EMPTY = Start(empty=True)


def _first_word(text: str) -> str | None:
    """The first word of a template's text, folded, cut at the characters hassil may break
    a word at or take off as punctuation; None if nothing of it is certain."""
    words = text.split()
    if not words:
        return None
    word = fold_case(words[0])
    for cut in "-_’.,;:!?¿¡…":  # what hassil may break a word at or strip (not ')
        word = word.split(cut)[0]
    return word or None


_DIGITS = frozenset("-0123456789")


def _number_start(numbers: RangeSlotList, language: str) -> Start:
    """How a number of a range can begin: a digit or a minus (hassil reads digits first),
    or the first word of the number said in words."""
    if not numbers.words:
        return Start(_DIGITS)
    engine = get_rbnf_engine(numbers.words_language or language)
    found = set(_DIGITS)
    for number in numbers.get_numbers():
        for said in engine.format_number(number).text_by_ruleset.values():
            for variant in (said, said.replace("ß", "ss")):
                word = _first_word(variant)
                if word is None:
                    return ANYTHING
                found.add(word)
    return Start(frozenset(found))


def start_of(
    expression: Expression,
    lists: dict,
    rules: dict[str, Sentence],
    seen: frozenset[str],
    language: str = "en",
) -> Start:
    """How ``expression`` can begin."""
    if isinstance(expression, TextChunk):
        if not expression.text.strip():
            return EMPTY
        word = _first_word(expression.text)
        return Start(frozenset({word})) if word else ANYTHING
    if isinstance(expression, Alternative):
        found = EMPTY if expression.is_optional or not expression.items else None
        for item in expression.items:
            part = start_of(item, lists, rules, seen, language)
            found = part if found is None else found.either(part)
        return found or EMPTY
    if isinstance(expression, Permutation):  # any item may come first
        found = Start(empty=True)
        every_empty = True
        for item in expression.items:
            part = start_of(item, lists, rules, seen, language)
            found = found.either(part)
            every_empty = every_empty and part.empty
        return dataclasses.replace(found, empty=every_empty)
    if isinstance(expression, Group):  # a sequence
        found = EMPTY
        for item in expression.items:
            found = found.then(start_of(item, lists, rules, seen, language))
            if not found.empty:
                break
        return found
    if isinstance(expression, RuleReference):
        rule = rules.get(expression.rule_name)
        if rule is None or expression.rule_name in seen:
            return ANYTHING
        return start_of(rule.expression, lists, rules, seen | {expression.rule_name}, language)
    if isinstance(expression, ListReference):
        if expression.list_name == PLAYER:
            return Start(player=True)
        slot_list = lists.get(expression.list_name)
        if isinstance(slot_list, RangeSlotList) and not expression.is_inline_range:
            return _number_start(slot_list, language)
        if expression.is_inline_range or not isinstance(slot_list, TextSlotList):
            return ANYTHING  # wildcards, lists given later
        found = None
        for value in slot_list.values:
            text_in = value.text_in
            part = (
                start_of(text_in, lists, rules, seen, language)
                if isinstance(text_in, Expression)
                else start_of(TextChunk(str(text_in)), lists, rules, seen, language)
            )
            found = part if found is None else found.either(part)
        return found or ANYTHING
    return ANYTHING


class StartFilter:
    """The templates of a set of intents that can begin the way a text begins."""

    def __init__(self, intents: Intents) -> None:
        self.intents = intents
        self.skip_words = list(intents.skip_words)
        lists = intents.slot_lists
        rules = intents.expansion_rules
        self._starts: dict[int, Start] = {}  # id(template) -> its start
        for intent in intents.intents.values():
            for data in intent.data:
                for sentence in data.sentences:
                    start = start_of(
                        sentence.expression,
                        {**lists, **data.slot_lists},
                        {**rules, **data.expansion_rules},
                        frozenset(),
                        intents.language,
                    )
                    self._starts[id(sentence)] = ANYTHING if start.empty else start
        self._words = frozenset(w for start in self._starts.values() for w in start.words)
        self._views: dict[tuple[int, frozenset[int]], Intents] = {}
        # (view, the text's starts that some template begins with, a name said) -> view
        self._by_start: dict[tuple[int, frozenset[str], bool], Intents] = {}

    def heads(self, text: str) -> list[str]:
        """The text's starts as hassil sees them: normalized and folded, with and without
        its skip words."""
        tracked = normalize_for_matching(text)
        found = [fold_case(tracked.text).lstrip()[:LONGEST]]
        if self.skip_words:
            without = tracked.copy()
            remove_skip_words_tracked(without, self.skip_words, False)
            found.append(fold_case(without.text).lstrip()[:LONGEST])
        return found

    def view(self, intents: Intents, text: str, names: list[str]) -> Intents:
        """``intents`` (a view of this filter's intents) with only the templates that can
        begin as ``text`` does; ``names``: the players' names as said."""
        heads = self.heads(text)
        prefixes = {h[:k] for h in heads for k in range(1, len(h) + 1)}
        named = not {w for n in names if (w := _first_word(n))}.isdisjoint(prefixes)
        # only the starts some template has decide: texts that begin alike share a view
        known = self._words.intersection(prefixes)
        start_key = (id(intents), known, named)
        if start_key not in self._by_start:
            if len(self._by_start) >= KEPT_VIEWS:
                self._by_start.pop(next(iter(self._by_start)))
            self._by_start[start_key] = self._narrowed(intents, known, named)
        return self._by_start[start_key]

    def _narrowed(self, intents: Intents, prefixes: frozenset[str], named: bool) -> Intents:
        """``intents`` with the templates that can begin with one of ``prefixes`` (or with a
        player's name when ``named``)."""

        def can_start(sentence: Sentence) -> bool:
            start = self._starts.get(id(sentence), ANYTHING)
            if start.anything or (start.player and named):
                return True
            return not start.words.isdisjoint(prefixes)

        kept: dict[int, list[Sentence]] = {}
        ids: list[int] = []
        for intent in intents.intents.values():
            for data in intent.data:
                sentences = [s for s in data.sentences if can_start(s)]
                if sentences:
                    kept[id(data)] = sentences
                    ids.extend(id(s) for s in sentences)
        key = (id(intents), frozenset(ids))
        if key not in self._views:
            if len(self._views) >= KEPT_VIEWS:
                self._views.pop(next(iter(self._views)))
            self._views[key] = _restrict(intents, kept)
        return self._views[key]


def _restrict(intents: Intents, kept: dict[int, list[Sentence]]) -> Intents:
    """``intents`` with only the ``kept`` templates of each block (hassil's parsed
    templates shared, not copied)."""
    out: dict[str, Intent] = {}
    for name, intent in intents.intents.items():
        data: list[IntentData] = []
        for block in intent.data:
            if id(block) in kept:
                copy = dataclasses.replace(block)
                copy.__dict__["sentences"] = kept[id(block)]
                data.append(copy)
        if data:
            out[name] = Intent(name=intent.name, data=data)
    return dataclasses.replace(intents, intents=out)
