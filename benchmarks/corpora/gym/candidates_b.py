"""Hand-written candidate summaries, part 2: cancel@m14, dispute@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "gym-cancel@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Hannah Kowalczyk (IV-3381906) cancelling her son Theo's family add-on, "
                    "IV-3381914; he's leaving for college",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Theo's add-on ($24.99/mo, month-to-month, 30 days' notice) cancelled "
                        "after her yes: CX-77310, notice 11/4, last day 12/4. Executed; not yet "
                        "confirmed to her",
                        "ev_14",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "Final $24.99 draft on 12/1 still taken (inside the notice period); her "
                        "request to skip it was refused per policy",
                        "ev_17",
                        "ev_19",
                        "ev_25",
                    ),
                    it(
                        "Her Flex membership IV-3381906 ($49.99/mo) unchanged",
                        "ev_14",
                        "ev_17",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("Cancel ONLY Theo's; hers stays exactly as is", "ev_17"),
                ],
                rejected=[
                    it(
                        "Agent's suggestion to freeze Theo's add-on over the term ($9.99/mo) "
                        "instead: declined, he's moving to Portland for good",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it("Confirm CX-77310 to Hannah: last day 12/4, final draft 12/1", "ev_25"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Help was requested by Hannah Kowalczyk to cancel the membership of her son "
                    "Theo, who is leaving for college in January.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Theo's family add-on (IV-3381914) was cancelled with 30 days' notice "
                        "given on November 4, 2025; the cancellation was recorded as CX-77310.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "His access will end on December 4, 2025, and one final draft of $24.99 "
                        "will be taken on December 1.",
                        "ev_19",
                        "ev_25",
                    ),
                    it(
                        "Hannah's own Flex membership, IV-3381906, was left unchanged at her "
                        "request.",
                        "ev_17",
                        "ev_19",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "A freeze of the add-on over the college term was suggested by the "
                        "agent but was declined, because Theo is moving to Portland.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "Skipping the December charge was asked for by Hannah, but it could not "
                        "be done, because the draft falls inside the notice period.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it(
                        "The completed cancellation has not yet been confirmed to Hannah.",
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
                "decisions[0]",
                it(
                    "Hannah's membership IV-3381906 cancelled after her yes: CX-77310, notice "
                    "11/4, last day 12/4. Executed; not yet confirmed to her",
                    "ev_14",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:other_target",
                "Hannah's membership IV-3381906 cancelled",
                "cancel_membership act_20 cancelled Theo's add-on IV-3381914 (ev_23, ev_25); "
                "Hannah's IV-3381906 is the remaining member (ev_25)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "At Hannah's request, the December 1 charge of $24.99 was waived, since Theo "
                    "will not be using the club.",
                    "ev_17",
                    "ev_19",
                ),
                "false_status:no_such_action",
                "the December 1 charge of $24.99 was waived",
                "the agent refused to skip the December 1 draft (ev_19), the cancellation "
                "result keeps it as the final draft (ev_25), and the ledger holds no waiver",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "His access will end on December 1, 2025, and one final draft of $24.99 "
                    "will be taken on December 1.",
                    "ev_19",
                    "ev_25",
                ),
                "wrong_date",
                "end on December 1, 2025",
                "his last day of access is December 4, 2025 (ev_19, ev_25); December 1 is the "
                "final draft",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Final $49.99 draft on 12/1 still taken (inside the notice period); her "
                    "request to skip it was refused per policy",
                    "ev_17",
                    "ev_19",
                    "ev_25",
                ),
                "wrong_amount",
                "Final $49.99 draft",
                "Theo's final draft is $24.99 (ev_19, ev_25); $49.99 is Hannah's own Flex dues",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "A freeze of the add-on over the college term was considered by Hannah but "
                    "was dropped, because Theo is moving to Portland.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "was considered by Hannah",
                "the freeze was the agent's suggestion (ev_16); Hannah turned it down at once "
                "(ev_17)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it("Cancel Theo's add-on, and her own membership too", "ev_17"),
                "inverted_constraint",
                "and her own membership too",
                "she said ONLY Theo's, hers stays exactly as it is (ev_17)",
            ),
        ],
    },
    "gym-dispute@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Tomas Brandvold wants his money back for being charged $34.99 twice on "
                    "November 1.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The agent found two $34.99 dues charges on November 1, TX-8830141 and "
                        "TX-8830187. TX-8830187 is a duplicate.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "A billing dispute, BD-51288, was opened for TX-8830187 after Tomas said "
                        "yes. It is under review by the billing team and has not been approved.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Tomas decided not to dispute the $39.00 annual club fee (TX-8791122) "
                        "after the agent explained it is in his membership agreement.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it(
                        "If the dispute is approved, the refund must go to his Visa ****7731, "
                        "not account credit.",
                        "ev_16",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "The billing team's decision is expected by November 11.",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Tomas asked whether this will happen again next month. It has not been "
                        "answered yet.",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Tomas Brandvold (IV-1946027): double dues draft 11/1",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "BD-51288 opened on TX-8830187 ($34.99 dup) → under_review, billing "
                        "team, decision by 11/11. Not approved",
                        "ev_24",
                        "ev_26",
                    ),
                    it("TX-8830141 (original Nov dues) stays", "ev_15", "ev_26"),
                    it(
                        "$39 annual fee TX-8791122 (10/15): left out, his call",
                        "ev_15",
                        "ev_16",
                        "ev_18",
                    ),
                ],
                constraints=[
                    it("Refund to Visa ****7731 only, NOT account credit", "ev_16", "ev_18"),
                ],
                open_threads=[
                    it("His q: will it happen again next month? Unanswered", "ev_27"),
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
                    "A billing dispute, BD-51288, was opened for TX-8830187 after Tomas said "
                    "yes, and the billing team approved the $34.99 refund to his card.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "the billing team approved the $34.99 refund",
                "open_billing_dispute act_19 only submitted the dispute: its result is "
                "under_review (ev_24), and the agent said it hasn't been approved yet, with a "
                "decision expected by November 11 (ev_26)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "BD-51288 opened on TX-8830141 ($34.99 dup) → under_review, billing team, "
                    "decision by 11/11. Not approved",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_target",
                "opened on TX-8830141",
                "the dispute act_19 is on the duplicate TX-8830187 (ev_22, ev_24); TX-8830141 is "
                "the original November draft, which stays (ev_26)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Tomas pointed out that the $39.00 charge is the annual club fee in section "
                    "4 of his membership agreement.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Tomas pointed out",
                "the agent explained the annual club fee and its agreement section (ev_15); "
                "Tomas had called it a charge he never agreed to (ev_2) and then said he forgot "
                "about it (ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("Refund as account credit, not back to the Visa", "ev_16", "ev_18"),
                "inverted_constraint",
                "as account credit, not back to the Visa",
                "he said refund to my card, NOT credit on the account (ev_16)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[0]",
                it("The billing team's decision is expected by November 18.", "ev_24", "ev_26"),
                "wrong_date",
                "November 18",
                "the decision is expected by November 11 (ev_24, ev_26)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "BD-51828 opened on TX-8830187 ($34.99 dup) → under_review, billing team, "
                    "decision by 11/11. Not approved",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_id",
                "BD-51828",
                "the dispute is BD-51288 (ev_24, ev_25, ev_26)",
            ),
        ],
    },
}
