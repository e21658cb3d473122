"""Hand-written candidate summaries, part 6: truck@m22, deposit@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "customs-truck@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Jorun Belcastro (Norrow Marine Hardware, IMP-70264): file entries for two "
                    "Kestle Gap trucks, only today's expedited",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "ENT-0418840, KG-61904 (deck fittings, $9,600 @ 3.4%): expedited, "
                        "release exp. today by 16:30; $444.11 incl. $85 surcharge on Amex "
                        "****3009 (DP-91107)",
                        "ev_13",
                        "ev_18",
                        "ev_30",
                        "ev_34",
                        "ev_42",
                    ),
                    it(
                        "ENT-0418841, KG-61977 (anchor chain, $22,150 @ 2.8%): standard, filed "
                        "ahead of Mon 3/15 arrival, release exp. 3/16-3/17; $652.91 on Amex "
                        "(DP-91108)",
                        "ev_13",
                        "ev_37",
                        "ev_41",
                        "ev_42",
                    ),
                    it("Bond: continuous CB-604417", "ev_6", "ev_18"),
                ],
                rejected=[
                    it(
                        "Expediting Monday's truck too (agent's suggestion): declined, the chain "
                        "isn't urgent",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "He asks what happens if customs inspects the chain truck; release is "
                        "up to the customs authority",
                        "ev_42",
                        "ev_43",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Jorun Belcastro of Norrow Marine Hardware asked the desk to file customs "
                    "entries for two trucks at Kestle Gap, one there today and one on Monday, "
                    "with only today's load expedited.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent priced today's stainless deck fittings at $359.11 in duty and "
                        "fees and Monday's anchor chain at $652.91, and noted that expediting "
                        "costs $85.00 per entry.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "When the agent suggested expediting the chain as well, Jorun declined, "
                        "saying it isn't urgent, and agreed to pay by Amex since there is no "
                        "deposit account.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "After his yes, today's truck was filed as ENT-0418840 with expedited "
                        "clearance and $444.11 charged, and Monday's as ENT-0418841 with "
                        "standard clearance and $652.91 charged, both on the Amex ending 3009.",
                        "ev_23",
                        "ev_30",
                        "ev_34",
                        "ev_37",
                        "ev_41",
                        "ev_42",
                    ),
                    it(
                        "The agent reported that today's release is expected by 4:30 pm and "
                        "Monday's on March 16 or 17, both decided by the customs authority.",
                        "ev_42",
                    ),
                ],
                open_threads=[
                    it(
                        "Jorun has just asked what would happen if customs decides to inspect "
                        "the chain truck.",
                        "ev_43",
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
                    "ENT-0418841, KG-61977 (anchor chain, $22,150 @ 2.8%): released by customs "
                    "ahead of the Mon 3/15 arrival; $652.91 on Amex (DP-91108)",
                    "ev_13",
                    "ev_37",
                    "ev_41",
                    "ev_42",
                ),
                "false_status:wrong_effect",
                "released by customs",
                "file_entry act_21 only filed the entry before arrival: it awaits arrival, "
                "release expected March 16-17 and decided by the customs authority (ev_37, "
                "ev_42)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After his yes, today's truck was filed as ENT-0418840 with expedited "
                    "clearance and $444.11 charged, but the filing for Monday's truck was called "
                    "off and nothing was charged for it.",
                    "ev_23",
                    "ev_30",
                    "ev_34",
                    "ev_42",
                ),
                "false_status:other_status",
                "was called off and nothing was charged for it",
                "file_entry act_21 and pay_duty act_22 for KG-61977 both executed: ENT-0418841 "
                "filed and $652.91 charged (ev_37, ev_41, ev_42)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "constraints[0]",
                it("Only Monday's truck expedited; today's goes standard", "ev_2", "ev_16"),
                "inverted_constraint",
                "Only Monday's truck expedited",
                "he wants only today's truck expedited, the Monday one normal (ev_2, ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent priced today's stainless deck fittings at $395.11 in duty and fees "
                    "and Monday's anchor chain at $652.91, and noted that expediting costs $85.00 "
                    "per entry.",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_amount",
                "$395.11",
                "KG-61904's duty and fee come to $359.11 (ev_13, ev_15)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "ENT-0418840, KG-61904 (deck fittings, $9,600 @ 4.3%): expedited, release "
                    "exp. today by 16:30; $444.11 incl. $85 surcharge on Amex ****3009 "
                    "(DP-91107)",
                    "ev_13",
                    "ev_18",
                    "ev_30",
                    "ev_34",
                    "ev_42",
                ),
                "wrong_value:rate",
                "@ 4.3%",
                "KG-61904's duty rate is 3.4% (ev_13, ev_15)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The agent reported that today's release is expected by 4:30 pm and "
                    "Monday's on March 18 or 19, both decided by the customs authority.",
                    "ev_42",
                ),
                "wrong_date",
                "March 18 or 19",
                "ENT-0418841's release is expected March 16-17 (ev_37, ev_42)",
            ),
        ],
    },
    "customs-deposit@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Tobiah Marchbanks (Quenby Glassworks, IMP-66120): pay two duty bills from "
                    "deposit DEP-66120",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "ENT-0415590 (air, 176-51240077) $412.55 paid from DEP-66120: DP-91032, "
                        "balance $487.45; not reported to him yet",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                    ),
                    it(
                        "ENT-0415573 (container QGWU2290415, $1,063.80) stays unpaid until the "
                        "Monday top-up; due 3/17, needs at least $576.35 more in the account",
                        "ev_12",
                        "ev_17",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it("Never pay duty by card", "ev_17"),
                    it("Cheaper bill first, from the deposit", "ev_17"),
                ],
                rejected=[
                    it(
                        "Agent's split ($412.55 from deposit + $1,063.80 on Visa ****8852): "
                        "rejected by Tobiah, no card",
                        "ev_14",
                        "ev_17",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Tobiah Marchbanks seems to want Quenby Glassworks' two outstanding duty "
                    "bills paid from the company's deposit account.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Since the deposit account held only $900.00 against $1,476.35 due on "
                        "the two entries, only one bill could apparently be covered.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "The cheaper bill, $412.55 for ENT-0415590, appears to have been paid "
                        "from DEP-66120 as DP-91032, leaving roughly $487.45.",
                        "ev_23",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "The larger bill, ENT-0415573 for $1,063.80, seems to be on hold until "
                        "the account is topped up on Monday; it is due by March 17.",
                        "ev_12",
                        "ev_17",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it(
                        "Duty should probably never go on the card, by Tobiah's own rule.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first plan, which put the $1,063.80 on the Visa ending "
                        "8852, was turned down by Tobiah.",
                        "ev_14",
                        "ev_17",
                    ),
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
                    "ENT-0415573 (container QGWU2290415) paid from DEP-66120: DP-91032, balance "
                    "$487.45; not reported to him yet",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                ),
                "false_status:other_target",
                "ENT-0415573 (container QGWU2290415) paid",
                "the payment executed (pay_duty act_22, ev_27) is for ENT-0415590, the air "
                "waybill; ENT-0415573 waits for the top-up (ev_17, ev_21)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "A payment of ENT-0415573 also appears to have been scheduled to go through "
                    "automatically once the account is topped up.",
                    "ev_17",
                    "ev_21",
                ),
                "false_status:no_such_action",
                "appears to have been scheduled to go through automatically",
                "the ledger holds no action for ENT-0415573 beyond the rejected card payment; "
                "it simply stays unpaid until the top-up (ev_21)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The larger bill, ENT-0415573 for $1,063.80, seems to have been put on the "
                    "Visa ending 8852; it was due by March 17.",
                    "ev_12",
                    "ev_14",
                ),
                "false_status:ledger_rejected",
                "seems to have been put on the Visa ending 8852",
                "the card payment of ENT-0415573 (pay_duty act_16) was rejected by Tobiah's "
                "correction (ev_17, ev_20); it was never paid",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it("Bigger bill first, from the deposit", "ev_17"),
                "inverted_constraint",
                "Bigger bill first",
                "he asked to pay the cheaper one first (ev_17)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The cheaper bill, $412.55 for ENT-0415590, appears to have been paid from "
                    "DEP-66120 as DP-91032, leaving roughly $437.45.",
                    "ev_23",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_amount",
                "leaving roughly $437.45",
                "the balance after the payment is $487.45 (ev_21, ev_27)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it("Never pay duty by card", "ev_12"),
                "unsupported_ref",
                "Never pay duty by card",
                "ev_12 is the list of unpaid entries; Tobiah's no-card rule is in ev_17",
            ),
        ],
    },
}
