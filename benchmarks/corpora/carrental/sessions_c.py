"""Session scripts, part 3: protect, incident and cancel.

Each script plays one invented session at the support desk of Corvane Car Rental (renters,
customer ids, reservations, claims, amounts and dates are made up). `s.boundary(note)` marks
where a point is frozen.
"""

from __future__ import annotations

from records import branch, verified
from sessions_a import greet


def session_protect(s):
    """SLI and Roadside Plus rejected by her correction; SLI alone added; the GPS removal approved."""
    greet(s)
    s.user(
        "picking up a car friday and I want to add insurance before I go. not the collision "
        "one, my amex covers that. conf CV 30601794"
    )
    s.say("Sure. To verify, please give me your name and the email address on the booking.")
    s.user("Naomi Feld, naomi.feld@example.net")
    s.call(
        "verify_customer",
        {"reservation": "CV-30601794", "name": "Naomi Feld", "email": "naomi.feld@example.net"},
        verified("CU-46018", reservation="CV-30601794"),
        facts={
            "customer_id": "CU-46018",
            "customer": "Naomi Feld",
            "card_on_file": "Amex ****7265",
            "reservation": "CV-30601794",
        },
    )
    s.call(
        "get_reservation",
        {"reservation": "CV-30601794"},
        {
            "reservation": "CV-30601794",
            "class": "Midsize",
            "pickup": {"branch": branch("BLM-APT"), "at": "2025-10-17T08:00"},
            "return": {"branch": branch("BLM-APT"), "at": "2025-10-20T08:00"},
            "daily_rate": 46.0,
            "days": 3,
            "base": 138.0,
            "addons": [{"addon": "GPS", "daily": 9.99, "total": 29.97}],
            "protections": [],
            "estimated_before_taxes": 167.97,
        },
        facts={
            "reservations": {
                "CV-30601794": "Midsize, Bellmoor Airport 2025-10-17 08:00 to 2025-10-20 08:00, "
                "138.00 + GPS 29.97 = 167.97 before taxes"
            }
        },
    )
    s.call(
        "get_protection_options",
        {"reservation": "CV-30601794"},
        {
            "options": [
                {
                    "code": "LDW",
                    "name": "Loss Damage Waiver",
                    "daily": 29.99,
                    "covers": "damage to or theft of the rental car",
                },
                {
                    "code": "SLI",
                    "name": "Supplemental Liability Insurance",
                    "daily": 14.95,
                    "covers": "liability to others, up to $1,000,000",
                },
                {
                    "code": "PAI",
                    "name": "Personal Accident Insurance",
                    "daily": 6.95,
                    "covers": "medical costs of the driver and passengers",
                },
                {
                    "code": "RSP",
                    "name": "Roadside Plus",
                    "daily": 5.99,
                    "covers": "lockouts, flat tires, fuel delivery, jump starts",
                },
            ]
        },
        facts={
            "protection_options": {
                "LDW": 29.99,
                "SLI": "14.95/day, liability up to 1,000,000",
                "PAI": 6.95,
                "RSP": 5.99,
            }
        },
    )
    s.say(
        "Thanks, Naomi. Your Midsize car is booked at Bellmoor Airport from Friday, October 17 "
        "at 8:00 am to Monday, October 20 at 8:00 am (3 days, $138.00, plus GPS at $9.99/day). "
        "Besides the Loss Damage Waiver you're skipping, we offer:\n"
        "- Supplemental Liability Insurance (SLI), $14.95/day: liability to others up to "
        "$1,000,000\n"
        "- Personal Accident Insurance (PAI), $6.95/day: medical costs of driver and passengers\n"
        "- Roadside Plus, $5.99/day: lockouts, flat tires, fuel delivery, jump starts\n"
        "Card coverage usually doesn't include liability to others, so renters who skip the LDW "
        "often add SLI."
    )
    s.user("ok liability yes. and the roadside one too I guess")
    s.confirm(
        "Here's what I'll add to CV-30601794:\n"
        "- Supplemental Liability Insurance: $14.95/day x 3 days = $44.85\n"
        "- Roadside Plus: $5.99/day x 3 days = $17.97\n"
        "- No Loss Damage Waiver, no PAI\n\n"
        "Shall I add both? (yes/no)",
        [
            ("add_protection", {"reservation": "CV-30601794", "product": "SLI"}),
            ("add_protection", {"reservation": "CV-30601794", "product": "RSP"}),
        ],
    )
    s.no(
        "actually no roadside, my amex has roadside too. just the liability",
        facts={"protection_choice": "SLI only: no LDW, no roadside (her Amex covers both)"},
    )
    s.confirm(
        "Got it, just the liability:\n"
        "- Add Supplemental Liability Insurance to CV-30601794: $14.95/day x 3 days = $44.85\n"
        "- New estimate: $212.82 before taxes\n\n"
        "Shall I add SLI? (yes/no)",
        [("add_protection", {"reservation": "CV-30601794", "product": "SLI"})],
    )
    s.yes("yes")
    s.call(
        "add_protection",
        {"reservation": "CV-30601794", "product": "SLI"},
        {
            "status": "added",
            "reservation": "CV-30601794",
            "product": "Supplemental Liability Insurance",
            "daily": 14.95,
            "total": 44.85,
            "estimated_before_taxes": 212.82,
        },
    )
    s.say(
        "Done: Supplemental Liability Insurance is on CV-30601794, $44.85 for the 3 days. Your "
        "estimate is now $212.82 before taxes, paid at pickup."
    )
    s.user("oh and take the GPS off, I'll use my phone")
    s.confirm(
        "Here's the change:\n"
        "- Remove the GPS from CV-30601794: saves $9.99/day x 3 days = $29.97\n"
        "- New estimate: $182.85 before taxes\n\n"
        "Shall I remove it? (yes/no)",
        [("remove_addon", {"reservation": "CV-30601794", "addon": "GPS"})],
    )
    s.yes("yes pls")
    s.boundary(
        "SLI + Roadside Plus rejected by her correction; SLI alone added ($44.85) and reported; "
        "she said yes to removing the GPS ($29.97 less, $182.85), no call yet"
    )


def session_incident(s):
    """A dent filed as an incident (claims team decides coverage); a swap fails, another proposed."""
    greet(s)
    s.user(
        "someone backed into my rental in a parking garage, the back door is dented. nobody "
        "got hurt. I have the other guy's insurance info. rental RA 6204 4917"
    )
    s.say(
        "I'm glad nobody was hurt. Let's get this recorded. To verify, please give me your name "
        "and the last four digits of your phone."
    )
    s.user("Jonah Petrakis. 0183")
    s.call(
        "verify_customer",
        {"rental_agreement": "RA-62044917", "name": "Jonah Petrakis", "phone_last4": "0183"},
        verified("CU-42577", rental_agreement="RA-62044917"),
        facts={
            "customer_id": "CU-42577",
            "customer": "Jonah Petrakis",
            "card_on_file": "Visa ****4418",
            "rental_agreement": "RA-62044917",
        },
    )
    s.call(
        "get_rental",
        {"rental_agreement": "RA-62044917"},
        {
            "rental_agreement": "RA-62044917",
            "status": "open",
            "vehicle": {"class": "Compact SUV", "unit": "U-50731", "plate": "5TRW-661"},
            "pickup": {"branch": branch("DNM-MAIN"), "at": "2025-10-11T10:00"},
            "return": {"branch": branch("DNM-MAIN"), "due": "2025-10-18T10:00"},
            "protections": ["LDW"],
            "ldw_terms": (
                "no charge for damage to the car when the rental terms were followed; the "
                "damage-claims team confirms coverage for each incident"
            ),
        },
        facts={
            "rental": {
                "vehicle": "Compact SUV, plate 5TRW-661",
                "due": "2025-10-18T10:00 Dunmere",
                "protections": "LDW",
            }
        },
    )
    s.say(
        "Thanks, Jonah. Your Compact SUV (5TRW-661) is due back at Dunmere on Saturday, October "
        "18 at 10:00 am, and you took the Loss Damage Waiver. I'll file an incident report; the "
        "damage-claims team then decides whether the LDW covers the damage and handles recovery "
        "from the other driver's insurer. When and where did it happen, what's damaged, and what "
        "are the other driver's name, insurer and policy number? Was there a police report?"
    )
    s.user(
        "yesterday around 6pm, Marlow St garage in Dunmere. rear passenger door, dented, it "
        "rattles a bit now. guy is Chris Ebner, Halvard Mutual, policy HM 2290417. no police, "
        "he admitted it",
        facts={
            "incident": {
                "when": "2025-10-14 about 18:00",
                "where": "Marlow St parking garage, Dunmere",
                "damage": "rear passenger door dented, rattles",
                "other_party": "Chris Ebner, Halvard Mutual, policy HM-2290417",
                "police_report": "none",
            }
        },
    )
    s.confirm(
        "Here's the incident report:\n"
        "- Rental RA-62044917, Compact SUV 5TRW-661\n"
        "- Tuesday, October 14, 2025, about 6:00 pm, Marlow St parking garage, Dunmere\n"
        "- Damage: dent in the rear passenger door, which rattles\n"
        "- Other party: Chris Ebner, Halvard Mutual, policy HM-2290417; no police report\n\n"
        "Shall I file it? (yes/no)",
        [
            (
                "file_incident_report",
                {
                    "rental_agreement": "RA-62044917",
                    "occurred_at": "2025-10-14T18:00",
                    "location": "Marlow St parking garage, Dunmere",
                    "damage": "rear passenger door dent",
                    "third_party": {
                        "name": "Chris Ebner",
                        "insurer": "Halvard Mutual",
                        "policy": "HM-2290417",
                    },
                    "police_report": None,
                },
            )
        ],
    )
    s.yes("yes file it")
    s.call(
        "file_incident_report",
        {
            "rental_agreement": "RA-62044917",
            "occurred_at": "2025-10-14T18:00",
            "location": "Marlow St parking garage, Dunmere",
            "damage": "rear passenger door dent",
            "third_party": {
                "name": "Chris Ebner",
                "insurer": "Halvard Mutual",
                "policy": "HM-2290417",
            },
            "police_report": None,
        },
        {
            "report_id": "IR-50917",
            "claim_id": "CL-20771",
            "status": "submitted",
            "team": "damage claims",
            "coverage_decision": "pending",
            "decision_expected_within": "10 business days",
            "adjuster_contact": "by email within 2 business days",
        },
        facts={"claim": {"report_id": "IR-50917", "claim_id": "CL-20771", "coverage": "pending"}},
    )
    s.say(
        "Filed: incident report IR-50917, opened as claim CL-20771 with the damage-claims team. "
        "They decide whether your LDW covers the door; that isn't decided yet, and they expect to "
        "within 10 business days. An adjuster will email you within 2 business days."
    )
    s.user("ok. can I swap the car? the door rattles and I've got it till saturday")
    s.call(
        "get_swap_options",
        {"rental_agreement": "RA-62044917", "class": "Compact SUV"},
        {
            "options": [
                {"branch": branch("DNM-MAIN"), "at": "2025-10-16T10:00", "unit": "U-55210"},
                {"branch": branch("DNM-MAIN"), "at": "2025-10-17T09:00", "unit": "U-55388"},
                {"branch": branch("HRS-01"), "at": "2025-10-16T13:00", "unit": "U-61024"},
            ]
        },
        facts={
            "swap_options": {
                "U-55210": "Dunmere 2025-10-16 10:00",
                "U-55388": "Dunmere 2025-10-17 09:00",
                "U-61024": "Harrowby Springs 2025-10-16 13:00",
            }
        },
    )
    s.confirm(
        "Yes, at no charge. The soonest is tomorrow at Dunmere:\n"
        "- Swap RA-62044917 at Dunmere on Thursday, October 16, 2025 at 10:00 am for another "
        "Compact SUV (unit U-55210)\n"
        "- Same rental agreement; return unchanged (Saturday, October 18 at 10:00 am, Dunmere)\n\n"
        "Shall I book the swap? (yes/no)",
        [
            (
                "swap_vehicle",
                {
                    "rental_agreement": "RA-62044917",
                    "branch": "DNM-MAIN",
                    "at": "2025-10-16T10:00",
                    "unit": "U-55210",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "swap_vehicle",
        {
            "rental_agreement": "RA-62044917",
            "branch": "DNM-MAIN",
            "at": "2025-10-16T10:00",
            "unit": "U-55210",
        },
        {
            "error": "UNIT_UNAVAILABLE",
            "message": (
                "Unit U-55210 failed its safety check this morning and was taken out of "
                "service. No swap was booked."
            ),
        },
        error=True,
    )
    s.say(
        "I'm sorry, that swap didn't go through: the car we had for you (U-55210) failed its "
        "safety check and was taken out of service, so nothing is booked. The other options are "
        "Dunmere on Friday, October 17 at 9:00 am (U-55388), or Harrowby Springs tomorrow at "
        "1:00 pm (U-61024), about 25 minutes from Dunmere."
    )
    s.user(
        "not harrowby, too far. dunmere friday morning is fine",
        facts={"swap_preference": "Dunmere Friday morning, not Harrowby Springs (too far)"},
    )
    s.confirm(
        "Here's the swap:\n"
        "- Swap RA-62044917 at Dunmere on Friday, October 17, 2025 at 9:00 am for Compact SUV "
        "unit U-55388\n"
        "- No charge; return unchanged (Saturday, October 18 at 10:00 am, Dunmere)\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "swap_vehicle",
                {
                    "rental_agreement": "RA-62044917",
                    "branch": "DNM-MAIN",
                    "at": "2025-10-17T09:00",
                    "unit": "U-55388",
                },
            )
        ],
    )
    s.boundary(
        "incident IR-50917 / claim CL-20771 filed, coverage pending with the damage-claims team; "
        "the Oct 16 swap (U-55210) failed and was reported; the Oct 17 09:00 swap at Dunmere "
        "(U-55388) proposed, awaiting his yes; Harrowby Springs refused"
    )


def session_cancel(s):
    """Two Thanksgiving bookings, the pay-later one cancelled; a no-show fee waiver requested."""
    greet(s)
    s.user(
        "I booked the same car twice by accident for thanksgiving, please cancel one. also you "
        "charged me a $50 no show fee in september and I want it back"
    )
    s.say("I can help with both. To verify, please give me your name and Corvane Club number.")
    s.user("Beatriz Salgado, club 4339010")
    s.call(
        "verify_customer",
        {"corvane_club": "CC-4339010", "name": "Beatriz Salgado"},
        verified("CU-43361"),
        facts={
            "customer_id": "CU-43361",
            "customer": "Beatriz Salgado",
            "card_on_file": "Visa ****3390",
        },
    )
    s.call(
        "get_reservations",
        {"customer_id": "CU-43361", "status": "upcoming"},
        {
            "reservations": [
                {
                    "reservation": "CV-30702215",
                    "class": "Midsize",
                    "pickup": {"branch": branch("BLM-APT"), "at": "2025-11-26T10:00"},
                    "return": {"branch": branch("BLM-APT"), "at": "2025-11-30T10:00"},
                    "payment": "prepaid 236.00, Visa ****3390",
                    "cancellation": "50.00 fee (prepaid)",
                },
                {
                    "reservation": "CV-30702288",
                    "class": "Midsize",
                    "pickup": {"branch": branch("BLM-DTN"), "at": "2025-11-26T10:00"},
                    "return": {"branch": branch("BLM-DTN"), "at": "2025-11-30T10:00"},
                    "payment": "pay later, estimated 198.00",
                    "cancellation": "free",
                },
            ]
        },
        facts={
            "reservations": {
                "CV-30702215": "Midsize, Bellmoor Airport, 2025-11-26 to 2025-11-30, prepaid "
                "236.00, 50.00 cancellation fee",
                "CV-30702288": "Midsize, Bellmoor Downtown, 2025-11-26 to 2025-11-30, pay later "
                "198.00, free cancellation",
            }
        },
    )
    s.say(
        "Thanks, Beatriz. I see two Midsize bookings for Wednesday, November 26 to Sunday, "
        "November 30:\n"
        "- CV-30702215 at Bellmoor Airport, prepaid $236.00 on Visa ****3390; cancelling it "
        "costs a $50.00 prepaid cancellation fee\n"
        "- CV-30702288 at Bellmoor Downtown, pay later (about $198.00); free to cancel\n"
        "Which one should go?"
    )
    s.user(
        "keep the airport one, I already paid for it. cancel the downtown one",
        facts={"keep_reservation": "CV-30702215 (Bellmoor Airport, prepaid)"},
    )
    s.confirm(
        "Here's the cancellation:\n"
        "- Cancel CV-30702288 (November 26-30, Bellmoor Downtown, pay later): no fee\n"
        "- Keep CV-30702215 (November 26-30, Bellmoor Airport, prepaid $236.00)\n\n"
        "Shall I cancel CV-30702288? (yes/no)",
        [("cancel_reservation", {"reservation": "CV-30702288"})],
    )
    s.yes("yes")
    s.call(
        "cancel_reservation",
        {"reservation": "CV-30702288"},
        {
            "status": "cancelled",
            "reservation": "CV-30702288",
            "cancellation_id": "CX-6610042",
            "fee": 0.0,
        },
        facts={"cancellation_id": "CX-6610042"},
    )
    s.call(
        "get_charges",
        {"customer_id": "CU-43361", "type": "no_show"},
        {
            "charges": [
                {
                    "charge_id": "NS-2209184",
                    "reservation": "CV-29980413",
                    "branch": branch("DNM-MAIN"),
                    "pickup_due": "2025-09-12T12:00",
                    "amount": 50.0,
                    "charged": "2025-09-13 to Visa ****3390",
                    "reason": "no-show: not picked up by closing on 2025-09-12",
                }
            ]
        },
        facts={
            "no_show_fee": {
                "charge_id": "NS-2209184",
                "reservation": "CV-29980413",
                "amount": 50.0,
                "charged": "2025-09-13",
            }
        },
    )
    s.say(
        "Done: CV-30702288 is cancelled (CX-6610042), no fee; your airport booking CV-30702215 "
        "stays.\n\n"
        "The $50.00 no-show fee (NS-2209184) was for reservation CV-29980413 at Dunmere on "
        "September 12, charged September 13 to your Visa ****3390. I can't refund no-show fees "
        "myself: the Dunmere branch manager decides on waivers. What happened that day?"
    )
    s.user(
        "my flight got cancelled that day, I have the airline email. I called the branch but "
        "nobody picked up"
    )
    s.confirm(
        "That's a good reason to ask. Here's the request:\n"
        "- Waiver of the $50.00 no-show fee NS-2209184 on CV-29980413 (September 12, Dunmere)\n"
        "- Reason: your flight was cancelled that day; you'll forward the airline's email\n"
        "- The Dunmere branch manager decides; if it's waived, $50.00 goes back to Visa "
        "****3390\n\n"
        "Shall I submit the waiver request? (yes/no)",
        [
            (
                "submit_fee_waiver_request",
                {
                    "charge_id": "NS-2209184",
                    "reservation": "CV-29980413",
                    "amount": 50.0,
                    "reason": "flight cancelled",
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "submit_fee_waiver_request",
        {
            "charge_id": "NS-2209184",
            "reservation": "CV-29980413",
            "amount": 50.0,
            "reason": "flight cancelled",
        },
        {
            "request_id": "FW-11820",
            "status": "pending_branch_review",
            "decided_by": "Dunmere branch manager",
            "decision_by": "2025-10-24",
            "send_evidence_to": "waivers@corvane.example.com",
        },
        facts={"waiver_request_id": "FW-11820"},
    )
    s.say(
        "Submitted: waiver request FW-11820 is with the Dunmere branch manager, who decides by "
        "Friday, October 24. It isn't approved yet. Please forward the airline's email to "
        "waivers@corvane.example.com with FW-11820 in the subject. I can also turn on text "
        "reminders before each pickup, so a travel delay is easier to flag. Want those?"
    )
    s.user("no thanks, email is enough")
    s.boundary(
        "CV-30702288 cancelled (CX-6610042, no fee) and reported, CV-30702215 kept; waiver "
        "request FW-11820 for the $50 no-show fee submitted and reported, pending the Dunmere "
        "branch manager (by Oct 24); text reminders offered and declined"
    )


SCRIPTS = {
    "protect": session_protect,
    "incident": session_incident,
    "cancel": session_cancel,
}
