"""`Domain`: what an application tells agentstate about its tools, bundled in one record.

A domain names the scratchpad schema and the capture rules that fill it, the tool definitions
the model is given, which of those tools are **consequential** (they change the world: a
booking, a refund) and so go through the approval ledger, how a user's message is read as an
explicit confirmation (which approves the consequential calls that follow it), which user
sentences the eval probes as constraints the agent must keep honouring, and how a tool result
that is not flagged ``is_error`` still reports an error (`Domain.is_failure`: pass it as
``AgentState.open(..., is_failure=domain.is_failure)`` or to ``import_messages``, so the
execution it answers ends failed in the ledger).

The confirmation rule maps to the ledger like this (see `agentstate.eval.replay`, which
applies it to recorded runs): a consequential call is proposed by the model with its exact
arguments; if the user's latest message is an explicit confirmation, the user approves it
(citing that message) and the tool runner executes it (citing the call); otherwise the gate
in front of the tool refuses it: the tool runner rejects it, citing the call.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence

import attrs

from agentstate._json import JSONObject, JSONValue
from agentstate.capture import CaptureRules
from agentstate.errors import InvalidInput
from agentstate.events import ErrorPredicate
from agentstate.scratchpad import Scratchpad
from agentstate.validation import DEFAULT_RULES, AuthorityRule, KindWords, Rule

__all__ = [
    "Domain",
    "explicit_confirmation",
    "reports_error",
    "stated_requirements",
    "tool_definition",
]

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+|\n+")
_AFFIRMATIVE = re.compile(
    r"^\W*(?:yes|yeah|yep|yup|sure|absolutely|definitely|ok|okay|correct|confirm(?:ed)?|"
    r"i confirm|that'?s (?:right|correct)|that is (?:right|correct)|go ahead|please go ahead|"
    r"please proceed|proceed|let'?s (?:do it|proceed|go ahead)|exactly|indeed|certainly|"
    r"of course|right(?! now| away| here| there))\b",
    re.IGNORECASE,
)
# Approval said in other words, anywhere in the first two sentences: "That works for me.",
# "Sounds great to me!", "Right again. Please proceed.": the constructions of approval
# ("it looks fine", "that should do"), not the sentences of one corpus.
_APPROVAL = re.compile(
    r"\b(?:proceed|go ahead|confirm(?:ed)?|works? for me|that(?:'s| is| will| should) "
    r"(?:do|work)|(?:sounds?|looks?|seems?|is|are|all|that'?s|it'?s) (?:\w+ )?(?:good|"
    r"great|fine|right|correct|perfect|alright)|(?:exactly|precisely|absolutely) right)\b",
    re.IGNORECASE,
)
# An interjection of assent ("Perfect.", "Terrific.") confirms when nothing after it asks.
_PLEASED = re.compile(
    r"^\W*(?:great|perfect|cool|terrific|fine|alright|all right|excellent|wonderful|"
    r"awesome|good)\W*$",
    re.IGNORECASE,
)
_HEDGE = re.compile(
    r"\b(?:no|not|don'?t|do not|wait|hold on|instead|rather|but|actually|before|maybe|"
    r"perhaps|later|let me (?:think|check|see))\b",
    re.IGNORECASE,
)


def explicit_confirmation(text: str) -> bool:
    """Whether a user's message is an explicit confirmation ("Yes, please proceed.").

    Its first sentence holds no negation or hedge (no, not, but, wait, instead, maybe, ...),
    and either opens with an affirmative (yes, sure, right, go ahead, I confirm, ...), or,
    asking nothing, approves in other words, in it or the next sentence ("That works for
    me.", "Sounds great to me!", "Right again. Please proceed."), or the message is an
    interjection of assent and nothing in it asks ("Perfect.", "Terrific, thanks."). "Yes, but
    first check the fare" confirms nothing, nor does "Great. Where is it?" or "I'll go with
    the first option" (a choice, not an approval of the call).
    """
    sentences = [part.strip() for part in _SENTENCE_END.split(text.strip()) if part.strip()]
    if not sentences or _HEDGE.search(sentences[0]):
        return False
    if _AFFIRMATIVE.search(sentences[0]):
        return True  # "Yes, how long will it take?" confirms, and asks something else
    if sentences[0].endswith("?"):
        return False
    plain = [s for s in sentences[:2] if not s.endswith("?") and not _HEDGE.search(s)]
    if any(_APPROVAL.search(sentence) for sentence in plain):
        return True
    head = sentences[0].split(",")[0]
    return bool(_PLEASED.match(head)) and not any(s.endswith("?") for s in sentences)


_NEGATION = re.compile(
    r"\b(?:no|not|never|none|nothing|neither|nor|without)\b|n't\b", re.IGNORECASE
)
_REQUIREMENT = re.compile(
    r"\b(?:must|need|needs|have to|has to|require|requires|required|only|at least|at most|"
    r"no later than|no more than|before|after|unless|instead|prefer)\b",
    re.IGNORECASE,
)


def stated_requirements(text: str) -> list[str]:
    """Every sentence of a user's message with a negation or a requirement word.

    The eval's constraint probes (`Domain.constraints`): a sentence such as "I don't want
    insurance" or "it must arrive before Friday", chosen by words of its own, whatever a
    summarizer does with it, so that a summarizer's own classifier does not choose what it
    is scored on. It over-selects ("No, thanks." is probed too): a summarizer that keeps
    only what binds loses those probes, and the figures say so.
    """
    return [
        sentence
        for part in _SENTENCE_END.split(text)
        if (sentence := part.strip())
        and (_NEGATION.search(sentence) or _REQUIREMENT.search(sentence))
    ]


_ERROR_TEXT = re.compile(r"\s*error\s*(?::|-\s)", re.IGNORECASE)
_ERROR_KEYS = ("error", "errors")
_SUCCESS_KEYS = ("success", "ok")
_ERROR_DETAILS = frozenset({"code", "message", "status", "detail", "details", "type", "reason"})
"""Members that describe an error beside it (``{"error": "...", "code": 409}``)."""


def reports_error(result: JSONValue) -> bool:
    """Whether a tool result reports an error by the common conventions, without a flag.

    Text that opens with "Error:" (or "ERROR -"); a JSON object with ``success`` or ``ok``
    false, or with a non-empty ``error`` or ``errors`` member and nothing else to say (a
    GraphQL-style ``{"data": ..., "errors": [...]}`` that holds data is a partial success):
    ``"Error: seat 12A is taken"``, ``{"error": {"code": 404}}``, ``{"ok": false}``. The
    default of `agentstate.domains.tools_only.from_tools`; an application whose tools say it
    otherwise gives its own `Domain.is_failure`.
    """
    if isinstance(result, str):
        return _ERROR_TEXT.match(result) is not None
    if not isinstance(result, Mapping):
        return False
    if any(result.get(key) is False for key in _SUCCESS_KEYS):
        return True
    said = {key for key, value in result.items() if value not in (None, False, "", [], {})}
    return bool(said & set(_ERROR_KEYS)) and said <= {*_ERROR_KEYS, *_ERROR_DETAILS}


def tool_definition(name: str, description: str, **properties: JSONValue) -> JSONObject:
    """A tool definition ``{"name", "description", "input_schema"}``; every property required.

    Args:
        name: The tool's name.
        description: What it does.
        **properties: Each argument's JSON Schema.
    """
    return {
        "name": name,
        "description": description,
        "input_schema": {
            "type": "object",
            "properties": dict(properties),
            "required": list(properties),
        },
    }


def _names(value: object) -> frozenset[str]:
    if isinstance(value, str) or not isinstance(value, Sequence | frozenset | set):
        msg = "consequential must be a collection of tool names"
        raise InvalidInput(msg)
    return frozenset(str(name) for name in value)


def _tools(value: object) -> tuple[JSONObject, ...]:
    if isinstance(value, str | Mapping) or not isinstance(value, Sequence):
        msg = "tools must be a sequence of tool definitions"
        raise InvalidInput(msg)
    tools: list[JSONObject] = []
    for tool in value:
        if not isinstance(tool, Mapping) or not isinstance(tool.get("name"), str):
            msg = "each tool definition needs a 'name' (and 'description', 'input_schema')"
            raise InvalidInput(msg)
        tools.append(dict(tool))
    return tuple(tools)


@attrs.frozen(kw_only=True)
class Domain:
    """An application's domain: schema, capture rules, tools, and what needs approval."""

    name: str
    """A short name (``"tau-airline"``)."""
    description: str = ""
    """One line saying what the domain covers."""
    scratchpad: type[Scratchpad] | None = None
    """The scratchpad schema (None: no typed values)."""
    capture: CaptureRules | None = None
    """Capture rules filling the scratchpad from tool results."""
    is_failure: ErrorPredicate | None = attrs.field()
    """Judges which tool results report an error without an ``is_error`` flag (default: the
    capture rules' `CaptureRules.is_failure`): give it to ``AgentState.open(...,
    is_failure=...)`` or ``import_messages(..., is_error=...)``."""
    tools: tuple[JSONObject, ...] = attrs.field(default=(), converter=_tools)
    """Tool definitions the model is given (``{"name", "description", "input_schema"}``)."""
    consequential: frozenset[str] = attrs.field(default=frozenset(), converter=_names)
    """Tools that change the world: each call goes through the approval ledger."""
    confirms: Callable[[str], bool] = explicit_confirmation
    """Whether a user's message explicitly confirms the consequential calls that follow it."""
    constraints: Callable[[str], list[str]] = stated_requirements
    """The sentences of a user's message the eval probes as constraints (default:
    `stated_requirements`, chosen independently of any summarizer)."""
    kind_words: Mapping[str, KindWords] = attrs.field(factory=dict)
    """The domain's words for its action kinds beyond their names ("downgraded" for a
    cabin change), read by the validator's authority rule (`rules`)."""

    @is_failure.default
    def _capture_failure(self) -> ErrorPredicate | None:
        return self.capture.is_failure if self.capture is not None else None

    @property
    def rules(self) -> tuple[Rule, ...]:
        """The validator's rules for this domain.

        `DEFAULT_RULES`, the authority rule reading `kind_words`. Pass them as
        ``CompactionPolicy(rules=domain.rules)``.
        """
        return tuple(
            AuthorityRule(name=rule.name, severity=rule.severity, kind_words=self.kind_words)
            if isinstance(rule, AuthorityRule)
            else rule
            for rule in DEFAULT_RULES
        )

    def __attrs_post_init__(self) -> None:
        AuthorityRule(kind_words=self.kind_words)  # InvalidInput for words that are not words
        unknown = sorted(self.consequential - {str(tool["name"]) for tool in self.tools})
        if self.tools and unknown:
            msg = f"consequential tools {unknown} are not among the domain's tools"
            raise InvalidInput(msg)
