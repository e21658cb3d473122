"""Session scripts, part 2: redeliver, card, late, duplicate and wrongorder.

Each script plays one invented session with the customer-support agent of the Larkbite
delivery app (customers, customer ids, restaurants, orders, cards, amounts and dates are made
up). `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import order, verified
from sessions_a import greet


def session_redeliver(s):
    """Delivered next door: the order re-sent, on her condition of arriving by 8:30."""
    greet(s)
    s.user(
        "my dinner says delivered but there's nothing here. Ingrid Solberg, it was from Nonna Pia's"
    )
    s.say("I'm sorry, Ingrid. What's the email address or phone number on your account?")
    s.user("ingrid.solberg@example.com")
    s.call(
        "verify_customer",
        {"name": "Ingrid Solberg", "email": "ingrid.solberg@example.com"},
        verified("CU-52264"),
        facts={"customer_id": "CU-52264", "customer": "Ingrid Solberg"},
    )
    s.call(
        "get_delivery_details",
        {"customer_id": "CU-52264", "latest": True},
        {
            **order("FD-4473718"),
            "courier_id": "CR-31560",
            "proof_photo": "bag on the step of a blue door numbered 25",
        },
        facts={"orders": {"FD-4473718": {"total": 49.12, "photo": "blue door numbered 25"}}},
    )
    s.say(
        "I see FD-4473718 from Nonna Pia's Trattoria marked delivered at 7:36 PM. The "
        "courier's photo shows the bag at a blue door numbered 25, so it looks like it went "
        "next door. I can re-send the order (the restaurant remakes it, no charge) or refund "
        "it in full, $49.12. Which would you prefer?"
    )
    s.user(
        "ugh, 25 is the Pikes and they're away till sunday. ok re-send it, but only if it can "
        "be here by 8:30, we have to leave at 9. if it can't, just refund me",
        facts={"redelivery_condition": {"re_send_if_by": "20:30", "otherwise": "refund"}},
    )
    s.call(
        "check_redelivery",
        {"order_id": "FD-4473718"},
        {
            "available": True,
            "restaurant_prep_minutes": 20,
            "estimated_arrival": "20:15",
            "charge_to_customer": 0.0,
        },
        facts={"redelivery_quote": {"eta": "20:15", "charge": 0.0}},
    )
    resend = {
        "order_id": "FD-4473718",
        "items": "all",
        "address": "23 Linnet Ct, Wrenfield 40115",
        "courier_note": "House number 23, not 25 (the blue door is next door).",
        "charge": 0.0,
    }
    s.confirm(
        "Nonna Pia's can remake it, and it would arrive around 8:15 PM, before your 8:30 "
        "cutoff. Here's the re-send:\n"
        "- Order FD-4473718: lasagna al forno, Caesar salad, tiramisu\n"
        "- To 23 Linnet Ct, Wrenfield 40115, with a note to the courier: number 23, not 25\n"
        "- No charge; arriving around 8:15 PM\n"
        "- No refund, since you're getting the food\n\n"
        "Shall I re-send it? (yes/no)",
        [("redeliver_order", resend)],
    )
    s.yes("yes!")
    s.call(
        "redeliver_order",
        resend,
        {
            "redelivery_order_id": "FD-4473802",
            "original_order_id": "FD-4473718",
            "status": "accepted_by_restaurant",
            "estimated_arrival": "20:15",
            "charge": 0.0,
        },
        facts={"redelivery_order_id": "FD-4473802"},
    )
    s.say(
        "Done: the re-send is order FD-4473802, accepted by Nonna Pia's and arriving around "
        "8:15 PM, at no charge. The courier will call you when they arrive. If it isn't there "
        "by 8:30, message us and we'll refund the $49.12 instead."
    )
    s.user("ok thank you")
    s.boundary(
        "the re-send FD-4473802 (no charge, ETA 8:15 PM, note: number 23 not 25) accepted and "
        "reported; the $49.12 refund offered as the alternative and not taken (only if it "
        "can't arrive by 8:30)"
    )


def session_card(s):
    """Removing the expired Visa, keeping the default Mastercard: pending, then done."""
    greet(s)
    s.user("hi, want to delete an old card from my account. kasimir lowe, phone 206 555 0171")
    s.call(
        "verify_customer",
        {"name": "Kasimir Lowe", "phone": "+1 206-555-0171"},
        verified("CU-33480"),
        facts={"customer_id": "CU-33480", "customer": "Kasimir Lowe"},
    )
    s.call(
        "get_payment_methods",
        {"customer_id": "CU-33480"},
        {
            "cards": [
                {
                    "card_id": "PM-7781",
                    "brand": "Visa",
                    "last4": "4409",
                    "expires": "2025-10",
                    "status": "expired",
                    "default": False,
                },
                {
                    "card_id": "PM-8120",
                    "brand": "Mastercard",
                    "last4": "0938",
                    "expires": "2028-03",
                    "status": "active",
                    "default": True,
                },
            ],
            "scheduled_orders": [
                {
                    "order_id": "FD-4474015",
                    "restaurant": "Kettle & Crumb",
                    "scheduled_for": "2025-11-14T12:00",
                    "total": 27.85,
                    "payment": "PM-7781",
                }
            ],
        },
        facts={
            "payment_methods": {
                "PM-7781": "Visa ****4409, expired 2025-10",
                "PM-8120": "Mastercard ****0938, default",
            },
            "scheduled_orders": {
                "FD-4474015": {"scheduled_for": "2025-11-14T12:00", "payment": "PM-7781"}
            },
        },
    )
    s.say(
        "Thanks, Kasimir, you're verified. You have two saved cards:\n"
        "- Visa ending 4409, expired October 2025\n"
        "- Mastercard ending 0938, expires March 2028, your default\n"
        "Which one would you like to remove? Note that your scheduled Kettle & Crumb order "
        "FD-4474015 for Friday, November 14 at 12:00 PM ($27.85) is set to the Visa ending 4409."
    )
    s.user(
        "the expired visa obviously. keep the mastercard, and keep it as the default",
        facts={"card_to_remove": "PM-7781", "default_card": "PM-8120"},
    )
    remove = {"customer_id": "CU-33480", "card_id": "PM-7781"}
    s.confirm(
        "Here's the change:\n"
        "- Remove the Visa ending 4409 (expired 10/2025) from your account\n"
        "- The Mastercard ending 0938 stays as your default\n"
        "- Your scheduled order FD-4474015 (Friday, November 14, 12:00 PM, $27.85) would then "
        "be charged to your default card, the Mastercard ending 0938\n"
        "Removing a card can't be undone; you'd have to add it again.\n\n"
        "Shall I remove it? (yes/no)",
        [("remove_saved_card", remove)],
    )
    s.user(
        "wait, will the friday order still go through ok? it's lunch for a client meeting, it "
        "can't fail"
    )
    s.boundary(
        "removal of the expired Visa ****4409 (PM-7781) proposed, pending: he asked a "
        "question instead of answering; Mastercard ****0938 to stay default; the Friday order "
        "FD-4474015 ($27.85) is on the Visa"
    )
    s.say(
        "Yes. Once the Visa is removed, FD-4474015 switches to your default Mastercard ending "
        "0938 automatically and is charged when Kettle & Crumb starts preparing it on Friday. "
        "Nothing else about the order changes. Shall I remove the Visa? (yes/no)"
    )
    s.yes("ok yes remove it")
    s.call(
        "remove_saved_card",
        remove,
        {
            "removed": True,
            "card_id": "PM-7781",
            "card": "Visa ****4409",
            "default_card": "Mastercard ****0938",
            "scheduled_orders_updated": [
                {"order_id": "FD-4474015", "payment": "Mastercard ****0938"}
            ],
        },
    )
    s.say(
        "Done: the Visa ending 4409 is removed. Your default card is the Mastercard ending "
        "0938, and FD-4474015 for Friday is now set to it. If you'd like, I can also send you "
        "a link to add Apple Pay as a backup."
    )
    s.user("no thanks, that's all")
    s.boundary(
        "the Visa ****4409 removed and reported; FD-4474015 moved to the Mastercard ****0938 "
        "by the removal; the Apple Pay link offered by the agent and declined"
    )


def session_late(s):
    """58 minutes late: a $10 voucher to the app wallet (no cash refund by policy)."""
    greet(s)
    s.user(
        "my order was almost an hour late and the food was lukewarm. what can you do? Beatriz "
        "Almeida, beatriz.almeida@example.net"
    )
    s.call(
        "verify_customer",
        {"name": "Beatriz Almeida", "email": "beatriz.almeida@example.net"},
        verified("CU-60745"),
        facts={"customer_id": "CU-60745", "customer": "Beatriz Almeida"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-60745", "limit": 1},
        {"orders": [order("FD-4473044")]},
        facts={"orders": {"FD-4473044": {"late_minutes": 58, "total": 42.3}}},
    )
    s.call(
        "get_compensation_policy",
        {"order_id": "FD-4473044", "issue": "late_delivery"},
        {
            "late_minutes": 58,
            "eligible": ["voucher"],
            "voucher_amount": 10.0,
            "voucher_min_order": 20.0,
            "voucher_valid_days": 30,
            "refund_eligible": False,
            "refund_note": "refunds for late orders only when food is missing or inedible",
        },
        facts={
            "compensation_policy": {
                "voucher": 10.0,
                "min_order": 20.0,
                "valid_days": 30,
                "refund": "only if missing or inedible",
            }
        },
    )
    s.say(
        "I'm sorry, Beatriz. FD-4473044 from Ember & Oak Smokehouse was promised for 6:40 PM "
        "and arrived at 7:38 PM, 58 minutes late. For a delay like that I can give you a $10.00 "
        "voucher, valid for 30 days on orders of $20.00 or more. A cash refund is only possible "
        "when food is missing or inedible."
    )
    s.user(
        "honestly I'd rather have money back, but ok if that's all. it was edible, just "
        "lukewarm. I'll take the voucher. put it in the app though, not email, I never check "
        "that inbox",
        facts={"voucher": {"delivery": "app wallet, not email"}},
    )
    voucher = {
        "customer_id": "CU-60745",
        "order_id": "FD-4473044",
        "amount": 10.0,
        "min_order": 20.0,
        "expires": "2025-12-12",
        "delivery": "app_wallet",
        "reason": "late_delivery",
    }
    s.confirm(
        "Here's the voucher:\n"
        "- $10.00 off your next order of $20.00 or more\n"
        "- Valid 30 days, until December 12, 2025\n"
        "- Added to your Larkbite app wallet (not emailed)\n"
        "- For the late delivery of FD-4473044\n\n"
        "Shall I issue it? (yes/no)",
        [("issue_voucher", voucher)],
    )
    s.yes("yes pls")
    s.call(
        "issue_voucher",
        voucher,
        {
            "voucher_code": "LATE-7Q4MX",
            "amount": 10.0,
            "min_order": 20.0,
            "expires": "2025-12-12",
            "delivered_to": "app_wallet",
            "status": "active",
        },
        facts={"voucher_code": "LATE-7Q4MX"},
    )
    s.boundary(
        "voucher LATE-7Q4MX ($10 off $20+, until 2025-12-12, app wallet not email) issued, "
        "not reported yet; no cash refund (policy: only for missing or inedible food)"
    )


def session_duplicate(s):
    """Charged twice for one order: the 7:42 PM duplicate refunded, the first charge kept."""
    greet(s)
    s.user(
        "I got charged twice for one order. 38.40 two times on my card last night. Samuel Okonkwo"
    )
    s.say("Let me check that, Samuel. What's the email address or phone number on your account?")
    s.user("sam.okonkwo@example.com")
    s.call(
        "verify_customer",
        {"name": "Samuel Okonkwo", "email": "sam.okonkwo@example.com"},
        verified("CU-27719"),
        facts={"customer_id": "CU-27719", "customer": "Samuel Okonkwo"},
    )
    s.call(
        "get_charges",
        {"customer_id": "CU-27719", "since": "2025-11-11"},
        {
            "order": order("FD-4472390"),
            "charges": [
                {
                    "charge_id": "CH-88121",
                    "at": "2025-11-11T19:41:08",
                    "amount": 38.4,
                    "card": "Mastercard ****6601",
                    "status": "captured",
                },
                {
                    "charge_id": "CH-88127",
                    "at": "2025-11-11T19:42:55",
                    "amount": 38.4,
                    "card": "Mastercard ****6601",
                    "status": "captured",
                    "duplicate_of": "CH-88121",
                    "cause": "payment retry after a timeout",
                },
            ],
        },
        facts={"charges": {"CH-88121": "order charge", "CH-88127": "duplicate of CH-88121"}},
    )
    s.say(
        "You're right: FD-4472390 from Mezze & Co. ($38.40) was charged twice to your "
        "Mastercard ending 6601, CH-88121 at 7:41 PM and CH-88127 at 7:42 PM on November 11, "
        "after a payment timeout made the app retry. The first is the order's charge and the "
        "second is the duplicate. I can refund CH-88127, $38.40, to the card."
    )
    s.user(
        "yes the 7:42 one. keep the first, the food was fine. also could I get a few bucks "
        "credit for the trouble?"
    )
    refund = {"charge_id": "CH-88127", "amount": 38.4, "reason": "duplicate_charge"}
    s.confirm(
        "I'm not able to add credit for a duplicate charge, I'm sorry, but the whole duplicate "
        "comes back. Here's the refund:\n"
        "- Charge CH-88127, $38.40, Mastercard ending 6601 (7:42 PM, November 11)\n"
        "- CH-88121 stays as the payment for FD-4472390\n"
        "- Back on your card in 5-10 business days, depending on your bank\n\n"
        "Shall I refund it? (yes/no)",
        [("refund_charge", refund)],
    )
    s.yes("ok yes")
    s.call(
        "refund_charge",
        refund,
        {
            "refund_id": "RF-903488",
            "charge_id": "CH-88127",
            "amount": 38.4,
            "status": "submitted_to_card_network",
            "eta": "5-10 business days",
        },
        facts={"refund_id": "RF-903488"},
    )
    s.say(
        "Done: refund RF-903488 for the duplicate charge CH-88127, $38.40, is on its way to "
        "your Mastercard ending 6601 and should show in 5-10 business days. CH-88121 stays as "
        "the payment for your order."
    )
    s.boundary(
        "the duplicate CH-88127 ($38.40, 7:42 PM Nov 11) refunded as RF-903488 and reported; "
        "CH-88121 kept; goodwill credit asked for and refused by the agent"
    )


def session_wrongorder(s):
    """Someone else's order: the re-send fails (restaurant closed), then a full card refund."""
    greet(s)
    s.user(
        "I got someone else's order!! there's a pizza here, I ordered sushi from Kiku. Hana "
        "Kobayashi, 206-555-0109"
    )
    s.call(
        "verify_customer",
        {"name": "Hana Kobayashi", "phone": "+1 206-555-0109"},
        verified("CU-71536"),
        facts={"customer_id": "CU-71536", "customer": "Hana Kobayashi"},
    )
    s.call(
        "get_orders",
        {"customer_id": "CU-71536", "limit": 1},
        {"orders": [order("FD-4473911")]},
        facts={"orders": {"FD-4473911": {"total": 39.96, "payment": "Visa ****5120"}}},
    )
    s.say(
        "I'm sorry, Hana. Your order FD-4473911 from Kiku Sushi House ($39.96: 2 salmon "
        "avocado rolls, a spicy tuna roll and a miso soup) was marked delivered at 8:47 PM, so "
        "the courier must have swapped bags. I can ask Kiku to remake and re-send it at no "
        "charge, or refund it in full. Which would you like?"
    )
    s.user("re-send please, I'm starving. what do I do with the pizza?")
    resend = {
        "order_id": "FD-4473911",
        "items": "all",
        "address": "311 Wexford Ave, Apt 12, Wrenfield 40104",
        "charge": 0.0,
    }
    s.confirm(
        "You can keep the pizza or throw it away; we'll sort it out with the other customer. "
        "Here's the re-send:\n"
        "- Order FD-4473911 from Kiku Sushi House: 2 salmon avocado rolls, spicy tuna roll, "
        "miso soup\n"
        "- To 311 Wexford Ave, Apt 12\n"
        "- No charge\n\n"
        "Shall I re-send it? (yes/no)",
        [("redeliver_order", resend)],
    )
    s.yes("yes")
    s.call(
        "redeliver_order",
        resend,
        {
            "error": "RESTAURANT_CLOSED",
            "message": "Kiku Sushi House stopped taking orders at 21:00; a redelivery cannot "
            "be placed.",
        },
        error=True,
    )
    s.say(
        "I'm sorry, the re-send didn't go through: Kiku Sushi House stopped taking orders at "
        "9:00 PM, so they can't remake it tonight. I can refund the full $39.96 to your Visa "
        "ending 5120 (3-5 business days), or as Larkbite credit, which you could use right "
        "away at another restaurant."
    )
    s.user(
        "ugh. refund to my card please, not credit. I'll just cook",
        facts={"refund_destination": "original_payment"},
    )
    refund = {
        "order_id": "FD-4473911",
        "amount": 39.96,
        "destination": "original_payment",
        "reason": "wrong_order_delivered",
    }
    s.confirm(
        "Here's the refund:\n"
        "- Order FD-4473911, the full $39.96\n"
        "- To your Visa ending 5120, in 3-5 business days\n\n"
        "Shall I refund it? (yes/no)",
        [("refund_order", refund)],
    )
    s.yes("yes")
    s.call(
        "refund_order",
        refund,
        {
            "refund_id": "RF-903519",
            "order_id": "FD-4473911",
            "amount": 39.96,
            "destination": "Visa ****5120",
            "eta": "3-5 business days",
            "status": "completed",
        },
        facts={"refund_id": "RF-903519"},
    )
    s.say(
        "Done: refund RF-903519 for $39.96 is on its way to your Visa ending 5120 and should "
        "arrive in 3-5 business days. Sorry again about tonight."
    )
    s.boundary(
        "the re-send of FD-4473911 failed with RESTAURANT_CLOSED (ledger executed), reported; "
        "the full refund RF-903519 ($39.96, Visa ****5120, not credit) executed and reported"
    )


SCRIPTS = {
    "redeliver": session_redeliver,
    "card": session_card,
    "late": session_late,
    "duplicate": session_duplicate,
    "wrongorder": session_wrongorder,
}
