"""The ``referee`` command: ``play`` in a terminal, ``replay`` JSON lines."""

from __future__ import annotations

import argparse
import logging
import os
import sqlite3
import sys
from pathlib import Path

LOG_ENV = "REFEREE_LOG"


def build_parser() -> argparse.ArgumentParser:
    # Imported here, not at the top: a Ctrl-C while they load ends without a traceback.
    from .language import LANGS
    from .store import DB_ENV, default_db_path

    parser = argparse.ArgumentParser(
        prog="referee",
        description="A referee for Turmbau zu Babel, Der Turm and Villa Paletti.",
    )
    sub = parser.add_subparsers(dest="command")

    play = sub.add_parser("play", help="play at the terminal (the default)")
    play.add_argument(
        "game", nargs="?", choices=["babel", "turm", "paletti"], help="start this game right away"
    )
    play.add_argument("--players", help="names in seating order, e.g. Anna,Ben,Carla")
    play.add_argument("--lang", choices=LANGS, default=None, help="en or de")
    play.add_argument(
        "--db",
        help=f"SQLite file or postgresql:// address (default: ${DB_ENV} or {default_db_path()})",
    )
    play.add_argument("--new", action="store_true", help="don't offer to resume")

    replay = sub.add_parser("replay", help="JSON lines in, one JSON line out per input line")
    replay.add_argument("file", help="a file of JSON lines, or - for standard input")
    replay.add_argument("--lang", choices=LANGS, default="en")

    listen = sub.add_parser("listen", help="spoken reports from audio files (voice)")
    listen.add_argument("game", nargs="?", choices=["babel", "turm", "paletti"])
    listen.add_argument("--players", help="names in seating order, e.g. Anna,Ben,Carla")
    listen.add_argument("--lang", choices=LANGS, default="en")
    listen.add_argument("--engine", default="pocketsphinx", help="pocketsphinx or vosk")
    listen.add_argument("--vosk-model", type=Path, help="Vosk model folder ($REFEREE_VOSK_MODEL)")
    listen.add_argument(
        "--input",
        type=Path,
        action="append",
        required=True,
        help="a WAV, OGG or FLAC file, one utterance (repeatable)",
    )
    listen.add_argument("--speaker", help="who is speaking")
    listen.add_argument("--speak", type=Path, help="also write the spoken reply to this WAV")

    tg = sub.add_parser("telegram", help="run the Telegram bot (groups and private chats)")
    tg.add_argument("--token", help="the bot token (default: $TELEGRAM_BOT_TOKEN)")
    tg.add_argument("--api-url", help="Bot API address (default: $REFEREE_TELEGRAM_API_URL)")
    tg.add_argument("--file-url", help="Bot API file address ($REFEREE_TELEGRAM_FILE_URL)")
    tg.add_argument("--webhook-url", help="public address: webhook mode instead of polling")
    tg.add_argument("--listen", help="webhook: the address to listen on (127.0.0.1)")
    tg.add_argument("--port", type=int, help="webhook: the port to listen on (8443)")
    tg.add_argument(
        "--db", help=f"SQLite file, or postgresql://… for several workers (default: ${DB_ENV})"
    )
    tg.add_argument("--no-rate-limit", action="store_true", help="off for a local benchmark")
    tg.add_argument(
        "--workers", type=int, help="webhook: worker processes on one port (needs PostgreSQL)"
    )

    rules = sub.add_parser("rules", help="the rules of a game, or one topic of them")
    rules.add_argument("game", help="babel, turm or paletti")
    rules.add_argument("topic", nargs="*", help="a topic id (e.g. scoring) or a question")
    rules.add_argument("--lang", choices=LANGS, default="en")
    return parser


def main(argv: list[str] | None = None) -> int:
    # Started with stdin or stdout closed (``<&-``): as good as empty input, unread output.
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")  # noqa: SIM115
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115
    try:
        args = build_parser().parse_args(argv)
        if args.command is None:
            args = build_parser().parse_args(["play"])
        if args.command == "replay":
            return _replay(args)
        if args.command == "rules":
            return _rules(args)
        if args.command == "listen":
            return _listen(args)
        if args.command == "telegram":
            return _telegram(args)
        return _play(args)
    except KeyboardInterrupt:  # Ctrl-C, even while starting up: no traceback
        print(file=sys.stderr)
        return 130
    except BrokenPipeError:  # ``referee replay x | head``: the reader has gone
        # Python would complain once more when it flushes stdout at exit.
        _drop_stdout()
        return 141


def _replay(args: argparse.Namespace) -> int:
    from .frontends.replay import dump, replay_lines, text_lines

    _log_in_one_line()
    if args.file == "-":
        stream = sys.stdin.buffer
    else:
        try:
            stream = open(args.file, "rb")  # noqa: SIM115
        except OSError as err:
            print(f"referee replay: cannot read {args.file}: {err.strerror}", file=sys.stderr)
            return 2
    # JSON lines are UTF-8 whatever the locale says; bad input bytes are reported per line.
    sys.stdout.reconfigure(encoding="utf-8", errors="replace")  # type: ignore[union-attr]
    records = replay_lines(text_lines(stream), lang=args.lang)
    try:
        while True:
            try:
                record = next(records)
            except StopIteration:
                break
            except OSError as err:
                print(f"referee replay: cannot read {args.file}: {err.strerror}", file=sys.stderr)
                return 2
            try:
                print(dump(record), flush=True)
            except BrokenPipeError:
                raise
            except OSError as err:  # e.g. ``> /dev/full``
                _drop_stdout()
                print(f"referee replay: cannot write the output: {err.strerror}", file=sys.stderr)
                return 2
    finally:
        stream.close()
    return 0


def _drop_stdout() -> None:
    """Output that cannot be written any more: Python must not try again at exit."""
    try:
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    except (OSError, ValueError):
        pass


def _rules(args: argparse.Namespace) -> int:
    from .rules import rules_text

    code, text = rules_text(args.game, " ".join(args.topic), args.lang)
    print(text, file=sys.stdout if code == 0 else sys.stderr)
    return code


def _listen(args: argparse.Namespace) -> int:
    from .dialogue import Session
    from .frontends.voice import listen
    from .language import split_names

    _log_in_one_line()
    session = Session(table_id="listen", lang=args.lang)
    if args.game:
        players = split_names(args.players.replace(",", " , ")) if args.players else []
        print(session.start(args.game, players, {}, lang=args.lang).text)
    return listen(session, args.engine, args.input, args.speaker, args.speak, args.vosk_model)


def _telegram(args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from .frontends.telegram.run import run
    from .frontends.telegram.settings import TelegramSettings

    _log_in_one_line()
    given = {
        "token": args.token,
        "api_url": args.api_url,
        "file_url": args.file_url,
        "webhook_url": args.webhook_url,
        "listen": args.listen,
        "port": args.port,
        "db": args.db,
        "workers": args.workers,
    }
    if args.no_rate_limit:
        given["rate_limit"] = False
    try:
        settings = TelegramSettings(**{k: v for k, v in given.items() if v is not None})
    except ValidationError as err:
        problems = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in err.errors())
        print(f"referee telegram: {problems}", file=sys.stderr)
        return 2
    return run(settings)


def _play(args: argparse.Namespace) -> int:
    from .frontends.console import play
    from .language import split_names
    from .store import StoreError, default_db, is_postgres, open_store, table_lang_of

    _log_in_one_line()
    for stream in (sys.stdin, sys.stdout):  # odd bytes or an ASCII terminal must not end a game
        stream.reconfigure(errors="replace")  # type: ignore[union-attr]
    path = args.db or default_db()
    try:
        store = open_store(path)
    except StoreError as err:  # said in the table's language if the file still tells it
        lang = args.lang or (None if is_postgres(path) else table_lang_of(path, "console"))
        print(f"referee play: {_store_problem(err, lang)}", file=sys.stderr)
        return 2
    players = split_names(args.players.replace(",", " , ")) if args.players else []
    try:
        lang = args.lang or store.table_lang("console") or "en"
        return play(store, lang, args.game, players, resume=not args.new)
    except StoreError as err:
        print(f"referee play: {_store_problem(err, args.lang)}", file=sys.stderr)
        return 2
    except sqlite3.Error as err:  # e.g. locked by another program for long
        print(f"referee play: cannot use {path}: {err}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        raise
    except OSError as err:  # e.g. ``> /dev/full``: the game so far is stored
        _drop_stdout()
        print(f"referee play: cannot write the output: {err.strerror}", file=sys.stderr)
        return 2
    finally:
        store.close()


def _store_problem(err: Exception, lang: str | None) -> str:
    """A database problem in the player's language (English when none was chosen)."""
    from .language import LANGS
    from .replies import get_renderer

    reason = getattr(err, "reason", None)
    renderer = get_renderer(lang if lang in LANGS else "en")
    if reason and renderer.has(f"store-{reason}"):
        return renderer.render(f"store-{reason}", **err.args_for_message)  # type: ignore[attr-defined]
    return str(err)


class _OneLine(logging.Formatter):
    """``referee: could not handle 'x' from None: ValueError: …`` — no traceback."""

    def format(self, record: logging.LogRecord) -> str:
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            err = record.exc_info[1]
            text += f": {type(err).__name__}: {err}"
        return f"referee: {text}"


def _log_in_one_line() -> None:
    """A fault the session survives is one line on stderr, not a traceback amid the chat;
    the traceback goes to the log file (``$REFEREE_LOG``, else the user's log folder)."""
    logger = logging.getLogger("referee")
    if any(isinstance(h.formatter, _OneLine) for h in logger.handlers):
        return
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(_OneLine())
    logger.addHandler(handler)
    path = log_path()
    if path is None:
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        details = _QuietFile(path, encoding="utf-8", delay=True)
    except OSError:
        return
    details.setFormatter(logging.Formatter("%(asctime)s %(name)s %(levelname)s %(message)s"))
    logger.addHandler(details)


class _QuietFile(logging.FileHandler):
    """A log file that cannot be written is no reason to say more on stderr."""

    def handleError(self, record: logging.LogRecord) -> None:  # noqa: N802
        pass


def log_path() -> Path | None:
    """Where tracebacks go: ``$REFEREE_LOG`` (empty: nowhere), else the user's log folder."""
    env = os.environ.get(LOG_ENV)
    if env is not None:
        return Path(env) if env else None
    from platformdirs import user_log_dir

    return Path(user_log_dir("tower-referee", appauthor=False)) / "referee.log"


if __name__ == "__main__":
    sys.exit(main())
