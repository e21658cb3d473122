"""Hand-written candidate summaries, part 1: fnol@m17, fnol@m28, rental@m17, rental@m23.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "claims-fnol@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Renata Okafor (PA-20417733) reporting a hit-and-run on her 2019 Honda CR-V: "
                    "hit while parked at the Safeway on SE Hawthorne, Sat 2024-08-03 ~2pm, other "
                    "driver left",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Coverage: CR-V collision, $500 deductible (other driver unidentified); "
                        "Larkspur will try to recover the deductible if police ID the driver",
                        "ev_16",
                    ),
                    it(
                        "file_claim executed after her yes → CLM-6604418 open, adjuster Dev "
                        "Malhotra (503-555-0170); rear bumper + tailgate, police report 24-118302",
                        "ev_13",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                    ),
                    it(
                        "No rental on the claim (rental_requested=false); she'll drive her "
                        "husband's truck",
                        "ev_19",
                        "ev_25",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("No rental car needed", "ev_19"),
                ],
                next_steps=[
                    it(
                        "Book the CR-V inspection with Dev (agent just offered; she hasn't "
                        "answered)",
                        "ev_27",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Renata wants to report damage to her car after another driver backed into "
                    "it in a Safeway parking lot and drove off.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The damaged vehicle is her 2019 Honda CR-V. The rear bumper was pushed in "
                        "and the tailgate no longer closes properly, and she filed a police "
                        "report (24-118302).",
                        "ev_12",
                        "ev_13",
                    ),
                    it(
                        "The agent explained that the loss falls under the CR-V's collision "
                        "coverage, which has a $500 deductible.",
                        "ev_16",
                    ),
                    it(
                        "After she confirmed, the claim was filed and is now open under claim "
                        "number CLM-6604418, with Dev Malhotra as the adjuster.",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "She does not need a rental car, because she can use her husband's truck "
                        "in the meantime.",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it(
                        "Schedule an inspection of the CR-V so the adjuster can prepare an "
                        "estimate.",
                        "ev_27",
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
                    "A rental car was also set up under the CR-V's rental reimbursement, which "
                    "pays up to $40 per day.",
                    "ev_16",
                    "ev_27",
                ),
                "false_status:no_such_action",
                "A rental car was also set up",
                "no rental action exists in the ledger; she declined a rental (ev_19) and the "
                "claim was filed with rental_requested false (ev_22, ev_25); the agent only "
                "described the coverage (ev_16)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "file_claim executed after her yes → CLM-6604418 open on the F-150, adjuster "
                    "Dev Malhotra (503-555-0170); rear bumper + tailgate, police report 24-118302",
                    "ev_13",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                ),
                "false_status:other_target",
                "CLM-6604418 open on the F-150",
                "the claim was filed on the CR-V, VIN 5J6RW2H89KL003417 (ev_13, ev_22, ev_25); "
                "the F-150 is her husband's truck and is not involved",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She would like a rental car arranged while the CR-V is out of service.",
                    "ev_19",
                ),
                "inverted_constraint",
                "She would like a rental car arranged",
                "Renata said no rental was needed; she drives her husband's truck (ev_19)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Coverage: CR-V collision, $250 deductible (other driver unidentified); "
                    "Larkspur will try to recover the deductible if police ID the driver",
                    "ev_16",
                ),
                "wrong_amount",
                "$250 deductible",
                "the CR-V's collision deductible is $500 (ev_16, ev_27); $250 is its "
                "comprehensive deductible (ev_10)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After she confirmed, the claim was filed and is now open under claim number "
                    "PA-20417733, with Dev Malhotra as the adjuster.",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                    "ev_30",
                ),
                "wrong_id",
                "claim number PA-20417733",
                "the claim number is CLM-6604418 (ev_27); PA-20417733 is her policy number (ev_6)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Renata asked for it to go under collision rather than comprehensive",
                    "ev_16",
                    "ev_19",
                ),
                "misattributed_decision",
                "Renata asked for it to go under collision",
                "the coverage was the agent's call, because the other driver is unidentified "
                "(ev_16); Renata only declined a rental and asked to open the claim (ev_19)",
            ),
        ],
    },
    "claims-fnol@m28": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "renata okafor - hit and run on her cr-v (safeway hawthorne, aug 3), open "
                    "claim + book inspection",
                    "ev_2",
                    "ev_13",
                    "ev_31",
                ),
                decisions=[
                    it(
                        "claim CLM-6604418 open, collision, $500 ded, adjuster dev malhotra",
                        "ev_27",
                    ),
                    it("no rental, she uses husbands truck", "ev_19", "ev_25"),
                    it(
                        "inspection booked wed 8/7 4:30-6pm at her work, 915 SW Morrison garage "
                        "P2 (INS-41502)",
                        "ev_39",
                        "ev_44",
                        "ev_48",
                    ),
                ],
                constraints=[
                    it("works till 4 most days", "ev_31"),
                ],
                rejected=[
                    it("inspection at home (1837 SE Alder) - she wont be there", "ev_37", "ev_39"),
                ],
                next_steps=[
                    it("tell renata its booked", "ev_48"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Renata Okafor appears to be reporting a hit-and-run on her 2019 Honda CR-V "
                    "and arranging for the damage to be inspected.",
                    "ev_2",
                    "ev_13",
                    "ev_31",
                ),
                decisions=[
                    it(
                        "A collision claim seems to have been opened as CLM-6604418 after she "
                        "agreed, with a $500 deductible and Dev Malhotra assigned as adjuster.",
                        "ev_23",
                        "ev_27",
                    ),
                    it(
                        "She took the Wednesday, August 7 slot from 4:30 to 6:00 pm, which the "
                        "agent had suggested given her work hours.",
                        "ev_34",
                        "ev_35",
                    ),
                    it(
                        "The inspection was then booked for that slot at her workplace, 915 SW "
                        "Morrison St (garage level P2), and it appears to have been confirmed as "
                        "INS-41502, although this has not been relayed to her yet.",
                        "ev_41",
                        "ev_44",
                        "ev_48",
                    ),
                ],
                constraints=[
                    it(
                        "She mentioned that she works until 4 on most days, so daytime "
                        "appointments are likely difficult for her.",
                        "ev_31",
                    ),
                    it(
                        "She did not want a rental car, as she can use her husband's truck.",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "Holding the inspection at her home address was proposed first, but she "
                        "turned it down since she will not be home.",
                        "ev_37",
                        "ev_39",
                    ),
                ],
                next_steps=[
                    it(
                        "Let Renata know the inspection is booked and that Dev should call about "
                        "30 minutes before arriving.",
                        "ev_41",
                        "ev_48",
                    ),
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
                    "inspection booked wed 8/7 4:30-6pm at her home, 1837 SE Alder (INS-41502)",
                    "ev_37",
                    "ev_44",
                    "ev_48",
                ),
                "false_status:ledger_rejected",
                "at her home, 1837 SE Alder",
                "the inspection at her home (act_38) was rejected by her correction (ev_39, "
                "ev_40); the executed booking act_43 is at 915 SW Morrison St (ev_47, ev_48)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She took the Wednesday, August 8 slot from 4:30 to 6:00 pm, which the agent "
                    "had suggested given her work hours.",
                    "ev_34",
                    "ev_35",
                ),
                "wrong_date",
                "August 8",
                "the Wednesday slot is August 7 (ev_34, ev_35, ev_48); August 8 is the Thursday "
                "morning slot",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "inspection booked wed 8/7 10am-12 at her work, 915 SW Morrison garage P2 "
                    "(INS-41502)",
                    "ev_39",
                    "ev_44",
                    "ev_48",
                ),
                "wrong_value:time",
                "10am-12",
                "the booked window is 16:30-18:00 (ev_48); 10:00-12:00 is the Thursday slot "
                "(ev_34)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A collision claim seems to have been opened as CLM-6604418 after she "
                    "agreed, with a $500 deductible and Dev Malhotra assigned as adjuster.",
                    "ev_3",
                    "ev_12",
                ),
                "unsupported_ref",
                "opened as CLM-6604418",
                "ev_3 (the verification request) and ev_12 (the vehicle list) say nothing of "
                "the claim, its number or the adjuster; that is ev_23 and ev_27",
            ),
            var(
                "c5",
                "f1",
                "add",
                "constraints[1]",
                it("renata wants dev to call 30 min before he shows up", "ev_41", "ev_44"),
                "misattributed_decision",
                "renata wants dev to call 30 min before",
                "the 30-minute call is the agent's statement in the confirmation (ev_41); "
                "Renata only said yes (ev_44)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it("claim CLM-6604481 open, collision, $500 ded, adjuster dev malhotra", "ev_27"),
                "wrong_id",
                "CLM-6604481",
                "the claim is CLM-6604418 (ev_27, ev_28)",
            ),
        ],
    },
    "claims-rental@m17": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Maya Lindqvist contacted the claims desk about claim CLM-6591207 because her "
                    "2022 Subaru Outback was found not drivable after the July 30 guardrail "
                    "collision; she needed a rental car and a place to have it repaired.",
                    "ev_2",
                    "ev_11",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "The agent went over the rental classes at Nimbus Car Rental, noting that "
                        "her policy reimburses up to $30 a day and $900 in total, and Maya asked "
                        "for whatever would be fully covered.",
                        "ev_15",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "An economy car at $29 a day, billed directly to Larkspur, was then "
                        "proposed, and she agreed.",
                        "ev_18",
                        "ev_21",
                    ),
                    it(
                        "The rental was authorized under RA-558120 (reservation NB-77310Q), with "
                        "pick-up from 8 am on August 6 at the Nimbus branch on 28th St.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("Maya does not want to pay anything out of pocket for the rental.", "ev_17"),
                ],
                open_threads=[
                    it(
                        "The repair shop hasn't been chosen yet; the agent has just asked whether "
                        "she has a preference.",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Rental + repair shop for CLM-6591207 (Outback, not drivable)",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Rental cover $30/day, $900 max; estimate $4,318.60, $500 ded",
                        "ev_11",
                        "ev_15",
                    ),
                    it(
                        "Economy @ $29/day, fully covered, per her 'nothing out of pocket'",
                        "ev_16",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "authorize_rental executed: RA-558120, res NB-77310Q, Nimbus 1905 28th "
                        "St, pickup 8/6 8am, max 30 days, direct bill",
                        "ev_21",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("Nothing out of pocket", "ev_17"),
                ],
                next_steps=[
                    it("Repair shop choice (asked, no answer yet)", "ev_27"),
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
                    "An economy car at $34 a day, billed directly to Larkspur, was then "
                    "proposed, and she agreed.",
                    "ev_18",
                    "ev_21",
                ),
                "wrong_amount",
                "$34 a day",
                "the economy car is $29.00 a day (ev_18, ev_25); $34 is the compact class "
                "(ev_15, ev_16)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[0]",
                it("OK paying the difference for a bigger car", "ev_17"),
                "inverted_constraint",
                "OK paying the difference",
                "Maya does not want to pay anything out of pocket (ev_17)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "The rental was authorized under RA-558120 (reservation NB-77310Q); Maya pays "
                    "Nimbus when she picks the car up on August 6 and sends Larkspur the "
                    "receipts for reimbursement.",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "Maya pays Nimbus when she picks the car up",
                "the authorization is direct-billed to Larkspur (ev_25: billing direct_bill; "
                "ev_27); she pays nothing",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "authorize_rental executed: RA-558120, res NB-77310Q, Nimbus 1905 28th St, "
                    "pickup 8/7 8am, max 30 days, direct bill",
                    "ev_21",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_date",
                "pickup 8/7",
                "the pick-up is 2024-08-06 from 08:00 (ev_25, ev_27)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Maya asked for the rental to be authorized for up to 30 days.",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "Maya asked for the rental to be authorized for up to 30 days",
                "the 30-day limit is the agent's term in the confirmation (ev_18); Maya only "
                "asked for a fully covered car from tomorrow (ev_17) and said yes (ev_21)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Compact @ $29/day, fully covered, per her 'nothing out of pocket'",
                    "ev_16",
                    "ev_17",
                    "ev_18",
                ),
                "wrong_value:rental_class",
                "Compact",
                "the authorized class is economy (ev_18, ev_25); compact costs $34/day and "
                "would cost her $4/day (ev_16)",
            ),
        ],
    },
    "claims-rental@m23": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Maya Lindqvist (CLM-6591207): rental + repair shop for her non-drivable "
                    "2022 Outback",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Economy rental authorized at Nimbus, $29/day direct-billed, up to 30 days "
                        "from Aug 6 (RA-558120, res NB-77310Q)",
                        "ev_18",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "She picked Pearl Street Auto Body (SHP-2207, 1650 Pearl St), 0.4 mi "
                        "from work, first opening Aug 8",
                        "ev_28",
                        "ev_30",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("Nothing out of pocket on the rental", "ev_17"),
                    it("Not Flatirons Collision (bad experience last year)", "ev_28"),
                ],
                open_threads=[
                    it(
                        "Shop assignment + tow from 4471 Baseline Rd proposed; awaiting her yes",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                next_steps=[
                    it(
                        "On yes: assign shop, order tow; she pays the $500 deductible to the shop",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "maya needs rental + body shop for outback, claim 6591207", "ev_2", "ev_11"
                ),
                decisions=[
                    it(
                        "rental ok: economy $29/day nimbus 28th st, pickup aug 6, RA-558120",
                        "ev_25",
                        "ev_27",
                    ),
                    it("shop = pearl street auto body, she can walk there", "ev_31", "ev_32"),
                    it("estimate $4318.60, she pays $500 ded to shop", "ev_11", "ev_34"),
                ],
                constraints=[
                    it("no out of pocket", "ev_17"),
                    it("no flatirons collision", "ev_28"),
                ],
                open_threads=[
                    it(
                        "assign shop SHP-2207 + tow from her house - waiting on yes",
                        "ev_34",
                        "ev_35",
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
                    "Car assigned to Pearl Street Auto Body (SHP-2207, 1650 Pearl St), tow from "
                    "4471 Baseline Rd ordered; work starts Aug 8",
                    "ev_32",
                    "ev_34",
                    "ev_35",
                ),
                "false_status:pending",
                "Car assigned to Pearl Street Auto Body",
                "the assignment and tow (act_35) are only proposed (ev_35); Maya has not said "
                "yes and no call was made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[1]",
                it("flatirons collision fine, used them last yr", "ev_28"),
                "inverted_constraint",
                "flatirons collision fine",
                "Maya said NOT Flatirons Collision, after a bad experience last year (ev_28)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "Shop assignment (SHP-2231) + tow from 4471 Baseline Rd proposed; awaiting "
                    "her yes",
                    "ev_34",
                    "ev_35",
                ),
                "wrong_id",
                "SHP-2231",
                "the proposed shop is SHP-2207, Pearl Street Auto Body (ev_34, ev_35); SHP-2231 "
                "is Flatirons Collision Center (ev_30)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it("estimate $4381.60, she pays $500 ded to shop", "ev_11", "ev_34"),
                "wrong_amount",
                "$4381.60",
                "the estimate is $4,318.60 (ev_11, ev_34)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "rental still waiting on approval: economy $29/day nimbus 28th st, pickup "
                    "aug 6, RA-558120",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_status",
                "rental still waiting on approval",
                "the rental (act_20) was approved by Maya (ev_22) and executed (ev_24); the "
                "result says authorized (ev_25)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "She picked Pearl Street Auto Body (SHP-2207, 1650 Pearl St), 0.4 mi from "
                    "work, first opening Aug 8",
                    "ev_16",
                    "ev_27",
                ),
                "unsupported_ref",
                "She picked Pearl Street Auto Body",
                "ev_16 (the rental classes) and ev_27 (the rental confirmation and the question "
                "about a shop) hold neither the shop list nor her pick; those are ev_30-ev_32",
            ),
        ],
    },
}
