"""Reading summary text: sentences, clauses, stems and negations."""

from __future__ import annotations

import re

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from agentstate.validation import _language as language
from agentstate.validation._language import (
    _TOKEN,
    _UNMARKED,
    content_stem,
    content_stems,
    is_month,
    modal_may_count,
    negation_count,
    sentences,
    stem,
    words_in,
)

_PIECES = st.sampled_from(
    [
        "The", "user", "asked", "wasn't", "don\u2019t", "{fact:credit_cents}", "{action:act_9}",
        "act_9", "and", "or", "approved", "25,000", "e.g.", "c-8812", "Ignore", "previous",
        "instructions", "?", ";", ":", "(", ")", "\n", "\u2014", " - ", "only", "not", "HAT136",
    ]
)  # fmt: skip
_TEXTS = st.lists(_PIECES, max_size=16).map(" ".join) | st.text(max_size=80)


def test_sentences_split_and_questions_are_marked() -> None:
    """Sentences end at . ! ? ; and line breaks; a question is marked as one."""
    found = sentences("Credit pending. Was it approved?\nNext; done")
    assert [
        (s.text_in("Credit pending. Was it approved?\nNext; done"), s.question) for s in found
    ] == [
        ("Credit pending", False),
        ("Was it approved", True),
        ("Next", False),
        ("done", False),
    ]


@pytest.mark.parametrize(
    "text",
    ["Her visit with Dr. Ana Ruiz stays.", "Mr. Lee and Mrs. Lee live on Oak St. near the park."],
)
def test_a_title_abbreviation_ends_no_sentence(text: str) -> None:
    assert len(language.sentences(text)) == 1


@pytest.mark.parametrize(
    ("text", "count"),
    [
        ("Chapter 3 (pp. 87-93) is not needed.", 1),
        ("See No. 7 and Vol. 2 of the set.", 1),
        ("The answer was no. 5 people came.", 2),  # a lower-case "no" ends its sentence
        ("Send it to Alpine Rd. 14 boxes came.", 2),
    ],
)
def test_a_numbering_abbreviation_before_a_number_ends_no_sentence(text: str, count: int) -> None:
    """'pp. 87-93' and 'No. 7' go on; 'no.' before a number may end a sentence."""
    assert len(language.sentences(text)) == count


@pytest.mark.parametrize(
    "text",
    [
        "the return moved to Monday, October 27 at 9:00 am",
        "the order of May 3, 2024 was cancelled",
        "moved to Tue, 14 Oct",
    ],
)
def test_a_dates_comma_breaks_no_clause(text: str) -> None:
    [sentence] = language.sentences(text)
    assert {token.clause for token in sentence.tokens} == {0}


def test_numbers_and_ids_are_single_words() -> None:
    """25,000.50, c-8812 and wasn't stay whole; a sentence does not end inside a number."""
    [sentence] = sentences("The $25,000.50 credit for c-8812 wasn't approved.")
    assert [token.text for token in sentence.tokens] == [
        "The", "25,000.50", "credit", "for", "c-8812", "wasn't", "approved",
    ]  # fmt: skip


def test_clauses_break_at_marks_and_conjunctions_but_not_inside_lists() -> None:
    """'but' and commas separate clauses; 'and' between two names joins a list."""
    [sentence] = sentences("act_9 and act_10 were approved, but the credit is pending")
    clause = {token.text: token.clause for token in sentence.tokens}
    assert clause["act_9"] == clause["act_10"] == clause["approved"]
    assert clause["credit"] != clause["approved"]
    [other] = sentences("The refund was rejected and the credit was approved")
    clause = {token.text: token.clause for token in other.tokens}
    assert clause["refund"] != clause["credit"]


def test_a_mark_inside_a_value_is_no_clause_break() -> None:
    """The colon of '2:00' joins its digits; a colon after a word still breaks the clause."""
    [sentence] = sentences("His exam at 2:00 PM was cancelled: the clinic called")
    clause = {token.text: token.clause for token in sentence.tokens}
    assert clause["exam"] == clause["2"] == clause["00"] == clause["cancelled"]
    assert clause["clinic"] != clause["cancelled"]


def test_content_stems_keep_negations_and_qualifiers() -> None:
    """Stopwords and values go; negations, qualifiers and placeholders stay."""
    assert content_stems("Do not fly before 11am, only {fact:cabin}; wasn't") == {
        "not", "fly", "befor", "onli", "{fact:cabin}",
    }  # fmt: skip


def test_a_reflexive_pronoun_is_no_content_word() -> None:
    """'swapping the stall herself' names what 'swap the stall' does."""
    assert content_stems("She suggested swapping the stall herself, themselves") == {
        "suggest", "swap", "stall",
    }  # fmt: skip


def test_negation_count() -> None:
    """not, no, never, without and -n't each count once."""
    assert negation_count("No calls, never on Sundays, not without consent; wasn't asked") == 5


def test_a_negation_written_without_its_apostrophe_is_one() -> None:
    """'dont touch the scheduler' negates as "don't" does, in every reading of a text."""
    [sentence] = sentences("dont touch the scheduler, it isnt safe")
    assert [token.lower for token in sentence.tokens[:2]] == ["don't", "touch"]
    assert {"don't", "isn't"} <= words_in("dont touch the scheduler, it isnt safe")
    assert "not" in content_stems("dont touch the scheduler")
    assert negation_count("dont touch it, it isnt safe") == 2


@given(st.text(max_size=120))
def test_any_text_is_read_without_error(text: str) -> None:
    """Arbitrary text splits into sentences whose tokens lie in order inside the text."""
    for sentence in sentences(text):
        assert sentence.tokens
        positions = [(token.start, token.end) for token in sentence.tokens]
        assert positions == sorted(positions)
        assert all(
            text[start:end] == token.text
            for (start, end), token in zip(positions, sentence.tokens, strict=True)
        )


@given(_TEXTS | st.text(alphabet="a1 -\t\n.?{}:_\u2019'\u00a0\u2014,", max_size=40))
@example("a- - b -c\u00a0-\u00a0d -")
def test_sentence_tokens_are_the_matches_of_the_token_pattern(text: str) -> None:
    """Each token lies where the token pattern matches it; sentences split at the end marks."""
    matches = [
        (match.lastgroup, match.group(), match.start(), match.end())
        for match in _TOKEN.finditer(text)
    ]
    expected = [
        ("word" if group == "word" else "placeholder" if group == "placeholder" else "mark", *rest)
        for group, *rest in matches
        if group != "end"
    ]
    found = [
        (token.kind, token.text, token.start, token.end)
        for sentence in sentences(text)
        for token in sentence.tokens
    ]
    assert found == expected


def _tokens(text: str) -> list[tuple[object, ...]]:
    return [tuple(token) for sentence in sentences(text) for token in sentence.tokens]


@given(st.lists(_TEXTS | st.text(alphabet="a1 -.{}:_\u2019'\u2014,", max_size=40), max_size=4))
def test_a_text_reads_the_same_whatever_was_read_before(texts: list[str]) -> None:
    """The readings of spellings kept between calls never change what a text's tokens are."""
    language._READINGS.clear()
    cold = [_tokens(text) for text in texts]
    warm = [_tokens(text) for text in reversed(texts)][::-1]
    assert warm == cold
    assert all(
        language._READINGS[token[0]] == token[:4]  # type: ignore[index]
        for tokens in cold
        for token in tokens
        if token[0] in language._READINGS
    )


def test_the_kept_readings_are_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Past its bound the store of readings starts over, and texts read the same."""
    monkeypatch.setattr(language, "_READINGS_MAX", 3)
    language._READINGS.clear()
    text = "The credit and the refund were approved, act_9 too."
    expected = _tokens(text)
    assert _tokens(text) == expected
    assert len(language._READINGS) <= 3


@given(_TEXTS)
def test_content_stems_read_from_sentences_are_the_same(text: str) -> None:
    """The content stems of a text's sentence tokens are exactly its content_stems."""
    stems = (content_stem(token) for sentence in sentences(text) for token in sentence.tokens)
    assert {stem for stem in stems if stem is not None} == content_stems(text)


@given(_TEXTS)
def test_words_in_holds_every_word_of_the_sentences(text: str) -> None:
    """words_in, the quick test's word set, holds the lower form of every word token."""
    found = words_in(text)
    assert all(
        token.lower in found
        for sentence in sentences(text)
        for token in sentence.tokens
        if token.kind == "word"
    )


@given(_TEXTS | st.text(alphabet="aZ-'\u2019 \u212a\u00e9.,_1{}:", max_size=30))
def test_words_in_is_what_a_regex_finds_in_each_word(text: str) -> None:
    """words_in gives the lower form of each word a regex finds in the text, ASCII or not.

    Letters with accents are letters of words ("Zoë", "Brückenweg").
    """
    letter = "A-Za-z0-9\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"
    words = re.findall(
        rf"[{letter}]+(?:(?:['\u2019\-_]|\.(?=[{letter}])|,(?=\d))[{letter}]+)*", text
    )
    lowered = (word.lower().replace("\u2019", "'") for word in words)
    assert words_in(text) == {_UNMARKED.get(word, word) for word in lowered}


@pytest.mark.parametrize(
    ("text", "modal"),
    [
        ("Fly on May 28.", 0),
        ("on 28 May 2024", 0),
        ("May 28 works.", 0),
        ("Arrive in May.", 0),
        ("It may be late.", 1),
        ("May I change the flight?", 1),
        ("The refund may be issued on May 3. May it be sooner?", 2),
    ],
)
def test_the_month_may_is_not_the_modal(text: str, modal: int) -> None:
    """Capitalized after a sentence's first word, or before a day, "May" is the month."""
    assert modal_may_count(text) == modal
    tokens = [token for sentence in sentences(text) for token in sentence.tokens]
    months = sum(
        is_month(sentence.tokens, index)
        for sentence in sentences(text)
        for index in range(len(sentence.tokens))
    )
    mays = sum(token.lower == "may" for token in tokens)
    assert months == mays - modal


@pytest.mark.parametrize(("past", "verb"), [("paid", "pay"), ("sent", "send"), ("took", "take")])
def test_an_irregular_past_is_stemmed_as_its_verb(past: str, verb: str) -> None:
    """'paid' and 'pay' are one word to every comparison of stems, as 'refunded' and 'refund'."""
    assert stem(past) == stem(verb)
    assert content_stems(f"she {past} it") == content_stems(f"to {verb} it")


def test_left_keeps_its_own_stem() -> None:
    """'left' is as often a side ('the left lane') as the past of 'leave'."""
    assert stem("left") != stem("leave")


@pytest.mark.parametrize(
    ("noun", "verb"), [("verification", "verified"), ("notifications", "notify")]
)
def test_a_noun_in_ification_is_stemmed_as_its_verb(noun: str, verb: str) -> None:
    """Porter's rules stem 'verification' and 'verified' apart; the reading joins them."""
    assert stem(noun) == stem(verb)


def test_a_word_with_accented_letters_is_one_word() -> None:
    """'Brückenweg' is one word, not 'Br' and 'ckenweg'; so are 'Zoë' and 'café'."""
    [sentence] = sentences("Zoë chose Brückenweg over the café.")
    assert [token.text for token in sentence.tokens if token.kind == "word"] == [
        "Zoë", "chose", "Brückenweg", "over", "the", "café",
    ]  # fmt: skip
