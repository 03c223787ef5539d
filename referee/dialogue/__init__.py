"""People: who "I" is, whose turn it is, asking back, confirming, undoing."""

from .manager import Session

__all__ = ["Session"]
