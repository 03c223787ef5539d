"""Starting the bot: settings checked, the token kept out of every log line, one clear error."""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import logging
import os
import signal
import subprocess
import sys
import time
from urllib.parse import urlparse

from ...store import StoreError, default_db, is_postgres, open_store
from .settings import TelegramSettings

log = logging.getLogger(__name__)
STOP_GRACE = 20.0  # seconds a worker has to finish its updates in hand once told to stop


class Redact(logging.Filter):
    """Takes the token out of every log record (httpx logs request addresses, tracebacks too)."""

    def __init__(self, secret: str) -> None:
        super().__init__()
        self.secret = secret

    def filter(self, record: logging.LogRecord) -> bool:
        if not self.secret:
            return True
        text = record.getMessage()
        if record.exc_info and record.exc_info[1] is not None:
            err = record.exc_info[1]
            if self.secret in str(err) or self.secret in repr(err.args):
                record.exc_info = None
                record.exc_text = None
                text += f" ({type(err).__name__}: {str(err).replace(self.secret, '<token>')})"
        if self.secret in text or record.args:
            record.msg, record.args = text.replace(self.secret, "<token>"), None
        return True


def redact_logs(secret: str) -> None:
    """The token out of every handler; the libraries' messages go to the log file only.

    (PTB logs a rejected token with a traceback that names it; stderr gets our one line.)
    """
    redact = Redact(secret)
    ours = logging.getLogger("referee")
    files = [h for h in ours.handlers if isinstance(h, logging.FileHandler)]
    for handler in ours.handlers:
        handler.addFilter(redact)
    for name in ("telegram", "httpx", "httpcore", "apscheduler", "asyncio"):
        logger = logging.getLogger(name)
        logger.propagate = False
        for handler in files:
            logger.addHandler(handler)
        if not files:
            logger.addHandler(logging.NullHandler())
    logging.getLogger("httpx").setLevel(logging.WARNING)  # it logs every request address
    logging.getLogger("httpcore").setLevel(logging.WARNING)


def run(settings: TelegramSettings) -> int:
    """Run until stopped: long polling, or a webhook when ``webhook_url`` is set."""
    from telegram.error import InvalidToken, NetworkError, TelegramError

    from .bot import build_application
    from .webhook import serve

    if settings.token is None or not settings.token.get_secret_value().strip():
        print(
            "referee telegram: no bot token — set TELEGRAM_BOT_TOKEN or pass --token "
            "(BotFather gives you one).",
            file=sys.stderr,
        )
        return 2
    secret = settings.token.get_secret_value().strip()
    redact_logs(secret)
    path = settings.db or default_db()
    if settings.workers > 1:
        return supervise(settings, path)
    try:
        store = open_store(path)
    except StoreError as err:
        print(f"referee telegram: {err}", file=sys.stderr)
        return 2
    try:
        app = build_application(settings, store)
    except (InvalidToken, ValueError) as err:
        print(
            f"referee telegram: the bot token is not valid ({_clean(err, secret)}).",
            file=sys.stderr,
        )
        return 2
    try:
        if settings.webhook_url:
            secret = settings.webhook_secret
            asyncio.run(
                serve(
                    app,
                    listen=settings.listen,
                    port=settings.port,
                    hook_path=urlparse(settings.webhook_url).path,
                    webhook_url=settings.webhook_url,
                    secret=secret.get_secret_value()
                    if secret
                    else webhook_secret(secret_of(settings)),
                    set_webhook=settings.set_webhook,
                    reuse_port=settings.reuse_port,
                )
            )
        else:
            app.run_polling(
                timeout=settings.poll_timeout,
                poll_interval=settings.poll_interval,
                allowed_updates=["message", "callback_query", "edited_message"],
            )
    except InvalidToken:
        print(
            "referee telegram: Telegram rejected the bot token — check it with BotFather.",
            file=sys.stderr,
        )
        return 2
    except NetworkError as err:
        print(
            f"referee telegram: cannot reach Telegram at {settings.api_url}: {_clean(err, secret)}",
            file=sys.stderr,
        )
        return 2
    except TelegramError as err:
        print(f"referee telegram: {_clean(err, secret)}", file=sys.stderr)
        return 2
    finally:
        store.close()
    return 0


def supervise(settings: TelegramSettings, path: str) -> int:
    """``--workers N``: N webhook workers on one port, started again if one dies.

    They share the webhook secret; the first one sets the webhook. Several workers need a
    store they can share: PostgreSQL.
    """
    if not settings.webhook_url:
        print(
            "referee telegram: --workers needs --webhook-url (polling is one process).",
            file=sys.stderr,
        )
        return 2
    if not is_postgres(path):
        print(
            "referee telegram: several workers need a PostgreSQL store "
            "(--db postgresql://…); SQLite serves one process.",
            file=sys.stderr,
        )
        return 2
    secret = settings.webhook_secret
    env = {
        **os.environ,
        "REFEREE_TELEGRAM_WEBHOOK_SECRET": (
            secret.get_secret_value() if secret else webhook_secret(secret_of(settings))
        ),
        "REFEREE_TELEGRAM_REUSE_PORT": "true",
        "REFEREE_TELEGRAM_WORKERS": "1",
        "REFEREE_DB": path,
    }
    argv = _without_workers(sys.argv[1:])
    command = [sys.executable, "-m", "referee.cli", *argv]

    def start(index: int) -> subprocess.Popen:
        first = "true" if index == 0 and settings.set_webhook else "false"
        return subprocess.Popen(command, env={**env, "REFEREE_TELEGRAM_SET_WEBHOOK": first})

    workers = [start(i) for i in range(settings.workers)]
    stopping = False

    def stop(signum: int, _frame: object) -> None:
        nonlocal stopping
        stopping = True
        for worker in workers:
            if worker.poll() is None:
                worker.send_signal(signal.SIGTERM)

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    while not stopping:
        for i, worker in enumerate(workers):
            code = worker.poll()
            if code is not None and not stopping:
                if code == 2:  # a setting or the store cannot be used: no use trying again
                    stop(signal.SIGTERM, None)
                    break
                log.warning("worker %d ended (%s); starting it again", i, code)
                workers[i] = start(i)
        time.sleep(0.5)
    stop(signal.SIGTERM, None)  # again: a worker started while the first stop ran
    return 2 if 2 in [_stopped(i, w) for i, w in enumerate(workers)] else 0


def _stopped(index: int, worker: subprocess.Popen, grace: float = STOP_GRACE) -> int:
    """Wait for a worker told to stop; one that hangs past ``grace`` seconds is killed.

    Killing loses nothing: an update is answered only once applied, so Telegram sends an
    unanswered one again. Before the kill the worker prints where it hangs (SIGUSR1).
    """
    try:
        return worker.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        log.warning("worker %d did not stop in %.0f s; killing it", index, grace)
        worker.send_signal(signal.SIGUSR1)  # faulthandler: every thread's stack to stderr
        time.sleep(0.5)
        worker.kill()
        worker.wait()
        return 0


def secret_of(settings: TelegramSettings) -> str:
    assert settings.token is not None
    return settings.token.get_secret_value().strip()


def webhook_secret(token: str) -> str:
    """The secret Telegram sends with each update when none is set: derived from the token,
    so every worker of one bot expects the same one, and nobody without the token knows it."""
    return hmac.new(token.encode(), b"referee-webhook", hashlib.sha256).hexdigest()


def _without_workers(argv: list[str]) -> list[str]:
    out, skip = [], False
    for arg in argv:
        if skip:
            skip = False
        elif arg == "--workers":
            skip = True
        elif not arg.startswith("--workers="):
            out.append(arg)
    return out


def _clean(err: Exception, secret: str) -> str:
    return str(err).replace(secret, "<token>")
