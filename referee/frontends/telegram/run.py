"""Starting the bot: settings checked, the token kept out of every log line, one clear error."""

from __future__ import annotations

import logging
import secrets
import sys
from urllib.parse import urlparse

from ...store import StoreError, default_db, open_store
from .settings import TelegramSettings

log = logging.getLogger(__name__)


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
            app.run_webhook(
                listen=settings.listen,
                port=settings.port,
                url_path=urlparse(settings.webhook_url).path.lstrip("/"),
                webhook_url=settings.webhook_url,
                secret_token=secrets.token_urlsafe(32),  # only Telegram knows it: others refused
                allowed_updates=["message", "callback_query", "edited_message"],
            )
        else:
            app.run_polling(
                timeout=settings.poll_timeout,
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


def _clean(err: Exception, secret: str) -> str:
    return str(err).replace(secret, "<token>")
