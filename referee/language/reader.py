"""The tolerant reader: what the templates miss, read from its pieces.

The hassil templates read exactly; this reader takes the rest, in two steps:

1. the sentence is tidied (chat and speech spellings respelled, fillers dropped) and tried
   on the templates once more, whole and clause by clause;
2. its pieces are spotted in any order -- numbers in every form, gem counts, pillars,
   levels, player names, negation and cue words, all listed in ``intents/<lang>/reader.yaml``
   -- and every intent they speak for becomes a :class:`Reading` with its evidence.

It knows words, not the game: the dialogue (``referee.dialogue.reading``) ranks the
readings by what the game expects now and acts, asks back or admits a miss.
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from typing import Any

from pydantic import BaseModel

from .intents import Intent, _clean, get_recognizer
from .pieces import Phrases, Token, Words, fold, spot_players, tokenize, vocabulary, words

CLEAR, THIN = 2, 1
"""Evidence: enough to act on (a cue and every piece the intent needs), or only to ask."""

_ELONGATED = re.compile(r"([^\W\d])\1{2,}")
_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?")
_GLUED = re.compile(r"([a-z]+)(\d+)")
_CLITICS = ("s", "ll", "re", "ve", "d", "m")
"""Endings after an apostrophe that leave a word what it is ("angular's", "I'm", "hab's")."""
_ADDED = re.compile(r"\+\d+")


class Reading(BaseModel):
    """One way to understand a sentence."""

    intent: Intent
    evidence: int
    report: bool
    """Whether it changes the game (a report), not only asks about it."""
    weight: int = 0
    """How much of the sentence it explains (words of its cue, slots filled): a tie-break."""
    exact: bool = False
    """The whole sentence read by the templates, after respelling and dropping fillers."""
    negated: bool = False
    """Said with a negation outside its cue ("Lena hasn't built at all")."""
    cued: bool = False
    """A cue word of its intent was said (not only its pieces)."""
    weak: bool = False
    """Its cue is only a weak one ("hat", "up"): a full cue of another report beats it."""
    whole: bool = False
    """Every piece its ``clear_with`` names was said, two or more ("tom fl 6", "a 2 with
    one"): unmistakable, even when thin -- if the game forbids it, the rule is said."""


class TolerantReader:
    """Readings of one language's sentences at one game's table."""

    def __init__(self, lang: str, game: str | None) -> None:
        self.lang, self.game = lang, game
        self.words: Words = words(lang)
        data = self.words.data
        self.specs: dict[str, dict[str, Any]] = dict(data.get("intents") or {})
        if game:
            self.specs.update((data.get("games") or {}).get(game) or {})
        self.cues = {name: Phrases(spec.get("cues") or []) for name, spec in self.specs.items()}
        self.weak_cues = {
            name: Phrases(spec.get("weak_cues") or []) for name, spec in self.specs.items()
        }
        self.not_with = {
            name: Phrases(spec.get("not_with") or []) for name, spec in self.specs.items()
        }
        self.thin_with = {
            name: Phrases(spec.get("thin_with") or []) for name, spec in self.specs.items()
        }
        w = self.words
        self.failure = Phrases(w.list("paletti", "failure"))
        self.inside = Phrases(w.list("gems", "inside"))
        self.full = Phrases(w.list("gems", "full"))
        self.empty = Phrases(w.list("gems", "empty"))
        self.star = Phrases(w.list("gems", "star"))
        self.last_gem = Phrases(w.list("gems", "last"))
        pillars = (w.data.get("paletti") or {}).get("pillar") or {}
        self.pillars = {kind: Phrases(phrases) for kind, phrases in pillars.items()}
        colours = (w.data.get("paletti") or {}).get("colour") or {}
        self.colours = {  # "the yellow small, not the blue": a colour is a piece too
            str(value): Phrases([str(k) for k, v in colours.items() if v == value])
            for value in dict.fromkeys(colours.values())
        }
        signs = sorted((str(k) for k in data.get("signs") or {}), key=len, reverse=True)
        self._signs = re.compile("|".join(re.escape(k) for k in signs) if signs else r"(?!)")
        self._sign_words = {str(k): str(v) for k, v in (data.get("signs") or {}).items()}
        self.respell = {fold(k): v for k, v in (data.get("respell") or {}).items()}
        self.glued = {fold(k): str(v) for k, v in (data.get("glued") or {}).items()}
        self.respell_as_written = {str(k).casefold() for k in data.get("respell") or {}}
        fillers = sorted((str(f) for f in data.get("fillers") or []), key=len, reverse=True)
        self._fillers = re.compile(
            r"(?<!\w)(?:" + "|".join(re.escape(f) for f in fillers) + r")(?!\w)", re.IGNORECASE
        )
        self.negation = {fold(w) for w in self.words.list("negation")}
        self.denies_next = {fold(w) for w in self.words.list("denies_next")}
        self.hypothetical = Phrases(self.words.list("hypothetical"))
        self._umlauts = {  # "wären", "würde": hypothetical only with their umlaut said
            tuple(fold(w) for w in str(e).split()): [
                any(c in "äöü" for c in w) for w in str(e).split()
            ]
            for e in self.words.list("hypothetical")
            if any(c in "äöü" for c in str(e).casefold())
        }
        self.opinion = Phrases(self.words.list("opinion"))
        self.advice = Phrases(self.words.list("advice"))
        self.restart = Phrases(self.words.list("restart"))
        self.restart_number = {fold(w) for w in self.words.list("restart_number")}
        self.sequence = Phrases(self.words.list("sequence"))
        self.past = {fold(w) for w in self.words.list("past")}
        self.question_endings = Phrases(self.words.list("question_endings"))
        self.question_tails = Phrases(self.words.list("question_tails"))
        self.question_starts = Phrases(self.words.list("question_starts"))
        self.tails_after = {fold(w) for w in self.words.list("question_tails_after")}
        self.tails_not_before = {fold(w) for w in self.words.list("question_tails_not_before")}
        self.questions = {
            key: {fold(w) for w in self.words.list("questions", key)}
            for key in (
                "first",
                "wh",
                "openers",
                "exclaim_next",
                "v2_openers",
                "echo",
                "echo_tail",
                "alternatives",
            )
        }
        self.count_after_no = {fold(w) for w in self.words.list("count_after_no")}
        joins = "|".join(re.escape(w) for w in self.words.list("clause_words"))
        self.joins = {fold(w) for w in self.words.list("clause_words")}
        self._clause_split = re.compile(
            r"[,;:.!?]| - | – " + (rf"|\s(?:{joins})\s" if joins else ""), re.IGNORECASE
        )
        self.with_words = {fold(w) for w in self.words.list("gems", "with")}
        self.counted = {fold(x) for x in self.words.list("numbers", "counted_nouns")}
        self.counted_after = Phrases(self.words.list("numbers", "counted_after"))
        self.counted_before = {fold(x) for x in self.words.list("numbers", "counted_before")}
        self.compare = {fold(x) for x in self.words.list("numbers", "compare")}
        self.vocabulary = vocabulary(lang)
        self.filler_words = {fold(w) for f in data.get("fillers") or [] for w in str(f).split()}
        self.gem_words = {fold(w) for w in self.words.list("gems", "words")}
        self.put_verbs = {fold(w) for w in self.words.list("gems", "put_verbs")}
        self.put_after = {fold(w) for w in self.words.list("gems", "put_after")}
        self.one_words = {fold(w) for w in self.words.list("gems", "one")}
        self.floor_words = {fold(w) for w in self.words.list("floor_words")}
        self.level_after = Phrases(w.list("paletti", "level_after"))
        self.someone = Phrases(self.words.list("someone", "words"))
        self.someone_reports = set(self.words.list("someone", "reports"))
        self.having = Phrases(self.words.list("gems", "having"))
        self.subject_after = {fold(w) for w in self.words.list("subject_after")}
        self.self_words = {fold(w) for w in self.words.list("self")}
        self.self_verbs = {fold(w) for w in self.words.list("self_verbs")}
        self.everyone = {fold(w) for w in self.words.list("everyone")}
        self.list_fillers = self.filler_words | {fold(w) for w in self.words.list("list_fillers")}
        self.back = Phrases(self.words.list("back_words"))
        self.admits = Phrases(self.words.list("admits"))
        self.another = Phrases(self.words.list("another"))
        self.dative_articles = {fold(x) for x in w.list("paletti", "dative_articles")}
        self.dative_before = {fold(x) for x in w.list("paletti", "dative_before")}
        self.calm = Phrases(self.words.list("calm"))
        self.retract = Phrases(self.words.list("retract"))
        self.addressed = Phrases(self.words.list("addressed"))
        self.noise = self.filler_words | {fold(w) for w in self.words.list("chatter")}
        self.waiting = Phrases(self.words.list("waiting"))
        self.instead = Phrases(self.words.list("instead"))
        self.retract_undo = Phrases(self.words.list("retract_undo"))
        self.kin = {fold(w) for w in self.words.list("kin")}
        self.reason = Phrases(self.words.list("background", "reason"))
        self.earlier = Phrases(self.words.list("background", "earlier"))
        self.unsure = Phrases(self.words.list("unsure"))
        self.habitual = Phrases(self.words.list("habitual"))

    @property
    def openers(self) -> Phrases:
        """The openers of a correction ("no, …", "nee, …", "hang on, …"), as the templates
        list them."""
        if self._openers is None:
            openers = get_recognizer(self.lang, self.game).openers
            said = [*openers.get("strong", ()), *openers.get("weak", ())]
            self._openers = Phrases([" ".join(_WORD.findall(o)) for o in said])
        return self._openers

    _openers: Phrases | None = None

    # ---- step 1: the templates once more, on a tidier sentence ---------------------

    def tidy(self, text: str) -> str:
        """Chat and speech spellings respelled ("whats" -> "what's", "noooo" -> "no"), signs
        read as words ("blue→green" -> "blue to green")."""
        text = self._signs.sub(lambda m: f" {self._sign_words[m.group(0)]} ", text)
        out = []
        for raw in re.findall(r"\S+", _ELONGATED.sub(r"\1", _clean(text, self.lang))):
            core = raw.strip(".,!?;:")
            key = fold(core)
            glued = _GLUED.fullmatch(key)  # "fl2", "rnd3": a respelled word, its number
            said = glued and (self.glued.get(glued.group(1)) or self.respell.get(glued.group(1)))
            if glued and said and key not in self.respell:
                raw = raw.replace(core, f"{said} {glued.group(2)}")
            elif key in self.respell and core and self._spelled_so(core):
                raw = raw.replace(core, self.respell[key])
            elif _ADDED.fullmatch(core):  # "13 +5": five added (points), no number of its own
                raw = raw.replace(core, f"plus {core[1:]}")
            out.append(raw)
        return " ".join(out)

    def _spelled_so(self, core: str) -> bool:
        """Whether ``core`` is a respelling's key as written, not only once folded: "nö"
        is no chat "no" (for "noch"); "eigstürzt" is listed with its umlaut."""
        said = core.casefold()
        return not any(c in "äöüß" for c in said) or said in self.respell_as_written

    def knows(self, token: Token) -> bool:
        """Whether a word is one the templates and word lists know, also with a clitic
        ("the angular's up", "mine's up", "hab's"): the word and its "'s" are known."""
        if token.word in self.vocabulary:
            return True
        return token.clitic in _CLITICS and token.base in self.vocabulary

    def is_self(self, text: str) -> bool:
        """Whether ``text`` is the speaker's own word for themselves ("me", "ich")."""
        return fold(text.strip()) in self.self_words

    def trim_fillers(self, name: str) -> str:
        """A name from a player list without fillers at its ends ("just Anna", "Ben again")."""
        words = name.split()
        phrases = sorted(
            (tuple(fold(p).split()) for p in self.list_fillers), key=len, reverse=True
        )  # "es spielen Ayşe": a filler of several words first
        trimmed = True
        while trimmed:
            trimmed = False
            for phrase in phrases:
                n = len(phrase)
                if len(words) > n and tuple(fold(w) for w in words[:n]) == phrase:
                    words, trimmed = words[n:], True
                elif len(words) > n and tuple(fold(w) for w in words[-n:]) == phrase:
                    words, trimmed = words[:-n], True
                if trimmed:
                    break
        return " ".join(words)

    def is_list_filler(self, text: str) -> bool:
        """Whether a part of a player list is no name at all ("ähm", "again", "nur")."""
        words = [fold(w) for w in text.split()]
        return bool(words) and all(w in self.list_fillers for w in words)

    def is_filler(self, text: str) -> bool:
        """Whether ``text`` is only fillers ("ähm", "ok so"): no name in a player list."""
        return bool(text.strip()) and not self.without_fillers(text)

    def without_fillers(self, text: str) -> str:
        return re.sub(r"\s+", " ", self._fillers.sub(" ", text)).strip(" ,.")

    def exact(self, text: str, players: list[str]) -> Intent | None:
        """The templates' reading of the whole sentence, respelled and without fillers."""
        candidate = self.without_fillers(self.tidy(text))
        if not candidate or candidate == text:
            return None
        if self._asks_at_end(tokenize(self.tidy(text), self.lang)) and not self._asks_at_end(
            tokenize(candidate, self.lang)
        ):
            return None  # "Ich hab die 0 aufgedeckt. Und nu?": the fillers asked
        return get_recognizer(self.lang, self.game).recognize(candidate, players)

    def _clause_readings(self, text: str, players: list[str]) -> list[Reading]:
        """Each clause alone through the templates ("done, thick one is up top")."""
        recognizer = get_recognizer(self.lang, self.game)
        out = []
        for clause in self._clauses(self.tidy(text)):
            clause = self.without_fillers(clause)
            first = fold(clause.split()[0]) if clause else ""
            if first in self.negation:  # "das war die eckige, nicht die dicke"
                continue
            intent = recognizer.recognize(clause, players) if clause else None
            if intent is not None and intent.name not in ("Yes", "No"):
                spec = self.specs.get(intent.name, {})
                report = bool(spec.get("report", intent.name not in QUERIES))
                weight = len(clause.split())
                out.append(Reading(intent=intent, evidence=CLEAR, report=report, weight=weight))
        return out

    # ---- step 2: the pieces --------------------------------------------------------

    def readings(self, text: str, players: list[str]) -> list[Reading]:
        """Every intent the pieces of ``text`` speak for, best first."""
        exact = self.exact(text, players)
        if exact is not None:
            spec = self.specs.get(exact.name, {})
            report = bool(spec.get("report", exact.name not in QUERIES))
            return [Reading(intent=exact, evidence=CLEAR, report=report, exact=True)]
        tokens = tokenize(self.tidy(text), self.lang)
        spot_players(tokens, players, self.lang)
        self._waited_for(tokens)
        self._subjects(tokens)
        self._relatives(tokens)
        self._datives(tokens)
        tokens = self._after_restart(tokens)
        opened = self._opener_end(tokens)  # "nein, nele hatte die kleine": that "nein"
        found = {name: self._cue_span(tokens, name) for name in self.specs}  # objects to
        for name, span in found.items():  # nothing, but "no way, I can get one" does
            if span and span[1] <= opened and not self.specs[name].get("corrects"):
                found[name] = self._cue_span(tokens, name, start=opened)
        earlier = self._background(tokens)  # "I built the second one last round": a cue
        for name, span in found.items():  # there tells of then, not of this turn
            while span and span[0] in earlier and self.specs[name].get("report"):
                span = self._cue_span(tokens, name, start=span[1])
            found[name] = span
        doubtful = self._placed(tokens, found)  # "put down kit: floor 7": no fall
        gaps = {n: self.cues[n].gap(tokens, span) for n, span in found.items() if span}
        for name, span in found.items():  # "gives up on the angular, it's stuck": no "up"
            if span and any(
                other != name and spec.get("report") and self.cues[other].covers(tokens, span)
                for other, spec in self.specs.items()
            ):
                found[name] = None
        negating = {  # cues holding a negation ("nix mehr")
            n
            for n, span in found.items()
            if span and any(t.word in self.negation for t in tokens[span[0] : span[1]])
        }
        spans = _outer(found, self.specs, gaps, negating)  # "gave up" is no "up"
        negations = self._negations(tokens, spans, gaps)
        question = self._questionish(text, tokens)
        strange = self._strange(tokens, spans)
        out: list[Reading] = []
        thinned: set[str] = set()  # readings asked about: no clause of them acts either
        several = False
        told = self._undone_then_told(tokens)
        for name, spec in self.specs.items():
            if told is not None and name != "Undo":  # "undo the star, it was a two, empty":
                slots = self._slots(name, told)  # the report is what it was, said last
            else:
                slots = self._slots(name, tokens, opened)
            if slots is None:
                continue
            several |= bool(slots.pop(_SEVERAL, False))
            counted = bool(slots.pop(_COUNTED, False))
            negated = _scoped(negations, spans[name], tokens, spans)
            said = self._reading(name, spec, slots, spans[name], tokens, negated, question, opened)
            for reading in said if counted or name in doubtful else ():
                reading.evidence = THIN
                thinned.add(name)
            out += said
        if not any(r.evidence >= CLEAR for r in out):
            out += [  # the templates, clause by clause
                r for r in self._clause_readings(text, players) if r.intent.name not in thinned
            ]
        hypothetical = self._hypothetical(tokens)
        if hypothetical:  # "if Ben builds seven he's ahead": nothing happened, and
            out = [  # "what if ..." asks a rule, not the table now
                r
                for r in out
                if not r.report
                or not _in_clauses(
                    self._real_span(tokens, r.intent.name, spans, hypothetical),
                    hypothetical,
                    tokens,
                )
            ]
            for reading in out:
                if not reading.report:
                    reading.evidence = THIN
        then = self._sequence_end(tokens)
        if several or then is not None:  # "four, then Ben five", "three and four are up",
            for reading in out:  # "a small and a thick": ask about the first
                if reading.report and not self._ends_story(reading, spans, tokens, then):
                    reading.evidence = THIN
        for reading in out:  # "Anton fängt mit 'ner Vier an, einer drin": the reveal says more
            yields, cued = self._yields_to(reading.intent.name)
            if any(
                _has(r.intent.slots, yields[r.intent.name]) and (r.cued or not cued)
                for r in out
                if r.intent.name in yields
            ):
                reading.evidence, reading.weight = THIN, 0
        for reading in out:
            safe = self.specs.get(reading.intent.name, {}).get("asks_first")
            if strange and reading.report and not safe and not (strange == "some" and reading.cued):
                reading.evidence = THIN  # words the referee does not know: ask, don't act
        if (
            self.unsure.find(tokens) is not None
            or self.habitual.find(tokens) is not None  # "I keep knocking it over": a habit
            or self._either_player(tokens)
        ):
            for reading in out:  # "weiß nich ob das vom turm war", "is it Mia or Chloé": ask
                if reading.report:
                    reading.evidence = THIN
        if self._someone_unnamed(tokens):  # "er hat gebaut", "she moved one": who did it?
            mine = any(t.word in self.self_words for t in tokens)
            for reading in out:
                if reading.intent.name not in self.someone_reports:
                    continue
                if not any(reading.intent.slots.get(k) is not None for k in _WHO_OR_WHAT):
                    reading.evidence = THIN
                elif not mine:  # "she did it, two's up": not the talker, whoever is on turn
                    reading.intent.slots[SOMEONE] = True
        beaten = {  # "we agree nothing can move any more": the end, not an announcement
            other
            for r in out
            if r.evidence >= CLEAR and r.cued
            for other in self.specs.get(r.intent.name, {}).get("beats") or ()
        }
        out = [r for r in out if r.intent.name not in beaten]
        out = self._attempts_ended(out, spans)
        out.sort(key=lambda r: (-r.evidence, -r.weight))
        return out

    def _attempts_ended(
        self, out: list[Reading], spans: dict[str, tuple[int, int] | None]
    ) -> list[Reading]:
        """ "Ines zieht die eckige – klemmt, gibt auf": a report whose cue is said after the
        cue of one it ends (``ends_attempt``) tells how that attempt ended; the attempt is no
        report of its own. Only of one piece ("a small and a thick" is asked anyway)."""
        ended: set[str] = set()
        for r in out:
            span = spans.get(r.intent.name)
            if r.evidence < CLEAR or not r.cued or span is None:
                continue
            for other in self.specs.get(r.intent.name, {}).get("ends_attempt") or ():
                began = spans.get(other)
                if began is not None and began[1] <= span[0]:
                    ended.add(other)
        return [r for r in out if r.intent.name not in ended]

    def _yields_to(self, name: str) -> tuple[dict[str, str], bool]:
        """The readings that say more than ``name`` when said with it, the slots they need
        for that, and whether their cue must be said (``yields_to``: an intent, with its
        ``clear_with``; or ``intent: slots``, cued): "Ben starts with a 4, one gem in it"
        is the reveal; "na gut, dann zieh ich meine kleine raus" a move, not an answer."""
        other = self.specs.get(name, {}).get("yields_to")
        if isinstance(other, dict):
            return {str(k): str(v) for k, v in other.items()}, True
        full = str(self.specs.get(other, {}).get("clear_with") or "") if other else ""
        return ({str(other): full} if full else {}), False

    def _either_player(self, tokens: list[Token]) -> bool:
        """Whether two players are set side by side to choose from, a word of
        ``alternatives`` between them ("is it you Mia Rose or Chloé", "özlem, oder wars
        lukas"): the talker asks which one, they report neither."""
        last: str | None = None
        between = False  # an "or" said since the last player
        for token in tokens:
            if token.player:
                if last is not None and token.player != last and between:
                    return True
                last, between = token.player, False if token.player != last else between
            elif last is not None and token.word in self.questions["alternatives"]:
                between = True
        return False

    def _someone_unnamed(self, tokens: list[Token]) -> bool:
        """Whether a player is spoken of only as "he"/"she"/"er hat" (``someone: words``)
        opening a clause, with no name said."""
        if any(t.player for t in tokens):
            return False
        firsts: dict[int, int] = {}
        for i, t in enumerate(tokens):
            if t.word not in self.filler_words:
                firsts.setdefault(t.clause, i)
        return any(self.someone.at(tokens, i) for i in firsts.values())

    def _placed(self, tokens: list[Token], found: dict[str, tuple[int, int] | None]) -> set[str]:
        """Cues that name a fall only as a lone word said of laying something down
        (``placing``: "put down kit: floor 7", "priya put the first floor down"): no cue
        there, a later one may count. The intents whose lone cue word is said of a floor
        alone ("floor one is down": laid, or fallen?) and ``floor_asks``: to be asked about."""
        doubtful: set[str] = set()
        for name, spec in self.specs.items():
            placing = spec.get("placing") or {}
            lone = {fold(w) for w in placing.get("cues") or []}
            verbs = {fold(w) for w in placing.get("verbs") or []}
            span = found.get(name)
            while span is not None and span[1] - span[0] == 1 and tokens[span[0]].word in lone:
                k, clause = span[0], tokens[span[0]].clause
                laid = any(
                    t.word in verbs and t.clause == clause for t in tokens[max(0, k - 5) : k]
                )
                if not laid:
                    floor = self._floor_said_in(tokens, clause)
                    if floor and str(placing.get("floor_asks")).casefold() == "true":
                        doubtful.add(name)
                    break
                span = self._cue_span(tokens, name, start=span[1])
                found[name] = span
        return doubtful

    def _floor_said_in(self, tokens: list[Token], clause: int) -> bool:
        """Whether a clause names a floor: a number (no player) or a word for one."""
        return any(
            t.clause == clause
            and ((t.number is not None and not t.player) or t.word in self.floor_words)
            for t in tokens
        )

    def _real_span(
        self,
        tokens: list[Token],
        name: str,
        spans: dict[str, tuple[int, int] | None],
        hypothetical: set[int],
    ) -> tuple[int, int] | None:
        """The first cue of ``name`` outside the clauses that speak of what did not happen
        ("nee, ich glaub da geht noch was, ich widerspreche": the objection is said)."""
        span = spans.get(name)
        while span is not None and tokens[span[0]].clause in hypothetical:
            later = self._cue_span(tokens, name, start=span[1])
            if later is None:
                break
            span = later
        return span

    def _opener_end(self, tokens: list[Token]) -> int:
        """Where a correction's opener ends ("no wait, …", "nee, …", "hang on, …"), when
        more is said after it; else 0."""
        first = next((i for i, t in enumerate(tokens) if t.word not in self.filler_words), 0)
        for start in dict.fromkeys((0, first)):
            length = self._opener_at(tokens, start)
            if length:
                end = start + length
                while end < len(tokens):  # "nee, halt, …", "no, wait, hang on, …": openers
                    more = self._opener_at(tokens, end)  # in a row -- not one that denies
                    if not more or end + more >= len(tokens):  # ("nee, das war keine Drei")
                        break
                    if any(t.word in self.negation for t in tokens[end : end + more]):
                        break
                    end += more
                return end if end < len(tokens) else 0
        return 0

    def _opener_at(self, tokens: list[Token], i: int) -> int:
        """How many words the longest correction opener starting at ``i`` has (0: none)."""
        for size in range(4, 0, -1):
            span = self.openers.find(tokens[i : i + size])
            if span is not None and span[0] == 0:
                return span[1]
        return 0

    def refers_back(self, text: str) -> bool:
        """Whether ``text`` says it is about what was reported already ("that fell
        actually", "die ist doch umgefallen")."""
        tokens = tokenize(self.tidy(text), self.lang)
        first = next((i for i, t in enumerate(tokens) if t.word not in self.filler_words), 0)
        return self.back.find(tokens, first + 1) is not None  # "actually, I object": an opener

    def admits_error(self, text: str) -> bool:
        """Whether ``text`` owns up to a mistake in what was reported ("I'm sorry, I read
        the disk wrong", "ich habe mich geirrt"), wherever in the sentence."""
        return self.admits.find(tokenize(self.tidy(text), self.lang)) is not None

    def retracted(self, text: str) -> bool:
        """Whether what ``text`` began is called off at its end ("wait undo, … no actually
        it was jo, never mind"; "undo that reveal... no wait, keep it"): nothing changes.
        A take-back is called off by more words than anything else ("keep it")."""
        tokens = tokenize(self.tidy(text), self.lang)
        said = [i for i, t in enumerate(tokens) if t.word not in self.filler_words]
        if len(said) < 2:
            return False
        end = said[-1] + 1
        for phrases in (self.retract, self.retract_undo):
            start = 0
            while (span := phrases.find(tokens, start)) is not None:
                start = span[1]
                if span[1] < end or span[0] <= said[0]:
                    continue  # "never mind, ben built six": before the report (fillers after)
                if phrases is self.retract:
                    return True
                if self.cues["Undo"].find(tokens[: span[0]]) is not None:
                    return True
        return False

    def restated(self, text: str) -> str | None:
        """What a take-back or a denied past says the last report was instead ("undo the
        star, it was actually a two, empty" -> "actually a two, empty"; "that wasn't the
        star, it was a two"): the words after a past word (``past``, not negated) said after
        the take-back's cue or the negated past; None when there is none."""
        tokens = tokenize(self.tidy(text), self.lang)
        undo = self.cues.get("Undo")
        span = undo.find(tokens) if undo else None
        denied = (  # "that wasn't the star", "das war gar nicht der Stern"
            i
            for i, t in enumerate(tokens)
            if t.word in self.past
            and any(u.word in self.negation and u.clause == t.clause for u in tokens[i : i + 4])
        )
        start = span[1] if span is not None else next(denied, -1) + 1
        if start == 0:
            return None
        at = self._said_past(tokens, start)
        if at is None or at + 1 >= len(tokens):
            return None
        out: list[str] = []
        for before, token in zip(tokens[at:], tokens[at + 1 :], strict=False):
            out.append((", " if token.clause != before.clause and out else " ") + token.text)
        return "".join(out).strip()

    def says_instead(self, text: str) -> bool:
        """Whether ``text`` says it changes an answer given ("I object instead"); a
        language without ``instead`` words takes every change as said so."""
        if not self.instead:
            return True
        return self.instead.find(tokenize(self.tidy(text), self.lang)) is not None

    def speaks_to_someone(self, text: str) -> bool:
        """Whether ``text`` speaks to a player ("hanna you start")."""
        return self.addressed.find(tokenize(self.tidy(text), self.lang)) is not None

    def tells_another(self, text: str) -> bool:
        """Whether ``text`` says its report comes after the last one ("another one", "noch
        'ne Eins", "sie macht weiter"), not instead of it."""
        return self.another.find(tokenize(self.tidy(text), self.lang)) is not None

    def denied(self, text: str) -> set[str]:
        """The pieces ``text`` denies ("not a two", "keine zwei", "not the angular"): the
        numbers as text and the pillar kinds."""
        tokens = tokenize(self.tidy(text), self.lang)
        out = set()
        for i, t in enumerate(tokens):
            if t.word in self.negation and self._denies_a_piece(tokens, i):
                for j in (i + 1, i + 2):
                    if j < len(tokens) and tokens[j].number is not None:
                        out.add(str(tokens[j].number))
                    for kind, phrases in (*self.pillars.items(), *self.colours.items()):
                        if j < len(tokens) and phrases.at(tokens, j):
                            out.add(kind)
        return out

    def speaks_of_self(self, text: str, verbs: bool = False) -> bool:
        """Whether ``text`` has a word for the speaker ("mine", "bei mir"); with ``verbs``
        a verb of the first person counts too ("hab die dicke hoch")."""
        said = self.self_words | (self.self_verbs if verbs else set())
        return any(t.word in said for t in tokenize(self.tidy(text), self.lang))

    def _sequence_end(self, tokens: list[Token]) -> int | None:
        """Where a sequence word after something said ends ("three, then Anna four",
        "gebaut und dann umgefallen"): two reports in one sentence. None: one."""
        span = self.sequence.find(tokens)
        while span is not None:
            if any(t.word not in self.filler_words for t in tokens[: span[0]]):
                return span[1] if span[1] < len(tokens) else None
            span = self.sequence.find(tokens, span[1])
        return None

    def _ends_story(
        self,
        reading: Reading,
        spans: dict[str, tuple[int, int] | None],
        tokens: list[Token],
        then: int | None,
    ) -> bool:
        """ "Carla put the ceiling on and then it all fell": a story of one turn told
        forward ends in what counts -- a collapse (``ends_story``) said last, with no other
        player or number after the sequence word."""
        span = spans.get(reading.intent.name)
        if then is not None and span is not None and span[0] < then:  # "die Decke ist
            span = self._cue_span(tokens, reading.intent.name, start=then)  # gerutscht und
        if then is None or span is None:  # dann alles fällt": its cue said again after it
            return False
        if not self.specs.get(reading.intent.name, {}).get("ends_story"):
            return False
        if self._numbers(tokens):  # "ben built five and then it fell": the five may have
            return False  # stood: ask (but "the small one" says no number)
        return not any(t.player for t in tokens[then:])

    def tells_a_habit(self, text: str) -> bool:
        """Whether ``text`` tells what happens again and again ("I keep knocking it over",
        "der fällt mir ständig um"), not what happened this turn."""
        return self.habitual.find(tokenize(self.tidy(text), self.lang)) is not None

    def hedged(self, text: str) -> bool:
        """Whether the talker says they are not sure of what they tell ("not sure it counts",
        "ich weiß nich, ob das vom Turm war"): a report in it is asked about."""
        return self.unsure.find(tokenize(self.tidy(text), self.lang)) is not None

    def speaks_of_past(self, text: str) -> bool:
        """Whether ``text`` speaks of what was ("die Zwei war leer", "it was a three")."""
        return any(t.word in self.past for t in tokenize(self.tidy(text), self.lang))

    def _hypothetical(self, tokens: list[Token]) -> set[int]:
        """The clauses that speak of a report not made (yet): "if", "imagine", "wenn",
        "angenommen", "that'd be" ("max reckons it's risky, he's announcing" announces)."""
        clauses = {t.clause for t in tokens if t.clitic == "d"}
        for phrases, reach in ((self.hypothetical, 2), (self.opinion, 1)):
            start = 0  # "if X, Y": both clauses; "Max reckons X, he announces": X only
            while (span := phrases.find(tokens, start)) is not None:
                if phrases is self.hypothetical and not self._umlaut_said(tokens, span):
                    start = span[1]  # "in der Drei waren zwei drin": a past, no "wären"
                    continue
                first = tokens[span[0]].clause
                ends = span[1] >= len(tokens) or tokens[span[1]].clause != first
                clauses.update(range(first, first + max(reach, 2 if ends else 1)))
                start = span[1]  # "Hanna meint, die Sechs hält nicht": what she thinks
        start = 0  # "careful with the roof", "jonas hör lieber auf": said to a player, but
        while (span := self.advice.find(tokens, start)) is not None:  # "ich hör lieber auf"
            first = tokens[span[0]].clause
            ends = span[1] >= len(tokens) or tokens[span[1]].clause != first
            told = set(range(first, first + (2 if ends else 1)))
            if not any(t.clause in told and t.word in self.self_words for t in tokens):
                clauses.update(told)
            start = span[1]
        return clauses

    def _umlaut_said(self, tokens: list[Token], span: tuple[int, int]) -> bool:
        """Whether a hypothetical word written with an umlaut ("wären") was said with it
        (or as "ae", "ue"), not as the past it folds to ("waren")."""
        said = tokens[span[0] : span[1]]
        marks = self._umlauts.get(tuple(t.word for t in said))
        if marks is None:
            return True
        return all(
            not marked or any(c in t.text.casefold() for c in "äöü")
            for t, marked in zip(said, marks, strict=False)
        )

    def _strange(self, tokens: list[Token], spans: dict[str, tuple[int, int] | None]) -> bool | str:
        """Words no template or word list knows: two or more, or one where a name would
        stand, at the start or right before a cue, with no player named ("Zoe got the five
        up", "sorry, Emil built it" at a table without Emil)."""
        unknown = [
            i
            for i, t in enumerate(tokens)
            if t.number is None and not t.player and not self.knows(t)
        ]
        if len(unknown) >= 3:
            return True
        if len(unknown) == 2:
            return "some"  # a cued reading survives two (a clause of feelings: "gutted, lol")
        if not unknown or any(t.player for t in tokens):
            return False
        first = next((i for i, t in enumerate(tokens) if t.word not in self.filler_words), None)
        cue_starts = {span[0] for span in spans.values() if span}
        return unknown[0] == first or unknown[0] + 1 in cue_starts

    def _reading(
        self,
        name: str,
        spec: dict[str, Any],
        slots: dict[str, Any],
        span: tuple[int, int] | None,
        tokens: list[Token],
        negated: bool,
        question: bool,
        opened: int = 0,
    ) -> list[Reading]:
        """How much speaks for ``name``: its cue and the pieces it ``needs`` (act); pieces
        that say it all (``clear_with``: act); pieces it can be read from ``alone``, or a
        cue without its pieces (ask)."""
        needs = spec.get("needs")
        has_needs = needs is None or _has(slots, needs)
        alone = spec.get("alone")
        known = all(t.number is not None or t.player or self.knows(t) for t in tokens)
        weak = False
        if span is None and self.weak_cues[name] and alone and _has(slots, alone) and known:
            span = self._cue_span(tokens, name, weak=True, start=opened)  # "nine's up"
            weak = span is not None
        if span is not None:
            evidence = CLEAR if has_needs else THIN
        elif spec.get("clear_with") and _has(slots, spec["clear_with"]):
            # "an empty two", "Lena, eight": the pieces say it all, if nothing else is said
            evidence = CLEAR if known else THIN
        elif alone and _has(slots, alone):
            evidence = THIN
        else:
            return []
        report = bool(spec.get("report"))
        if spec.get("question") and not question:
            evidence = THIN
        if self.not_with[name].find(tokens) is not None or (
            spec.get("not_with") and any(t.number is not None for t in tokens)
        ):
            evidence = THIN  # the words of another kind of question
        if self.thin_with[name].find(tokens) is not None:
            evidence = THIN  # "boah, fünf Steine zurück": gems going back, no take-back
        negative = negated and report and not spec.get("negative")
        if negative:
            evidence = THIN
        if span is not None and spec.get("cue_slot"):  # "the thick one's up", not only a
            slots = {**slots, str(spec["cue_slot"]): True}  # pillar: the pull worked
        reading = Reading(
            intent=Intent(name=name, slots=slots),
            evidence=evidence,
            report=report,
            weight=2 * (span[1] - span[0] if span else 0) + len(slots),
            negated=negative,
            cued=span is not None,
            weak=weak,
            whole=_whole(spec, slots),
        )
        return [reading]

    def is_question(self, text: str) -> bool:
        """Shaped like a question: a question mark, a question word up front, or a closing
        "now what?" / "was nun?"."""
        tokens = tokenize(self.tidy(text), self.lang)
        return self._questionish(text, tokens)

    def offers_choice(self, text: str) -> bool:
        """Whether ``text`` sets two things side by side to choose from ("youngest or
        oldest", "jüngste oder älteste"): a word of ``alternatives`` between two words. Said
        after a question, it goes on asking; it reports nothing."""
        words = [t.word for t in tokenize(self.tidy(text), self.lang)]
        return any(w in self.questions["alternatives"] for w in words[1:-1])

    def _clauses(self, text: str) -> list[str]:
        """The parts of a sentence at punctuation and joining words ("and", "und")."""
        parts = [p.strip() for p in self._clause_split.split(text)]
        parts = [p for p in parts if p]
        return parts if len(parts) > 1 else []

    def _questionish(self, text: str, tokens: list[Token]) -> bool:
        """A question mark; a question word first ("wer ist dran", "whats the score") or a
        wh-word opening a later clause ("hold on, who's up") but no exclamation ("what a
        mess"); or "now what" at the end."""
        if "?" in text:
            return True
        q = self.questions
        for n, clause in enumerate(dict.fromkeys(t.clause for t in tokens)):
            said = [t for t in tokens if t.clause == clause]
            words = [t for t in said if t.word not in q["openers"]]
            skipped = said[: said.index(words[0])] if words else said
            after_then = self.sequence.find(skipped) is not None  # "dann ist alles eingestürzt"
            after_then |= any(t.word in q["v2_openers"] for t in skipped)  # "jetzt is alles …"
            asking = q["first"] if n == 0 and not after_then else q["wh"]
            exclaims = len(words) > 1 and words[1].word in q["exclaim_next"]
            if words and words[0].word in asking and not exclaims:
                return True
        return self._asks_at_end(tokens) or self._echoes(tokens) or self._asks_after(tokens)

    def asks_after(self, text: str) -> bool:
        """Whether a question is said after a report, without a mark ("… was mach ich",
        "… what now"); not a tag ("…, right"): it only asks to confirm."""
        tokens = tokenize(self.tidy(text), self.lang)
        return bool(tokens) and self._asks_after(tokens)

    def _asks_after(self, tokens: list[Token]) -> bool:
        """A question said after a report without a mark ("vier mit vier drin was mach ich",
        "the four is full what happens", "… können wir einfach aufhören"). An inversion
        (not a wh-word) right after a word that puts the verb second ("jetzt darf ich
        aufhören") or before a negation ("die kann ich nicht rausziehen") is a statement."""
        said = [t for t in tokens if t.word not in self.questions["openers"]]
        first = self.question_starts.find(said[:2])
        if first is not None and first[0] == 0 and said[0].word not in self.tails_after:
            return True  # "kommt eigentlich jeder mal dran"
        start = 0
        while (span := self.question_tails.find(tokens, start)) is not None:
            i, end = span
            start = i + 1
            if tokens[i].word in self.questions["wh"]:
                return True
            before = tokens[i - 1].word if i > 0 else None
            after = tokens[end].word if end < len(tokens) else None
            if tokens[i].word in self.tails_after:
                continue  # "und ich dann": no verb first
            if before not in self.tails_after and after not in self.tails_not_before:
                return True
        return False

    def _echoes(self, tokens: list[Token]) -> bool:
        """An echo question: a question word at the end, maybe with "again" after it ("the
        roof goes where again", "dach kommt wohin nochmal")."""
        words = [t.word for t in tokens]
        while words and words[-1] in self.questions["echo_tail"]:
            words.pop()
        return len(words) > 1 and words[-1] in self.questions["echo"]

    def _asks_at_end(self, tokens: list[Token]) -> bool:
        span = self.question_endings.find(tokens[-3:])
        return span is not None and span[1] == len(tokens[-3:])

    def _waited_for(self, tokens: list[Token]) -> None:
        """ "max said yes already, we're waiting on sofi": who is still waited for did
        nothing; the names in that clause are no one's report."""
        start = 0
        while (span := self.waiting.find(tokens, start)) is not None:
            clause = tokens[span[0]].clause
            for t in tokens:
                if t.clause == clause:
                    t.player, t.possessive = None, False
            start = span[1]

    def _subjects(self, tokens: list[Token]) -> None:
        """ "Carla's got a two", "Ben's up": a name with 's before a verb is the subject."""
        for i, token in enumerate(tokens):
            if token.player and token.possessive and token.clitic == "s":
                after = tokens[i + 1].word if i + 1 < len(tokens) else ""
                if not after or after in self.subject_after:
                    token.possessive = False

    def _said_past(self, tokens: list[Token], start: int) -> int | None:
        """Where the first past word (``past``, not negated) after ``start`` is: what follows
        it tells what the last report was (:meth:`restated`, :meth:`_undone_then_told`)."""
        return next(
            (
                i
                for i in range(start, len(tokens))
                if tokens[i].word in self.past and tokens[i].word not in self.negation
            ),
            None,
        )

    def _undone_then_told(self, tokens: list[Token]) -> list[Token] | None:
        """ "nimm die drei zurück, das war eigentlich ne zwei": after an undo's cue, a past
        word and a number or pillar after it -- the words after it, which tell what it was."""
        undo = self.cues.get("Undo")
        cue = undo.find(tokens) if undo is not None else None
        if cue is None:
            return None
        k = self._said_past(tokens, cue[1])
        if k is None:
            return None
        rest = tokens[k + 1 :]
        pieces = any(t.number is not None for t in rest) or any(
            p.find(rest) is not None for p in self.pillars.values()
        )
        return rest if pieces else None

    def _datives(self, tokens: list[Token]) -> None:
        """ "Kira nimmt Mats die eckige weg", "ich nehm dem Johannes die kleine raus": a name
        said after the one who takes (a name or a word for the speaker, in its clause) and
        right before an
        article (``paletti: dative_articles``) and a pillar is whose pillar it is."""
        if not self.dative_articles:
            return
        for i, token in enumerate(tokens):
            if not token.player or token.possessive or i + 2 >= len(tokens):
                continue
            if tokens[i + 1].word not in self.dative_articles:
                continue
            if not any(p.at(tokens, j) for p in self.pillars.values() for j in (i + 2, i + 3)):
                continue
            earlier = [t for t in tokens[:i] if t.clause == token.clause]
            joined = [k for k, t in enumerate(earlier) if t.word in self.joins]
            earlier = earlier[joined[-1] + 1 :] if joined else earlier  # "… und Marie die kleine"
            if any(t.player or t.word in self.self_words for t in earlier) or (
                earlier and earlier[-1].word in self.dative_before
            ):
                token.possessive = True

    def _relatives(self, tokens: list[Token]) -> None:
        """ "die jüngste ist Jonas' Schwester Mia", "Tom's little sister Mia", "Ben, Lena's
        brother": a name said with a word for a relative (``kin``) and another name is only
        whose relative the other is -- the other name is the one meant."""
        named = [i for i, t in enumerate(tokens) if t.player]
        if len(named) < 2:
            return
        for k, i in enumerate(named):
            near = range(i + 1, min(len(tokens), i + 4))
            kin = next((j for j in near if tokens[j].word in self.kin), None)
            if kin is None:
                continue
            after = [j for j in named if kin < j <= kin + 3]
            before = [j for j in named[:k] if i - j <= 3 and tokens[j].clause == tokens[i].clause]
            if after or before:  # "Jonas' Schwester Mia" / "Ben, Lenas Bruder"
                tokens[i].possessive = True

    def _cue_span(
        self, tokens: list[Token], name: str, weak: bool = False, start: int = 0
    ) -> tuple[int, int] | None:
        """Where a cue of ``name`` is said (from ``start`` on: a correction's opener
        corrects, it is no cue of its own)."""
        phrases = (self.weak_cues if weak else self.cues)[name]
        span = phrases.find(tokens, start)
        if span is not None:
            gap = phrases.gap(tokens, span)  # "fängt hanna an": the name is between its words
            said = range(span[0], span[1])
            if any(tokens[i].player for i in said if i not in gap):
                return None  # a name is no cue ("Ben" is not "bin")
        return span

    def _negations(
        self,
        tokens: list[Token],
        spans: dict[str, tuple[int, int] | None],
        gaps: dict[str, set[int]] | None = None,
    ) -> list[int]:
        """Where negation words stand outside every cue that holds one ("couldn't get it
        out" is a cue of its own, "ich stell die *nicht* hoch" is not); "no gems", "keine
        Steine" are counts, not negations."""
        inside: set[int] = set()
        for name, span in spans.items():
            if span:
                inside.update(set(range(*span)) - (gaps or {}).get(name, set()))
        for phrases in (self.empty, self.calm):  # "nobody put anything in", "nobody breathe"
            start = 0
            while (said := phrases.find(tokens, start)) is not None:
                if phrases is self.calm or said[1] - said[0] > 1:  # "nix" alone negates
                    inside.update(range(*said))
                start = said[1]
        found = []
        for i, token in enumerate(tokens):
            if token.word in self.negation and i not in inside:
                after = tokens[i + 1].word if i + 1 < len(tokens) else ""
                if after in self.gem_words or after in self.count_after_no:
                    continue
                if self._counts_no_gem(tokens, i):
                    continue  # "there wasn't a gem in it": a count of none
                if after and self.inside.at(tokens, i + 1):
                    continue  # "keiner drin": none in it
                if self._denies_a_piece(tokens, i):
                    continue  # "a two, not a one", "die eckige, nicht die dicke"
                if self._denies_a_person(tokens, i):
                    continue  # "jo starts, not me", "nicht Zoé fängt an, sondern Ole"
                found.append(i)
        return found

    def _denied_players(self, tokens: list[Token]) -> set[int]:
        """Where a player is named under a negation in their clause ("not Zoé", "it isn't
        Cal who", "nicht Zoé fängt an"): the report is not theirs."""
        return {
            i
            for i, t in enumerate(tokens)
            if t.player
            and any(
                tokens[j].word in self.negation and tokens[j].clause == t.clause
                for j in range(max(0, i - 2), i)
            )
        }

    def _admitting(self, tokens: list[Token]) -> set[int]:
        """The clauses that own up to a mistake ("I'm sorry, I gave you the wrong name"):
        their "I" is who made the mistake, not who the report is about."""
        out: set[int] = set()
        start = 0
        while (span := self.admits.find(tokens, start)) is not None:
            out.update(tokens[i].clause for i in range(*span))
            start = span[1]
        return out

    def _denies_a_person(self, tokens: list[Token], i: int) -> bool:
        """Whether the negation at ``i`` denies the player (or "me") right after it while
        another player is named: it says who, not that nothing happened."""
        j = i + 1
        if j >= len(tokens) or tokens[j].clause != tokens[i].clause:
            return False
        if not tokens[j].player and tokens[j].word not in self.self_words:
            return False
        return any(t.player and t.player != tokens[j].player for t in tokens)

    def _counts_no_gem(self, tokens: list[Token], i: int) -> bool:
        """Whether the negation at ``i`` counts no gem ("wasn't a gem", "not a single
        gem"): a count of none, not a denial of the report."""
        j = i + 1
        while j < len(tokens) and tokens[j].word in self.one_words and j < i + 3:
            j += 1
        return i + 1 < j < len(tokens) and tokens[j].word in self.gem_words

    def _denies_a_piece(self, tokens: list[Token], i: int) -> bool:
        """Whether the negation at ``i`` denies a number or a pillar said right after it in
        its clause and after another one ("a two, not a one"): a correction of a piece."""
        near = [
            j for j in (i + 1, i + 2) if j < len(tokens) and tokens[j].clause == tokens[i].clause
        ]
        if any(tokens[j].number is not None and not tokens[j].player for j in near):
            earlier = any(t.number is not None and not t.player for t in tokens[:i])
            # "not four, it fell", "not a zero": the number is denied, not what follows
            return earlier or self._number_right_after(tokens, i)
        for pieces in (self.pillars, self.colours):  # "the angular, not the small one"
            if any(p.at(tokens, j) for p in pieces.values() for j in near):
                return any(p.find(tokens[:i]) is not None for p in pieces.values())
        return False

    def _number_right_after(self, tokens: list[Token], i: int) -> bool:
        """A number right after the word at ``i``, or after an article ("not a zero")."""
        articles = {fold(w) for w in self.words.list("articles")}
        j = i + 1
        if j < len(tokens) and tokens[j].word in articles:
            j += 1
        return (
            j < len(tokens)
            and tokens[j].number is not None
            and not tokens[j].player
            and tokens[j].clause == tokens[i].clause
        )

    def _after_restart(self, tokens: list[Token]) -> list[Token]:
        """ "a one with nothing, no wait, a one with one": only what follows the restart."""
        span = self.restart.find(tokens, start=1)
        while span is not None and span[1] < len(tokens):
            if not any(t.word not in self.noise for t in tokens[span[1] :]):
                break  # "mine's down, sorry guys": nothing is said again after it
            tokens = tokens[span[1] :]
            span = self.restart.find(tokens, start=1)
        for i in range(len(tokens) - 1, 0, -1):  # "drei gebaut, nee vier": a new number
            starts = tokens[i].clause != tokens[i - 1].clause
            if starts and tokens[i].word in self.restart_number and tokens[i + 1 :]:
                if tokens[i + 1].number is not None:
                    return tokens[i + 1 :]
        return tokens

    # ---- slots per intent ---------------------------------------------------------

    def _slots(self, name: str, tokens: list[Token], opened: int = 0) -> dict[str, Any] | None:
        denied = self._denied_players(tokens)
        subjects = [t.player for i, t in enumerate(tokens) if t.player and not t.possessive]
        if any(i not in denied for i, t in enumerate(tokens) if t.player and not t.possessive):
            subjects = [  # "not Zoé starts but Ole": Ole
                t.player
                for i, t in enumerate(tokens)
                if t.player and not t.possessive and i not in denied
            ]
        owners = [t.player for t in tokens if t.player and t.possessive]
        named_at = next((i for i, t in enumerate(tokens) if t.player), len(tokens))
        owned = self._admitting(tokens)  # "I'm sorry, I got it wrong: Ana opens"
        if any(
            t.word in self.self_words and t.clause not in owned for t in tokens[:named_at]
        ) and name not in (
            "Scores",
            "WhoseTurn",
        ):
            subjects = []  # "ich fang an, bin jünger als Kalle": the speaker, not Kalle
        subject = subjects[0] if subjects else None
        owner = owners[0] if owners else None
        slots: dict[str, Any] = {}
        if name in ("Scores", "WhoseTurn"):
            if subject or owner:
                slots["player"] = subject or owner
            elif any(t.word in self.self_words for t in tokens):
                slots["self"] = True
            return slots
        if name in ("BabelBuild", "BabelCollapse"):
            numbers = self._numbers(tokens)
            floors = self._floors_said(tokens)
            if any(t.number is not None for t in tokens):  # "acht Stockwerke, Wahnsinn",
                # "no not four": no floor either
                denied = {t.number for i, t in enumerate(tokens) if self._denied(tokens, i)}
                counted = [n for n in numbers if n not in floors and n not in denied]
                numbers = [n for n in numbers if n in floors]
                fallen = name == "BabelCollapse" and self._floors_counted(tokens, counted)
                if counted and not numbers and not fallen:  # "twelve floors and it's still
                    slots[_COUNTED] = True  # standing": a count, not the next floor: ask
            if numbers:  # a collapse's number names the floor that fell ("the three fell")
                slots["number" if name == "BabelBuild" else "floor"] = numbers[0]
            if len(floors) > 1:  # "three and four are up", "five to seven"
                slots[_SEVERAL] = True
            if owner or subject:  # "Paul's six is fine": Paul built it
                slots["player"] = owner or subject
            return slots
        if name in (
            "BabelOpener",
            "TurmEndTurn",
            "TurmStarter",
            "PalettiAnnounce",
            "PalettiObject",
        ):
            if subject or owner:
                slots["player"] = subject or owner
            return slots
        if name == "PalettiAccept":  # "Max is fine with it", "everyone agrees"
            if any(t.word in self.everyone for t in tokens):
                slots["all"] = True
            elif subjects:
                slots["player"] = subjects[0]
                if len(subjects) > 1:
                    slots["second"] = subjects[1]
                if len(subjects) > 2:  # "Svenja ok, Jürgen ok, Ida auch ok"
                    slots["third"] = subjects[2]
            return slots
        if name == "PalettiCollapse":
            if subject:
                slots["player"] = subject
            return slots
        if name == "TurmNumber":  # "a six!": a bare number with an article at most
            articles = {fold(w) for w in self.words.list("articles")}
            numbers = [t.number for t in tokens if t.number is not None]
            if len(numbers) != 1 or any(
                t.number is None and t.word not in articles for t in tokens
            ):
                return None
            return {"number": numbers[0]}
        if name in ("TurmReveal", "TurmGems"):
            return self._turm(name, tokens, subject or owner)
        if name in ("PalettiMove", "PalettiGiveUp", "PalettiRemove", "PalettiChallenge"):
            slots = self._paletti(tokens)
            if name == "PalettiChallenge":
                # "stimmt nicht, Mia hat sie doch rausgekriegt": the opener's "nicht" says
                # the last report was wrong, not that the attempt failed
                failed = self.failure.find(tokens, opened) is not None
                return {"success": not failed, **_several_of(slots)}
            if name != "PalettiRemove" and (subject or owner):
                slots["player"] = subject or owner  # "Sophie's thick is up": Sophie moved it
            elif subject:
                slots["player"] = subject
            if owner:
                slots["owner"] = owner
            return slots
        return slots

    def _floors_counted(self, tokens: list[Token], counted: list[int]) -> bool:
        """Whether every number in ``counted`` counts floors ("the top two floors toppled"):
        how much fell, which a fall needs not say -- not players ("the three of us")."""
        said = [
            i
            for i, t in enumerate(tokens)
            if t.number in counted and not t.player and not t.ordinal
        ]
        return bool(said) and all(
            i + 1 < len(tokens) and tokens[i + 1].word in self.floor_words for i in said
        )

    def _denied(self, tokens: list[Token], i: int) -> bool:
        """Whether a piece at ``i`` follows a negation in its clause ("not the angular"),
        or a word that denies what comes right after it ("no zero", "come on no four")."""
        if (
            i > 0
            and tokens[i - 1].word in self.denies_next
            and tokens[i - 1].clause == (tokens[i].clause)
        ):
            return True
        return any(
            tokens[j].word in self.negation and tokens[j].clause == tokens[i].clause
            for j in range(max(0, i - 2), i)
        )

    def negated_numbers(self, text: str) -> set[int]:
        """The numbers ``text`` says only under a negation ("no zero please", "keine
        Null", "not a four"): a report of them was not made."""
        tokens = tokenize(self.tidy(text), self.lang)
        denied = {
            t.number
            for i, t in enumerate(tokens)
            if t.number is not None and not t.player and self._denied(tokens, i)
        }
        said = {
            t.number
            for i, t in enumerate(tokens)
            if t.number is not None and not t.player and not self._denied(tokens, i)
        }
        return {n for n in denied - said if n is not None}

    def _counts_something(self, token: Token) -> bool:
        """A word after a number that no list knows: the number counts it ("3 kids")."""
        return token.number is None and not token.player and not self.knows(token)

    def _background(self, tokens: list[Token]) -> set[int]:
        """Where a sentence tells of the time before this turn (``background``): from a
        word of reason to the end of its clause ("… because I had the two"), and a clause
        that names an earlier round ("I built the second one last round")."""
        out: set[int] = set()
        for phrases, whole in ((self.reason, False), (self.earlier, True)):
            start = 0
            while (span := phrases.find(tokens, start)) is not None:
                first, end = span[0], span[1]  # a clause ends at "and", "but", "then" too
                while whole and first > 0 and self._same_part(tokens, first - 1, first):
                    first -= 1
                while end < len(tokens) and self._same_part(tokens, end, end - 1):
                    end += 1
                out.update(range(first, end))
                start = span[1]
        return out

    def _same_part(self, tokens: list[Token], i: int, j: int) -> bool:
        """Whether the words at ``i`` and its neighbour ``j`` stand in one part of a clause:
        one clause, and no joining word ("and", "und") at the later one."""
        later = max(i, j)
        return tokens[i].clause == tokens[j].clause and tokens[later].word not in self.joins

    def _numbers(self, tokens: list[Token]) -> list[int]:
        """The numbers said, ordinals first; "one" as a pronoun ("the thick one") is none,
        nor a number told of the time before this turn (``background``)."""
        after = {fold(w) for w in self.words.list("numbers", "pronoun_after")}
        found: list[tuple[bool, int]] = []
        before = self._background(tokens)
        for i, t in enumerate(tokens):
            if t.number is None or t.player or i in before:
                continue
            if t.number == 1 and not t.ordinal and i > 0 and self._pronoun_one(tokens, i, after):
                continue
            if i + 1 < len(tokens) and self._counts_something(tokens[i + 1]):
                continue
            if self.counted_after.at(tokens, i + 1):  # "three at once": floors lifted
                continue
            found.append((not t.ordinal, t.number))
        if not found:
            sounds = self.words.sounds
            found = [
                (True, sounds[t.word])
                for i, t in enumerate(tokens)
                if t.word in sounds and not self._sound_is_word(tokens, i)
            ][:1]
        found.sort(key=lambda f: f[0])
        return list(dict.fromkeys(n for _, n in found))

    def _sound_is_word(self, tokens: list[Token], i: int) -> bool:
        """Whether a homophone of a number at ``i`` is the word it sounds like, by the word
        before it ("wants to", "going to", "has to", "waiting for"): no number."""
        before = {fold(x) for x in self.words.list("numbers", "sounds_not_after")}
        return i > 0 and tokens[i - 1].word in before

    def _pronoun_one(self, tokens: list[Token], i: int, after: set[str]) -> bool:
        """ "the thick one", "the fourth one", "nice one": "one" stands for a thing."""
        return tokens[i - 1].word in after or tokens[i - 1].ordinal

    def _floors_said(self, tokens: list[Token]) -> set[int]:
        """The floor numbers a Babel report says, each once: none denied ("not three,
        four"), none that counts something ("ten floors", "three points", "round two"),
        none in a comparison ("steht wie 'ne Eins")."""
        said = set()
        earlier = self._background(tokens)
        for i, t in enumerate(tokens):
            if t.number is None or t.player or self._denied(tokens, i) or i in earlier:
                continue
            following = tokens[i + 1] if i + 1 < len(tokens) else None
            if following and following.word in self.counted and following.clitic != "s":
                continue  # "ten floors", but "the first floor's on" is a floor
            before = {tokens[j].word for j in range(max(0, i - 2), i)}
            # "round two" counts rounds; "new round, first floor stands" is floor one
            counted = i > 0 and tokens[i - 1].word in self.counted_before
            if (counted and tokens[i - 1].clause == t.clause) or before & self.compare:
                continue
            said.add(t.number)
        return said & set(self._numbers(tokens))

    def _turm(self, name: str, tokens: list[Token], who: str | None) -> dict[str, Any] | None:
        w = self.words
        tokens = self._heard_numbers(tokens)
        ones = {fold(x) for x in w.list("gems", "one")}
        articles = {fold(x) for x in w.list("articles")}
        used: set[int] = set()
        gems: Any = None
        for i, t in enumerate(tokens):  # "two gems", "a gem", "einer drin"
            rest = tokens[i + 1 :]
            if not rest:
                break
            if self._put_in(tokens, i):
                used = used | {i}  # "drops a gem in": what the player puts in, not what was
                continue
            counts = rest[0].clause == t.clause and (  # "empty 3, gem in": no count
                rest[0].word in self.gem_words or self.inside.at(rest, 0)
            )
            if counts and self._denied(tokens, i):
                used = used | {i}  # "there wasn't a gem in it": no count of what was there
                continue
            if counts and t.number is not None and self.empty.find(tokens[:i]) is not None:
                used = used | {i}  # "the star, empty -> two in": what goes in after it
                continue
            if counts and t.number is not None and i > 0 and tokens[i - 1].word in articles:
                continue  # "a floor with a two on it": the disk, no count
            if counts:
                if t.number is not None:
                    gems, used = t.number, used | {i}
                    break
                if t.word in ones:
                    gems, used = 1, used | {i}
                    break
        for i in range(len(tokens) - 1):  # "a three with one", "'ne Drei mit einem und ..."
            if gems is None and tokens[i].word in self.with_words and tokens[i + 1].word in ones:
                ends = i + 2 == len(tokens) or tokens[i + 2].clause != tokens[i + 1].clause
                later = any(  # "nee, mit zwei" -- but "mit einem, nicht ne eins" denies it
                    t.number is not None and not self._denied(tokens, k)
                    for k, t in enumerate(tokens[i + 2 :], start=i + 2)
                )
                denial = not ends and tokens[i + 2].word in self.negation
                if (ends or denial or tokens[i + 2].word in self.joins) and not later:
                    gems, used = 1, used | {i + 1}
        held = [
            i
            for i, t in enumerate(tokens)
            if (t.number is not None or (t.word in ones and self._alone(tokens, i)))
            and self._held(tokens, i)
        ]
        if gems is None and held and not self._put_in(tokens, held[0]):
            count = tokens[held[0]].number  # "the four, it's got one", "die hat einen"
            gems, used = (1 if count is None else count), used | {held[0]}
        pronouns = {fold(x) for x in w.list("gems", "pronoun_one")}
        if gems is None and any(
            t.word in pronouns and not self._put_in(tokens, i) for i, t in enumerate(tokens)
        ):  # "da liegt einer drin" -- but "leere 3, einer rein": one put in
            gems = 1
        if gems is None and self.full.find(tokens) is not None:
            gems = "full"
        if gems is None and self.empty.find(tokens) is not None:
            gems = 0
        disk = "star" if self._star_said(tokens) else None
        after = {fold(x) for x in w.list("numbers", "pronoun_after")}
        counted = {fold(x) for x in w.list("numbers", "counted_nouns")}
        past = {t.clause for t in tokens if t.word in self.past}
        said_at = [
            i
            for i, t in enumerate(tokens)
            if t.number is not None
            and i not in used
            and not t.player
            and not t.ordinal  # "my first reveal", "der zweite Versuch": no disk
            and not (t.number == 1 and i > 0 and self._pronoun_one(tokens, i, after))
            and not (i + 1 < len(tokens) and tokens[i + 1].word in counted)  # "three floors"
            and not self.counted_after.at(tokens, i + 1)  # "lifts three at once"
            and not (i + 1 < len(tokens) and self._counts_something(tokens[i + 1]))
            and not self._denied(tokens, i)
            and not self._put_in(tokens, i)  # "so I put one in": no disk 1
            and not self._held(tokens, i)  # "it's got one": gems, no disk 1
        ]
        more: set[int] = set()  # "noch eins: ne vier", "one more, a four": no disk 1
        start = 0
        while (span := self.another.find(tokens, start)) is not None:
            more.update(range(*span))
            start = span[1]
        if any(i not in more for i in said_at):
            said_at = [i for i in said_at if i not in more]
        said = [(tokens[i].number, tokens[i].clause in past) for i in said_at]
        numbers = [n for n, _ in said]
        if disk == "star":
            numbers = []  # "super two star", "the mirror star": the number names the rule
            if gems is None:  # ... but "Stern mit 2", "star w/ 1": the gems in it
                gems = self._with_count(tokens)
        elif numbers:
            disk = str(numbers.pop(0))
        if disk is None:  # what a recognizer writes for a number: "a to", "an empty for"
            also = {fold(x) for x in w.list("numbers", "sounds_not_at_end")}
            sounds = [
                self.words.sounds[t.word]
                for i, t in enumerate(tokens)
                if t.word in self.words.sounds
                and not self._sound_is_word(tokens, i)  # "doesn't want to": no 2
                and not (  # "empty too": also empty, no 2
                    t.word in also and (i + 1 == len(tokens) or tokens[i + 1].clause != t.clause)
                )
            ]
            if sounds:
                disk = str(sounds[0])
        second = said_at[1] if len(said_at) > 1 else None
        if second is not None and second > 0 and tokens[second - 1].word in articles:
            pass  # "please be a four, please be a four": a disk said again, no gem count
        elif gems is None and disk is not None and numbers:  # "a two, one": disk, then gems
            gems = numbers.pop(0)
        if len(numbers) < len(said) - 1:  # the second number said was the gems
            said = said[:1] + said[2:]
        several = (
            disk != "star"
            and len(  # "a two and a three", not "the four was not full,
                {
                    n for n, was in said if n in _DISKS and not was
                }  # now a one" nor "a one. 1 with 1"
            )
            > 1
        )
        if gems is None and disk == "0":  # "tom zero": the 0 floor never holds a gem
            gems = 0
        if name == "TurmGems":
            return {"gems": gems} if disk is None and gems is not None else None
        if disk is None or disk not in ("star", *map(str, _DISKS)):
            return None  # a number that is no disk is TurmNumber's ("there is no 6")
        slots: dict[str, Any] = {"disk": disk, _SEVERAL: several}
        if self.last_gem.find(tokens) is not None:
            slots[LAST_GEM] = True  # "… and that was my last one": said of a hand of one
        if gems is not None:
            slots["gems"] = gems
        if who:
            slots["player"] = who
        return slots

    def _star_said(self, tokens: list[Token]) -> bool:
        """Whether the star is said, and not denied ("nicht den Stern, sondern eine Eins",
        "that wasn't the star")."""
        start = 0
        while (span := self.star.find(tokens, start)) is not None:
            if not self._denied(tokens, span[0]):
                return True
            start = span[1]
        return False

    def _with_count(self, tokens: list[Token]) -> int | None:
        """A count said right after a word of ``gems: with`` (not a joining "and"): "the
        star with 2", "Stern mit 2, sie hat 8" -- not one denied or put in."""
        for i in range(1, len(tokens)):
            t, before = tokens[i], tokens[i - 1]
            if (
                t.number is not None
                and not t.player
                and not t.ordinal
                and before.clause == t.clause
                and before.word in self.with_words - self.joins
                and not self._denied(tokens, i)
                and not self._put_in(tokens, i)
            ):
                return t.number
        return None

    def _heard_numbers(self, tokens: list[Token]) -> list[Token]:
        """A recogniser's homophone of a number (``numbers: sounds``) read as the number
        where a Der Turm report has one: before a gem word or "in it" ("won gem", "to in
        it"), after an article or a word of ``gems: with`` ("a for", "with won"), or after
        an article and "empty" ("an empty too") -- never as the word it is ("wants to"),
        unless a gem word follows ("there was won gem")."""
        sounds = self.words.sounds
        if not any(t.word in sounds for t in tokens):
            return tokens
        articles = {fold(x) for x in self.words.list("articles")}
        before = (articles | self.with_words) - self.joins
        out = list(tokens)
        for i, t in enumerate(tokens):
            if t.word not in sounds or t.number is not None:
                continue
            after = i + 1 < len(tokens) and tokens[i + 1].clause == t.clause
            if after and tokens[i + 1].word in self.gem_words:  # "there was won gem"
                out[i] = replace(t, number=sounds[t.word])
                continue
            if self._sound_is_word(tokens, i):
                continue
            counts = after and self.inside.at(tokens, i + 1)
            near = i > 0 and tokens[i - 1].clause == t.clause
            placed = near and tokens[i - 1].word in before
            emptied = (
                near
                and i > 1
                and self.empty.at(tokens, i - 1)
                and tokens[i - 2].word in articles
                and tokens[i - 2].clause == t.clause
            )
            if counts or placed or emptied:
                out[i] = replace(t, number=sounds[t.word])
        return out

    def _put_in(self, tokens: list[Token], i: int) -> bool:
        """Whether a count at ``i`` is what the player puts in, not what lay in the floor: a
        put verb (``gems: put_verbs``) up to three words before it in its clause ("so I put
        one in", "da lege ich jetzt einen Stein hinein") or right after it and its gem word
        ("und einen Stein hineingelegt"), or a word of ``gems: put_after`` right after it
        ending its clause ("einer rein", "oana nei")."""
        put = self.put_verbs
        clause = tokens[i].clause
        if any(
            tokens[j].word in put and tokens[j].clause == clause for j in range(max(0, i - 3), i)
        ):
            return True
        j = i + 1
        if j < len(tokens) and tokens[j].word in self.gem_words:
            j += 1
        if j >= len(tokens) or tokens[j].clause != clause:
            return False
        if j > i + 1 and tokens[j].word in put:
            return True
        ends = j + 1 == len(tokens) or tokens[j + 1].clause != clause
        return tokens[j].word in self.put_after and ends

    def _alone(self, tokens: list[Token], i: int) -> bool:
        """Whether a word for one at ``i`` stands for itself, no article ("die hat einen,
        also …", "die hat einen drin"; not "der hat einen Dreier")."""
        if i + 1 == len(tokens) or tokens[i + 1].clause != tokens[i].clause:
            return True
        after = tokens[i + 1]
        return (
            after.word in self.joins
            or after.word in self.gem_words
            or self.inside.at(tokens, i + 1)
        )

    def _held(self, tokens: list[Token], i: int) -> bool:
        """Whether a bare count at ``i`` says what a floor holds ("it's got one", "die hat
        zwei"): a ``gems: having`` phrase right before it, no article between."""
        return any(i >= n and self.having.find(tokens[i - n : i]) == (0, n) for n in (2, 3))

    def _paletti(self, tokens: list[Token]) -> dict[str, Any]:
        p = self.words.data.get("paletti") or {}
        froms = {fold(x) for x in p.get("from") or []}
        onto = {fold(x) for x in p.get("onto") or []}
        levels = {fold(k): v for k, v in (p.get("level") or {}).items()}
        colours = {fold(k): v for k, v in (p.get("colour") or {}).items()}
        owners = {fold(x) for x in p.get("owners") or []}
        slots: dict[str, Any] = {}
        said: list[tuple[int, str]] = []  # the first pillar said is the one moved
        for kind, phrases in self.pillars.items():
            start = 0  # "Jon's thick, not the angular": a pillar after "not" is none
            while (span := phrases.find(tokens, start)) is not None:
                if not self._denied(tokens, span[0]):
                    said.append((span[0], kind))
                    break
                start = span[1]
        if said:
            slots["pillar"] = min(said)[1]
        counted = any(  # "two small ones", "zwei kleine"
            tokens[start - 1].number not in (None, 1) and not tokens[start - 1].ordinal
            for start, _ in said
            if start > 0
        )
        if len({kind for _, kind in said}) > 1 or counted:  # "a small and a thick"
            slots[_SEVERAL] = True
        used = self._destination(tokens, levels, onto, slots)
        for i, t in enumerate(tokens):
            before = {tokens[j].word for j in range(max(0, i - 3), i)}
            if i in used:
                continue
            if t.word in levels and before & froms and "from_level" not in slots:
                if levels[t.word] != "top":  # "out of the blue floor": blue, not the base
                    slots["from_level"] = levels[t.word]
            elif (
                t.word in colours
                and "colour" not in slots
                and (not before & onto or (i > 0 and tokens[i - 1].word in owners))
                and not self.level_after.at(tokens, i + 1)  # "the green goes on": a level
            ):
                slots["colour"] = colours[t.word]
        return slots

    def _destination(
        self, tokens: list[Token], levels: dict[str, Any], onto: set[str], slots: dict[str, Any]
    ) -> set[int]:
        """Where a pillar went, said as a level after an ``onto`` word ("dicke auf grün",
        "to the top"): slot ``onto``; a level said right before it is where the pillar came
        from ("blue -> green", "von blau auf grün"): slot ``from_level``. The places of the
        words used, which name no owner's colour then."""
        articles = {fold(x) for x in self.words.list("articles")}
        for k, t in enumerate(tokens):
            if t.word not in onto:
                continue
            at = k + 1
            if at < len(tokens) and tokens[at].word in articles:
                at += 1
            if at >= len(tokens) or levels.get(tokens[at].word) in (None, 0):
                continue  # "all on the floor": nothing goes onto the base plate
            if tokens[at].clause != t.clause:
                continue
            slots["onto"] = levels[tokens[at].word]
            used = {at}
            came = k - 1
            if came >= 0 and tokens[came].word in levels and levels[tokens[came].word] != "top":
                slots.setdefault("from_level", levels[tokens[came].word])
                used.add(came)
            return used
        return set()


SOMEONE = "someone"
"""A slot: the report is told of "he"/"she"/"er" (``someone: words``), no name, no word for
the talker: the player on turn did it, not the one who says so."""

LAST_GEM = "last_gem"
"""A slot: the reveal is told as the player's last gem going in ("that was my last one"),
which only a hand of one can be."""

_SEVERAL = "several"
"""A slot the reader keeps to itself: the sentence tells more than one report of its kind
("three and four are up", "a two and a three, both empty", "a small and a thick"): ask."""

_COUNTED = "counted"
"""A slot the reader keeps to itself: the only numbers said count something ("twelve
floors and it's still standing"): that reading is asked about, never acted on."""

_WHO_OR_WHAT = ("player", "number", "floor", "disk", "gems", "pillar", "colour")
"""Slots that name who reported or what: a report with none of them names nothing."""

_DISKS = (0, 1, 2, 3, 4)
"""Der Turm's number disks."""


def _several_of(slots: dict[str, Any]) -> dict[str, Any]:
    return {_SEVERAL: True} if slots.get(_SEVERAL) else {}


# The intents that ask about the table rather than report.
QUERIES = {
    "Scores",
    "WhoseTurn",
    "Status",
    "Help",
    "Rules",
    "TurmTowerGems",
    "TurmOpen",
    "TurmStar",
    "PalettiSeal",
    "PalettiLevel",
    "PalettiMovable",
    "BabelStatus",
}


def _outer(
    spans: dict[str, tuple[int, int] | None],
    specs: dict[str, dict[str, Any]],
    gaps: dict[str, set[int]] | None = None,
    negated: set[str] | None = None,
) -> dict[str, tuple[int, int] | None]:
    """Cues inside a longer cue of another report are no cues ("gave up" is no "up"),
    unless they stand between its words and negate them ("zieh *nix mehr* raus"; "nimm
    die neue Ebene zurück" takes the level back)."""
    out = dict(spans)
    for name, span in spans.items():
        for other, wider in spans.items():
            if span and wider and other != name and specs[other].get("report"):
                if wider[0] <= span[0] and span[1] <= wider[1] and wider != span:
                    between = set(range(*span)) <= (gaps or {}).get(other, set())
                    if not (between and name in (negated or set())):
                        out[name] = None
    return out


def _in_clauses(span: tuple[int, int] | None, clauses: set[int], tokens: list[Token]) -> bool:
    """Whether a reading's cue stands in one of ``clauses`` (no cue: any clause counts)."""
    if span is None:
        return True
    return tokens[span[0]].clause in clauses


def _scoped(
    negations: list[int],
    span: tuple[int, int] | None,
    tokens: list[Token],
    spans: dict[str, tuple[int, int] | None] | None = None,
) -> bool:
    """Whether a negation touches a reading: one right before its cue and in its clause
    ("didn't stand, it fell": the fall stands), or, when the reading has no cue, any that
    no other cue holds ("ich hör noch nicht auf, nächste is 'ne leere Zwei")."""
    if span is None:
        held = {i for s in (spans or {}).values() if s for i in range(*s)}
        return any(i not in held for i in negations)
    between = [s[0] for s in (spans or {}).values() if s and s[1] <= span[0]]
    later = [s[0] for s in (spans or {}).values() if s and s[0] >= span[1]]
    return any(  # German: "hält nicht"; "sag noch keine neue Ebene an": between its words
        (span[0] - 3 <= i < span[1] + 2)
        and tokens[i].clause == tokens[span[0]].clause
        and not any(i < b for b in between)  # "didn't fall it's standing": the fall's
        and not any(  # "it fell it wasn't built": the negation is the build's
            span[1] <= i < b <= i + 3 and tokens[b].clause == tokens[i].clause for b in later
        )
        for i in negations
    )


def _whole(spec: dict[str, Any], slots: dict[str, Any]) -> bool:
    """Whether ``slots`` hold every piece of ``clear_with``, when that names two or more."""
    pieces = str(spec.get("clear_with") or "").split()
    return len(pieces) > 1 and _has(slots, " ".join(pieces))


def _has(slots: dict[str, Any], needs: str) -> bool:
    """Whether every piece of ``needs`` is said ("pillar|colour": either will do)."""
    return all(any(slots.get(m) is not None for m in n.split("|")) for n in str(needs).split())


@cache
def get_reader(lang: str, game: str | None) -> TolerantReader:
    return TolerantReader(lang, game)
