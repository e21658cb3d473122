"""Hand-written candidate summaries, part 2: transfer@m16 and transfer@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "pharmacy-transfer@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Owen Thackeray (PT-6031448): transfer sertraline from Haskett Drug, Port "
                    "Amber",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "HD-330915 (50 mg) transfer proposed → rejected: old bottle, he's on "
                        "100 mg since March",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "HD-341207 (100 mg, Dr. Quill, 4 refills) approved + executed → TR-51902 "
                        "completed, new Rx 6118835; closed at Haskett",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("No fill before 11/20 (~10 pills left)", "ev_11", "ev_12"),
                ],
                next_steps=[
                    it(
                        "Tell Owen TR-51902 / Rx 6118835 is done; nothing filled yet",
                        "ev_21",
                        "ev_27",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A transfer of Owen Thackeray's sertraline prescription from Haskett Drug in "
                    "Port Amber was requested after his move to Wexley.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "A transfer of Rx HD-330915 (sertraline 50 mg) was proposed first, but it "
                        "was turned down by Owen because that was his old bottle and his dose was "
                        "raised to 100 mg in March.",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "The 100 mg prescription, HD-341207 from Dr. Renata Quill, was then "
                        "transferred with his approval; the transfer was completed as TR-51902, "
                        "and it is now Rx 6118835 at Fernbrook with 4 refills.",
                        "ev_21",
                        "ev_23",
                        "ev_27",
                    ),
                    it("The 50 mg prescription HD-330915 was left at Haskett.", "ev_21"),
                ],
                constraints=[
                    it(
                        "The prescription is not to be filled before the 20th, since about 10 "
                        "pills are left.",
                        "ev_11",
                    ),
                ],
                open_threads=[
                    it("The completed transfer has not yet been reported to Owen.", "ev_27"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[2]",
                it("The 50 mg prescription HD-330915 was also transferred to Fernbrook.", "ev_21"),
                "false_status:ledger_rejected",
                "was also transferred",
                "the transfer of HD-330915, act_17, was rejected by Owen's correction (ev_18, "
                "ev_20); only HD-341207 was transferred (act_22, ev_27), and the 50 mg stays at "
                "Haskett (ev_21)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "HD-341207 (100 mg, Dr. Quill, 4 refills) approved + executed → TR-51902 "
                    "completed, new Rx 6118853; closed at Haskett",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                ),
                "wrong_id",
                "6118853",
                "the new prescription number is 6118835 (ev_27, ev_29)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Fill by 11/20 (only ~10 pills left)", "ev_11", "ev_12"),
                "inverted_constraint",
                "Fill by 11/20",
                "Owen said no rush, not before the 20th: he still has about 10 pills (ev_11)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The 100 mg prescription, HD-341207 from Dr. Renata Quill, was then "
                    "transferred with his approval; the transfer was completed as TR-51902, and "
                    "it is now Rx 6118835 at Fernbrook with 1 refill.",
                    "ev_21",
                    "ev_23",
                    "ev_27",
                ),
                "wrong_value:refills",
                "with 1 refill",
                "HD-341207 moved with its 4 refills (ev_14, ev_21, ev_27); 1 refill was left on "
                "the 50 mg HD-330915",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it("First fill of Rx 6118835 scheduled for 11/20", "ev_11", "ev_27"),
                "false_status:no_such_action",
                "First fill of Rx 6118835 scheduled",
                "the ledger holds no fill action: only the two transfers (act_17 rejected, act_22 "
                "executed); the agent said nothing is filled yet (ev_21)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The 100 mg prescription, HD-341207 from Dr. Renata Quill, was then "
                    "transferred with his approval; the transfer was completed as TR-51902, and "
                    "it is now Rx 6118835 at Fernbrook with 4 refills.",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "completed as TR-51902",
                "ev_2 (his request) and ev_4 (his birth date and phone) hold neither HD-341207, "
                "the transfer nor Rx 6118835; those are ev_21, ev_23 and ev_27",
            ),
        ],
    },
    "pharmacy-transfer@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Owen Thackeray appears to be moving his sertraline prescription from "
                    "Haskett Drug to Fernbrook and setting up his next fill.",
                    "ev_2",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "It looks like the 50 mg prescription (HD-330915) was proposed first, but "
                        "Owen rejected it, since he has been on 100 mg since March.",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "The 100 mg prescription HD-341207 seems to have been transferred "
                        "successfully as TR-51902, and it is now Rx 6118835 at Fernbrook with 4 "
                        "refills.",
                        "ev_27",
                        "ev_30",
                    ),
                    it(
                        "Larkspur apparently covers the fill with a $9.00 copay.",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it(
                        "Owen does not want the prescription filled before the 20th, as he still "
                        "has about 10 pills.",
                        "ev_11",
                    ),
                ],
                open_threads=[
                    it(
                        "A fill of Rx 6118835 (30 tablets) on Thursday, November 20, for pickup "
                        "after 2 pm at 410 Calder Ave, has been proposed, but Owen has not "
                        "confirmed it yet.",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Owen Thackeray (PT-6031448): sertraline transfer from Haskett Drug + next "
                    "fill",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "50 mg Rx HD-330915 transfer rejected (his correction: on 100 mg since "
                        "March)",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "Transfer TR-51902 done: HD-341207 (100 mg) → Rx 6118835, 4 refills; "
                        "reported to him",
                        "ev_27",
                        "ev_30",
                    ),
                ],
                constraints=[it("No fill before the 20th", "ev_11", "ev_12")],
                open_threads=[
                    it(
                        "Fill proposed, awaiting his yes: Rx 6118835, 30 tabs, Thu 11/20, pickup "
                        "after 2 pm, copay $9.00 (Larkspur). Plan would allow from Mon 11/17",
                        "ev_32",
                        "ev_34",
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
                    "Fill scheduled: Rx 6118835, 30 tabs, Thu 11/20, pickup after 2 pm, copay "
                    "$9.00 (Larkspur). Plan would allow from Mon 11/17",
                    "ev_32",
                    "ev_34",
                ),
                "false_status:pending",
                "Fill scheduled",
                "schedule_fill act_35 is only proposed (ev_35): Owen has not answered the "
                "agent's question (ev_34)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "A fill of Rx 6118835 (30 tablets) on Monday, November 17, for pickup after "
                    "2 pm at 410 Calder Ave, has been proposed, but Owen has not confirmed it "
                    "yet.",
                    "ev_34",
                ),
                "wrong_date",
                "Monday, November 17",
                "the proposed fill is on Thursday, November 20 (ev_34, act_35); November 17 is "
                "only the plan's earliest fill date (ev_32)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Fill proposed, awaiting his yes: Rx 6118835, 30 tabs, Thu 11/20, copay $9.00 "
                    "(Larkspur); he wants it ready after 2 pm for pickup",
                    "ev_32",
                    "ev_34",
                ),
                "misattributed_decision",
                "he wants it ready after 2 pm",
                "after 2 pm is when the agent said the fill would be ready (ev_34); Owen only "
                "asked for no fill before the 20th (ev_11)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "The 100 mg prescription HD-341207 seems to have been transferred "
                    "successfully as TR-51902, and it is now Rx 341207 at Fernbrook with 4 "
                    "refills.",
                    "ev_27",
                    "ev_30",
                ),
                "wrong_id",
                "Rx 341207",
                "at Fernbrook the prescription is Rx 6118835 (ev_27, ev_30); 341207 is the "
                "Haskett number HD-341207",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it("50 mg Rx HD-330915 also transferred (1 refill)", "ev_16", "ev_18"),
                "false_status:ledger_rejected",
                "also transferred",
                "the HD-330915 transfer act_17 was rejected by his correction (ev_18, ev_20); "
                "the 50 mg stays at Haskett (ev_30)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Owen wants the prescription filled before the 20th, as he only has about 10 "
                    "pills left.",
                    "ev_11",
                ),
                "inverted_constraint",
                "filled before the 20th",
                "Owen said no rush filling it, not before the 20th (ev_11, ev_12)",
            ),
        ],
    },
}
