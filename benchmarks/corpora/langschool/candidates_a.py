"""Hand-written candidate summaries, part 1: enrol@m16, enrol@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "langschool-enrol@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Ottilie Marchbanks (KLS-40218, alumna) enrolling for winter 2026: "
                    "Portuguese B1 evenings + Japanese A2 weekend intensive",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Enrolled in POR-B1-E2 (online, Mon/Wed 19:00-21:00, from 1/12/2026) "
                        "after her yes: ENR-88412; 40 h × $18.50 = $740 − $74 alumni + $45 "
                        "materials = $711.00, due 12/15/2025",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "Portuguese exam-prep add-on (6 h, $96) offered by the agent; declined, "
                        "she just wants to chat with her husband's family",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "Portuguese: online group only, not in person (moved to Pennacombe; "
                        "Ashwillow is an hour each way)",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "POR-B1-E1 (in person at Ashwillow, Tue/Thu 18:30-20:30), the agent's "
                        "pick for its last 3 seats: rejected by her correction, nothing booked",
                        "ev_14",
                        "ev_17",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "Japanese A2 weekend intensive: she just asked for her options; nothing "
                        "looked up yet",
                        "ev_30",
                    ),
                ],
                next_steps=[
                    it("Look up the Japanese A2 weekend groups for winter 2026", "ev_2", "ev_30"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Ottilie Marchbanks, a former learner, wants to sign up for two winter "
                    "courses: Portuguese B1 in the evenings and the Japanese A2 weekend "
                    "intensive.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "After she confirmed, Ottilie was enrolled in the online Portuguese B1 "
                        "group POR-B1-E2, which meets Mondays and Wednesdays from 7 to 9 pm "
                        "starting January 12, 2026; the enrolment number is ENR-88412.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "Her total comes to $711.00 (tuition of $740.00 less a 10% alumni "
                        "discount, plus $45.00 for materials), and the invoice is due by "
                        "December 15.",
                        "ev_20",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "The agent also offered the Portuguese exam-preparation add-on for $96, "
                        "which Ottilie turned down because she mainly wants to chat with her "
                        "husband's family.",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "She only wants the online Portuguese group, not an in-person one, "
                        "because the Ashwillow campus is an hour away from her each way.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first suggestion, the in-person Tuesday/Thursday group "
                        "POR-B1-E1 at Ashwillow, was turned down by Ottilie before anything was "
                        "booked.",
                        "ev_14",
                        "ev_17",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "Ottilie has now asked about her options for the Japanese A2 weekend "
                        "intensive.",
                        "ev_30",
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
                    "After she confirmed, Ottilie was enrolled in the in-person Portuguese B1 "
                    "group POR-B1-E1, which meets Tuesdays and Thursdays from 6:30 to 8:30 pm; "
                    "the enrolment number is ENR-88412.",
                    "ev_14",
                    "ev_22",
                    "ev_26",
                ),
                "false_status:ledger_rejected",
                "enrolled in the in-person Portuguese B1 group POR-B1-E1",
                "the POR-B1-E1 enrolment (act_16) was rejected by her correction (ev_17, ev_19); "
                "the enrolment that ran, ENR-88412, is the online POR-B1-E2 (act_21, ev_26)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Enrolled in POR-B1-E2 (online, Mon/Wed 19:00-21:00, from 1/12/2026) after "
                    "her yes: ENR-88412; 40 h × $18.50 = $740 + $45 materials = $785.00, due "
                    "12/15/2025",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_amount",
                "$785.00",
                "the total is $711.00 with the $74.00 alumni discount (ev_20, ev_26); $785.00 "
                "leaves the discount out",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Portuguese: in-person group only, not online (she wants to be at the "
                    "Ashwillow campus)",
                    "ev_17",
                ),
                "inverted_constraint",
                "in-person group only, not online",
                "she asked for the online group only, not in person (ev_17)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Ottilie suggested adding the Portuguese exam-preparation add-on for $96, "
                    "but then decided against it because she mainly wants to chat with her "
                    "husband's family.",
                    "ev_28",
                    "ev_30",
                ),
                "misattributed_decision",
                "Ottilie suggested adding the Portuguese exam-preparation add-on",
                "the agent offered the add-on (ev_28); Ottilie only declined it (ev_30)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Portuguese exam-prep add-on (6 h, $96) added to ENR-88412 at her request",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:no_such_action",
                "added to ENR-88412",
                "the add-on was only offered (ev_28) and she declined it (ev_30); the ledger "
                "holds no action for it",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "After she confirmed, Ottilie was enrolled in the online Portuguese B1 "
                    "group POR-B1-E2, which meets Mondays and Wednesdays from 7 to 9 pm "
                    "starting January 12, 2026; the enrolment number is ENR-88421.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_id",
                "ENR-88421",
                "the enrolment id is ENR-88412 (ev_26)",
            ),
        ],
    },
    "langschool-enrol@m24": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "ottilie marchbanks (KLS-40218) signing up for portuguese b1 + japanese a2 "
                    "weekend intensive, winter 2026",
                    "ev_2",
                    "ev_4",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "portuguese done earlier: POR-B1-E2 online mon/wed, ENR-88412, $711 due "
                        "dec 15",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "japanese grammar module, sunday group JPN-A2-WG-SUN, enrolled after her "
                        "yes: ENR-88437, sun 2-5pm jan 18 - feb 22 2026, $386.40 (396 - 39.60 "
                        "alumni + 30 materials)",
                        "ev_37",
                        "ev_39",
                        "ev_43",
                    ),
                    it("conversation module not booked, no bundle", "ev_35", "ev_37"),
                ],
                constraints=[
                    it("no saturday mornings (her long run)", "ev_35"),
                    it("grammar module first, conversation later - decides in feb", "ev_35"),
                    it("portuguese online only", "ev_17"),
                ],
                rejected=[
                    it(
                        "agent's idea: both modules on saturdays w/ $40 bundle discount - she "
                        "said no",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                next_steps=[
                    it("tell her ENR-88437 went through (not reported yet)", "ev_43"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Ottilie Marchbanks appears to be setting up two winter-term enrolments: "
                    "Portuguese B1 in the evenings and a Japanese A2 weekend intensive.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Her Portuguese B1 enrolment in the online group POR-B1-E2 (ENR-88412) "
                        "was already completed earlier in the conversation.",
                        "ev_26",
                    ),
                    it(
                        "For Japanese, she seems to have settled on the Sunday afternoon grammar "
                        "group, JPN-A2-WG-SUN (2:00-5:00 pm, January 18 to February 22, 2026), "
                        "and after her yes the enrolment went through as ENR-88437.",
                        "ev_37",
                        "ev_39",
                        "ev_43",
                    ),
                    it(
                        "The grammar module should cost her $386.40: $396.00 tuition for 18 "
                        "hours at $22.00, less her $39.60 alumni discount, plus $30.00 for "
                        "materials, due by December 15, 2025.",
                        "ev_34",
                        "ev_37",
                        "ev_43",
                    ),
                ],
                constraints=[
                    it(
                        "She doesn't want Saturday mornings, which she keeps for her long run.",
                        "ev_35",
                    ),
                    it(
                        "She wants the grammar module first and will probably decide on the "
                        "conversation module in February.",
                        "ev_35",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested booking both modules on Saturdays, with $40.00 off "
                        "the conversation module as a bundle, but she declined.",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                next_steps=[
                    it(
                        "The agent still needs to tell her that the Sunday enrolment went "
                        "through, as it hasn't been reported to her yet.",
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
                "decisions[1]",
                it(
                    "For Japanese, after her yes the enrolment went through as ENR-88437 for "
                    "the Saturday morning grammar group, JPN-A2-WG-SAT (9:00 am-12:00 pm, "
                    "January 17 to February 21, 2026).",
                    "ev_32",
                    "ev_39",
                    "ev_43",
                ),
                "false_status:other_target",
                "the Saturday morning grammar group, JPN-A2-WG-SAT",
                "ENR-88437 is the Sunday group JPN-A2-WG-SUN (act_38, ev_43); the Saturday group "
                "was never proposed",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "conversation module JPN-A2-WC-SUN booked too, w/ $40 bundle discount",
                    "ev_32",
                    "ev_34",
                    "ev_35",
                ),
                "false_status:no_such_action",
                "conversation module JPN-A2-WC-SUN booked too",
                "she left the conversation module for February and declined the bundle (ev_35); "
                "the ledger holds no action for it",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The grammar module should cost her $426.00: $396.00 tuition for 18 hours at "
                    "$22.00 plus $30.00 for materials, due by December 15, 2025.",
                    "ev_34",
                    "ev_37",
                    "ev_43",
                ),
                "wrong_amount",
                "$426.00",
                "the total is $386.40 after the $39.60 alumni discount (ev_37, ev_43)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "japanese grammar module, sunday group JPN-A2-WG-SUN, enrolled after her "
                    "yes: ENR-88437, sun 2-5pm jan 17 - feb 21 2026, $386.40 (396 - 39.60 "
                    "alumni + 30 materials)",
                    "ev_37",
                    "ev_39",
                    "ev_43",
                ),
                "wrong_date",
                "jan 17 - feb 21 2026",
                "the Sunday group runs January 18 to February 22, 2026 (ev_37); January 17 to "
                "February 21 are the Saturday group's dates (ev_32)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it("conversation module first, grammar later - decides in feb", "ev_35"),
                "inverted_constraint",
                "conversation module first, grammar later",
                "she wants the grammar module first and the conversation module later (ev_35)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Ottilie suggested booking both modules on Saturdays to get the $40.00 "
                    "bundle discount, but then decided against it.",
                    "ev_34",
                    "ev_35",
                ),
                "misattributed_decision",
                "Ottilie suggested booking both modules on Saturdays",
                "the agent suggested both modules on Saturdays and the bundle (ev_34); Ottilie "
                "declined (ev_35)",
            ),
        ],
    },
}
