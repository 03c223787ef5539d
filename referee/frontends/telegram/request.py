"""Bot API calls over a few kept-alive HTTP/1.1 connections, without httpx's client and pool.

PTB's :class:`~telegram.request.HTTPXRequest` spends most of a call's CPU in httpx and httpcore
rather than in PTB: measured against the local Bot API server, about 90 % of ~2.9 ms per
``sendMessage`` (httpx builds and merges a ``Request``, cookies, auth and redirect steps;
httpcore's pool scans every connection and every queued request on each hand-out and again on
each release). :class:`LeanRequest` keeps httpcore for HTTP itself (``AsyncHTTPConnection``:
h11, keep-alive, timeouts) and hands out its ``connections`` from a stack: a call waits for a
free one, uses it, puts it back. A connection that failed, closed or expired is replaced by a
new one. Calls it does not serve this way (file uploads, another host) go through a plain
``HTTPXRequest``.
"""

from __future__ import annotations

import asyncio
from typing import Any
from urllib.parse import urlencode

import httpcore
from telegram._utils.defaultvalue import DefaultValue
from telegram.error import NetworkError, TimedOut
from telegram.request import BaseRequest, HTTPXRequest, RequestData

FORM = (b"Content-Type", b"application/x-www-form-urlencoded")


class LeanRequest(BaseRequest):
    """At most ``connections`` Bot API calls at once, each on a connection of its own."""

    __slots__ = (
        "_connections",
        "_fallback",
        "_free",
        "_origin",
        "_slots",
        "_timeouts",
        "_urls",
        "_user_agent",
        "_keepalive",
    )

    def __init__(
        self,
        connections: int = 8,
        read_timeout: float | None = 5.0,
        write_timeout: float | None = 5.0,
        connect_timeout: float | None = 5.0,
        pool_timeout: float | None = 1.0,
        keepalive_expiry: float | None = 30.0,
    ) -> None:
        self._connections = connections
        self._timeouts = {
            "read": read_timeout,
            "write": write_timeout,
            "connect": connect_timeout,
            "pool": pool_timeout,
        }
        self._keepalive = keepalive_expiry
        self._free: list[httpcore.AsyncHTTPConnection] = []
        self._slots: asyncio.Semaphore | None = None
        self._origin: httpcore.Origin | None = None
        self._urls: dict[str, httpcore.URL] = {}
        self._user_agent = (b"User-Agent", self.USER_AGENT.encode())
        self._fallback = HTTPXRequest(
            connection_pool_size=connections,
            read_timeout=read_timeout,
            write_timeout=write_timeout,
            connect_timeout=connect_timeout,
            pool_timeout=pool_timeout,
        )

    @property
    def read_timeout(self) -> float | None:
        return self._timeouts["read"]

    async def initialize(self) -> None:
        await self._fallback.initialize()

    async def shutdown(self) -> None:
        free, self._free = self._free, []
        for conn in free:
            await conn.aclose()
        await self._fallback.shutdown()

    def _url(self, url: str) -> httpcore.URL:
        parsed = self._urls.get(url)
        if parsed is None:
            parsed = httpcore.URL(url)
            if len(self._urls) < 64:  # the bot's methods: a handful of addresses
                self._urls[url] = parsed
        return parsed

    async def do_request(
        self,
        url: str,
        method: str,
        request_data: RequestData | None = None,
        read_timeout: Any = BaseRequest.DEFAULT_NONE,
        write_timeout: Any = BaseRequest.DEFAULT_NONE,
        connect_timeout: Any = BaseRequest.DEFAULT_NONE,
        pool_timeout: Any = BaseRequest.DEFAULT_NONE,
    ) -> tuple[int, bytes]:
        target = self._url(url)
        origin = target.origin
        if self._origin is None:
            self._origin = origin
        if (request_data is not None and request_data.contains_files) or origin != self._origin:
            return await self._fallback.do_request(
                url, method, request_data, read_timeout, write_timeout, connect_timeout,
                pool_timeout,
            )  # fmt: skip
        timeout = dict(self._timeouts)
        for name, value in (
            ("read", read_timeout),
            ("write", write_timeout),
            ("connect", connect_timeout),
            ("pool", pool_timeout),
        ):
            if not isinstance(value, DefaultValue):
                timeout[name] = value
        params = request_data.json_parameters if request_data is not None else None
        body = urlencode(params).encode() if params else b""
        headers = [self._user_agent, FORM] if params else [self._user_agent]
        if self._slots is None:
            self._slots = asyncio.Semaphore(self._connections)
        async with self._slots:  # no pool timeout: a call waits its turn, as in a queue
            conn = self._take(origin)
            try:
                response = await conn.request(
                    method.encode(),
                    target,
                    headers=headers,
                    content=body,
                    extensions={"timeout": timeout},
                )
            except httpcore.TimeoutException as err:
                await self._drop(conn)
                raise TimedOut from err
            except (httpcore.ConnectionNotAvailable, *_NETWORK) as err:
                await self._drop(conn)
                raise NetworkError(f"httpcore.{err.__class__.__name__}: {err}") from err
            except BaseException:
                await self._drop(conn)
                raise
            self._free.append(conn)
        return response.status, response.content

    def _take(self, origin: httpcore.Origin) -> httpcore.AsyncHTTPConnection:
        """A free connection that can still be used (a new one when none can)."""
        while self._free:
            conn = self._free.pop()
            if not conn.is_closed() and not conn.has_expired():
                return conn
            asyncio.get_running_loop().create_task(conn.aclose())
        return httpcore.AsyncHTTPConnection(origin, keepalive_expiry=self._keepalive)

    @staticmethod
    async def _drop(conn: httpcore.AsyncHTTPConnection) -> None:
        try:
            await conn.aclose()
        except Exception:  # noqa: BLE001 - it is being thrown away
            pass


_NETWORK = (httpcore.NetworkError, httpcore.ProtocolError, httpcore.UnsupportedProtocol, OSError)
