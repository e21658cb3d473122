"""The switch that keeps model requests off the network in tests."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator

from agentstate_openai.errors import ModelRequestsDisabled

__all__ = ["check_allow_model_requests", "override_allow_model_requests"]


def _package() -> object:
    # The flag lives on the package, where applications and test suites set it.
    return sys.modules["agentstate_openai"]


def check_allow_model_requests() -> None:
    """Raise unless `agentstate_openai.ALLOW_MODEL_REQUESTS` is true.

    Every request the adapter sends (messages, count tokens) calls this first.

    Raises:
        ModelRequestsDisabled: The flag is off.
    """
    if not getattr(_package(), "ALLOW_MODEL_REQUESTS", True):
        msg = (
            "model requests are disabled (agentstate_openai.ALLOW_MODEL_REQUESTS is False); "
            "inject a client over a mock transport and allow them with "
            "override_allow_model_requests(allow=True)"
        )
        raise ModelRequestsDisabled(msg)


@contextlib.contextmanager
def override_allow_model_requests(*, allow: bool) -> Iterator[None]:
    """Set `agentstate_openai.ALLOW_MODEL_REQUESTS` inside the block, restore it after."""
    package = _package()
    before = getattr(package, "ALLOW_MODEL_REQUESTS", True)
    setattr(package, "ALLOW_MODEL_REQUESTS", allow)  # noqa: B010 - the flag is a module global
    try:
        yield
    finally:
        setattr(package, "ALLOW_MODEL_REQUESTS", before)  # noqa: B010 - the flag is a module global
