"""One-tap reports: what the player on turn is likely to report next, checked by the rules.

Each game proposes its usual next reports; the engine keeps only the ones it would accept
now, so a button never offers what the rules forbid. A report that needs a second choice
(Der Turm: the disk, then the gems that were in it) has its choices in ``then``.
"""

from __future__ import annotations

from typing import Any

from ..games import get_game
from ..games.base import Command, Rejection, State
from ..replies import Quick, get_renderer

TAPPER = "?"
"""The ``player`` of a report that the one who taps makes for themselves (agree, object)."""


def quick_reports(game_id: str, state: State, lang: str) -> list[Quick]:
    """The buttons for the reports that fit now (none when the game is over)."""
    if state.finished or state.current is None:
        return []
    render = get_renderer(lang).render
    game = get_game(game_id)

    def fits(data: dict[str, Any]) -> bool:
        probe = {k: (state.current if v == TAPPER else v) for k, v in data.items()}
        if probe.get("kind") in (
            "accept",
            "object",
        ):  # answered by someone other than the one on turn
            others = [p for p in state.players if p != state.current]
            probe["player"] = others[0] if others else state.current
        try:
            command: Command = game.parse_command(probe)
        except ValueError:
            return False
        return not isinstance(game.apply(state, command), Rejection)

    def button(msg_id: str, data: dict[str, Any], **args: Any) -> Quick | None:
        return Quick(label=render(msg_id, **args), command=data) if fits(data) else None

    who = state.current
    found: list[Quick | None] = []
    if game_id == "babel":
        floor = state.floors + 1  # type: ignore[attr-defined]
        found += [
            button(
                "quick-babel-build", {"kind": "build", "player": who, "floor": floor}, floor=floor
            ),
            button("quick-babel-collapse", {"kind": "collapse", "player": who}),
        ]
    elif game_id == "turm":
        for disk in ("0", "1", "2", "3", "4", "star"):
            counts = [
                q
                for gems in range(0, 7)
                if (
                    q := button(
                        "quick-turm-gems",
                        {"kind": "reveal", "player": who, "disk": disk, "gems": gems},
                        gems=gems,
                    )
                )
            ]
            if counts:
                found.append(Quick(label=render("quick-turm-disk", disk=disk), then=counts))
        found.append(button("quick-turm-end-turn", {"kind": "end-turn", "player": who}))
    elif game_id == "paletti":
        for pillar in ("small", "angular", "thick"):
            found.append(
                button(
                    "quick-paletti-move",
                    {"kind": "move", "player": who, "pillar": pillar},
                    pillar=pillar,
                )
            )
            found.append(
                button(
                    "quick-paletti-remove",
                    {"kind": "remove-pillar", "pillar": pillar},
                    pillar=pillar,
                )
            )
        found += [
            button("quick-paletti-announce", {"kind": "announce", "player": who}),
            button("quick-paletti-accept", {"kind": "accept", "player": TAPPER}),
            button("quick-paletti-object", {"kind": "object", "player": TAPPER}),
            button(
                "quick-paletti-result", {"kind": "challenge-result", "success": True}, success=True
            ),
            button(
                "quick-paletti-result",
                {"kind": "challenge-result", "success": False},
                success=False,
            ),
        ]
    return [q for q in found if q is not None]
