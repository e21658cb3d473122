"""Hand-written candidate summaries, part 3: sponsor@m16, sponsor@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "grants-sponsor@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Marguerite Osei (Kelmarsh Bay Community Arts Trust, FS-0212), fiscal "
                    "sponsor for Jun Takahara-Bell (MV-44871): redirect a payment on PG-26-0360",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Trust authorized on PG-26-0360: reports, correspondence, payment "
                        "details (signed 1/19/2026)",
                        "ev_10",
                        "ev_17",
                    ),
                    it(
                        "Payee change, instalment 2 ($2,160, 4/15) → the Trust by direct deposit "
                        "(Harbourline ****3382): approved, call FAILED — payee_consent_missing, "
                        "Jun's signed TP-2 needed. No change made",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "Instalment 1 ($4,320) already paid to Jun by cheque 2/16", "ev_15", "ev_17"
                    ),
                ],
                constraints=[
                    it(
                        "Only instalment 2; the $720 holdback stays payable to Jun (his fee)",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "Failure not yet told to Marguerite; instalment 2 still a cheque to Jun",
                        "ev_15",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Marguerite Osei, finance coordinator at the Kelmarsh Bay Community Arts "
                    "Trust, seems to want the next payment on Jun Takahara-Bell's mural grant "
                    "PG-26-0360 sent to the Trust, which is his fiscal sponsor.",
                    "ev_2",
                    "ev_10",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "The Trust appears to be authorized on the grant for reports, "
                        "correspondence and payment details.",
                        "ev_10",
                        "ev_17",
                    ),
                    it(
                        "Of the $7,200 award, $4,320 was apparently already paid to Jun by "
                        "cheque on February 16, and $2,160 is scheduled for April 15.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "Marguerite agreed to have instalment 2 redirected to the Trust by direct "
                        "deposit to its Harbourline account ending 3382, but the change seems to "
                        "have failed: the system reports that Jun's signed Third-Party Payee "
                        "Consent (form TP-2) is missing, and no change was made.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "The final $720 holdback should apparently keep going to Jun, since it "
                        "is his fee.",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "Marguerite probably has not been told about the failure yet; "
                        "instalment 2 presumably remains a cheque to Jun on April 15.",
                        "ev_15",
                        "ev_26",
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
                    "Marguerite agreed to have instalment 2 redirected to the Trust, and it now "
                    "appears to be set up to go by direct deposit to the Trust's Harbourline "
                    "account ending 3382.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "false_status:failed_call",
                "it now appears to be set up to go by direct deposit",
                "change_payee (act_21) is executed in the ledger, but its result is an error, "
                "payee_consent_missing, no change made (ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Instalment 2 and the $720 holdback both to go to the Trust",
                    "ev_18",
                ),
                "inverted_constraint",
                "Instalment 2 and the $720 holdback both to go to the Trust",
                "she asked for instalment 2 only and to leave the $720 holdback going to Jun, "
                "his fee (ev_18)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Of the $7,200 award, $4,320 was apparently already paid to Jun by cheque "
                    "on February 16, and $2,880 is scheduled for April 15.",
                    "ev_15",
                    "ev_17",
                ),
                "wrong_amount",
                "$2,880 is scheduled for April 15",
                "instalment 2 is $2,160 (ev_15, ev_17); $2,880 is the whole remainder with the "
                "$720 holdback",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Payee change, instalment 2 ($2,160, 5/15) → the Trust by direct deposit "
                    "(Harbourline ****3382): approved, call FAILED — payee_consent_missing, "
                    "Jun's signed TP-2 needed. No change made",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_date",
                "($2,160, 5/15)",
                "instalment 2 is scheduled for April 15, 2026 (ev_15, ev_20)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Marguerite agreed to have instalment 2 redirected to the Trust by direct "
                    "deposit to its Harbourline account ending 3328, but the change seems to "
                    "have failed: the system reports that Jun's signed Third-Party Payee "
                    "Consent (form TP-2) is missing, and no change was made.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_value:account",
                "account ending 3328",
                "the Trust's account ends in 3382 (ev_6, ev_18, ev_20)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Trust authorized on PG-26-0360: reports, correspondence, payment details "
                    "(signed 1/19/2026)",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "signed 1/19/2026",
                "cites only Marguerite's own messages (ev_2, ev_4), which say nothing of the "
                "authorization's scope or date; they come from ev_10 and ev_17",
            ),
        ],
    },
    "grants-sponsor@m24": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Instalment 2 of Jun Takahara-Bell's grant PG-26-0360 was asked to be "
                    "redirected to the Kelmarsh Bay Community Arts Trust, his fiscal sponsor, by "
                    "Marguerite Osei.",
                    "ev_2",
                    "ev_10",
                    "ev_18",
                ),
                decisions=[
                    it(
                        "The payee change for the $2,160 instalment was confirmed, but it was "
                        "rejected by the payment system because Jun's signed Third-Party Payee "
                        "Consent (form TP-2) is not on file; nothing was changed.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_27",
                    ),
                    it(
                        "The TP-2 form was then sent to Jun at jun.tb@example.net for "
                        "e-signature (request TP2-8814); the link expires on April 10.",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                        "ev_38",
                    ),
                    it(
                        "A hold on instalment 2 until the form is back was offered by the agent "
                        "and declined by Marguerite.",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "The payment is not to be held: if Jun has not signed by April 15, the "
                        "cheque is to go to him as usual.",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "The $720 holdback is to stay payable to Jun.",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "The payee has not been changed yet: it can only be changed once Jun has "
                        "signed, and until then instalment 2 is still a cheque to Jun on April "
                        "15.",
                        "ev_36",
                        "ev_38",
                    ),
                    it(
                        "Whether the Trust will receive a copy of the signed form was asked and "
                        "not yet answered.",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "marguerite osei (trust, FS-0212) wants jun's 2nd instalment on PG-26-0360 "
                    "paid to the trust",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                    "ev_18",
                ),
                decisions=[
                    it(
                        "payee change failed - no TP-2 consent from jun on file. told her, "
                        "nothing changed",
                        "ev_26",
                        "ev_27",
                    ),
                    it(
                        "TP-2 sent to jun (jun.tb@example.net), TP2-8814, awaiting his "
                        "signature, expires apr 10",
                        "ev_32",
                        "ev_36",
                        "ev_38",
                    ),
                    it("no hold on the payment - she said no", "ev_27", "ev_28"),
                ],
                constraints=[
                    it(
                        "if jun hasn't signed by the 15th, pay jun by cheque like normal",
                        "ev_28",
                    ),
                ],
                next_steps=[
                    it(
                        "once jun signs: redo payee change on instalment 2 ($2160) to the "
                        "trust's acct ****3382",
                        "ev_20",
                        "ev_36",
                        "ev_38",
                    ),
                    it("answer her: does the trust get a copy when he signs?", "ev_39"),
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
                    "The payee change for the $2,160 instalment was confirmed and went through "
                    "once the consent form had been requested.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_27",
                ),
                "false_status:failed_call",
                "went through once the consent form had been requested",
                "change_payee (act_21) ended in an error, payee_consent_missing, no change made "
                "(ev_26, ev_27); it was not retried",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "instalment 2 put on hold until jun signs",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:no_such_action",
                "instalment 2 put on hold",
                "the agent offered a hold (ev_27) and she declined it (ev_28); no hold was ever "
                "proposed as an action",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The TP-2 form was then sent to Jun at jun.tb@example.net (request "
                    "TP2-8814), and with it the Trust was set as the payee of instalment 2.",
                    "ev_30",
                    "ev_32",
                    "ev_36",
                    "ev_38",
                ),
                "false_status:wrong_effect",
                "with it the Trust was set as the payee of instalment 2",
                "send_consent_request only sent the form, awaiting Jun's signature; the result "
                "says it changes no payment (ev_36), and the agent said the payee isn't changed "
                "(ev_38)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "hold the payment until jun signs, don't send him a cheque on the 15th",
                    "ev_28",
                ),
                "inverted_constraint",
                "hold the payment until jun signs",
                "she said not to hold it: if Jun hasn't signed by the 15th, pay him as normal "
                "(ev_28)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Emailing the TP-2 form to Jun was proposed by Marguerite, and a hold on "
                    "instalment 2 was declined.",
                    "ev_27",
                    "ev_28",
                ),
                "misattributed_decision",
                "Emailing the TP-2 form to Jun was proposed by Marguerite",
                "the agent offered to email form TP-2 to Jun (ev_27); Marguerite accepted (ev_28)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "TP-2 sent to jun (jun.tb@example.net), TP2-8814, awaiting his signature, "
                    "expires apr 15",
                    "ev_32",
                    "ev_36",
                    "ev_38",
                ),
                "wrong_date",
                "expires apr 15",
                "the signing link expires April 10 (ev_36, ev_38); April 15 is the payment date",
            ),
        ],
    },
}
