"""Hand-written candidate summaries, part 4: waiver@m18, buyout@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "leasing-waiver@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Sefton Greaves (office mgr, Brindlecote Legal, KL-61135) adding the damage "
                    "waiver to the firm's laptops",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Waiver WV-30462 added after his yes: SCH-61135-02 (14 × Norvane Slate "
                        "14), $3.20/laptop/mo = $44.80/mo, from the 4/1/2026 invoice "
                        "(INV-61135-0401). Not yet confirmed to him in chat",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                    ),
                    it(
                        "Terms: covers accidental damage charges assessed at return; excludes "
                        "loss/theft and damage before the start date",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "Laptop schedule only, not the monitors one (SCH-61135-01): monitors "
                        "never leave the office",
                        "ev_17",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                rejected=[
                    it(
                        "Covering SCH-61135-01 too (20 Lumeo 27 + 4 Presswick M420, +$24.40/mo), "
                        "suggested by the agent: declined",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "Backdating to cover last week's cracked screen: refused, cover starts 4/1",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                next_steps=[it("Confirm WV-30462 to Sefton", "ev_28")],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A damage waiver on the laptops was requested by Sefton Greaves, office "
                    "manager at Brindlecote Legal.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The waiver was added to laptop schedule SCH-61135-02 (14 laptops) as "
                        "WV-30462 after it was confirmed by Sefton; $44.80 a month will be "
                        "charged from the April 1, 2026 invoice.",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "Only the laptop schedule is to be covered; the monitors schedule was "
                        "explicitly excluded by Sefton.",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "Adding the waiver to both schedules was suggested by the agent and "
                        "was declined.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "Backdating the waiver to cover a screen cracked last week was asked "
                        "for and was refused, since cover only starts on April 1.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it("The result has not yet been reported to Sefton.", "ev_28"),
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
                    "The waiver was added to the head-office schedule SCH-61135-01 as WV-30462 "
                    "after it was confirmed by Sefton; $44.80 a month will be charged from the "
                    "April 1, 2026 invoice.",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                ),
                "false_status:other_target",
                "the head-office schedule SCH-61135-01",
                "WV-30462 is on the laptop schedule SCH-61135-02 (ev_22, ev_28); SCH-61135-01 "
                "was left without a waiver (ev_18)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Waiver WV-30462 added after his yes: SCH-61135-02 (14 × Norvane Slate 14), "
                    "$3.20/laptop/mo = $44.80/mo, backdated so last week's cracked screen is "
                    "covered (INV-61135-0401). Not yet confirmed to him in chat",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "backdated so last week's cracked screen is covered",
                "the waiver starts on April 1, 2026 (ev_28); backdating was refused and the "
                "screen is not covered (ev_19, ev_22)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Only the monitors schedule is to be covered; the laptops were explicitly "
                    "excluded by Sefton.",
                    "ev_18",
                ),
                "inverted_constraint",
                "Only the monitors schedule is to be covered",
                "he asked for the laptops schedule only, not the monitors one (ev_18)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Covering SCH-61135-01 too (20 Lumeo 27 + 4 Presswick M420, +$44.80/mo), "
                    "suggested by the agent: declined",
                    "ev_17",
                    "ev_18",
                ),
                "wrong_amount",
                "+$44.80/mo",
                "covering SCH-61135-01 would add $24.40 a month (ev_17); $44.80 is the laptop "
                "waiver",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Adding the waiver to both schedules was first suggested by Sefton, but "
                    "the idea was dropped.",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "first suggested by Sefton",
                "covering both schedules was the agent's suggestion (ev_17); Sefton declined it "
                "(ev_18)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[1]",
                it(
                    "Backdating to cover last week's cracked screen: refused, cover starts 3/1",
                    "ev_18",
                    "ev_19",
                ),
                "wrong_date",
                "cover starts 3/1",
                "the waiver starts on April 1 (ev_19, ev_28)",
            ),
        ],
    },
    "leasing-buyout@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Leontine Farrugia, who owns Quillfeather Events, reached out to buy out "
                    "some of the company's leases early as the business winds them down.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent found two buyout quotes valid until March 31: $1,086.00 for "
                        "the six laptops on SCH-73604-01 (BQ-4471) and $212.00 for the four "
                        "Lumeo 27 monitors on SCH-73604-02 (BQ-4472), each with a $40 admin "
                        "fee.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Leontine chose to do the cheaper one first, and after she agreed, the "
                        "monitor buyout was accepted as BO-8820: invoice INV-73604-0312 for "
                        "$252.00 is due on March 26, and the schedule closes on March 31.",
                        "ev_15",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "She will only decide on the laptops after her board meeting on the 25th.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "She asked for the $40 admin fee to be dropped, but the agent explained "
                        "that it applies to every buyout and cannot be waived.",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "She has just asked whether she will still receive an April invoice "
                        "for the monitors if she pays on the 26th.",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it("leontine farrugia (owner, KL-73604) - early buyouts", "ev_2", "ev_6"),
                decisions=[
                    it(
                        "monitors first (cheaper): BO-8820 accepted, SCH-73604-02, 212 + 40 fee "
                        "= 252, inv INV-73604-0312 due 3/26",
                        "ev_15",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                    ),
                    it(
                        "laptops SCH-73604-01 (BQ-4471, 1086) - not done, she decides after "
                        "board mtg 3/25, quote good till 3/31",
                        "ev_14",
                        "ev_15",
                        "ev_25",
                    ),
                ],
                constraints=[it("cheaper one first", "ev_15")],
                rejected=[it("waive 40 admin fee - refused", "ev_15", "ev_17")],
                open_threads=[it("april invoice for monitors if paid 3/26? unanswered", "ev_26")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Leontine chose to do the cheaper one first, but the monitor buyout was not "
                    "accepted in the end, so SCH-73604-02 stays open for now.",
                    "ev_15",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_status",
                "the monitor buyout was not accepted in the end",
                "the buyout (act_18) was approved by her yes and executed: BO-8820 accepted "
                "(ev_23, ev_25)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "rejected[0]",
                it("40 admin fee - waived on request", "ev_15", "ev_17"),
                "false_status:no_such_action",
                "waived on request",
                "the ledger holds no fee waiver; the agent said the $40 fee can't be waived "
                "and it is in the $252 total (ev_17, ev_23)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "monitors first (cheaper): BO-8820 accepted, SCH-73604-02, 212 + 40 fee = "
                    "212, inv INV-73604-0312 due 3/26",
                    "ev_15",
                    "ev_17",
                    "ev_19",
                    "ev_23",
                ),
                "wrong_amount",
                "= 212",
                "the invoice total is $252.00 (ev_17, ev_23)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Leontine chose to do the cheaper one first, and after she agreed, the "
                    "monitor buyout was accepted as BO-8820: invoice INV-73604-0312 for $252.00 "
                    "is due on March 31, and the schedule closes on March 31.",
                    "ev_15",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_date",
                "due on March 31",
                "the invoice is due March 26 (ev_23, ev_25); March 31 is when the schedule "
                "closes and the quotes expire",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it("most expensive one first - laptops before the monitors", "ev_15"),
                "inverted_constraint",
                "most expensive one first",
                "she asked for the cheaper one first, the monitors (ev_15)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Leontine noted that buying out both schedules now would close them before "
                    "April's invoice.",
                    "ev_14",
                ),
                "misattributed_decision",
                "Leontine noted",
                "the agent said that buying out both would close both schedules before April's "
                "invoice (ev_14); Leontine chose the monitors only (ev_15)",
            ),
        ],
    },
}
