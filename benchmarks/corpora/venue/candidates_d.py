"""Hand-written candidate summaries, part 4: move@m28, tasting@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "venue-move@m28": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Teodor Brannigan (CL-38890): reunion EVT-50612 moved off graduation "
                    "weekend; now renting a projector for a yearbook slideshow",
                    "ev_2",
                    "ev_6",
                    "ev_31",
                    "ev_34",
                ),
                decisions=[
                    it(
                        "Reunion moved to Sat 5/30/2026, Assay Hall 7-11 pm (CHG-20417, $250 fee "
                        "on Visa ****8841); lunch EVT-50613 on 6/7 unchanged",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "Laser projector ($240) recommended by the agent; he'll try the standard "
                        "one ($95) first, upgrade possible at the walkthrough",
                        "ev_38",
                        "ev_39",
                        "ev_41",
                    ),
                    it("Photo booth ($450) declined", "ev_38", "ev_39"),
                ],
                open_threads=[
                    it(
                        "Standard projector rental (AV-PRJ-STD, $95) proposed, no yes yet: he "
                        "asked whether it comes with an HDMI cable that works with a Mac",
                        "ev_41",
                        "ev_43",
                    ),
                ],
                next_steps=[
                    it(
                        "Answer the Mac/HDMI question, then get his yes on the projector",
                        "ev_41",
                        "ev_43",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Teodor Brannigan is organizing his class of 2006 reunion, now on May 30, "
                    "and wants a projector for a slideshow of old yearbook photos.",
                    "ev_31",
                    "ev_34",
                ),
                decisions=[
                    it(
                        "The reunion was moved to Saturday, May 30, 2026 (CHG-20417) earlier in "
                        "the conversation, and the balance is now due May 9.",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "He chose to try the cheaper standard projector with a 120-inch screen "
                        "for $95 first, even though the agent recommended the $240 laser "
                        "projector for a room the size of Assay Hall.",
                        "ev_38",
                        "ev_39",
                    ),
                ],
                constraints=[
                    it(
                        "The cheaper projector first; he can upgrade at the walkthrough, 7 days "
                        "before the event, if it looks bad.",
                        "ev_38",
                        "ev_39",
                        "ev_41",
                    ),
                ],
                rejected=[it("He said no to the photo booth.", "ev_38", "ev_39")],
                open_threads=[
                    it(
                        "The agent asked him to confirm adding the $95 projector, but he has not "
                        "said yes; he first asked if it comes with an HDMI cable for a MacBook.",
                        "ev_41",
                        "ev_43",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "The $95 projector was added to his booking after he agreed; he also asked "
                    "if it comes with an HDMI cable for a MacBook.",
                    "ev_41",
                    "ev_43",
                ),
                "false_status:pending",
                "was added to his booking",
                "the rental (act_42) is still pending: he answered the confirmation with a "
                "question (ev_43), no yes and no call",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it("Photo booth ($450) booked for 5/30", "ev_38", "ev_39"),
                "false_status:no_such_action",
                "booked for 5/30",
                "the ledger holds no action for the photo booth; he said no photo booth (ev_39)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "He chose to try the cheaper standard projector with a 120-inch screen for "
                    "$45 first, even though the agent recommended the $240 laser projector for a "
                    "room the size of Assay Hall.",
                    "ev_38",
                    "ev_39",
                ),
                "wrong_amount",
                "for $45",
                "the standard projector is $95 (ev_36, ev_38, ev_41); $45 is the wireless "
                "microphone (ev_36)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Reunion moved to Sat 5/31/2026, Assay Hall 7-11 pm (CHG-20417, $250 fee on "
                    "Visa ****8841); lunch EVT-50613 on 6/7 unchanged",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_date",
                "5/31/2026",
                "the reunion was moved to Saturday, May 30, 2026 (ev_31, ev_33)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The more expensive projector first; he can downgrade at the walkthrough if "
                    "the cheaper one would do.",
                    "ev_38",
                    "ev_39",
                    "ev_41",
                ),
                "inverted_constraint",
                "The more expensive projector first",
                'he said "let\'s try the cheaper one first" and upgrade at the walkthrough if '
                "it looks bad (ev_39)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "He said the standard projector ($95) could look washed out with the "
                    "chandeliers on, but he'll try it first and upgrade at the walkthrough if "
                    "needed",
                    "ev_38",
                    "ev_39",
                    "ev_41",
                ),
                "misattributed_decision",
                "He said the standard projector ($95) could look washed out",
                "the agent said the standard projector can look washed out with the "
                "chandeliers on (ev_38); Teodor only chose to try it first (ev_39)",
            ),
        ],
    },
    "venue-tasting@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Leilani Okoro (CL-40233) booking the caterer's food tasting for her wedding "
                    "EVT-50874 (Sat 9/12/2026, Assay Hall, 140 guests)",
                    "ev_2",
                    "ev_6",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Tasting request TST-8812 sent after her yes: Tue 3/24/2026 4:00 pm, "
                        "Thimble & Fig kitchen (14 Tannery Row), 6 guests, no pork; NOT "
                        "confirmed, awaiting Thimble & Fig's confirmation by Fri 3/13; $70 (2 "
                        "extra × $35) charged to Visa ****6352 only once confirmed",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "6 guests, not the free 4 the agent said most couples keep to: both moms "
                        "are coming",
                        "ev_16",
                        "ev_17",
                        "ev_22",
                    ),
                    it("Wine pairing ($20/person) declined", "ev_16", "ev_17"),
                ],
                constraints=[
                    it(
                        "Before 5 pm (both work late) and not a Saturday (her shift): only the "
                        "Tue 3/24 4 pm slot fits",
                        "ev_16",
                        "ev_17",
                    ),
                    it("No pork on anything: his family doesn't eat it", "ev_17"),
                ],
                open_threads=[
                    it(
                        "She asked that the no-pork rule go for the wedding menu too, not just "
                        "the tasting; not passed on yet",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Leilani Okoro got in touch to set up the food tasting for her September 12 "
                    "wedding at Assay Hall.",
                    "ev_2",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "The agent listed three tasting slots with Thimble & Fig, and because "
                        "Leilani needed a time before 5 pm on a day other than Saturday, the "
                        "Tuesday, March 24 slot at 4:00 pm was chosen.",
                        "ev_16",
                        "ev_17",
                        "ev_20",
                    ),
                    it(
                        "Leilani confirmed a party of six, since both mothers are coming, which "
                        "means two extra guests at $35 each, $70 in total.",
                        "ev_20",
                        "ev_22",
                    ),
                    it(
                        "The tasting request went in as TST-8812, but it is not confirmed yet: "
                        "the caterer's kitchen will confirm by Friday, March 13, and the $70 is "
                        "only charged once they do.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "She asked for no pork on anything, because his family doesn't eat it.",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "She has just asked the agent to let the caterer know that the no-pork "
                        "rule applies to the wedding menu as well.",
                        "ev_29",
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
                    "The tasting was booked as TST-8812 and confirmed by the caterer's kitchen "
                    "for Tuesday, March 24, with the $70 charged to her Visa.",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "confirmed by the caterer's kitchen",
                "book_tasting (act_21) only sent a request: the result says requested, awaiting "
                "caterer confirmation, nothing charged (ev_26), and the agent says it isn't "
                "confirmed yet (ev_28)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "No-pork rule also added to the wedding menu of EVT-50874 at her request",
                    "ev_11",
                    "ev_29",
                ),
                "false_status:no_such_action",
                "also added to the wedding menu",
                "the ledger holds no action on the wedding menu; she has only just asked (ev_29)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Leilani confirmed a party of six, since both mothers are coming, which "
                    "means two extra guests at $35 each, $140 in total.",
                    "ev_20",
                    "ev_22",
                ),
                "wrong_amount",
                "$140 in total",
                "two extra guests at $35 are $70.00 (ev_20, ev_26)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Tasting request TST-8812 sent after her yes: Tue 3/24/2026 4:00 pm, Thimble "
                    "& Fig kitchen (14 Tannery Row), 6 guests, no pork; NOT confirmed, awaiting "
                    "Thimble & Fig's confirmation by Thu 3/26; $70 (2 extra × $35) charged to "
                    "Visa ****6352 only once confirmed",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_date",
                "by Thu 3/26",
                "the caterer confirms by Friday, March 13 (ev_26, ev_28); March 26 is another "
                "tasting slot (ev_16)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("After 5 pm (both work late) and not a Saturday (her shift)", "ev_16", "ev_17"),
                "inverted_constraint",
                "After 5 pm",
                "she said it has to be before 5 because they both work late (ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "objective",
                it(
                    "Leilani Okoro got in touch to set up the food tasting for her September 12 "
                    "wedding at Assay Hall, for 8 people.",
                    "ev_2",
                    "ev_16",
                ),
                "wrong_value:guests",
                "for 8 people",
                "the tasting is for 6 people (ev_17, ev_20, ev_26)",
            ),
        ],
    },
}
