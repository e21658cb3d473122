"""Check that every appliance repair desk point rebuilds and that its candidates are well formed.

    python benchmarks/corpora/appliance/verify_points.py [--loader DIR] [--points DIR]

The checks are those of every corpus (``benchmarks/corpora/verify_kit.py``).
"""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from verify_kit import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main(HERE))
