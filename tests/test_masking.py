"""Masking at capture: masked values never reach the store."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from agentstate import AgentState, CaptureRule, Scratchpad
from agentstate.errors import InvalidInput
from agentstate.events import EventKind, EventSpec
from agentstate.masking import CARD_NUMBER, EMAIL, Masker, MaskRule
from agentstate.testing import ManualClock

CARD = "4111 1111 1111 1111"  # passes the Luhn check
ORDER = "4111111111111112"  # sixteen digits that do not: an order number


class Facts(Scratchpad):
    card: str | None = None


MASK = Masker([CARD_NUMBER, EMAIL])


def test_messages_are_masked_before_they_are_stored(
    make_state: Callable[..., AgentState],
) -> None:
    """Cards and e-mails in text, arguments, results and text blocks become markers.

    Order numbers that fail the Luhn check, call ids, tool names and media blocks stay.
    """
    state = make_state(
        mask=MASK,
        scratchpad=Facts,
        capture=[CaptureRule(tool="pay", path="result.card", field="card")],
    )
    state.append_user(f"card {CARD}, order {ORDER}, mail ann@example.com")
    call = state.append_tool_call("pay", {"card": "4111-1111-1111-1111", "ann@example.com": 1})
    state.append_tool_result(call, {"card": CARD, "order": ORDER})
    events = list(state.events())
    assert events[0].content == {
        "text": f"card [card], order {ORDER}, mail [email]",
    }
    assert events[1].content["tool_calls"] == [
        {"id": call.call_ids[0], "name": "pay", "arguments": {"card": "[card]", "[email]": 1}}
    ]
    assert events[2].content["result"] == {"card": "[card]", "order": ORDER}
    assert events[2].content["call_id"] == call.call_ids[0]
    assert state.scratchpad.get("card") == "[card]"
    assert state.evidence.search("1111") == []
    assert {hit.ref for hit in state.evidence.search(ORDER)} == {"ev_1", "ev_3"}


def test_only_message_text_blocks_are_masked(make_state: Callable[..., AgentState]) -> None:
    """A text block is masked; an image block's data and every block's type are not."""
    state = make_state(mask=Masker([MaskRule("secret")]))
    image = {"type": "image", "source": {"type": "base64", "data": "secretbytes"}}
    state.append(
        EventSpec(EventKind.USER, {"blocks": [{"type": "text", "text": "a secret"}, image]})
    )
    [event] = state.events()
    assert event.content["blocks"] == [{"type": "text", "text": "a [masked]"}, image]


def test_masked_values_never_reach_the_files(tmp_path: Path) -> None:
    """With a SQLite file, no byte of the database, WAL or index holds the masked value."""
    path = tmp_path / "state.db"
    state = AgentState.open(path, session_id="s", clock=ManualClock(), mask=MASK)
    state.append_user("my card is 4111111111111111 thanks")
    for i in range(70):
        state.append_user(f"filler {i}")
    data = b"".join(
        Path(f"{path}{suffix}").read_bytes()
        for suffix in ("", "-wal", "-shm")
        if Path(f"{path}{suffix}").exists()
    )
    assert b"4111111111111111" not in data
    assert b"[card]" in data
    state.close()


def test_replacements_may_use_groups_and_functions() -> None:
    """A replacement can keep part of the match, or decide from the match."""
    last_four = MaskRule(r"\b\d{12}(\d{4})\b", r"************\1")
    odd = MaskRule(re.compile(r"\d+"), lambda m: "odd" if int(m[0]) % 2 else m[0])
    assert Masker([last_four]).text("4111111111111111") == "************1111"
    assert Masker([odd]).text("1 2 3") == "odd 2 odd"


@pytest.mark.parametrize("rules", [[], ["not a rule"]])
def test_a_masker_needs_rules(rules: list[object]) -> None:
    """A Masker without MaskRules is InvalidInput."""
    with pytest.raises(InvalidInput):
        Masker(rules)  # type: ignore[arg-type]


@pytest.mark.parametrize("pattern", ["", "(unclosed", 7])
def test_bad_patterns_are_refused(pattern: object) -> None:
    """An empty or malformed pattern is InvalidInput."""
    with pytest.raises(InvalidInput):
        MaskRule(pattern)  # type: ignore[arg-type]


def _with_check_digit(body: str) -> str:
    """`body` and the Luhn check digit that makes it a valid card number."""
    total = 0
    for index, char in enumerate(reversed(body)):
        value = int(char) * (2 if index % 2 == 0 else 1)
        total += value - 9 if value > 9 else value
    return body + str((10 - total % 10) % 10)


@given(
    before=st.text(alphabet="abc xyz.,;:!?-", max_size=20),
    body=st.text(alphabet="0123456789", min_size=15, max_size=15),
    separator=st.sampled_from(["", " ", "-"]),
    after=st.text(alphabet="abc xyz.,;:!?", max_size=20),
)
def test_any_card_number_in_any_text_is_masked(
    before: str, body: str, separator: str, after: str
) -> None:
    """A Luhn-valid 16-digit number, grouped or not, never survives masking."""
    number = _with_check_digit(body)
    assert _with_check_digit("411111111111111") == "4111111111111111"  # a known test card
    shown = separator.join(number[i : i + 4] for i in range(0, 16, 4))
    masked = Masker([CARD_NUMBER]).text(f"{before} {shown} {after}")
    assert number not in masked.replace(" ", "").replace("-", "")
    assert masked == f"{before} [card] {after}"
