"""Session scripts, part 1: change, cancel, deposit, points and redeem.

Each script plays one invented session at the guest-services desk of Corvane Hotels (guests,
confirmation numbers, folio ids, member numbers, cards, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import member, reservation, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Welcome to Corvane Hotels guest services. I can help with reservations, changes and "
        "cancellations, charges on your bill, Corvane Circle points and requests for your "
        "stay. How can I help you today?"
    )


def session_change(s):
    """A date change in Denver: the King Deluxe rejected for its price, the Queen Deluxe done."""
    greet(s)
    s.user(
        "Hi, I need to change the dates on my Denver reservation, my conference got pushed "
        "back a day. It's Naomi Fairbrother, conf 40718822. I also have a Santa Fe booking in "
        "November, do NOT touch that one."
    )
    s.say(
        "I can help with that, Naomi. To verify the booking, please give me the last four "
        "digits of the card that guarantees it, or the email address on the reservation."
    )
    s.user("card ends in 2231")
    s.call(
        "verify_guest",
        {"confirmation_number": "CV-40718822", "last_name": "Fairbrother", "card_last4": "2231"},
        verified("G-10482", "CV-40718822", "CV-40719305"),
        facts={
            "confirmation_number": "CV-40718822",
            "guest": "Naomi Fairbrother",
            "member_number": "CC-512883704",
            "reservations": {
                "CV-40718822": {
                    "hotel": "Corvane Denver Larimer",
                    "dates": "2025-10-23/2025-10-25",
                    "room_type": "King Deluxe",
                    "total": 437.54,
                },
                "CV-40719305": {
                    "hotel": "Corvane Santa Fe Plaza",
                    "dates": "2025-11-06/2025-11-08",
                    "room_type": "King Deluxe",
                    "total": 494.5,
                },
            },
        },
    )
    s.call(
        "get_reservation",
        {"confirmation_number": "CV-40718822"},
        {
            **reservation("CV-40718822"),
            "cancellation_policy": "free until 16:00 MT two days before arrival",
        },
    )
    s.say(
        "Thanks, Naomi. I see both bookings:\n"
        "- CV-40718822 at Corvane Denver Larimer, Thursday, October 23 to Saturday, October 25, "
        "a King Deluxe at the Circle Member Flex rate of $189 a night, $437.54 with tax\n"
        "- CV-40719305 at Corvane Santa Fe Plaza, November 6-8, which I'll leave exactly as it "
        "is\n\n"
        "What are the new dates for Denver?"
    )
    s.user(
        "check in friday the 24th, out sunday the 26th. same room type if you can",
        facts={"new_dates": {"check_in": "2025-10-24", "check_out": "2025-10-26"}},
    )
    s.call(
        "get_rate_quote",
        {
            "hotel": "DEN",
            "check_in": "2025-10-24",
            "check_out": "2025-10-26",
            "rate_plan": "Circle Member Flex",
            "room_types": ["King Deluxe", "Queen Deluxe"],
        },
        {
            "hotel": "Corvane Denver Larimer",
            "check_in": "2025-10-24",
            "check_out": "2025-10-26",
            "rate_plan": "Circle Member Flex",
            "quotes": [
                {
                    "room_type": "King Deluxe",
                    "available": 3,
                    "nightly": [
                        {"date": "2025-10-24", "rate": 239.0},
                        {"date": "2025-10-25", "rate": 219.0},
                    ],
                    "room_total": 458.0,
                    "tax": 72.14,
                    "total": 530.14,
                },
                {
                    "room_type": "Queen Deluxe",
                    "available": 6,
                    "nightly": [
                        {"date": "2025-10-24", "rate": 209.0},
                        {"date": "2025-10-25", "rate": 189.0},
                    ],
                    "room_total": 398.0,
                    "tax": 62.69,
                    "total": 460.69,
                },
            ],
            "current_total": 437.54,
        },
        facts={
            "rate_quote": {
                "King Deluxe": {"nightly": "239 + 219", "total": 530.14},
                "Queen Deluxe": {"nightly": "209 + 189", "total": 460.69},
                "current_total": 437.54,
            }
        },
    )
    s.confirm(
        "Friday the 24th to Sunday the 26th is open, though rates are higher that weekend. "
        "Here's the change in the King Deluxe:\n"
        "- CV-40718822, Corvane Denver Larimer\n"
        "- Check in Friday, October 24, check out Sunday, October 26 (2 nights)\n"
        "- King Deluxe, Circle Member Flex: $239 + $219 = $458.00, plus $72.14 tax: $530.14 in "
        "total, $92.60 more than your current $437.54\n"
        "- Still guaranteed by Visa ****2231 and paid at the hotel; Santa Fe (CV-40719305) is "
        "not touched\n\n"
        "A Queen Deluxe on the same dates would be $209 + $189, $460.69 with tax. Shall I make "
        "the change in the King Deluxe? (yes/no)",
        [
            (
                "change_reservation",
                {
                    "confirmation_number": "CV-40718822",
                    "check_in": "2025-10-24",
                    "check_out": "2025-10-26",
                    "room_type": "King Deluxe",
                    "rate_plan": "Circle Member Flex",
                },
            )
        ],
    )
    s.no(
        "hm no, $90 more is a lot. do the queen, same dates.",
        facts={"room_choice": "Queen Deluxe"},
    )
    s.confirm(
        "Sure. Updated:\n"
        "- CV-40718822, Corvane Denver Larimer\n"
        "- Check in Friday, October 24, check out Sunday, October 26 (2 nights)\n"
        "- Queen Deluxe, Circle Member Flex: $209 + $189 = $398.00, plus $62.69 tax: $460.69 in "
        "total, $23.15 more than your current $437.54\n"
        "- Still guaranteed by Visa ****2231 and paid at the hotel; Santa Fe (CV-40719305) is "
        "not touched\n\n"
        "Shall I make the change? (yes/no)",
        [
            (
                "change_reservation",
                {
                    "confirmation_number": "CV-40718822",
                    "check_in": "2025-10-24",
                    "check_out": "2025-10-26",
                    "room_type": "Queen Deluxe",
                    "rate_plan": "Circle Member Flex",
                },
            )
        ],
    )
    s.yes("yes do it")
    s.call(
        "change_reservation",
        {
            "confirmation_number": "CV-40718822",
            "check_in": "2025-10-24",
            "check_out": "2025-10-26",
            "room_type": "Queen Deluxe",
            "rate_plan": "Circle Member Flex",
        },
        {
            "confirmation_number": "CV-40718822",
            "status": "modified",
            "hotel": "Corvane Denver Larimer",
            "check_in": "2025-10-24",
            "check_out": "2025-10-26",
            "room_type": "Queen Deluxe",
            "rate_plan": "Circle Member Flex",
            "nightly": [
                {"date": "2025-10-24", "rate": 209.0},
                {"date": "2025-10-25", "rate": 189.0},
            ],
            "room_total": 398.0,
            "tax": 62.69,
            "total": 460.69,
            "previous_total": 437.54,
            "difference": 23.15,
            "guarantee": "Visa ****2231",
            "free_cancellation_until": "2025-10-22 16:00 MT",
        },
        facts={
            "reservation_change": {
                "check_in": "2025-10-24",
                "check_out": "2025-10-26",
                "room_type": "Queen Deluxe",
                "total": 460.69,
                "difference": 23.15,
            }
        },
    )
    s.say(
        "Done: CV-40718822 keeps its confirmation number and is now Friday, October 24 to "
        "Sunday, October 26 in a Queen Deluxe, $460.69 with tax, paid at the hotel. You can "
        "still cancel free of charge until 4 pm Mountain time on Wednesday, October 22. Your "
        "Santa Fe stay hasn't been touched. Would you like to add breakfast? It's $22 per "
        "person per day at the hotel's restaurant."
    )
    s.user(
        "no breakfast, thanks. does the santa fe one still have my old card on it? don't "
        "change it, I'm just asking"
    )
    s.boundary(
        "the King Deluxe change rejected by her correction; the Queen Deluxe change (Oct 24-26, "
        "$460.69) executed and reported; Santa Fe untouched; breakfast offered and declined; "
        "her question about the Santa Fe card just asked"
    )


def session_cancel(s):
    """The Thursday night cancelled inside the penalty window; a fee waiver sent for review."""
    greet(s)
    s.user(
        "hi I need to cancel one of my reservations at your savannah hotel, my flight got "
        "moved to friday morning. the thursday night one. do NOT cancel the friday one, I "
        "still need that. Anders Holmgren"
    )
    s.say(
        "Sorry about the flight, Anders. To find the bookings, please give me a confirmation "
        "number and the email address on the reservations."
    )
    s.user("anders.holmgren@example.net. conf is 5220 1174 I think")
    s.call(
        "verify_guest",
        {
            "confirmation_number": "CV-52201174",
            "last_name": "Holmgren",
            "email": "anders.holmgren@example.net",
        },
        verified("G-20917", "CV-52201174", "CV-52201190"),
        facts={
            "confirmation_number": "CV-52201174",
            "guest": "Anders Holmgren",
            "reservations": {
                "CV-52201174": {
                    "hotel": "Corvane Savannah Riverfront",
                    "dates": "2025-10-09/2025-10-10",
                    "total": 204.06,
                },
                "CV-52201190": {
                    "hotel": "Corvane Savannah Riverfront",
                    "dates": "2025-10-10/2025-10-12",
                    "total": 499.32,
                },
            },
        },
    )
    s.call(
        "get_cancellation_policy",
        {"confirmation_number": "CV-52201174"},
        {
            "confirmation_number": "CV-52201174",
            "hotel": "Corvane Savannah Riverfront",
            "check_in": "2025-10-09",
            "free_cancellation_until": "2025-10-07 16:00 ET",
            "now": "2025-10-08 10:15 ET",
            "inside_penalty_window": True,
            "penalty": {
                "amount": 204.06,
                "basis": "first night's room and tax (179.00 + 25.06)",
                "charged_to": "Mastercard ****5517",
            },
            "waiver": (
                "the hotel's front office manager may waive the penalty on request; decided "
                "within 2 business days"
            ),
            "late_arrival": "the room is held all night; no penalty if the guest arrives",
        },
        facts={
            "cancellation_policy": {
                "deadline": "2025-10-07 16:00 ET",
                "penalty": 204.06,
                "waiver": "front office manager, within 2 business days",
            }
        },
    )
    s.say(
        "Thanks, Anders. I see two reservations at Corvane Savannah Riverfront on the "
        "Mastercard ending 5517:\n"
        "- CV-52201174: Thursday, October 9, one night in a King Deluxe, $204.06 with tax\n"
        "- CV-52201190: Friday, October 10 to Sunday, October 12, $499.32 with tax. I won't "
        "touch this one.\n\n"
        "The free cancellation deadline for Thursday was 4 pm Eastern yesterday, October 7, so "
        "cancelling it now carries a penalty of one night's room and tax, $204.06, charged to "
        "the Mastercard. Since the airline moved your flight, I can send a request to waive the "
        "fee to the hotel's front office manager along with the cancellation; they decide "
        "within 2 business days, and I can't promise the outcome. If there's any chance you'll "
        "still get in on Thursday night, you could keep it as a late arrival instead."
    )
    s.user(
        "no chance, the new flight lands friday at 9am. cancel it and send the waiver thing. I "
        "have the airline's email if they want it.",
        facts={"flight": {"lands": "2025-10-10 09:00", "reason": "airline schedule change"}},
    )
    s.confirm(
        "To confirm:\n"
        "1. Cancel CV-52201174 (Thursday, October 9, one night). The $204.06 penalty is charged "
        "to Mastercard ****5517 now.\n"
        "2. Send a fee waiver request for the $204.06 to the front office manager at Corvane "
        "Savannah Riverfront, reason: the airline rescheduled your flight. If it's approved, "
        "the $204.06 is refunded to the same card.\n\n"
        "CV-52201190 (October 10-12) stays exactly as it is. Shall I go ahead with both? "
        "(yes/no)",
        [
            ("cancel_reservation", {"confirmation_number": "CV-52201174"}),
            (
                "submit_fee_waiver_request",
                {
                    "confirmation_number": "CV-52201174",
                    "amount": 204.06,
                    "reason": "airline schedule change",
                },
            ),
        ],
    )
    s.yes("yes to both")
    s.call(
        "cancel_reservation",
        {"confirmation_number": "CV-52201174"},
        {
            "confirmation_number": "CV-52201174",
            "status": "cancelled",
            "cancellation_number": "CXL-7730915",
            "penalty": {
                "amount": 204.06,
                "charged_to": "Mastercard ****5517",
                "posted": "2025-10-08",
            },
        },
        facts={
            "cancellation_number": "CXL-7730915",
            "penalty": {"amount": 204.06, "card": "Mastercard ****5517"},
        },
    )
    s.boundary(
        "CV-52201174 (Thursday) cancelled with the $204.06 penalty charged (CXL-7730915), not "
        "reported yet; the fee waiver request approved by his yes, not sent yet; the Friday "
        "reservation CV-52201190 untouched"
    )
    s.call(
        "submit_fee_waiver_request",
        {
            "confirmation_number": "CV-52201174",
            "amount": 204.06,
            "reason": "airline schedule change",
        },
        {
            "request_id": "FWR-2291",
            "status": "under_review",
            "reviewer": "front office manager, Corvane Savannah Riverfront",
            "amount": 204.06,
            "decision_expected_by": "2025-10-10",
            "notify": "anders.holmgren@example.net",
            "if_approved": "refund of 204.06 to Mastercard ****5517",
        },
        facts={"waiver_request_id": "FWR-2291"},
    )
    s.say(
        "Both done. CV-52201174 is cancelled, cancellation number CXL-7730915, and the $204.06 "
        "penalty has been charged to your Mastercard ending 5517. The waiver request is "
        "FWR-2291: it's with the hotel's front office manager, who should decide by Friday, "
        "October 10, and you'll hear at anders.holmgren@example.net. It hasn't been approved "
        "yet; if it is, the $204.06 comes back to the same card. Keep the airline's email handy "
        "in case they ask for it. Your reservation CV-52201190 for October 10-12 is unchanged."
    )
    s.user("ok. since I land at 9 can I get into the room early on friday?")
    s.say(
        "Check-in is at 4 pm. I can add a free early check-in request to CV-52201190; the "
        "front desk grants it on the day if a room is ready, so it isn't guaranteed. The bell "
        "desk can also hold your bags when you arrive."
    )
    s.user(
        "don't bother with the request, I'll just leave my bags at the bell desk and go to my "
        "meeting."
    )
    s.boundary(
        "the cancellation and the waiver request FWR-2291 (under review, decision by Oct 10, "
        "not approved) reported; the early check-in request offered and declined; bags to the "
        "bell desk"
    )


def session_deposit(s):
    """The Asheville deposit charged twice: the second charge refunded to the Amex."""
    greet(s)
    s.user(
        "Hi, I got charged twice for the deposit at the Asheville hotel. $299.45 two times on "
        "my amex. Marcus Adebanjo, confirmation CV61830457"
    )
    s.say(
        "I'm sorry about that, Marcus, let me take a look. To verify, please give me the last "
        "four digits of the card and the email address on the reservation."
    )
    s.user("amex ending 1008, marcus.adebanjo@example.com")
    s.call(
        "verify_guest",
        {
            "confirmation_number": "CV-61830457",
            "last_name": "Adebanjo",
            "card_last4": "1008",
            "email": "marcus.adebanjo@example.com",
        },
        verified("G-31655", "CV-61830457"),
        facts={
            "confirmation_number": "CV-61830457",
            "guest": "Marcus Adebanjo",
            "payment_cards": ["Amex ****1008", "Visa ****6214"],
            "reservations": {
                "CV-61830457": {
                    "hotel": "Corvane Asheville",
                    "dates": "2025-10-31/2025-11-02",
                    "room_type": "Mountain View King",
                    "total": 598.9,
                }
            },
        },
    )
    s.call(
        "get_payment_history",
        {"confirmation_number": "CV-61830457"},
        {
            "confirmation_number": "CV-61830457",
            "deposit_due": {"amount": 299.45, "basis": "first night 265.00 + tax 34.45"},
            "charges": [
                {
                    "transaction_id": "TXN-88402117",
                    "date": "2025-09-29 14:02 ET",
                    "type": "advance deposit",
                    "amount": 299.45,
                    "card": "Amex ****1008",
                    "status": "settled",
                },
                {
                    "transaction_id": "TXN-88402125",
                    "date": "2025-09-29 14:03 ET",
                    "type": "advance deposit",
                    "amount": 299.45,
                    "card": "Amex ****1008",
                    "status": "settled",
                    "flag": "possible duplicate of TXN-88402117",
                },
            ],
            "stay_total": 598.9,
            "paid": 598.9,
            "balance_at_hotel": 0.0,
        },
        facts={
            "charges": {
                "TXN-88402117": {"date": "2025-09-29 14:02", "amount": 299.45},
                "TXN-88402125": {
                    "date": "2025-09-29 14:03",
                    "amount": 299.45,
                    "flag": "possible duplicate",
                },
            }
        },
    )
    s.say(
        "You're right, Marcus. The advance deposit for CV-61830457 (Corvane Asheville, Friday, "
        "October 31 to Sunday, November 2, Mountain View King) is the first night plus tax, "
        "$265.00 + $34.45 = $299.45, and it was charged twice to your Amex ending 1008 on "
        "September 29: TXN-88402117 at 2:02 pm and TXN-88402125 a minute later. Your whole stay "
        "comes to $598.90, so right now it's paid in full.\n\n"
        "There are two ways to fix it. I can refund the second charge, TXN-88402125, to the "
        "Amex (it takes 5-7 business days to show up); the first one stays as your deposit, "
        "and $299.45 is due at the hotel. Or I can leave it as prepayment for the second "
        "night, so nothing is due at checkout."
    )
    s.user(
        "refund it please, don't leave it on the stay. I'll pay the rest at the hotel with my "
        "visa. and don't cancel anything, the trip is still on",
        facts={"refund_choice": {"refund": "TXN-88402125", "rest_at_hotel": "Visa ****6214"}},
    )
    s.confirm(
        "Here's the refund:\n"
        "- Refund $299.45 for the duplicate charge TXN-88402125 to Amex ****1008 (refunds go "
        "back to the card that was charged)\n"
        "- TXN-88402117 stays as the deposit for CV-61830457, which isn't changed; the other "
        "$299.45 is due at the hotel, where you can pay with your Visa ending 6214\n"
        "- The refund shows up in 5-7 business days\n\n"
        "Shall I refund it? (yes/no)",
        [
            (
                "refund_charge",
                {
                    "confirmation_number": "CV-61830457",
                    "transaction_id": "TXN-88402125",
                    "amount": 299.45,
                },
            )
        ],
    )
    s.yes("yes please")
    s.call(
        "refund_charge",
        {
            "confirmation_number": "CV-61830457",
            "transaction_id": "TXN-88402125",
            "amount": 299.45,
        },
        {
            "refund_id": "RFD-55120",
            "status": "processed",
            "transaction_id": "TXN-88402125",
            "amount": 299.45,
            "card": "Amex ****1008",
            "expected_by": "2025-10-21",
            "reservation": {
                "confirmation_number": "CV-61830457",
                "deposit": "TXN-88402117",
                "balance_at_hotel": 299.45,
            },
        },
        facts={
            "refund_id": "RFD-55120",
            "refund": {"amount": 299.45, "card": "Amex ****1008", "expected_by": "2025-10-21"},
        },
    )
    s.boundary(
        "the duplicate deposit TXN-88402125 refunded (RFD-55120, $299.45 to Amex ****1008, by "
        "Oct 21), not reported yet; TXN-88402117 kept as the deposit; prepaying the second "
        "night offered and declined"
    )


def session_points(s):
    """Missing points: the Duluth stay credited, the Chicago stay booked via TripNest not."""
    greet(s)
    s.user(
        "hi my points never showed up for two stays, duluth in august and chicago in "
        "september. member # 730 155 286. check the duluth one first, that one was longer"
    )
    s.say(
        "I'll look into both, Gareth. To verify your Corvane Circle account, please give me "
        "your full name and the zip code on your profile."
    )
    s.user("Gareth Llewellyn, 55408")
    s.call(
        "verify_member",
        {"member_number": "CC-730155286", "name": "Gareth Llewellyn", "zip": "55408"},
        member("G-42310"),
        facts={
            "member_number": "CC-730155286",
            "guest": "Gareth Llewellyn",
            "points_balance": 18640,
        },
    )
    s.call(
        "get_stay_history",
        {"member_number": "CC-730155286", "from": "2025-08-01"},
        {
            "member_number": "CC-730155286",
            "stays": [
                {
                    "confirmation_number": "CV-33910288",
                    "hotel": "Corvane Duluth Harbor",
                    "check_in": "2025-08-14",
                    "check_out": "2025-08-16",
                    "nights": 2,
                    "folio": "F-DLH-220417",
                    "booked_via": "corvane.example.com",
                    "member_number_on_reservation": False,
                    "eligible_room_revenue": 412.0,
                    "points_posted": 0,
                    "status": "not credited: member number missing from the reservation",
                },
                {
                    "confirmation_number": "CV-34588120",
                    "hotel": "Corvane Chicago Loop",
                    "check_in": "2025-09-03",
                    "check_out": "2025-09-04",
                    "nights": 1,
                    "folio": "F-CHI-398872",
                    "booked_via": "TripNest (third-party prepaid rate)",
                    "member_number_on_reservation": True,
                    "eligible_room_revenue": 0.0,
                    "points_posted": 0,
                    "status": "not eligible: third-party prepaid rates do not earn points",
                },
            ],
            "earning": "10 points per $1 of eligible room revenue, plus the tier bonus",
        },
        facts={
            "missing_stays": {
                "CV-33910288": {
                    "hotel": "Corvane Duluth Harbor",
                    "dates": "2025-08-14/2025-08-16",
                    "eligible_room_revenue": 412.0,
                    "status": "member number missing",
                },
                "CV-34588120": {
                    "hotel": "Corvane Chicago Loop",
                    "dates": "2025-09-03/2025-09-04",
                    "status": "not eligible: TripNest prepaid rate",
                },
            }
        },
    )
    s.confirm(
        "Thanks, Gareth. Starting with Duluth: your stay at Corvane Duluth Harbor from August "
        "14 to 16 (2 nights, CV-33910288) had $412.00 of room revenue that earns points, but "
        "your member number wasn't on the reservation, so nothing posted. I can credit it now: "
        "4,120 base points plus your Silver bonus of 10%, 412, for 4,532 points.\n\n"
        "The Chicago Loop stay on September 3 (1 night, CV-34588120) was booked through "
        "TripNest at a third-party prepaid rate, and those rates don't earn points under the "
        "Circle terms, so I can't credit that one.\n\n"
        "Here's the credit:\n"
        "- Post the Duluth stay CV-33910288 (folio F-DLH-220417) to CC-730155286\n"
        "- 4,532 points (4,120 + 412 Silver bonus)\n\n"
        "Shall I post it? (yes/no)",
        [
            (
                "post_missing_stay",
                {
                    "member_number": "CC-730155286",
                    "confirmation_number": "CV-33910288",
                    "folio": "F-DLH-220417",
                },
            )
        ],
    )
    s.yes(
        "yes post the duluth one. annoying about chicago, my company's travel tool books "
        "through tripnest. whatever."
    )
    s.call(
        "post_missing_stay",
        {
            "member_number": "CC-730155286",
            "confirmation_number": "CV-33910288",
            "folio": "F-DLH-220417",
        },
        {
            "posting_id": "MSC-30418",
            "status": "posted",
            "confirmation_number": "CV-33910288",
            "points": 4532,
            "base_points": 4120,
            "tier_bonus": 412,
            "points_balance": 23172,
        },
        facts={"points_posting_id": "MSC-30418", "points_balance": 23172},
    )
    s.say(
        "Done: 4,532 points posted for the Duluth stay (MSC-30418), and your balance is now "
        "23,172. For Chicago, if your company's travel desk can book Corvane directly or at a "
        "Corvane corporate rate, your member number goes on the reservation and points post on "
        "their own. I can also email you the Circle earning terms if that would help with your "
        "travel desk."
    )
    s.user("no need for the email. thanks for sorting duluth")
    s.boundary(
        "the Duluth stay CV-33910288 credited (MSC-30418, 4,532 points, balance 23,172) and "
        "reported; the Chicago stay CV-34588120 not eligible (TripNest prepaid); the terms "
        "email offered and declined"
    )


def session_redeem(s):
    """Points for the Saturday night in Santa Fe; Friday stays on the company card."""
    greet(s)
    s.user(
        "hi! I want to use my points for part of my santa fe trip in november. conf "
        "CV-91204477, Imani Whitlock. points for the saturday night only. friday my company is "
        "paying, leave that on the company card."
    )
    s.say(
        "Sure, Imani. To verify, please give me your Corvane Circle number or the last four "
        "digits of the card on the booking."
    )
    s.user("circle # 448201937, card is the mastercard 8815")
    s.call(
        "verify_guest",
        {
            "confirmation_number": "CV-91204477",
            "last_name": "Whitlock",
            "member_number": "CC-448201937",
            "card_last4": "8815",
        },
        verified("G-97203", "CV-91204477"),
        facts={
            "confirmation_number": "CV-91204477",
            "guest": "Imani Whitlock",
            "member_number": "CC-448201937",
            "points_balance": 52300,
            "reservations": {
                "CV-91204477": {
                    "hotel": "Corvane Santa Fe Plaza",
                    "dates": "2025-11-14/2025-11-16",
                    "room_type": "Plaza King",
                    "nightly": "249 (Fri) + 269 (Sat)",
                    "total": 595.7,
                }
            },
        },
    )
    s.call(
        "get_award_pricing",
        {"confirmation_number": "CV-91204477", "nights": ["2025-11-15"]},
        {
            "hotel": "Corvane Santa Fe Plaza",
            "room_type": "Plaza King",
            "awards": [
                {
                    "date": "2025-11-15",
                    "points": 35000,
                    "replaces": {"rate": 269.0, "tax": 40.35},
                    "points_plus_cash": {"points": 17500, "cash": 95.0},
                }
            ],
            "points_balance": 52300,
            "cancellation": "points are returned if cancelled by 16:00 MT on 2025-11-12",
        },
        facts={
            "award_pricing": {
                "2025-11-15": {"points": 35000, "points_plus_cash": "17,500 + $95"},
                "refund_by": "2025-11-12 16:00 MT",
            }
        },
    )
    s.say(
        "Thanks, Imani. Your stay at Corvane Santa Fe Plaza is Friday, November 14 to Sunday, "
        "November 16 in a Plaza King: $249 on Friday and $269 on Saturday, $595.70 with tax, "
        "on the Mastercard ending 8815. An award night for Saturday costs 35,000 points and "
        "covers the $269 rate and its $40.35 tax. You have 52,300 points, so you'd have 17,300 "
        "left. There's also Points + Cash for Saturday: 17,500 points plus $95."
    )
    s.user(
        "all points for saturday. don't do points plus cash.",
        facts={"award_choice": {"night": "2025-11-15", "points": 35000}},
    )
    s.confirm(
        "Here's the redemption:\n"
        "- Saturday, November 15 on CV-91204477 becomes an award night: 35,000 points from "
        "CC-448201937, leaving 17,300\n"
        "- Friday, November 14 stays at $249 plus $37.35 tax, $286.35, on Mastercard ****8815\n"
        "- If you cancel by 4 pm on Wednesday, November 12, the points come back\n\n"
        "Shall I redeem the points? (yes/no)",
        [
            (
                "redeem_award_night",
                {
                    "confirmation_number": "CV-91204477",
                    "member_number": "CC-448201937",
                    "date": "2025-11-15",
                    "points": 35000,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "redeem_award_night",
        {
            "confirmation_number": "CV-91204477",
            "member_number": "CC-448201937",
            "date": "2025-11-15",
            "points": 35000,
        },
        {
            "redemption_id": "AWD-44817",
            "status": "redeemed",
            "confirmation_number": "CV-91204477",
            "award_night": "2025-11-15",
            "points": 35000,
            "points_balance": 17300,
            "cash_nights": [{"date": "2025-11-14", "rate": 249.0, "tax": 37.35, "total": 286.35}],
            "cash_total": 286.35,
            "card": "Mastercard ****8815",
        },
        facts={"redemption_id": "AWD-44817", "points_balance": 17300},
    )
    s.say(
        "Done: Saturday, November 15 is now an award night (AWD-44817), and your balance is "
        "17,300 points. Only Friday is left to pay at the hotel: $286.35 on the Mastercard "
        "ending 8815. Friday's $249 also earns points after checkout: 2,490 base plus a 498 "
        "Gold bonus, 2,988 in all."
    )
    s.user("perfect. could we get a room near the pool? not a big deal if not")
    s.boundary(
        "Saturday Nov 15 redeemed for 35,000 points (AWD-44817, balance 17,300) and reported; "
        "Friday Nov 14 ($286.35) stays on Mastercard ****8815; Points + Cash offered and "
        "declined; her pool-room question just asked"
    )


SCRIPTS = {
    "change": session_change,
    "cancel": session_cancel,
    "deposit": session_deposit,
    "points": session_points,
    "redeem": session_redeem,
}
