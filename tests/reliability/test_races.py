"""Concurrent writers and first opens: no lost or doubled event, no lock error, dense seq."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .checkpoint_races import CheckpointRaceFigures, run_checkpoint_races
from .races import RaceFigures, cpu_oversubscribed, run_first_opens, run_race, run_starvation

WRITERS = [1, 2, 4, 8]


@pytest.mark.parametrize("writers", WRITERS)
@pytest.mark.parametrize("mode", ["same", "different", "mixed"])
def test_processes_race(tmp_path: Path, figures, writers: int, mode: str) -> None:
    """Processes appending to the same and to different sessions lose and double nothing."""
    result = RaceFigures()
    run_race(
        runner="processes",
        writers=writers,
        mode=mode,
        ops=20,
        seed=writers,
        path=tmp_path / "r.db",
        figures=result,
    )
    figures.record("races (default run)", result)


@pytest.mark.parametrize("writers", [2, 4])
@pytest.mark.parametrize("mode", ["same", "mixed"])
def test_processes_holding_the_store_open_several_times_race(
    tmp_path: Path, figures, writers: int, mode: str
) -> None:
    """Processes holding two connections and churning short-lived readers lose nothing."""
    result = RaceFigures()
    run_race(
        runner="processes",
        writers=writers,
        mode=mode,
        ops=40,
        seed=100 + writers,
        path=tmp_path / "r.db",
        figures=result,
        companions=True,
    )
    figures.record("races (default run)", result)


def test_a_writer_is_not_starved_by_busy_neighbours(tmp_path: Path, figures) -> None:
    """With four processes appending flat out, a fifth still gets every write in within 1 s."""
    longest = run_starvation(tmp_path / "hogs.db", hogs=4, appends=30, busy_timeout=1.0)
    figures.record("races (default run)", {"longest wait beside 4 hogs (s)": round(longest, 3)})


@pytest.mark.slow
def test_processes_race_with_the_cpu_oversubscribed(tmp_path: Path, figures) -> None:
    """Eight writers beside twice as many CPU burners as cores never wait out the timeout.

    A writer waiting for the write lock must not take the CPU its holder needs to finish.
    """
    result = RaceFigures()
    with cpu_oversubscribed(2 * (os.cpu_count() or 2)):
        for mode in ["same", "mixed"]:
            run_race(
                runner="processes",
                writers=8,
                mode=mode,
                ops=200,
                seed=8,
                path=tmp_path / f"r-{mode}.db",
                figures=result,
            )
    figures.record("races, CPU oversubscribed (large run)", result)


# --- checkpoint races ---------------------------------------------------------------------------


def test_checkpoint_races_have_one_commit_per_parent(tmp_path: Path, figures) -> None:
    """Three processes compact one session from the same parent, 24 times: one commit each."""
    result = run_checkpoint_races(tmp_path / "cp.db", rounds=24, racers=3, seed=12)
    figures.record("checkpoint races (default run)", result)
    assert (result.races, result.commits, result.conflicts) == (24, 24, 48)


@pytest.mark.slow
def test_checkpoint_races_large(tmp_path: Path, figures) -> None:
    """At least 500 checkpoint races, 2 to 4 racers: exactly one commit per parent each."""
    total = CheckpointRaceFigures()
    for racers, rounds in ((2, 170), (3, 170), (4, 170)):
        result = run_checkpoint_races(
            tmp_path / f"cp-{racers}.db", rounds=rounds, racers=racers, seed=racers
        )
        figures.record("checkpoint races (large run)", result)
        total.races += result.races
    assert total.races >= 500


@pytest.mark.parametrize("writers", WRITERS)
@pytest.mark.parametrize("runner", ["threads", "threads-shared-backend"])
@pytest.mark.parametrize("mode", ["same", "mixed"])
def test_threads_race(tmp_path: Path, figures, writers: int, runner: str, mode: str) -> None:
    """Threads, each with its own connection or sharing one backend, lose and double nothing."""
    result = RaceFigures()
    run_race(
        runner=runner,
        writers=writers,
        mode=mode,
        ops=20,
        seed=writers,
        path=tmp_path / "r.db",
        figures=result,
    )
    figures.record("races (default run)", result)


@pytest.mark.parametrize("writers", WRITERS)
def test_threads_race_on_the_memory_backend(figures, writers: int) -> None:
    """The in-memory backend keeps every operation whole under threads too."""
    result = RaceFigures()
    run_race(
        runner="threads-shared-backend",
        writers=writers,
        mode="mixed",
        ops=20,
        seed=writers,
        path=None,
        figures=result,
    )
    figures.record("races (default run)", result)


def test_concurrent_first_open_of_a_fresh_file(tmp_path: Path, figures) -> None:
    """Eight processes opening and creating the schema of one fresh file at once all succeed."""
    opens = run_first_opens(tmp_path, rounds=6, processes=8)
    figures.record("first opens (default run)", {"opens": opens, "rounds": 6})


@pytest.mark.slow
@pytest.mark.parametrize("runner", ["processes", "threads", "threads-shared-backend"])
def test_races_large(tmp_path: Path, figures, runner: str) -> None:
    """Every writer count and session mode, three times over, 200 operations per writer."""
    result = RaceFigures()
    modes = ["same", "different", "mixed"]
    for round_ in range(3):
        for writers in WRITERS:
            for mode in modes:
                run_race(
                    runner=runner,
                    writers=writers,
                    mode=mode,
                    ops=200,
                    seed=1000 * round_ + writers,
                    path=tmp_path / f"race-{round_}-{writers}-{mode}.db",
                    figures=result,
                    companions=round_ == 2 and runner != "threads-shared-backend",
                )
    figures.record("races (large run)", result)


@pytest.mark.slow
def test_concurrent_first_open_large(tmp_path: Path, figures) -> None:
    """A hundred rounds of sixteen processes creating one fresh file's schema at once."""
    opens = run_first_opens(tmp_path, rounds=100, processes=16)
    figures.record("first opens (large run)", {"opens": opens, "rounds": 100})
