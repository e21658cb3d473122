"""Retrieval quality on LoCoMo-format conversations: does search find the gold evidence turn?

Each conversation becomes one session; each dialog turn one event holding the session's date,
the speaker and the text (and the caption of a shared image), formatted as in the LoCoMo
paper: ``9:15 am on 3 March, 2025: Priya said, "Look at my bowl!" and shared a photo of a
blue bowl.``. Each question is searched with `Evidence.search`; recall@k is the
fraction of the question's gold evidence turns among the top k hits, averaged over questions,
as LoCoMo's ``task_eval/evaluation.py`` computes it (a question without evidence counts as
found). Malformed evidence ids (``"D8:6; D9:17"``, ``"D30:05"``, ``"D:11:26"``) are
normalised: split on ``;`` and spaces, leading zeros stripped.

The published reference is the LoCoMo paper's Table 3, dialog rows, retriever DRAGON (dense);
agentstate's numbers sit beside it, not as a reproduction of its setup.
"""

from __future__ import annotations

import importlib
import json
import os
import re
import statistics
import time
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

import attrs
import pydantic

from agentstate.backends import SqliteBackend
from agentstate.backends.base import StorageBackend
from agentstate.embeddings import Embedder
from agentstate.errors import InvalidInput
from agentstate.events import user
from agentstate.evidence import SearchMode
from agentstate.state import AgentState

__all__ = [
    "CATEGORY_NAMES",
    "DEFAULT_KS",
    "DRAGON_DIALOG",
    "EMBEDDER_ALIASES",
    "PAPER_ORDER",
    "Conversation",
    "Question",
    "RetrievalReport",
    "Turn",
    "evaluate_retrieval",
    "format_report",
    "load_embedder",
    "load_locomo",
    "normalize_evidence",
    "turn_text",
]

CATEGORY_NAMES = {
    1: "multi-hop",
    2: "temporal",
    3: "open-domain",
    4: "single-hop",
    5: "adversarial",
}
"""LoCoMo's numeric categories, named as the paper names them (its evaluation code's map)."""

PAPER_ORDER = ("single-hop", "multi-hop", "temporal", "open-domain", "adversarial")
"""The paper's column order (not the numeric order)."""

DEFAULT_KS = (5, 10, 25, 50)
"""The k of the paper's dialog rows."""

DRAGON_DIALOG: dict[int, dict[str, float]] = {
    5: {"single-hop": 68.0, "multi-hop": 35.4, "temporal": 70.4, "open-domain": 33.1,
        "adversarial": 43.9, "overall": 56.7},
    10: {"single-hop": 77.7, "multi-hop": 46.6, "temporal": 77.3, "open-domain": 40.8,
         "adversarial": 54.7, "overall": 66.2},
    25: {"single-hop": 87.1, "multi-hop": 62.5, "temporal": 83.5, "open-domain": 52.6,
         "adversarial": 66.3, "overall": 76.7},
    50: {"single-hop": 91.1, "multi-hop": 73.0, "temporal": 89.6, "open-domain": 61.7,
         "adversarial": 72.5, "overall": 82.7},
}  # fmt: skip
"""LoCoMo paper, Table 3, retrieval unit "dialog", retriever DRAGON: recall@k in percent."""

EMBEDDER_ALIASES = {"minilm": "agentstate_minilm:MiniLMEmbedder"}
"""Short names for embedders of agentstate's adapter distributions."""

_SESSION = re.compile(r"session_(\d+)")
_EVIDENCE = re.compile(r"D:?(\d+):(\d+)")


# --- the input format --------------------------------------------------------------------


class _Record(pydantic.BaseModel):
    # LoCoMo records carry fields this evaluation does not read (answers, image urls,
    # observations, summaries): they are ignored, not refused.
    model_config = pydantic.ConfigDict(frozen=True, extra="ignore")


class Turn(_Record):
    """One dialog turn."""

    speaker: str
    dia_id: str
    """The turn's id, ``D<session>:<turn>``: what gold evidence names."""
    text: str
    blip_caption: str | None = None
    """Caption of an image the speaker shared, if any."""


class Question(_Record):
    """One question with its gold evidence turns."""

    question: str
    evidence: list[str] = pydantic.Field(default_factory=list)
    category: int


class _Sample(_Record):
    sample_id: str
    conversation: dict[str, Any]
    qa: list[Question]


@attrs.frozen
class Conversation:
    """A LoCoMo conversation: its sessions' dated turns and its questions."""

    sample_id: str
    sessions: tuple[tuple[str, tuple[Turn, ...]], ...]
    """(date, turns) of each session, in session order."""
    questions: tuple[Question, ...]

    @property
    def turns(self) -> int:
        """How many dialog turns the conversation has."""
        return sum(len(turns) for _, turns in self.sessions)


def _conversation(sample: _Sample) -> Conversation:
    numbers = sorted(
        int(match.group(1))
        for key in sample.conversation
        if (match := _SESSION.fullmatch(key)) is not None
    )
    sessions: list[tuple[str, tuple[Turn, ...]]] = []
    for number in numbers:
        date = sample.conversation.get(f"session_{number}_date_time", "")
        if not isinstance(date, str):
            msg = f"{sample.sample_id}: session_{number}_date_time is not a string"
            raise InvalidInput(msg)
        try:
            turns = pydantic.TypeAdapter(tuple[Turn, ...]).validate_python(
                sample.conversation[f"session_{number}"]
            )
        except pydantic.ValidationError as exc:
            msg = f"{sample.sample_id}: session_{number} is not a list of turns: {exc}"
            raise InvalidInput(msg) from exc
        sessions.append((date, turns))
    return Conversation(sample.sample_id, tuple(sessions), tuple(sample.qa))


def load_locomo(path: str | os.PathLike[str]) -> list[Conversation]:
    """Read a LoCoMo file: a list of conversations (``locomo10.json``) or a single one.

    Raises:
        InvalidInput: The file is not JSON in LoCoMo's format.
    """
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        msg = f"cannot read {os.fspath(path)} as JSON: {exc}"
        raise InvalidInput(msg) from exc
    items = data if isinstance(data, list) else [data]
    try:
        samples = [_Sample.model_validate(item) for item in items]
    except pydantic.ValidationError as exc:
        msg = f"{os.fspath(path)} is not in LoCoMo's format: {exc}"
        raise InvalidInput(msg) from exc
    return [_conversation(sample) for sample in samples]


def normalize_evidence(evidence: Iterable[str]) -> list[str]:
    """Gold evidence ids as ``D<session>:<turn>``, malformed ones repaired, duplicates dropped.

    ``"D8:6; D9:17"`` gives two ids, ``"D30:05"`` is ``D30:5``, ``"D:11:26"`` is ``D11:26``;
    a part naming no turn (``"D"``) is dropped.
    """
    out: dict[str, None] = {}
    for item in evidence:
        for part in re.split(r"[;\s]+", item):
            match = _EVIDENCE.fullmatch(part)
            if match:
                out[f"D{int(match.group(1))}:{int(match.group(2))}"] = None
    return list(out)


def turn_text(date: str, turn: Turn) -> str:
    """A turn as the paper formats a dialog retrieval unit, session date first."""
    text = f'{date}: {turn.speaker} said, "{turn.text}"'
    if turn.blip_caption:
        text += f" and shared {turn.blip_caption}."
    return text


# --- the evaluation ------------------------------------------------------------------------


@attrs.frozen
class RetrievalReport:
    """Recall@k over questions, overall and per category, and search latency."""

    mode: str
    embedder: str | None
    ks: tuple[int, ...]
    conversations: int
    turns: int
    questions: int
    without_evidence: int
    """Questions whose evidence names no turn (they count as found, as in LoCoMo's code)."""
    recall: dict[str, dict[int, float]]
    """Percent, by ``"overall"`` and category name, then by k."""
    counts: dict[str, int]
    """Questions by ``"overall"`` and category name."""
    latency_ms: dict[str, float]
    """Per search call: ``p50`` and ``p90`` in milliseconds."""
    index_seconds: float
    """Time to append every turn (and, in hybrid mode, to embed them)."""

    def to_json(self) -> dict[str, Any]:
        """The report as JSON-ready data, the paper's DRAGON rows beside it."""
        return {
            "mode": self.mode,
            "embedder": self.embedder,
            "ks": list(self.ks),
            "conversations": self.conversations,
            "turns": self.turns,
            "questions": self.questions,
            "without_evidence": self.without_evidence,
            "recall": {
                name: {str(k): round(value, 2) for k, value in row.items()}
                for name, row in self.recall.items()
            },
            "counts": dict(self.counts),
            "dragon_dialog": {
                name: {str(k): DRAGON_DIALOG[k][name] for k in self.ks if k in DRAGON_DIALOG}
                for name in ("overall", *PAPER_ORDER)
            },
            "latency_ms": {key: round(value, 3) for key, value in self.latency_ms.items()},
            "index_seconds": round(self.index_seconds, 3),
        }


def _recall(gold: Sequence[str], ranked: Sequence[str], k: int) -> float:
    if not gold:
        return 1.0
    top = set(ranked[:k])
    return sum(1 for item in gold if item in top) / len(gold)


def _percentile(values: Sequence[float], fraction: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(fraction * (len(ordered) - 1)))]


def evaluate_retrieval(
    conversations: Sequence[Conversation],
    *,
    mode: SearchMode = "lexical",
    embedder: Embedder | None = None,
    ks: Sequence[int] = DEFAULT_KS,
    backend: StorageBackend | None = None,
) -> RetrievalReport:
    """Search every question of every conversation and measure recall@k of its evidence.

    Args:
        conversations: From `load_locomo`.
        mode: ``"lexical"`` or ``"hybrid"`` (which needs `embedder`).
        embedder: The embedder of hybrid mode.
        ks: The cut-offs, each from 1 to 200.
        backend: Where the sessions are written (default: a new in-memory SQLite database,
            closed at the end); a backend you pass stays open.

    Raises:
        InvalidInput: No conversation, a bad k, or hybrid mode without an embedder.
    """
    if not conversations:
        raise InvalidInput("no conversation to evaluate")
    ks = tuple(sorted(set(ks)))
    if not ks or any(isinstance(k, bool) or not 1 <= k <= 200 for k in ks):
        msg = f"every k must be an integer from 1 to 200, got {list(ks)}"
        raise InvalidInput(msg)
    if mode == "hybrid" and embedder is None:
        raise InvalidInput("hybrid mode needs an embedder")
    store = backend if backend is not None else SqliteBackend(":memory:")
    try:
        return _evaluate(conversations, mode=mode, embedder=embedder, ks=ks, backend=store)
    finally:
        if backend is None:
            store.close()


def _evaluate(
    conversations: Sequence[Conversation],
    *,
    mode: SearchMode,
    embedder: Embedder | None,
    ks: tuple[int, ...],
    backend: StorageBackend,
) -> RetrievalReport:
    scores: dict[str, dict[int, list[float]]] = {}
    latencies: list[float] = []
    without_evidence = 0
    index_seconds = 0.0
    for conversation in conversations:
        started = time.perf_counter()
        state = AgentState.open(backend, session_id=conversation.sample_id, embedder=embedder)
        dia_ids: list[str] = []
        specs = []
        for date, turns in conversation.sessions:
            for turn in turns:
                dia_ids.append(turn.dia_id)
                specs.append(user(turn_text(date, turn)))
        first = state.append_many(specs)[0].seq if specs else 1
        if mode == "hybrid":
            state.evidence.index_vectors()
        index_seconds += time.perf_counter() - started
        for question in conversation.questions:
            gold = normalize_evidence(question.evidence)
            without_evidence += not gold
            started = time.perf_counter()
            hits = state.evidence.search(question.question, k=max(ks), mode=mode)
            latencies.append((time.perf_counter() - started) * 1000)
            ranked = [dia_ids[hit.event.seq - first] for hit in hits]
            category = CATEGORY_NAMES.get(question.category, f"category-{question.category}")
            for name in ("overall", category):
                row = scores.setdefault(name, {k: [] for k in ks})
                for k in ks:
                    row[k].append(_recall(gold, ranked, k))
    order = ["overall", *PAPER_ORDER, *sorted(set(scores) - {"overall", *PAPER_ORDER})]
    present = [name for name in order if name in scores]
    return RetrievalReport(
        mode=mode,
        embedder=embedder.name if embedder is not None and mode == "hybrid" else None,
        ks=ks,
        conversations=len(conversations),
        turns=sum(conversation.turns for conversation in conversations),
        questions=len(latencies),
        without_evidence=without_evidence,
        recall={name: {k: 100 * statistics.fmean(scores[name][k]) for k in ks} for name in present},
        counts={name: len(scores[name][ks[0]]) for name in present},
        latency_ms={"p50": _percentile(latencies, 0.5), "p90": _percentile(latencies, 0.9)},
        index_seconds=index_seconds,
    )


def format_report(report: RetrievalReport) -> str:
    """A plain-text table: recall@k per category, DRAGON's figure after each."""
    mode = report.mode + (f" ({report.embedder})" if report.embedder else "")
    lines = [
        f"agentstate evidence search, {mode}: {report.conversations} conversation(s), "
        f"{report.turns} turns, {report.questions} questions",
        "recall@k in percent; in brackets the LoCoMo paper's DRAGON dialog retrieval",
        "",
    ]
    header = f"{'category':<13}{'n':>5}" + "".join(f"{f'R@{k}':>16}" for k in report.ks)
    lines += [header, "-" * len(header)]
    for name, row in report.recall.items():
        cells = ""
        for k in report.ks:
            reference = DRAGON_DIALOG.get(k, {}).get(name)
            shown = f"{row[k]:.1f}" + (f" ({reference:.1f})" if reference is not None else "")
            cells += f"{shown:>16}"
        lines.append(f"{name:<13}{report.counts[name]:>5}{cells}")
    lines += [
        "",
        f"search latency: p50 {report.latency_ms['p50']:.2f} ms, "
        f"p90 {report.latency_ms['p90']:.2f} ms; indexing {report.index_seconds:.2f} s",
    ]
    if report.without_evidence:
        lines.append(f"{report.without_evidence} question(s) without evidence count as found")
    return "\n".join(lines)


def load_embedder(spec: str) -> Embedder:
    """An embedder from ``module:attribute`` (called with no arguments), or an alias.

    Raises:
        InvalidInput: The module is not installed, the attribute is missing, or it does not
            give an `Embedder`.
    """
    target = EMBEDDER_ALIASES.get(spec, spec)
    module_name, _, attribute = target.partition(":")
    if not module_name or not attribute:
        msg = f"an embedder is 'module:attribute' or one of {sorted(EMBEDDER_ALIASES)}: {spec!r}"
        raise InvalidInput(msg)
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        hint = " (pip install pyagentstate-minilm)" if spec == "minilm" else ""
        msg = f"cannot import {module_name!r}{hint}: {exc}"
        raise InvalidInput(msg) from exc
    factory: Callable[[], object] | None = getattr(module, attribute, None)
    if factory is None or not callable(factory):
        msg = f"{module_name!r} has no callable {attribute!r}"
        raise InvalidInput(msg)
    embedder = factory()
    if not isinstance(embedder, Embedder):
        msg = f"{target!r} did not give an embedder (a name and an embed method)"
        raise InvalidInput(msg)
    return embedder
