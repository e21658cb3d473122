"""Session scripts, part 2: quote, manager and irrigation.

Each script plays one invented session at the customer desk of Gorsebridge Grounds & Gardens
(clients, ids, properties, amounts and dates are made up). `s.boundary(note)` marks where a
point is frozen. The sessions take place on Wednesday, March 18, 2026.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_quote(s):
    """New turf for the front only: the deposit card declined, another card, the turf order."""
    greet(s)
    s.user(
        "hi. my lawns are a mess after the builders, I want new turf. 31 sluice street, "
        "account number is 42306"
    )
    s.say("I can quote that. Please confirm your full name and the phone number on the account.")
    s.user("Clemency Pennecott, ph 555-0128")
    s.call(
        "verify_client",
        {"client_id": "CL-42306", "name": "Clemency Pennecott", "phone": "+1 503-555-0128"},
        verified("CL-42306"),
        facts={
            "client_id": "CL-42306",
            "client": "Clemency Pennecott",
            "properties": {"PR-9112": "31 Sluice St, Wrayburn"},
            "payment_method": "Mastercard ****6641",
        },
    )
    s.call(
        "get_quote",
        {"property_id": "PR-9112", "work": "returf", "areas": ["front", "back"]},
        {
            "property_id": "PR-9112",
            "work": "returf: strip old turf, level, lay new turf from Quillfern Nursery",
            "areas": {
                "front": {"m2": 24, "turf": 432.0, "waste_loads": 1},
                "back": {"m2": 38, "turf": 684.0, "waste_loads": 2},
            },
            "turf_per_m2": 18.0,
            "call_out_fee": 45.0,
            "green_waste_per_load": 65.0,
            "both": {"m2": 62, "turf": 1116.0, "waste": 195.0, "total": 1356.0},
            "deposit": "25% on jobs over $400, charged on booking",
            "turf_supplier": "Quillfern Nursery (delivery dates confirmed by the nursery)",
        },
        facts={
            "quote": {
                "front_m2": 24,
                "back_m2": 38,
                "turf_per_m2": 18.0,
                "call_out_fee": 45.0,
                "green_waste_per_load": 65.0,
            }
        },
    )
    s.say(
        "Thanks, Clemency. Returfing is $18.00 per m², which covers stripping the old turf, "
        "levelling and laying new turf from Quillfern Nursery, plus a $45.00 call-out fee and "
        "$65.00 for each load of old turf we take away. Most clients do front and back in one "
        "go, which saves a second call-out: both lawns (62 m²) would be $1,116.00 for the "
        "turf, $195.00 for 3 loads and $45.00 call-out, $1,356.00 in total."
    )
    s.user(
        "whoa, no. only the front garden, not the back, the kids wreck the back anyway. and "
        "no more than $600 all in",
        facts={"job_request": {"area": "front only", "max_total": 600.0}},
    )
    s.call(
        "get_crew_availability",
        {"service": "returf", "property_id": "PR-9112"},
        {"service": "returf", "slots": [{"date": "2026-03-27", "crew": "2 gardeners"}]},
        facts={"crew_slots": {"returf": ["2026-03-27"]}},
    )
    s.confirm(
        "The front alone fits: 24 m² × $18.00 = $432.00, 1 load of old turf $65.00 and the "
        "$45.00 call-out, so $542.00 all in. Here's the booking:\n"
        "- Front lawn returf at 31 Sluice St (PR-9112), Friday, March 27, 2026\n"
        "- Total $542.00; the back lawn is not included\n"
        "- 25% deposit, $135.50, charged now to Mastercard ****6641; the rest after the job\n\n"
        "Shall I book the job and take the deposit? (yes/no)",
        [
            (
                "book_job",
                {
                    "client_id": "CL-42306",
                    "property_id": "PR-9112",
                    "work": "front lawn returf 24 m2",
                    "date": "2026-03-27",
                    "total": 542.0,
                },
            ),
            (
                "charge_deposit",
                {"client_id": "CL-42306", "amount": 135.5, "card": "Mastercard ****6641"},
            ),
        ],
    )
    s.yes("yes ok")
    s.call(
        "book_job",
        {
            "client_id": "CL-42306",
            "property_id": "PR-9112",
            "work": "front lawn returf 24 m2",
            "date": "2026-03-27",
            "total": 542.0,
        },
        {
            "job_id": "JB-26-1150",
            "status": "held",
            "date": "2026-03-27",
            "total": 542.0,
            "held_until": "deposit paid, at most 48 hours",
        },
        facts={"job_id": "JB-26-1150"},
    )
    s.call(
        "charge_deposit",
        {"client_id": "CL-42306", "amount": 135.5, "card": "Mastercard ****6641"},
        {
            "error": "card_declined",
            "message": "Mastercard ****6641 was declined by the issuer; nothing was charged",
        },
        error=True,
    )
    s.boundary(
        "JB-26-1150 (front only, March 27, $542.00) booked, held until the deposit is paid; "
        "the $135.50 deposit on Mastercard ****6641 failed (declined), not reported yet; "
        "front and back ($1,356.00) suggested and declined; at most $600"
    )
    s.say(
        "The job is booked as JB-26-1150 for Friday, March 27, but the deposit didn't go "
        "through: Mastercard ****6641 was declined, and nothing was charged. The job is held "
        "for up to 48 hours until the deposit is paid. Would you like to use another card?"
    )
    s.user("weird, that card's new. use the visa then, ends 2208")
    s.confirm(
        "Here's what I'll do:\n"
        "- Charge the $135.50 deposit for JB-26-1150 to Visa ****2208\n"
        "- Order 24 m² of turf from Quillfern Nursery for delivery on the morning of Friday, "
        "March 27, to 31 Sluice St (included in the $542.00)\n\n"
        "Shall I go ahead? (yes/no)",
        [
            (
                "charge_deposit",
                {"client_id": "CL-42306", "amount": 135.5, "card": "Visa ****2208"},
            ),
            (
                "order_turf",
                {
                    "job_id": "JB-26-1150",
                    "supplier": "Quillfern Nursery",
                    "m2": 24,
                    "delivery_date": "2026-03-27",
                },
            ),
        ],
    )
    s.yes("yes")
    s.call(
        "charge_deposit",
        {"client_id": "CL-42306", "amount": 135.5, "card": "Visa ****2208"},
        {
            "deposit_id": "DP-80214",
            "status": "paid",
            "amount": 135.5,
            "card": "Visa ****2208",
            "job_id": "JB-26-1150",
            "job_status": "confirmed",
            "balance_due_after_job": 406.5,
        },
        facts={"deposit_id": "DP-80214", "payment_method": "Visa ****2208"},
    )
    s.call(
        "order_turf",
        {
            "job_id": "JB-26-1150",
            "supplier": "Quillfern Nursery",
            "m2": 24,
            "delivery_date": "2026-03-27",
        },
        {
            "order_id": "QN-77302",
            "status": "awaiting_nursery_confirmation",
            "requested_delivery": "2026-03-27",
            "note": "Quillfern Nursery confirms or proposes a delivery date within 1 business day",
        },
        facts={"turf_order_id": "QN-77302"},
    )
    s.say(
        "The deposit DP-80214 of $135.50 is paid on Visa ****2208, so JB-26-1150 is confirmed "
        "for Friday, March 27; the remaining $406.50 is due after the job. The turf order "
        "QN-77302 has gone to Quillfern Nursery for delivery on the 27th, but the nursery "
        "hasn't confirmed the date yet: they confirm within one business day, and if they "
        "can't deliver that morning we'll move the job with you."
    )
    s.user("ok. will someone ring me if the date changes?")
    s.boundary(
        "the deposit DP-80214 ($135.50) on Visa ****2208 executed and reported, JB-26-1150 "
        "confirmed; turf order QN-77302 sent to Quillfern, awaiting the nursery's confirmation "
        "of March 27; her question about a call just asked"
    )


def session_manager(s):
    """A property manager: the tidy-up at 27 Fulling Lane only; texting the tenant refused."""
    greet(s)
    s.user(
        "Hi, Fenella Wrexley from Keelbrook Lettings, agency acct AG5520. One of our rentals "
        "needs a tidy up before a viewing"
    )
    s.say(
        "Hello Fenella. To confirm you're authorized on the Keelbrook Lettings account, "
        "please give me the email address you're registered with."
    )
    s.user("fenella.wrexley@example.com")
    s.call(
        "verify_client",
        {
            "client_id": "AG-5520",
            "contact": "Fenella Wrexley",
            "email": "fenella.wrexley@example.com",
        },
        verified("AG-5520"),
        facts={
            "client_id": "AG-5520",
            "client": "Keelbrook Lettings (Fenella Wrexley)",
            "account_type": "agency",
            "properties": {
                "PR-8101": "3 Farrier's Row, Wrayburn",
                "PR-8102": "11 Farrier's Row, Wrayburn",
                "PR-8103": "27 Fulling Lane, Ostley Marsh",
                "PR-8104": "5 Culvert Close, Keddleston Cross",
            },
            "payment_method": "invoice, 30 days",
        },
    )
    s.say(
        "Thanks, you're verified for the Keelbrook Lettings account and its four properties: 3 "
        "and 11 Farrier's Row, 27 Fulling Lane and 5 Culvert Close. Which one is it?"
    )
    s.user(
        "27 fulling. the viewing is on the 25th so it has to be done before then. hedge, "
        "lawn, clear the beds. invoice the agency, not the tenant, last time the bill went to "
        "the tenant and it was a whole thing",
        facts={
            "job_request": {
                "property": "PR-8103",
                "before": "2026-03-25",
                "bill_to": "Keelbrook Lettings",
            }
        },
    )
    s.call(
        "get_quote",
        {"property_id": "PR-8103", "work": "tidy-up: hedge trim, mow, clear beds"},
        {
            "property_id": "PR-8103",
            "work": "tidy-up: hedge trim, mow, clear beds",
            "labour": {"gardeners": 2, "hours_each": 3, "rate": 62.0, "amount": 372.0},
            "call_out_fee": 45.0,
            "green_waste": {"loads": 1, "amount": 65.0},
            "total": 482.0,
            "deposit": "25% on jobs over $400; agency accounts: added to the invoice",
            "slots": ["2026-03-23", "2026-03-24"],
        },
        facts={"quote": {"total": 482.0, "labour": 372.0, "call_out_fee": 45.0, "waste": 65.0}},
    )
    s.say(
        "For 27 Fulling Lane: 2 gardeners for about 3 hours each at $62.00 an hour ($372.00), "
        "the $45.00 call-out and 1 load of green waste ($65.00), $482.00 in total. We can come "
        "on Monday, March 23 or Tuesday, March 24. If 11 Farrier's Row needs anything, the crew "
        "could do it on the same trip and save you a second call-out."
    )
    s.user(
        "leave 11 farriers, the tenant is moving out in may, we'll do it then. monday the "
        "23rd for fulling"
    )
    s.confirm(
        "Here's the booking:\n"
        "- 27 Fulling Lane (PR-8103): hedge trim, mow, clear the beds\n"
        "- Monday, March 23, 2026, before the viewing on the 25th\n"
        "- Total $482.00, deposit 25% ($120.50) on the invoice\n"
        "- Invoiced to Keelbrook Lettings, 30 days; nothing billed to the tenant\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_job",
                {
                    "client_id": "AG-5520",
                    "property_id": "PR-8103",
                    "work": "tidy-up: hedge trim, mow, clear beds",
                    "date": "2026-03-23",
                    "total": 482.0,
                    "deposit": 120.5,
                    "bill_to": "Keelbrook Lettings",
                },
            )
        ],
    )
    s.yes("yes book it")
    s.call(
        "book_job",
        {
            "client_id": "AG-5520",
            "property_id": "PR-8103",
            "work": "tidy-up: hedge trim, mow, clear beds",
            "date": "2026-03-23",
            "total": 482.0,
            "deposit": 120.5,
            "bill_to": "Keelbrook Lettings",
        },
        {
            "job_id": "JB-26-1162",
            "status": "booked",
            "date": "2026-03-23",
            "total": 482.0,
            "deposit_invoice": "INV-26-3381",
            "bill_to": "Keelbrook Lettings",
        },
        facts={"job_id": "JB-26-1162"},
    )
    s.say(
        "Booked: JB-26-1162 at 27 Fulling Lane on Monday, March 23, $482.00, invoiced to "
        "Keelbrook Lettings; the $120.50 deposit is on invoice INV-26-3381."
    )
    s.user(
        "great. the tenant needs 24 hours notice before anyone comes round, can you text "
        "them? number's 503 555 0149"
    )
    s.say(
        "I'm sorry, we can't contact tenants directly: under our agency terms the notice has "
        "to come from the letting agent. Please let the tenant know the crew is coming on "
        "Monday, March 23; I can add the tenant's name to the job so the crew knows who to "
        "expect."
    )
    s.user("fine, I'll text them myself")
    s.boundary(
        "JB-26-1162 at 27 Fulling Lane (March 23, $482.00, invoiced to the agency, deposit "
        "on INV-26-3381) executed and reported; 11 Farrier's Row left alone; texting the tenant "
        "asked for and refused"
    )


def session_irrigation(s):
    """Drip irrigation for the vegetable beds only: booked by her yes, not called yet."""
    greet(s)
    s.user("Good morning. I'd like a drip watering system put in. Winifred Stobart, account 39514")
    s.say("Good morning. Could you confirm the phone number on the account?")
    s.user("it's 503-555-0136")
    s.call(
        "verify_client",
        {"client_id": "CL-39514", "name": "Winifred Stobart", "phone": "+1 503-555-0136"},
        verified("CL-39514"),
        facts={
            "client_id": "CL-39514",
            "client": "Winifred Stobart",
            "properties": {"PR-7390": "6 Sedgecombe Rise, Ostley Marsh"},
            "payment_method": "Amex ****1875",
        },
    )
    s.say(
        "Thanks, Winifred, you're verified for 6 Sedgecombe Rise. Which parts of the garden "
        "should the system water?"
    )
    s.user(
        "only the vegetable beds, not the front borders, I water those by hand and I like doing it",
        facts={"job_request": {"area": "vegetable beds only"}},
    )
    s.call(
        "get_quote",
        {"property_id": "PR-7390", "work": "drip irrigation", "areas": ["vegetable beds"]},
        {
            "property_id": "PR-7390",
            "work": "drip irrigation, 4 raised vegetable beds, basic battery timer",
            "labour": {"hours": 6, "rate": 62.0, "amount": 372.0},
            "parts": 214.0,
            "call_out_fee": 45.0,
            "total": 631.0,
            "deposit": 157.75,
            "options": {"smart Wi-Fi controller instead of the basic timer": 129.0},
            "slots": ["2026-04-02", "2026-04-08"],
        },
        facts={"quote": {"total": 631.0, "labour": 372.0, "parts": 214.0, "call_out_fee": 45.0}},
    )
    s.say(
        "Thanks, Winifred. For the 4 raised vegetable beds: 6 hours of labour at $62.00 "
        "($372.00), parts $214.00 including a basic battery timer, and the $45.00 call-out, "
        "$631.00 in total. I'd recommend the smart Wi-Fi controller instead of the basic "
        "timer for $129.00 more; it skips watering when it rains. We can install on Thursday, "
        "April 2 or Wednesday, April 8."
    )
    s.user("the basic timer is fine thanks. the earlier date")
    s.confirm(
        "Here's the booking:\n"
        "- Drip irrigation for the 4 vegetable beds at 6 Sedgecombe Rise (PR-7390), basic timer; "
        "the front borders are not included\n"
        "- Thursday, April 2, 2026\n"
        "- Total $631.00; a 25% deposit of $157.75 is charged to Amex ****1875 on booking\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_job",
                {
                    "client_id": "CL-39514",
                    "property_id": "PR-7390",
                    "work": "drip irrigation, vegetable beds, basic timer",
                    "date": "2026-04-02",
                    "total": 631.0,
                    "deposit": 157.75,
                    "deposit_card": "Amex ****1875",
                },
            )
        ],
    )
    s.yes("yes please, book it")
    s.boundary(
        "the irrigation job (vegetable beds only, April 2, $631.00, deposit $157.75 on Amex "
        "****1875) approved by her yes, no call yet; the smart controller ($129.00) suggested "
        "and declined; April 8 not chosen"
    )


SCRIPTS = {"quote": session_quote, "manager": session_manager, "irrigation": session_irrigation}
