"""Hand-written candidate summaries, part 1: school@m22, school@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "charter-school@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Ysolde Marchbank (CU-40218, Quillfield Middle School) booking a coach for "
                    "the 7th-grade field trip to Corriston Science Hall, Verdmouth, Thu "
                    "4/22/2027; 52 students + 4 chaperones",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "CH-40871 booked after her yes: 56-seat coach, 4/22, pickup 7:15am at "
                        "the Orchard Lane bus loop, back 3:15pm; 8h x $165 = $1,320 + $118.80 "
                        "fuel = $1,438.80 (Q-7732)",
                        "ev_28",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                    ),
                    it(
                        "One 56-seat coach, not the two 28-seat minibuses ($158/hr together) "
                        "the agent suggested: she won't split kids and chaperones",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it("No pickup before 7:00; back before the school closes at 3:30", "ev_17"),
                    it(
                        "Pickup at the Orchard Lane bus loop at the back, not the Tamsin Rd "
                        "front entrance",
                        "ev_24",
                    ),
                ],
                rejected=[
                    it(
                        "First proposal (7:00am, main entrance 14 Tamsin Rd, 8.25h, $1,483.76, "
                        "Q-7731) rejected by her correction",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                open_threads=[
                    it(
                        "She asked for Hollis, last year's driver; not answered yet. Dispatch "
                        "assigns coach + driver ~1 week before",
                        "ev_39",
                        "ev_40",
                    ),
                ],
                next_steps=[
                    it(
                        "Deposit $359.70 (25%) due by 3/15 to hold CH-40871; balance $1,079.10 "
                        "due 4/8",
                        "ev_36",
                        "ev_39",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Ysolde Marchbank of Quillfield Middle School contacted Pellmoor Charter "
                    "Coaches to book transportation for her seventh graders' field trip to the "
                    "Corriston Science Hall in Verdmouth on April 22.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "The agent laid out two options for the 56 travelers, a single 56-seat "
                        "coach or two 28-seat minibuses, and mentioned that the minibuses would "
                        "be a little cheaper; Ysolde chose the single coach because she does "
                        "not want to split the group.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "After she confirmed the corrected details, the trip was booked as "
                        "CH-40871: a 56-seat coach picking up at 7:15 am from the Orchard Lane "
                        "bus loop and returning by 3:15 pm, for a total of $1,438.80.",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "She asked that the pickup be no earlier than 7 am and that the group "
                        "be back before the school closes at 3:30 pm.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first booking proposal, with a 7:00 am pickup at the main "
                        "entrance on Tamsin Road, was turned down when Ysolde explained that "
                        "the bus loop is on Orchard Lane and that many students aren't in "
                        "before 7:05.",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                open_threads=[
                    it(
                        "Ysolde has just asked whether the group can have Hollis, the driver "
                        "from last year's trip, again; the agent had said that dispatch assigns "
                        "the coach and driver about a week before the trip.",
                        "ev_39",
                        "ev_40",
                    ),
                ],
                next_steps=[
                    it(
                        "A 25% deposit of $359.70 is due by March 15 to hold the booking, with "
                        "the remaining $1,079.10 due by April 8.",
                        "ev_36",
                        "ev_39",
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
                    "After she confirmed, the trip was booked as CH-40871: a 56-seat coach "
                    "picking up at 7:00 am from the main entrance on Tamsin Road and returning "
                    "by 3:15 pm.",
                    "ev_22",
                    "ev_32",
                    "ev_36",
                ),
                "false_status:ledger_rejected",
                "picking up at 7:00 am from the main entrance on Tamsin Road",
                "the 7:00 am main-entrance booking (act_23) was rejected by her correction "
                "(ev_24, ev_26); the booking she approved and that ran, CH-40871 (act_31), "
                "picks up at 7:15 am at the Orchard Lane bus loop (ev_34, ev_36)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "CH-40871 booked after her yes: 56-seat coach, 4/22, pickup 7:15am at the "
                    "Orchard Lane bus loop, back 3:15pm; 8h x $165 = $1,320 + $118.80 fuel = "
                    "$1,483.76 (Q-7732)",
                    "ev_28",
                    "ev_30",
                    "ev_32",
                    "ev_36",
                ),
                "wrong_amount",
                "$1,483.76",
                "CH-40871 totals $1,438.80 (ev_28, ev_36); $1,483.76 was the rejected 7:00 am "
                "quote Q-7731 (ev_20, ev_22)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She asked that the pickup be no later than 7 am and that the group be back "
                    "before the school closes at 3:30 pm.",
                    "ev_17",
                ),
                "inverted_constraint",
                "no later than 7 am",
                "she said 'no pickup before 7' (ev_17): 7 am is the earliest pickup, not the "
                "latest",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Ysolde pointed out that two 28-seat minibuses would be a little cheaper "
                    "and fit the museum's drop-off lane, but in the end she chose the single "
                    "56-seat coach so as not to split the group.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Ysolde pointed out that two 28-seat minibuses would be a little cheaper",
                "the agent suggested the two minibuses as cheaper and easier at the drop-off "
                "lane (ev_16); Ysolde refused them (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Deposit $359.70 charged to Visa ****6620 on file",
                    "ev_7",
                    "ev_36",
                    "ev_39",
                ),
                "false_status:no_such_action",
                "Deposit $359.70 charged",
                "the ledger holds no deposit action at this boundary: the agent only said the "
                "deposit is due by March 15 (ev_39); nothing was proposed or charged",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "Deposit $359.70 (25%) due by 3/15 to hold CH-40871; balance $1,079.10 due "
                    "4/15",
                    "ev_36",
                    "ev_39",
                ),
                "wrong_date",
                "due 4/15",
                "the balance is due by April 8, 2027 (ev_36, ev_39)",
            ),
        ],
    },
    "charter-school@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "ysolde marchbank, quillfield middle school (CU-40218) - coach for 7th "
                    "grade trip to corriston science hall, apr 22",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "booked CH-40871: 56 seat coach, pickup 7:15 orchard lane bus loop, "
                        "back 3:15, $1438.80",
                        "ev_32",
                        "ev_36",
                    ),
                    it("big coach only, she said no to 2 minibuses", "ev_16", "ev_17"),
                    it(
                        "deposit 359.70 on visa 6620 - she said yes, not charged yet",
                        "ev_41",
                        "ev_43",
                    ),
                ],
                constraints=[
                    it("no pickup before 7, back before school closes 3:30", "ev_17"),
                    it("april balance goes on district PO, not the card", "ev_43"),
                ],
                rejected=[
                    it(
                        "first try 7:00 at front entrance tamsin rd - rejected, bus loop is on "
                        "orchard ln",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "asked for hollis (last yr driver) - desk can't pick drivers, dispatch "
                        "assigns",
                        "ev_40",
                        "ev_41",
                    ),
                ],
                next_steps=[
                    it("run the deposit charge on CH-40871", "ev_41", "ev_43"),
                    it("balance 1079.10 due apr 8", "ev_36"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Ysolde Marchbank appears to be arranging a single coach for Quillfield "
                    "Middle School's field trip to the Corriston Science Hall on April 22, "
                    "2027.",
                    "ev_2",
                    "ev_7",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "The trip seems to be booked as CH-40871, with a 56-seat coach picking "
                        "up at 7:15 am at the Orchard Lane bus loop and returning by 3:15 pm, "
                        "for $1,438.80 including the fuel surcharge.",
                        "ev_28",
                        "ev_32",
                        "ev_36",
                        "ev_39",
                    ),
                    it(
                        "Ysolde has approved the 25% deposit of $359.70 on the Visa ending "
                        "6620, though it does not appear to have been charged yet.",
                        "ev_41",
                        "ev_43",
                    ),
                ],
                constraints=[
                    it(
                        "She seems firm that pickup should not be before 7 am and that the "
                        "group should be back before the school closes at 3:30 pm.",
                        "ev_17",
                    ),
                    it(
                        "She also specified that the April balance should be paid through the "
                        "district purchase order rather than the card.",
                        "ev_43",
                    ),
                ],
                rejected=[
                    it(
                        "Her request to have last year's driver, Hollis, again could not be "
                        "granted, since dispatch assigns drivers and the desk apparently cannot "
                        "choose one.",
                        "ev_40",
                        "ev_41",
                    ),
                    it(
                        "The two 28-seat minibuses the agent suggested were ruled out, it "
                        "seems because Ysolde does not want to split the kids and chaperones.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                next_steps=[
                    it(
                        "The deposit charge should probably be run next; the remaining "
                        "$1,079.10 would then be due by April 8.",
                        "ev_36",
                        "ev_43",
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
                it("deposit 359.70 charged on visa 6620 after her yes", "ev_41", "ev_43"),
                "false_status:pending",
                "deposit 359.70 charged",
                "the deposit (act_42) is approved by her yes (ev_43, ev_45) but no "
                "charge_deposit call was made: it is not executed",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[1]",
                it(
                    "She also specified that the April balance should go on the card rather "
                    "than the district purchase order.",
                    "ev_43",
                ),
                "inverted_constraint",
                "should go on the card rather than the district purchase order",
                "she said the April balance goes on the district purchase order, 'NOT the "
                "card' (ev_43)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "booked CH-40817: 56 seat coach, pickup 7:15 orchard lane bus loop, back "
                    "3:15, $1438.80",
                    "ev_32",
                    "ev_36",
                ),
                "wrong_id",
                "CH-40817",
                "the booking is CH-40871 (ev_36)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[1]",
                it(
                    "Ysolde first proposed two 28-seat minibuses to keep costs down, but they "
                    "were ruled out because she does not want to split the kids and chaperones.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Ysolde first proposed two 28-seat minibuses",
                "the agent suggested the two minibuses (ev_16); Ysolde refused them at once "
                "(ev_17)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "next_steps[0]",
                it(
                    "The deposit charge should probably be run next; the remaining $1,097.10 "
                    "would then be due by April 8.",
                    "ev_36",
                    "ev_43",
                ),
                "wrong_amount",
                "$1,097.10",
                "the balance is $1,079.10 (ev_36, ev_39)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The 56-seat coach (7:15 am from the Orchard Lane bus loop, back by "
                    "3:15 pm, $1,438.80) seems to be still waiting on Ysolde's final "
                    "confirmation before it can be booked.",
                    "ev_30",
                    "ev_32",
                    "ev_36",
                ),
                "false_status:other_status",
                "still waiting on Ysolde's final confirmation",
                "she said yes (ev_32) and the booking (act_31) was executed as CH-40871 "
                "(ev_35, ev_36); it is not waiting on anything",
            ),
        ],
    },
}
