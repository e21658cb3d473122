"""Hand-written candidate summaries, part 2: refill@m16, refill@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "vet-refill@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Tobias Wren (FV-21907): refills for both cats, Pickle and Saffron",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Pickle, RX-31182: refill request RFL-50417 sent to Dr. Oduya. "
                        "Felimazole 2.5 mg x60, brand only, $31.75, pickup Mossgate. Pending vet "
                        "authorization (expected 4/9)",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Saffron, RX-31240 (gabapentin 100 mg): request failed. Rx expired, no "
                        "refills, last exam 2/27/2025; recheck exam required. Nothing sent",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("Pickle: Felimazole brand only, no generic (she won't eat it)", "ev_16"),
                ],
                rejected=[
                    it("Generic methimazole ($18.40) offered; refused", "ev_15", "ev_16"),
                ],
                next_steps=[
                    it(
                        "Tell Tobias: RFL-50417 awaiting Dr. Oduya; Saffron needs a recheck "
                        "before renewal",
                        "ev_26",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Refills were requested by Tobias Wren for his two cats, Pickle and Saffron.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "A generic version of Pickle's methimazole was offered at $18.40 but was "
                        "declined by Tobias, who wants only the Felimazole brand.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "After his yes, Pickle's refill request (RFL-50417, 60 tablets of "
                        "Felimazole 2.5 mg) was submitted to Dr. Oduya and is awaiting his "
                        "authorization, which is expected by April 9.",
                        "ev_21",
                        "ev_26",
                    ),
                    it(
                        "The request for Saffron's gabapentin could not be submitted: "
                        "prescription RX-31240 has expired, and a recheck exam is required "
                        "before it can be renewed.",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("The refills are to be picked up at the Mossgate hospital.", "ev_16"),
                ],
                open_threads=[
                    it(
                        "Neither outcome has been passed on to Tobias yet.",
                        "ev_26",
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
                "decisions[1]",
                it(
                    "After his yes, Pickle's refill (RFL-50417, 60 tablets of Felimazole 2.5 mg) "
                    "was authorized by Dr. Oduya and will be ready for pickup by April 9.",
                    "ev_21",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "was authorized by Dr. Oduya",
                "request_refill act_19 only submitted the request: its result says "
                "pending_vet_authorization (ev_26); Dr. Oduya has not decided",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Saffron, RX-31240 (gabapentin 100 mg): refill request sent to Dr. Oduya "
                    "alongside Pickle's, pickup Mossgate",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:failed_call",
                "refill request sent to Dr. Oduya",
                "the call for RX-31240 (act_20, executed in the ledger) returned an error: the "
                "prescription expired and no request was sent (ev_30)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Pickle: generic methimazole is fine if it's cheaper", "ev_16"),
                "inverted_constraint",
                "generic methimazole is fine",
                "he said no generic for Pickle, it has to be the Felimazole (ev_16); the request "
                "went out with substitution false (ev_24)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After his yes, Pickle's refill request (RFL-50417, 30 tablets of Felimazole "
                    "2.5 mg) was submitted to Dr. Oduya and is awaiting his authorization, which "
                    "is expected by April 9.",
                    "ev_21",
                    "ev_26",
                ),
                "wrong_value:quantity",
                "30 tablets",
                "the request is for 60 tablets (ev_24, ev_26)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Tobias pointed out Saffron's last exam was over 12 months ago, so Dr. Oduya "
                    "may need to see her first",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Tobias pointed out",
                "the agent said her last exam was more than 12 months ago and that Dr. Oduya "
                "would probably need to see her (ev_15); Tobias only said to send it anyway "
                "(ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "After his yes, Pickle's refill request (RFL-50417, 60 tablets of Felimazole "
                    "2.5 mg) was submitted to Dr. Oduya and is awaiting his authorization, which "
                    "is expected by April 10.",
                    "ev_21",
                    "ev_26",
                ),
                "wrong_date",
                "expected by April 10",
                "the decision is expected by 2026-04-09 (ev_26)",
            ),
        ],
    },
    "vet-refill@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Tobias Wren (FV-21907): refills for Pickle and Saffron, and a recheck so "
                    "Saffron's gabapentin can be renewed",
                    "ev_2",
                    "ev_6",
                    "ev_35",
                ),
                decisions=[
                    it(
                        "RFL-50417 (Pickle, Felimazole 2.5 mg x60, brand only, $31.75) sent to "
                        "Dr. Oduya; not authorized yet, decision expected Thu 4/9; pickup at "
                        "Mossgate",
                        "ev_26",
                        "ev_34",
                    ),
                    it(
                        "Saffron's refill failed (RX-31240 expired, last exam 2/27/2025); "
                        "Tobias told a recheck is needed",
                        "ev_30",
                        "ev_34",
                    ),
                    it(
                        "Saffron's recheck with Dr. Oduya, Mon 4/13 5:30 pm at Mossgate, $68 "
                        "exam: Tobias said yes; not booked yet",
                        "ev_37",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it("Appointments only after 5 pm (he works days)", "ev_35"),
                    it("Pickle: brand Felimazole only, no generic", "ev_16"),
                ],
                rejected=[
                    it(
                        "T4 check for Pickle ($74) at the same visit, suggested by the agent: "
                        "declined, she had bloods in November",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                next_steps=[
                    it(
                        "Book Saffron's 4/13 5:30 pm recheck, then confirm to Tobias",
                        "ev_37",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it("Tobias Wren wants refills for his cats Pickle and Saffron.", "ev_2"),
                decisions=[
                    it(
                        "Pickle's brand-name Felimazole refill was sent to Dr. Oduya as request "
                        "RFL-50417 and is waiting for his authorization, expected by Thursday, "
                        "April 9.",
                        "ev_26",
                        "ev_34",
                    ),
                    it(
                        "Saffron's gabapentin refill could not be sent because her prescription "
                        "expired; her last exam was on February 27, 2025.",
                        "ev_30",
                        "ev_34",
                    ),
                    it(
                        "Tobias agreed to a recheck exam for Saffron on Monday, April 13 at 5:30 "
                        "pm with Dr. Oduya at Mossgate, for $68. The appointment has not been "
                        "booked yet.",
                        "ev_37",
                        "ev_39",
                    ),
                    it(
                        "He turned down the agent's suggestion to add a thyroid check for Pickle "
                        "at the same visit, because Pickle had bloodwork in November.",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "Tobias can only come after 5 pm because he works during the day.",
                        "ev_35",
                    ),
                ],
                next_steps=[
                    it("Book Saffron's recheck for April 13 at 5:30 pm.", "ev_37", "ev_39"),
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
                    "Saffron's recheck exam was booked for Monday, April 13 at 5:30 pm with Dr. "
                    "Oduya at Mossgate, for $68, after Tobias agreed.",
                    "ev_37",
                    "ev_39",
                ),
                "false_status:pending",
                "was booked",
                "book_appointment act_38 is approved by his yes (ev_39, ev_40) but no call has "
                "been made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "RFL-50417 (Pickle, Felimazole 2.5 mg x60, brand only, $31.75) declined by "
                    "Dr. Oduya; nothing to pick up at Mossgate",
                    "ev_26",
                    "ev_34",
                ),
                "false_status:other_status",
                "declined by Dr. Oduya",
                "request_refill act_19 executed and the request is pending Dr. Oduya's "
                "authorization (ev_26, ev_34); he has not declined it",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Saffron's recheck with Dr. Oduya, Fri 4/10 5:30 pm at Mossgate, $68 exam: "
                    "Tobias said yes; not booked yet",
                    "ev_37",
                    "ev_39",
                ),
                "wrong_date",
                "Fri 4/10",
                "the recheck he said yes to is Monday, April 13 at 5:30 pm (ev_37); April 10 "
                "was a 10:40 am slot he passed over (ev_34, ev_35)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Tobias prefers daytime appointments, before 5 pm, because of his work.",
                    "ev_35",
                ),
                "inverted_constraint",
                "before 5 pm",
                "he said only after 5, he works days (ev_35)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "Tobias first asked about adding a thyroid check for Pickle at the same "
                    "visit, then dropped it because Pickle had bloodwork in November.",
                    "ev_34",
                    "ev_35",
                ),
                "misattributed_decision",
                "Tobias first asked about adding a thyroid check",
                "the agent suggested the T4 check (ev_34); Tobias only declined it (ev_35)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Saffron's recheck with Dr. Oduya, Mon 4/13 5:30 pm at Mossgate, $74 exam: "
                    "Tobias said yes; not booked yet",
                    "ev_37",
                    "ev_39",
                ),
                "wrong_amount",
                "$74 exam",
                "the exam fee is $68.00 (ev_32, ev_37); $74.00 was the T4 check for Pickle (ev_34)",
            ),
        ],
    },
}
