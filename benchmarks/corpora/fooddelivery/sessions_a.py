"""Session scripts, part 1: cancel, missing, address and allergy.

Each script plays one invented session with the customer-support agent of the Larkbite
delivery app (customers, customer ids, restaurants, orders, cards, amounts and dates are made
up). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import order, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hi, you're chatting with Larkbite Support. I can help with orders, deliveries, "
        "refunds, payments and your account. What's going on?"
    )


def session_cancel(s):
    """Two active orders: the scheduled bakery order cancelled, tonight's Thai order kept."""
    greet(s)
    s.user(
        "hi i need to cancel an order. the bellweather one for friday, the office breakfast. "
        "renata osei"
    )
    s.say(
        "Sure, Renata. To verify your account, please give me the email address or phone "
        "number on it."
    )
    s.user("renata.osei@example.com")
    s.call(
        "verify_customer",
        {"name": "Renata Osei", "email": "renata.osei@example.com"},
        verified("CU-58210"),
        facts={"customer_id": "CU-58210", "customer": "Renata Osei"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-58210", "status": "active"},
        {"orders": [order("FD-4471920"), order("FD-4472108")]},
        facts={
            "orders": {
                "FD-4471920": {"restaurant": "Lotus Garden Thai", "status": "preparing"},
                "FD-4472108": {
                    "restaurant": "Bellweather Bakery & Café",
                    "scheduled_for": "2025-11-14T08:30",
                    "total": 100.2,
                },
            }
        },
    )
    s.say(
        "Thanks, Renata. I see two active orders:\n"
        "- FD-4471920, Lotus Garden Thai, tonight: being prepared, arriving around 6:50 PM, "
        "$38.65\n"
        "- FD-4472108, Bellweather Bakery & Café: scheduled for Friday, November 14 at 8:30 AM "
        "to 600 Garnet Ave, Floor 4 (2 dozen assorted pastries and a 96 oz coffee traveler), "
        "$100.20\n"
        "Is FD-4472108 the one you'd like to cancel?"
    )
    s.user(
        "yes the bakery one. do NOT touch tonight's thai, we're starving lol. the meeting got "
        "moved so we don't need the pastries",
        facts={"cancel_request": {"cancel": "FD-4472108", "keep": "FD-4471920"}},
    )
    s.call(
        "get_cancellation_terms",
        {"order_id": "FD-4472108"},
        {
            "order_id": "FD-4472108",
            "cancellable": True,
            "free_cancellation_until": "2025-11-13T08:30",
            "refund_if_cancelled_now": 100.2,
            "refund_to": "Visa ****2286",
            "refund_eta": "3-5 business days",
            "reschedule_allowed": True,
            "reschedule_max_days_ahead": 14,
        },
        facts={
            "cancellation_terms": {
                "refund": 100.2,
                "refund_to": "Visa ****2286",
                "free_until": "2025-11-13T08:30",
            }
        },
    )
    s.say(
        "Since it's more than 24 hours before the scheduled time, cancelling is free: the full "
        "$100.20 goes back to your Visa ending 2286 in 3-5 business days. If the meeting has "
        "only moved, I could reschedule the order instead, up to 14 days ahead. Would you "
        "rather cancel or reschedule?"
    )
    s.user("just cancel, no idea when it's happening now")
    cancel = {
        "order_id": "FD-4472108",
        "reason": "customer_request",
        "refund": 100.2,
        "refund_to": "original_payment",
    }
    s.confirm(
        "To confirm, I'll cancel:\n"
        "- Order FD-4472108, Bellweather Bakery & Café, scheduled for Friday, November 14, 2025 "
        "at 8:30 AM\n"
        "- Full refund of $100.20 to your Visa ending 2286 (3-5 business days)\n"
        "- Tonight's Lotus Garden Thai order FD-4471920 stays as it is\n\n"
        "Shall I cancel it? (yes/no)",
        [("cancel_order", cancel)],
    )
    s.yes("yep go ahead")
    s.call(
        "cancel_order",
        cancel,
        {
            "order_id": "FD-4472108",
            "status": "cancelled",
            "cancelled_at": "2025-11-12T18:21:40",
            "refund_id": "RF-903317",
            "refund_amount": 100.2,
            "refund_to": "Visa ****2286",
            "refund_eta": "3-5 business days",
            "restaurant_notified": True,
        },
        facts={"cancelled_order": {"order_id": "FD-4472108"}, "refund_id": "RF-903317"},
    )
    s.boundary(
        "FD-4472108 (Bellweather, Fri Nov 14 8:30 AM, $100.20) cancelled with refund RF-903317 "
        "to Visa ****2286, not reported yet; tonight's FD-4471920 (Lotus Garden) kept as she "
        "insisted; rescheduling offered by the agent and declined"
    )


def session_missing(s):
    """Missing naan: a card refund rejected for account credit; then a courier complaint."""
    greet(s)
    s.user(
        "Hey, my order from Saffron Lane just came and the garlic naan is missing. we ordered "
        "2. this is Jonah Feldmann"
    )
    s.say(
        "Sorry about that, Jonah. To verify your account, please give me the phone number or "
        "email address on it."
    )
    s.user("206 555 0118")
    s.call(
        "verify_customer",
        {"name": "Jonah Feldmann", "phone": "+1 206-555-0118"},
        verified("CU-61907"),
        facts={"customer_id": "CU-61907", "customer": "Jonah Feldmann"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-61907", "restaurant_id": "R-1874", "limit": 2},
        {"orders": [order("FD-4473356"), order("FD-4461029")]},
        facts={
            "orders": {
                "FD-4473356": {"delivered_at": "2025-11-12T19:12", "total": 61.84},
                "FD-4461029": {"delivered_at": "2025-11-05T19:44", "total": 44.1},
            }
        },
    )
    s.say(
        "I see two recent Saffron Lane Indian Kitchen orders: today's FD-4473356, delivered at "
        "7:12 PM ($61.84), and FD-4461029 from November 5 ($44.10). Today's includes 2 garlic "
        "naan at $4.50 each. Was anything else missing from today's order?"
    )
    s.user(
        "just the 2 naan. rest was there",
        facts={"missing_items": {"order_id": "FD-4473356", "items": "Garlic naan x2"}},
    )
    items = [{"name": "Garlic naan", "qty": 2, "unit_price": 4.5}]
    to_card = {
        "order_id": "FD-4473356",
        "items": items,
        "amount": 9.0,
        "destination": "original_payment",
    }
    s.confirm(
        "I can refund the missing items on FD-4473356:\n"
        "- 2 x garlic naan, $9.00\n"
        "- back to your Visa ending 7730, in 3-5 business days\n"
        "Item refunds don't include the delivery or service fee.\n\n"
        "Shall I go ahead? (yes/no)",
        [("refund_items", to_card)],
    )
    s.no(
        "actually can you put it as credit on my account instead? that card's getting "
        "replaced next week",
        facts={"refund_destination": "account_credit"},
    )
    as_credit = dict(to_card, destination="account_credit")
    s.confirm(
        "Sure. Updated:\n"
        "- 2 x garlic naan on FD-4473356, $9.00\n"
        "- as Larkbite account credit instead of a card refund: available right away, and it "
        "applies automatically at your next checkout\n\n"
        "Shall I issue it? (yes/no)",
        [("refund_items", as_credit)],
    )
    s.yes("yes thanks")
    s.call(
        "refund_items",
        as_credit,
        {
            "refund_id": "RF-903402",
            "order_id": "FD-4473356",
            "amount": 9.0,
            "destination": "account_credit",
            "credit_balance": 9.0,
            "status": "completed",
        },
        facts={"refund_id": "RF-903402", "credit_balance": 9.0},
    )
    s.say(
        "Done: $9.00 for the 2 garlic naan on FD-4473356 is on your account as credit (refund "
        "RF-903402). Your credit balance is $9.00 and it's used automatically at checkout. "
        "Anything else I can help with?"
    )
    s.boundary(
        "the $9.00 card refund for 2 garlic naan rejected by his correction; the same amount "
        "issued as account credit (RF-903402) on FD-4473356 and reported; last week's "
        "FD-4461029 untouched"
    )
    s.user(
        "yeah, the courier. he basically threw the bag at my door from the top of the stairs "
        "and got really rude when I said something. the curry leaked all over the bag. I don't "
        "want him fired or anything, I just want someone to talk to him",
        facts={
            "complaint": {
                "what": "bag thrown from the stairs, curry leaked, courier rude",
                "wants": "someone to talk to the courier, not removal",
            }
        },
    )
    s.call(
        "get_delivery_details",
        {"order_id": "FD-4473356"},
        {
            "order_id": "FD-4473356",
            "courier_id": "CR-20914",
            "courier_first_name": "Dmitri",
            "picked_up_at": "2025-11-12T18:58",
            "delivered_at": "2025-11-12T19:12",
            "proof_photo": True,
        },
        facts={"courier": {"courier_id": "CR-20914", "first_name": "Dmitri"}},
    )
    s.say(
        "Thanks for telling me, and I'm sorry. Your courier on FD-4473356 was Dmitri (courier "
        "CR-20914). I can file a complaint with our Courier Quality team: they review what you "
        "report together with the delivery record, decide what follow-up is appropriate, "
        "usually within 3 business days, and let you know. I can't promise a particular "
        "outcome. Would you like me to file it?"
    )
    s.user(
        "yes file it. email only please, I'm at work all day and don't pick up unknown numbers",
        facts={"contact_preference": "email only"},
    )
    complaint = {
        "order_id": "FD-4473356",
        "courier_id": "CR-20914",
        "category": "courier_conduct",
        "details": "Bag thrown at the door from the top of the stairs; curry leaked; courier "
        "rude when the customer raised it.",
        "customer_request": "someone to talk to the courier; not asking for removal",
        "contact": "email",
    }
    s.confirm(
        "Here's the complaint I'll file:\n"
        "- Order FD-4473356, courier CR-20914 (Dmitri)\n"
        "- What happened: the bag was thrown at your door from the top of the stairs, the "
        "curry leaked, and the courier was rude when you raised it\n"
        "- What you're asking for: someone to talk to the courier; you're not asking for him "
        "to be removed\n"
        "- Contact: email only, jonah.feldmann@example.com\n\n"
        "Shall I submit it? (yes/no)",
        [("escalate_courier_complaint", complaint)],
    )
    s.yes("yes")
    s.call(
        "escalate_courier_complaint",
        complaint,
        {
            "case_id": "CQ-55817",
            "status": "submitted_for_review",
            "team": "Courier Quality",
            "outcome": "decided by the Courier Quality team after review",
            "decision_expected_by": "2025-11-17",
            "customer_contact": "email",
        },
        facts={"case_id": "CQ-55817"},
    )
    s.say(
        "Submitted: case CQ-55817 is with the Courier Quality team. They'll review it and "
        "decide on any follow-up with the courier; nothing has been decided yet. You should "
        "get an email by Monday, November 17. Is there anything else?"
    )
    s.boundary(
        "courier complaint CQ-55817 (CR-20914 Dmitri: bag thrown, rude; talk to him, not "
        "removal; email only) submitted to Courier Quality, awaiting their decision (by Nov "
        "17), reported; the earlier $9.00 credit stands, the card refund was rejected"
    )


def session_address(s):
    """An address change to the office fails (courier near drop-off); a handoff note approved."""
    greet(s)
    s.user(
        "hi!! I need to change the address on my order, it's going to my apartment but I'm "
        "stuck at the office. Amara Nwosu"
    )
    s.say("Let's sort that out, Amara. What's the email address or phone number on the account?")
    s.user("amara.nwosu@example.net")
    s.call(
        "verify_customer",
        {"name": "Amara Nwosu", "email": "amara.nwosu@example.net"},
        verified("CU-47352"),
        facts={"customer_id": "CU-47352", "customer": "Amara Nwosu"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-47352", "status": "active"},
        {
            "orders": [order("FD-4473590")],
            "saved_addresses": [
                {"label": "Home", "address": "88 Tamsin St, Apt 3R, Wrenfield 40112"},
                {"label": "Work", "address": "1450 Harrow Blvd, Suite 300, Wrenfield 40108"},
            ],
        },
        facts={
            "orders": {"FD-4473590": {"status": "picked_up", "total": 31.6}},
            "saved_addresses": {
                "Home": "88 Tamsin St, Apt 3R, Wrenfield 40112",
                "Work": "1450 Harrow Blvd, Suite 300, Wrenfield 40108",
            },
        },
    )
    s.say(
        "Your Pico Verde Taqueria order FD-4473590 ($31.60) has been picked up and is on its "
        "way to Home, 88 Tamsin St, Apt 3R, arriving around 12:41 PM. Your saved Work address "
        "is 1450 Harrow Blvd, Suite 300. Is that where you'd like it to go?"
    )
    s.user(
        "yes work, suite 300 not 30, the last courier went to the wrong floor. and please don't "
        "let them leave it at the front desk, bring it up to 300",
        facts={
            "new_address": {
                "address": "1450 Harrow Blvd, Suite 300, Wrenfield 40108",
                "handoff": "bring it up to Suite 300, not the front desk",
            }
        },
    )
    s.call(
        "quote_address_change",
        {
            "order_id": "FD-4473590",
            "new_address": "1450 Harrow Blvd, Suite 300, Wrenfield 40108",
        },
        {
            "allowed": True,
            "distance_from_original_km": 2.8,
            "reroute_fee": 2.99,
            "new_estimated_arrival": "12:58",
        },
        facts={"address_change_quote": {"fee": 2.99, "new_eta": "12:58"}},
    )
    change = {
        "order_id": "FD-4473590",
        "new_address": "1450 Harrow Blvd, Suite 300, Wrenfield 40108",
        "courier_note": "Bring it up to Suite 300. Do not leave at the front desk.",
        "fee": 2.99,
    }
    s.confirm(
        "I can redirect it. Here's the change:\n"
        "- Order FD-4473590 (Pico Verde Taqueria)\n"
        "- New address: 1450 Harrow Blvd, Suite 300, Wrenfield 40108\n"
        "- Note to the courier: bring it up to Suite 300, don't leave it at the front desk\n"
        "- Reroute fee: $2.99 (the office is 2.8 km from the original drop-off), charged to "
        "your Mastercard ending 5514\n"
        "- New arrival time: about 12:58 PM\n\n"
        "Shall I change it? (yes/no)",
        [("change_delivery_address", change)],
    )
    s.yes("yes please hurry")
    s.call(
        "change_delivery_address",
        change,
        {
            "error": "COURIER_NEAR_DROPOFF",
            "message": (
                "The courier is less than 400 m from the original drop-off; the delivery "
                "address can no longer be changed. No fee was charged."
            ),
        },
        error=True,
    )
    s.boundary(
        "the change of FD-4473590's address to 1450 Harrow Blvd, Suite 300 ($2.99 fee, ETA "
        "12:58) confirmed and called; it failed with COURIER_NEAR_DROPOFF (ledger executed), "
        "no fee charged, not reported yet; the order still goes to 88 Tamsin St, Apt 3R"
    )
    s.say(
        "I'm sorry, Amara, the change didn't go through: the courier was already less than "
        "400 m from your apartment, and from that point the address can't be changed. You "
        "weren't charged the $2.99. The order will arrive at 88 Tamsin St, Apt 3R. If no one "
        "can take it, I can cancel it, but since it's already picked up, cancelling wouldn't "
        "refund the $31.60. Or I can add a note telling the courier who to hand it to."
    )
    s.user(
        "no don't cancel it. my roommate Felix is home, can you tell the courier to hand it to "
        "him? ring the doorbell twice, the buzzer's broken",
        facts={"handoff": {"to": "Felix", "how": "ring the doorbell twice, buzzer broken"}},
    )
    note = {
        "order_id": "FD-4473590",
        "instructions": "Hand it to Felix. Ring the doorbell twice - the buzzer is broken.",
    }
    s.confirm(
        "Here's the note for the courier:\n"
        "- Order FD-4473590 to 88 Tamsin St, Apt 3R\n"
        "- Hand it to Felix; ring the doorbell twice (the buzzer is broken)\n"
        "- No charge\n\n"
        "Shall I add it? (yes/no)",
        [("update_delivery_instructions", note)],
    )
    s.yes("yes")
    s.boundary(
        "the failure reported (no fee, still going home); cancelling offered by the agent and "
        "refused; the handoff note (give it to Felix, ring twice) approved by her yes, no call "
        "yet"
    )


def session_allergy(s):
    """Peanuts in a no-peanuts dish: the dish refunded and a food-safety report filed."""
    greet(s)
    s.user(
        "I need to report something serious. I ordered the drunken noodles from Harbor Noodle "
        "Bar with NO PEANUTS in the note because I'm allergic, and there were crushed peanuts "
        "all over it. I had a reaction. Theo Marchetti"
    )
    s.say(
        "I'm really sorry, Theo. First, are you safe right now? If you have any trouble "
        "breathing or any swelling, please call 911 right away. When you're OK, I'll need the "
        "phone number or email address on your account to look at the order."
    )
    s.user(
        "I'm ok, took my antihistamine and it calmed down, lips were tingly for like an hour. "
        "phone is 206-555-0162",
        facts={"allergy": {"allergen": "peanut", "reaction": "tingly lips ~1 hour"}},
    )
    s.call(
        "verify_customer",
        {"name": "Theo Marchetti", "phone": "+1 206-555-0162"},
        verified("CU-39018"),
        facts={"customer_id": "CU-39018", "customer": "Theo Marchetti"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-39018", "restaurant_id": "R-5530", "limit": 1},
        {"orders": [order("FD-4472841")]},
        facts={"orders": {"FD-4472841": {"dish": "Drunken noodles (chicken)", "price": 16.95}}},
    )
    s.say(
        "Glad it's calmed down. I see FD-4472841 from Harbor Noodle Bar today: drunken noodles "
        '(chicken), $16.95, with your note "NO PEANUTS - severe allergy", and a Thai iced tea, '
        "$4.75; $29.38 in total. I can refund the noodles, and I can file a food-safety report: "
        "our Food Safety team reviews it and decides what happens with the restaurant, and "
        "they may contact you for details. I can also add a $15.00 goodwill voucher."
    )
    s.user(
        "refund the noodles yes. and file the report, this could kill someone. but no voucher, "
        "I'm not ordering anything from here for a while. and please don't give the restaurant "
        "my phone number, I don't want them calling me",
        facts={"restaurant_contact": "do not share his phone number with the restaurant"},
    )
    refund = {
        "order_id": "FD-4472841",
        "items": [{"name": "Drunken noodles (chicken)", "qty": 1, "unit_price": 16.95}],
        "amount": 16.95,
        "destination": "original_payment",
    }
    report = {
        "order_id": "FD-4472841",
        "restaurant_id": "R-5530",
        "issue": "allergen_present",
        "allergen": "peanut",
        "order_note": "NO PEANUTS - severe allergy",
        "customer_reaction": "tingling lips for about 1 hour; antihistamine taken",
        "share_contact_with_restaurant": False,
    }
    s.confirm(
        "Here's what I'll do:\n"
        "1. Refund the drunken noodles on FD-4472841: $16.95 to your Visa ending 6652 (3-5 "
        "business days)\n"
        "2. File a food-safety report about Harbor Noodle Bar: peanuts in a dish marked "
        '"NO PEANUTS - severe allergy"; your reaction (tingling lips for about an hour, treated '
        "with an antihistamine). Your phone number won't be shared with the restaurant.\n"
        "No voucher.\n\n"
        "Shall I go ahead with both? (yes/no)",
        [("refund_items", refund), ("submit_food_safety_report", report)],
    )
    s.yes("yes both")
    s.call(
        "refund_items",
        refund,
        {
            "refund_id": "RF-903455",
            "order_id": "FD-4472841",
            "amount": 16.95,
            "destination": "Visa ****6652",
            "eta": "3-5 business days",
            "status": "completed",
        },
        facts={"refund_id": "RF-903455"},
    )
    s.call(
        "submit_food_safety_report",
        report,
        {
            "case_id": "FS-11062",
            "status": "submitted",
            "assigned_team": "Food Safety",
            "restaurant_action": "pending_review",
            "next": (
                "The Food Safety team reviews the report and decides on any action regarding "
                "the restaurant; a specialist may email the customer within 2 business days."
            ),
            "contact_shared_with_restaurant": False,
        },
        facts={"food_safety_case_id": "FS-11062"},
    )
    s.say(
        "Both done:\n"
        "- Refund RF-903455: $16.95 to your Visa ending 6652, in 3-5 business days\n"
        "- Food-safety report FS-11062 is with our Food Safety team, who decide on any action "
        "about Harbor Noodle Bar; a specialist may email you within 2 business days. Your "
        "phone number isn't shared with the restaurant.\n"
        "If your symptoms come back or get worse, please get medical care right away."
    )
    s.boundary(
        "the noodles refunded ($16.95, RF-903455, Visa ****6652) and food-safety report "
        "FS-11062 (peanuts, phone not shared) submitted, awaiting the Food Safety team's "
        "decision, both reported; the $15 voucher offered and refused"
    )


SCRIPTS = {
    "cancel": session_cancel,
    "missing": session_missing,
    "address": session_address,
    "allergy": session_allergy,
}
