"""Session scripts, part 2: lost, redeliver, safeplace, returns and refund.

Each script plays one invented session at the customer desk of Ketterly Parcel (customers,
tracking numbers, shipment ids, addresses, cards, amounts and dates are made up).
`s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import verified
from sessions_a import greet


def session_lost(s):
    """Headphones marked delivered at the wrong door: a trace opened; a lost claim only later."""
    greet(s)
    s.user(
        "Hi, my tracking says my headphones were delivered Tuesday but I never got them. The "
        "delivery photo shows a blue door. My door is white! Tracking is KP3391077256."
    )
    s.say("That's frustrating, let me look into it. To verify, your full name and postal code?")
    s.user("Gustavo Reyes, K1S 2Y9")
    s.call(
        "verify_customer",
        {"tracking_number": "KP3391077256", "name": "Gustavo Reyes", "postal_code": "K1S 2Y9"},
        verified("CU-455902"),
        facts={
            "customer_id": "CU-455902",
            "customer": "Gustavo Reyes",
            "tracking_number": "KP3391077256",
        },
    )
    s.call(
        "get_recent_deliveries",
        {"customer_id": "CU-455902", "from": "2024-10-21", "to": "2024-10-25"},
        {
            "deliveries": [
                {
                    "tracking_number": "KP3391066148",
                    "sender": "Octavo Books",
                    "delivered_at": "2024-10-22T10:05",
                    "proof": "front porch (photo)",
                    "scan_distance_m": 4,
                },
                {
                    "tracking_number": "KP3391077256",
                    "sender": "SoundHaus Audio",
                    "delivered_at": "2024-10-22T15:14",
                    "proof": "side door (photo)",
                    "scan_distance_m": 64,
                    "declared_value": 389.99,
                    "signature_required": False,
                },
            ]
        },
        facts={
            "parcels": {
                "KP3391066148": {"sender": "Octavo Books", "delivered": "2024-10-22 10:05"},
                "KP3391077256": {
                    "sender": "SoundHaus Audio",
                    "delivered": "2024-10-22 15:14",
                    "proof": "side door (photo)",
                    "scan_distance_m": 64,
                },
            },
            "declared_value": 389.99,
        },
    )
    s.say(
        "Thanks, Gustavo. On Tuesday, October 22, we delivered two parcels for you:\n"
        "- KP3391066148 from Octavo Books at 10:05 am, front porch, scanned 4 m from your "
        "address\n"
        "- KP3391077256 from SoundHaus Audio (declared at $389.99) at 3:14 pm, 'side door', "
        "scanned 64 m from your address\n\n"
        "The 64 m scan and the blue door suggest the headphones went to another house on your "
        "street. Did the Octavo Books parcel reach you?"
    )
    s.user("Yeah the book came fine, that was the morning one. It's the headphones.")
    s.say(
        "Then I'll open a trace on KP3391077256: the depot checks with the driver and the "
        "addresses near the scan, and you get an answer within 3 business days, by Wednesday, "
        "October 30. I'd also suggest letting the driver come back today to knock on the "
        "neighbours' doors."
    )
    s.user(
        "Yes, open the trace. But have them call me before anyone comes by, I work nights and "
        "sleep in the day. Not before 2 pm.",
        facts={"contact": {"call_first": True, "not_before": "14:00", "phone": "+1 613-555-0139"}},
    )
    s.confirm(
        "To confirm the trace:\n"
        "- Parcel KP3391077256 (SoundHaus Audio), marked delivered October 22 at 3:14 pm\n"
        "- Reason: delivered but not received; photo shows another door; scan 64 m away\n"
        "- Anyone from Ketterly calls you at +1 613-555-0139 before coming by, and not "
        "before 2 pm\n"
        "- Answer by Wednesday, October 30\n\n"
        "Shall I open it? (yes/no)",
        [
            (
                "open_trace",
                {
                    "tracking_number": "KP3391077256",
                    "reason": "delivered_not_received",
                    "contact": "call +1 613-555-0139 first, not before 14:00",
                },
            )
        ],
    )
    s.yes("Yes.")
    s.call(
        "open_trace",
        {
            "tracking_number": "KP3391077256",
            "reason": "delivered_not_received",
            "contact": "call +1 613-555-0139 first, not before 14:00",
        },
        {
            "status": "open",
            "trace_id": "TRC-55180",
            "tracking_number": "KP3391077256",
            "answer_by": "2024-10-30",
            "assigned_to": "Ottawa South Depot",
        },
        facts={"trace_id": "TRC-55180", "trace": {"answer_by": "2024-10-30"}},
    )
    s.say(
        "The trace is open: TRC-55180, handled by our Ottawa South Depot, answer by Wednesday, "
        "October 30. Nobody will come by without calling you first, and not before 2 pm.\n\n"
        "If the trace doesn't find the headphones, the parcel is declared lost and the sender, "
        "SoundHaus Audio, files the lost-parcel claim for the declared $389.99; I can't file "
        "it from here since you're the recipient. I'd suggest telling SoundHaus now anyway, "
        "many shops send a replacement right away."
    )
    s.user(
        "I'll wait for your trace first before I bug SoundHaus. Thanks.",
        facts={"trace": {"answer_by": "2024-10-30", "contact_sender": "after the trace"}},
    )
    s.boundary(
        "the trace TRC-55180 on the headphones opened and reported; the book delivered fine; "
        "the lost claim only mentioned (the sender files it); he waits before telling SoundHaus"
    )


def session_redeliver(s):
    """A missed wine delivery: Tuesday evening booked (not Saturday, not Monday); no waiver."""
    greet(s)
    s.user(
        "I missed a delivery this morning, there's a card on my door. It's wine so someone has "
        "to sign. KP 8804 4123 95."
    )
    s.say("Let's get it rebooked. To verify, please give me your name and phone number.")
    s.user("Theo Vandermeer, 416.555.0174")
    s.call(
        "verify_customer",
        {"tracking_number": "KP8804412395", "name": "Theo Vandermeer", "phone": "+1 416-555-0174"},
        verified("CU-361208"),
        facts={
            "customer_id": "CU-361208",
            "customer": "Theo Vandermeer",
            "tracking_number": "KP8804412395",
        },
    )
    s.call(
        "get_parcel",
        {"tracking_number": "KP8804412395"},
        {
            "tracking_number": "KP8804412395",
            "sender": "Niagara Bench Cellars",
            "weight_kg": 9.8,
            "signature": "adult_19_plus",
            "status": "delivery_attempted",
            "attempt": {"at": "2024-11-14T11:20", "result": "no one home, notice card left"},
            "now_at": "Toronto Central Depot",
            "attempts_left": 1,
            "after_last_attempt": "returned to sender",
        },
        facts={
            "parcel": {
                "sender": "Niagara Bench Cellars",
                "signature": "adult_19_plus",
                "attempted": "2024-11-14 11:20",
                "attempts_left": 1,
            }
        },
    )
    s.call(
        "get_redelivery_slots",
        {"tracking_number": "KP8804412395"},
        {
            "slots": [
                {"date": "2024-11-16", "window": "09:00-13:00"},
                {"date": "2024-11-18", "window": "17:00-21:00"},
                {"date": "2024-11-19", "window": "17:00-21:00"},
            ],
            "fee": 0.0,
        },
    )
    s.say(
        "Thanks, Theo. KP8804412395 from Niagara Bench Cellars (9.8 kg) was attempted today at "
        "11:20 am and is back at our Toronto Central Depot. It needs the signature of an adult "
        "19 or older. A redelivery is free, and this is the last attempt we can make; if it's "
        "missed again it goes back to the winery. Open slots:\n"
        "- Sat Nov 16, 9 am-1 pm\n"
        "- Mon Nov 18, 5-9 pm\n"
        "- Tue Nov 19, 5-9 pm\n\n"
        "Saturday morning is usually the most reliable, so I'd go with that one."
    )
    s.user(
        "Saturdays I'm at my kid's swim meets. Evenings only, and not Monday, I have hockey. "
        "Tuesday evening. Also, can't the driver just leave it at the door? I'll sign whatever "
        "waiver you want.",
        facts={"redelivery": {"date": "2024-11-19", "window": "17:00-21:00"}},
    )
    s.say(
        "Tuesday evening works. I can't waive the signature on alcohol, though: by law someone "
        "19 or older has to sign and show ID, so it can't be left at the door. It doesn't have "
        "to be you; anyone 19 or older at the address can sign."
    )
    s.user("Fine. My partner will be home Tuesday too.")
    s.confirm(
        "To confirm the redelivery:\n"
        "- KP8804412395 to 1406 Bathurst St, Apt 2\n"
        "- Tuesday, November 19, 5:00-9:00 pm\n"
        "- Signature of an adult 19+ with ID (you or your partner); no safe place\n"
        "- You'll get a text about 30 minutes before the driver arrives\n"
        "- Last attempt: if missed, it returns to Niagara Bench Cellars\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_redelivery",
                {
                    "tracking_number": "KP8804412395",
                    "date": "2024-11-19",
                    "window": "17:00-21:00",
                    "signature": "adult_19_plus",
                },
            )
        ],
    )
    s.yes("Yep, book it.")
    s.call(
        "book_redelivery",
        {
            "tracking_number": "KP8804412395",
            "date": "2024-11-19",
            "window": "17:00-21:00",
            "signature": "adult_19_plus",
        },
        {
            "status": "booked",
            "redelivery_id": "RDL-602915",
            "date": "2024-11-19",
            "window": "17:00-21:00",
            "fee_charged": 0.0,
        },
        facts={"redelivery_id": "RDL-602915"},
    )
    s.say(
        "Booked: redelivery RDL-602915 for Tuesday, November 19, between 5 and 9 pm, no "
        "charge. Someone 19 or older needs to sign with ID. You'll get a text about 30 minutes "
        "before the driver arrives."
    )
    s.boundary(
        "the redelivery RDL-602915 on Tue Nov 19, 17:00-21:00, booked and reported; the agent's "
        "Saturday suggestion and the signature waiver turned down; the last attempt"
    )


def session_safeplace(s):
    """A safe place for the shoes (back porch, not the front step); the pharmacy hold refused."""
    greet(s)
    s.user(
        "Hi, I have two parcels coming this week and I'm at work all day. Can you have them "
        "left on my back porch? It's KP4475019930 and KP4475203318."
    )
    s.say("Let me check both. To verify, please give me your full name and postal code.")
    s.user("Samira Haddad. M6R 2E1.")
    s.call(
        "verify_customer",
        {"tracking_number": "KP4475019930", "name": "Samira Haddad", "postal_code": "M6R 2E1"},
        verified("CU-418733"),
        facts={"customer_id": "CU-418733", "customer": "Samira Haddad"},
    )
    s.call(
        "get_parcel",
        {"tracking_number": "KP4475019930"},
        {
            "tracking_number": "KP4475019930",
            "sender": "Trailhead Shoes",
            "weight_kg": 1.9,
            "expected_delivery": "2024-11-20",
            "signature_required": False,
            "safe_place_allowed": True,
        },
    )
    s.call(
        "get_parcel",
        {"tracking_number": "KP4475203318"},
        {
            "tracking_number": "KP4475203318",
            "sender": "Maple Leaf Pharmacy",
            "weight_kg": 0.6,
            "expected_delivery": "2024-11-21",
            "signature_required": True,
            "signature_note": "prescription: signature of an adult at the address, with ID",
            "safe_place_allowed": False,
        },
        facts={
            "parcels": {
                "KP4475019930": {
                    "sender": "Trailhead Shoes",
                    "expected": "2024-11-20",
                    "safe_place_allowed": True,
                },
                "KP4475203318": {
                    "sender": "Maple Leaf Pharmacy",
                    "expected": "2024-11-21",
                    "safe_place_allowed": False,
                },
            }
        },
    )
    s.say(
        "Thanks, Samira. Here's what I see:\n"
        "- KP4475019930 from Trailhead Shoes, due tomorrow, Wednesday November 20: no "
        "signature needed, so I can set a safe place\n"
        "- KP4475203318 from Maple Leaf Pharmacy, due Thursday, November 21: it's a "
        "prescription, so an adult at the address has to sign with ID and it can't be left "
        "outside\n\n"
        "Where exactly should the driver leave the Trailhead parcel?"
    )
    s.user(
        "The back porch, behind the green bin. NOT the front step, stuff gets stolen off the "
        "front step all the time.",
        facts={
            "safe_place": {
                "tracking_number": "KP4475019930",
                "where": "back porch, behind the green bin",
                "not": "front step",
            }
        },
    )
    s.confirm(
        "To confirm the safe place:\n"
        "- KP4475019930 (Trailhead Shoes), due Wednesday, November 20\n"
        "- Leave at: back porch, behind the green bin (not the front step)\n"
        "- No signature: the driver's photo is the proof of delivery, and once it's left there "
        "Ketterly isn't responsible for it\n\n"
        "Shall I set it? (yes/no)",
        [
            (
                "set_safe_place",
                {
                    "tracking_number": "KP4475019930",
                    "location": "back porch, behind the green bin",
                    "signature_waived": True,
                },
            )
        ],
    )
    s.yes("Yes, that's fine.")
    s.call(
        "set_safe_place",
        {
            "tracking_number": "KP4475019930",
            "location": "back porch, behind the green bin",
            "signature_waived": True,
        },
        {
            "status": "set",
            "instruction_id": "SPI-73051",
            "tracking_number": "KP4475019930",
            "location": "back porch, behind the green bin",
        },
        facts={"instruction_id": "SPI-73051"},
    )
    s.confirm(
        "Done: instruction SPI-73051. Tomorrow the driver leaves the Trailhead parcel on your "
        "back porch behind the green bin and takes a photo.\n\n"
        "For the pharmacy parcel, since you're at work, I'd suggest holding it at our Toronto "
        "West Depot, 61 Carrier Dr, where you can pick it up until 8 pm on weekdays. To "
        "confirm the hold:\n"
        "- KP4475203318 (Maple Leaf Pharmacy) held at Toronto West Depot, 61 Carrier Dr, "
        "instead of delivery\n"
        "- Ready from Thursday, November 21; kept until Thursday, November 28\n"
        "- Bring photo ID\n\n"
        "Shall I set the hold? (yes/no)",
        [
            (
                "hold_at_depot",
                {
                    "tracking_number": "KP4475203318",
                    "depot": "Toronto West Depot",
                    "ready_from": "2024-11-21",
                    "keep_until": "2024-11-28",
                },
            )
        ],
    )
    s.no(
        "No, leave that one as it is. My husband's home Thursday, he can sign for it.",
        facts={"hold": {"tracking_number": "KP4475203318", "wanted": False}},
    )
    s.say(
        "No problem: the pharmacy parcel stays on Thursday's delivery, and your husband can "
        "sign for it with photo ID. The safe place only applies to the Trailhead parcel."
    )
    s.boundary(
        "the safe place on the Trailhead parcel (SPI-73051) set and reported; the depot hold "
        "for the pharmacy parcel rejected by her no; it stays on Thursday's delivery"
    )


def session_returns(s):
    """A return label for the jacket only (not the boots), QR code by email, drop-off."""
    greet(s)
    s.user(
        "Hi, I need to return something to Northfield Outfitters and they told me to get the "
        "label from you guys. Order number NO-884213."
    )
    s.say("Happy to help. To verify, please give me your name and the email on the order.")
    s.user("Graham Ostrowski, graham.ostrowski@example.net")
    s.call(
        "verify_customer",
        {"order": "NO-884213", "name": "Graham Ostrowski", "email": "graham.ostrowski@example.net"},
        verified("CU-339047"),
        facts={"customer_id": "CU-339047", "customer": "Graham Ostrowski"},
    )
    s.call(
        "get_return_options",
        {"merchant": "Northfield Outfitters", "order": "NO-884213"},
        {
            "order": "NO-884213",
            "delivered": {"tracking_number": "KP9130447782", "at": "2024-10-31"},
            "items": [
                {
                    "sku": "NFO-J-2291-L",
                    "item": "Ridgeline insulated jacket, size L",
                    "price": 229.0,
                    "weight_kg": 1.4,
                },
                {
                    "sku": "NFO-B-0730-10",
                    "item": "Talus hiking boots, size 10",
                    "price": 189.0,
                    "weight_kg": 2.3,
                },
            ],
            "label_paid_by": "merchant",
            "return_by": "2024-11-30",
            "options": [
                {"method": "drop_off", "fee": 0.0, "label": "QR code or printed label"},
                {"method": "home_pickup", "fee": 6.0},
            ],
        },
        facts={
            "parcels": {
                "NFO-J-2291-L": {"item": "Ridgeline insulated jacket, size L", "price": 229.0},
                "NFO-B-0730-10": {"item": "Talus hiking boots, size 10", "price": 189.0},
            }
        },
    )
    s.say(
        "Thanks, Graham. Order NO-884213 was delivered on October 31 with two items: a "
        "Ridgeline insulated jacket (L, $229.00) and Talus hiking boots (size 10, $189.00). "
        "Northfield pays for the return label, and the return has to be sent by November 30. "
        "You can drop it off at any Ketterly Point for free, or we can pick it up from your "
        "home for $6.00. I'd suggest the drop-off: there's one at most pharmacies."
    )
    s.user(
        "Drop-off, I'm never home anyway. And I don't have a printer.",
        facts={"return_item": {"method": "drop_off", "label": "qr_code"}},
    )
    s.confirm(
        "To confirm the return label:\n"
        "- Order NO-884213, Northfield Outfitters: Ridgeline jacket (L) and Talus boots (10)\n"
        "- Drop-off at any Ketterly Point, by November 30\n"
        "- QR code by email to graham.ostrowski@example.net; the counter prints the label\n"
        "- Paid by Northfield\n\n"
        "Shall I create it? (yes/no)",
        [
            (
                "create_return_label",
                {
                    "order": "NO-884213",
                    "skus": ["NFO-J-2291-L", "NFO-B-0730-10"],
                    "method": "drop_off",
                    "label": "qr_code",
                    "email": "graham.ostrowski@example.net",
                },
            )
        ],
    )
    s.no(
        "No wait, just the jacket. The boots are staying, they fit great.",
        facts={
            "return_item": {
                "sku": "NFO-J-2291-L",
                "item": "Ridgeline insulated jacket, size L",
                "method": "drop_off",
                "label": "qr_code",
            }
        },
    )
    s.confirm(
        "Got it, just the jacket:\n"
        "- Order NO-884213, Northfield Outfitters: Ridgeline insulated jacket (L) only\n"
        "- Drop-off at any Ketterly Point, by November 30\n"
        "- QR code by email to graham.ostrowski@example.net\n"
        "- Paid by Northfield\n\n"
        "Shall I create it? (yes/no)",
        [
            (
                "create_return_label",
                {
                    "order": "NO-884213",
                    "skus": ["NFO-J-2291-L"],
                    "method": "drop_off",
                    "label": "qr_code",
                    "email": "graham.ostrowski@example.net",
                },
            )
        ],
    )
    s.yes("Yes.")
    s.call(
        "create_return_label",
        {
            "order": "NO-884213",
            "skus": ["NFO-J-2291-L"],
            "method": "drop_off",
            "label": "qr_code",
            "email": "graham.ostrowski@example.net",
        },
        {
            "status": "created",
            "label_id": "RL-5067731",
            "return_tracking_number": "KP9130512206",
            "qr_sent_to": "graham.ostrowski@example.net",
            "drop_off_by": "2024-11-30",
            "paid_by": "Northfield Outfitters",
        },
        facts={"label_id": "RL-5067731"},
    )
    s.say(
        "Done: return label RL-5067731, tracking KP9130512206. The QR code is on its way to "
        "graham.ostrowski@example.net; show it at any Ketterly Point by November 30 and they'll "
        "print the label there. Northfield refunds you once the jacket reaches their warehouse, "
        "usually within 10 business days; that part is on their side."
    )
    s.boundary(
        "the label for both items rejected by his correction; the jacket-only label RL-5067731 "
        "(QR code, drop-off) created and reported; the boots kept; the refund is Northfield's"
    )


def session_refund(s):
    """The Express charge refunded for the late parcel 2 of 2 only, as account credit."""
    greet(s)
    s.user(
        "Hi, I paid for Express Next Day on a shipment to a client in Ottawa and one of the two "
        "boxes showed up two days late. I want my money back for that one. Shipment SH 6604188."
    )
    s.say(
        "Let me look. To verify, please give me the business account number, your name and the "
        "phone number on the account."
    )
    s.user("KB-500318, Deborah Quansah, 416-555-0150.")
    s.call(
        "verify_customer",
        {"account": "KB-500318", "name": "Deborah Quansah", "phone": "+1 416-555-0150"},
        {**verified("CU-500318"), "card_on_file": "Mastercard ending 6618"},
        facts={
            "customer_id": "CU-500318",
            "customer": "Deborah Quansah",
            "payment_methods": {
                "card_6618": "Mastercard ending 6618",
                "credit": "account credit on KB-500318",
            },
        },
    )
    s.call(
        "get_shipment",
        {"shipment_id": "SH-6604188"},
        {
            "shipment_id": "SH-6604188",
            "service": "Express Next Day",
            "shipped": "2024-11-18",
            "guaranteed_by": "2024-11-19T17:00",
            "deliver_to": "Rideau Pantry, 311 Elgin St, Ottawa, ON K2P 1M5",
            "paid_with": "Mastercard ending 6618",
            "parcels": [
                {
                    "tracking_number": "KP2840915563",
                    "piece": "1 of 2",
                    "charge": 31.4,
                    "delivered_at": "2024-11-19T10:42",
                },
                {
                    "tracking_number": "KP2840915570",
                    "piece": "2 of 2",
                    "charge": 31.4,
                    "delivered_at": "2024-11-21T14:05",
                },
            ],
            "total_charge": 62.8,
        },
        facts={
            "shipment_id": "SH-6604188",
            "parcels": {
                "KP2840915563": {"piece": "1 of 2", "charge": 31.4, "delivered": "2024-11-19"},
                "KP2840915570": {"piece": "2 of 2", "charge": 31.4, "delivered": "2024-11-21"},
            },
        },
    )
    s.call(
        "check_guarantee",
        {"tracking_number": "KP2840915570"},
        {
            "tracking_number": "KP2840915570",
            "eligible": True,
            "late_by_days": 2,
            "refundable": 31.4,
            "covers": "the Express shipping charge of the late parcel only",
            "request_by": "2024-12-06",
        },
        facts={"guarantee": {"tracking_number": "KP2840915570", "refundable": 31.4}},
    )
    s.say(
        "Thanks, Deborah. Shipment SH-6604188 to Rideau Pantry went Express Next Day on "
        "November 18, guaranteed by 5 pm on November 19, at $31.40 per parcel ($62.80 in "
        "all):\n"
        "- 1 of 2 (KP2840915563): delivered November 19 at 10:42 am, on time\n"
        "- 2 of 2 (KP2840915570): delivered November 21 at 2:05 pm, two days late\n\n"
        "Our money-back guarantee refunds the Express charge of the late parcel, so $31.40 "
        "for parcel 2; parcel 1 arrived on time, so its charge stands. The refund can go back "
        "to your Mastercard ending 6618 in 5-7 business days, which is what I'd normally "
        "suggest, or as credit on your account KB-500318 right away."
    )
    s.user(
        "Credit on the account is better, I ship every week. Not the card. And can you "
        "compensate me for the hassle too? My client nearly cancelled a $150 order over it.",
        facts={"refund": {"to": "credit", "amount": 31.4}},
    )
    s.confirm(
        "I understand, and I'm sorry it put your client relationship at risk. The guarantee "
        "covers the shipping charge only; we don't pay compensation for lost business or other "
        "knock-on losses, so the $150 isn't something I can refund.\n\n"
        "To confirm the refund:\n"
        "- $31.40, the Express Next Day charge for parcel 2 of 2, KP2840915570 (shipment "
        "SH-6604188)\n"
        "- As credit on your business account KB-500318, available right away\n"
        "- Reason: delivery guarantee missed by two days\n\n"
        "Shall I refund it? (yes/no)",
        [
            (
                "refund_shipping_charge",
                {
                    "tracking_number": "KP2840915570",
                    "amount": 31.4,
                    "to": "account_credit",
                    "account": "KB-500318",
                    "reason": "guarantee_missed",
                },
            )
        ],
    )
    s.yes("Yes, thanks.")
    s.call(
        "refund_shipping_charge",
        {
            "tracking_number": "KP2840915570",
            "amount": 31.4,
            "to": "account_credit",
            "account": "KB-500318",
            "reason": "guarantee_missed",
        },
        {
            "status": "credited",
            "refund_id": "GR-390177",
            "amount": 31.4,
            "account": "KB-500318",
            "credit_balance": 31.4,
        },
        facts={"refund_id": "GR-390177"},
    )
    s.say(
        "Done: refund GR-390177. $31.40 is now credit on KB-500318 and applies to your next "
        "shipments. Parcel 1's charge stays, since it arrived on time."
    )
    s.boundary(
        "the $31.40 Express charge of the late parcel 2 of 2 refunded as account credit "
        "(GR-390177) and reported; parcel 1 on time; the $150 compensation refused by the agent"
    )


SCRIPTS = {
    "lost": session_lost,
    "redeliver": session_redeliver,
    "safeplace": session_safeplace,
    "returns": session_returns,
    "refund": session_refund,
}
