"""Session scripts, part 3: scope, waste and cancel.

Each script plays one invented session at the customer desk of Gorsebridge Grounds & Gardens
(clients, ids, properties, amounts and dates are made up). `s.boundary(note)` marks where a
point is frozen. The sessions take place on Wednesday, March 18, 2026.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_scope(s):
    """A change of scope on site: submitted to the crew lead, who decides."""
    greet(s)
    s.user(
        "hello, your crew is at my house right now doing the hedge, 18 ferrule court. I "
        "want them to take out a dead shrub as well and the lead guy said to ring you. "
        "Auberon Twelvetrees"
    )
    s.say("I can help. Please confirm the phone number on your account.")
    s.user("503 555 0171")
    s.call(
        "verify_client",
        {"client_id": "CL-40788", "name": "Auberon Twelvetrees", "phone": "+1 503-555-0171"},
        verified("CL-40788"),
        facts={
            "client_id": "CL-40788",
            "client": "Auberon Twelvetrees",
            "properties": {"PR-8233": "18 Ferrule Court, Keddleston Cross"},
            "payment_method": "Visa ****4460",
        },
    )
    s.call(
        "get_job",
        {"client_id": "CL-40788", "date": "2026-03-18"},
        {
            "job_id": "JB-26-1139",
            "status": "in_progress",
            "work": "laurel hedge trim, 22 m, to 1.8 m",
            "total": 385.0,
            "crew_lead": "Faramond Frane",
            "scope_changes": "added work is approved by the crew lead on site after "
            "inspection; the desk submits the request",
        },
        facts={"job_id": "JB-26-1139"},
    )
    s.say(
        "Thanks, Auberon. Today's job is JB-26-1139, the 22 m laurel hedge trimmed to 1.8 m, "
        "$385.00. Extra work on site is approved by the crew lead, Faramond Frane, once he has "
        "looked at it; I can send him the request now. Removing a dead shrub is usually about "
        "an hour ($62.00) plus a load of green waste ($65.00). While they're there, I could "
        "also add a replacement, a hebe from Quillfern Nursery, for $38.00 planted."
    )
    s.user(
        "no replacement, leave the bed empty, I'll plant it myself. it's the dead ceanothus "
        "by the garage. and keep the extra under 150, I'm not doing another 300 quid job",
        facts={
            "scope_request": {
                "add": "remove dead ceanothus by the garage",
                "max_extra": 150.0,
                "replacement": False,
            }
        },
    )
    s.confirm(
        "Here's the request I'll send to Faramond Frane on site:\n"
        "- Job JB-26-1139, 18 Ferrule Court: also remove the dead ceanothus by the garage, "
        "roots included, no replacement\n"
        "- Estimate about $127.00 extra (1 hour $62.00 + 1 load of green waste $65.00), at "
        "most $150.00\n"
        "- The crew lead approves or declines it after looking at the shrub\n\n"
        "Shall I send it? (yes/no)",
        [
            (
                "request_scope_change",
                {
                    "job_id": "JB-26-1139",
                    "add": "remove dead ceanothus by the garage, roots included",
                    "estimate": 127.0,
                    "max_extra": 150.0,
                },
            )
        ],
    )
    s.yes("yes send it")
    s.call(
        "request_scope_change",
        {
            "job_id": "JB-26-1139",
            "add": "remove dead ceanothus by the garage, roots included",
            "estimate": 127.0,
            "max_extra": 150.0,
        },
        {
            "request_id": "SC-4471",
            "status": "pending_crew_lead_approval",
            "crew_lead": "Faramond Frane",
            "job_id": "JB-26-1139",
            "note": "the crew lead inspects and approves or declines on site",
        },
        facts={"scope_request_id": "SC-4471"},
    )
    s.say(
        "Sent: request SC-4471 is with Faramond Frane. It isn't approved yet: he'll look at "
        "the ceanothus and approve or decline it on site, and he won't go over $150.00 "
        "without asking you. If he approves, the extra is added to the JB-26-1139 invoice."
    )
    s.user("ok. and he won't cut the laurel lower than the 1.8 will he? it's our privacy")
    s.boundary(
        "scope change SC-4471 (remove the dead ceanothus, about $127.00, at most $150.00) "
        "submitted and reported, pending the crew lead's approval on site, not approved; the "
        "hebe replacement suggested and declined; his question about the hedge height open"
    )


def session_waste(s):
    """Storm debris: two loads booked for the 19th; the call-out waiver refused."""
    greet(s)
    s.user(
        "Hi there. The storm brought half my neighbours' willow down in my garden. Can you "
        "take it away? 40 kiln yard. Berenice Vosloo"
    )
    s.say("Of course. Please confirm your account number or the email on the account.")
    s.user("bvosloo@example.com")
    s.call(
        "verify_client",
        {"name": "Berenice Vosloo", "email": "bvosloo@example.com"},
        verified("CL-43120"),
        facts={
            "client_id": "CL-43120",
            "client": "Berenice Vosloo",
            "properties": {"PR-9460": "40 Kiln Yard, Wrayburn"},
            "payment_method": "Mastercard ****3581",
        },
    )
    s.say(
        "Thanks, Berenice. Green-waste removal is $65.00 a load, plus a $45.00 call-out. "
        "Roughly how much is there?"
    )
    s.user(
        "a lot of branches, maybe 3 loads? it needs to go before friday, I've got my "
        "daughter's party in the garden on saturday",
        facts={"waste_request": {"loads_estimate": 3, "before": "2026-03-20"}},
    )
    s.call(
        "get_waste_options",
        {"property_id": "PR-9460", "before": "2026-03-20"},
        {
            "property_id": "PR-9460",
            "green_waste_per_load": 65.0,
            "chipping_on_site_per_load": 40.0,
            "call_out_fee": 45.0,
            "slots": ["2026-03-19"],
            "load_note": "bill the loads actually taken; a trailer load is about 2 m3",
        },
        facts={
            "waste_request": {"loads_estimate": 3, "before": "2026-03-20", "slot": "2026-03-19"}
        },
    )
    s.say(
        "We can come tomorrow, Thursday, March 19. You're billed for the loads we actually "
        "take, $65.00 each. Another option is chipping the branches on site at $40.00 a load, "
        "which leaves you the wood chip as mulch for the beds."
    )
    s.user("no mulch, take it all away. thursday is good")
    s.confirm(
        "Here's the booking:\n"
        "- Green-waste removal at 40 Kiln Yard (PR-9460), Thursday, March 19, 2026\n"
        "- Estimated 3 loads at $65.00 ($195.00), billed by the loads actually taken\n"
        "- Call-out fee $45.00; estimated total $240.00, charged to Mastercard ****3581 "
        "after the visit\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_waste_removal",
                {
                    "client_id": "CL-43120",
                    "property_id": "PR-9460",
                    "date": "2026-03-19",
                    "loads_estimate": 3,
                    "price_per_load": 65.0,
                    "call_out_fee": 45.0,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "book_waste_removal",
        {
            "client_id": "CL-43120",
            "property_id": "PR-9460",
            "date": "2026-03-19",
            "loads_estimate": 3,
            "price_per_load": 65.0,
            "call_out_fee": 45.0,
        },
        {
            "booking_id": "WR-3390",
            "status": "booked",
            "date": "2026-03-19",
            "estimated_total": 240.0,
            "billing": "after the visit, by the loads taken",
        },
        facts={"waste_booking_id": "WR-3390"},
    )
    s.say(
        "Booked: WR-3390 for tomorrow, Thursday, March 19. The estimate is $240.00 for 3 "
        "loads and the call-out; you'll be charged after the visit for the loads actually "
        "taken."
    )
    s.user(
        "I'm on your mowing plan though, can you drop the 45 call-out? seems a bit much",
    )
    s.call(
        "get_plan_terms",
        {"client_id": "CL-43120", "plan_id": "SP-26-0402"},
        {
            "plan_id": "SP-26-0402",
            "call_out_waiver": "only when the job is done on the same day as a plan visit",
            "next_plan_visit": "2026-04-01",
        },
        facts={
            "plan_terms": {
                "call_out_waiver": "same day as a plan visit",
                "next_plan_visit": "2026-04-01",
            }
        },
    )
    s.say(
        "I'm sorry, I can't waive it for tomorrow: on plan SP-26-0402 the call-out is only "
        "waived when the job is done on the same day as a plan visit, and your next one is "
        "Wednesday, April 1. I could move the removal to April 1 and drop the $45.00."
    )
    s.user("no, it has to go before the party. keep it tomorrow")
    s.boundary(
        "WR-3390 (March 19, about 3 loads, $240.00 estimated) executed and reported; chipping "
        "on site ($40.00 a load) offered and declined; the call-out waiver asked for and "
        "refused; moving to April 1 offered and declined"
    )


def session_cancel(s):
    """Two plans: the mother's house plan cancelled (after a corrected date), his own kept."""
    greet(s)
    s.user(
        "Hi, Cosmo Ledwith, CL37761. I need to cancel the mowing at my mum's house, 7 Orchard "
        "Garth. she's moved into care and the house is being sold"
    )
    s.say("I'm sorry to hear that. Please confirm the phone number on the account.")
    s.user("5550184")
    s.call(
        "verify_client",
        {"client_id": "CL-37761", "name": "Cosmo Ledwith", "phone": "+1 503-555-0184"},
        verified("CL-37761"),
        facts={
            "client_id": "CL-37761",
            "client": "Cosmo Ledwith",
            "properties": {
                "PR-6012": "22 Saddler's Hill, Wrayburn",
                "PR-6013": "7 Orchard Garth, Ostley Marsh",
            },
            "payment_method": "Visa ****7719",
        },
    )
    s.call(
        "get_plan_terms",
        {"client_id": "CL-37761"},
        {
            "plans": [
                {
                    "plan_id": "SP-26-0311",
                    "property_id": "PR-6012",
                    "address": "22 Saddler's Hill",
                    "plan": "Seasonal Mow",
                    "frequency": "weekly",
                    "price_per_visit": 44.0,
                    "visits_done": 2,
                    "next_visit": "2026-03-19",
                },
                {
                    "plan_id": "SP-26-0312",
                    "property_id": "PR-6013",
                    "address": "7 Orchard Garth",
                    "plan": "Seasonal Mow",
                    "frequency": "fortnightly",
                    "price_per_visit": 48.0,
                    "visits_done": 1,
                    "next_visit": "2026-03-19",
                    "visit_after": "2026-04-02",
                },
            ],
            "minimum_visits": 8,
            "early_cancellation": "half the price of the visits left up to the minimum",
            "pause": "a plan can be paused for up to 8 weeks at no charge",
        },
        facts={
            "plan_terms": {
                "SP-26-0311": "22 Saddler's Hill, weekly, $44.00",
                "SP-26-0312": "7 Orchard Garth, fortnightly, $48.00, 1 visit done",
                "minimum_visits": 8,
            }
        },
    )
    s.say(
        "Thanks, Cosmo. You have two plans: SP-26-0311 at 22 Saddler's Hill (weekly, $44.00 a "
        "visit) and SP-26-0312 at 7 Orchard Garth (fortnightly, $48.00 a visit, 1 visit done, "
        "next on Thursday, March 19). The season has a minimum of 8 visits, so cancelling "
        "early bills half the price of the visits left up to 8. If the house might not sell "
        "quickly, a pause of up to 8 weeks costs nothing, and a tidy lawn helps a sale."
    )
    s.user(
        "no, cancel it, the agent is doing the garden for the sale. only mum's, mine stays "
        "as it is",
        facts={"cancel_request": {"plan": "SP-26-0312", "keep": "SP-26-0311"}},
    )
    s.confirm(
        "Here's the cancellation:\n"
        "- Plan SP-26-0312, 7 Orchard Garth: the visits on March 19 and April 2 still happen, "
        "the last visit is Thursday, April 2, 2026\n"
        "- 3 visits done by then, 5 left up to the minimum of 8: fee 5 × $48.00 ÷ 2 = "
        "$120.00, charged to Visa ****7719\n"
        "- Plan SP-26-0311 at 22 Saddler's Hill is not affected\n\n"
        "Shall I cancel it? (yes/no)",
        [
            (
                "cancel_service_plan",
                {"plan_id": "SP-26-0312", "last_visit": "2026-04-02", "fee": 120.0},
            )
        ],
    )
    s.no(
        "no, stop after tomorrow's one, the 19th. no point mowing in april, the agent takes over",
        facts={"cancel_request": {"plan": "SP-26-0312", "last_visit": "2026-03-19"}},
    )
    s.confirm(
        "Of course, nothing is cancelled yet. Here's the corrected cancellation:\n"
        "- Plan SP-26-0312, 7 Orchard Garth: last visit tomorrow, Thursday, March 19, 2026\n"
        "- 2 visits done by then, 6 left up to the minimum of 8: fee 6 × $48.00 ÷ 2 = "
        "$144.00, charged to Visa ****7719\n"
        "- Plan SP-26-0311 at 22 Saddler's Hill is not affected\n\n"
        "Shall I cancel it? (yes/no)",
        [
            (
                "cancel_service_plan",
                {"plan_id": "SP-26-0312", "last_visit": "2026-03-19", "fee": 144.0},
            )
        ],
    )
    s.yes("yes, that's right")
    s.call(
        "cancel_service_plan",
        {"plan_id": "SP-26-0312", "last_visit": "2026-03-19", "fee": 144.0},
        {
            "cancellation_id": "CX-2608",
            "plan_id": "SP-26-0312",
            "status": "cancelled",
            "last_visit": "2026-03-19",
            "fee": 144.0,
            "fee_card": "Visa ****7719",
            "other_plans": {"SP-26-0311": "active"},
        },
        facts={"cancellation_id": "CX-2608"},
    )
    s.say(
        "Done: SP-26-0312 at 7 Orchard Garth is cancelled (CX-2608). The last visit is "
        "tomorrow, Thursday, March 19, and the early-cancellation fee of $144.00 goes on "
        "Visa ****7719. Your own plan SP-26-0311 at 22 Saddler's Hill carries on as before."
    )
    s.user("can the 144 go on the invoice after tomorrow's visit rather than now?")
    s.boundary(
        "the cancellation with the last visit on April 2 ($120.00) rejected by his correction; "
        "CX-2608 (SP-26-0312, last visit March 19, fee $144.00) executed and reported; his own "
        "plan SP-26-0311 kept; the free pause suggested and declined; his question about the "
        "fee's timing open"
    )


SCRIPTS = {"scope": session_scope, "waste": session_waste, "cancel": session_cancel}
