"""Hand-written candidate summaries, part 2: recurring@m14, office@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "cleaning-recurring@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Perpetua Lindgard (CL-31586, 7 Cobbold Lane) setting up regular cleans",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Fortnightly plan agreed (her yes; not set up yet): Fridays 10:00 from "
                        "3/13/2026, Wendeline Stroud, kitchen + 2 bathrooms, ~3.5 h, "
                        "$138.00/visit ($126 + $12 eco) to Mastercard ****9012",
                        "ev_16",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "Fortnightly over the agent's weekly suggestion ($132.00/visit)",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it("Kitchen + bathrooms only; bedrooms excluded", "ev_12"),
                    it("No bleach, fragrance-free only: son Rafe has asthma", "ev_12"),
                ],
                rejected=[
                    it("$65 oven clean on the first visit: declined", "ev_18", "ev_19"),
                ],
                next_steps=[
                    it("Set up the approved plan (set_recurring_plan)", "ev_22", "ev_23"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Regular fortnightly cleaning was requested by Perpetua Lindgard for her "
                    "home at 7 Cobbold Lane, Tollbridge Green.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "A fortnightly plan was proposed and approved by Perpetua: every other "
                        "Friday at 10:00 am starting March 13, 2026, with Wendeline Stroud, at "
                        "$138.00 per visit; it has not yet been set up.",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "Weekly visits at $132.00 were recommended by the agent but were turned "
                        "down as too much.",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "Only the kitchen and the two bathrooms are to be cleaned; the bedrooms "
                        "are not included.",
                        "ev_12",
                        "ev_21",
                    ),
                    it(
                        "Only fragrance-free, bleach-free products may be used, because her son "
                        "Rafe has asthma; a $12.00 eco surcharge is charged per visit.",
                        "ev_12",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "An oven clean for $65.00 on the first visit was offered and was declined.",
                        "ev_18",
                        "ev_19",
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
                    "A fortnightly plan was set up for Perpetua after her approval: every other "
                    "Friday at 10:00 am starting March 13, 2026, with Wendeline Stroud, at "
                    "$138.00 per visit, and it is now active.",
                    "ev_21",
                    "ev_23",
                ),
                "false_status:pending",
                "was set up for Perpetua after her approval",
                "set_recurring_plan (act_22) is approved by her yes (ev_23, ev_24) but not "
                "called: nothing is set up yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("Bedrooms only; kitchen and bathrooms excluded", "ev_12"),
                "inverted_constraint",
                "Bedrooms only; kitchen and bathrooms excluded",
                "she asked for only the kitchen and the 2 bathrooms, not the bedrooms (ev_12)",
            ),
            var(
                "c3",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Wendeline Stroud was requested by Perpetua as her cleaner.",
                    "ev_18",
                    "ev_21",
                ),
                "misattributed_decision",
                "was requested by Perpetua",
                "the agent named Wendeline Stroud as the cleaner covering Cobbold Lane (ev_18, "
                "ev_21); Perpetua never asked for anyone",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Fortnightly plan agreed (her yes; not set up yet): Fridays 10:00 from "
                    "3/13/2026, Wendeline Stroud, kitchen + 2 bathrooms, ~3.5 h, $132.00/visit "
                    "($120 + $12 eco) to Mastercard ****9012",
                    "ev_16",
                    "ev_21",
                    "ev_23",
                ),
                "wrong_amount",
                "$132.00/visit ($120 + $12 eco)",
                "$132.00 is the weekly price, raised to the call-out minimum; the fortnightly "
                "plan is $138.00 ($126.00 + $12.00, ev_16, ev_21)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A fortnightly plan was proposed and approved by Perpetua: every other "
                    "Friday at 10:00 am starting March 6, 2026, with Wendeline Stroud, at "
                    "$138.00 per visit; it has not yet been set up.",
                    "ev_21",
                    "ev_23",
                ),
                "wrong_date",
                "starting March 6, 2026",
                "she asked to start on the 13th and the plan starts Friday, March 13, 2026 "
                "(ev_19, ev_21)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[2]",
                it("Oven clean ($65) added to the first visit on 3/13", "ev_18"),
                "false_status:no_such_action",
                "added to the first visit",
                "the oven clean was only offered (ev_18) and she said to skip it (ev_19); the "
                "ledger holds no oven action",
            ),
        ],
    },
    "cleaning-office@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Benedikt Marwood, office manager at Quarrender & Lusk Architects "
                    "(CL-90233), wants a Saturday deep clean of the firm's office at Halyard "
                    "House.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Only Suite 410 is to be cleaned; Suite 412 is sublet to another firm "
                        "that has its own cleaners.",
                        "ev_13",
                    ),
                    it(
                        "The deep clean was booked as BK-58240 for Saturday, March 14, 2026 from "
                        "8:00 am with a crew of three, for $624.00 on the net-14 invoice. The "
                        "booking is provisional until the building approves weekend access.",
                        "ev_22",
                        "ev_25",
                        "ev_30",
                        "ev_36",
                    ),
                    it(
                        "A weekend access request, BA-3318, was sent to Delphine Ortolan of "
                        "Calloway Facilities for March 14, 7:45 am to 12:15 pm. She decides, and "
                        "it has not been approved yet; an answer is expected by March 10.",
                        "ev_22",
                        "ev_25",
                        "ev_34",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "Benedikt wants Saturday, not a Friday evening, because people work late "
                        "on Fridays, and the cost must stay under $700.",
                        "ev_20",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested Friday, March 13 from 6:00 pm at $552.00 with no "
                        "approval needed; Benedikt declined.",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "Benedikt asked who he should chase if the building manager says no.",
                        "ev_37",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Quarrender & Lusk Architects (CL-90233, contact Benedikt Marwood): "
                    "Saturday deep clean, Suite 410",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "BK-58240: Sat 3/14 08:00, crew 3, 12 cleaner-hrs @ $52 = $624; "
                        "provisional",
                        "ev_16",
                        "ev_30",
                    ),
                    it(
                        "BA-3318: weekend access request with Delphine Ortolan (Calloway "
                        "Facilities), 07:45-12:15; pending her approval, answer ~3/10",
                        "ev_34",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it("Suite 410 only, not 412 (sublet)", "ev_13"),
                    it("Saturday only; under $700", "ev_20"),
                ],
                rejected=[
                    it(
                        "Fri 3/13 6 pm ($552, no approval needed), the agent's suggestion: "
                        "declined",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it("Who to chase if access is refused: unanswered", "ev_37"),
                ],
                next_steps=[
                    it("If refused: move to Fri evening only with his OK", "ev_36"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "A weekend access request, BA-3318, was approved by Delphine Ortolan of "
                    "Calloway Facilities for March 14, 7:45 am to 12:15 pm, so the clean can go "
                    "ahead.",
                    "ev_22",
                    "ev_25",
                    "ev_34",
                    "ev_36",
                ),
                "false_status:wrong_effect",
                "was approved by Delphine Ortolan",
                "request_building_access only submitted the request: BA-3318 is "
                "pending_building_manager_approval, answer expected by March 10 (ev_34, ev_36)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "BK-58240 (Suite 412): Sat 3/14 08:00, crew 3, 12 cleaner-hrs @ $52 = $624; "
                    "provisional",
                    "ev_16",
                    "ev_30",
                ),
                "false_status:other_target",
                "BK-58240 (Suite 412)",
                "BK-58240 is for Suite 410 (AD-90233-410, ev_28, ev_30); 412 is sublet and "
                "was left out at his request (ev_13)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The deep clean was booked as BK-58240 for Saturday, March 14, 2026 from "
                    "8:00 am with a crew of three, for $552.00 on the net-14 invoice. The booking "
                    "is provisional until the building approves weekend access.",
                    "ev_22",
                    "ev_25",
                    "ev_30",
                    "ev_36",
                ),
                "wrong_amount",
                "$552.00",
                "the Saturday clean is $624.00 (ev_30); $552.00 was the Friday evening option "
                "(ev_16, ev_19)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Benedikt asked for the booking to stay provisional until access is approved",
                    "ev_22",
                    "ev_30",
                ),
                "misattributed_decision",
                "Benedikt asked for the booking to stay provisional",
                "the agent set it as provisional until the building approves access (ev_22, "
                "ev_30); Benedikt only said yes (ev_25)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Benedikt prefers a Friday evening rather than Saturday, because people "
                    "leave early on Fridays, and the cost must stay under $700.",
                    "ev_20",
                ),
                "inverted_constraint",
                "prefers a Friday evening rather than Saturday",
                "he insisted on Saturday, not Friday, because people work late on Fridays (ev_20)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "BA-3318: weekend access request with Delphine Ortolan (Calloway "
                    "Facilities), 07:45-12:15; pending her approval, answer ~3/13",
                    "ev_34",
                    "ev_36",
                ),
                "wrong_date",
                "answer ~3/13",
                "the answer is expected by March 10 (ev_34, ev_36)",
            ),
        ],
    },
}
