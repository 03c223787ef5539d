"""Words of rule questions, in English and German: folding, stop words, numbers, synonyms
and stems (``Analyzer``), whether a text is a question, which game it names, and its pieces
(numbers, player count, players, pillars, levels, star rule) and kind (``pieces``).

Chat spellings, synonyms, phrases, kind cues and piece words are data in
``intents/<lang>/words/rules.yaml``."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

import snowballstemmer
import yaml

from ..resources import resource_dir
from .intents import star_word

# ---- words --------------------------------------------------------------------------------

_STOPWORDS = {
    "en": set(
        """a an the and or but if of at by for with about against between into through during
        before after above below to from up down in out on off over under again further then
        once here there all any both each few more most other some such nor not only own
        same so than too very s t can will just don should now i me my myself we our ours us
        you your yours he him his she her hers it its they them their theirs what which who
        whom this that these those am is are was were be been being have has had having do
        does did doing would could might must shall may whats hows whos thats theres heres
        lets im ive id youre dont doesnt didnt isnt arent wasnt werent hasnt havent hadnt
        wont wouldnt couldnt shouldnt mustnt how when where why please hey referee ref
        actually exactly really tell say said know explain question rule rules ok okay
        um uh well game anyone somebody someone get gets got happen happens happened
        still anyway tonight today currently right allowed allow permitted
        like mean means while bit little else elses come comes coming much ever whenever
        want wants good wait says thing things stuff something""".split()
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
        ists mach mache machen macht tun tue schon geht gehts dir
        dich euch ihm ihn ihnen jemals während wahrend bisschen heisst heißt bedeutet
        bedeuten einmal kann kannst
        können könnte muss musst müssen soll sollen sollte mag möchte nochmal
        moment wozu wofür wodurch woran worauf womit wovon gut gestern vorhin ding dinge
        dings sache zeug wäre wären wär""".split()
    ),
}

_FOLD = str.maketrans({"ä": "a", "ö": "o", "ü": "u", "ß": "ss", "’": "'", "‘": "'"})
_ORDINAL = re.compile(r"\b(\d+)(?:st|nd|rd|th|\.)?(?=\W|$)")


def fold(text: str) -> str:
    """Lower case, umlauts and ß spelled out, curly apostrophes straight."""
    return text.casefold().translate(_FOLD)


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
# German separable verb prefixes: "abheben", "anheben", "hochheben" all mean lifting.
_PREFIXES = sorted(
    """ab an auf aus ein fest her heraus herum hin hinaus hoch mit nach raus rein um vor
    weg zu zuruck zusammen durch""".split(),
    key=len,
    reverse=True,
)


@cache
def words_data(lang: str) -> dict[str, Any]:
    """``intents/<lang>/words/rules.yaml``: chat spellings, synonyms, phrases, kind cues and
    the words of a question's pieces."""
    path = resource_dir("intents") / lang / "words" / "rules.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8")) or {}


def _word_table(data: dict[str, str] | None) -> dict[str, str]:
    """``{meaning: "word word ..."}`` -> ``{word: meaning}``."""
    return {word: meaning for meaning, words in (data or {}).items() for word in words.split()}


class Analyzer:
    """Text -> content words (folded, numbers unified, stop words dropped) -> stems."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.stemmer = snowballstemmer.stemmer("german" if lang == "de" else "english")
        self.stopwords = {w.translate(_FOLD) for w in _STOPWORDS[lang]}
        self.numbers = _NUMBER_WORDS[lang]
        data = words_data(lang)
        self.chat = _word_table(data.get("chat"))
        self.synonyms = _word_table(data.get("synonyms"))
        self.phrases = [(re.compile(p), r) for p, r in data.get("phrases") or []]
        # number phrases: "a 4 with one gem" -> "4 with 1 gem", "an empty 3" -> "3 with 0"
        self.number_phrases = [(re.compile(p), r) for p, r in data.get("numbers") or []]

    def normal(self, text: str) -> str:
        """Folded text with chat spellings spelled out and ordinals as digits."""
        text = fold(unicodedata.normalize("NFC", text))
        text = text.replace("★", f" {star_word(self.lang).lower()} ").replace("'", "")
        text = _WORD.sub(lambda m: self.chat.get(m.group(), m.group()), text)
        return _ORDINAL.sub(r" \1 ", text)

    def numbered(self, text: str) -> str:
        """``normal`` text with number words as digits ("zu fünft" -> "zu 5")."""
        text = " ".join(_WORD.sub(lambda m: self._number(m.group()), self.normal(text)).split())
        for pattern, replacement in self.number_phrases:
            text = pattern.sub(replacement, text)
        return " ".join(text.split())

    def words(self, text: str) -> list[str]:
        text = self.normal(text)
        for pattern, replacement in self.phrases:
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


# ---- questions ----------------------------------------------------------------------------

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
        passiert geht gehört gehören bleibt bleiben endet fängt beginnt fange hast habt
        kriege krieg kriegt bekomme bekommt verliere verliert behalte behält zählt
        stimmt""".split()
    ),
}
_QUESTION_PHRASE = {
    "en": re.compile(
        r"\b(what happens|what if|is it allowed|am i allowed|allowed to|rule)"
        # a claim put to the referee ("Paul says the 0 had a gem"), a doubt said at the end
        r"|\b(?:says|claims|reckons|insists)\b|\bi (?:think|guess)\W*$"
        # a claim checked at the very end ("5 of us means 6 each right"), not "left or right"
        r"|(?<!\bor )(?<!\bthe )\b(?:right|correct|innit|isnt it)\W*$"
    ),
    "de": re.compile(
        r"\b(was passiert|was ist wenn|ist es erlaubt|erlaubt|regel)"
        r"|\b(?:behauptet|meint|sagt|findet)\b|\b(?:glaub|glaube|denk|denke) ich\W*$"
        r"|\boder\W*$"
    ),
}
# A sentence ending in a question mark, followed by a remark ("8 rounds?? that'll take
# forever lol"): asked all the same.
_ASKED_THEN_SAID = re.compile(r"\w\s*\?+\s+\S")
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


# A yes/no question starts its clause with a verb: an auxiliary or modal in English ("do I
# keep", "can a new level sit", "does he get"), in German any verb before its subject
# ("darf man", "verlier ich", "kriegt er"). Reports start with their subject ("I built",
# "Anna hat"), so such a clause asks even without a question mark. The words: the
# ``asking`` lists of intents/<lang>/words/rules.yaml.
@cache
def asking(lang: str) -> dict[str, frozenset[str]]:
    """The ``asking`` word lists of ``lang``, folded."""
    lists = words_data(lang).get("asking") or {}
    return {name: frozenset(fold(str(words)).split()) for name, words in lists.items()}


def asks(text: str, lang: str, players: tuple[str, ...] = ()) -> str | None:
    """How ``text`` asks by its word order: ``yes-no`` when an ``auxiliaries`` verb
    opens a clause before its subject ("tower fell on me do i keep my pts", "darf man nur
    das Dach abheben", "können wir zu zehnt spielen"), ``wh`` when a question word opens
    one ("so who opens"), else None. Not a bare question mark: "Anna built floor 3?" is a
    report said unsure."""
    folded = fold(text).replace("'", "")
    chat = analyzer(lang).chat
    folded = re.sub(r"\w+", lambda m: chat.get(m.group(), m.group()), folded)
    words_of = asking(lang)
    subjects = words_of["subjects"] | {fold(p) for p in players}
    wh = None
    for n, clause in enumerate(re.split(r"[,;:.!?–—]| - ", folded)):
        words = [w for w in re.findall(r"\w+", clause) if w not in _FILLERS[lang]]
        for i, word in enumerate(words[:-1]):
            if word not in words_of["auxiliaries"] or words[i + 1] not in subjects:
                continue
            told = word in words_of["told_verbs"] and words[i - 1] in words_of["told_ends"]
            if i == 0 or told:  # a question opens the clause, or follows what was told
                return "yes-no"
        if words and words[0] in words_of["prepositions"]:
            words = words[1:]  # "auf wie vielen Säulen", "in which round"
        if wh is None and words and words[0] in _QUESTION_WORDS[lang]:
            wh = "wh" if n == 0 else "wh-later"
    return wh


@cache
def _lead_ins(lang: str) -> re.Pattern[str] | None:
    """The ``lead_ins`` of ``words_data`` as one pattern at the start of a text."""
    said = [str(w).strip() for w in (words_data(lang).get("lead_ins") or []) if str(w).strip()]
    if not said:
        return None
    alternatives = "|".join(re.escape(w) for w in sorted(said, key=len, reverse=True))
    return re.compile(rf"^\W*(?:{alternatives})\s*[:,.!–—-]+\s*", re.IGNORECASE)


def without_lead_in(text: str, lang: str) -> str:
    """``text`` without a lead-in that only announces a question ("Kurze Frage in die
    Runde: …", "quick question, …"): its words ("Runde") would point to other topics."""
    pattern = _lead_ins(lang)
    if pattern is None:
        return text
    rest = pattern.sub("", text, count=1)
    return rest if rest.strip() else text


def asked_in_general(text: str, lang: str) -> bool:
    """Whether ``text`` has a word of ``in_general`` ("eigentlich", "usually"): asked of the
    game, not of this table ("kommt eigentlich jeder mal dran")."""
    return bool(asking(lang).get("in_general", frozenset()) & set(re.findall(r"\w+", fold(text))))


def asks_for_opener(text: str, lang: str) -> bool | str:
    """Whether ``text`` asks who starts ("who starts", "wer fängt an"): a word of the
    ``opener`` list of ``asking``; ``"general"`` when it is :func:`asked_in_general` ("wer
    fängt eigentlich an": the rule, not the table's opener)."""
    if not asking(lang).get("opener", frozenset()) & set(re.findall(r"\w+", fold(text))):
        return False
    return "general" if asked_in_general(text, lang) else True


def question_parts(text: str, lang: str) -> list[str]:
    """The questions ``text`` asks one after the other ("who's up and how many gems does
    Paula have?", "Wer ist dran und wie viele Steine hat Wiebke?"): split where a word of
    the ``joins`` list of ``asking`` opens a clause; every part asks by its word order.
    One part: ``[text]``."""
    joins = asking(lang).get("joins", frozenset())
    if not joins:
        return [text]
    words = "|".join(re.escape(w) for w in sorted(joins))
    split = re.split(rf"\s*,?\s+\b(?:{words})\b\s+", text.strip(), flags=re.IGNORECASE)
    parts = [p.strip(" ,") for p in split if p.strip(" ,")]
    if len(parts) < 2 or not all(asks(p, lang) in ("wh", "yes-no") for p in parts):
        return [text]
    return parts


def is_question(text: str, lang: str) -> bool:
    """Shaped like a question or a request to explain something."""
    folded = text.strip().casefold().replace("'", "").replace("’", "")
    chat = analyzer(lang).chat  # "wat", "hw", "cn": the words they stand for
    folded = re.sub(r"\w+", lambda m: chat.get(m.group(), m.group()), folded)
    if folded.endswith("?") or _QUESTION_PHRASE[lang].search(folded):
        return True
    if _ASKED_THEN_SAID.search(folded):  # "13 is worth 13 right? same as the others"
        return True
    if asks(text, lang) is not None:  # "verlier ich meine punkte wenn ...", "do i keep"
        return True
    for clause in re.split(r"[,;:.!]", folded):
        words = [w for w in re.findall(r"\w+", clause) if w not in _FILLERS[lang]]
        if words and words[0] in _QUESTION_START[lang]:
            return True
        if any(w in _QUESTION_WORDS[lang] for w in words[:5]):
            return True
    return False


# ---- game names ---------------------------------------------------------------------------

# Game names inside a question. Not the ``game`` list of intents/<lang>/common.yaml: there a
# name fills a whole slot, here it sits in a sentence, and in German "der Turm" is also the
# tower of every game ("was passiert, wenn der Turm einstürzt?" is a Babel question).
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

_GAME_IDS = tuple(game for game, _ in _GAME_NAMES["en"])


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


def resolve_game(name: str, lang: str) -> str | None:
    """A game id from an id or a name ("babel", "Villa Paletti", "Der Turm")."""
    folded = name.strip().casefold()
    if folded in _GAME_IDS:
        return folded
    for game, pattern in _GAME_NAMES[lang] + _GAME_NAMES["en" if lang == "de" else "de"]:
        if re.fullmatch(rf"(?:the |der |die |das )?(?:{pattern})", folded):
            return game
    return None


# ---- the pieces of a question -------------------------------------------------------------


@dataclass(frozen=True)
class Pieces:
    """What a rule question names besides its topic, and what it is about.

    ``kind``: ``now`` (the table as it stands), ``hypothetical`` ("what if ...") or
    ``general`` (the rules)."""

    kind: str = "general"
    numbers: tuple[int, ...] = ()
    count: int | None = None  # players ("with 5 people", "zu fünft")
    round_no: int | None = None  # a round ("round 2", "die dritte Runde")
    players: tuple[str, ...] = ()  # this table's players the question names
    pillar: str | None = None  # small, angular, thick
    levels: tuple[str, ...] = ()  # blue ... red, in the order named
    star: str | None = None  # super2, mirror, friendly4, cantstop
    tokens: frozenset[str] = field(default_factory=frozenset)
    mentioned: tuple[str, ...] = ()  # ``players`` in the order the question names them

    @property
    def number(self) -> int | None:
        return self.numbers[0] if self.numbers else None


# The placeholders a fact's phrasings use for a piece: "what is floor NUM worth".
# NOW: the question is about the table now ("who started this round").
TOKENS = ("NUM", "COUNT", "ROUND", "PLAYER", "PILLAR", "LEVEL", "STAR", "NOW")


@cache
def _piece_words(lang: str) -> dict[str, Any]:
    data = words_data(lang)
    pieces = data.get("pieces") or {}
    kinds = data.get("kinds") or {}
    return {
        "now": [re.compile(p) for p in kinds.get("now", [])],
        "hypothetical": [re.compile(p) for p in kinds.get("hypothetical", [])],
        "count": [re.compile(p) for p in pieces.get("count", [])],
        "round": [re.compile(p) for p in pieces.get("round", [])],
        "pillar": _word_table(pieces.get("pillar")),
        "level": _word_table(pieces.get("level")),
        "star": [
            (star, re.compile(rf"\b(?:{p})\b")) for star, p in (pieces.get("star") or {}).items()
        ],
    }


def question_kind(text: str, lang: str) -> str:
    """``now``, ``hypothetical`` or ``general``."""
    words = _piece_words(lang)
    normal = analyzer(lang).normal(text)
    if any(p.search(normal) for p in words["now"]):
        return "now"
    if any(p.search(normal) for p in words["hypothetical"]):
        return "hypothetical"
    return "general"


def pieces(text: str, lang: str, players: tuple[str, ...] = ()) -> Pieces:
    """The pieces of ``text``: numbers, player count, players, pillar, levels, star rule."""
    an = analyzer(lang)
    words = _piece_words(lang)
    numbered = an.numbered(text)
    star = next((s for s, p in words["star"] if p.search(numbered)), None)
    if star is not None:  # "super 2", "friendly 4": the rule's name is not a number
        numbered = next(p for s, p in words["star"] if s == star).sub(" ", numbered)
    count = None
    for pattern in words["count"]:
        found = pattern.search(numbered)
        if found:
            count = int(found.group(1))
            numbered = numbered[: found.start(1)] + " " + numbered[found.end(1) :]
            break
    round_no = None
    for pattern in words["round"]:
        found = pattern.search(numbered)
        if found:
            round_no = int(found.group(1)) if found.group(1).isdigit() else 1  # "round one"
            numbered = numbered[: found.start(1)] + " " + numbered[found.end(1) :]
            break
    numbers = tuple(int(n) for n in re.findall(r"\b\d+\b", numbered))
    tokens = _WORD.findall(numbered)
    pillar = next((words["pillar"][w] for w in tokens if w in words["pillar"]), None)
    levels = tuple(dict.fromkeys(words["level"][w] for w in tokens if w in words["level"]))
    named = tuple(p for p in players if _names(p, numbered))
    mentioned = tuple(sorted(named, key=lambda p: _named_at(p, numbered)))
    kind = question_kind(text, lang)
    found_tokens = {
        "NOW": kind == "now",
        "NUM": bool(numbers),
        "COUNT": count is not None,
        "ROUND": round_no is not None,
        "PLAYER": bool(named),
        "PILLAR": pillar is not None,
        "LEVEL": bool(levels),
        "STAR": star is not None,
    }
    return Pieces(
        kind=kind,
        numbers=numbers,
        count=count,
        round_no=round_no,
        players=named,
        pillar=pillar,
        levels=levels,
        star=star,
        tokens=frozenset(t for t, present in found_tokens.items() if present),
        mentioned=mentioned,
    )


def _named_at(player: str, normal: str) -> int:
    """Where the folded text first names ``player`` (its end when it does not)."""
    name = fold(player).replace("'", "")
    found = re.search(rf"\b{re.escape(name)}s?\b", normal)
    return found.start() if found else len(normal)


def _names(player: str, normal: str) -> bool:
    """Whether the folded text names ``player`` ("ben", "bens", "bens pillar")."""
    name = fold(player).replace("'", "")
    return re.search(rf"\b{re.escape(name)}s?\b", normal) is not None
