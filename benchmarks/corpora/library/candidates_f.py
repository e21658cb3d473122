"""Hand-written candidate summaries, part 6: hold@m16, billing@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "library-hold@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Elowen Catterick (HU-8834019): cancel a hold she no longer needs; get the "
                    "annotated Coverdale letters for an essay",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "HD-76931 (The Sea-Wife's Almanac) cancelled at her request; she bought "
                        "her own copy",
                        "ev_2",
                        "ev_19",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "HD-76988 (Reading the Marginalia) untouched: ready at Hawkridge until "
                        "Fri 4/10",
                        "ev_17",
                    ),
                    it(
                        "Hold on HK804417 (annotated 2011 ed., ed. T. Grendon; out until 4/22, 1 "
                        "hold ahead) proposed, pickup Hawkridge; not placed: she replied with a "
                        "question",
                        "ev_17",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Annotated 2011 edition only, not the 2018 paperback: the notes are the "
                        "point",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "2018 paperback HK815530, on the shelf now (agent's suggestion): declined",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Essay due the 24th: will the annotated copy reach her in time if the "
                        "first hold gets it on the 22nd? Unanswered",
                        "ev_25",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Elowen Catterick appears to want to drop a hold she no longer needs and "
                    "to get the annotated edition of Coverdale's letters for an essay.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Her hold on The Sea-Wife's Almanac (HD-76931) seems to have been "
                        "cancelled, since she bought her own copy.",
                        "ev_2",
                        "ev_19",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "A hold on the annotated 2011 edition (HK804417) has been proposed with "
                        "pickup at Hawkridge, but it does not appear to have been placed yet, "
                        "as she answered with a question.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "She apparently wants only the annotated 2011 edition and not the 2018 "
                        "paperback, because the notes are what she needs.",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "She seems worried the copy might not reach her before her essay is due "
                        "on the 24th, since it is checked out until April 22 with one hold "
                        "ahead of her.",
                        "ev_15",
                        "ev_17",
                        "ev_27",
                    ),
                    it(
                        "Her other hold, Reading the Marginalia (HD-76988), seems to be ready "
                        "for pickup at Hawkridge until Friday, April 10.",
                        "ev_17",
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
                    "A hold on the annotated 2011 edition (HK804417) seems to have been placed "
                    "for her, with pickup at Hawkridge.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:pending",
                "seems to have been placed for her",
                "place_hold act_26 is still pending: she answered the confirmation with a "
                "question (ev_27), not a yes",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Her hold on Reading the Marginalia (HD-76988) seems to have been cancelled, "
                    "since she bought her own copy.",
                    "ev_2",
                    "ev_19",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:other_target",
                "Reading the Marginalia (HD-76988)",
                "cancel_hold act_18 cancelled HD-76931, The Sea-Wife's Almanac (ev_18, ev_24); "
                "HD-76988 stays, ready for pickup (ev_17)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Any edition will do, the 2018 paperback included; she needs it for the essay",
                    "ev_19",
                ),
                "inverted_constraint",
                "Any edition will do, the 2018 paperback included",
                "she wants the annotated 2011 edition only, not the paperback, because the "
                "notes are the whole point (ev_19)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "HD-76988 (Reading the Marginalia) untouched: ready at Hawkridge until Fri "
                    "4/17",
                    "ev_17",
                ),
                "wrong_date",
                "until Fri 4/17",
                "HD-76988 is ready for pickup until Friday, April 10 (ev_12, ev_17)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "open_threads[1]",
                it(
                    "Elowen mentioned that her other hold, Reading the Marginalia (HD-76988), is "
                    "ready for pickup at Hawkridge until Friday, April 10.",
                    "ev_17",
                ),
                "misattributed_decision",
                "Elowen mentioned",
                "the agent told her that HD-76988 is ready until April 10 (ev_17); she never "
                "mentioned it",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "2018 paperback HK815530 checked out to her to use in the meantime",
                    "ev_17",
                    "ev_19",
                ),
                "false_status:no_such_action",
                "checked out to her",
                "the agent only suggested borrowing the paperback (ev_17) and she declined "
                "(ev_19); the ledger holds no action on HK815530",
            ),
        ],
    },
    "library-billing@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Dorian Pimlott (HU-4750213, grad) contesting $147.00 for HK906612, which "
                    "he says he returned via the Hawkridge book drop in Feb; paying the $6.00 "
                    "fine",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Claims-returned CR-6024 filed on F-21310 (HK906612: $112.00 "
                        "replacement + $15.00 processing + $20.00 capped overdue = $147.00): "
                        "stacks team searching until 5/7; $147.00 suspended, not removed; not "
                        "resolved",
                        "ev_14",
                        "ev_18",
                        "ev_21",
                        "ev_26",
                        "ev_31",
                    ),
                    it(
                        "F-21356 (Panel Data Methods, 12 days late) $6.00 paid on Mastercard "
                        "****3385, receipt PY-88120; balance due $0.00",
                        "ev_14",
                        "ev_18",
                        "ev_30",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("Nothing to be charged for the lost book (F-21310)", "ev_15", "ev_18"),
                ],
                rejected=[
                    it(
                        "Waiving the $6.00: refused, this academic year's courtesy waiver "
                        "already used 10/14/2025",
                        "ev_15",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "He asks what happens if it isn't found by 5/7; the agent said earlier "
                        "the $147.00 would come back",
                        "ev_14",
                        "ev_31",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Dorian Pimlott's account was reviewed because $153.00 was being charged, "
                    "mostly for a book he says was returned in February.",
                    "ev_2",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "A claims-returned report (CR-6024) was filed for Monetary Regimes of "
                        "the Interwar Periphery (HK906612), and the $147.00 on F-21310 was "
                        "suspended while the stacks team searches until May 7.",
                        "ev_18",
                        "ev_21",
                        "ev_26",
                        "ev_31",
                    ),
                    it(
                        "The $6.00 fine for Panel Data Methods (F-21356) was paid on his "
                        "Mastercard ending 3385, under receipt PY-88120.",
                        "ev_18",
                        "ev_21",
                        "ev_30",
                        "ev_31",
                    ),
                    it(
                        "The claims-returned report was offered by the agent, and it was "
                        "accepted by Dorian.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "It was insisted by Dorian that nothing be charged for the lost book.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "A waiver of the $6.00 was asked for, but it was refused because his "
                        "courtesy waiver for the year had been used on October 14, 2025.",
                        "ev_15",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "The search has not been resolved, and it was asked by Dorian what "
                        "happens if the book is not found by then.",
                        "ev_26",
                        "ev_32",
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
                    "A claims-returned report (CR-6024) was filed for Monetary Regimes of the "
                    "Interwar Periphery (HK906612), and the $147.00 on F-21310 was removed from "
                    "his account.",
                    "ev_18",
                    "ev_21",
                    "ev_26",
                    "ev_31",
                ),
                "false_status:wrong_effect",
                "was removed from his account",
                "file_claims_returned act_19 only started a search by the stacks team: the "
                "$147.00 is suspended, not removed, until May 7 (ev_26, ev_31)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "$6.00 paid toward F-21310 (HK906612) on Mastercard ****3385, receipt "
                    "PY-88120; balance due $0.00",
                    "ev_14",
                    "ev_18",
                    "ev_30",
                    "ev_31",
                ),
                "false_status:other_target",
                "F-21310 (HK906612)",
                "pay_fines act_20 paid F-21356, Panel Data Methods (ev_20, ev_30); nothing was "
                "charged for F-21310, as he asked (ev_15, ev_18)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The $6.00 fine for Panel Data Methods (F-21356) could not be paid: the "
                    "charge to his Mastercard ending 3385 was declined.",
                    "ev_18",
                    "ev_21",
                    "ev_30",
                    "ev_31",
                ),
                "false_status:other_status",
                "could not be paid",
                "pay_fines act_20 executed and the $6.00 was paid, receipt PY-88120 (ev_29, "
                "ev_30, ev_31)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Claims-returned CR-6024 filed on F-21310 (HK906612: $112.00 replacement + "
                    "$15.00 processing + $20.00 capped overdue = $147.00): stacks team searching "
                    "until 5/7; $153.00 suspended, not removed; not resolved",
                    "ev_14",
                    "ev_18",
                    "ev_21",
                    "ev_26",
                    "ev_31",
                ),
                "wrong_amount",
                "$153.00 suspended",
                "$147.00 is suspended (ev_26, ev_31); $153.00 was the whole balance, with the "
                "$6.00 fine he paid (ev_14)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "F-21356 (Panel Data Methods, 12 days late) $6.00 paid on Mastercard "
                    "****3385, receipt PY-88120; balance due $0.00",
                    "ev_3",
                    "ev_4",
                ),
                "unsupported_ref",
                "PY-88120",
                "ev_3 and ev_4 are the request for his name and phone digits and his answer; "
                "the fine, the payment and the receipt are in ev_14, ev_30 and ev_31",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The claims-returned report was proposed by Dorian himself, and it was "
                    "accepted by the agent.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "proposed by Dorian himself",
                "the agent offered the claims-returned report (ev_14); Dorian accepted it (ev_15)",
            ),
        ],
    },
}
