"""Rule questions -> answers grounded in the game at the table.

The rule knowledge lives in ``locales/<lang>/rules-<game>.ftl``: one message per topic
(``rules-<game>-<topic>``) whose value is the answer, with a ``.title`` and an ``.ask``
attribute (ways players ask it, separated by ``|``). This module

- reads those entries and indexes them per language and game: each entry is one document
  made of its phrasings, its title and its answer text, lower-cased, umlauts folded,
  stop words dropped and stemmed (Snowball), ranked with BM25 (``rank_bm25``);
- corrects typos in a question by fuzzy-matching unknown words to the index vocabulary
  (``rapidfuzz``) and splits unknown German compounds into known parts;
- decides whether a text is a rule question at all (question shape and enough of it
  covered by the best entry), answers a confident match, and offers the closest topics
  for a weak one;
- fills the answer's state-aware parts from the table's game state, asking the game
  engines (``referee.games``) rather than re-deciding their rules.

``answer_question`` is what the dialogue calls; ``summary``, ``topic`` and ``lookup`` serve
the ``Rules`` intent and ``referee rules``.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

import snowballstemmer
from fluent.syntax import FluentParser, ast
from rank_bm25 import BM25Okapi
from rapidfuzz import process
from rapidfuzz.distance import OSA

from .games import babel as babel_engine
from .games import get_game
from .games import turm as turm_engine
from .replies import Message, get_renderer
from .resources import resource_dir

GAMES = ("babel", "turm", "paletti")
ALL = "all"

# A confident match answers; a weaker one above LOW gets "did you mean ...?"; below LOW the
# text is not taken for a rule question. Tuned on tests/rules/*.yaml (benchmarks/rules.py).
HIGH = 0.5
LOW = 0.45
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
# Numbers ("floor 7", "round 3") are the table's details, not the topic: they count this
# much of the rarest word in the confidence.
NUMBER_WEIGHT = 0.1
# A word the rules never use counts this much of the rarest word: a question about
# something else is not a rule question.
UNKNOWN_WEIGHT = 1.25
# Words found almost everywhere still count this much of the rarest word.
MIN_WEIGHT = 0.1


# ---- the knowledge --------------------------------------------------------------------


@dataclass(frozen=True)
class Entry:
    """One topic of one game in one language."""

    game: str
    topic: str
    title: str
    asks: tuple[str, ...]
    text: str

    @property
    def key(self) -> str:
        """``babel-scoring``: game and topic, the id tests and the CLI use."""
        return f"{self.game}-{self.topic}"

    @property
    def msg_id(self) -> str:
        return f"rules-{self.game}-{self.topic}"


def _pattern_text(pattern: ast.Pattern | None) -> str:
    """All literal text of a pattern, every variant of every selector included."""
    if pattern is None:
        return ""
    parts: list[str] = []
    for element in pattern.elements:
        if isinstance(element, ast.TextElement):
            parts.append(element.value)
        elif isinstance(element, ast.Placeable):
            parts.append(_expression_text(element.expression))
    return "".join(parts)


def _expression_text(expression: Any) -> str:
    if isinstance(expression, ast.SelectExpression):
        return " ".join(_pattern_text(v.value) for v in expression.variants)
    if isinstance(expression, ast.StringLiteral):
        return expression.value
    if isinstance(expression, ast.Placeable):
        return _expression_text(expression.expression)
    return " "


@cache
def entries(lang: str, game: str) -> tuple[Entry, ...]:
    """The topics of ``game`` in ``lang``, in file order (the summary is not a topic)."""
    path = resource_dir("locales") / lang / f"rules-{game}.ftl"
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    prefix = f"rules-{game}-"
    found = []
    for item in resource.body:
        if not isinstance(item, ast.Message) or not item.id.name.startswith(prefix):
            continue
        attrs = {a.id.name: _pattern_text(a.value).strip() for a in item.attributes}
        if "ask" not in attrs:
            continue
        asks = tuple(a.strip() for a in attrs["ask"].split("|") if a.strip())
        found.append(
            Entry(
                game=game,
                topic=item.id.name[len(prefix) :],
                title=attrs.get("title", item.id.name),
                asks=asks,
                text=_pattern_text(item.value),
            )
        )
    return tuple(found)


def find_entry(lang: str, game: str, topic: str) -> Entry | None:
    """The entry named ``topic`` (``scoring`` or ``babel-scoring``), if there is one."""
    topic = topic.strip().casefold()
    for entry in entries(lang, game):
        if topic in (entry.topic, entry.key):
            return entry
    return None


# ---- words ------------------------------------------------------------------------------

_STOPWORDS = {
    "en": set(
        """a an the and or but if of at by for with about against between into through during
        before after above below to from up down in out on off over under again further then
        once here there all any both each few more most other some such nor not only own
        same so than too very s t can will just don should now i me my myself we our ours us
        you your yours he him his she her hers it its they them their theirs what which who
        whom this that these those am is are was were be been being have has had having do
        does did doing would could might must shall may whats hows whos thats theres heres
        if so
        lets im ive id youre dont doesnt didnt isnt arent wasnt werent hasnt havent hadnt
        wont wouldnt couldnt shouldnt mustnt how when where why please hey referee ref
        actually exactly really tell say said know explain question rule rules ok okay
        um uh well again game anyone somebody someone get gets got happen happens happened
        very still anyway tonight today currently right exactly allowed allow permitted
        like mean means while bit little else elses come comes coming much ever whenever
        want wants good wait say says""".split()
    ),
    "de": set(
        """aber alle allem allen aller alles als also am an ander andere anderem anderen
        anderer anderes anders auch auf aus bei bin bis bist da damit dann der den des dem
        die das dass du dein deine deinem deinen deiner dies diese diesem diesen dieser
        dieses doch dort durch ein eine einem einen einer eines er es etwas euer eure eurem
        euren eurer für hab habe haben hat hatte hätte hatten ich ihr ihre ihrem ihren ihrer
        im in ist ja jede jedem jeden jeder jedes jetzt
        mich mir mit man mein meine meinem meinen meiner nach nicht nichts noch nun nur ob
        oder ohne sehr sein seine seinem seinen seiner sich sie sind so solche über um und
        uns unser unsere unserem unseren unserer unter vom von vor war waren warst was weg
        weil welche welchem welchen welcher welches wenn wer werde werden wie wieder will
        wir wird wirst wo wollen wollte würde würden zu zum zur zwar zwischen denn mal eben
        eigentlich genau bitte hey schiri schiedsrichter regel regeln spiel spielen
        spielt erklär erkläre erklären erklärt frage okay ok ähm äh
        wann warum wieso weshalb passiert passieren geschieht gibt gilt jemand heute
        gerade grad erlaubt erlauben darf darfst dürfen gibts fürs ans ins beim aufs
        vom zum ists mach mache machen macht tun tue nun dann denn schon geht gehts dir
        dich euch ihm ihn ihnen jemals während wahrend bisschen heisst heißt bedeutet
        bedeuten einmal kann kannst
        können könnte muss musst müssen soll sollen sollte will wollen mag möchte nochmal
        moment wozu wofür wodurch gut""".split()
    ),
}

_FOLD = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss", "’": "'", "‘": "'"})
_ORDINAL = re.compile(r"\b(\d+)(?:st|nd|rd|th|\.)?(?=\W|$)")


def _table(text: str) -> dict[str, str]:
    """``"meaning: word word ..."`` lines -> ``{word: meaning}``."""
    table = {}
    for line in text.strip().splitlines():
        meaning, words = line.split(":")
        table.update({word: meaning.strip() for word in words.split()})
    return table


# Number words and ordinals -> digits ("the thirteenth floor" = "floor 13"). "one"/"first"
# stay words: "one gem", "the first game" are not numbers to the rules.
_NUMBER_WORDS = {
    "en": _table(
        """
        0: zero
        2: two second
        3: three third
        4: four fourth
        5: five fifth
        6: six sixth
        7: seven seventh
        8: eight eighth
        9: nine ninth
        10: ten tenth
        11: eleven eleventh
        12: twelve twelfth
        13: thirteen thirteenth
        """
    ),
    "de": _table(  # ordinals without their ending: "dritte", "dritten" -> "dritt"
        """
        0: null
        2: zwei zweit
        3: drei dritt
        4: vier viert
        5: funf funft
        6: sechs sechst
        7: sieben siebt
        8: acht
        9: neun neunt
        10: zehn zehnt
        11: elf elft
        12: zwolf zwolft
        13: dreizehn dreizehnt
        """
    ),
}
_GERMAN_ENDINGS = re.compile(r"(?:e|es|er|en|em)$")
_WORD = re.compile(r"[a-z0-9]+")
_STAR = {"en": " star ", "de": " stern "}
# German separable verb prefixes: "abheben", "anheben", "hochheben" all mean lifting.
_PREFIXES = sorted(
    """ab an auf aus ein fest her heraus herum hin hinaus hoch mit nach raus rein um vor
    weg zu zuruck zusammen durch""".split(),
    key=len,
    reverse=True,
)
# Words players use for the same thing -> the word the rule texts use (folded, lower case).
_SYNONYMS = {
    "en": _table(
        """
        start: begin begins beginning began starts starting
        gem: jewel jewels stone stones
        pillar: column columns
        floor: storey story stories storeys
        high: tall height
        level: platform platforms
        tie: tied draw same equal
        next: following
        players: people persons
        share: distributed distribute dealt deal split divided
        highest: maximum max
        room: space
        fold: bend crease
        total: altogether overall
        """
    ),
    "de": _table(
        """
        beginnen: anfangen starten begonnen angefangen gestartet
        beginnt: fangt startet
        stein: edelstein
        steine: edelsteine juwelen
        steinen: edelsteinen
        saule: pfeiler baustein
        saulen: bausteine bausteinen
        stockwerk: etage geschoss
        stockwerke: etagen
        gleichstand: unentschieden gleich
        nachste: folgende
        nachsten: folgenden
        gesamt: insgesamt
        bekommt: kriegt
        bekomme: kriege
        bekommen: kriegen
        person: spieler spielerin
        personen: spielern leute leuten mitspieler
        ende: schluss
        offne: aufdecke
        offnen: aufdecken
        offnet: aufdeckt
        geoffnet: aufgedeckt
        ebene: platte
        ragen: hinausragen hinausschauen rausschauen rausragen uberstehen
        ragt: ubersteht
        unterscheiden: unterschied
        liegt: lag
        liegen: lagen
        versuchen: probieren ausprobieren
        versuche: probiere
        scheitert: schiefgeht misslingt fehlschlagt
        scheitern: schiefgehen
        knicken: biegen falten
        hoch: hohe
        hochstens: maximal maximale
        nehmen: nimm nimmst nimmt genommen
        sieger: gewinner gewinnerin
        bestimmt: ermittelt entschieden festgelegt
        """
    ),
}
_PHRASES = {
    "en": [
        (re.compile(r"\b(?:go|goes|going) first\b"), " start "),
        (re.compile(r"\bleft ?over\b"), " leftover "),
        (re.compile(r"\bin all\b"), " total "),
        (re.compile(r"\b(?:wont|doesnt|does not|will not|cant|cannot) come out\b"), " stuck "),
        (re.compile(r"\b(?:at|on|in|for) (?:our|this) (?:table|game)\b"), " "),
        (re.compile(r"\bfirst place\b"), " win "),
        (re.compile(r"\bpick(?:s|ing|ed)? up\b"), " lift "),
    ],
    "de": [
        (re.compile(r"\bfangt (\w+ )?an\b"), r" beginnt \1"),
        (re.compile(r"\bwieviel"), "wie viel"),
        (re.compile(r"\b(?:an|bei|in|auf|fur) (?:unserem|diesem) (?:tisch|spiel)\b"), " "),
        (re.compile(r"\bbei uns\b"), " "),
        (re.compile(r"^\s*(?:sag|sagt|erklar|erklare|erklart)( mal)? (?:mir|uns)\b"), " "),
        (re.compile(r"\bubrig ?geblieben\w*"), " ubrig "),
    ],
}


class Analyzer:
    """Text -> content words (folded, numbers unified, stop words dropped) -> stems."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.stemmer = snowballstemmer.stemmer("german" if lang == "de" else "english")
        self.stopwords = {w.translate(_FOLD) for w in _STOPWORDS[lang]}
        self.numbers = _NUMBER_WORDS[lang]
        self.synonyms = _SYNONYMS[lang]

    def words(self, text: str) -> list[str]:
        text = unicodedata.normalize("NFC", text).casefold().translate(_FOLD)
        text = text.replace("★", _STAR[self.lang]).replace("'", "")
        text = _ORDINAL.sub(r" \1 ", text)
        for pattern, replacement in _PHRASES[self.lang]:
            text = pattern.sub(replacement, text)
        out = []
        for word in _WORD.findall(text):
            word = self.synonyms.get(word, word)
            word = self._number(word)
            if word not in self.stopwords:
                out.append(word)
        return out

    def _number(self, word: str) -> str:
        if word in self.numbers:
            return self.numbers[word]
        if self.lang == "de":
            bare = _GERMAN_ENDINGS.sub("", word)
            if bare in self.numbers and bare != word:
                return self.numbers[bare]
        return word

    @lru_cache(maxsize=8192)  # noqa: B019 - analyzers live as long as the process
    def stem(self, word: str) -> str:
        if word.isdigit():
            return word
        if self.lang != "de":
            return self.stemmer.stemWord(word)
        # German verbs: "hochheben"/"abheben"/"heben", "eingestürzt"/"einstürzen": the
        # separable prefix and the participle's "ge" go, so every form meets one stem.
        for prefix in _PREFIXES:
            if word.startswith(prefix) and len(word) - len(prefix) >= 5:
                word = word[len(prefix) :]
                break
        if word.startswith("ge") and len(word) >= 6:
            word = word[2:]
        stem = self.stemmer.stemWord(word)
        if len(stem) >= 4 and stem.endswith("t") and (stem[-2] != "s" or stem.endswith("sst")):
            stem = stem[:-1]  # "zählt"/"zählen", "passt"/"passen": one stem for both
        return stem

    def stems(self, text: str) -> list[str]:
        return [self.stem(w) for w in self.words(text)]


@cache
def analyzer(lang: str) -> Analyzer:
    return Analyzer(lang)


# ---- the index ----------------------------------------------------------------------------


@dataclass
class Index:
    """One scope's entries (a game, or all three) for BM25 twice: every phrasing (and title)
    as its own document, and every entry as one document of phrasings, title and answer."""

    lang: str
    entries: tuple[Entry, ...]
    phrasings: BM25Okapi
    owner: list[int]  # phrasing -> entry
    whole: BM25Okapi
    strong: list[set[str]]  # stems of each entry's phrasings and title
    weak: list[set[str]]  # stems only in each entry's answer text
    idf: dict[str, float]
    max_idf: float
    asked: set[str] = field(default_factory=set)  # stems of all phrasings and titles


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
    whole = BM25Okapi(docs)
    idf = dict(whole.idf)
    return Index(
        lang,
        found,
        BM25Okapi(phrasings),
        owner,
        whole,
        strong,
        weak,
        idf,
        max(idf.values()),
        set().union(*strong),
    )


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
    for source, target in _SYNONYMS[lang].items():
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
    return [stem]


def _may_correct(word: str, known: str) -> bool:
    """Whether ``known`` may stand in for ``word``: close in length, and for short words only
    a missing letter or two swapped ones ("flor", "gms"; not "food" for "fold")."""
    if len(known) < 4 or abs(len(known) - len(word)) > 1:
        return False
    return len(word) > 4 or len(known) == len(word) + 1 or sorted(known) == sorted(word)


def query_stems(text: str, lang: str, scope: str = ALL) -> list[str]:
    return [s for word in analyzer(lang).words(text) for s in _correct(word, lang, scope)]


# ---- matching -------------------------------------------------------------------------------


@dataclass
class Match:
    entry: Entry
    score: float
    confidence: float


def search(text: str, lang: str, scope: str, ignore: tuple[str, ...] = ()) -> list[Match]:
    """Entries of ``scope`` (a game id or ``all``) best first, with a 0..1 confidence.

    BM25 ranks: the entry's best phrasing, plus a share of the entry as a whole. The
    confidence is how much of the question (IDF-weighted) the best entries cover: words of
    their phrasings and title fully, words only in their answer text partly. ``ignore``:
    words to leave out (the players' names).
    """
    idx = index(lang, scope)
    skip = {w.casefold().translate(_FOLD) for w in ignore}
    skip |= {analyzer(lang).synonyms.get(w, w) for w in skip}
    words = [w for w in analyzer(lang).words(text) if w not in skip]
    stems = list(dict.fromkeys(s for w in words for s in _correct(w, lang, scope)))
    if not stems:
        return []
    best_phrasing = [0.0] * len(idx.entries)
    for i, score in enumerate(idx.phrasings.get_scores(stems)):
        entry = idx.owner[i]
        best_phrasing[entry] = max(best_phrasing[entry], float(score))
    whole = idx.whole.get_scores(stems)
    top_p, top_w = max(best_phrasing) or 1.0, float(max(whole)) or 1.0
    scores = [best_phrasing[i] / top_p + ENTRY_WEIGHT * whole[i] / top_w for i in range(len(whole))]
    weights = {
        s: NUMBER_WEIGHT * idx.max_idf
        if s.isdigit()
        else max(idx.idf.get(s, UNKNOWN_WEIGHT * idx.max_idf), MIN_WEIGHT * idx.max_idf)
        for s in stems
    }
    total = sum(weights.values())
    coverage = [
        sum(
            w * (1.0 if s in idx.strong[i] else TEXT_WEIGHT if s in idx.weak[i] else 0.0)
            for s, w in weights.items()
        )
        / total
        for i in range(len(idx.entries))
    ]
    rank = [scores[i] + COVERAGE_WEIGHT * coverage[i] for i in range(len(scores))]
    ranked = sorted(range(len(idx.entries)), key=lambda i: -rank[i])
    return [Match(idx.entries[i], float(rank[i]), coverage[i]) for i in ranked[:5] if scores[i] > 0]


_QUESTION_START = {
    "en": set(
        """what whats which who whos whom whose when where why how hows can could may might
        must do does did is are am was were should shall will would has have had if explain
        tell describe rules rule any""".split()
    ),
    "de": set(
        """was wer wen wem wessen wann wo woher wohin warum wieso weshalb wie wieviel wieviele
        wievielen welche welcher
        welches welchen welchem darf dürfen darfst kann kannst können muss musst müssen
        soll sollen sollte ist sind gibt gilt zählt zählen bekomme bekommt kriege kriegt
        hat habe haben werden wird erklär erkläre erklärt sag sagt regel regeln und
        passiert geht gehört gehören bleibt bleiben endet fängt beginnt fange""".split()
    ),
}
_QUESTION_PHRASE = {
    "en": re.compile(r"\b(what happens|what if|is it allowed|am i allowed|allowed to|rule)"),
    "de": re.compile(r"\b(was passiert|was ist wenn|ist es erlaubt|erlaubt|regel)"),
}
# Question words that make a question wherever a clause starts ("so who opens next",
# "if the villa falls, who wins", "beim Spiegel, wie viele passen rein").
_QUESTION_WORDS = {
    "en": set("what whats which who whos whom whose when where why how hows".split()),
    "de": set(
        """was wer wen wem wessen wann wo woher wohin warum wieso weshalb wie wieviel
        wieviele welche welcher welches welchen welchem wozu wofür wodurch womit""".split()
    ),
}
_FILLERS = {
    "en": set("so and but ok okay well wait hey um uh then also now sorry referee".split()),
    "de": set("und aber also ok okay na moment hey äh ähm dann jetzt sorry schiri".split()),
}


def is_question(text: str, lang: str) -> bool:
    """Shaped like a question or a request to explain something."""
    folded = text.strip().casefold().replace("'", "").replace("’", "")
    if folded.endswith("?") or _QUESTION_PHRASE[lang].search(folded):
        return True
    for clause in re.split(r"[,;:.!]", folded):
        words = [w for w in re.findall(r"\w+", clause) if w not in _FILLERS[lang]]
        if words and words[0] in _QUESTION_START[lang]:
            return True
        if any(w in _QUESTION_WORDS[lang] for w in words[:5]):
            return True
    return False


_GAME_NAMES = {
    "en": [
        ("babel", r"turmbau zu babel|turmbau|babel|card ?tower|kartenturm"),
        ("turm", r"\bder turm\b|\bthe turm\b|\bturm\b|gem tower|jewel tower"),
        ("paletti", r"villa paletti|paletti|\bvilla\b|pillar game"),
    ],
    "de": [
        ("babel", r"turmbau zu babel|turmbau|babel|kartenturm"),
        (
            "turm",
            r"\b(?:in|bei|für|fur|zu|von) der turm\b|edelsteinturm|turmspiel|^der turm\b"
            r"|\bder turm(?= (?:zu )?spiel)",
        ),
        ("paletti", r"villa paletti|paletti|\bvilla\b|säulenspiel"),
    ],
}


def named_game(text: str, lang: str) -> tuple[str | None, tuple[str, ...]]:
    """The game a question names, and the words naming games in it."""
    folded = text.casefold()
    named = None
    names: list[str] = []
    for game, pattern in _GAME_NAMES[lang]:
        for found in re.finditer(pattern, folded):
            named = named or game
            names.append(found.group())
    return named, tuple(names)


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


def classify(text: str, lang: str, game: str | None, players: tuple[str, ...] = ()) -> Verdict:
    """Decide whether ``text`` is a rule question, and which entries it matches.

    The question is searched in the game it names, else in the running game (falling back to
    the other games when the running game has no confident match), else in all three.
    """
    if not is_question(text, lang):
        return Verdict("none", [])
    named, names = named_game(text, lang)
    scope = named or game or ALL
    matches = search(text, lang, scope, players + _name_words(names, lang, scope))
    if game is not None and named is None and (not matches or matches[0].confidence < LOW):
        wider = search(text, lang, ALL, players)
        if wider and wider[0].confidence >= OTHER_GAME and wider[0].entry.game != game:
            matches = wider
    if not matches or matches[0].confidence < LOW:
        return Verdict("none", matches, named)
    best = matches[0]
    if best.confidence < HIGH or _ambiguous(matches):
        return Verdict("unsure", matches, named)
    return Verdict("answer", matches, named)


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


# ---- answers ---------------------------------------------------------------------------------


def answer_question(text: str, lang: str, game: str | None, state: Any) -> list[Message] | None:
    """Messages answering ``text`` as a rule question, or None if it is not one."""
    players = tuple(getattr(state, "players", ()) or ())
    verdict = classify(text, lang, game, players)
    if verdict.kind == "none" or verdict.best is None:
        return None
    if verdict.kind == "unsure":
        return [unsure(verdict, lang, game)]
    entry = verdict.best.entry
    messages = []
    if entry.game != game:
        messages.append(Message(id="rules-in-game", args={"game": entry.game}))
    messages.append(topic(entry, game, state))
    return messages


def unsure(verdict: Verdict, lang: str, game: str | None) -> Message:
    """I'm not sure which rule you mean — perhaps ...?": the two or three closest topics,
    with their game's name when they come from different games."""
    renderer = get_renderer(lang)
    best = verdict.matches[0]
    picks = [m for m in verdict.matches[:3] if m.score >= 0.5 * best.score]
    several = len({m.entry.game for m in picks}) > 1
    titles = [
        f"{m.entry.title} ({renderer.render(f'game-{m.entry.game}')})" if several else m.entry.title
        for m in picks
    ]
    return Message(id="rules-unsure", args={"topics": _or_list(titles, lang)})


def _or_list(items: list[str], lang: str) -> str:
    """``A, B or C`` / ``A, B oder C``."""
    if len(items) <= 1:
        return "".join(items)
    return get_renderer(lang).render("rules-list-or", head=", ".join(items[:-1]), last=items[-1])


def topic(entry: Entry, game: str | None, state: Any) -> Message:
    """The answer message of ``entry``; live (this table's numbers) when its game is running."""
    args: dict[str, Any] = {"live": False}
    if state is not None and entry.game == game:
        live = _LIVE.get(entry.game, {}).get(entry.topic)
        if live is not None:
            args = {"live": True, **live(state, get_game(entry.game).snapshot(state))}
    return Message(id=entry.msg_id, args=args)


def summary(game: str | None, running: str | None = None) -> list[Message]:
    """The rules in a few sentences (``game`` or else the running one) and an example."""
    game = game or running
    if game not in GAMES:
        return [Message(id="rules-which-game")]
    return [
        Message(id=f"rules-{game}-summary"),
        Message(id=f"rules-ask-{game}"),
    ]


def lookup(lang: str, game: str, text: str) -> Verdict:
    """``referee rules GAME TOPIC``: a topic id, or a question matched in that game."""
    entry = find_entry(lang, game, text)
    if entry is not None:
        return Verdict("answer", [Match(entry, 1.0, 1.0)], game)
    matches = search(text, lang, game, _name_words(named_game(text, lang)[1], lang, game))
    if not matches or matches[0].confidence < LOW:
        return Verdict("none", matches, game)
    return Verdict("answer" if matches[0].confidence >= HIGH else "unsure", matches, game)


# ---- live answers: this table's names and numbers ---------------------------------------------


def _players(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    return {"count": len(snap["players"]), "players": list(snap["players"])}


def _babel_scoring(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    if snap["finished"]:
        return {"case": "over"}
    nxt = state.floors + 1
    top = nxt == babel_engine.MAX_FLOORS
    return {"case": "top" if top else "next", "next": nxt, "points": babel_engine.points_for(nxt)}


def _babel_collapse(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    if snap["finished"]:
        return {"case": "over"}
    player = snap["turn"]
    return {
        "case": "playing",
        "player": player,
        "floor": state.floors + 1,
        "total": state.scores[player],
        "round": state.round,
    }


def _babel_rounds(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    case = "over" if snap["finished"] else "playing"
    return {"case": case, "rounds": state.rounds, "round": state.round}


def _babel_next_opener(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    """Who opens the next round, asked of the engine (what-if: floor 2 built, tower falls)."""
    names = state.players
    if state.finished:
        return {"case": "over"}
    if state.round == state.rounds:
        return {"case": "last", "round": state.round, "rounds": state.rounds}
    if state.floor2 is not None:
        opener, why = babel_engine.next_opener(state)
        return {
            "case": "floor2" if why == "floor2" else "already",
            "player": names[opener],
            "builder": names[state.floor2],
        }
    fallback, _ = babel_engine.next_opener(state)
    game = get_game("babel")
    ahead = state
    while ahead.floor2 is None:
        outcome = game.apply(
            ahead, babel_engine.Build(player=ahead.current, floor=ahead.floors + 1)
        )
        ahead = outcome.state  # type: ignore[union-attr]
    opener, why = babel_engine.next_opener(ahead)
    return {
        "case": "either" if opener == fallback and why == "floor2" else "pending",
        "builder": names[ahead.floor2],
        "player": names[opener],
        "why": "floor2" if why == "floor2" else "already",
        "fallback": names[fallback],
    }


def _babel_first_opener(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    return {"player": state.players[state.openers[0]]}


def _babel_game_end(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    if snap["finished"]:
        return {"case": "over", "winners": list(snap["winner"])}
    best = max(state.scores.values())
    leaders = [p for p in state.players if state.scores[p] == best]
    case = "playing" if best > 0 else "none"
    return {"case": case, "rounds": state.rounds, "leaders": leaders, "points": best}


def _turm_setup(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    share, rest = turm_engine.deal(len(state.players))
    return {
        "count": len(state.players),
        "share": share,
        "rest": rest,
        "starter": snap["starter"],
        "starter_hand": share + rest,
    }


def _turm_starter(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    return {"starter": snap["starter"]}


def _turm_bust(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    if snap["finished"]:
        return {"case": "over"}
    opened = state.open_floors
    if not opened:
        return {"case": "none", "player": snap["turn"]}
    return {
        "case": "open",
        "player": snap["turn"],
        "gems": sum(f.gems for f in opened),
        "floors": len(opened),
    }


def _turm_game_end(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    if snap["finished"]:
        return {"case": "over", "winners": list(snap["winner"])}
    fewest = min(state.hands.values())
    leaders = [p for p in state.players if state.hands[p] == fewest]
    return {"case": "playing", "leaders": leaders, "gems": fewest}


def _turm_star(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    star = state.star
    if star is None:
        return {"case": "first"}
    # who would open the star now: the player on turn (or the starter once the game is over)
    who = state.turn if state.turn is not None else state.starter
    player = state.players[who]
    args: dict[str, Any] = {"case": star, "player": player, "hand": state.hands[player]}
    if star == "friendly4":
        args["giver"] = turm_engine.friendly_giver(state, who)[0]
    return args


def _turm_variants(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    return {"case": "first" if state.star is None else "full"}


def _paletti_setup(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    colours = snap.get("colours") or {}
    args: dict[str, Any] = {"count": len(snap["players"])}
    for colour in ("blue", "green", "yellow", "orange"):
        args[colour] = colours.get(colour) or "-"
    return args


_NEXT_LEVEL = {"base": "blue", "blue": "green", "green": "yellow", "yellow": "orange"}


def _paletti_levels(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    level = snap["level"]
    return {"level": level, "next": _NEXT_LEVEL.get(level, "red")}


def _paletti_seal(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    scores: dict[str, int] = snap["scores"]
    holder = snap.get("seal")
    if not snap.get("counting", snap["level"] not in ("base", "blue")):
        return {"case": "early"}
    best = max(scores.values()) if scores else 0
    leaders = [p for p in snap["players"] if scores.get(p) == best]
    if holder is None:
        return {"case": "tied" if best > 0 else "none", "leaders": leaders}
    mine = scores.get(holder, 0)
    if best == 0:
        return {"case": "zero", "holder": holder}
    if mine == best:
        others = [p for p in leaders if p != holder]
        if others:
            return {"case": "tie", "holder": holder, "points": mine, "others": others}
        return {"case": "lead", "holder": holder, "points": mine}
    return {"case": "behind", "holder": holder, "points": mine, "leaders": leaders}


def _paletti_points(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    counting = snap.get("counting", snap["level"] not in ("base", "blue"))
    return {"counting": counting, "scores": dict(snap["scores"]), "level": snap["level"]}


def _paletti_give_up(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    return {"locked": len(snap.get("locked") or [])}


def _paletti_game_end(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    if snap["finished"]:
        return {"case": "over", "winners": list(snap["winner"]) or "none"}
    holder = snap.get("seal")
    if holder is None:
        return {"case": "nobody"}
    option = (snap.get("options") or {}).get("previous_holder_on_own_collapse", False)
    previous = snap.get("previous_seal")
    if option and previous:
        return {"case": "previous", "holder": holder, "previous": previous}
    return {"case": "holder", "holder": holder}


def _paletti_variants(state: Any, snap: dict[str, Any]) -> dict[str, Any]:
    option = (snap.get("options") or {}).get("previous_holder_on_own_collapse", False)
    return {"previous_rule": bool(option)}


_LIVE: dict[str, dict[str, Any]] = {
    "babel": {
        "players": _players,
        "scoring": _babel_scoring,
        "collapse": _babel_collapse,
        "rounds": _babel_rounds,
        "next-opener": _babel_next_opener,
        "first-opener": _babel_first_opener,
        "game-end": _babel_game_end,
    },
    "turm": {
        "players": _players,
        "setup": _turm_setup,
        "starter": _turm_starter,
        "bust": _turm_bust,
        "game-end": _turm_game_end,
        "star": _turm_star,
        "variants": _turm_variants,
    },
    "paletti": {
        "players": _players,
        "setup": _paletti_setup,
        "levels": _paletti_levels,
        "new-level": _paletti_levels,
        "seal": _paletti_seal,
        "points": _paletti_points,
        "give-up": _paletti_give_up,
        "game-end": _paletti_game_end,
        "variants": _paletti_variants,
    },
}


# ---- referee rules GAME [TOPIC] -----------------------------------------------------------


def resolve_game(name: str, lang: str) -> str | None:
    """A game id from an id or a name ("babel", "Villa Paletti", "Der Turm")."""
    folded = name.strip().casefold()
    if folded in GAMES:
        return folded
    for game, pattern in _GAME_NAMES[lang] + _GAME_NAMES["en" if lang == "de" else "de"]:
        if re.fullmatch(rf"(?:the |der |die |das )?(?:{pattern})", folded):
            return game
    return None


def rules_text(game_name: str, topic_text: str, lang: str) -> tuple[int, str]:
    """What ``referee rules`` prints and its exit code: the summary and the topics, one
    topic (by id or by a question), or an error naming what exists (exit code 2)."""
    renderer = get_renderer(lang)
    game = resolve_game(game_name, lang)
    first, _, rest = topic_text.strip().partition(" ")
    if game is None and first and resolve_game(f"{game_name} {first}", lang):
        game_name, topic_text = f"{game_name} {first}", rest  # "referee rules Der Turm"
        game = resolve_game(game_name, lang)
    if game is None:
        return 2, renderer.render("rules-cli-unknown-game", game=game_name)
    topics = entries(lang, game)
    for name in named_game(topic_text, lang)[1]:  # "referee rules Villa Paletti" unquoted
        topic_text = re.sub(rf"\b{re.escape(name)}\b", " ", topic_text, flags=re.IGNORECASE)
    if not topic_text.strip():
        lines = [renderer.render(f"rules-{game}-summary"), "", renderer.render("rules-topics")]
        width = max(len(e.topic) for e in topics)
        lines += [f"  {e.topic:<{width}}  {e.title}" for e in topics]
        return 0, "\n".join(lines)
    verdict = lookup(lang, game, topic_text)
    if verdict.kind == "answer" and verdict.best is not None:
        entry = verdict.best.entry
        return 0, f"{entry.title}\n{renderer.render_all([topic(entry, None, None)])}"
    error = renderer.render("rules-cli-unknown-topic", game=game, topic=topic_text.strip())
    if verdict.matches:
        close = [f"{m.entry.topic} ({m.entry.title})" for m in verdict.matches[:3]]
        return 2, error + " " + renderer.render("rules-cli-perhaps", topics=_or_list(close, lang))
    return 2, error + " " + renderer.render("rules-cli-list", topics=[e.topic for e in topics])
