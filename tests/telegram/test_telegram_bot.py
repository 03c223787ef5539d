"""End to end: ``referee telegram`` as a process, against a local server speaking the Bot API.

The bot is the real PTB ``Application`` started by the real command; the server (see
``botapi_server.py``) plays Telegram: it hands out the updates the tests push and records
what the bot sends. The store is a real SQLite file the tests read afterwards.
"""

from __future__ import annotations

import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from botapi_server import BOT_USERNAME, BotAPIServer, user

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
REFEREE = [sys.executable, "-m", "referee.cli"]
"""This checkout's ``referee`` (ROOT goes first on PYTHONPATH), not the installed script's."""

ANNA = user(1, "Anna", language_code="en")
BEN = user(2, "Ben", language_code="en")
CARLA = user(3, "Carla", language_code="en")
ZOE = user(9, "Zoe", language_code="en")
LENA = user(11, "Lena", language_code="de")
PAUL = user(12, "Paul", language_code="de")


class Bot:
    """``referee telegram`` in a child process, talking to ``server``."""

    def __init__(self, server: BotAPIServer, tmp: Path, token: str | None = None) -> None:
        self.server = server
        self.db = tmp / "referee.sqlite3"
        self.log = tmp / "referee.log"
        self.token = token or server.token
        self.proc: subprocess.Popen | None = None

    def env(self) -> dict[str, str]:
        return {
            **os.environ,
            "TELEGRAM_BOT_TOKEN": self.token,
            "REFEREE_TELEGRAM_API_URL": self.server.base_url,
            "REFEREE_TELEGRAM_FILE_URL": self.server.base_file_url,
            "REFEREE_TELEGRAM_RATE_LIMIT": "false",
            "REFEREE_TELEGRAM_POLL_TIMEOUT": "1",
            "REFEREE_DB": str(self.db),
            "REFEREE_LOG": str(self.log),
            "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")])),
        }

    def start(self) -> Bot:
        started = time.monotonic()  # a bot killed before may still have a poll open
        self.proc = subprocess.Popen(
            [*REFEREE, "telegram"],
            env=self.env(),
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self.server.wait_for(  # polling: it is up (a busy machine starts it slowly)
            lambda s: any(p["time"] > started for p in s.polls()), timeout=120
        )
        return self

    def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(timeout=10)

    def stop(self) -> str:
        if self.proc is None or self.proc.poll() is not None:
            return ""
        self.proc.send_signal(signal.SIGINT)
        try:
            _, err = self.proc.communicate(timeout=15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            _, err = self.proc.communicate()
        return err

    def log_text(self) -> str:
        return self.log.read_text(encoding="utf-8") if self.log.exists() else ""


@pytest.fixture
def server():
    with BotAPIServer() as srv:
        yield srv


@pytest.fixture
def bot(server, tmp_path):
    running = Bot(server, tmp_path).start()
    yield running
    err = running.stop()
    assert server.token not in err and server.token not in running.log_text()


def say(server: BotAPIServer, chat: int, who: dict, text: str | None = None, **kw) -> str:
    """Push a message and wait for the bot's next message (sent or edited) in that chat."""
    before = len(_said(server, chat))
    server.push_message(chat, who, text, **kw)
    return server.wait_for(lambda s: _said(s, chat)[before:], timeout=15)[0]


def _said(server: BotAPIServer, chat: int) -> list[str]:
    methods = ("sendMessage", "editMessageText")
    return [c["params"]["text"] for c in server.sent(chat) if c["method"] in methods]


def press(server: BotAPIServer, chat: int, who: dict, label: str) -> dict:
    """Press the button ``label`` under the newest keyboard; the callback answer."""
    message = [m for m in server.messages(chat) if m["object"].get("reply_markup")][-1]
    data = dict(server.buttons(chat, message["message_id"]))[label]
    update = server.push_callback(chat, who, message["message_id"], data)
    query_id = server.update(update)["callback_query"]["id"]
    return server.wait_for(lambda s: s.callback_answers(query_id), timeout=15)[0]


def stored(db: Path, chat: int) -> list[dict]:
    with sqlite3.connect(db) as conn:
        rows = conn.execute(
            "SELECT l.command FROM log l JOIN games g ON g.game_no = l.game_no "
            "WHERE g.table_id = ? AND g.game_no = (SELECT MAX(game_no) FROM games "
            "WHERE table_id = ?) ORDER BY l.seq",
            (f"telegram:{chat}", f"telegram:{chat}"),
        ).fetchall()
    return [json.loads(r[0]) for r in rows]


def quiet_for(server: BotAPIServer, chat: int, seconds: float = 1.0) -> bool:
    """Whether the bot sent nothing to ``chat`` for ``seconds``."""
    before = len(server.sent(chat))
    time.sleep(seconds)
    return len(server.sent(chat)) == before


# ---- groups -------------------------------------------------------------------------


def test_a_lobby_game_in_a_group_with_buttons_and_guests(server, bot):
    group = -1001
    lobby = say(server, group, ANNA, "/newgame babel", title="Spieleabend")
    assert "Join" in lobby and [b for b, _ in server.buttons(group)] == ["Join"]
    assert press(server, group, ANNA, "Join")["text"] == "Anna is in."
    assert press(server, group, BEN, "Join")["text"] == "Ben is in."
    server.wait_for(lambda s: "Anna and Ben" in (s.last_text(group) or ""))
    assert "Only Anna" in say(server, group, CARLA, "/begin")
    started = say(server, group, ANNA, "/begin")
    assert "Anna and Ben" in started and "Anna's turn" in started
    assert [b for b, _ in server.buttons(group)] == ["Floor 1 built", "The tower fell"]

    # "I" is the sender; a guest may ask but not report
    assert "Anna built floor 1" in say(server, group, ANNA, "I built the first floor")
    assert "Only players" in say(server, group, ZOE, "I built floor 2")
    assert "Anna 1" in say(server, group, ZOE, "what's the score?")

    # a tap by the wrong player is refused with a toast; the right one applies
    answer = press(server, group, ANNA, "Floor 2 built")
    assert answer["show_alert"] and "Ben" in answer["text"]
    assert stored(bot.db, group) == [{"kind": "build", "player": "Anna", "floor": 1}]
    before = len(server.sent(group, "sendMessage"))
    press(server, group, BEN, "Floor 2 built")
    server.wait_for(lambda s: len(s.sent(group, "sendMessage")) > before)
    assert "Ben built floor 2" in server.last_text(group)
    assert stored(bot.db, group)[-1] == {"kind": "build", "player": "Ben", "floor": 2}

    # the pressed keyboard is gone; an old button is refused
    first = [m for m in server.messages(group) if "Anna built floor 1" in m["text"]][0]
    server.wait_for(
        lambda s: not s.message(group, first["message_id"])["object"].get("reply_markup")
    )
    old = server.push_callback(group, BEN, first["message_id"], "5:0")
    query_id = server.update(old)["callback_query"]["id"]
    assert "old" in server.wait_for(lambda s: s.callback_answers(query_id))[0]["text"]

    # chit-chat is not answered; a mention always is
    server.push_message(group, BEN, "haha")
    server.push_message(group, CARLA, "lol 😂")
    server.push_message(group, BEN, sticker=True)
    assert quiet_for(server, group, 1.5)
    assert "didn't get" in say(server, group, BEN, "@referee_test_bot haha")
    assert "didn't get" in say(server, group, BEN, "hmm", reply_to_bot=True)

    # only the creator or an admin may end the game
    assert "Only whoever started" in say(server, group, BEN, "/endgame")
    server.set_admin(group, BEN["id"])
    assert "End the game now?" in say(server, group, BEN, "/endgame")


def test_german_group_typed_for_the_table_and_commands(server, bot):
    group = -1002
    started = say(server, group, LENA, "/newgame turm Lena Paul")
    assert started.startswith("Neues Spiel Der Turm mit Lena und Paul")
    labels = [b for b, _ in server.buttons(group)]
    assert "4" in labels and "Aufhören" not in labels
    press(server, group, LENA, "3")  # the disk, then the gems in it; back to the disks
    server.wait_for(lambda s: "‹ zurück" in [b for b, _ in s.buttons(group)])
    press(server, group, LENA, "‹ zurück")
    server.wait_for(lambda s: "4" in [b for b, _ in s.buttons(group)])
    press(server, group, LENA, "4")
    server.wait_for(lambda s: "1 Stein" in [b for b, _ in s.buttons(group)])
    before = len(server.sent(group, "sendMessage"))
    press(server, group, LENA, "1 Stein")
    server.wait_for(lambda s: len(s.sent(group, "sendMessage")) > before)
    assert stored(bot.db, group) == [{"kind": "reveal", "player": "Lena", "disk": "4", "gems": 1}]
    # one phone types for the table: reports about the player on turn, by name
    assert "Lena" in say(server, group, PAUL, "Lena: ich höre auf")
    assert stored(bot.db, group)[-1] == {"kind": "end-turn", "player": "Lena"}
    assert "Paul" in say(server, group, PAUL, "/turn")
    assert "Lena" in say(server, group, PAUL, "/score")
    assert "Stern" in say(server, group, PAUL, "/rules was macht der Stern?")
    assert "English" in say(server, group, PAUL, "/lang en")
    assert "Paul" in say(server, group, PAUL, "whose turn is it?")
    assert server.commands(language_code="de")[0]["description"].startswith("Spiel starten")
    assert server.commands()[0]["description"].startswith("start a game")


def test_a_sentence_starts_a_game_and_a_private_chat_plays_too(server, bot):
    group = -1003
    started = say(server, group, ANNA, "new game of Babel with Anna, Ben and Carla")
    assert "Anna, Ben and Carla" in started
    assert "Ben built floor 1" not in say(server, group, BEN, "Anna built floor 1")
    assert stored(bot.db, group) == [{"kind": "build", "player": "Anna", "floor": 1}]
    private = ZOE["id"]
    assert "18 points" in say(server, private, ZOE, "how many points is the 13th floor worth?")
    assert "new game" in say(server, private, ZOE, "/help").casefold()
    assert "Zoe" in say(server, private, ZOE, "new game of Villa Paletti with Zoe and Max")
    assert "Zoe" in say(server, private, ZOE, "I put the thick one on top")


# ---- durability ---------------------------------------------------------------------


def test_kill_9_then_restart_resumes_and_never_applies_an_update_twice(server, tmp_path):
    group = -1004
    first = Bot(server, tmp_path).start()
    say(server, group, ANNA, "new game of Babel with Anna and Ben")
    say(server, group, ANNA, "I built the first floor")
    report = server.push_message(group, BEN, "I built floor 2")
    server.wait_for(lambda s: "Ben built floor 2" in (s.last_text(group) or ""))
    first.kill()

    second = Bot(server, tmp_path).start()
    # Telegram delivers the last update again after a crash: it must not count twice
    server.push_update(server.update(report) | {"update_id": report})
    assert "Anna" in say(server, group, ANNA, "whose turn is it?")
    assert [c["floor"] for c in stored(second.db, group)] == [1, 2]
    assert "Anna built floor 3" in say(server, group, ANNA, "I built floor 3")
    second.stop()


def test_flood_limits_and_server_errors_are_retried(server, bot):
    group = -1005
    say(server, group, ANNA, "new game of Babel with Anna and Ben")
    server.fail_next("sendMessage", status=429, retry_after=1)
    server.fail_next("sendMessage", status=500)
    start = time.monotonic()
    assert "Anna built floor 1" in say(server, group, ANNA, "I built the first floor")
    assert time.monotonic() - start >= 1.0  # it waited as told
    assert stored(bot.db, group) == [{"kind": "build", "player": "Anna", "floor": 1}]
    server.fail_next("getUpdates", status=500)
    assert "Ben built floor 2" in say(server, group, BEN, "I built floor 2")


def test_a_group_that_becomes_a_supergroup_keeps_its_game(server, bot):
    group, supergroup = -1006, -1009006
    say(server, group, ANNA, "new game of Babel with Anna and Ben")
    say(server, group, ANNA, "I built the first floor")
    server.push_migration(group, supergroup, ANNA)
    assert "Ben built floor 2" in say(server, supergroup, BEN, "I built floor 2")
    assert [c["floor"] for c in stored(bot.db, supergroup)] == [1, 2]


# ---- start-up -----------------------------------------------------------------------


def test_a_rejected_or_missing_token_is_one_line_and_exit_2(server, tmp_path):
    wrong = Bot(server, tmp_path, token="999:WRONG-SECRET-TOKEN")
    proc = subprocess.run(
        [*REFEREE, "telegram"], env=wrong.env(), capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2
    assert "rejected the bot token" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1
    assert "WRONG-SECRET" not in proc.stderr + proc.stdout + wrong.log_text()
    env = wrong.env()
    del env["TELEGRAM_BOT_TOKEN"]
    proc = subprocess.run(
        [*REFEREE, "telegram"], env=env, capture_output=True, text=True, timeout=60
    )
    assert proc.returncode == 2 and "TELEGRAM_BOT_TOKEN" in proc.stderr


# ---- more channels and load shapes ---------------------------------------------------


def test_the_score_sheet_is_sent_as_a_picture_after_a_round(server, bot):
    import io

    from PIL import Image

    group = -1007
    say(server, group, ANNA, "new game of Babel with Anna and Ben")
    say(server, group, ANNA, "I built the first floor")
    say(server, group, BEN, "the tower fell")
    photo = server.wait_for(lambda s: s.photos(group), timeout=15)[0]
    image = Image.open(io.BytesIO(photo["data"]))
    assert image.format == "PNG" and image.width >= 600 and image.height >= 150
    assert len(image.convert("RGB").getcolors(maxcolors=1 << 20)) > 10  # drawn, not blank
    assert "Turmbau zu Babel" in photo["caption"]


def test_groups_play_at_once_each_in_order(server, bot):
    groups = [-2001, -2002, -2003, -2004]
    for g in groups:
        server.push_message(g, ANNA, "new game of Babel with Anna and Ben")
    for floor in range(1, 7):
        for g in groups:  # interleaved, all pushed before the bot answers
            server.push_message(g, ANNA if floor % 2 else BEN, f"floor {floor}")

    def done(s: BotAPIServer) -> bool:
        return all(len(s.sent(g, "sendMessage")) >= 7 for g in groups)

    server.wait_for(done, timeout=30)
    for g in groups:
        texts = [c["params"]["text"] for c in server.sent(g, "sendMessage")]
        built = [t.split(":")[0] for t in texts[1:]]
        assert built == [f"{'Anna' if n % 2 else 'Ben'} built floor {n}" for n in range(1, 7)]
        assert [c["floor"] for c in stored(bot.db, g)] == list(range(1, 7))


def test_join_with_a_name_and_a_slow_answer(server, bot):
    group = -1008
    say(server, group, LENA, "/newgame paletti")
    assert "Mitspielen" in [b for b, _ in server.buttons(group)]  # Lena speaks German
    say(server, group, LENA, "/join Lena K.")
    say(server, group, PAUL, "/join")
    say(server, group, ANNA, "/join Paul")
    assert "Paul" in _said(server, group)[-1] and "spielt schon" in _said(server, group)[-1]
    server.delay_next("sendMessage", 6.0)  # longer than the bot waits: it tries again
    before = len(_said(server, group))
    server.push_message(group, LENA, "/begin")  # a timeout and a retry: slower on a busy machine
    started = server.wait_for(lambda s: _said(s, group)[before:], timeout=40)[0]
    assert "Lena K." in started
    assert "Lena K." in say(server, group, LENA, "ich habe die dicke Säule nach oben gestellt")
    assert stored(bot.db, group)[-1]["player"] == "Lena K."


def test_webhook_mode(tmp_path):
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with BotAPIServer(deliver_webhooks=True) as server:
        hook = Bot(server, tmp_path)
        env = hook.env()
        hook.proc = subprocess.Popen(
            [
                *REFEREE,
                "telegram",
                "--webhook-url",
                f"http://127.0.0.1:{port}/hook",
                "--listen",
                "127.0.0.1",
                "--port",
                str(port),
            ],
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        try:
            server.wait_for(lambda s: s.webhook.get("url"), timeout=120)
            assert server.webhook["secret_token"]
            assert "Anna and Ben" in say(server, -1010, ANNA, "new game of Babel with Anna and Ben")
            assert "Anna built floor 1" in say(server, -1010, ANNA, "I built the first floor")
        finally:
            err = hook.stop()
        assert server.token not in err


def _voice_note(tmp: Path, text: str) -> bytes:
    """``text`` said by espeak-ng, as Telegram sends voice notes: OGG/Opus, 16 kHz mono."""
    import io

    import soundfile

    from referee.voice.audio import read_audio

    wav = tmp / "said.wav"
    subprocess.run(["espeak-ng", "-v", "en-us", "-w", str(wav), text], check=True)
    out = io.BytesIO()
    soundfile.write(out, read_audio(wav), 16000, format="OGG", subtype="OPUS")
    return out.getvalue()


def test_a_voice_note_is_heard_and_asked_back_before_it_counts(server, bot, tmp_path):
    group = -1011
    say(server, group, ANNA, "new game of Babel with Anna and Ben")
    note = {
        "file_id": "voice-1",
        "duration": 2,
        "data": _voice_note(tmp_path, "Anna built floor one"),
    }
    heard = say(server, group, ANNA, voice=note)
    assert heard.startswith("I heard: “") and "Did you mean: Anna built floor 1?" in heard
    assert stored(bot.db, group) == []  # heard, not yet confirmed
    press(server, group, ANNA, "yes")
    server.wait_for(lambda s: "Anna built floor 1: 1 point" in _said(s, group)[-1])
    assert stored(bot.db, group) == [{"kind": "build", "player": "Anna", "floor": 1}]
    broken = {"file_id": "voice-2", "duration": 1, "data": b"OggS not really audio"}
    assert "cannot be read as audio" in say(server, group, BEN, voice=broken)
    assert stored(bot.db, group) == [{"kind": "build", "player": "Anna", "floor": 1}]


def test_a_mention_of_the_bot_is_no_word_of_what_is_said(server, bot):
    """ "@bot new game …" seats no player "Bot"; "@bot /undo" is the command."""
    group = -1019
    started = say(server, group, ANNA, f"@{BOT_USERNAME} new game babel: Anna, Ben")
    assert "Anna and Ben" in started and "Referee" not in started
    assert "Anna built floor 1" in say(server, group, ANNA, f"@{BOT_USERNAME} fl 1 ✅")
    assert stored(bot.db, group) == [{"kind": "build", "player": "Anna", "floor": 1}]
    say(server, group, ANNA, f"@{BOT_USERNAME} /undo")
    assert stored(bot.db, group) == []
    again = say(server, group, ANNA, f"@{BOT_USERNAME} /newgame turm mirror Anna Ben")
    assert "End the game now?" in again or "Der Turm" in again
