"""Words: turning what players say into intents (``intents``) and reading rule questions
(``questions``), in English and German."""

from .intents import LANGS, Intent, Recognizer, get_recognizer, looks_like_a_list, split_names

__all__ = [
    "LANGS",
    "Intent",
    "Recognizer",
    "get_recognizer",
    "looks_like_a_list",
    "split_names",
]
