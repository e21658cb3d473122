"""Hand-written candidate summaries, part 3: finance@m16, coowner@m12.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "solar-finance@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Elias Marchbank wants to finance the rest of his solar contract CT-7688 "
                    "through Quillmoor's lending partner instead of paying cash.",
                    "ev_2",
                    "ev_15",
                    "ev_18",
                ),
                decisions=[
                    it(
                        "With the $1,500.00 deposit already paid on the $19,985.00 contract, "
                        "$18,485.00 is to be financed through Greyhollow Community Credit "
                        "Union.",
                        "ev_11",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "He chose the 12-year term at 6.49% APR, about $185.11 a month, over "
                        "the 20-year term the agent suggested.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Application LN-20571 was submitted after his yes and is under review "
                        "at the credit union; it is not approved yet, and the credit union "
                        "expects to decide by February 15.",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "Only Elias is on the application; he asked to leave his co-owner "
                        "Renata off it.",
                        "ev_10",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "He asked the agent to call the credit union and hurry the decision so "
                        "he knows before the weekend.",
                        "ev_27",
                    ),
                    it(
                        "His install on March 10 holds as long as the loan is approved by March 3.",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Elias Marchbank (QM-402255, 61 Sallow Ct, Lowick Bay): finance the "
                    "balance of CT-7688 (job J-51177) instead of paying cash",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "LN-20571 submitted on his yes: Greyhollow Community CU, $18,485.00 "
                        "($19,985 − $1,500 deposit), 12 yr @ 6.49% APR, ~$185.11/mo, applicant "
                        "Elias only; status under_review, lender decides, expected by "
                        "2/15/2027; NOT approved",
                        "ev_15",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "12 yr, not the 20 (6.99%, ~$143.20/mo) the agent suggested: doesn't "
                        "want to still be paying at 70",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Renata (co-owner) left off the application, despite the agent's "
                        "suggestion to add her as co-applicant",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it("Install Wed 3/10 holds only if the loan is approved by 3/3", "ev_26"),
                ],
                open_threads=[
                    it(
                        "He wants the agent to call the credit union and hurry them; wants an "
                        "answer before the weekend",
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
                "decisions[2]",
                it(
                    "Application LN-20571 was submitted after his yes and has been approved by "
                    "the credit union.",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "has been approved by the credit union",
                "submit_financing_application act_19 only submitted the application: it is "
                "under review, the credit union decides, expected by February 15 (ev_24, ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Elias first suggested the 20-year term for the lower payment, then settled "
                    "on 12 years at 6.49% APR, about $185.11 a month.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Elias first suggested the 20-year term",
                "the agent suggested the 20-year term (ev_15); Elias said 12 years, not 20 (ev_16)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "He chose the 12-year term at 6.99% APR, about $185.11 a month, over the "
                    "20-year term the agent suggested.",
                    "ev_15",
                    "ev_16",
                ),
                "wrong_value:apr",
                "12-year term at 6.99% APR",
                "the 12-year term is at 6.49% APR; 6.99% is the 20-year term's (ev_13, ev_15)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Called Greyhollow to push for an answer before the weekend, as he asked",
                    "ev_27",
                ),
                "false_status:no_such_action",
                "Called Greyhollow to push for an answer",
                "he has only just asked (ev_27); nothing was done about it and the ledger "
                "holds no such action",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "20 yr, not 12: he wants the lower monthly payment (~$143.20/mo at 6.99%)",
                    "ev_15",
                    "ev_16",
                ),
                "inverted_constraint",
                "20 yr, not 12",
                "he said 12 years, not 20: he doesn't want to still be paying at 70 (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "LN-20571 submitted on his yes: Greyhollow Community CU, $18,845.00 "
                    "($19,985 − $1,500 deposit), 12 yr @ 6.49% APR, ~$185.11/mo, applicant "
                    "Elias only; status under_review, lender decides, expected by 2/15/2027; "
                    "NOT approved",
                    "ev_15",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_amount",
                "$18,845.00",
                "the amount financed is $18,485.00 (ev_18, ev_24)",
            ),
        ],
    },
    "solar-coowner@m12": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Hortensia Vail (QM-515038) wants her brother and co-owner Lucan Vail able "
                    "to deal with Quillmoor about the install while she's abroad until April",
                    "ev_1",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Lucan to get scheduling + account info only; agent suggested all four "
                        "levels, she declined payments and contract changes",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Proposed: add Lucan Vail (co-owner, +1 802-555-0186) as authorized "
                        "contact, scheduling and account info. Pending, she hasn't said yes",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("NOT payments, can't sign anything (no contract changes)", "ev_16"),
                    it(
                        "Ambrose Kettridge (property manager, AC-1042, scheduling) stays as is",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "Her question: if the crew finds extra work on install day, can Lucan "
                        "OK it or must they wait for her?",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Hortensia Vail appears to want her brother Lucan, who co-owns the house, "
                    "to be able to handle the solar install with Quillmoor while she is abroad "
                    "until April.",
                    "ev_1",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "She seems to have settled on giving Lucan scheduling and "
                        "account-information access only, rather than all four levels the "
                        "agent suggested.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "The agent has proposed adding Lucan as an authorized contact at +1 "
                        "802-555-0186, but Hortensia has not confirmed it yet.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "Lucan should apparently not be able to make payments or sign anything.",
                        "ev_16",
                    ),
                    it(
                        "Ambrose Kettridge's access (AC-1042) should probably stay as it is.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "She is asking whether Lucan could approve extra costs the crew finds "
                        "on install day, or whether they would have to wait for her; the "
                        "install is on March 4.",
                        "ev_15",
                        "ev_20",
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
                    "Lucan Vail (co-owner, +1 802-555-0186) added as authorized contact, "
                    "scheduling and account info",
                    "ev_18",
                    "ev_20",
                ),
                "false_status:pending",
                "added as authorized contact",
                "add_authorized_contact act_19 is still pending: she answered the confirmation "
                "with a question (ev_20), not a yes",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "Ambrose Kettridge (property manager, AC-1024, scheduling) stays as is",
                    "ev_15",
                    "ev_16",
                ),
                "wrong_id",
                "AC-1024",
                "Ambrose Kettridge's contact id is AC-1042 (ev_13, ev_15)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Lucan to get scheduling + account info only; agent suggested all four "
                    "levels, she declined payments and contract changes",
                    "ev_3",
                    "ev_4",
                ),
                "unsupported_ref",
                "scheduling + account info only",
                "ev_3 and ev_4 are the verification question and her name and phone; the "
                "levels, the suggestion and her choice are in ev_15 and ev_16",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Lucan should apparently be able to make payments, though not sign anything.",
                    "ev_16",
                ),
                "inverted_constraint",
                "be able to make payments",
                "she said NOT payments (ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "She seems to have first wanted to give Lucan all four levels, then "
                    "settled on scheduling and account-information access only.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "first wanted to give Lucan all four levels",
                "the agent suggested all four levels (ev_15); she only ever asked for "
                "scheduling and questions (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The agent has proposed adding Lucan as an authorized contact at +1 "
                    "802-555-0129, but Hortensia has not confirmed it yet.",
                    "ev_18",
                    "ev_20",
                ),
                "wrong_value:phone",
                "+1 802-555-0129",
                "Lucan's number is +1 802-555-0186 (ev_2, ev_18); 802-555-0129 is Hortensia's "
                "own (ev_4, ev_6)",
            ),
        ],
    },
}
