"""The summary corpora of `benchmarks/corpora`: every point rebuilds, byte for byte.

Each corpus's `verify_points.py` replays its points through the public API with the summary
corpus's loader (``../shared/data/summaries-dev/loader.py``), checks each candidate's form and
the ledger at the boundary, and rebuilds the points with the shared recorder
(`benchmarks/corpora/session_kit.py`) to compare them with the files on disk. No candidate is
validated here: some of the corpora are held-out measurement sets.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CORPORA = ROOT / "benchmarks" / "corpora"
LOADER = ROOT.parent / "shared" / "data" / "summaries-dev" / "loader.py"


@pytest.mark.parametrize(
    "corpus",
    [
        "retail",
        "itops",
        "telecom",
        "claims",
        "clinic",
        "bank",
        "tenant",
        "parcel",
        "payroll",
        "procurement",
        "utility",
        "hotel",
        "saas",
        "carrental",
        "ticketing",
        "registrar",
        "fooddelivery",
        "pharmacy",
        "movers",
        "autorepair",
        "gym",
        "vet",
        "expenses",
        "permits",
        "venue",
        "marina",
        "grants",
        "customs",
        "charter",
        "library",
        "solar",
        "langschool",
        "leasing",
        "dental",
        "cowork",
        "catering",
        "garden",
        "kennel",
        "printshop",
        "translate",
        "cleaning",
        "appliance",
        "driving",
    ],
)
def test_every_point_rebuilds_byte_for_byte(corpus: str) -> None:
    """A change to the recorder or the public API that moves any point fails here."""
    if not LOADER.exists():
        pytest.skip(f"the summary corpus's loader is not beside the repository ({LOADER})")
    done = subprocess.run(
        [sys.executable, str(CORPORA / corpus / "verify_points.py")],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert ", 0 problems" in done.stdout.splitlines()[-1]
