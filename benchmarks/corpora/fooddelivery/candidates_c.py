"""Hand-written candidate summaries, part 3: allergy@m17, redeliver@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "fooddelivery-allergy@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Theo Marchetti (CU-39018): peanuts in 'NO PEANUTS' drunken noodles from "
                    "Harbor Noodle Bar (FD-4472841); allergic reaction",
                    "ev_2",
                    "ev_7",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Reaction: tingly lips ~1 hr, took antihistamine, OK now; agent advised "
                        "911 for breathing trouble/swelling",
                        "ev_3",
                        "ev_4",
                    ),
                    it(
                        "refund_items executed after 'yes both': RF-903455, $16.95 (drunken "
                        "noodles, chicken) → Visa ****6652, 3-5 business days; Thai iced tea "
                        "($4.75) not refunded",
                        "ev_13",
                        "ev_16",
                        "ev_19",
                        "ev_24",
                    ),
                    it(
                        "submit_food_safety_report executed: FS-11062 with Food Safety team; "
                        "restaurant_action pending_review, team decides any action on Harbor "
                        "Noodle Bar; specialist may email within 2 business days",
                        "ev_19",
                        "ev_26",
                        "ev_28",
                    ),
                    it("Both reported to Theo", "ev_30"),
                ],
                constraints=[
                    it(
                        "Don't share his phone number with the restaurant "
                        "(contact_shared_with_restaurant: false)",
                        "ev_14",
                        "ev_28",
                    ),
                ],
                rejected=[
                    it(
                        "$15.00 goodwill voucher offered by agent; Theo declined (not ordering "
                        "there for a while)",
                        "ev_13",
                        "ev_14",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A food-safety problem was reported by Theo Marchetti: crushed peanuts were "
                    'found in drunken noodles ordered with a "NO PEANUTS" note, and an allergic '
                    "reaction followed.",
                    "ev_2",
                    "ev_4",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "A refund of $16.95 for the drunken noodles on order FD-4472841 was "
                        "issued to his Visa ending 6652 (RF-903455), to arrive in 3-5 business "
                        "days.",
                        "ev_19",
                        "ev_24",
                        "ev_30",
                    ),
                    it(
                        "A food-safety report, FS-11062, was filed and is being reviewed by the "
                        "Food Safety team, which will decide on any action regarding Harbor "
                        "Noodle Bar.",
                        "ev_19",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "He was told that a specialist may email him within 2 business days.",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("His phone number is not to be given to the restaurant.", "ev_14", "ev_30"),
                ],
                rejected=[
                    it("A $15.00 goodwill voucher was offered but declined.", "ev_13", "ev_14"),
                ],
                next_steps=[
                    it(
                        "He was advised to get medical care right away if his symptoms come back "
                        "or get worse.",
                        "ev_30",
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
                    "A food-safety report, FS-11062, was filed, and Harbor Noodle Bar has been "
                    "suspended from the app while the Food Safety team investigates.",
                    "ev_19",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:wrong_effect",
                "Harbor Noodle Bar has been suspended from the app",
                "submit_food_safety_report (act_18, executed) only submitted the report: "
                "restaurant_action is pending_review and the Food Safety team decides any action "
                "(ev_28, ev_30)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[4]",
                it("$15.00 goodwill voucher added to his account", "ev_13"),
                "false_status:no_such_action",
                "$15.00 goodwill voucher added",
                "the agent offered the voucher (ev_13) and Theo refused it (ev_14); the ledger "
                "holds no voucher, only the refund (act_17) and the report (act_18)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "His phone number may be given to the restaurant so that they can contact him.",
                    "ev_14",
                    "ev_30",
                ),
                "inverted_constraint",
                "may be given to the restaurant",
                "he said 'please don't give the restaurant my phone number, I don't want them "
                "calling me' (ev_14); the report was filed with share_contact_with_restaurant "
                "false (ev_26, ev_28)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "refund_items executed after 'yes both': RF-903455, $21.70 (drunken noodles, "
                    "chicken) → Visa ****6652, 3-5 business days; Thai iced tea ($4.75) not "
                    "refunded",
                    "ev_13",
                    "ev_16",
                    "ev_19",
                    "ev_24",
                ),
                "wrong_amount",
                "RF-903455, $21.70",
                "the refund is $16.95 for the noodles (ev_16, ev_24); $21.70 is the order's "
                "subtotal with the iced tea (ev_11)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "submit_food_safety_report executed: FS-11062 (allergen: tree nuts) with Food "
                    "Safety team; restaurant_action pending_review, team decides any action on "
                    "Harbor Noodle Bar; specialist may email within 2 business days",
                    "ev_19",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_value:allergen",
                "allergen: tree nuts",
                "the allergen is peanut: crushed peanuts in a dish marked NO PEANUTS (ev_2, "
                "ev_16, allergen 'peanut' in ev_26)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "He said he would go to urgent care if his symptoms come back or get worse.",
                    "ev_30",
                ),
                "misattributed_decision",
                "He said he would go to urgent care",
                "getting medical care if the symptoms return is the agent's advice (ev_3, "
                "ev_30); Theo said only that he is OK after his antihistamine (ev_4)",
            ),
        ],
    },
    "fooddelivery-redeliver@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Ingrid Solberg's Nonna Pia's Trattoria order appears to have been marked "
                    "delivered without ever reaching her.",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The courier's photo seems to show the bag at a blue door numbered 25, "
                        "which suggests FD-4473718 went next door; those neighbours are "
                        "apparently away until Sunday.",
                        "ev_10",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "She chose a re-send, on the condition that it arrives by 8:30; "
                        "otherwise she wants a refund.",
                        "ev_13",
                    ),
                    it(
                        "The re-send appears to have been placed as order FD-4473802, accepted "
                        "by Nonna Pia's at no charge, with an estimated arrival around 8:15 PM "
                        "and a note that the house is number 23, not 25.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "Re-send only if it can be there by 8:30; if it can't, refund her instead.",
                        "ev_13",
                    ),
                ],
                next_steps=[
                    it(
                        "If the food isn't there by 8:30, it looks like she should message "
                        "support, and the $49.12 would be refunded instead.",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Ingrid Solberg (CU-52264): FD-4473718 (Nonna Pia's) marked delivered 7:36 "
                    "PM, not received",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it("Photo: blue door #25 → delivered next door", "ev_10", "ev_12"),
                    it(
                        "Re-send chosen over $49.12 refund; condition: here by 8:30",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "redeliver_order executed → FD-4473802, accepted by restaurant, ETA "
                        "20:15, $0; courier note: #23 not 25; reported",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("Must arrive by 8:30 (they leave at 9), else refund", "ev_13"),
                ],
                open_threads=[
                    it("$49.12 refund only if the re-send misses 8:30", "ev_26"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[3]",
                it("$49.12 refund issued to Mastercard ****3047", "ev_10", "ev_26"),
                "false_status:no_such_action",
                "$49.12 refund issued",
                "the refund was only the alternative (ev_12) and is promised only if the re-send "
                "misses 8:30 (ev_26); the ledger holds no refund, only the re-send (act_19)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "She wants the re-send even if it arrives after 8:30, rather than a refund.",
                    "ev_13",
                ),
                "inverted_constraint",
                "even if it arrives after 8:30",
                "she wants the re-send only if it can be there by 8:30, and a refund if it "
                "can't (ev_13)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "redeliver_order executed → FD-4473802, accepted by restaurant, ETA 20:45, "
                    "$0; courier note: #23 not 25; reported",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_value:time",
                "ETA 20:45",
                "the re-send's estimated arrival is 20:15, around 8:15 PM (ev_16, ev_24, ev_26), "
                "before her 8:30 cutoff",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The re-send appears to have been placed as order FD-4473820, accepted by "
                    "Nonna Pia's at no charge, with an estimated arrival around 8:15 PM and a "
                    "note that the house is number 23, not 25.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_id",
                "FD-4473820",
                "the re-send is order FD-4473802 (ev_24, ev_26)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "constraints[1]",
                it("She asked for the courier to call her when they arrive.", "ev_26"),
                "misattributed_decision",
                "She asked for the courier to call her",
                "that the courier will call on arrival is the agent's statement (ev_26); Ingrid "
                "asked for nothing of the kind",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "redeliver_order → FD-4473802 declined by Nonna Pia's; nothing on its way",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_status",
                "declined by Nonna Pia's",
                "redeliver_order (act_19) executed and the result says accepted_by_restaurant, "
                "arriving around 20:15 (ev_24), as the agent reported (ev_26)",
            ),
        ],
    },
}
