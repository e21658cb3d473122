"""Session scripts, part 1: redirect, customs, address and damage.

Each script plays one invented session at the customer desk of Ketterly Parcel (customers,
tracking numbers, shipment ids, addresses, cards, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import pickup_point, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Hi, you've reached Ketterly Parcel customer care. I can help with tracking, delivery "
        "changes, customs charges, claims and returns. What can I do for you?"
    )


def session_redirect(s):
    """Parcel 2 of 2 redirected to a pickup point (not the locker); the fee refund approved."""
    greet(s)
    s.user(
        "Hi. I've got a delivery from Halvorsen Home coming in two boxes. One came yesterday but "
        "the other one is supposed to come tomorrow and it needs a signature, and I won't be "
        "home. The tracking number in the email is KP 220 744 1870."
    )
    s.say("I can help with that. To verify, please give me your full name and postal code.")
    s.user("Lucia Ferreira, M4J 3J3.")
    s.call(
        "verify_customer",
        {"tracking_number": "KP2207441870", "name": "Lucia Ferreira", "postal_code": "M4J 3J3"},
        {**verified("CU-318806"), "card_on_file": "Visa ending 2290"},
        facts={
            "customer_id": "CU-318806",
            "customer": "Lucia Ferreira",
            "tracking_number": "KP2207441870",
            "payment_methods": {"card_2290": "Visa ending 2290"},
        },
    )
    s.call(
        "get_shipment",
        {"tracking_number": "KP2207441870"},
        {
            "shipment_id": "SH-5520917",
            "sender": "Halvorsen Home Goods",
            "service": "Ketterly Ground",
            "deliver_to": "88 Dewhurst Blvd, Toronto, ON M4J 3J3",
            "parcels": [
                {
                    "tracking_number": "KP2207441863",
                    "piece": "1 of 2",
                    "weight_kg": 4.1,
                    "status": "delivered",
                    "delivered_at": "2024-10-15T13:52",
                    "proof": "left at front door (photo)",
                    "signature_required": False,
                },
                {
                    "tracking_number": "KP2207441870",
                    "piece": "2 of 2",
                    "weight_kg": 9.4,
                    "status": "at_depot",
                    "depot": "Toronto East Depot",
                    "scheduled_delivery": "2024-10-17",
                    "signature_required": True,
                },
            ],
        },
        facts={
            "shipment_id": "SH-5520917",
            "parcels": {
                "KP2207441863": {"piece": "1 of 2", "status": "delivered 2024-10-15 13:52"},
                "KP2207441870": {
                    "piece": "2 of 2",
                    "status": "at Toronto East Depot, delivery 2024-10-17",
                    "weight_kg": 9.4,
                    "signature_required": True,
                },
            },
        },
    )
    s.say(
        "Thanks, Lucia. Shipment SH-5520917 from Halvorsen Home Goods has two parcels:\n"
        "- 1 of 2 (KP2207441863, 4.1 kg): delivered yesterday, October 15, at 1:52 pm, left at "
        "your front door\n"
        "- 2 of 2 (KP2207441870, 9.4 kg): at our Toronto East Depot, out for delivery tomorrow, "
        "Thursday October 17, signature required\n\n"
        "For parcel 2 I can redirect it to a Ketterly pickup point, hold it at the depot, or "
        "book another delivery day. What would you prefer?"
    )
    s.user("A pickup point, something on my way home. I come along the Danforth every day.")
    s.call(
        "find_pickup_points",
        {"tracking_number": "KP2207441870", "near": "Danforth Ave, Toronto, ON M4J"},
        {
            "ready_from": "2024-10-18",
            "redirect_fee": 3.5,
            "points": [
                pickup_point("PP-3307", distance_km=1.1),
                pickup_point("PP-3318", distance_km=0.6),
                pickup_point(
                    "PP-3342", distance_km=1.4, available=False, reason="over 10 kg limit"
                ),
            ],
        },
    )
    s.say(
        "Here are the pickup points along the Danforth that can take a 9.4 kg parcel:\n"
        "- Pape Station parcel locker (PP-3307), 1 Pape Ave: open 24/7; you open the locker "
        "with a one-time code sent by text, which stands in for the signature; kept 5 days\n"
        "- Logan Hardware (PP-3318), 721 Danforth Ave: staffed counter, Mon-Sat 8 am-7 pm, Sun "
        "10 am-5 pm; photo ID and a signature at the counter; kept 7 days\n"
        "(Greenwood Pharmacy can't take parcels over 10 kg.)\n\n"
        "Either would have it from Friday, October 18. A redirect costs $3.50. Since the "
        "locker is open around the clock, I'd suggest that one."
    )
    s.user("Sure, the locker is fine.")
    s.confirm(
        "To confirm the redirect:\n"
        "- Parcel 2 of 2, KP2207441870 (shipment SH-5520917)\n"
        "- To: Pape Station parcel locker (PP-3307), 1 Pape Ave\n"
        "- Ready from Friday, October 18, kept 5 days\n"
        "- The one-time code goes by text to +1 416-555-0143\n"
        "- Fee: $3.50 on your Visa ending 2290\n\n"
        "Shall I redirect it? (yes/no)",
        [
            (
                "redirect_parcel",
                {
                    "tracking_number": "KP2207441870",
                    "pickup_point_id": "PP-3307",
                    "fee": 3.5,
                    "card_id": "card_2290",
                },
            )
        ],
    )
    s.no(
        "Oh wait, no, not the locker. The code goes to my phone and my phone's screen is "
        "smashed, it's in for repair till next week. Make it the hardware store, I can show my "
        "ID there."
    )
    s.confirm(
        "Of course. Updated:\n"
        "- Parcel 2 of 2, KP2207441870 (shipment SH-5520917)\n"
        "- To: Logan Hardware (PP-3318), 721 Danforth Ave; Mon-Sat 8 am-7 pm, Sun 10 am-5 pm\n"
        "- Ready from Friday, October 18, kept until Friday, October 25\n"
        "- Bring photo ID; you sign at the counter\n"
        "- Fee: $3.50 on your Visa ending 2290\n\n"
        "Shall I redirect it? (yes/no)",
        [
            (
                "redirect_parcel",
                {
                    "tracking_number": "KP2207441870",
                    "pickup_point_id": "PP-3318",
                    "fee": 3.5,
                    "card_id": "card_2290",
                },
            )
        ],
        facts={
            "pickup_point": {
                "pickup_point_id": "PP-3318",
                "name": "Logan Hardware",
                "address": "721 Danforth Ave, Toronto, ON M4J 1L2",
                "ready_from": "2024-10-18",
                "keep_until": "2024-10-25",
            }
        },
    )
    s.yes("Yes, do that.")
    s.call(
        "redirect_parcel",
        {
            "tracking_number": "KP2207441870",
            "pickup_point_id": "PP-3318",
            "fee": 3.5,
            "card_id": "card_2290",
        },
        {
            "status": "redirected",
            "redirect_id": "RDR-880314",
            "tracking_number": "KP2207441870",
            "pickup_point_id": "PP-3318",
            "ready_from": "2024-10-18",
            "keep_until": "2024-10-25",
            "fee_charged": 3.5,
            "card": "Visa ending 2290",
        },
        facts={"redirect_id": "RDR-880314", "fee": 3.5},
    )
    s.boundary(
        "the redirect to the locker rejected by her correction; parcel 2 of 2 redirected to "
        "Logan Hardware (executed), not reported yet; parcel 1 of 2 already delivered"
    )
    s.say(
        "Done: redirect RDR-880314. Parcel 2 of 2 will be at Logan Hardware, 721 Danforth Ave, "
        "from Friday, October 18, and they keep it until October 25. Bring photo ID. Parcel 1 "
        "of 2 isn't affected, it was already delivered. The $3.50 went on your Visa ending 2290."
    )
    s.user(
        "Thanks. Honestly it's a bit annoying to pay for this. Both boxes were supposed to come "
        "together on Tuesday and you split them up. Can I get the $3.50 back?"
    )
    s.call(
        "get_tracking_events",
        {"tracking_number": "KP2207441870"},
        {
            "tracking_number": "KP2207441870",
            "events": [
                {"at": "2024-10-10T18:40", "where": "Montreal Hub", "event": "received"},
                {
                    "at": "2024-10-11T02:15",
                    "where": "Montreal Hub",
                    "event": "missed linehaul to Toronto (carrier delay)",
                },
                {"at": "2024-10-15T21:05", "where": "Toronto East Depot", "event": "arrived"},
                {
                    "at": "2024-10-16T10:31",
                    "where": "Toronto East Depot",
                    "event": "redirect to PP-3318 requested",
                },
            ],
            "original_estimate": "2024-10-15",
        },
        facts={
            "delay": {
                "tracking_number": "KP2207441870",
                "cause": "missed linehaul at Montreal Hub, 2024-10-11",
                "original_estimate": "2024-10-15",
            }
        },
    )
    s.confirm(
        "You're right: parcel 2 of 2 missed its truck out of our Montreal Hub on October 11, so "
        "it ran two days behind parcel 1. Since that delay was on our side, I can refund the "
        "$3.50 redirect fee as a goodwill refund.\n\n"
        "Also, if you'd like, I can turn on email alerts to lucia.ferreira@example.net so you "
        "hear about delays on future parcels.\n\n"
        "To confirm the refund:\n"
        "- $3.50, the redirect fee for KP2207441870 (RDR-880314)\n"
        "- Back to your Visa ending 2290, usually within 3-5 business days\n"
        "- Reason: carrier delay\n\n"
        "Shall I refund it? (yes/no)",
        [
            (
                "refund_fee",
                {
                    "redirect_id": "RDR-880314",
                    "amount": 3.5,
                    "card_id": "card_2290",
                    "reason": "carrier_delay",
                },
            )
        ],
    )
    s.yes(
        "Yes please. And no alerts, thanks, I get enough email as it is.",
        facts={"refund": {"amount": 3.5, "to": "Visa ending 2290", "alerts": False}},
    )
    s.boundary(
        "the redirect reported; the $3.50 fee refund approved by her yes, no call yet; email "
        "alerts suggested by the agent and declined"
    )


def session_customs(s):
    """Duties of $63.76: the Visa declined; the Mastercard paid; a depot hold proposed."""
    greet(s)
    s.user(
        "Hello, I got a notice saying I have to pay duties before you'll deliver my parcel? Is "
        "this legit? Tracking KP 5580 3319 02."
    )
    s.say(
        "It may well be: parcels from outside Canada can be held until duties and taxes are "
        "paid. Let me check. To verify, please give me your name and postal code."
    )
    s.user("Nadia Kowalczyk, M6R 1G9")
    s.call(
        "verify_customer",
        {"tracking_number": "KP5580331902", "name": "Nadia Kowalczyk", "postal_code": "M6R 1G9"},
        verified("CU-402271"),
        facts={
            "customer_id": "CU-402271",
            "customer": "Nadia Kowalczyk",
            "tracking_number": "KP5580331902",
        },
    )
    s.call(
        "get_customs_status",
        {"tracking_number": "KP5580331902"},
        {
            "tracking_number": "KP5580331902",
            "status": "held_for_payment",
            "origin": "GB",
            "sender": "Birchwood Yarns Ltd, Leeds",
            "declared": {"currency": "GBP", "amount": 142.0},
            "value_for_duty": 254.6,
            "charges": {"duty": 18.33, "hst": 35.48, "clearance_fee": 9.95},
            "total_due": 63.76,
            "held_at": "Toronto West Depot, 61 Carrier Dr, Etobicoke, ON M9W 5R1",
            "pay_by": "2024-11-08",
            "if_unpaid": "returned to sender after 2024-11-08",
        },
        facts={
            "duties": {
                "duty": 18.33,
                "hst": 35.48,
                "clearance_fee": 9.95,
                "total_due": 63.76,
                "pay_by": "2024-11-08",
            }
        },
    )
    s.call(
        "get_payment_methods",
        {"customer_id": "CU-402271"},
        {
            "cards": [
                {"card_id": "card_4471", "brand": "Visa", "last4": "4471", "expires": "2026-03"},
                {
                    "card_id": "card_9025",
                    "brand": "Mastercard",
                    "last4": "9025",
                    "expires": "2027-08",
                },
            ]
        },
        facts={
            "payment_methods": {
                "card_4471": "Visa ending 4471",
                "card_9025": "Mastercard ending 9025",
            }
        },
    )
    s.say(
        "It's legitimate, Nadia. KP5580331902 is from Birchwood Yarns in Leeds, declared at "
        "£142.00 ($254.60). Canada Border Services assessed:\n"
        "- Duty: $18.33\n"
        "- HST: $35.48\n"
        "- Ketterly clearance fee: $9.95\n"
        "- Total due: $63.76\n\n"
        "It's at our Toronto West Depot and we keep it until November 8; if it's unpaid by then "
        "it goes back to the sender. Once it's paid, it's released and goes out on the next "
        "business day. The duty and tax amounts are set by CBSA, not by us; if you think the "
        "duty is wrong, you can ask CBSA for a review after you pay. You have a Visa ending "
        "4471 and a Mastercard ending 9025 on file."
    )
    s.user("Ugh, fine. The duty seems high but whatever. Put it on the Visa.")
    s.confirm(
        "To confirm the payment:\n"
        "- Duties and taxes for KP5580331902: $63.76 (duty $18.33, HST $35.48, clearance fee "
        "$9.95)\n"
        "- Card: Visa ending 4471\n"
        "- The parcel is released once paid and goes out the next business day\n\n"
        "Shall I pay it? (yes/no)",
        [
            (
                "pay_duties",
                {"tracking_number": "KP5580331902", "amount": 63.76, "card_id": "card_4471"},
            )
        ],
        facts={"payment_method": "card_4471"},
    )
    s.yes("Yes.")
    s.call(
        "pay_duties",
        {"tracking_number": "KP5580331902", "amount": 63.76, "card_id": "card_4471"},
        {
            "error": "CARD_DECLINED",
            "message": (
                "Payment not taken: the issuer declined Visa ending 4471 (do not honor). "
                "Nothing was charged; the parcel stays held."
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed $63.76 payment on the Visa ending 4471 returned an error (declined; "
        "ledger: executed); the agent has not reported it yet"
    )
    s.say(
        "I'm sorry, your bank declined the Visa ending 4471, so nothing was charged and the "
        "parcel is still held. I can try the Mastercard ending 9025 instead, or you can pay "
        "with the link on your notice."
    )
    s.user(
        "Weird, it's probably their fraud thing again. Use the Mastercard then.",
        facts={"payment_method": "card_9025"},
    )
    s.confirm(
        "To confirm the payment:\n"
        "- Duties and taxes for KP5580331902: $63.76\n"
        "- Card: Mastercard ending 9025\n\n"
        "Shall I pay it? (yes/no)",
        [
            (
                "pay_duties",
                {"tracking_number": "KP5580331902", "amount": 63.76, "card_id": "card_9025"},
            )
        ],
    )
    s.yes("Yes, go ahead.")
    s.call(
        "pay_duties",
        {"tracking_number": "KP5580331902", "amount": 63.76, "card_id": "card_9025"},
        {
            "status": "paid",
            "payment_id": "DTY-2231907",
            "amount": 63.76,
            "card": "Mastercard ending 9025",
            "released": True,
            "next_delivery": "2024-11-01",
        },
        facts={"payment_id": "DTY-2231907"},
    )
    s.say(
        "That went through: payment DTY-2231907, $63.76 on the Mastercard ending 9025. The "
        "parcel is released and will go out for delivery tomorrow, Friday, November 1."
    )
    s.user(
        "Oh, tomorrow's no good, I'm away until Sunday. Don't deliver it Friday. Can you keep "
        "it at the depot and I'll grab it Monday?",
        facts={"hold": {"not_before": "2024-11-04", "reason": "away until Sunday Nov 3"}},
    )
    s.confirm(
        "Sure. To confirm the hold:\n"
        "- KP5580331902 held at Toronto West Depot, 61 Carrier Dr, Etobicoke, instead of "
        "delivery on Friday\n"
        "- Ready for pick-up from Monday, November 4; kept free until Thursday, November 7\n"
        "- Counter hours Mon-Fri 8 am-8 pm; bring photo ID\n\n"
        "Shall I set the hold? (yes/no)",
        [
            (
                "hold_at_depot",
                {
                    "tracking_number": "KP5580331902",
                    "depot": "Toronto West Depot",
                    "ready_from": "2024-11-04",
                    "keep_until": "2024-11-07",
                },
            )
        ],
    )
    s.user("Is there parking there? I'll be coming by car.")
    s.boundary(
        "the Visa declined (reported); $63.76 paid on the Mastercard (DTY-2231907) and "
        "reported; the depot hold for Monday proposed and pending; she asked about parking"
    )


def session_address(s):
    """The unit number corrected (1108 to 1801); Thursday the 14th unavailable; Friday next."""
    greet(s)
    s.user(
        "Hi, I ordered a monitor and just noticed the shop put my unit as 1108. It's 1801. Can "
        "you fix it before it's delivered? Tracking is KP 6613 2290 47."
    )
    s.say("Sure. To verify, please tell me your full name and the phone number on the order.")
    s.user("Owen Tremblay, 416 555 0188.")
    s.call(
        "verify_customer",
        {"tracking_number": "KP6613229047", "name": "Owen Tremblay", "phone": "+1 416-555-0188"},
        {**verified("CU-377150"), "card_on_file": "Visa ending 8120"},
        facts={
            "customer_id": "CU-377150",
            "customer": "Owen Tremblay",
            "tracking_number": "KP6613229047",
            "payment_methods": {"card_8120": "Visa ending 8120"},
        },
    )
    s.call(
        "get_parcel",
        {"tracking_number": "KP6613229047"},
        {
            "tracking_number": "KP6613229047",
            "sender": "Circuitline Electronics",
            "service": "Ketterly Ground",
            "status": "in_transit",
            "current_location": "Mississauga Sort Centre",
            "expected_delivery": "2024-11-12",
            "deliver_to": "250 Wellington St W, Unit 1108, Toronto, ON M5V 3P6",
            "weight_kg": 11.2,
            "declared_value": 649.0,
            "signature_required": True,
            "recipient_changes": "allowed by sender",
        },
        facts={
            "parcel": {
                "sender": "Circuitline Electronics",
                "expected_delivery": "2024-11-12",
                "weight_kg": 11.2,
                "declared_value": 649.0,
                "signature_required": True,
            },
            "delivery_address": "250 Wellington St W, Unit 1108, Toronto, ON M5V 3P6",
        },
    )
    s.say(
        "Thanks, Owen. KP6613229047 from Circuitline Electronics (11.2 kg, declared at $649.00, "
        "signature required) is at our Mississauga Sort Centre, due on Tuesday, November 12, "
        "addressed to 250 Wellington St W, Unit 1108. Circuitline lets recipients change the "
        "address, and a correction in the same building is free.\n\n"
        "Your building has a staffed concierge. If you like, I can also add an instruction to "
        "leave it with the concierge if you're out."
    )
    s.user(
        "No, not the concierge, they lost a package of mine last month. I'd rather sign for it "
        "myself. Just fix the unit number.",
        facts={"contact": {"concierge": False, "signs_himself": True}},
    )
    s.confirm(
        "To confirm the correction:\n"
        "- KP6613229047\n"
        "- From: 250 Wellington St W, Unit 1108\n"
        "- To: 250 Wellington St W, Unit 1801, Toronto, ON M5V 3P6\n"
        "- No concierge instruction; signature by you at the door\n"
        "- No charge\n\n"
        "Shall I change it? (yes/no)",
        [
            (
                "correct_address",
                {
                    "tracking_number": "KP6613229047",
                    "new_address": "250 Wellington St W, Unit 1801, Toronto, ON M5V 3P6",
                    "fee": 0.0,
                },
            )
        ],
        facts={
            "address_change": {
                "from": "250 Wellington St W, Unit 1108",
                "to": "250 Wellington St W, Unit 1801, Toronto, ON M5V 3P6",
            }
        },
    )
    s.yes("Yes.")
    s.call(
        "correct_address",
        {
            "tracking_number": "KP6613229047",
            "new_address": "250 Wellington St W, Unit 1801, Toronto, ON M5V 3P6",
            "fee": 0.0,
        },
        {
            "status": "updated",
            "correction_id": "ADC-117402",
            "deliver_to": "250 Wellington St W, Unit 1801, Toronto, ON M5V 3P6",
            "expected_delivery": "2024-11-12",
            "fee_charged": 0.0,
        },
        facts={
            "correction_id": "ADC-117402",
            "delivery_address": "250 Wellington St W, Unit 1801, Toronto, ON M5V 3P6",
        },
    )
    s.say(
        "Done: correction ADC-117402. The parcel now goes to Unit 1801, still due Tuesday, "
        "November 12, no charge, and the driver will ask for your signature at the door."
    )
    s.boundary(
        "the unit corrected from 1108 to 1801 (ADC-117402) and reported; the concierge "
        "instruction suggested by the agent and declined"
    )
    s.user(
        "Great. Actually, about Tuesday: I'm in Montreal Tuesday and Wednesday for work. Can "
        "you deliver it Thursday the 14th instead? Not before, there's nobody home.",
        facts={"delivery_date": "2024-11-14"},
    )
    s.call(
        "get_delivery_dates",
        {"tracking_number": "KP6613229047"},
        {
            "service": "deliver_on_a_date",
            "fee": 4.95,
            "dates": ["2024-11-12", "2024-11-13", "2024-11-14", "2024-11-15", "2024-11-18"],
            "hold_until": "2024-11-18",
        },
    )
    s.confirm(
        "Our Deliver-on-a-date service can do that for $4.95. To confirm:\n"
        "- KP6613229047 to 250 Wellington St W, Unit 1801\n"
        "- Delivery on Thursday, November 14 (not before); the parcel waits at the depot "
        "until then\n"
        "- Fee: $4.95 on your Visa ending 8120\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "schedule_delivery_date",
                {
                    "tracking_number": "KP6613229047",
                    "date": "2024-11-14",
                    "fee": 4.95,
                    "card_id": "card_8120",
                },
            )
        ],
    )
    s.yes("Yes, book it.")
    s.call(
        "schedule_delivery_date",
        {
            "tracking_number": "KP6613229047",
            "date": "2024-11-14",
            "fee": 4.95,
            "card_id": "card_8120",
        },
        {
            "error": "DATE_UNAVAILABLE",
            "message": (
                "Not booked: route TOR-C14 has no capacity for parcels over 10 kg on "
                "2024-11-14. Still available: 2024-11-13, 2024-11-15. Nothing was charged."
            ),
        },
        error=True,
        facts={"availability": {"unavailable": "2024-11-14", "open": ["2024-11-13", "2024-11-15"]}},
    )
    s.say(
        "I'm sorry, that didn't go through: Thursday the 14th is full on your route for "
        "parcels over 10 kg, and nothing was charged. The closest dates still open are "
        "Wednesday, November 13 and Friday, November 15. As things stand, it's still set for "
        "Tuesday the 12th."
    )
    s.user(
        "Wednesday I'm still in Montreal. Friday then, the 15th. Any time that day is fine, "
        "I'm working from home.",
        facts={"delivery_date": "2024-11-15"},
    )
    s.boundary(
        "the booking for Thursday Nov 14 failed (route full; ledger: executed) and was "
        "reported; he chose Friday Nov 15, no new proposal yet"
    )


def session_damage(s):
    """A damage claim on the platter to Guelph (not the mugs to Kingston): bank transfer."""
    greet(s)
    s.user(
        "Hello, this is Mei from Mei Tanaka Ceramics. One of my parcels arrived smashed and I "
        "need to file a claim. My business account is KB-290514."
    )
    s.say(
        "I'm sorry to hear that. To verify, please give me the account holder's name and the "
        "phone number on the account."
    )
    s.user("Mei Tanaka, 905-555-0121.")
    s.call(
        "verify_customer",
        {"account": "KB-290514", "name": "Mei Tanaka", "phone": "+1 905-555-0121"},
        verified("CU-290514"),
        facts={"customer_id": "CU-290514", "customer": "Mei Tanaka"},
    )
    s.call(
        "list_shipments",
        {"account": "KB-290514", "shipped_from": "2024-11-04", "shipped_to": "2024-11-08"},
        {
            "shipments": [
                {
                    "tracking_number": "KP7720518834",
                    "shipped": "2024-11-05",
                    "to": "Ruth Abernathy, 40 Woolwich St, Guelph, ON N1H 3V1",
                    "service": "Ketterly Ground",
                    "declared_value": 240.0,
                    "shipping_charge": 18.45,
                    "status": "delivered",
                    "delivered_at": "2024-11-07T11:26",
                },
                {
                    "tracking_number": "KP7720518841",
                    "shipped": "2024-11-05",
                    "to": "Colin Baptiste, 118 Earl St, Kingston, ON K7L 2H2",
                    "service": "Ketterly Ground",
                    "declared_value": 96.0,
                    "shipping_charge": 14.1,
                    "status": "delivered",
                    "delivered_at": "2024-11-08T14:03",
                },
            ]
        },
        facts={
            "parcels": {
                "KP7720518834": {
                    "to": "Ruth Abernathy, Guelph",
                    "declared_value": 240.0,
                    "shipping_charge": 18.45,
                    "delivered": "2024-11-07",
                },
                "KP7720518841": {
                    "to": "Colin Baptiste, Kingston",
                    "declared_value": 96.0,
                    "shipping_charge": 14.1,
                    "delivered": "2024-11-08",
                },
            }
        },
    )
    s.say(
        "Thanks, Mei. I see two parcels you shipped on November 5:\n"
        "- KP7720518834 to Ruth Abernathy in Guelph, declared at $240.00, delivered November 7\n"
        "- KP7720518841 to Colin Baptiste in Kingston, declared at $96.00, delivered November 8\n\n"
        "Which one arrived damaged, and what happened?"
    )
    s.user(
        "The Guelph one. It was a big serving platter, my customer sent me photos, it's in "
        "three pieces. The box was crushed on one corner. The mugs to Kingston were fine.",
        facts={
            "tracking_number": "KP7720518834",
            "claim": {
                "item": "serving platter",
                "damage": "broken in three pieces; box crushed on one corner",
                "evidence": "recipient's photos",
            },
        },
    )
    s.say(
        "Thanks. For a damaged parcel we cover up to the declared value, here $240.00, plus "
        "the $18.45 shipping charge, so $258.45 at most. Ruth needs to keep the platter and the "
        "box for 30 days in case we ask to inspect them. How would you like to be paid if the "
        "claim is approved? Account credit on KB-290514 is the fastest, within 2 business days "
        "of approval, or a bank transfer to your Escarpment Credit Union chequing ending 3306, "
        "within 5 business days.",
        facts={"declared_value": 240.0},
    )
    s.user(
        "Bank transfer please, not credit. I don't ship enough to use up credit. And please "
        "contact me about the claim, not Ruth, she's already upset enough.",
        facts={"payout_method": "bank_3306", "contact": {"claim_contact": "Mei only"}},
    )
    s.confirm(
        "Here is the claim I'll file:\n"
        "- Parcel KP7720518834, shipped November 5, delivered November 7 to Ruth Abernathy, "
        "Guelph\n"
        "- Damage: serving platter broken in three pieces; box crushed on one corner; "
        "recipient's photos\n"
        "- Amount claimed: $258.45 (declared value $240.00 + shipping $18.45)\n"
        "- Payout if approved: bank transfer to Escarpment Credit Union chequing ending 3306\n"
        "- Contact: you only, not the recipient\n\n"
        "Shall I file it? (yes/no)",
        [
            (
                "file_damage_claim",
                {
                    "tracking_number": "KP7720518834",
                    "amount": 258.45,
                    "payout": "bank_3306",
                    "contact": "shipper_only",
                    "evidence": "recipient_photos",
                },
            )
        ],
        facts={"claim": {"amount": 258.45, "payout": "bank_3306"}},
    )
    s.yes("Yes, file it. I'll email you the photos.")
    s.call(
        "file_damage_claim",
        {
            "tracking_number": "KP7720518834",
            "amount": 258.45,
            "payout": "bank_3306",
            "contact": "shipper_only",
            "evidence": "recipient_photos",
        },
        {
            "status": "filed",
            "claim_id": "DC-448120",
            "tracking_number": "KP7720518834",
            "amount_claimed": 258.45,
            "decision_by": "2024-11-26",
            "upload_photos_to": "ketterly.claims@example.net (subject DC-448120)",
        },
        facts={"claim_id": "DC-448120"},
    )
    s.say(
        "Filed: claim DC-448120 for $258.45 on KP7720518834. Please email the photos to "
        "ketterly.claims@example.net with DC-448120 in the subject. You'll have a decision by "
        "November 26; if it's approved, the money goes to your chequing ending 3306 within 5 "
        "business days. We may ask for an inspection of the platter; if so, we'll arrange it "
        "with you, not Ruth."
    )
    s.boundary(
        "the damage claim DC-448120 on the Guelph parcel filed and reported; bank transfer "
        "chosen over the agent's account credit; the Kingston parcel fine; an inspection only "
        "mentioned"
    )


SCRIPTS = {
    "redirect": session_redirect,
    "customs": session_customs,
    "address": session_address,
    "damage": session_damage,
}
