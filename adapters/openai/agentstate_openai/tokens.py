"""Token counts that match the model: a counter over the model's own tokenizer.

agentstate's default counter is an offline estimate that errs high. When the model's tokenizer
is at hand, `TokenizerCounter` counts exactly what it would:

- OpenAI's models: `TokenizerCounter.for_model` over tiktoken (``pip install
  pyagentstate-openai[tiktoken]``). tiktoken fetches an encoding's file on its first use and
  caches it; on a machine without network, point ``TIKTOKEN_CACHE_DIR`` at a cache that holds
  it, or the counter refuses with `TokenizerUnavailable` (it never falls back silently).
- Open models served by vLLM, Ollama, llama.cpp or LM Studio: `TokenizerCounter.from_file` over
  the model's ``tokenizer.json`` with Hugging Face tokenizers (``pip install
  pyagentstate-openai[tokenizers]``).
- Anything else: any ``encode(text) -> token ids`` function.

Pass the counter to `AgentState.open(token_counter=...)`: every event's tokens are counted with
it once, when appended. `TokenizerCounter.count_messages` counts a Chat Completions message
list with the per-message framing OpenAI documents for its chat models.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Final

from agentstate.errors import InvalidInput
from agentstate.json_values import JSONValue, canonical_dumps
from agentstate_openai.errors import TokenizerUnavailable

__all__ = ["MESSAGE_FRAMING", "REPLY_PRIMING", "TokenizerCounter"]

MESSAGE_FRAMING: Final = 3
"""Tokens each chat message adds for its role and delimiters (OpenAI's chat models)."""

REPLY_PRIMING: Final = 3
"""Tokens that prime the assistant's reply, once per request (OpenAI's chat models)."""


class TokenizerCounter:
    """Counts tokens with a tokenizer's ``encode`` function: exact for the model it belongs to.

    Args:
        encode: Text to token ids (tiktoken's ``Encoding.encode_ordinary``, a Hugging Face
            tokenizer's ``encode(...).ids``, a server's tokenize call).
        name: What the counter counts with, for messages and reprs.
    """

    def __init__(self, encode: Callable[[str], Sequence[int]], *, name: str) -> None:
        if not callable(encode):
            msg = f"encode must be a function of text, got {type(encode).__name__}"
            raise InvalidInput(msg)
        self._encode = encode
        self.name = name
        """What the counter counts with."""

    def __repr__(self) -> str:
        return f"TokenizerCounter({self.name})"

    @classmethod
    def for_model(cls, model: str, *, encoding: str | None = None) -> TokenizerCounter:
        """The counter of an OpenAI model, with tiktoken.

        Args:
            model: The model name (tiktoken maps it to its encoding).
            encoding: An encoding name (``"o200k_base"``) for a model tiktoken does not know.

        Raises:
            TokenizerUnavailable: tiktoken is not installed, does not know the model, or
                cannot load the encoding (not cached and no network).
        """
        try:
            import tiktoken
        except ImportError as exc:
            msg = "tiktoken is not installed: pip install 'pyagentstate-openai[tiktoken]'"
            raise TokenizerUnavailable(msg) from exc
        try:
            found = (
                tiktoken.get_encoding(encoding)
                if encoding is not None
                else tiktoken.encoding_for_model(model)
            )
        except KeyError as exc:
            msg = (
                f"tiktoken knows no encoding for model {model!r}; pass encoding= "
                "(o200k_base for the GPT-4o and later families)"
            )
            raise TokenizerUnavailable(msg) from exc
        except (ValueError, OSError) as exc:
            where = os.environ.get("TIKTOKEN_CACHE_DIR", "tiktoken's default cache")
            msg = (
                f"tiktoken could not load the encoding for {model!r} ({exc}); without network, "
                f"it must be in {where} (set TIKTOKEN_CACHE_DIR)"
            )
            raise TokenizerUnavailable(msg) from exc
        return cls(found.encode_ordinary, name=f"tiktoken {found.name} ({model})")

    @classmethod
    def from_file(cls, path: str | os.PathLike[str]) -> TokenizerCounter:
        """The counter of an open model, from its ``tokenizer.json`` (Hugging Face format).

        Raises:
            TokenizerUnavailable: tokenizers is not installed, or the file is missing or not a
                tokenizer.
        """
        try:
            from tokenizers import Tokenizer
        except ImportError as exc:
            msg = "tokenizers is not installed: pip install 'pyagentstate-openai[tokenizers]'"
            raise TokenizerUnavailable(msg) from exc
        file = Path(path)
        try:
            tokenizer = Tokenizer.from_file(str(file))
        except Exception as exc:
            msg = f"{file} is not a readable tokenizer.json: {exc}"
            raise TokenizerUnavailable(msg) from exc

        def encode(text: str) -> Sequence[int]:
            return tokenizer.encode(text, add_special_tokens=False).ids

        return cls(encode, name=f"tokenizer {file.name}")

    def count(self, text: str) -> int:
        """Tokens in `text` (0 for the empty string)."""
        return len(self._encode(text)) if text else 0

    def count_messages(self, messages: Sequence[JSONValue]) -> int:
        """Tokens of a Chat Completions message list as the model receives it.

        Each message's text (content, a tool call's name and arguments) plus
        `MESSAGE_FRAMING`, and `REPLY_PRIMING` once. Content parts that are not text count
        as their JSON.
        """
        total = REPLY_PRIMING
        for message in messages:
            total += MESSAGE_FRAMING
            if not isinstance(message, dict):
                total += self.count(canonical_dumps(message))
                continue
            content = message.get("content")
            if isinstance(content, str):
                total += self.count(content)
            elif isinstance(content, list):
                for part in content:
                    text = part.get("text") if isinstance(part, dict) else None
                    total += self.count(text if isinstance(text, str) else canonical_dumps(part))
            calls = message.get("tool_calls")
            for call in calls if isinstance(calls, list) else []:
                function = call.get("function") if isinstance(call, dict) else None
                if isinstance(function, dict):
                    total += self.count(str(function.get("name", "")))
                    total += self.count(str(function.get("arguments", "")))
        return total
