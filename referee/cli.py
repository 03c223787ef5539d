"""The ``referee`` command: ``play`` in a terminal, ``replay`` JSON lines."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .language import LANGS, split_names
from .store import DB_ENV, Store, default_db_path


def build_parser() -> argparse.ArgumentParser:
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
        "--db", type=Path, help=f"SQLite file (default: ${DB_ENV} or {default_db_path()})"
    )
    play.add_argument("--new", action="store_true", help="don't offer to resume")

    replay = sub.add_parser("replay", help="JSON lines in, one JSON line out per utterance")
    replay.add_argument("file", help="a file of JSON lines, or - for standard input")
    replay.add_argument("--lang", choices=LANGS, default="en")

    rules = sub.add_parser("rules", help="the rules of a game, or one topic of them")
    rules.add_argument("game", help="babel, turm or paletti")
    rules.add_argument("topic", nargs="*", help="a topic id (e.g. scoring) or a question")
    rules.add_argument("--lang", choices=LANGS, default="en")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "replay":
        return _replay(args)
    if args.command == "rules":
        return _rules(args)
    if args.command is None:
        args = build_parser().parse_args(["play"])
    return _play(args)


def _replay(args: argparse.Namespace) -> int:
    from .frontends.replay import dump, replay_lines

    if args.file == "-":
        stream = sys.stdin
    else:
        try:
            stream = open(args.file, encoding="utf-8")  # noqa: SIM115
        except OSError as err:
            print(f"referee replay: cannot read {args.file}: {err.strerror}", file=sys.stderr)
            return 2
    with stream:
        for record in replay_lines(stream, lang=args.lang):
            print(dump(record), flush=True)
    return 0


def _rules(args: argparse.Namespace) -> int:
    from .rules import rules_text

    code, text = rules_text(args.game, " ".join(args.topic), args.lang)
    print(text, file=sys.stdout if code == 0 else sys.stderr)
    return code


def _play(args: argparse.Namespace) -> int:
    from .frontends.console import play

    store = Store(args.db or default_db_path())
    players = split_names(args.players.replace(",", " , ")) if args.players else []
    lang = args.lang or store.table_lang("console") or "en"
    try:
        return play(store, lang, args.game, players, resume=not args.new)
    finally:
        store.close()


if __name__ == "__main__":
    sys.exit(main())
