"""Literal values: what counts as one, how it is normalized, and what evidence holds."""

from __future__ import annotations

import json
import re
from decimal import Decimal

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from agentstate import _json
from agentstate.json_values import JSONObject
from agentstate.validation._atoms import _DEEPEST, Evidence, _json_number, needles, value_atoms
from agentstate.validation._date_readings import other_readings
from agentstate.validation._literals import (
    _ALTERNATIVES,
    _PATTERN,
    _PLAIN_WORD,
    _scan,
    _scanned_literals,
    _simple_literals,
    literals,
    text_atoms,
)
from agentstate.validation._literals import number_atom as _number


@pytest.mark.parametrize(
    ("text", "atoms"),
    [
        ("credit of 25000 cents", ["n:25000"]),
        ("$25,000.00 and 25000.0 and 025000", ["n:25000", "n:25000", "n:25000"]),
        ("20% on the 20th", ["n:20", "n:20"]),
        ("W4923227, #W4923227 and w4923227", ["i:w4923227"] * 3),
        ("act_9 HAT136 mia_li_3668 c-8812 v7", ["i:act_9", "i:hat136", "i:mia_li_3668",
                                               "i:c-8812", "i:v7"]),
        ("2024-05-20, 05/20/2024, 20 May 2024, May 20th, 2024",
         ["d:2024-05-20"] * 4),
        ("May 20 and June 3rd", ["d:--05-20", "d:--06-03"]),
        ("7 pm, 19:00, 19:00:00, 7:00 PM", ["t:19:00"] * 4),
        ("11am and 12 AM and 12:30 pm", ["t:11:00", "t:00:00", "t:12:30"]),
        ("00:15 AM, 0:15 am and 12:15 AM", ["t:00:15"] * 3),
        ("2024-05-15T15:00:00Z", ["d:2024-05-15"]),
        ("see ev_12", ["r:ev_12"]),
        ("{fact:credit_cents} for {action:act_9}", []),
        ("{action:9a} and {fact:x 5} are no placeholders", ["i:9a", "n:5"]),
        ("{fact:a1}{fact:b2} 7", ["n:7"]),
        ("JFK to SEA, you may 3 times", ["n:3"]),
        ("out on nov 1st, read sept 30th, the 2nd of dec", ["d:--11-01", "d:--09-30",
                                                            "n:2"]),
        ("a novel 5, decided 3 times, may 4", ["n:5", "n:3", "n:4"]),
        ("back to 5k/2.5k. A 4.5GB plan.", ["n:5000", "n:2500", "n:4.5"]),  # at a full stop
        ("no digits here", []),
        ("v2.4.1 of SKU 4471-B, a 3-day hold", ["i:2.4.1", "i:4471-b", "n:3"]),
        ("build 4.18.2 (v4.18.2), not 4.18", ["i:4.18.2", "i:4.18.2", "n:4.18"]),
        ("finished 10:05:02Z", ["t:10:05:02"]),
        ("a 5GB pass, 4.5GB used, 1000ml, seat 12A", ["n:5", "n:4.5", "n:1000", "i:12a"]),
        ("write to Jane.Doe+x@Mail.Example.org.", ["i:jane.doe+x@mail.example.org"]),
        ("mail a2@b.co on May 5", ["i:a2@b.co", "d:--05-05"]),
        ("@user and a@b are no addresses", []),
        ("deadline Tue 9/19, decision by ~10/22", ["d:--09-19", "d:--10-22"]),
        ("24/7 support, 3/4 of it, Mon 1/5", ["n:24", "n:7", "n:3", "n:4", "n:1", "n:5"]),
    ],
)  # fmt: skip
def test_literals_and_their_atoms(text: str, atoms: list[str]) -> None:
    """Each literal is found once, with its normalized atom; words and placeholders are not."""
    assert [literal.atom for literal in literals(text)] == atoms


def test_literal_positions() -> None:
    """A literal knows where it is written."""
    [literal] = literals("order W4923227.")
    assert (literal.text, literal.start, literal.end, literal.kind) == (
        "W4923227",
        6,
        14,
        "identifier",
    )


def test_evidence_holds_the_parts_a_quote_can_cut() -> None:
    """An event's date also holds its digit runs and yearless form; ids their digits."""
    atoms = text_atoms("Flight HAT136 on 2024-05-20 at 19:00, back May 27, 2024 at 7:30 PM")
    assert {"d:2024-05-20", "d:--05-20", "n:2024", "n:5", "n:20", "n:136"} <= atoms
    assert {"t:19:00", "n:19", "d:2024-05-27", "d:--05-27", "n:27", "t:19:30", "t:07:30"} <= atoms
    assert "n:7" in atoms


def test_a_time_with_seconds_holds_its_minute() -> None:
    """'Finished 10:05' of "2024-06-11T10:05:02Z": a time is said to the minute."""
    assert {"t:10:05:02", "t:10:05"} <= text_atoms("finished_at 2024-06-11T10:05:02Z")
    assert {"t:10:05:02", "t:10:05"} <= text_atoms("at 10:05:02")
    assert "t:10:06" not in text_atoms("at 10:05:02")


@pytest.mark.parametrize(
    ("said", "held"),
    [
        ("I sleep there the night of the 31st.", True),
        ("Pay it by the 31st.", True),
        ("Put it toward the second block.", False),  # a spelled ordinal needs a word of time
        ("for the second time", False),
    ],
)
def test_a_date_is_held_by_its_day_of_the_month(said: str, held: bool) -> None:
    """'The night of the 31st' says October 31 as a summary writes it, in its month."""
    day = "d:--10-31" if "31" in said else "d:--10-02"
    assert Evidence(said).holds_said(day) is held


def test_a_date_without_its_year_is_held_as_people_write_it() -> None:
    """Evidence "until 5/31" holds May 31 (and 31/5 too), beside its numbers."""
    assert {"d:--05-31", "n:5", "n:31"} <= text_atoms("until the handover on 5/31, then")
    assert "d:--05-31" in text_atoms("until 31/5")
    assert "d:--05-31" not in text_atoms("version 5/31/x")
    assert [literal.atom for literal in literals("3/3 pods")] == ["n:3", "n:3"]  # a summary's


def test_a_word_for_a_time_holds_its_time_and_hour() -> None:
    """'8 pm to midnight' holds the 12 am of "8pm-12am"; "until noon" the 12 of "8-12"."""
    assert {"t:00:00", "n:12"} <= text_atoms("8:00 pm to midnight, 4 hours each")
    assert {"t:12:00", "n:12"} <= text_atoms("open until Noon")
    assert "t:00:00" not in text_atoms("open until noon")


def test_a_count_times_a_size_holds_its_unit_written_closed() -> None:
    """'2 x 4 h x $38.00' holds the "2x4h" a summary writes, "6 x 50 mL" the "6x50ml"."""
    assert {"i:2x4", "i:2x4h"} <= text_atoms("2 x 4 h x $38.00 = $304.00")
    assert {"i:6x50", "i:6x50ml"} <= text_atoms("6 x 50 mL vials")
    assert "i:2x4hours" not in text_atoms("2 x 4 hours")


def test_json_values_hold_keys_numbers_and_strings() -> None:
    """Every number, key and string of a JSON value is read; booleans and null are not."""
    atoms = value_atoms(
        {"credit_card_4421486": {"amount": 255.0}, "flights": ["HAT136"], "ok": True, "n": None}
    )
    assert {"i:credit_card_4421486", "n:4421486", "n:255", "i:hat136"} <= atoms
    assert value_atoms([-5, 1e20]) == {"n:5", "n:100000000000000000000"}


_FRAGMENTS = st.sampled_from(
    [
        "order", "credit", "the", "$25,000.00", "25000", "4921", "W4923227", "act_9", "HAT136",
        "mia_li_3668", "c-8812", "v7", "2024-05-20", "May 20th,", "2024", "20 May 2024",
        "05/20/2024", "7 pm", "11am", "19:00:00", "2024-05-15T15:00:00", "20%", "3rd", "255.0",
        "#W2378156", "(ev_3)", "{fact:x}", "EST", "flight,", "no.", "12:30 PM", "1,234",
        "7:00 PM", "12 am", "9:05 a.m.", "Jan. 5", "5 June,",
    ]
)  # fmt: skip


@given(st.lists(_FRAGMENTS, min_size=1, max_size=12), st.data())
def test_a_quote_cut_at_whitespace_holds_only_atoms_of_its_source(
    fragments: list[str], data: st.DataObject
) -> None:
    """Any run of whole words of an event names only atoms the event holds (quotes ground)."""
    words = " ".join(fragments).split(" ")
    start = data.draw(st.integers(0, len(words) - 1))
    end = data.draw(st.integers(start + 1, len(words)))
    quote = " ".join(words[start:end])
    held = text_atoms(" ".join(words))
    assert {literal.atom for literal in literals(quote) if literal.kind != "ref"} <= held


def test_a_date_hidden_where_two_dates_overlap_is_held() -> None:
    """Overlapping dates: "Jan. 5 May 20th," holds "5 May" too, so a quote of it grounds."""
    held = text_atoms("order Jan. 5 May 20th,")
    assert {literal.atom for literal in literals("5 May")} <= held


@given(st.lists(_FRAGMENTS, min_size=1, max_size=12), st.data())
def test_evidence_finds_exactly_the_atoms_of_its_text(
    fragments: list[str], data: st.DataObject
) -> None:
    """The lazy needle search answers as the full scan does, for any atom asked."""
    text = " ".join(fragments)
    numbers = data.draw(
        st.lists(st.integers(-(10**20), 10**20) | st.floats(allow_nan=False, allow_infinity=False))
    )
    content = {"text": text, "copy": [text], "numbers": numbers}
    held = set(value_atoms(content))
    evidence = Evidence(content)
    asked = data.draw(st.lists(st.sampled_from(sorted(held | {"n:8", "t:08:00", "i:x9"}))))
    assert [evidence.holds(atom) for atom in asked] == [atom in held for atom in asked]
    assert all(any(needle in text for needle in needles(atom)) for atom in text_atoms(text))


_JSON_TEXT = st.one_of(
    _FRAGMENTS,
    st.text(st.sampled_from('0123456789 .,:-_/"\\\n\t\x00aeEpmMay#$\u0663\u00e9'), max_size=12),
    st.lists(_FRAGMENTS, max_size=4).map(" ".join),
)
_JSON_CONTENT = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-(10**25), 10**25)
    | st.floats(allow_nan=False, allow_infinity=False)
    | _JSON_TEXT,
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(_JSON_TEXT, children, max_size=4)
    ),
    max_leaves=12,
)


@given(_JSON_CONTENT)
@example({"k\n7": 'a"5', "t": ["x\\9", "\u00e9 12\t3"], "u": -0.0})
@settings(max_examples=300)
def test_evidence_read_from_json_text_answers_as_the_walk_does(content: object) -> None:
    """Reading an event as JSON text holds exactly `value_atoms` of its content, for any JSON."""
    held = set(value_atoms(content))  # type: ignore[arg-type]
    decoys = {"n:8", "n:0.5", "t:08:00", "i:x9", "d:2024-05-20", "n:100000000000000000000"}
    asked = sorted(held | decoys)
    evidence = Evidence(content)  # type: ignore[arg-type]
    assert [atom for atom in asked if evidence.holds(atom)] == sorted(held)


def _nested(depth: int) -> object:
    value: object = ["order 7", 25000]
    for _ in range(depth):
        value = [value]
    return value


_ENCODINGS = st.sampled_from(
    [
        {"ensure_ascii": False, "separators": (",", ":")},
        {"ensure_ascii": True},
        {"ensure_ascii": False, "indent": 1},
    ]
)


@given(_JSON_CONTENT, _ENCODINGS)
@example({"k\n7": 'a"5', "t": ["x\\9", "\u00e9 12\t3"], "u": -0.0}, {"ensure_ascii": True})
@example({"a": ["x 7", "", 7.5, True, None], "b": {"7": "e", "true": 1e20}}, {})
@example({"deep": _nested(198)}, {})
@example({"deep": _nested(250)}, {})
@example([-0, 10**25, 1e-05, 0.5e-07, 123456789012345680.0, "1e+16", "-12"], {})
@example({"s": "v0.5b", "n": [125000, 8.5, -3, 1e-05]}, {"separators": (",", ":")})
@settings(max_examples=300)
def test_evidence_read_from_the_json_text_answers_as_the_decoded_value(
    content: object, encoding: dict[str, object]
) -> None:
    """Reading evidence from any JSON text of a value holds exactly the value's atoms."""
    held = set(value_atoms(content))  # type: ignore[arg-type]
    decoys = {"n:8", "n:0.5", "t:08:00", "i:x9", "d:2024-05-20", "n:100000000000000000000"}
    asked = sorted(held | decoys)
    evidence = Evidence.from_json(json.dumps(content, **encoding))  # type: ignore[arg-type]
    assert [atom for atom in asked if evidence.holds(atom)] == sorted(held)
    again = Evidence.from_json(json.dumps(content, **encoding))  # type: ignore[arg-type]
    assert [again.holds(atom) for atom in reversed(asked)] == [
        atom in held for atom in reversed(asked)
    ]


@given(
    st.from_regex(r"(ev_|#|)[A-Za-z_]{0,4}(Jan|MAY|Dec|)[A-Za-z_]{0,3}[0-9]{1,9}", fullmatch=True)
    | st.text(st.sampled_from("aMyW_e v09-#:/."), max_size=10)
)
@example("W4923227")
@example("act_9")
@example("ev_12")
@example("call_00000000")
def test_a_code_is_read_as_the_full_scan_reads_it(text: str) -> None:
    """The quick reading of a code of letters then digits finds exactly what the scan finds."""
    scanned: set[str] = set()
    _scan(text, scanned)
    assert text_atoms(text) == scanned


@pytest.mark.parametrize("atom", ["", "e", "i:", "n:", "x:7"])
def test_evidence_answers_for_an_atom_that_names_no_value(atom: str) -> None:
    """An atom no literal has (an empty needle, say) is simply not held."""
    assert not Evidence({"a": ["x 7", "", 7.5], "b": {"7": "e"}}).holds(atom)
    assert not Evidence({}).holds(atom)


_LONG_FRAGMENTS = _FRAGMENTS | st.sampled_from(
    ["of", "May", "20th", "x" * 70 + "-May", " " * 70, "20th of May, 2024", "12:30 of"]
)
"""Fragments of long texts: dates spread over four runs, long runs and long gaps."""


@given(st.lists(_LONG_FRAGMENTS, min_size=60, max_size=120))
@settings(max_examples=50)
@example(["x " * 300, "20 of May 2024"])
@example(["x " * 300, "a" * 70 + "-May 20, 2024"])
@example(["x " * 300, "May" + " " * 70 + "20"])
def test_a_long_text_is_read_in_stretches_exactly(fragments: list[str]) -> None:
    """Scanning the stretches around digits finds what scanning the whole text finds."""
    text = " ".join(fragments)
    while len(text) < 512:
        text += " " + text
    whole: set[str] = set()
    _scan(text, whole)
    assert text_atoms(text) == whole


@given(st.text(max_size=80))
def test_any_text_reads_without_error_and_holds_its_literals(text: str) -> None:
    """Arbitrary text never raises, and a text holds every atom it names."""
    found = literals(text)
    held = text_atoms(text)
    assert {literal.atom for literal in found} <= held
    if text.isascii():  # needles are ASCII digits ("\u0663" is a digit of no needle)
        assert all(any(needle in text for needle in needles(atom)) for atom in held)
    assert all(text[literal.start : literal.end] == literal.text for literal in found)


_WITHOUT_PLAIN_WORDS = re.compile(_PATTERN.pattern.replace(_PLAIN_WORD, "(?!)"), re.VERBOSE)
_TRICKY = st.sampled_from(
    [
        "foo-May 5",
        "MAY 5",
        "Ev_1",
        "ev_1",
        "caf\u00e9 7",
        "#x1",
        "Sept. 5",
        "nov 1st",
        "3 of dec",
        "oct 3",
    ]
)


@given(st.lists(_FRAGMENTS | _TRICKY).map(" ".join) | st.text(max_size=60))
def test_the_plain_word_shortcut_changes_no_match(text: str) -> None:
    """Scanning without the plain-word alternative finds the same matches that can be literals."""

    def scan(pattern: re.Pattern[str]) -> list[tuple[str, int, str | None]]:
        return [
            (match.group(), match.start(), match.lastgroup)
            for match in pattern.finditer(text)
            if re.search(r"\d", match.group()) or match.lastgroup == "placeholder"
        ]

    assert scan(_PATTERN) == scan(_WITHOUT_PLAIN_WORDS)


_UNGUARDED = re.compile(_ALTERNATIVES, re.VERBOSE)


@given(
    st.lists(_FRAGMENTS | _TRICKY).map(" ".join)
    | st.text(max_size=60)
    | st.text(st.sampled_from(" #{}:.,-_/aeMvJ0159\u0663\u00e9\n"), max_size=40)
)
def test_the_start_test_changes_no_match(text: str) -> None:
    """The scanner's quick test of a match's first character finds exactly the same matches."""

    def scan(pattern: re.Pattern[str]) -> list[tuple[str, int, str | None]]:
        return [(match.group(), match.start(), match.lastgroup) for match in pattern.finditer(text)]

    assert scan(_PATTERN) == scan(_UNGUARDED)


@given(st.floats(allow_nan=False, allow_infinity=False) | st.sampled_from([2.0**53, 1e15 + 0.5]))
def test_a_float_reads_as_its_exact_decimal_expansion(value: float) -> None:
    """A JSON float's atom is its shortest repr written out in full, as Decimal writes it."""
    expected = (
        f"n:{abs(int(value))}"
        if value.is_integer() and abs(value) < 2**53
        else _number(format(Decimal(repr(value)), "f").lstrip("-"))
    )
    assert _json_number(value) == expected


_RUNS = st.sampled_from(
    [
        "W4923227", "(W4923227)", "HAT136,", "v7.", "25000", "0.7646", "(0.5)", "12:", "7.",
        "1.2.3", "20th", "and", "am", "pm", "a.m.", "PM", "pmx", "Amount", "order", "May",
        "Mayor", "MAY", "mar", "{fact:x}", "{fact:a1}", "{action:act_9}", "ev_12", "act_9",
        "#W1", "x-y", "-5", "5%", "$25", "1,234", "2024-05-20", "19:00", "5/20/2024", "9am",
        "caf\u00e9", "\u0663", "W\u0663", "\u00e9\u0663", "(", ")", ".", "T", "of", "June",
        "5a", "W7x", "3rd,", "7pm", "0.5e", "(7", "7))", "_7", "7_",
    ]
)  # fmt: skip
_SPACES = st.sampled_from([" ", "  ", "\n", "\t", "\u00a0", " \u2003"])


@given(
    st.lists(st.tuples(_RUNS | _FRAGMENTS, _SPACES), max_size=12).map(
        lambda runs: "".join(run + space for run, space in runs)
    )
    | st.text(st.sampled_from(" ()#{}:.,-_/aAmMpPeJWv0159\u0663\u00e9\n"), max_size=40)
)
@example("Search matched order W2053424 with score 0.7646 and order W6263809 with score 0.39")
@example("7 pm")
@example("7 a.m. and 7 AM")
@example("(12) PM")
@example("W5 Mayor")
@example("20 of June")
@settings(max_examples=400)
def test_the_simple_reading_finds_what_the_scan_finds(text: str) -> None:
    """Reading runs of codes and plain numbers gives exactly the literals the full scan gives."""
    simple = _simple_literals(text)
    if simple is not None:
        assert simple == _scanned_literals(text)
    assert literals(text) == _scanned_literals(text)


def test_plain_codes_and_numbers_take_the_simple_reading() -> None:
    """A text whose literals are codes and plain numbers is read without the full scan."""
    text = "Search matched order W2053424 (score 0.7646) and order w6263809 at 25000."
    found = _simple_literals(text)
    assert found is not None
    assert [(literal.text, literal.start, literal.kind, literal.atom) for literal in found] == [
        ("W2053424", 21, "identifier", "i:w2053424"),
        ("0.7646", 37, "number", "n:0.7646"),
        ("w6263809", 55, "identifier", "i:w6263809"),
        ("25000", 67, "number", "n:25000"),
    ]
    assert _simple_literals("at 7 pm") is None  # a time spans the space
    assert _simple_literals("on May 5") is None  # so can a date


_MAGNITUDES = st.floats(allow_nan=False, allow_infinity=False) | st.sampled_from(
    [0.5, 255.0, 1e20, 1e-05, 2.0**53, 2.0**53 + 2, 1e15 + 0.5, 0.1 + 0.2, -0.0]
)


@given(st.lists(_MAGNITUDES | st.integers(-(10**20), 10**20), max_size=6), st.data())
def test_a_number_is_found_by_its_magnitude_as_normalizing_every_number_finds_it(
    numbers: list[float], data: st.DataObject
) -> None:
    """Looking a float up by the value of the atom asked holds exactly the numbers' atoms."""
    held = set(value_atoms(numbers))  # type: ignore[arg-type]
    near = data.draw(st.lists(_MAGNITUDES, max_size=4))
    decoys = {atom for atom in map(_json_number, near) if atom is not None}
    decoys |= {"n:", "n:x", "n:1_0", "n:inf", "n:nan", "n:0.50", "n:00", "n:1e20"}
    decoys |= {atom + "0" for atom in held} | {atom.replace("n:", "n:0") for atom in held}
    asked = sorted(held | decoys)
    evidence = Evidence(numbers)  # type: ignore[arg-type]
    assert [atom for atom in asked if evidence.holds(atom)] == sorted(held)


def test_a_digit_of_another_script_is_held_where_no_needle_is() -> None:
    """A string whose literal is written with non-ASCII digits holds it (no needle finds it)."""
    content = {"\u0663pM": None, "at": ["x 7", "\u00e9 12"]}
    evidence = Evidence(content)
    assert "t:15:00" in value_atoms(content)
    assert all(evidence.holds(atom) for atom in value_atoms(content))


@pytest.mark.parametrize(
    ("text", "as_written"),
    [
        ('{"order":"W4923227","total":25000}', True),
        ('{"order": "W4923227",\n "total": 25000}', True),
        ('{"note":"say \\"hi\\" 7"}', False),
        ('{"note":"caf\u00e9 7"}', False),
        ('{"note":"caf\\u00e9 7"}', False),
        ("[" * 200 + "]" * 200, False),
    ],
)
def test_only_plain_json_text_is_read_as_written(text: str, as_written: bool) -> None:
    """ASCII JSON without escapes, nested fewer than 200 deep, is read without decoding."""
    assert Evidence.reads_as_written(text) is as_written
    assert Evidence.from_json(text).holds("n:7") == ("n:7" in value_atoms(json.loads(text)))


def test_stored_content_is_read_as_written_without_counting_its_brackets() -> None:
    """Stored content (within MAX_DEPTH) is read as written whenever its encoding allows."""
    assert _json.MAX_DEPTH < _DEEPEST
    deep = "[" * 200 + "7" + "]" * 200
    assert Evidence.reads_as_written(deep) is False
    assert Evidence.reads_as_written(deep, stored=True) is True
    assert Evidence.reads_as_written('{"note":"caf\u00e9 7"}', stored=True) is False
    assert Evidence.reads_as_written('{"note":"say \\"hi\\" 7"}', stored=True) is False


@given(st.from_regex(r"[0-9]{1,40}", fullmatch=True))
def test_a_run_of_digits_is_the_number_it_writes(digits: str) -> None:
    """Plain digits, leading zeros or not, are the integer they write ("007" is 7, "0" is 0)."""
    assert _number(digits) == f"n:{int(digits)}"
    assert _number(digits + ".50") == f"n:{int(digits)}.5"


@pytest.mark.parametrize(
    ("atom", "text", "said"),
    [
        ("n:71", "seventy one bucks", True),
        ("n:71", "Seventy-one dollars", True),
        ("n:3", "within three business days", True),
        ("n:17", "seventeen", True),
        ("n:7", "seventeen", False),
        ("n:3", "threefold", False),
        ("n:1", "a one-way trip", False),  # "one" is too often no number
        ("d:2024-05-24", "on May 24", True),
        ("d:2024-05-24", "on May 24, 2023", False),  # the year given is another
        ("d:2024-05-24", "on 24/05/2024", True),
        ("d:1989-12-13", "born 13/12/1989", True),
        ("d:2024-06-05", "on 05/06/2024", True),  # either order, as evidence
        ("d:2024-05-06", "on 05/06/2024", True),
        ("d:2019-03-03", "for the 3rd of this month", True),
        ("d:--03-21", "on the 21st of the month", True),
        ("d:--03-03", "the 3rd option", False),
        ("t:16:45", "the evening 4:45", True),
        ("t:16:45", "at 4:45, please", True),  # no half of day said: the afternoon's too
        ("t:16:45", "at 4:45 in the morning", False),
        ("t:16:45", "at 4:45 am", False),
        ("t:19:45", "quarter to eight in the evening", True),
        ("t:07:45", "quarter to eight in the evening", False),
        ("t:19:30", "half past 7 tonight", True),
        ("t:10:15", "quarter past ten in the morning", True),
        ("d:2024-08-03", "Saturday the 3rd around 2", True),  # a day of the week, then its day
        ("d:2024-08-03", "fri 3rd", True),
        ("d:2024-08-04", "Saturday the 3rd", False),
        ("t:14:00", "around 2 in the afternoon", True),  # a bare hour placed in the day
        ("t:02:00", "around 2 in the afternoon", False),
        ("t:14:00", "2 tickets for the afternoon show", False),
        ("t:09:00", "still tomorrow, 9-11 am", True),  # a range's start, in its end's half
        ("t:13:00", "Thursday 1 to 3 pm", True),
        ("t:11:00", "from 11-1pm", True),  # across noon: the start is the morning's
        ("t:23:00", "from 11-1pm", False),
        ("d:--07-26", "hail on 7/26", True),
        ("d:--09-17", "pay my electric bill on the 17th", True),  # a day after "on the"
        ("d:--09-17", "the 17th item on the list", False),
        ("d:--05-23", "keep the van from the 19th to the 23rd", True),  # a range's end
        ("d:--05-22", "keep the van from the 19th to the 23rd", False),
        ("d:--05-09", "away the 9th-12th", True),  # and its start
        ("d:--05-12", "12th street", False),
        ("d:--06-21", "moving to the 21st, from July 21", False),  # its month is given
        ("d:--07-21", "moving to the 21st, from July 21", True),
        ("n:50", "half isn't good enough", True),  # a percentage as a fraction
        ("i:6x50", "a 6 x 50 mL rotor", True),  # a count times a size, spaced
        ("i:6x50", "6 x 500 mL", False),
        ("n:1", "the rebate is paid once per home", True),  # a count of times
        ("n:2", "they billed me twice", True),
        ("n:1", "the one I booked", False),
        ("n:1", "concession stand", False),
        ("n:1", "one override per year", True),  # "one" before the word it counts
        ("n:1", "with one refill left", True),
        ("n:1", "the blue one is on file", False),  # a pronoun: a verb after it
        ("n:1", "one of the two", False),
        ("n:1", "no one is home", False),
        ("n:1", "a one-way ticket", False),
    ],
)
def test_evidence_says_values_as_people_write_them(atom: str, text: str, said: bool) -> None:
    """`holds_said` reads values as said; `holds` stays exact.

    Spelled counts, yearless dates, days of the month, and times without their half of day
    or in words.
    """
    for evidence in (Evidence({"text": text}), Evidence.from_json(json.dumps({"text": text}))):
        assert evidence.holds_said(atom) is said
    if atom.startswith("n:"):
        assert not Evidence({"text": text}).holds(atom)


@pytest.mark.parametrize(
    ("atom", "text"),
    [
        ("n:90", "a layover of 1.5 hours"),
        ("n:1.5", "90 minutes"),
        ("n:48", "2 days"),
        ("n:14", "within 2 weeks"),
        ("i:jane.doe@example.com", "Mail JANE.DOE@EXAMPLE.COM today"),
    ],
)
def test_evidence_holds_a_duration_in_every_unit_and_an_address_in_any_case(
    atom: str, text: str
) -> None:
    """A duration is held in every unit of time; an email address in any case."""
    for evidence in (Evidence({"text": text}), Evidence.from_json(json.dumps({"text": text}))):
        assert evidence.holds(atom)
    assert atom in text_atoms(text)
    long = "filler words " * 60 + text  # read in stretches past 512 characters
    assert atom in text_atoms(long)


def test_a_date_with_its_day_first_is_read_when_its_first_number_is_no_month() -> None:
    assert [literal.atom for literal in literals("13/12/1989")] == ["d:1989-12-13"]
    assert [literal.atom for literal in literals("05/06/2024")] == ["d:2024-05-06"]


def test_a_date_and_a_time_with_its_half_of_day_hold_the_time_as_quoted() -> None:
    """'2024-05-20 7:00 PM' holds 7 pm (and "7:00" as cut), not 7 am only."""
    held = text_atoms("order 2024-05-20 7:00 PM")
    assert {"d:2024-05-20", "t:19:00", "t:07:00"} <= held
    assert {literal.atom for literal in literals("7:00 PM")} <= held


@pytest.mark.parametrize(
    ("text", "atom"),
    [
        ("to Front Range CU x2096", "n:2096"),  # the last digits of a masked number
        ("card XXXX-4410 on file", "n:4410"),
        ("acct xx4410", "n:4410"),
        ("model X100", "i:x100"),  # three digits: a code, not a masked number
        ("filter cartridges x12", "n:12"),  # a count, in lower case
        ("box12", "i:box12"),
    ],
)
def test_a_masked_number_is_its_last_digits(text: str, atom: str) -> None:
    """'x2096' is what the card ending 2096 is written as, 'x12' a count; a code stays one."""
    assert [literal.atom for literal in literals(text)] == [atom]


@pytest.mark.parametrize(
    ("text", "atom"),
    [("asked for about 10k", "n:10000"), ("a $8.5K limit", "n:8500"), ("10km", "n:10")],
)
def test_a_number_of_thousands_is_its_value(text: str, atom: str) -> None:
    """A number of thousands: "10k" is 10000; a unit ("10km") is the number alone."""
    assert [literal.atom for literal in literals(text)] == [atom]


@pytest.mark.parametrize(
    ("text", "held", "not_held"),
    [
        ("Like 10 grand if possible", "n:10000", "n:1000"),
        ("8.5 thousand", "n:8500", "n:85000"),
        ("SAV-15506688", "n:6688", "n:5506"),  # the last digits of a long number
        ("W15506688", "n:6688", "n:5506"),
        ("PM-0923", "n:923", "n:23"),  # a short number is no long number's last digits
    ],
)
def test_evidence_holds_thousands_in_words_and_a_long_numbers_last_digits(
    text: str, held: str, not_held: str
) -> None:
    """'savings 6688' of SAV-15506688, '10k' of '10 grand': as people write them."""
    atoms = text_atoms(text)
    assert held in atoms
    assert not_held not in atoms


@pytest.mark.parametrize(
    ("text", "start", "readings"),
    [
        ("wed 4:30-6pm", 4, {"t:16:30"}),
        ("tue 1-3pm", 4, {"t:13:00"}),
        ("9-11 am", 0, {"t:09:00"}),
        ("11-1pm", 0, {"t:11:00"}),
        ("(hail 7/26)", 6, {"d:--07-26"}),
        ("(hail 7/26)", 8, {"d:--07-26"}),
        ("8/9 visit", 0, {"d:--08-09", "d:--09-08"}),  # either order, as written
        ("13/14 of them", 0, None),  # no date in either order
        ("4:30 pm sharp", 0, None),  # no range
        ("March 3 to 5, two nights", 11, {"d:--03-05"}),  # the end takes the start's month
        ("Oct 14-16", 7, {"d:--10-16"}),
        ("11-13 June", 0, {"d:--06-11"}),  # the start takes the end's month
        ("2nd to 4th of August", 0, {"d:--08-02"}),
        ("March 5 to 3", 11, None),  # no range of one month ends before it starts
        ("may 3 to 5", 6, None),  # "may" in lower case is the verb
    ],
)
def test_other_readings_of_a_range_and_a_month_and_day(
    text: str, start: int, readings: set[str] | None
) -> None:
    """A range's start takes its end's half of the day; 7/26 is a date as much as numbers.

    "March 3 to 5" ends on March 5, and "11-13 June" starts on June 11.
    """
    found = other_readings(text).get(start)
    assert (set(found) if found is not None else None) == readings


@pytest.mark.parametrize(
    ("content", "held", "not_held"),
    [
        ({"note": "ready roughly a week ahead of launch"}, ["n:1", "n:7", "n:168"], ["n:2"]),
        ({"note": "back within an hour"}, ["n:1", "n:60"], ["n:2"]),
        ({"rate": "$165.00 an hour"}, ["n:165"], ["n:1", "n:60"]),  # a rate, no duration
        ({"team": "the Pellworth under-12s"}, ["i:under-12", "i:under-12s"], ["i:under-1"]),
    ],
)
def test_evidence_holds_one_unit_said_in_words_and_a_code_in_the_plural(
    content: JSONObject, held: list[str], not_held: list[str]
) -> None:
    """'about a week' holds the 1 of '~1 week' (and 7 days); 'the under-12s', 'under-12'."""
    evidence = Evidence(content)
    assert [atom for atom in held if not evidence.holds(atom)] == []
    assert [atom for atom in not_held if evidence.holds(atom)] == []


@pytest.mark.parametrize(
    ("text", "atoms"),
    [
        ("- Tuesday from 7:30 pm: $64.00", ["t:19:30", "n:64"]),
        ("from 7:30 pm, or", ["t:19:30"]),
        ("at 07:30:15 sharp", ["t:07:30:15"]),
    ],
)
def test_a_time_with_its_half_of_day_may_end_in_a_colon(text: str, atoms: list[str]) -> None:
    """'7:30 pm:' opening a line of options is half past seven in the evening, not morning."""
    assert [literal.atom for literal in literals(text)] == atoms


@pytest.mark.parametrize(
    ("text", "atom"),
    [("the all-4-signed copy", "n:4"), ("an every-2-weeks plan", "n:2"), ("box-12", "i:box-12")],
)
def test_a_small_count_between_hyphenated_words_is_a_count(text: str, atom: str) -> None:
    """'all-4-signed' counts four; a code's number stands at its end ('box-12')."""
    assert [literal.atom for literal in literals(text)] == [atom]
