"""Fixtures for the Telegram tests: ``botapi``, a local Telegram Bot API server."""

from __future__ import annotations

import pytest
from botapi_server import BotAPIServer


@pytest.fixture
def botapi():
    """A started ``BotAPIServer`` (token ``123456:TEST-TOKEN``), stopped after the test.

    The test fails at teardown if the server itself crashed on a request (answered 500).
    """
    server = BotAPIServer().start()
    try:
        yield server
    finally:
        server.stop()
    errors = server.errors()
    if errors:
        pytest.fail("the Bot API server failed on a request:\n" + errors[-1], pytrace=False)
