"""How many requests per second the Bot API double serves (not a test; run it by hand).

    python tests/telegram/measure_botapi.py [--requests 6000] [--concurrency 32]

Two figures:
- ``ptb``: the real PTB ``Bot`` sends ``sendMessage`` calls concurrently from this process, the
  server runs in a thread of the same process (they share one GIL: the pessimistic case of a
  benchmark that runs bot and server together);
- ``process``: a separate Python process posts form-encoded ``sendMessage`` calls from
  ``--concurrency`` threads over keep-alive ``http.client`` connections (the server's own
  ceiling), with the server's CPU time per request.

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


if __name__ == "__main__":
    main()
