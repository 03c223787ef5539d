"""Sentence corpora in the Home Assistant test style: sentences with the intent they must give.

A corpus file names a language, the game being played (``null``: none) and the players at
the table; ``tests`` list sentences with their intent and exact slots, ``no_match`` sentences
that must give no intent. The tests and ``benchmarks/nlu.py`` read the same files.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from .intents import split_names


@dataclass(frozen=True)
class Case:
    """One sentence and what it must give (``intent`` None: nothing)."""

    file: str
    lang: str
    game: str | None
    players: tuple[str, ...]
    text: str
    intent: str | None
    slots: dict[str, Any]

    @property
    def id(self) -> str:
        return f"{self.file}:{self.text}"


def load_corpus(folder: Path) -> list[Case]:
    """All sentences of ``folder/<lang>/*.yaml``: each file's matches, then its no-matches."""
    cases: list[Case] = []
    for path in sorted(folder.glob("*/*.yaml")):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        common = {
            "file": f"{path.parent.name}/{path.stem}",
            "lang": data["language"],
            "game": data.get("game"),
            "players": tuple(data.get("players") or ()),
        }
        for test in data.get("tests") or []:
            intent, slots = test["intent"]["name"], test["intent"].get("slots") or {}
            for text in test["sentences"]:
                cases.append(Case(text=text, intent=intent, slots=slots, **common))
        for text in data.get("no_match") or []:
            cases.append(Case(text=text, intent=None, slots={}, **common))
    return cases


def comparable(slots: dict[str, Any], fold: bool = False) -> dict[str, Any]:
    """Slots as corpora write them: the NewGame ``names`` wildcard as a list of names
    (``fold``: the wildcards case-blind)."""
    out = dict(slots)
    if "names" in out:
        names = out["names"]
        names = split_names(names) if isinstance(names, str) else list(names)
        out["names"] = [n.casefold() for n in names] if fold else names
    if fold and isinstance(out.get("other_game"), str):
        out["other_game"] = out["other_game"].casefold()
    return out
