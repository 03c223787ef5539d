"""Which topic a rule question is about, learnt from examples (scikit-learn): a linear SVM
over character n-grams (inflections, compounds, typos and chat spellings share most of
theirs) and word pairs of the folded question.

It learns from each topic's own phrasings and title (``locales/<lang>/rules-<game>.ftl``)
and from questions players asked, labelled with their topic
(``intents/<lang>/words/rules-examples.yaml``). Numbers and the table's names are
placeholders: "floor 7" and "floor 9", "Anna's turn" and "Ben's turn" teach the same.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

import numpy as np
import yaml
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.pipeline import FeatureUnion
from sklearn.svm import LinearSVC

from ..language.questions import fold
from ..resources import resource_dir
from .knowledge import GAMES, entries

# The scope of a model over all three games.
ALL = "all"
# Regularisation of the SVM: lower is smoother (chosen on the tuning sets, leave-one-out).
C = 0.5
# A table's name in an example question, and the word every name becomes.
PLACEHOLDER = "<name>"
NAME = "xnamex"


@dataclass(frozen=True)
class Features:
    """One trained TF-IDF vectorizer as plain data: the n-grams of a text (scikit-learn's
    own analyzer), their columns and IDF weights."""

    analyze: Callable[[str], list[str]]
    columns: dict[str, int]
    idf: np.ndarray
    offset: int  # where its columns start among all features

    def weights(self, text: str) -> dict[int, float]:
        """Column -> sublinear, L2-normalised TF-IDF weight (as ``transform`` gives)."""
        counts: dict[int, int] = {}
        for gram in self.analyze(text):
            column = self.columns.get(gram)
            if column is not None:
                counts[column] = counts.get(column, 0) + 1
        raw = {c: (1.0 + math.log(n)) * float(self.idf[c]) for c, n in counts.items()}
        norm = math.sqrt(sum(v * v for v in raw.values())) or 1.0
        return {self.offset + c: v / norm for c, v in raw.items()}


@dataclass(frozen=True)
class TopicModel:
    """One language's and scope's classifier: ``scores`` gives each topic key a margin.

    Trained with scikit-learn; scored by hand from its vocabularies and coefficients (the
    same arithmetic as ``decision_function``, without its per-call checks: well under a
    millisecond)."""

    features: tuple[Features, ...]
    weights: np.ndarray  # features x topics
    intercept: np.ndarray  # topics
    keys: tuple[str, ...]

    def scores(self, text: str, names: tuple[str, ...] = ()) -> dict[str, float]:
        """Topic key -> the SVM's margin for ``text`` (higher: more likely)."""
        if not self.keys:
            return {}
        return dict(zip(self.keys, self._margins(normal(text, names)), strict=True))

    def _margins(self, text: str) -> list[float]:
        found: dict[int, float] = {}
        for features in self.features:
            found.update(features.weights(text))
        if not found:
            return [float(m) for m in self.intercept]
        columns = np.fromiter(found.keys(), dtype=np.int64)
        values = np.fromiter(found.values(), dtype=np.float64)
        return [float(m) for m in values @ self.weights[columns] + self.intercept]


def normal(text: str, names: tuple[str, ...] = ()) -> str:
    """Folded, with the table's names (and the examples' ``<name>``) as one word and every
    number as ``num``."""
    folded = fold(text)
    for name in sorted(names, key=len, reverse=True):
        folded = re.sub(rf"\b{re.escape(fold(name))}(?:'?s)?\b", f" {NAME} ", folded)
    folded = folded.replace(PLACEHOLDER.casefold(), f" {NAME} ")
    return re.sub(r"\d+", " num ", folded)


@cache
def examples(lang: str) -> tuple[tuple[str, str], ...]:
    """(question, topic key) pairs asked by players, from the examples file."""
    path = resource_dir("intents") / lang / "words" / "rules-examples.yaml"
    if not path.exists():
        return ()
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    return tuple((str(e["q"]), str(e["topic"])) for e in data.get("examples") or [])


@cache
def model(lang: str, scope: str) -> TopicModel:
    """The classifier of ``scope`` (a game id or ``all``) in ``lang``, trained on first use."""
    games = GAMES if scope == ALL else (scope,)
    texts: list[str] = []
    labels: list[str] = []
    known = set()
    for game in games:
        for entry in entries(lang, game):
            known.add(entry.key)
            for phrasing in (*entry.asks, entry.title):
                texts.append(normal(phrasing))
                labels.append(entry.key)
    for question, key in examples(lang):
        if key in known:
            texts.append(normal(question))
            labels.append(key)
    if len(set(labels)) < 2:
        return TopicModel((), np.zeros((0, 0)), np.zeros(0), ())
    chars = TfidfVectorizer(analyzer="char_wb", ngram_range=(2, 5), sublinear_tf=True)
    words = TfidfVectorizer(analyzer="word", ngram_range=(1, 2), sublinear_tf=True)
    union = FeatureUnion([("chars", chars), ("words", words)])
    svm = LinearSVC(C=C).fit(union.fit_transform(texts), labels)
    fitted = [v for _, v in union.transformer_list]
    features, offset = [], 0
    for vectorizer in fitted:
        features.append(
            Features(
                vectorizer.build_analyzer(),
                {str(k): int(v) for k, v in vectorizer.vocabulary_.items()},
                vectorizer.idf_,
                offset,
            )
        )
        offset += len(vectorizer.vocabulary_)
    coef = np.asarray(svm.coef_, dtype=np.float64)
    intercept = np.asarray(svm.intercept_, dtype=np.float64)
    if coef.shape[0] == 1:  # two topics: one row, the second topic's margin
        coef, intercept = np.vstack([-coef, coef]), np.concatenate([-intercept, intercept])
    return TopicModel(
        tuple(features), np.ascontiguousarray(coef.T), intercept, tuple(map(str, svm.classes_))
    )
