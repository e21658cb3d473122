"""Hand-written candidate summaries, part 2: payout@m16, payout@m20, hold@m25, endorse@m25.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "claims-payout@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Anita Desai-Moreno (PH-50372218) wants her accepted settlement on "
                    "CLM-6550934 (burst kitchen supply line, 2024-07-12) paid, by direct "
                    "deposit if possible",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Settlement accepted 2024-08-04: dwelling $7,615.00 + personal property "
                        "$1,625.00 − $1,000.00 deductible = $8,240.00 net; no mortgagee, payable "
                        "to her alone",
                        "ev_11",
                        "ev_17",
                    ),
                    it(
                        "Destination: her Cascade Federal CU checking ending 4410 (BA-7781), the "
                        "account on file",
                        "ev_15",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "issue_payment $8,240.00 by direct deposit to BA-7781 approved by her yes "
                        "and executed, but it FAILED: ACH_ACCOUNT_CLOSED (R02, account closed); "
                        "no funds left Larkspur",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                open_threads=[
                    it(
                        "Settlement still unpaid; Anita hasn't been told about the failure yet",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell her the deposit bounced; offer a check to 2290 Larch Way, Bend or "
                        "a new bank account",
                        "ev_15",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Payment of the accepted water damage settlement on claim CLM-6550934 is "
                    "being sought by Anita, by direct deposit if possible.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "A net amount of $8,240.00 was arrived at after her $1,000 deductible was "
                        "applied once to the dwelling and personal property amounts.",
                        "ev_11",
                        "ev_17",
                    ),
                    it(
                        "The Cascade Federal Credit Union checking account ending in 4410 was "
                        "confirmed by her as the destination.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "The direct deposit was approved and submitted, but it was returned by "
                        "the bank because the account has been closed, so no money was sent.",
                        "ev_22",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it("Direct deposit is preferred by Anita where possible.", "ev_2"),
                ],
                next_steps=[
                    it(
                        "The failed deposit should be explained to her, and another way of "
                        "paying her should be arranged.",
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
                    "The direct deposit of $8,240.00 was approved and sent to her account ending "
                    "in 4410, where it should arrive within 1-2 business days.",
                    "ev_20",
                    "ev_22",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:failed_call",
                "was approved and sent to her account ending in 4410",
                "the payment call (act_21, executed) returned ACH_ACCOUNT_CLOSED with is_error "
                "(ev_26): nothing was sent",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A net amount of $9,240.00 was arrived at after her $1,000 deductible was "
                    "applied once to the dwelling and personal property amounts.",
                    "ev_11",
                    "ev_17",
                ),
                "wrong_amount",
                "$9,240.00",
                "the net payable is $8,240.00 (ev_11, ev_17); $9,240.00 is the total before the "
                "deductible",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "It was requested by Anita that the funds arrive within 1-2 business days.",
                    "ev_20",
                    "ev_22",
                ),
                "misattributed_decision",
                "It was requested by Anita",
                "1-2 business days is the agent's statement in the confirmation (ev_20); Anita "
                "only said yes (ev_22)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Settlement accepted 2024-08-05: dwelling $7,615.00 + personal property "
                    "$1,625.00 − $1,000.00 deductible = $8,240.00 net; no mortgagee, payable to "
                    "her alone",
                    "ev_11",
                    "ev_17",
                ),
                "wrong_date",
                "accepted 2024-08-05",
                "the settlement was accepted on 2024-08-04 (ev_11, ev_17; 'yesterday' in ev_2)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Destination: her Cascade Federal CU checking ending 4401 (BA-7781), the "
                    "account on file",
                    "ev_15",
                    "ev_17",
                    "ev_18",
                ),
                "wrong_value:account",
                "ending 4401",
                "the account on file ends in 4410 (ev_15, ev_17)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "issue_payment $8,240.00 by direct deposit to BA-7781 approved by her yes and "
                    "executed, but it FAILED: ACH_ACCOUNT_CLOSED (R02, account closed); no funds "
                    "left Larkspur",
                    "ev_15",
                    "ev_17",
                ),
                "unsupported_ref",
                "it FAILED: ACH_ACCOUNT_CLOSED",
                "ev_15 (the payout options) and ev_17 (the settlement breakdown) hold neither "
                "the approval nor the call nor its error; those are ev_22, ev_24 and ev_26",
            ),
        ],
    },
    "claims-payout@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Anita wants to receive the $8,240.00 settlement on her water damage claim, "
                    "CLM-6550934.",
                    "ev_2",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "The settlement is $7,615.00 for the dwelling plus $1,625.00 for personal "
                        "property, minus her $1,000.00 deductible.",
                        "ev_11",
                        "ev_17",
                    ),
                    it(
                        "The first attempt, a direct deposit to her Cascade Federal account "
                        "ending in 4410, did not go through because that account is closed. No "
                        "money was sent, and she has been told.",
                        "ev_24",
                        "ev_26",
                        "ev_27",
                    ),
                    it(
                        "She then asked for a check instead, mailed to the same address, 2290 "
                        "Larch Way in Bend.",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "She said yes to an $8,240.00 check sent by standard mail, but the check "
                        "has not been issued yet.",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                next_steps=[
                    it(
                        "Issue the check and let her know it should arrive in 5-7 business days.",
                        "ev_30",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it("Pay out CLM-6550934 settlement, $8,240 net", "ev_2", "ev_11"),
                decisions=[
                    it(
                        "Direct deposit to Cascade FCU x4410: executed, failed (R02, account "
                        "closed), nothing sent; reported",
                        "ev_24",
                        "ev_26",
                        "ev_27",
                    ),
                    it("Switched to a check at Anita's request; same address", "ev_28"),
                    it(
                        "Check $8,240.00 to 2290 Larch Way, Bend OR 97701: approved, not yet "
                        "issued",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("Mail to 2290 Larch Way (she hasn't moved)", "ev_28", "ev_30"),
                ],
                next_steps=[
                    it("Call issue_payment (check); 5-7 business days", "ev_30", "ev_33"),
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
                    "Check $8,240.00 issued to 2290 Larch Way, Bend OR 97701; arrives in 5-7 "
                    "business days",
                    "ev_30",
                    "ev_32",
                ),
                "false_status:pending",
                "Check $8,240.00 issued",
                "the check (act_31) is approved (ev_33) but no issue_payment call has been made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Direct deposit to Cascade FCU x4410: executed, $8,240 sent; reported",
                    "ev_24",
                    "ev_26",
                    "ev_27",
                ),
                "false_status:failed_call",
                "executed, $8,240 sent",
                "the deposit (act_21) is executed in the ledger but its result is an error: the "
                "account is closed and nothing was sent (ev_26, ev_27)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it("Mail to a new address, not the one on file", "ev_28", "ev_30"),
                "inverted_constraint",
                "Mail to a new address, not the one on file",
                "Anita said same address, she hasn't moved (ev_28)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "She said yes to a $7,615.00 check sent by standard mail, but the check has "
                    "not been issued yet.",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_amount",
                "$7,615.00 check",
                "the check is for $8,240.00 (ev_30, ev_31); $7,615.00 is the dwelling part (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "She then asked for a check instead, mailed to the same address, 2209 Larch "
                    "Way in Bend.",
                    "ev_27",
                    "ev_28",
                ),
                "wrong_value:address",
                "2209 Larch Way",
                "the address is 2290 Larch Way (ev_15, ev_27, ev_30)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "She asked for the check to go by standard mail rather than overnight.",
                    "ev_30",
                    "ev_32",
                ),
                "misattributed_decision",
                "She asked for the check to go by standard mail",
                "standard mail is the agent's term in the confirmation (ev_30); Anita only said "
                "'just mail me a check' (ev_28) and yes (ev_32)",
            ),
        ],
    },
    "claims-hold@m25": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Howard Kessler (PH-48810379): why payments on hail claim CLM-6479015 "
                    "(2024-06-18) are still held after he sent the roofer's invoice",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Payments: PMT-88213 $6,940.00 roof ACV, paid by check 2024-07-02; "
                        "PMT-88247 $3,175.40 gutters/flashing, held for the invoice; PMT-88248 "
                        "$2,210.00 recoverable depreciation, held until completion cert",
                        "ev_13",
                        "ev_19",
                    ),
                    it(
                        "Summit Ridge Roofing invoice SR-4471 ($3,175.40) received 2024-08-01, "
                        "accepted",
                        "ev_17",
                    ),
                    it(
                        "release_payment_hold PMT-88247 $3,175.40 executed after his yes → direct "
                        "deposit to Front Range CU x2096, expected by 2024-08-09",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                        "ev_29",
                    ),
                    it(
                        "Certificate-of-completion form emailed to h.kessler@example.net "
                        "(DOC-33187)",
                        "ev_31",
                        "ev_33",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "Leave PMT-88248 (depreciation) on hold; roof not done until the 20th",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "PMT-88248 $2,210.00 still held: needs Summit Ridge's signed completion "
                        "cert; adjuster Dwayne Kowalczyk may want a final inspection first",
                        "ev_29",
                        "ev_38",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Howard Kessler wanted to know why money on his hail claim was still on hold "
                    "after he had sent in his roofer's invoice.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "It appears the $3,175.40 payment for the gutters and flashing "
                        "(PMT-88247) was only waiting on the contractor's invoice, which was "
                        "received and accepted on August 1.",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "With his approval, that hold was released, and the money should reach "
                        "his account ending in 2096 by around August 9.",
                        "ev_24",
                        "ev_28",
                        "ev_29",
                    ),
                    it(
                        "He also agreed to have the certificate of completion form emailed to "
                        "him (request DOC-33187) so the roofer can sign it once the job is "
                        "finished.",
                        "ev_30",
                        "ev_33",
                        "ev_37",
                        "ev_38",
                    ),
                ],
                constraints=[
                    it(
                        "Howard asked that the depreciation payment not be touched yet, since the "
                        "roof will likely not be finished until the 20th.",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "The $2,210.00 recoverable depreciation (PMT-88248) seems to remain on "
                        "hold until the work is complete and the signed certificate comes back.",
                        "ev_19",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it(
                        "Once the certificate is returned, the adjuster may want a final "
                        "inspection before the depreciation is released.",
                        "ev_29",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "With his approval, the hold on the depreciation payment was released as "
                    "well, and the money should reach his account ending in 2096 by around "
                    "August 9.",
                    "ev_24",
                    "ev_28",
                    "ev_29",
                ),
                "false_status:other_target",
                "the hold on the depreciation payment was released",
                "only PMT-88247 (gutters and flashing) was released (ev_23, ev_28); the "
                "depreciation PMT-88248 stays on hold (ev_22, ev_29)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "It appears the $2,210.00 payment for the gutters and flashing (PMT-88247) "
                    "was only waiting on the contractor's invoice, which was received and "
                    "accepted on August 1.",
                    "ev_17",
                    "ev_19",
                ),
                "wrong_amount",
                "$2,210.00 payment for the gutters",
                "PMT-88247 is $3,175.40 (ev_13, ev_17, ev_19); $2,210.00 is the depreciation "
                "PMT-88248",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "Final inspection with Dwayne Kowalczyk booked for 2024-08-21, after the "
                    "roof is finished",
                    "ev_20",
                    "ev_29",
                ),
                "false_status:no_such_action",
                "Final inspection with Dwayne Kowalczyk booked",
                "no inspection action exists in the ledger; the agent only said Dwayne may "
                "want a final inspection once the certificate is back (ev_29)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Howard asked for the depreciation payment to be released as well, since the "
                    "roof will likely be finished by the 20th.",
                    "ev_20",
                ),
                "inverted_constraint",
                "asked for the depreciation payment to be released as well",
                "Howard said to leave the depreciation alone for now: 'Don't touch that one "
                "yet' (ev_20)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "release_payment_hold PMT-88247 $3,175.40 executed after his yes → check "
                    "mailed to him, expected by 2024-08-09",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                    "ev_29",
                ),
                "false_status:wrong_effect",
                "check mailed to him",
                "the release pays by direct deposit to Front Range CU x2096 (ev_26, ev_28); "
                "only the first payment PMT-88213 went by check (ev_13)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Summit Ridge Roofing invoice SR-4471 ($3,175.40) received 2024-08-09, "
                    "accepted",
                    "ev_17",
                ),
                "wrong_date",
                "received 2024-08-09",
                "the invoice was received 2024-08-01 (ev_17); 2024-08-09 is when the released "
                "payment is expected (ev_28)",
            ),
        ],
    },
    "claims-endorse@m25": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Patrick Nwosu called to add his newly licensed daughter, Grace, to policy "
                    "PA-27719054, and to look into insuring a used 2021 Corolla the family may "
                    "buy.",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "Patrick asked for Grace's coverage to begin on September 1 rather than "
                        "today, since she won't drive on her own until school starts.",
                        "ev_12",
                    ),
                    it(
                        "The agent suggested the good-student discount, and Patrick took it, "
                        "saying Grace has a 3.7 and that he would send her report card.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "Grace was added effective September 1 under endorsement END-7720419; "
                        "with the discount, the change comes to +$286.56 through December 15, "
                        "billed with the September 15 installment.",
                        "ev_19",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "For the Corolla, Patrick wants the higher deductible, whichever option "
                        "keeps the premium down.",
                        "ev_29",
                    ),
                ],
                rejected=[
                    it(
                        "Adding the Corolla today with a $1,000 collision deductible (+$287.90) "
                        "was proposed, but Patrick declined because they have not signed for "
                        "the car yet; he will call back when they pick it up.",
                        "ev_33",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                open_threads=[
                    it(
                        "Grace's report card is due by September 11 to keep the good-student "
                        "discount.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "add daughter grace to auto policy, maybe corolla later", "ev_2", "ev_12"
                ),
                decisions=[
                    it(
                        "grace added from 9/1, END-7720419, +$286.56 w/ good student disc",
                        "ev_22",
                        "ev_26",
                    ),
                    it("billed on the 9/15 installment", "ev_26"),
                ],
                constraints=[
                    it("grace starts sept 1 not today", "ev_12"),
                    it("corolla: higher ded to keep premium down", "ev_29"),
                ],
                rejected=[
                    it(
                        "corolla not added - not bought yet, dealer fixing brakes",
                        "ev_35",
                        "ev_36",
                    ),
                ],
                open_threads=[
                    it("report card due 9/11", "ev_26"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "corolla $500 ded option passed on, went w/ $1000 ded - added eff 8/12",
                    "ev_32",
                    "ev_33",
                ),
                "false_status:ledger_rejected",
                "added eff 8/12",
                "adding the Corolla (act_34) was rejected by Patrick's no (ev_35, ev_36); "
                "nothing was added (ev_37)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Grace was added effective September 15 under endorsement END-7720419; with "
                    "the discount, the change comes to +$286.56 through December 15, billed with "
                    "the September 15 installment.",
                    "ev_19",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_date",
                "effective September 15",
                "Grace is covered from 2024-09-01 (ev_24, ev_26); September 15 is the "
                "installment date",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[1]",
                it("corolla: lower ded ($500), ok if premium higher", "ev_29"),
                "inverted_constraint",
                "lower ded ($500), ok if premium higher",
                "Patrick wants the higher deductible, whatever keeps the premium down (ev_29)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Patrick asked about a good-student discount, saying Grace has a 3.7 and "
                    "that he would send her report card.",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "Patrick asked about a good-student discount",
                "the discount was the agent's suggestion (ev_17); Patrick only accepted it (ev_18)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "grace added from 9/1, END-7720419, +$318.40 w/ good student disc",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_amount",
                "+$318.40",
                "with the discount the change is $286.56 (ev_19, ev_26); $318.40 is the price "
                "before the discount (ev_16)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Adding the Corolla (VIN JTDEPMAE1MJ172490) today with a $1,000 collision "
                    "deductible (+$287.90) was proposed, but Patrick declined because they have "
                    "not signed for the car yet; he will call back when they pick it up.",
                    "ev_33",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_id",
                "VIN JTDEPMAE1MJ172490",
                "the Corolla's VIN is JTDEPMAE1MJ172409 (ev_29, ev_33)",
            ),
        ],
    },
}
