"""Content blocks across providers: text, images and documents.

Blocks are stored as the provider sent them. Rendering for the same provider passes them
through untouched; rendering for the other provider converts what has an equivalent (text,
base64 or URL images, base64 PDFs, plain-text documents, refusals) and drops what the other
provider cannot take back (Anthropic thinking blocks, whose signatures only Anthropic
checks). Anything else passes through unchanged.
"""

from __future__ import annotations

import re
from typing import Final

from agentstate._json import JSONObject, JSONValue

__all__ = ["TEXT", "text_block", "to_anthropic_block", "to_openai_part"]

TEXT: Final = "text"

_DATA_URL = re.compile(r"data:([^;,]+);base64,(.*)", re.DOTALL)
_DROPPED_FOR_OPENAI: Final = frozenset({"thinking", "redacted_thinking"})


def text_block(text: str) -> JSONObject:
    """A text block, the same shape for both providers."""
    return {"type": TEXT, "text": text}


def _dict(value: JSONValue) -> JSONObject:
    return value if isinstance(value, dict) else {}


def to_openai_part(block: JSONObject) -> JSONObject | None:
    """The OpenAI content part for a stored block, or None when OpenAI has no place for it."""
    kind = block.get("type")
    if kind in _DROPPED_FOR_OPENAI:
        return None
    if kind == TEXT and isinstance(block.get("text"), str):
        text = block["text"]
        assert isinstance(text, str)
        return text_block(text)
    source = _dict(block.get("source"))
    if kind == "image":
        if source.get("type") == "base64":
            url = f"data:{source.get('media_type')};base64,{source.get('data')}"
            return {"type": "image_url", "image_url": {"url": url}}
        if source.get("type") == "url" and isinstance(source.get("url"), str):
            return {"type": "image_url", "image_url": {"url": source["url"]}}
    if kind == "document":
        if source.get("type") == "base64":
            title = block.get("title")
            return {
                "type": "file",
                "file": {
                    "filename": title if isinstance(title, str) else "document.pdf",
                    "file_data": f"data:{source.get('media_type')};base64,{source.get('data')}",
                },
            }
        if source.get("type") == "text" and isinstance(source.get("data"), str):
            data = source["data"]
            assert isinstance(data, str)
            return text_block(data)
    return block


def to_anthropic_block(block: JSONObject) -> JSONObject:
    """The Anthropic content block for a stored block (unchanged when already Anthropic's)."""
    kind = block.get("type")
    if kind == "image_url":
        url = _dict(block.get("image_url")).get("url")
        if isinstance(url, str):
            match = _DATA_URL.fullmatch(url)
            if match:
                source: JSONObject = {
                    "type": "base64",
                    "media_type": match.group(1),
                    "data": match.group(2),
                }
                return {"type": "image", "source": source}
            return {"type": "image", "source": {"type": "url", "url": url}}
    if kind == "file":
        file = _dict(block.get("file"))
        data = file.get("file_data")
        match = _DATA_URL.fullmatch(data) if isinstance(data, str) else None
        if match:
            document: JSONObject = {
                "type": "document",
                "source": {"type": "base64", "media_type": match.group(1), "data": match.group(2)},
            }
            if isinstance(file.get("filename"), str):
                document["title"] = file["filename"]
            return document
    if kind == "refusal" and isinstance(block.get("refusal"), str):
        refusal = block["refusal"]
        assert isinstance(refusal, str)
        return text_block(refusal)
    return block
