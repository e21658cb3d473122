"""Hand-written candidate summaries, part 3: reprint@m14, reprint@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "printshop-reprint@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Agatha Lobb (Sternwick Books, BA-2764): fix misprinted author-evening "
                    "flyers (date line cut off at the edge) before the event Sat 4/17",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Reprint request RPR-2209 filed after her yes for RUN-60977 (1,000 DL "
                        "flyers, 130gsm silk, $93.00): under review with production manager "
                        "Ingrith Pendlebury, decision by 12:00 on 4/7; if approved, free "
                        "reprint ready 2 working days later. Not yet reported to her",
                        "ev_12",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "Looks like the shop's trimming fault: approved proof PRF-3204 has the "
                        "date line 6 mm inside the trim",
                        "ev_12",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        'Only the flyers, not the posters (RUN-60978, 20 A3, $64.00: "perfect")',
                        "ev_12",
                        "ev_16",
                    ),
                    it("Flyers needed by Thu 4/15 at the latest (goody bags)", "ev_16"),
                ],
                rejected=[
                    it(
                        "Refund of the first run on top of the reprint: refused, an approved "
                        "reprint replaces it free",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "Agent's offer to rerun the posters in the same batch: declined",
                        "ev_15",
                        "ev_16",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Agatha Lobb of Sternwick Books seems to want the misprinted flyers for her "
                    "author evening replaced, as the line with the date was cut off at the "
                    "edge.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "A reprint request (RPR-2209) for the flyer run RUN-60977 appears to "
                        "have been filed after she agreed; it is under review by the production "
                        "manager, who is expected to decide by noon on April 7, so it is not "
                        "approved yet.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "The agent noted that the approved proof shows the date line 6 mm "
                        "inside the trim, which suggests the fault was the shop's.",
                        "ev_12",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "Only the flyers should be reprinted; she said the posters were perfect.",
                        "ev_16",
                    ),
                    it("She needs the flyers by Thursday, April 15 at the latest.", "ev_16"),
                ],
                rejected=[
                    it(
                        "Her request for a refund of the first run in addition to the reprint "
                        "seems to have been turned down.",
                        "ev_16",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it(
                        "The agent presumably still needs to tell her that the request was "
                        "filed and when the decision is due.",
                        "ev_24",
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
                    "A reprint request (RPR-2209) for the flyer run RUN-60977 appears to have "
                    "been approved by the production manager after she agreed, so the flyers "
                    "will be reprinted free of charge.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "false_status:wrong_effect",
                "appears to have been approved by the production manager",
                "request_reprint act_19 only filed the request: it is under_review, decided by "
                "Ingrith Pendlebury by noon on April 7 (ev_24)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Reprint request RPR-2209 filed after her yes for RUN-60978 (20 A3 posters, "
                    "$64.00): under review with production manager Ingrith Pendlebury, "
                    "decision by 12:00 on 4/7; if approved, free reprint ready 2 working days "
                    "later. Not yet reported to her",
                    "ev_12",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "false_status:other_target",
                "RUN-60978 (20 A3 posters",
                "the request was filed for the flyers RUN-60977 (act_19, ev_24); she said the "
                "posters RUN-60978 are perfect (ev_16)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "The $93.00 she paid for the first flyer run also seems to have been "
                    "refunded to her Mastercard.",
                    "ev_12",
                    "ev_16",
                ),
                "false_status:no_such_action",
                "seems to have been refunded",
                "the refund she asked for was refused (ev_18); the ledger holds no refund action",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it("Flyers needed by Sat 4/17 at the latest (goody bags)", "ev_16"),
                "wrong_date",
                "Sat 4/17",
                "she needs the flyers by Thursday the 15th (ev_16, ev_24); the 17th is the "
                "event (ev_2)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Reprint request RPR-2209 filed after her yes for RUN-60977 (1,000 DL "
                    "flyers, 130gsm silk, $64.00): under review with production manager "
                    "Ingrith Pendlebury, decision by 12:00 on 4/7; if approved, free reprint "
                    "ready 2 working days later. Not yet reported to her",
                    "ev_12",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "wrong_amount",
                "$64.00",
                "the flyer run cost $93.00 (ev_12, ev_15); $64.00 is the posters' run",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Agatha pointed out that the approved proof shows the date line 6 mm "
                    "inside the trim, which suggests the fault was the shop's.",
                    "ev_12",
                    "ev_15",
                ),
                "misattributed_decision",
                "Agatha pointed out",
                "the agent read the proof note and drew the conclusion (ev_12, ev_15); Agatha "
                "only reported the cut-off line (ev_2)",
            ),
        ],
    },
    "printshop-reprint@m18": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "agatha lobb, sternwick books - flyers misprinted (date cut off), wants "
                    "them redone for the saturday 17th event",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "reprint RPR-2209 for flyers RUN-60977 filed, under review w/ ingrith "
                        "pendlebury (prod mgr), decision by noon wed apr 7 - not approved yet",
                        "ev_24",
                        "ev_26",
                    ),
                    it("if approved: no charge, ready 2 working days later", "ev_24", "ev_26"),
                ],
                constraints=[
                    it("flyers only, posters are fine", "ev_16"),
                    it("needs them by thu apr 15", "ev_16"),
                ],
                rejected=[it("refund for the first lot - agent said no", "ev_16", "ev_18")],
                open_threads=[
                    it(
                        "pickup instead of courier proposed (varrowdene counter, 9 sillwood "
                        "yard, weekdays 8-5) - she hasn't said yes, asked if it opens saturdays",
                        "ev_28",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Agatha Lobb of Sternwick Books wants the misprinted flyers for her author "
                    "evening reprinted in time, and would rather collect them than have them "
                    "delivered.",
                    "ev_2",
                    "ev_6",
                    "ev_27",
                ),
                decisions=[
                    it(
                        "Reprint request RPR-2209 for the flyers (RUN-60977) has been filed and "
                        "is under review with the production manager, Ingrith Pendlebury, who "
                        "will decide by noon on Wednesday, April 7.",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "The posters (RUN-60978) are not part of the request, at Agatha's wish.",
                        "ev_16",
                        "ev_18",
                    ),
                ],
                constraints=[
                    it("The flyers are needed by Thursday, April 15 at the latest.", "ev_16"),
                ],
                open_threads=[
                    it(
                        "The agent proposed switching the reprint to pick-up at the Varrowdene "
                        "counter (weekdays 8 am to 5 pm). Agatha has not agreed yet; she asked "
                        "whether the counter opens on Saturdays.",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "The courier left the first delivery in the rain, which is why she "
                        "asked to collect.",
                        "ev_27",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "The reprint was switched to pick-up at the Varrowdene counter at "
                    "Agatha's request.",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:pending",
                "was switched to pick-up",
                "change_fulfilment act_29 is only proposed: she answered with a question "
                "(ev_30), so it is pending",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "reprint RPR-2209 for flyers RUN-60977 filed, under review w/ ingrith "
                    "pendlebury (prod mgr), decision by noon thu apr 8 - not approved yet",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_date",
                "thu apr 8",
                "the decision is due by noon on Wednesday, April 7 (ev_24, ev_26)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Reprint request RPR-2290 for the flyers (RUN-60977) has been filed and is "
                    "under review with the production manager, Ingrith Pendlebury, who will "
                    "decide by noon on Wednesday, April 7.",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_id",
                "RPR-2290",
                "the reprint request is RPR-2209 (ev_24, ev_26)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "pickup instead of courier proposed (varrowdene counter, 9 sillwood "
                    "yard, weekdays 9-5) - she hasn't said yes, asked if it opens saturdays",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_value:opening_hours",
                "weekdays 9-5",
                "the counter is open weekdays 8 am to 5 pm (ev_28)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("posters redone too, not just the flyers", "ev_16"),
                "inverted_constraint",
                "posters redone too",
                'she said "only the flyers, not the posters" (ev_16)',
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[1]",
                it(
                    "The courier left the first delivery in the rain, which is why she asked "
                    "to collect.",
                    "ev_12",
                    "ev_15",
                ),
                "unsupported_ref",
                "left the first delivery in the rain",
                "ev_12 and ev_15 only say the runs were delivered by courier on April 2; the "
                "rain is in her message ev_27",
            ),
        ],
    },
}
