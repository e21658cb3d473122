"""Hand-written candidate summaries, part 6: incident@m25, cancel@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "carrental-incident@m25": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Jonah Petrakis (CU-42577), RA-62044917 (Compact SUV 5TRW-661, LDW): rear "
                    "door dented by another driver; wants a swap",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_26",
                ),
                decisions=[
                    it(
                        "Incident report filed after his yes: Tue Oct 14 ~18:00, Marlow St "
                        "garage, Dunmere; rear passenger door dent; other party Chris Ebner, "
                        "Halvard Mutual HM-2290417; no police report",
                        "ev_15",
                        "ev_17",
                        "ev_19",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "IR-50917 / claim CL-20771 with damage claims: LDW coverage decision "
                        "pending (within 10 business days); adjuster emails within 2 business "
                        "days",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Swap at Dunmere Thu Oct 16 10:00 (U-55210) approved and called → failed "
                        "UNIT_UNAVAILABLE (safety check); nothing booked; told him",
                        "ev_30",
                        "ev_32",
                        "ev_36",
                        "ev_37",
                    ),
                    it(
                        "New proposal: swap at Dunmere Fri Oct 17 09:00, U-55388, no charge, "
                        "return unchanged (Sat Oct 18 10:00); awaiting his yes",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it("Not Harrowby Springs (too far); Dunmere Friday morning OK", "ev_38"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Jonah Petrakis reported that someone backed into his rental car in a "
                    "parking garage, denting a rear door, and he would like to swap the car.",
                    "ev_2",
                    "ev_26",
                ),
                decisions=[
                    it(
                        "After his yes, an incident report (IR-50917) was filed and opened as "
                        "claim CL-20771 with the damage-claims team.",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Whether his Loss Damage Waiver covers the damage has apparently not "
                        "been decided yet; the team expects to decide within about 10 business "
                        "days.",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "A swap for Thursday, October 16 at 10:00 am at Dunmere seems to have "
                        "failed because that car did not pass its safety check, so no swap is "
                        "booked for now.",
                        "ev_30",
                        "ev_36",
                        "ev_37",
                    ),
                    it(
                        "The agent has proposed a swap at Dunmere on Friday, October 17 at 9:00 "
                        "am instead, at no charge, and is waiting for Jonah to confirm.",
                        "ev_40",
                    ),
                ],
                constraints=[
                    it(
                        "He does not want to go to Harrowby Springs, which he finds too far.",
                        "ev_38",
                    ),
                ],
                next_steps=[
                    it("An adjuster should email him within 2 business days.", "ev_23", "ev_25"),
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
                    "A swap for Thursday, October 16 at 10:00 am at Dunmere was booked after his "
                    "yes.",
                    "ev_30",
                    "ev_32",
                    "ev_36",
                ),
                "false_status:failed_call",
                "was booked after his yes",
                "swap_vehicle act_31 executed in the ledger, but its result is the error "
                "UNIT_UNAVAILABLE: no swap was booked (ev_36, ev_37)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "Swap booked: Dunmere Fri Oct 17 09:00, U-55388, no charge, return unchanged "
                    "(Sat Oct 18 10:00)",
                    "ev_40",
                ),
                "false_status:pending",
                "Swap booked",
                "swap_vehicle act_41 is pending: the agent asked for his yes (ev_40) and he has "
                "not answered",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The damage-claims team has confirmed that his Loss Damage Waiver covers the "
                    "damage, so he should not owe anything.",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "has confirmed that his Loss Damage Waiver covers the damage",
                "file_incident_report act_18 only opened claim CL-20771 for the team's decision: "
                "coverage_decision is pending (ev_23), not decided yet (ev_25)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Incident report filed after his yes: Wed Oct 15 ~18:00, Marlow St garage, "
                    "Dunmere; rear passenger door dent; other party Chris Ebner, Halvard Mutual "
                    "HM-2290417; no police report",
                    "ev_15",
                    "ev_17",
                    "ev_19",
                    "ev_21",
                    "ev_23",
                ),
                "wrong_date",
                "Wed Oct 15",
                'it happened "yesterday", filed as Tuesday, October 14, 2025 at about 18:00 '
                "(ev_15, ev_17, ev_21)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "IR-50917 / claim CL-20717 with damage claims: LDW coverage decision pending "
                    "(within 10 business days); adjuster emails within 2 business days",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_id",
                "CL-20717",
                "the claim id is CL-20771 (ev_23, ev_25)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it("He would rather go to Harrowby Springs than wait until Friday.", "ev_38"),
                "inverted_constraint",
                "He would rather go to Harrowby Springs",
                "he said not Harrowby, too far; Dunmere Friday morning is fine (ev_38)",
            ),
        ],
    },
    "carrental-cancel@m24": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Beatriz Salgado (CC-4339010): duplicate Thanksgiving booking + $50 no-show "
                    "fee refund",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "2 Midsize bookings 11/26-11/30: CV-30702215 Bellmoor Airport, prepaid "
                        "$236 ($50 fee to cancel); CV-30702288 Bellmoor Downtown, pay later "
                        "~$198, free cancel",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "CV-30702288 cancelled after her yes → CX-6610042, $0 fee; CV-30702215 "
                        "kept",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                        "ev_27",
                    ),
                    it(
                        "No-show fee NS-2209184: $50, res CV-29980413, Dunmere 9/12, charged "
                        "9/13 to Visa ****3390",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Waiver request FW-11820 submitted after her yes (reason: flight "
                        "cancelled) → pending_branch_review, Dunmere branch manager decides by "
                        "10/24; NOT approved yet",
                        "ev_29",
                        "ev_31",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it("Keep the airport booking (already paid)", "ev_14"),
                ],
                next_steps=[
                    it(
                        "She forwards the airline email to waivers@corvane.example.com, "
                        "FW-11820 in the subject",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                rejected=[
                    it("Text pickup reminders: declined, email is enough", "ev_37", "ev_38"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A duplicate Thanksgiving booking was to be cancelled for Beatriz Salgado, "
                    "and a refund of a $50 no-show fee was asked for.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The Bellmoor Downtown booking, CV-30702288, was cancelled at no fee "
                        "after her yes (cancellation CX-6610042), and the prepaid Bellmoor "
                        "Airport booking, CV-30702215, was kept.",
                        "ev_14",
                        "ev_16",
                        "ev_18",
                        "ev_22",
                        "ev_27",
                    ),
                    it(
                        "The $50.00 no-show fee was found to be from reservation CV-29980413 at "
                        "Dunmere on September 12.",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "It was explained that no-show fees cannot be refunded by the agent and "
                        "that waivers are decided by the Dunmere branch manager.",
                        "ev_27",
                    ),
                    it(
                        "A waiver request, FW-11820, was submitted after her yes, on the grounds "
                        "that her flight was cancelled; a decision is expected by October 24, "
                        "and it has not been approved yet.",
                        "ev_28",
                        "ev_29",
                        "ev_31",
                        "ev_35",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it(
                        "The airport booking is to be kept because it has already been paid for.",
                        "ev_14",
                    ),
                ],
                next_steps=[
                    it(
                        "The airline's email is to be forwarded by her to "
                        "waivers@corvane.example.com.",
                        "ev_35",
                        "ev_37",
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
                    "CV-30702215 cancelled after her yes → CX-6610042, $0 fee; CV-30702288 kept",
                    "ev_16",
                    "ev_18",
                    "ev_22",
                    "ev_27",
                ),
                "false_status:other_target",
                "CV-30702215 cancelled",
                "cancel_reservation act_17 cancelled CV-30702288, the downtown pay-later booking "
                "(ev_22); CV-30702215 is the prepaid airport booking she keeps (ev_14)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "A waiver request, FW-11820, was submitted after her yes, on the grounds that "
                    "her flight was cancelled, and the $50.00 fee was waived and refunded to her "
                    "Visa.",
                    "ev_28",
                    "ev_29",
                    "ev_31",
                    "ev_35",
                    "ev_37",
                ),
                "false_status:wrong_effect",
                "the $50.00 fee was waived and refunded",
                "submit_fee_waiver_request act_30 only sent the request to the Dunmere branch "
                "manager: pending_branch_review, decision by 2025-10-24 (ev_35), not approved yet "
                "(ev_37)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "2 Midsize bookings 11/26-11/30: CV-30702215 Bellmoor Airport, prepaid $198 "
                    "($50 fee to cancel); CV-30702288 Bellmoor Downtown, pay later ~$198, free "
                    "cancel",
                    "ev_11",
                    "ev_13",
                ),
                "wrong_amount",
                "prepaid $198",
                "the airport booking was prepaid $236.00 (ev_11, ev_13); about $198.00 is the "
                "downtown pay-later estimate",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "She asked for text reminders before pickups, then said email is enough",
                    "ev_37",
                    "ev_38",
                ),
                "misattributed_decision",
                "She asked for text reminders",
                "the agent offered the text reminders (ev_37); Beatriz only declined them (ev_38)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The downtown booking is to be kept because it has already been paid for.",
                    "ev_14",
                ),
                "inverted_constraint",
                "The downtown booking is to be kept",
                "she said keep the airport one, she already paid for it, and cancel the "
                "downtown one (ev_14)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The $50.00 no-show fee was found to be from reservation CV-29980413 at "
                    "Dunmere on September 12.",
                    "ev_11",
                    "ev_13",
                ),
                "unsupported_ref",
                "reservation CV-29980413 at Dunmere on September 12",
                "ev_11 and ev_13 are the two Thanksgiving bookings; the no-show fee's "
                "reservation, branch and date are in ev_25 and ev_27",
            ),
        ],
    },
}
