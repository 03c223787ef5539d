"""Several ``referee telegram`` webhook workers on one PostgreSQL, fed as Telegram would.

Used by ``test_workers.py`` and ``benchmarks/scale.py``. :class:`Workers` starts the real
command N times (each on its own port, as behind a proxy); :func:`deliver` plays Telegram's
side: each chat's updates in order, the next only once the previous was answered ``200``,
every update POSTed to a worker picked at random, some twice (again later, or to two
workers at once), and a failed delivery tried again at another worker.
"""

from __future__ import annotations

import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from botapi_server import BotAPIServer, user

REFEREE = Path(sys.executable).with_name("referee")
PLAYERS = ["Anna", "Ben", "Carla"]
SECRET = "fan-in-secret"


def script(reports: int) -> list[tuple[str, str, str]]:
    """(speaker, text, reply) for one group: a new game of Babel, then floors and collapses
    said by the player on turn, a score question now and then (played through one local
    session, so every report fits and the replies are the ones each group must get)."""
    from referee.dialogue import Session

    opening = "new game of Babel with Anna, Ben and Carla"
    session = Session(lang="en")
    lines = [("Anna", opening, session.handle(opening).text)]
    while len(lines) < reports + 1 and not session.state.finished:
        who = session.state.current
        text = "the tower fell" if session.state.floors == 9 else "I built the next floor"
        if len(lines) % 7 == 0:
            text = "what's the score?"
        lines.append((who, text, session.handle(text, who).text))
    return lines


def replayed(lines: list[tuple[str, str, str]]) -> tuple[list[dict], dict]:
    """The log and the final snapshot of ``lines`` played in one process, no store."""
    from referee.dialogue import Session

    session = Session(lang="en")
    for speaker, text, _ in lines:
        session.handle(text, None if text.startswith("new game") else speaker)
    return [c.model_dump() for c in session.log], session.snapshot()


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class Workers:
    """N ``referee telegram --webhook-url …`` processes on one database and Bot API server."""

    def __init__(self, server: BotAPIServer, db: str, n: int, log_dir: Path) -> None:
        self.server, self.db, self.log_dir = server, db, log_dir
        self.ports = [_free_port() for _ in range(n)]
        self.procs: list[subprocess.Popen | None] = [None] * n
        self.alive = list(range(n))

    def env(self, index: int) -> dict[str, str]:
        return {
            **os.environ,
            "TELEGRAM_BOT_TOKEN": self.server.token,
            "REFEREE_TELEGRAM_API_URL": self.server.base_url,
            "REFEREE_TELEGRAM_FILE_URL": self.server.base_file_url,
            "REFEREE_TELEGRAM_RATE_LIMIT": "false",
            "REFEREE_TELEGRAM_WEBHOOK_SECRET": SECRET,
            "REFEREE_TELEGRAM_SET_WEBHOOK": "true" if index == 0 else "false",
            "REFEREE_DB": self.db,
            "REFEREE_LOG": str(self.log_dir / f"worker{index}.log"),
        }

    def url(self, index: int, path: str = "hook") -> str:
        return f"http://127.0.0.1:{self.ports[index]}/{path}"

    def start(self, timeout: float = 120.0) -> Workers:
        for i, port in enumerate(self.ports):
            cmd = [str(REFEREE), "telegram", "--webhook-url", self.url(i), "--port", str(port)]
            self.procs[i] = subprocess.Popen(
                cmd, env=self.env(i), stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True
            )
        deadline = time.monotonic() + timeout
        for i in range(len(self.ports)):
            while True:
                if get(self.url(i, "healthz"))[0] == 200:
                    break
                proc = self.procs[i]
                if proc is not None and proc.poll() is not None:
                    raise RuntimeError(f"worker {i} ended: {proc.stderr.read()}")  # type: ignore[union-attr]
                if time.monotonic() > deadline:
                    raise TimeoutError(f"worker {i} did not come up")
                time.sleep(0.2)
        return self

    def kill(self, index: int) -> None:
        """SIGKILL: no clean-up, updates in its hands are lost unless delivered again."""
        proc = self.procs[index]
        assert proc is not None
        self.alive.remove(index)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=10)

    def pids(self) -> list[int]:
        return [p.pid for p in self.procs if p is not None]

    def stop(self) -> list[str]:
        """SIGTERM the live workers; their stderr (empty when all went well)."""
        errs = []
        for i in list(self.alive):
            proc = self.procs[i]
            if proc is None or proc.poll() is not None:
                continue
            proc.send_signal(signal.SIGTERM)
            try:
                _, err = proc.communicate(timeout=30)
            except subprocess.TimeoutExpired:
                proc.kill()
                _, err = proc.communicate()
            errs.append(err)
        return errs


def get(url: str, timeout: float = 2.0) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=timeout) as resp:
            return resp.status, resp.read()
    except urllib.error.HTTPError as err:
        return err.code, err.read()
    except OSError:
        return 0, b""


def post(url: str, update: dict, timeout: float = 60.0, secret: str = SECRET) -> int:
    """POST one update as Telegram does; the status, 0 when the worker could not be reached."""
    req = urllib.request.Request(
        url,
        data=json.dumps(update).encode(),
        headers={
            "Content-Type": "application/json",
            "X-Telegram-Bot-Api-Secret-Token": secret,
        },
        method="POST",
    )
    try:
        with urllib.request.urlopen(req, timeout=timeout) as resp:
            return resp.status
    except urllib.error.HTTPError as err:
        return err.code
    except OSError:
        return 0


@dataclass
class Delivery:
    """What :func:`deliver` did: per update the seconds to its ``200``, and who got what."""

    latency: dict[int, float] = field(default_factory=dict)
    by_worker: dict[int, int] = field(default_factory=dict)
    twice: set[int] = field(default_factory=set)
    retried: set[int] = field(default_factory=set)
    """Chats with a delivery that failed (a killed worker): their replies may lack one."""
    elapsed: float = 0.0


def deliver(
    workers: Workers,
    updates: dict[int, list[dict]],
    *,
    twice: float = 0.05,
    at_once: float = 0.03,
    kill_after: int | None = None,
    threads: int = 32,
    seed: int = 12,
) -> Delivery:
    """Every chat's updates in order over random workers, some twice; with ``kill_after``,
    one worker gets SIGKILL once that many updates were answered."""
    rng = random.Random(seed)
    lock = threading.Lock()
    done = Delivery()
    answered = [0]
    killed = [False]

    def pick(avoid: int | None = None) -> int:
        with lock:
            choices = [w for w in workers.alive if w != avoid] or list(workers.alive)
            return rng.choice(choices)

    def once(chat: int, update: dict, first: int | None = None) -> None:
        worker = first if first is not None else pick()
        for _attempt in range(50):
            started = time.perf_counter()
            status = post(workers.url(worker), update)
            if status == 200:
                with lock:
                    done.latency.setdefault(update["update_id"], time.perf_counter() - started)
                    done.by_worker[worker] = done.by_worker.get(worker, 0) + 1
                return
            with lock:
                done.retried.add(chat)
            time.sleep(0.05)
            worker = pick(avoid=worker)
        raise RuntimeError(f"update {update['update_id']} was never accepted")

    def chat_run(chat: int) -> None:
        for update in updates[chat]:
            with lock:
                roll = rng.random()
            if roll < at_once:  # the same update to two workers at the same moment
                a = pick()
                b = pick(avoid=a)
                second = threading.Thread(target=once, args=(chat, update, b))
                second.start()
                once(chat, update, a)
                second.join()
                with lock:
                    done.twice.add(update["update_id"])
            else:
                once(chat, update)
                if roll < at_once + twice:  # delivered again later, as after a lost answer
                    once(chat, update)
                    with lock:
                        done.twice.add(update["update_id"])
            with lock:
                answered[0] += 1
                kill = kill_after is not None and not killed[0] and answered[0] >= kill_after
                if kill:
                    killed[0] = True
                    victim = rng.choice(workers.alive)
            if kill:
                workers.kill(victim)

    start = time.perf_counter()
    with ThreadPoolExecutor(threads) as pool:
        for future in [pool.submit(chat_run, chat) for chat in updates]:
            future.result()
    done.elapsed = time.perf_counter() - start
    return done


def push_all(server: BotAPIServer, chats: list[int], lines: list[tuple[str, str, str]]):
    """The server queues every group's updates (round-robin, so ids interleave over chats)."""
    people = {name: user(i + 1, name) for i, name in enumerate(PLAYERS)}
    ids: dict[int, list[int]] = {c: [] for c in chats}
    for speaker, text, _ in lines:
        for chat in chats:
            ids[chat].append(server.push_message(chat, people[speaker], text))
    return {c: [server.update(u) for u in ids[c]] for c in chats}


def stored_logs(db: str) -> dict[str, list[tuple[dict, int]]]:
    """Per table id, its latest game's log as (command, update id) in order."""
    import psycopg

    out: dict[str, list[tuple[dict, int]]] = {}
    with psycopg.connect(db) as conn:
        rows = conn.execute(
            "SELECT g.table_id, l.command, l.update_id FROM log l JOIN games g USING (game_no) "
            "WHERE g.game_no = (SELECT MAX(game_no) FROM games WHERE table_id = g.table_id) "
            "ORDER BY g.table_id, l.seq"
        ).fetchall()
    for table_id, command, update_id in rows:
        out.setdefault(table_id, []).append((json.loads(command), update_id))
    return out
