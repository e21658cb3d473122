"""The figures section of docs/reliability.md is written from a run's file, figure by figure."""

from __future__ import annotations

from . import report


def test_every_recorded_figure_appears_with_the_tests_that_recorded_it() -> None:
    """Each group's numbers (nested ones too) and its recording tests are in the section."""
    document = {
        "run": {
            "started": "2026-12-05T12:00:00+00:00",
            "finished": "2026-12-05T12:20:00+00:00",
            "args": ["tests/reliability", "--large"],
            "outcomes": {"passed": 557, "failed": 0, "skipped": 0},
            "commit": "abc1234",
        },
        "figures": {
            "crash (large run)": {"kills": 1000, "by_durability": {"full": 500, "normal": 500}},
            "fuzz import (hypothesis)": {"inputs": 6000, "accepted": 2594},
        },
        "recorded_by": {
            "crash (large run)": ["tests/reliability/test_crash.py::test_kills"],
            "fuzz import (hypothesis)": [
                "tests/reliability/test_fuzz.py::test_import[memory]",
                "tests/reliability/test_fuzz.py::test_import[sqlite]",
            ],
        },
    }
    text = report.section(document)
    assert text.startswith(report.START)
    assert text.endswith(report.END)
    for figure in ("kills 1,000", "full 500", "normal 500", "inputs 6,000", "accepted 2,594"):
        assert figure in text
    assert "`test_crash.py::test_kills`" in text
    assert "557 passed, 0 failed, 0 skipped" in text
    assert "commit `abc1234`" in text  # the run's, recorded when it started
    assert text.count("`test_fuzz.py::test_import`") == 1  # its cases, once
    assert "pytest tests/reliability --large" in text


def test_the_reliability_page_has_one_figures_section() -> None:
    """docs/reliability.md holds the markers the writer replaces between, once each."""
    page = report.DOC.read_text(encoding="utf-8")
    assert page.count(report.START) == 1
    assert page.count(report.END) == 1
    assert page.index(report.START) < page.index(report.END)
