"""Session scripts, part 3: storage, truck and deposit.

Each script plays one invented session at the import desk of Corvane & Sills Customs Brokers
(importers, shipments, entries, amounts and dates are made up). `s.boundary(note)` marks where
a point is frozen. The sessions take place on Thursday, March 11, 2027.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_storage(s):
    """Storage paid and a waiver asked of the terminal for one container; a full window fails."""
    greet(s)
    s.user(
        "Anselm Dravecky, Crowhurst Coffee, IMP-29930. We have two coffee containers sitting "
        "at Saltmarrow and I'm told one is racking up storage. what do we owe and can we get "
        "them out"
    )
    s.say("Let me check, Anselm. Please confirm the phone number on file.")
    s.user("its 208-555-0159")
    s.call(
        "verify_importer",
        {"importer_id": "IMP-29930", "phone": "+1 208-555-0159"},
        verified("IMP-29930"),
        facts={
            "importer_id": "IMP-29930",
            "importer": "Crowhurst Coffee Roasters",
            "contact": "Anselm Dravecky",
            "payment_options": {
                "deposit_account": "DEP-29930",
                "balance": 1050.0,
                "card": "Visa ****3386",
            },
        },
    )
    s.call(
        "get_terminal_charges",
        {"importer_id": "IMP-29930", "terminal": "Saltmarrow Container Terminal"},
        {
            "terminal": "Saltmarrow Container Terminal",
            "as_of": "2027-03-11",
            "containers": [
                {
                    "container": "CRWU5501276",
                    "goods": "green coffee, Huila",
                    "customs_status": "released",
                    "free_time_ended": "2027-03-08",
                    "storage_per_day": 95.0,
                    "days_charged": 3,
                    "storage_due": 285.0,
                    "charged_days": ["2027-03-09", "2027-03-10", "2027-03-11"],
                },
                {
                    "container": "CRWU5501281",
                    "goods": "green coffee, Sidamo",
                    "customs_status": "released",
                    "free_time_until": "2027-03-16",
                    "storage_due": 0.0,
                },
            ],
            "terminal_notice": (
                "gate closed 2027-03-09 to 2027-03-10 for crane repairs (terminal-side); "
                "storage waiver requests for those days are reviewed by terminal billing "
                "within 3 business days"
            ),
            "pickup_rule": "storage due must be paid before a pickup is booked",
        },
        facts={
            "terminal_charges": {
                "CRWU5501276": {"due": 285.0, "per_day": 95.0, "days": 3},
                "CRWU5501281": {"due": 0.0, "free_until": "2027-03-16"},
            }
        },
    )
    s.say(
        "Thanks, Anselm. Both containers are released by customs:\n"
        "- CRWU5501276 (Huila): free time ended March 8; storage is $95.00 a day, 3 days so "
        "far (March 9-11), $285.00 due\n"
        "- CRWU5501281 (Sidamo): free until March 16, nothing due\n\n"
        "The storage has to be paid before a pickup can be booked. Also, the terminal's gate "
        "was closed on March 9 and 10 for crane repairs, so you couldn't have collected on "
        "those days: I'd suggest asking the terminal to waive those two days ($190.00). Their "
        "billing team decides, within 3 business days. Which container do you want first?"
    )
    s.user(
        "the one that's already costing us first, the other can wait till monday. yeah try "
        "the waiver. pay the 285 out of the deposit account and book it for friday morning",
        facts={
            "pickup_request": {"first": "CRWU5501276", "date": "2027-03-12", "window": "morning"},
            "payment_request": {"amount": 285.0, "from": "DEP-29930"},
        },
    )
    s.confirm(
        "Here's what I'll do:\n"
        "- Pay $285.00 storage on CRWU5501276 from deposit account DEP-29930 (balance after: "
        "$765.00)\n"
        "- Book the pickup of CRWU5501276 on Friday, March 12, 2027, morning window "
        "07:00-11:00\n"
        "- Ask Saltmarrow terminal billing to waive March 9 and 10 ($190.00) because of the "
        "gate closure\n\n"
        "Shall I go ahead? (yes/no)",
        [
            (
                "pay_terminal_charges",
                {"container": "CRWU5501276", "amount": 285.0, "method": "deposit DEP-29930"},
            ),
            (
                "schedule_pickup",
                {
                    "shipment_id": "CRWU5501276",
                    "terminal": "Saltmarrow Container Terminal",
                    "date": "2027-03-12",
                    "window": "07:00-11:00",
                    "carrier": "importer's trucker",
                },
            ),
            (
                "request_storage_waiver",
                {
                    "container": "CRWU5501276",
                    "days": ["2027-03-09", "2027-03-10"],
                    "amount": 190.0,
                    "reason": "terminal gate closed for crane repairs",
                },
            ),
        ],
    )
    s.yes("yes")
    s.call(
        "pay_terminal_charges",
        {"container": "CRWU5501276", "amount": 285.0, "method": "deposit DEP-29930"},
        {
            "payment_id": "TC-66208",
            "status": "paid",
            "container": "CRWU5501276",
            "amount": 285.0,
            "balance_after": 765.0,
            "storage_paid_through": "2027-03-11",
        },
        facts={"charges_payment_id": "TC-66208"},
    )
    s.call(
        "schedule_pickup",
        {
            "shipment_id": "CRWU5501276",
            "terminal": "Saltmarrow Container Terminal",
            "date": "2027-03-12",
            "window": "07:00-11:00",
            "carrier": "importer's trucker",
        },
        {
            "error": "window_full",
            "message": (
                "The 2027-03-12 morning window (07:00-11:00) at Saltmarrow Container Terminal "
                "is fully booked. Open: 2027-03-12 12:00-16:00, 2027-03-15 07:00-11:00."
            ),
        },
        error=True,
    )
    s.call(
        "request_storage_waiver",
        {
            "container": "CRWU5501276",
            "days": ["2027-03-09", "2027-03-10"],
            "amount": 190.0,
            "reason": "terminal gate closed for crane repairs",
        },
        {
            "waiver_id": "SW-4107",
            "status": "pending_terminal_review",
            "decided_by": "Saltmarrow terminal billing",
            "decision_expected": "2027-03-16",
            "amount": 190.0,
            "if_granted": "credited to the deposit account it was paid from",
        },
        facts={"waiver_id": "SW-4107"},
    )
    s.say(
        "Here's where it stands:\n"
        "- Paid: $285.00 storage on CRWU5501276 from DEP-29930 (payment TC-66208); the "
        "balance is now $765.00\n"
        "- Waiver request SW-4107 for $190.00 is with Saltmarrow terminal billing, who expect "
        "to decide by March 16. It isn't granted yet; if it is, the $190.00 goes back to "
        "DEP-29930\n"
        "- The pickup did NOT go through: Friday's morning window is fully booked. Open "
        "instead: Friday 12:00-16:00 or Monday 07:00-11:00. Storage keeps running at $95.00 "
        "a day until the box is out."
    )
    s.user("friday afternoon then. is there any chance the waiver gets us the whole 285 back?")
    s.boundary(
        "TC-66208 ($285.00 from DEP-29930) paid; the Friday morning pickup failed (window "
        "full); waiver SW-4107 ($190.00) pending with terminal billing, not granted; all "
        "reported; the waiver suggested by the agent; his question and his afternoon choice "
        "open"
    )
    s.confirm(
        "No, I'm afraid: the waiver only covers the two days the gate was closed, March 9 and "
        "10, so $190.00 at most; March 11 is owed either way. Here's the new pickup:\n"
        "- CRWU5501276 at Saltmarrow Container Terminal, Friday, March 12, 2027, afternoon "
        "window 12:00-16:00\n"
        "- Storage for March 12 ($95.00) is billed when the box leaves\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "schedule_pickup",
                {
                    "shipment_id": "CRWU5501276",
                    "terminal": "Saltmarrow Container Terminal",
                    "date": "2027-03-12",
                    "window": "12:00-16:00",
                    "carrier": "importer's trucker",
                },
            )
        ],
    )
    s.yes("yes book it")
    s.call(
        "schedule_pickup",
        {
            "shipment_id": "CRWU5501276",
            "terminal": "Saltmarrow Container Terminal",
            "date": "2027-03-12",
            "window": "12:00-16:00",
            "carrier": "importer's trucker",
        },
        {
            "pickup_id": "PU-30617",
            "status": "booked",
            "shipment_id": "CRWU5501276",
            "date": "2027-03-12",
            "window": "12:00-16:00",
            "storage_billed_at_gate_out": 95.0,
        },
        facts={"pickup_id": "PU-30617"},
    )
    s.boundary(
        "the Friday 12:00-16:00 pickup PU-30617 of CRWU5501276 executed, not reported yet; "
        "CRWU5501281 not acted on (Monday, his choice); SW-4107 still pending; the waiver "
        "capped at $190.00"
    )


def session_truck(s):
    """Two truck entries filed, only today's expedited; duty for both on the card."""
    greet(s)
    s.user(
        "Jorun Belcastro, Norrow Marine Hardware IMP 70264. two trucks at kestle gap, one "
        "there today and one monday. file both please, but only today's one needs to go "
        "fast, the monday one can go normal"
    )
    s.say("Sure, Jorun. Please confirm the email on file.")
    s.user("jbelcastro@example.net")
    s.call(
        "verify_importer",
        {"importer_id": "IMP-70264", "email": "jbelcastro@example.net"},
        verified("IMP-70264"),
        facts={
            "importer_id": "IMP-70264",
            "importer": "Norrow Marine Hardware",
            "contact": "Jorun Belcastro",
            "bond": {"type": "continuous", "bond_id": "CB-604417"},
            "payment_options": {"card": "Amex ****3009"},
        },
    )
    s.call(
        "get_duty_estimate",
        {"importer_id": "IMP-70264", "shipment_ids": ["KG-61904", "KG-61977"]},
        {
            "estimates": [
                {
                    "shipment_id": "KG-61904",
                    "goods": "stainless steel deck fittings",
                    "arrives": "2027-03-11",
                    "tariff_code": "7318.15.00",
                    "declared_value": 9600.0,
                    "duty_rate": "3.4%",
                    "duty": 326.4,
                    "processing_fee": 32.71,
                    "total": 359.11,
                },
                {
                    "shipment_id": "KG-61977",
                    "goods": "galvanized anchor chain",
                    "arrives": "2027-03-15",
                    "tariff_code": "7315.82.00",
                    "declared_value": 22150.0,
                    "duty_rate": "2.8%",
                    "duty": 620.2,
                    "processing_fee": 32.71,
                    "total": 652.91,
                },
            ],
            "expedited_clearance": {
                "surcharge": 85.0,
                "per": "entry",
                "clears": "within 4 hours of filing or arrival",
            },
            "standard_clearance": "1-2 business days after arrival",
        },
        facts={
            "duty_estimate": {
                "KG-61904": {"value": 9600.0, "rate": "3.4%", "total": 359.11},
                "KG-61977": {"value": 22150.0, "rate": "2.8%", "total": 652.91},
                "expedited": 85.0,
            }
        },
    )
    s.say(
        "Thanks, Jorun. The two trucks:\n"
        "- PRO KG-61904 (stainless deck fittings), at Kestle Gap today: $9,600.00 at 3.4% = "
        "$326.40 duty + $32.71 fee = $359.11; expedited adds $85.00 and clears within 4 hours\n"
        "- PRO KG-61977 (anchor chain), arriving Monday, March 15: $22,150.00 at 2.8% = "
        "$620.20 duty + $32.71 fee = $652.91; standard clearance is 1-2 business days after "
        "arrival\n\n"
        "Since the chain is the bigger load, you might expedite Monday's truck as well, so it "
        "doesn't sit at the border till Wednesday. You have no deposit account, so the duty "
        "would go on the Amex ****3009."
    )
    s.user(
        "no, just today's. the chain isn't urgent. amex is fine",
        facts={
            "entry_request": {
                "KG-61904": {"expedited": True},
                "KG-61977": {"expedited": False},
                "pay_with": "Amex ****3009",
            }
        },
    )
    s.confirm(
        "Here's what I'll do, under continuous bond CB-604417:\n"
        "- File KG-61904, expedited: $359.11 + $85.00 surcharge = $444.11 on Amex ****3009\n"
        "- File KG-61977, standard (not expedited), ahead of Monday's arrival: $652.91 on Amex "
        "****3009\n\n"
        "Shall I file both and charge the card? (yes/no)",
        [
            (
                "file_entry",
                {
                    "importer_id": "IMP-70264",
                    "shipment_id": "KG-61904",
                    "tariff_code": "7318.15.00",
                    "declared_value": 9600.0,
                    "bond_id": "CB-604417",
                    "expedited": True,
                },
            ),
            (
                "pay_duty",
                {
                    "importer_id": "IMP-70264",
                    "shipment_id": "KG-61904",
                    "amount": 444.11,
                    "method": "card Amex ****3009",
                },
            ),
            (
                "file_entry",
                {
                    "importer_id": "IMP-70264",
                    "shipment_id": "KG-61977",
                    "tariff_code": "7315.82.00",
                    "declared_value": 22150.0,
                    "bond_id": "CB-604417",
                    "expedited": False,
                },
            ),
            (
                "pay_duty",
                {
                    "importer_id": "IMP-70264",
                    "shipment_id": "KG-61977",
                    "amount": 652.91,
                    "method": "card Amex ****3009",
                },
            ),
        ],
    )
    s.yes("yes")
    s.call(
        "file_entry",
        {
            "importer_id": "IMP-70264",
            "shipment_id": "KG-61904",
            "tariff_code": "7318.15.00",
            "declared_value": 9600.0,
            "bond_id": "CB-604417",
            "expedited": True,
        },
        {
            "entry_number": "ENT-0418840",
            "status": "filed",
            "clearance": "expedited",
            "customs_status": "awaiting release by the customs authority",
            "release_expected": "2027-03-11 by 16:30",
        },
        facts={"entries": {"KG-61904": "ENT-0418840"}},
    )
    s.call(
        "pay_duty",
        {
            "importer_id": "IMP-70264",
            "shipment_id": "KG-61904",
            "amount": 444.11,
            "method": "card Amex ****3009",
        },
        {
            "payment_id": "DP-91107",
            "status": "paid",
            "entry_number": "ENT-0418840",
            "amount": 444.11,
        },
    )
    s.call(
        "file_entry",
        {
            "importer_id": "IMP-70264",
            "shipment_id": "KG-61977",
            "tariff_code": "7315.82.00",
            "declared_value": 22150.0,
            "bond_id": "CB-604417",
            "expedited": False,
        },
        {
            "entry_number": "ENT-0418841",
            "status": "filed before arrival",
            "clearance": "standard",
            "customs_status": "awaiting arrival",
            "release_expected": "2027-03-16 to 2027-03-17",
        },
        facts={"entries": {"KG-61904": "ENT-0418840", "KG-61977": "ENT-0418841"}},
    )
    s.call(
        "pay_duty",
        {
            "importer_id": "IMP-70264",
            "shipment_id": "KG-61977",
            "amount": 652.91,
            "method": "card Amex ****3009",
        },
        {
            "payment_id": "DP-91108",
            "status": "paid",
            "entry_number": "ENT-0418841",
            "amount": 652.91,
        },
    )
    s.say(
        "Both filed:\n"
        "- ENT-0418840 for KG-61904, expedited; release expected today by 4:30 pm; $444.11 "
        "charged to Amex ****3009 (DP-91107)\n"
        "- ENT-0418841 for KG-61977, standard, filed ahead of Monday's arrival; release "
        "expected March 16-17; $652.91 charged to Amex ****3009 (DP-91108)\n\n"
        "Release is up to the customs authority in both cases."
    )
    s.user("great. what happens if customs decides to inspect the chain truck?")
    s.boundary(
        "ENT-0418840 (KG-61904, expedited, $444.11) and ENT-0418841 (KG-61977, standard, "
        "$652.91) filed and paid, executed and reported; expediting Monday's truck suggested "
        "and declined; his question about an inspection open"
    )


def session_deposit(s):
    """Two duty bills, the cheaper one paid first from the deposit; never by card."""
    greet(s)
    s.user(
        "Tobiah Marchbanks, Quenby Glassworks, IMP-66120. we got two duty notices, can you "
        "pay them out of our deposit account"
    )
    s.say("Of course, Tobiah. Please confirm the email address on file.")
    s.user("tobiah@example.net")
    s.call(
        "verify_importer",
        {"importer_id": "IMP-66120", "email": "tobiah@example.net"},
        verified("IMP-66120"),
        facts={
            "importer_id": "IMP-66120",
            "importer": "Quenby Glassworks",
            "contact": "Tobiah Marchbanks",
            "payment_options": {
                "deposit_account": "DEP-66120",
                "balance": 900.0,
                "card": "Visa ****8852",
            },
        },
    )
    s.call(
        "get_entries",
        {"importer_id": "IMP-66120", "status": "duty_unpaid"},
        {
            "importer_id": "IMP-66120",
            "entries": [
                {
                    "entry_number": "ENT-0415573",
                    "shipment_id": "QGWU2290415",
                    "mode": "ocean",
                    "goods": "borosilicate tubing",
                    "amount_due": 1063.8,
                    "payment_due": "2027-03-17",
                },
                {
                    "entry_number": "ENT-0415590",
                    "shipment_id": "176-51240077",
                    "mode": "air",
                    "goods": "graphite mold inserts",
                    "amount_due": 412.55,
                    "payment_due": "2027-03-17",
                },
            ],
            "deposit_account": {"account": "DEP-66120", "balance": 900.0},
        },
        facts={
            "entries": {
                "ENT-0415573": {"due": 1063.8, "by": "2027-03-17"},
                "ENT-0415590": {"due": 412.55, "by": "2027-03-17"},
            }
        },
    )
    s.confirm(
        "Thanks, Tobiah. Two entries have duty due by Wednesday, March 17: ENT-0415573 "
        "(container QGWU2290415, $1,063.80) and ENT-0415590 (air waybill 176-51240077, "
        "$412.55), $1,476.35 together. Your deposit account DEP-66120 holds $900.00, not "
        "enough for both. I'd suggest:\n"
        "- Pay ENT-0415590, $412.55, from DEP-66120\n"
        "- Pay ENT-0415573, $1,063.80, with the Visa ****8852 on file\n\n"
        "Shall I make both payments? (yes/no)",
        [
            (
                "pay_duty",
                {
                    "importer_id": "IMP-66120",
                    "entry_number": "ENT-0415590",
                    "amount": 412.55,
                    "method": "deposit DEP-66120",
                },
            ),
            (
                "pay_duty",
                {
                    "importer_id": "IMP-66120",
                    "entry_number": "ENT-0415573",
                    "amount": 1063.8,
                    "method": "card Visa ****8852",
                },
            ),
        ],
    )
    s.no(
        "no, not by card, we never pay duty on the card. pay the cheaper one first from the "
        "deposit, the other one waits till we top up the account on monday",
        facts={
            "payment_request": {
                "pay_now": "ENT-0415590",
                "from": "DEP-66120",
                "later": "ENT-0415573",
                "card": False,
            }
        },
    )
    s.confirm(
        "Understood, nothing has been paid. Just this one, then:\n"
        "- Pay ENT-0415590 (air waybill 176-51240077), $412.55, from DEP-66120 (balance "
        "after: $487.45)\n"
        "- ENT-0415573 ($1,063.80) stays unpaid until you top up; it's due by March 17, so the "
        "account needs at least $576.35 more by then\n\n"
        "Shall I pay it? (yes/no)",
        [
            (
                "pay_duty",
                {
                    "importer_id": "IMP-66120",
                    "entry_number": "ENT-0415590",
                    "amount": 412.55,
                    "method": "deposit DEP-66120",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "pay_duty",
        {
            "importer_id": "IMP-66120",
            "entry_number": "ENT-0415590",
            "amount": 412.55,
            "method": "deposit DEP-66120",
        },
        {
            "payment_id": "DP-91032",
            "status": "paid",
            "entry_number": "ENT-0415590",
            "amount": 412.55,
            "account": "DEP-66120",
            "balance_after": 487.45,
        },
        facts={"duty_payment_id": "DP-91032"},
    )
    s.boundary(
        "both payments (one by card) rejected by his correction; ENT-0415590's $412.55 paid "
        "from DEP-66120 (DP-91032), executed, not reported yet; ENT-0415573 ($1,063.80) left "
        "unpaid until Monday's top-up; the card suggested by the agent and refused"
    )


SCRIPTS = {"storage": session_storage, "truck": session_truck, "deposit": session_deposit}
