"""The DialogueManager: every utterance from every frontend goes through ``Session.handle``."""

from __future__ import annotations

import logging
import re
import sqlite3
from typing import Any, Literal

from pydantic import BaseModel, Field

from ..games import GAMES, get_game
from ..games.base import (
    Command,
    GameError,
    Outcome,
    Rejection,
    State,
    advance,
    player_name,
    replay_with_checkpoints,
)
from ..language import LANGS, Intent, get_recognizer, looks_like_a_list, split_names
from ..language.intents import channel_words, clean_name
from ..language.pieces import (
    find_player,
    fold,
    not_a_name,
    vocabulary,
)
from ..language.questions import (
    asked_in_general,
    asks_for_opener,
    is_question,
    named_game,
    question_parts,
)
from ..language.reader import CLEAR, QUERIES, SOMEONE, get_reader
from ..language.setup import _SELF, SetupReader, Spotted, get_setup_reader
from ..language.wrapper import unwrap
from ..replies import Message, Quick, Reply, get_renderer
from ..rules import RULE_OVER_STATE, answer, classify, rule_over_state, summary
from ..store import LogStore, StoreConflict, StoreError
from .adapter import Context, GameAdapter, adapter_for
from .quick import TAPPER, quick_reports
from .reading import CHOOSING, SESSION_REPORTS, Choice, choose, command_of, denies
from .scoresheet import ScoreSheet, score_sheet
from .supposing import played_out

log = logging.getLogger(__name__)

CHECKPOINT_EVERY = 100
"""The state is kept after every this many commands: an undo or a correction replays at
most this many, however long the game."""


_SWITCHING = {"Help", "Rematch", "Rules"}
"""Intents in the other language that switch a table without a running game to it."""

_SETUP_INTENTS = {"NewGame", "UnknownGame", "Rematch", "Help", "Yes", "No", "More", "Rules"}
"""Intents before a game that a new game spotted in the same words does not replace."""

_SAID_AT_START = {"TurmStarter": "starter"}
"""A report said with a new game that is rather one of the game's options ("der turm with
Jonas, Mia and Felix, Mia starts": Mia is the starter from the outset)."""

_OUTCOMES = {"build", "collapse", "move", "give-up"}
"""Reports of how a turn ended: a correction may say the turn ended the other way ("nah,
that fell actually", "that wasn't a move, she pushed it back")."""

_SWAPS = [
    {"build", "collapse"},
    {"move", "give-up"},
    {"move", "collapse"},
    {"give-up", "collapse"},
    {"move", "announce"},
    {"give-up", "announce"},
    {"accept", "object"},
]
"""Reports that a correction may put in each other's place without naming the one it
replaces ("no, I object" right after agreeing); any other pair is two reports."""

_ANSWERS = {"accept", "object"}
"""The answers to an announcement: one put in place of the other without naming it, or
saying so ("instead"), is a change of mind only perhaps: asked about."""

_NOT_REPORTS = QUERIES | SESSION_REPORTS | {"More"}
"""Intents that change no game by a report of their own."""


def _names_the_report(intent: Intent, report: Command) -> bool:
    """Whether a sentence names ``report`` by its player or its number ("Ben's three fell",
    "die Zwei war leer"): a correction of another kind then still replaces it."""
    fields = report.model_dump()
    slots = intent.slots
    if slots.get("player") is not None and slots["player"] == fields.get("player"):
        return True
    number = slots.get("floor", slots.get("number", slots.get("disk")))
    said = fields.get("floor", fields.get("disk"))
    return number is not None and said is not None and str(number) == str(said)


def _names_its_number(intent: Intent, report: Command) -> bool:
    """Whether a sentence names ``report``'s floor or disk ("die Zwei war leer")."""
    slots, fields = intent.slots, report.model_dump()
    number = slots.get("floor", slots.get("number", slots.get("disk")))
    said = fields.get("floor", fields.get("disk"))
    return number is not None and said is not None and str(number) == str(said)


def _negated(readings: list[Any], intent: Intent) -> bool:
    """Whether the reading that gave ``intent`` was said with a negation."""
    return any(r.intent == intent and r.negated for r in readings)


_OWN_PILLAR_MOVES = ("PalettiMove", "PalettiGiveUp")
"""Reports of a player's own pillar: the one who moves it owns it."""


class Pending(BaseModel):
    """A question the referee asked and waits a yes/no (or names) for."""

    kind: Literal["command", "end", "new-game", "players", "resume", "undo"]
    command: dict[str, Any] | None = None
    on_no: Message | None = None
    """What to ask instead when the answer is "no" (the question then stays open)."""
    game: str | None = None
    players: list[str] = Field(default_factory=list)
    options: dict[str, Any] = Field(default_factory=dict)
    then: list[str] = Field(default_factory=list)
    """Sentences said along with the new game, handled once it has started."""
    offer: bool = False
    """The report was only offered, after the answer to a question that told it ("vier mit
    vier drin, was mach ich"): the question was answered, not asked back."""


class Rights(BaseModel):
    """What the one who talks may do (a channel that knows who is who narrows it)."""

    report: bool = True
    """May change the game: reports, undo, answering the referee's questions."""
    manage: bool = True
    """May end a running game or replace it with a new one."""


class Table(BaseModel):
    """The game being played at a table."""

    game: str
    players: list[str]
    options: dict[str, Any] = Field(default_factory=dict)
    game_no: int | None = None


class Session:
    """One table's conversation: a language, maybe a game, its log and an open question."""

    def __init__(
        self, table_id: str = "console", lang: str = "en", store: LogStore | None = None
    ) -> None:
        self.table_id = table_id
        self.store = store
        self.lang = (store.table_lang(table_id) if store else None) or lang
        self.table: Table | None = None
        self.log: list[Command] = []
        self.state: State | None = None
        self.checkpoints: dict[int, State] = {}
        """``checkpoints[n]``: the state after ``log[:n]`` (n a multiple of CHECKPOINT_EVERY)."""
        self._loaded: tuple[int, list[dict[str, Any]], list[Command], State, dict] | None = None
        """The stored game :meth:`resumable` replayed, kept for :meth:`resume`."""
        self._last_rule: Reply | None = None
        self.pending: Pending | None = None
        self.last_intent: str | None = None
        self._just_accepted = False
        self._rights = Rights()
        self._confirm = False
        self._fix_only: bool | str = False
        """The last reading fits only in place of the last report (a correction): ``True``;
        ``"undo"`` when it was said with an undo ("undo, she didn't fall, she got six up");
        ``"denied"`` when it denies the last report ("dev didn't stop, he opened a one")."""
        self._doubted: Command | None = None
        """The report a doubting question was about ("özlem hat gebaut, oder wars lukas?"):
        asked about when no rule answers the question."""
        self._said = ""
        self._cued = False
        """The last reading was cued ("seven is standing"), not read from its pieces alone."""
        self._read: tuple[str, list[Any]] = ("", [])
        """The sentence the tolerant reader read last, and its readings."""
        self.refused: str | None = None
        """Why the last utterance was refused to its talker (a message id), if it was."""

    # ---- set-up and persistence -------------------------------------------------

    def resumable(self) -> bool:
        """Whether the store holds an unfinished game for this table that still replays."""
        record = self.store.current_game(self.table_id) if self.store else None
        if not record or record.finished:
            return False
        try:
            self._load(record)
        except (KeyError, ValueError, GameError):
            log.warning(
                "stored game %s of table %s cannot be replayed", record.game_no, self.table_id
            )
            return False
        return True

    def restore_finished(self) -> bool:
        """After a restart, the table's finished game is its game again, as it was before
        ("who won?", "same again"); whether there was one that still replays."""
        record = self.store.current_game(self.table_id) if self.store else None
        if record is None or not record.finished:
            return False
        try:
            self._restore()
        except (KeyError, ValueError, GameError):
            log.warning("finished game of table %s cannot be replayed", self.table_id)
            self.table, self.log, self.state = None, [], None
            return False
        return True

    def _load(self, record: Any) -> tuple[list[Command], State, dict[int, State]]:
        """A stored game's log, state and checkpoints (replayed once, then reused)."""
        if self._loaded and self._loaded[0] == record.game_no and self._loaded[1] == record.log:
            return self._loaded[2], self._loaded[3], self._loaded[4]
        game = get_game(record.game)
        commands = [game.parse_command(c) for c in record.log]
        grown = self._grown(record, commands)
        if grown is not None:
            state, checkpoints = grown
        else:
            state, checkpoints = replay_with_checkpoints(
                game, record.players, record.options, commands, CHECKPOINT_EVERY
            )
        self._loaded = (record.game_no, record.log, commands, state, checkpoints)
        return commands, state, checkpoints

    def _grown(self, record: Any, commands: list[Command]) -> tuple[State, dict[int, State]] | None:
        """The stored game's state from this session's, when the store only added commands
        to the game this session holds (another worker's reports): those are applied, the
        rest is not replayed. None when the game or its known part differs (an undo)."""
        known = len(self.log)
        if (
            self.table is None
            or self.state is None
            or self.table.game_no != record.game_no
            or self.table.game != record.game
            or len(commands) < known
            or commands[:known] != self.log
        ):
            return None
        game = get_game(record.game)
        state, checkpoints = self.state, dict(self.checkpoints)
        for n in range(known, len(commands)):
            state = advance(game, state, commands[n : n + 1])
            if (n + 1) % CHECKPOINT_EVERY == 0:
                checkpoints[n + 1] = state
        return state, checkpoints

    def greeting(self) -> Reply:
        """What a fresh terminal says first: what the referee does and how to start."""
        return self._reply([Message(id="help-no-game")])

    def offer_resume(self) -> Reply:
        """Ask whether to pick up the stored unfinished game ("yes" resumes it)."""
        assert self.store is not None
        record = self.store.current_game(self.table_id)
        assert record is not None
        self.pending = Pending(kind="resume")
        return self._reply(
            [
                Message(
                    id="offer-resume",
                    args={
                        "game": record.game,
                        "players": record.players,
                        "reports": len(record.log),
                    },
                )
            ],
            buttons=True,
        )

    def resume(self) -> Reply:
        """Load the table's unfinished game from the store and say where it stands."""
        record = self._restore()
        return self._reply(
            [Message(id="resumed", args={"game": record.game})] + self.adapter.status(self.state)
        )

    def _restore(self) -> Any:
        """Take the table's current game from the store into this session; its record."""
        assert self.store is not None
        record = self.store.current_game(self.table_id)
        assert record is not None
        commands, state, checkpoints = self._load(record)
        self._loaded = None
        self.table = Table(
            game=record.game, players=record.players, options=record.options, game_no=record.game_no
        )
        self.log, self.state, self.checkpoints = list(commands), state, dict(checkpoints)
        return record

    def start(
        self,
        game_id: str,
        players: list[str],
        options: dict[str, Any] | None = None,
        lang: str | None = None,
        status: bool = True,
    ) -> Reply:
        """Start a new game (from a replay header, a command line, or a sentence).

        ``status=False`` leaves out where the game stands (something said with it follows).
        """
        options = dict(options or {})
        players = [clean_name(p) if isinstance(p, str) else p for p in players]
        if adapter_for(game_id) is None:
            return self._reply([Message(id="unknown-game", args={"game": game_id})], lang=lang)
        game = get_game(game_id)
        try:
            state = game.new_state(players, options)
        except GameError as err:
            return self._reply(
                [Message(id=f"setup-{err.rule}", args={"game": game_id, **err.params})], lang=lang
            )
        self.set_lang(lang or self.lang)  # stored with the table, so a restart keeps it
        game_no = (
            self.store.new_game(self.table_id, game_id, players, options) if self.store else None
        )
        self.table = Table(game=game_id, players=list(players), options=options, game_no=game_no)
        self.log, self.state, self.pending = [], state, None
        self.checkpoints = {0: state}
        return self._reply(
            [Message(id="new-game", args={"game": game_id, "players": players})]
            + (self.adapter.status(state) if status else [])
        )

    def set_lang(self, lang: str) -> None:
        if lang not in LANGS:
            raise ValueError(f"unsupported language {lang!r}")
        self.lang = lang
        if self.store:
            self.store.set_table_lang(self.table_id, lang)

    @property
    def setup(self) -> SetupReader:
        """The new-game reader of the table's language."""
        return get_setup_reader(self.lang)

    @property
    def adapter(self) -> GameAdapter:
        assert self.table is not None
        adapter = adapter_for(self.table.game)
        assert adapter is not None
        return adapter

    def snapshot(self) -> dict[str, Any]:
        """The stable snapshot: ``game``, ``lang`` and the game's own keys."""
        if self.table is None or self.state is None:
            return {
                "game": None,
                "lang": self.lang,
                "players": [],
                "turn": None,
                "finished": False,
                "winner": [],
                "scores": {},
            }
        return {
            "game": self.table.game,
            "lang": self.lang,
            **get_game(self.table.game).snapshot(self.state),
        }

    # ---- the one entry point ----------------------------------------------------

    def handle(
        self,
        text: str,
        speaker: str | None = None,
        rights: Rights | None = None,
        confirm: bool = False,
    ) -> Reply:
        """Understand one utterance, act on it and answer in the table's language.

        ``confirm``: a report is asked back before it is applied ("Did you mean: …?") — for
        text a speech recogniser heard, which may be wrong. A fault of ours never ends the
        conversation: the game only changes after its command is stored, so on an
        exception nothing has changed, and the reply says so.
        """
        self._confirm = confirm
        try:
            return self._guarded(lambda: self._handle(text, speaker), text, speaker, rights)
        finally:
            self._confirm = False

    def tap(
        self, command: dict[str, Any], speaker: str | None = None, rights: Rights | None = None
    ) -> Reply:
        """A one-tap report (see :meth:`quick_reports`): checked and applied like a said one."""
        return self._guarded(lambda: self._tap(command, speaker), str(command), speaker, rights)

    def quick_reports(self) -> list[Quick]:
        """Buttons for the likely next reports; none while the referee waits for an answer."""
        if self.table is None or self.state is None or self.pending is not None:
            return []
        return quick_reports(self.table.game, self.state, self.lang)

    def _guarded(self, act: Any, text: str, speaker: str | None, rights: Rights | None) -> Reply:
        if speaker is not None:
            speaker = clean_name(speaker)
        self._rights = rights or Rights()
        self.refused = None
        try:
            if not self.in_sync():  # another window changed the game: load it, then go on
                self.reload()
                return self._with_lead([Message(id="reloaded-elsewhere")], text, speaker)
            return act()
        except StoreConflict:  # it changed while this report was being stored: not applied
            log.info("table %r lost a race for its game; reloading", self.table_id)
            try:
                self.reload()
            except Exception:
                log.exception("could not reload the game of table %r", self.table_id)
                return self._reply([Message(id="internal-error")])
            assert self.state is not None
            return self._reply([Message(id="changed-elsewhere"), *self.adapter.status(self.state)])
        except Exception:
            log.exception("could not handle %r from %r", text, speaker)
            self.pending = None
            return self._reply([Message(id="internal-error")])

    def in_sync(self) -> bool:
        """Whether the store still holds the game as this session knows it (no store: yes)."""
        if self.store is None or self.table is None or self.table.game_no is None:
            return True
        try:
            return self.store.in_sync(self.table_id, self.table.game_no)
        except (sqlite3.Error, StoreError):  # cannot tell; a report's write will say what is wrong
            log.warning("cannot check table %r against the store", self.table_id, exc_info=True)
            return True

    def conversation(self) -> dict[str, Any]:
        """What this session remembers beyond the stored game: the open question, and whether
        a report was just accepted ("no, …" replaces it). JSON, for :meth:`restore_conversation`."""
        pending = self.pending.model_dump(mode="json") if self.pending else None
        return {"pending": pending, "just_accepted": self._just_accepted}

    def restore_conversation(self, data: dict[str, Any]) -> None:
        """Pick up a conversation another process had with this table (see :meth:`conversation`)."""
        pending = data.get("pending")
        self.pending = Pending.model_validate(pending) if pending else None
        self._just_accepted = bool(data.get("just_accepted"))

    def reload(self) -> None:
        """Load the table's latest game from the store again; an open question is dropped."""
        self._restore()
        self.pending = None
        self._just_accepted = False

    def _with_lead(self, lead: list[Message], text: str, speaker: str | None) -> Reply:
        reply = self._handle(text, speaker)
        first = get_renderer(self.lang).render_all(lead)
        return Reply(
            text=f"{first} {reply.text}",
            speech=f"{first} {reply.speech}",
            buttons=reply.buttons,
            score_sheet=reply.score_sheet,
        )

    def _unwrapped(self, text: str) -> str:
        """``text`` without the politeness around it (:func:`unwrap`), unless that cuts
        into a player's name (":aa( built floor one" by a player called ":aa(")."""
        inner = unwrap(text, self.lang)
        if inner != text and self.table is not None:
            said, kept = clean_name(text).casefold(), clean_name(inner).casefold()
            for player in self.table.players:
                name = re.compile(rf"(?<!\w){re.escape(player.casefold())}(?!\w)")
                if name.search(said) and not name.search(kept):
                    return text
        return inner

    def _handle(self, text: str, speaker: str | None) -> Reply:
        after_report, self._just_accepted = self._just_accepted, False
        speaker, text = self.split_speaker(self._unwrapped(text), speaker)
        # "Kit: Hello! …", "put down kit: fl 7": what is around it, after the speaker too
        speaker, text = self.split_speaker(self._unwrapped(text), speaker)
        text = self._past_the_question(text)
        self._said = text
        told, self._last_rule = self._last_rule, None  # "why?" asks about the answer just given
        choice = self.interpret(text, speaker)
        self._cued = choice.cued
        intent = choice.intent if choice.action == "act" else None
        self.last_intent = intent.name if intent else None
        refused = self.refused = self._refused(choice, speaker)
        if refused is not None:
            self._just_accepted = after_report
            return self._reply([Message(id=refused)])
        if choice.action == "keep":  # "wait undo, … no, it's right, never mind"
            self.last_intent = None
            return self._reply([Message(id="nothing-changed")])
        supposed = played_out(self, text, speaker)  # "if Lukas builds floor 1, who leads?"
        if supposed is not None:
            self.last_intent = None
            return supposed
        if self._confirm and intent is not None and self.table and self.state is not None:
            heard = self._report_of(intent, speaker)
            if heard is not None:  # heard, not typed: ask before it counts
                return self._did_you_mean(heard)
        if choice.action == "ask" and choice.command is not None:
            return self._did_you_mean(choice.command)
        if choice.action == "undo" and choice.command is not None:
            self.pending = Pending(kind="undo")
            return self._reply(
                [Message(id="ask-undo", args={"what": self._describe(choice.command)})],
                buttons=True,
            )
        if intent is not None and self._rather_a_rule(intent, text, choice.exact):
            answer = self._rule_answer(text)
            if answer is not None:
                self.last_intent = None
                return self._offering(answer, text, speaker, intent if choice.exact else None)
        if (
            intent is not None
            and not choice.exact
            and get_reader(self.lang, None).is_question(text)
        ):
            # a question the templates missed: a rule answer beats a thin guess at the state
            # (a clear one, "whats the score", is the state's)
            players = tuple(self.table.players) if self.table else ()
            game = self.table.game if self.table else None
            asked = get_reader(self.lang, None).asks_after(text)  # "… was mach ich"
            verdict = classify(text, self.lang, game, players, asked).kind
            if verdict != "none" and not choice.clear:
                answer = self._rule_answer(text)
                if answer is not None:
                    self.last_intent = None
                    return self._offering(answer, text, speaker)
        if intent is None:
            if self.pending and self.pending.kind == "players":
                names = split_names(text)
                if names and (len(names) <= 2 or looks_like_a_list(text)):
                    if any(not_a_name(n, self.lang) for n in names):  # "me, my sister and dad"
                        return self._reply([Message(id="ask-player-names")])
                    return self.start(self.pending.game or "", names, self.pending.options)
                return self.ask_players(self.pending.game or "", self.pending.options)
            if self._doubted is not None and not self._rule_is_sure(text):
                return self._did_you_mean(self._doubted)  # "…, oder wars lukas? keine ahnung"
            answer = self._rule_answer(text)
            if answer is None and self._doubted is not None:
                return self._did_you_mean(self._doubted)
            return self._offering(answer, text, speaker) if answer else self._not_understood()
        correcting = (
            get_recognizer(self.lang, self.table.game if self.table else None).correction(text)
            if after_report and self.pending is None
            else None
        )
        if after_report and self.pending is None and self.log:
            if get_reader(self.lang, None).admits_error(text):  # "sorry, I read it wrong"
                correcting = "strong"
        if correcting is None and after_report and self.pending is None and self.log:
            if get_reader(self.lang, None).speaks_of_past(text):  # "de zwoa war leer"
                correcting = "past"
            elif self._denies_the_last(text, self.log[-1]):  # "a two with one, not a three"
                correcting = "past"
            elif self._fix_only is True and get_reader(self.lang, None).refers_back(text):
                correcting = "past"  # "dans two actually fell, sorry": read as a correction
            elif self._fix_only == "denied":
                correcting = "past"  # "dev didn't stop, he opened a one": in its place
        reply = self._dispatch(intent, speaker, correcting, told)
        if intent.name in QUERIES and intent.name != "Help":  # "10 fertig, wer is dran?"
            return self._offering(reply, text, speaker)
        return reply

    def _report_in_question(
        self, text: str, speaker: str | None, intent: Intent | None = None
    ) -> Command | None:
        """The report a question tells ("die freundliche vier ist voll, was passiert", "the
        tower fell what now"), read as if it were no question: a clear reading (or the
        templates' ``intent``) the game takes as it stands; None otherwise."""
        if self.table is None or self.state is None or self.state.finished:
            return None
        if get_reader(self.lang, None).offers_choice(text):
            return None  # "wer fängt an?? jüngste oder älteste": a choice asked about
        ctx = Context(state=self.state, speaker=speaker, actor=self._actor(speaker))
        if intent is None:
            said, readings = self._read
            if said != text:
                readings = get_reader(self.lang, self.table.game).readings(text, self.table.players)
            choice = choose(readings, self.adapter, ctx, question=False)
            if choice.action != "act" or not choice.clear or choice.intent is None:
                return None
            intent = choice.intent
        if intent.name in _NOT_REPORTS:
            return None
        command = command_of(self.adapter, intent, ctx)
        if not isinstance(command, Command) or command.kind == self.adapter.end_command().kind:
            return None
        if command.kind in CHOOSING and not self._names_someone(text, self.table.players):
            return None  # "who opens? the youngest": nobody named, nothing to record
        outcome = get_game(self.table.game).apply(self.state, command)
        return None if isinstance(outcome, Rejection) else command

    def _offering(
        self, answer: Reply, text: str, speaker: str | None, intent: Intent | None = None
    ) -> Reply:
        """A rule answer to a question that tells a report ("vier mit vier steinen drin was
        mach ich"): the report is not applied; when it fits now, the answer offers to record
        it ("Shall I record it: …?"), and "yes" does."""
        if self.pending is not None or not get_reader(self.lang, None).is_question(text):
            return answer
        if asked_in_general(text, self.lang):
            return answer  # "kommt eigentlich jeder mal dran": asked in general, no report
        command = self._report_in_question(text, speaker, intent)
        if command is None:
            return answer
        self.pending = Pending(kind="command", command=command.model_dump(), offer=True)
        offer = self._reply(
            [Message(id="offer-record", args={"what": self._describe(command)})], buttons=True
        )
        return Reply(
            text=f"{answer.text} {offer.text}",
            speech=f"{answer.speech} {offer.speech}",
            buttons=offer.buttons,
        )

    def _past_the_question(self, text: str) -> str:
        """ "my turn? ok, three with one in it", "rory has to go on right? fine, two with one
        gem": a question the talker answers with a report after it -- the report counts (a
        clear one, no correction)."""
        head, mark, tail = text.rpartition("?")
        tail = tail.strip(" ,.!")
        if not mark or not head.strip() or not tail or self.table is None or self.state is None:
            return text
        game, players = self.table.game, self.table.players
        reader = get_reader(self.lang, game)
        if reader.is_question(tail) or get_recognizer(self.lang, game).correction(tail):
            return text
        if reader.offers_choice(tail):  # "who starts?? youngest or oldest": still asking
            return text
        if reader.hedged(head):  # "I don't know, does it count? a corner came off": the
            return text  # report after the question is the one in doubt
        if reader.tells_a_habit(tail):  # "any tips? I keep knocking it over": no report
            return text
        if asks_for_opener(head, self.lang) and not self._names_someone(tail, players):
            return text  # "wer fängt an? die jüngste": a guess at the answer, nobody named
        if reader.speaks_to_someone(tail):
            return text  # "ok everyone ready? hanna you start": told, not reported
        intent = get_recognizer(self.lang, game).recognize(tail, players)
        if intent is not None:
            return tail if intent.name not in _NOT_REPORTS else text
        clear = any(r.report and r.evidence >= CLEAR for r in reader.readings(tail, players))
        return tail if clear else text

    def _names_someone(self, text: str, players: list[str]) -> bool:
        """Whether ``text`` names a player of the table or the speaker ("me", "ich")."""
        said = set(re.findall(r"\w+", text.casefold()))
        if any(p.casefold() in said for p in players):
            return True
        return get_reader(self.lang, None).speaks_of_self(text)

    def _rather_a_rule(self, intent: Intent, text: str, exact: bool) -> bool:
        """Whether a sentence the reader took for a question about the table, or for a
        report, is rather a rule question (the rules decide:
        :func:`referee.rules.rule_over_state`). A question that a report was read into
        ("tower fell on me, do I keep my points?") must not change the game."""
        game = self.table.game if self.table else None
        opener = intent.name == "WhoseTurn" and asks_for_opener(text, self.lang)
        if opener:
            # "who starts" (a template's): the player whose turn it is while nobody has
            # reported yet; later, asked in general, or read only by the tolerant reader
            # ("who goes 1st"), the rules name the opener and why
            return bool(self.log) or opener == "general" or not exact
        parts = question_parts(text, self.lang)
        if len(parts) > 1:  # "who's up and how many gems does Paula have?": each part
            status = {"WhoseTurn": "Status", "BabelStatus": "Status"}  # one answer for all
            asked = set()
            for part in parts:
                choice = self.interpret(part)
                name = choice.intent.name if choice.action == "act" and choice.intent else None
                asked.add(status.get(name, name))
            about_the_table = all(n in QUERIES and n != "Help" for n in asked)
            if about_the_table and asked != {status.get(intent.name, intent.name)}:
                return True  # ... unless the reading answers them all ("who's next and what floor")
        if intent.name in QUERIES:
            if not get_reader(self.lang, None).is_question(text) and not is_question(
                text, self.lang
            ):
                return False
            help_asked = intent.name == "Help"
            return rule_over_state(text, self.lang, game, self.state, exact, help_asked=help_asked)
        if intent.name in _SWITCHING or intent.name in ("NewGame", "UnknownGame", "Yes", "No"):
            return False
        return rule_over_state(text, self.lang, game, self.state, exact, report=True)

    def _refused(self, choice: Choice, speaker: str | None) -> str | None:
        """The message refusing what ``choice`` would do, if the talker may not do it."""
        rights = self._rights
        if rights.report and rights.manage:
            return None
        running = self.state is not None and not self.state.finished and bool(self.log)
        if choice.action in ("ask", "undo"):
            return None if rights.report else "only-players-report"
        intent = choice.intent
        if choice.action != "act" or intent is None:
            return None
        name = intent.name
        if name == "EndGame":  # even before the first report: the table decides together
            playing = self.state is not None and not self.state.finished
            return None if rights.manage or not playing else "only-host-manages"
        if name in ("NewGame", "Rematch"):
            return None if rights.manage or not running else "only-host-manages"
        if name in ("Yes", "No"):
            if self.pending is None or self.pending.kind == "players":
                return None
            if self.pending.kind in ("new-game", "end"):
                return None if rights.manage else "only-host-manages"
            return None if rights.report else "only-players-report"
        if rights.report or self.table is None or self.state is None:
            return None
        if name == "Undo":
            return "only-players-report"
        ctx = Context(state=self.state, speaker=speaker, actor=self._actor(speaker))
        command = self.adapter.command_for(intent, ctx)
        return "only-players-report" if isinstance(command, Command) else None

    def _report_of(self, intent: Intent, speaker: str | None) -> Command | None:
        """The game report an intent makes here, if it makes one (not the end of the game)."""
        if intent.name in ("Yes", "No", "Undo", "EndGame", "NewGame", "Rematch"):
            return None
        assert self.state is not None
        ctx = Context(state=self.state, speaker=speaker, actor=self._actor(speaker))
        command = self.adapter.command_for(intent, ctx)
        if not isinstance(command, Command) or command.kind == self.adapter.end_command().kind:
            return None
        return command

    def _tap(self, data: dict[str, Any], speaker: str | None) -> Reply:
        if self.table is None or self.state is None:
            return self._reply([Message(id="no-game")])
        if not self._rights.report:
            return self._reply([Message(id="only-players-report")])
        seat = self._seated(speaker)
        data = {k: (seat or self.state.current if v == TAPPER else v) for k, v in data.items()}
        try:
            command = get_game(self.table.game).parse_command(data)
        except ValueError:
            return self._not_understood()
        self._just_accepted = False
        self.pending = None
        outcome = get_game(self.table.game).apply(self.state, command)
        if isinstance(outcome, Rejection):  # an old button: the game has moved on
            return self._reply([self._rejection(outcome)])
        return self._accept(command, outcome)

    def _rule_is_sure(self, text: str) -> bool:
        """Whether the rules answer ``text`` with a clear topic: a doubted report ("Ida hat
        gebaut, oder war das Omar? weiß ich nicht mehr") is asked about before a rule answer
        that only brushed its words."""
        game = self.table.game if self.table else None
        players = tuple(self.table.players) if self.table else ()
        verdict = classify(text, self.lang, game, players)
        return (
            verdict.kind == "answer"
            and verdict.best is not None
            and verdict.best.margin >= RULE_OVER_STATE
        )

    def _rule_answer(self, text: str) -> Reply | None:
        """The answer to a rule question; the voice says its first sentence only. A
        question of several parts about the table ("who's up and how many gems does Paula
        have?") gets each part's answer from the table."""
        parts = question_parts(text, self.lang)
        if len(parts) > 1 and self.table is not None and self.state is not None:
            told: list[Reply] = []
            for part in parts:
                choice = self.interpret(part)
                intent = choice.intent if choice.action == "act" else None
                if (
                    intent is None
                    or intent.name not in QUERIES
                    or intent.name == "Help"
                    or self._rather_a_rule(intent, part, exact=True)
                ):
                    break  # a part about the rules: the question is answered as a whole
                said = self._dispatch(intent, None)
                if all(said.text != r.text for r in told):  # "who's up and which floor?"
                    told.append(said)
            else:
                return Reply(
                    text=" ".join(r.text for r in told),
                    speech=" ".join(r.speech for r in told),
                )
        asked = get_reader(self.lang, None).asks_after(text)  # "… was mach ich": a question
        game = self.table.game if self.table else None
        rule = answer(text, self.lang, game, self.state, asked=asked)
        if rule is None:
            return None
        said = self._reply(rule.messages).text
        reply = Reply(text=said, speech=rule.spoken(self.lang), buttons=rule.buttons)
        if rule.entry is not None:
            self._last_rule = reply
        return reply

    def _more(self, told: Reply | None) -> Reply:
        """ "Why?" / "more" right after a rule answer: all of it, the voice saying what it
        left out."""
        if told is None:
            return self._reply([Message(id="more-nothing")])
        rest = told.text[len(told.speech) :].strip() if told.text.startswith(told.speech) else ""
        return Reply(text=told.text, speech=rest or told.text)

    def interpret(self, text: str, speaker: str | None = None) -> Choice:
        """What ``text`` means here: the templates' intent, else the tolerant reader's choice."""
        self._fix_only, self._doubted = False, None
        intent = self.understand(text)
        if intent is not None and self._only_denied(intent, text):
            return Choice(action="miss")  # "no zero please", "bloß keine Null": a wish
        if intent is not None:
            asked = self._moved_for_another(intent, text, speaker)
            if asked is not None:
                return Choice(action="ask", intent=intent, command=asked)
            return Choice(action="act", intent=intent, clear=True, exact=True)
        if self.pending and self.pending.kind == "players":
            return Choice(action="miss")
        game = self.table.game if self.table else None
        players = self.table.players if self.table else []
        if self.log and get_reader(self.lang, game).retracted(text):
            return Choice(action="keep")  # what the sentence began, its end calls off
        readings = get_reader(self.lang, game).readings(text, players)
        self._read = (text, readings)  # kept for an offer after a rule answer
        ctx = None
        if self.state is not None:
            ctx = Context(
                state=self.state,
                speaker=speaker,
                actor=self._actor(speaker),
                pending=self._pending_command(),
            )
        question = get_reader(self.lang, game).is_question(text)
        last = self.log[-1] if self.log else None
        if last is not None and ctx is not None and not question:
            fixed = self._restated(readings, text, speaker, last)
            if fixed is not None:
                return fixed
        choice = choose(readings, self.adapter if self.table else None, ctx, question, last)
        if question and choice.action == "miss" and get_reader(self.lang, game).hedged(text):
            # "özlem hat gebaut, oder wars lukas? keine ahnung": the question is the doubt
            # about a report -- unless a rule answers it, ask about it (its readings are thin)
            doubted = choose(readings, self.adapter if self.table else None, ctx, False, last)
            if doubted.action == "ask":
                self._doubted = doubted.command
        if (
            last is not None
            and ctx is not None
            and not question
            and not self._fits_now(choice, ctx)
        ):
            fixed = self._as_correction(readings, text, speaker, last)
            if fixed is not None:
                return fixed
        if choice.action == "act" and choice.intent is not None:
            asked = self._moved_for_another(choice.intent, text, speaker)
            if asked is not None:
                return Choice(action="ask", intent=choice.intent, command=asked)
        return choice

    def _moved_for_another(self, intent: Intent, text: str, speaker: str | None) -> Command | None:
        """The move of another player's pillar that the speaker tells as their own ("hab
        toms kleine hochgestellt" said by Marta): whose move was it? The command to ask
        about, or None."""
        said = intent.slots.get("player")
        if intent.name not in _OWN_PILLAR_MOVES or said not in (None, intent.slots.get("owner")):
            return None  # "Lea moved Sofi's": Lea's word for it, the rule answers
        if self.table is None or self.state is None:
            return None
        owner = player_name(self.table.players, intent.slots.get("owner"))
        seat = self._seated(speaker)
        if owner is None or seat is None or seat == owner:
            return None
        if not get_reader(self.lang, None).speaks_of_self(text, verbs=True):
            return None
        ctx = Context(state=self.state, speaker=speaker, actor=self._actor(speaker))
        command = command_of(self.adapter, intent, ctx)  # in a challenge: the objector's
        moved = isinstance(command, Command) and command.kind in ("move", "give-up")  # try
        return command if moved else None

    def _only_denied(self, intent: Intent, text: str) -> bool:
        """Whether the number a report names is said only under a negation ("no zero
        please", "not a four"): nothing was reported."""
        number = next(
            (intent.slots[k] for k in ("number", "disk", "floor") if k in intent.slots), None
        )
        if number is None or intent.name in _NOT_REPORTS:
            return False
        try:
            value = int(number)
        except (TypeError, ValueError):
            return False
        return value in get_reader(self.lang, None).negated_numbers(text)

    def _fits_now(self, choice: Choice, ctx: Context) -> bool:
        """Whether ``choice`` acts on a report that the game takes as it stands."""
        if choice.action != "act" or choice.intent is None:
            return False
        if choice.exact or choice.intent.name in _NOT_REPORTS:
            return True
        command = command_of(self.adapter, choice.intent, ctx)
        if not isinstance(command, Command):
            return False  # an answer ("nobody has announced a new level"): a correction?
        assert self.state is not None
        return not isinstance(get_game(self.adapter.game).apply(self.state, command), Rejection)

    def _as_correction(
        self, readings: list[Any], text: str, speaker: str | None, last: Command
    ) -> Choice | None:
        """ "nein, nele hatte die kleine", "warte, das war die eckige, nicht die dicke": a
        sentence shaped as a correction whose report fits only in place of the last one is
        read there; :meth:`_dispatch` then replaces the last report with it (or asks)."""
        assert self.table is not None
        game = self.table.game
        undoing = any(r.intent.name == "Undo" and r.evidence >= CLEAR for r in readings)
        opened = undoing or get_recognizer(self.lang, game).correction(text) is not None
        back = not opened and get_reader(self.lang, game).refers_back(text)
        opened = opened or back  # "dans two actually fell": of the last report itself
        ctx = self._replacing(last, speaker)
        before = ctx.state
        denied = not undoing and denies(readings, self.adapter, ctx, last)
        if not opened and not denied and not get_reader(self.lang, game).speaks_of_past(text):
            return None
        if undoing:  # "undo, carla's didn't actually fall, she got six up": a correction
            if not denies(readings, self.adapter, ctx, last) and not (  # only when it denies
                get_reader(self.lang, game).speaks_of_past(text)  # the last report, or says
            ):  # what it was ("undo the star, it was actually a two, empty")
                return None  # ("wait, sam isn't done yet, take that back" asks)
            readings = [r for r in readings if r.intent.name != "Undo"]
        choice = choose(readings, self.adapter, ctx, question=False)
        if choice.action not in ("act", "ask") or choice.intent is None:
            return None
        said = [r for r in readings if r.intent.name == choice.intent.name]
        if said and all(r.negated and r.cued and not r.weak for r in said):
            return None  # "no, I don't accept!": the word denied is no report in its place
        command = choice.command or command_of(self.adapter, choice.intent, ctx)
        if not isinstance(command, Command) or isinstance(
            get_game(game).apply(before, command), Rejection
        ):
            return None
        if command == last or (
            command.kind != last.kind and not _names_the_report(choice.intent, last) and not denied
        ):
            return None  # "nein nein, max hat noch gar nicht gebaut" corrects nothing here
        if denied and command.kind != last.kind:
            self._fix_only = "denied"  # "i didn't end my turn, i opened a three": instead
            return Choice(action="act", intent=choice.intent, clear=choice.clear)
        if back and not _names_the_report(choice.intent, last):
            return None  # "actually" alone names no report: only one said of the last one
        if not opened and (
            command.kind != last.kind
            or _negated(readings, choice.intent)
            or not self._denies_the_last(text, last)
        ):
            return None  # "it was the angular one, not the small" -- but "four was not
            # full, now a one" and "it already had a gem" tell what happened now
        self._fix_only = "undo" if undoing else True
        return Choice(action="act", intent=choice.intent, clear=choice.clear)

    def _restated(
        self, readings: list[Any], text: str, speaker: str | None, last: Command
    ) -> Choice | None:
        """ "undo the star, it was actually a two, empty", "take back the last one, it was a
        four with one": a take-back that says, in the past, what the last report was
        instead replaces it with that (:meth:`_dispatch`), when it fits in its place."""
        assert self.table is not None
        reader = get_reader(self.lang, self.table.game)
        undoing = any(r.intent.name == "Undo" and r.evidence >= CLEAR for r in readings)
        if not undoing and not any(r.negated for r in readings):
            return None  # "that wasn't the star, it was a two": denied, and said instead
        rest = reader.restated(text)
        if not rest:
            return None
        ctx = self._replacing(last, speaker)
        told = reader.readings(rest, self.table.players)
        choice = choose(told, self.adapter, ctx, False)
        if choice.action not in ("act", "ask") or choice.intent is None:
            return None
        if all(r.negated for r in told if r.intent.name == choice.intent.name):
            return None  # "streich das, mia war noch gar nicht fertig": no report instead
        command = choice.command or command_of(self.adapter, choice.intent, ctx)
        if not isinstance(command, Command) or command == last:
            return None
        if command.kind != last.kind and {command.kind, last.kind} not in _SWAPS:
            return None  # "undo, it was priya's turn": no report in place of the last
        if isinstance(get_game(self.table.game).apply(ctx.state, command), Rejection):
            return None
        self._fix_only = "undo"
        return Choice(action="act", intent=choice.intent, clear=True)

    def split_speaker(self, text: str, speaker: str | None) -> tuple[str | None, str]:
        """``"Anna: I built floor 3"`` -> (``Anna``, ``I built floor 3``) when Anna plays here
        (case- and typo-tolerant); otherwise the text and speaker as they came."""
        head, sep, rest = text.partition(":")
        if not sep or not rest.strip() or len(head) > 60:
            return speaker, text
        if not self.table:  # "Anna Lena: der turm, me, Jonas …" tagged by Anna Lena herself
            said = " ".join(fold(w) for w in head.split())
            mine = speaker and said == " ".join(fold(w) for w in speaker.split())
            return (speaker, rest.strip()) if mine else (speaker, text)
        said = clean_name(text).casefold()  # as the names are kept: "a\r:b" is "a :b"
        if any(":" in p and said.startswith(p.casefold()) for p in self.table.players):
            return speaker, text  # "Ben :) built floor 4": the colon is part of a name
        name = player_name(self.table.players, head.strip()) or find_player(
            head, self.table.players, self.lang
        )
        return (name, rest.strip()) if name else (speaker, text)

    def _describe(self, command: Command) -> str:
        """A report in words, for a question about it ("Ben built floor 4")."""
        assert self.table is not None
        args = {"player": None, "pillar": None, "success": None, **command.model_dump()}
        args.pop("kind", None)
        return get_renderer(self.lang).render(f"describe-{self.table.game}-{command.kind}", **args)

    def _did_you_mean(self, command: Command) -> Reply:
        self.pending = Pending(kind="command", command=command.model_dump())
        return self._reply(
            [Message(id="did-you-mean", args={"what": self._describe(command)})], buttons=True
        )

    def understand(self, text: str) -> Intent | None:
        """The intent in the table's language; a new game may also be asked for in the other."""
        players = self.table.players if self.table else []
        game = self.table.game if self.table else None
        idle = self.table is None or (self.state is not None and self.state.finished)
        if self.table is not None and self.setup.rematch(text, idle, self.table.game):
            return Intent(name="Rematch")  # "same players, der turm first game"
        if not idle:  # "lass ma neu anfangen, babel mit mia paul und greta": no report
            started = self.setup.said_in_full(text)
            if started is not None:
                return started
        intent = get_recognizer(self.lang, game).recognize(text, players)
        if intent is not None and idle and intent.name not in _SETUP_INTENTS:
            spotted = self.setup.spotted(text)  # "neues Paletti mit …, gewinnt der vorherige"
            if spotted is not None and spotted.name == "NewGame" and spotted.slots["game"]:
                return spotted  # is no question about the scores
        if intent is not None:
            return intent
        if idle:
            listed = self.setup.game_and_list(text)  # "Paletti: Greta, Ole"
            if listed is not None:
                return listed
        for other in LANGS:
            if other == self.lang or not (idle or named_game(text, other)[0]):
                continue  # during a game only a new game is asked for in the other language
            guess = get_recognizer(other, None).recognize(text, players)
            if guess is not None and (
                guess.name == "NewGame" or (idle and guess.name in _SWITCHING)
            ):
                self.set_lang(other)  # the table speaks the language it is spoken to in
                return guess
        if idle:  # the templates of both languages missed
            loose = self.setup.read(text)  # "villa paletti kate leo nora"
            if loose is not None:
                return loose
            if self.setup.people_only(text):  # "me, my sister and dad": who are they?
                return Intent(name="AskNames")
            other = self.setup.other_game(text)  # "new game of chess": no players said yet
            if other:
                return Intent(name="UnknownGame", slots={"other_game": other})
        return None

    # ---- dispatch ---------------------------------------------------------------

    def _dispatch(
        self,
        intent: Intent,
        speaker: str | None,
        correcting: str | None = None,
        told: Reply | None = None,
    ) -> Reply:
        name = intent.name
        if intent.slots.get(SOMEONE) and self.state is not None:
            if self._seated(speaker) not in (None, self.state.current):
                speaker = None  # "she did it, two's up", told by another: the one on turn
        if name == "NewGame":
            return self._new_game(intent, speaker)
        if name == "UnknownGame":  # "new game of chess with Anna and Ben"
            game = str(intent.slots.get("other_game", "")).strip()
            known = vocabulary(self.lang)
            alone = "names" not in intent.slots  # "new game of chess": no players said
            if alone:  # "new game of chess with Anna and Ben" read as a game of all that
                with_word = channel_words(self.lang)["with"]
                game = re.split(rf"\s+{re.escape(with_word)}(?:\s+|$)", game, flags=re.I)[0]
            if not self.setup.names_another_game(game, known):  # no game's name
                # "can we play this with 9 people?": a rule question about this game
                answered = self._rule_answer(self._said)
                if answered is not None or alone:
                    return answered or self._not_understood()
            return self._reply([Message(id="unknown-game", args={"game": game})])
        if name == "AskNames":  # "me, my sister and dad"
            return self._reply([Message(id="ask-player-names")])
        if name == "Yes":
            return self._yes(speaker)
        if name == "No":
            return self._no()
        if name == "Help":
            return self._reply(
                [Message(id="help" if self.table else "help-no-game")]
                + ([self.adapter.examples(self.state)] if self.table else [])
            )
        if name == "More":
            return self._more(told)
        if name == "Rematch":
            return self._rematch(speaker)
        if name == "Rules":
            running = self.table.game if self.table else None
            return self._reply(summary(intent.slots.get("game"), running))
        if self.table is None or self.state is None:
            return self._reply([Message(id="no-game")])
        if name == "Undo":
            return self._undo()
        if name == "EndGame":
            return self._confirm_end()
        if name == "WhoseTurn":
            asked = intent.slots.get("player") or (
                self._seated(speaker) if intent.slots.get("self") else None
            )
            check = []
            if asked and self.state.current:
                yes = asked == self.state.current
                args = {"player": asked, "current": self.state.current, "yes": yes}
                check = [Message(id="turn-check", args=args)]
            return self._reply(check + self.adapter.status(self.state))
        if name == "Status":
            return self._reply(self.adapter.status(self.state))
        if name == "Scores":
            player = intent.slots.get("player") or (
                self._actor(speaker) if intent.slots.get("self") else None
            )
            return self._reply([self.adapter.scores(self.state, player)])
        if (
            correcting == "past"
            and self.log
            and not self._fix_only  # read as a correction already ("it was the angular one")
            and not _names_its_number(intent, self.log[-1])
            and not self._denies_the_last(self._said, self.log[-1])
        ):
            correcting = None  # "it was a three" after a two: a report of its own
        if self._fix_only == "undo" and self.log:
            correcting = "strong"  # "undo, …, she got six up" speaks of the last report
        if self._chosen_again(intent, speaker):
            correcting = "strong"  # "sorry, gwen opens actually" right after "ravi opens"
        if self._fix_only and not (correcting and self.log):
            return self._not_understood()  # read as a correction, but nothing to correct
        if correcting and self.log:
            replaced = self._replace_last(intent, speaker, strong=correcting == "strong")
            if replaced is not None:
                return replaced
        ctx = Context(
            state=self.state,
            speaker=speaker,
            actor=self._actor(speaker),
            pending=self._pending_command(),
        )
        result = self.adapter.command_for(intent, ctx)
        if result is None:
            return self._not_understood()
        if isinstance(result, Message):
            return self._reply([result])
        return self._report(result, ctx)

    def _chosen_again(self, intent: Intent, speaker: str | None) -> bool:
        """Whether ``intent`` chooses who begins right after such a choice (:data:`CHOOSING`)."""
        if not self.log or self.log[-1].kind not in CHOOSING or self.state is None:
            return False
        ctx = Context(state=self.state, speaker=speaker, actor=self._actor(speaker))
        command = self.adapter.command_for(intent, ctx)
        return isinstance(command, Command) and command.kind == self.log[-1].kind

    def _confirm_end(self) -> Reply:
        """Ending a game by agreement is asked back first; "yes" ends it."""
        assert self.table is not None and self.state is not None
        if self.state.finished:
            return self._reply([Message(id="rule-game-over")])
        self.pending = Pending(kind="end")
        specific = f"{self.table.game}-confirm-end"
        msg_id = specific if get_renderer(self.lang).has(specific) else "confirm-end"
        return self._reply([Message(id=msg_id)], buttons=True)

    def _report(self, command: Command, ctx: Context, confirmed: bool = False) -> Reply:
        assert self.state is not None
        if not confirmed and command.kind == self.adapter.end_command().kind:
            return self._confirm_end()
        outcome = get_game(self.adapter.game).apply(self.state, command)
        if isinstance(outcome, Rejection):
            ask = self.adapter.ask_back(command, outcome, ctx)
            if ask is not None:
                self.pending = Pending(
                    kind="command", command=ask.suggestion.model_dump(), on_no=ask.on_no
                )
                return self._reply([ask.question], buttons=True)
            self.pending = None
            return self._reply([self._rejection(outcome)])
        return self._accept(command, outcome)

    def _replacing(self, last: Command, speaker: str | None) -> Context:
        """The context of a correction: the game before ``last``, which it replaces."""
        before = self._state_at(len(self.log) - 1)
        return Context(
            state=before,
            speaker=speaker,
            actor=self._actor(speaker, before),
            pending=last,
            replacing=last,
            denied=frozenset(get_reader(self.lang, None).denied(self._said)),
        )

    def _replace_last(self, intent: Intent, speaker: str | None, strong: bool) -> Reply | None:
        """ "No, it was a three": the report replaces the one just accepted, if it fits there
        and is of its kind or names it ("no, Ben's three fell").

        A report of the same kind that cannot stand in place of the last one is never simply
        added after a strong opener: the referee says it does not fit. Anything else ("no,
        it collapsed", "sorry, Carla built floor 3") is a report of its own (None: handled
        as usual).
        """
        assert self.table is not None and self.state is not None
        reader = get_reader(self.lang, None)
        game = get_game(self.table.game)
        replaced = self.log[-1]
        ctx = self._replacing(replaced, speaker)
        before = ctx.state
        command = self.adapter.command_for(intent, ctx)
        if not isinstance(command, Command):
            return None
        if reader.tells_another(self._said) and self._fix_only != "denied":
            return None  # "nee, sie macht weiter, noch 'ne Eins, leer": a report of its own
        outcome = game.apply(before, command)
        fits = not isinstance(outcome, Rejection)
        named = (
            _names_the_report(intent, replaced)
            or self._fix_only == "denied"
            or self._refers_back(command, replaced, speaker)
        )
        if not fits:  # "no, that wasn't a move, she pushed it back": the last report's player
            theirs = self._as_theirs(intent, replaced, ctx)
            if theirs is not None:
                command, outcome, fits, named = theirs, game.apply(before, theirs), True, True
        if (
            command.kind != replaced.kind
            and not named
            and {command.kind, replaced.kind} not in _SWAPS
        ):
            return None  # "nö, ich lass es" after a reveal: a stop of its own, not the reveal's
        same = command.kind == replaced.kind or named
        if fits and not same:  # "no, I object" right after agreeing: only instead of it
            now = Context(state=self.state, speaker=speaker, actor=self._actor(speaker))
            again = self.adapter.command_for(intent, now)
            same = not isinstance(again, Command) or isinstance(
                game.apply(self.state, again), Rejection
            )
        changed = {command.kind, replaced.kind} == _ANSWERS and not named  # "actually no,
        strong = strong and not (changed and not reader.says_instead(self._said))  # I object"
        if (
            same and fits and not strong and command.kind != replaced.kind and not named
        ):  # "actually I object" right after agreeing: a filler or a change of mind? ask
            self.pending = Pending(kind="undo")
            return self._reply(
                [Message(id="ask-undo", args={"what": self._describe(replaced)})], buttons=True
            )
        if same and fits and not named and self._also_new(intent, command, speaker):
            # "no no no, a zero" mid-turn: a groan at a new reveal, or a correction? ask
            self.pending = Pending(kind="undo")
            return self._reply(
                [Message(id="ask-undo", args={"what": self._describe(replaced)})], buttons=True
            )
        if same and fits:
            if self.store and self.table.game_no is not None:
                self.store.pop(self.table.game_no)  # first: if it fails, nothing has changed
            self.log.pop()
            self.checkpoints.pop(len(self.log) + 1, None)
            self.state = before
            return self._accept(command, outcome, lead=[self.adapter.undone(replaced)])
        if not strong or command.kind != replaced.kind:
            return None  # "no, it collapsed", "nee, ich widerspreche": a report of its own
        now = Context(state=self.state, speaker=speaker, actor=self._actor(speaker))
        added = self.adapter.command_for(intent, now)
        if not isinstance(added, Command) or isinstance(game.apply(self.state, added), Rejection):
            return None  # no report of its own either: the usual questions follow
        if self._cued and not get_reader(self.lang, None).speaks_of_past(self._said):
            return None  # "nee doch, sechs steht": the "no" is relief, the report is new
        # "no, it was the third" right after floor 2: never added as the next floor
        last = self._describe(replaced)
        return self._reply([Message(id="correction-unfit", args={"what": last})])

    def _as_theirs(self, intent: Intent, replaced: Command, ctx: Context) -> Command | None:
        """A correction that names no player and says it speaks of the last report ("no,
        that wasn't a move, she pushed it back", "nee, das war keine Zwei"), not of the
        talker ("I", "mine"): the report as the last report's player's, when it fits there."""
        player = getattr(replaced, "player", None)
        reader = get_reader(self.lang, None)
        if player is None or intent.slots.get("player") or reader.speaks_of_self(self._said):
            return None
        if not reader.refers_back(self._said) and not self._denies_the_last(self._said, replaced):
            return None
        theirs = intent.model_copy(deep=True)
        theirs.slots["player"] = player
        command = self.adapter.command_for(theirs, ctx)
        if not isinstance(command, Command) or getattr(command, "player", None) != player:
            return None
        fits = not isinstance(get_game(self.adapter.game).apply(ctx.state, command), Rejection)
        return command if fits else None

    def _also_new(self, intent: Intent, command: Command, speaker: str | None) -> bool:
        """Whether a correction of the last report, said without naming it ("no, a zero"),
        is just as well a new report by the same player, who is still on: no past tense,
        nothing of the last report denied."""
        assert self.state is not None and self.log
        replaced = self.log[-1]
        player = getattr(command, "player", None)
        if command.kind != replaced.kind or player is None:
            return False
        if player != getattr(replaced, "player", None) or player != self.state.current:
            return False  # "no, Kate is younger": another player's, only instead of it
        reader = get_reader(self.lang, None)
        if reader.speaks_of_past(self._said) or self._denies_the_last(self._said, replaced):
            return False
        now = Context(state=self.state, speaker=speaker, actor=self._actor(speaker))
        again = command_of(self.adapter, intent, now)
        return (
            isinstance(again, Command)
            and getattr(again, "player", None) == player
            and not isinstance(get_game(self.adapter.game).apply(self.state, again), Rejection)
        )

    def _denies_the_last(self, text: str, last: Command) -> bool:
        """Whether ``text`` denies a piece of the last report ("not the small", "keine
        zwei" right after a small pillar, a 2)."""
        fields = last.model_dump()
        keys = ("floor", "disk", "pillar", "colour")
        pieces = {str(fields[k]) for k in keys if fields.get(k) is not None}
        return bool(pieces & get_reader(self.lang, None).denied(text))

    def _refers_back(self, command: Command, replaced: Command, speaker: str | None) -> bool:
        """Whether a correction speaks of the report just made, not of a new one: the same
        player's, and said so ("nah, that fell actually", "nee, die ist doch umgefallen") or
        told by its player of themselves ("sorry, mine collapsed", "bei mir ist doch was
        runtergefallen") while someone else is up."""
        player = getattr(replaced, "player", None)
        if getattr(command, "player", None) not in (None, player):
            return False
        if {command.kind, replaced.kind} - _OUTCOMES:
            return False  # "actually I object" right after agreeing: a change of mind? ask
        reader = get_reader(self.lang, None)
        if reader.refers_back(self._said):
            return True
        seat = self._seated(speaker)
        assert self.state is not None
        return (
            seat is not None
            and seat == player
            and seat != self.state.current
            and reader.speaks_of_self(self._said)
        )

    def _accept(self, command: Command, outcome: Outcome, lead: list[Message] = ()) -> Reply:
        assert self.table is not None
        if self.store and self.table.game_no is not None:
            self.store.append(self.table.game_no, command.model_dump(), outcome.state.finished)
        self.log.append(command)
        self.state = outcome.state
        if len(self.log) % CHECKPOINT_EVERY == 0:
            self.checkpoints[len(self.log)] = outcome.state
        self.pending = None
        self._just_accepted = True
        game = self.table.game
        reply = self._reply(
            list(lead) + [Message(id=f"{game}-{e.kind}", args=e.params) for e in outcome.events]
        )
        reply.score_sheet = any(e.kind in ("round-over", "game-over") for e in outcome.events)
        return reply

    def score_sheet(self) -> ScoreSheet | None:
        """The running (or just finished) game's score sheet; ``None`` without a game."""
        if self.table is None:
            return None
        return score_sheet(self.table.game, self.table.players, self.table.options, self.log)

    def _state_at(self, n: int) -> State:
        """The state after ``log[:n]``, from the nearest checkpoint at or before ``n``."""
        assert self.table is not None
        game = get_game(self.table.game)
        start = n - n % CHECKPOINT_EVERY
        while start > 0 and start not in self.checkpoints:  # one was never kept
            start -= CHECKPOINT_EVERY
        first = self.checkpoints.get(start)
        if first is None:
            first = game.new_state(self.table.players, self.table.options)
        return advance(game, first, self.log[start:n])

    def _pending_command(self) -> Command | None:
        """The report an open question suggests, for an answer that completes it."""
        if self.table is None or self.pending is None or self.pending.command is None:
            return None
        return get_game(self.table.game).parse_command(self.pending.command)

    def _rejection(self, rejection: Rejection) -> Message:
        assert self.table is not None
        specific = f"{self.table.game}-rule-{rejection.rule}"
        msg_id = specific if get_renderer(self.lang).has(specific) else f"rule-{rejection.rule}"
        return Message(id=msg_id, args=rejection.params)

    def _yes(self, speaker: str | None = None) -> Reply:
        pending, self.pending = self.pending, None
        if pending is None:
            if self.table is None or self.state is None:
                return self._reply([Message(id="nothing-to-confirm")])
            ctx = Context(state=self.state, speaker=speaker, actor=self._actor(speaker))
            answer = self.adapter.unprompted_yes(ctx)
            if answer is None:
                return self._reply([Message(id="nothing-to-confirm")])
            if isinstance(answer, Message):
                return self._reply([answer])
            return self._report(answer, ctx)
        if pending.kind == "resume":
            return self.resume()
        if pending.kind == "undo":
            return self._undo()
        if pending.kind == "new-game":
            return self._start_and_say(
                pending.game or "", pending.players, pending.options, pending.then
            )
        if self.table is None or self.state is None:
            return self._reply([Message(id="nothing-to-confirm")])
        if pending.kind == "end":
            command = self.adapter.end_command()
        elif pending.kind == "command" and pending.command is not None:
            command = get_game(self.table.game).parse_command(pending.command)
        else:
            return self._reply([Message(id="nothing-to-confirm")])
        ctx = Context(state=self.state, speaker=None, actor=self.state.current)
        return self._report(command, ctx, confirmed=True)

    def _no(self) -> Reply:
        pending, self.pending = self.pending, None
        if pending is None:
            return self._reply([Message(id="nothing-to-confirm")])
        if pending.on_no is not None:
            self.pending = pending
            return self._reply([pending.on_no])
        return self._reply(
            [Message(id="dropped")] + (self.adapter.status(self.state) if self.state else [])
        )

    def _undo(self) -> Reply:
        assert self.table is not None
        self.pending = None
        if not self.log:
            return self._reply([Message(id="nothing-to-undo")])
        if self.store and self.table.game_no is not None:
            self.store.pop(self.table.game_no)  # first: if it fails, nothing has changed
        self.state = self._state_at(len(self.log) - 1)
        command = self.log.pop()
        self.checkpoints.pop(len(self.log) + 1, None)
        return self._reply([self.adapter.undone(command)] + self.adapter.status(self.state))

    def _rematch(self, speaker: str | None = None) -> Reply:
        """The same game again, same players in the same seats, same options — or what the
        rematch changes ("same players, der turm first game", "rematch, olaf goes first",
        "again with anna, ben and rosa")."""
        if self.table is None:
            return self._reply([Message(id="no-game")])
        table = self.table
        said = self.setup.spot(getattr(self, "_said", ""), table.game)
        if speaker:  # "same again, but I start": the speaker
            said.options = {k: speaker if v == _SELF else v for k, v in said.options.items()}
        if not said.unexplained and (
            said.game != table.game or said.names or said.options or said.full
        ):
            if said.game != table.game:
                options = said.options
            else:
                options = self._rematch_options(said.options)
            return self._spotted_game(said, speaker, list(table.players), options)
        options = self._rematch_options()
        if said.unexplained and said.names:  # "same again but tom joins": who plays now?
            return self.ask_players(table.game, options)
        if self.state and not self.state.finished and self.log:
            self.pending = Pending(
                kind="new-game", game=table.game, players=table.players, options=options
            )
            return self._reply(
                [Message(id="confirm-new-game", args={"game": table.game})], buttons=True
            )
        return self.start(table.game, list(table.players), options)

    def _rematch_options(self, spotted: dict[str, Any] | None = None) -> dict[str, Any]:
        """The last game's options, or what the rematch names instead ("same players again,
        mirror star this time")."""
        assert self.table is not None
        game, old = self.table.game, dict(self.table.options)
        named: dict[str, Any] = dict(spotted or {})
        for part in [] if spotted else re.split(r"[,;.!]", getattr(self, "_said", "")):
            words = part.split()
            for k in range(len(words)):  # "mirror star this time": from the front, shorter
                found = self.setup.option_in(game, " ".join(words[: len(words) - k]), alone=True)
                if found:
                    named.update(found)
                    break
        if not named:
            return old
        merged = {**old, **named}
        try:
            get_game(game).new_state(list(self.table.players), merged)
        except GameError:
            return named  # "mirror" after a first game: the star replaces it
        return merged

    def _new_game(self, intent: Intent, speaker: str | None = None) -> Reply:
        game = str(intent.slots.get("game") or "")
        spotted = self.setup.spot(self._said)
        misread = spotted.game in GAMES and game in GAMES and spotted.game != game
        if not spotted.unexplained and ((spotted.game or "") == game or misread):
            return self._spotted_game(spotted, speaker)
        if misread:  # "der turmbau mit …": the templates read "der turm" inside a word
            return self.ask_players(str(spotted.game))
        if game not in GAMES:
            return self._not_understood()
        players, then = self.setup.players_and_clauses(
            game, self.setup.whole_list(intent, self._said)
        )
        then += list(intent.slots.get("then") or [])
        options = {k: v for k, v in intent.slots.items() if k not in ("game", "names", "then")}
        for part in list(players):  # "Der Turm, Anna, Ben and Carla, first game"
            found = self.setup.option_in(game, part)
            if found:
                options.update(found)
                players.remove(part)
        players = self.setup.name_parts(game, players, options)
        for k in (1, 2, 3):  # "anna ben carla mirror star", "uwe heike jörg, spiegel"
            found = self.setup.option_in(game, " ".join(players[-k:]), alone=True)
            if len(players) > k and found:
                options.update(found)
                del players[-k:]
                break
        if len(players) == 1 and len(players[0].split()) > 1:  # "…, uwe heike jörg, spiegel"
            players = players[0].split()
        players = self.setup.spoken_names(players)
        players = [self._me(p, speaker) for p in players]  # "me, Tom and Raj" said by Becca
        if any(not_a_name(p, self.lang) for p in players):  # "me, my sister and dad"
            self.pending = Pending(kind="players", game=game, options=options)
            return self._reply([Message(id="ask-player-names")])
        if any(self.setup.doubtful_name(p) for p in players):  # "Rule", "Emma Is Jünger": ask
            return self.ask_players(game, options)
        lost_star = game == "turm" and not options.get("star") and not options.get("first_game")
        if lost_star and (spotted.full or spotted.star_said or spotted.options.get("star")):
            return self._reply([Message(id="setup-ask-star")])  # "der turm, full game", or a
            # star these words lost ("mit dem freundlichen Stern" read as no option)
        if self.table and self.state and not self.state.finished and self.log:
            self.pending = Pending(
                kind="new-game", game=game, players=players, options=options, then=then
            )
            if not players:
                self.pending.kind = "players"
                return self._reply([Message(id="ask-players", args={"game": game})])
            return self._reply([Message(id="confirm-new-game", args={"game": game})], buttons=True)
        if not players:
            return self.ask_players(game, options)
        return self._start_and_say(game, players, options, then)

    def _spotted_game(
        self,
        said: Spotted,
        speaker: str | None,
        players: list[str] | None = None,
        options: dict[str, Any] | None = None,
    ) -> Reply:
        """A new game (or a rematch) whose every word :func:`spot` explained: seat the
        players, or ask for what is missing or in doubt (a wrong game is worse than a
        question)."""
        game = said.game or (self.table.game if self.table else "")
        options = dict(said.options if options is None else options)
        names = said.names if players is None or said.names else players
        mine = _SELF in names or _SELF in options.values()  # "same again, but I start"
        if said.people or (mine and not speaker):  # "me, my sister and dad"
            if game:
                self.pending = Pending(kind="players", game=game, options=options)
            return self._reply([Message(id="ask-player-names")])
        if speaker and _SELF in names and any(fold(n) == fold(speaker) for n in names):
            names = [n for n in names if n != _SELF]  # "kwame vs me (astrid)" said by Astrid
        names = [speaker if n == _SELF else n for n in names]
        options = {k: speaker if v == _SELF else v for k, v in options.items()}
        if any(v == speaker for v in options.values()) and speaker not in names:
            return self.ask_players(game, {k: v for k, v in options.items() if v != speaker})
        if not game:  # "new game with anna, ben and carla": which game?
            players_said = get_renderer(self.lang).names(names or ["Anna", "Ben"])
            return self._reply([Message(id="setup-which-game", args={"players": players_said})])
        if not names or said.doubt or any(self.setup.doubtful_name(p) for p in names):
            return self.ask_players(game, options)  # "three of us: anna, ben"; "tom starts"
        if game == "turm" and said.full:
            options.pop("first_game", None)  # "rematch, the full game this time"
            if not options.get("star"):
                return self._reply([Message(id="setup-ask-star")])  # "der turm, full game"
        if self.table and self.state and not self.state.finished and self.log:
            self.pending = Pending(kind="new-game", game=game, players=names, options=options)
            return self._reply([Message(id="confirm-new-game", args={"game": game})], buttons=True)
        return self._start_and_say(game, names, options, [])

    def _me(self, name: str, speaker: str | None) -> str:
        """ "Me" in a player list said by a known speaker is that speaker."""
        if speaker and self.setup.is_self(name):
            return speaker
        return name

    def _start_and_say(
        self, game: str, players: list[str], options: dict[str, Any], then: list[str]
    ) -> Reply:
        options, then = self._options_said(game, players, options, then)
        replies = [self.start(game, players, options, status=not then)]
        table = self.table
        if (
            table is not None
            and table.game == game
            and table.players == list(map(clean_name, players))
        ):
            replies += [self._handle(clause, None) for clause in then]
        return Reply(
            text=" ".join(r.text for r in replies),
            speech=" ".join(r.speech for r in replies),
            buttons=replies[-1].buttons,
            score_sheet=any(r.score_sheet for r in replies),
        )

    def _options_said(
        self, game: str, players: list[str], options: dict[str, Any], then: list[str]
    ) -> tuple[dict[str, Any], list[str]]:
        """Reports said with a new game that are its options ("…, Mia starts")."""
        if adapter_for(game) is None or not then:
            return options, then
        recognizer = get_recognizer(self.lang, game)
        tidy = get_reader(self.lang, None).tidy
        options, kept = dict(options), []
        for clause in then:
            intent = recognizer.recognize(clause, players) or recognizer.recognize(
                tidy(clause), players
            )
            option = _SAID_AT_START.get(intent.name) if intent else None
            player = intent.slots.get("player") if intent else None
            if option and player and option not in options:
                options[option] = player
            else:
                kept.append(clause)
        return options, kept

    def ask_players(self, game: str, options: dict[str, Any] | None = None) -> Reply:
        """Ask who plays ``game``; the next utterance that is a list of names starts it."""
        self.pending = Pending(kind="players", game=game, options=dict(options or {}))
        return self._reply([Message(id="ask-players", args={"game": game})])

    def _not_understood(self) -> Reply:
        examples = (
            self.adapter.examples(self.state)
            if self.table and self.state and not self.state.finished
            else Message(id="examples-no-game")
        )
        return self._reply([Message(id="not-understood"), examples])

    # ---- people -----------------------------------------------------------------

    def _seated(self, speaker: str | None) -> str | None:
        """The table's spelling of ``speaker`` if they play here."""
        return player_name(self.table.players, speaker) if self.table else None

    def _actor(self, speaker: str | None, state: State | None = None) -> str:
        state = state or self.state
        assert state is not None
        return self._seated(speaker) or state.current or ""

    def _reply(
        self, messages: list[Message], buttons: bool = False, lang: str | None = None
    ) -> Reply:
        renderer = get_renderer(lang or self.lang)
        text = renderer.render_all(messages)
        quick = [renderer.render("button-yes"), renderer.render("button-no")] if buttons else []
        return Reply(text=text, speech=text, buttons=quick)
