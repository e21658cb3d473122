"""Hand-written candidate summaries, part 6: refund@m18, dosage@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "vet-refund@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A refund of the deposit for Scout's cancelled surgery was requested by "
                    "Marguerite Oyelaran.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The surgery, SRG-20417, was cancelled by Dr. Varga on April 6 after an "
                        "aspirate showed a lipoma, so the full $250 deposit (DEP-59730, paid "
                        "March 27) was found to be refundable.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "The $65 pre-op bloodwork (INV-88103) was not refunded, since it had "
                        "been performed; this was accepted by Marguerite.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "A refund as account credit was proposed first but was rejected by "
                        "Marguerite.",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "Refund RFD-11842 of $250 was then issued to her Mastercard ****5537 "
                        "after her yes and is expected within 3 to 5 business days, by April 15.",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "The money is to go back to her card, not be kept as credit on the "
                        "account.",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Confirmation that the surgery is off the books and that no no-show fee "
                        "will be charged has been asked for.",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Marguerite Oyelaran (FV-39042): deposit back for Scout's cancelled mass "
                    "removal",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "RFD-11842 issued: $250 (DEP-59730) to Mastercard ****5537, expected by "
                        "4/15",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "INV-88103 pre-op bloodwork ($65, 3/27) not refundable: performed. She "
                        "accepted",
                        "ev_13",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it("Refund to her card, NOT account credit", "ev_19"),
                ],
                rejected=[
                    it(
                        "Refund as account credit (agent's first proposal): rejected by her",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Is SRG-20417 off the books, no no-show fee? Asked, not answered (Dr. "
                        "Varga cancelled it 4/6)",
                        "ev_13",
                        "ev_31",
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
                    "The $250 was first put on her account as a credit, available right away "
                    "for Scout's next visit.",
                    "ev_17",
                    "ev_19",
                ),
                "false_status:ledger_rejected",
                "put on her account as a credit",
                "the refund as account credit (act_18) was rejected by her no (ev_19, ev_21); "
                "the only refund that ran is RFD-11842 to her card (ev_28)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "RFD-11842 ($250, DEP-59730) to Mastercard ****5537 still pending, not "
                    "issued yet",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:other_status",
                "still pending, not issued yet",
                "refund_deposit act_23 executed and its result says issued (ev_28, ev_30)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "Refund RFD-11842 of $315 was then issued to her Mastercard ****5537 after "
                    "her yes and is expected within 3 to 5 business days, by April 15.",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_amount",
                "$315",
                "the refund is $250.00 (ev_28, ev_30); the $65 bloodwork was not refunded (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("Refund as account credit, NOT to her card", "ev_19"),
                "inverted_constraint",
                "as account credit, NOT to her card",
                "she said to her card, NOT as credit (ev_19)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "RFD-11842 issued: $250 (DEP-59730) to Mastercard ****5537, expected by 4/10",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_date",
                "expected by 4/10",
                "the refund is expected by 2026-04-15 (ev_28, ev_30); April 10 was the "
                "cancelled surgery's date (ev_13)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The surgery, SRG-20417, was cancelled by Dr. Varga on April 6 after an "
                    "aspirate showed a lipoma, so the full $250 deposit (DEP-59730, paid March "
                    "27) was found to be refundable.",
                    "ev_4",
                    "ev_10",
                ),
                "unsupported_ref",
                "DEP-59730",
                "ev_4 and ev_10 are her client number and email and her card on file; the "
                "surgery, its cancellation and the deposit are in ev_13 and ev_15",
            ),
        ],
    },
    "vet-dosage@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Basil Thorne seems to want Hazel's carprofen raised to twice a day because "
                    "her limping has worsened, and to reorder her joint chews.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "A request (DCR-4068) to change Hazel's carprofen 75 mg from once to "
                        "twice daily appears to have been sent to Dr. Varga, who is expected to "
                        "decide by April 9; it has not been approved yet.",
                        "ev_24",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "Basil apparently said yes to ordering FlexiJoint Advanced chews (90 "
                        "count, $46.50 on his Visa ****8864), but the order does not seem to "
                        "have been placed yet.",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "He declined the recheck the agent suggested for Friday, April 10, since "
                        "he cannot get off work this week.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "Hazel should likely stay on one 75 mg tablet once a day until Dr. "
                        "Varga answers.",
                        "ev_19",
                        "ev_28",
                    ),
                    it(
                        "The chews should be shipped to his work address, 77 Ferrier St, Wenlow "
                        "Bridge, rather than home.",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it(
                        "Place the chews order, and let Basil know once Dr. Varga responds.",
                        "ev_28",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Basil Thorne got in touch because his dog Hazel has been limping more; he "
                    "wanted her carprofen raised to twice a day and more of her joint chews.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The agent explained that only Dr. Varga can change Hazel's dose and, at "
                        "Basil's request, sent him dosage change request DCR-4068 for 75 mg "
                        "twice daily. It is now waiting for Dr. Varga's review, expected by "
                        "April 9.",
                        "ev_18",
                        "ev_19",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "Since the limping had worsened, the agent offered a recheck with Dr. "
                        "Varga on Friday, April 10 at 2:20 pm, but Basil turned it down because "
                        "he can't get off work this week.",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "Basil then agreed to order a 90-count pack of FlexiJoint Advanced chews "
                        "for $46.50, to be shipped to his workplace; the order had not been "
                        "placed yet at this point.",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it(
                        "Basil will not change anything in Hazel's medication until Dr. Varga "
                        "answers.",
                        "ev_19",
                    ),
                    it(
                        "The chews must not be shipped to his home, since nobody is there to "
                        "receive packages.",
                        "ev_19",
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
                    "Hazel's carprofen 75 mg appears to have been increased to twice daily "
                    "through request DCR-4068 to Dr. Varga.",
                    "ev_24",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:wrong_effect",
                "appears to have been increased to twice daily",
                "request_dosage_change act_23 only submitted the request: pending_vet_review, "
                "dose unchanged until Dr. Varga decides (ev_28, ev_30)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Basil then ordered a 90-count pack of FlexiJoint Advanced chews for $46.50, "
                    "which has been shipped to his workplace.",
                    "ev_30",
                    "ev_32",
                ),
                "false_status:pending",
                "which has been shipped to his workplace",
                "order_product act_31 is approved by his yes (ev_32, ev_33) but no call has "
                "been made",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Since the limping had worsened, the agent booked a recheck with Dr. Varga "
                    "on Friday, April 10 at 2:20 pm so he can look at Hazel.",
                    "ev_18",
                    "ev_19",
                ),
                "false_status:no_such_action",
                "booked a recheck",
                "the agent only offered the recheck (ev_18) and Basil declined it (ev_19); the "
                "ledger holds no appointment",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Hazel can apparently go to twice a day right away, without waiting for Dr. "
                    "Varga's answer.",
                    "ev_19",
                    "ev_28",
                ),
                "inverted_constraint",
                "go to twice a day right away, without waiting",
                "Basil said he won't change anything until Dr. Varga answers (ev_19); the dose "
                "is unchanged until then (ev_28)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "The chews should be shipped to his work address, 17 Ferrier St, Wenlow "
                    "Bridge, rather than home.",
                    "ev_19",
                ),
                "wrong_value:address",
                "17 Ferrier St",
                "his work address is 77 Ferrier St, Wenlow Bridge (ev_19, ev_21, ev_30)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Since the limping had worsened, Basil asked about a recheck with Dr. Varga "
                    "on Friday, April 10 at 2:20 pm, but decided against it because he can't "
                    "get off work this week.",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "Basil asked about a recheck",
                "the agent offered the recheck (ev_18); Basil only turned it down (ev_19)",
            ),
        ],
    },
}
