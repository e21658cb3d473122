"""``python -m agentstate_mcp DATABASE --session ID``: the same as ``agentstate mcp``."""

from agentstate_mcp.cli import mcp_command

if __name__ == "__main__":  # pragma: no cover - run as a process by the stdio tests
    mcp_command(prog_name="python -m agentstate_mcp")
