"""Hand-written candidate summaries, part 5: agent@m16, agent@m26.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "marina-agent@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Halvard Pike is selling his sailboat Halcyon and wants his broker, Noor "
                    "Abernethy of Saltby Yacht Sales, to be able to show it and take buyers "
                    "out.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Noor Abernethy was authorized as AG-1175 for Halcyon only, for "
                        "showings and sea trials, until June 30, 2026, and the agent confirmed "
                        "it to Halvard.",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "The authorization covers only Halcyon, not Minx, because Minx is not "
                        "for sale.",
                        "ev_14",
                    ),
                    it(
                        "Noor may not book haul-outs or sign anything; if Halcyon is not sold "
                        "by the end of June, Halvard plans to change brokers.",
                        "ev_14",
                    ),
                ],
                rejected=[
                    it(
                        "The agent mentioned that many sellers also let their broker book "
                        "haul-outs for a buyer's survey, and Halvard said no.",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "The default expiry at the end of the season, October 31, was not "
                        "used; Halvard chose June 30.",
                        "ev_13",
                        "ev_14",
                    ),
                ],
                open_threads=[
                    it(
                        "Halvard now wants Minx moved off A dock because the ferry wake bangs "
                        "her against the finger pier.",
                        "ev_25",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "halvard pike MH-15063 - authorize broker noor abernethy (saltby yacht "
                    "sales) for halcyon",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "AG-1175 active: noor, halcyon only, showings + sea trials, till "
                        "2026-06-30. told him",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it("not minx - minx not for sale", "ev_14"),
                    it("no haul-out bookings, no signing for noor", "ev_14"),
                ],
                rejected=[
                    it("broker booking haul-outs (agent's idea) - no", "ev_13", "ev_14"),
                ],
                next_steps=[
                    it("look at moving minx off A dock (A-3), ferry wake", "ev_9", "ev_25"),
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
                    "AG-1175 active: noor, halcyon and minx, showings + sea trials, till "
                    "2026-06-30. told him",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:other_target",
                "halcyon and minx",
                "authorize_agent act_17 covers Halcyon only (ev_22); he excluded Minx (ev_14) "
                "and the agent said Noor has no access to Minx (ev_24)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Noor Abernethy was authorized as AG-1175 for Halcyon, for showings, sea "
                    "trials and haul-out bookings, until June 30, 2026, and the agent confirmed "
                    "it to Halvard.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:wrong_effect",
                "sea trials and haul-out bookings",
                "AG-1175's scope is showings and sea trials only (ev_22, ev_24); haul-out "
                "bookings were declined (ev_14)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[1]",
                it("noor can sign for him, just no haul-out bookings", "ev_14"),
                "inverted_constraint",
                "noor can sign for him",
                "he said she can't sign anything and doesn't book haul-outs (ev_14)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Halvard first suggested letting his broker book haul-outs for a buyer's "
                    "survey, but then decided against it.",
                    "ev_13",
                    "ev_14",
                ),
                "misattributed_decision",
                "Halvard first suggested letting his broker book haul-outs",
                "the agent suggested haul-out authority (ev_13); Halvard refused it (ev_14)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Noor Abernethy was authorized as AG-1175 for Halcyon only, for showings "
                    "and sea trials, until October 31, 2026, and the agent confirmed it to "
                    "Halvard.",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_date",
                "until October 31, 2026",
                "AG-1175 expires on June 30, 2026 (ev_22, ev_24); October 31 is the default he "
                "did not take (ev_13)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "AG-1157 active: noor, halcyon only, showings + sea trials, till "
                    "2026-06-30. told him",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_id",
                "AG-1157",
                "the authorization id is AG-1175 (ev_22, ev_24)",
            ),
        ],
    },
    "marina-agent@m26": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Halvard Pike's broker was to be authorized for Halcyon, and his runabout "
                    "Minx is to be moved off A dock because of the ferry wake.",
                    "ev_2",
                    "ev_25",
                ),
                decisions=[
                    it(
                        "Noor Abernethy was authorized earlier as AG-1175, for Halcyon only, "
                        "showings and sea trials, until June 30.",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "A reassignment request for Minx (RA-0539) was sent to the harbour "
                        "master with D-7 as first choice and E-2 as second; it has not been "
                        "approved, and Minx keeps A-3 until then.",
                        "ev_32",
                        "ev_34",
                        "ev_38",
                        "ev_40",
                    ),
                    it(
                        "The request will be reviewed on Monday, March 16; a $45.00 fee is "
                        "charged only if a move is approved.",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it(
                        "The cheaper slip is to be tried first: D-7, with E-2 only if D-7 "
                        "does not work out.",
                        "ev_30",
                    ),
                ],
                open_threads=[
                    it(
                        "Halvard asked whether he will hear on Monday.",
                        "ev_41",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Halvard Pike (MH-15063): broker for Halcyon (done), then Minx (19 ft, "
                    "A-3) off A dock, where the ferry wake bangs her on the finger pier",
                    "ev_6",
                    "ev_24",
                    "ev_25",
                ),
                decisions=[
                    it(
                        "RA-0539 submitted after his yes: Minx A-3 → D-7 (1st, same $2,242, no "
                        "difference) or E-2 (2nd, $2,394, +$152); pending the harbour master's "
                        "review Mon 3/16. Not approved; A-3 held",
                        "ev_29",
                        "ev_34",
                        "ev_38",
                        "ev_40",
                    ),
                    it("$45 reassignment fee only if a move is approved", "ev_29", "ev_40"),
                    it(
                        "AG-1175 (Noor Abernethy): Halcyon only, showings/sea trials, to 6/30/2026",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it("Cheaper slip first: D-7, E-2 only as fallback", "ev_30"),
                ],
                rejected=[
                    it(
                        "Agent pitched E-2 as the nicer berth by the car park; he put it second",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                open_threads=[
                    it(
                        "His questions: will he hear Monday? (and whether Noor is told if Minx "
                        "moves, which he says doesn't matter)",
                        "ev_41",
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
                    "Minx was reassigned from A-3 to D-7 by the harbour master (RA-0539) after "
                    "Halvard's request.",
                    "ev_32",
                    "ev_34",
                    "ev_38",
                    "ev_40",
                ),
                "false_status:wrong_effect",
                "was reassigned from A-3 to D-7",
                "request_slip_reassignment act_33 only submitted the request: RA-0539 is "
                "pending_harbour_master (ev_38), not approved, A-3 held (ev_40)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "RA-0539 for Minx (D-7 1st, E-2 2nd) drafted but not submitted: he held "
                    "off pending the harbour master's review Mon 3/16",
                    "ev_29",
                    "ev_34",
                    "ev_38",
                    "ev_40",
                ),
                "false_status:other_status",
                "drafted but not submitted",
                "he said yes, send it (ev_34) and request_slip_reassignment act_33 executed: "
                "RA-0539 is with the harbour master (ev_38, ev_40)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "The better slip is to be tried first: E-2, with D-7 only if E-2 does not "
                    "work out.",
                    "ev_30",
                ),
                "inverted_constraint",
                "E-2, with D-7 only if E-2 does not work out",
                "he asked for the cheaper one first: D-7, and E-2 only if D-7 doesn't work out "
                "(ev_30)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "He called E-2 the nicer berth by the car park but still put it second",
                    "ev_29",
                    "ev_30",
                ),
                "misattributed_decision",
                "He called E-2 the nicer berth by the car park",
                "the agent described E-2 as the nicer berth closest to the car park (ev_29); "
                "Halvard only chose the cheaper one first (ev_30)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The request will be reviewed on Monday, March 16; a $54.00 fee is charged "
                    "only if a move is approved.",
                    "ev_38",
                    "ev_40",
                ),
                "wrong_amount",
                "$54.00 fee",
                "the reassignment fee is $45.00 (ev_27, ev_29, ev_40)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it("$45 reassignment fee only if a move is approved", "ev_4", "ev_6"),
                "unsupported_ref",
                "$45 reassignment fee",
                "ev_4 and ev_6 are his phone number and the verification; the fee is in ev_27, "
                "ev_29 and ev_40",
            ),
        ],
    },
}
