"""What the console's tests share besides fixtures: hostile text, and reading forms."""

from __future__ import annotations

import html
import re
from pathlib import Path

from agentstate import AgentState
from agentstate.events import ToolCall

HOSTILE_SESSION = 'x"><img src=x onerror="window.__pwned=1">'
"""A session id that breaks out of an attribute if it is not escaped."""

HOSTILE_TEXTS = (
    "<script>window.__pwned = 2</script>",
    '"><img src=x onerror="window.__pwned=3">',
    "' onmouseover='window.__pwned=4' x='",
    "javascript:window.__pwned=5",
    "colour \x1b[31mred\x1b[0m, a NUL \x00, a bell \x07 and an override \u202etxt.exe",
)
"""Stored text that would run script or hide itself if the console printed it raw."""

SCRIPT_MARKERS = ("<script>window", "<img src=x", 'onerror="window', "onmouseover='window")
"""Substrings that appear in a page only if hostile text was printed unescaped."""


def write_hostile(path: Path) -> None:
    """A session whose every stored string is hostile: messages, tools, facts, an action."""
    with AgentState.open(path, session_id=HOSTILE_SESSION) as state:
        refs = [state.append_user(text) for text in HOSTILE_TEXTS]
        call = state.append_assistant(
            HOSTILE_TEXTS[1],
            tool_calls=[ToolCall("lookup", {"url": HOSTILE_TEXTS[3], "q": HOSTILE_TEXTS[0]})],
        )
        state.append_tool_result(call.call_ids[0], {"html": HOSTILE_TEXTS[0]})
        state.ledger.propose(
            "<b>credit</b>", {"note": HOSTILE_TEXTS[1], "link": HOSTILE_TEXTS[3]}, source=refs[0]
        )


def csrf_token(page: str) -> str:
    """The CSRF token a page's forms carry."""
    match = re.search(r'name="csrf" value="([0-9a-f]+)"', page)
    assert match, "the page has no decision form"
    return match[1]


def form_values(page: str, action_id: str) -> dict[str, str]:
    """The hidden fields of the decision form for `action_id` on a page, as the browser sends."""
    start = page.index(f'name="action" value="{action_id}"')
    form = page[page.rindex("<form", 0, start) : page.index("</form>", start)]
    found = re.findall(r'type="hidden" name="([a-z]+)" value="([^"]*)"', form)
    return {name: html.unescape(value) for name, value in found}
