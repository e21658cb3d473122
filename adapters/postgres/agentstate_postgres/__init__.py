"""PostgreSQL storage for agentstate: many worker processes and machines sharing agent state.

```python
from agentstate import AgentState

state = AgentState.open("postgresql://agent@db.internal/support", session_id="ticket-9104")
```

`AgentState.open` routes ``postgresql://`` URLs here; build a `PostgresBackend` yourself to
choose the schema, pool size or timeouts. For asyncio, `agentstate.aio.AsyncAgentState` awaits
its reads on psycopg's asyncio driver through `agentstate_postgres.aio.AsyncPostgresBackend`.
"""

from __future__ import annotations

from importlib.metadata import PackageNotFoundError, version

from agentstate_postgres.backend import DEFAULT_SCHEMA, Durability, PostgresBackend

__all__ = ["DEFAULT_SCHEMA", "Durability", "PostgresBackend", "__version__"]

try:
    __version__ = version("pyagentstate-postgres")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.0.0"
