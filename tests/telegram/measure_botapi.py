"""How many requests per second the Bot API double serves (not a test; run it by hand).

    python tests/telegram/measure_botapi.py [--requests 6000] [--concurrency 32]

Two figures:
- ``ptb``: the real PTB ``Bot`` sends ``sendMessage`` calls concurrently from this process, the
  server runs in a thread of the same process (they share one GIL: the pessimistic case of a
  benchmark that runs bot and server together);
- ``process``: a separate Python process posts form-encoded ``sendMessage`` calls from
  ``--concurrency`` threads over keep-alive ``http.client`` connections (the server's own
  ceiling), with the server's CPU time per request.

- ``echo``: 200 groups x 30 messages pushed at once to a PTB ``Application`` in another process
  that answers each message with one ``sendMessage`` (``--concurrent-updates`` as PTB's
  ``concurrent_updates``); updates/s and the update-to-reply latencies under that burst.

PTB's httpx client is the slower side: its connection pool costs more per request the more
connections are open, and without the ``sniffio`` package httpcore retries a failing
``import sniffio`` on every request.
"""

from __future__ import annotations

import argparse
import asyncio
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from botapi_server import BotAPIServer  # noqa: E402

CHATS = 200

CLIENT = r"""
import http.client, sys, threading, time

def work(port, token, n, chats):
    conn = http.client.HTTPConnection("127.0.0.1", port)
    for i in range(n):
        body = f"chat_id={-1000 - i % chats}&text=m{i}"
        conn.request("POST", f"/bot{token}/sendMessage", body=body,
                     headers={"Content-Type": "application/x-www-form-urlencoded"})
        resp = conn.getresponse()
        resp.read()
        assert resp.status == 200, resp.status

port, token, n, conc, chats = sys.argv[1], sys.argv[2], *map(int, sys.argv[3:6])
threads = [threading.Thread(target=work, args=(port, token, n // conc, chats))
           for _ in range(conc)]
t = time.perf_counter()
for th in threads:
    th.start()
for th in threads:
    th.join()
print(f"{n // conc * conc / (time.perf_counter() - t):.0f}")
"""


ECHO_BOT = r"""
import sys
from telegram.ext import Application, MessageHandler, filters
from telegram.request import HTTPXRequest

async def echo(update, context):
    await context.bot.send_message(update.effective_chat.id, "ok " + update.message.text)

base, token, conc = sys.argv[1], sys.argv[2], int(sys.argv[3])
builder = Application.builder().token(token).base_url(base)
builder = builder.request(HTTPXRequest(connection_pool_size=max(2, conc)))
if conc > 1:
    builder = builder.concurrent_updates(conc)
app = builder.build()
app.add_handler(MessageHandler(filters.TEXT, echo))
app.run_polling(poll_interval=0, timeout=1)
"""


def _echo(concurrency: int, groups: int = 200, reports: int = 30) -> str:
    with BotAPIServer() as server:
        args = [sys.executable, "-c", ECHO_BOT, server.base_url, server.token, str(concurrency)]
        proc = subprocess.Popen(args, stderr=subprocess.DEVNULL)
        try:
            server.wait_for(lambda s: s.polls(), 30)
            start = time.monotonic()
            for r in range(reports):
                for g in range(groups):
                    server.push_message(-1000 - g, g + 1, f"report {r}")
            total = groups * reports
            server.wait_for(lambda s: s.count(method="sendMessage") >= total, 600)
            took = time.monotonic() - start
        finally:
            proc.terminate()
            proc.wait(10)
        lat = sorted(server.latencies().values())
        return (
            f"{total / took:.0f} updates/s, latency p50 {lat[len(lat) // 2]:.1f} s, "
            f"max {lat[-1]:.1f} s"
        )


async def _ptb(server: BotAPIServer, n: int, concurrency: int) -> float:
    import telegram
    from telegram.request import HTTPXRequest

    bot = telegram.Bot(
        server.token,
        base_url=server.base_url,
        base_file_url=server.base_file_url,
        request=HTTPXRequest(connection_pool_size=concurrency),
    )
    sem = asyncio.Semaphore(concurrency)

    async def one(i: int) -> None:
        async with sem:
            await bot.send_message(-1000 - i % CHATS, f"m{i}")

    async with bot:
        start = time.perf_counter()
        await asyncio.gather(*(one(i) for i in range(n)))
        return n / (time.perf_counter() - start)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--requests", type=int, default=6000)
    ap.add_argument("--concurrency", type=int, default=32)
    ap.add_argument("--concurrent-updates", type=int, default=1)
    args = ap.parse_args()
    with BotAPIServer() as server:
        for i in range(CHATS):
            server.add_chat(-1000 - i, "supergroup")
        rate = asyncio.run(_ptb(server, args.requests, args.concurrency))
        print(f"ptb (bot and server in one process): {rate:.0f} requests/s")
        cpu = time.process_time()
        out = subprocess.run(
            [sys.executable, "-c", CLIENT, str(server.port), server.token]
            + [str(args.requests), str(args.concurrency), str(CHATS)],
            capture_output=True,
            text=True,
            check=True,
        )
        cpu = (time.process_time() - cpu) / args.requests * 1e6
        print(
            f"process (http.client threads in another process): {out.stdout.strip()} "
            f"requests/s, server CPU {cpu:.0f} us/request"
        )
        assert not server.errors(), server.errors()
    print(
        f"echo (PTB Application in another process, concurrent_updates="
        f"{args.concurrent_updates}): {_echo(args.concurrent_updates)}"
    )


if __name__ == "__main__":
    main()
