"""Session scripts, part 2: washer, dishwasher and oven.

Each script plays one invented session at the dispatch desk of Pellowe Appliance Care
(customers, accounts, appliances, jobs, amounts and dates are made up; the sessions take place
on Wednesday, 11 March 2026). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import appliances, verified
from sessions_a import greet


def session_washer(s):
    """A quote with VAT under a £180 cap: the pattern pump, not a new machine; yes, no call."""
    greet(s)
    s.user(
        "washing machine's leaking from underneath and flashing E21. it's an old hallvard. "
        "how much to fix? acc no CA-61205"
    )
    s.say("I can work that out for you. Could you give me your name and the phone number on file?")
    s.user("desmond achterberg, 01632 555 0131")
    s.call(
        "verify_customer",
        {"account_id": "CA-61205", "name": "Desmond Achterberg", "phone": "01632 555 0131"},
        verified("CA-61205"),
        facts={
            "account_id": "CA-61205",
            "customer": "Desmond Achterberg",
            "address": "22 Cobble Wynd, Upper Thrane UT2 8HS",
        },
    )
    s.call(
        "get_appliances",
        {"account_id": "CA-61205"},
        appliances("CA-61205"),
        facts={
            "appliances": {
                "AP-61205-1": {
                    "type": "washing machine",
                    "model": "Hallvard WM-620",
                    "bought": "2015-02-11",
                }
            }
        },
    )
    s.call(
        "get_quote",
        {"account_id": "CA-61205", "serial": "HV14-550921", "fault_code": "E21"},
        {
            "quote_id": "Q-71904",
            "diagnosis": "E21: drain pump fault; leak from the pump seal",
            "call_out": 55.0,
            "labour": {"half_hours": 3, "rate": 22.0, "amount": 66.0},
            "part_options": [
                {
                    "option": "original",
                    "part": "drain pump, Hallvard original",
                    "part_no": "HV-DP-620",
                    "price": 49.0,
                    "stock": "in stock",
                },
                {
                    "option": "pattern",
                    "part": "drain pump, compatible pattern part",
                    "part_no": "NM-DP-3318",
                    "price": 28.5,
                    "stock": "in stock",
                    "part_warranty_months": 12,
                },
            ],
            "vat_rate": 0.2,
            "totals": {
                "original": {"net": 170.0, "vat": 34.0, "total": 204.0},
                "pattern": {"net": 149.5, "vat": 29.9, "total": 179.4},
            },
            "valid_until": "2026-03-25",
            "appliance_age_years": 11,
        },
        facts={
            "quote": {
                "quote_id": "Q-71904",
                "original_total": 204.0,
                "pattern_total": 179.4,
            }
        },
    )
    s.say(
        "Thanks, Desmond. E21 on your Hallvard WM-620 is a drain pump fault, and the leak is "
        "the pump seal. Quote Q-71904:\n"
        "- With the original Hallvard pump: £55.00 call-out + 3 half hours of labour (£66.00) "
        "+ £49.00 pump = £170.00 + VAT £34.00 = £204.00\n"
        "- With a compatible pattern pump (12-month part warranty): £55.00 + £66.00 + £28.50 "
        "= £149.50 + VAT £29.90 = £179.40\n\n"
        "To be honest, the machine is 11 years old, so it may be worth thinking about a "
        "replacement: a new Hallvard WM-840, delivered and installed with the old one taken "
        "away, is £419.00."
    )
    s.user(
        "no more than £180 all in. not buying a new one, this one's been fine. so the cheaper "
        "pump I suppose",
        facts={
            "budget": {"max_total": 180.0},
            "repair_choice": {"part": "pattern", "replace": False},
        },
    )
    s.call(
        "get_visit_slots",
        {"postcodes": ["UT2 8HS"], "from": "2026-03-12"},
        {
            "Upper Thrane": [
                {"date": "2026-03-13", "window": "12:00-16:00"},
                {"date": "2026-03-16", "window": "08:00-12:00"},
            ]
        },
        facts={"slots": {"Upper Thrane": ["2026-03-13 12:00-16:00", "2026-03-16 08:00-12:00"]}},
    )
    s.say(
        "The pattern pump keeps you within £180: £179.40 all in. The first openings in Upper "
        "Thrane are Friday 13 March, 12:00-16:00, or Monday 16 March, 08:00-12:00. Which "
        "suits you?"
    )
    s.user("friday afternoon's fine")
    s.confirm(
        "Here's the repair I'll book:\n"
        "- Hallvard WM-620 washing machine (serial HV14-550921): replace the drain pump with "
        "the pattern pump NM-DP-3318\n"
        "- Quote Q-71904: £55.00 call-out + £66.00 labour + £28.50 part = £149.50 + VAT "
        "£29.90 = £179.40, paid to the technician on the day\n"
        "- Friday 13 March 2026, 12:00-16:00, at 22 Cobble Wynd\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_visit",
                {
                    "account_id": "CA-61205",
                    "quote_id": "Q-71904",
                    "part_option": "pattern",
                    "date": "2026-03-13",
                    "window": "12:00-16:00",
                },
            )
        ],
    )
    s.yes("yep go ahead")
    s.boundary(
        "he said yes to the Fri 13 Mar 12:00-16:00 repair with the pattern pump (£179.40 "
        "incl. VAT, within his £180 cap), no call yet; the £204.00 original-pump option and "
        "the agent's suggestion of a new £419.00 machine declined"
    )


def session_dishwasher(s):
    """Only the dishwasher, not the dryer: Thursday's slot taken (error), then Friday booked."""
    greet(s)
    s.user(
        "hi, dishwasher's not draining, water just sitting in the bottom. the tumble dryer "
        "squeaks too but forget that for now. acct 27439"
    )
    s.say("Let's get that sorted. Could you give me your full name and the email on the account?")
    s.user("Barnaby Quillfeather, barnabyq@example.com")
    s.call(
        "verify_customer",
        {"account_id": "CA-27439", "name": "Barnaby Quillfeather", "email": "barnabyq@example.com"},
        verified("CA-27439"),
        facts={
            "account_id": "CA-27439",
            "customer": "Barnaby Quillfeather",
            "address": "48 Larch Terrace, Marlstow Green MT3 1PD",
        },
    )
    s.call(
        "get_appliances",
        {"account_id": "CA-27439"},
        appliances("CA-27439"),
        facts={
            "appliances": {
                "AP-27439-1": {"type": "dishwasher", "model": "Oreland DW-45"},
                "AP-27439-2": {"type": "tumble dryer", "model": "Oreland TD-70"},
            }
        },
    )
    s.call(
        "get_visit_slots",
        {"postcodes": ["MT3 1PD"], "from": "2026-03-12"},
        {
            "Marlstow Green": [
                {"date": "2026-03-12", "window": "08:00-12:00"},
                {"date": "2026-03-12", "window": "12:00-16:00"},
                {"date": "2026-03-13", "window": "08:00-12:00"},
            ],
            "pricing": {"call_out": 55.0, "labour_per_half_hour": 22.0, "vat_rate": 0.2},
        },
        facts={
            "slots": {
                "Marlstow Green": [
                    "2026-03-12 08:00-12:00",
                    "2026-03-12 12:00-16:00",
                    "2026-03-13 08:00-12:00",
                ]
            }
        },
    )
    s.say(
        "Thanks, Barnaby. For the Oreland DW-45 dishwasher, a visit is £55.00 call-out plus "
        "£22.00 per half hour of labour and any parts, plus VAT, paid on the day. Openings: "
        "Thursday 12 March 08:00-12:00 or 12:00-16:00, or Friday 13 March 08:00-12:00. Since "
        "the technician will be there anyway, I could add the Oreland TD-70 tumble dryer to "
        "the same visit: no second call-out, just the extra labour."
    )
    s.user(
        "only the dishwasher, leave the dryer. thursday afternoon, I'm back home from 1",
        facts={
            "visit_choice": {
                "appliance": "dishwasher",
                "not": "tumble dryer",
                "slot": "2026-03-12 12:00-16:00",
            }
        },
    )
    s.confirm(
        "Here's the visit:\n"
        "- Oreland DW-45 dishwasher, not draining (the tumble dryer is not included)\n"
        "- Thursday 12 March 2026, 12:00-16:00, at 48 Larch Terrace\n"
        "- £55.00 call-out + £22.00 per half hour + parts, plus VAT, paid on the day\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_visit",
                {
                    "account_id": "CA-27439",
                    "appliance_id": "AP-27439-1",
                    "date": "2026-03-12",
                    "window": "12:00-16:00",
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "book_visit",
        {
            "account_id": "CA-27439",
            "appliance_id": "AP-27439-1",
            "date": "2026-03-12",
            "window": "12:00-16:00",
        },
        {
            "error": "slot_unavailable",
            "message": "the 12:00-16:00 window on 2026-03-12 in MT3 was filled by another booking",
        },
        error=True,
    )
    s.boundary(
        "the confirmed Thu 12 Mar 12:00-16:00 dishwasher visit failed (slot filled by another "
        "booking), executed with an error, not reported yet; the dryer left out by his choice "
        "after the agent's offer"
    )
    s.say(
        "I'm sorry, Barnaby: the Thursday 12:00-16:00 window was taken by another booking "
        "just before mine went through, so nothing is booked yet. The openings left are "
        "Thursday 12 March 08:00-12:00 and Friday 13 March 08:00-12:00."
    )
    s.user("I'm at work thursday morning. friday morning then")
    s.confirm(
        "Here's the visit:\n"
        "- Oreland DW-45 dishwasher, not draining (the tumble dryer is not included)\n"
        "- Friday 13 March 2026, 08:00-12:00, at 48 Larch Terrace\n"
        "- £55.00 call-out + £22.00 per half hour + parts, plus VAT, paid on the day\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_visit",
                {
                    "account_id": "CA-27439",
                    "appliance_id": "AP-27439-1",
                    "date": "2026-03-13",
                    "window": "08:00-12:00",
                },
            )
        ],
    )
    s.yes("go on then")
    s.call(
        "book_visit",
        {
            "account_id": "CA-27439",
            "appliance_id": "AP-27439-1",
            "date": "2026-03-13",
            "window": "08:00-12:00",
        },
        {
            "job_id": "JB-260447",
            "status": "booked",
            "appliance": "dishwasher (Oreland DW-45)",
            "date": "2026-03-13",
            "window": "08:00-12:00",
            "call_out": 55.0,
        },
        facts={"job_ids": {"AP-27439-1": "JB-260447"}},
    )
    s.say(
        "Booked: job JB-260447, Friday 13 March, 08:00-12:00, for the dishwasher only. The "
        "technician will ring you about 30 minutes before arriving."
    )
    s.user("cheers. do I pay the technician on the day or do you send an invoice?")
    s.boundary(
        "the Thu 12 Mar afternoon booking failed and was reported; the Fri 13 Mar 08:00-12:00 "
        "dishwasher visit JB-260447 executed and reported; the dryer left out; Thursday "
        "morning turned down (at work); his payment question open"
    )


def session_oven(s):
    """A back-ordered element (the supplier confirms the date); the second visit pending."""
    greet(s)
    s.user(
        "your man came monday and said the fan oven element's gone and a part would have to "
        "be ordered. nobody's rung me since. I need it working before my family arrive on the "
        "20th, I've got 9 for dinner that night. job jb259880"
    )
    s.say("Let me check that job. Could you confirm your name and postcode, please?")
    s.user("Marguerite Penhallow, HB2 5XT")
    s.call(
        "verify_customer",
        {"account_id": "CA-33516", "name": "Marguerite Penhallow", "postcode": "HB2 5XT"},
        verified("CA-33516"),
        facts={
            "account_id": "CA-33516",
            "customer": "Marguerite Penhallow",
            "address": "3 Mistle Barton, Hobbleford HB2 5XT",
        },
    )
    s.call(
        "get_job",
        {"job_id": "JB-259880"},
        {
            "job_id": "JB-259880",
            "account_id": "CA-33516",
            "appliance": "oven (Sondholm SB-58)",
            "visit_date": "2026-03-09",
            "diagnosis": "fan oven element failed (open circuit)",
            "part_needed": {"part_no": "4471-220", "part": "fan oven element 2500W"},
            "part_status": "not ordered: awaiting the customer's go-ahead for the part cost",
            "second_visit": {"labour_half_hours": 2, "call_out": "none (same job)"},
            "call_out_paid": 55.0,
        },
        facts={
            "jobs": {
                "JB-259880": {
                    "visit_date": "2026-03-09",
                    "diagnosis": "fan oven element failed",
                    "part_no": "4471-220",
                }
            }
        },
    )
    s.call(
        "get_part_availability",
        {"part_no": "4471-220"},
        {
            "part_no": "4471-220",
            "part": "Sondholm fan oven element 2500W",
            "supplier": "Northmarch Spares",
            "price": 38.4,
            "in_stock": 0,
            "backorder": True,
            "lead_time": "5-7 working days; the supplier confirms the dispatch date after the "
            "order is placed",
            "estimated_delivery": "2026-03-17",
        },
        facts={
            "part": {
                "part_no": "4471-220",
                "supplier": "Northmarch Spares",
                "price": 38.4,
                "estimated_delivery": "2026-03-17",
            }
        },
    )
    s.say(
        "Thanks, Marguerite, and sorry nobody called. Job JB-259880: on Monday 9 March the "
        "technician found the fan oven element on your Sondholm SB-58 had failed, and the part "
        "was never ordered because we needed your go-ahead for the cost. The element "
        "(4471-220) is £38.40 plus VAT from our supplier, Northmarch Spares, who are out of "
        "stock: it's on back-order, 5 to 7 working days, with the dispatch date confirmed by "
        "Northmarch after the order goes in. Their current estimate is delivery on Tuesday 17 "
        "March. Fitting it is a second visit on the same job, 2 half hours of labour (£44.00) "
        "with no new call-out. I'd suggest ordering it today."
    )
    s.user(
        "yes order it. it HAS to be done before the 20th, they're arriving that afternoon",
        facts={"deadline": {"fixed_before": "2026-03-20"}},
    )
    s.confirm(
        "Here's the order:\n"
        "- Part 4471-220, Sondholm fan oven element 2500W, from Northmarch Spares, for job "
        "JB-259880\n"
        "- £38.40 + VAT £7.68 = £46.08, paid with the second visit\n"
        "- On back-order: Northmarch confirms the dispatch date after the order; estimated "
        "delivery Tuesday 17 March\n\n"
        "Shall I place the order? (yes/no)",
        [
            (
                "order_part",
                {
                    "account_id": "CA-33516",
                    "job_id": "JB-259880",
                    "part_no": "4471-220",
                    "supplier": "Northmarch Spares",
                    "price": 38.4,
                },
            )
        ],
    )
    s.yes("yes, order it")
    s.call(
        "order_part",
        {
            "account_id": "CA-33516",
            "job_id": "JB-259880",
            "part_no": "4471-220",
            "supplier": "Northmarch Spares",
            "price": 38.4,
        },
        {
            "order_id": "PO-61873",
            "status": "backordered",
            "supplier": "Northmarch Spares",
            "dispatch_date": None,
            "supplier_confirmation": "pending: Northmarch confirms the dispatch date within 2 "
            "working days",
            "estimated_delivery": "2026-03-17",
            "deliver_to": "Pellowe depot, Hobbleford",
            "job_id": "JB-259880",
        },
        facts={"part_order_id": "PO-61873"},
    )
    s.boundary(
        "part 4471-220 ordered as PO-61873 (£38.40 + VAT), executed, not reported: back-ordered, "
        "the dispatch date still to be confirmed by Northmarch Spares (estimate Mar 17); her "
        "deadline: working before the family arrive on the 20th; no second visit proposed yet"
    )
    s.confirm(
        "Ordered: PO-61873 with Northmarch Spares. It's on back-order and Northmarch hasn't "
        "confirmed a dispatch date yet; they will within 2 working days, and the estimate is "
        "still delivery on Tuesday 17 March.\n\n"
        "To be sure it's fitted before the 20th, I can book the second visit now:\n"
        "- Job JB-259880, fit the fan oven element\n"
        "- Thursday 19 March 2026, 08:00-12:00\n"
        "- 2 half hours of labour £44.00 + part £38.40 = £82.40 + VAT £16.48 = £98.88, no "
        "call-out, paid on the day\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_visit",
                {
                    "account_id": "CA-33516",
                    "job_id": "JB-259880",
                    "visit": "second",
                    "date": "2026-03-19",
                    "window": "08:00-12:00",
                },
            )
        ],
    )
    s.user("and what happens if the part isn't in by the 19th? could you not do wednesday?")
    s.boundary(
        "PO-61873 reported, back-ordered, dispatch date unconfirmed by Northmarch; the second "
        "visit on Thu 19 Mar 08:00-12:00 (£98.88 incl. VAT) proposed and still pending: she "
        "answered with a question (what if the part is late; could it be Wednesday)"
    )


SCRIPTS = {"washer": session_washer, "dishwasher": session_dishwasher, "oven": session_oven}
