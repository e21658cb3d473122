"""Session scripts, part 2: resale, accessible and delivery.

Each script plays one invented session at the fan-support desk of Corvane Tickets (fans,
customer ids, orders, events, seats, listings, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import orders, verified
from sessions_a import greet


def session_resale(s):
    """A resale listing of one of two orders: $65 with splits rejected, $68 pair only listed."""
    greet(s)
    s.user(
        "Hi I need to sell my Juniper Vale tickets, I can't go anymore. I have 2 orders for "
        "the dec 12 show and only want to sell the balcony pair. email is farah.q@example.com"
    )
    s.say(
        "I can help you list them on our fan-to-fan marketplace. To verify your account, "
        "please tell me the zip code on it."
    )
    s.user("60614")
    s.call(
        "verify_customer",
        {"email": "farah.q@example.com", "zip": "60614"},
        verified("CU-402277", ["ORD-7045512", "ORD-7045880"]),
        facts={"customer": "Farah Qureshi", "customer_id": "CU-402277"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-402277", "event_id": "EV-44760"},
        orders("ORD-7045512", "ORD-7045880"),
        facts={
            "orders": {
                "ORD-7045512": "Juniper Vale, 2025-12-12, Floor GA x2, $75.00 each",
                "ORD-7045880": "Juniper Vale, 2025-12-12, Balcony Row B Seats 11-12, $58.00 each",
            }
        },
    )
    s.call(
        "get_resale_rules",
        {"event_id": "EV-44760", "order_id": "ORD-7045880"},
        {
            "resale_allowed": True,
            "price_cap_each": 69.6,
            "price_cap_rule": "120% of face value ($58.00)",
            "seller_fee": "10% of the sale price",
            "comparable_listings": {"section": "Balcony", "active": 14, "low": 62.0, "high": 69.6},
            "payout": "3 business days after the event",
            "payout_method_on_file": "Harbor Credit Union checking ****3391",
            "listing_ends": "2025-12-12T18:00",
            "split": "seller's choice; buyers may buy single tickets unless the seller sets "
            "pair only",
        },
        facts={
            "resale_rules": {
                "cap_each": 69.6,
                "seller_fee": "10%",
                "comparable": "14 balcony listings, $62.00-$69.60",
                "payout": "3 business days after the event, Harbor Credit Union ****3391",
            }
        },
    )
    s.say(
        "Thanks, Farah. Your balcony order ORD-7045880 is Balcony Row B, Seats 11-12 for "
        "Juniper Vale on Friday, December 12 at Calder Hall, $58.00 face value each. Here's "
        "how resale works for it:\n"
        "- You can list up to $69.60 a ticket (120% of face value)\n"
        "- 14 similar balcony tickets are listed right now, from $62.00 to $69.60\n"
        "- Our seller fee is 10% of the sale price\n"
        "- The payout goes to your Harbor Credit Union checking ending 3391, 3 business days "
        "after the show\n\n"
        "Your floor tickets on ORD-7045512 wouldn't be touched. What price would you like to "
        "ask?"
    )
    s.user("whatever you think will actually sell. i just want them gone")
    s.confirm(
        "I'd suggest $65.00 a ticket, below most of the similar listings. Here's the listing:\n"
        "- Order ORD-7045880: Balcony Row B, Seats 11-12\n"
        "- $65.00 each; buyers can buy one or both (split allowed)\n"
        "- After the 10% fee you get $58.50 a ticket, $117.00 if both sell\n"
        "- Payout to Harbor Credit Union checking ending 3391, 3 business days after the show "
        "(Wednesday, December 17)\n"
        "- The tickets stay yours until they sell; the listing ends December 12 at 6:00 pm\n\n"
        "Shall I list them? (yes/no)",
        [
            (
                "list_for_resale",
                {"order_id": "ORD-7045880", "price_each": 65.0, "split_allowed": True},
            )
        ],
    )
    s.no(
        "hmm no. make it 68. and don't let them split it, I don't want to get stuck with one "
        "single ticket. pair only",
        facts={"listing_request": {"price_each": 68.0, "split": "pair only"}},
    )
    s.confirm(
        "Got it. Updated listing:\n"
        "- Order ORD-7045880: Balcony Row B, Seats 11-12\n"
        "- $68.00 each, sold as a pair only\n"
        "- After the 10% fee you get $61.20 a ticket, $122.40 for the pair\n"
        "- Payout to Harbor Credit Union checking ending 3391 on Wednesday, December 17\n"
        "- The listing ends December 12 at 6:00 pm if it hasn't sold\n\n"
        "Shall I list them? (yes/no)",
        [
            (
                "list_for_resale",
                {"order_id": "ORD-7045880", "price_each": 68.0, "split_allowed": False},
            )
        ],
    )
    s.yes("yes list it")
    s.call(
        "list_for_resale",
        {"order_id": "ORD-7045880", "price_each": 68.0, "split_allowed": False},
        {
            "listing_id": "LS-6023318",
            "status": "active",
            "seats": ["Balcony Row B Seat 11", "Balcony Row B Seat 12"],
            "price_each": 68.0,
            "split_allowed": False,
            "payout_each": 61.2,
            "payout_total": 122.4,
            "payout_to": "Harbor Credit Union checking ****3391",
            "payout_date": "2025-12-17",
            "ends": "2025-12-12T18:00",
        },
        facts={"listing_id": "LS-6023318"},
    )
    s.say(
        "Listed: LS-6023318, Balcony Row B, Seats 11-12 at $68.00 each, as a pair only. It's "
        "live now. If the pair sells you'll get $122.40 on Wednesday, December 17. If it "
        "hasn't sold by December 12 at 6:00 pm, the listing ends and the tickets stay yours. "
        "Your floor tickets aren't listed."
    )
    s.user("perfect, thank you")
    s.boundary(
        "the $65 split-allowed listing rejected by her correction; LS-6023318 ($68 each, pair "
        "only, payout $122.40 on Dec 17 to Harbor CU ****3391) executed and reported"
    )
    s.user(
        "oh wait, the payout. that credit union account is closed, I switched banks. can it go "
        "to my Larkspur Bank checking instead? ends 7702, I think it's saved already. and "
        "don't list the floor ones, my daughter and I are still going to that",
        facts={"payout_change": {"to": "Larkspur Bank checking ****7702"}},
    )
    s.call(
        "get_payout_methods",
        {"customer_id": "CU-402277"},
        {
            "payout_methods": [
                {
                    "method_id": "PO-1",
                    "type": "bank",
                    "label": "Harbor Credit Union checking ****3391",
                    "default": True,
                    "status": "verified",
                },
                {
                    "method_id": "PO-2",
                    "type": "bank",
                    "label": "Larkspur Bank checking ****7702",
                    "default": False,
                    "status": "verified",
                    "added": "2025-09-30",
                },
            ]
        },
        facts={
            "payout_methods": {
                "PO-1": "Harbor Credit Union checking ****3391 (default)",
                "PO-2": "Larkspur Bank checking ****7702",
            }
        },
    )
    s.confirm(
        "Yes, it's there and verified. Here's the change:\n"
        "- Listing LS-6023318 (Balcony Row B, Seats 11-12): payout to Larkspur Bank checking "
        "ending 7702 (PO-2) instead of Harbor Credit Union checking ending 3391\n"
        "- Larkspur also becomes your default payout account for future sales\n"
        "- Your floor tickets on ORD-7045512 stay unlisted\n\n"
        "Shall I make the change? (yes/no)",
        [
            (
                "update_payout_method",
                {"listing_id": "LS-6023318", "method_id": "PO-2", "make_default": True},
            )
        ],
    )
    s.boundary(
        "the payout switch of LS-6023318 to Larkspur checking ****7702 (and default) proposed, "
        "pending; the floor order to stay unlisted"
    )


def session_accessible(s):
    """Wheelchair seating for one of two games: the 220 platform, same price, all together."""
    greet(s)
    s.user(
        "Hello, my dad just had hip surgery and he'll be in a wheelchair for a few months. We "
        "have 3 seats for the Tides game on Nov 22, up in 218, and there are stairs. Is there "
        "any way to get wheelchair seats? Order 8830214."
    )
    s.say(
        "I'm sorry to hear about the surgery; we can sort out accessible seats. To verify, "
        "please give me the email and the phone number on your account."
    )
    s.user("gloria.pemberton@example.net, phone is 503-555-0172")
    s.call(
        "verify_customer",
        {
            "order_id": "ORD-8830214",
            "email": "gloria.pemberton@example.net",
            "phone": "+1 503-555-0172",
        },
        verified("CU-517730", ["ORD-8830214", "ORD-8830597"]),
        facts={"customer": "Gloria Pemberton", "customer_id": "CU-517730"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-517730"},
        orders("ORD-8830214", "ORD-8830597"),
        facts={
            "orders": {
                "ORD-8830214": "Tides vs Kestrel City Hawks, 2025-11-22 19:00, Sec 218 Row 9 "
                "Seats 4-6, 3 x $64.00",
                "ORD-8830597": "Tides vs Alder Point Owls, 2025-12-06 19:00, Sec 218 Row 9 "
                "Seats 4-5, 2 x $64.00",
            }
        },
    )
    s.say(
        "Thanks, Gloria. I see two Tides orders on your account:\n"
        "- ORD-8830214: vs Kestrel City Hawks, Saturday, November 22, 7:00 pm, Section 218, "
        "Row 9, Seats 4-6\n"
        "- ORD-8830597: vs Alder Point Owls, Saturday, December 6, 7:00 pm, Section 218, Row 9, "
        "Seats 4-5\n\n"
        "Is it just the November 22 game?"
    )
    s.user(
        "just november 22. leave the december one alone, dad's not coming to that. and we "
        "need all 3 of us together, I don't want him sitting off by himself",
        facts={
            "accessible_request": {
                "order": "ORD-8830214",
                "need": "1 wheelchair space + 2 companion seats",
                "together": True,
            }
        },
    )
    s.call(
        "get_accessible_seating",
        {"event_id": "EV-71122", "wheelchair_spaces": 1, "companion_seats": 2},
        {
            "options": [
                {
                    "location": "Sec 104 platform",
                    "wheelchair_space": "WC-2",
                    "companion_seats": ["WC-2A"],
                    "note": "only 1 companion seat next to the space",
                    "price_each": 88.0,
                },
                {
                    "location": "Sec 110 platform",
                    "level": 100,
                    "wheelchair_space": "WC-1",
                    "companion_seats": ["WC-1A", "WC-1B"],
                    "price_each": 88.0,
                },
                {
                    "location": "Sec 220 platform",
                    "level": 200,
                    "wheelchair_space": "WC-5",
                    "companion_seats": ["WC-5A", "WC-5B"],
                    "price_each": 64.0,
                    "access": "Gate C elevator to the 200 level",
                },
            ],
            "exchange_fee": 0.0,
            "price_difference": "paid if higher",
        },
        facts={
            "accessible_options": {
                "Sec 110": "WC-1 + 1A, 1B, $88.00 each",
                "Sec 220": "WC-5 + 5A, 5B, $64.00 each, Gate C elevator",
                "Sec 104": "WC-2 + one companion seat only",
            }
        },
    )
    s.say(
        "Two platforms keep all three of you together:\n"
        "- Section 110 platform, lower level: wheelchair space WC-1 with companion seats 1A and "
        "1B, $88.00 each, so $72.00 more for the three\n"
        "- Section 220 platform, on the 200 level like your seats now and reached by the Gate C "
        "elevator: wheelchair space WC-5 with companion seats 5A and 5B, $64.00 each, the same "
        "price, so nothing to pay\n\n"
        "Section 104 has only one companion seat next to the space, so I've left it out. "
        "Accessible exchanges have no fee."
    )
    s.user(
        "220 please. dad likes seeing the whole court from up high, not down by the floor.",
        facts={"accessible_choice": "Sec 220 platform"},
    )
    s.say(
        "Good choice. One more thing: would you like an accessible parking pass for Lot B, "
        "right by Gate C? It's $25.00 for the game."
    )
    s.user("no thanks, my brother is dropping us off at the door")
    s.confirm(
        "Here's the exchange:\n"
        "- Order ORD-8830214, Tides vs Kestrel City Hawks, Saturday, November 22, 7:00 pm\n"
        "- From Section 218, Row 9, Seats 4-6\n"
        "- To the Section 220 accessible platform: wheelchair space WC-5 and companion seats "
        "5A and 5B\n"
        "- Same price ($64.00 each), no exchange fee, nothing to pay\n"
        "- Your December 6 order ORD-8830597 is not changed\n\n"
        "Shall I make the exchange? (yes/no)",
        [
            (
                "exchange_to_accessible",
                {
                    "order_id": "ORD-8830214",
                    "to": ["Sec 220 WC-5", "Sec 220 WC-5A", "Sec 220 WC-5B"],
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "exchange_to_accessible",
        {"order_id": "ORD-8830214", "to": ["Sec 220 WC-5", "Sec 220 WC-5A", "Sec 220 WC-5B"]},
        {
            "exchange_id": "AX-4410962",
            "status": "completed",
            "order_id": "ORD-8830214",
            "seats": ["Sec 220 WC-5 (wheelchair)", "Sec 220 WC-5A", "Sec 220 WC-5B"],
            "charged": 0.0,
            "released": ["Sec 218 Row 9 Seat 4", "Sec 218 Row 9 Seat 5", "Sec 218 Row 9 Seat 6"],
            "entry": "Gate C (elevator)",
            "delivery": "mobile",
        },
        facts={"accessible_exchange_id": "AX-4410962"},
    )
    s.boundary(
        "the exchange of ORD-8830214 to Sec 220 WC-5, 5A, 5B (AX-4410962, $0) executed, not "
        "reported yet; the Dec 6 order untouched; Sec 110 and the parking pass not taken"
    )


def session_delivery(s):
    """Will-call for his mother's Sunday order, not mail; approved, not changed yet."""
    greet(s)
    s.user(
        "Good morning. I bought Nutcracker tickets last week, two orders. The Sunday ones are "
        "for my mother and she doesn't have a smartphone. How does she get in?"
    )
    s.say(
        "Good morning! We can change how those tickets are delivered. To verify, please give "
        "me the email on your account and the order number of the Sunday tickets."
    )
    s.user("h.nakamura@example.com. order 9017986 is the sunday one")
    s.call(
        "verify_customer",
        {"email": "h.nakamura@example.com", "order_id": "ORD-9017986"},
        verified("CU-620418", ["ORD-9017733", "ORD-9017986"]),
        facts={"customer": "Harold Nakamura", "customer_id": "CU-620418"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-620418"},
        orders("ORD-9017733", "ORD-9017986"),
        facts={
            "orders": {
                "ORD-9017733": "The Nutcracker, Sat 2025-12-20 14:00, Orchestra Row F Seats "
                "10-13, mobile",
                "ORD-9017986": "The Nutcracker, Sun 2025-12-21 14:00, Balcony Row A Seats 3-4, "
                "mobile",
            }
        },
    )
    s.call(
        "get_delivery_options",
        {"order_id": "ORD-9017986"},
        {
            "current": "mobile",
            "options": [
                {
                    "method": "will_call",
                    "fee": 0.0,
                    "pickup": "Rosemont Theatre box office, opens 90 minutes before the "
                    "performance (2025-12-21 12:30)",
                    "id_required": "photo ID of a named pickup person",
                    "max_names": 2,
                },
                {
                    "method": "mail",
                    "fee": 7.5,
                    "format": "paper tickets",
                    "ships_by": "2025-12-05",
                    "arrives_by": "2025-12-12",
                },
            ],
            "note": "the mobile tickets are deactivated when the delivery method changes",
        },
        facts={
            "delivery_options": {
                "will_call": "free, box office opens 12:30 pm on 2025-12-21, photo ID, up "
                "to 2 names",
                "mail": "$7.50, ships by 2025-12-05, arrives by 2025-12-12",
            }
        },
    )
    s.say(
        "Thanks, Harold. The Sunday order ORD-9017986 is Balcony Row A, Seats 3-4 for The "
        "Nutcracker on Sunday, December 21 at 2:00 pm; your Saturday order ORD-9017733 "
        "(Orchestra Row F, Seats 10-13, December 20) is separate. For your mother there are "
        "two options:\n"
        "- Mailed paper tickets: $7.50, shipped by December 5 and arriving by December 12. "
        "This is usually the easiest for someone without a phone\n"
        "- Will-call: free pickup at the Rosemont Theatre box office, which opens at 12:30 pm "
        "that day; up to 2 names, each with photo ID\n\n"
        "Which would you prefer?"
    )
    s.user(
        "Not mail, things get stolen out of our mailbox. Will call. Put my mother's name, Aiko "
        "Nakamura, and mine too in case I end up picking them up.",
        facts={
            "delivery_change": {
                "order": "ORD-9017986",
                "method": "will_call",
                "names": ["Aiko Nakamura", "Harold Nakamura"],
                "not": "mail",
            }
        },
    )
    s.confirm(
        "Here's the change:\n"
        "- Order ORD-9017986, The Nutcracker, Sunday, December 21, 2:00 pm, Balcony Row A, "
        "Seats 3-4\n"
        "- Delivery: from mobile to will-call at the Rosemont Theatre box office, no fee\n"
        "- Pickup names: Aiko Nakamura and Harold Nakamura, with photo ID; the box office opens "
        "at 12:30 pm\n"
        "- The mobile tickets for this order are deactivated\n"
        "- Saturday's order ORD-9017733 stays on mobile\n\n"
        "Shall I change it? (yes/no)",
        [
            (
                "change_delivery",
                {
                    "order_id": "ORD-9017986",
                    "method": "will_call",
                    "pickup_names": ["Aiko Nakamura", "Harold Nakamura"],
                },
            )
        ],
    )
    s.yes(
        "Yes, do that. And leave the Saturday ones on my phone, that's me and the grandkids.",
        facts={"keep_mobile": "ORD-9017733"},
    )
    s.boundary(
        "he said yes to will-call for the Sunday order ORD-9017986 (Aiko and Harold Nakamura), "
        "no call yet; mail suggested and declined; Saturday order to stay on mobile"
    )


SCRIPTS = {
    "resale": session_resale,
    "accessible": session_accessible,
    "delivery": session_delivery,
}
