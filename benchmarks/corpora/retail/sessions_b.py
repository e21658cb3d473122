"""Session scripts, part 2: τ²-bench retail tasks 9, 18, 21, 22, 76, 79, 88 and 113.

Same conventions as `sessions_a`. Longer than the usual 600 lines because it is mostly the
dialogue text of 8 sessions.
"""

from __future__ import annotations

from catalog import (
    USERS,
    address,
    changed,
    item,
    order,
    order_item,
    order_total,
    payment,
    product,
    user,
)


def cancelled(order_id: str, reason: str) -> dict:
    """``cancel_pending_order``'s result: cancelled, the total refunded to the payment method."""
    base = order(order_id)
    method = base["payment_history"][0]["payment_method_id"]
    return changed(
        base,
        status="cancelled",
        cancel_reason=reason,
        payment_history=[
            *base["payment_history"],
            payment("refund", order_total(order_id), method),
        ],
    )


def task_88(s):
    """A 4 ft bookshelf in the same material and color, else cancel the order (by mistake)."""
    s.say("Hi! How can I help you today?")
    s.user(
        "Hi, I'd like to change the bookshelf I ordered yesterday, May 15, to a 4-foot one. Same "
        "material and color as the one I have, please."
    )
    s.say(
        "Sure, I can look into that. First, could you give me your email address so I can verify your account?"
    )
    s.user("It's daiki.silva6295@example.com")
    s.call(
        "find_user_id_by_email",
        {"email": "daiki.silva6295@example.com"},
        "daiki_silva_2903",
        facts={"user_id": "daiki_silva_2903"},
    )
    s.call(
        "get_user_details",
        {"user_id": "daiki_silva_2903"},
        user("daiki_silva_2903"),
        facts={
            "order_ids": ["#W8835847", "#W5714235"],
            "payment_methods": {"paypal_2233507": "paypal"},
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W8835847"},
        order("#W8835847"),
        facts={
            "order_id": "#W8835847",
            "orders": {"#W8835847": {"status": "pending", "total": 594.16}},
        },
    )
    s.call("get_product_details", {"product_id": "8600330539"}, product("8600330539"))
    s.say(
        "Thanks, Daiki. The bookshelf is in order #W8835847, which is pending: item 8479046075, "
        "wood, white, 5 ft, $451.01. Unfortunately the 4 ft version in wood and white (item "
        "4894369688) is currently unavailable. The 4 ft bookshelves available are:\n"
        "- 7373893106: glass, white, 4 ft, $531.22\n"
        "- 1673859111: wood, black, 4 ft, $484.96\n\n"
        "Would you like one of these instead?"
    )
    s.user(
        "No, it has to be the same material and color. In that case, just cancel the whole "
        "order. I'll buy it again later."
    )
    s.say(
        "I can cancel order #W8835847. Note that this cancels everything in it: the Bookshelf "
        "and the Gaming Mouse (white, wireless, $143.15). What is the reason for the "
        "cancellation: 'no longer needed' or 'ordered by mistake'?"
    )
    s.user("I ordered it by mistake.", facts={"cancel_reason": "ordered by mistake"})
    s.confirm(
        "To confirm: cancel order #W8835847 (Bookshelf $451.01 and Gaming Mouse $143.15, total "
        "$594.16) with the reason 'ordered by mistake'. The $594.16 will be refunded to your "
        "PayPal account (paypal_2233507) in 5 to 7 business days. Shall I proceed? (yes/no)",
        [("cancel_pending_order", {"order_id": "#W8835847", "reason": "ordered by mistake"})],
    )
    s.yes("Yes, please.")
    s.boundary("the user said yes to the cancellation (approved); no call yet")
    s.call(
        "cancel_pending_order",
        {"order_id": "#W8835847", "reason": "ordered by mistake"},
        cancelled("#W8835847", "ordered by mistake"),
    )
    s.say(
        "Order #W8835847 is cancelled. $594.16 will be back on your PayPal account within 5 to 7 "
        "business days."
    )


def task_113(s):
    """Cancel all pending orders (reason only when asked: ordered by mistake)."""
    s.say("Hi! How can I help you today?")
    s.user("I want to cancel all my pending orders.")
    s.say(
        "I can help with that. To verify your identity, please give me your email address, or "
        "your first and last name and zip code."
    )
    s.user("Yara Muller. 85041.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Yara", "last_name": "Muller", "zip": "85041"},
        "yara_muller_8652",
        facts={"user_id": "yara_muller_8652"},
    )
    s.call(
        "get_user_details",
        {"user_id": "yara_muller_8652"},
        user("yara_muller_8652"),
        facts={
            "order_ids": ["#W5056519", "#W5995614", "#W8277957"],
            "payment_methods": {
                "credit_card_3095586": "visa 2468",
                "gift_card_5434236": "gift card, $32.00",
            },
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W5056519"},
        order("#W5056519"),
        facts={"orders": {"#W5056519": {"status": "pending", "total": 485.3}}},
    )
    s.call(
        "get_order_details",
        {"order_id": "#W5995614"},
        order("#W5995614"),
        facts={
            "orders": {
                "#W5056519": {"status": "pending", "total": 485.3},
                "#W5995614": {"status": "pending", "total": 1074.31},
            }
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W8277957"},
        order("#W8277957"),
        facts={
            "orders": {
                "#W5056519": {"status": "pending", "total": 485.3},
                "#W5995614": {"status": "pending", "total": 1074.31},
                "#W8277957": {"status": "delivered", "total": 103.98},
            }
        },
    )
    s.say(
        "Thank you. You have two pending orders:\n"
        "- #W5056519: Makeup Kit and Hiking Boots, $485.30, paid with gift card "
        "gift_card_5434236\n"
        "- #W5995614: Dumbbell Set and Luggage Set, $1,074.31, paid with your Visa ending 2468\n"
        "Your third order, #W8277957 (Yoga Mat), has already been delivered, so it can't be "
        "cancelled.\n\n"
        "To cancel, I need the reason: 'no longer needed' or 'ordered by mistake'?"
    )
    s.user(
        "Why does that matter? ...Fine. I ordered them by mistake. Both of them.",
        facts={"cancel_reason": "ordered by mistake"},
    )
    s.confirm(
        "Thanks. Here's what I'll do:\n"
        "1. Cancel order #W5056519 (reason: ordered by mistake): $485.30 refunded to gift card "
        "gift_card_5434236 immediately.\n"
        "2. Cancel order #W5995614 (reason: ordered by mistake): $1,074.31 refunded to "
        "credit_card_3095586 within 5 to 7 business days.\n\n"
        "Shall I proceed with both cancellations? (yes/no)",
        [
            ("cancel_pending_order", {"order_id": "#W5056519", "reason": "ordered by mistake"}),
            ("cancel_pending_order", {"order_id": "#W5995614", "reason": "ordered by mistake"}),
        ],
    )
    s.boundary("both cancellations proposed and pending; the user has not answered")
    s.yes("Yes.")
    for order_id in ("#W5056519", "#W5995614"):
        s.call(
            "cancel_pending_order",
            {"order_id": order_id, "reason": "ordered by mistake"},
            cancelled(order_id, "ordered by mistake"),
        )
    s.say("Both orders are cancelled.")


def task_79(s):
    """Swap the 500ml bottle for the 1000ml one (first try fails), same color."""
    s.say("Hi! How can I help you today?")
    s.user(
        "Hi. I bought a 500ml water bottle and I regret it. I want it changed to the same bottle "
        "as the 1000ml one I also ordered. I placed both orders last Friday, May 10. I don't know "
        "the order numbers."
    )
    s.say(
        "I can help with that. First, I need to verify your identity: your email, or your first "
        "and last name and zip code."
    )
    s.user("Emma Kovacs, 32190. I don't know my email.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Emma", "last_name": "Kovacs", "zip": "32190"},
        "emma_kovacs_9839",
        facts={"user_id": "emma_kovacs_9839"},
    )
    s.call(
        "get_user_details",
        {"user_id": "emma_kovacs_9839"},
        user("emma_kovacs_9839"),
        facts={
            "order_ids": ["#W8661412", "#W6050478"],
            "payment_methods": {"credit_card_7239357": "visa 8676"},
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W8661412"},
        order("#W8661412"),
        facts={"orders": {"#W8661412": {"status": "pending", "total": 250.12}}},
    )
    s.call(
        "get_order_details",
        {"order_id": "#W6050478"},
        order("#W6050478"),
        facts={
            "orders": {
                "#W8661412": {"status": "pending", "total": 250.12},
                "#W6050478": {"status": "pending", "total": 235.18},
            }
        },
    )
    first = {
        "order_id": "#W8661412",
        "item_ids": ["3453331371"],
        "new_item_ids": ["7661609223"],
        "payment_method_id": "credit_card_7239357",
    }
    s.confirm(
        "Thanks, Emma. I found both bottles:\n"
        "- Order #W8661412 (pending): Water Bottle 3453331371, 500ml, stainless steel, black, "
        "$52.79, together with a Cycling Helmet.\n"
        "- Order #W6050478 (pending): Water Bottle 7661609223, 1000ml, stainless steel, black, "
        "$46.51.\n\n"
        "I can modify order #W8661412 to replace the 500ml bottle with item 7661609223. The "
        "price difference of $6.28 would be refunded to your Visa (credit_card_7239357). Please "
        "note that an order's items can only be modified once. Is the bottle the only item you "
        "want to change, and shall I proceed? (yes/no)",
        [("modify_pending_order_items", first)],
        facts={
            "order_id": "#W8661412",
            "item_ids": ["3453331371"],
            "new_item_ids": ["7661609223"],
            "payment_method_id": "credit_card_7239357",
        },
    )
    s.yes("Yes, only the bottle. Please go ahead.")
    s.call(
        "modify_pending_order_items",
        first,
        "Error: new item 7661609223 not found or available",
        error=True,
    )
    s.say(
        "I'm sorry, the change didn't go through: item 7661609223 is no longer available. Let me "
        "check the other options for this bottle."
    )
    s.call("get_product_details", {"product_id": "8310926033"}, product("8310926033"))
    second = {
        "order_id": "#W8661412",
        "item_ids": ["3453331371"],
        "new_item_ids": ["2439754078"],
        "payment_method_id": "credit_card_7239357",
    }
    s.confirm(
        "The 1000ml stainless steel bottle is out of stock. The only 1000ml bottle available in "
        "black, like your other one, is item 2439754078 (1000ml, plastic, black, $49.51).\n\n"
        "Updated change for order #W8661412: Water Bottle 3453331371 (500ml, stainless steel, "
        "black, $52.79) → 2439754078 (1000ml, plastic, black, $49.51). The difference, $3.28, "
        "is refunded to credit_card_7239357. Shall I proceed? (yes/no)",
        [("modify_pending_order_items", second)],
        facts={"new_item_ids": ["2439754078"]},
    )
    s.yes(
        "A different material is fine as long as it's black like my other one. Yes, do that. "
        "But don't cancel anything."
    )
    base = order("#W8661412")
    s.call(
        "modify_pending_order_items",
        second,
        changed(
            base,
            status="pending (item modified)",
            items=[order_item("2439754078"), order_item("3358616356")],
            payment_history=[
                *base["payment_history"],
                payment("refund", 3.28, "credit_card_7239357"),
            ],
        ),
        facts={"price_difference": -3.28},
    )
    s.boundary(
        "the first confirmed change (to the unavailable 7661609223) returned an error, ledger "
        "executed; the second (to 2439754078) executed; not reported yet"
    )
    s.say(
        "Done: order #W8661412 now has the 1000ml black plastic bottle (2439754078), and $3.28 "
        "will be refunded to your Visa. Nothing was cancelled."
    )


def task_9(s):
    """Exchange the bottle and the lamp; at the confirmation, only the lamp."""
    s.say("Hi! How can I help you today?")
    s.user(
        "Hello, I'd like to exchange two things I received: the water bottle for a bigger one, "
        "and the desk lamp for a brighter one."
    )
    s.say(
        "I can help with that. First I need to verify your identity: your email, or your first "
        "and last name and zip code."
    )
    s.user("I don't know my email. My user id is mei_kovacs_8020 and my zip code is 28236.")
    s.say(
        "Thank you. I still need to locate your account by name and zip code: could you tell me "
        "your first and last name?"
    )
    s.user("Mei Kovacs.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Mei", "last_name": "Kovacs", "zip": "28236"},
        "mei_kovacs_8020",
        facts={"user_id": "mei_kovacs_8020"},
    )
    s.call(
        "get_user_details",
        {"user_id": "mei_kovacs_8020"},
        user("mei_kovacs_8020"),
        facts={
            "order_ids": ["#W6390527", "#W7800651"],
            "payment_methods": {"paypal_7644869": "paypal"},
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W6390527"},
        order("#W6390527"),
        facts={
            "order_id": "#W6390527",
            "orders": {"#W6390527": {"status": "delivered", "total": 436.92}},
        },
    )
    s.call("get_product_details", {"product_id": "8310926033"}, product("8310926033"))
    s.call("get_product_details", {"product_id": "6817146515"}, product("6817146515"))
    s.say(
        "Thanks, Mei. Both items are in order #W6390527, which has been delivered.\n\n"
        "Water Bottle (current item 5758737025: 500ml, glass, green, $45.09). Bigger bottles "
        "available:\n"
        "- 6974536207: 750ml, plastic, blue, $49.30\n"
        "- 9127591879: 750ml, stainless steel, black, $48.47\n"
        "- 4579334072: 750ml, glass, black, $54.85\n"
        "- 2439754078: 1000ml, plastic, black, $49.51\n\n"
        "Desk Lamp (current item 8384507844: white, medium brightness, USB, $137.94). The "
        "brighter option available is 7624783998 (black, high brightness, AC adapter, $154.17); "
        "the high-brightness battery lamp (1270145486) is unavailable.\n\n"
        "Which ones would you like?"
    )
    s.user(
        "For the lamp, AC adapter is what I'd prefer anyway, so 7624783998. For the bottle, the "
        "1000ml one."
    )
    both = {
        "order_id": "#W6390527",
        "item_ids": ["5758737025", "8384507844"],
        "new_item_ids": ["2439754078", "7624783998"],
        "payment_method_id": "paypal_7644869",
    }
    s.confirm(
        "Please confirm the exchange for order #W6390527:\n"
        "- Water Bottle 5758737025 → 2439754078 (1000ml, plastic, black): +$4.42\n"
        "- Desk Lamp 8384507844 → 7624783998 (black, high brightness, AC adapter): +$16.23\n\n"
        "Total price difference: $20.65, charged to your PayPal (paypal_7644869). An order can "
        "only be exchanged once, so make sure these are all the items you want to exchange. "
        "Proceed? (yes/no)",
        [("exchange_delivered_order_items", both)],
        facts={
            "item_ids": both["item_ids"],
            "new_item_ids": both["new_item_ids"],
            "payment_method_id": "paypal_7644869",
        },
    )
    s.no("Hmm, wait. Actually, just exchange the desk lamp. I'll keep the water bottle.")
    lamp = {
        "order_id": "#W6390527",
        "item_ids": ["8384507844"],
        "new_item_ids": ["7624783998"],
        "payment_method_id": "paypal_7644869",
    }
    s.confirm(
        "Understood. Updated exchange for order #W6390527:\n"
        "- Desk Lamp 8384507844 (white, medium brightness, USB, $137.94) → 7624783998 (black, "
        "high brightness, AC adapter, $154.17)\n\n"
        "Price difference: $16.23, charged to paypal_7644869. The water bottle stays as it is; "
        "since an order can only be exchanged once, it can't be exchanged later. Proceed? "
        "(yes/no)",
        [("exchange_delivered_order_items", lamp)],
        facts={
            "item_ids": ["8384507844"],
            "new_item_ids": ["7624783998"],
            "price_difference": 16.23,
        },
    )
    s.boundary(
        "the two-item exchange was rejected (the user keeps the bottle); the lamp-only "
        "exchange is proposed and pending"
    )
    s.yes("Yes, that's right.")
    s.call(
        "exchange_delivered_order_items",
        lamp,
        changed(
            order("#W6390527"),
            status="exchange requested",
            exchange_items=["8384507844"],
            exchange_new_items=["7624783998"],
            exchange_payment_method_id="paypal_7644869",
            exchange_price_difference=16.23,
        ),
    )
    s.say("The lamp exchange is requested; $16.23 will be charged to your PayPal.")


def task_21(s):
    """Shoes to 4107812777 with the gift card; at the confirmation, the keyboard too."""
    s.say("Hi! How can I help you today?")
    s.user(
        "Hi. I want to exchange my shoes for item ID 4107812777, and use my gift card to cover "
        "any extra charge."
    )
    s.say(
        "I can help with that. To verify your identity, please share your email, or your first "
        "and last name and zip code."
    )
    s.user("Ethan Garcia. Denver, 80280.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Ethan", "last_name": "Garcia", "zip": "80280"},
        "ethan_garcia_1261",
        facts={"user_id": "ethan_garcia_1261"},
    )
    s.call(
        "get_user_details",
        {"user_id": "ethan_garcia_1261"},
        user("ethan_garcia_1261"),
        facts={
            "order_ids": ["#W4967593", "#W9911714", "#W5733668"],
            "payment_methods": {
                "paypal_3798357": "paypal",
                "gift_card_4332117": "gift card, $86.00",
            },
            "gift_card_balance": 86.0,
        },
    )
    s.call("get_order_details", {"order_id": "#W4967593"}, order("#W4967593"))
    s.call(
        "get_order_details",
        {"order_id": "#W9911714"},
        order("#W9911714"),
        facts={
            "order_id": "#W9911714",
            "orders": {"#W9911714": {"status": "pending", "total": 472.5}},
        },
    )
    s.call("get_order_details", {"order_id": "#W5733668"}, order("#W5733668"))
    s.call("get_item_details", {"item_id": "4107812777"}, item("4107812777"))
    shoes = {
        "order_id": "#W9911714",
        "item_ids": ["9791469541"],
        "new_item_ids": ["4107812777"],
        "payment_method_id": "gift_card_4332117",
    }
    s.confirm(
        "Thanks, Ethan. Your shoes are in order #W9911714, which is pending: Running Shoes item "
        "9791469541 (size 9, yellow, synthetic, rubber sole, $147.05). Item 4107812777 is the "
        "same Running Shoes in black, size 9, $155.33, and it is available.\n\n"
        "The change: order #W9911714, Running Shoes 9791469541 → 4107812777; the $8.28 "
        "difference is charged to your gift card gift_card_4332117 (balance $86.00). Items in "
        "a pending order can only be modified once, so please make sure this is everything. "
        "Shall I proceed? (yes/no)",
        [("modify_pending_order_items", shoes)],
        facts={
            "item_ids": ["9791469541"],
            "new_item_ids": ["4107812777"],
            "payment_method_id": "gift_card_4332117",
        },
    )
    s.no(
        "Wait, before you do that: I also want to change item ID 1656367028 to item ID "
        "1421289881. Can you do both together?"
    )
    s.call("get_item_details", {"item_id": "1421289881"}, item("1421289881"))
    s.call("get_item_details", {"item_id": "1656367028"}, "Error: item not found", error=True)
    s.say(
        "I found item 1421289881, but I couldn't find an item with the ID 1656367028. Could it "
        "be a different kind of ID?"
    )
    s.user(
        "Maybe it's a product ID? I'm not really familiar with these numbers. Can you figure out "
        "the details on your own?"
    )
    s.call("get_product_details", {"product_id": "1656367028"}, product("1656367028"))
    s.call("get_product_details", {"product_id": "6938111410"}, product("6938111410"))
    s.call(
        "calculate",
        {"expression": "155.33 - 147.05 + 268.77 - 235.13"},
        "41.92",
        facts={"price_difference": 41.92},
    )
    both = {
        "order_id": "#W9911714",
        "item_ids": ["9791469541", "1340995114"],
        "new_item_ids": ["4107812777", "1421289881"],
        "payment_method_id": "gift_card_4332117",
    }
    s.confirm(
        "1656367028 is the product ID of the Mechanical Keyboard. Order #W9911714 has keyboard "
        "item 1340995114 (tactile switches, no backlight, full size, $235.13), and 1421289881 "
        "is the same keyboard with linear switches, no backlight, 80% size, $268.77.\n\n"
        "Updated change for order #W9911714:\n"
        "- Running Shoes 9791469541 → 4107812777 (+$8.28)\n"
        "- Mechanical Keyboard 1340995114 → 1421289881 (+$33.64)\n"
        "Total: $41.92 charged to gift_card_4332117, leaving $44.08 on the card. After this "
        "the order can't be modified again. Shall I proceed? (yes/no)",
        [("modify_pending_order_items", both)],
        facts={"item_ids": both["item_ids"], "new_item_ids": both["new_item_ids"]},
    )
    s.yes("Yes, go ahead.")
    base = order("#W9911714")
    s.call(
        "modify_pending_order_items",
        both,
        changed(
            base,
            status="pending (item modified)",
            items=[order_item("4107812777"), order_item("1421289881"), order_item("7903094618")],
            payment_history=[
                *base["payment_history"],
                payment("payment", 41.92, "gift_card_4332117"),
            ],
        ),
    )
    s.say(
        "Done. Order #W9911714 now has the black Running Shoes (4107812777) and the linear 80% "
        "keyboard (1421289881). $41.92 was charged to your gift card, which now has $44.08 left.",
        facts={"gift_card_balance": 44.08},
    )
    s.boundary(
        "the shoes-only change was rejected (the user added the keyboard); the two-item change "
        "executed and was reported with the gift card balance"
    )


def task_22(s):
    """New address for the profile and the orders; then the profile back to the old one."""
    old = dict(USERS["ethan_garcia_1261"]["address"])
    new = address("101 Highway", "", "New York", "NY", "10001")
    s.say("Hi! How can I help you today?")
    s.user(
        "I need to change my address to 101 Highway, New York, 10001. My account address and "
        "all my orders too. I start a new job there on 6/3.",
        facts={"new_address": new},
    )
    s.say(
        "I can help with that. To verify your identity, please give me your email, or your first "
        "and last name and zip code."
    )
    s.user("Ethan Garcia, Denver 80280.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Ethan", "last_name": "Garcia", "zip": "80280"},
        "ethan_garcia_1261",
        facts={"user_id": "ethan_garcia_1261"},
    )
    s.call(
        "get_user_details",
        {"user_id": "ethan_garcia_1261"},
        user("ethan_garcia_1261"),
        facts={"address": old, "order_ids": ["#W4967593", "#W9911714", "#W5733668"]},
    )
    s.confirm(
        "Thanks, Ethan. Your default address is currently 667 Highland Drive, Suite 865, Denver, "
        "CO 80280, USA. I'll update it to:\n"
        "101 Highway, New York, NY 10001, USA\n\n"
        "Do you confirm? (yes/no)",
        [("modify_user_address", {"user_id": "ethan_garcia_1261", **new})],
    )
    s.yes("Yes.")
    s.call(
        "modify_user_address",
        {"user_id": "ethan_garcia_1261", **new},
        changed(user("ethan_garcia_1261"), address=new),
        facts={"address": new},
    )
    s.call(
        "get_order_details",
        {"order_id": "#W4967593"},
        order("#W4967593"),
        facts={"orders": {"#W4967593": {"status": "delivered", "total": 164.28}}},
    )
    s.call(
        "get_order_details",
        {"order_id": "#W9911714"},
        order("#W9911714"),
        facts={
            "orders": {
                "#W4967593": {"status": "delivered", "total": 164.28},
                "#W9911714": {"status": "pending", "total": 472.5},
            }
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W5733668"},
        order("#W5733668"),
        facts={
            "orders": {
                "#W4967593": {"status": "delivered", "total": 164.28},
                "#W9911714": {"status": "pending", "total": 472.5},
                "#W5733668": {"status": "processed", "total": 94.38},
            }
        },
    )
    s.confirm(
        "Your default address is now 101 Highway, New York, NY 10001.\n\n"
        "For your orders: only #W9911714 is still pending, so it is the only one whose shipping "
        "address can be changed. #W4967593 has been delivered and #W5733668 is already "
        "processed. I'll change the shipping address of #W9911714 to 101 Highway, New York, NY "
        "10001, USA. Do you confirm? (yes/no)",
        [("modify_pending_order_address", {"order_id": "#W9911714", **new})],
        facts={"order_id": "#W9911714"},
    )
    s.yes("Yes, go ahead.")
    s.call(
        "modify_pending_order_address",
        {"order_id": "#W9911714", **new},
        changed(order("#W9911714"), address=new),
    )
    s.say(
        "Done. Your default address and the shipping address of order #W9911714 are now 101 "
        "Highway, New York, NY 10001."
    )
    s.boundary(
        "profile address and #W9911714's address changed (both executed); the delivered and "
        "processed orders were left as they are"
    )
    s.user(
        "Hmm, actually, I regret changing my account address. Please change it back to what it "
        "was before. Leave the order as it is."
    )
    s.confirm(
        "To confirm: I'll change your default address back to 667 Highland Drive, Suite 865, "
        "Denver, CO 80280, USA. Order #W9911714 keeps shipping to 101 Highway, New York. Proceed? "
        "(yes/no)",
        [("modify_user_address", {"user_id": "ethan_garcia_1261", **old})],
    )
    s.yes("Yes, please.")
    s.call(
        "modify_user_address",
        {"user_id": "ethan_garcia_1261", **old},
        changed(user("ethan_garcia_1261"), address=old),
        facts={"address": old},
    )
    s.say(
        "Your default address is back to 667 Highland Drive, Suite 865, Denver, CO 80280. Order "
        "#W9911714 will still be delivered to 101 Highway, New York, NY 10001."
    )
    s.boundary("the profile address was changed back (third action executed) and reported")


def task_76(s):
    """The fleece jacket's order cancelled (by mistake); the skateboard's order cancelled."""
    s.say("Hi! How can I help you today?")
    s.user(
        "Hi! I ordered a fleece jacket by mistake and I'd like to remove it from my pending "
        "order, please."
    )
    s.say(
        "I'd be glad to help. First, please verify your identity: your email, or your first and "
        "last name and zip code."
    )
    s.user("Sure! Ava Nguyen, zip code 94128.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Ava", "last_name": "Nguyen", "zip": "94128"},
        "ava_nguyen_6646",
        facts={"user_id": "ava_nguyen_6646"},
    )
    s.call(
        "get_user_details",
        {"user_id": "ava_nguyen_6646"},
        user("ava_nguyen_6646"),
        facts={
            "order_ids": ["#W1242543", "#W8367380", "#W1172234", "#W3223435"],
            "payment_methods": {"paypal_6262583": "paypal", "credit_card_5683823": "visa 9881"},
        },
    )
    s.call(
        "get_order_details",
        {"order_id": "#W8367380"},
        order("#W8367380"),
        facts={"orders": {"#W8367380": {"status": "pending", "total": 665.98}}},
    )
    s.say(
        "Thanks, Ava. The fleece jacket (navy, XL, half zipper, $157.61) is in order #W8367380, "
        "which is pending and also contains a Dumbbell Set ($508.37). I'm not able to remove a "
        "single item from an order: I can only change items to other options of the same "
        "product, or cancel the whole order ($665.98, refunded to your PayPal in 5 to 7 business "
        "days). Would you like to cancel the whole order? If so, is the reason 'no longer "
        "needed' or 'ordered by mistake'?"
    )
    s.user(
        "Then please cancel the whole order, I ordered it by mistake. Oh, and I also want to "
        "change the skateboard in my other order to maple, 34 inch, graphic design.",
        facts={"cancel_reason": "ordered by mistake"},
    )
    s.confirm(
        "Let's do the cancellation first. To confirm: cancel order #W8367380 (Fleece Jacket and "
        "Dumbbell Set, $665.98), reason 'ordered by mistake'; $665.98 goes back to "
        "paypal_6262583 in 5 to 7 business days. Shall I proceed? (yes/no)",
        [("cancel_pending_order", {"order_id": "#W8367380", "reason": "ordered by mistake"})],
    )
    s.yes("Yes, please.")
    s.call(
        "cancel_pending_order",
        {"order_id": "#W8367380", "reason": "ordered by mistake"},
        cancelled("#W8367380", "ordered by mistake"),
    )
    s.call(
        "get_order_details",
        {"order_id": "#W1242543"},
        order("#W1242543"),
        facts={
            "orders": {
                "#W8367380": {"status": "cancelled", "total": 665.98},
                "#W1242543": {"status": "pending", "total": 184.13},
            }
        },
    )
    s.call("get_product_details", {"product_id": "1968349452"}, product("1968349452"))
    s.say(
        "Order #W8367380 is cancelled.\n\n"
        "Your skateboard is in order #W1242543 (pending): item 9594745976, plastic deck, 34 inch, "
        "custom design, $184.13. The maple, 34 inch, graphic skateboard (item 5038485381) is "
        "currently unavailable. Available maple or graphic options are 2177997696 (maple, 31 "
        "inch, graphic, $206.60) and 6843647669 (bamboo, 28 inch, graphic, $180.10)."
    )
    s.user(
        "Oh no. Then cancel that order too, I no longer need it. And after that, could you tell "
        "me how much I paid in total for all the grills I've bought before?",
        facts={"cancel_reason": "no longer needed"},
    )
    s.confirm(
        "To confirm: cancel order #W1242543 (Skateboard, $184.13), reason 'no longer needed'; "
        "$184.13 goes back to your Visa ending 9881 (credit_card_5683823) in 5 to 7 business "
        "days. Shall I proceed? (yes/no)",
        [("cancel_pending_order", {"order_id": "#W1242543", "reason": "no longer needed"})],
    )
    s.boundary(
        "#W8367380 cancelled (ordered by mistake, executed); the cancellation of #W1242543 "
        "(no longer needed) is pending; the grill total is not looked up yet"
    )
    s.yes("Yes.")
    s.call(
        "cancel_pending_order",
        {"order_id": "#W1242543", "reason": "no longer needed"},
        cancelled("#W1242543", "no longer needed"),
    )
    s.call("get_order_details", {"order_id": "#W1172234"}, order("#W1172234"))
    s.call("get_order_details", {"order_id": "#W3223435"}, order("#W3223435"))
    s.call("calculate", {"expression": "1057.24 + 881.81"}, "1939.05")
    s.say(
        "Order #W1242543 is cancelled too. You bought two grills: a gas portable grill "
        "($1,057.24, order #W1172234) and a charcoal medium grill with rotisserie ($881.81, "
        "order #W3223435), $1,939.05 in total."
    )


def task_18(s):
    """Return the broken office chair; rethink; exchange for a gray leather fixed-arm chair."""
    s.say("Hi! How can I help you today?")
    s.user("I want to return my office chair. It came with broken pieces. It arrived on May 3rd.")
    s.say(
        "I'm sorry to hear that. To verify your identity, could you give me your email, or your "
        "first and last name and zip code?"
    )
    s.user("Mei Davis. 80217.")
    s.call(
        "find_user_id_by_name_zip",
        {"first_name": "Mei", "last_name": "Davis", "zip": "80217"},
        "mei_davis_8935",
        facts={"user_id": "mei_davis_8935"},
    )
    s.call(
        "get_user_details",
        {"user_id": "mei_davis_8935"},
        user("mei_davis_8935"),
        facts={"order_ids": ["#W2890441"], "payment_methods": {"credit_card_1061405": "visa 1181"}},
    )
    s.call(
        "get_order_details",
        {"order_id": "#W2890441"},
        order("#W2890441"),
        facts={
            "order_id": "#W2890441",
            "orders": {"#W2890441": {"status": "delivered", "total": 593.66}},
        },
    )
    ret = {
        "order_id": "#W2890441",
        "item_ids": ["8069050545"],
        "payment_method_id": "credit_card_1061405",
    }
    s.confirm(
        "Thank you, Mei. Order #W2890441 was delivered and contains the Office Chair (item "
        "8069050545: leather, black, adjustable armrest, high-back, $499.28) and a Yoga Mat.\n\n"
        "Return details: order #W2890441, return the Office Chair 8069050545; $499.28 refunded "
        "to your Visa ending 1181 (credit_card_1061405), the original payment method. You'll "
        "get an email with return instructions. Do you want to proceed? (yes/no)",
        [("return_delivered_order_items", ret)],
        facts={"item_ids": ["8069050545"], "payment_method_id": "credit_card_1061405"},
    )
    s.no(
        "Wait. I need to rethink this for a moment... No, don't return it. Can I exchange it for "
        "the same chair instead?"
    )
    s.call("get_product_details", {"product_id": "4794339885"}, product("4794339885"))
    s.say(
        "I checked: the same chair (item 8069050545, leather, black, adjustable armrest, "
        "high-back) is currently out of stock, so I can't exchange it for an identical one."
    )
    s.user("Then a gray one. Leather, with fixed armrests.")
    exch = {
        "order_id": "#W2890441",
        "item_ids": ["8069050545"],
        "new_item_ids": ["1071497737"],
        "payment_method_id": "credit_card_1061405",
    }
    s.confirm(
        "There is one: item 1071497737 (leather, gray, fixed armrest, high-back, $483.95).\n\n"
        "Exchange details for order #W2890441: Office Chair 8069050545 ($499.28) → 1071497737 "
        "($483.95). You'd get $15.33 back on credit_card_1061405. An order can only be exchanged "
        "once: is the chair the only item? Shall I proceed? (yes/no)",
        [("exchange_delivered_order_items", exch)],
        facts={"new_item_ids": ["1071497737"]},
    )
    s.yes("Yes. Just the chair.")
    s.call(
        "exchange_delivered_order_items",
        exch,
        changed(
            order("#W2890441"),
            status="exchange requested",
            exchange_items=["8069050545"],
            exchange_new_items=["1071497737"],
            exchange_payment_method_id="credit_card_1061405",
            exchange_price_difference=-15.33,
        ),
        facts={"price_difference": -15.33},
    )
    s.say(
        "Done. The exchange is requested: you'll receive an email with instructions for sending "
        "back the broken chair, and $15.33 will be refunded to your Visa ending 1181."
    )
    s.boundary(
        "the return of the chair was rejected (the user rethought); the exchange for the gray "
        "chair executed and was reported"
    )


SCRIPTS = {
    "9": task_9,
    "18": task_18,
    "21": task_21,
    "22": task_22,
    "76": task_76,
    "79": task_79,
    "88": task_88,
    "113": task_113,
}
