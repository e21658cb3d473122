"""Session scripts, part 3: crew, delivery and estimate.

Each script plays one invented session at the booking desk of Kestrel Lane Moving & Storage
(customers, booking, vault, estimate and request ids, addresses, amounts and dates are made
up). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import booking, verified
from sessions_a import greet


def session_crew(s):
    """A third mover for a piano: the crew change fails, the piano handling is dropped."""
    greet(s)
    s.user(
        "hey. I just bought an upright piano off my neighbor and it has to come with me on my "
        "move. booking MV-30988, wendell park"
    )
    s.say(
        "Nice find, Wendell! To verify, please give me the address you're moving to or the "
        "phone number on the booking."
    )
    s.user("412 wexley lane")
    s.call(
        "verify_customer",
        {"booking_id": "MV-30988", "name": "Wendell Park", "to_address": "412 Wexley Ln"},
        verified("CU-20968", booking_id="MV-30988"),
        facts={"customer": "Wendell Park", "customer_id": "CU-20968", "booking_id": "MV-30988"},
    )
    s.call(
        "get_booking",
        {"booking_id": "MV-30988"},
        booking("MV-30988"),
        facts={
            "booking": {
                "move_date": "2025-11-29",
                "arrival_window": "09:00-10:00",
                "crew": 2,
                "truck": "16 ft",
                "hourly_rate": 139.0,
            }
        },
    )
    s.call(
        "get_addon_options",
        {"booking_id": "MV-30988", "item": "piano"},
        {
            "piano_handling": {"upright": 195.0, "grand": 450.0, "requires_crew": 3},
            "crew_3_hourly_rate": 179.0,
        },
        facts={"piano_options": {"upright": 195.0, "requires_crew": 3, "crew_3_rate": 179.0}},
    )
    s.say(
        "Thanks, Wendell. MV-30988 is on Saturday, November 29, crew arriving 9-10 am: 2 movers "
        "and a 16 ft truck at $139.00 an hour, from 88 Quarry Hill Rd, Apt 2, Osterly Heights to "
        "412 Wexley Ln, Cinder Falls. Moving an upright piano is $195.00, and it takes 3 "
        "movers, which makes the rate $179.00 an hour."
    )
    s.user(
        "ok add the third guy and the piano. the piano goes on the truck last and comes off "
        "first though, it's going straight into the garage",
        facts={"piano_note": "load last, unload first, into the garage"},
    )
    s.confirm(
        "Here are the changes to MV-30988:\n"
        "- A third mover: 3 movers at $179.00/hour instead of 2 at $139.00/hour\n"
        "- Upright piano handling, $195.00: loaded last, unloaded first, into the garage\n"
        "- Same date and window: Saturday, November 29, 9-10 am\n\n"
        "Shall I make both changes? (yes/no)",
        [
            ("change_crew", {"booking_id": "MV-30988", "crew": 3}),
            (
                "add_piano_handling",
                {
                    "booking_id": "MV-30988",
                    "piano": "upright",
                    "note": "load last, unload first, into the garage",
                },
            ),
        ],
    )
    s.yes("yep, both")
    s.call(
        "change_crew",
        {"booking_id": "MV-30988", "crew": 3},
        {
            "error": "NO_CREW_AVAILABLE",
            "message": "No third mover is available on 2025-11-29; MV-30988 still has 2 movers.",
            "alternatives": [{"date": "2025-11-30", "crew": 3, "arrival_window": "09:00-10:00"}],
        },
        error=True,
    )
    s.say(
        "I'm sorry, Wendell, I couldn't add the third mover: none is free on Saturday, November "
        "29, so MV-30988 still has 2 movers at $139.00 an hour. Since the piano needs 3 movers, "
        "I haven't added the piano handling either. Sunday, November 30 has 3 movers, with the "
        "same 9-10 am window, if you could move the date."
    )
    s.user(
        "no, the 29th is the only day I get off. forget the piano then, my buddy has a piano "
        "dolly, we'll move it ourselves the week after",
        facts={"move_date_stays": "2025-11-29", "piano": "moving it himself, the week after"},
    )
    s.say(
        "Understood. MV-30988 stays on Saturday, November 29, 9-10 am, with 2 movers and the 16 "
        "ft truck at $139.00 an hour, and no piano handling. Please leave the piano off the "
        "crew's list for the day; 2 movers can't take it."
    )
    s.boundary(
        "the confirmed crew change to 3 failed (no mover free on Nov 29; ledger: executed) and "
        "was reported; the piano handling approved but never called, then dropped by him; Nov 30 "
        "offered and declined"
    )


def session_delivery(s):
    """Two vaults in storage: the agent proposes both, she wants only the furniture vault."""
    greet(s)
    s.user(
        "hi, my things have been in your warehouse since my move in october. I finally got my "
        "apartment, can you deliver on december 3rd? Ines Caldwell-Ruiz"
    )
    s.say(
        "Congratulations on the apartment, Ines! To verify, please give me the email on your "
        "account and the booking number, if you have it."
    )
    s.user("ines.cr@example.com. booking was MV 29410 i think")
    s.call(
        "verify_customer",
        {"name": "Ines Caldwell-Ruiz", "email": "ines.cr@example.com", "booking_id": "MV-29410"},
        verified("CU-16251", booking_id="MV-29410"),
        facts={
            "customer": "Ines Caldwell-Ruiz",
            "customer_id": "CU-16251",
            "booking_id": "MV-29410",
        },
    )
    s.call(
        "get_storage_in_transit",
        {"customer_id": "CU-16251"},
        {
            "warehouse": "Osterly Heights warehouse, 4410 Dunmore Way",
            "in_storage_since": "2025-10-03",
            "vaults": [
                {
                    "vault_id": "V-3318",
                    "contents": "furniture: sofa, bed frame, dresser, table and 4 chairs",
                    "weight_lb": 1900,
                    "monthly_rate": 95.0,
                },
                {
                    "vault_id": "V-3319",
                    "contents": "24 boxes: books, holiday decorations",
                    "weight_lb": 800,
                    "monthly_rate": 95.0,
                },
            ],
            "paid_through": "2025-11-30",
            "card_on_file": "Mastercard ****9034",
        },
        facts={
            "vaults": {
                "V-3318": "furniture, 1900 lb, $95/month",
                "V-3319": "24 boxes (books, holiday decorations), 800 lb, $95/month",
            }
        },
    )
    s.call(
        "get_delivery_slots",
        {"date": "2025-12-03", "to": "905 Larkspur Ave, Apt 4D, Osterly Heights, WA 98336"},
        {
            "date": "2025-12-03",
            "windows": ["07:00-09:00", "09:00-11:00", "13:00-15:00"],
            "fees": {"one_vault": 310.0, "two_vaults": 465.0},
            "crew": 2,
        },
        facts={"delivery_fees": {"one_vault": 310.0, "two_vaults": 465.0}},
    )
    s.say(
        "Thanks, Ines. Your things are in two vaults at our Osterly Heights warehouse, 4410 "
        "Dunmore Way, since October 3:\n"
        "- V-3318: furniture (sofa, bed frame, dresser, table and 4 chairs), 1,900 lb\n"
        "- V-3319: 24 boxes of books and holiday decorations, 800 lb\n"
        "Each is $95.00 a month, paid through November 30. On Wednesday, December 3 we can "
        "deliver to 905 Larkspur Ave, Apt 4D between 7-9 am, 9-11 am or 1-3 pm. Delivery is "
        "$310.00 for one vault or $465.00 for both. We can also unpack and set up the furniture "
        "for $150.00."
    )
    s.user(
        "the 9 to 11 one, the building doesn't allow moving in before 9. and no unpacking, I'll "
        "manage",
        facts={"delivery_window": "2025-12-03 09:00-11:00", "unpacking": "declined"},
    )
    s.confirm(
        "Here's the delivery:\n"
        "- Both vaults, V-3318 and V-3319, to 905 Larkspur Ave, Apt 4D, Osterly Heights\n"
        "- Wednesday, December 3, 2025, crew arrival 9-11 am\n"
        "- $465.00, charged to your Mastercard ending 9034 on delivery; storage ends with the "
        "delivery\n\n"
        "Shall I schedule it? (yes/no)",
        [
            (
                "schedule_delivery",
                {
                    "customer_id": "CU-16251",
                    "vaults": ["V-3318", "V-3319"],
                    "date": "2025-12-03",
                    "window": "09:00-11:00",
                    "fee": 465.0,
                },
            )
        ],
    )
    s.no(
        "no no, only the furniture one. the books and christmas stuff stay in storage, the "
        "apartment is way too small for all of it",
        facts={"deliver": "V-3318 only", "keep_in_storage": "V-3319"},
    )
    s.confirm(
        "Got it, just the furniture. Updated:\n"
        "- Vault V-3318 (furniture) to 905 Larkspur Ave, Apt 4D, Osterly Heights\n"
        "- Wednesday, December 3, 2025, crew arrival 9-11 am\n"
        "- $310.00, charged to your Mastercard ending 9034 on delivery\n"
        "- V-3319 stays in storage at $95.00 a month\n\n"
        "Shall I schedule it? (yes/no)",
        [
            (
                "schedule_delivery",
                {
                    "customer_id": "CU-16251",
                    "vaults": ["V-3318"],
                    "date": "2025-12-03",
                    "window": "09:00-11:00",
                    "fee": 310.0,
                },
            )
        ],
    )
    s.boundary(
        "the both-vault delivery rejected by her correction; the V-3318-only delivery (Dec 3, "
        "9-11 am, $310) proposed, awaiting her yes; V-3319 stays in storage; unpacking offered "
        "and declined; not before 9"
    )


def session_estimate(s):
    """A price-match request on a binding estimate sent to the sales manager; no deposit yet."""
    greet(s)
    s.user(
        "hi. I did the video survey and got a binding estimate for my move to Oregon, 6480. "
        "bluefinch quoted me 5900 for the exact same thing. can you match it? Rafferty "
        "Nkemelu, estimate EST 8817"
    )
    s.say("Let's take a look, Rafferty. To verify, what's the email address on the estimate?")
    s.user("rafferty.nkemelu@example.net")
    s.call(
        "verify_customer",
        {
            "estimate_id": "EST-8817",
            "name": "Rafferty Nkemelu",
            "email": "rafferty.nkemelu@example.net",
        },
        verified("CU-21877", estimate_id="EST-8817"),
        facts={
            "customer": "Rafferty Nkemelu",
            "customer_id": "CU-21877",
            "estimate_id": "EST-8817",
        },
    )
    s.call(
        "get_estimate",
        {"estimate_id": "EST-8817"},
        {
            "estimate_id": "EST-8817",
            "type": "binding",
            "survey": "virtual, 2025-10-24",
            "from": "27 Hollis Way, Brambleford, WA 98322",
            "to": "1150 Ferncliff Dr, Tallis Creek, OR 97389",
            "weight_lb": 7200,
            "pickup_date": "2025-12-06",
            "delivery_window": "2025-12-08/2025-12-10",
            "total": 6480.0,
            "deposit_to_reserve": 648.0,
            "valid_until": "2025-11-21",
            "status": "not reserved",
        },
        facts={
            "estimate": {
                "total": 6480.0,
                "pickup": "2025-12-06",
                "delivery_window": "2025-12-08 to 2025-12-10",
                "deposit": 648.0,
                "valid_until": "2025-11-21",
            }
        },
    )
    s.call(
        "get_price_match_policy",
        {"estimate_id": "EST-8817"},
        {
            "rule": "match a written binding quote for the same inventory and dates, up to 10% "
            "below our estimate",
            "lowest_match": 5832.0,
            "approval": "sales manager",
            "decision_within": "2 business days",
            "needs": "the competitor's written quote",
        },
        facts={"price_match_policy": {"lowest_match": 5832.0, "approval": "sales manager"}},
    )
    s.say(
        "Thanks, Rafferty. EST-8817 is a binding estimate of $6,480.00 for 7,200 lb from 27 "
        "Hollis Way, Brambleford to 1150 Ferncliff Dr, Tallis Creek, OR: pickup Saturday, "
        "December 6, delivery between December 8 and 10. It's valid until November 21 and isn't "
        "reserved yet; reserving takes a $648.00 deposit. We match a written binding quote for "
        "the same inventory and dates down to 10% below ours, so as low as $5,832.00, and "
        "$5,900 is within that. A sales manager has to approve it, usually within 2 business "
        "days, and needs the written quote."
    )
    s.user(
        "I already emailed the bluefinch pdf to your quotes address this morning. send it in",
        facts={"competitor_quote": {"company": "Bluefinch Van Lines", "total": 5900.0}},
    )
    s.confirm(
        "Here's the request:\n"
        "- Price match on EST-8817 ($6,480.00)\n"
        "- Bluefinch Van Lines' written binding quote: $5,900.00, same inventory and dates "
        "(the PDF you emailed)\n"
        "- A sales manager decides; if approved, EST-8817 is revised to $5,900.00 and the "
        "deposit to $590.00\n\n"
        "Shall I submit it? (yes/no)",
        [
            (
                "submit_price_match",
                {
                    "estimate_id": "EST-8817",
                    "competitor": "Bluefinch Van Lines",
                    "competitor_total": 5900.0,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "submit_price_match",
        {
            "estimate_id": "EST-8817",
            "competitor": "Bluefinch Van Lines",
            "competitor_total": 5900.0,
        },
        {
            "request_id": "PMR-3306",
            "status": "pending_manager_review",
            "estimate_id": "EST-8817",
            "requested_total": 5900.0,
            "decision_expected_by": "2025-11-05",
        },
        facts={"price_match_request_id": "PMR-3306"},
    )
    s.say(
        "Submitted: price-match request PMR-3306 is with the sales manager, and a decision is "
        "expected by Wednesday, November 5. It isn't approved yet, so EST-8817 stays at "
        "$6,480.00 for now. Your December 6 pickup isn't reserved; I could reserve it today with "
        "the $648.00 deposit, and we'd adjust it if the match is approved."
    )
    s.user(
        "no, I'm not paying anything until I hear back about the match. just email me when "
        "they decide",
        facts={"deposit": "not until the price-match decision"},
    )
    s.say(
        "Understood: nothing is charged and the date isn't reserved. You'll get the decision on "
        "PMR-3306 by email at rafferty.nkemelu@example.net. The estimate is valid until November "
        "21, so there's time to reserve once you hear back."
    )
    s.boundary(
        "price-match request PMR-3306 ($5,900 vs $6,480) submitted and reported, awaiting the "
        "sales manager (by Nov 5), not approved; the $648 deposit to reserve Dec 6 offered and "
        "declined until the decision"
    )


SCRIPTS = {
    "crew": session_crew,
    "delivery": session_delivery,
    "estimate": session_estimate,
}
