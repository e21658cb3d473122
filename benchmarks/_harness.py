"""Shared pieces of the benchmarks: realistic payloads, side-by-side timing, the docs writer.

Every benchmark runs its contenders in the same repetition, round robin, rotating the order
from one repetition to the next, after a warm-up; it reports the median of per-repetition
ratios to an anchor, because these machines are shared and noisy.
"""

from __future__ import annotations

import json
import platform
import random
import re
import sqlite3
import statistics
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

DOCS = Path(__file__).parents[1] / "docs" / "benchmarks.md"
WORDS = [
    "the",
    "customer",
    "order",
    "pallet",
    "damaged",
    "credit",
    "refund",
    "policy",
    "approval",
    "supervisor",
    "ticket",
    "shipment",
    "warehouse",
    "invoice",
    "amount",
    "account",
    "payment",
    "reservation",
    "flight",
    "baggage",
    "insurance",
    "status",
    "delivered",
    "requested",
    "confirm",
    "cancel",
    "update",
    "search",
    "result",
    "value",
    "error",
    "retry",
]


class Payloads:
    """A deterministic pool of messages cycling user / tool call / tool result / assistant.

    Sizes follow the peers' benchmark mix: user text 200 characters, tool-call arguments
    about 150 characters of JSON, tool results about 1,500 characters of JSON, assistant
    text 400 characters.
    """

    def __init__(self, seed: int = 1234, pool: int = 4000) -> None:
        self._rng = random.Random(seed)
        self.pool = [self._message(i) for i in range(pool)]

    def _text(self, size: int) -> str:
        out: list[str] = []
        length = 0
        while length < size:
            word = self._rng.choice(WORDS)
            out.append(word)
            length += len(word) + 1
        return " ".join(out)[:size]

    def _message(self, i: int) -> dict[str, Any]:
        kind = i % 4
        call_id = f"call_{i // 4:08d}"
        if kind == 0:
            return {"kind": "user", "text": self._text(200)}
        if kind == 1:
            args = {
                "query": self._text(70),
                "top_k": 5,
                "filters": {"lang": "en", "after": "2024-01-01"},
            }
            return {"kind": "tool_call", "call_id": call_id, "name": "search_orders", "args": args}
        if kind == 2:
            result: dict[str, Any] = {"results": [], "total": 5, "took_ms": 42}
            while len(json.dumps(result)) < 1400:
                result["results"].append(
                    {
                        "order": f"W{self._rng.randrange(10**6, 10**7)}",
                        "title": self._text(40),
                        "snippet": self._text(160),
                        "score": round(self._rng.random(), 4),
                    }
                )
            return {
                "kind": "tool_result",
                "call_id": call_id,
                "name": "search_orders",
                "result": result,
            }
        return {"kind": "assistant", "text": self._text(400)}

    def messages(self, n: int, *, start: int = 0) -> list[dict[str, Any]]:
        """`n` messages from the pool, call ids made unique past the pool's size."""
        out = []
        for i in range(start, start + n):
            message = dict(self.pool[i % len(self.pool)])
            if "call_id" in message:
                message["call_id"] = f"call_{i // 4:08d}"
            out.append(message)
        return out


#: LangChain's `count_tokens_approximately` over 1,000 messages of the peers' mix took
#: 1,307 µs (median of five repetitions) on the machine where the peers' baselines were
#: measured. The call is plain Python, as agentstate is, so timing it beside a contender
#: tells how fast this machine runs at the moment, relative to that one. (`Payloads`
#: reproduces the mix: its 1,000 messages and the baselines' own take the same time, within
#: 1% over ten alternated repetitions.)
REFERENCE_COUNT_US = 1307.0


def to_langchain(message: dict[str, Any], i: int) -> Any:
    """The LangChain message for one `Payloads` message (needs the `bench` extra)."""
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

    mid = f"m{i:08d}"
    if message["kind"] == "user":
        return HumanMessage(content=message["text"], id=mid)
    if message["kind"] == "assistant":
        return AIMessage(content=message["text"], id=mid)
    if message["kind"] == "tool_call":
        call = {"name": message["name"], "args": message["args"], "id": message["call_id"]}
        return AIMessage(content="", id=mid, tool_calls=[call])
    return ToolMessage(
        content=json.dumps(message["result"]), tool_call_id=message["call_id"], id=mid
    )


def reference_clock(runs: int) -> Callable[[], float] | None:
    """A contender whose time on the baselines' machine is `REFERENCE_COUNT_US`.

    Each call counts the tokens of 1,000 messages `runs` times with LangChain's
    `count_tokens_approximately` and returns the median in seconds. A contender's time
    multiplied by `REFERENCE_COUNT_US` over this one's, both from the same repetition, is
    its time at the baselines' machine's speed. None without langchain-core (the `bench`
    extra).
    """
    try:
        from langchain_core.messages.utils import count_tokens_approximately
    except ImportError:
        return None
    history = [to_langchain(message, i) for i, message in enumerate(Payloads().messages(1000))]

    def run() -> float:
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            count_tokens_approximately(history)
            times.append(time.perf_counter() - start)
        return statistics.median(times)

    return run


def side_by_side(
    contenders: dict[str, Callable[[], float]],
    *,
    anchor: str,
    repetitions: int = 5,
    warmup: bool = True,
) -> dict[str, dict[str, float]]:
    """Run each contender once per repetition in rotating order; ratios are to `anchor`.

    Each contender returns the seconds (or per-operation figure) it measured. Returns, per
    contender, the median figure and the median, min and max of its per-repetition ratio.
    """
    names = list(contenders)
    if warmup:
        for name in names:
            contenders[name]()
    figures: dict[str, list[float]] = {name: [] for name in names}
    for repetition in range(repetitions):
        order = names[repetition % len(names) :] + names[: repetition % len(names)]
        for name in order:
            figures[name].append(contenders[name]())
    out: dict[str, dict[str, float]] = {}
    for name in names:
        ratios = [value / base for value, base in zip(figures[name], figures[anchor], strict=True)]
        out[name] = {
            "median": statistics.median(figures[name]),
            "ratio": statistics.median(ratios),
            "ratio_min": min(ratios),
            "ratio_max": max(ratios),
        }
    return out


def percentile(samples: Sequence[float], fraction: float) -> float:
    """The `fraction` quantile of `samples` (nearest rank)."""
    ordered = sorted(samples)
    index = min(len(ordered) - 1, max(0, round(fraction * (len(ordered) - 1))))
    return ordered[index]


def timed(operation: Callable[[], object]) -> float:
    """Seconds one call of `operation` takes."""
    start = time.perf_counter()
    operation()
    return time.perf_counter() - start


def machine() -> str:
    """A one-line description of where the figures were measured."""
    return (
        f"Python {platform.python_version()}, SQLite {sqlite3.sqlite_version}, "
        f"{platform.machine()}, {platform.system()} {platform.release()}"
    )


def write_section(name: str, body: str) -> None:
    """Replace (or add) the section `name` of docs/benchmarks.md with `body`."""
    start, end = f"<!-- section: {name} -->", f"<!-- /section: {name} -->"
    text = DOCS.read_text() if DOCS.exists() else "# Benchmarks\n"
    block = f"{start}\n{body.strip()}\n{end}"
    pattern = re.compile(re.escape(start) + r".*?" + re.escape(end), re.DOTALL)
    text = (
        pattern.sub(lambda _: block, text)
        if pattern.search(text)
        else text.rstrip() + "\n\n" + block + "\n"
    )
    DOCS.parent.mkdir(parents=True, exist_ok=True)
    DOCS.write_text(text)
