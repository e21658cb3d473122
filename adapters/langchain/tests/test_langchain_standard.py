"""langchain-tests' standard suites against the tools and the evidence retriever.

Each of agentstate's five tools runs LangChain's `ToolsUnitTests` and `ToolsIntegrationTests`
(the integration suite needs no network here: the tools read a local session), and
`EvidenceRetriever` runs `RetrieversIntegrationTests`. The suites' async tests are unmarked
(LangChain runs them in pytest-asyncio's auto mode): conftest.py runs them on a fresh loop.
"""

from __future__ import annotations

from typing import Any

from agentstate_langchain import AgentStateTool, EvidenceRetriever
from langchain_core.retrievers import BaseRetriever
from langchain_core.tools import BaseTool
from langchain_helpers import seeded_state
from langchain_tests.integration_tests import RetrieversIntegrationTests, ToolsIntegrationTests
from langchain_tests.unit_tests import ToolsUnitTests

_EXAMPLES: dict[str, dict[str, Any]] = {
    "evidence_get": {"ref": "ev_1"},
    "evidence_search": {"query": "refund"},
    "evidence_expand": {"ref": "ev_2", "before": 1, "after": 1},
    "fact_history": {"key": "order_id"},
    "action_history": {"action": "act_1"},
}


class _ToolSuite:
    tool_name = ""

    @property
    def tool_constructor(self) -> type[BaseTool]:
        return AgentStateTool

    @property
    def tool_constructor_params(self) -> dict[str, Any]:
        return {"toolbox": seeded_state().tools(), "name": self.tool_name}

    @property
    def tool_invoke_params_example(self) -> dict[str, Any]:
        return _EXAMPLES[self.tool_name]


class TestEvidenceGetUnit(_ToolSuite, ToolsUnitTests):
    tool_name = "evidence_get"


class TestEvidenceGetIntegration(_ToolSuite, ToolsIntegrationTests):
    tool_name = "evidence_get"


class TestEvidenceSearchUnit(_ToolSuite, ToolsUnitTests):
    tool_name = "evidence_search"


class TestEvidenceSearchIntegration(_ToolSuite, ToolsIntegrationTests):
    tool_name = "evidence_search"


class TestEvidenceExpandUnit(_ToolSuite, ToolsUnitTests):
    tool_name = "evidence_expand"


class TestEvidenceExpandIntegration(_ToolSuite, ToolsIntegrationTests):
    tool_name = "evidence_expand"


class TestFactHistoryUnit(_ToolSuite, ToolsUnitTests):
    tool_name = "fact_history"


class TestFactHistoryIntegration(_ToolSuite, ToolsIntegrationTests):
    tool_name = "fact_history"


class TestActionHistoryUnit(_ToolSuite, ToolsUnitTests):
    tool_name = "action_history"


class TestActionHistoryIntegration(_ToolSuite, ToolsIntegrationTests):
    tool_name = "action_history"


class TestEvidenceRetriever(RetrieversIntegrationTests):
    @property
    def retriever_constructor(self) -> type[BaseRetriever]:
        return EvidenceRetriever

    @property
    def retriever_constructor_params(self) -> dict[str, Any]:
        return {"state": seeded_state()}

    @property
    def retriever_query_example(self) -> str:
        # Every seeded message mentions the order: enough hits for k=3.
        return "order 4921"
