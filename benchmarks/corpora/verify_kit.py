"""What every summary corpus's ``verify_points.py`` checks (retail, itops, telecom).

- Each point is rebuilt with the summary corpus's loader (``loader.build_state``, next to
  ``check.py``; default ``../shared/data/summaries-dev`` from the repository root), which
  replays the ops through agentstate's public API and raises ``PointError`` at the first op
  that yields another ref, kind, action id, status or call id; the rebuilt ledger is the
  point's ``ledger_at_boundary``.
- Each point has 2 faithful summaries in 2 styles and 6 contradicting variants. Each
  candidate parses as a ``NarrativeSummary``, cites only events up to the boundary, holds no
  placeholder; each variant has a known defect class, rule and note, and differs from one
  faithful summary of its style in exactly the item at its ``defect_path``, which holds its
  ``span``.
- The corpus's ``build_sessions.py`` writes the points on disk byte for byte.

No candidate is validated (no ``agentstate.validate``): the corpora are measured by
``check.py`` alone.
"""

from __future__ import annotations

import argparse
import filecmp
import glob
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PLACEHOLDER = re.compile(r"\{(fact|action):")
CLASSES = {
    "wrong_amount",
    "wrong_date",
    "wrong_id",
    "inverted_constraint",
    "misattributed_decision",
    "unsupported_ref",
    "false_status:no_such_action",
    "false_status:other_target",
    "false_status:failed_call",
    "false_status:ledger_rejected",
    "false_status:other_status",
    "false_status:pending",
    "false_status:wrong_effect",
}
RULES = {"grounding", "attribution", "authority"}


def items(summary: dict) -> dict[str, dict]:
    """Every item of a summary by path (``objective``, ``decisions[0]``, ...)."""
    out = {}
    for field, value in summary.items():
        if isinstance(value, dict):
            out[field] = value
        else:
            for index, item in enumerate(value):
                out[f"{field}[{index}]"] = item
    return out


def check_candidates(point: dict) -> list[str]:
    """Problems with a point's candidates (empty when all is well)."""
    from agentstate.summary import NarrativeSummary

    problems = []
    tip = point["covers_through"]
    faithful = [c for c in point["candidates"] if c["label"] == "valid"]
    variants = [c for c in point["candidates"] if c["label"] == "contradicting"]
    if len(faithful) != 2 or len({c["style"] for c in faithful}) != 2:
        problems.append(f"{point['point_id']}: not 2 faithful summaries in 2 styles")
    if len(variants) != 6 or len(point["candidates"]) != 8:
        problems.append(f"{point['point_id']}: not 6 contradicting variants")
    for cand in point["candidates"]:
        where = f"{point['point_id']} {cand['id']}"
        try:
            NarrativeSummary.model_validate(cand["summary"])
        except ValueError as exc:
            problems.append(f"{where}: not a NarrativeSummary: {exc}")
        for path, item in items(cand["summary"]).items():
            if PLACEHOLDER.search(item["text"]):
                problems.append(f"{where} {path}: a placeholder in the text")
            for ref in item["refs"]:
                if not 1 <= int(ref[3:]) <= tip:
                    problems.append(f"{where} {path}: {ref} is not an event up to ev_{tip}")
        if cand["label"] != "contradicting":
            if cand["defect"] or cand["defect_path"] or cand["span"]:
                problems.append(f"{where}: a faithful summary with a defect")
            continue
        defect = cand["defect"] or ""
        if defect not in CLASSES and not defect.startswith("wrong_value:"):
            problems.append(f"{where}: unknown defect class {defect!r}")
        if cand["expected_rule"] not in RULES:
            problems.append(f"{where}: unknown expected rule {cand['expected_rule']!r}")
        if not cand["note"]:
            problems.append(f"{where}: no note")
        mine = items(cand["summary"])
        ok = False
        for base in faithful:
            theirs = items(base["summary"])
            diff = {p for p in set(mine) | set(theirs) if mine.get(p) != theirs.get(p)}
            if diff == {cand["defect_path"]} and base["style"] == cand["style"]:
                ok = True
        if not ok:
            problems.append(
                f"{where}: not one faithful summary with only {cand['defect_path']} changed"
            )
        if cand["defect_path"] not in mine or cand["span"] not in mine[cand["defect_path"]]["text"]:
            problems.append(f"{where}: span not in the defective item")
    ids = [c["id"] for c in point["candidates"]]
    if len(ids) != len(set(ids)):
        problems.append(f"{point['point_id']}: duplicate candidate ids")
    return problems


def check_ledger(point: dict, state) -> list[str]:
    """Problems when the rebuilt ledger is not the point's recorded ``ledger_at_boundary``."""
    got = [
        {"id": a.id, "kind": a.kind, "status": str(a.status), "params": a.params}
        for a in state.ledger.actions()
    ]
    if got != point.get("ledger_at_boundary"):
        return [f"{point['point_id']}: the rebuilt ledger is not ledger_at_boundary"]
    return []


def check_deterministic(here: Path, points_dir: str) -> list[str]:
    """Problems when the corpus's ``build_sessions.py`` would not write the points on disk
    byte for byte."""
    sys.path.insert(0, str(here))
    import build_sessions
    import session_kit

    tmp = tempfile.mkdtemp(prefix=f"{here.name}-verify-")
    try:
        session_kit.build_all(build_sessions.SPEC, Path(tmp))
        fresh = sorted(os.listdir(tmp))
        disk = sorted(os.path.basename(p) for p in glob.glob(os.path.join(points_dir, "*.json")))
        if fresh != disk:
            return [f"points on disk {disk} are not the ones the build writes {fresh}"]
        _, mismatch, errors = filecmp.cmpfiles(tmp, points_dir, fresh, shallow=False)
        return [f"{name}: differs from a fresh build" for name in mismatch + errors]
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main(here: Path) -> int:
    """Rebuild every point of the corpus at `here` and check its candidates (exit 1 on any
    problem); with its own points, check that its build writes them byte for byte."""
    parser = argparse.ArgumentParser(description="Check a corpus's points and candidates.")
    parser.add_argument("--loader", default=str(ROOT.parent / "shared" / "data" / "summaries-dev"))
    parser.add_argument("--points", default=str(here / "points"))
    args = parser.parse_args()
    sys.path.insert(0, args.loader)
    import loader

    files = sorted(glob.glob(os.path.join(args.points, "*.json")))
    problems = []
    for path in files:
        point = loader.read_point(path)
        with loader.build_state(point) as state:
            tip = max(event.seq for event in state.events())
            problems += check_ledger(point, state)
        problems += check_candidates(point)
        print(f"{point['point_id']}: rebuilt to ev_{tip}, {len(point['candidates'])} candidates")
    if Path(args.points).resolve() == (here / "points").resolve():
        problems += check_deterministic(here, args.points)
    for problem in problems:
        print("PROBLEM", problem)
    print(f"{len(files)} points rebuilt, {len(problems)} problems")
    return 1 if problems or not files else 0
