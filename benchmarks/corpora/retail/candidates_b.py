"""Hand-written candidate summaries, part 2: tasks 44, 59, 84, 88 and 113.

Same conventions as `candidates_a`. Longer than the usual 600 lines because it is data (the
candidates of 6 points).
"""

from cand_kit import faithful, it, var

POINTS = {
    "retail-task44@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "aarav_anderson_8794 wants the desk lamp in #W9300146 changed to the cheapest "
                    "available desk lamp, the difference on a gift card, and the total he gets "
                    "back",
                    "ev_2",
                    "ev_7",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Lamp 9190635437 (black, low, USB, $153.23) → 5320792178 (black, medium, "
                        "AC adapter, $135.24), the cheapest available",
                        "ev_13",
                        "ev_14",
                        "ev_23",
                    ),
                    it(
                        "Modified after his yes: $17.99 refunded to gift_card_7245904 (balance "
                        "before: $17.65); order now 'pending (item modified)'",
                        "ev_17",
                        "ev_23",
                        "ev_28",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("Only the lamp changes; the Luggage Set stays", "ev_10", "ev_15"),
                    it("The order can no longer be modified or cancelled", "ev_23"),
                ],
                next_steps=[
                    it("Confirm to the user: $17.99 back in total", "ev_23", "ev_32"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Aarav Anderson wanted the desk lamp in his pending order #W9300146 swapped "
                    "for the cheapest desk lamp available.",
                    "ev_2",
                    "ev_5",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "The agent found that the cheapest available lamp is item 5320792178, "
                        "black with medium brightness and an AC adapter, at $135.24, compared "
                        "with $153.23 for his current lamp.",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "He asked for the difference to go to a gift card and confirmed that the "
                        "lamp was the only item to change.",
                        "ev_15",
                    ),
                    it(
                        "After he said yes, the lamp was changed and $17.99 was refunded to his "
                        "gift card.",
                        "ev_23",
                        "ev_28",
                        "ev_32",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell him the change is done and that he gets $17.99 back in total.",
                        "ev_23",
                        "ev_32",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After he said yes, the lamp was changed and $19.99 was refunded to his gift "
                    "card.",
                    "ev_23",
                    "ev_28",
                    "ev_32",
                ),
                "wrong_amount",
                "$19.99",
                "the refund is 17.99 (ev_21, ev_32)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Modified after his yes: $17.99 refunded to credit_card_4129829 (Mastercard "
                    "1428); order now 'pending (item modified)'",
                    "ev_17",
                    "ev_23",
                    "ev_28",
                    "ev_32",
                ),
                "wrong_value:payment_method",
                "refunded to credit_card_4129829",
                "the refund went to gift_card_7245904 (ev_23, ev_32)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Lamp 9190635437 (black, low, USB, $153.23) → 5320792718 (black, medium, AC "
                    "adapter, $135.24), the cheapest available",
                    "ev_13",
                    "ev_14",
                    "ev_23",
                ),
                "wrong_id",
                "5320792718",
                "the new lamp is 5320792178 (ev_23, ev_32)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "He decided that the order should not be modified or cancelled any further.",
                    "ev_28",
                ),
                "misattributed_decision",
                "He decided that the order should not be modified",
                "that the order cannot change again is the agent's warning (ev_23)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it("Luggage Set 9956648681 removed from the order as well", "ev_32"),
                "false_status:no_such_action",
                "removed from the order as well",
                "no action touches the Luggage Set; it is still in the order (ev_32)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "objective",
                it(
                    "Aarav Anderson wanted the desk lamp in his pending order #W9300146 swapped "
                    "for the most expensive desk lamp available.",
                    "ev_2",
                    "ev_5",
                    "ev_10",
                ),
                "inverted_constraint",
                "the most expensive desk lamp",
                "he asked for the cheapest one (ev_2)",
            ),
        ],
    },
    "retail-task59@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "The customer wants his older pending order #W8268610 cancelled unless it "
                    "can be processed within 5 days, and order #W2702727 shipped to his new "
                    "address, 1234 Elm St, Springfield, IL 62701, since he moves on May 28.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent could not promise processing within 5 days, so he chose to "
                        "cancel #W8268610 as no longer needed.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "Order #W8268610 (Electric Kettle) has been cancelled; $164.28 goes back "
                        "to his Visa in 5 to 7 business days.",
                        "ev_16",
                        "ev_19",
                        "ev_22",
                        "ev_27",
                    ),
                    it(
                        "He also approved the address change for #W2702727, but it has not been "
                        "carried out yet.",
                        "ev_19",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it(
                        "Update the shipping address of #W2702727 and tell him its total stays "
                        "$625.60.",
                        "ev_19",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "yusuf_taylor_7149: cancel old #W8268610 (placed Jan 12), ship "
                    "#W2702727 to 1234 Elm St, Springfield, IL 62701",
                    "ev_2",
                    "ev_8",
                ),
                decisions=[
                    it(
                        "#W8268610 cancelled, no longer needed; 164.28 back to credit_card_5771209",
                        "ev_17",
                        "ev_22",
                        "ev_27",
                    ),
                    it(
                        "#W2702727 ($625.60) address change approved, not called yet",
                        "ev_19",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                next_steps=[
                    it("Call modify_pending_order_address for #W2702727", "ev_21", "ev_24"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "He also approved the address change, and #W2702727 now ships to 1234 Elm "
                    "St, Springfield.",
                    "ev_19",
                    "ev_22",
                ),
                "false_status:pending",
                "#W2702727 now ships to 1234 Elm St",
                "act_21 is approved but not executed; no call yet",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "#W2702727 cancelled, no longer needed; 164.28 back to credit_card_5771209",
                    "ev_17",
                    "ev_22",
                    "ev_27",
                ),
                "false_status:other_target",
                "#W2702727 cancelled",
                "the cancelled order is #W8268610 (act_20); #W2702727 only gets a new address",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "objective",
                it(
                    "The customer wants his older pending order #W8268610 cancelled unless it "
                    "can be processed within 5 days, and order #W2702727 shipped to his new "
                    "address, 1234 Elm St, Springfield, IL 62701, since he moves on May 18.",
                    "ev_2",
                ),
                "wrong_date",
                "May 18",
                "he moves on May 28 (ev_2)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "#W2702727 ($652.60) address change approved, not called yet",
                    "ev_19",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_amount",
                "$652.60",
                "#W2702727's total is 625.60 (ev_11, ev_19)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "He said the older order would not be processed within 5 days, so he "
                    "cancelled #W8268610 as no longer needed.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "He said the older order would not be processed",
                "the agent said it could not promise the 5 days (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "#W8268610 cancelled, ordered by mistake; 164.28 back to credit_card_5771209",
                    "ev_17",
                    "ev_22",
                    "ev_27",
                ),
                "wrong_value:reason",
                "ordered by mistake",
                "the reason is 'no longer needed' (ev_17, ev_27)",
            ),
        ],
    },
    "retail-task59@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "yusuf_taylor_7149 (San Jose, 95154): cancel #W8268610 (pending since "
                    "January 12) unless processing within 5 days could be promised; ship "
                    "#W2702727 to his new home before his May 28 move",
                    "ev_2",
                    "ev_6",
                    "ev_8",
                ),
                decisions=[
                    it(
                        "No 5-day guarantee possible; #W8268610 (Electric Kettle, $164.28) "
                        "cancelled as no longer needed, refund to credit_card_5771209 in 5-7 "
                        "business days",
                        "ev_16",
                        "ev_17",
                        "ev_22",
                        "ev_27",
                        "ev_32",
                    ),
                    it(
                        "#W2702727 (Headphones $346.97 + Sneakers $278.63 = $625.60, PayPal) now "
                        "ships to 1234 Elm St, Springfield, IL 62701; total unchanged",
                        "ev_16",
                        "ev_22",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                next_steps=[
                    it("Both requests done; ask if anything else is needed", "ev_32"),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "cancel old order if not processed in 5 days, new address for the other", "ev_2"
                ),
                decisions=[
                    it("W8268610 cancelled, 164.28 back to visa (5-7 days)", "ev_27", "ev_32"),
                    it(
                        "W2702727 -> 1234 elm st springfield IL 62701, still 625.60",
                        "ev_31",
                        "ev_32",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[2]",
                it("user default address also changed to springfield", "ev_31"),
                "false_status:no_such_action",
                "user default address also changed",
                "no modify_user_address action; only the order's address changed (act_21)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "#W2702727 (Headphones $346.97 + Sneakers $278.63 = $625.60, PayPal) now "
                    "ships to 1234 Oak St, Springfield, IL 62701; total unchanged",
                    "ev_16",
                    "ev_22",
                    "ev_31",
                    "ev_32",
                ),
                "wrong_value:address",
                "1234 Oak St",
                "the new address is 1234 Elm St (ev_31)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it("W8268610 cancelled, 146.28 back to visa (5-7 days)", "ev_27", "ev_32"),
                "wrong_amount",
                "146.28",
                "the refund is 164.28 (ev_27, ev_32)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "objective",
                it(
                    "yusuf_taylor_7149 (San Jose, 95154): cancel #W8268610 (pending since "
                    "January 21) unless processing within 5 days could be promised; ship "
                    "#W2702727 to his new home before his May 28 move",
                    "ev_2",
                    "ev_6",
                    "ev_8",
                ),
                "wrong_date",
                "January 21",
                "he placed #W8268610 on January 12 (ev_2)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "No 5-day guarantee possible; the user then decided to keep #W8268610 and wait",
                    "ev_16",
                    "ev_17",
                    "ev_22",
                    "ev_27",
                    "ev_32",
                ),
                "false_status:other_status",
                "decided to keep #W8268610",
                "act_20 (cancel #W8268610) was approved and executed (ev_22, ev_26, ev_27)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "objective",
                it("cancel old order if processed in 5 days, new address for the other", "ev_2"),
                "inverted_constraint",
                "if processed in 5 days",
                "he wants it cancelled if it cannot be promised within 5 days (ev_2)",
            ),
        ],
    },
    "retail-task84@m17": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "The customer received two tablets and wants to return one of them.", "ev_2"
                ),
                decisions=[
                    it(
                        "The agent first proposed returning the cheaper 7-inch black tablet "
                        "($941.03) with a refund to the Mastercard, but the customer changed "
                        "their mind before confirming.",
                        "ev_16",
                        "ev_20",
                    ),
                    it(
                        "The customer chose instead to return the more expensive gold 10-inch "
                        "tablet, item 6065192424, with the $989.70 refund going to the gift "
                        "card.",
                        "ev_20",
                        "ev_22",
                    ),
                    it(
                        "After the customer confirmed, the return was requested; the 7-inch "
                        "tablet is kept.",
                        "ev_26",
                        "ev_30",
                        "ev_31",
                    ),
                ],
                next_steps=[
                    it(
                        "The customer will receive an email with instructions for sending the "
                        "tablet back.",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "chen_silva_7485 (Chen Silva, 46281) received two tablets in #W9571698 on "
                    "05/11 and wants to return one",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Tablets: 6065192424 (10-inch, 128GB, gold, $989.70) and 4913411651 "
                        "(7-inch, 128GB, black, $941.03)",
                        "ev_13",
                        "ev_16",
                    ),
                    it(
                        "Return of the cheaper 4913411651 to credit_card_1565124 proposed; the "
                        "user switched to the gold one before saying yes",
                        "ev_16",
                        "ev_19",
                        "ev_20",
                        "ev_21",
                    ),
                    it(
                        "Return of 6065192424 executed after the user's yes: status 'return "
                        "requested', $989.70 to gift_card_7250692",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                rejected=[
                    it(
                        "Returning the 7-inch tablet with a refund to the Mastercard 6048",
                        "ev_16",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it("User keeps the 7-inch black tablet; return instructions by email", "ev_31"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The cheaper 7-inch black tablet ($941.03) was returned first, with the "
                    "refund going to the Mastercard.",
                    "ev_16",
                    "ev_20",
                ),
                "false_status:ledger_rejected",
                "was returned first",
                "the return of 4913411651 (act_19) was rejected by the correction (ev_20, ev_21)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Return of 4913411651 (7-inch, black) executed after the user's yes: status "
                    "'return requested', refund to gift_card_7250692",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:other_target",
                "Return of 4913411651 (7-inch, black)",
                "the executed return act_25 is for 6065192424, the gold tablet",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The customer chose instead to return the more expensive gold 10-inch "
                    "tablet, item 6065192424, with the $998.70 refund going to the gift card.",
                    "ev_20",
                    "ev_22",
                ),
                "wrong_amount",
                "$998.70",
                "the gold tablet costs 989.70 (ev_13, ev_22)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "objective",
                it(
                    "chen_silva_7485 (Chen Silva, 46281) received two tablets in #W9571698 on "
                    "05/01 and wants to return one",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                    "ev_13",
                ),
                "wrong_date",
                "05/01",
                "the tablets arrived on 05/11 (ev_2)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The customer chose instead to return the more expensive gold 10-inch "
                    "tablet, item 6065192424, with the $989.70 refund going to the Mastercard.",
                    "ev_20",
                    "ev_22",
                ),
                "wrong_value:payment_method",
                "going to the Mastercard",
                "the refund goes to gift_card_7250692 (ev_20, ev_22, ev_30)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Tablets: 6065192424 (10-inch, 128GB, gold, $989.70) and 4913411651 (7-inch, "
                    "128GB, black, $941.03)",
                    "ev_2",
                ),
                "unsupported_ref",
                "6065192424 (10-inch, 128GB, gold, $989.70)",
                "cites only the user's opening message, which names no item or price",
            ),
        ],
    },
    "retail-task88@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "daiki_silva_2903 wanted the bookshelf ordered May 15 changed to 4 ft in the "
                    "same material and color; otherwise cancel the order",
                    "ev_2",
                    "ev_6",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "Bookshelf 8479046075 in pending #W8835847: wood, white, 5 ft, $451.01; "
                        "the 4 ft wood/white 4894369688 is unavailable",
                        "ev_13",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "User turned down the 4 ft glass/white (7373893106) and wood/black "
                        "(1673859111) alternatives",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "Cancellation of the whole order (Bookshelf + Gaming Mouse, $594.16), "
                        "reason ordered by mistake, approved by the user; not submitted yet",
                        "ev_21",
                        "ev_23",
                        "ev_25",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it(
                        "Call cancel_pending_order for #W8835847; $594.16 back to paypal_2233507 "
                        "in 5-7 business days",
                        "ev_23",
                        "ev_24",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "The customer wanted a 4-foot version of the bookshelf in their "
                    "order, in the same material and color.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "It seems the 4 ft bookshelf in wood and white is unavailable, and the "
                        "customer did not want a different material or color.",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "The customer then asked to cancel the whole order #W8835847, giving "
                        "'ordered by mistake' as the reason, and said yes to the cancellation.",
                        "ev_19",
                        "ev_21",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                open_threads=[
                    it(
                        "The cancellation has been approved but does not appear to have been "
                        "processed yet.",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it(
                        "Cancel the order; the $594.16 should go back to the customer's PayPal "
                        "within 5 to 7 business days.",
                        "ev_23",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The customer then asked to cancel the whole order #W8835847, giving "
                    "'ordered by mistake' as the reason, and the order has now been cancelled.",
                    "ev_19",
                    "ev_21",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:pending",
                "the order has now been cancelled",
                "act_24 is approved, not executed: the cancellation call has not been made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Cancellation of the whole order (Bookshelf + Gaming Mouse, $594.16), reason "
                    "no longer needed, approved by the user; not submitted yet",
                    "ev_21",
                    "ev_23",
                    "ev_25",
                    "ev_26",
                ),
                "wrong_value:reason",
                "reason no longer needed",
                "the user said 'ordered by mistake' (ev_21)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Call cancel_pending_order for #W8835847; $549.16 back to paypal_2233507 in "
                    "5-7 business days",
                    "ev_23",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_amount",
                "$549.16",
                "the refund is 594.16 (ev_23)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "objective",
                it(
                    "The customer wanted a 4-foot version of the bookshelf in their order, in a "
                    "different material or color.",
                    "ev_2",
                ),
                "inverted_constraint",
                "in a different material or color",
                "the customer wants the same material and color (ev_2, ev_19)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "objective",
                it(
                    "daiki_silva_2903 wanted the bookshelf ordered May 16 changed to 4 ft in the "
                    "same material and color; otherwise cancel the order",
                    "ev_2",
                    "ev_6",
                    "ev_19",
                ),
                "wrong_date",
                "May 16",
                "it was ordered on May 15 (ev_2)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "A 4 ft glass bookshelf appears to have been ordered as a replacement.",
                    "ev_18",
                    "ev_19",
                ),
                "false_status:no_such_action",
                "appears to have been ordered as a replacement",
                "no order was placed; the customer refused the alternatives (ev_19)",
            ),
        ],
    },
    "retail-task113@m17": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "The customer, Yara Muller, wants all of her pending orders cancelled.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "Two orders are pending: #W5056519 (Makeup Kit and Hiking Boots, $485.30, "
                        "paid by gift card) and #W5995614 (Dumbbell Set and Luggage Set, "
                        "$1,074.31, paid by Visa); #W8277957 was delivered and cannot be "
                        "cancelled.",
                        "ev_13",
                        "ev_16",
                        "ev_19",
                        "ev_21",
                    ),
                    it("She gave 'ordered by mistake' as the reason for both.", "ev_22"),
                    it("The agent has asked her to confirm both cancellations.", "ev_24"),
                ],
                next_steps=[
                    it(
                        "If she says yes, cancel both orders: $485.30 goes back to the gift card "
                        "right away and $1,074.31 to the Visa in 5 to 7 business days.",
                        "ev_24",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it("cancel all pending orders", "ev_2"),
                decisions=[
                    it(
                        "pending: W5056519 485.30, W5995614 1074.31. W8277957 delivered, cant "
                        "cancel",
                        "ev_21",
                    ),
                    it("reason: ordered by mistake", "ev_22"),
                ],
                next_steps=[
                    it("waiting for yes on both cancels", "ev_24", "ev_25", "ev_26"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[2]",
                it("She confirmed, and both cancellations were approved.", "ev_24"),
                "false_status:pending",
                "both cancellations were approved",
                "act_25 and act_26 are pending; she has not answered ev_24",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it("W5056519 cancelled, gift card refunded", "ev_24", "ev_25"),
                "false_status:pending",
                "W5056519 cancelled",
                "act_25 is pending: proposed, not approved or executed",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it("Order #W8277957 is being cancelled as well.", "ev_21"),
                "false_status:other_target",
                "#W8277957 is being cancelled",
                "#W8277957 is delivered; no action targets it (ev_21)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "pending: W5056519 458.30, W5995614 1074.31. W8277957 delivered, cant cancel",
                    "ev_21",
                ),
                "wrong_amount",
                "458.30",
                "#W5056519's total is 485.30 (ev_13, ev_21)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "She asked for the gift card order to be refunded right away and the Visa "
                    "one in 5 to 7 business days.",
                    "ev_22",
                ),
                "misattributed_decision",
                "She asked for the gift card order to be refunded",
                "the refund timing is the agent's statement (ev_24)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it("reason: no longer needed", "ev_22"),
                "wrong_value:reason",
                "no longer needed",
                "she said she ordered them by mistake (ev_22)",
            ),
        ],
    },
}
