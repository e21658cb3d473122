"""Session scripts, part 3: roof, barn and install.

Each script plays one invented session at the customer desk of Quillmoor Solar Co.
(homeowners, account ids, sites, jobs, amounts and dates are made up). `s.boundary(note)`
marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_roof(s):
    """The rafters sent to the design engineer, who decides; the shingle repair refused (roof
    repair exclusion); the ground mount declined."""
    greet(s)
    s.user(
        "the guy who surveyed my roof said something about it maybe being too weak?? and "
        "nobody called me back. account QM-338761"
    )
    s.say(
        "I'm sorry nobody followed up; let me look. Please give me your full name and the "
        "phone number on file."
    )
    s.user("evander dubrovka 802.555.0194")
    s.call(
        "lookup_customer",
        {"account_id": "QM-338761", "name": "Evander Dubrovka", "phone": "+1 802-555-0194"},
        verified("QM-338761"),
        facts={
            "account_id": "QM-338761",
            "customer": "Evander Dubrovka",
            "service_address": "18 Coldharbour Rd, Hesketh Falls, VT 05841",
            "jobs": {
                "J-51008": {
                    "contract_id": "CT-7651",
                    "status": "design on hold",
                    "survey_id": "SV-8077",
                }
            },
        },
    )
    s.call(
        "get_survey_report",
        {"account_id": "QM-338761", "survey_id": "SV-8077"},
        {
            "survey_id": "SV-8077",
            "surveyed_on": "2027-02-04",
            "planned_array": "south slope, 13 panels, 5.33 kW",
            "findings": [
                {
                    "item": "south slope rafters: 2x6 at 24 in. spacing, span beyond the racking "
                    "table",
                    "action": "design engineer review required",
                },
                {
                    "item": "north slope shingles curling, about 5-7 years left",
                    "action": "roof repair is excluded from solar contracts; refer to a roofer",
                },
            ],
            "engineer": "Odalys Verhoeven",
            "review_turnaround": "5 business days",
            "reinforcement": "if the engineer requires it, quoted separately",
            "ground_mount_option": {"extra_cost": 2900.0},
        },
        facts={
            "survey_findings": {
                "south_rafters": "design engineer review required",
                "north_shingles": "roof repair excluded",
                "engineer": "Odalys Verhoeven",
                "ground_mount_extra": 2900.0,
            }
        },
    )
    s.say(
        "Thanks, Evander. Here's what survey SV-8077 (February 4) found:\n"
        "- the rafters on the south slope, where your 13 panels would go, are 2x6 at 24-inch "
        "spacing, beyond our racking table. That doesn't mean the roof is too weak: it means "
        "our design engineer, Odalys Verhoeven, has to review it and decide whether it needs "
        "reinforcing. That decision is hers, not the desk's, and takes about 5 business days; "
        "any reinforcement would be quoted separately.\n"
        "- the shingles on the north slope are curling, with about 5-7 years left. Roof repair "
        "is excluded from our solar contracts, so that's one for a roofer.\n\n"
        "I can send the rafters to Odalys for review today. If you'd rather skip the question "
        "entirely, a ground mount in the yard would avoid the roof, for about $2,900 more."
    )
    s.user(
        "no ground mount, I don't want it in the yard. send it to the engineer. and can't "
        "your crew just redo the north shingles while they're up there? I'll pay for it"
    )
    s.confirm(
        "I'm sorry, we can't: roof repair is excluded from our contracts, even paid "
        "separately, because our warranty doesn't cover roofing work. A local roofer can do "
        "it before or after the install. Here's the review request:\n"
        "- Engineering review of the south slope rafters, job J-51008, survey SV-8077\n"
        "- Reviewer: Odalys Verhoeven, design engineer; she decides whether reinforcement is "
        "needed, in about 5 business days\n"
        "- No charge for the review; any reinforcement quoted separately\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_engineering_review",
                {
                    "account_id": "QM-338761",
                    "job_id": "J-51008",
                    "survey_id": "SV-8077",
                    "scope": "south slope rafters",
                },
            )
        ],
    )
    s.yes(
        "fine, I'll call a roofer. yes send it. and no panels on the north side, whatever she "
        "decides",
        facts={"roof_constraint": {"no_panels_on": "north slope", "ground_mount": "declined"}},
    )
    s.call(
        "request_engineering_review",
        {
            "account_id": "QM-338761",
            "job_id": "J-51008",
            "survey_id": "SV-8077",
            "scope": "south slope rafters",
        },
        {
            "review_id": "ER-1178",
            "status": "queued",
            "engineer": "Odalys Verhoeven",
            "job_id": "J-51008",
            "decision_expected_by": "2027-02-17",
            "note": "the engineer decides whether reinforcement is needed; any reinforcement "
            "is quoted separately",
        },
        facts={"engineering_review_id": "ER-1178"},
    )
    s.say(
        "Sent: engineering review ER-1178 is in Odalys Verhoeven's queue, with a decision "
        "expected by Wednesday, February 17. Nothing is decided yet. I've noted on the job "
        "that no panels go on the north slope, whatever the outcome. Your design stays on "
        "hold until the review comes back."
    )
    s.user("and if she says it needs reinforcing, what does that usually cost?")
    s.boundary(
        "engineering review ER-1178 submitted and reported, queued with the design engineer "
        "(decision by Feb 17), not decided; the north shingle repair asked for and refused "
        "(roof repair exclusion); the ground mount ($2,900 more) suggested and declined; no "
        "panels on the north slope; his cost question open"
    )


def session_barn(s):
    """The barn job cancelled, the house job kept; the deposit as account credit corrected to
    a refund to the card."""
    greet(s)
    s.user(
        "Hi, I need to cancel one of my solar jobs, we're selling the barn. The house one "
        "stays! account 190346"
    )
    s.say("I can help with that. Please give me your full name and the email on file.")
    s.user("marguerite tollemache, mtollemache@example.com")
    s.call(
        "lookup_customer",
        {
            "account_id": "QM-190346",
            "name": "Marguerite Tollemache",
            "email": "mtollemache@example.com",
        },
        verified("QM-190346"),
        facts={
            "account_id": "QM-190346",
            "customer": "Marguerite Tollemache",
            "service_address": "402 Fennick Hollow Rd, Pennard, VT 05762",
            "payment_method": "Visa ****6612",
            "jobs": {
                "J-48820": {
                    "site": "house roof",
                    "contract_id": "CT-7402",
                    "install_date": "2027-03-18",
                },
                "J-48821": {"site": "barn roof", "contract_id": "CT-7403", "deposit_paid": 1500.0},
            },
        },
    )
    s.call(
        "get_cancellation_terms",
        {"account_id": "QM-190346", "job_id": "J-48821"},
        {
            "job_id": "J-48821",
            "contract_id": "CT-7403",
            "deposit_paid": 1500.0,
            "deposit_card": "Visa ****6612",
            "design_fee_retained": 250.0,
            "refundable": 1250.0,
            "refund_options": {
                "card": "back to the card that paid, in 5-10 business days",
                "account_credit": "applied at once to another job on the account",
            },
        },
        facts={
            "cancellation_terms": {
                "deposit_paid": 1500.0,
                "design_fee_retained": 250.0,
                "refundable": 1250.0,
            }
        },
    )
    s.say(
        "Thanks, Marguerite. You have two jobs: the house roof (J-48820, install on Thursday, "
        "March 18) and the barn roof (J-48821, contract CT-7403). Cancelling the barn job: of "
        "its $1,500.00 deposit, the $250.00 design fee is kept for the design work already "
        "done, and $1,250.00 comes back to you. It can go back to your Visa ****6612 in 5-10 "
        "business days, or, what I'd suggest, as a credit on the house job right away."
    )
    s.user(
        "only the barn, don't touch the house. just do the credit, whatever's easiest",
        facts={
            "cancel_request": {
                "job_id": "J-48821",
                "keep": "J-48820",
                "refund_to": "account credit",
            }
        },
    )
    s.confirm(
        "Here's the cancellation:\n"
        "- Cancel the barn roof job J-48821 (contract CT-7403)\n"
        "- $250.00 design fee kept; $1,250.00 applied as credit to the house job J-48820\n"
        "- The house job and its March 18 install are not affected\n\n"
        "Shall I cancel the barn job? (yes/no)",
        [
            (
                "cancel_job",
                {
                    "account_id": "QM-190346",
                    "job_id": "J-48821",
                    "refund": 1250.0,
                    "refund_to": "account_credit:J-48820",
                },
            )
        ],
    )
    s.no(
        "oh wait, no. my husband says we want the money back on the card, not a credit, we're "
        "paying the house in cash anyway",
        facts={
            "cancel_request": {"job_id": "J-48821", "keep": "J-48820", "refund_to": "Visa ****6612"}
        },
    )
    s.confirm(
        "No problem, nothing is cancelled yet. Here's the corrected cancellation:\n"
        "- Cancel the barn roof job J-48821 (contract CT-7403)\n"
        "- $250.00 design fee kept; $1,250.00 refunded to Visa ****6612 in 5-10 business days, "
        "not as credit\n"
        "- The house job J-48820 and its March 18 install are not affected\n\n"
        "Shall I cancel the barn job? (yes/no)",
        [
            (
                "cancel_job",
                {
                    "account_id": "QM-190346",
                    "job_id": "J-48821",
                    "refund": 1250.0,
                    "refund_to": "Visa ****6612",
                },
            )
        ],
    )
    s.yes("yes, go ahead")
    s.call(
        "cancel_job",
        {
            "account_id": "QM-190346",
            "job_id": "J-48821",
            "refund": 1250.0,
            "refund_to": "Visa ****6612",
        },
        {
            "cancellation_id": "CN-3318",
            "status": "cancelled",
            "job_id": "J-48821",
            "design_fee_retained": 250.0,
            "refund": {"amount": 1250.0, "to": "Visa ****6612", "expected_by": "2027-02-24"},
            "other_jobs": [
                {"job_id": "J-48820", "status": "scheduled", "install_date": "2027-03-18"}
            ],
        },
        facts={"cancellation_id": "CN-3318"},
    )
    s.boundary(
        "the barn job J-48821 cancelled (CN-3318, $1,250 to Visa ****6612 by Feb 24, $250 "
        "kept), executed, not reported yet; the account-credit version rejected by her "
        "correction; the house job J-48820 untouched"
    )


def session_install(s):
    """The panel upgrade booked first; the first solar dates taken by another job, then
    March 25; the critter guard accepted."""
    greet(s)
    s.user(
        "hi, I got the email that my permit came through. I need this installed before the "
        "end of march, the net metering rate changes april 1. and remember the panel upgrade "
        "has to go first. acct 466103"
    )
    s.say(
        "Congratulations on the permit. To verify the account, please give me your full name "
        "and the last four digits of the phone on file."
    )
    s.user("Thad Brackwell, ends 0152")
    s.call(
        "lookup_customer",
        {"account_id": "QM-466103", "name": "Thaddeus Brackwell", "phone_last4": "0152"},
        verified("QM-466103"),
        facts={
            "account_id": "QM-466103",
            "customer": "Thaddeus Brackwell",
            "service_address": "25 Lantern Hill, Lowick Bay, VT 05877",
            "jobs": {
                "J-60217": {"contract_id": "CT-7811", "what": "panel upgrade to 200 A"},
                "J-60218": {
                    "contract_id": "CT-7812",
                    "what": "11 panels, 4.51 kW",
                    "permit_id": "EP-27-0141",
                    "interconnection_id": "IX-44690",
                },
            },
        },
    )
    s.call(
        "get_install_slots",
        {"account_id": "QM-466103", "job_ids": ["J-60217", "J-60218"], "from": "2027-03-01"},
        {
            "panel_upgrade": [
                {"slot_id": "PU-0309", "date": "2027-03-09", "crew": "electrical crew A"},
                {"slot_id": "PU-0316", "date": "2027-03-16", "crew": "electrical crew A"},
            ],
            "solar_install": [
                {"slot_id": "SI-0322", "dates": ["2027-03-22", "2027-03-23"], "crew": "crew B"},
                {"slot_id": "SI-0325", "dates": ["2027-03-25", "2027-03-26"], "crew": "crew B"},
                {"slot_id": "SI-0406", "dates": ["2027-04-06", "2027-04-07"], "crew": "crew D"},
            ],
            "rule": "the solar install must start at least 7 days after the panel upgrade",
        },
        facts={
            "install_slots": {
                "PU-0309": "2027-03-09",
                "PU-0316": "2027-03-16",
                "SI-0322": "2027-03-22/23",
                "SI-0325": "2027-03-25/26",
                "SI-0406": "2027-04-06/07",
            }
        },
    )
    s.say(
        "Thanks, Thad. Your permit EP-27-0141 is issued and Marren Valley Power has approved "
        "the interconnection, so both jobs can be scheduled. The panel upgrade has to come at "
        "least 7 days before the solar install. Openings:\n"
        "- panel upgrade (J-60217): Tuesday, March 9 or Tuesday, March 16\n"
        "- solar install (J-60218, two days): March 22-23, March 25-26, or April 6-7\n\n"
        "I'd suggest the earliest: the panel upgrade on March 9 and the solar on March 22-23."
    )
    s.user(
        "march 9 for the panel and the 22nd for the solar, yes in that order",
        facts={
            "install_request": {
                "J-60217": "2027-03-09",
                "J-60218": "2027-03-22",
                "before": "2027-03-31",
            }
        },
    )
    s.confirm(
        "Here's what I'll book:\n"
        "1. Panel upgrade J-60217: Tuesday, March 9, 2027 (PU-0309)\n"
        "2. Solar install J-60218: Monday-Tuesday, March 22-23, 2027 (SI-0322)\n\n"
        "Shall I book both? (yes/no)",
        [
            (
                "book_install",
                {"account_id": "QM-466103", "job_id": "J-60217", "slot_id": "PU-0309"},
            ),
            (
                "book_install",
                {"account_id": "QM-466103", "job_id": "J-60218", "slot_id": "SI-0322"},
            ),
        ],
    )
    s.yes("yes book both")
    s.call(
        "book_install",
        {"account_id": "QM-466103", "job_id": "J-60217", "slot_id": "PU-0309"},
        {
            "booking_id": "IN-9052",
            "status": "booked",
            "job_id": "J-60217",
            "date": "2027-03-09",
            "window": "08:00-16:00",
        },
        facts={"install_booking_ids": {"J-60217": "IN-9052"}},
    )
    s.call(
        "book_install",
        {"account_id": "QM-466103", "job_id": "J-60218", "slot_id": "SI-0322"},
        {
            "error": "slot_taken",
            "message": (
                "SI-0322 (crew B, 2027-03-22/23) was booked for another job at 10:14; nothing "
                "was booked for J-60218."
            ),
        },
        error=True,
    )
    s.say(
        "The panel upgrade is booked: IN-9052 on Tuesday, March 9, 8:00 am-4:00 pm. But the "
        "solar install didn't go through: the March 22-23 slot was taken by another job a few "
        "minutes ago, so nothing is booked for the solar yet. I'm sorry. The remaining dates "
        "are March 25-26, still before the end of March, or April 6-7."
    )
    s.user(
        "the 25th then. not april, I told you, it has to be before april 1",
        facts={
            "install_request": {
                "J-60217": "2027-03-09",
                "J-60218": "2027-03-25",
                "before": "2027-04-01",
            }
        },
    )
    s.boundary(
        "panel upgrade IN-9052 (Mar 9) booked; the Mar 22-23 solar booking failed (slot taken) "
        "and reported; he chose Mar 25-26, nothing proposed yet; April 6-7 declined; before "
        "April 1"
    )
    s.confirm(
        "Here's the solar install:\n"
        "- Solar install J-60218: Thursday-Friday, March 25-26, 2027 (SI-0325), 16 days after "
        "the panel upgrade\n\n"
        "Shall I book it? (yes/no)",
        [("book_install", {"account_id": "QM-466103", "job_id": "J-60218", "slot_id": "SI-0325"})],
    )
    s.yes("yes")
    s.call(
        "book_install",
        {"account_id": "QM-466103", "job_id": "J-60218", "slot_id": "SI-0325"},
        {
            "booking_id": "IN-9067",
            "status": "booked",
            "job_id": "J-60218",
            "dates": ["2027-03-25", "2027-03-26"],
            "crew": "crew B",
        },
        facts={"install_booking_ids": {"J-60217": "IN-9052", "J-60218": "IN-9067"}},
    )
    s.say(
        "Booked: the solar install IN-9067 on Thursday and Friday, March 25-26, after the "
        "panel upgrade on March 9. One more thing: with the oaks behind your house, I'd "
        "recommend the critter guard, a mesh skirt around the array that keeps squirrels from "
        "nesting under the panels and chewing the wiring. It's $540, added to contract "
        "CT-7812 and billed with the final milestone."
    )
    s.user(
        "yeah ok the critter guard makes sense, the oaks are full of squirrels",
        facts={"addon_request": {"addon": "critter_guard", "price": 540.0}},
    )
    s.confirm(
        "Here's the change order:\n"
        "- Critter guard on the solar install J-60218 (contract CT-7812): $540.00\n"
        "- Billed with the final milestone, nothing charged today\n\n"
        "Shall I add it? (yes/no)",
        [
            (
                "add_addon",
                {
                    "account_id": "QM-466103",
                    "job_id": "J-60218",
                    "addon": "critter_guard",
                    "price": 540.0,
                },
            )
        ],
    )
    s.yes("yes add it")
    s.boundary(
        "solar install IN-9067 (Mar 25-26) booked and reported; the Mar 22-23 failure still on "
        "the ledger; the critter guard ($540, with the final milestone) recommended by the "
        "agent, accepted, approved by his yes, no call yet"
    )


SCRIPTS = {"roof": session_roof, "barn": session_barn, "install": session_install}
