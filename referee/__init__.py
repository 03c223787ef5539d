"""Tower Referee: a spoken and typed referee for three tower-building table games."""

__version__ = "0.1.0"
