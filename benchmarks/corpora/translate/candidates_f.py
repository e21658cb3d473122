"""Hand-written candidate summaries, part 6: rush@m28, credit@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "translate-rush@m28": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Philippa Vantongeren (Brindlecombe Tea Importers, C-21190): supplier "
                    "agreement ZH→EN by Friday for a Monday signing, within $1,300 all in.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "JOB-58871: agreement (3,400 words) on rush, $1,142.40 ($816.00 + "
                        "$326.40), delivery Fri 3/5; reported.",
                        "ev_22",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "Adding the cover letter (210 words, $119.00 on rush with the $85 "
                        "minimum) approved, but the call failed: job_locked, the rush job is "
                        "already in translation. Not added, not charged.",
                        "ev_35",
                        "ev_37",
                        "ev_41",
                        "ev_42",
                    ),
                    it(
                        "Separate rush job for the letter ($119.00, $1,261.40 in all) offered; "
                        "declined, she'll write the letter in English herself.",
                        "ev_42",
                        "ev_43",
                    ),
                ],
                constraints=[
                    it("No more than $1,300 all in.", "ev_2", "ev_31"),
                    it("Spec sheet next month, not now.", "ev_20"),
                ],
                next_steps=[
                    it(
                        "Make sure the agreement is delivered on time (Fri 3/5).",
                        "ev_28",
                        "ev_43",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Philippa Vantongeren of Brindlecombe Tea Importers needed her Chinese "
                    "supplier agreement translated into English by Friday, ahead of a signing "
                    "on Monday, on a budget of no more than $1,300.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "She turned down the agent's idea of opening the spec sheet now on "
                        "standard, and the agreement alone was ordered on rush as JOB-58871 for "
                        "$1,142.40, due Friday, March 5.",
                        "ev_19",
                        "ev_20",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "She then asked to add a 210-word cover letter to the same job; the "
                        "agent quoted $119.00 on rush because of the $85.00 minimum fee and she "
                        "agreed, but the job was already in translation and locked, so the "
                        "letter could not be added and nothing was charged.",
                        "ev_31",
                        "ev_35",
                        "ev_37",
                        "ev_41",
                        "ev_42",
                    ),
                    it(
                        "The agent offered a separate rush job for the letter at $119.00, but "
                        "Philippa decided to drop the letter and write it in English herself.",
                        "ev_42",
                        "ev_43",
                    ),
                ],
                constraints=[
                    it(
                        "Above all, she wants the agreement delivered on time.",
                        "ev_43",
                    ),
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
                    "Cover letter (210 words, $119.00 on rush with the $85 minimum) added to "
                    "JOB-58871 after her yes; job total now $1,261.40.",
                    "ev_35",
                    "ev_37",
                    "ev_41",
                ),
                "false_status:failed_call",
                "added to JOB-58871 after her yes",
                "add_document_to_job (act_36) executed with an error result, job_locked "
                "(ev_41): the letter was not added (ev_42)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A separate rush job was then opened for the letter at $119.00.",
                    "ev_42",
                    "ev_43",
                ),
                "false_status:no_such_action",
                "A separate rush job was then opened",
                "the separate job was only offered (ev_42) and she declined it (ev_43); the "
                "ledger holds no such action",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Philippa suggested opening a separate rush job for the letter at $119.00, "
                    "but then decided to drop the letter and write it in English herself.",
                    "ev_42",
                    "ev_43",
                ),
                "misattributed_decision",
                "Philippa suggested opening a separate rush job",
                "the separate rush job was the agent's offer (ev_42); Philippa refused it (ev_43)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "JOB-58871: agreement (3,400 words) on rush, $1,124.40 ($816.00 + $326.40), "
                    "delivery Fri 3/5; reported.",
                    "ev_22",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_amount",
                "$1,124.40",
                "JOB-58871's total is $1,142.40 (ev_28, ev_30)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "She turned down the agent's idea of opening the spec sheet now on "
                    "standard, and the agreement alone was ordered on rush as JOB-58871 for "
                    "$1,142.40, due Monday, March 8.",
                    "ev_19",
                    "ev_20",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_date",
                "due Monday, March 8",
                "JOB-58871 is due Friday, March 5 (ev_28, ev_30); Monday is the signing",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "JOB-58817: agreement (3,400 words) on rush, $1,142.40 ($816.00 + $326.40), "
                    "delivery Fri 3/5; reported.",
                    "ev_22",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_id",
                "JOB-58817",
                "the job is JOB-58871 (ev_28, ev_30)",
            ),
        ],
    },
    "translate-credit@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Ruairi Felsenthal (Ashcombe Leidy LLP, ACC-6180): cancel matter 1187-03's "
                    "job, rebill matter 1187-05's job to the firm; asked for net 45",
                    "ev_2",
                    "ev_8",
                ),
                decisions=[
                    it(
                        "JOB-58795 (1187-03, Vellacourt Holdings, $988, 30% done) cancelled: "
                        "CXL-4410; fee $296.40 to Vellacourt on INV-77102",
                        "ev_15",
                        "ev_18",
                        "ev_32",
                        "ev_37",
                        "ev_41",
                    ),
                    it(
                        "JOB-58797 (1187-05, $589, due Fri 3/12) now invoiced to Ashcombe Leidy "
                        "LLP, net 30, on delivery (was Corvina Tessaro S.r.l.)",
                        "ev_15",
                        "ev_32",
                        "ev_40",
                        "ev_41",
                    ),
                    it(
                        "Net 45 refused: net 30 is the policy max for law firms; the desk can't "
                        "change terms",
                        "ev_2",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("Invoice 58797 to the firm, not the client", "ev_2", "ev_25"),
                ],
                rejected=[
                    it(
                        "First version (fee $296.40 invoiced to the firm) rejected by him: the "
                        "fee goes to Vellacourt, their settlement",
                        "ev_22",
                        "ev_25",
                    ),
                ],
                open_threads=[
                    it("When does the $296.40 invoice go out to Vellacourt? Unanswered", "ev_42"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Ruairi Felsenthal, from billing at Ashcombe Leidy LLP, apparently wanted to "
                    "cancel the translation job for the settled matter 1187-03, move the invoice "
                    "for matter 1187-05 to the firm, and get net 45 terms.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "It seems JOB-58795, the deposition transcript for matter 1187-03, was "
                        "about 30% done, so its cancellation carries a $296.40 fee (30% of "
                        "$988.00).",
                        "ev_15",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "After his yes, JOB-58795 appears to have been cancelled as CXL-4410, "
                        "with the $296.40 fee invoiced to Vellacourt Holdings on INV-77102.",
                        "ev_32",
                        "ev_37",
                        "ev_41",
                    ),
                    it(
                        "JOB-58797 (the expert report, $589.00) should now be invoiced to "
                        "Ashcombe Leidy LLP on net 30 when it is delivered; it is due on March "
                        "12.",
                        "ev_15",
                        "ev_32",
                        "ev_40",
                        "ev_41",
                    ),
                    it(
                        "The agent turned down his request for net 45, saying net 30 is the "
                        "most the policy allows for law firms.",
                        "ev_2",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "The firm only takes JOB-58797's invoice; the cancellation fee belongs "
                        "with the client.",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first version, which would have invoiced the cancellation "
                        "fee to the firm, was rejected by Ruairi, who wants Vellacourt to pay "
                        "it.",
                        "ev_22",
                        "ev_25",
                    ),
                ],
                open_threads=[
                    it(
                        "He is probably waiting to hear when the $296.40 invoice will go out to "
                        "Vellacourt.",
                        "ev_42",
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
                    "JOB-58797 (1187-05) cancelled: CXL-4410; fee $296.40 to Vellacourt on "
                    "INV-77102",
                    "ev_15",
                    "ev_18",
                    "ev_32",
                    "ev_37",
                    "ev_41",
                ),
                "false_status:other_target",
                "JOB-58797 (1187-05) cancelled",
                "the cancellation act_30 is of JOB-58795, matter 1187-03 (ev_37); JOB-58797 was "
                "only rebilled to the firm (ev_40)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The agent agreed to move the account to net 45 terms.",
                    "ev_2",
                    "ev_20",
                ),
                "false_status:no_such_action",
                "agreed to move the account to net 45 terms",
                "net 45 was refused (ev_20); the terms stay net 30 (ev_41) and the ledger holds "
                "no action changing them",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After his yes, JOB-58795 appears to have been cancelled as CXL-4410, with "
                    "the $296.40 fee invoiced to Ashcombe Leidy LLP.",
                    "ev_22",
                    "ev_32",
                    "ev_37",
                ),
                "false_status:ledger_rejected",
                "with the $296.40 fee invoiced to Ashcombe Leidy LLP",
                "the cancellation with the fee to the firm (act_23) was rejected by his "
                "correction (ev_25, ev_27); the one that ran (act_30) bills the fee to "
                "Vellacourt Holdings (ev_37)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Invoice 58797 to the client (Corvina Tessaro), not the firm", "ev_2", "ev_25"),
                "inverted_constraint",
                "to the client (Corvina Tessaro), not the firm",
                'he said the 1187-05 job "should be invoiced to the firm, not the client" (ev_2) '
                'and "the firm only takes 58797" (ev_25)',
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "It seems JOB-58795, the deposition transcript for matter 1187-03, was "
                    "about 40% done, so its cancellation carries a $296.40 fee (40% of "
                    "$988.00).",
                    "ev_15",
                    "ev_18",
                    "ev_20",
                ),
                "wrong_value:percent",
                "about 40% done",
                "JOB-58795 was 30% done; the $296.40 fee is 30% of $988.00 (ev_15, ev_18, ev_20)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "JOB-58797 (1187-05, $589, due Wed 3/10) now invoiced to Ashcombe Leidy "
                    "LLP, net 30, on delivery (was Corvina Tessaro S.r.l.)",
                    "ev_15",
                    "ev_32",
                    "ev_40",
                    "ev_41",
                ),
                "wrong_date",
                "due Wed 3/10",
                "JOB-58797 is due Friday, March 12 (ev_15, ev_40, ev_41); March 10 was the "
                "cancelled JOB-58795's date",
            ),
        ],
    },
}
