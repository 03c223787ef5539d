"""The shipped deployment for real: deploy/Caddyfile in front of ``--workers 2`` on PostgreSQL.

The Bot API server posts updates to Caddy as Telegram does; Caddy hands them to the workers
(two processes on one port). One worker is killed on the way: the other takes over and the
supervisor starts it again. Skipped where Caddy is not installed (CI installs it).
"""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import time
import warnings
from pathlib import Path

import pytest
from botapi_server import BotAPIServer, user
from fanin import REFEREE, _free_port, get

pytestmark = pytest.mark.slow
ROOT = Path(__file__).resolve().parents[2]


def _children(pid: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
            except OSError:
                continue
            if int(fields[1]) == pid:
                found.append(int(entry.name))
    return found


def _said(server: BotAPIServer, chat: int) -> list[str]:
    return [c["params"]["text"] for c in server.sent(chat, "sendMessage")]


def test_caddy_fans_in_to_two_workers_and_one_may_die(pg_url, tmp_path):
    caddy = shutil.which("caddy")
    if caddy is None:
        pytest.skip("Caddy is not installed (apt-get install caddy)")
    worker_port, proxy_port = _free_port(), _free_port()
    anna, ben = user(1, "Anna"), user(2, "Ben")
    with BotAPIServer(deliver_webhooks=True) as server:
        env = {
            **os.environ,
            "TELEGRAM_BOT_TOKEN": server.token,
            "REFEREE_TELEGRAM_API_URL": server.base_url,
            "REFEREE_TELEGRAM_FILE_URL": server.base_file_url,
            "REFEREE_TELEGRAM_RATE_LIMIT": "false",
            "REFEREE_DB": pg_url,
            "REFEREE_LOG": str(tmp_path / "referee.log"),
        }
        hook = f"http://127.0.0.1:{proxy_port}/hook"
        supervisor = subprocess.Popen(
            [str(REFEREE), "telegram", "--webhook-url", hook, "--port", str(worker_port)]
            + ["--workers", "2"],
            env=env,
            stderr=subprocess.PIPE,
            text=True,
        )
        proxy = subprocess.Popen(
            [caddy, "run", "--adapter", "caddyfile", "--config", str(ROOT / "deploy/Caddyfile")],
            env={
                **os.environ,
                "DOMAIN": f":{proxy_port}",
                "CADDY_ADMIN": "off",
                "WORKERS": "127.0.0.1",
                "WORKER_PORT": str(worker_port),
                "XDG_DATA_HOME": str(tmp_path / "caddy"),
                "XDG_CONFIG_HOME": str(tmp_path / "caddy"),
            },
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            server.wait_for(lambda s: s.webhook.get("url") == hook, timeout=120)
            deadline = time.monotonic() + 60
            while (
                len(_children(supervisor.pid)) < 2
                or get(f"http://127.0.0.1:{worker_port}/healthz")[0] != 200
            ):
                assert time.monotonic() < deadline, "the workers did not come up"
                time.sleep(0.2)
            time.sleep(2)  # both listening

            def say(who: dict, text: str) -> str:
                before = len(_said(server, -1))
                server.push_message(-1, who, text)
                return server.wait_for(lambda s: _said(s, -1)[before:], timeout=30)[0]

            assert "Anna and Ben" in say(anna, "new game of Babel with Anna and Ben")
            assert "Anna built floor 1" in say(anna, "I built the first floor")
            first, second = _children(supervisor.pid)[:2]
            os.kill(first, signal.SIGKILL)
            assert "Ben built floor 2" in say(ben, "I built the next floor")
            assert "Anna built floor 3" in say(anna, "I built the next floor")
            restarted = time.monotonic() + 60
            while len(_children(supervisor.pid)) < 2:
                assert time.monotonic() < restarted, "the killed worker was not started again"
                time.sleep(0.2)
            assert get(f"http://127.0.0.1:{proxy_port}/metrics")[0] == 404  # not public
            answered = time.monotonic() + 30  # a busy machine: the restarted worker binds late
            status, body = get(f"http://127.0.0.1:{worker_port}/metrics")
            while status != 200 and time.monotonic() < answered:
                time.sleep(0.5)
                status, body = get(f"http://127.0.0.1:{worker_port}/metrics")
            assert status == 200 and b"referee_updates_total" in body
        finally:
            supervisor.send_signal(signal.SIGTERM)
            try:
                _, err = supervisor.communicate(timeout=30)
            finally:
                proxy.terminate()
                proxy.wait(timeout=10)
        assert supervisor.returncode == 0, err
        if "did not stop" in err:  # the supervisor killed it: show where it hung
            warnings.warn(f"a worker hung on its way out:\n{err}", stacklevel=1)
        assert server.token not in err
