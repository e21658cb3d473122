"""Hand-written candidate summaries, part 1: plan@m18, plan@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "garden-plan@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Sidonie Tremlowe (CL-40217) setting up regular mowing for the 180 m² lawn "
                    "at 14 Larchgrove Rd, Wrayburn (PR-7731)",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Plan SP-26-0418 created after her yes: Seasonal Mow, fortnightly, 16 "
                        "visits 3/26 → 10/22/2026 at $48/visit ($768 for the season), billed "
                        "after each visit to Visa ****5204",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                    ),
                    it(
                        "Fortnightly, not the weekly visits the agent suggested for April-June",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "No weedkiller or feed: her dog uses the lawn (crew note on the plan)",
                        "ev_19",
                        "ev_26",
                    ),
                    it("Side gate kept shut: the dog will be out in the garden", "ev_31"),
                ],
                rejected=[
                    it(
                        "Mow & Feed at $61/visit (selective weedkiller Apr + Sep) rejected by "
                        "her correction: no weedkiller, the dog uses that lawn",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Side gate keypad code 4719* just given; no access note saved yet",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Sidonie Tremlowe contacted Gorsebridge Grounds & Gardens to have the lawn "
                    "at her home on Larchgrove Road mowed regularly this season.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "After verifying her, the agent presented two plans for her 180 m² "
                        "lawn: Seasonal Mow at $48 per visit and Mow & Feed at $61 per visit, "
                        "with a minimum of eight visits in the season.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Sidonie chose fortnightly visits, turning down the agent's suggestion "
                        "of weekly visits while the grass grows fast in spring.",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "Once she confirmed, the Seasonal Mow plan SP-26-0418 was created: "
                        "sixteen fortnightly visits from March 26 to October 22, 2026, at $48 "
                        "each, or $768 over the season.",
                        "ev_22",
                        "ev_24",
                        "ev_28",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first proposal, the Mow & Feed plan, was dropped when "
                        "Sidonie realised it included weedkiller; she does not want any because "
                        "her dog uses the lawn.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                open_threads=[
                    it(
                        "Asked how the crew gets to the back lawn, Sidonie gave the code of the "
                        "side gate's keypad and asked that the gate be kept shut because the "
                        "dog will be in the garden; these access details have not been saved "
                        "yet.",
                        "ev_30",
                        "ev_31",
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
                    "Once she confirmed, the Mow & Feed plan SP-26-0418 was created: sixteen "
                    "fortnightly visits from March 26 to October 22, 2026, with the spring and "
                    "autumn feed included.",
                    "ev_17",
                    "ev_24",
                    "ev_28",
                ),
                "false_status:ledger_rejected",
                "the Mow & Feed plan SP-26-0418 was created",
                "the Mow & Feed plan (act_18) was rejected by her correction (ev_19, ev_21); "
                "SP-26-0418 is the Seasonal Mow plan she approved (act_23, ev_28)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Plan SP-26-0418 created after her yes: Seasonal Mow, fortnightly, 16 "
                    "visits 3/26 → 10/22/2026 at $48/visit ($786 for the season), billed after "
                    "each visit to Visa ****5204",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                ),
                "wrong_amount",
                "$786 for the season",
                "16 visits at $48.00 are $768.00 for the season (ev_28, ev_30)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Sidonie suggested weekly visits while the grass grows fast in spring, but "
                    "then settled on fortnightly visits.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "Sidonie suggested weekly visits",
                "weekly visits were the agent's suggestion (ev_14); Sidonie said weekly is too "
                "much for her (ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Weedkiller is fine on the lawn as long as the dog is kept off it (crew "
                    "note on the plan)",
                    "ev_19",
                    "ev_26",
                ),
                "inverted_constraint",
                "Weedkiller is fine on the lawn",
                "she said no weedkiller, the dog uses that lawn (ev_19); the crew note says no "
                "weedkiller or feed (ev_26)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Plan SP-26-0418 created after her yes: Seasonal Mow, fortnightly, 16 "
                    "visits 3/26 → 10/29/2026 at $48/visit ($768 for the season), billed after "
                    "each visit to Visa ****5204",
                    "ev_22",
                    "ev_24",
                    "ev_28",
                ),
                "wrong_date",
                "10/29/2026",
                "the plan's last visit is October 22, 2026 (ev_22, ev_28); October 29 is the "
                "season's last possible visit in the options (ev_12)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "open_threads[1]",
                it(
                    "Access note saved on PR-7731 with the gate code 4719* and 'keep the gate "
                    "shut'",
                    "ev_31",
                ),
                "false_status:no_such_action",
                "Access note saved on PR-7731",
                "at the boundary the ledger holds no access-note action: she has only just "
                "given the code (ev_31)",
            ),
        ],
    },
    "garden-plan@m22": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "sidonie tremlowe CL-40217 - regular mowing at 14 larchgrove rd", "ev_2", "ev_6"
                ),
                decisions=[
                    it(
                        "plan SP-26-0418 active: seasonal mow, fortnightly, 16 visits 26 mar - "
                        "22 oct, $48/visit",
                        "ev_28",
                    ),
                    it(
                        "no weedkiller/feed (dog uses the lawn), mow & feed dropped",
                        "ev_19",
                        "ev_26",
                    ),
                    it(
                        "access note ok'd by her: side gate keypad 4719*, gate kept closed, "
                        "text reminder day before each visit to 503-555-0117. not saved yet",
                        "ev_33",
                        "ev_37",
                    ),
                ],
                rejected=[
                    it(
                        "text on arrival - crews can't, reminders only go out evening before",
                        "ev_35",
                        "ev_36",
                    ),
                ],
                next_steps=[
                    it("save the access note; first visit thu 26 mar", "ev_33", "ev_37"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Sidonie Tremlowe appears to be setting up a regular mowing service for her "
                    "lawn at 14 Larchgrove Rd in Wrayburn.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "A Seasonal Mow plan, SP-26-0418, seems to be active: fortnightly "
                        "visits at $48.00 each, starting Thursday, March 26.",
                        "ev_28",
                        "ev_30",
                        "ev_33",
                    ),
                    it(
                        "She seems to have agreed to an access note for the crews with the side "
                        "gate code and a reminder text the day before each visit, although it "
                        "does not look like it has been saved yet.",
                        "ev_33",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "The side gate should apparently be kept closed at all times, since "
                        "her dog will be in the garden.",
                        "ev_31",
                        "ev_33",
                    ),
                    it("She asked for no weedkiller, as the dog uses the lawn.", "ev_19"),
                ],
                rejected=[
                    it(
                        "Her request to be texted when the crew arrives could not be met; "
                        "reminders are only sent the evening before, by the office.",
                        "ev_35",
                        "ev_36",
                    ),
                ],
                next_steps=[it("The access note will likely be saved next.", "ev_37")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She seems to have agreed to an access note for the crews with the side "
                    "gate code and a reminder text the day before each visit, and it appears "
                    "to have been saved to the property.",
                    "ev_33",
                    "ev_37",
                ),
                "false_status:pending",
                "it appears to have been saved to the property",
                "save_access_note act_34 is approved by her yes (ev_37, ev_38) but no call has "
                "been made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "day-before reminder swapped for a text from the crew on arrival",
                    "ev_35",
                    "ev_36",
                ),
                "false_status:no_such_action",
                "swapped for a text from the crew on arrival",
                "texts on arrival were refused (ev_36); no action changes the reminder, and "
                "she kept the day-before one (ev_37)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "access note ok'd by her: side gate keypad 4791*, gate kept closed, text "
                    "reminder day before each visit to 503-555-0117. not saved yet",
                    "ev_33",
                    "ev_37",
                ),
                "wrong_value:gate_code",
                "4791*",
                "the side gate code is 4719* (ev_31, ev_33)",
                rule="grounding",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The side gate can apparently be left open during visits, since her dog "
                    "will be kept inside.",
                    "ev_31",
                    "ev_33",
                ),
                "inverted_constraint",
                "can apparently be left open during visits",
                "she asked that the gate be kept SHUT because the dog will be out in the "
                "garden (ev_31, ev_33)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "plan SP-26-0418 active: seasonal mow, weekly, 16 visits 26 mar - 22 oct, "
                    "$48/visit",
                    "ev_28",
                ),
                "wrong_value:frequency",
                "weekly",
                "the plan is fortnightly (ev_28); weekly was the agent's suggestion she turned "
                "down (ev_14, ev_15)",
                rule="grounding",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A Seasonal Mow plan, SP-26-0418, seems to be active: fortnightly visits at "
                    "$48.00 each, starting Thursday, April 2.",
                    "ev_28",
                    "ev_30",
                    "ev_33",
                ),
                "wrong_date",
                "starting Thursday, April 2",
                "the first visit is Thursday, March 26 (ev_28, ev_30, ev_33)",
            ),
        ],
    },
}
