"""Claim judges for tests: verdicts from a script, and one that fails.

They make every path of the optional claim judge (`agentstate.validation.judge`)
reproducible without a model: an item judged contradicted, supported or left unsure, and a
judge whose call fails.
"""

from __future__ import annotations

from collections.abc import Mapping

from agentstate.validation.judge import ClaimVerdict, Judgement, JudgeRequest, VerdictKind

__all__ = ["FailingJudge", "ScriptedJudge"]


class ScriptedJudge:
    """Answers each question from a script: a verdict (and a reason) per item path.

    Args:
        verdicts: ``{path: verdict}`` or ``{path: (verdict, reason)}``; an item the script
            does not name is answered ``"unsure"``.
        usage: What every judgement reports it cost.
        name: The judge's name.
    """

    def __init__(
        self,
        verdicts: Mapping[str, VerdictKind | tuple[VerdictKind, str]],
        *,
        usage: Mapping[str, int] | None = None,
        name: str = "scripted",
    ) -> None:
        self.verdicts = dict(verdicts)
        self.usage = dict(usage or {"input_tokens": 0, "output_tokens": 0})
        self.requests: list[JudgeRequest] = []
        """Every request received, in order."""
        self._name = name

    @property
    def name(self) -> str:
        """Recorded with every judgement."""
        return self._name

    def judge(self, request: JudgeRequest) -> Judgement:
        """The scripted verdict of each question."""
        self.requests.append(request)
        answers: list[ClaimVerdict] = []
        for question in request.questions:
            scripted = self.verdicts.get(question.path, "unsure")
            verdict, reason = scripted if isinstance(scripted, tuple) else (scripted, "")
            answers.append(ClaimVerdict(question.path, verdict, reason))
        return Judgement(verdicts=tuple(answers), usage=dict(self.usage))


class FailingJudge:
    """A judge whose every call raises (a model that is down)."""

    name = "failing"

    def __init__(self, error: Exception | None = None) -> None:
        self.error = error or ConnectionError("the judge's model is unreachable")

    def judge(self, request: JudgeRequest) -> Judgement:
        """Raise the configured error."""
        raise self.error
