"""The command line."""

from __future__ import annotations

from click.testing import CliRunner

import agentstate
from agentstate.cli import cli


def test_version() -> None:
    """--version prints the installed version."""
    result = CliRunner().invoke(cli, ["--version"])
    assert result.exit_code == 0
    assert result.output.strip() == f"agentstate, version {agentstate.__version__}"
