"""Hand-written candidate summaries, part 5: wellness@m16, vaccines@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "vet-wellness@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Henrik Solberg (FV-27719): wellness plan for his cats Tansy (PAT-33410, 2) "
                    "and Moth (PAT-33427, 12)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "WP-14093 active: Tansy on Feline Essentials, $29/mo on Mastercard "
                        "****9152, drafted on the 1st from 5/1/2026; term 4/8/2026-4/7/2027, "
                        "benefits start now",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Moth not enrolled: her cardiologist at the specialist does her bloodwork",
                        "ev_16",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "Monthly billing only; no paying the year up front (the 5% discount "
                        "passed up)",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "Feline Plus ($42/mo, adds a yearly dental + bloodwork), the agent's "
                        "suggestion for Tansy: he chose Essentials",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Requesting Moth's cardiology records from the specialist: offered, "
                        "declined (the specialist sends them to Dr. Oduya)",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "What happens if he moves away and cancels partway: asked, not answered",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it("Henrik Solberg asked about wellness plans for his two cats.", "ev_2"),
                decisions=[
                    it(
                        "Henrik enrolled only Tansy, on the Feline Essentials plan at $29 a "
                        "month. The enrollment is WP-14093 and runs from April 8, 2026 to April "
                        "7, 2027.",
                        "ev_16",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "The first monthly payment will be drafted from his Mastercard ending "
                        "9152 on May 1, 2026.",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Moth was not enrolled because she sees a cardiologist at a specialist "
                        "practice that does her bloodwork.",
                        "ev_16",
                        "ev_26",
                    ),
                    it(
                        "The agent suggested Feline Plus for Tansy, but Henrik chose Essentials.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "He also turned down the agent's offer to request Moth's cardiology "
                        "records.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("He wants to pay monthly, not a year up front.", "ev_16"),
                ],
                open_threads=[
                    it(
                        "Henrik asked what happens if he moves away and has to cancel partway "
                        "through. This has not been answered.",
                        "ev_27",
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
                    "WP-14093 active: Moth on Feline Essentials, $29/mo on Mastercard ****9152, "
                    "drafted on the 1st from 5/1/2026; term 4/8/2026-4/7/2027, benefits start "
                    "now",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_target",
                "Moth on Feline Essentials",
                "enroll_wellness_plan act_19 enrolled Tansy, PAT-33410 (ev_22, ev_24); Moth was "
                "left out (ev_16, ev_26)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Henrik enrolled only Tansy, on the Feline Essentials plan at $42 a month. "
                    "The enrollment is WP-14093 and runs from April 8, 2026 to April 7, 2027.",
                    "ev_16",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_amount",
                "$42 a month",
                "Feline Essentials is $29.00 a month (ev_24, ev_26); $42.00 is Feline Plus "
                "(ev_13, ev_15)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "Henrik asked about Feline Plus for Tansy, but in the end chose Essentials.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Henrik asked about Feline Plus",
                "the agent suggested Feline Plus for Tansy (ev_15); Henrik only chose "
                "Essentials (ev_16)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "WP-14093 active: Tansy on Feline Essentials, $29/mo on Mastercard "
                    "****9152, drafted on the 1st from 6/1/2026; term 4/8/2026-4/7/2027, "
                    "benefits start now",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_date",
                "from 6/1/2026",
                "the first draft is on 2026-05-01 (ev_24, ev_26)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Moth's cardiology records requested from the specialist for her chart",
                    "ev_18",
                    "ev_20",
                ),
                "false_status:no_such_action",
                "Moth's cardiology records requested",
                "the agent only offered to request them (ev_18) and Henrik said no need "
                "(ev_20); the ledger holds no records request",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Henrik enrolled only Tansy, on the Feline Plus plan. The enrollment is "
                    "WP-14093 and runs from April 8, 2026 to April 7, 2027.",
                    "ev_16",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_value:plan",
                "Feline Plus plan",
                "Tansy is on Feline Essentials (ev_16, ev_24); Feline Plus was the agent's "
                "suggestion, which Henrik passed over (ev_15, ev_16)",
            ),
        ],
    },
    "vet-vaccines@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Noor Haddad (FV-44106): move Kiwi's vaccine appointment off tomorrow",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "APT-60318 (Kiwi, annual vaccines) rescheduled: Thu 4/9 10:00 am -> Wed "
                        "4/15 5:30 pm, Dr. Lindahl, Alder Cross. Done; not yet confirmed to Noor",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "APT-60325 (Olive, dental recheck) stays Thu 4/9 10:20 am; her husband "
                        "brings Olive",
                        "ev_19",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it(
                        "Reminders by email only, not text (reminder to noor.haddad@example.com "
                        "on 4/14)",
                        "ev_19",
                        "ev_28",
                    ),
                ],
                rejected=[
                    it(
                        "Moving Olive too (agent offered 4/15 5:30 + 5:50): declined",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it("Confirm Kiwi's new time to Noor", "ev_28"),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "noor haddad - reschedule kiwi's vaccines, keep olive's recheck",
                    "ev_2",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "kiwi APT-60318 moved from apr 9 10am to wed apr 15 5:30pm w/ dr lindahl",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "olive APT-60325 not moved, still apr 9 10:20 - noor said leave it",
                        "ev_18",
                        "ev_19",
                    ),
                    it("agent offered to move both together, noor said no", "ev_18", "ev_19"),
                ],
                constraints=[
                    it("email reminders, not texts", "ev_19"),
                ],
                next_steps=[
                    it("tell noor kiwi's move went through", "ev_28"),
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
                    "APT-60325 (Olive, dental recheck) moved to Wed 4/15 5:50 pm, right after Kiwi",
                    "ev_18",
                    "ev_28",
                ),
                "false_status:other_target",
                "moved to Wed 4/15 5:50 pm",
                "only Kiwi's APT-60318 was rescheduled (act_23, ev_28); Olive's APT-60325 stays "
                "on April 9 at 10:20 by Noor's choice (ev_19, ev_22)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "kiwi APT-60318 move to wed apr 15 5:30pm didn't go through, still apr 9 10am",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:other_status",
                "didn't go through",
                "reschedule_appointment act_23 executed and its result says rescheduled to "
                "2026-04-15T17:30 (ev_28)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "APT-60318 (Kiwi, annual vaccines) rescheduled: Thu 4/9 10:00 am -> Thu 4/16 "
                    "5:10 pm, Dr. Lindahl, Alder Cross. Done; not yet confirmed to Noor",
                    "ev_22",
                    "ev_24",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_date",
                "Thu 4/16 5:10 pm",
                "the new time is Wednesday, April 15 at 5:30 pm (ev_19, ev_28); April 16 at "
                "5:10 was another open slot (ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "kiwi APT-60381 moved from apr 9 10am to wed apr 15 5:30pm w/ dr lindahl",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_id",
                "APT-60381",
                "Kiwi's appointment is APT-60318 (ev_13, ev_28)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Reminders by text, not email (she never checks her email)",
                    "ev_19",
                    "ev_28",
                ),
                "inverted_constraint",
                "by text, not email",
                "she asked for email, not text, because she never sees texts (ev_19); the "
                "reminder goes by email (ev_28)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "noor asked about moving both together, then decided to keep olive's",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "noor asked about moving both together",
                "the agent offered to move Olive's as well (ev_18); Noor only declined (ev_19)",
            ),
        ],
    },
}
