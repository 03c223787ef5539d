"""Templates too short for a sentence: a sound filter in front of hassil.

hassil matches a whole sentence, so a template can only match a text with at most as many
words as its longest expansion. Rule questions and table stories are long; most templates
are short. Counting words the same way on both sides (runs of letters and digits), a
template whose longest expansion has fewer words than the text can provably not match and
is left out before hassil tries it. Skip words are subtracted from the text's count, since
hassil drops them before matching; a wildcard makes a template unbounded.
"""

from __future__ import annotations

import dataclasses
import math
import re

from hassil.expression import (
    Alternative,
    Expression,
    Group,
    ListReference,
    RuleReference,
    Sentence,
    TextChunk,
)
from hassil.intents import Intent, IntentData, Intents, RangeSlotList, TextSlotList

_RUNS = re.compile(r"\w+")

RANGE_WORDS = 5
"""The most words a number of a range list is said with ("one hundred and twenty one")."""


def words(text: str) -> int:
    """How many runs of letters and digits ``text`` has."""
    return len(_RUNS.findall(text))


class LengthFilter:
    """The templates of ``intents`` that can still match a text of a given length."""

    def __init__(self, intents: Intents) -> None:
        self.intents = intents
        skips = sorted(intents.skip_words, key=len, reverse=True)
        self._skips = (
            re.compile(r"(?<!\w)(?:" + "|".join(re.escape(w) for w in skips) + r")(?!\w)", re.I)
            if skips
            else None
        )
        self._views: dict[tuple[int, int], Intents] = {}
        self._bounds: dict[int, list[tuple[IntentData, list[float]]]] = {}
        self._finite: dict[int, list[float]] = {}  # per name length: the bounds, shortest first

    def least_words(self, text: str) -> int:
        """The fewest words hassil can see in ``text`` (every skip word taken out)."""
        count = words(text)
        if self._skips is not None:
            count -= sum(words(m.group(0)) for m in self._skips.finditer(text))
        return max(count, 0)

    def view(self, text: str, name_words: int) -> Intents:
        """The intents with only the templates long enough for ``text``; ``name_words``:
        the most words a player's name is said with at this table."""
        bounds = self._bounds_for(name_words)
        finite = self._finite[name_words]
        need = self.least_words(text)
        if not finite or need <= finite[0]:
            return self.intents  # every template is long enough
        # the shortest bound still >= need names the view (few distinct views)
        key = next((b for b in finite if b >= need), math.inf)
        view_key = (int(key) if key != math.inf else -1, name_words)
        if view_key not in self._views:
            self._views[view_key] = self._build(bounds, key)
        return self._views[view_key]

    def _bounds_for(self, name_words: int) -> list[tuple[IntentData, list[float]]]:
        if name_words not in self._bounds:
            lists = self.intents.slot_lists
            rules = self.intents.expansion_rules
            self._bounds[name_words] = [
                (
                    data,
                    [
                        _longest(
                            s.expression,
                            {**lists, **data.slot_lists},
                            {**rules, **data.expansion_rules},
                            name_words,
                        )
                        for s in data.sentences
                    ],
                )
                for intent in self.intents.intents.values()
                for data in intent.data
            ]
            self._finite[name_words] = sorted(
                {b for _, bs in self._bounds[name_words] for b in bs if b != math.inf}
            )
        return self._bounds[name_words]

    def _build(self, bounds: list[tuple[IntentData, list[float]]], least: float) -> Intents:
        kept: dict[int, IntentData] = {}
        for data, bs in bounds:
            sentences = [s for s, b in zip(data.sentences, bs, strict=True) if b >= least]
            if sentences:
                copy = dataclasses.replace(data)
                copy.__dict__["sentences"] = sentences  # hassil's parsed templates, shared
                kept[id(data)] = copy
        intents = {}
        for name, intent in self.intents.intents.items():
            data = [kept[id(d)] for d in intent.data if id(d) in kept]
            if data:
                intents[name] = Intent(name=intent.name, data=data)
        return dataclasses.replace(self.intents, intents=intents)


def _longest(
    expression: Expression,
    lists: dict,
    rules: dict[str, Sentence],
    name_words: int,
    seen: frozenset[str] = frozenset(),
) -> float:
    """The most words ``expression`` can match (``math.inf`` with a wildcard)."""
    if isinstance(expression, TextChunk):
        return words(expression.text)
    if isinstance(expression, Alternative):
        return max(
            (_longest(e, lists, rules, name_words, seen) for e in expression.items), default=0
        )
    if isinstance(expression, Group):  # a sequence or a permutation: all of its items
        return sum(_longest(e, lists, rules, name_words, seen) for e in expression.items)
    if isinstance(expression, RuleReference):
        rule = rules.get(expression.rule_name)
        if rule is None or expression.rule_name in seen:
            return math.inf
        return _longest(rule.expression, lists, rules, name_words, seen | {expression.rule_name})
    if isinstance(expression, ListReference):
        if expression.list_name == "player":  # given at recognition: this table's names
            return name_words
        if expression.is_inline_range:
            return RANGE_WORDS
        slot_list = lists.get(expression.list_name)
        if slot_list is None:
            return math.inf
        if isinstance(slot_list, RangeSlotList):
            return RANGE_WORDS
        if isinstance(slot_list, TextSlotList):
            return max(
                (_value_words(v.text_in, lists, rules, name_words, seen) for v in slot_list.values),
                default=0,
            )
        return math.inf  # a wildcard
    return math.inf


def _value_words(text_in: object, lists: dict, rules: dict, name_words: int, seen) -> float:
    if isinstance(text_in, Expression):
        return _longest(text_in, lists, rules, name_words, seen)
    return words(str(text_in))
