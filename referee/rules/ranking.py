"""Which rule topics a question is about: BM25 over each entry's phrasings, title and answer
(``rank_bm25``), typos corrected against the rules' vocabulary (``rapidfuzz``), and the
verdict whether a text is a rule question at all."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import cache, lru_cache

import numpy as np
from rank_bm25 import BM25Okapi
from rapidfuzz import process
from rapidfuzz.distance import OSA

from ..language.questions import (
    TOKENS,
    Pieces,
    analyzer,
    fold,
    is_question,
    named_game,
    pieces,
    without_lead_in,
    words_data,
)
from .classifier import model
from .knowledge import GAMES, Entry, Fact, entries, find_entry

# The scope of a search in every game at once.
ALL = "all"

# A confident match answers; a weaker one above LOW gets "did you mean ...?"; below LOW the
# text is not taken for a rule question. Tuned on tests/rules/*.yaml (benchmarks/rules.py).
EXACT_BONUS = 0.1
HIGH = 0.5
LOW = 0.45
# Below LOW, a question that still uses rule words (see ``_rule_words``) and is covered at
# least this well gets "did you mean ...?" rather than "I didn't get that".
FLOOR = 0.2
RARE = 0.35
# A question no topic covers confidently is still answered when one of the closest
# topics has a fact that fits it this well (``_by_fact``).
RESCUE = 0.85
RESCUE_TOPICS = 3
RULE_SHARE = 0.6
# A fact answers when the question holds this much of one of its phrasings (IDF-weighted)
# and the two cover each other this well (3/4 the phrasing, 1/4 the question).
FACT_RECALL = 0.8
FACT_MIN = 0.65
# ... with each word weighing its IDF plus this share of the highest.
FACT_FLAT = 0.5
# Pieces that make a phrasing on their own ("können COUNT spielen"); others need a word too.
LONE_TOKENS = frozenset({"COUNT", "ROUND", "STAR"})
# A question the running game has no answer for is answered from another game only when
# that game's entry covers it this well ("who holds the seal?" during Babel).
OTHER_GAME = 0.8
# Words only the answer text contains weigh this much in the confidence; words in the
# phrasings and the title weigh 1.
TEXT_WEIGHT = 0.4
# How much the whole-entry BM25 adds to the best single phrasing's BM25 when ranking.
ENTRY_WEIGHT = 0.5
# How much the confidence (coverage) adds to the BM25 ranking.
COVERAGE_WEIGHT = 1.0
# How much the classifier's margin (``classifier``) weighs against the words' rank (1 for
# the best) when ordering the entries.
CLASSIFIER_WEIGHT = 2.0
# Margins below this all count as this: only a topic the classifier takes the question for
# moves up; where it knows nothing, the words decide.
CLASSIFIER_FLOOR = 0.0
# ... and how much every margin (also below the floor) weighs besides: topics the words
# rank alike ("how many gems r there": set-up, hands, capacity) go by the classifier's
# leaning rather than by the entries' order.
CLASSIFIER_TIES = 0.1
# A question the words cover too thinly is still answered when the classifier's margin
# for the best topic is at least this (``_learnt``) ...
LEARNT_MARGIN = 0.0
# ... or of this, for one the words place among several topics ("did you mean ...?").
LEARNT_SURE = 0.5
# ... when fewer than this share of its words are unknown to the rules, and it has at least
# LEARNT_WORDS content words or a margin of LEARNT_SHORT_MARGIN.
LEARNT_UNKNOWN = 0.5
LEARNT_WORDS = 3
LEARNT_SHORT_MARGIN = 0.2
# Two topics whose facts fit a question equally: the classifier's choice answers when its
# margin is at least this much higher (and positive).
TIE_MARGIN = 0.3
# A question no topic covers gets "did you mean ...?" when it has this many content words
# and fewer than this share of them are unknown to the rules.
OFFER_WORDS = 3
CHOICE_TOPICS = 3
"""How many of the closest topics the classifier may choose among."""
CHOICE_GAP = 0.3
"""How far the classifier's choice must stand above the next of them."""
CHOICE_MIN = -0.5
"""The lowest margin a chosen topic may have."""
OFFER_UNKNOWN = 0.34
# Numbers ("floor 7", "round 3") are the table's details, not the topic: they count this
# much of the rarest word in the confidence.
NUMBER_WEIGHT = 0.1
# A word the rules never use counts this much of the rarest word: a question about
# something else is not a rule question.
UNKNOWN_WEIGHT = 1.25
# Words found almost everywhere still count this much of the rarest word.
MIN_WEIGHT = 0.1


# ---- the index ----------------------------------------------------------------------------


class _BM25(BM25Okapi):
    """``rank_bm25``'s Okapi BM25 with each term's scores over the documents kept: the
    library recomputes a term's frequency in every document on every query. Same sums in
    the same order, so the same scores to the last bit."""

    def __init__(self, corpus: list[list[str]]) -> None:
        super().__init__(corpus)
        self._doc_len = np.array(self.doc_len)
        self._terms: dict[str, np.ndarray] = {}

    def _term(self, q: str) -> np.ndarray:
        found = self._terms.get(q)
        if found is None:
            q_freq = np.array([(doc.get(q) or 0) for doc in self.doc_freqs])
            norm = self.k1 * (1 - self.b + self.b * self._doc_len / self.avgdl)
            found = (self.idf.get(q) or 0) * (q_freq * (self.k1 + 1) / (q_freq + norm))
            self._terms[q] = found
        return found

    def get_scores(self, query: list[str]) -> np.ndarray:
        score = np.zeros(self.corpus_size)
        for q in query:
            score += self._term(q)
        return score


@dataclass
class Index:
    """One scope's entries (a game, or all three) for BM25 twice: every phrasing (and title)
    as its own document, and every entry as one document of phrasings, title and answer."""

    entries: tuple[Entry, ...]
    phrasings: _BM25
    owner: list[int]  # phrasing -> entry
    whole: _BM25
    strong: list[set[str]]  # stems of each entry's phrasings and title
    weak: list[set[str]]  # stems only in each entry's answer text
    idf: dict[str, float]
    max_idf: float
    asked: set[str]  # stems of all phrasings and titles
    verbatim: dict[tuple[str, ...], int]  # a phrasing's stems -> its entry (if only one has it)
    _covers: dict[str, np.ndarray] = field(default_factory=dict)

    @property
    def owners(self) -> np.ndarray:
        """``owner`` as an array (each phrasing's entry)."""
        if "_owners" not in self.__dict__:
            self.__dict__["_owners"] = np.array(self.owner, dtype=np.intp)
        return self.__dict__["_owners"]

    def covers(self, stem: str) -> np.ndarray:
        """How much each entry covers ``stem``: 1 in its phrasings or title, a share
        (``TEXT_WEIGHT``) only in its answer text, else 0."""
        found = self._covers.get(stem)
        if found is None:
            found = np.array(
                [
                    1.0 if stem in strong else TEXT_WEIGHT if stem in weak else 0.0
                    for strong, weak in zip(self.strong, self.weak, strict=True)
                ]
            )
            self._covers[stem] = found
        return found


@cache
def index(lang: str, scope: str) -> Index:
    games = GAMES if scope == ALL else (scope,)
    found = tuple(e for g in games for e in entries(lang, g))
    an = analyzer(lang)
    phrasings, owner, docs, strong, weak = [], [], [], [], []
    for i, entry in enumerate(found):
        asked: list[str] = []
        for text in (*entry.asks, entry.title):
            stems = an.stems(text)
            if stems:
                phrasings.append(stems)
                owner.append(i)
                asked.extend(stems)
        told = an.stems(entry.text)
        docs.append(asked + told)
        strong.append(set(asked))
        weak.append(set(told) - set(asked))
    whole = _BM25(docs)
    idf = dict(whole.idf)
    return Index(
        found,
        _BM25(phrasings),
        owner,
        whole,
        strong,
        weak,
        idf,
        max(idf.values()),
        set().union(*strong),
        _unique_phrasings(phrasings, owner),
    )


def _unique_phrasings(phrasings: list[list[str]], owner: list[int]) -> dict[tuple[str, ...], int]:
    """Phrasings (as stems) that belong to exactly one entry."""
    seen: dict[tuple[str, ...], set[int]] = {}
    for stems, entry in zip(phrasings, owner, strict=True):
        seen.setdefault(tuple(stems), set()).add(entry)
    return {stems: next(iter(owners)) for stems, owners in seen.items() if len(owners) == 1}


@dataclass
class Vocabulary:
    """The content words of one scope's rule texts, for typo correction."""

    stems: set[str]
    surface: dict[str, str]  # word -> stem
    by_initial: dict[str, list[str]]  # first letter -> words


@cache
def vocabulary(lang: str, scope: str = ALL) -> Vocabulary:
    an = analyzer(lang)
    surface: dict[str, str] = {}
    for game in GAMES if scope == ALL else (scope,):
        for entry in entries(lang, game):
            for text in (*entry.asks, entry.title, entry.text):
                for word in an.words(text):
                    surface.setdefault(word, an.stem(word))
    for source, target in an.synonyms.items():
        surface.setdefault(source, an.stem(target))
    by_initial: dict[str, list[str]] = {}
    for word in sorted(surface):
        by_initial.setdefault(word[0], []).append(word)
    return Vocabulary(set(surface.values()), surface, by_initial)


def _correct(word: str, lang: str, scope: str = ALL) -> list[str]:
    """Stems for a question word: known as is, a typo of a known word, or a compound.

    Known words of the scope come first, then of all games. A typo is one edit (two for
    long words) away from a known word with the same first letter; a swap of neighbouring
    letters is one edit. Unknown German compounds ("Sonderpunkte") count by their known
    last part.
    """
    an = analyzer(lang)
    stem = an.stem(word)
    if word.isdigit():
        return [stem]
    own, known = vocabulary(lang, scope), vocabulary(lang)
    if stem in own.stems or stem in known.stems:
        return [stem]  # a word of these rules, or of another game's ("star" during Babel)
    dropped = _dropped_letter(word, own)
    if dropped is not None:
        return [dropped]  # "flor", "towr": a rule word with a letter left out
    if len(word) <= 4 and _stopword_typo(word, lang):
        return []  # "wich", "dose", "wan": a mistyped little word, not "wand"
    for vocab in (own, known):
        if len(word) >= 3:
            edits = 1 if len(word) < 7 else 2
            candidates = vocab.by_initial.get(word[0], [])
            candidates = [c for c in candidates if _may_correct(word, c)]
            best = process.extractOne(word, candidates, scorer=OSA.distance, score_cutoff=edits)
            if best is not None:
                return [vocab.surface[best[0]]]
        if lang == "de" and len(word) >= 8:
            for cut in range(4, len(word) - 3):
                head, tail = an.stem(word[:cut]), an.stem(word[cut:])
                if tail in vocab.stems:
                    return [head, tail] if head in own.stems else [tail]
    if _stopword_typo(word, lang):
        return []  # "pasiert": a mistyped "passiert" carries no topic
    return [stem]


def _dropped_letter(word: str, vocab: Vocabulary) -> str | None:
    """The stem of the scope's word of 5 letters or more that ``word`` is with one letter
    left out ("flor" for "floor"), if exactly one such word exists."""
    if len(word) < 4:
        return None
    found = {
        vocab.surface[known]
        for known in vocab.by_initial.get(word[0], [])
        if len(known) == len(word) + 1
        and len(known) >= 5
        and any(known[:i] + known[i + 1 :] == word for i in range(len(known)))
    }
    return found.pop() if len(found) == 1 else None


def _stopword_typo(word: str, lang: str) -> bool:
    """Whether ``word`` is one edit away from a stop word with the same first letter
    ("wich", "dose", "hass", "pasiert"): it then weighs nothing rather than as unknown."""
    if len(word) < 3 or word.isdigit():
        return False
    candidates = [
        s
        for s in _stopwords_by_initial(lang).get(word[0], ())
        if len(s) >= 3 and abs(len(s) - len(word)) <= 1
    ]
    return process.extractOne(word, candidates, scorer=OSA.distance, score_cutoff=1) is not None


@cache
def _stopwords_by_initial(lang: str) -> dict[str, tuple[str, ...]]:
    found: dict[str, list[str]] = {}
    for word in sorted(analyzer(lang).stopwords):
        found.setdefault(word[0], []).append(word)
    return {k: tuple(v) for k, v in found.items()}


def _may_correct(word: str, known: str) -> bool:
    """Whether ``known`` may stand in for ``word``: close in length, and for short words only
    a missing letter, two swapped ones or one vowel for another ("flor", "gms", "seel"; not
    "food" for "fold")."""
    if len(known) < 4 or abs(len(known) - len(word)) > 1:
        return False
    return (
        len(word) > 4
        or len(known) == len(word) + 1
        or sorted(known) == sorted(word)
        or _one_vowel_apart(word, known)
    )


def _one_vowel_apart(word: str, known: str) -> bool:
    """Same length, one vowel swapped for another ("seel" for "seal")."""
    if len(word) != len(known):
        return False
    diff = [(a, b) for a, b in zip(word, known, strict=True) if a != b]
    return len(diff) == 1 and all(c in "aeiouy" for c in diff[0])


# ---- matching -------------------------------------------------------------------------------


@dataclass
class Match:
    entry: Entry
    score: float
    confidence: float
    margin: float = -1.0  # the classifier's: above 0 it takes the question for this topic


def question_stems(text: str, lang: str, scope: str, ignore: tuple[str, ...] = ()) -> list[str]:
    """The question's stems, typos corrected against ``scope``; ``ignore``: names."""
    skip = {fold(w) for w in ignore}
    skip |= {analyzer(lang).synonyms.get(w, w) for w in skip}
    # "Anna's", "Annas", "Bens": a possessive is the name too
    words = [w for w in analyzer(lang).words(text) if w not in skip and w[:-1] not in skip]
    return list(dict.fromkeys(s for w in words for s in _correct(w, lang, scope)))


def search(text: str, lang: str, scope: str, ignore: tuple[str, ...] = ()) -> list[Match]:
    """Entries of ``scope`` (a game id or ``all``) best first, with a 0..1 confidence.

    BM25 ranks: the entry's best phrasing, plus a share of the entry as a whole. The
    confidence is how much of the question (IDF-weighted) the best entries cover: words of
    their phrasings and title fully, words only in their answer text partly. ``ignore``:
    words to leave out (the players' names).
    """
    idx = index(lang, scope)
    stems = question_stems(text, lang, scope, ignore)
    if not stems or not idx.entries:
        return []
    best_phrasing = np.zeros(len(idx.entries))  # per entry, its best phrasing's score
    np.maximum.at(best_phrasing, idx.owners, idx.phrasings.get_scores(stems))
    whole = idx.whole.get_scores(stems)
    top_p, top_w = float(best_phrasing.max()) or 1.0, float(whole.max()) or 1.0
    scores = best_phrasing / top_p + ENTRY_WEIGHT * whole / top_w
    weights = {
        s: NUMBER_WEIGHT * idx.max_idf
        if s.isdigit()
        else max(idx.idf.get(s, UNKNOWN_WEIGHT * idx.max_idf), MIN_WEIGHT * idx.max_idf)
        for s in stems
    }
    total = sum(weights.values())
    covered = np.zeros(len(idx.entries))
    for s, w in weights.items():  # per entry: the weights of the words it covers, in order
        covered += w * idx.covers(s)
    coverage = covered / total
    rank = scores + COVERAGE_WEIGHT * coverage
    exact = idx.verbatim.get(tuple(stems))
    if exact is not None:  # asked exactly as an entry's phrasing: that entry leads
        rank[exact] = rank.max() + EXACT_BONUS
    # the classifier's margins order the entries, the words' rank breaks near-ties
    margins = model(lang, scope).scores(text, ignore)
    margin = np.array([margins.get(e.key, -1.0) for e in idx.entries])
    top = float(rank.max()) or 1.0
    order = rank / top + CLASSIFIER_WEIGHT * np.maximum(margin, CLASSIFIER_FLOOR)
    order += CLASSIFIER_TIES * margin  # near-ties of the words: the classifier's leaning
    ranked = np.argsort(-order, kind="stable")  # ties keep the entries' order
    return [
        Match(idx.entries[i], float(rank[i]), float(coverage[i]), float(margin[i]))
        for i in ranked[:5].tolist()
        if scores[i] > 0 or margin[i] > 0
    ]


def _name_words(names: tuple[str, ...], lang: str, scope: str) -> tuple[str, ...]:
    """Words of game names to leave out of a search. A one-word name that the scope's
    phrasings use as a thing stays ("the villa" in Villa Paletti, "der Turm" in Babel)."""
    strong = index(lang, scope).asked
    an = analyzer(lang)
    drop: list[str] = []
    for name in names:
        words = an.words(name)
        if len(words) == 1 and len(name.split()) == 1 and an.stem(words[0]) in strong:
            continue
        drop.extend(words)
    return tuple(drop)


@dataclass
class Verdict:
    """What a text is: a confident ``answer``, an ``unsure`` one, or no rule question."""

    kind: str  # "answer" | "unsure" | "none"
    matches: list[Match]
    game: str | None = None  # the game the question named, if any

    @property
    def best(self) -> Match | None:
        return self.matches[0] if self.matches else None


def classify(
    text: str,
    lang: str,
    game: str | None,
    players: tuple[str, ...] = (),
    asked: bool = False,
) -> Verdict:
    """Decide whether ``text`` is a rule question, and which entries it matches.

    One message asks this up to three times (is it a rule rather than the state, which
    topic, the answer); the verdict depends only on these arguments, so it is kept."""
    return _classify(without_lead_in(text, lang), lang, game, tuple(players), asked)


def prepare(lang: str) -> None:
    """Build every index, vocabulary and topic model of ``lang`` now (a long-running
    frontend calls this at start, so the first rule question is as quick as the next)."""
    for scope in (ALL, *GAMES):
        index(lang, scope)
        vocabulary(lang, scope)
        model(lang, scope)
    _stopwords_by_initial(lang)
    _neutral(lang)


def forget_verdicts() -> None:
    """Drop the kept verdicts and fact scores (benchmarks measure questions cold)."""
    _classify.cache_clear()
    _FACT_SCORES.clear()


@lru_cache(maxsize=256)
def _classify(
    text: str, lang: str, game: str | None, players: tuple[str, ...], asked: bool
) -> Verdict:
    """:func:`classify`, uncached. A bare list of topics ("Siegel, Haken, Widerspruch?")
    names several and asks about none: it gets them offered, however sure one looks."""
    verdict = _weighed(text, lang, game, players, asked)
    if verdict.kind == "answer" and _a_list_of_topics(text):
        return Verdict("unsure", verdict.matches, verdict.game)
    return verdict


def _weighed(
    text: str, lang: str, game: str | None, players: tuple[str, ...], asked: bool
) -> Verdict:
    """The verdict before the list rule of :func:`_classify`.

    The question is searched in the game it names, else in the running game (falling back to
    the other games when the running game has no confident match), else in all three.
    ``asked``: it is one however it is worded (``referee rules``, ``/rules``).
    """
    if not asked and not is_question(text, lang):
        return Verdict("none", [])
    named, names = named_game(text, lang)
    scope = named or game or ALL
    matches = search(text, lang, scope, players + _name_words(names, lang, scope))
    if (
        named is not None
        and game not in (None, named)
        and (not matches or matches[0].confidence < LOW)
    ):
        # "der Turm ist eingestürzt" at a Babel table: the tower, not the game Der Turm
        own = search(text, lang, game, players)
        if own and own[0].confidence >= LOW:
            named, scope, matches = None, game, own
    if game is not None and named is None and (not matches or matches[0].confidence < LOW):
        wider = search(text, lang, ALL, players)
        if wider and wider[0].confidence >= OTHER_GAME and wider[0].entry.game != game:
            matches = wider
    if not matches or matches[0].confidence < HIGH or _ambiguous(matches):
        rescued = _by_fact(text, lang, matches, players)
        if rescued is not None:  # a fact of a close topic says what the question asks
            return Verdict("answer", [rescued, *(m for m in matches if m is not rescued)], named)
    kind = _by_words(text, lang, scope, players, matches)
    # the classifier knows this question's topic though its words differ; topics the words
    # point to more than one of ("the seal, the hook?") are offered unless it is sure
    margin = LEARNT_MARGIN if kind == "none" else LEARNT_SURE
    if kind == "none" and _by_pieces(text, lang, scope, players, matches):
        return Verdict("answer", matches, named)  # "können wir zu zehnt spielen?"
    if kind != "answer" and _learnt(text, lang, scope, players, matches, margin):
        return Verdict("answer", matches, named)
    offer = kind == "unsure" or (
        kind == "none"
        and bool(matches)
        and _offer_topics(_content_stems(text, lang, scope, players), lang)
    )
    if offer:
        chosen = _clear_choice(text, lang, scope, players, matches)
        if chosen is not None:  # the classifier sets one of the close topics clearly apart
            return Verdict("answer", [chosen, *(m for m in matches if m is not chosen)], named)
        return Verdict("unsure", matches, named)  # a question in the rules' words: offer topics
    return Verdict(kind, matches, named)


def _clear_choice(
    text: str, lang: str, scope: str, players: tuple[str, ...], matches: list[Match]
) -> Match | None:
    """Among the topics the words leave open, the classifier's choice when it stands clearly
    above the next (a story told in many words: "…, who opens now?"), in the rules' words."""
    close = [m for m in matches[:CHOICE_TOPICS] if m.confidence >= FLOOR / 2]
    if len(close) < 2:
        return None
    ranked = sorted(close, key=lambda m: -m.margin)
    if ranked[0].margin - ranked[1].margin < CHOICE_GAP or ranked[0].margin < CHOICE_MIN:
        return None
    stems = _content_stems(text, lang, scope, players)
    return ranked[0] if _of_the_rules(stems, lang, OFFER_UNKNOWN) else None


def _by_words(
    text: str, lang: str, scope: str, players: tuple[str, ...], matches: list[Match]
) -> str:
    """The verdict of the words' coverage: ``answer``, ``unsure`` or ``none``."""
    if not matches or matches[0].confidence < LOW:
        return "unsure" if _rule_words(text, lang, scope, players, matches) else "none"
    if matches[0].confidence < HIGH or _ambiguous(matches):
        return "unsure"
    return "answer"


def _learnt(
    text: str,
    lang: str,
    scope: str,
    players: tuple[str, ...],
    matches: list[Match],
    margin: float = 0.0,
) -> bool:
    """Whether the best match is the classifier's choice for a question worded far from
    the topic's phrasings but like questions players asked about it: most of its words are
    the rules' words (not "who won the lottery?"), and a short one needs a clear margin."""
    if not matches or matches[0].margin < margin:
        return False
    stems = _content_stems(text, lang, scope, players)
    if not _of_the_rules(stems, lang):
        return False
    if len(stems) >= LEARNT_WORDS:
        return True
    # a short one: a clear margin, and only words players ask with ("Wahl" is only in an
    # answer: "wer hat die Wahl gewonnen?" is no rule question)
    asked = index(lang, scope).asked
    return matches[0].margin >= LEARNT_SHORT_MARGIN and all(s in asked for s in stems)


def _by_pieces(
    text: str, lang: str, scope: str, players: tuple[str, ...], matches: list[Match]
) -> bool:
    """Whether a question told only in stop words and a piece that makes a phrasing on its
    own (a player count: "können wir zu zehnt spielen?", "can 9 of us play?") is the
    classifier's clear choice."""
    if scope == ALL or not matches or matches[0].margin < LEARNT_SHORT_MARGIN:
        return False  # "which games can two people play?": every game's count fits
    if _content_stems(text, lang, scope, players):
        return False
    return bool(pieces(text, lang, players).tokens & LONE_TOKENS)


def _content_stems(text: str, lang: str, scope: str, players: tuple[str, ...]) -> list[str]:
    return [s for s in question_stems(text, lang, scope, players) if not s.isdigit()]


def _of_the_rules(stems: list[str], lang: str, share: float = 0.5) -> bool:
    """Whether a question's content words are the rules' words, but for less than
    ``share`` of them."""
    known = vocabulary(lang).stems
    unknown = sum(1 for s in stems if s not in known)
    return bool(stems) and unknown < share * len(stems)


def _offer_topics(stems: list[str], lang: str) -> bool:
    """Whether a question no topic covers is still told in enough of the rules' words to
    offer the closest topics rather than "I didn't get that"."""
    return len(stems) >= OFFER_WORDS and _of_the_rules(stems, lang, OFFER_UNKNOWN)


def _by_fact(text: str, lang: str, matches: list[Match], players: tuple[str, ...]) -> Match | None:
    """Among the closest topics, the one with a fact that fits the question clearly
    ("if six of us were playing, how many rounds would that be": the rounds' count fact),
    when only one does: far wording around it does not hide what is asked."""
    found = pieces(text, lang, players)
    fits = []
    for match in matches[:RESCUE_TOPICS]:
        if match.confidence < FLOOR:
            continue
        scored = score_fact(match.entry, text, lang, found, players)
        if scored is not None and scored[0] >= RESCUE:
            fits.append((scored[0], match))
    if not fits:
        return None
    fits.sort(key=lambda f: (-f[0], -f[1].margin))
    if len(fits) > 1 and fits[1][0] >= fits[0][0] - 1e-9:
        # two topics fit as well: the classifier's clear choice, else ask back
        if fits[0][1].margin < max(fits[1][1].margin + TIE_MARGIN, LEARNT_MARGIN):
            return None
    return fits[0][1]


def _rule_words(
    text: str, lang: str, scope: str, players: tuple[str, ...], matches: list[Match]
) -> bool:
    """Whether a question below the confidence floor is still about the rules: the best
    topics cover some of it, and it uses at least one word that only the rules use."""
    if not matches or matches[0].confidence < FLOOR:
        return False
    idx = index(lang, scope)
    stems = [s for s in question_stems(text, lang, scope, players) if not s.isdigit()]
    weights = {s: idx.idf.get(s, UNKNOWN_WEIGHT * idx.max_idf) for s in stems}
    known = sum(w for s, w in weights.items() if s in idx.asked)
    rare = [s for s in stems if s in idx.asked and weights[s] >= RARE * idx.max_idf]
    return bool(rare) and known >= RULE_SHARE * sum(weights.values())


_LIST_PARTS = re.compile(r"\s*(?:,|;|/|\bor\b|\boder\b)\s*", re.IGNORECASE)


def _a_list_of_topics(text: str) -> bool:
    """Whether ``text`` only lists three or more short things ("Siegel, Haken, Widerspruch?"):
    several topics named, none asked about."""
    parts = [p for p in _LIST_PARTS.split(text.strip(" ?!.")) if p.strip()]
    return len(parts) >= 3 and all(len(p.split()) <= 3 for p in parts)


def _ambiguous(matches: list[Match]) -> bool:
    """Several games answer the same topic equally well ("how many players?" with no game)."""
    if len(matches) < 2:
        return False
    a, b = matches[0], matches[1]
    return (
        a.entry.game != b.entry.game
        and b.confidence >= a.confidence - 1e-9
        and b.score >= 0.9 * a.score
    )


def lookup(lang: str, game: str, text: str) -> Verdict:
    """``referee rules GAME TOPIC``: a topic id, or a question matched in that game."""
    entry = find_entry(lang, game, text)
    if entry is not None:
        return Verdict("answer", [Match(entry, 1.0, 1.0)], game)
    matches = search(text, lang, game, _name_words(named_game(text, lang)[1], lang, game))
    if not matches or matches[0].confidence < LOW:
        return Verdict("none", matches, game)
    return Verdict("answer" if matches[0].confidence >= HIGH else "unsure", matches, game)


# ---- facts ----------------------------------------------------------------------------------


@cache
def _neutral(lang: str) -> frozenset[str]:
    """Stems that weigh nothing in a fact's phrasing ("how many"), though a phrasing with
    one fits only a question with one."""
    an = analyzer(lang)
    return frozenset(an.stem(w) for w in (words_data(lang).get("neutral") or "").split())


@cache
def _fact_stems(lang: str, msg_id: str, ask: str) -> tuple[str, ...]:
    an = analyzer(lang)
    bare = " ".join(w for w in ask.split() if w not in TOKENS)
    return tuple(dict.fromkeys([*an.stems(bare), *sorted(_kept(bare, lang))]))


def _kept(text: str, lang: str) -> set[str]:
    """Stop words that still tell facts apart ("after", "before"), as ``=after``."""
    keep = set((words_data(lang).get("keep") or "").split())
    return {f"={w}" for w in analyzer(lang).normal(text).split() if w in keep}


def pick_fact(
    entry: Entry,
    text: str,
    lang: str,
    found: Pieces,
    players: tuple[str, ...] = (),
    pieces_only: bool = False,
) -> Fact | None:
    """The fact of ``entry`` that answers ``text``: the phrasing that covers the question
    best (and that it covers), among those whose pieces the question has (``pieces_only``:
    among the phrasings that need a piece)."""
    best = score_fact(entry, text, lang, found, players, pieces_only)
    return best[1] if best else None


def score_fact(
    entry: Entry,
    text: str,
    lang: str,
    found: Pieces,
    players: tuple[str, ...] = (),
    pieces_only: bool = False,
) -> tuple[float, Fact] | None:
    """``pick_fact`` with its score (0..1)."""
    if not entry.facts:
        return None
    key = (
        entry.game,
        entry.topic,
        text,
        lang,
        found.tokens,
        len(found.numbers),
        tuple(players),
        pieces_only,
    )
    if key not in _FACT_SCORES:  # one message scores a topic's facts up to three times
        if len(_FACT_SCORES) >= KEPT_SCORES:
            _FACT_SCORES.pop(next(iter(_FACT_SCORES)))
        _FACT_SCORES[key] = _score_fact(entry, text, lang, found, players, pieces_only)
    return _FACT_SCORES[key]


_FACT_SCORES: dict[tuple, tuple[float, Fact] | None] = {}
KEPT_SCORES = 2048
"""Fact scores kept (oldest forgotten first)."""


def _score_fact(
    entry: Entry,
    text: str,
    lang: str,
    found: Pieces,
    players: tuple[str, ...],
    pieces_only: bool,
) -> tuple[float, Fact] | None:
    """:func:`score_fact`, uncached."""
    idx = index(lang, entry.game)
    neutral = _neutral(lang)
    stems = set(question_stems(text, lang, entry.game, players)) | _kept(text, lang)
    how_many = bool(stems & neutral)
    stems -= neutral
    token_weight = 0.5 * idx.max_idf
    asked = sum(_stem_weight(lang, entry.game, s) for s in stems)
    told = len(found.numbers)
    asked += token_weight * len(found.tokens)
    best: tuple[float, Fact] | None = None
    for fact in entry.facts:
        for ask in fact.asks:
            needs = fact.needs(ask)
            if not needs <= found.tokens or (pieces_only and not needs):
                continue
            if ask.split().count("NUM") > max(told, 1):
                continue  # "floor NUM gives NUM" fits no question with one number
            said, own, own_total, neutral_in = _phrasing(lang, entry.game, fact.msg_id, ask)
            if not needs and said < 2:
                continue  # one word is too little to tell a fact by ("the roof")
            if not said and needs - LONE_TOKENS:
                continue  # "after LEVEL" alone would fit any question naming a level
            if neutral_in and not how_many:
                continue  # "how many levels" answers no "which level"
            total = own_total + token_weight * len(needs)
            if not total:
                continue
            hit = sum(w for s, w in own if s in stems) + token_weight * len(needs)
            recall = hit / total
            precision = hit / asked if asked else 0.0
            score = 0.75 * recall + 0.25 * precision
            if recall < FACT_RECALL or score < FACT_MIN:
                continue
            if best is None or score > best[0] + 1e-9:
                best = (score, fact)
    return best


@cache
def _stem_weight(lang: str, game: str, stem: str) -> float:
    """A stem's weight in a fact's phrasing: flatter than IDF, so every word counts."""
    idx = index(lang, game)
    return max(idx.idf.get(stem, idx.max_idf), 0.0) + FACT_FLAT * idx.max_idf


@cache
def _phrasing(
    lang: str, game: str, msg_id: str, ask: str
) -> tuple[int, tuple[tuple[str, float], ...], float, bool]:
    """What a fact's phrasing weighs, worked out once: how many stems it says, its stems
    that count (not the neutral ones) with their weights, their sum, and whether it says a
    neutral stem ("how many")."""
    neutral = _neutral(lang)
    said = _fact_stems(lang, msg_id, ask)
    own = tuple((s, _stem_weight(lang, game, s)) for s in said if s not in neutral)
    return len(said), own, sum(w for _, w in own), any(s in neutral for s in said)
