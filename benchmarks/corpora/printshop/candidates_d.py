"""Hand-written candidate summaries, part 4: bindery@m20, banners@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "printshop-bindery@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Isadora Venkataraman (Gorrick & Thwaite Surveyors, BA-4091): 40 bound "
                    "copies of the 86-page colour survey report (JB-23790), delivered before "
                    "the trade fair on the 14th",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "Rush run RUN-61480 placed: $510.00 ($372 + $45 setup + $93 rush), "
                        "printed by Thu 4/8",
                        "ev_21",
                        "ev_24",
                        "ev_29",
                        "ev_35",
                    ),
                    it(
                        "Bindery booking BND-0775 sent to Skelwith Finishing: express wire-o, "
                        "$156.00; Mon 4/12 finish requested, not confirmed yet (Skelwith "
                        "confirms by 5 pm 4/7)",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "Total $666.00 on net 30; delivery to 22 Pilot Street Tue 4/13 if "
                        "Skelwith confirms",
                        "ev_21",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "Wire-o, not perfect binding: the reports must lie flat on the stand",
                        "ev_19",
                    ),
                    it("Deliver to the office, not the fair hall", "ev_19"),
                    it("Must arrive before the trade fair on 4/14", "ev_2"),
                ],
                rejected=[
                    it(
                        "Perfect binding ($124.00), suggested by the agent: declined",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it("She asks what happens if Skelwith can't do the 12th", "ev_36"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Isadora Venkataraman of Gorrick & Thwaite Surveyors needs 40 bound copies "
                    "of the company's coastal survey report for its stand at the trade fair "
                    "on the 14th.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "The agent explained that standard printing and binding would only "
                        "finish on Thursday, April 15, after the fair, so Isadora chose rush "
                        "printing and express binding.",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "With her go-ahead, the rush run RUN-61480 was placed for $510.00 and "
                        "will be printed by Thursday, April 8.",
                        "ev_24",
                        "ev_29",
                        "ev_35",
                    ),
                    it(
                        "The bindery booking BND-0775 for express wire-o binding, $156.00, went "
                        "to Skelwith Finishing with Monday, April 12 as the requested finishing "
                        "date; Skelwith has not confirmed that date yet and will answer by 5 pm "
                        "on April 7.",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "She wants wire-o binding because people flip the reports open on the "
                        "stand and they need to lie flat.",
                        "ev_19",
                    ),
                    it(
                        "The reports are to be delivered to the office at 22 Pilot Street, not "
                        "to the fair hall.",
                        "ev_19",
                        "ev_21",
                    ),
                ],
                rejected=[
                    it(
                        "The agent had suggested perfect binding as looking more like a "
                        "finished book, but Isadora turned it down.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "She is now worried about what happens if Skelwith cannot finish by "
                        "the 12th.",
                        "ev_36",
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
                    "The bindery booking BND-0775 for express wire-o binding, $156.00, went to "
                    "Skelwith Finishing, who confirmed Monday, April 12 as the finishing date.",
                    "ev_33",
                    "ev_35",
                ),
                "false_status:wrong_effect",
                "who confirmed Monday, April 12 as the finishing date",
                "book_bindery act_23 only sent the booking: it is "
                "awaiting_bindery_confirmation, Skelwith confirms by 5 pm on April 7 (ev_33, "
                "ev_35)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Rush run RUN-61480 ($510.00: $372 + $45 setup + $93 rush) held: not sent "
                    "to press until Skelwith confirms the date",
                    "ev_21",
                    "ev_24",
                    "ev_29",
                    "ev_35",
                ),
                "false_status:other_status",
                "held: not sent to press until Skelwith confirms the date",
                "place_run_order act_22 executed and RUN-61480 is printing (ev_28, ev_29, ev_35)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Total $606.00 on net 30; delivery to 22 Pilot Street Tue 4/13 if Skelwith "
                    "confirms",
                    "ev_21",
                    "ev_35",
                ),
                "wrong_amount",
                "$606.00",
                "the total is $666.00: $510.00 for the run and $156.00 for express wire-o "
                "(ev_21, ev_35); $606.00 leaves out the $60.00 express fee",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "With her go-ahead, the rush run RUN-61480 was placed for $510.00 and will "
                    "be printed by Friday, April 9.",
                    "ev_24",
                    "ev_29",
                    "ev_35",
                ),
                "wrong_date",
                "printed by Friday, April 9",
                "the rush run is printed by Thursday, April 8 (ev_29, ev_35); April 9 is the "
                "standard date (ev_13)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it("Deliver to the fair hall, not the office", "ev_19"),
                "inverted_constraint",
                "Deliver to the fair hall, not the office",
                'she said "deliver to our office, not the fair hall" (ev_19)',
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Isadora had asked about perfect binding so that it would look more like a "
                    "finished book, but she settled on wire-o.",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "Isadora had asked about perfect binding",
                "the agent suggested perfect binding (ev_18); Isadora asked for wire-o (ev_19)",
            ),
        ],
    },
    "printshop-banners@m24": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Lowell Ardagh (Quarrender Opticians, BA-1958): rebrand. Shop-front banner "
                    "installed by the crew, window banner, cards for two new optometrists later",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "RUN-61507 placed: fascia 3000x800 ($214) + window 1200x600 ($68) + $45 "
                        "setup = $327.00 on Amex ****3007; ready Thu 4/8",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_29",
                    ),
                    it(
                        "Window banner: pick-up at the Varrowdene counter, he hangs it himself",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "Fri 4/9 8:00 install approved but failed: slot taken by another job; "
                        "nothing booked or charged (he's been told)",
                        "ev_34",
                        "ev_38",
                        "ev_39",
                    ),
                    it("He picked Mon 4/12 7:30 ($95.00); not proposed yet", "ev_39", "ev_40"),
                ],
                constraints=[
                    it("Banners first, cards later (cash tight)", "ev_2", "ev_16"),
                    it("No weekend surcharge", "ev_40"),
                ],
                rejected=[
                    it(
                        "Sat 4/10 9:00 ($135 with the $40 weekend surcharge): declined",
                        "ev_29",
                        "ev_39",
                        "ev_40",
                    ),
                    it(
                        "Running the cards with the banners to save a second $45 setup (agent's "
                        "idea): declined",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it("Confirm and book the Mon 4/12 7:30 install of the fascia banner", "ev_40"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A new shop-front banner, a smaller window banner and, later, new business "
                    "cards were requested by Lowell Ardagh of Quarrender Opticians as part of "
                    "a rebrand.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "The two banners were ordered as run RUN-61507 for $327.00, charged to "
                        "his Amex ending 3007, and are to be ready on Thursday, April 8.",
                        "ev_20",
                        "ev_24",
                        "ev_29",
                    ),
                    it(
                        "The installation of the fascia banner on Friday, April 9 at 8:00 am "
                        "was approved, but the booking failed because the slot had just been "
                        "taken; nothing was booked or charged, and he was told.",
                        "ev_34",
                        "ev_38",
                        "ev_39",
                    ),
                    it(
                        "Monday, April 12 at 7:30 am was then chosen by Lowell for the "
                        "installation; it has not been booked yet.",
                        "ev_39",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it("The banners are to be done first and the cards later.", "ev_2", "ev_16"),
                    it(
                        "The window banner is to be collected and put up by Lowell himself; "
                        "only the fascia banner is to be installed.",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "The Saturday slot, which carries a $40.00 weekend surcharge, was "
                        "turned down.",
                        "ev_29",
                        "ev_39",
                        "ev_40",
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
                    "The installation of the fascia banner was booked for Friday, April 9 at "
                    "8:00 am after he approved it.",
                    "ev_34",
                    "ev_38",
                ),
                "false_status:failed_call",
                "was booked for Friday, April 9 at 8:00 am",
                "schedule_install act_33 executed but its result is an error: the slot was "
                "taken, nothing booked (ev_38, ev_39)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[3]",
                it("Install booked for Mon 4/12 7:30 ($95.00)", "ev_39", "ev_40"),
                "false_status:no_such_action",
                "Install booked for Mon 4/12 7:30",
                "he has only chosen Monday (ev_40); no install for Monday is proposed or "
                "booked at this boundary, the ledger holds only the failed Friday one (act_33)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "The Saturday slot, which carries a $45.00 weekend surcharge, was turned down.",
                    "ev_29",
                    "ev_39",
                    "ev_40",
                ),
                "wrong_amount",
                "$45.00 weekend surcharge",
                "the weekend surcharge is $40.00 (ev_27, ev_29); $45.00 is the setup fee",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Monday, April 12 at 9:00 am was then chosen by Lowell for the "
                    "installation; it has not been booked yet.",
                    "ev_39",
                    "ev_40",
                ),
                "wrong_value:time",
                "9:00 am",
                "he chose the 7:30 am slot (ev_39, ev_40); 9 is when the shop opens",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("Cards first, banners later (cash tight)", "ev_2", "ev_16"),
                "inverted_constraint",
                "Cards first, banners later",
                'he said "banners first, the cards later" (ev_2, ev_16)',
            ),
            var(
                "c6",
                "f1",
                "replace",
                "rejected[1]",
                it(
                    "Lowell floated running the cards with the banners to save a second $45 "
                    "setup, then dropped it",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Lowell floated running the cards with the banners",
                "the agent suggested running the cards with the banners (ev_15); Lowell "
                "declined (ev_16)",
            ),
        ],
    },
}
