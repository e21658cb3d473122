"""Hand-written candidate summaries, part 6: authorize@m20, issue@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "permits-authorize@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Beatrix Lund (15 Kestrel Hollow) putting her builder Osgood & Pell "
                    "(CR-18840) on her kitchen remodel permit, then paying its fees",
                    "ev_2",
                    "ev_6",
                    "ev_27",
                ),
                decisions=[
                    it(
                        "Osgood & Pell Builders (CR-18840, Marcus Pell) added as authorized "
                        "agent on BP-26-00388 only: AUTH-26-0612, effective 3/11/2026; may book "
                        "inspections, upload plans, pay fees. EP-26-01175 has no agent",
                        "ev_13",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "BP-26-00388 approved by examiner Tomasz Reyna Mon 3/9; fees $438.08 + "
                        "$17.52 tech = $455.60 on Visa ****6650: she said yes, not charged yet; "
                        "the permit issues on payment",
                        "ev_29",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it(
                        "Only the building permit; keep the builder off EP-26-01175 (her "
                        "electrician Dev handles it)",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "Agent's suggestion to add them on both permits: declined",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "Charge $455.60 to Visa ****6650 for BP-26-00388, confirm the permit is "
                        "issued",
                        "ev_31",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Osgood & Pell Builders was to be authorized by Beatrix Lund on the permit "
                    "for her kitchen remodel at 15 Kestrel Hollow.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Osgood & Pell Builders was added as her authorized agent on the "
                        "building permit BP-26-00388 under authorization AUTH-26-0612, after her "
                        "confirmation.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "The electrical permit EP-26-01175 was left without an agent, as she "
                        "requested.",
                        "ev_16",
                        "ev_24",
                    ),
                    it(
                        "Payment of the $455.60 in fees for BP-26-00388 was agreed to by her, "
                        "but the charge to her Visa ending 6650 has not been made yet.",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it(
                        "The builder was to be added to the building permit only, not to the "
                        "electrical permit, which is handled by her electrician.",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "Adding the builder to both permits was suggested by the agent but was "
                        "declined.",
                        "ev_15",
                        "ev_16",
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
                    "The $455.60 in fees for BP-26-00388 was charged to her Visa ending 6650, "
                    "and the permit was issued.",
                    "ev_31",
                    "ev_33",
                ),
                "false_status:pending",
                "was charged to her Visa ending 6650",
                "pay_permit_fees act_32 is approved by her yes (ev_33, ev_34) but no call has "
                "been made yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Osgood & Pell Builders (CR-18840, Marcus Pell) added as authorized agent "
                    "on the electrical permit EP-26-01175: AUTH-26-0612, effective 3/11/2026; "
                    "may book inspections, upload plans, pay fees",
                    "ev_13",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_target",
                "on the electrical permit EP-26-01175",
                "add_authorized_agent act_19 is on the building permit BP-26-00388 (ev_22, "
                "ev_24); EP-26-01175 has no agent, as she asked (ev_16, ev_26)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The builder was to be added to the electrical permit only, not to the "
                    "building permit.",
                    "ev_16",
                ),
                "inverted_constraint",
                "to the electrical permit only, not to the building permit",
                "she asked for the building permit only and to keep the builder off the "
                "electrical permit (ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Adding the builder to both permits was first suggested by Beatrix but was "
                    "then dropped.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "first suggested by Beatrix",
                "the agent suggested adding them on both permits (ev_15); she declined (ev_16)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "BP-26-00388 approved by examiner Tomasz Reyna Mon 3/9; fees $438.08 + "
                    "$17.52 tech = $475.60 on Visa ****6650: she said yes, not charged yet; the "
                    "permit issues on payment",
                    "ev_29",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_amount",
                "= $475.60",
                "the total due is $455.60 (ev_29, ev_31)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[0]",
                it("Agent's suggestion to add them on both permits: declined", "ev_2", "ev_4"),
                "unsupported_ref",
                "add them on both permits",
                "ev_2 and ev_4 are her request and her email; the suggestion and her refusal "
                "are in ev_15 and ev_16",
            ),
        ],
    },
    "permits-issue@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Wilhelmina Strand, 66 Copperleaf Way: paying fees on two approved "
                    "addition permits",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "E-check (acct ending 4410) for EP-26-01162 failed: not authorized for "
                        "electronic debits, nothing charged. Told her",
                        "ev_15",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "EP-26-01162 paid $148.20 on Visa ****2087, RC-884455; issued 3/11",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_31",
                    ),
                    it(
                        "BP-26-00341 ($730.08) not paid; next week, approval holds 180 days",
                        "ev_10",
                        "ev_11",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("Cheaper one first (electrical); the addition after payday", "ev_11"),
                ],
                rejected=[
                    it(
                        "Booking the electrical rough-in now: no, her electrician will call",
                        "ev_31",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Wilhelmina Strand wants to pay the fees for the two approved permits for "
                    "her addition at 66 Copperleaf Way.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The agent listed the fees: $730.08 for the rear addition permit "
                        "BP-26-00341 and $148.20 for the electrical permit EP-26-01162.",
                        "ev_4",
                        "ev_10",
                    ),
                    it(
                        "Wilhelmina chose to pay the cheaper electrical permit first and leave "
                        "the addition permit until next week, when her paycheck clears.",
                        "ev_11",
                    ),
                    it(
                        "The first payment attempt, by e-check from her bank account ending "
                        "4410, was declined by the bank, and nothing was charged.",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "She then paid the $148.20 with her Visa ending 2087, and the "
                        "electrical permit EP-26-01162 was issued with receipt RC-884455.",
                        "ev_24",
                        "ev_28",
                        "ev_31",
                    ),
                ],
                rejected=[
                    it(
                        "She declined the agent's offer to book the electrical rough-in "
                        "inspection, saying her electrician will call to book inspections.",
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
                "replace",
                "decisions[2]",
                it(
                    "The first payment, by e-check from her bank account ending 4410, went "
                    "through for the electrical permit.",
                    "ev_19",
                    "ev_20",
                ),
                "false_status:failed_call",
                "went through",
                "pay_permit_fees act_14 executed but its result is an error: the bank refused "
                "the debit and nothing was charged (ev_19, ev_20)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "BP-26-00341 paid $148.20 on Visa ****2087, RC-884455; issued 3/11",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_31",
                ),
                "false_status:other_target",
                "BP-26-00341 paid",
                "the payment act_23 is for the electrical permit EP-26-01162 (ev_26, ev_28); "
                "BP-26-00341 is still unpaid, by her choice (ev_11, ev_31)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "The electrical rough-in inspection was booked at the same time.",
                    "ev_31",
                    "ev_32",
                ),
                "false_status:no_such_action",
                "was booked at the same time",
                "the agent offered to book the rough-in (ev_31) and she declined (ev_32); the "
                "ledger holds no booking",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent listed the fees: $702.00 for the rear addition permit "
                    "BP-26-00341 and $148.20 for the electrical permit EP-26-01162.",
                    "ev_4",
                    "ev_10",
                ),
                "wrong_amount",
                "$702.00 for the rear addition permit",
                "$702.00 is the permit fee alone; with the $28.08 technology fee BP-26-00341 "
                "owes $730.08 (ev_4, ev_10)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "EP-26-01162 paid $148.20 on Visa ****2087, RC-884545; issued 3/11",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_31",
                ),
                "wrong_id",
                "RC-884545",
                "the receipt is RC-884455 (ev_28, ev_31)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "E-check (acct ending 2087) for EP-26-01162 failed: not authorized for "
                    "electronic debits, nothing charged. Told her",
                    "ev_15",
                    "ev_19",
                    "ev_20",
                ),
                "wrong_value:payment_method",
                "acct ending 2087",
                "the e-check was from the bank account ending 4410 (ev_13, ev_19, ev_20); 2087 "
                "is her Visa",
            ),
        ],
    },
}
