"""Prometheus counters of one worker: updates, replies, errors and how long an update took.

Each worker serves its own on ``/metrics`` (a scraper sums them over the workers).
"""

from __future__ import annotations

from prometheus_client import CONTENT_TYPE_LATEST, Counter, Histogram, generate_latest

UPDATES = Counter(
    "referee_updates",
    "Telegram updates by outcome: handled, duplicate (delivered again, skipped), failed",
    ["outcome"],
)
REPLIES = Counter("referee_replies", "Messages the bot sent or edited in chats")
ERRORS = Counter("referee_errors", "Updates whose handling raised an error")
LATENCY = Histogram(
    "referee_update_seconds",
    "From a webhook request's arrival to its answer (the update applied and replied to)",
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0),
)
for outcome in ("handled", "duplicate", "failed"):
    UPDATES.labels(outcome)


def exposition() -> tuple[bytes, str]:
    """The metrics in Prometheus' text format, and its content type."""
    return generate_latest(), CONTENT_TYPE_LATEST
