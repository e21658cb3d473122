"""Child processes for the reliability suite: started from a fork server, so they are cheap.

A fork server is started once (with agentstate and the workload already imported) and forks
every child from that clean process: no test's open SQLite connection is ever inherited
across ``fork()`` (which SQLite forbids), and a child costs milliseconds, not an interpreter
start. Children are real processes: SIGKILL ends them with no cleanup at all.
"""

from __future__ import annotations

import multiprocessing
from multiprocessing.context import ForkServerContext

from . import workload

_context: ForkServerContext | None = None


def context() -> ForkServerContext:
    """The shared fork-server context (started on first use)."""
    global _context
    if _context is None:
        made = multiprocessing.get_context("forkserver")
        made.set_forkserver_preload(["agentstate", workload.__name__])
        _context = made
    return _context
