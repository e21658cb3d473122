"""Hand-written candidate summaries, part 4: dishwasher@m24, oven@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "appliance-dishwasher@m24": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Barnaby Quillfeather (CA-27439, 48 Larch Terrace, Marlstow Green) — "
                    "Oreland DW-45 dishwasher not draining; repair visit",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Thu 12 Mar 12:00-16:00 confirmed but book_visit failed "
                        "(slot_unavailable: window filled by another booking); told him nothing "
                        "was booked",
                        "ev_21",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "Rebooked after his yes: JB-260447, Fri 13 Mar 08:00-12:00, dishwasher "
                        "only; tech rings ~30 min ahead",
                        "ev_28",
                        "ev_30",
                        "ev_34",
                        "ev_36",
                    ),
                    it(
                        "Tumble dryer (TD-70) not added — agent offered it on the same visit "
                        "(no second call-out), he declined",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it("Only the dishwasher; leave the dryer", "ev_17"),
                    it(
                        "£55.00 call-out + £22.00/half hr + parts + VAT, paid on the day",
                        "ev_16",
                        "ev_28",
                    ),
                ],
                rejected=[
                    it("Thu 12 Mar 08:00-12:00 — he's at work Thursday morning", "ev_26", "ev_27"),
                ],
                open_threads=[
                    it("Asks: pay the tech on the day or get an invoice? Unanswered", "ev_37"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Barnaby Quillfeather needs a technician for his dishwasher, which isn't "
                    "draining.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The first booking, Thursday 12 March in the afternoon, did not go "
                        "through because another booking took the slot, and the agent told "
                        "him so.",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "The dishwasher visit is now booked as job JB-260447 on Friday 13 "
                        "March, 08:00-12:00.",
                        "ev_30",
                        "ev_34",
                        "ev_36",
                    ),
                    it(
                        "Barnaby turned down the agent's offer to have the tumble dryer looked "
                        "at on the same visit.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "Only the dishwasher is to be seen to, not the dryer.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "Thursday morning was not an option because he is at work then.",
                        "ev_27",
                    ),
                ],
                open_threads=[
                    it(
                        "Barnaby asked whether he pays the technician on the day or receives "
                        "an invoice; the agent said earlier that the visit is paid on the "
                        "day.",
                        "ev_28",
                        "ev_37",
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
                    "The first booking, Thursday 12 March in the afternoon, went through, and "
                    "the Friday visit was added on top of it.",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:failed_call",
                "went through",
                "book_visit act_20 for Thursday afternoon executed with an error, the slot was "
                "filled by another booking (ev_25), and the agent said nothing was booked "
                "(ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Rebooked after his yes: JB-260447, Fri 13 Mar 08:00-12:00, Oreland TD-70 "
                    "tumble dryer; tech rings ~30 min ahead",
                    "ev_16",
                    "ev_28",
                    "ev_30",
                    "ev_34",
                    "ev_36",
                ),
                "false_status:other_target",
                "Oreland TD-70 tumble dryer",
                "JB-260447 (act_29) is for the dishwasher AP-27439-1 (ev_29, ev_34); the dryer "
                "was left out (ev_17)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The tumble dryer was added to the Friday visit as well, so the technician "
                    "will look at both.",
                    "ev_16",
                    "ev_36",
                ),
                "false_status:no_such_action",
                "added to the Friday visit as well",
                "the agent only offered to add the dryer (ev_16) and Barnaby said leave it "
                "(ev_17); no action for the dryer exists",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Rebooked after his yes: JB-260474, Fri 13 Mar 08:00-12:00, dishwasher only; "
                    "tech rings ~30 min ahead",
                    "ev_28",
                    "ev_30",
                    "ev_34",
                    "ev_36",
                ),
                "wrong_id",
                "JB-260474",
                "the job is JB-260447 (ev_34, ev_36)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "£55.00 call-out + £32.00/half hr + parts + VAT, paid on the day",
                    "ev_16",
                    "ev_28",
                ),
                "wrong_amount",
                "£32.00/half hr",
                "labour is £22.00 per half hour (ev_14, ev_16, ev_28)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The dishwasher visit is now booked as job JB-260447 on Friday 13 March, "
                    "08:00-12:00, and Barnaby asked for the technician to ring about 30 minutes "
                    "before arriving.",
                    "ev_30",
                    "ev_34",
                    "ev_36",
                ),
                "misattributed_decision",
                "Barnaby asked for the technician to ring",
                "the call 30 minutes ahead is what the agent said the technician will do "
                "(ev_36); Barnaby asked for nothing of the kind",
            ),
        ],
    },
    "appliance-oven@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Marguerite Penhallow (CA-33516): oven JB-259880 — fan element failed at "
                    "9 Mar visit, part never ordered. Needs it working before family arrive "
                    "on 20 Mar",
                    "ev_2",
                    "ev_6",
                    "ev_11",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Part 4471-220 ordered from Northmarch Spares after her yes: PO-61873, "
                        "£38.40 + £7.68 VAT = £46.08, paid with 2nd visit",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "PO-61873 backordered: dispatch date not yet confirmed by Northmarch "
                        "(due within 2 working days); est. delivery 17 Mar. Not told to her yet",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("Must be fixed before 20 Mar (family arrive that afternoon)", "ev_17"),
                ],
                next_steps=[
                    it(
                        "Report order; arrange 2nd visit (2 half hrs labour, £44.00, no new "
                        "call-out)",
                        "ev_11",
                        "ev_16",
                        "ev_25",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A repair of Marguerite Penhallow's Sondholm oven was chased up after the "
                    "failed fan oven element found on 9 March was never followed up.",
                    "ev_2",
                    "ev_11",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "The replacement element (4471-220) was ordered from Northmarch Spares "
                        "once her go-ahead was given, under order PO-61873.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "The part was found to be on back-order; its dispatch date is still to "
                        "be confirmed by Northmarch, with delivery estimated for 17 March 2026.",
                        "ev_14",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "It was insisted by Marguerite that the oven be working before the 20th, "
                        "when her family arrive.",
                        "ev_17",
                    ),
                    it(
                        "The element is priced at £38.40 plus VAT (£46.08 in total), to be paid "
                        "with the second visit.",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "The order has not yet been reported to her, and no second visit has "
                        "been proposed.",
                        "ev_25",
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
                    "PO-61873 confirmed by Northmarch for dispatch, delivery on 17 Mar. Not "
                    "told to her yet",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "confirmed by Northmarch for dispatch",
                "order_part act_20 placed a back-order: dispatch_date is null and Northmarch's "
                "confirmation is pending (ev_25); 17 March is only an estimate",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "The second visit to fit the element was booked for 19 March.",
                    "ev_25",
                ),
                "false_status:no_such_action",
                "was booked for 19 March",
                "at this boundary only the part order exists in the ledger (act_20); no visit "
                "has been proposed or booked",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[1]",
                it(
                    "The element is priced at £38.40 including VAT, to be paid with the second "
                    "visit.",
                    "ev_19",
                ),
                "wrong_amount",
                "£38.40 including VAT",
                "£38.40 is the price before VAT; with VAT £7.68 it is £46.08 (ev_19)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "PO-61873 backordered: dispatch date not yet confirmed by Northmarch (due "
                    "within 2 working days); est. delivery 19 Mar. Not told to her yet",
                    "ev_25",
                ),
                "wrong_date",
                "est. delivery 19 Mar",
                "the estimated delivery is 2026-03-17 (ev_14, ev_25)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("No rush — fine if it's done after the family visit on 20 Mar", "ev_17"),
                "inverted_constraint",
                "fine if it's done after the family visit",
                "she said it HAS to be done before the 20th, when her family arrive (ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The replacement element (4471-220) was ordered from Northmarch Spares once "
                    "her go-ahead was given, under order PO-61837.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_id",
                "PO-61837",
                "the order is PO-61873 (ev_25)",
            ),
        ],
    },
}
