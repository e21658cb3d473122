"""The invented university's records (Aldercroft University): students, schedules, sections.

Every name, student id, CRN, hold, document, payment, order, plan, petition and appeal id,
address, amount and date here was made up for this corpus; the towns (Wellsmere, Copley
Forge, Dunmore Bay) are invented too, phone numbers are in the fictional 555-01xx range and
email addresses are at example.com or example.net. The session scripts take the results of
the read tools (`verify_student`, `get_schedule`, `search_sections`, ...) from these tables,
through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

UNIVERSITY = "Aldercroft University"
TERM = "2025FA"
PER_CREDIT = 460.0

STUDENTS: dict[str, dict[str, Any]] = {
    "A00418273": {
        "name": "Maya Lindqvist",
        "date_of_birth": "2004-03-03",
        "email": "maya.lindqvist@example.com",
        "phone": "+1 614-555-0134",
        "program": "BS Biochemistry",
        "standing": "sophomore",
    },
    "A00392815": {
        "name": "Daniel Oyelaran",
        "date_of_birth": "2002-11-19",
        "email": "d.oyelaran@example.net",
        "phone": "+1 614-555-0158",
        "program": "BA Economics",
        "standing": "junior",
    },
    "A00275504": {
        "name": "Rosalind Achebe-Kim",
        "date_of_birth": "2001-07-22",
        "email": "rosalind.ak@example.com",
        "phone": "+1 614-555-0171",
        "program": "BS Psychology",
        "standing": "senior",
    },
    "A00455190": {
        "name": "Tobias Ferreira",
        "date_of_birth": "2005-01-09",
        "email": "tobias.ferreira@example.net",
        "phone": "+1 614-555-0122",
        "program": "BS Mechanical Engineering",
        "standing": "sophomore",
    },
    "A00367742": {
        "name": "Lena Marchetti",
        "date_of_birth": "2003-05-30",
        "email": "lena.marchetti@example.com",
        "phone": "+1 614-555-0149",
        "program": "BA History",
        "standing": "junior",
    },
    "A00441068": {
        "name": "Nadia Farouk",
        "date_of_birth": "2004-12-12",
        "email": "nfarouk@example.net",
        "phone": "+1 614-555-0186",
        "program": "BFA Studio Art",
        "standing": "sophomore",
    },
    "A00470326": {
        "name": "Samuel Achterberg",
        "date_of_birth": "2003-08-14",
        "email": "sam.achterberg@example.com",
        "phone": "+1 614-555-0113",
        "program": "BS Computer Science",
        "standing": "junior",
    },
    "A00433917": {
        "name": "Eli Hargrove",
        "date_of_birth": "2004-10-02",
        "email": "eli.hargrove@example.net",
        "phone": "+1 614-555-0167",
        "program": "BA Psychology",
        "standing": "sophomore",
    },
}

# Each course: CRN, course-section, title, days, time, credits.
SCHEDULES: dict[str, list[tuple[str, str, str, str, str, int]]] = {
    "A00418273": [
        ("41207", "CHEM 201-02", "Organic Chemistry I", "MWF", "08:00-08:50", 3),
        ("41290", "CHEM 201L-03", "Organic Chemistry I Lab", "W", "14:00-16:50", 1),
        ("42318", "BIOL 230-01", "Cell Biology", "TTh", "09:30-10:45", 3),
        ("43561", "ENGL 215-03", "Writing in the Sciences", "TTh", "15:30-16:45", 3),
        ("44020", "MATH 220-01", "Calculus II", "MWF", "13:00-13:50", 4),
    ],
    "A00392815": [
        ("40112", "HIST 102-01", "World History since 1500", "MWF", "10:00-10:50", 3),
        ("40577", "ECON 201-03", "Intermediate Microeconomics", "TTh", "11:00-12:15", 3),
        ("42210", "PSYC 100-02", "Introduction to Psychology", "MW", "13:30-14:45", 3),
        ("42876", "STAT 110-04", "Statistics for Social Sciences", "TTh", "14:00-15:50", 4),
    ],
    "A00433917": [
        ("42290", "PSYC 220-01", "Research Methods", "MWF", "11:00-11:50", 3),
        ("40733", "HIST 201-02", "The Atlantic World", "TTh", "13:00-14:15", 3),
        ("45016", "SOC 101-03", "Introduction to Sociology", "MW", "15:00-16:15", 3),
        ("43308", "COMM 110-01", "Public Speaking", "TTh", "15:30-16:45", 3),
    ],
}

# Each section: CRN, section, days, time, instructor, seats open, waitlist.
SECTIONS: dict[str, list[tuple[str, str, str, str, str, int, int]]] = {
    "CHEM 201": [
        ("41207", "02", "MWF", "08:00-08:50", "Dr. Ines Valcourt", 0, 0),
        ("41219", "03", "MWF", "12:00-12:50", "Dr. Ines Valcourt", 0, 4),
        ("41233", "04", "TTh", "14:00-15:15", "Dr. Marcus Oduya", 3, 0),
        ("41248", "05", "MW", "18:30-19:45", "Dr. Paulette Drummond", 11, 0),
    ],
    "STAT 210": [
        ("44102", "01", "MW", "09:00-10:15", "Dr. Anselm Brekke", 1, 0),
        ("44117", "02", "TTh", "11:00-12:15", "Dr. Yvonne Castellane", 2, 0),
        ("44131", "03", "F", "13:00-15:50", "Dr. Anselm Brekke", 6, 0),
    ],
}


def verified(student_id: str) -> dict[str, Any]:
    """The result of a successful `verify_student`."""
    s = STUDENTS[student_id]
    return {
        "verified": True,
        "student_id": student_id,
        "name": s["name"],
        "program": s["program"],
        "class_standing": s["standing"],
        "email": s["email"],
        "phone": s["phone"],
        "enrollment_status": "enrolled 2025FA",
    }


def schedule(student_id: str) -> dict[str, Any]:
    """The result of `get_schedule` for the fall term (a fresh copy)."""
    courses = [
        {
            "crn": crn,
            "course": course,
            "title": title,
            "days": days,
            "time": time,
            "credits": credits,
        }
        for crn, course, title, days, time, credits in SCHEDULES[student_id]
    ]
    total = sum(c["credits"] for c in courses)
    return {
        "student_id": student_id,
        "term": TERM,
        "courses": copy.deepcopy(courses),
        "total_credits": total,
        "status": "full-time" if total >= 12 else "part-time",
        "add_drop_deadline": "2025-09-09",
    }


def sections(course: str, enrolled: str | None = None) -> dict[str, Any]:
    """The result of `search_sections` for one course (a fresh copy)."""
    out = []
    for crn, sec, days, time, instructor, seats, waitlist in SECTIONS[course]:
        row: dict[str, Any] = {
            "crn": crn,
            "section": sec,
            "days": days,
            "time": time,
            "instructor": instructor,
            "seats_open": seats,
            "waitlist": waitlist,
        }
        if crn == enrolled:
            row["note"] = "you are enrolled in this section"
        out.append(row)
    return {"course": course, "term": TERM, "sections": out}
