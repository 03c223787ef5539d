"""Fixtures for the Telegram tests: ``botapi``, a local Telegram Bot API server."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from botapi_server import BotAPIServer


def pytest_configure(config):
    """Give ``import conftest`` back to tests/conftest.py.

    Without ``__init__.py`` files every conftest is imported as the module ``conftest``, and
    pytest drops the previous one from ``sys.modules`` before importing this one; the tests
    in tests/ that do ``from conftest import ROOT`` would then get this module. This hook runs
    right after this module is imported and registered.
    """
    parent = (Path(__file__).resolve().parent.parent / "conftest.py").resolve()
    for plugin in config.pluginmanager.get_plugins():
        if getattr(plugin, "__file__", None) and Path(plugin.__file__).resolve() == parent:
            sys.modules["conftest"] = plugin
            return


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
