"""A local web console for agentstate databases (``agentstate serve DATABASE``).

Sessions with their timelines (compaction boundaries, pins, drops), checkpoints (summary,
findings, repairs, diff against the parent), scratchpad values with their provenance, ledger
actions with their history, evidence search and expand, the context the model would see
next and a history-tokens plot; and an approvals queue across every session, where a named
person approves or rejects a pending action. Pages update as agents write. See
`agentstate_console.security` for what keeps it safe to open.
"""

from __future__ import annotations

from agentstate_console.app import ConsoleError, create_app
from agentstate_console.cli import DEFAULT_PORT, serve_command

__all__ = ["DEFAULT_PORT", "ConsoleError", "create_app", "serve_command"]
