"""Speech grammars made from the same hassil templates that read typed text.

:func:`build_grammar` walks the template trees of one table (language, game, player names)
and turns them into a small word graph: a JSGF grammar for PocketSphinx, a phrase list for
Vosk and random sentences for tests all come from it, so what can be heard is exactly what
the templates can read. Template text becomes the words a recognizer hears: lowercase,
punctuation dropped, digits said as number words; a contraction written as a template's
group (``who('s| is)``) becomes a suffix word (``'s``) that :func:`join_suffixes` glues back.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

from hassil.expression import (
    Alternative,
    Expression,
    ListReference,
    Permutation,
    RuleReference,
    Sentence,
    Sequence,
    TextChunk,
)
from hassil.intents import Intents, RangeSlotList, SlotList, TextSlotList
from hassil.numbers import get_rbnf_engine

from ..language.intents import _said_form, clean_name, get_recognizer

PLAYER = "player"
NAMES = "names"
"""The wildcard a player list is read with ("new game of Babel with {names}")."""
_AND = {"en": "and", "de": "und"}
SKIPPED_INTENTS = frozenset({"UnknownGame"})
"""Intents that only exist to catch what the referee cannot do (any game's name)."""
SAME_MEANING = frozenset({"game"})
"""Lists whose values do not change what a report in a game means ("gem" and "jewel" in a
Der Turm count are both game names)."""
SETUP_INTENTS = frozenset({"NewGame", "Rules", "Help"})
"""What is said before a game: during one the grammar is the game's and the table's talk
(a smaller grammar is heard better and faster); a new game is started by typing or from
``referee listen GAME``."""


# ---- a small word graph -----------------------------------------------------------------


@dataclass(frozen=True)
class Words:
    """Words said in a row (none: nothing is said)."""

    tokens: tuple[str, ...]


@dataclass(frozen=True)
class Seq:
    items: tuple[Node, ...]


@dataclass(frozen=True)
class Choice:
    items: tuple[Node, ...]
    optional: bool = False


@dataclass(frozen=True)
class Ref:
    """A named rule: a slot list (``player``, ``number``) or the player list."""

    name: str


@dataclass(frozen=True)
class Repeat:
    """One or more of ``item`` (the names in a spoken player list)."""

    item: Node


Node = Words | Seq | Choice | Ref | Repeat


@dataclass
class VoiceGrammar:
    """What a table can say: one word graph per intent, and the rules they refer to."""

    lang: str
    game: str | None
    players: tuple[str, ...]
    intents: dict[str, Node]
    rules: dict[str, Node] = field(default_factory=dict)
    values: dict[str, tuple[frozenset[str], ...]] = field(default_factory=dict)
    """Each slot list's values (player names, numbers, disks, pillars …), as the words each
    value can be said with: what a report means hangs on which of them was said."""

    @cached_property
    def rivals(self) -> dict[str, frozenset[str]]:
        """For a word that says some of a list's values and not all ("two", "thick", "ben"),
        the words of the values it is not in: put one in its place and the report may mean
        something else ("floor two" -> "floor six", "floor twenty"). A value's own synonyms
        ("small", "little") are no rivals of each other."""
        rivals: dict[str, set[str]] = {}
        for name, values in self.values.items():
            if name in SAME_MEANING:
                continue
            for token in set().union(*values):
                others = [v for v in values if token not in v]
                if others and len(others) < len(values):
                    rivals.setdefault(token, set()).update(*others)
        return {token: frozenset(found - {token}) for token, found in rivals.items()}

    def alternatives(self, tokens: tuple[str, ...]) -> list[tuple[str, ...]]:
        """The sentences of the grammar that differ from ``tokens`` in one word of a list's
        value, that word swapped for a rival (:attr:`rivals`): what a misheard number, disk,
        pillar or name would have been."""
        automaton, rivals = self.automaton, self.rivals
        found: list[tuple[str, ...]] = []
        state: int | None = 0
        for i, token in enumerate(tokens):
            if state is None:
                break
            for rival in sorted(rivals.get(token, ())):
                changed = tokens[:i] + (rival,) + tokens[i + 1 :]
                if automaton.accepts(changed[i:], state):
                    found.append(changed)
            state = automaton.arcs[state].get(token)
        return found

    @property
    def words(self) -> frozenset[str]:
        """Every word the grammar can hear."""
        found: set[str] = set()
        for node in [*self.intents.values(), *self.rules.values()]:
            _collect(node, found)
        return frozenset(found)

    def jsgf(self) -> str:
        """The grammar as JSGF (``public <utterance>`` is what may be said)."""
        lines = ["#JSGF V1.0;", "", "grammar referee;", ""]
        top = " | ".join(f"<{_rule_id('i', name)}>" for name in self.intents)
        lines.append(f"public <utterance> = ( {top} );")
        for name, node in self.intents.items():
            lines.append(f"<{_rule_id('i', name)}> = {_jsgf(node)};")
        for name, node in self.rules.items():
            lines.append(f"<{_rule_id('r', name)}> = {_jsgf(node)};")
        return "\n".join(lines) + "\n"

    @cached_property
    def automaton(self) -> Automaton:
        """The grammar as a minimal deterministic word automaton (see :class:`Automaton`)."""
        return compile_automaton(list(self.intents.values()), self.rules)

    def fsg(self) -> tuple[int, int, list[tuple[int, int, float] | tuple[int, int, float, str]]]:
        """The automaton as PocketSphinx's finite-state grammar: ``(start, final, arcs)``,
        each arc ``(from, to, probability[, word])``. Every way on from a state is equally
        likely (as JSGF weighs a rule's alternatives); the sentence ends on an empty arc
        into one final state."""
        automaton = self.automaton
        final = len(automaton.arcs)
        arcs: list[tuple[int, int, float] | tuple[int, int, float, str]] = []
        for state, out in enumerate(automaton.arcs):
            ends = state in automaton.finals
            p = 1.0 / (len(out) + ends)
            arcs += [(state, target, p, word) for word, target in out.items()]
            if ends:
                arcs.append((state, final, p))
        return 0, final, arcs

    def sample(self, count: int, seed: int = 0) -> list[tuple[str, str]]:
        """``count`` random ``(intent, sentence)`` pairs, every intent in turn."""
        rng = random.Random(seed)
        names = list(self.intents)
        out = []
        for i in range(count):
            name = names[i % len(names)]
            tokens: list[str] = []
            self._walk(self.intents[name], rng, tokens)
            out.append((name, join_suffixes(" ".join(tokens))))
        return out

    def phrases(self, limit: int = 3000, seed: int = 0) -> list[str]:
        """A Vosk phrase list: sentences of every intent, each word alone, and ``[unk]``.

        Vosk's grammar is a list of phrases, not a graph: a bounded sample of sentences
        keeps the word order it should expect, the single words keep every word reachable.
        """
        sentences = {text for _, text in self.sample(limit, seed)}
        return (
            sorted(sentences) + sorted(w for w in self.words if not w.startswith("'")) + ["[unk]"]
        )

    def _walk(self, node: Node, rng: random.Random, out: list[str]) -> None:
        if isinstance(node, Words):
            out.extend(node.tokens)
        elif isinstance(node, Seq):
            for item in node.items:
                self._walk(item, rng, out)
        elif isinstance(node, Choice):
            if node.optional and rng.random() < 0.5:
                return
            self._walk(rng.choice(node.items), rng, out)
        elif isinstance(node, Ref):
            self._walk(self.rules[node.name], rng, out)
        else:  # Repeat
            for _ in range(rng.randint(1, 3)):
                self._walk(node.item, rng, out)


def _tokens(node: Node) -> frozenset[str]:
    found: set[str] = set()
    _collect(node, found)
    return frozenset(found)


def _collect(node: Node, found: set[str]) -> None:
    if isinstance(node, Words):
        found.update(node.tokens)
    elif isinstance(node, Seq | Choice):
        for item in node.items:
            _collect(item, found)
    elif isinstance(node, Repeat):
        _collect(node.item, found)


def _rule_id(kind: str, name: str) -> str:
    return f"{kind}_" + re.sub(r"[^A-Za-z0-9_]", "_", name)


def _jsgf(node: Node) -> str:
    if isinstance(node, Words):
        return " ".join(_jsgf_token(t) for t in node.tokens) or "<NULL>"
    if isinstance(node, Seq):
        return " ".join(_jsgf(item) for item in node.items) or "<NULL>"
    if isinstance(node, Choice):
        body = " | ".join(_jsgf(item) for item in node.items)
        return f"[ {body} ]" if node.optional else f"( {body} )"
    if isinstance(node, Ref):
        return f"<{_rule_id('r', node.name)}>"
    return f"( {_jsgf(node.item)} )+"


def _jsgf_token(token: str) -> str:
    return token if re.fullmatch(r"[a-z0-9']+", token) else '"' + token.replace('"', "") + '"'


# ---- from hassil templates to the word graph --------------------------------------------

_TOKEN = re.compile(r"'?[^\W_]+(?:'[^\W_]+)*")
_ORDINAL_DIGITS = re.compile(r"^\d+(?:st|nd|rd|th|te|ten|ter|tes|\.)?$")
_SUFFIX = re.compile(r" ('(?:s|ll|ve|m|re|d|t))(?=\s|$)")


def join_suffixes(text: str) -> str:
    """``who 's next`` -> ``who's next``: a recognizer's suffix words back on their word."""
    return _SUFFIX.sub(r"\1", text)


class _Builder:
    """Turns one table's hassil templates into a :class:`VoiceGrammar`."""

    def __init__(self, intents: Intents, lang: str, players: tuple[str, ...]) -> None:
        self.intents = intents
        self.lang = lang
        self.players = players
        self.rules: dict[str, Node] = {}
        self.values: dict[str, tuple[frozenset[str], ...]] = {}
        self._numbers = get_rbnf_engine(lang)

    def build(self, game: str | None) -> VoiceGrammar:
        graphs: dict[str, Node] = {}
        for name, intent in self.intents.intents.items():
            if name in SKIPPED_INTENTS or (game is not None) == (name in SETUP_INTENTS):
                continue
            options: list[Node] = []
            for data in intent.data:
                rules = {**self.intents.expansion_rules, **data.expansion_rules}
                for sentence in data.sentences:
                    node = self._node(sentence, rules, data.slot_lists or {})
                    if node is not None and node != Words(()):
                        options.append(node)
            if options:
                graphs[name] = _choice(options, optional=False)
        return VoiceGrammar(self.lang, game, self.players, graphs, self.rules, self.values)

    def _node(
        self, expr: Expression, rules: dict[str, Sentence], lists: dict[str, SlotList]
    ) -> Node | None:
        """The word graph of one template expression; ``None`` when it cannot be said."""
        if isinstance(expr, Sentence):
            return self._node(expr.expression, rules, lists)
        if isinstance(expr, TextChunk):
            return self._words(expr.original_text)
        if isinstance(expr, RuleReference):
            rule = rules.get(expr.rule_name)
            return None if rule is None else self._node(rule.expression, rules, lists)
        if isinstance(expr, ListReference):
            return self._list(expr.list_name, rules, lists)
        if isinstance(expr, Alternative):
            items = [self._node(item, rules, lists) for item in expr.items]
            said = [i for i in items if i is not None and i != Words(())]
            if not said:
                return Words(()) if expr.is_optional or any(i is not None for i in items) else None
            empty = any(i == Words(()) for i in items)
            return _choice(said, optional=expr.is_optional or empty)
        if isinstance(expr, Permutation):
            return None  # the templates keep them out ("no wildcards and permutations")
        if isinstance(expr, Sequence):
            parts: list[Node] = []
            before: Expression | None = None  # the item that made parts[-1]
            for item in expr.items:
                node = self._node(item, rules, lists)
                if node is None:
                    return None
                if parts and before is not None and _tight_end(before) and _tight_start(item):
                    parts[-1] = _glue(parts[-1], node)  # "[Spiel]regeln", "agree[d]"
                    before = item
                elif node != Words(()):
                    parts.append(node)
                    before = item
                else:
                    before = None
            return _seq(parts)
        return None

    def _words(self, text: str) -> Words | None:
        tokens: list[str] = []
        for token in _TOKEN.findall(text.lower()):
            if token[0].isdigit():
                if not token.isdigit():
                    return None  # "5th" is also written out as "fifth" in the same list
                tokens += self._number_words(int(token))
            else:
                tokens.append(token)
        return Words(tuple(tokens))

    def _number_words(self, number: int) -> list[str]:
        said = self._numbers.format_number(number).text_by_ruleset
        return _TOKEN.findall(said.get("spellout-cardinal", next(iter(said.values()))).lower())

    def _list(
        self, name: str, rules: dict[str, Sentence], lists: dict[str, SlotList]
    ) -> Node | None:
        if name == NAMES:
            self._list(PLAYER, rules, lists)
            if not self.players:
                return None
            key = NAMES
            if key not in self.rules:
                joiner = Choice((Words((_AND.get(self.lang, "and"),)),), optional=True)
                self.rules[key] = Seq((Ref(PLAYER), Repeat(Seq((joiner, Ref(PLAYER))))))
            return Ref(key)
        if name in self.rules:
            return Ref(name)
        if name == PLAYER:
            names = [
                self._words(_said_form(player, seat))
                for seat, player in enumerate(self.players)
                if clean_name(player)
            ]
            said = [n for n in names if n is not None and n.tokens]
            if not said:
                return None
            self.rules[name] = _choice(said, optional=False)
            self.values[name] = tuple(frozenset(n.tokens) for n in said)
            return Ref(name)
        slot_list = lists.get(name) or self.intents.slot_lists.get(name)
        options: list[Node] = []
        if isinstance(slot_list, RangeSlotList):
            for number in range(slot_list.start, slot_list.stop + 1, slot_list.step):
                options.append(Words(tuple(self._number_words(number))))
        elif isinstance(slot_list, TextSlotList):
            for value in slot_list.values:
                node = self._node(value.text_in, rules, lists)
                if node is not None and node != Words(()):
                    options.append(node)
        if not options:
            return None  # a wildcard (any game's name) or an empty list
        self.rules[name] = _choice(list(dict.fromkeys(options)), optional=False)
        self.values[name] = tuple(_tokens(option) for option in options)
        return Ref(name)


def _tight_start(expr: Expression) -> bool:
    """Whether template text starts right after what comes before it (no space): the two
    make one word. Apostrophe endings stay suffix words ("who('s| is)")."""
    if isinstance(expr, TextChunk):
        text = expr.original_text
        return bool(text) and not text[0].isspace() and text[0] != "'" and text[0].isalnum()
    if isinstance(expr, Alternative):
        said = [i for i in expr.items if not (isinstance(i, TextChunk) and not i.original_text)]
        return bool(said) and all(_tight_start(i) for i in said)
    if isinstance(expr, Sequence) and expr.items:
        return _tight_start(expr.items[0])
    return False


def _tight_end(expr: Expression) -> bool:
    if isinstance(expr, TextChunk):
        text = expr.original_text
        return bool(text) and text[-1].isalnum()
    if isinstance(expr, Alternative):
        said = [i for i in expr.items if not (isinstance(i, TextChunk) and not i.original_text)]
        return bool(said) and all(_tight_end(i) for i in said)
    if isinstance(expr, Sequence) and expr.items:
        return _tight_end(expr.items[-1])
    return False


def _glue(a: Node, b: Node) -> Node:
    """``a`` and ``b`` said as one word where they meet (``agree`` + ``[d]``)."""
    if isinstance(a, Words) and isinstance(b, Words):
        if not a.tokens or not b.tokens:
            return Words(a.tokens + b.tokens)
        return Words(a.tokens[:-1] + (a.tokens[-1] + b.tokens[0],) + b.tokens[1:])
    if isinstance(b, Choice):
        return _choice([_glue(a, i) for i in b.items] + ([a] if b.optional else []), False)
    if isinstance(a, Choice):
        return _choice([_glue(i, b) for i in a.items] + ([b] if a.optional else []), False)
    if isinstance(a, Seq):
        return _seq([*a.items[:-1], _glue(a.items[-1], b)])
    if isinstance(b, Seq):
        return _seq([_glue(a, b.items[0]), *b.items[1:]])
    return _seq([a, b])


def _seq(parts: list[Node]) -> Node:
    merged: list[Node] = []
    for part in parts:
        if isinstance(part, Seq):
            merged.extend(part.items)
        elif merged and isinstance(part, Words) and isinstance(merged[-1], Words):
            merged[-1] = Words(merged[-1].tokens + part.tokens)
        else:
            merged.append(part)
    if len(merged) == 1:
        return merged[0]
    return Seq(tuple(merged)) if merged else Words(())


def _choice(items: list[Node], optional: bool) -> Node:
    unique = tuple(dict.fromkeys(items))
    if len(unique) == 1 and not optional:
        return unique[0]
    return Choice(unique, optional)


@lru_cache(maxsize=32)
def build_grammar(lang: str, game: str | None, players: tuple[str, ...] = ()) -> VoiceGrammar:
    """The grammar of a table: its language's templates, the running game's own, its players
    (who can also be named in a new game's player list) and the numbers its lists allow."""
    intents = get_recognizer(lang, game).intents
    return _Builder(intents, lang, tuple(players)).build(game)


# ---- the word graph as a small automaton ------------------------------------------------


@dataclass(frozen=True)
class Automaton:
    """A deterministic, minimal word automaton: ``arcs[state]`` maps a word to the next state;
    ``finals`` are the states a sentence may end in; ``start`` is state 0.

    Templates share most of their words ("[the] tower fell" in many forms), so the automaton
    of a phase is far smaller than the grammar written out: a recognizer's search over it has
    few states alive at once and no empty (epsilon) moves to chase every frame.
    """

    arcs: tuple[dict[str, int], ...]
    finals: frozenset[int]

    def accepts(self, tokens: tuple[str, ...], state: int = 0) -> bool:
        """Whether ``tokens`` lead from ``state`` to a final state."""
        at: int | None = state
        for token in tokens:
            at = self.arcs[at].get(token)
            if at is None:
                return False
        return at in self.finals

    @property
    def size(self) -> tuple[int, int]:
        """(states, arcs)."""
        return len(self.arcs), sum(len(a) for a in self.arcs)


class _Nfa:
    """Thompson construction: word arcs and empty (``None``) arcs between numbered states."""

    def __init__(self, rules: dict[str, Node]) -> None:
        self.rules = rules
        self.arcs: list[list[tuple[str | None, int]]] = []

    def state(self) -> int:
        self.arcs.append([])
        return len(self.arcs) - 1

    def add(self, node: Node, start: int) -> int:
        """The state reached after saying ``node`` from ``start``."""
        if isinstance(node, Words):
            for token in node.tokens:
                nxt = self.state()
                self.arcs[start].append((token, nxt))
                start = nxt
            return start
        if isinstance(node, Seq):
            for item in node.items:
                start = self.add(item, start)
            return start
        if isinstance(node, Choice):
            end = self.state()
            for item in node.items:
                entry = self.state()
                self.arcs[start].append((None, entry))
                self.arcs[self.add(item, entry)].append((None, end))
            if node.optional:
                self.arcs[start].append((None, end))
            return end
        if isinstance(node, Ref):
            return self.add(self.rules[node.name], start)
        entry = self.state()  # Repeat: one or more
        self.arcs[start].append((None, entry))
        end = self.add(node.item, entry)
        self.arcs[end].append((None, entry))
        return end

    def closure(self, states: frozenset[int]) -> frozenset[int]:
        seen, todo = set(states), list(states)
        while todo:
            for word, nxt in self.arcs[todo.pop()]:
                if word is None and nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return frozenset(seen)


def compile_automaton(nodes: list[Node], rules: dict[str, Node]) -> Automaton:
    """Any of ``nodes`` said whole, as a minimal deterministic automaton."""
    nfa = _Nfa(rules)
    start, final = nfa.state(), nfa.state()
    for node in nodes:
        entry = nfa.state()
        nfa.arcs[start].append((None, entry))
        nfa.arcs[nfa.add(node, entry)].append((None, final))
    # subset construction
    first = nfa.closure(frozenset({start}))
    index = {first: 0}
    subsets = [first]
    arcs: list[dict[str, int]] = []
    for subset in subsets:  # grows while iterating
        moves: dict[str, set[int]] = {}
        for state in subset:
            for word, nxt in nfa.arcs[state]:
                if word is not None:
                    moves.setdefault(word, set()).add(nxt)
        out: dict[str, int] = {}
        for word in sorted(moves):
            target = nfa.closure(frozenset(moves[word]))
            if target not in index:
                index[target] = len(subsets)
                subsets.append(target)
            out[word] = index[target]
        arcs.append(out)
    finals = frozenset(i for i, s in enumerate(subsets) if final in s)
    return _minimal(arcs, finals)


def _minimal(arcs: list[dict[str, int]], finals: frozenset[int]) -> Automaton:
    """Moore's partition refinement: states that accept the same endings become one."""
    block = [1 if s in finals else 0 for s in range(len(arcs))]
    while True:
        signature = {}
        new = []
        for s, out in enumerate(arcs):
            key = (block[s], tuple((w, block[t]) for w, t in out.items()))
            new.append(signature.setdefault(key, len(signature)))
        if len(signature) == len(set(block)):
            break
        block = new
    # renumber so that the start state is 0, in order of first reach
    order = {block[0]: 0}
    todo = [0]
    for s in todo:
        for t in arcs[s].values():
            if block[t] not in order:
                order[block[t]] = len(order)
                todo.append(t)
    merged: list[dict[str, int]] = [{} for _ in order]
    for s, out in enumerate(arcs):
        if block[s] in order:
            merged[order[block[s]]] = {w: order[block[t]] for w, t in out.items()}
    return Automaton(tuple(merged), frozenset(order[block[s]] for s in finals if block[s] in order))
