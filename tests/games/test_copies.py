"""A state's copy (each game's apply starts from one) is equal and shares nothing."""

from __future__ import annotations

import pytest

from referee.games.babel import Babel
from referee.games.paletti import Paletti
from referee.games.turm import Turm


@pytest.mark.parametrize("game", [Babel(), Paletti(), Turm()], ids=lambda g: g.id)
def test_a_copy_is_equal_and_independent(game):
    options = {"first_game": True} if game.id == "turm" else {}
    state = game.new_state(["Ida", "Finn", "Ute"], options)
    copy = state.copied()
    assert copy == state and type(copy) is type(state)
    assert copy.model_fields_set == state.model_fields_set
    assert copy.model_dump() == state.model_dump()
    for name, value in state.__dict__.items():
        if isinstance(value, (list, dict)):
            assert getattr(copy, name) is not value, name
    copy.players.append("Zoe")
    assert state.players == ["Ida", "Finn", "Ute"]
    if game.id == "paletti":
        copy.pillars[0].level = 5
        assert state.pillars[0].level != 5 and state.pillars[0] is not copy.pillars[0]
