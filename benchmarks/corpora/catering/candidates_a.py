"""Hand-written candidate summaries, part 1: dropoff@m22, tasting@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "catering-dropoff@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Keswin Saffery (ordering contact CT-7731 on Pellworth & Thackray LLP, "
                    "ACC-20815; orders for Dorcas Farnsby's office) setting up a drop-off lunch "
                    "for a client meeting Thu 4/16",
                    "ev_2",
                    "ev_6",
                    "ev_20",
                ),
                decisions=[
                    it(
                        "ORD-61842 placed after his yes: Mezze & Grain Bowl to the Bellfounder "
                        "Lane office, 4/16, 10:45–11:15 window; 18 guests billed as 20 (drop-off "
                        "min) @ $29 = $580 + $35 delivery = $615, invoiced to the account. "
                        "Confirmed by the tool; not reported to him yet",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                        "ev_34",
                    ),
                    it(
                        "Mezze chosen over the Chef's Premium Lunch ($44/hd) the agent called the "
                        "usual client-meeting pick: over his $40 cap, and can't be made nut-free",
                        "ev_20",
                        "ev_21",
                    ),
                    it("Dessert tray ($6/hd) offered; he declined", "ev_26", "ev_27"),
                ],
                constraints=[
                    it(
                        "No nuts anywhere, not just labelled (a partner has a serious allergy): "
                        "order is made and packed in the nut-free kitchen",
                        "ev_12",
                        "ev_28",
                        "ev_34",
                    ),
                    it(
                        "Must arrive before 11:30 (meeting at noon); max $40/head; 3 of 18 "
                        "gluten-free",
                        "ev_12",
                    ),
                ],
                next_steps=[it("Tell Keswin ORD-61842 is confirmed", "ev_34")],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Keswin Saffery, who orders for Dorcas Farnsby's office at Pellworth & "
                    "Thackray, appears to be arranging a drop-off lunch for a client meeting on "
                    "Thursday, April 16.",
                    "ev_2",
                    "ev_20",
                ),
                decisions=[
                    it(
                        "It seems he settled on the Mezze & Grain Bowl at $29.00 a head, "
                        "delivered to the Bellfounder Lane office in the 10:45–11:15 window, "
                        "rather than the Chef's Premium Lunch at $44.00, which is over his limit "
                        "and can't be made nut-free.",
                        "ev_20",
                        "ev_21",
                    ),
                    it(
                        "Because drop-off orders have a 20-guest minimum, the 18 attendees are "
                        "apparently billed as 20, so the order should come to about $615 ($580 "
                        "plus a $35 delivery fee).",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "After he said yes, the order appears to have gone through as ORD-61842, "
                        "confirmed and invoiced to the account, though the agent had not yet "
                        "told him so.",
                        "ev_30",
                        "ev_34",
                    ),
                    it(
                        "A dessert tray at $6 a head was offered, but he turned it down.",
                        "ev_26",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "He was clear that there should be no nuts anywhere, not merely "
                        "labelled, since one of the partners has a serious allergy.",
                        "ev_12",
                    ),
                    it(
                        "The food reportedly has to arrive before 11:30, as the meeting starts "
                        "at noon, and the budget is no more than $40 per head.",
                        "ev_12",
                    ),
                    it("Three of the guests need gluten-free meals.", "ev_12"),
                ],
                next_steps=[
                    it(
                        "The agent will likely confirm ORD-61842 and the delivery window to "
                        "Keswin.",
                        "ev_34",
                    )
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
                    "ORD-61842 placed after his yes: Mezze & Grain Bowl to the Harrowmere office "
                    "(7 Pinfold Yard), 4/16, 10:45–11:15 window; 18 guests billed as 20 "
                    "(drop-off min) @ $29 = $580 + $35 delivery = $615, invoiced to the account. "
                    "Confirmed by the tool; not reported to him yet",
                    "ev_6",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                    "ev_34",
                ),
                "false_status:other_target",
                "to the Harrowmere office",
                "the order placed (act_29, ev_32, ev_34) is for the Bellfounder Lane office; he "
                "said Bellfounder Lane, not Harrowmere (ev_12)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "ORD-61842 placed after his yes: Mezze & Grain Bowl to the Bellfounder Lane "
                    "office, 4/16, 10:45–11:15 window; billed for the actual 18 guests @ $29 = "
                    "$580 + $35 delivery = $615, invoiced to the account. Confirmed by the "
                    "tool; not reported to him yet",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                    "ev_34",
                ),
                "wrong_value:billed_headcount",
                "billed for the actual 18 guests",
                "the 20-guest drop-off minimum applies: 18 guests are billed as 20 (ev_24, "
                "ev_28, ev_34)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Nuts fine as long as every item is clearly labelled (a partner has an "
                    "allergy)",
                    "ev_12",
                ),
                "inverted_constraint",
                "Nuts fine as long as every item is clearly labelled",
                "he asked for no nuts anywhere, not just labelled (ev_12)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "It seems he settled on the Mezze & Grain Bowl at $24.00 a head, delivered "
                    "to the Bellfounder Lane office in the 10:45–11:15 window, rather than the "
                    "Chef's Premium Lunch at $44.00, which is over his limit and can't be made "
                    "nut-free.",
                    "ev_20",
                    "ev_21",
                ),
                "wrong_amount",
                "$24.00 a head",
                "the Mezze & Grain Bowl is $29.00 a head (ev_15, ev_20); $24.00 is the Harvest "
                "Sandwich Platter",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Keswin apparently chose to have the 18 attendees billed as 20, so the "
                    "order should come to about $615 ($580 plus a $35 delivery fee).",
                    "ev_20",
                    "ev_24",
                ),
                "misattributed_decision",
                "Keswin apparently chose to have the 18 attendees billed as 20",
                "billing 18 as 20 is the drop-off minimum the agent stated (ev_15, ev_20), not "
                "his choice",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "A dessert tray at $6 a head also seems to have been added to the order.",
                    "ev_26",
                    "ev_27",
                ),
                "false_status:no_such_action",
                "seems to have been added to the order",
                "he declined the dessert tray (ev_27); no action adds one and the order placed "
                "has none (act_29, ev_34)",
            ),
        ],
    },
    "catering-tasting@m22": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Eulalie Velloway got in touch to book the menu tasting for her wedding, "
                    "JOB-7302, a plated dinner at Thornhaugh Barn on June 20, 2026.",
                    "ev_2",
                    "ev_11",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "Once she agreed, the tasting was booked as TST-2291 for four people on "
                        "Saturday, April 25 at 2:00 pm, with $90 for the two extra guests to be "
                        "paid on the day.",
                        "ev_25",
                        "ev_27",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "For the three mains, Eulalie chose the braised short rib, the lemon "
                        "chicken and the wild mushroom risotto, leaving out the halibut the chef "
                        "had recommended because Rudo hates fish.",
                        "ev_33",
                        "ev_34",
                    ),
                    it(
                        "She also turned down the agent's offer of a walk-through at Thornhaugh "
                        "Barn with the head chef, since they have already been to the barn "
                        "twice.",
                        "ev_33",
                        "ev_34",
                    ),
                ],
                rejected=[
                    it(
                        "The first booking the agent put forward, for just the two of them at "
                        "the same time, was dropped when she said Rudo's mother and her sister "
                        "would come as well.",
                        "ev_20",
                        "ev_22",
                    ),
                ],
                open_threads=[
                    it(
                        "Eulalie has just asked whether the deposit has to be paid before the "
                        "tasting; the booking shows a $2,500 deposit due by April 30.",
                        "ev_11",
                        "ev_37",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Eulalie Velloway: tasting for wedding JOB-7302 (6/20/2026, Thornhaugh Barn, "
                    "~120 guests @ $72/head)",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "TST-2291 booked: Sat 4/25 2pm, 4 guests; 2 extras @ $45 = $90 due at "
                        "tasting",
                        "ev_25",
                        "ev_27",
                        "ev_31",
                        "ev_33",
                    ),
                    it("Mains to taste: short rib, lemon chicken, mushroom risotto", "ev_34"),
                ],
                constraints=[it("No fish: halibut out (Rudo hates fish)", "ev_34")],
                rejected=[
                    it(
                        "Tasting for 2, same slot: rejected, 4 coming (Rudo's mum + her sister)",
                        "ev_20",
                        "ev_22",
                    ),
                    it(
                        "Walk-through at the barn w/ head chef: declined, been twice",
                        "ev_33",
                        "ev_34",
                    ),
                ],
                open_threads=[
                    it("Her Q: deposit before tasting? $2,500 due 4/30", "ev_11", "ev_37"),
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
                    "Once she agreed, the tasting was booked as TST-2291 for Eulalie and her "
                    "partner only, on Saturday, April 25 at 2:00 pm, at no extra charge.",
                    "ev_20",
                    "ev_27",
                    "ev_31",
                ),
                "false_status:ledger_rejected",
                "for Eulalie and her partner only",
                "the 2-guest tasting (act_21) was rejected by her correction (ev_22, ev_24); "
                "TST-2291 is the 4-guest booking (act_26, ev_31)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Once she agreed, the tasting was booked as TST-2291 for four people on "
                    "Saturday, May 2 at 2:00 pm, with $90 for the two extra guests to be paid "
                    "on the day.",
                    "ev_25",
                    "ev_27",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_date",
                "Saturday, May 2",
                "TST-2291 is on Saturday, April 25 at 2:00 pm (ev_18, ev_31, ev_33)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Eulalie asked about a walk-through at Thornhaugh Barn with the head chef, "
                    "but then decided against it, since they have already been to the barn "
                    "twice.",
                    "ev_33",
                    "ev_34",
                ),
                "misattributed_decision",
                "Eulalie asked about a walk-through",
                "the walk-through was the agent's offer (ev_33); she only declined it (ev_34)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[2]",
                it("Deposit $2,500 paid on her card", "ev_11", "ev_37"),
                "false_status:no_such_action",
                "Deposit $2,500 paid",
                "no deposit payment is proposed or made by the boundary; she has only asked "
                "whether it must be paid before the tasting (ev_37)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "TST-2291 booked: Sat 4/25 2pm, 4 guests; extras $180 due at tasting",
                    "ev_25",
                    "ev_27",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_amount",
                "$180",
                "2 extra guests at $45.00 each: $90.00 due at the tasting (ev_25, ev_31, ev_33)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it("Mains to taste: short rib, lemon chicken, mushroom risotto", "ev_20"),
                "unsupported_ref",
                "Mains to taste: short rib, lemon chicken, mushroom risotto",
                "ev_20 is the first tasting proposal, which names no mains; her choice is in ev_34",
            ),
        ],
    },
}
