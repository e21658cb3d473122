"""Hand-written candidate summaries, part 3: tasks 9, 18, 21, 22, 76 and 79.

Same conventions as `candidates_a`. Longer than the usual 600 lines because it is data (the
candidates of 7 points).
"""

from cand_kit import faithful, it, var

POINTS = {
    "retail-task79@m23": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "The customer wants the 500ml water bottle she ordered on May 10 "
                    "changed to the 1000ml bottle she also ordered.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The first attempt to swap it for the same 1000ml stainless steel bottle "
                        "(7661609223) failed because that item is no longer available.",
                        "ev_18",
                        "ev_24",
                        "ev_28",
                    ),
                    it(
                        "She accepted the 1000ml black plastic bottle (2439754078) instead, since "
                        "the material can differ as long as the color is black.",
                        "ev_32",
                        "ev_35",
                    ),
                    it(
                        "The change to order #W8661412 appears to have gone through, with $3.28 "
                        "refunded to her Visa.",
                        "ev_18",
                        "ev_32",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it("She does not want any order cancelled.", "ev_35"),
                ],
                next_steps=[
                    it("Let her know the change is done.", "ev_39"),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "emma_kovacs_9839 (Emma Kovacs, 32190) wants the 500ml bottle 3453331371 in "
                    "#W8661412 replaced by the 1000ml bottle she also ordered (#W6050478)",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                    "ev_18",
                ),
                decisions=[
                    it(
                        "First change (→ 7661609223, 1000ml stainless steel black, $6.28 back) "
                        "confirmed but failed: item not available",
                        "ev_18",
                        "ev_24",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "Second change → 2439754078 (1000ml, plastic, black, $49.51) executed "
                        "after her yes; order now 'pending (item modified)', $3.28 refunded to "
                        "credit_card_7239357",
                        "ev_32",
                        "ev_35",
                        "ev_37",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it("Material may differ, color must stay black", "ev_35"),
                    it("No order is to be cancelled", "ev_35"),
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
                    "The bottle was first swapped for the same 1000ml stainless steel bottle "
                    "(7661609223), then changed again to a plastic one.",
                    "ev_18",
                    "ev_24",
                    "ev_28",
                ),
                "false_status:failed_call",
                "was first swapped for the same 1000ml stainless",
                "the first change returned an error (ev_28); the ledger marks act_23 executed",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Second change → 2439754078 (1000ml, plastic, black, $49.51) executed after "
                    "her yes; order now 'pending (item modified)', $6.28 refunded to "
                    "credit_card_7239357",
                    "ev_32",
                    "ev_35",
                    "ev_37",
                    "ev_39",
                ),
                "wrong_amount",
                "$6.28 refunded",
                "the refund is 3.28 (ev_32, ev_39); 6.28 was the failed first change's",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it("Color may differ, material must stay stainless steel", "ev_35"),
                "inverted_constraint",
                "Color may differ",
                "the material may differ and the color must be black (ev_35)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "objective",
                it(
                    "The customer wants the 500ml water bottle she ordered on May 17 changed to "
                    "the 1000ml bottle she also ordered.",
                    "ev_2",
                ),
                "wrong_date",
                "May 17",
                "she ordered on May 10 (ev_2)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Bottle 7661609223 in #W6050478 swapped for 2439754078 as well",
                    "ev_16",
                    "ev_39",
                ),
                "false_status:other_target",
                "in #W6050478 swapped",
                "only #W8661412 was modified (act_34); #W6050478 is untouched",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Order #W6050478 seems to have been cancelled, since its bottle is out of "
                    "stock.",
                    "ev_31",
                ),
                "false_status:no_such_action",
                "#W6050478 seems to have been cancelled",
                "no cancellation was proposed; she asked that nothing be cancelled (ev_35)",
            ),
        ],
    },
    "retail-task9@m21": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "mei_kovacs_8020: exchange bottle (bigger) and lamp (brighter) from "
                    "delivered #W6390527",
                    "ev_2",
                    "ev_8",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Lamp 8384507844 → 7624783998 (black, high, AC adapter); AC adapter "
                        "preferred",
                        "ev_22",
                        "ev_23",
                    ),
                    it(
                        "Two-item exchange (+$20.65) refused: user keeps the bottle",
                        "ev_24",
                        "ev_29",
                        "ev_30",
                    ),
                    it(
                        "Lamp-only exchange, +$16.23 to paypal_7644869, proposed; awaiting yes",
                        "ev_31",
                        "ev_35",
                    ),
                ],
                rejected=[
                    it("Bottle 5758737025 → 2439754078 (1000ml)", "ev_24", "ev_29"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "The customer wanted to exchange a water bottle for a bigger one and a desk "
                    "lamp for a brighter one from order #W6390527.",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "She picked the brighter black lamp with an AC adapter (7624783998) and "
                        "the 1000ml bottle.",
                        "ev_22",
                        "ev_23",
                    ),
                    it(
                        "When asked to confirm, she changed her mind and decided to exchange only "
                        "the desk lamp and keep the water bottle.",
                        "ev_24",
                        "ev_29",
                    ),
                    it(
                        "The agent has asked her to confirm the lamp-only exchange, with $16.23 "
                        "to be charged to her PayPal.",
                        "ev_31",
                    ),
                ],
                next_steps=[
                    it(
                        "Wait for her yes, then submit the lamp exchange; the bottle cannot be "
                        "exchanged afterwards.",
                        "ev_31",
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
                    "She confirmed the lamp-only exchange, and $16.23 was charged to her PayPal.",
                    "ev_31",
                ),
                "false_status:pending",
                "She confirmed the lamp-only exchange",
                "act_35 is pending; she has not answered ev_31",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Two-item exchange (+$20.65) submitted; bottle now 2439754078",
                    "ev_24",
                    "ev_29",
                    "ev_30",
                ),
                "false_status:ledger_rejected",
                "submitted; bottle now 2439754078",
                "the two-item exchange act_28 was rejected (ev_29, ev_30)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "When asked to confirm, she changed her mind and decided to exchange only the "
                    "water bottle and keep the desk lamp.",
                    "ev_24",
                    "ev_29",
                ),
                "inverted_constraint",
                "exchange only the water bottle and keep the desk lamp",
                "she keeps the bottle and exchanges only the lamp (ev_29)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Lamp-only exchange, +$16.32 to paypal_7644869, proposed; awaiting yes",
                    "ev_31",
                    "ev_35",
                ),
                "wrong_amount",
                "+$16.32",
                "the difference is 16.23 (ev_31)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Lamp 8384507844 → 7624783998 (black, high, AC adapter); user ruled out the "
                    "battery lamp 1270145486",
                    "ev_22",
                    "ev_23",
                ),
                "misattributed_decision",
                "user ruled out the battery lamp",
                "the battery lamp is unavailable, as the agent said (ev_22); she never ruled "
                "it out",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "She picked the brighter black lamp with an AC adapter (7624783989) and the "
                    "1000ml bottle.",
                    "ev_22",
                    "ev_23",
                ),
                "wrong_id",
                "7624783989",
                "the lamp is 7624783998 (ev_22, ev_23)",
            ),
        ],
    },
    "retail-task21@m35": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "ethan_garcia_1261 wants his shoes changed to item 4107812777, extra cost on "
                    "the gift card; at the confirmation he added a second change (given as "
                    "1656367028 → 1421289881)",
                    "ev_2",
                    "ev_6",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "Shoes-only change (9791469541 → 4107812777, +$8.28) rejected by the "
                        "user's addition",
                        "ev_23",
                        "ev_28",
                        "ev_29",
                    ),
                    it(
                        "1656367028 is no item (error) but the Mechanical Keyboard's product id; "
                        "his keyboard in #W9911714 is 1340995114 (tactile, no backlight, full "
                        "size, $235.13)",
                        "ev_33",
                        "ev_35",
                        "ev_37",
                        "ev_43",
                    ),
                    it(
                        "#W9911714 modified after his yes: shoes → 4107812777 (+$8.28), keyboard "
                        "→ 1421289881 (linear, no backlight, 80%, +$33.64), $41.92 charged to "
                        "gift_card_4332117",
                        "ev_41",
                        "ev_43",
                        "ev_47",
                        "ev_51",
                    ),
                    it("Gift card balance $86.00 → $44.08", "ev_9", "ev_52"),
                ],
                constraints=[
                    it("Extra charges go on the gift card", "ev_2"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Ethan Garcia wanted to exchange his running shoes for item "
                    "4107812777, paying any extra with his gift card.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "Just before confirming, he also asked to change what he called item "
                        "1656367028 to 1421289881, so the shoes-only change was dropped.",
                        "ev_28",
                        "ev_29",
                    ),
                    it(
                        "The agent worked out that 1656367028 is the keyboard's product ID and "
                        "that his keyboard in order #W9911714 is item 1340995114.",
                        "ev_33",
                        "ev_37",
                        "ev_43",
                    ),
                    it(
                        "Both items were then changed in one modification, and $41.92 was charged "
                        "to his gift card, leaving $44.08.",
                        "ev_43",
                        "ev_47",
                        "ev_51",
                        "ev_52",
                    ),
                ],
                next_steps=[
                    it(
                        "Nothing else is pending; the order cannot be modified again.",
                        "ev_43",
                        "ev_52",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Just before confirming, he also asked to change what he called item "
                    "1656367028 to 1421289881, after the shoes had already been changed on their "
                    "own.",
                    "ev_28",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "after the shoes had already been changed",
                "the shoes-only change act_27 was rejected (ev_28, ev_29)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[3]",
                it("Gift card balance $86.00 → $45.08", "ev_9", "ev_52"),
                "wrong_amount",
                "$45.08",
                "the balance left is 44.08 (ev_52)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The agent worked out that 1656367028 is the keyboard's product ID and that "
                    "his keyboard in order #W9911714 is item 1340995141.",
                    "ev_33",
                    "ev_37",
                    "ev_43",
                ),
                "wrong_id",
                "1340995141",
                "the keyboard item is 1340995114 (ev_43)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Extra charges go on PayPal, not the gift card", "ev_2"),
                "inverted_constraint",
                "go on PayPal, not the gift card",
                "he wants the gift card to cover extra charges (ev_2)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[4]",
                it("Portable Charger 7903094618 in #W9911714 swapped as well", "ev_51"),
                "false_status:other_target",
                "Portable Charger 7903094618",
                "act_46 modified the shoes and the keyboard only; the charger is unchanged (ev_51)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Ethan explained that 1656367028 is the keyboard's product ID and that his "
                    "keyboard in order #W9911714 is item 1340995114.",
                    "ev_33",
                    "ev_37",
                    "ev_43",
                ),
                "misattributed_decision",
                "Ethan explained",
                "he only guessed it might be a product ID (ev_35); the agent found the rest (ev_43)",
            ),
        ],
    },
    "retail-task22@m23": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "The customer wants his account address and all his orders moved to 101 "
                    "Highway, New York, 10001, where he starts a new job on 6/3.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "After he confirmed, his default address was changed from 667 Highland "
                        "Drive, Suite 865, Denver to 101 Highway, New York, NY 10001.",
                        "ev_13",
                        "ev_15",
                        "ev_19",
                    ),
                    it(
                        "Only order #W9911714 was still pending, so its shipping address was "
                        "changed to the new address after his yes; #W4967593 (delivered) and "
                        "#W5733668 (processed) could not be changed.",
                        "ev_30",
                        "ev_33",
                        "ev_37",
                    ),
                ],
                next_steps=[
                    it("Ask if he needs anything else.", "ev_38"),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "ethan_garcia_1261: profile + all orders → 101 Highway, New York, NY 10001",
                    "ev_2",
                    "ev_7",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Profile address updated (was 667 Highland Drive, Suite 865, Denver, CO "
                        "80280)",
                        "ev_10",
                        "ev_15",
                        "ev_19",
                    ),
                    it(
                        "#W9911714 (pending) address updated; #W4967593 delivered, #W5733668 "
                        "processed: not changeable",
                        "ev_22",
                        "ev_28",
                        "ev_30",
                        "ev_33",
                        "ev_37",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "add",
                "decisions[2]",
                it("The shipping address of order #W5733668 was also updated.", "ev_28", "ev_37"),
                "false_status:other_target",
                "#W5733668 was also updated",
                "only #W9911714's address changed (act_32); #W5733668 is processed",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "objective",
                it(
                    "ethan_garcia_1261: profile + all orders → 101 Highway, New York, NY 10010",
                    "ev_2",
                    "ev_7",
                    "ev_13",
                ),
                "wrong_value:address",
                "NY 10010",
                "the zip is 10001 (ev_2, ev_19)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "objective",
                it(
                    "The customer wants his account address and all his orders moved to 101 "
                    "Highway, New York, 10001, where he starts a new job on 6/13.",
                    "ev_2",
                ),
                "wrong_date",
                "6/13",
                "he starts on 6/3 (ev_2)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Profile address change declined; stays 667 Highland Drive, Suite 865, "
                    "Denver, CO 80280",
                    "ev_10",
                    "ev_15",
                    "ev_19",
                ),
                "false_status:other_status",
                "Profile address change declined",
                "act_14 was approved (ev_15) and executed (ev_18, ev_19)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "He chose to update only order #W9911714 and to leave #W4967593 and #W5733668 "
                    "as they are.",
                    "ev_30",
                    "ev_33",
                    "ev_37",
                ),
                "misattributed_decision",
                "He chose to update only order #W9911714",
                "he asked for all orders; the agent said only the pending one can change (ev_30)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "#W9911741 (pending) address updated; #W4967593 delivered, #W5733668 "
                    "processed: not changeable",
                    "ev_22",
                    "ev_28",
                    "ev_30",
                    "ev_33",
                    "ev_37",
                ),
                "wrong_id",
                "#W9911741",
                "the updated order is #W9911714 (ev_37)",
            ),
        ],
    },
    "retail-task22@m29": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "ethan_garcia_1261 (Ethan Garcia, Denver 80280) asked to move his profile "
                    "and all orders to 101 Highway, New York, NY 10001, then regretted the "
                    "profile change",
                    "ev_2",
                    "ev_5",
                    "ev_7",
                    "ev_13",
                    "ev_39",
                ),
                decisions=[
                    it(
                        "Profile address set to 101 Highway, New York after his yes",
                        "ev_13",
                        "ev_15",
                        "ev_19",
                    ),
                    it(
                        "#W9911714, the only pending order, now ships to 101 Highway, New York, "
                        "NY 10001; #W4967593 (delivered) and #W5733668 (processed) unchanged",
                        "ev_30",
                        "ev_33",
                        "ev_37",
                    ),
                    it(
                        "Profile address changed back to 667 Highland Drive, Suite 865, Denver, "
                        "CO 80280 after his yes",
                        "ev_40",
                        "ev_42",
                        "ev_46",
                    ),
                ],
                constraints=[
                    it("The order keeps the New York address", "ev_39", "ev_48"),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "new address 101 highway NY for profile + orders, then profile back",
                    "ev_2",
                    "ev_39",
                ),
                decisions=[
                    it("order W9911714 -> 101 highway NY 10001", "ev_37"),
                    it("profile back to 667 highland dr suite 865 denver", "ev_46", "ev_48"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it("order W9911714 back to denver too", "ev_46", "ev_48"),
                "false_status:other_target",
                "order W9911714 back to denver",
                "the revert act_41 changed the profile address only; the order keeps New York "
                "(ev_48)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("The order goes back to the Denver address as well", "ev_39", "ev_48"),
                "inverted_constraint",
                "goes back to the Denver address",
                "he asked to leave the order as it is (ev_39)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Reverting the profile address was refused: it can only be changed once",
                    "ev_40",
                    "ev_42",
                    "ev_46",
                ),
                "false_status:other_status",
                "was refused",
                "act_41 was approved (ev_42) and executed (ev_45, ev_46)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it("profile back to 667 highland dr suite 856 denver", "ev_46", "ev_48"),
                "wrong_value:address",
                "suite 856",
                "the suite is 865 (ev_46, ev_48)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "#W5733668, the only pending order, now ships to 101 Highway, New York, NY "
                    "10001; #W4967593 (delivered) and #W9911714 (processed) unchanged",
                    "ev_30",
                    "ev_33",
                    "ev_37",
                ),
                "wrong_id",
                "#W5733668, the only pending order",
                "the pending order that moved is #W9911714; #W5733668 is processed (ev_28, ev_37)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it("User asked to keep #W4967593 and #W5733668 at the Denver address", "ev_33"),
                "misattributed_decision",
                "User asked to keep #W4967593 and #W5733668",
                "he wanted all orders moved; they could not change because of their status (ev_30)",
            ),
        ],
    },
    "retail-task76@m23": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "The customer wanted to remove a fleece jacket she ordered by mistake, "
                    "change her skateboard to a maple, 34 inch, graphic one, and then learn the "
                    "total she paid for her grills.",
                    "ev_2",
                    "ev_16",
                    "ev_31",
                ),
                decisions=[
                    it(
                        "Since a single item cannot be removed, she chose to cancel the whole "
                        "order #W8367380 (fleece jacket and dumbbell set, $665.98), which appears "
                        "to have been cancelled.",
                        "ev_15",
                        "ev_16",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "The maple, 34 inch, graphic skateboard seems to be unavailable, so she "
                        "asked to cancel order #W1242543 as well, as no longer needed.",
                        "ev_30",
                        "ev_31",
                    ),
                ],
                open_threads=[
                    it(
                        "The cancellation of #W1242543 ($184.13) is awaiting her confirmation.",
                        "ev_33",
                    ),
                ],
                next_steps=[
                    it("After that, look up the total she paid for her grills.", "ev_31"),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "ava_nguyen_6646 (Ava Nguyen, 94128): drop the fleece jacket ordered by "
                    "mistake, skateboard to maple/34 inch/graphic, then the total paid for all "
                    "her grills",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                    "ev_16",
                    "ev_31",
                ),
                decisions=[
                    it(
                        "#W8367380 (Fleece Jacket $157.61 + Dumbbell Set $508.37 = $665.98) "
                        "cancelled after her yes, reason ordered by mistake; refund to "
                        "paypal_6262583 in 5-7 business days",
                        "ev_15",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "Skateboard 9594745976 in #W1242543 (plastic, 34 inch, custom, $184.13); "
                        "maple 34 inch graphic 5038485381 unavailable",
                        "ev_26",
                        "ev_29",
                        "ev_30",
                    ),
                    it(
                        "Cancellation of #W1242543 (no longer needed, $184.13 to "
                        "credit_card_5683823) proposed; awaiting her yes",
                        "ev_31",
                        "ev_33",
                        "ev_34",
                    ),
                ],
                next_steps=[
                    it("Then sum the grill orders", "ev_31"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The maple, 34 inch, graphic skateboard seems to be unavailable, so she asked "
                    "to cancel order #W1242543 as well, and it has been cancelled.",
                    "ev_30",
                    "ev_31",
                ),
                "false_status:pending",
                "it has been cancelled",
                "act_34 (cancel #W1242543) is pending; she has not answered ev_33",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Her grill order #W1172234 also appears to have been cancelled.",
                    "ev_9",
                    "ev_24",
                ),
                "false_status:other_target",
                "#W1172234 also appears to have been cancelled",
                "the only executed cancellation is #W8367380's (act_19)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "#W8367380 (Fleece Jacket $157.61 + Dumbbell Set $508.37 = $665.98) "
                    "cancelled after her yes, reason no longer needed; refund to paypal_6262583 "
                    "in 5-7 business days",
                    "ev_15",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "wrong_value:reason",
                "reason no longer needed",
                "#W8367380 was cancelled as ordered by mistake (ev_16, ev_24)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Since a single item cannot be removed, she chose to cancel the whole order "
                    "#W8367380 (fleece jacket and dumbbell set, $656.98), which appears to have "
                    "been cancelled.",
                    "ev_15",
                    "ev_16",
                    "ev_20",
                    "ev_24",
                ),
                "wrong_amount",
                "$656.98",
                "#W8367380's total is 665.98 (ev_15, ev_24)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Skateboard 9594745976 in #W1242543 (plastic, 34 inch, custom, $184.13); "
                    "maple 31 inch graphic 5038485381 unavailable",
                    "ev_26",
                    "ev_29",
                    "ev_30",
                ),
                "wrong_value:length",
                "maple 31 inch graphic 5038485381",
                "5038485381 is the 34 inch one; the 31 inch maple is available (ev_29, ev_30)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[2]",
                it("She suggested the bamboo 28 inch graphic skateboard as a fallback.", "ev_31"),
                "misattributed_decision",
                "She suggested the bamboo 28 inch",
                "the agent listed that option (ev_30); she asked to cancel instead (ev_31)",
            ),
        ],
    },
    "retail-task18@m21": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "mei_davis_8935: office chair arrived broken on May 3rd; return it",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Return of chair 8069050545 ($499.28) to credit_card_1061405 proposed; "
                        "user backed out, wants an exchange",
                        "ev_16",
                        "ev_20",
                        "ev_21",
                    ),
                    it(
                        "Same chair out of stock; user picked gray leather fixed-armrest "
                        "1071497737 ($483.95)",
                        "ev_23",
                        "ev_24",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "Exchange executed after her yes; $15.33 back to Visa 1181; email with "
                        "return instructions",
                        "ev_29",
                        "ev_31",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                rejected=[
                    it("Return for a $499.28 refund", "ev_16", "ev_20"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A return was requested for an office chair that arrived with broken pieces.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The return was not carried out, as the customer reconsidered and asked "
                        "for an exchange instead.",
                        "ev_20",
                        "ev_21",
                    ),
                    it(
                        "The same black chair was found to be out of stock, so a gray leather "
                        "chair with fixed armrests (item 1071497737) was chosen.",
                        "ev_24",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "The exchange for order #W2890441 was submitted after confirmation, and a "
                        "$15.33 refund is to be issued to the Visa card.",
                        "ev_29",
                        "ev_33",
                        "ev_35",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The chair was returned and a refund of $499.28 was issued, before an "
                    "exchange was also requested.",
                    "ev_16",
                    "ev_20",
                ),
                "false_status:ledger_rejected",
                "The chair was returned",
                "the return act_19 was rejected (ev_20, ev_21)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Exchange executed after her yes; $16.33 back to Visa 1181; email with return "
                    "instructions",
                    "ev_29",
                    "ev_31",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_amount",
                "$16.33",
                "the refund is 15.33 (ev_26, ev_33, ev_35)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The same black chair was found to be out of stock, so a black leather chair "
                    "with fixed armrests (item 1071497737) was chosen.",
                    "ev_24",
                    "ev_25",
                    "ev_26",
                ),
                "wrong_value:color",
                "a black leather chair",
                "1071497737 is gray (ev_25, ev_26)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "objective",
                it(
                    "mei_davis_8935: office chair arrived broken on May 13th; return it",
                    "ev_2",
                    "ev_6",
                ),
                "wrong_date",
                "May 13th",
                "it arrived on May 3rd (ev_2)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The customer decided against the same black chair, and a gray leather chair "
                    "with fixed armrests (item 1071497737) was chosen.",
                    "ev_24",
                    "ev_25",
                    "ev_26",
                ),
                "misattributed_decision",
                "The customer decided against the same black chair",
                "she asked for the same chair; it is out of stock (ev_20, ev_24)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it("Yoga Mat returned too", "ev_33"),
                "false_status:no_such_action",
                "Yoga Mat returned too",
                "no action touches the yoga mat; only the chair is exchanged (ev_33)",
            ),
        ],
    },
}
