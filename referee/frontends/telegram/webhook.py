"""The webhook worker: an update is answered only once it has been applied.

PTB's own webhook answers Telegram as soon as an update is queued, so a worker killed with
updates in its queue loses them. Here the answer waits for the handlers: ``200`` after the
update was applied (or found to be a redelivery), ``500`` when the store failed, so
Telegram (or the proxy, at another worker) delivers it again. Each worker also answers
``/healthz`` (the store reachable) and ``/metrics`` (Prometheus).
"""

from __future__ import annotations

import asyncio
import faulthandler
import hmac
import json
import logging
import signal
import time

import tornado.web
from telegram import Update
from telegram.ext import Application
from tornado.httpserver import HTTPServer
from tornado.netutil import bind_sockets

from .metrics import LATENCY, UPDATES, exposition

log = logging.getLogger(__name__)
ALLOWED_UPDATES = ["message", "callback_query", "edited_message"]


class _Hook(tornado.web.RequestHandler):
    def initialize(self, app: Application, secret: str | None) -> None:
        self.app = app
        self.secret = secret

    async def post(self) -> None:
        started = time.perf_counter()
        given = self.request.headers.get("X-Telegram-Bot-Api-Secret-Token", "")
        if self.secret and not hmac.compare_digest(given, self.secret):
            self.set_status(403)
            return
        try:
            update = Update.de_json(json.loads(self.request.body), self.app.bot)
        except (ValueError, TypeError, KeyError):
            self.set_status(400)
            return
        referee = self.app.bot_data["referee"]
        await self.app.update_processor.process_update(update, self.app.process_update(update))
        failed = referee.failed.pop(update.update_id, False)
        if failed:
            UPDATES.labels("failed").inc()
        self.set_status(500 if failed else 200)
        LATENCY.observe(time.perf_counter() - started)

    def check_xsrf_cookie(self) -> None:  # Telegram sends no cookies
        pass


class _Health(tornado.web.RequestHandler):
    def initialize(self, app: Application) -> None:
        self.app = app

    def get(self) -> None:
        store = self.app.bot_data["referee"].store
        ping = getattr(store, "ping", None)
        ok = ping() if ping else True
        self.set_status(200 if ok else 503)
        self.set_header("Content-Type", "text/plain")
        self.write("ok\n" if ok else "database unreachable\n")


class _Metrics(tornado.web.RequestHandler):
    def get(self) -> None:
        body, kind = exposition()
        self.set_header("Content-Type", kind)
        self.write(body)


def web_app(app: Application, hook_path: str, secret: str | None) -> tornado.web.Application:
    return tornado.web.Application(
        [
            (f"/{hook_path.strip('/')}", _Hook, {"app": app, "secret": secret}),
            (r"/healthz", _Health, {"app": app}),
            (r"/metrics", _Metrics),
        ]
    )


async def serve(
    app: Application,
    *,
    listen: str,
    port: int,
    hook_path: str,
    webhook_url: str,
    secret: str | None,
    set_webhook: bool = True,
    reuse_port: bool = False,
) -> None:
    """Run the worker until SIGINT or SIGTERM; then finish the updates in hand and stop.

    SIGUSR1 prints every thread's stack to stderr (the supervisor sends it before it kills
    a worker that does not stop).
    """
    faulthandler.register(signal.SIGUSR1, all_threads=True)
    await app.initialize()
    try:
        if app.post_init:
            await app.post_init(app)
        await app.start()
        server = HTTPServer(web_app(app, hook_path, secret), xheaders=True)
        server.add_sockets(bind_sockets(port, listen, reuse_port=reuse_port))
        if set_webhook:  # listening first: Telegram may post at once
            await app.bot.set_webhook(
                webhook_url, secret_token=secret, allowed_updates=ALLOWED_UPDATES
            )
        stopping = asyncio.Event()
        loop = asyncio.get_running_loop()
        for sig in (signal.SIGINT, signal.SIGTERM):
            loop.add_signal_handler(sig, stopping.set)
        log.info("webhook worker listening on %s:%s", listen, port)
        await stopping.wait()
        server.stop()
        await asyncio.wait_for(server.close_all_connections(), timeout=10)
        await app.stop()
    finally:
        await app.shutdown()
