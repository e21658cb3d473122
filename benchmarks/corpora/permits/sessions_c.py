"""Session scripts, part 3: a footing inspection moved, a contractor authorized, fees paid.

Each script plays one invented session at the permit desk of the City of Quillan Harbor
(owners, contractors, parcels, permits, amounts and dates are made up; Wednesday, March 11,
2026). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import WINDOWS, property_record
from sessions_a import greet


def session_reschedule(s):
    """The deck footing inspection moved before the concrete pour; the fence final kept."""
    greet(s)
    s.user(
        "need to move an inspection. everett quayle, 402 bramblecote. the concrete truck got "
        "pushed so my footings wont be ready tomorrow"
    )
    s.say(
        "I can help with that, Mr. Quayle. Please give me the phone number on your applicant "
        "account."
    )
    s.user("458 555 0135")
    s.call(
        "lookup_property",
        {"address": "402 Bramblecote Dr", "owner_phone": "+1 458-555-0135"},
        property_record(
            "0418-244-402",
            inspections_booked=[
                {
                    "inspection_id": "INS-26-04102",
                    "permit_id": "BP-26-00366",
                    "type": "deck footing",
                    "date": "2026-03-12",
                    "window": "AM",
                },
                {
                    "inspection_id": "INS-26-04118",
                    "permit_id": "FP-26-00219",
                    "type": "fence final",
                    "date": "2026-03-12",
                    "window": "PM",
                },
            ],
            change_policy=(
                "free until 3:00 pm the business day before; a $65.00 late-change fee after"
            ),
        ),
        facts={
            "owner": "Everett Quayle",
            "property": "402 Bramblecote Dr",
            "parcel": "0418-244-402",
            "permits": {
                "INS-26-04102": "deck footing, BP-26-00366, 2026-03-12 AM",
                "INS-26-04118": "fence final, FP-26-00219, 2026-03-12 PM",
            },
        },
    )
    s.say(
        "Thanks, you're confirmed. You have two inspections tomorrow, Thursday, March 12: the "
        "deck footing inspection INS-26-04102 (BP-26-00366) in the morning, 8:00-12:00, and "
        "the fence final INS-26-04118 (FP-26-00219) in the afternoon, 12:00-4:00. Changes made "
        "before 3:00 pm today are free. When will the footings be ready?"
    )
    s.user(
        "just the footing one, the fence one stays tomorrow. truck comes the 19th for the "
        "pour so the footing inspection has to be before the 19th obviously",
        facts={
            "inspection_request": {
                "move": "INS-26-04102",
                "keep": "INS-26-04118",
                "before": "2026-03-19",
            }
        },
    )
    s.call(
        "get_inspection_slots",
        {
            "permit_id": "BP-26-00366",
            "inspection": "deck footing",
            "from": "2026-03-13",
            "to": "2026-03-18",
        },
        {
            "permit_id": "BP-26-00366",
            "inspection": "deck footing",
            "slots": [
                {"date": "2026-03-16", "window": "AM"},
                {"date": "2026-03-17", "window": "AM"},
                {"date": "2026-03-17", "window": "PM"},
                {"date": "2026-03-18", "window": "PM"},
            ],
            "windows": WINDOWS,
        },
        facts={
            "inspection_slots": {
                "2026-03-16": ["AM"],
                "2026-03-17": ["AM", "PM"],
                "2026-03-18": ["PM"],
            }
        },
    )
    s.say(
        "Footing slots before the 19th: Monday, March 16 morning; Tuesday, March 17 morning or "
        "afternoon; Wednesday, March 18 afternoon. I'd suggest Monday morning, the earliest, so "
        "a re-inspection would still fit before the pour."
    )
    s.user("forms wont be done monday. tuesday morning")
    s.confirm(
        "Here's the change:\n"
        "- Deck footing inspection INS-26-04102 (BP-26-00366) moved from Thursday, March 12 "
        "morning to Tuesday, March 17, 2026, morning window (8:00-12:00)\n"
        "- No fee: it's before 3:00 pm today\n"
        "- The fence final INS-26-04118 stays on Thursday, March 12, afternoon\n\n"
        "Shall I move it? (yes/no)",
        [
            (
                "reschedule_inspection",
                {"inspection_id": "INS-26-04102", "new_date": "2026-03-17", "window": "AM"},
            )
        ],
    )
    s.user("wait so the fence guy still comes tomorrow afternoon? I don't want to lose that one")
    s.say(
        "Yes: only INS-26-04102 moves. The fence final INS-26-04118 stays on Thursday, March "
        "12, between 12:00 and 4:00. Shall I move the footing inspection to Tuesday morning? "
        "(yes/no)"
    )
    s.yes("ok yes move it")
    s.call(
        "reschedule_inspection",
        {"inspection_id": "INS-26-04102", "new_date": "2026-03-17", "window": "AM"},
        {
            "inspection_id": "INS-26-04102",
            "status": "rescheduled",
            "permit_id": "BP-26-00366",
            "type": "deck footing",
            "from": {"date": "2026-03-12", "window": "AM"},
            "to": {"date": "2026-03-17", "window": "AM", "window_time": "8:00-12:00"},
            "fee": 0.0,
        },
        facts={"inspection_id": "INS-26-04102"},
    )
    s.boundary(
        "INS-26-04102 (deck footing) moved to Tuesday March 17 AM, no fee, executed, not "
        "reported yet; the fence final INS-26-04118 kept on March 12 PM; the agent's Monday "
        "suggestion declined; before the pour on the 19th"
    )


def session_authorize(s):
    """A builder authorized on the building permit only; the permit fees approved, not paid yet."""
    greet(s)
    s.user(
        "Hi, this is Beatrix Lund, 15 Kestrel Hollow. I've hired Osgood & Pell Builders for my "
        "kitchen remodel and they say they need to be on my permit. their number is CR-18840"
    )
    s.say("Happy to help, Ms. Lund. Please confirm the email address on your applicant account.")
    s.user("beatrix.lund@example.com")
    s.call(
        "lookup_property",
        {"address": "15 Kestrel Hollow", "owner_email": "beatrix.lund@example.com"},
        property_record("0411-097-015"),
        facts={
            "owner": "Beatrix Lund",
            "property": "15 Kestrel Hollow",
            "parcel": "0411-097-015",
            "payment_methods": ["Visa ****6650"],
            "permits": {
                "BP-26-00388": "kitchen remodel, bearing wall removal",
                "EP-26-01175": "electrical, kitchen circuits",
            },
        },
    )
    s.call(
        "verify_contractor",
        {"registration": "CR-18840", "permit_id": "BP-26-00388"},
        {
            "registration": "CR-18840",
            "status": "active",
            "company": "Osgood & Pell Builders",
            "contact": "Marcus Pell",
            "permit_id": "BP-26-00388",
            "authorized": False,
        },
        facts={"contractor": {"company": "Osgood & Pell Builders", "registration": "CR-18840"}},
    )
    s.say(
        "Thanks, you're confirmed. Osgood & Pell Builders (CR-18840, Marcus Pell) has an active "
        "registration but isn't authorized on any of your permits yet. You have two: the "
        "building permit BP-26-00388 for the kitchen remodel and the electrical permit "
        "EP-26-01175. Adding them on both would let them book every inspection for the job."
    )
    s.user(
        "no, only the building permit. my electrician Dev handles the electrical one himself, "
        "keep them off that",
        facts={
            "authorization_request": {
                "contractor": "CR-18840",
                "permit": "BP-26-00388",
                "not": "EP-26-01175",
            }
        },
    )
    s.confirm(
        "Here's the authorization:\n"
        "- Osgood & Pell Builders (CR-18840) as your authorized agent on BP-26-00388 only\n"
        "- They may book inspections, upload plans and pay fees on that permit\n"
        "- EP-26-01175 stays with you and your electrician\n\n"
        "Shall I add them? (yes/no)",
        [
            (
                "add_authorized_agent",
                {
                    "permit_id": "BP-26-00388",
                    "registration": "CR-18840",
                    "scope": ["book inspections", "upload plans", "pay fees"],
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "add_authorized_agent",
        {
            "permit_id": "BP-26-00388",
            "registration": "CR-18840",
            "scope": ["book inspections", "upload plans", "pay fees"],
        },
        {
            "authorization_id": "AUTH-26-0612",
            "status": "active",
            "permit_id": "BP-26-00388",
            "agent": "Osgood & Pell Builders (CR-18840)",
            "effective": "2026-03-11",
            "other_permits": {"EP-26-01175": "no agent"},
        },
        facts={"authorization_id": "AUTH-26-0612"},
    )
    s.say(
        "Done: Osgood & Pell Builders is now your authorized agent on BP-26-00388 "
        "(authorization AUTH-26-0612, effective today). EP-26-01175 has no agent on it."
    )
    s.user(
        "thanks. also can I pay the fees for the remodel permit now? they said the examiner "
        "approved it monday"
    )
    s.call(
        "get_permit_fees",
        {"permit_id": "BP-26-00388"},
        {
            "permit_id": "BP-26-00388",
            "plan_review": {"examiner": "Tomasz Reyna", "result": "approved", "date": "2026-03-09"},
            "permit_fee": 438.08,
            "technology_fee": 17.52,
            "total_due": 455.6,
            "issued_on_payment": True,
        },
        facts={
            "payment_request": {
                "permit_id": "BP-26-00388",
                "total_due": 455.6,
                "approved_by": "Tomasz Reyna",
            }
        },
    )
    s.confirm(
        "Yes: the examiner, Tomasz Reyna, approved the plans on Monday, March 9. Here's the "
        "payment:\n"
        "- BP-26-00388: permit fee $438.08 + technology fee $17.52 = $455.60\n"
        "- Charged to Visa ****6650\n"
        "- The permit is issued as soon as it's paid\n\n"
        "Shall I charge it? (yes/no)",
        [
            (
                "pay_permit_fees",
                {"permit_id": "BP-26-00388", "amount": 455.6, "payment": "Visa ****6650"},
            )
        ],
    )
    s.yes("yes go ahead")
    s.boundary(
        "Osgood & Pell (CR-18840) authorized on BP-26-00388 only (AUTH-26-0612), executed and "
        "reported; adding them on EP-26-01175 suggested and declined; the $455.60 fee payment "
        "approved by her yes, no call yet"
    )


def session_issue(s):
    """Two approved permits: the cheaper electrical one paid first; the e-check fails."""
    greet(s)
    s.user(
        "Hello, Wilhelmina Strand, 66 copperleaf way. I got an email that my addition permits "
        "are approved and I need to pay. my phone is 458-555-0196"
    )
    s.call(
        "lookup_property",
        {"address": "66 Copperleaf Way", "owner_phone": "+1 458-555-0196"},
        property_record(
            "0406-418-066",
            fees_due={
                "BP-26-00341": {"permit_fee": 702.0, "technology_fee": 28.08, "total": 730.08},
                "EP-26-01162": {"permit_fee": 142.5, "technology_fee": 5.7, "total": 148.2},
            },
            approval_valid_days=180,
        ),
        facts={
            "owner": "Wilhelmina Strand",
            "property": "66 Copperleaf Way",
            "parcel": "0406-418-066",
            "payment_methods": ["Visa ****2087", "e-check, account ending 4410"],
            "permits": {
                "BP-26-00341": {"what": "rear addition", "due": 730.08},
                "EP-26-01162": {"what": "addition circuits", "due": 148.2},
            },
        },
    )
    s.say(
        "Thanks, Ms. Strand, you're confirmed. Both permits for the addition are approved and "
        "waiting for their fees:\n"
        "- BP-26-00341, rear addition: $702.00 + $28.08 technology fee = $730.08\n"
        "- EP-26-01162, addition circuits: $142.50 + $5.70 = $148.20\n\n"
        "Each one is issued when it's paid, and the approvals hold for 180 days. Would you like "
        "to pay both today?"
    )
    s.user(
        "the cheaper one first please, the electrical. the big one next week when my paycheck "
        "clears. take it from my bank, the echeck",
        facts={
            "payment_request": {
                "first": "EP-26-01162",
                "later": "BP-26-00341",
                "payment": "e-check, account ending 4410",
            }
        },
    )
    s.confirm(
        "Here's the payment:\n"
        "- EP-26-01162 (addition circuits): $148.20\n"
        "- By e-check from your bank account ending 4410\n"
        "- BP-26-00341 ($730.08) is not paid today\n\n"
        "Shall I take the payment? (yes/no)",
        [
            (
                "pay_permit_fees",
                {
                    "permit_id": "EP-26-01162",
                    "amount": 148.2,
                    "payment": "e-check, account ending 4410",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "pay_permit_fees",
        {"permit_id": "EP-26-01162", "amount": 148.2, "payment": "e-check, account ending 4410"},
        {
            "error": "payment_declined",
            "message": (
                "The bank returned the debit: account ending 4410 is not authorized for "
                "electronic debits. Nothing was charged; EP-26-01162 is not issued."
            ),
        },
        error=True,
    )
    s.say(
        "I'm sorry, the e-check didn't go through: your bank says the account ending 4410 "
        "isn't set up for electronic debits. Nothing was charged and EP-26-01162 isn't issued "
        "yet. I can take the $148.20 on the Visa ****2087 on your account instead."
    )
    s.user("ugh. ok the visa then, but still only the electrical one")
    s.confirm(
        "Here's the payment:\n"
        "- EP-26-01162 (addition circuits): $148.20\n"
        "- Charged to Visa ****2087\n"
        "- BP-26-00341 ($730.08) is not paid today\n\n"
        "Shall I charge it? (yes/no)",
        [
            (
                "pay_permit_fees",
                {"permit_id": "EP-26-01162", "amount": 148.2, "payment": "Visa ****2087"},
            )
        ],
    )
    s.yes("yes")
    s.call(
        "pay_permit_fees",
        {"permit_id": "EP-26-01162", "amount": 148.2, "payment": "Visa ****2087"},
        {
            "permit_id": "EP-26-01162",
            "status": "issued",
            "paid": 148.2,
            "card": "Visa ****2087",
            "receipt": "RC-884455",
            "issued": "2026-03-11",
            "unpaid_permits": [{"permit_id": "BP-26-00341", "due": 730.08}],
        },
        facts={"permit_id": "EP-26-01162", "receipt": "RC-884455"},
    )
    s.say(
        "Paid: $148.20 on your Visa ****2087 (receipt RC-884455), and electrical permit "
        "EP-26-01162 is issued today. BP-26-00341 still has $730.08 due; you can pay it "
        "whenever you're ready within the 180 days. Would you like me to book the electrical "
        "rough-in inspection now?"
    )
    s.user("no, the electrician will call you to book inspections, not me")
    s.boundary(
        "the e-check payment of EP-26-01162 failed (not authorized for debits, ledger "
        "executed) and was reported; $148.20 paid on Visa ****2087, EP-26-01162 issued and "
        "reported; BP-26-00341 ($730.08) left for next week by her choice (the cheaper one "
        "first); booking the rough-in offered and declined"
    )


SCRIPTS = {"reschedule": session_reschedule, "authorize": session_authorize, "issue": session_issue}
