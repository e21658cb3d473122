"""Hand-written candidate summaries, part 2: limit@m15, stop@m17, wire@m14, wire@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "bank-limit@m15": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "beatriz kowalski-nunez wants a higher limit on mastercard 6124, asked for "
                    "about 10k",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "mc 6124 limit is 6000 now. up to 8500 instantly w soft check; 10k needs "
                        "hard pull + proof of income",
                        "ev_13",
                        "ev_15",
                    ),
                    it("she went with 8500, no hard pull", "ev_16"),
                    it(
                        "increase to 8500 proposed (soft only), no yes from her yet - she asked "
                        "about apr/fees first",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("no hard inquiry - mortgage application in the spring", "ev_16"),
                    it("dont touch visa secured 8850", "ev_16"),
                ],
                open_threads=[
                    it("agent says apr stays 21.74%, no annual fee; waiting on her yes", "ev_21"),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Beatriz Kowalski-Nuñez (CUS-51126648) wants a higher limit on Mastercard "
                    "World x6124; asked for $10k",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Eligibility: instant max $8,500 on a soft check (current $6,000); "
                        "$10,000 needs a hard inquiry + proof of income",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "She chose $8,500 to avoid a hard pull (mortgage application in spring)",
                        "ev_16",
                    ),
                    it(
                        "request_limit_increase x6124 → $8,500, inquiry soft: proposed, still "
                        "PENDING; she asked about APR/fees instead of answering",
                        "ev_18",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "Per agent: APR unchanged at 21.74%, no annual fee; only the limit changes",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it("No hard credit inquiry", "ev_16"),
                    it(
                        "Leave the Visa Secured x8850 ($2,500 limit) as is; she plans to close "
                        "it eventually",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it("Get her yes, then submit the $8,500 increase", "ev_21"),
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
                    "request_limit_increase x6124 → $8,500 (soft) submitted and approved; new "
                    "limit effective immediately",
                    "ev_18",
                    "ev_19",
                    "ev_20",
                ),
                "false_status:pending",
                "submitted and approved; new limit effective immediately",
                "the increase (act_19) is only proposed: she asked a question (ev_20) and has "
                "not said yes, so nothing was submitted",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("visa secured 8850 closed as she asked", "ev_16"),
                "false_status:no_such_action",
                "visa secured 8850 closed",
                "no closing action exists in the ledger; she said to leave that card alone and "
                "that she'll close it eventually (ev_16)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "increase to 10000 proposed (soft only), no yes from her yet - she asked about "
                    "apr/fees first",
                    "ev_18",
                    "ev_20",
                ),
                "wrong_amount",
                "increase to 10000",
                "the proposed new limit is $8,500 (ev_18, ev_19); $10,000 was her first ask, "
                "which would need a hard pull (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("Hard credit inquiry acceptable if it gets her to $10k", "ev_16"),
                "inverted_constraint",
                "Hard credit inquiry acceptable",
                "she refused a hard pull because of the mortgage application (ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "Per agent: APR unchanged at 24.99%, no annual fee; only the limit changes",
                    "ev_21",
                ),
                "wrong_value:apr",
                "24.99%",
                "the Mastercard's APR is 21.74% (ev_10, ev_21); 24.99% is the Visa Secured's",
            ),
            var(
                "c6",
                "f1",
                "add",
                "constraints[2]",
                it("she wants the new limit to kick in right away", "ev_18"),
                "misattributed_decision",
                "she wants the new limit to kick in right away",
                "'effective immediately' is the agent's description of the request (ev_18); "
                "Beatriz said nothing about timing",
            ),
        ],
    },
    "bank-stop@m17": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Gideon wants to stop payment on a check he wrote to a contractor who took "
                    "his deposit and never did the work.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent first proposed a stop on check #1047, but that is the $612.00 "
                        "check to Marden Tree Care, and Gideon said no because that job was done.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "The check he meant is #1048 for $1,740.00 to Coastline Paving LLC, "
                        "written on September 2.",
                        "ev_14",
                        "ev_17",
                    ),
                    it(
                        "After he said yes, a stop payment was placed on check #1048 "
                        "(STP-5501928), and the agent confirmed it to him.",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "A $30.00 fee was charged to his checking account ending in 5017, and "
                        "the stop is in effect until March 6, 2025.",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "Check #1047 to Marden Tree Care should be left alone so that it clears.",
                        "ev_14",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "He asked for the fee to be waived, but stop payment fees cannot be "
                        "waived on Everyday Checking.",
                        "ev_26",
                        "ev_27",
                    ),
                ],
                next_steps=[
                    it("Renew the stop before March 6, 2025 if it is still needed.", "ev_25"),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Gideon Achterberg (CUS-29018853): stop payment on the check to a contractor "
                    "who took a deposit and never showed; checking x5017",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Outstanding checks: #1047 $612.00 Marden Tree Care (8/30), #1048 "
                        "$1,740.00 Coastline Paving LLC (9/2); #1046 already cleared",
                        "ev_10",
                    ),
                    it(
                        "Stop on #1047 (act_13) rejected: wrong check, the tree work was done",
                        "ev_12",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Stop on #1048 approved and executed → STP-5501928; $30.00 fee on x5017; "
                        "expires 2025-03-06; reported",
                        "ev_19",
                        "ev_22",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("#1047 must clear normally (Marden Tree Care did the job)", "ev_14"),
                ],
                rejected=[
                    it(
                        "Fee waiver: not available on Everyday Checking; agent pointed out that "
                        "Premier Checking includes free stops",
                        "ev_26",
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
                    "A stop was first placed on check #1047, the $612.00 check to Marden Tree "
                    "Care, before Gideon noticed it was the wrong one.",
                    "ev_12",
                    "ev_14",
                ),
                "false_status:ledger_rejected",
                "A stop was first placed on check #1047",
                "the stop on #1047 (act_13) was only proposed and was rejected by his no "
                "(ev_14, ev_16); the only stop carried out is on #1048",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Stop on #1048 approved and executed → STP-5501928; check voided and "
                    "$1,740.00 credited back to x5017; expires 2025-03-06; reported",
                    "ev_19",
                    "ev_22",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "$1,740.00 credited back to x5017",
                "a stop payment credits nothing: #1048 has not been paid, the stop only makes it "
                "return unpaid if presented (ev_23, ev_25); the only money moved is the $30.00 "
                "fee charged",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Stop on #1048 approved and executed → STP-5510928; $30.00 fee on x5017; "
                    "expires 2025-03-06; reported",
                    "ev_19",
                    "ev_22",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_id",
                "STP-5510928",
                "the stop payment id is STP-5501928 (ev_23, ev_25)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "A $30.00 fee was charged to his checking account ending in 5017, and the stop "
                    "is in effect until September 6, 2025.",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_date",
                "September 6, 2025",
                "the stop expires on 2025-03-06, six months out (ev_23, ev_25)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Outstanding checks: #1047 $612.00 Marden Tree Care (8/30), #1048 $1,470.00 "
                    "Coastline Paving LLC (9/2); #1046 already cleared",
                    "ev_10",
                ),
                "wrong_amount",
                "$1,470.00",
                "check #1048 is for $1,740.00 (ev_10, ev_17, ev_25)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "After he said yes, a stop payment was placed on check #1048 (STP-5501928), "
                    "and the agent confirmed it to him.",
                    "ev_10",
                    "ev_12",
                ),
                "unsupported_ref",
                "a stop payment was placed on check #1048 (STP-5501928)",
                "ev_10 (the check list) and ev_12 (the proposal for #1047) hold neither his yes "
                "nor the stop's result; those are ev_19, ev_23 and ev_25",
            ),
        ],
    },
    "bank-wire@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Marcus Oyelaran (CUS-46602371): wire $18,500 earnest money to the title "
                    "company (Bayline Title & Escrow); they need it by Monday",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Source: Premier Checking x4402 ($27,611.40 available); savings x4419 "
                        "excluded at his request",
                        "ev_10",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "Beneficiary: Bayline Title & Escrow LLC, First Tidewater Bank, routing "
                        "053201847, acct 7730019264; ref 'Oyelaran EMD 22 Pembrook Ln'",
                        "ev_13",
                        "ev_16",
                    ),
                    it(
                        "send_wire $18,500.00 (+$30.00 fee), same day 9/13: approved by his yes, "
                        "executed → FAILED, WIRE_CUTOFF_PASSED (received 16:12 ET, cut-off 16:00 "
                        "ET); nothing debited, no fee",
                        "ev_16",
                        "ev_18",
                        "ev_21",
                        "ev_22",
                    ),
                ],
                open_threads=[
                    it(
                        "Wire not sent and Marcus not told yet; funds due at the title co by "
                        "Monday",
                        "ev_2",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it("Tell him; next business day for wires is Mon 2024-09-16", "ev_22"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "An $18,500 earnest money deposit is to be wired by Marcus to his title "
                    "company, which needs it by Monday.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Premier Checking ending 4402 was chosen by Marcus as the account to "
                        "send from.",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "The details were read back by the agent: Bayline Title & Escrow LLC at "
                        "First Tidewater Bank, account 7730019264, reference Oyelaran EMD 22 "
                        "Pembrook Ln, with a $30.00 wire fee.",
                        "ev_16",
                    ),
                    it(
                        "The wire was approved by Marcus and submitted, but it was rejected "
                        "because it was received at 4:12 pm ET, after the 4:00 pm same-day "
                        "cut-off; no funds were taken and no fee was charged.",
                        "ev_18",
                        "ev_21",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it("His savings account is not to be used for the wire.", "ev_13"),
                ],
                next_steps=[
                    it(
                        "Marcus should be told that the wire did not go out; September 16 is the "
                        "next business day.",
                        "ev_22",
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
                    "send_wire $18,500.00 (+$30.00 fee), same day 9/13: approved by his yes, "
                    "executed → sent; should land at First Tidewater today",
                    "ev_16",
                    "ev_18",
                    "ev_21",
                    "ev_22",
                ),
                "false_status:failed_call",
                "executed → sent",
                "the wire (act_17) is executed in the ledger but its result is an error, "
                "WIRE_CUTOFF_PASSED: not sent, nothing debited (ev_22)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The wire was approved by Marcus and sent on September 13, so the deposit "
                    "should reach the title company well ahead of Monday's deadline.",
                    "ev_18",
                    "ev_21",
                    "ev_22",
                ),
                "false_status:failed_call",
                "sent on September 13",
                "the call for act_17 returned WIRE_CUTOFF_PASSED with is_error (ev_22): the wire "
                "was not sent",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "objective",
                it(
                    "An $18,050 earnest money deposit is to be wired by Marcus to his title "
                    "company, which needs it by Monday.",
                    "ev_2",
                ),
                "wrong_amount",
                "$18,050",
                "the deposit is $18,500 (ev_2, ev_16)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Beneficiary: Bayline Title & Escrow LLC, First Tidewater Bank, routing "
                    "053201847, acct 7730019246; ref 'Oyelaran EMD 22 Pembrook Ln'",
                    "ev_13",
                    "ev_16",
                ),
                "wrong_value:account",
                "acct 7730019246",
                "the beneficiary account is 7730019264 (ev_13, ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("His checking account is not to be used for the wire.", "ev_13"),
                "inverted_constraint",
                "His checking account is not to be used",
                "Marcus said checking, don't touch the savings (ev_13)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Source: Premier Checking x4402 ($27,611.40 available); savings x4419 "
                    "excluded at his request",
                    "ev_2",
                    "ev_6",
                ),
                "unsupported_ref",
                "Premier Checking x4402 ($27,611.40 available)",
                "ev_2 (his first message) and ev_6 (the verification) name neither account nor "
                "balance nor his choice; those are ev_10, ev_12 and ev_13",
            ),
        ],
    },
    "bank-wire@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Marcus Oyelaran seems to need his $18,500 earnest money wired to Bayline "
                    "Title & Escrow by Monday.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The same-day wire he approved on Friday, September 13 apparently did not "
                        "go through: it reached the wire desk at 4:12 pm, after the 4:00 pm "
                        "cut-off, so nothing was sent and no fee was charged. He has been told.",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                        "ev_23",
                    ),
                    it(
                        "He asked for it to go out Monday morning instead, with the same details "
                        "and still from his checking account ending 4402.",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "He has said yes to a wire of $18,500.00 (plus the $30.00 fee) to First "
                        "Tidewater Bank account 7730019264 in the 9:00 am ET window on Monday, "
                        "September 16, but it does not look like it has actually been scheduled "
                        "yet.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("The money should come out of checking, not savings.", "ev_13", "ev_24"),
                    it("The title company's deadline is reportedly end of day Monday.", "ev_24"),
                ],
                next_steps=[
                    it("Submit the Monday wire and confirm it to Marcus.", "ev_26", "ev_28"),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "marcus oyelaran - wire 18,500 earnest money to title co (bayline title & "
                    "escrow)",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "fri 9/13 wire failed, past 4pm cutoff (got there 4:12). no money taken, "
                        "no fee. marcus knows",
                        "ev_22",
                        "ev_23",
                    ),
                    it(
                        "new wire for mon 9/16 9am ET, same details, from checking 4402: he said "
                        "yes, not scheduled yet",
                        "ev_24",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("checking only, dont touch savings", "ev_13", "ev_24"),
                    it("title co needs it by end of day monday", "ev_24"),
                ],
                next_steps=[
                    it("call send_wire for 9/16", "ev_26", "ev_28"),
                    it("agent suggested he let the title co know its coming monday", "ev_23"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it("fri 9/13 wire went out ok, 18,500 to bayline. marcus knows", "ev_21", "ev_23"),
                "false_status:failed_call",
                "wire went out ok",
                "the Friday wire (act_17) is executed in the ledger, but its result is the "
                "WIRE_CUTOFF_PASSED error (ev_22) and the agent told him it did not go out "
                "(ev_23)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "A wire of $18,500.00 (plus the $30.00 fee) to First Tidewater Bank account "
                    "7730019264 has now been scheduled for the 9:00 am ET window on Monday, "
                    "September 16.",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:pending",
                "has now been scheduled",
                "the Monday wire (act_27) is approved by his yes (ev_29) but no send_wire call "
                "has been made",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "new wire for mon 9/17 9am ET, same details, from checking 4402: he said yes, "
                    "not scheduled yet",
                    "ev_24",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_date",
                "mon 9/17",
                "the new wire is for Monday, September 16 (ev_23, ev_26, ev_27)",
            ),
            var(
                "c4",
                "f1",
                "add",
                "next_steps[1]",
                it(
                    "Marcus said he would let the title company know the funds are coming Monday.",
                    "ev_23",
                    "ev_24",
                ),
                "misattributed_decision",
                "Marcus said he would let the title company know",
                "telling the title company is the agent's suggestion (ev_23); Marcus only "
                "agreed to Monday and restated the deadline (ev_24)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The same-day wire he approved on Friday, September 13 apparently did not go "
                    "through: it reached the wire desk at 4:12 pm, after the 3:00 pm cut-off, so "
                    "nothing was sent and no fee was charged. He has been told.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_23",
                ),
                "wrong_value:time",
                "3:00 pm cut-off",
                "the same-day cut-off is 16:00 ET, 4:00 pm (ev_22, ev_23)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "objective",
                it(
                    "marcus oyelaran - wire 18,000 earnest money to title co (bayline title & "
                    "escrow)",
                    "ev_2",
                    "ev_13",
                ),
                "wrong_amount",
                "wire 18,000",
                "the earnest money is $18,500 (ev_2, ev_26)",
            ),
        ],
    },
}
