"""``referee telegram`` settings: flags first, then the environment (pydantic-settings)."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field, SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

OFFICIAL_API = "https://api.telegram.org/bot"
OFFICIAL_FILES = "https://api.telegram.org/file/bot"


class TelegramSettings(BaseSettings):
    """Where the bot talks to Telegram and keeps its tables.

    The token is a secret: it is never logged or printed (``SecretStr``), and the log filter
    in :mod:`.bot` removes it from anything a library writes.
    """

    model_config = SettingsConfigDict(
        env_prefix="REFEREE_TELEGRAM_", extra="ignore", populate_by_name=True
    )

    token: SecretStr | None = Field(default=None, validation_alias="TELEGRAM_BOT_TOKEN")
    api_url: str = OFFICIAL_API
    """The Bot API address (a self-hosted Bot API server, or a local test server)."""
    file_url: str = OFFICIAL_FILES
    webhook_url: str | None = None
    """Set: webhook mode, Telegram posts updates to this public address."""
    listen: str = "127.0.0.1"
    port: int = 8443
    webhook_secret: SecretStr | None = None
    """Webhook: the token Telegram sends along (every worker behind one address needs the
    same); a random one when not set."""
    set_webhook: bool = True
    """Webhook: tell Telegram the address at start (one worker of many is enough)."""
    workers: int = Field(default=1, ge=1, le=64)
    """Webhook: worker processes on one port (``SO_REUSEPORT``); more than one needs a
    PostgreSQL store."""
    reuse_port: bool = False
    """Webhook: share the port with other workers (set for the workers ``--workers`` starts)."""
    db: str | None = None
    """An SQLite file (one worker) or a ``postgresql://`` address (several); default
    ``$REFEREE_DB``."""
    rate_limit: bool = True
    """Telegram's flood limits (AIORateLimiter); off only for a local benchmark."""
    poll_timeout: float = 10.0
    poll_interval: float = 0.0
    """Polling: seconds between the end of one ``getUpdates`` and the next; a little gathers
    more updates per call under load (each call costs about as much as a reply)."""
    vosk_model: Path | None = Field(default=None, validation_alias="REFEREE_VOSK_MODEL")
    """Vosk model folder for voice notes (English also works without: PocketSphinx)."""
    tidy_buttons: bool = True
    """Take the buttons off the previous prompt (old ones are refused when pressed anyway)."""
