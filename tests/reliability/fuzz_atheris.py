"""Coverage-guided fuzzing of the byte-driven targets with atheris (optional).

atheris is not needed by the test suite; install it with the ``fuzz`` extra
(``pip install -e '.[test,fuzz]'``) and run, from the repository root::

    PYTHONPATH=.:tests python tests/reliability/fuzz_atheris.py -atheris_runs=200000 \
        -artifact_prefix=/tmp/ CORPUS_DIR

``AGENTSTATE_FUZZ_TARGET`` picks the target: ``content`` (the default,
`fuzz_targets.one_input`: refs, queries, event content) or ``import``
(`fuzz_import.import_input`: Anthropic and OpenAI histories). Any exception other than
agentstate's own refusals stops the run with the input that caused it (libFuzzer writes it
to ``<artifact_prefix>crash-<sha1>``).
"""

from __future__ import annotations

import os
import sys

import atheris

with atheris.instrument_imports(include=["agentstate", "reliability"]):
    from reliability.fuzz_import import import_input
    from reliability.fuzz_targets import one_input

TARGETS = {"content": one_input, "import": import_input}


def main() -> None:
    """Run the fuzzer with libFuzzer's command-line options."""
    target = TARGETS[os.environ.get("AGENTSTATE_FUZZ_TARGET", "content")]
    atheris.Setup(sys.argv, target)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
