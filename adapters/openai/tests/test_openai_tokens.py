"""TokenizerCounter: counts with a model's own tokenizer, and refuses clearly without one."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
import tiktoken
from agentstate_openai import TokenizerCounter, TokenizerUnavailable
from agentstate_openai.tokens import MESSAGE_FRAMING, REPLY_PRIMING
from tokenizers import Tokenizer, models, pre_tokenizers

from agentstate import AgentState, MemoryBackend
from agentstate.errors import InvalidInput
from agentstate.tokens import MESSAGE_OVERHEAD


def _bytes_encoding() -> tiktoken.Encoding:
    """A tiny tiktoken encoding built offline: one token per byte, words split apart."""
    ranks = {bytes([value]): value for value in range(256)}
    return tiktoken.Encoding(
        name="bytes", pat_str=r"\w+|\s+|[^\w\s]+", mergeable_ranks=ranks, special_tokens={}
    )


def test_a_tiktoken_encoding_counts_exactly() -> None:
    encoding = _bytes_encoding()
    counter = TokenizerCounter(encoding.encode_ordinary, name="bytes")
    assert counter.count("") == 0
    assert counter.count("order 4921") == len(b"order 4921")
    assert counter.count("<|endoftext|>") == 13  # special tokens are text here, never control


def test_for_model_without_tiktoken_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "tiktoken", None)
    with pytest.raises(
        TokenizerUnavailable, match=r"pip install 'pyagentstate-openai\[tiktoken\]'"
    ):
        TokenizerCounter.for_model("gpt-4o")


def test_for_model_of_an_unknown_model_asks_for_the_encoding() -> None:
    with pytest.raises(TokenizerUnavailable, match="pass encoding="):
        TokenizerCounter.for_model("my-fine-tune-without-a-family")


def test_for_model_offline_without_the_encoding_names_the_cache(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """No network and no cached file: a clear refusal naming TIKTOKEN_CACHE_DIR."""

    def offline(model: str) -> tiktoken.Encoding:
        raise ValueError(f"could not fetch the encoding of {model}")

    monkeypatch.setattr(tiktoken, "encoding_for_model", offline)
    monkeypatch.setenv("TIKTOKEN_CACHE_DIR", str(tmp_path))
    with pytest.raises(TokenizerUnavailable, match="TIKTOKEN_CACHE_DIR"):
        TokenizerCounter.for_model("gpt-4o")


def test_for_model_uses_the_models_encoding(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[str] = []

    def lookup(model: str) -> tiktoken.Encoding:
        seen.append(model)
        return _bytes_encoding()

    monkeypatch.setattr(tiktoken, "encoding_for_model", lookup)
    counter = TokenizerCounter.for_model("gpt-4o")
    assert seen == ["gpt-4o"]
    assert counter.count("abc") == 3
    assert repr(counter) == "TokenizerCounter(tiktoken bytes (gpt-4o))"


def _tokenizer_file(tmp_path: Path) -> Path:
    """A word-level tokenizer.json, as an open model ships one (built offline)."""
    vocabulary = {"[UNK]": 0, "order": 1, "4921": 2, "arrived": 3, "damaged": 4}
    tokenizer = Tokenizer(models.WordLevel(vocab=vocabulary, unk_token="[UNK]"))
    tokenizer.pre_tokenizer = pre_tokenizers.Whitespace()
    path = tmp_path / "tokenizer.json"
    tokenizer.save(str(path))
    return path


def test_a_tokenizer_json_counts_as_the_model_does(tmp_path: Path) -> None:
    counter = TokenizerCounter.from_file(_tokenizer_file(tmp_path))
    assert counter.count("order 4921 arrived damaged") == 4
    assert counter.count("order 4921, badly") == 4  # "," and "badly" are one unknown each
    state = AgentState.open(MemoryBackend(), session_id="s", token_counter=counter)
    state.append_user("order 4921 arrived damaged")
    [event] = state.events()
    assert event.tokens == 4 + MESSAGE_OVERHEAD  # the text, then the framing agentstate charges


def test_a_missing_or_broken_tokenizer_file_is_refused(tmp_path: Path) -> None:
    with pytest.raises(TokenizerUnavailable, match=r"not a readable tokenizer\.json"):
        TokenizerCounter.from_file(tmp_path / "missing.json")
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    with pytest.raises(TokenizerUnavailable, match=r"not a readable tokenizer\.json"):
        TokenizerCounter.from_file(broken)


def test_without_tokenizers_installed_it_says_how(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setitem(sys.modules, "tokenizers", None)
    with pytest.raises(TokenizerUnavailable, match="tokenizers is not installed"):
        TokenizerCounter.from_file(tmp_path / "tokenizer.json")


def test_a_chat_request_counts_its_framing() -> None:
    counter = TokenizerCounter(lambda text: text.split(), name="words")  # type: ignore[arg-type, return-value]
    messages = [
        {"role": "system", "content": "be brief"},
        {"role": "user", "content": [{"type": "text", "text": "order 4921"}]},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {"id": "c1", "type": "function", "function": {"name": "lookup", "arguments": "{}"}}
            ],
        },
    ]
    words = 2 + 2 + 1 + 1
    assert counter.count_messages(messages) == words + 3 * MESSAGE_FRAMING + REPLY_PRIMING


def test_encode_must_be_a_function() -> None:
    with pytest.raises(InvalidInput, match="encode must be a function"):
        TokenizerCounter("o200k_base", name="x")  # type: ignore[arg-type]
