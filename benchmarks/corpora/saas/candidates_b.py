"""Hand-written candidate summaries, part 2: card@m16, card@m25, taxexempt@m19, addon@m13.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "saas-card@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Greg Lindahl (Tidewater Outfitters, ORG-61907): suspension notice for the "
                    "20th; pay the overdue invoice",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "INV-108233 (11/1): $4,037.73 = 95 Business seats $3,610 + Audit Vault "
                        "$120 + tax $307.73; due 11/5; autopay on Visa ****0415 declined "
                        "(insufficient funds) → past due; read-only suspension set for 11/20",
                        "ev_11",
                        "ev_16",
                    ),
                    it(
                        "Cards on file: Visa ****0415 (Greg's, default), Amex ****1009 + "
                        "Mastercard ****7730 (Tidewater)",
                        "ev_14",
                    ),
                    it(
                        "charge_invoice $4,037.73 on Amex ****1009 executed after his yes → "
                        "DECLINED (exceeds_limit); no payment taken",
                        "ev_21",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("Charge the corporate Amex, NOT his personal Visa ****0415", "ev_17"),
                ],
                open_threads=[
                    it("Invoice still past due; 11/20 suspension still applies", "ev_25"),
                ],
                next_steps=[
                    it(
                        "Tell Greg the Amex was declined (not yet reported); offer Mastercard "
                        "****7730 or another way to pay",
                        "ev_14",
                        "ev_25",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Greg Lindahl of Tidewater Outfitters seems to be trying to head off a "
                    "suspension of the company's workspace by paying an overdue invoice.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The November 1 invoice, INV-108233 for $4,037.73, apparently went "
                        "unpaid because the automatic charge on November 5 to the default Visa "
                        "ending 0415 was declined for insufficient funds.",
                        "ev_11",
                        "ev_16",
                    ),
                    it(
                        "Greg asked for the invoice to be charged to the corporate Amex ending "
                        "1009, and he confirmed the $4,037.73 charge.",
                        "ev_17",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "The Amex charge appears to have failed: the issuer declined it because "
                        "the amount exceeds the card's available credit, so no payment was taken.",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "His personal Visa ending 0415 should not be charged; he says it was "
                        "only meant for the trial.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "INV-108233 is likely still past due, and the workspace may go read-only "
                        "on November 20 unless it is paid.",
                        "ev_11",
                        "ev_25",
                    ),
                ],
                next_steps=[
                    it(
                        "Greg probably needs to be told about the decline; the Tidewater "
                        "Mastercard ending 7730 is another card on file.",
                        "ev_14",
                        "ev_25",
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
                    "The Amex charge appears to have gone through, so INV-108233 should now be "
                    "paid.",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:failed_call",
                "The Amex charge appears to have gone through",
                "charge_invoice (act_20) executed, but its result is card_declined / "
                "exceeds_limit with is_error (ev_25): no payment was taken and INV-108233 is "
                "still past due",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Fallback: $4,037.73 then charged to Mastercard ****7730 → paid",
                    "ev_14",
                    "ev_25",
                ),
                "false_status:no_such_action",
                "then charged to Mastercard ****7730",
                "the ledger holds no charge on the Mastercard at this boundary: the only action "
                "is act_20 on the Amex (pm_2), which was declined (ev_25)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Charge his personal Visa ****0415, NOT the corporate Amex", "ev_17"),
                "inverted_constraint",
                "Charge his personal Visa ****0415, NOT the corporate Amex",
                "Greg said to charge the corporate Amex, not his personal card, the Visa ****0415 "
                "(ev_17)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The November 1 invoice, INV-108233 for $4,037.73, apparently went unpaid "
                    "because the automatic charge on November 20 to the default Visa ending 0415 "
                    "was declined for insufficient funds.",
                    "ev_11",
                    "ev_16",
                ),
                "wrong_date",
                "automatic charge on November 20",
                "the autopay attempt was on 2025-11-05, the due date (ev_11, ev_16); November 20 "
                "is the scheduled suspension",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "INV-108233 (11/1): $4,307.73 = 95 Business seats $3,610 + Audit Vault $120 "
                    "+ tax $307.73; due 11/5; autopay on Visa ****0415 declined (insufficient "
                    "funds) → past due; read-only suspension set for 11/20",
                    "ev_11",
                    "ev_16",
                ),
                "wrong_amount",
                "$4,307.73",
                "INV-108233 totals $4,037.73 (ev_11, ev_16): $3,610.00 + $120.00 + $307.73",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "INV-108323 is likely still past due, and the workspace may go read-only on "
                    "November 20 unless it is paid.",
                    "ev_11",
                    "ev_25",
                ),
                "wrong_id",
                "INV-108323",
                "the past-due invoice is INV-108233 (ev_11, ev_25)",
            ),
        ],
    },
    "saas-card@m25": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Greg Lindahl of Tidewater Outfitters got in touch after a suspension "
                    "warning, wanting to settle the company's overdue November invoice.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "The agent found that INV-108233, for $4,037.73, had gone past due when "
                        "the November 5 autopay on Greg's personal Visa ending 0415 was declined, "
                        "and that the workspace was set to go read-only on November 20.",
                        "ev_11",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "At Greg's request the agent first tried the corporate Amex ending 1009, "
                        "but the issuer declined it because the amount was over the card's "
                        "available credit, and Greg was told no payment had been taken.",
                        "ev_17",
                        "ev_24",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "Greg then chose the company Mastercard ending 7730, and the $4,037.73 "
                        "charge succeeded as payment PAY-88412: the invoice is paid, the "
                        "suspension was cancelled, and a receipt went to greg.lindahl@example.net.",
                        "ev_27",
                        "ev_31",
                        "ev_34",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "Greg was clear that his personal Visa should not be charged.",
                        "ev_17",
                        "ev_27",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested making the Mastercard the default card and removing "
                        "the Visa, but Greg wants to check with his controller first and asked "
                        "to leave the default as it is for now.",
                        "ev_37",
                        "ev_38",
                    ),
                ],
                open_threads=[
                    it(
                        "Because the Visa ending 0415 is still the default, the December 1 "
                        "invoice will be charged to it unless the default is changed before then.",
                        "ev_37",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Greg Lindahl (owner, Tidewater Outfitters, ORG-61907): pay past-due "
                    "INV-108233 before the 11/20 read-only suspension",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "INV-108233 (2025-11-01): $4,037.73 ($3,610.00 seats + $120.00 Audit "
                        "Vault + $307.73 tax), due 11/05; autopay on Visa ****0415 declined "
                        "(insufficient funds)",
                        "ev_11",
                    ),
                    it(
                        "Attempt 1: charge_invoice on Amex ****1009 (pm_2) executed → "
                        "card_declined / exceeds_limit; nothing taken; reported to Greg",
                        "ev_21",
                        "ev_24",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "Attempt 2: charge_invoice on Mastercard ****7730 (pm_3) executed → "
                        "PAY-88412 succeeded; invoice paid; suspension cancelled; receipt to "
                        "greg.lindahl@example.net",
                        "ev_31",
                        "ev_34",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "Default card unchanged: Visa ****0415 stays default (Greg's call, "
                        "pending his controller)",
                        "ev_38",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it("NOT his personal Visa ****0415; corporate cards only", "ev_17", "ev_27"),
                ],
                open_threads=[
                    it(
                        "12/1 invoice autopays to Visa ****0415 unless the default changes; Greg "
                        "to sort it out with the controller before December",
                        "ev_38",
                        "ev_39",
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
                    "Greg then chose the company Mastercard ending 7730, but that charge was "
                    "declined as well, and the invoice remains unpaid.",
                    "ev_27",
                    "ev_31",
                    "ev_34",
                    "ev_35",
                    "ev_37",
                ),
                "false_status:other_status",
                "that charge was declined as well",
                "the Mastercard charge (act_30) executed and succeeded: PAY-88412, INV-108233 "
                "paid, suspension cancelled (ev_35, ev_37)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "Mastercard ****7730 set as default; Visa ****0415 removed",
                    "ev_37",
                    "ev_38",
                ),
                "false_status:no_such_action",
                "Mastercard ****7730 set as default",
                "the ledger holds no default-card change or card removal: the agent offered it "
                "(ev_37), Greg said to leave the default alone for now (ev_38), and the agent "
                "confirmed nothing changed (ev_39)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Greg then chose the company Mastercard ending 7370, and the $4,037.73 charge "
                    "succeeded as payment PAY-88412: the invoice is paid, the suspension was "
                    "cancelled, and a receipt went to greg.lindahl@example.net.",
                    "ev_27",
                    "ev_31",
                    "ev_34",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_value:card",
                "Mastercard ending 7370",
                "the card charged is the Mastercard ending 7730 (pm_3; ev_27, ev_35, ev_37)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Attempt 2: charge_invoice on Mastercard ****7730 (pm_3) executed → "
                    "PAY-84812 succeeded; invoice paid; suspension cancelled; receipt to "
                    "greg.lindahl@example.net",
                    "ev_31",
                    "ev_34",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_id",
                "PAY-84812",
                "the payment id is PAY-88412 (ev_35, ev_37)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "rejected[1]",
                it(
                    "Greg suggested paying by bank transfer instead, but settled on the "
                    "Mastercard.",
                    "ev_26",
                    "ev_27",
                ),
                "misattributed_decision",
                "Greg suggested paying by bank transfer",
                "the bank transfer was one of the agent's options after the decline (ev_26); "
                "Greg only chose the Mastercard (ev_27)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Attempt 1: charge_invoice on Amex ****1009 (pm_2) executed → approved, "
                    "$4,037.73 taken; reported to Greg",
                    "ev_21",
                    "ev_24",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:failed_call",
                "approved, $4,037.73 taken",
                "the Amex charge (act_20) executed, but its result is card_declined / "
                "exceeds_limit with is_error (ev_25): nothing was taken (ev_26)",
            ),
        ],
    },
    "saas-taxexempt@m19": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Renée Dubois of Caldera Unified School District wants the district's sales "
                    "tax exemption certificate put on file so it stops being charged sales tax.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The district's billing account, BA-27764-01, has been charged 7.25% "
                        "sales tax: $243.60 on each of the September, October and November "
                        "invoices.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Certificate EX-0049127 (valid through June 30, 2028) was checked and "
                        "submitted for the district's account only; it is under review as "
                        "TXR-7716, with a decision expected by November 20.",
                        "ev_18",
                        "ev_21",
                        "ev_24",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Tax will keep being charged until the exemption is approved, so the tax "
                        "on the November invoice, INV-108540, could not be removed now.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "The certificate must not be applied to the Caldera Schools Education "
                        "Foundation account (BA-27764-02), which has its own paperwork.",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "If the exemption is approved, Renée can request a refund of the tax on "
                        "the September, October and November invoices, $730.80 in total.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                next_steps=[
                    it(
                        "Renée will wait for the approval email at r.dubois@example.net.",
                        "ev_28",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "renee dubois, caldera usd (school district) - get tax exemption on file",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "2 billing accts: district BA-27764-01 and foundation BA-27764-02, both "
                        "taxed 7.25%, no exemption on file",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "cert EX-0049127 (exp 6/30/2028, doc DOC-55210) submitted for district "
                        "acct only -> TXR-7716 under review, decision by 11/20. not approved yet",
                        "ev_18",
                        "ev_24",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "she asked to take the 243.60 tax off the nov invoice - cant, tax "
                        "charged until approved",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("foundation not on this cert, separate nonprofit", "ev_15"),
                ],
                open_threads=[
                    it(
                        "after approval: refund of tax for sep/oct/nov invoices (90 day window), "
                        "730.80 total",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                next_steps=[
                    it("wait for the approval email", "ev_28"),
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
                    "Certificate EX-0049127 (valid through June 30, 2028) was checked and "
                    "submitted for the district's account only, and it was approved as "
                    "TXR-7716, so the district is now exempt.",
                    "ev_18",
                    "ev_21",
                    "ev_24",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "it was approved as TXR-7716, so the district is now exempt",
                "submit_tax_exemption (act_20, executed) only submitted the certificate: TXR-7716 "
                "is under_review with a decision expected by 2025-11-20 and tax charged until "
                "approved (ev_25); the agent said it isn't approved yet (ev_27)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it("nov tax 243.60 refunded on INV-108540", "ev_21", "ev_27"),
                "false_status:no_such_action",
                "nov tax 243.60 refunded",
                "the ledger holds no refund: Renée asked (ev_21) and the agent said it can't "
                "take the tax off the November invoice before approval (ev_27)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "The certificate was also applied to the Foundation's account, BA-27764-02.",
                    "ev_14",
                    "ev_25",
                ),
                "false_status:other_target",
                "also applied to the Foundation's account",
                "the submission (act_20) is for BA-27764-01 only (ev_20, ev_25); Renée said not "
                "to put the Foundation on this certificate (ev_15), and its account is unchanged "
                "(ev_27)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "after approval: refund of tax for sep/oct/nov invoices (90 day window), "
                    "974.40 total",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_amount",
                "974.40",
                "three invoices at $243.60 make $730.80 (ev_12, ev_27); $974.40 is four",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "The certificate should also cover the Caldera Schools Education Foundation "
                    "account (BA-27764-02).",
                    "ev_15",
                ),
                "inverted_constraint",
                "should also cover the Caldera Schools Education Foundation",
                "Renée said only the district account: the Foundation has its own paperwork, "
                "don't put it on this certificate (ev_15)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "constraints[1]",
                it("Renée asked for the review to be decided by November 20.", "ev_25", "ev_27"),
                "misattributed_decision",
                "Renée asked for the review to be decided by November 20",
                "November 20 is the decision date the submission returned (ev_25), reported by "
                "the agent (ev_27); Renée asked for no date",
            ),
        ],
    },
    "saas-addon@m13": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Owen Castellano (Sorrel & Quint LLP, ORG-45530) wants Audit Vault (7-year "
                    "audit log retention) on the Litigation workspace for a client security audit",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Litigation WS-5120 (SUB-83120) is on Business → eligible; Marketing "
                        "WS-5121 is on Team → Audit Vault not available",
                        "ev_11",
                        "ev_16",
                    ),
                    it(
                        "Quote: $120.00/mo; prorated $52.00 for 13 of 30 days on the Dec 1 "
                        "invoice; keeps the last 90 days of logs (from 2025-08-20)",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "add_addon proposed: SUB-83120, audit_vault, start 2025-11-18, paid, no "
                        "trial; awaiting Owen's yes",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("Litigation only; leave Marketing out", "ev_17"),
                    it("Paid, no trial: auditors want it as a contracted control", "ev_17"),
                ],
                rejected=[
                    it("14-day free trial (agent's offer): declined", "ev_16", "ev_17"),
                ],
                next_steps=[
                    it(
                        "On his yes: add Audit Vault to SUB-83120, then email Owen an activation "
                        "confirmation for the auditors",
                        "ev_17",
                        "ev_19",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "The 7-year audit log retention add-on was requested by Owen Castellano for "
                    "Sorrel & Quint's Litigation workspace ahead of a client security audit.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The Litigation workspace was found to be on the Business plan, so it is "
                        "eligible; the Marketing workspace is on Team, where the add-on is not "
                        "offered.",
                        "ev_11",
                        "ev_16",
                    ),
                    it(
                        "A price of $120.00 a month was quoted, with $52.00 prorated for the rest "
                        "of November to be added to the December 1 invoice.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Adding Audit Vault to SUB-83120 from November 18 has been proposed to "
                        "Owen, but his confirmation has not been given yet.",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "The add-on is to be put on the Litigation workspace only; Marketing is "
                        "to be left out.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "A free 14-day trial was offered but was turned down, since the auditors "
                        "want it on record as a contracted control.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "Once the add-on is active, an activation confirmation is to be emailed "
                        "to Owen so that it can be shown to the auditors.",
                        "ev_17",
                        "ev_19",
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
                    "Audit Vault was added to SUB-83120 from November 18 after Owen confirmed.",
                    "ev_19",
                    "ev_20",
                ),
                "false_status:pending",
                "Audit Vault was added to SUB-83120",
                "add_addon act_20 is only proposed (ev_19, ev_20): Owen has not answered and no "
                "call was made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Quote: $120.00/mo; prorated $52.00 for 13 of 30 days on the Dec 1 invoice; "
                    "keeps the last 90 days of logs (from 2025-08-20)",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "prorated $52.00",
                "ev_2 (his request) and ev_4 (his email and org id) hold no price, proration or "
                "backfill; those are ev_14 and ev_16",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Quote: $120.00/mo; prorated $68.00 for 13 of 30 days on the Dec 1 invoice; "
                    "keeps the last 90 days of logs (from 2025-08-20)",
                    "ev_14",
                    "ev_16",
                ),
                "wrong_amount",
                "$68.00",
                "13 of 30 days of $120.00 is $52.00 (ev_14, ev_16); $68.00 is the other 17 days",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The add-on is to be put on the Marketing workspace as well as Litigation.",
                    "ev_17",
                ),
                "inverted_constraint",
                "on the Marketing workspace as well as Litigation",
                "Owen said Litigation only, leave Marketing out of it (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "constraints[2]",
                it(
                    "Owen wants the last 90 days of logs (from 2025-08-20) kept as well",
                    "ev_14",
                    "ev_16",
                ),
                "misattributed_decision",
                "Owen wants the last 90 days of logs",
                "keeping the last 90 days is how Audit Vault works (ev_14), as the agent "
                "explained (ev_16); Owen asked for nothing about past logs",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A price of $120.00 a month was quoted, with $52.00 prorated for the rest of "
                    "November to be added to the January 1 invoice.",
                    "ev_14",
                    "ev_16",
                ),
                "wrong_date",
                "January 1 invoice",
                "the prorated $52.00 is billed on the December 1 invoice (ev_14, ev_16)",
            ),
        ],
    },
}
