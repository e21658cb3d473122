"""Session scripts, part 1: τ²-bench retail tasks 0, 16, 17, 24, 40, 44, 59 and 84.

Each script plays one task: the user's messages paraphrase the task's reason for call and
known info; the calls carry the gold actions' arguments; results come from `catalog`.
`s.boundary(note)` marks where a point is frozen.

Longer than the usual 600 lines because it is mostly the dialogue text of 8 sessions.
"""

from __future__ import annotations

from catalog import address, changed, order, order_item, order_total, payment, product, user


def task_0(s):
    """Exchange a keyboard (clicky, else no backlight) and a thermostat (Google Home)."""
    s.say("Hi! How can I help you today?")
    s.user(
        "Hi. I received my order #W2378156 on May 14 and I want to exchange two things in it: "
        "the mechanical keyboard, I'd like the same one but with clicky switches, and the smart "
        "thermostat, I need one that works with Google Home instead of Apple HomeKit. I'd like "
        "both handled in one go, please.",
        facts={"order_id": "#W2378156"},
    )
    s.say(
        "I can help with both exchanges. First I need to verify your identity: could you give "
        "me your email address, or your first and last name and zip code?"
    )
    s.user("I don't remember the email I used. It's Yusuf Rossi, zip code 19122.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Yusuf", "last_name": "Rossi", "zip": "19122"},
        "yusuf_rossi_9620",
        facts={"user_id": "yusuf_rossi_9620"},
    )
    s.call(
        "get_order_details",
        {"order_id": "#W2378156"},
        order("#W2378156"),
        facts={
            "orders": {"#W2378156": {"status": "delivered", "total": 793.64}},
            "payment_method_id": "credit_card_9513926",
        },
    )
    s.call("get_product_details", {"product_id": "1656367028"}, product("1656367028"))
    s.call("get_product_details", {"product_id": "4896585277"}, product("4896585277"))
    s.say(
        "Thank you, Yusuf. Order #W2378156 is delivered, so both items can be exchanged for "
        "other options of the same product.\n\n"
        "Mechanical Keyboard (item 1151293680: linear switches, RGB backlight, full size, "
        "$272.33). Clicky options:\n"
        "- 9025753381: clicky, RGB backlight, full size, $231.58, currently unavailable\n"
        "- 7706410293: clicky, no backlight, full size, $269.16, available\n"
        "- 9690244451: clicky, RGB backlight, 80% size, $236.51, available\n\n"
        "Smart Thermostat (item 4983901480: Apple HomeKit, black, $262.47). Our thermostats "
        "list Google Assistant compatibility, which is what works with Google Home:\n"
        "- 7747408585: Google Assistant, black, $249.01\n"
        "- 8722653925: Google Assistant, white, $227.57\n\n"
        "Which options would you like? And are these two the only items you want to exchange? "
        "An order can only be exchanged once."
    )
    s.user(
        "Since the clicky one with RGB in full size isn't available, I'll take the full-size one "
        "without backlight. For the thermostat, the black one. And yes, only those two."
    )
    args = {
        "order_id": "#W2378156",
        "item_ids": ["1151293680", "4983901480"],
        "new_item_ids": ["7706410293", "7747408585"],
        "payment_method_id": "credit_card_9513926",
    }
    s.confirm(
        "Here are the exchange details for order #W2378156:\n"
        "- Mechanical Keyboard 1151293680 (linear, RGB, full size, $272.33) → 7706410293 "
        "(clicky, no backlight, full size, $269.16)\n"
        "- Smart Thermostat 4983901480 (Apple HomeKit, black, $262.47) → 7747408585 "
        "(Google Assistant, black, $249.01)\n\n"
        "The new items cost $16.63 less in total; the difference is refunded to the original "
        "payment method, credit_card_9513926. The order status will become 'exchange requested' "
        "and you will get an email with instructions for returning the old items. Shall I "
        "proceed? (yes/no)",
        [("exchange_delivered_order_items", args)],
        facts={"item_ids": args["item_ids"], "new_item_ids": args["new_item_ids"]},
    )
    s.yes("Yes, please go ahead.")
    s.call(
        "exchange_delivered_order_items",
        args,
        changed(
            order("#W2378156"),
            status="exchange requested",
            exchange_items=["1151293680", "4983901480"],
            exchange_new_items=["7706410293", "7747408585"],
            exchange_payment_method_id="credit_card_9513926",
            exchange_price_difference=-16.63,
        ),
        facts={"price_difference": -16.63},
    )
    s.boundary(
        "right after the exchange of the keyboard and the thermostat executed ($16.63 back to "
        "the card); the agent has not reported it yet"
    )
    s.say(
        "Done: the exchange for order #W2378156 is requested. You'll receive an email explaining "
        "how to send back the keyboard and the thermostat, and $16.63 will be refunded to "
        "credit_card_9513926. Is there anything else?"
    )


def task_16(s):
    """Cancel both pending orders, return the watch, and say the total refund."""
    s.say("Hi! How can I help you today?")
    s.user(
        "Hi. I want to cancel all my pending orders and return a watch I received. I'd also "
        "like to know the total amount I'll get back."
    )
    s.say(
        "I can help with that. First, please verify your identity: your email address, or your "
        "first and last name and zip code."
    )
    s.user("Fatima Johnson, 78712.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Fatima", "last_name": "Johnson", "zip": "78712"},
        "fatima_johnson_7581",
        facts={"user_id": "fatima_johnson_7581"},
    )
    s.call(
        "get_user_details",
        {"user_id": "fatima_johnson_7581"},
        user("fatima_johnson_7581"),
        facts={
            "order_ids": ["#W5199551", "#W8665881", "#W9389413"],
            "payment_methods": {"paypal_5364164": "paypal"},
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W5199551"},
        order("#W5199551"),
        facts={"orders": {"#W5199551": {"status": "pending", "total": 3131.1}}},
    )
    s.call(
        "get_order_details",
        {"order_id": "#W8665881"},
        order("#W8665881"),
        facts={
            "orders": {
                "#W5199551": {"status": "pending", "total": 3131.1},
                "#W8665881": {"status": "pending", "total": 4777.75},
            }
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W9389413"},
        order("#W9389413"),
        facts={
            "orders": {
                "#W5199551": {"status": "pending", "total": 3131.1},
                "#W8665881": {"status": "pending", "total": 4777.75},
                "#W9389413": {"status": "delivered", "total": 462.03},
            }
        },
    )
    s.say(
        "Thanks, Fatima. You have two pending orders:\n"
        "- #W5199551: Laptop and Wall Clock, $3,131.10\n"
        "- #W8665881: Digital Camera, Espresso Machine and Office Chair, $4,777.75\n"
        "and one delivered order, #W9389413, which includes the Smart Watch (item 2554056026, "
        "gold, metal band, $367.38) along with a Water Bottle and a T-Shirt.\n\n"
        "To cancel the pending orders I need the reason: 'no longer needed' or 'ordered by "
        "mistake'?"
    )
    s.user("They're no longer needed.", facts={"cancel_reason": "no longer needed"})
    s.call(
        "calculate",
        {"expression": "3131.1 + 4777.75 + 367.38"},
        "8276.23",
        facts={"refund_total": 8276.23},
    )
    s.confirm(
        "Here is what I'll do:\n"
        "1. Cancel order #W5199551 (reason: no longer needed): $3,131.10 refunded to your "
        "PayPal account (paypal_5364164).\n"
        "2. Cancel order #W8665881 (reason: no longer needed): $4,777.75 refunded to "
        "paypal_5364164.\n"
        "PayPal refunds take 5 to 7 business days. Do you confirm both cancellations? (yes/no)",
        [
            ("cancel_pending_order", {"order_id": "#W5199551", "reason": "no longer needed"}),
            ("cancel_pending_order", {"order_id": "#W8665881", "reason": "no longer needed"}),
        ],
    )
    s.yes("Yes, cancel both.")
    for order_id in ("#W5199551", "#W8665881"):
        base = order(order_id)
        s.call(
            "cancel_pending_order",
            {"order_id": order_id, "reason": "no longer needed"},
            changed(
                base,
                status="cancelled",
                cancel_reason="no longer needed",
                payment_history=[
                    *base["payment_history"],
                    payment("refund", order_total(order_id), "paypal_5364164"),
                ],
            ),
        )
    s.confirm(
        "Both pending orders are now cancelled. Next, the return: from order #W9389413 I'll "
        "return the Smart Watch (item 2554056026, $367.38). The refund goes to the original "
        "payment method, PayPal (paypal_5364164), once the watch is received. Is the watch the "
        "only item you want to return from this order, and shall I proceed? (yes/no)",
        [
            (
                "return_delivered_order_items",
                {
                    "order_id": "#W9389413",
                    "item_ids": ["2554056026"],
                    "payment_method_id": "paypal_5364164",
                },
            )
        ],
        facts={
            "order_id": "#W9389413",
            "item_ids": ["2554056026"],
            "payment_method_id": "paypal_5364164",
        },
    )
    s.boundary(
        "both pending orders cancelled (two executed cancellations); the return of the watch "
        "is proposed and pending"
    )
    s.yes("Only the watch. Yes.")
    s.call(
        "return_delivered_order_items",
        {
            "order_id": "#W9389413",
            "item_ids": ["2554056026"],
            "payment_method_id": "paypal_5364164",
        },
        changed(
            order("#W9389413"),
            status="return requested",
            return_items=["2554056026"],
            return_payment_method_id="paypal_5364164",
        ),
    )
    s.say(
        "The return of the Smart Watch is requested; you'll receive an email with instructions "
        "for sending it back. In total you will get back $8,276.23: $3,131.10 and $4,777.75 "
        "from the two cancelled orders, plus $367.38 for the watch once it is received, all to "
        "your PayPal account."
    )
    s.boundary("all three actions executed; the agent has given the $8,276.23 total")


def task_17(s):
    """Ship a pending order to Suite 641 instead."""
    s.say("Hi! How can I help you today?")
    s.user(
        "Hello. I need to change where order #W8665881 is delivered. It should go to Suite 641 "
        "instead; I'm moving to that suite in the same building on June 1st.",
        facts={"order_id": "#W8665881"},
    )
    s.say(
        "I can help with that. Before I look at the order, I need to verify your identity. "
        "Could you provide your email, or your first and last name and zip code?"
    )
    s.user("Fatima Johnson, zip 78712.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Fatima", "last_name": "Johnson", "zip": "78712"},
        "fatima_johnson_7581",
        facts={"user_id": "fatima_johnson_7581"},
    )
    s.call(
        "get_user_details",
        {"user_id": "fatima_johnson_7581"},
        user("fatima_johnson_7581"),
        facts={
            "address": user("fatima_johnson_7581")["address"],
            "order_ids": ["#W5199551", "#W8665881", "#W9389413"],
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W8665881"},
        order("#W8665881"),
        facts={"orders": {"#W8665881": {"status": "pending", "total": 4777.75}}},
    )
    new = address("123 Elm Street", "Suite 641", "Austin", "TX", "78712")
    s.confirm(
        "Thanks, Fatima. Order #W8665881 (Digital Camera, Espresso Machine and Office Chair, "
        "$4,777.75) is pending and currently ships to 123 Elm Street, Suite 237, Austin, TX "
        "78712, USA.\n\n"
        "I can change its shipping address to:\n"
        "123 Elm Street, Suite 641, Austin, TX 78712, USA\n\n"
        "Your default address on your profile stays as it is. Shall I make this change? (yes/no)",
        [("modify_pending_order_address", {"order_id": "#W8665881", **new})],
        facts={"new_address": new},
    )
    s.yes("Yes, please. It would be great if it gets there after I've moved.")
    s.boundary(
        "the user said yes to the new address (act approved); the call has not been made yet"
    )
    s.call(
        "modify_pending_order_address",
        {"order_id": "#W8665881", **new},
        changed(order("#W8665881"), address=new),
    )
    s.say(
        "Done: order #W8665881 will now be delivered to 123 Elm Street, Suite 641, Austin, TX "
        "78712. I can't guarantee a delivery date, though."
    )


def task_24(s):
    """Cancel the grill, then keep it; ask about two t-shirts in another order."""
    s.say("Hi! How can I help you today?")
    s.user(
        "Hi there! I'd like to cancel a grill I ordered. We've decided to host fewer barbecues "
        "this summer, so I won't really use it."
    )
    s.say(
        "I'm sorry to hear that. I can help. First, could you please verify your identity with "
        "your email address, or your name and zip code?"
    )
    s.user("Sure, it's Sofia Hernandez, Seattle, 98193.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Sofia", "last_name": "Hernandez", "zip": "98193"},
        "sofia_hernandez_5364",
        facts={"user_id": "sofia_hernandez_5364"},
    )
    s.call(
        "get_user_details",
        {"user_id": "sofia_hernandez_5364"},
        user("sofia_hernandez_5364"),
        facts={
            "order_ids": ["#W3947049", "#W3561391", "#W9609649"],
            "payment_methods": {"credit_card_7901829": "visa 9522"},
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W3947049"},
        order("#W3947049"),
        facts={
            "order_id": "#W3947049",
            "orders": {"#W3947049": {"status": "pending", "total": 1197.76}},
        },
    )
    s.say(
        "Thanks, Sofia. The grill is in order #W3947049, which is still pending. That order "
        "contains the Grill (electric, portable, $986.65) and an Electric Toothbrush (white, "
        "$211.11). A pending order can't be partly cancelled: cancelling it would cancel the "
        "whole order, $1,197.76, refunded to your Visa ending 9522 in 5 to 7 business days.\n\n"
        "If you'd like to go ahead, is the reason 'no longer needed' or 'ordered by mistake'?"
    )
    s.user(
        "Oh, the whole order? Hmm. Well, no longer needed, I guess.",
        facts={"cancel_reason": "no longer needed"},
    )
    s.confirm(
        "To confirm: cancel the entire order #W3947049 (Grill and Electric Toothbrush, "
        "$1,197.76) with the reason 'no longer needed'. The $1,197.76 goes back to "
        "credit_card_7901829 in 5 to 7 business days. Shall I proceed? (yes/no)",
        [("cancel_pending_order", {"order_id": "#W3947049", "reason": "no longer needed"})],
    )
    s.no(
        "Actually, no, don't cancel it. My brother just texted that he's coming over on July 4th "
        "for a cookout, so I'll keep the grill after all."
    )
    s.say(
        "No problem, order #W3947049 stays as it is and nothing was cancelled. Is there anything "
        "else I can help you with?"
    )
    s.user(
        "Yes, actually. I have another order with two t-shirts in it, but I can't remember which "
        "ones I picked. Which t-shirts are they, and what are they made of?"
    )
    s.call("get_order_details", {"order_id": "#W3561391"}, order("#W3561391"))
    s.call(
        "get_order_details",
        {"order_id": "#W9609649"},
        order("#W9609649"),
        facts={
            "order_id": "#W9609649",
            "orders": {
                "#W3947049": {"status": "pending", "total": 1197.76},
                "#W9609649": {"status": "delivered", "total": 101.69},
            },
        },
    )
    s.say(
        "Order #W3561391 only has a Coffee Maker; the t-shirts are in order #W9609649, which has "
        "been delivered:\n"
        "- T-Shirt, blue, size S, v-neck, made of polyester ($54.84)\n"
        "- T-Shirt, red, size XXL, crew neck, made of cotton ($46.85)\n\n"
        "Anything else I can help with?"
    )
    s.boundary(
        "the grill cancellation was proposed and rejected (the user keeps it); the agent then "
        "described the two t-shirts of #W9609649"
    )


def task_40(s):
    """Gift card balance, card used, gift card for the order (fails), then the Visa."""
    s.say("Hi! How can I help you today?")
    s.user(
        "Hi, I need to be quick, I'm in the middle of finals (my last exam is on May 24). How "
        "much is left on my gift card? And for my most recent order, did I pay with my visa, my "
        "mastercard or my amex?"
    )
    s.say("Happy to help. To look up your account, could you give me your email address?")
    s.user("isabella.lopez3271@example.com")
    s.call(
        "find_user_id_by_email",
        {"email": "isabella.lopez3271@example.com"},
        "isabella_lopez_6490",
        facts={"user_id": "isabella_lopez_6490"},
    )
    s.call(
        "get_user_details",
        {"user_id": "isabella_lopez_6490"},
        user("isabella_lopez_6490"),
        facts={
            "payment_methods": {
                "gift_card_8245350": "gift card, $60.00",
                "credit_card_8897086": "visa 8902",
                "credit_card_6523410": "mastercard 4718",
                "credit_card_1960752": "amex 3019",
            },
            "gift_card_balance": 60.0,
            "order_ids": ["#W2631412", "#W4923227"],
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W4923227"},
        order("#W4923227"),
        facts={
            "order_id": "#W4923227",
            "payment_method_id": "credit_card_6523410",
            "orders": {"#W4923227": {"status": "pending", "total": 367.54}},
        },
    )
    s.say(
        "Your gift card (gift_card_8245350) has a balance of $60.00. Your most recent order, "
        "#W4923227 (Backpack and Running Shoes, $367.54, still pending), was paid with your "
        "Mastercard ending in 4718."
    )
    s.user("Can I just put the gift card balance toward that order instead?")
    args_gift = {"order_id": "#W4923227", "payment_method_id": "gift_card_8245350"}
    s.confirm(
        "I can change the payment method of order #W4923227 from the Mastercard ending 4718 to "
        "your gift card gift_card_8245350. The order would stay pending, and the Mastercard "
        "would be refunded within 5 to 7 business days. Do you want me to proceed? (yes/no)",
        [("modify_pending_order_payment", args_gift)],
    )
    s.yes("Yes, do it.")
    s.call(
        "modify_pending_order_payment",
        args_gift,
        "Error: insufficient gift card balance to pay for the order",
        error=True,
    )
    s.boundary(
        "the confirmed switch to the gift card returned an error (balance $60.00 < $367.54); "
        "the ledger marks it executed; the agent has not reported it"
    )
    s.say(
        "I'm sorry, that didn't go through: the gift card balance ($60.00) is not enough to "
        "cover the order total of $367.54, so the order is still paid with your Mastercard. "
        "Would you like to use a different payment method?"
    )
    s.user(
        "Ugh, okay. Then switch it to my visa please. The other two cards already have a lot of "
        "balance on them."
    )
    args_visa = {"order_id": "#W4923227", "payment_method_id": "credit_card_8897086"}
    s.confirm(
        "To confirm: change the payment method of order #W4923227 from the Mastercard ending "
        "4718 (credit_card_6523410) to your Visa ending 8902 (credit_card_8897086). The order "
        "stays pending; the $367.54 charged to the Mastercard will be refunded within 5 to 7 "
        "business days. Proceed? (yes/no)",
        [("modify_pending_order_payment", args_visa)],
        facts={"payment_method_id": "credit_card_8897086"},
    )
    s.yes("Yes.")
    base = order("#W4923227")
    s.call(
        "modify_pending_order_payment",
        args_visa,
        changed(
            base,
            payment_history=[
                *base["payment_history"],
                payment("payment", 367.54, "credit_card_8897086"),
                payment("refund", 367.54, "credit_card_6523410"),
            ],
        ),
    )
    s.say(
        "Done. Order #W4923227 is now paid with your Visa ending 8902, and the $367.54 will be "
        "refunded to your Mastercard within 5 to 7 business days. Your gift card still has "
        "$60.00. Good luck with your finals!"
    )
    s.boundary(
        "the gift-card switch failed (error, ledger executed); the switch to the Visa then "
        "executed and the agent reported it"
    )


def task_44(s):
    """Change the desk lamp to the cheapest available one; the difference to a gift card."""
    s.say("Hi! How can I help you today?")
    s.user(
        "I want to change the desk lamp in my order #W9300146 to the cheapest desk lamp you have available.",
        facts={"order_id": "#W9300146"},
    )
    s.say(
        "Sure. Before I can make changes, I need to verify your identity. Please give me your "
        "email, or your first and last name and zip code."
    )
    s.user("Aarav Anderson. Philadelphia, 19031.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Aarav", "last_name": "Anderson", "zip": "19031"},
        "aarav_anderson_8794",
        facts={"user_id": "aarav_anderson_8794"},
    )
    s.call(
        "get_order_details",
        {"order_id": "#W9300146"},
        order("#W9300146"),
        facts={"orders": {"#W9300146": {"status": "pending", "total": 605.85}}},
    )
    s.call("get_product_details", {"product_id": "6817146515"}, product("6817146515"))
    s.say(
        "Order #W9300146 is pending, so its items can be modified. Your current lamp is item "
        "9190635437 (black, low brightness, USB), $153.23. The cheapest desk lamp available "
        "right now is item 5320792178 (black, medium brightness, AC adapter) at $135.24, so you "
        "would get $17.99 back.\n\n"
        "Which payment method should receive the difference? Also, items in a pending order can "
        "only be modified once: is the lamp the only item you want to change?"
    )
    s.user("Put the difference on a gift card. Only the lamp. How much do I get back in total?")
    s.call(
        "get_user_details",
        {"user_id": "aarav_anderson_8794"},
        user("aarav_anderson_8794"),
        facts={
            "payment_methods": {
                "credit_card_4129829": "mastercard 1428",
                "gift_card_7245904": "gift card, $17.65",
            },
            "gift_card_balance": 17.65,
        },
    )
    s.call(
        "calculate", {"expression": "135.24 - 153.23"}, "-17.99", facts={"price_difference": -17.99}
    )
    args = {
        "order_id": "#W9300146",
        "item_ids": ["9190635437"],
        "new_item_ids": ["5320792178"],
        "payment_method_id": "gift_card_7245904",
    }
    s.confirm(
        "Here are the details:\n"
        "- Order #W9300146: Desk Lamp 9190635437 (black, low, USB, $153.23) → 5320792178 "
        "(black, medium, AC adapter, $135.24)\n"
        "- Price difference: $17.99 refunded to your gift card gift_card_7245904\n\n"
        "That's $17.99 back in total. After this change the order can no longer be modified or "
        "cancelled. Do you confirm? (yes/no)",
        [("modify_pending_order_items", args)],
        facts={
            "item_ids": ["9190635437"],
            "new_item_ids": ["5320792178"],
            "payment_method_id": "gift_card_7245904",
        },
    )
    s.yes("yes")
    base = order("#W9300146")
    s.call(
        "modify_pending_order_items",
        args,
        changed(
            base,
            status="pending (item modified)",
            items=[order_item("5320792178"), order_item("9956648681")],
            payment_history=[
                *base["payment_history"],
                payment("refund", 17.99, "gift_card_7245904"),
            ],
        ),
        facts={"refund_total": 17.99},
    )
    s.boundary("right after the lamp change executed ($17.99 refunded to the gift card)")
    s.say(
        "Done: the desk lamp in order #W9300146 is now item 5320792178, and $17.99 has been "
        "refunded to gift card gift_card_7245904 (gift card refunds are immediate), so its "
        "balance is now $35.64."
    )


def task_59(s):
    """Cancel the older pending order; ship the newer one to the new address."""
    s.say("Hi! How can I help you today?")
    s.user(
        "Hi. I have two orders, #W2702727 and #W8268610, and both still say 'pending'. But I "
        "placed #W8268610 way back on January 12, and #W2702727 only last week. Why are they "
        "both pending? If you can't promise me the old one will be processed within 5 days, I "
        "want it cancelled, and tell me the refund. Also, for #W2702727 I need the shipping "
        "address changed to my new home: 1234 Elm St, Springfield, IL 62701. I'm moving on May "
        "28, before it's due next month. Please handle all of it together.",
        facts={
            "order_ids": ["#W2702727", "#W8268610"],
            "new_address": address("1234 Elm St", "", "Springfield", "IL", "62701"),
        },
    )
    s.say(
        "I can look into both orders. First I need to verify your identity: your email, or your "
        "first and last name and zip code, please."
    )
    s.user("Yusuf Taylor, San Jose, 95154.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Yusuf", "last_name": "Taylor", "zip": "95154"},
        "yusuf_taylor_7149",
        facts={"user_id": "yusuf_taylor_7149"},
    )
    s.call(
        "get_order_details",
        {"order_id": "#W2702727"},
        order("#W2702727"),
        facts={"orders": {"#W2702727": {"status": "pending", "total": 625.6}}},
    )
    s.call(
        "get_order_details",
        {"order_id": "#W8268610"},
        order("#W8268610"),
        facts={
            "orders": {
                "#W2702727": {"status": "pending", "total": 625.6},
                "#W8268610": {"status": "pending", "total": 164.28},
            }
        },
    )
    s.say(
        "Thanks, Yusuf. Both orders are pending, which means neither has been processed for "
        "shipping yet. I can't see when an order will be processed, so I can't promise that "
        "#W8268610 will be processed within 5 days.\n\n"
        "- #W8268610: Electric Kettle, $164.28, paid with your Visa (credit_card_5771209). "
        "Cancelling it refunds $164.28 to that card in 5 to 7 business days.\n"
        "- #W2702727: Headphones ($346.97) and Sneakers ($278.63), $625.60, paid with PayPal. "
        "It currently ships to 45 Lakeview Drive, Suite 232, San Jose, CA 95154.\n\n"
        "If you want to cancel #W8268610, what is the reason: 'no longer needed' or 'ordered by "
        "mistake'?"
    )
    s.user("Then cancel it. No longer needed.", facts={"cancel_reason": "no longer needed"})
    new = address("1234 Elm St", "", "Springfield", "IL", "62701")
    s.confirm(
        "Here's what I'll do:\n"
        "1. Cancel order #W8268610 (Electric Kettle), reason 'no longer needed'. $164.28 goes "
        "back to credit_card_5771209 in 5 to 7 business days.\n"
        "2. Change the shipping address of order #W2702727 to 1234 Elm St, Springfield, IL "
        "62701, USA. Its total stays $625.60.\n\n"
        "Do you confirm both? (yes/no)",
        [
            ("cancel_pending_order", {"order_id": "#W8268610", "reason": "no longer needed"}),
            ("modify_pending_order_address", {"order_id": "#W2702727", **new}),
        ],
    )
    s.yes("Yes, both.")
    base = order("#W8268610")
    s.call(
        "cancel_pending_order",
        {"order_id": "#W8268610", "reason": "no longer needed"},
        changed(
            base,
            status="cancelled",
            cancel_reason="no longer needed",
            payment_history=[
                *base["payment_history"],
                payment("refund", 164.28, "credit_card_5771209"),
            ],
        ),
        facts={"refund_total": 164.28},
    )
    s.boundary(
        "#W8268610 cancelled (executed); the address change of #W2702727 is approved but not "
        "called yet"
    )
    s.call(
        "modify_pending_order_address",
        {"order_id": "#W2702727", **new},
        changed(order("#W2702727"), address=new),
    )
    s.say(
        "All done. Order #W8268610 is cancelled and $164.28 will be refunded to your Visa within "
        "5 to 7 business days. Order #W2702727 will now be shipped to 1234 Elm St, Springfield, "
        "IL 62701; its total is still $625.60."
    )
    s.boundary("both actions executed and reported")


def task_84(s):
    """Return the cheaper tablet to the card; corrected to the dearer one to the gift card."""
    s.say("Hi! How can I help you today?")
    s.user(
        "hey! so two tablets got delivered to me on 05/11 and I really only need one lol. I want "
        "to send back the cheaper one and get the money on my credit card"
    )
    s.say(
        "Happy to help with a return. First, please verify your identity: your email, or your "
        "first and last name and zip code."
    )
    s.user("Chen Silva, zip 46281")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Chen", "last_name": "Silva", "zip": "46281"},
        "chen_silva_7485",
        facts={"user_id": "chen_silva_7485"},
    )
    s.call(
        "get_user_details",
        {"user_id": "chen_silva_7485"},
        user("chen_silva_7485"),
        facts={
            "payment_methods": {
                "credit_card_1565124": "mastercard 6048",
                "gift_card_7250692": "gift card, $27.00",
            },
            "order_ids": ["#W9571698", "#W2598834"],
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W9571698"},
        order("#W9571698"),
        facts={
            "order_id": "#W9571698",
            "orders": {"#W9571698": {"status": "delivered", "total": 2123.95}},
        },
    )
    first = {
        "order_id": "#W9571698",
        "item_ids": ["4913411651"],
        "payment_method_id": "credit_card_1565124",
    }
    s.confirm(
        "Found it. Order #W9571698 (delivered) has two tablets:\n"
        "- item 6065192424: 10-inch, 128GB, gold, $989.70\n"
        "- item 4913411651: 7-inch, 128GB, black, $941.03\n\n"
        "The less expensive one is the 7-inch black tablet. Return details: order #W9571698, "
        "return item 4913411651, refund of $941.03 to your Mastercard ending 6048 "
        "(credit_card_1565124), the original payment method. Do you want to proceed? (yes/no)",
        [("return_delivered_order_items", first)],
        facts={"item_ids": ["4913411651"], "payment_method_id": "credit_card_1565124"},
    )
    s.no(
        "hmm wait, actually no. let's send back the more expensive one, the gold 10 inch. and "
        "put the refund on my gift card instead"
    )
    second = {
        "order_id": "#W9571698",
        "item_ids": ["6065192424"],
        "payment_method_id": "gift_card_7250692",
    }
    s.confirm(
        "Got it. Updated return: order #W9571698, return item 6065192424 (10-inch, 128GB, gold, "
        "$989.70), refund of $989.70 to your gift card gift_card_7250692. The order status will "
        "change to 'return requested' and you'll receive an email with instructions for sending "
        "the tablet back. Proceed? (yes/no)",
        [("return_delivered_order_items", second)],
        facts={"item_ids": ["6065192424"], "payment_method_id": "gift_card_7250692"},
    )
    s.yes("yep, do it")
    s.call(
        "return_delivered_order_items",
        second,
        changed(
            order("#W9571698"),
            status="return requested",
            return_items=["6065192424"],
            return_payment_method_id="gift_card_7250692",
        ),
    )
    s.say(
        "Done! The return of the gold 10-inch tablet (item 6065192424) is requested. You'll get "
        "an email explaining how to send it back, and $989.70 will be refunded to your gift card "
        "gift_card_7250692. You keep the 7-inch black tablet."
    )
    s.boundary(
        "the first return (cheaper tablet, card) was rejected by the user's correction; the "
        "return of the gold tablet to the gift card executed and was reported"
    )


SCRIPTS = {
    "0": task_0,
    "16": task_16,
    "17": task_17,
    "24": task_24,
    "40": task_40,
    "44": task_44,
    "59": task_59,
    "84": task_84,
}
