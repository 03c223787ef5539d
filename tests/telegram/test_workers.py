"""Several webhook workers, one truth: 4 ``referee telegram`` processes on one PostgreSQL.

Updates go to random workers, some twice, one worker is killed with SIGKILL half-way; every
group must end where the same reports played in one process end, with nothing applied twice
and no chat's reports out of order, at the issue's size of 200 groups × 30 reports
(``FANIN_GROUPS``/``FANIN_REPORTS`` change it; ``benchmarks/scale.py`` measures the same run).
"""

from __future__ import annotations

import os

import pytest
from botapi_server import BotAPIServer, user
from fanin import Workers, deliver, get, post, push_all, replayed, script, stored_logs

from referee.dialogue import Session
from referee.store import open_store

pytestmark = pytest.mark.slow

GROUPS = int(os.environ.get("FANIN_GROUPS", "200"))
REPORTS = int(os.environ.get("FANIN_REPORTS", "30"))


def _replies(server: BotAPIServer, chat: int) -> list[str]:
    return [c["params"]["text"] for c in server.sent(chat, "sendMessage")]


def _deduplicated(texts: list[str]) -> list[str]:
    return [t for i, t in enumerate(texts) if i == 0 or texts[i - 1] != t]


def _is_subsequence(part: list[str], whole: list[str]) -> bool:
    it = iter(whole)
    return all(any(t == w for w in it) for t in part)


def test_four_workers_one_truth_with_redeliveries_and_a_killed_worker(pg_url, tmp_path):
    lines = script(REPORTS)
    want_log, want_state = replayed(lines)
    want_replies = [reply for _, _, reply in lines]
    chats = [-(20_000 + g) for g in range(GROUPS)]
    with BotAPIServer() as server:
        workers = Workers(server, pg_url, 4, tmp_path).start()
        try:
            assert server.webhook["url"] == workers.url(0)
            assert server.webhook["secret_token"] == "fan-in-secret"
            updates = push_all(server, chats, lines)
            total = sum(len(u) for u in updates.values())
            done = deliver(workers, updates, kill_after=total // 2)
            assert len(workers.alive) == 3
            assert len(done.latency) == total and done.twice
            assert len(done.by_worker) == 4  # every worker had some
            for i in workers.alive:
                status, body = get(workers.url(i, "metrics"))
                assert status == 200 and b"referee_update_seconds_bucket" in body
                assert get(workers.url(i, "healthz"))[0] == 200
            forged = {"update_id": 10**9, "message": {"message_id": 1}}
            assert post(workers.url(workers.alive[0]), forged, secret="wrong") == 403
        finally:
            errors = workers.stop()
    assert all("Traceback" not in e for e in errors), errors

    logs = stored_logs(pg_url)
    store = open_store(pg_url)
    try:
        for chat in chats:
            table_id = f"telegram:{chat}"
            entries = logs[table_id]
            ids = [u for _, u in entries]
            assert [c for c, _ in entries] == want_log, f"{table_id}: log differs"
            assert ids == sorted(set(ids)), f"{table_id}: applied twice or out of order"
            session = Session(table_id=table_id, store=store)
            session.resume()
            assert session.snapshot() == want_state
            said = _replies(server, chat)
            if chat in done.retried:  # the killed worker may have stored without replying
                assert _is_subsequence(_deduplicated(said), want_replies), table_id
            else:
                assert said == want_replies, f"{table_id}: replies differ"
    finally:
        store.close()


def test_workers_refuse_sqlite_and_a_missing_webhook(tmp_path):
    import subprocess

    from fanin import REFEREE

    env = {**os.environ, "TELEGRAM_BOT_TOKEN": "1:x", "REFEREE_DB": str(tmp_path / "r.sqlite3")}
    hook = ["--webhook-url", "http://127.0.0.1:9/hook"]
    for args, says in [
        ([*hook, "--workers", "2"], "several workers need a PostgreSQL store"),
        (["--workers", "2"], "--workers needs --webhook-url"),
    ]:
        proc = subprocess.run(
            [str(REFEREE), "telegram", *args], env=env, capture_output=True, text=True, timeout=60
        )
        assert proc.returncode == 2 and says in proc.stderr


def test_a_chat_goes_on_at_another_worker_mid_question(pg_url, tmp_path):
    """The open question ("Did you mean …?") is in the store: the answer may reach any worker."""
    anna, ben = user(1, "Anna"), user(2, "Ben")
    with BotAPIServer() as server:
        workers = Workers(server, pg_url, 2, tmp_path).start()
        try:
            chat = -30_001

            def say(worker: int, who: dict, text: str) -> str:
                before = len(_replies(server, chat))
                uid = server.push_message(chat, who, text)
                assert post(workers.url(worker), server.update(uid)) == 200
                return _replies(server, chat)[before]

            assert "Anna and Ben" in say(0, anna, "new game of Babel with Anna and Ben")
            assert "Anna built floor 1" in say(1, anna, "I built the first floor")
            asked = say(0, ben, "Ben built floor 4")
            assert "the next floor is 2, not 4 — did you build floor 2?" in asked
            assert "Ben built floor 2: 2 points" in say(1, ben, "yes")  # the other worker
            assert "End the game now?" in say(1, anna, "end the game")
            assert "OK, I changed nothing." in say(0, anna, "no")
        finally:
            workers.stop()


def test_the_default_webhook_secret_is_one_per_bot_and_hides_the_token():
    import re

    from referee.frontends.telegram.run import webhook_secret

    secret = webhook_secret("123456:ABC")
    assert secret == webhook_secret("123456:ABC") != webhook_secret("123456:ABD")
    assert re.fullmatch(r"[0-9a-f]{64}", secret) and "ABC" not in secret
