"""Hand-written candidate summaries, part 3: boarding@m18, claim@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "vet-boarding@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Amara Quist wanted to board her two dogs, Rufus and Clementine, from April "
                    "17 to April 20.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent checked their vaccination records and found that Rufus was "
                        "eligible but Clementine, a 14-week-old puppy who has had only two of "
                        "her three DHPP doses, cannot board, so Amara decided to board Rufus "
                        "alone and leave Clementine with her sister.",
                        "ev_16",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "After Amara confirmed, Rufus was booked as reservation BRD-3318 in a "
                        "standard run at Wenlow Bridge from Friday, April 17 to Monday, April "
                        "20: three nights at $54 each, $162 in total, paid at check-out.",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "Amara declined the daily playtime add-on that the agent suggested at "
                        "$12 a day, saying Rufus gets too wound up.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "Rufus eats only his own food and must not be given chicken because of "
                        "his allergy, which has been flagged on the reservation.",
                        "ev_19",
                        "ev_27",
                    ),
                    it("She will pick him up on Monday before noon.", "ev_19"),
                ],
                open_threads=[
                    it(
                        "The agent offered to book Clementine's third DHPP, which is due April "
                        "15; Amara said she will call about it next week.",
                        "ev_29",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Amara Quist (FV-46620): boarding Apr 17-20 for Rufus and Clementine",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "BRD-3318 booked: Rufus (PAT-61802), standard run, Wenlow Bridge, Fri "
                        "4/17 check-in 8-11 am to Mon 4/20 by noon. 3 nights x $54 = $162, due "
                        "at check-out",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                    ),
                    it(
                        "Clementine (PAT-61819, 14 wk) not booked: under 16 weeks, DHPP 2 of 3, "
                        "no rabies/Bordetella. Going to Amara's sister",
                        "ev_16",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it("Rufus: own food only, NO chicken (allergy flagged)", "ev_19", "ev_27"),
                    it("No playtime add-on", "ev_19", "ev_22"),
                ],
                rejected=[
                    it(
                        "Playtime add-on ($12/day), the agent's suggestion: declined, he gets too "
                        "wound up",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Clementine's 3rd DHPP due 4/15; booking offered, Amara will call next "
                        "week",
                        "ev_29",
                        "ev_30",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "BRD-3318 booked: Clementine (PAT-61819), standard run, Wenlow Bridge, Fri "
                    "4/17 check-in 8-11 am to Mon 4/20 by noon. 3 nights x $54 = $162, due at "
                    "check-out",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                ),
                "false_status:other_target",
                "Clementine (PAT-61819)",
                "book_boarding act_22 booked Rufus, PAT-61802 (ev_25, ev_27); Clementine is not "
                "eligible and was not booked (ev_16, ev_19)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "The agent also booked Clementine's third DHPP vaccination for April 15, so "
                    "she will be ready to board next time.",
                    "ev_29",
                ),
                "false_status:no_such_action",
                "booked Clementine's third DHPP vaccination for April 15",
                "the agent only offered to book it (ev_29) and Amara put it off (ev_30); the "
                "ledger holds no appointment for Clementine",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "BRD-3318 booked: Rufus (PAT-61802), standard run, Wenlow Bridge, Fri 4/17 "
                    "check-in 8-11 am to Mon 4/20 by noon. 3 nights x $72 = $216, due at "
                    "check-out",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                ),
                "wrong_amount",
                "$72 = $216",
                "the standard run is $54.00 a night, $162.00 in total (ev_21, ev_27); $72.00 is "
                "the suite (ev_13)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After Amara confirmed, Rufus was booked as reservation BRD-3318 in a "
                    "standard run at Wenlow Bridge from Friday, April 17 to Tuesday, April 21: "
                    "three nights at $54 each, $162 in total, paid at check-out.",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_date",
                "Tuesday, April 21",
                "check-out is Monday, April 20 by noon (ev_21, ev_27, ev_29)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("Rufus: house diet only, no outside food", "ev_19", "ev_27"),
                "inverted_constraint",
                "house diet only, no outside food",
                "Amara said he eats his own food, no chicken (ev_19); the reservation says "
                "owner's food only (ev_27)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Amara asked about the $12-a-day playtime add-on but then decided against "
                    "it, saying Rufus gets too wound up.",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "Amara asked about the $12-a-day playtime add-on",
                "the agent suggested the playtime add-on (ev_18); Amara only declined it (ev_19)",
            ),
        ],
    },
    "vet-claim@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Deshawn Pryor wants to file a pet insurance claim with Harborline for "
                    "Otis's ear infection last month.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The claim covers only invoice INV-88412 from March 19 for $286.40 "
                        "(Otis's ear infection). The March 30 wellness invoice INV-88577 for "
                        "$118 was left out because his Accident & Illness plan does not cover "
                        "wellness.",
                        "ev_18",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "The claim was submitted to Harborline as HCL-209318 after Deshawn said "
                        "yes. It is under review and has not been approved; Harborline expects "
                        "to decide by April 22.",
                        "ev_23",
                        "ev_27",
                        "ev_29",
                    ),
                    it("Deshawn declined the Vet Direct Pay option.", "ev_18", "ev_19"),
                ],
                constraints=[
                    it(
                        "Any reimbursement must be paid to Deshawn, not to the hospital.",
                        "ev_19",
                        "ev_27",
                    ),
                ],
                open_threads=[
                    it(
                        "Deshawn asked whether he needs to do anything else; this has not been "
                        "answered yet.",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Deshawn Pryor (FV-38851): claim form to Harborline for Otis's (PAT-52290) "
                    "otitis externa",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Claim HCL-209318 submitted 4/8/2026 on policy HPL-4471902 (Accident & "
                        "Illness, $250 annual deductible, 80% after): INV-88412, 3/19, $286.40. "
                        "Status under_review, Harborline's decision expected by 4/22; nothing "
                        "approved yet",
                        "ev_16",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                        "ev_29",
                    ),
                    it(
                        "INV-88577 (3/30 wellness, $118.00) not claimed: wellness not covered on "
                        "his plan",
                        "ev_16",
                        "ev_18",
                        "ev_19",
                        "ev_21",
                    ),
                ],
                constraints=[
                    it("Payout to the policyholder (Deshawn), not the hospital", "ev_19", "ev_27"),
                ],
                rejected=[
                    it("Vet Direct Pay for future visits: offered, declined", "ev_18", "ev_19"),
                ],
                open_threads=[
                    it("His question 'do I need to do anything else?' not answered yet", "ev_30"),
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
                    "The claim HCL-209318 was approved by Harborline after Deshawn said yes, and "
                    "the reimbursement will be paid to him by April 22.",
                    "ev_23",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:wrong_effect",
                "was approved by Harborline",
                "submit_insurance_claim act_22 only submitted the claim: it is under_review "
                "(ev_27) and nothing is approved yet (ev_29)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "INV-88577 (3/30 wellness, $118.00) also submitted under HCL-209318",
                    "ev_18",
                    "ev_21",
                    "ev_27",
                ),
                "false_status:other_target",
                "also submitted under HCL-209318",
                "the claim covers INV-88412 only (ev_25, ev_27); INV-88577 was left out (ev_19, "
                "ev_21, ev_29)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The claim covers only invoice INV-88412 from March 19 for $268.40 (Otis's "
                    "ear infection). The March 30 wellness invoice INV-88577 for $118 was left "
                    "out because his Accident & Illness plan does not cover wellness.",
                    "ev_18",
                    "ev_19",
                    "ev_21",
                ),
                "wrong_amount",
                "$268.40",
                "INV-88412 is $286.40 (ev_13, ev_18, ev_21)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Claim HCL-209381 submitted 4/8/2026 on policy HPL-4471902 (Accident & "
                    "Illness, $250 annual deductible, 80% after): INV-88412, 3/19, $286.40. "
                    "Status under_review, Harborline's decision expected by 4/22; nothing "
                    "approved yet",
                    "ev_16",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_id",
                "HCL-209381",
                "the claim id is HCL-209318 (ev_27, ev_29)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("Payout to the hospital, not to Deshawn", "ev_19", "ev_27"),
                "inverted_constraint",
                "Payout to the hospital, not to Deshawn",
                "he said to send the money to him, not to the hospital (ev_19); the claim says "
                "payout to the policyholder (ev_27)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Vet Direct Pay was also set up, so Harborline will pay the hospital "
                    "directly on Otis's future visits.",
                    "ev_18",
                    "ev_19",
                ),
                "false_status:no_such_action",
                "Vet Direct Pay was also set up",
                "the agent only offered Vet Direct Pay (ev_18) and Deshawn declined it (ev_19); "
                "the ledger holds no such action",
            ),
        ],
    },
}
