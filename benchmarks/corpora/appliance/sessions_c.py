"""Session scripts, part 3: cover, cancel and tenant.

Each script plays one invented session at the dispatch desk of Pellowe Appliance Care
(customers, accounts, appliances, jobs, amounts and dates are made up; the sessions take place
on Wednesday, 11 March 2026). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import appliances, verified
from sessions_a import greet


def session_cover(s):
    """An extended-cover plan: the cheaper plan, the dishwasher only; no claim for 30 days."""
    greet(s)
    s.user(
        "I'd like to take out one of your cover plans for my dishwasher. what do they cost? "
        "account CA45093"
    )
    s.say("Happy to help. Could you confirm your full name and the phone number on the account?")
    s.user("Cosima Fenwright, 01632 555 0175")
    s.call(
        "verify_customer",
        {"account_id": "CA-45093", "name": "Cosima Fenwright", "phone": "01632 555 0175"},
        verified("CA-45093"),
        facts={
            "account_id": "CA-45093",
            "customer": "Cosima Fenwright",
            "payment_method": "direct debit, account ending 7741",
        },
    )
    s.call(
        "get_appliances",
        {"account_id": "CA-45093"},
        appliances("CA-45093"),
        facts={
            "appliances": {
                "AP-45093-1": {"type": "dishwasher", "model": "Tessaly DW-3"},
                "AP-45093-2": {
                    "type": "fridge",
                    "model": "Kaltvik KF-1900",
                    "manufacturer_warranty_until": "2027-06-29",
                },
            }
        },
    )
    s.call(
        "get_cover_plans",
        {"account_id": "CA-45093"},
        {
            "plans": [
                {
                    "plan": "Essential",
                    "monthly": 6.5,
                    "covers": "parts, labour and call-outs for breakdowns",
                    "excess_per_claim": 40.0,
                },
                {
                    "plan": "Complete",
                    "monthly": 10.9,
                    "covers": "parts, labour and call-outs for breakdowns, plus a yearly service",
                    "excess_per_claim": 0.0,
                },
            ],
            "per": "appliance",
            "waiting_period_days": 30,
            "billing": "monthly by direct debit, first payment on the 1st of the next month",
            "cancel": "any time, no fee",
        },
        facts={
            "cover_plans": {
                "Essential": {"monthly": 6.5, "excess": 40.0},
                "Complete": {"monthly": 10.9, "excess": 0.0},
                "waiting_period_days": 30,
            }
        },
    )
    s.say(
        "Thanks, Cosima. There are two plans, priced per appliance:\n"
        "- Essential: £6.50 a month, parts, labour and call-outs for breakdowns, with a "
        "£40.00 excess per claim\n"
        "- Complete: £10.90 a month, the same with no excess plus a yearly service\n\n"
        "Claims can be made after a 30-day waiting period, and you can cancel any time. For a "
        "dishwasher that's three years old I'd suggest Complete, since there's no excess. You "
        "could also put your Kaltvik fridge on a plan."
    )
    s.user(
        "the cheaper one. just the dishwasher, not the fridge, it's still under kaltvik's "
        "warranty. and can I claim straight away? it's started rattling",
        facts={"cover_choice": {"plan": "Essential", "appliance": "AP-45093-1", "not": "fridge"}},
    )
    s.confirm(
        "I'm sorry, a claim can't be made straight away: there's a 30-day waiting period, so "
        "the rattle couldn't be claimed before 10 April 2026. Here's the cover I'll set up:\n"
        "- Essential plan for the Tessaly DW-3 dishwasher (serial TS23-090466)\n"
        "- £6.50 a month by direct debit from the account ending 7741, first payment 1 April "
        "2026\n"
        "- £40.00 excess per claim; claims from 10 April 2026\n"
        "- The Kaltvik fridge is not included\n\n"
        "Shall I set it up? (yes/no)",
        [
            (
                "enrol_cover_plan",
                {
                    "account_id": "CA-45093",
                    "plan": "Essential",
                    "appliance_id": "AP-45093-1",
                    "start_date": "2026-03-11",
                },
            )
        ],
    )
    s.yes("yes set it up. the rattle will have to wait then")
    s.call(
        "enrol_cover_plan",
        {
            "account_id": "CA-45093",
            "plan": "Essential",
            "appliance_id": "AP-45093-1",
            "start_date": "2026-03-11",
        },
        {
            "cover_id": "CC-209157",
            "status": "active",
            "plan": "Essential",
            "appliance": "dishwasher (Tessaly DW-3, TS23-090466)",
            "start_date": "2026-03-11",
            "claims_from": "2026-04-10",
            "monthly": 6.5,
            "first_payment": "2026-04-01",
            "excess_per_claim": 40.0,
        },
        facts={"cover_id": "CC-209157"},
    )
    s.say(
        "All set: cover CC-209157, the Essential plan on your Tessaly dishwasher, starts "
        "today. £6.50 a month from 1 April, a £40.00 excess per claim, and you can claim "
        "from 10 April 2026. If the rattle is still there then, just call us."
    )
    s.user("thanks. will I get something in writing?")
    s.boundary(
        "cover CC-209157 (Essential, £6.50/month, £40.00 excess, claims from Apr 10) on the "
        "dishwasher executed and reported; Complete and the fridge suggested and declined; "
        "claiming for the rattle now asked for and refused (30-day wait); her question open"
    )


def session_cancel(s):
    """Two booked visits: Thursday's fridge visit cancelled, Monday's washer visit kept."""
    greet(s)
    s.user(
        "hi, I've got two engineers booked and I need to cancel the thursday one. the fridge "
        "sorted itself out after I defrosted it. keep monday's for the washing machine. ref "
        "CA 50377"
    )
    s.say("Sure. Could you confirm your name and postcode for me?")
    s.user("tobias wrenfield mt4 9ag")
    s.call(
        "verify_customer",
        {"account_id": "CA-50377", "name": "Tobias Wrenfield", "postcode": "MT4 9AG"},
        verified("CA-50377"),
        facts={
            "account_id": "CA-50377",
            "customer": "Tobias Wrenfield",
            "address": "12 Ferrier Mews, Marlstow Green MT4 9AG",
        },
    )
    s.call(
        "get_customer_jobs",
        {"account_id": "CA-50377", "status": "booked"},
        {
            "jobs": [
                {
                    "job_id": "JB-260412",
                    "appliance": "fridge (ice build-up)",
                    "date": "2026-03-12",
                    "window": "12:00-16:00",
                    "call_out_due": 55.0,
                },
                {
                    "job_id": "JB-260418",
                    "appliance": "washing machine (door won't lock)",
                    "date": "2026-03-16",
                    "window": "08:00-12:00",
                    "call_out_due": 55.0,
                },
            ],
            "cancellation_terms": "free until 18:00 the day before the window; after that a "
            "£25.00 late-cancellation fee",
        },
        facts={
            "jobs": {
                "JB-260412": {"appliance": "fridge", "date": "2026-03-12"},
                "JB-260418": {"appliance": "washing machine", "date": "2026-03-16"},
            }
        },
    )
    s.say(
        "Thanks, Tobias. You have two visits booked:\n"
        "- JB-260412: fridge (ice build-up), Thursday 12 March, 12:00-16:00\n"
        "- JB-260418: washing machine (door won't lock), Monday 16 March, 08:00-12:00\n\n"
        "Cancelling JB-260412 today is free; the £25.00 late fee only applies after 18:00 the "
        "day before. Since the Thursday slot is freeing up anyway, I could move the washing "
        "machine visit into it, four days sooner."
    )
    s.user(
        "no, monday's fine, I work from home mondays. just cancel thursday's",
        facts={"cancel_request": {"cancel": "JB-260412", "keep": "JB-260418"}},
    )
    s.confirm(
        "Here's the change:\n"
        "- Cancel JB-260412, the fridge visit on Thursday 12 March, 12:00-16:00; no fee\n"
        "- JB-260418, the washing machine visit on Monday 16 March, 08:00-12:00, stays as it "
        "is\n\n"
        "Shall I cancel JB-260412? (yes/no)",
        [("cancel_visit", {"account_id": "CA-50377", "job_id": "JB-260412"})],
    )
    s.yes("yes")
    s.call(
        "cancel_visit",
        {"account_id": "CA-50377", "job_id": "JB-260412"},
        {
            "job_id": "JB-260412",
            "status": "cancelled",
            "cancellation_ref": "CN-4417",
            "fee": 0.0,
            "remaining_jobs": ["JB-260418"],
        },
        facts={"cancellation_id": "CN-4417"},
    )
    s.say(
        "Done: JB-260412 is cancelled (reference CN-4417), with no fee. Your washing machine "
        "visit JB-260418 is still on for Monday 16 March, 08:00-12:00."
    )
    s.user("great. does the engineer need me to empty the drum before monday?")
    s.boundary(
        "the Thursday fridge visit JB-260412 cancelled (CN-4417, no fee), executed and "
        "reported; the Monday washing machine visit JB-260418 kept; moving it to Thursday "
        "suggested by the agent and declined; his question open"
    )


def session_tenant(s):
    """A tenant's repair over the landlord's limit: sent to the landlord, who decides."""
    greet(s)
    s.user(
        "hello, I rent a flat and I think my landlord has an account with you. the washing "
        "machine drum is making a horrible grinding noise and it won't spin. flat 5, 2 "
        "brewhouse yard"
    )
    s.say(
        "I can look that up. Could you give me your name, your landlord's name and your phone "
        "number?"
    )
    s.user("Fenella Osgathorpe. landlord's Mr Tregidgo. 01632 555 0189")
    s.call(
        "verify_customer",
        {
            "address": "Flat 5, 2 Brewhouse Yard, Hobbleford HB4 7LX",
            "tenant_name": "Fenella Osgathorpe",
            "phone": "01632 555 0189",
        },
        verified("CA-19920"),
        facts={
            "account_id": "CA-19920",
            "customer": "Fenella Osgathorpe (tenant; landlord Lucan Tregidgo)",
            "address": "Flat 5, 2 Brewhouse Yard, Hobbleford HB4 7LX",
            "landlord": {"name": "Lucan Tregidgo", "approval_limit": 150.0},
        },
    )
    s.call(
        "get_appliances",
        {"account_id": "CA-19920"},
        appliances("CA-19920"),
        facts={"appliances": {"AP-19920-1": {"type": "washing machine", "model": "Vessen WM-12"}}},
    )
    s.call(
        "get_quote",
        {"account_id": "CA-19920", "serial": "VS19-204433", "fault": "grinding drum, no spin"},
        {
            "quote_id": "Q-71962",
            "diagnosis": "worn drum bearings (likely)",
            "call_out": 55.0,
            "labour": {"half_hours": 5, "rate": 22.0, "amount": 110.0},
            "parts": [{"part": "drum bearing and seal kit", "part_no": "VS-BK-12", "price": 51.0}],
            "vat_rate": 0.2,
            "net": 216.0,
            "vat": 43.2,
            "total": 259.2,
            "approval": "over the landlord's limit of £150.00: needs the landlord's approval",
        },
        facts={"quote": {"quote_id": "Q-71962", "total": 259.2, "net": 216.0, "vat": 43.2}},
    )
    s.say(
        "Thanks, Fenella. The flat is on Lucan Tregidgo's landlord account, and you're listed "
        "as the tenant. For the Vessen WM-12, a grinding drum that won't spin is most likely "
        "the drum bearings. Quote Q-71962: £55.00 call-out + 5 half hours of labour (£110.00) "
        "+ £51.00 bearing kit = £216.00 + VAT £43.20 = £259.20. Mr Tregidgo lets us go ahead "
        "without asking him on jobs up to £150.00, so this one needs his approval first; "
        "landlords usually answer within 2 working days. If you'd rather not wait, I can "
        "book it now at your own cost and you settle it with him."
    )
    s.user(
        "bill the landlord, not me. it's his machine. send it to him",
        facts={"billing": "landlord, not the tenant"},
    )
    s.confirm(
        "Here's the request I'll send to Mr Tregidgo:\n"
        "- Repair of the Vessen WM-12 washing machine at Flat 5, 2 Brewhouse Yard\n"
        "- Quote Q-71962: £259.20 including VAT, invoiced to the landlord account CA-19920\n"
        "- He decides; once he approves, we'll ring you on 01632 555 0189 to book the visit\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_landlord_approval",
                {"account_id": "CA-19920", "quote_id": "Q-71962", "amount": 259.2},
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "request_landlord_approval",
        {"account_id": "CA-19920", "quote_id": "Q-71962", "amount": 259.2},
        {
            "approval_request_id": "LA-3094",
            "status": "pending_landlord_approval",
            "landlord": "Lucan Tregidgo",
            "sent_to": "l.tregidgo@example.net",
            "amount": 259.2,
            "reminder": "2026-03-12",
            "expires": "2026-03-13",
        },
        facts={"approval_request_id": "LA-3094"},
    )
    s.say(
        "Sent: approval request LA-3094 for £259.20 has gone to Mr Tregidgo by email. It's "
        "waiting for his decision and isn't approved yet; we send him a reminder tomorrow and "
        "the request stays open until Friday 13 March. As soon as he approves, we'll ring you "
        "to book the visit."
    )
    s.user("and if he doesn't answer? I've got a week of washing piling up")
    s.boundary(
        "approval request LA-3094 (£259.20, over the £150.00 limit) submitted and reported, "
        "pending the landlord's decision; billing to the landlord, not her; booking now at her "
        "own cost offered and declined; her question open"
    )


SCRIPTS = {"cover": session_cover, "cancel": session_cancel, "tenant": session_tenant}
