"""Hand-written candidate summaries, part 5: oven@m18, cover@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "appliance-oven@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Marguerite Penhallow appears to want her Sondholm oven repaired under job "
                    "JB-259880 before her family arrive on the 20th.",
                    "ev_2",
                    "ev_11",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "The fan oven element (4471-220) seems to have been ordered from "
                        "Northmarch Spares as PO-61873, but it is on back-order and Northmarch "
                        "has not yet confirmed a dispatch date; delivery is only estimated for "
                        "Tuesday 17 March.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "The agent has proposed a second visit on Thursday 19 March, "
                        "08:00-12:00, to fit the part, at £98.88 including VAT with no "
                        "call-out; she has not agreed to it yet.",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "The oven most likely has to be working before 20 March, as her "
                        "family arrive that afternoon.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "She has asked what would happen if the part is not in by the 19th, "
                        "and whether the visit could be on Wednesday instead; neither "
                        "question seems to have been answered.",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "marguerite penhallow CA-33516 - oven fan element (job JB-259880), needs it "
                    "fixed before family come on the 20th",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "element 4471-220 ordered, PO-61873, northmarch spares, backordered - "
                        "dispatch date not confirmed yet (they confirm within 2 working days), "
                        "est delivery 17/3",
                        "ev_19",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "part £38.40 + vat = £46.08; lead time 5-7 working days",
                        "ev_14",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it("working before the 20th - family arriving that afternoon", "ev_17"),
                ],
                open_threads=[
                    it(
                        "2nd visit thu 19/3 8-12 proposed (labour £44 + part £38.40 = £82.40 "
                        "+ vat £16.48 = £98.88) - not agreed, she asked what if the part is "
                        "late and if wednesday works",
                        "ev_27",
                        "ev_29",
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
                    "A second visit on Thursday 19 March, 08:00-12:00, appears to have been "
                    "booked to fit the part, at £98.88 including VAT with no call-out.",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:pending",
                "appears to have been booked",
                "book_visit act_28 is still pending: she answered the proposal with a question "
                "(ev_29), neither a yes nor a no",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "element 4471-220 ordered, PO-61873, northmarch spares, backordered - "
                    "dispatch date not confirmed yet (they confirm within 2 working days), est "
                    "delivery 16/3",
                    "ev_19",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "est delivery 16/3",
                "the estimated delivery is 2026-03-17, Tuesday 17 March (ev_25, ev_27)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Marguerite has asked for a second visit on Thursday 19 March, 08:00-12:00, "
                    "to fit the part, at £98.88 including VAT with no call-out, and the agent "
                    "has put it to her for confirmation.",
                    "ev_27",
                    "ev_29",
                ),
                "misattributed_decision",
                "Marguerite has asked for a second visit on Thursday 19 March",
                "the Thursday 19 March visit is the agent's proposal (ev_27); she asked whether "
                "Wednesday could work instead (ev_29)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it("no hurry before the 20th - family arriving, can wait till after", "ev_17"),
                "inverted_constraint",
                "can wait till after",
                "she said it HAS to be done before the 20th (ev_17)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it("part £38.40 + vat = £46.08; lead time 2-3 working days", "ev_14", "ev_19"),
                "wrong_value:lead_time",
                "lead time 2-3 working days",
                "the back-order lead time is 5-7 working days (ev_14, ev_16); 2 working days is "
                "when Northmarch confirms the dispatch date (ev_25)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The agent has proposed a second visit on Thursday 19 March, 08:00-12:00, "
                    "to fit the part, at £82.40 including VAT with no call-out; she has not "
                    "agreed to it yet.",
                    "ev_27",
                    "ev_29",
                ),
                "wrong_amount",
                "£82.40 including VAT",
                "£82.40 is the amount before VAT; with VAT £16.48 the visit is £98.88 (ev_27)",
            ),
        ],
    },
    "appliance-cover@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Cosima Fenwright (CA-45093) — extended cover for her Tessaly DW-3 dishwasher",
                    "ev_2",
                    "ev_6",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "Cover CC-209157 set up after her yes: Essential plan, dishwasher s/n "
                        "TS23-090466, active from 2026-03-11; £6.50/mo by DD (acct ending "
                        "7741) from 1 Apr; £40.00 excess per claim; claims from 10 Apr 2026",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Essential (£6.50) over Complete (£10.90/mo, no excess + yearly "
                        "service), which the agent had suggested — she wanted the cheaper one",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "Dishwasher only; Kaltvik fridge excluded (still under Kaltvik's "
                        "warranty, to 2027-06-29)",
                        "ev_11",
                        "ev_17",
                    ),
                    it(
                        "30-day waiting period: no claim before 10 Apr 2026",
                        "ev_14",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "Claiming now for the rattle — refused (waiting period); she'll wait",
                        "ev_17",
                        "ev_19",
                        "ev_21",
                    ),
                ],
                open_threads=[
                    it("Asks whether she'll get the cover in writing — unanswered", "ev_28"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Cosima Fenwright called to take out one of Pellowe's cover plans for her "
                    "dishwasher and asked what they cost.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The agent described two plans, Essential at £6.50 a month with a "
                        "£40.00 excess and Complete at £10.90 a month with no excess, and "
                        "recommended Complete; Cosima chose the cheaper Essential plan.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "She decided to cover only the dishwasher, leaving out her Kaltvik "
                        "fridge, which the agent had also suggested, because the fridge is "
                        "still under the manufacturer's warranty.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "After she said yes, the Essential cover was set up as CC-209157 on her "
                        "Tessaly dishwasher, starting on 11 March, with the first £6.50 "
                        "payment on 1 April.",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                rejected=[
                    it(
                        "When she asked whether she could claim straight away for a rattle, the "
                        "agent explained that there is a 30-day waiting period, so claims are "
                        "only possible from 10 April 2026.",
                        "ev_17",
                        "ev_19",
                        "ev_27",
                    ),
                ],
                open_threads=[
                    it(
                        "Cosima has just asked whether she will receive something in writing.",
                        "ev_28",
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
                    "After she said yes, the Essential cover was set up as CC-209157 on her "
                    "Kaltvik fridge, starting on 11 March, with the first £6.50 payment on 1 "
                    "April.",
                    "ev_11",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_target",
                "on her Kaltvik fridge",
                "CC-209157 (act_20) covers the dishwasher AP-45093-1, Tessaly DW-3 (ev_20, "
                "ev_25); she excluded the fridge (ev_17)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Cover not set up: she declined the Essential plan once she heard about the "
                    "30-day waiting period",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_status",
                "Cover not set up: she declined",
                "she said yes (ev_21) and enrol_cover_plan act_20 executed: CC-209157 is active "
                "(ev_24, ev_25, ev_27)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "A claim was also opened for the rattle, so a technician can look at it.",
                    "ev_17",
                    "ev_19",
                ),
                "false_status:no_such_action",
                "A claim was also opened for the rattle",
                "the agent refused a claim now because of the 30-day wait (ev_19) and she said "
                "the rattle will have to wait (ev_21); the ledger holds no claim",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Essential (£10.90) over Complete (£6.50/mo, no excess + yearly service), "
                    "which the agent had suggested — she wanted the cheaper one",
                    "ev_16",
                    "ev_17",
                ),
                "wrong_amount",
                "Essential (£10.90)",
                "Essential is £6.50 a month and Complete £10.90 (ev_14, ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent described two plans, Essential at £6.50 a month with a £40.00 "
                    "excess and Complete at £10.90 a month with no excess; Cosima said price "
                    "didn't matter and she wanted the fuller cover.",
                    "ev_16",
                    "ev_17",
                ),
                "inverted_constraint",
                "price didn't matter and she wanted the fuller cover",
                "she asked for the cheaper one (ev_17) and got Essential (ev_25)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[1]",
                it("30-day waiting period: no claim before 1 Apr 2026", "ev_14", "ev_19"),
                "wrong_date",
                "no claim before 1 Apr 2026",
                "claims start on 10 April 2026 (ev_19, ev_25); 1 April is the first payment",
            ),
        ],
    },
}
