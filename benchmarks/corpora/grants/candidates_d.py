"""Hand-written candidate summaries, part 4: claim@m18, instalments@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "grants-claim@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Alma Ruiz-Pennick (MV-50218) claiming travel costs on micro-grant "
                    "TG-25-0311 ($1,100, Portside Photobook Fair)",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Train claim ($286.40, receipt train_orrin-portside.pdf) approved by her "
                        "yes; not submitted yet",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "Hotel ($512; receipt €468, not itemized) left out until she has an "
                        "itemized invoice",
                        "ev_15",
                        "ev_18",
                        "ev_21",
                        "ev_22",
                    ),
                    it(
                        "Agent's idea to send the hotel now with the card statement: declined",
                        "ev_20",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it("Train first; hotel only once the real invoice is in", "ev_15", "ev_21"),
                ],
                next_steps=[
                    it(
                        "Submit the train claim; Imran Kessler reviews within 10 business days, "
                        "then direct deposit to ****9314",
                        "ev_13",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "Hotel claim later: $638.60 left after the train (RC-60688, $175, paid "
                        "2/20); claims due 4/15",
                        "ev_10",
                        "ev_14",
                        "ev_22",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Alma Ruiz-Pennick wants to be reimbursed for travel costs under her travel "
                    "micro-grant TG-25-0311.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Her earlier claim RC-60688 for the fair registration ($175) was paid on "
                        "February 20, leaving $925 of the $1,100 award.",
                        "ev_10",
                        "ev_14",
                    ),
                    it(
                        "Alma agreed to a claim for the train only, $286.40, and said yes to "
                        "submitting it; it has not been submitted yet.",
                        "ev_21",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "The agent suggested submitting the hotel now with her card statement, "
                        "but Alma declined because she does not want the claim bounced.",
                        "ev_20",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it(
                        "The train goes first; the hotel ($512) will be claimed only once she "
                        "has an itemized invoice, since the current receipt is in euros and not "
                        "itemized.",
                        "ev_15",
                        "ev_18",
                        "ev_21",
                    ),
                ],
                open_threads=[
                    it(
                        "Claims are due by April 15; after the train claim, $638.60 remains for "
                        "the hotel.",
                        "ev_14",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it(
                        "Submit the train claim; it will be reviewed by Imran Kessler within 10 "
                        "business days and, if approved, paid by direct deposit.",
                        "ev_13",
                        "ev_22",
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
                    "Alma's train claim for $286.40 has been submitted to Imran Kessler for "
                    "review.",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:pending",
                "has been submitted",
                "the claim (act_23) is approved by her yes (ev_24, ev_25) but no call has been "
                "made",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Hotel claim ($512) submitted with the card statement",
                    "ev_15",
                    "ev_20",
                    "ev_21",
                ),
                "false_status:no_such_action",
                "Hotel claim ($512) submitted",
                "the hotel was left out by her choice (ev_21, ev_22); the ledger holds no action "
                "for it",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Hotel first; the train can wait", "ev_15", "ev_21"),
                "inverted_constraint",
                "Hotel first; the train can wait",
                "she asked for the train first and the hotel only once she has an itemized "
                "invoice (ev_15, ev_21)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Alma suggested submitting the hotel now with her card statement, but then "
                    "decided against it because she does not want the claim bounced.",
                    "ev_20",
                    "ev_21",
                ),
                "misattributed_decision",
                "Alma suggested submitting the hotel now",
                "the agent suggested it (ev_20); Alma declined (ev_21)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "next_steps[1]",
                it(
                    "Hotel claim later: $738.60 left after the train (RC-60688, $175, paid "
                    "2/20); claims due 4/15",
                    "ev_10",
                    "ev_14",
                    "ev_22",
                ),
                "wrong_amount",
                "$738.60 left after the train",
                "$925.00 - $286.40 = $638.60 (ev_14, ev_22)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Her earlier claim RC-60868 for the fair registration ($175) was paid on "
                    "February 20, leaving $925 of the $1,100 award.",
                    "ev_10",
                    "ev_14",
                ),
                "wrong_id",
                "RC-60868",
                "the earlier claim is RC-60688 (ev_10, ev_14)",
            ),
        ],
    },
    "grants-instalments@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Hamish Oduya (MV-46135) switching his grant payments from cheque (208 "
                    "Millrace Rd) to direct deposit",
                    "ev_2",
                    "ev_6",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "Proposed, awaiting his yes: PG-25-0288 instalment 2 ($1,800) + "
                        "PD-26-0074 ($2,000) → direct deposit, Ashby Ferrow Credit Union "
                        "****7719; PG-25-0288/2 moved 3/20 → 4/1/2026; PD-26-0074 stays 4/1. "
                        "Nothing changed yet",
                        "ev_13",
                        "ev_17",
                    ),
                    it(
                        "Agent's option (keep the $1,800 on its 3/20 cheque, switch only the 4/1 "
                        "payment) declined: both by deposit, he'll wait",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it(
                        "No payment before 4/1: the new account only opens April 1",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it(
                        "He answered with a question, not a yes: does the $1,800 still count as "
                        "last fiscal year's money if it moves to April? (his accountant). "
                        "Unanswered; both changes still pending",
                        "ev_17",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Hamish Oduya contacted the help desk to have his grant payments sent to his "
                    "bank account instead of by cheque.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent found two cheques scheduled to his address: $1,800, the "
                        "second instalment of project grant PG-25-0288, on March 20, and $2,000 "
                        "for professional-development award PD-26-0074 on April 1.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "Hamish wants both switched to direct deposit into his new Ashby Ferrow "
                        "Credit Union account ending 7719.",
                        "ev_13",
                    ),
                    it(
                        "The agent suggested keeping the March 20 cheque so he wouldn't have to "
                        "wait, but Hamish turned that down: he would rather wait than have a "
                        "cheque floating around while he moves.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "The agent then laid out the changes, with the $1,800 instalment moved "
                        "to April 1, 2026, and asked for his confirmation.",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "Nothing can be paid before April 1, because his new account only opens "
                        "that day.",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it(
                        "Instead of confirming, Hamish asked whether the $1,800 would still "
                        "count as last fiscal year's money if it moves to April, so the changes "
                        "are still waiting on his answer.",
                        "ev_17",
                        "ev_20",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The agent then switched both payments to direct deposit and moved the "
                    "$1,800 instalment to April 1, 2026.",
                    "ev_17",
                ),
                "false_status:pending",
                "The agent then switched both payments to direct deposit",
                "both actions (act_18, act_19) are still pending: he answered with a question "
                "(ev_20), not a yes, and no call was made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("Payments fine before 4/1: the new account is already open", "ev_13"),
                "inverted_constraint",
                "Payments fine before 4/1",
                "he said no payment before the 1st, since the new account only opens April 1 "
                "(ev_13)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Keeping the $1,800 on its 3/20 cheque and switching only the 4/1 payment "
                    "was Hamish's idea; then both by deposit, he'll wait",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "was Hamish's idea",
                "the agent offered that option (ev_15); Hamish declined it (ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent found two cheques scheduled to his address: $2,800, the second "
                    "instalment of project grant PG-25-0288, on March 20, and $2,000 for "
                    "professional-development award PD-26-0074 on April 1.",
                    "ev_10",
                    "ev_12",
                ),
                "wrong_amount",
                "$2,800",
                "PG-25-0288's second instalment is $1,800 (ev_10, ev_12)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Proposed, awaiting his yes: PG-25-0288 instalment 2 ($1,800) + PD-26-0074 "
                    "($2,000) → direct deposit, Ashby Ferrow Credit Union ****7719; "
                    "PG-25-0288/2 moved 3/20 → 5/1/2026; PD-26-0074 stays 4/1. Nothing changed "
                    "yet",
                    "ev_13",
                    "ev_17",
                ),
                "wrong_date",
                "3/20 → 5/1/2026",
                "the instalment would move to April 1, 2026 (ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Hamish wants both switched to direct deposit into his new Ashby Ferrow "
                    "Credit Union account ending 0417.",
                    "ev_13",
                ),
                "wrong_value:account",
                "account ending 0417",
                "his account number ends in 7719 (ev_13, ev_17); 00417 is the transit number",
            ),
        ],
    },
}
