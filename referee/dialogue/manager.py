"""The DialogueManager: every utterance from every frontend goes through ``Session.handle``."""

from __future__ import annotations

import logging
from typing import Any, Literal

from pydantic import BaseModel, Field

from ..games import get_game
from ..games.base import Command, GameError, Outcome, Rejection, State, player_name, replay
from ..language import LANGS, Intent, get_recognizer, looks_like_a_list, split_names
from ..replies import Message, Reply, get_renderer
from ..rules import answer, summary
from ..store import Store
from .adapter import Context, GameAdapter, adapter_for

log = logging.getLogger(__name__)


class Pending(BaseModel):
    """A question the referee asked and waits a yes/no (or names) for."""

    kind: Literal["command", "end", "new-game", "players", "resume"]
    command: dict[str, Any] | None = None
    on_no: Message | None = None
    """What to ask instead when the answer is "no" (the question then stays open)."""
    game: str | None = None
    players: list[str] = Field(default_factory=list)
    options: dict[str, Any] = Field(default_factory=dict)
    then: list[str] = Field(default_factory=list)
    """Sentences said along with the new game, handled once it has started."""


class Table(BaseModel):
    """The game being played at a table."""

    game: str
    players: list[str]
    options: dict[str, Any] = Field(default_factory=dict)
    game_no: int | None = None


class Session:
    """One table's conversation: a language, maybe a game, its log and an open question."""

    def __init__(
        self, table_id: str = "console", lang: str = "en", store: Store | None = None
    ) -> None:
        self.table_id = table_id
        self.store = store
        self.lang = (store.table_lang(table_id) if store else None) or lang
        self.table: Table | None = None
        self.log: list[Command] = []
        self.state: State | None = None
        self.pending: Pending | None = None
        self.last_intent: str | None = None
        self._just_accepted = False

    # ---- set-up and persistence -------------------------------------------------

    def resumable(self) -> bool:
        """Whether the store holds an unfinished game for this table that still replays."""
        record = self.store.current_game(self.table_id) if self.store else None
        if not record or record.finished:
            return False
        try:
            game = get_game(record.game)
            replay(
                game, record.players, record.options, [game.parse_command(c) for c in record.log]
            )
        except (KeyError, ValueError, GameError):
            log.warning(
                "stored game %s of table %s cannot be replayed", record.game_no, self.table_id
            )
            return False
        return True

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
        assert self.store is not None
        record = self.store.current_game(self.table_id)
        assert record is not None
        game = get_game(record.game)
        self.table = Table(
            game=record.game, players=record.players, options=record.options, game_no=record.game_no
        )
        self.log = [game.parse_command(c) for c in record.log]
        self.state = replay(game, record.players, record.options, self.log)
        return self._reply(
            [Message(id="resumed", args={"game": record.game})] + self.adapter.status(self.state)
        )

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

    def handle(self, text: str, speaker: str | None = None) -> Reply:
        """Understand one utterance, act on it and answer in the table's language.

        A fault of ours never ends the conversation: the game only changes after its
        command is stored, so on an exception nothing has changed, and the reply says so.
        """
        try:
            return self._handle(text, speaker)
        except Exception:
            log.exception("could not handle %r from %r", text, speaker)
            self.pending = None
            return self._reply([Message(id="internal-error")])

    def _handle(self, text: str, speaker: str | None) -> Reply:
        after_report, self._just_accepted = self._just_accepted, False
        intent = self.understand(text)
        self.last_intent = intent.name if intent else None
        if intent is None:
            if self.pending and self.pending.kind == "players":
                names = split_names(text)
                if names and (len(names) <= 2 or looks_like_a_list(text)):
                    return self.start(self.pending.game or "", names, self.pending.options)
                return self.ask_players(self.pending.game or "", self.pending.options)
            rule = answer(text, self.lang, self.table.game if self.table else None, self.state)
            if rule is not None:  # the voice says the answer's first sentence only
                said = self._reply(rule.messages).text
                return Reply(text=said, speech=rule.spoken(self.lang), buttons=rule.buttons)
            return self._not_understood()
        correcting = (
            after_report
            and self.pending is None
            and get_recognizer(self.lang, self.table.game if self.table else None).is_correction(
                text
            )
        )
        return self._dispatch(intent, speaker, correcting)

    def understand(self, text: str) -> Intent | None:
        """The intent in the table's language; a new game may also be asked for in the other."""
        players = self.table.players if self.table else []
        game = self.table.game if self.table else None
        intent = get_recognizer(self.lang, game).recognize(text, players)
        if intent is not None:
            return intent
        for other in LANGS:
            if other == self.lang:
                continue
            guess = get_recognizer(other, None).recognize(text, players)
            if guess is not None and guess.name == "NewGame":
                self.set_lang(other)
                return guess
        return None

    # ---- dispatch ---------------------------------------------------------------

    def _dispatch(self, intent: Intent, speaker: str | None, correcting: bool = False) -> Reply:
        name = intent.name
        if name == "NewGame":
            return self._new_game(intent)
        if name == "Yes":
            return self._yes(speaker)
        if name == "No":
            return self._no()
        if name == "Help":
            return self._reply(
                [Message(id="help" if self.table else "help-no-game")]
                + ([self.adapter.examples(self.state)] if self.table else [])
            )
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
        if correcting and self.log:
            replaced = self._replace_last(intent, speaker)
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

    def _replace_last(self, intent: Intent, speaker: str | None) -> Reply | None:
        """ "No, it was a three": the report replaces the one just accepted, if it fits there.

        Otherwise (None) it is handled as a report of its own, which asks back as usual.
        """
        assert self.table is not None
        game = get_game(self.table.game)
        before = replay(game, self.table.players, self.table.options, self.log[:-1])
        ctx = Context(state=before, speaker=speaker, actor=self._actor(speaker, before))
        command = self.adapter.command_for(intent, ctx)
        if not isinstance(command, Command):
            return None
        outcome = game.apply(before, command)
        if isinstance(outcome, Rejection):
            return None
        if self.store and self.table.game_no is not None:
            self.store.pop(self.table.game_no)  # first: if it fails, nothing has changed
        replaced = self.log.pop()
        self.state = before
        return self._accept(command, outcome, lead=[self.adapter.undone(replaced)])

    def _accept(self, command: Command, outcome: Outcome, lead: list[Message] = ()) -> Reply:
        assert self.table is not None
        if self.store and self.table.game_no is not None:
            self.store.append(self.table.game_no, command.model_dump(), outcome.state.finished)
        self.log.append(command)
        self.state = outcome.state
        self.pending = None
        self._just_accepted = True
        game = self.table.game
        return self._reply(
            list(lead) + [Message(id=f"{game}-{e.kind}", args=e.params) for e in outcome.events]
        )

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
        command = self.log.pop()
        self.state = replay(
            get_game(self.table.game), self.table.players, self.table.options, self.log
        )
        return self._reply([self.adapter.undone(command)] + self.adapter.status(self.state))

    def _new_game(self, intent: Intent) -> Reply:
        game = str(intent.slots.get("game"))
        players, then = self._players_and_clauses(game, str(intent.slots.get("names", "")))
        options = {k: v for k, v in intent.slots.items() if k not in ("game", "names")}
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

    def _players_and_clauses(self, game: str, said: str) -> tuple[list[str], list[str]]:
        """Names from a player list, and the parts that are sentences of their own.

        "…with Anna, Ben and Carla, Carla is the youngest": the last part is a report for
        the new game, not a player.
        """
        parts = split_names(said)
        if adapter_for(game) is None:
            return parts, []
        single = [p for p in parts if " " not in p]
        recognizer = get_recognizer(self.lang, game)
        clauses = [p for p in parts if " " in p and recognizer.recognize(p, single) is not None]
        return [p for p in parts if p not in clauses], clauses

    def _start_and_say(
        self, game: str, players: list[str], options: dict[str, Any], then: list[str]
    ) -> Reply:
        replies = [self.start(game, players, options, status=not then)]
        if self.table is not None and self.table.game == game and self.table.players == players:
            replies += [self._handle(clause, None) for clause in then]
        return Reply(
            text=" ".join(r.text for r in replies),
            speech=" ".join(r.speech for r in replies),
            buttons=replies[-1].buttons,
        )

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
