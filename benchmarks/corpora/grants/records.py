"""The invented arts council's records (Merrow Vale Arts Council): programs, officers, applicants.

Every applicant, artist number, application, award, instalment, account, amount and date here
was made up for this corpus; the towns (Ashby Ferrow, Kelmarsh Bay, Orrin Falls) are invented
too, phone numbers are in the fictional 555-01xx range and email addresses are at example.com
or example.net. The session scripts take the results of the read tools (`verify_applicant`,
...) from these tables, through the helpers below, which return fresh copies.
"""

from __future__ import annotations

import copy
from typing import Any

COUNCIL = "Merrow Vale Arts Council"

PROGRAMS: dict[str, dict[str, Any]] = {
    "project grant": {
        "prefix": "PG",
        "share_of_eligible_budget": 0.5,
        "cap": 7500.0,
        "instalments": "60% on acceptance, 40% after the interim or final report is accepted",
    },
    "travel micro-grant": {
        "prefix": "TG",
        "cap": 1200.0,
        "paid": "reimbursement of receipts, up to the award",
    },
    "professional-development award": {
        "prefix": "PD",
        "cap": 2500.0,
        "paid": "one payment on the activity's start date",
    },
}

OFFICERS: dict[str, dict[str, Any]] = {
    "Dana Whitlow": {"disciplines": "visual and craft arts", "email": "d.whitlow@example.net"},
    "Imran Kessler": {
        "disciplines": "media, literary and performing arts",
        "email": "i.kessler@example.net",
    },
}

PANEL_MEETING = "2026-04-08"

APPLICANTS: dict[str, dict[str, Any]] = {
    "MV-48213": {
        "name": "Odile Marchbanks",
        "discipline": "ceramics",
        "town": "Orrin Falls",
        "phone": "+1 608-555-0142",
        "email": "odile.marchbanks@example.com",
        "payment_method": "direct deposit, Orrin Falls Credit Union ****2057",
        "program_officer": "Dana Whitlow",
    },
    "MV-51760": {
        "name": "Tobias Engwall",
        "discipline": "playwriting",
        "town": "Kelmarsh Bay",
        "phone": "+1 608-555-0117",
        "email": "t.engwall@example.net",
        "payment_method": "direct deposit, Harbourline Bank ****6480",
        "program_officer": "Imran Kessler",
    },
    "MV-39022": {
        "name": "Wren Adeyemi-Holt",
        "discipline": "contemporary dance",
        "town": "Ashby Ferrow",
        "phone": "+1 608-555-0186",
        "email": "wren.ah@example.com",
        "payment_method": "cheque to 14 Tanner's Row, Ashby Ferrow",
        "program_officer": "Imran Kessler",
    },
    "MV-44871": {
        "name": "Jun Takahara-Bell",
        "discipline": "mural painting",
        "town": "Kelmarsh Bay",
        "phone": "+1 608-555-0159",
        "email": "jun.tb@example.net",
        "payment_method": "cheque to 3 Gull Lane, Kelmarsh Bay",
        "program_officer": "Dana Whitlow",
    },
    "MV-50218": {
        "name": "Alma Ruiz-Pennick",
        "discipline": "photography",
        "town": "Orrin Falls",
        "phone": "+1 608-555-0124",
        "email": "alma.rp@example.com",
        "payment_method": "direct deposit, Orrin Falls Credit Union ****9314",
        "program_officer": "Imran Kessler",
    },
    "MV-46135": {
        "name": "Hamish Oduya",
        "discipline": "music composition",
        "town": "Ashby Ferrow",
        "phone": "+1 608-555-0171",
        "email": "hamish.oduya@example.net",
        "payment_method": "cheque to 208 Millrace Rd, Ashby Ferrow",
        "program_officer": "Imran Kessler",
    },
    "MV-42609": {
        "name": "Sunniva Lachance",
        "discipline": "textile arts",
        "town": "Kelmarsh Bay",
        "phone": "+1 608-555-0133",
        "email": "sunniva.lachance@example.com",
        "payment_method": "direct deposit, Harbourline Bank ****1176",
        "program_officer": "Dana Whitlow",
    },
    "MV-37754": {
        "name": "Rafferty Nkemelu",
        "discipline": "documentary film",
        "town": "Orrin Falls",
        "phone": "+1 608-555-0108",
        "email": "rafferty.n@example.net",
        "payment_method": "direct deposit, Orrin Falls Credit Union ****4420",
        "program_officer": "Imran Kessler",
    },
    "MV-40395": {
        "name": "Ines Valcourt",
        "discipline": "puppetry (Lantern Quay Puppet Collective)",
        "town": "Ashby Ferrow",
        "phone": "+1 608-555-0165",
        "email": "ines@lanternquay.example.com",
        "payment_method": "direct deposit, Harbourline Bank ****3091",
        "program_officer": "Imran Kessler",
    },
    "MV-45512": {
        "name": "Dmitri Halloran",
        "discipline": "puppetry and set design",
        "town": "Ashby Ferrow",
        "phone": "+1 608-555-0190",
        "email": "dmitri.halloran@example.net",
        "payment_method": "cheque to 9 Weir Street, Ashby Ferrow",
        "program_officer": "Imran Kessler",
    },
}

SPONSORS: dict[str, dict[str, Any]] = {
    "FS-0212": {
        "name": "Kelmarsh Bay Community Arts Trust",
        "contact": "Marguerite Osei",
        "role": "finance coordinator",
        "phone": "+1 608-555-0102",
        "email": "finance@kbarts-trust.example.com",
        "account": "Harbourline Bank ****3382",
    },
}


def verified(artist_id: str) -> dict[str, Any]:
    """The result of a successful `verify_applicant`."""
    a = APPLICANTS[artist_id]
    return {
        "verified": True,
        "artist_id": artist_id,
        "name": a["name"],
        "discipline": a["discipline"],
        "town": a["town"],
        "email": a["email"],
        "payment_method": a["payment_method"],
        "program_officer": a["program_officer"],
    }


def sponsor(sponsor_id: str) -> dict[str, Any]:
    """A fiscal sponsor's record (a fresh copy), with its id."""
    return {"sponsor_id": sponsor_id, **copy.deepcopy(SPONSORS[sponsor_id])}
