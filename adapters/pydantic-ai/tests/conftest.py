"""Each test closes the event loop Pydantic AI's synchronous runs leave set on the thread."""

from __future__ import annotations

import asyncio
import warnings
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def _close_the_run_sync_loop() -> Iterator[None]:
    """`Agent.run_sync` sets a loop it keeps; closed here, not found unclosed by a later test."""
    yield
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            loop = asyncio.get_event_loop()
        except RuntimeError:
            return
    if not loop.is_running():
        loop.close()
        asyncio.set_event_loop(None)
