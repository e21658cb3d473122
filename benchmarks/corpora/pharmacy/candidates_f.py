"""Hand-written candidate summaries, part 6: vacation@m21 and moving@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "pharmacy-vacation@m21": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Wilhelmina Osei (PT-6650129): 90 days of levothyroxine 75 mcg (Rx 6079915) "
                    "for a 3-month stay with her daughter in Lisbon; leaves 11/19",
                    "ev_2",
                    "ev_3",
                    "ev_7",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "90-tab fill w/ vacation override (11/17, $30.00) approved → executed but "
                        "FAILED: Crestline override_denied, 1 per 12 months, last used "
                        "2025-03-02; nothing filled or charged; reported",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_24",
                    ),
                    it(
                        "30 on Crestline + 60 cash ($21.60 w/ savings card) proposed → rejected "
                        "by her: no cash part, her daughter's pharmacy there can fill it from a "
                        "copy of the Rx",
                        "ev_24",
                        "ev_27",
                    ),
                    it(
                        "30-tab fill on Crestline executed → RF-2205518, scheduled Mon 11/17, "
                        "ready after 2 pm at 410 Calder Ave; copay $10.00; reported",
                        "ev_31",
                        "ev_33",
                        "ev_37",
                        "ev_39",
                    ),
                    it("Printed copy of the Rx goes in the bag (agent)", "ev_31", "ev_39"),
                ],
                constraints=[
                    it("Only the 30 on insurance; no cash fill", "ev_27", "ev_28"),
                    it("Needs it before she leaves on the 19th", "ev_2", "ev_17"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Wilhelmina Osei seems to need a 90-day supply of her thyroid medication, "
                    "since she will be staying with her daughter in Lisbon for 3 months from the "
                    "19th.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The 90-tablet fill with a vacation override, which she approved, appears "
                        "to have failed: Crestline denied the override because she already used "
                        "her one override for the year on March 2, so nothing was filled or "
                        "charged.",
                        "ev_19",
                        "ev_23",
                        "ev_24",
                    ),
                    it(
                        "She turned down the 60 extra tablets without insurance ($21.60 with the "
                        "savings card), as it seems her daughter's pharmacy there can fill it "
                        "from a copy of the prescription.",
                        "ev_24",
                        "ev_27",
                    ),
                    it(
                        "A 30-tablet fill billed to Crestline was then scheduled as RF-2205518 "
                        "for Monday, November 17, ready after 2 pm, with a $10.00 copay.",
                        "ev_33",
                        "ev_37",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "She only wants the 30 tablets on insurance, not a cash fill.",
                        "ev_27",
                    ),
                ],
                next_steps=[
                    it(
                        "It looks like a printed copy of the prescription will be put in the bag "
                        "for her trip.",
                        "ev_31",
                        "ev_39",
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
                    "The 90-tablet fill with a vacation override, which she approved, appears to "
                    "have gone through, so she will have 90 days of tablets for her trip.",
                    "ev_19",
                    "ev_23",
                    "ev_24",
                ),
                "false_status:failed_call",
                "appears to have gone through",
                "fill_vacation_supply act_18 executed with an error result: override_denied, "
                "nothing filled or charged (ev_23, ev_24)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "60 extra tabs cash ($21.60 w/ savings card) filled for 11/17 alongside the "
                    "30 on Crestline",
                    "ev_24",
                    "ev_27",
                ),
                "false_status:ledger_rejected",
                "60 extra tabs cash ($21.60 w/ savings card) filled",
                "the cash fill act_26 was rejected by her correction, not the cash part (ev_27, "
                "ev_30); only the 30 on Crestline was filled (act_32, ev_37)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it("She is fine paying cash for the extra tablets.", "ev_27"),
                "inverted_constraint",
                "fine paying cash for the extra tablets",
                "Wilhelmina said no, not the cash part, just the 30 on insurance (ev_27, ev_28)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "30-tab fill on Crestline executed → RF-2205518, scheduled Wed 11/19, ready "
                    "after 2 pm at 410 Calder Ave; copay $10.00; reported",
                    "ev_31",
                    "ev_33",
                    "ev_37",
                    "ev_39",
                ),
                "wrong_date",
                "Wed 11/19",
                "RF-2205518 is filled on 2025-11-17, Monday, November 17 (ev_37, ev_39); the 19th "
                "is the day she leaves (ev_2)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A 30-tablet fill billed to Crestline was then scheduled as RF-2205518 for "
                    "Monday, November 17, the date she picked, ready after 2 pm, with a $10.00 "
                    "copay.",
                    "ev_33",
                    "ev_37",
                    "ev_39",
                ),
                "misattributed_decision",
                "the date she picked",
                "November 17 is Crestline's earliest fill date (ev_15), proposed by the agent "
                "(ev_17, ev_31); Wilhelmina only said she leaves on the 19th (ev_2)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "30-tab fill on Crestline executed → RF-2205518, scheduled Mon 11/17, ready "
                    "after 2 pm at 410 Calder Ave; copay $30.00; reported",
                    "ev_31",
                    "ev_33",
                    "ev_37",
                    "ev_39",
                ),
                "wrong_amount",
                "copay $30.00",
                "the 30-tablet fill's copay is $10.00 (ev_37, ev_39); $30.00 was the copay of the "
                "failed 90-day fill (ev_17)",
            ),
        ],
    },
    "pharmacy-moving@m14": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A transfer of Theo Sandgren's prescriptions to Corwin Pharmacy in Esterly "
                    "was requested, as he is moving there next month.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "A transfer of both his escitalopram and his lamotrigine was proposed, "
                        "but it was turned down by Theo: only the escitalopram is to go now.",
                        "ev_15",
                        "ev_18",
                    ),
                    it(
                        "The transfer of Rx 6102256, escitalopram 10 mg with 3 refills left, to "
                        "Corwin Pharmacy, 88 Main St, Esterly, was approved by Theo; it has not "
                        "been sent yet.",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "The lamotrigine 100 mg (Rx 6102261) is to be kept here, so that one more "
                        "fill can be picked up on the 25th before he moves.",
                        "ev_18",
                        "ev_22",
                    ),
                ],
                open_threads=[
                    it(
                        "The lamotrigine fill for the 25th has not been set up yet; it can be "
                        "refilled from November 22.",
                        "ev_18",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it("The escitalopram transfer is to be sent to Corwin Pharmacy.", "ev_24"),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Theo Sandgren (PT-5108822), moving to Esterly: Rx transfer to Corwin Pharmacy",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it("Transfer of both Rx rejected (his correction)", "ev_15", "ev_18"),
                    it(
                        "Escitalopram 10 mg Rx 6102256 (3 refills) → Corwin Pharmacy, 88 Main St, "
                        "Esterly (+1 603-555-0140): approved, not sent yet",
                        "ev_13",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "Lamotrigine 100 mg Rx 6102261 stays here; one more fill on the 25th "
                        "(refillable from 11/22)",
                        "ev_18",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it(
                        "Send the escitalopram transfer; then set up the lamotrigine fill for "
                        "the 25th",
                        "ev_18",
                        "ev_24",
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
                    "The transfer of Rx 6102256, escitalopram 10 mg with 3 refills left, was sent "
                    "to Corwin Pharmacy, 88 Main St, Esterly, after Theo approved it.",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:pending",
                "was sent to Corwin Pharmacy",
                "transfer_prescription_out act_23 is approved by his yes (ev_24, ev_25) but has "
                "not been called",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Escitalopram 10 mg Rx 6102256 (3 refills) + lamotrigine 100 mg Rx 6102261 → "
                    "Corwin Pharmacy, 88 Main St, Esterly (+1 603-555-0140): approved, not sent "
                    "yet",
                    "ev_13",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:ledger_rejected",
                "+ lamotrigine 100 mg Rx 6102261",
                "the lamotrigine transfer act_17 was rejected by his correction (ev_18, ev_21) "
                "and not proposed again; only the escitalopram transfer act_23 is approved "
                "(ev_25)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "The lamotrigine 100 mg (Rx 6102261) should go to Corwin now too, and one "
                    "more fill can be picked up there on the 25th.",
                    "ev_18",
                    "ev_22",
                ),
                "inverted_constraint",
                "should go to Corwin now too",
                "Theo said only the escitalopram for now, keep the lamotrigine here for one more "
                "fill on the 25th (ev_18, ev_19)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Lamotrigine 100 mg Rx 6102261 stays here; one more fill on the 22nd "
                    "(refillable from 11/22)",
                    "ev_18",
                    "ev_22",
                ),
                "wrong_date",
                "on the 22nd",
                "Theo wants his last fill on the 25th (ev_18, ev_19); November 22 is only the "
                "earliest refill date (ev_10, ev_22)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Theo confirmed that the lamotrigine can be refilled from November 22, so the "
                    "pickup on the 25th works.",
                    "ev_22",
                    "ev_24",
                ),
                "misattributed_decision",
                "Theo confirmed",
                "the refill date and that the 25th works are the agent's statement (ev_22, from "
                "ev_10); Theo said only yes, send it (ev_24)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Escitalopram 10 mg Rx 6102256 (5 refills) → Corwin Pharmacy, 88 Main St, "
                    "Esterly (+1 603-555-0140): approved, not sent yet",
                    "ev_13",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_value:refills",
                "(5 refills)",
                "the escitalopram has 3 refills left (ev_10, ev_15, ev_22); 5 is the lamotrigine's",
            ),
        ],
    },
}
