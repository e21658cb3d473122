"""SIGKILL mid-operation: the SQLite store stays sound and every operation is all or nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from .crash import run_kill_loop


def test_kills_leave_whole_operations_and_the_session_continues(tmp_path: Path, figures) -> None:
    """After each of a few dozen SIGKILLs the file is sound, no operation torn, appends go on."""
    result = run_kill_loop(tmp_path, kills=36, seed=1201)
    figures.record("crash (default run)", result)
    assert result.kills == 36
    assert result.resumed == 36
    assert result.in_flight_absent + result.in_flight_present > 0


@pytest.mark.slow
def test_a_thousand_kills(tmp_path: Path, figures) -> None:
    """At least 1,000 SIGKILLs at random moments, each followed by the full check."""
    result = run_kill_loop(tmp_path, kills=1000, seed=1202)
    figures.record("crash (large run)", result)
    assert result.kills == 1000
    assert result.in_flight_absent > 0
    assert result.in_flight_present > 0
