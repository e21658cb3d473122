"""Hand-written candidate summaries, part 2: certify@m22, apostille@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "translate-certify@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Noemí Albarracín Ruelas (C-20488) needs certified Spanish→English "
                    "translations for her immigration file: the birth certificate now, two "
                    "diplomas later.",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "JOB-58840 opened for the birth certificate (acta_nacimiento.jpg, 310 "
                        "words): $120.00 = $85.00 minimum fee + $35.00 certification; on hold "
                        "pending the review; payment due before work starts.",
                        "ev_17",
                        "ev_20",
                        "ev_23",
                        "ev_28",
                        "ev_34",
                    ),
                    it(
                        "Photo sent to sworn translator Teodric Mendes-Kask as review SWR-1184: "
                        "under review, not accepted; his answer expected by Wed 3/3, 3 pm.",
                        "ev_12",
                        "ev_23",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it(
                        "Birth certificate first, diplomas later (she gets them next month).",
                        "ev_10",
                        "ev_18",
                    ),
                    it("Needed for her biometrics appointment on the 12th.", "ev_18"),
                ],
                rejected=[
                    it(
                        "Agent's idea of waiting to send all three documents together (one "
                        "minimum fee): declined.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "If the review fails she'd need to bring the original or a certified "
                        "copy to the Fenmouth office (212 Cobbold Row); she asks whether she "
                        "can still have it by the 12th then. Unanswered.",
                        "ev_34",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A certified translation of a Spanish birth certificate was requested by "
                    "Noemí Albarracín Ruelas for her immigration file; her two diplomas are to "
                    "follow later.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "The birth certificate was counted at 310 words, so the $85.00 minimum "
                        "fee was applied, plus $35.00 for certification, for a total of "
                        "$120.00.",
                        "ev_12",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "After her yes, job JOB-58840 was opened and placed on hold until the "
                        "certification review.",
                        "ev_23",
                        "ev_28",
                    ),
                    it(
                        "The phone photo was submitted to the sworn translator, Teodric "
                        "Mendes-Kask, as review SWR-1184; it has not been accepted yet, and a "
                        "decision is expected by 3 pm on March 3.",
                        "ev_23",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it(
                        "It was insisted by Noemí that the birth certificate be done first and "
                        "the diplomas later.",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "Sending all three documents together, so that the minimum fee is paid "
                        "only once, was suggested by the agent but was declined.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "It has been asked by Noemí whether the translation can still be "
                        "delivered by the 12th if the photo is not accepted.",
                        "ev_35",
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
                    "The phone photo was submitted to the sworn translator, Teodric Mendes-Kask, "
                    "as review SWR-1184 and was accepted for certification.",
                    "ev_23",
                    "ev_32",
                    "ev_34",
                ),
                "false_status:wrong_effect",
                "was accepted for certification",
                "submit_certification_review only submitted the photo: SWR-1184 is "
                "under_review, and the sworn translator decides (ev_32, ev_34)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Jobs for the two diplomas opened as well, to be delivered with the birth "
                    "certificate.",
                    "ev_10",
                    "ev_23",
                ),
                "false_status:no_such_action",
                "Jobs for the two diplomas opened as well",
                "the diplomas were not uploaded and she wants them later (ev_10, ev_18); the "
                "ledger holds no action for them",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After her yes, the job for the birth certificate was declined by the desk "
                    "because of the photo's quality.",
                    "ev_23",
                    "ev_28",
                ),
                "false_status:other_status",
                "was declined by the desk",
                "the job act_21 was executed: JOB-58840 is open, on hold until the review "
                "(ev_27, ev_28, ev_34)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Diplomas first, the birth certificate after them.",
                    "ev_10",
                    "ev_18",
                ),
                "inverted_constraint",
                "Diplomas first, the birth certificate after them",
                'she said "the birth certificate first, the diplomas later" (ev_18)',
            ),
            var(
                "c5",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Sending all three documents together, so that the minimum fee is paid only "
                    "once, was suggested by Noemí but was then dropped.",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "was suggested by Noemí",
                "sending the three together was the agent's suggestion (ev_17); Noemí refused "
                "it (ev_18)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Photo sent to sworn translator Teodric Mendes-Kask as review SWR-1184: under "
                    "review, not accepted; his answer expected by Thu 3/4, 3 pm.",
                    "ev_12",
                    "ev_23",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_date",
                "Thu 3/4, 3 pm",
                "the decision is expected by Wednesday, March 3, 3 pm (ev_32, ev_34)",
            ),
        ],
    },
    "translate-apostille@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Tobiah Rennquist (C-19762): notarize + apostille certified EN>PT marriage "
                    "cert translation JOB-58701 before flying to Porto on the 12th",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Harwick Notarial Services (outside notary), in person at Fenmouth "
                        "office, Thu 3/4 3:30 pm; $40 notarization + $65 apostille = $105; "
                        "standard apostille. He said yes",
                        "ev_13",
                        "ev_16",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "Booking call failed: slot_unavailable, 3:30 slot released to another "
                        "client, nothing booked. Not told to him yet",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it("Not Thursday morning (he works)", "ev_16"),
                    it("In person, no video notarization", "ev_16"),
                    it("No express apostille (+$30)", "ev_15", "ev_16"),
                ],
                next_steps=[
                    it(
                        "Tell him; remaining slots Thu 3/4 9:30 (ruled out) or Mon 3/8 11:00",
                        "ev_13",
                        "ev_16",
                        "ev_24",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Tobiah Rennquist wants the certified Portuguese translation of his "
                    "marriage certificate (JOB-58701, delivered February 26) notarized and "
                    "apostilled before he flies to Porto on the 12th.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "The agent explained that an outside notary, Harwick Notarial Services, "
                        "does the notarization at the Fenmouth office for $40.00, with $65.00 "
                        "for the apostille processing, $105.00 in total.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Tobiah picked Thursday, March 4 at 3:30 pm, in person, with the "
                        "standard apostille, and said yes to the booking.",
                        "ev_16",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "The booking call failed because the notary released the 3:30 pm slot "
                        "to another client, so no appointment exists yet.",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it("He can't do Thursday morning because he works.", "ev_16"),
                    it(
                        "He wants to sign in person, not by video, and does not want the "
                        "express apostille.",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "Tobiah has not been told yet that the booking failed; he still needs a "
                        "new slot.",
                        "ev_24",
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
                    "The notary appointment was booked for Thursday, March 4 at 3:30 pm.",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:failed_call",
                "was booked",
                "the booking call act_19 executed but its result is an error, slot_unavailable: "
                "no appointment was booked (ev_24)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it("Express apostille added (+$30, next business day)", "ev_15"),
                "false_status:no_such_action",
                "Express apostille added",
                "express apostille was offered (ev_15) and refused (ev_16); the booking has "
                "express_apostille false and the ledger holds no action adding it",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent explained that an outside notary, Harwick Notarial Services, "
                    "does the notarization at the Fenmouth office for $40.00, with $65.00 for "
                    "the apostille processing, $135.00 in total.",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_amount",
                "$135.00 in total",
                "$40.00 + $65.00 = $105.00 (ev_15, ev_18); $135.00 would include the express "
                "apostille he refused",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Harwick Notarial Services (outside notary), in person at Fenmouth office, "
                    "Fri 3/5 3:30 pm; $40 notarization + $65 apostille = $105; standard "
                    "apostille. He said yes",
                    "ev_13",
                    "ev_16",
                    "ev_18",
                    "ev_20",
                ),
                "wrong_date",
                "Fri 3/5 3:30 pm",
                "the slot was Thursday, March 4 at 3:30 pm (ev_13, ev_18)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("Not Thursday morning (he works)", "ev_4"),
                "unsupported_ref",
                "Not Thursday morning (he works)",
                "ev_4 is his customer number and email; the constraint is in ev_16",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Tobiah picked Thursday, March 4 at 9:30 am, in person, with the standard "
                    "apostille, and said yes to the booking.",
                    "ev_16",
                    "ev_18",
                    "ev_20",
                ),
                "wrong_value:time",
                "9:30 am",
                "he ruled out Thursday morning and picked 3:30 pm (ev_16, ev_18)",
            ),
        ],
    },
}
