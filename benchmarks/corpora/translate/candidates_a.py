"""Hand-written candidate summaries, part 1: quote@m22, quote@m30.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "translate-quote@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Odalys Frenkel (Brackenridge Voss LLP, ACC-7316) ordering a certified "
                    "DE>EN translation of the Steinholt supply contract for matter 2291-07; now "
                    "adding a second matter",
                    "ev_2",
                    "ev_7",
                    "ev_38",
                ),
                decisions=[
                    it(
                        "JOB-58813 opened after her yes: 6,730 words (contract 4,820 + Annex A "
                        "1,130 + Annex B 780) at $0.21 = $1,413.30 + $35 certification "
                        "(contract only) = $1,448.30; invoiced to the firm, net 30; due Tue "
                        "3/9/2027",
                        "ev_14",
                        "ev_27",
                        "ev_29",
                        "ev_31",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "Human translation only: MT post-editing ($0.14/word, $942.20) was the "
                        "agent's suggestion; she turned it down",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("No machine translation, a human only (her words)", "ev_2", "ev_20"),
                    it(
                        "Invoice the firm, not the client (the account's default is the matter "
                        "client)",
                        "ev_2",
                        "ev_7",
                    ),
                    it("Only the contract certified; the annexes plain translation", "ev_23"),
                ],
                rejected=[
                    it(
                        "First proposal (all 3 documents certified, 3 × $35 = $105, total "
                        "$1,518.30) rejected by her correction: the annexes are for reference "
                        "only",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                open_threads=[
                    it(
                        "New request: Spanish lease for matter 2304-02 (Pruett Orchard), needed "
                        "by Friday, firm pays; not counted or quoted yet",
                        "ev_38",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Odalys Frenkel of Brackenridge Voss LLP contacted the desk to have a German "
                    "supply contract and its two annexes translated into English for the "
                    "firm's matter 2291-07 (Steinholt Marine Supply).",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "After verifying the account, the agent counted 6,730 source words and "
                        "quoted $0.21 per word, or $1,413.30 for the translation, with "
                        "certification at $35.00 per document and standard delivery on Tuesday, "
                        "March 9.",
                        "ev_14",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "The agent also mentioned machine translation with human post-editing "
                        "at $0.14 per word, but Odalys declined and insisted on human "
                        "translation only.",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "Once she confirmed the corrected order, job JOB-58813 was opened with "
                        "only the contract certified, for a total of $1,448.30 invoiced to "
                        "Brackenridge Voss LLP on net 30 terms.",
                        "ev_29",
                        "ev_31",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "She asked that the invoice go to the firm rather than to the client.",
                        "ev_2",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first version of the order, which would have certified all "
                        "three documents for $1,518.30, was dropped when Odalys explained that "
                        "only the contract needs certification and the annexes are just for "
                        "reference.",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                open_threads=[
                    it(
                        "At the end, Odalys brought up a second matter, 2304-02 for Pruett "
                        "Orchard, with a Spanish lease that is needed by Friday and is again to "
                        "be paid by the firm.",
                        "ev_38",
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
                    "Once she confirmed, job JOB-58813 was opened with all three documents "
                    "certified, for a total of $1,518.30 invoiced to Brackenridge Voss LLP on "
                    "net 30 terms.",
                    "ev_21",
                    "ev_31",
                    "ev_35",
                    "ev_37",
                ),
                "false_status:ledger_rejected",
                "opened with all three documents certified, for a total of $1,518.30",
                "the all-certified job (act_22, $1,518.30) was rejected by her correction "
                "(ev_23, ev_25); the job she approved and that ran, JOB-58813 (act_30), "
                "certifies the contract only, $1,448.30 (ev_29, ev_35)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "JOB-58813 opened after her yes: 6,730 words (contract 4,820 + Annex A "
                    "1,130 + Annex B 780) at $0.21 = $1,413.30 + $35 certification (contract "
                    "only) = $1,484.30; invoiced to the firm, net 30; due Tue 3/9/2027",
                    "ev_14",
                    "ev_27",
                    "ev_29",
                    "ev_31",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_amount",
                "= $1,484.30",
                "the job's total is $1,448.30 (ev_27, ev_35, ev_37); the digits are transposed",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Machine translation is fine as long as a human post-edits it",
                    "ev_2",
                    "ev_20",
                ),
                "inverted_constraint",
                "Machine translation is fine as long as a human post-edits it",
                'she wrote "NO machine translation, a human only" (ev_2) and "no MT, human only '
                'like I said" (ev_20)',
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Odalys raised machine translation with human post-editing at $0.14 per word "
                    "as a way to bring the translation down to $942.20.",
                    "ev_19",
                    "ev_20",
                ),
                "misattributed_decision",
                "Odalys raised machine translation with human post-editing",
                "MT post-editing at $0.14 ($942.20) was the agent's suggestion (ev_19); Odalys "
                "refused it (ev_20)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "JOB-58813 opened after her yes: 6,730 words (contract 4,820 + Annex A "
                    "1,130 + Annex B 780) at $0.21 = $1,413.30 + $35 certification (contract "
                    "only) = $1,448.30; invoiced to the firm, net 30; due Tue 3/16/2027",
                    "ev_14",
                    "ev_27",
                    "ev_29",
                    "ev_31",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_date",
                "due Tue 3/16/2027",
                "JOB-58813 is due Tuesday, March 9, 2027 (ev_35, ev_37)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "A second job was then opened for the Spanish lease on matter 2304-02, "
                    "again invoiced to the firm.",
                    "ev_38",
                ),
                "false_status:no_such_action",
                "A second job was then opened for the Spanish lease",
                "at the boundary the lease was only asked for (ev_38): not counted, quoted or "
                "proposed; the ledger holds no action for it",
            ),
        ],
    },
    "translate-quote@m30": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "odalys frenkel (brackenridge voss, acct 7316) ordering translations for 2 "
                    "of the firm's matters",
                    "ev_2",
                    "ev_7",
                    "ev_38",
                ),
                decisions=[
                    it(
                        "job-58813 open for matter 2291-07: de>en 6730 words, only the contract "
                        "certified, $1448.30 to the firm, due 3/9",
                        "ev_29",
                        "ev_31",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "matter 2304-02 lease (es>en, 2150 words): rush job $481.60 ($344 + "
                        "$137.60 rush), due fri 3/5, billed to firm. she said yes, not opened "
                        "yet",
                        "ev_42",
                        "ev_45",
                        "ev_47",
                        "ev_49",
                        "ev_50",
                    ),
                    it(
                        "no certification on the lease (agent offered +$35, she said not needed)",
                        "ev_47",
                        "ev_49",
                    ),
                ],
                constraints=[
                    it("human only, no mt", "ev_2", "ev_20"),
                    it("invoice the firm not the client", "ev_2", "ev_38"),
                ],
                rejected=[
                    it(
                        "all-3-certified version ($1518.30) rejected, only the contract gets "
                        "certified",
                        "ev_21",
                        "ev_23",
                    ),
                ],
                next_steps=[
                    it("open the lease job and give her the job number", "ev_49", "ev_50"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Odalys Frenkel of Brackenridge Voss LLP appears to be placing translation "
                    "orders for two of the firm's matters, 2291-07 (Steinholt Marine Supply) and "
                    "2304-02 (Pruett Orchard Co.).",
                    "ev_2",
                    "ev_11",
                    "ev_38",
                ),
                decisions=[
                    it(
                        "Job JOB-58813 for matter 2291-07 seems to be open: 6,730 German words at "
                        "$0.21 per word, with only the contract certified, for $1,448.30 "
                        "invoiced to the firm and due on March 9, 2027.",
                        "ev_27",
                        "ev_29",
                        "ev_35",
                        "ev_37",
                    ),
                    it(
                        "For matter 2304-02, she agreed to a rush translation of the 2,150-word "
                        "Spanish lease at $481.60 (including a $137.60 rush surcharge), due "
                        "Friday, March 5; it looks like the job has been approved but not yet "
                        "created.",
                        "ev_42",
                        "ev_45",
                        "ev_47",
                        "ev_49",
                    ),
                    it(
                        "She apparently turned down the agent's offer to certify the lease for "
                        "an extra $35.00, since the client only needs to read it.",
                        "ev_47",
                        "ev_49",
                    ),
                ],
                constraints=[
                    it(
                        "She has been clear that no machine translation should be used; the "
                        "work must be done by human translators.",
                        "ev_2",
                        "ev_20",
                    ),
                    it(
                        "Invoices should go to the firm rather than to the matter clients.",
                        "ev_2",
                        "ev_38",
                    ),
                ],
                next_steps=[
                    it(
                        "The agent should probably open the rush lease job and confirm its job "
                        "number to Odalys.",
                        "ev_49",
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
                    "For matter 2304-02, a rush translation of the 2,150-word Spanish lease "
                    "appears to have been opened at $481.60 (including a $137.60 rush "
                    "surcharge), due Friday, March 5.",
                    "ev_42",
                    "ev_45",
                    "ev_47",
                    "ev_49",
                ),
                "false_status:pending",
                "appears to have been opened",
                "the lease job act_48 is approved by her yes (ev_49, ev_50) but no "
                "create_translation_job call has been made: it is not opened",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("job-58813 switched to rush as well", "ev_49"),
                "false_status:no_such_action",
                "job-58813 switched to rush",
                "only the new lease job is rush (ev_47); nothing changes JOB-58813, which stays "
                "standard, due 3/9 (ev_35); the ledger holds no such action",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "matter 2304-02 lease (es>en, 2150 words): rush job $447.20 ($344 + $103.20 "
                    "rush), due fri 3/5, billed to firm. she said yes, not opened yet",
                    "ev_42",
                    "ev_45",
                    "ev_47",
                    "ev_49",
                    "ev_50",
                ),
                "wrong_amount",
                "$447.20 ($344 + $103.20 rush)",
                "the rush surcharge is 40%, $137.60, for a total of $481.60 (ev_45, ev_47)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Job JOB-58831 for matter 2291-07 seems to be open: 6,730 German words at "
                    "$0.21 per word, with only the contract certified, for $1,448.30 invoiced "
                    "to the firm and due on March 9, 2027.",
                    "ev_27",
                    "ev_29",
                    "ev_35",
                    "ev_37",
                ),
                "wrong_id",
                "JOB-58831",
                "the job is JOB-58813 (ev_35, ev_37)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "matter 2304-02 lease (es>en, 2100 words): rush job $481.60 ($344 + "
                    "$137.60 rush), due fri 3/5, billed to firm. she said yes, not opened yet",
                    "ev_42",
                    "ev_45",
                    "ev_47",
                    "ev_49",
                    "ev_50",
                ),
                "wrong_value:word_count",
                "2100 words",
                "the count is 2,150 words (ev_42, ev_47); 2,100 was her guess (ev_40)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Odalys raised certifying the lease for an extra $35.00 in case it is filed, "
                    "then decided against it since the client only needs to read it.",
                    "ev_47",
                    "ev_49",
                ),
                "misattributed_decision",
                "Odalys raised certifying the lease",
                "the $35.00 certification was the agent's offer (ev_47); Odalys declined it "
                "(ev_49)",
            ),
        ],
    },
}
