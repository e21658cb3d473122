"""Session scripts, part 1: airentry, exam and bond.

Each script plays one invented session at the import desk of Corvane & Sills Customs Brokers
(importers, shipments, entries, amounts and dates are made up). `s.boundary(note)` marks where
a point is frozen. The sessions take place on Thursday, March 11, 2027.
"""

from __future__ import annotations

from records import verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hello, this is the import desk at Corvane & Sills Customs Brokers. I can help with "
        "entry filings, duty estimates and payments, bonds, holds and examinations, terminal "
        "charges and pickups, and your authorized contacts. What can I do for you?"
    )


def session_airentry(s):
    """Only the air consignment entered, duty from the deposit account; then its pickup."""
    greet(s)
    s.user(
        "hi, Oriel from Brackenfold Ceramics, importer # imp 40218. our glaze samples landed "
        "at ebbingford yesterday, can you file the entry? ONLY the air shipment, not the "
        "container, we're still waiting on the commercial invoice for the tiles"
    )
    s.say(
        "Glad to help, Oriel. To verify the account, please give me the email address we "
        "have on file for you."
    )
    s.user("o.vantreese@example.com")
    s.call(
        "verify_importer",
        {"importer_id": "IMP-40218", "email": "o.vantreese@example.com"},
        verified("IMP-40218"),
        facts={
            "importer_id": "IMP-40218",
            "importer": "Brackenfold Ceramics Ltd",
            "contact": "Oriel Vantreese",
            "bond": {"type": "continuous", "bond_id": "CB-771902"},
            "payment_options": {
                "deposit_account": "DEP-40218",
                "balance": 2140.0,
                "card": "Visa ****6304",
            },
        },
    )
    s.call(
        "get_shipments",
        {"importer_id": "IMP-40218", "status": "open"},
        {
            "importer_id": "IMP-40218",
            "shipments": [
                {
                    "shipment_id": "176-48210937",
                    "mode": "air",
                    "reference": "AWB 176-48210937",
                    "goods": "ceramic glaze samples",
                    "port": "Ebbingford Air Cargo Terminal",
                    "arrived": "2027-03-10",
                    "declared_value": 12480.0,
                    "status": "arrived, not entered",
                },
                {
                    "shipment_id": "TGHU4820193",
                    "mode": "ocean",
                    "reference": "container TGHU4820193, vessel Marra Endeavour voy. 114E",
                    "goods": "porcelain floor tiles",
                    "port": "Saltmarrow Container Terminal",
                    "arrived": "2027-03-08",
                    "status": "arrived, not entered; commercial invoice missing",
                    "free_storage_until": "2027-03-15",
                },
                {
                    "shipment_id": "KG-55821",
                    "mode": "truck",
                    "reference": "PRO KG-55821",
                    "goods": "kiln shelving",
                    "port": "Kestle Gap",
                    "eta": "2027-03-16",
                    "status": "in transit",
                },
            ],
        },
        facts={
            "shipments": {
                "176-48210937": {"mode": "air", "arrived": "2027-03-10", "value": 12480.0},
                "TGHU4820193": {"mode": "ocean", "arrived": "2027-03-08", "invoice": "missing"},
                "KG-55821": {"mode": "truck", "eta": "2027-03-16"},
            }
        },
    )
    s.call(
        "get_duty_estimate",
        {"importer_id": "IMP-40218", "shipment_id": "176-48210937"},
        {
            "shipment_id": "176-48210937",
            "tariff_code": "3207.20.00",
            "description": "vitrifiable enamels and glazes",
            "declared_value": 12480.0,
            "duty_rate": "6.5%",
            "duty": 811.2,
            "processing_fee": 32.71,
            "total": 843.91,
            "standard_clearance": "1-2 business days after filing",
            "expedited_clearance": {"surcharge": 85.0, "clears": "within 4 hours of filing"},
        },
        facts={
            "duty_estimate": {
                "shipment_id": "176-48210937",
                "tariff_code": "3207.20.00",
                "rate": "6.5%",
                "duty": 811.2,
                "processing_fee": 32.71,
                "total": 843.91,
            }
        },
    )
    s.say(
        "Thanks, Oriel, you're verified. I'll leave container TGHU4820193 alone. For the air "
        "consignment, AWB 176-48210937 (glaze samples, declared value $12,480.00, arrived "
        "March 10 at Ebbingford):\n"
        "- Tariff 3207.20.00 at 6.5%: duty $811.20\n"
        "- Processing fee: $32.71\n"
        "- Total: $843.91, filed under your continuous bond CB-771902\n\n"
        "Standard clearance takes 1-2 business days. For an $85.00 surcharge we can file it "
        "expedited, which clears within 4 hours; since these are production samples I'd "
        "recommend it. How would you like to pay the duty: your deposit account DEP-40218 "
        "(balance $2,140.00) or the Visa ****6304 on file?"
    )
    s.user(
        "no expedited, 1-2 days is fine. just put it on the card I guess",
        facts={"entry_request": {"shipment_id": "176-48210937", "expedited": False}},
    )
    s.confirm(
        "Here's what I'll do:\n"
        "- File the entry for AWB 176-48210937, tariff 3207.20.00, declared value $12,480.00, "
        "standard clearance (no expedited surcharge), under bond CB-771902\n"
        "- Pay $843.91 ($811.20 duty + $32.71 processing fee) with Visa ****6304\n\n"
        "Shall I go ahead? (yes/no)",
        [
            (
                "file_entry",
                {
                    "importer_id": "IMP-40218",
                    "shipment_id": "176-48210937",
                    "tariff_code": "3207.20.00",
                    "declared_value": 12480.0,
                    "bond_id": "CB-771902",
                    "expedited": False,
                },
            ),
            (
                "pay_duty",
                {
                    "importer_id": "IMP-40218",
                    "shipment_id": "176-48210937",
                    "amount": 843.91,
                    "method": "card Visa ****6304",
                },
            ),
        ],
    )
    s.no(
        "hang on, my controller says duty always comes out of the deposit account, never the "
        "card. deposit account please",
        facts={
            "entry_request": {
                "shipment_id": "176-48210937",
                "expedited": False,
                "pay_from": "DEP-40218",
            }
        },
    )
    s.confirm(
        "Understood, nothing has been filed or charged. Corrected:\n"
        "- File the entry for AWB 176-48210937, tariff 3207.20.00, declared value $12,480.00, "
        "standard clearance, under bond CB-771902\n"
        "- Pay $843.91 from deposit account DEP-40218 (balance afterwards $1,296.09), not the "
        "card\n\n"
        "Shall I go ahead? (yes/no)",
        [
            (
                "file_entry",
                {
                    "importer_id": "IMP-40218",
                    "shipment_id": "176-48210937",
                    "tariff_code": "3207.20.00",
                    "declared_value": 12480.0,
                    "bond_id": "CB-771902",
                    "expedited": False,
                },
            ),
            (
                "pay_duty",
                {
                    "importer_id": "IMP-40218",
                    "shipment_id": "176-48210937",
                    "amount": 843.91,
                    "method": "deposit DEP-40218",
                },
            ),
        ],
    )
    s.yes("yes, go")
    s.call(
        "file_entry",
        {
            "importer_id": "IMP-40218",
            "shipment_id": "176-48210937",
            "tariff_code": "3207.20.00",
            "declared_value": 12480.0,
            "bond_id": "CB-771902",
            "expedited": False,
        },
        {
            "entry_number": "ENT-0417731",
            "status": "filed",
            "shipment_id": "176-48210937",
            "customs_status": "awaiting release by the customs authority",
            "release_expected": "2027-03-12 to 2027-03-15",
        },
        facts={"entry_number": "ENT-0417731"},
    )
    s.call(
        "pay_duty",
        {
            "importer_id": "IMP-40218",
            "shipment_id": "176-48210937",
            "amount": 843.91,
            "method": "deposit DEP-40218",
        },
        {
            "payment_id": "DP-90341",
            "status": "paid",
            "entry_number": "ENT-0417731",
            "amount": 843.91,
            "account": "DEP-40218",
            "balance_after": 1296.09,
        },
        facts={"duty_payment_id": "DP-90341"},
    )
    s.say(
        "Done. Entry ENT-0417731 is filed for AWB 176-48210937 with standard clearance, and "
        "the customs authority is expected to release it between Friday, March 12 and Monday, "
        "March 15. The $843.91 was paid from deposit account DEP-40218 (payment DP-90341); the "
        "balance is now $1,296.09. Container TGHU4820193 hasn't been touched; its free "
        "storage runs until March 15."
    )
    s.user(
        "great. leave the container till I send the invoice. can we get the samples picked "
        "up? our driver does afternoons, and not friday, he's off"
    )
    s.boundary(
        "the card payment rejected by her correction; ENT-0417731 filed (standard) and $843.91 "
        "paid from DEP-40218 (DP-90341), executed and reported; the container untouched; the "
        "expedited surcharge suggested and declined; her pickup request just raised"
    )
    s.call(
        "get_pickup_windows",
        {"shipment_id": "176-48210937", "terminal": "Ebbingford Air Cargo Terminal"},
        {
            "shipment_id": "176-48210937",
            "terminal": "Ebbingford Air Cargo Terminal",
            "windows": [
                {"date": "2027-03-12", "morning": "08:00-12:00", "afternoon": "13:00-17:00"},
                {"date": "2027-03-15", "morning": "08:00-12:00", "afternoon": "13:00-17:00"},
                {"date": "2027-03-16", "morning": "08:00-12:00", "afternoon": "13:00-17:00"},
            ],
            "handling_fee": 45.0,
            "handling_fee_paid": "at pickup",
            "note": "pickup only after customs release",
        },
        facts={
            "pickup_windows": {
                "terminal": "Ebbingford Air Cargo Terminal",
                "afternoon": "13:00-17:00",
                "morning": "08:00-12:00",
                "handling_fee": 45.0,
            }
        },
    )
    s.confirm(
        "Here's the pickup I can book, skipping Friday:\n"
        "- AWB 176-48210937 (entry ENT-0417731) at Ebbingford Air Cargo Terminal\n"
        "- Monday, March 15, 2027, afternoon window 13:00-17:00, your own driver\n"
        "- $45.00 terminal handling fee, paid by the driver at pickup\n"
        "- Subject to customs release, expected by then\n\n"
        "The Monday morning window (08:00-12:00) is open too, if you'd like the samples at the "
        "plant earlier. Shall I book Monday afternoon? (yes/no)",
        [
            (
                "schedule_pickup",
                {
                    "shipment_id": "176-48210937",
                    "terminal": "Ebbingford Air Cargo Terminal",
                    "date": "2027-03-15",
                    "window": "13:00-17:00",
                    "carrier": "importer's own driver",
                },
            )
        ],
    )
    s.yes(
        "yes monday afternoon. morning's no good, he's on the other route",
        facts={"pickup_request": {"date": "2027-03-15", "window": "13:00-17:00"}},
    )
    s.boundary(
        "she said yes to the Monday March 15 afternoon pickup, no call yet; the morning window "
        "offered and declined; Friday ruled out; ENT-0417731 filed, DP-90341 paid"
    )


def session_exam(s):
    """One container on an exam hold (the customs authority decides), the other picked up."""
    greet(s)
    s.user(
        "This is Perpetua Ashdown-Vell at Ravelin Textiles, IMP51893. Two of our boxes came "
        "in on the Stellan Bay and one of them is apparently held?? I need both released, the "
        "yarn has to be at the mill monday"
    )
    s.say(
        "I'll look into it right away, Perpetua. Please confirm the phone number on file for you."
    )
    s.user("208 555 0167")
    s.call(
        "verify_importer",
        {"importer_id": "IMP-51893", "phone": "+1 208-555-0167"},
        verified("IMP-51893"),
        facts={
            "importer_id": "IMP-51893",
            "importer": "Ravelin Textiles",
            "contact": "Perpetua Ashdown-Vell",
            "bond": {"type": "continuous", "bond_id": "CB-702215"},
        },
    )
    s.call(
        "get_hold_status",
        {"importer_id": "IMP-51893", "vessel": "Stellan Bay"},
        {
            "vessel": "Stellan Bay voy. 207W",
            "port": "Saltmarrow Container Terminal",
            "arrived": "2027-03-09",
            "containers": [
                {
                    "container": "RVLU3318204",
                    "goods": "wool yarn",
                    "entry_number": "ENT-0416102",
                    "customs_status": "hold",
                    "hold_id": "HLD-22871",
                    "hold_type": "intensive examination",
                    "ordered_by": "customs authority",
                    "ordered_on": "2027-03-10",
                    "documents_requested": ["packing list", "mill certificate"],
                    "exam_site": "Saltmarrow Central Exam Station",
                    "exam_fee_estimate": 420.0,
                    "release": "decided by the customs authority after the examination",
                },
                {
                    "container": "RVLU3318210",
                    "goods": "cotton twill",
                    "entry_number": "ENT-0416103",
                    "customs_status": "released",
                    "released_on": "2027-03-10",
                },
            ],
            "free_storage_until": "2027-03-12",
            "storage_after_free_time": {"per_day": 95.0, "per": "container"},
        },
        facts={
            "holds": {
                "RVLU3318204": {
                    "hold_id": "HLD-22871",
                    "type": "intensive examination",
                    "by": "customs authority",
                },
                "RVLU3318210": {"status": "released", "on": "2027-03-10"},
            },
            "terminal_charges": {"free_until": "2027-03-12", "per_day": 95.0},
        },
    )
    s.say(
        "Thanks, Perpetua. Here's where the two containers stand:\n"
        "- RVLU3318210 (cotton twill, entry ENT-0416103) was released on March 10 and can be "
        "picked up.\n"
        "- RVLU3318204 (wool yarn, entry ENT-0416102) is on hold HLD-22871: the customs "
        "authority ordered an intensive examination on March 10. I can't release it; only the "
        "customs authority can, after the exam. They've asked for the packing list and the "
        "mill certificate, and I can send those today so the exam can be scheduled. Exam fees "
        "are estimated at $420.00 and are billed to you.\n\n"
        "Free storage for both ends Friday, March 12; after that it's $95.00 per container per "
        "day. Do you have the two documents?"
    )
    s.user(
        "ugh. can't you just push it through, it's yarn, there's nothing in there. the "
        "packing list is PL-RV-0309 and the mill cert is MC 4471, both in the portal"
    )
    s.call(
        "get_pickup_windows",
        {"shipment_id": "RVLU3318210", "terminal": "Saltmarrow Container Terminal"},
        {
            "shipment_id": "RVLU3318210",
            "terminal": "Saltmarrow Container Terminal",
            "windows": [
                {"date": "2027-03-12", "morning": "full", "afternoon": "12:00-16:00"},
                {"date": "2027-03-13", "morning": "07:00-11:00", "afternoon": "closed"},
                {"date": "2027-03-15", "morning": "07:00-11:00", "afternoon": "12:00-16:00"},
            ],
        },
        facts={
            "pickup_windows": {
                "2027-03-12": "afternoon 12:00-16:00 only",
                "2027-03-13": "morning 07:00-11:00",
                "2027-03-15": "morning and afternoon",
            }
        },
    )
    s.say(
        "I'm sorry, I can't push it through: a hold ordered by the customs authority can only "
        "be lifted by them, and neither we nor the terminal can release the container. What I "
        "can do is send PL-RV-0309 and MC-4471 to them now.\n\n"
        "For RVLU3318210, Friday's morning window is full; Friday afternoon (12:00-16:00) is "
        "open, and so is Saturday morning (07:00-11:00), which would still be just one day of "
        "storage. Which would you like?"
    )
    s.user(
        "no weekend deliveries, our warehouse is shut sat and sun. friday afternoon. and send "
        "the docs",
        facts={
            "pickup_request": {
                "container": "RVLU3318210",
                "date": "2027-03-12",
                "window": "afternoon",
            }
        },
    )
    s.confirm(
        "Here's what I'll do:\n"
        "- Send the packing list PL-RV-0309 and the mill certificate MC-4471 to the customs "
        "authority for hold HLD-22871 on RVLU3318204 (the hold stays until they finish the "
        "exam)\n"
        "- Book the pickup of RVLU3318210 at Saltmarrow Container Terminal on Friday, March "
        "12, 2027, 12:00-16:00, within free time\n\n"
        "Shall I go ahead with both? (yes/no)",
        [
            (
                "submit_exam_documents",
                {
                    "container": "RVLU3318204",
                    "hold_id": "HLD-22871",
                    "documents": ["PL-RV-0309", "MC-4471"],
                },
            ),
            (
                "schedule_pickup",
                {
                    "shipment_id": "RVLU3318210",
                    "terminal": "Saltmarrow Container Terminal",
                    "date": "2027-03-12",
                    "window": "12:00-16:00",
                    "carrier": "importer's trucker",
                },
            ),
        ],
    )
    s.yes("yes both")
    s.call(
        "submit_exam_documents",
        {
            "container": "RVLU3318204",
            "hold_id": "HLD-22871",
            "documents": ["PL-RV-0309", "MC-4471"],
        },
        {
            "submission_id": "EXD-5190",
            "status": "received by customs authority",
            "hold_id": "HLD-22871",
            "hold": "remains in place until the customs authority completes the examination",
            "exam_date": "not yet scheduled",
        },
        facts={"exam_submission_id": "EXD-5190"},
    )
    s.call(
        "schedule_pickup",
        {
            "shipment_id": "RVLU3318210",
            "terminal": "Saltmarrow Container Terminal",
            "date": "2027-03-12",
            "window": "12:00-16:00",
            "carrier": "importer's trucker",
        },
        {
            "pickup_id": "PU-30552",
            "status": "booked",
            "shipment_id": "RVLU3318210",
            "date": "2027-03-12",
            "window": "12:00-16:00",
            "storage_due": 0.0,
        },
        facts={"pickup_id": "PU-30552"},
    )
    s.boundary(
        "documents EXD-5190 sent to the customs authority for hold HLD-22871 on RVLU3318204 "
        "(hold stays, exam not scheduled) and pickup PU-30552 of RVLU3318210 on Friday 12:00-16:00 "
        "both executed, not reported yet; release refused (the authority decides); the "
        "Saturday window offered and declined (no weekends)"
    )


def session_bond(s):
    """A single-entry bond for one truck load (not a continuous bond); the surety declines."""
    greet(s)
    s.user(
        "hello, first time importing anything. We've got a truck of bicycle parts coming over "
        "at kestle gap tomorrow and the carrier says we need a customs bond?? Idris "
        "Fallowmere, Tolland Cycle Parts. your sales person set us up as IMP-62047"
    )
    s.say(
        "Welcome, Idris. Yes, every entry needs a bond. To verify the account, please give me "
        "the phone number we have for you."
    )
    s.user("555 0113, area code 208")
    s.call(
        "verify_importer",
        {"importer_id": "IMP-62047", "phone": "+1 208-555-0113"},
        verified("IMP-62047"),
        facts={
            "importer_id": "IMP-62047",
            "importer": "Tolland Cycle Parts",
            "contact": "Idris Fallowmere",
            "payment_options": {"card": "Mastercard ****2217"},
        },
    )
    s.call(
        "get_shipments",
        {"importer_id": "IMP-62047", "status": "open"},
        {
            "importer_id": "IMP-62047",
            "shipments": [
                {
                    "shipment_id": "KG-60318",
                    "mode": "truck",
                    "reference": "PRO KG-60318",
                    "goods": "bicycle drivetrain components",
                    "port": "Kestle Gap",
                    "eta": "2027-03-12",
                    "declared_value": 38250.0,
                    "status": "in transit, not entered",
                }
            ],
        },
        facts={"shipments": {"KG-60318": {"mode": "truck", "eta": "2027-03-12", "value": 38250.0}}},
    )
    s.call(
        "get_bond_options",
        {"importer_id": "IMP-62047", "shipment_id": "KG-60318"},
        {
            "surety": "Gannet Mutual Surety",
            "estimated_duty": {"tariff_code": "8714.93.00", "rate": "5.2%", "duty": 1989.0},
            "continuous": {
                "bond_amount": 50000.0,
                "annual_premium": 520.0,
                "covers": "every entry for 12 months",
            },
            "single_entry": {
                "bond_amount": 41000.0,
                "basis": "declared value plus estimated duty, rounded up to the next 1,000",
                "premium": 164.0,
                "rate": "4.00 per 1,000 of bond amount",
                "covers": "this shipment only",
            },
        },
        facts={
            "bond_options": {
                "continuous": {"amount": 50000.0, "premium": 520.0},
                "single_entry": {"amount": 41000.0, "premium": 164.0},
                "estimated_duty": 1989.0,
            }
        },
    )
    s.say(
        "Thanks, Idris, you're verified. For truck PRO KG-60318 (drivetrain components, "
        "declared value $38,250.00, due at Kestle Gap tomorrow, March 12) the estimated duty "
        "is $1,989.00 (tariff 8714.93.00 at 5.2%). There are two kinds of bond through our "
        "surety, Gannet Mutual:\n"
        "- Continuous bond: $50,000 coverage for every entry over 12 months, $520.00 a year\n"
        "- Single-entry bond: $41,000 (value plus duty, rounded up), covering this truck only, "
        "$164.00 premium\n\n"
        "If you expect to import regularly, I'd suggest the continuous bond; it pays for "
        "itself after about three entries."
    )
    s.user(
        "single entry. just this truck, we bring stuff in maybe twice a year. put it on the "
        "mastercard",
        facts={
            "bond_request": {
                "type": "single_entry",
                "shipment_id": "KG-60318",
                "pay_with": "Mastercard ****2217",
            }
        },
    )
    s.confirm(
        "Here's the bond I'll buy:\n"
        "- Single-entry bond for PRO KG-60318 only, bond amount $41,000.00, Gannet Mutual "
        "Surety\n"
        "- Premium $164.00, charged to Mastercard ****2217\n"
        "- No continuous bond\n\n"
        "Shall I purchase it? (yes/no)",
        [
            (
                "purchase_single_entry_bond",
                {
                    "importer_id": "IMP-62047",
                    "shipment_id": "KG-60318",
                    "bond_amount": 41000.0,
                    "premium": 164.0,
                    "payment": "Mastercard ****2217",
                },
            )
        ],
    )
    s.yes("yep do it")
    s.call(
        "purchase_single_entry_bond",
        {
            "importer_id": "IMP-62047",
            "shipment_id": "KG-60318",
            "bond_amount": 41000.0,
            "premium": 164.0,
            "payment": "Mastercard ****2217",
        },
        {
            "error": "surety_declined",
            "message": (
                "Gannet Mutual Surety declined the bond: no power of attorney on file for "
                "importer IMP-62047; a signed power of attorney is required before a bond is "
                "issued for a new importer. No premium was charged."
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed single-entry bond for KG-60318 ($41,000, $164.00) failed, the surety "
        "declined (no power of attorney on file), not reported yet; the continuous bond "
        "suggested and declined; the truck due tomorrow"
    )


SCRIPTS = {"airentry": session_airentry, "exam": session_exam, "bond": session_bond}
