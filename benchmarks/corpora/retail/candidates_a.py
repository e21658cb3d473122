"""Hand-written candidate summaries, part 1: tasks 0, 16, 17, 24 and 40.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.

Longer than the usual 600 lines because it is data: the candidates of 7 points (2 faithful
summaries and 6 variants each), kept next to each other per point.
"""

from cand_kit import faithful, it, var

POINTS = {
    "retail-task0@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "yusuf_rossi_9620 (Yusuf Rossi, 19122) wants two items of delivered order "
                    "#W2378156 exchanged in one go: the keyboard for clicky switches, the "
                    "thermostat for Google Home instead of Apple HomeKit",
                    "ev_2",
                    "ev_5",
                    "ev_7",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Keyboard 1151293680 (linear, RGB, full size, $272.33) → 7706410293 "
                        "(clicky, no backlight, full size, $269.16); clicky RGB full-size "
                        "9025753381 is unavailable",
                        "ev_14",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "Thermostat 4983901480 (Apple HomeKit, black, $262.47) → 7747408585 "
                        "(Google Assistant, black, $249.01)",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "Exchange executed after the user's yes: status 'exchange requested', "
                        "$16.63 difference refunded to credit_card_9513926",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Keyboard fallback: no clicky RGB full-size available, so no backlight",
                        "ev_18",
                    ),
                    it(
                        "Only these two items; the earbuds are not part of the exchange",
                        "ev_10",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell the user the exchange is requested; return instructions come by "
                        "email",
                        "ev_19",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "The customer wants to exchange the mechanical keyboard and the smart "
                    "thermostat from order #W2378156, which he received on May 14.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Since the clicky RGB full-size keyboard was out of stock, he chose the "
                        "full-size clicky keyboard without backlight.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "For the thermostat he chose the black Google Assistant model, which "
                        "works with Google Home.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "After he confirmed, the exchange was submitted and the order is now "
                        "'exchange requested'; the new items cost $16.63 less, refunded to his "
                        "credit card.",
                        "ev_19",
                        "ev_23",
                        "ev_27",
                    ),
                ],
                next_steps=[
                    it(
                        "Let the customer know the exchange went through and that he will get "
                        "an email about returning the old items.",
                        "ev_19",
                        "ev_27",
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
                    "After he confirmed, the exchange was submitted and the order is now "
                    "'exchange requested'; the new items cost $13.46 less, refunded to his "
                    "credit card.",
                    "ev_19",
                    "ev_23",
                    "ev_27",
                ),
                "wrong_amount",
                "$13.46 less",
                "the difference is 16.63 (ev_19, ev_27); 13.46 is the thermostat's alone",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "New keyboard and thermostat already shipped to 763 Broadway, Suite 135",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "already shipped",
                "the exchange only made the order 'exchange requested' (ev_27); nothing shipped",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Keyboard fallback: no clicky RGB full-size available, so keep RGB and take "
                    "the 80% size",
                    "ev_18",
                ),
                "inverted_constraint",
                "keep RGB and take the 80% size",
                "the user gave up the backlight, not the full size (ev_18)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The customer asked for the price difference to go back to his original "
                    "credit card.",
                    "ev_18",
                    "ev_23",
                ),
                "misattributed_decision",
                "The customer asked for the price difference",
                "the agent chose the original payment method (ev_19); he only said yes",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Thermostat 4983901480 (Apple HomeKit, black, $262.47) → 8722653925 "
                    "(Google Assistant, black, $249.01)",
                    "ev_17",
                    "ev_18",
                ),
                "wrong_id",
                "8722653925",
                "the black Google Assistant thermostat is 7747408585; 8722653925 is the white one",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The customer declined the exchange at the last step, so the order was "
                    "left as it was.",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:other_status",
                "declined the exchange",
                "act_22 was approved (ev_23) and executed (ev_26, ev_27)",
            ),
        ],
    },
    "retail-task16@m25": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "fatima_johnson_7581: cancel all pending orders, return the watch, "
                    "know the total refund",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "#W5199551 ($3,131.10) and #W8665881 ($4,777.75) cancelled, no longer "
                        "needed, refunds to paypal_5364164",
                        "ev_22",
                        "ev_30",
                        "ev_35",
                        "ev_38",
                    ),
                    it(
                        "Watch 2554056026 ($367.38) from delivered #W9389413: return to PayPal "
                        "proposed, awaiting yes",
                        "ev_19",
                        "ev_39",
                        "ev_43",
                    ),
                ],
                next_steps=[
                    it("On yes, return the watch; total back 8276.23", "ev_25", "ev_39"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "The customer, Fatima Johnson, asked to cancel all of her pending orders, "
                    "return a watch she received, and learn how much she will get back in "
                    "total.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "Both pending orders, #W5199551 and #W8665881, appear to have been "
                        "cancelled as no longer needed after she confirmed.",
                        "ev_27",
                        "ev_30",
                        "ev_35",
                        "ev_38",
                    ),
                    it(
                        "The refunds ($3,131.10 and $4,777.75) should reach her PayPal account "
                        "within 5 to 7 business days.",
                        "ev_27",
                        "ev_35",
                        "ev_38",
                    ),
                ],
                open_threads=[
                    it(
                        "The return of the Smart Watch from order #W9389413 has been proposed, "
                        "but she has not confirmed it yet.",
                        "ev_39",
                    ),
                ],
                next_steps=[
                    it(
                        "Once she confirms, return the watch and tell her the total, which "
                        "should be $8,276.23 including the watch.",
                        "ev_25",
                        "ev_39",
                    ),
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
                    "Watch 2554056026 ($367.38) from delivered #W9389413: return requested, "
                    "refund to PayPal",
                    "ev_19",
                    "ev_39",
                    "ev_43",
                ),
                "false_status:pending",
                "return requested",
                "the return act_43 is pending; the user has not answered ev_39",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Her delivered order #W9389413 seems to have been cancelled as well.",
                    "ev_19",
                    "ev_38",
                ),
                "false_status:other_target",
                "#W9389413 seems to have been cancelled",
                "only #W5199551 and #W8665881 were cancelled (act_28, act_29)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "#W5199551 ($3,131.10) and #W8665881 ($4,777.57) cancelled, no longer "
                    "needed, refunds to paypal_5364164",
                    "ev_22",
                    "ev_30",
                    "ev_35",
                    "ev_38",
                ),
                "wrong_amount",
                "$4,777.57",
                "#W8665881's total is 4777.75 (ev_16, ev_38)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Both pending orders, #W5199551 and #W8665881, appear to have been "
                    "cancelled as ordered by mistake after she confirmed.",
                    "ev_27",
                    "ev_30",
                    "ev_35",
                    "ev_38",
                ),
                "wrong_value:reason",
                "ordered by mistake",
                "the reason is 'no longer needed' (ev_22, ev_35, ev_38)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it("User chose PayPal for all refunds", "ev_30"),
                "misattributed_decision",
                "User chose PayPal",
                "PayPal is the original payment method the agent named (ev_27, ev_39)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The refunds ($3,131.10 and $4,777.75) should reach her PayPal account "
                    "within 5 to 7 business days.",
                    "ev_22",
                ),
                "unsupported_ref",
                "($3,131.10 and $4,777.75)",
                "cites only the user's reason (ev_22), which holds no amount and no timing",
            ),
        ],
    },
    "retail-task16@m29": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "fatima_johnson_7581 (Fatima Johnson, 78712) wanted all pending orders "
                    "cancelled, the watch returned, and the total refund",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Cancelled after her yes, reason no longer needed: #W5199551 (Laptop, Wall "
                        "Clock; $3,131.10) and #W8665881 (Digital Camera, Espresso Machine, "
                        "Office Chair; $4,777.75), both refunded to paypal_5364164",
                        "ev_27",
                        "ev_30",
                        "ev_35",
                        "ev_38",
                    ),
                    it(
                        "Return of Smart Watch 2554056026 ($367.38) from #W9389413 requested, "
                        "refund to paypal_5364164",
                        "ev_39",
                        "ev_44",
                        "ev_48",
                    ),
                    it(
                        "Total back: $8,276.23 (3,131.10 + 4,777.75 + 367.38), told to the user",
                        "ev_25",
                        "ev_49",
                    ),
                ],
                constraints=[
                    it("Only the watch goes back from #W9389413", "ev_2", "ev_39", "ev_44"),
                    it(
                        "PayPal refunds take 5-7 business days; the watch refund comes once it "
                        "is received",
                        "ev_27",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it("cancel pending orders + return watch, total refund?", "ev_2"),
                decisions=[
                    it("W5199551 + W8665881 cancelled (no longer needed)", "ev_35", "ev_38"),
                    it("watch return requested, paypal", "ev_44", "ev_48"),
                    it("total 8276.23", "ev_25", "ev_49"),
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
                    "Return of Smart Watch 2554056026 and T-Shirt 5253880258 from #W9389413 "
                    "requested, refund to paypal_5364164",
                    "ev_39",
                    "ev_44",
                    "ev_48",
                ),
                "false_status:other_target",
                "T-Shirt 5253880258",
                "the return act_43 holds the watch only (ev_46, ev_48)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it("total 8267.23", "ev_25", "ev_49"),
                "wrong_amount",
                "8267.23",
                "the total is 8276.23 (ev_25, ev_49)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Everything in #W9389413 goes back, not only the watch",
                    "ev_2",
                    "ev_39",
                    "ev_44",
                ),
                "inverted_constraint",
                "Everything in #W9389413 goes back",
                "she wants the watch returned and nothing else (ev_44)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it("watch refunded 367.38 to paypal already", "ev_44", "ev_48"),
                "false_status:wrong_effect",
                "refunded 367.38 to paypal already",
                "the return only set 'return requested' (ev_48); the refund comes once the "
                "watch is received (ev_39, ev_49)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[3]",
                it("User said she can wait 5-7 business days for the PayPal refunds", "ev_30"),
                "misattributed_decision",
                "User said she can wait 5-7 business days",
                "the 5-7 days is the agent's statement (ev_27); she only said yes",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it("W5199551 + W8665818 cancelled (no longer needed)", "ev_35", "ev_38"),
                "wrong_id",
                "W8665818",
                "the second cancelled order is #W8665881",
            ),
        ],
    },
    "retail-task17@m12": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Fatima Johnson asked to have order #W8665881 delivered to Suite 641 "
                    "instead, since she is moving to that suite in the same building on June "
                    "1st.",
                    "ev_2",
                    "ev_5",
                ),
                decisions=[
                    it(
                        "The agent found the order pending and shipping to 123 Elm Street, Suite "
                        "237, Austin, TX 78712, and offered to change only the order's address "
                        "to Suite 641, leaving her profile address unchanged.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "She agreed to the change, adding that she would like the package to "
                        "arrive after her move.",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it(
                        "Submit the address change for #W8665881, which has not been made yet, "
                        "and confirm it to her.",
                        "ev_16",
                        "ev_19",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "fatima_johnson_7581: ship #W8665881 to Suite 641 (moving there June 1)",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "New address 123 Elm Street, Suite 641, Austin, TX 78712 approved by the "
                        "user; the change is not submitted yet",
                        "ev_16",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("Profile address (Suite 237) stays unchanged", "ev_16"),
                    it("Delivery preferably after the June 1 move", "ev_2", "ev_19"),
                ],
                next_steps=[
                    it("Call modify_pending_order_address for #W8665881", "ev_18", "ev_20"),
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
                    "She agreed, and the order's shipping address was updated to Suite 641.",
                    "ev_19",
                    "ev_20",
                ),
                "false_status:pending",
                "the order's shipping address was updated",
                "act_18 is approved but not executed: no call has been made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "New address 123 Elm Street, Suite 614, Austin, TX 78712 approved by the "
                    "user; the change is not submitted yet",
                    "ev_16",
                    "ev_19",
                    "ev_20",
                ),
                "wrong_value:address",
                "Suite 614",
                "the new suite is 641 (ev_2, ev_16)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "objective",
                it(
                    "Fatima Johnson asked to have order #W8665881 delivered to Suite 641 "
                    "instead, since she is moving to that suite in the same building on July "
                    "1st.",
                    "ev_2",
                    "ev_5",
                ),
                "wrong_date",
                "July 1st",
                "she moves on June 1st (ev_2)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("Profile default address also moved to Suite 641", "ev_16", "ev_19"),
                "false_status:no_such_action",
                "Profile default address also moved",
                "no modify_user_address action; the agent said the profile stays (ev_16)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "She asked to keep her profile address at Suite 237 and to change only the "
                    "order's address to Suite 641.",
                    "ev_2",
                    "ev_16",
                ),
                "misattributed_decision",
                "She asked to keep her profile address",
                "keeping the profile address is the agent's statement (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[1]",
                it("Delivery preferably before the June 1 move", "ev_2", "ev_19"),
                "inverted_constraint",
                "before the June 1 move",
                "she would like it to arrive after she has moved (ev_19)",
            ),
        ],
    },
    "retail-task24@m21": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "sofia_hernandez_5364 first asked to cancel her grill (fewer barbecues this "
                    "summer), then which two t-shirts she ordered and their materials",
                    "ev_2",
                    "ev_6",
                    "ev_24",
                ),
                decisions=[
                    it(
                        "Grill (electric, portable, $986.65) is in pending #W3947049 with an "
                        "Electric Toothbrush ($211.11); only the whole order ($1,197.76) could be "
                        "cancelled",
                        "ev_13",
                        "ev_16",
                    ),
                    it(
                        "Cancellation of #W3947049 (no longer needed) proposed and refused by the "
                        "user: her brother is coming on July 4th for a cookout, so she keeps the "
                        "grill",
                        "ev_19",
                        "ev_21",
                        "ev_22",
                    ),
                    it(
                        "T-shirts are in delivered #W9609649: blue S v-neck polyester ($54.84) "
                        "and red XXL crew neck cotton ($46.85)",
                        "ev_28",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it("Cancelling #W3947049 (user changed her mind)", "ev_19", "ev_21"),
                ],
                next_steps=[
                    it("Ask whether she needs anything else", "ev_31"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "The customer wanted to cancel her grill order and then asked "
                    "about two t-shirts in another order.",
                    "ev_2",
                    "ev_24",
                ),
                decisions=[
                    it(
                        "She decided to keep the grill, so order #W3947049 was not cancelled.",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "Her t-shirts are a blue size S v-neck made of polyester and a red size "
                        "XXL crew neck made of cotton, both in order #W9609649.",
                        "ev_28",
                        "ev_31",
                    ),
                ],
                next_steps=[
                    it("Check if the customer needs help with anything else.", "ev_31"),
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
                    "Order #W3947049, with the grill and the toothbrush, was cancelled and "
                    "$1,197.76 will be refunded to her Visa.",
                    "ev_19",
                    "ev_21",
                ),
                "false_status:ledger_rejected",
                "was cancelled",
                "the user rejected act_20 (ev_21, ev_22); nothing was cancelled (ev_23)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "T-shirts are in delivered #W9609649: blue S v-neck cotton ($54.84) and red "
                    "XXL crew neck polyester ($46.85)",
                    "ev_28",
                    "ev_31",
                ),
                "wrong_value:material",
                "blue S v-neck cotton",
                "the blue one is polyester and the red one cotton (ev_28, ev_31)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Her t-shirts are a blue size S v-neck made of polyester and a red size XXL "
                    "crew neck made of cotton, both in order #W3561391.",
                    "ev_28",
                    "ev_31",
                ),
                "wrong_id",
                "#W3561391",
                "the t-shirts are in #W9609649; #W3561391 holds a coffee maker (ev_26)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Cancellation of #W3947049 (no longer needed) proposed and refused by the "
                    "user: her brother is coming on June 4th for a cookout, so she keeps the "
                    "grill",
                    "ev_19",
                    "ev_21",
                    "ev_22",
                ),
                "wrong_date",
                "June 4th",
                "the cookout is on July 4th (ev_21)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Cancellation of #W3947049 (no longer needed) proposed and refused by the "
                    "user: she did not want to lose the toothbrush, so she keeps the grill",
                    "ev_19",
                    "ev_21",
                    "ev_22",
                ),
                "wrong_value:reason",
                "she did not want to lose the toothbrush",
                "she keeps it because her brother comes for a cookout (ev_21)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[2]",
                it("She asked that any refund go to her Visa ending 9522.", "ev_17"),
                "misattributed_decision",
                "She asked that any refund go to her Visa",
                "the Visa refund is what the agent said a cancellation would do (ev_16)",
            ),
        ],
    },
    "retail-task40@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "isabella_lopez_6490 (finals until May 24, in a hurry): gift card "
                    "balance, which card paid the latest order, gift card for it?",
                    "ev_2",
                    "ev_6",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "gift_card_8245350: $60.00; #W4923227 ($367.54, pending) paid with "
                        "Mastercard 4718",
                        "ev_9",
                        "ev_14",
                        "ev_18",
                    ),
                    it(
                        "Switch of #W4923227 to the gift card confirmed, then failed: "
                        "insufficient gift card balance",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it("Tell her; offer another payment method", "ev_26"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "The customer wanted her gift card balance, the card used for her latest "
                    "order, and whether the gift card could pay for that order.",
                    "ev_2",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "Her gift card has $60.00 and order #W4923227 was paid with her "
                        "Mastercard ending in 4718.",
                        "ev_18",
                    ),
                    it(
                        "She agreed to move the order's payment to the gift card, but the update "
                        "failed because the $60.00 balance cannot cover the $367.54 total.",
                        "ev_18",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                ],
                open_threads=[
                    it("She has not been told yet that the gift card could not be used.", "ev_26"),
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
                    "She agreed to move the order's payment to the gift card, and the order is "
                    "now paid with gift_card_8245350.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "false_status:failed_call",
                "the order is now paid with gift_card_8245350",
                "ev_26 is an error (insufficient balance); the ledger marks act_21 executed",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Switch of #W4923227 to the gift card done after her yes",
                    "ev_20",
                    "ev_22",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:failed_call",
                "done after her yes",
                "the call failed (ev_26, is_error)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Her gift card has $50.00 and order #W4923227 was paid with her Mastercard "
                    "ending in 4718.",
                    "ev_18",
                ),
                "wrong_amount",
                "$50.00",
                "the balance is 60.00 (ev_9, ev_18)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "gift_card_8245350: $60.00; #W4923227 ($367.54, pending) paid with Amex 3019",
                    "ev_9",
                    "ev_14",
                    "ev_18",
                ),
                "wrong_value:payment_method",
                "paid with Amex 3019",
                "the order was paid with credit_card_6523410, the Mastercard 4718 (ev_14)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[2]",
                it("The order's payment was then moved to her Visa instead.", "ev_26"),
                "false_status:no_such_action",
                "moved to her Visa",
                "no action changes the payment to the Visa at this point; only act_21 (gift "
                "card) exists",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "objective",
                it(
                    "isabella_lopez_6490 (finals until May 14, in a hurry): gift card balance, "
                    "which card paid the latest order, gift card for it?",
                    "ev_2",
                    "ev_6",
                    "ev_19",
                ),
                "wrong_date",
                "May 14",
                "her last exam is on May 24 (ev_2)",
            ),
        ],
    },
    "retail-task40@m23": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "isabella_lopez_6490 asked for her gift card balance, which card paid "
                    "#W4923227, and whether the gift card could pay for it; failing that, "
                    "switch it to her Visa",
                    "ev_2",
                    "ev_6",
                    "ev_18",
                    "ev_19",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "gift_card_8245350 holds $60.00; #W4923227 (Backpack + Running Shoes, "
                        "$367.54, pending) was paid with Mastercard 4718 (credit_card_6523410)",
                        "ev_9",
                        "ev_14",
                        "ev_18",
                    ),
                    it(
                        "First switch, to the gift card, failed after her yes: insufficient "
                        "balance; the order stayed on the Mastercard",
                        "ev_22",
                        "ev_26",
                        "ev_27",
                    ),
                    it(
                        "Switched to Visa 8902 (credit_card_8897086) after her yes; $367.54 "
                        "refunded to the Mastercard within 5-7 business days",
                        "ev_29",
                        "ev_32",
                        "ev_36",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "Visa chosen because the Mastercard and the Amex already carry a lot of "
                        "balance",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "The gift card balance and the card used for the customer's latest order "
                    "were asked about, along with using the gift card for that order.",
                    "ev_2",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "A gift card balance of $60.00 was reported, and order #W4923227 was "
                        "found to have been paid with the Mastercard ending in 4718.",
                        "ev_18",
                    ),
                    it(
                        "The attempt to pay the order with the gift card was not completed, "
                        "since $60.00 does not cover the $367.54 total.",
                        "ev_26",
                        "ev_27",
                    ),
                    it(
                        "The payment method was then changed to the Visa ending in 8902, as "
                        "requested by the customer.",
                        "ev_28",
                        "ev_32",
                        "ev_36",
                        "ev_37",
                    ),
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
                    "First switch moved #W4923227 onto the gift card after her yes; the Visa "
                    "switch then replaced it",
                    "ev_22",
                    "ev_26",
                    "ev_27",
                ),
                "false_status:failed_call",
                "moved #W4923227 onto the gift card",
                "act_21's call returned an error (ev_26); the order was never on the gift card",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The payment method was then changed to the Amex ending in 3019, as "
                    "requested by the customer.",
                    "ev_28",
                    "ev_32",
                    "ev_36",
                    "ev_37",
                ),
                "wrong_value:payment_method",
                "the Amex ending in 3019",
                "the new method is the Visa credit_card_8897086 (ev_29, ev_36)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Visa chosen because it already carries a lot of balance, unlike the "
                    "Mastercard and the Amex",
                    "ev_28",
                ),
                "inverted_constraint",
                "because it already carries a lot of balance",
                "it is the other two cards that carry a lot of balance (ev_28)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The attempt to pay the order with the gift card was not completed, since "
                    "$60.00 does not cover the $376.54 total.",
                    "ev_26",
                    "ev_27",
                ),
                "wrong_amount",
                "$376.54",
                "the total is 367.54 (ev_14, ev_27)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[3]",
                it("User asked to keep the $60.00 on the gift card for later", "ev_32"),
                "misattributed_decision",
                "User asked to keep the $60.00",
                "the remaining balance is the agent's remark (ev_37)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The payment method was then changed to the Visa ending in 8902, with the "
                    "$60.00 gift card balance applied first.",
                    "ev_28",
                    "ev_32",
                    "ev_36",
                    "ev_37",
                ),
                "false_status:wrong_effect",
                "with the $60.00 gift card balance applied first",
                "the executed change put the whole $367.54 on the Visa (ev_36); the gift card "
                "is untouched (ev_37)",
            ),
        ],
    },
}
