"""A throw-away PostgreSQL cluster for tests and benchmarks: initdb, pg_ctl, a free port.

PostgreSQL refuses to run as root, so as root the cluster belongs to the ``postgres`` user
(Debian's package creates it; otherwise a system user ``referee-pg`` is made). It listens
on 127.0.0.1 only, with ``trust`` authentication, in a temporary folder removed on stop.
"""

from __future__ import annotations

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
import uuid
from pathlib import Path

import psycopg

REQUIRED_ENV = "REFEREE_TEST_POSTGRES"
"""``required``: a missing PostgreSQL fails the tests instead of skipping them (CI sets it)."""


def bindir() -> Path | None:
    """The folder with ``initdb`` and ``pg_ctl`` (Debian keeps them out of ``PATH``)."""
    found = shutil.which("initdb")
    if found:
        return Path(found).parent
    candidates = sorted(
        glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=lambda p: int(p.split("/")[4])
    )
    return Path(candidates[-1]).parent if candidates else None


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _owner() -> str | None:
    """The unprivileged user the cluster runs as (None: ourselves, we are not root)."""
    if os.geteuid() != 0:
        return None
    for name in ("postgres", "referee-pg"):
        try:
            pwd.getpwnam(name)
            return name
        except KeyError:
            continue
    subprocess.run(["useradd", "--system", "--no-create-home", "referee-pg"], check=True)
    return "referee-pg"


class PgCluster:
    """``start()`` a cluster, ``new_database()`` per test, ``stop()`` removes everything."""

    def __init__(self, fsync: bool = False) -> None:
        self.fsync = fsync
        self.dir = Path(tempfile.mkdtemp(prefix="referee-pg-"))
        self.port = _free_port()
        self.owner = _owner()
        self.bin = bindir()
        self.started = False

    def _as_owner(self, *cmd: str) -> list[str]:
        return ["runuser", "-u", self.owner, "--", *cmd] if self.owner else list(cmd)

    def start(self) -> PgCluster:
        if self.bin is None:
            raise RuntimeError("PostgreSQL is not installed (apt-get install postgresql)")
        if self.owner:
            shutil.chown(self.dir, self.owner)
        data = self.dir / "data"
        subprocess.run(
            self._as_owner(
                str(self.bin / "initdb"),
                "-D",
                str(data),
                "-U",
                "referee",
                "--auth=trust",
                "-E",
                "UTF8",
                "--locale=C",
                "--no-sync",
            ),
            check=True,
            capture_output=True,
        )
        options = (
            f"-p {self.port} -k {self.dir} -c listen_addresses=127.0.0.1 "
            f"-c max_connections=300 -c fsync={'on' if self.fsync else 'off'}"
        )
        subprocess.run(
            self._as_owner(
                str(self.bin / "pg_ctl"),
                "-D",
                str(data),
                "-l",
                str(self.dir / "server.log"),
                "-o",
                options,
                "-w",
                "start",
            ),
            check=True,
            capture_output=True,
        )
        self.started = True
        return self

    def url(self, database: str = "postgres") -> str:
        return f"postgresql://referee@127.0.0.1:{self.port}/{database}"

    def new_database(self) -> str:
        """A fresh, empty database's address."""
        name = f"t_{uuid.uuid4().hex[:12]}"
        with psycopg.connect(self.url(), autocommit=True) as conn:
            conn.execute(f"CREATE DATABASE {name}")
        return self.url(name)

    def stop(self) -> None:
        if self.started:
            subprocess.run(
                self._as_owner(
                    str(self.bin / "pg_ctl"), "-D", str(self.dir / "data"), "-m", "fast", "stop"
                ),
                capture_output=True,
            )
            self.started = False
        shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self) -> PgCluster:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()
