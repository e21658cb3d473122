"""Hand-written candidate summaries, part 3: washer@m18, dishwasher@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "appliance-washer@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Desmond Achterberg (CA-61205): Hallvard WM-620 leaking, error E21 — wants "
                    "it repaired within budget",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Quote Q-71904 (drain pump fault, leaking pump seal): original pump "
                        "£204.00 incl. VAT; pattern pump NM-DP-3318 £149.50 + £29.90 VAT = "
                        "£179.40",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "He chose the cheaper pattern pump and keeps the machine",
                        "ev_17",
                    ),
                    it(
                        "Repair visit Fri 13 Mar 12:00-16:00, pattern pump, £179.40 paid on "
                        "the day — he said yes; booking not yet made",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("No more than £180 all in", "ev_17"),
                ],
                rejected=[
                    it(
                        "Replacement suggested by the agent (machine is 11 years old; new "
                        "Hallvard WM-840 £419.00 installed) — declined",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Book the visit (act_26 approved) and give Desmond the job number",
                        "ev_26",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Desmond Achterberg got in touch because his old Hallvard washing machine "
                    "is leaking from underneath and showing error E21, and he wanted to know "
                    "what a repair would cost.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The agent identified a drain pump fault and quoted two options under "
                        "quote Q-71904: £204.00 with an original Hallvard pump, or £179.40 "
                        "including VAT with a compatible pattern pump carrying a 12-month part "
                        "warranty.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Because he will not spend more than £180 in total, Desmond went for "
                        "the pattern pump.",
                        "ev_17",
                    ),
                    it(
                        "He then agreed to a repair visit on Friday 13 March between 12:00 and "
                        "16:00; the agent has his yes, but the booking itself has not been "
                        "made yet.",
                        "ev_23",
                        "ev_24",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested that, at eleven years old, the machine might be "
                        "worth replacing with a new Hallvard WM-840 for £419.00, but Desmond "
                        "said he was not buying a new one.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "The quote is valid until 25 March 2026 and the repair is to be paid "
                        "to the technician on the day.",
                        "ev_14",
                        "ev_25",
                    ),
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
                    "Repair visit booked for Fri 13 Mar 12:00-16:00, pattern pump, £179.40 paid "
                    "on the day",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:pending",
                "Repair visit booked",
                "book_visit act_26 is approved by his yes (ev_27, ev_28) but no call has been "
                "made: nothing is booked yet",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "He then agreed to a repair visit on Friday 13 March between 12:00 and "
                    "16:00, and the agent has booked it.",
                    "ev_23",
                    "ev_24",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:pending",
                "the agent has booked it",
                "book_visit act_26 is only approved (ev_28); no booking call has been made at "
                "this boundary",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "A new Hallvard WM-840 was also ordered for him as a backup, at £419.00 "
                    "installed.",
                    "ev_16",
                ),
                "false_status:no_such_action",
                "was also ordered for him",
                "the agent only suggested a replacement (ev_16) and Desmond refused it (ev_17); "
                "the ledger holds no order for a machine",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Quote Q-71904 (drain pump fault, leaking pump seal): original pump £204.00 "
                    "incl. VAT; pattern pump NM-DP-3318 £149.50 + £29.90 VAT = £174.90",
                    "ev_14",
                    "ev_16",
                ),
                "wrong_amount",
                "£174.90",
                "£149.50 + £29.90 VAT is £179.40 (ev_14, ev_16)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("At least £180 budget — happy to spend more for a proper fix", "ev_17"),
                "inverted_constraint",
                "happy to spend more for a proper fix",
                "he said no more than £180 all in (ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Desmond wondered whether, at eleven years old, the machine might be worth "
                    "replacing with a new Hallvard WM-840 for £419.00, but in the end he said "
                    "he was not buying a new one.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Desmond wondered whether",
                "replacing the machine was the agent's suggestion (ev_16); Desmond only turned "
                "it down (ev_17)",
            ),
        ],
    },
    "appliance-dishwasher@m16": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "barnaby quillfeather CA-27439 - dishwasher not draining, wants a visit",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "only the dishwasher (oreland dw-45), dryer left out - agent offered "
                        "adding it, he said no",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "he said yes to thu 12/3 12-4pm, booking call FAILED - slot filled by "
                        "another booking. nothing booked",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("leave the tumble dryer, dishwasher only", "ev_17"),
                    it("home from 1pm thursday", "ev_17"),
                ],
                open_threads=[
                    it(
                        "tell him the slot's gone, offer thu 12/3 8-12 or fri 13/3 8-12",
                        "ev_14",
                        "ev_25",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A visit was requested by Barnaby Quillfeather for his dishwasher, which "
                    "is not draining.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The tumble dryer was left out at his request, after adding it to the "
                        "same visit had been offered by the agent.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "A visit on Thursday 12 March, 12:00-16:00 was confirmed by Barnaby, "
                        "but the booking was rejected by the system because the window had "
                        "been filled by another booking; he has not been told yet.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "Only the dishwasher is to be repaired; the dryer is to be left.",
                        "ev_17",
                    ),
                    it(
                        "The visit is charged at £55.00 call-out plus £22.00 per half hour and "
                        "parts, plus VAT, paid on the day.",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "The failure is to be explained and another window offered (Thursday "
                        "morning or Friday 13 March, 08:00-12:00).",
                        "ev_14",
                        "ev_25",
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
                    "he said yes to thu 12/3 12-4pm, visit booked",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:failed_call",
                "visit booked",
                "book_visit act_20 executed but its result is an error: the window was filled "
                "by another booking (ev_25)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A visit on Thursday 12 March, 12:00-16:00 was confirmed by Barnaby and has "
                    "been booked for the dishwasher.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:failed_call",
                "has been booked for the dishwasher",
                "the booking call failed: slot_unavailable, the window was filled by another "
                "booking (ev_25, is_error)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The dishwasher and the dryer are both to be repaired on the same visit.",
                    "ev_17",
                ),
                "inverted_constraint",
                "both to be repaired on the same visit",
                "he said only the dishwasher, leave the dryer (ev_17)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "tell him the slot's gone, offer thu 12/3 8-12 or fri 14/3 8-12",
                    "ev_14",
                    "ev_25",
                ),
                "wrong_date",
                "fri 14/3",
                "the Friday opening is March 13 (ev_14); the 14th is a Saturday",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "objective",
                it(
                    "barnaby quillfeather CA-27493 - dishwasher not draining, wants a visit",
                    "ev_2",
                    "ev_6",
                ),
                "wrong_id",
                "CA-27493",
                "his account is CA-27439 (ev_6)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[1]",
                it(
                    "The visit is charged at £55.00 call-out plus £22.00 per half hour and "
                    "parts, plus VAT, paid on the day.",
                    "ev_4",
                    "ev_11",
                ),
                "unsupported_ref",
                "£55.00 call-out",
                "ev_4 is his name and email and ev_11 the appliance list; the prices are in "
                "ev_14 and ev_16",
            ),
        ],
    },
}
