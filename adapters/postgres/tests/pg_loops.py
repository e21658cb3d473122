"""Helpers for the asyncio tests: what a gathered run sends to the loop's executor."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Iterable
from typing import Any


async def gather_counting_executor(awaitables: Iterable[Awaitable[Any]]) -> tuple[list[Any], int]:
    """Gather `awaitables`; their results, and how many calls went to the loop's executor."""
    running = asyncio.get_running_loop()
    original = running.run_in_executor
    calls: list[object] = []

    def counted(*args: Any) -> Any:
        calls.append(args)
        return original(*args)

    running.run_in_executor = counted  # type: ignore[method-assign,assignment]  # counts it
    try:
        return list(await asyncio.gather(*awaitables)), len(calls)
    finally:
        running.run_in_executor = original  # type: ignore[method-assign]
