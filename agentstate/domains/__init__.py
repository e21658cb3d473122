"""Domains: what an application tells agentstate about its tools (see `agentstate.domains.base`).

Shipped: ``tau-airline`` (`agentstate.domains.tau_airline`), the τ-bench airline tools, and
``support`` (`agentstate.domains.support`), the customer-support tools of the generated long
sessions (`agentstate.eval.support`).
"""

from __future__ import annotations

import importlib

from agentstate.domains.base import Domain, explicit_confirmation, reports_error, tool_definition
from agentstate.errors import InvalidInput

__all__ = [
    "DOMAINS",
    "Domain",
    "explicit_confirmation",
    "get_domain",
    "reports_error",
    "tool_definition",
]

DOMAINS = {
    "tau-airline": "agentstate.domains.tau_airline",
    "support": "agentstate.domains.support",
}
"""Shipped domains by name: the module whose ``DOMAIN`` each one is."""


def get_domain(name: str) -> Domain:
    """A shipped domain by name.

    Raises:
        InvalidInput: No domain has that name (the message lists them).
    """
    module = DOMAINS.get(name) if isinstance(name, str) else None
    if module is None:
        msg = f"no domain {name!r}; shipped domains: {', '.join(sorted(DOMAINS))}"
        raise InvalidInput(msg)
    domain = importlib.import_module(module).DOMAIN
    assert isinstance(domain, Domain)
    return domain
