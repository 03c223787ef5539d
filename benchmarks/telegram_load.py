"""Telegram load: many groups playing at once through one ``referee telegram`` process.

    python benchmarks/telegram_load.py [--groups 200] [--reports 30]

A local server speaking the Bot API (``tests/telegram/botapi_server.py``) plays Telegram.
Every group starts a game of Babel and then reports 30 times (floors and collapses, three
rounds, so the game ends with the last report). All updates are pushed at once; the bot
runs with its rate limiter off. Measured: updates handled per second (first push to last
reply), update-to-reply latency p50/p99, updates never answered, and chats answered out of
order. Goal: >= 300 updates/s, p99 < 100 ms, none lost, none out of order.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "telegram"))
sys.path.insert(0, str(ROOT))

from botapi_server import BotAPIServer, user  # noqa: E402
from fanin import script  # noqa: E402  (one group's reports and the replies due)

GOAL_RATE, GOAL_P99_MS = 300.0, 100.0
PLAYERS = ["Anna", "Ben", "Carla"]
PROFILED = """
import cProfile, sys, time
from referee.cli import main
out, sys.argv = sys.argv[1], ["referee", "telegram"]
profile = cProfile.Profile(time.process_time)
import referee.frontends.telegram.bot as bot
warm_up = bot.warm_up
def unprofiled():  # the start is not what is measured (and profiled it takes minutes)
    profile.disable()
    try:
        warm_up()
    finally:
        profile.enable()
bot.warm_up = unprofiled
try:
    profile.runcall(main)
finally:
    profile.dump_stats(out)
"""

SPLIT = r"""
import atexit, functools, json, sys, threading, time
from referee.cli import main
out, sys.argv = sys.argv[1], ["referee", "telegram"]
now = time.thread_time
spent, calls, stack = {}, {}, ["rest (asyncio loop, PTB glue)"]
state = {"mark": now(), "on": False, "main": threading.get_ident()}

def _switch(to=None):  # charge the time since the last switch to the part on top
    t = now()
    if state["on"]:
        spent[stack[-1]] = spent.get(stack[-1], 0.0) + t - state["mark"]
    state["mark"] = t
    if to is None:
        stack.pop()
    else:
        stack.append(to)
        calls[to] = calls.get(to, 0) + 1

def sync(part, fn):
    @functools.wraps(fn)
    def wrapped(*a, **k):
        if threading.get_ident() != state["main"]:
            return fn(*a, **k)
        _switch(part)
        try:
            return fn(*a, **k)
        finally:
            _switch()
    return wrapped

class _Steps:  # a coroutine whose every step counts to one part
    def __init__(self, part, coro):
        self.part, self.coro = part, coro
    def __await__(self):
        value, error = None, None
        while True:
            _switch(self.part)
            try:
                if error is not None:
                    step = self.coro.throw(error)
                else:
                    step = self.coro.send(value)
            except StopIteration as stop:
                _switch()
                return stop.value
            except BaseException:
                _switch()
                raise
            _switch()
            value, error = None, None
            try:
                value = yield step
            except BaseException as err:
                error = err

def aio(part, fn):
    @functools.wraps(fn)
    def wrapped(*a, **k):
        return _Steps(part, fn(*a, **k))
    return wrapped

def patch(owner, name, part, kind=None):
    fn = owner.__dict__[name]
    if isinstance(fn, property):
        setattr(owner, name, property(sync(part, fn.fget)))
    elif isinstance(fn, (classmethod, staticmethod)):
        setattr(owner, name, type(fn)(sync(part, fn.__func__)))
    else:
        setattr(owner, name, (aio if kind == "async" else sync)(part, fn))

import telegram, telegram.ext
from telegram.request import _baserequest, _requestdata, _requestparameter
import telegram.ext._application as application
import referee.frontends.telegram.bot as bot
import referee.frontends.telegram.chat as chat
import referee.frontends.telegram.request as lean
import referee.dialogue.manager as manager
import referee.replies as replies
import referee.store.base as store_base
import referee.store.sqlite as store_sqlite

DIALOGUE, STORE = "dialogue (Session.*, language)", "store (SQLite)"
ENCODE, HTTP = "encode reply (markup, JSON, form)", "HTTP send (LeanRequest/httpcore)"
DISPATCH, OURS = "dispatch (PTB process_update, handlers)", "frontend (bot.py)"
patch(telegram.Update, "de_json", "parse (Update.de_json)")
for name in ("handle", "tap", "quick_reports", "start", "score_sheet", "understand"):
    patch(manager.Session, name, DIALOGUE)
patch(manager.Session, "set_lang", DIALOGUE)
patch(replies.Renderer, "render", DIALOGUE)
bot.is_chatter = sync(DIALOGUE, bot.is_chatter)
for cls in (store_base.LogStore, store_sqlite.Store):
    for name, fn in list(vars(cls).items()):
        wrapper = isinstance(fn, (classmethod, staticmethod))
        if name.startswith("__") or name in ("hold", "source", "_write"):
            continue
        if callable(fn) or wrapper:
            patch(cls, name, STORE, "async" if name in ("durable", "_flush") else None)
patch(_requestdata.RequestData, "json_parameters", ENCODE)
patch(_requestparameter.RequestParameter, "from_input", ENCODE)
for name in ("_markup", "_markup_json"):
    if hasattr(bot, name):
        setattr(bot, name, sync(ENCODE, getattr(bot, name)))
lean.urlencode = sync(ENCODE, lean.urlencode)
patch(lean.LeanRequest, "do_request", HTTP, "async")
patch(telegram.request.HTTPXRequest, "do_request", HTTP, "async")
patch(_baserequest.BaseRequest, "parse_json_payload", "decode answers (json.loads)")
patch(telegram.Bot, "_post", "PTB Bot call layer", "async")
patch(telegram.ext.ExtBot, "get_updates", "poll (getUpdates call)", "async")
patch(application.Application, "process_update", DISPATCH, "async")
patch(bot.ChatOrder, "do_process_update", DISPATCH, "async")
for name in ("on_message", "on_button", "on_text", "on_command"):
    patch(bot.TelegramReferee, name, OURS, "async")
for name in ("reply", "send", "_deliver", "_handle"):
    patch(bot.TelegramReferee, name, OURS, "async")
patch(chat.ChatTable, "save", "channel data (ChatTable.save)")
patch(chat.ChatTable, "keys_for", "frontend (chat.py keys)")
patch(chat.ChatTable, "new_keyboard", "frontend (chat.py keys)")
warm_up = bot.warm_up

def started():  # the parts count from the end of the warm-up on
    warm_up()
    spent.clear()
    calls.clear()
    state.update(on=True, mark=now(), t0=now(), p0=time.process_time())

bot.warm_up = started

def dump():
    state["on"] = False
    main_cpu = now() - state.get("t0", 0)
    process = time.process_time() - state.get("p0", 0)
    with open(out, "w") as f:
        json.dump({"spent": spent, "calls": calls, "main": main_cpu, "process": process}, f)

atexit.register(dump)
main()
"""
"""``--split FILE``: the bot (``python -c SPLIT FILE``) with its main thread's CPU time
(``time.thread_time``) charged to parts — PTB's update parsing, dispatch, the dialogue, the
store, the reply's encoding, the HTTP send — from the end of the warm-up on, written to FILE as
JSON at exit. A part's time excludes the parts it calls (a store write inside
``Session.handle`` counts to the store); a coroutine's part is charged for each of its steps,
so its awaits cost it nothing. The wrappers cost about 1 µs a call themselves."""


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q / 100 * len(ordered)) - 1))]


def cpu_seconds(pid: int) -> float:
    """User + system CPU time a process has used so far (Linux ``/proc``)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def settle(server: BotAPIServer, quiet: float = 1.0, limit: float = 60.0) -> None:
    """Wait until the bot has made no call for ``quiet`` seconds: old buttons are taken off
    behind the replies, and the CPU per update counts all of them, on every run alike."""
    end, count = time.monotonic() + limit, -1
    while time.monotonic() < end:
        now = len(server.sent())
        if now == count:
            return
        count = now
        time.sleep(quiet)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--groups", type=int, default=200)
    parser.add_argument("--reports", type=int, default=30)
    parser.add_argument("--no-tidy", action="store_true", help="leave old buttons on")
    parser.add_argument("--rate", type=float, default=0, help="updates/s pushed (0: at once)")
    parser.add_argument("--timeout", type=float, default=300.0)
    parser.add_argument("--profile", help="write the bot's cProfile stats to this file")
    parser.add_argument(
        "--split", help="write the bot's CPU time by part (JSON) to this file and print it"
    )
    parser.add_argument("--strict", action="store_true", help="exit 1 when a goal is missed")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp, BotAPIServer() as server:
        env = {
            **os.environ,
            "TELEGRAM_BOT_TOKEN": server.token,
            "REFEREE_TELEGRAM_API_URL": server.base_url,
            "REFEREE_TELEGRAM_FILE_URL": server.base_file_url,
            "REFEREE_TELEGRAM_RATE_LIMIT": "false",
            "REFEREE_TELEGRAM_TIDY_BUTTONS": "false" if args.no_tidy else "true",
            "REFEREE_DB": str(Path(tmp) / "load.sqlite3"),
            "REFEREE_LOG": os.environ.get("LOAD_LOG", str(Path(tmp) / "load.log")),
            # this checkout's code, not whatever the console script was installed from
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        }
        command = [sys.executable, "-m", "referee.cli", "telegram"]
        if args.profile:  # CPU time, not wall time: the machine is shared
            command = [sys.executable, "-c", PROFILED, str(Path(args.profile).resolve())]
        elif args.split:
            command = [sys.executable, "-c", SPLIT, str(Path(args.split).resolve())]
        bot = subprocess.Popen(command, env=env)
        try:
            start_wait = 600 if args.profile else 180  # a busy machine starts slowly
            server.wait_for(lambda s: s.polls(), timeout=start_wait)
            lines = script(args.reports)
            chats = [-(10_000 + g) for g in range(args.groups)]
            people = {name: user(i + 1, name) for i, name in enumerate(PLAYERS)}
            pushed: dict[int, list[int]] = {c: [] for c in chats}
            bot_cpu, server_cpu = cpu_seconds(bot.pid), time.process_time()
            start = time.monotonic()
            n = 0
            for speaker, text, _ in lines:  # round-robin over the groups, like a busy evening
                for chat in chats:
                    if args.rate:
                        delay = start + n / args.rate - time.monotonic()
                        if delay > 0:
                            time.sleep(delay)
                    pushed[chat].append(server.push_message(chat, people[speaker], text))
                    n += 1
            total = sum(len(v) for v in pushed.values())
            expected = [reply for _, _, reply in lines]

            def replies(chat: int) -> list[dict]:
                return server.sent(chat, "sendMessage")

            def answered(s: BotAPIServer) -> bool:
                return all(s.count(c, "sendMessage") >= len(expected) for c in chats)

            try:
                server.wait_for(answered, timeout=args.timeout)
            except TimeoutError:
                pass
            settle(server)
            bot_cpu = cpu_seconds(bot.pid) - bot_cpu
            server_cpu = time.process_time() - server_cpu
            pushed_at = {u["update_id"]: u["pushed_at"] for u in server.updates()}
            latencies: dict[int, float] = {}
            lost, out_of_order, last = [], 0, start
            for chat, ids in pushed.items():
                got = replies(chat)
                if [c["params"]["text"] for c in got] != expected[: len(got)]:
                    out_of_order += 1
                for uid, call in zip(ids, got, strict=False):  # one reply per update, in order
                    latencies[uid] = call["time"] - pushed_at[uid]
                    last = max(last, call["time"])
                lost += ids[len(got) :]
            elapsed = last - start
            ms = [v * 1000 for v in latencies.values()]
            rate = len(latencies) / elapsed if elapsed > 0 else 0.0
            calls: dict[str, int] = {}
            for call in server.sent():
                calls[call["method"]] = calls.get(call["method"], 0) + 1
            db = sqlite3.connect(Path(tmp) / "load.sqlite3")
            stored = db.execute("SELECT COUNT(*) FROM log").fetchone()[0]
            db.close()
        finally:
            bot.send_signal(signal.SIGINT)
            try:
                bot.wait(timeout=120 if args.profile else 20)
            except subprocess.TimeoutExpired:
                bot.kill()
    print(f"groups {args.groups} x updates {len(lines)} = {total} updates")
    print(
        f"handled {len(latencies)} in {elapsed:.2f} s: {rate:.0f} updates/s (goal {GOAL_RATE:.0f})"
    )
    if ms:
        print(
            f"update-to-reply p50 {statistics.median(ms):.1f} ms, p99 {percentile(ms, 99):.1f} ms"
            f" (goal < {GOAL_P99_MS:.0f}), max {max(ms):.1f} ms"
        )
    print(f"lost {len(lost)}, chats answered out of order {out_of_order}, reports stored {stored}")
    if latencies:  # what the load cost, apart from how busy the machine was with other work
        per = 1000 / len(latencies)
        print(
            f"CPU per update: bot {bot_cpu * per:.2f} ms (one free core: ~"
            f"{1000 / (bot_cpu * per):.0f} updates/s), Bot API server {server_cpu * per:.2f} ms;"
            f" load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores"
        )
    if latencies:
        per_update = {m: n / len(latencies) for m, n in sorted(calls.items())}
        print(
            f"Bot API calls per update {sum(per_update.values()):.2f}: "
            + ", ".join(f"{m} {v:.2f}" for m, v in per_update.items())
        )
    if args.split and latencies:
        print_split(json.loads(Path(args.split).read_text()), len(latencies))
    ok = rate >= GOAL_RATE and ms and percentile(ms, 99) < GOAL_P99_MS and not lost
    return 0 if not args.strict or (ok and not out_of_order) else 1


def print_split(split: dict, updates: int) -> None:
    """CPU ms per update by part; the process's other threads (fsync, PNG) apart."""
    per = 1000 / updates
    print(
        f"CPU by part (ms/update; process {split['process'] * per:.2f}, "
        f"main thread {split['main'] * per:.2f}):"
    )
    for part, seconds in sorted(split["spent"].items(), key=lambda kv: -kv[1]):
        n = split["calls"].get(part, 0)
        print(f"  {seconds * per:6.3f}  {part}  ({n / updates:.2f} calls/update)")
    print(f"  {(split['process'] - split['main']) * per:6.3f}  other threads (fsync, PNG)")


if __name__ == "__main__":
    sys.exit(main())
