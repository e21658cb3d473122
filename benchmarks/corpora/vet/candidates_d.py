"""Hand-written candidate summaries, part 4: spay@m20, spay@m28.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "vet-spay@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Lucia Ferrand (FV-50273): spay for her 6-month-old puppy Pepper "
                    "(PAT-70144) with Dr. Lindahl",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "EST-8026 ($410-$585) approved up to $500; the team calls her before "
                        "going over",
                        "ev_13",
                        "ev_19",
                        "ev_32",
                    ),
                    it(
                        "SRG-21307 booked: Wed 4/15/2026, Alder Cross, drop-off 7:15 am, pick-up "
                        "after 4 pm, no pre-visit sedative",
                        "ev_26",
                        "ev_35",
                    ),
                    it(
                        "$205 deposit hold on Visa ****4418 FAILED: card expired (03/26), no "
                        "hold placed",
                        "ev_37",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "No sedative at home before the visit (last time she was wobbly a whole "
                        "day)",
                        "ev_19",
                    ),
                    it("Drop-off 7:15; Lucia starts work at 8", "ev_19"),
                    it("Fasting: no food after midnight, water until 6 am", "ev_16", "ev_18"),
                ],
                next_steps=[
                    it(
                        "Tell Lucia the deposit failed and ask for another card; a deposit is "
                        "due by Fri 4/10 5 pm to keep the booking",
                        "ev_35",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Lucia Ferrand appears to be booking a spay for her puppy Pepper, who is "
                    "six months old.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "She seems to have approved Dr. Lindahl's estimate EST-8026 (quoted at "
                        "$410 to $585) only up to $500, with a call expected before anything "
                        "beyond that.",
                        "ev_18",
                        "ev_19",
                        "ev_32",
                    ),
                    it(
                        "Pepper's spay appears to be booked as SRG-21307 for Wednesday, April "
                        "15, 2026, with a 7:15 am drop-off at Alder Cross.",
                        "ev_26",
                        "ev_35",
                    ),
                    it(
                        "The $205 deposit hold on her Visa ****4418 apparently did not go "
                        "through: the card was declined as expired, and no hold seems to have "
                        "been placed.",
                        "ev_37",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "Lucia asked that Pepper not be given a sedative at home before the "
                        "surgery, as it reportedly left her wobbly for a day last time.",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "The pre-visit sedative ($14) that, according to the agent, Dr. Lindahl "
                        "often prescribes for nervous dogs was declined.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Lucia has probably not been told about the failed deposit yet; another "
                        "card may be needed by Friday, April 10 at 5 pm.",
                        "ev_35",
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
                "decisions[2]",
                it(
                    "The $205 deposit appears to have been held on her Visa ****4418, so the "
                    "booking seems to be secured.",
                    "ev_37",
                    "ev_39",
                ),
                "false_status:failed_call",
                "appears to have been held on her Visa ****4418",
                "hold_deposit act_25 is executed in the ledger, but its result is an error: the "
                "card expired and no hold was placed (ev_39)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "EST-8026 ($410-$585) approved up to $585; the team calls her before going "
                    "over",
                    "ev_13",
                    "ev_19",
                    "ev_32",
                ),
                "wrong_amount",
                "approved up to $585",
                "she approved up to $500 (ev_19, ev_32); $585 is the high end of the estimate "
                "(ev_13)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Lucia asked that Pepper be given the pre-visit sedative at home before the "
                    "surgery, as she was wobbly and anxious last time.",
                    "ev_19",
                ),
                "inverted_constraint",
                "be given the pre-visit sedative at home",
                "she said no sedative at home (ev_19); the booking notes no pre-visit sedative "
                "(ev_35)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "SRG-21307 booked: Wed 4/22/2026, Alder Cross, drop-off 7:15 am, pick-up "
                    "after 4 pm, no pre-visit sedative",
                    "ev_26",
                    "ev_35",
                ),
                "wrong_date",
                "Wed 4/22/2026",
                "SRG-21307 is on 2026-04-15 (ev_35); April 22 was the other date offered (ev_16)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[2]",
                it("Lucia's rule: no food after midnight, water until 6 am", "ev_16", "ev_18"),
                "misattributed_decision",
                "Lucia's rule",
                "the fasting instruction is the hospital's, given by the agent (ev_16, ev_18); "
                "Lucia never set it",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Pepper's spay appears to be booked as SRG-21307 for Wednesday, April 15, "
                    "2026, with an 8:00 am drop-off at Alder Cross.",
                    "ev_26",
                    "ev_35",
                ),
                "wrong_value:time",
                "8:00 am drop-off",
                "the drop-off is 7:15 am (ev_19, ev_35); 8:00 is when Lucia starts work (ev_19)",
            ),
        ],
    },
    "vet-spay@m28": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "lucia ferrand FV-50273 - pepper's spay, sort out the deposit",
                    "ev_2",
                    "ev_6",
                    "ev_40",
                ),
                decisions=[
                    it("estimate EST-8026 approved up to $500, call her if more", "ev_19", "ev_32"),
                    it(
                        "spay SRG-21307 wed apr 15, drop off 7:15 alder cross, no sedative at home",
                        "ev_35",
                        "ev_40",
                    ),
                    it(
                        "first deposit on visa 4418 failed - card expired, no hold",
                        "ev_39",
                        "ev_40",
                    ),
                    it(
                        "deposit DEP-61458 $205 held on mastercard 7710 (a hold, not a charge - "
                        "goes on the final bill at discharge)",
                        "ev_45",
                        "ev_49",
                        "ev_51",
                    ),
                ],
                rejected=[
                    it("microchip $45 - no, breeder already chipped her", "ev_51", "ev_52"),
                ],
                open_threads=[
                    it("she asked if pepper needs a cone after - not answered", "ev_52"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it("A spay for Lucia Ferrand's puppy Pepper is being arranged.", "ev_2"),
                decisions=[
                    it(
                        "The estimate EST-8026 was approved up to $500, and the spay was booked "
                        "as SRG-21307 for Wednesday, April 15, with drop-off at 7:15 am.",
                        "ev_32",
                        "ev_35",
                        "ev_40",
                    ),
                    it(
                        "The first $205 deposit hold could not be placed because Lucia's Visa "
                        "****4418 was declined as expired; she was told so.",
                        "ev_39",
                        "ev_40",
                    ),
                    it(
                        "A $205 hold (DEP-61458) was then placed on her Mastercard ****7710 "
                        "after her yes; it is to be applied to the final bill at discharge, or "
                        "released if the surgery is cancelled 48 hours or more ahead.",
                        "ev_45",
                        "ev_49",
                        "ev_51",
                    ),
                    it(
                        "A microchip was offered for $45 but was declined, since Pepper was "
                        "already chipped by the breeder.",
                        "ev_51",
                        "ev_52",
                    ),
                ],
                constraints=[
                    it(
                        "No sedative is to be given at home before the visit.",
                        "ev_19",
                        "ev_35",
                    ),
                ],
                open_threads=[
                    it(
                        "Whether Pepper will need a cone after surgery was asked and is still to "
                        "be answered.",
                        "ev_52",
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
                it("first deposit: $205 hold placed on visa 4418", "ev_37", "ev_39"),
                "false_status:failed_call",
                "$205 hold placed on visa 4418",
                "the hold on Visa ****4418 (act_25, executed in the ledger) returned an error: "
                "card expired, no hold placed (ev_39, ev_40)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[3]",
                it("A microchip was added to the surgery for $45.", "ev_51", "ev_52"),
                "false_status:no_such_action",
                "A microchip was added to the surgery",
                "the agent only offered the microchip (ev_51) and Lucia declined (ev_52); the "
                "ledger holds no microchip action",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "deposit DEP-61485 $205 held on mastercard 7710 (a hold, not a charge - goes "
                    "on the final bill at discharge)",
                    "ev_45",
                    "ev_49",
                    "ev_51",
                ),
                "wrong_id",
                "DEP-61485",
                "the hold is DEP-61458 (ev_49, ev_51)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "$205 (DEP-61458) was then charged to her Mastercard ****7710 after her yes, "
                    "as a payment toward the surgery.",
                    "ev_45",
                    "ev_49",
                    "ev_51",
                ),
                "false_status:wrong_effect",
                "was then charged to her Mastercard ****7710",
                "hold_deposit act_44 placed a hold (status held, ev_49), not a charge: it isn't "
                "charged now and is applied at discharge (ev_51)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "spay SRG-21307 wed apr 15, drop off 7:15 alder cross, no sedative at home",
                    "ev_41",
                    "ev_42",
                ),
                "unsupported_ref",
                "SRG-21307",
                "ev_41 and ev_42 are her new card and its fact; the surgery id, date and "
                "drop-off are in ev_35 and ev_40",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "Lucia asked about adding a microchip for $45 but decided against it, since "
                    "Pepper was already chipped by the breeder.",
                    "ev_51",
                    "ev_52",
                ),
                "misattributed_decision",
                "Lucia asked about adding a microchip",
                "the agent offered the microchip (ev_51); Lucia only declined it (ev_52)",
            ),
        ],
    },
}
