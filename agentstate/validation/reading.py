"""How the validator reads text: for tools that write, mutate or explain summaries.

The rules themselves are in `agentstate.validation`; this module exposes the pieces of their
reading that a summary generator or a test corpus needs to agree with them: the literals a
text holds (`literals`), the words that name an action kind (`kind_words`, `stem`), and
which ledger statuses make each kind of status claim true (`CLAIMS`).
"""

from __future__ import annotations

from agentstate.validation._language import kind_words, stem
from agentstate.validation._literals import LiteralValue, literals
from agentstate.validation._status_words import CLAIMS, Claim

__all__ = ["CLAIMS", "Claim", "LiteralValue", "kind_words", "literals", "stem"]
