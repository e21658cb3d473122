"""Coverage-guided fuzzing of `fuzz_targets.one_input` with atheris (optional).

atheris is not needed by the test suite; install it with the ``fuzz`` extra
(``pip install -e '.[test,fuzz]'``) and run, from the repository root::

    PYTHONPATH=.:tests python tests/reliability/fuzz_atheris.py -atheris_runs=200000 \
        -artifact_prefix=/tmp/ CORPUS_DIR

Any exception other than agentstate's own refusals stops the run with the input that
caused it (libFuzzer writes it to ``<artifact_prefix>crash-<sha1>``).
"""

from __future__ import annotations

import sys

import atheris

with atheris.instrument_imports(include=["agentstate", "reliability"]):
    from reliability.fuzz_targets import one_input


def main() -> None:
    """Run the fuzzer with libFuzzer's command-line options."""
    atheris.Setup(sys.argv, one_input)
    atheris.Fuzz()


if __name__ == "__main__":
    main()
