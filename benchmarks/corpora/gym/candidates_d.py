"""Hand-written candidate summaries, part 4: guest@m12, training@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "gym-guest@m12": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Leah Brightwater (IV-4120778, Prime, Eastgate) bringing her sister as a "
                    "guest on Saturday",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Guest: Mara Brightwater, 34. Would use her last Nov guest pass (1 of 2 "
                        "left; GP-30021 used 11/2 for Sam Ortiz)",
                        "ev_13",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "Guest pass for Sat 11/8 at Eastgate proposed; not issued: Leah hasn't "
                        "said yes, she asked a question instead",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it("Saturday (morning), not Sunday", "ev_2"),
                    it("No trial pass, no sign-up calls to Mara", "ev_16"),
                ],
                open_threads=[
                    it(
                        "Leah asks whether Mara can come alone or must come with her (Leah has "
                        "a class at 9). Rules: the member signs the guest in at the front desk; "
                        "photo ID",
                        "ev_13",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Leah Brightwater wants to bring her sister Mara to the gym on Saturday "
                    "morning.",
                    "ev_2",
                    "ev_16",
                ),
                decisions=[
                    it("Leah has 1 of her 2 November guest passes left.", "ev_13", "ev_15"),
                    it(
                        "The agent proposed a guest pass for Mara Brightwater for Saturday, "
                        "November 8, 2025, at Eastgate. Leah has not confirmed it yet.",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered a free 7-day trial pass for Mara. Leah declined it "
                        "because Mara is only visiting for the weekend and she does not want "
                        "the club to call her.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "Leah asked if Mara must come in with her or can come alone. The agent "
                        "has not answered.",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "Answer Leah's question, then issue the pass once she says yes.",
                        "ev_18",
                        "ev_20",
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
                    "A guest pass was issued for Mara Brightwater for Saturday, November 8, "
                    "2025, at Eastgate.",
                    "ev_18",
                    "ev_20",
                ),
                "false_status:pending",
                "A guest pass was issued",
                "issue_guest_pass act_19 is still pending: Leah answered the confirmation with "
                "a question (ev_20), not a yes, and no call was made",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it("Free 7-day trial pass set up for Mara as well", "ev_15", "ev_16"),
                "false_status:no_such_action",
                "Free 7-day trial pass set up for Mara",
                "the agent only mentioned the trial pass (ev_15) and Leah said no trial (ev_16); "
                "the ledger holds no such action",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Sunday (morning), not Saturday", "ev_2"),
                "inverted_constraint",
                "Sunday (morning), not Saturday",
                "she said saturday morning, not sunday (ev_2)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The agent proposed a guest pass for Mara Brightwater for Saturday, "
                    "November 9, 2025, at Eastgate. Leah has not confirmed it yet.",
                    "ev_18",
                    "ev_20",
                ),
                "wrong_date",
                "November 9",
                "the visit proposed is Saturday, November 8, 2025 (ev_18, act_19)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Leah asked about a free 7-day trial pass for Mara, then decided against it "
                    "because Mara is only visiting for the weekend.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Leah asked about a free 7-day trial pass",
                "the trial pass was the agent's offer (ev_15); Leah only refused it (ev_16)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Guest: Mara Brightwater, 34. Would use one of her 2 remaining Nov guest "
                    "passes (GP-30021 used 11/2 for Sam Ortiz)",
                    "ev_13",
                    "ev_16",
                    "ev_18",
                ),
                "wrong_value:guest_passes",
                "one of her 2 remaining Nov guest passes",
                "she has 1 November guest pass left of 2; one was used on November 2 (ev_13, "
                "ev_15)",
            ),
        ],
    },
    "gym-training@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Curtis Lindqvist (IV-3590412, Flex, Harlow St) starting personal training",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Bought PK10 after his yes: PT-61477, 10 × 60-min sessions w/ Elena "
                        "Sokolova, $590.00 ($59/session) on Visa ****5082, valid to 2026-03-04, "
                        "receipt RC-20251104-1187",
                        "ev_13",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "10-pack over the agent's suggested 5-pack ($325.00): cheaper per session",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Picked Elena's Thu 11/6 06:30 (SL-7301) and Thu 11/13 07:00 "
                        "(SL-7368); nothing proposed or booked yet",
                        "ev_27",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it(
                        "Female trainer (Elena); weekday mornings before 7:30, no weekends",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "Confirm the two slots with him, then book them from PT-61477 (24h "
                        "cancellation rule)",
                        "ev_13",
                        "ev_24",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Curtis Lindqvist reached out because he wants to start personal training "
                    "at his home club, Harlow Street.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent walked him through the two packages, 5 sessions for $325.00 "
                        "or 10 for $590.00, and suggested he start with the smaller one; Curtis "
                        "went for the 10-session package because it is cheaper per session.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "He asked for a female trainer, Elena Sokolova, on weekday mornings "
                        "before 7:30.",
                        "ev_16",
                    ),
                    it(
                        "After he said yes, the package was bought as PT-61477 for $590.00 on "
                        "his Visa ending 5082, and it is valid until March 4, 2026.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_29",
                    ),
                    it(
                        "The agent then listed Elena's openings, and Curtis picked Thursday, "
                        "November 6 at 6:30 am and Thursday, November 13 at 7:00 am.",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                open_threads=[
                    it(
                        "Neither session has been booked yet; the agent still needs to confirm "
                        "the bookings with him.",
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
                "decisions[3]",
                it(
                    "The agent then listed Elena's openings, and Curtis was booked for "
                    "Thursday, November 6 at 6:30 am and Thursday, November 13 at 7:00 am.",
                    "ev_29",
                    "ev_30",
                ),
                "false_status:no_such_action",
                "Curtis was booked",
                "he has only picked the two slots (ev_30); no booking has been proposed, "
                "approved or made (the ledger holds only the package purchase act_19)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Bought PK10 after his yes: PT-61477, 10 × 60-min sessions w/ Elena "
                    "Sokolova, $650.00 ($65/session) on Visa ****5082, valid to 2026-03-04, "
                    "receipt RC-20251104-1187",
                    "ev_13",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "wrong_amount",
                "$650.00 ($65/session)",
                "PK10 costs $590.00, $59 a session (ev_13, ev_24); $65 is the 5-pack's "
                "per-session price",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The agent walked him through the two packages, 5 sessions for $325.00 or "
                    "10 for $590.00; Curtis first wanted to start with the smaller one to see "
                    "how he likes it, then went for the 10-session package because it is "
                    "cheaper per session.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Curtis first wanted to start with the smaller one",
                "starting with the 5-session package was the agent's suggestion (ev_15); "
                "Curtis answered nah, the 10 pack (ev_16)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Female trainer (Elena); weekday mornings after 7:30, no weekends", "ev_16"),
                "inverted_constraint",
                "after 7:30",
                "he wants mornings before work, before 7:30 (ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After he said yes, the package was bought as PT-61477 for $590.00 on his "
                    "Visa ending 5082, and it is valid until January 3, 2026.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_29",
                ),
                "wrong_date",
                "valid until January 3, 2026",
                "PT-61477 expires on March 4, 2026 (ev_24, ev_29), 120 days after purchase",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Bought PK10 after his yes: PT-61747, 10 × 60-min sessions w/ Elena "
                    "Sokolova, $590.00 ($59/session) on Visa ****5082, valid to 2026-03-04, "
                    "receipt RC-20251104-1187",
                    "ev_13",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                ),
                "wrong_id",
                "PT-61747",
                "the package is PT-61477 (ev_24, ev_25, ev_29)",
            ),
        ],
    },
}
