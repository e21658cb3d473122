"""Hand-written candidate summaries, part 2: proof@m16, colour@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "printshop-proof@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Odessa Strakosch (Gullhaven Players, BA-4418): get both approved proofs "
                    "printed before the show opens Fri 4/16",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        'Both releases approved by her ("yes both"), flyers first',
                        "ev_18",
                        "ev_21",
                    ),
                    it(
                        "RUN-61420 flyers (PRF-3290, 1,500 A5 gloss) released: on press, queue "
                        "#1, ready 2027-04-08",
                        "ev_15",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "No lamination on the posters ($0.85/copy, $51 for 60 offered): they "
                        "hang inside glass cases",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                constraints=[
                    it("Flyers first (Saturday market), posters after", "ev_16"),
                    it("Posters up well before the 16th", "ev_16"),
                ],
                open_threads=[
                    it(
                        "RUN-61421 posters (PRF-3291) release failed: 200gsm silk out of stock "
                        "until 4/12; not queued, still awaiting release. Odessa not told yet",
                        "ev_28",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Odessa from Gullhaven Players wants her flyers and posters printed now "
                    "that she has approved both proofs, with the show opening on Friday, "
                    "April 16.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The agent confirmed that proof PRF-3290 (flyers) and proof PRF-3291 "
                        "(posters) were both approved by Odessa and that both runs are already "
                        "paid on her Visa ending 2281.",
                        "ev_12",
                        "ev_15",
                    ),
                    it(
                        "Odessa agreed to release the flyers first and the posters after, "
                        "without lamination.",
                        "ev_18",
                        "ev_21",
                    ),
                    it(
                        "The flyer run RUN-61420 was released and is on press, ready on April 8.",
                        "ev_24",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "The flyers must be printed before the posters, because they are handed "
                        "out at the Saturday market.",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's offer of gloss lamination for the posters at $51.00 was "
                        "declined because they will hang inside glass cases.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "The poster run RUN-61421 could not be released: the 200gsm silk stock "
                        "is out until April 12 and the run was not queued. The agent still has "
                        "to tell Odessa.",
                        "ev_28",
                        "ev_30",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The poster run RUN-61421 was then released as well and will be ready on "
                    "Friday, April 9.",
                    "ev_18",
                    "ev_28",
                ),
                "false_status:failed_call",
                "was then released as well",
                "release_to_press act_20 executed but its result is an error: the stock is out "
                "and RUN-61421 was not queued (ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "RUN-61420 flyers (PRF-3290, 1,500 A5 gloss): release called off, still "
                    "awaiting release",
                    "ev_15",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_status",
                "release called off, still awaiting release",
                "release_to_press act_19 executed and RUN-61420 is on press, ready April 8 "
                "(ev_25, ev_26)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Lamination added to the posters: $0.85/copy, $51 for 60",
                    "ev_15",
                    "ev_16",
                ),
                "false_status:no_such_action",
                "Lamination added to the posters",
                "she said no lamination (ev_16) and the release she approved has lamination "
                "false (act_20); the ledger holds no lamination action",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The flyer run RUN-61420 was released and is on press, ready on April 9.",
                    "ev_24",
                    "ev_26",
                ),
                "wrong_date",
                "ready on April 9",
                "the flyers are ready on April 8 (ev_26); April 9 was the posters' date (ev_15)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("Posters first, flyers after (Saturday market)", "ev_16"),
                "inverted_constraint",
                "Posters first, flyers after",
                "she asked for the flyers first and the posters after (ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Odessa asked about gloss lamination for the posters at $51.00 but decided "
                    "against it because they will hang inside glass cases.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Odessa asked about gloss lamination",
                "the agent raised lamination (ev_15); Odessa only declined it (ev_16)",
            ),
        ],
    },
    "printshop-colour@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Dorotea Linnehan (Pellowdene Cider Co., BA-3307) wants a darker green "
                    "background, PMS 364 instead of 376, on the tasting tour banners",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Colour change CCR-0917 submitted for JB-22981 (2 pull-up banners): "
                        "background PMS 376 → 364; pending sign-off by brand manager Lavinia "
                        "Grisedale, not approved",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "RUN-61466 ($276.00) on hold until she signs; new proof within 1 "
                        "working day after",
                        "ev_14",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("Logo stays PMS 376; only the background changes", "ev_15"),
                    it(
                        "Only the tasting tour banners; shop-front banner JB-22982 unchanged",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "Brand colour changes need the brand manager's written sign-off; the "
                        "desk can't approve them",
                        "ev_6",
                        "ev_14",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "Desk approving the change itself while Lavinia is on leave till "
                        "Monday: refused",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "Changing the shop-front banner to match: offered by the agent, "
                        "declined (fine in daylight)",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "She asks when the banners arrive if Lavinia signs Monday; first "
                        "tasting on the 24th",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A darker background green (Pantone 364 instead of 376) was requested by "
                    "Dorotea Linnehan of Pellowdene Cider for the tasting tour banners.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "A colour change request, CCR-0917, was sent to the brand manager, "
                        "Lavinia Grisedale, after Dorotea agreed; it is pending her sign-off "
                        "and has not been approved.",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "The banner run RUN-61466 has been put on hold until the change is "
                        "signed off.",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "The logo is to be kept in PMS 376; only the background is to be changed.",
                        "ev_15",
                    ),
                    it(
                        "The shop-front banner (JB-22982) is to be left as it is.", "ev_14", "ev_15"
                    ),
                ],
                rejected=[
                    it(
                        "Dorotea's request for the desk to approve the change itself was "
                        "refused, as the sign-off must come from the brand manager.",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "It was asked when the banners would be delivered if the change is "
                        "signed off on Monday, since the first tasting is on the 24th.",
                        "ev_26",
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
                    "A colour change request, CCR-0917, was sent to the brand manager, Lavinia "
                    "Grisedale, after Dorotea agreed, and it has been signed off by her.",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "it has been signed off by her",
                "submit_colour_change act_18 only submitted the change: it is "
                "pending_brand_signoff, not approved (ev_23, ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Colour change CCR-0917 submitted for JB-22982 (shop-front banner): "
                    "background PMS 376 → 364; pending sign-off by brand manager Lavinia "
                    "Grisedale, not approved",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:other_target",
                "JB-22982 (shop-front banner)",
                "the change was submitted for JB-22981, the tasting tour banners (act_18, "
                "ev_23); she asked to leave the shop-front banner JB-22982 alone (ev_15)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The banner run RUN-61646 has been put on hold until the change is signed off.",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_id",
                "RUN-61646",
                "the run on hold is RUN-61466 (ev_23, ev_25)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Logo goes to PMS 364 too, along with the background", "ev_15"),
                "inverted_constraint",
                "Logo goes to PMS 364 too",
                'she said "the logo stays 376, don\'t touch the logo" (ev_15)',
            ),
            var(
                "c5",
                "f2",
                "add",
                "rejected[1]",
                it(
                    "Changing the shop-front banner to match, as suggested by Dorotea, was "
                    "then dropped.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "as suggested by Dorotea",
                "the agent offered to change the shop-front banner (ev_14); Dorotea declined "
                "(ev_15)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Colour change CCR-0917 submitted for JB-22981 (2 pull-up banners): "
                    "background PMS 376 → 346; pending sign-off by brand manager Lavinia "
                    "Grisedale, not approved",
                    "ev_19",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_value:colour",
                "PMS 376 → 346",
                "the new background is PMS 364 (ev_2, ev_17, ev_23)",
            ),
        ],
    },
}
