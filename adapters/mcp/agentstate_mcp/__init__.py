"""agentstate over MCP: one session's evidence, scratchpad and ledger for any MCP client.

`build_server` makes the server (`agentstate_mcp.server`), `serve_stdio` runs it, and
``agentstate mcp DATABASE --session ID`` (this distribution adds the command) serves a stored
session to a client that starts it as a process.
"""

from __future__ import annotations

from agentstate_mcp.server import RESOURCES, build_server, serve_stdio

__all__ = ["RESOURCES", "build_server", "serve_stdio"]
