"""hassil's alternatives indexed by first character: a sound shortcut inside its matcher.

hassil matches ``(a|b|c)`` by trying every branch at the current point of the text, and a
template such as Der Turm's reveal nests alternatives of dozens of words several deep, so
most of its time goes into branches that fail on their first letter. This index works out,
once per alternative, which first characters each branch can begin with (through
sequences, optional parts, expansion rules and fixed slot lists) and tries only the
branches that fit the next character of the text, in their original order. Branches it
cannot be sure of (a player list, a number range, a character outside ASCII) are always
tried, and the shortcut stands aside wherever hassil may skip ahead in the text (an open
wildcard) or read the next character as another ("-" or "_" as a space). So every match
hassil finds is found, in the same order: the results are the same, only sooner.

``install()`` puts the shortcut into ``hassil.string_matcher``; it is idempotent.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

from hassil import recognize, string_matcher
from hassil.expression import (
    Alternative,
    Expression,
    ListReference,
    RuleReference,
    Sequence,
    TextChunk,
)
from hassil.intents import TextSlotList

DYNAMIC_LISTS = frozenset({"player"})
"""Slot lists passed in per call (this table's players): never indexed."""

_MAX_DEPTH = 24
_hassil_match = string_matcher.match_expression

# id(alternative) -> (alternative, what the index rests on, first character -> branches)
_Entry = tuple[Alternative, tuple[tuple[str, str, Any], ...], dict[str, tuple] | None]
_index: dict[int, _Entry] = {}


class _Unknown(Exception):
    """A branch whose first character cannot be told in advance."""


def _starts(
    expression: Expression, settings: Any, deps: list[tuple[str, str, Any]], depth: int = 0
) -> tuple[frozenset[str], bool]:
    """The lowercase characters a match of ``expression`` can begin with, and whether it
    can match no text at all. Raises _Unknown when that cannot be told."""
    if depth > _MAX_DEPTH:
        raise _Unknown
    kind = type(expression)
    if kind is TextChunk:
        text = expression.text
        stripped = text.lstrip()
        lead = {" "} if len(stripped) < len(text) else set()
        first = stripped[:1]
        if not first:
            return frozenset(lead), True
        if not (first.isascii() and first.isalnum()):
            raise _Unknown
        return frozenset(lead | {first.lower()}), False
    if kind is Sequence:
        chars: set[str] = set()
        for item in expression.items:
            item_chars, empty = _starts(item, settings, deps, depth + 1)
            chars |= item_chars
            if not empty:
                return frozenset(chars), False
        return frozenset(chars), True
    if kind is Alternative:
        chars, can_be_empty = set(), False
        for item in expression.items:
            item_chars, empty = _starts(item, settings, deps, depth + 1)
            chars |= item_chars
            can_be_empty = can_be_empty or empty
        return frozenset(chars), can_be_empty
    if kind is RuleReference:
        rule = settings.expansion_rules.get(expression.rule_name)
        if rule is None:
            raise _Unknown
        deps.append(("rule", expression.rule_name, rule))
        return _starts(rule.expression, settings, deps, depth + 1)
    if kind is ListReference:
        name = expression.list_name
        slot_list = settings.slot_lists.get(name)
        if (
            name in DYNAMIC_LISTS
            or expression.prefix
            or expression.suffix
            or not isinstance(slot_list, TextSlotList)
            or not slot_list.values
        ):
            raise _Unknown
        deps.append(("list", name, slot_list))
        chars = set()
        for value in slot_list.values:
            value_chars, empty = _starts(value.text_in, settings, deps, depth + 1)
            if empty:  # hassil skips empty values; a value that may be empty is unclear
                raise _Unknown
            chars |= value_chars
        return frozenset(chars), False
    raise _Unknown


def _build(alternative: Alternative, settings: Any) -> _Entry:
    """Index ``alternative``'s branches by the first characters they can begin with."""
    deps: list[tuple[str, str, Any]] = []
    keyed: dict[str, list[int]] = {}
    always: list[int] = []
    for n, item in enumerate(alternative.items):
        try:
            chars, empty = _starts(item, settings, deps)
        except _Unknown:
            always.append(n)
            continue
        if empty:
            always.append(n)
            continue
        for char in chars:
            keyed.setdefault(char, []).append(n)
    table: dict[str, tuple] | None = None
    if len(always) < len(alternative.items):
        items = alternative.items
        table = {c: tuple(items[n] for n in sorted(ns + always)) for c, ns in keyed.items()}
        table[""] = tuple(items[n] for n in always)
    entry: _Entry = (alternative, tuple(deps), table)
    _index[id(alternative)] = entry
    return entry


def _still_holds(entry: _Entry, settings: Any) -> bool:
    """Whether the rules and lists the index was built on are the ones matched with now."""
    for kind, name, thing in entry[1]:
        found = (settings.expansion_rules if kind == "rule" else settings.slot_lists).get(name)
        if found is not thing:
            return False
    return True


def _branches(settings: Any, context: Any, alternative: Alternative) -> Iterable | None:
    """The branches worth trying at this point, or None to try them all."""
    if settings.ignore_whitespace or settings.allow_unmatched_entities:
        return None
    entry = _index.get(id(alternative))
    if entry is None or entry[0] is not alternative or not _still_holds(entry, settings):
        entry = _build(alternative, settings)
    table = entry[2]
    if table is None:
        return None
    if context.get_open_wildcard() is not None:
        return None
    text = context.text
    if context.is_start_of_word:
        text = text.lstrip()
    first = text[:1]
    if first and (first in "-_" or not first.isascii()):  # hassil may read "-" as a space
        return None
    return table.get(first.lower(), table[""])


def match_expression(settings: Any, context: Any, expression: Expression) -> Iterator[Any]:
    """hassil's ``match_expression`` with the alternatives' branches narrowed (anything
    else goes straight to hassil's, without a generator of its own in between)."""
    if type(expression) is Alternative:
        branches = _branches(settings, context, expression)
        if branches is not None:
            return _each(settings, context, branches)
    return _hassil_match(settings, context, expression)


def _each(settings: Any, context: Any, branches: Iterable) -> Iterator[Any]:
    for item in branches:
        yield from string_matcher.match_expression(settings, context, item)


def install() -> None:
    """Use the shortcut in hassil's matcher (its recursive calls go through the module)."""
    string_matcher.match_expression = match_expression
    recognize.match_expression = match_expression


def uninstall() -> None:
    """hassil's own matcher again (for comparisons)."""
    string_matcher.match_expression = _hassil_match
    recognize.match_expression = _hassil_match
