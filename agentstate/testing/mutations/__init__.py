"""Mutations of a valid summary: variants that contradict the session, and variants that don't.

Give `contradicting_variants` and `valid_variants` a summary that is valid for a session (the
output of your summarizer on a real session, say) and they return variants of it as raw
JSON, each named by its class and, for contradicting ones, by the rule that must reject it:

- authority: ``approved_vs_pending`` (an unapproved action said to be approved, by
  placeholder, id or kind), ``paraphrased_approval`` ("signed off", "got the go-ahead",
  "approved--by the manager"...), ``executed_vs_ledger``, ``unknown_action``,
  ``tool_claimed_approval`` (a tool result cited for an approval);
- grounding: ``changed_amount``, ``swapped_id``, ``stale_value`` (a superseded scratchpad
  value stated as current), ``dangling_placeholder``;
- refs: ``future_ref``, ``missing_ref``;
- constraints: ``dropped_constraint``, ``weakened_constraint`` (a negation or qualifier
  dropped), ``loosened_constraint`` ("unless the customer asks otherwise", "if possible"
  added);
- attribution: ``invented_user_request``, ``inverted_user_request`` (a user's refusal,
  "no phone calls", attributed as a request), ``tool_as_user`` (a tool result cited for what
  the user asked), ``decision_from_tool``;
- non-empty / schema: ``blank_text``, ``missing_objective``, ``empty_refs``, ``wrong_type``,
  ``extra_field``, ``not_an_object``;
- budget: ``over_budget``.

Valid variants: ``unchanged``, ``pending_paraphrase`` (negations: "not yet approved",
"awaiting approval", questions), ``true_status`` (claims the ledger supports),
``literal_for_placeholder``, ``old_and_new`` (a superseded value stated with the current
one, both cited), ``reordered``, ``extra_refs``, ``reworded_constraint``,
``negated_request``, ``restated_refusal`` (a user's refusal restated with its negation).

The mutations are checked independently of the validator's verdicts: a changed amount or
swapped id is a string that no cited event's JSON holds; a constraint restated by another
constraint of the summary is not dropped; an approval claimed by kind is made only when no
action of that kind is approved; a stale value is made only of a value that is a literal
at all (a code of letters only, such as ``HATHAT``, is out of the grounding rule's scope).
"""

from __future__ import annotations

from agentstate.testing.mutations._base import Variant
from agentstate.testing.mutations.contradicting import contradicting_variants
from agentstate.testing.mutations.valid import valid_variants

__all__ = ["Variant", "contradicting_variants", "valid_variants"]
