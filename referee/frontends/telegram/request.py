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

The connections run on :class:`AsyncioBackend`, an httpcore network backend straight on
asyncio's transports instead of anyio's streams: anyio puts a cancel scope (``fail_after``)
around every read and write and answers "is the idle connection still readable?" with a
``poll`` call, which cost about 0.3 of the ~1.0 ms of client CPU per ``sendMessage``
(measured against the local Bot API server, same minute: 1.01-1.12 -> 0.68-0.72 ms). HTTP
itself stays httpcore's (h11).
"""

from __future__ import annotations

import asyncio
import select
import ssl
from typing import Any
from urllib.parse import urlencode

import httpcore
from telegram._utils.defaultvalue import DefaultValue
from telegram.error import NetworkError, TimedOut
from telegram.request import BaseRequest, HTTPXRequest, RequestData

FORM = (b"Content-Type", b"application/x-www-form-urlencoded")


class _Pipe(asyncio.Protocol):
    """One TCP (or TLS) connection's received bytes, and who waits for them."""

    def __init__(self) -> None:
        self.buffer = bytearray()
        self.closed = False
        self.error: BaseException | None = None
        self.waiter: asyncio.Future[None] | None = None
        self.paused = False
        self.drained: asyncio.Future[None] | None = None

    def data_received(self, data: bytes) -> None:
        self.buffer += data
        self._wake()

    def eof_received(self) -> bool:
        self.closed = True
        self._wake()
        return False  # the transport closes itself

    def connection_lost(self, exc: BaseException | None) -> None:
        self.closed, self.error = True, exc
        self._wake()
        self.resume_writing()

    def pause_writing(self) -> None:
        self.paused = True

    def resume_writing(self) -> None:
        self.paused = False
        if self.drained is not None and not self.drained.done():
            self.drained.set_result(None)

    def _wake(self) -> None:
        if self.waiter is not None and not self.waiter.done():
            self.waiter.set_result(None)


def _expire(waiter: asyncio.Future[None]) -> None:
    if not waiter.done():
        waiter.set_exception(TimeoutError())


class AsyncioStream(httpcore.AsyncNetworkStream):
    """httpcore's view of one connection: reads wait with a timer, writes go out at once."""

    def __init__(self, transport: asyncio.Transport, pipe: _Pipe) -> None:
        self._transport, self._pipe = transport, pipe

    async def read(self, max_bytes: int, timeout: float | None = None) -> bytes:
        pipe = self._pipe
        if not pipe.buffer and not pipe.closed:
            await _wait(pipe, "waiter", timeout, httpcore.ReadTimeout)
        buffer = pipe.buffer
        if buffer:
            data = bytes(buffer[:max_bytes])
            del buffer[:max_bytes]
            return data
        if pipe.error is not None:
            raise httpcore.ReadError(f"{type(pipe.error).__name__}: {pipe.error}")
        return b""  # the other side closed the connection

    async def write(self, buffer: bytes, timeout: float | None = None) -> None:
        if not buffer:
            return
        pipe = self._pipe
        if pipe.closed or self._transport.is_closing():
            raise httpcore.WriteError("the connection is closed")
        self._transport.write(buffer)
        if pipe.paused:  # the kernel's buffer is full: wait until it drains
            await _wait(pipe, "drained", timeout, httpcore.WriteTimeout)
            if pipe.closed:
                raise httpcore.WriteError("the connection closed while writing")

    async def aclose(self) -> None:
        self._transport.close()

    async def start_tls(
        self,
        ssl_context: ssl.SSLContext,
        server_hostname: str | None = None,
        timeout: float | None = None,
    ) -> httpcore.AsyncNetworkStream:
        loop = asyncio.get_running_loop()
        try:
            async with asyncio.timeout(timeout):
                transport = await loop.start_tls(
                    self._transport, self._pipe, ssl_context, server_hostname=server_hostname
                )
        except TimeoutError:
            self._transport.close()
            raise httpcore.ConnectTimeout("TLS handshake timed out") from None
        except (OSError, ssl.SSLError) as err:
            self._transport.close()
            raise httpcore.ConnectError(f"{type(err).__name__}: {err}") from err
        assert transport is not None
        return AsyncioStream(transport, self._pipe)  # type: ignore[arg-type]

    def get_extra_info(self, info: str) -> Any:
        if info == "is_readable":  # idle and readable: the server closed it (or will)
            if self._pipe.buffer or self._pipe.closed:
                return True
            sock = self._transport.get_extra_info("socket")  # a close not yet seen by the loop
            return sock is not None and _readable(sock.fileno())
        name = {"client_addr": "sockname", "server_addr": "peername"}.get(info, info)
        if name in ("ssl_object", "sockname", "peername", "socket"):
            return self._transport.get_extra_info(name)
        return None


def _readable(fd: int) -> bool:
    poller = select.poll()
    poller.register(fd, select.POLLIN)
    return bool(poller.poll(0))


async def _wait(
    pipe: _Pipe, slot: str, timeout: float | None, error: type[httpcore.TimeoutException]
) -> None:
    loop = asyncio.get_running_loop()
    waiter: asyncio.Future[None] = loop.create_future()
    setattr(pipe, slot, waiter)
    timer = loop.call_later(timeout, _expire, waiter) if timeout is not None else None
    try:
        await waiter
    except TimeoutError:
        raise error("timed out") from None
    finally:
        setattr(pipe, slot, None)
        if timer is not None:
            timer.cancel()


class AsyncioBackend(httpcore.AsyncNetworkBackend):
    """httpcore's connections on asyncio's own transports (see the module's text)."""

    async def connect_tcp(
        self,
        host: str,
        port: int,
        timeout: float | None = None,
        local_address: str | None = None,
        socket_options: Any = None,
    ) -> httpcore.AsyncNetworkStream:
        loop = asyncio.get_running_loop()
        local = (local_address, 0) if local_address else None
        try:
            async with asyncio.timeout(timeout):
                transport, pipe = await loop.create_connection(_Pipe, host, port, local_addr=local)
        except TimeoutError:
            raise httpcore.ConnectTimeout(f"connecting to {host}:{port} timed out") from None
        except OSError as err:
            raise httpcore.ConnectError(f"{type(err).__name__}: {err}") from err
        sock = transport.get_extra_info("socket")
        for option in socket_options or ():
            sock.setsockopt(*option)
        return AsyncioStream(transport, pipe)

    async def connect_unix_socket(
        self, path: str, timeout: float | None = None, socket_options: Any = None
    ) -> httpcore.AsyncNetworkStream:
        raise httpcore.ConnectError("the Bot API is reached over TCP")

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)


BACKEND = AsyncioBackend()


class _Alone:
    """httpcore's lock of a connection that only one call uses at a time.

    :class:`LeanRequest` hands each connection to one call and takes it back after: its locks
    (httpcore's ``AsyncLock``: one around connecting, two around each request's state) are
    never contended. Under asyncio they are anyio's, whose every acquire yields to the event
    loop once under a shielded cancel scope (three extra loop turns per call).
    """

    async def __aenter__(self) -> _Alone:
        return self

    async def __aexit__(self, *exc: object) -> None:
        return None


ALONE = _Alone()


def _unlocked(conn: httpcore.AsyncHTTPConnection) -> None:
    """The connection's (and its HTTP/1.1 connection's, once made) locks as :class:`_Alone`."""
    if getattr(conn, "_request_lock", None) is not ALONE and hasattr(conn, "_request_lock"):
        conn._request_lock = ALONE  # type: ignore[assignment]
    inner = getattr(conn, "_connection", None)
    if inner is not None and getattr(inner, "_state_lock", ALONE) is not ALONE:
        inner._state_lock = ALONE


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
            _unlocked(conn)  # its HTTP/1.1 connection is made by its first call
            self._free.append(conn)
        return response.status, response.content

    def _take(self, origin: httpcore.Origin) -> httpcore.AsyncHTTPConnection:
        """A free connection that can still be used (a new one when none can)."""
        while self._free:
            conn = self._free.pop()
            if not conn.is_closed() and not conn.has_expired():
                return conn
            asyncio.get_running_loop().create_task(conn.aclose())
        conn = httpcore.AsyncHTTPConnection(
            origin, keepalive_expiry=self._keepalive, network_backend=BACKEND
        )
        _unlocked(conn)
        return conn

    @staticmethod
    async def _drop(conn: httpcore.AsyncHTTPConnection) -> None:
        try:
            await conn.aclose()
        except Exception:  # noqa: BLE001 - it is being thrown away
            pass


_NETWORK = (httpcore.NetworkError, httpcore.ProtocolError, httpcore.UnsupportedProtocol, OSError)
