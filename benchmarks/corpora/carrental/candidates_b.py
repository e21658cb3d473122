"""Hand-written candidate summaries, part 2: damage@m18, damage@m24.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "carrental-damage@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Helena Stroud (CU-41290): disputing $585 damage charge DMG-2025-04417, "
                    "rental RA-61904227",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Charge = $445 repair + $95 loss of use + $45 admin; rear bumper L "
                        "scratch/dent found at return inspection 10/4; due 10/24, auto-charge to "
                        "MC ****5078",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "Pickup report 10/1 already lists a small rear bumper scuff, left side; "
                        "she has 6 phone photos from pickup, scratch in 2",
                        "ev_15",
                        "ev_18",
                    ),
                    it(
                        "Dispute DSP-30981 submitted after her yes → under_review, damage-claims "
                        "team, decision by 10/31. Charge NOT cancelled; collection paused "
                        "(nothing taken 10/24)",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                next_steps=[
                    it(
                        "She uploads photos via the emailed link (hstroud@example.net) by 10/21",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                open_threads=[
                    it(
                        "New: 2 × $200 holds on her card for a current rental, possible double "
                        "deposit; not looked at yet",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Helena Stroud appears to be disputing a $585 damage charge for a car she "
                    "returned last week, saying she did not damage anything.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The charge seems to be for a scratch and dent on the left side of the "
                        "rear bumper found at the October 4 return inspection, made up of $445 in "
                        "repairs, $95 loss of use and a $45 admin fee.",
                        "ev_12",
                        "ev_17",
                    ),
                    it(
                        "The agent noted that the pickup condition report from October 1 already "
                        "lists a small scuff in the same spot, and Helena says she took 6 photos "
                        "at pickup, two of which show the scratch.",
                        "ev_15",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "After she agreed, a dispute (DSP-30981) was submitted to the "
                        "damage-claims team; it is under review, with a decision expected by "
                        "October 31, and the charge should not be collected on October 24 while "
                        "it is open.",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it("The charge itself has not been cancelled.", "ev_28"),
                ],
                next_steps=[
                    it(
                        "Helena should upload her photos through the link sent to "
                        "hstroud@example.net, probably by October 21.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                open_threads=[
                    it(
                        "She has just mentioned two $200 holds on her card from a car she "
                        "currently has, which she thinks may be a double-charged deposit.",
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
                "decisions[3]",
                it(
                    "The charge has since been cancelled by the damage-claims team.",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "cancelled by the damage-claims team",
                "submit_damage_dispute act_21 only sent the dispute for the team's decision: its "
                "result is under_review, collection paused (ev_26), and the agent said the "
                "charge isn't cancelled (ev_28)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Dispute DSP-30981 drafted, not submitted yet: waiting on her photos before "
                    "it goes to the damage-claims team",
                    "ev_20",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:other_status",
                "not submitted yet",
                "she said yes (ev_22) and submit_damage_dispute act_21 executed (ev_25): the "
                "dispute is with the damage-claims team (ev_26, ev_28); the photos only follow "
                "by upload",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Charge = $445 repair + $95 loss of use + $54 admin; rear bumper L "
                    "scratch/dent found at return inspection 10/4; due 10/24, auto-charge to MC "
                    "****5078",
                    "ev_12",
                    "ev_17",
                ),
                "wrong_amount",
                "$54 admin",
                "the admin fee is $45.00 (ev_12, ev_17)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After she agreed, a dispute (DSP-30981) was submitted to the damage-claims "
                    "team; it is under review, with a decision expected by October 21, and the "
                    "charge should not be collected on October 24 while it is open.",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_date",
                "decision expected by October 21",
                "the decision is expected by 2025-10-31 (ev_26, ev_28); October 21 is the "
                "deadline for uploading her photos",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Dispute DSP-30918 submitted after her yes → under_review, damage-claims "
                    "team, decision by 10/31. Charge NOT cancelled; collection paused (nothing "
                    "taken 10/24)",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_id",
                "DSP-30918",
                "the dispute id is DSP-30981 (ev_26, ev_28)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Helena pointed out that the pickup condition report from October 1 already "
                    "lists a small scuff in the same spot, and she says she took 6 photos at "
                    "pickup, two of which show the scratch.",
                    "ev_15",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "Helena pointed out that the pickup condition report",
                "the agent pulled the pickup report and pointed out the scuff (ev_15, ev_17); "
                "Helena only added her own photos (ev_18)",
            ),
        ],
    },
    "carrental-damage@m24": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Helena Stroud's $585 damage charge on rental RA-61904227 is being disputed, "
                    "and a duplicate deposit hold on her card was looked into.",
                    "ev_2",
                    "ev_12",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "A dispute, DSP-30981, was submitted to the damage-claims team with the "
                        "October 1 pickup report, which lists a scuff on the left side of the "
                        "rear bumper; a decision is expected by October 31.",
                        "ev_15",
                        "ev_20",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "Collection of charge DMG-2025-04417 has been paused while the dispute "
                        "is reviewed; the charge has not been cancelled.",
                        "ev_12",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "Two $200 deposit holds were found on her Mastercard ending 5078 for her "
                        "current rental, RA-62110583, authorized two minutes apart on October 13.",
                        "ev_31",
                        "ev_33",
                    ),
                    it(
                        "After her yes, the duplicate hold HLD-7712034 ($200.00) was released; "
                        "her bank may take 3-5 business days to drop it.",
                        "ev_33",
                        "ev_35",
                        "ev_39",
                    ),
                ],
                next_steps=[
                    it(
                        "Her pickup photos are to be uploaded through the emailed link by "
                        "October 21.",
                        "ev_26",
                        "ev_28",
                    ),
                    it("The release of HLD-7712034 has not been confirmed to her yet.", "ev_39"),
                ],
                open_threads=[
                    it(
                        "Hold HLD-7712030 ($200.00) remains as the deposit for RA-62110583 until "
                        "the car is returned.",
                        "ev_31",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Helena Stroud (CU-41290): damage dispute on RA-61904227, then a double $200 "
                    "deposit hold on her current rental",
                    "ev_6",
                    "ev_12",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "DSP-30981 (charge DMG-2025-04417, $585) under review by damage claims, "
                        "decision by Oct 31; collection paused, charge not cancelled; photo "
                        "upload due Oct 21",
                        "ev_12",
                        "ev_20",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "Holds on Mastercard ****5078 for RA-62110583: HLD-7712030 (11:02) and "
                        "HLD-7712034 (11:04, duplicate authorization), $200 each, both Oct 13",
                        "ev_31",
                    ),
                    it(
                        "release_hold HLD-7712034 executed after her yes: released 2025-10-15 "
                        "14:22; 3-5 business days at her bank",
                        "ev_33",
                        "ev_35",
                        "ev_37",
                        "ev_39",
                    ),
                    it("HLD-7712030 kept as the deposit until she returns the car", "ev_33"),
                ],
                next_steps=[
                    it("Confirm the release to Helena (not told yet)", "ev_39"),
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
                    "release_hold HLD-7712030 executed after her yes: released 2025-10-15 14:22; "
                    "3-5 business days at her bank",
                    "ev_33",
                    "ev_35",
                    "ev_37",
                    "ev_39",
                ),
                "false_status:other_target",
                "release_hold HLD-7712030 executed",
                "the hold released was HLD-7712034, the duplicate (act_34, ev_39); HLD-7712030 "
                "stays as the deposit of RA-62110583 (ev_33)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "The release of the duplicate hold HLD-7712034 ($200.00) was approved by "
                    "her but is still to be processed.",
                    "ev_33",
                    "ev_35",
                ),
                "false_status:other_status",
                "is still to be processed",
                "release_hold act_34 executed (ev_38) and its result is status released at "
                "2025-10-15T14:22 (ev_39)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Holds on Mastercard ****5078 for RA-62110583: HLD-7712030 (11:04) and "
                    "HLD-7712034 (11:02, duplicate authorization), $200 each, both Oct 13",
                    "ev_31",
                ),
                "wrong_value:time",
                "HLD-7712034 (11:02, duplicate authorization)",
                "HLD-7712030 was authorized at 11:02 and the duplicate HLD-7712034 at 11:04 "
                "(ev_31)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Two $200 deposit holds were found on her Mastercard ending 5078 for her "
                    "current rental, RA-61904227, authorized two minutes apart on October 13.",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_id",
                "RA-61904227",
                "RA-61904227 is the returned rental with the damage charge; the holds are for "
                "her current rental RA-62110583 (ev_31, ev_33)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "She asked to keep HLD-7712030 as the deposit until she returns the car",
                    "ev_33",
                ),
                "misattributed_decision",
                "She asked to keep HLD-7712030",
                "keeping HLD-7712030 as the deposit is the agent's statement in its proposal "
                "(ev_33); Helena only said yes to releasing HLD-7712034 (ev_35)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "A dispute, DSP-30981, was submitted to the damage-claims team with the "
                    "October 1 pickup report, which lists a scuff on the left side of the rear "
                    "bumper; a decision is expected by October 24.",
                    "ev_15",
                    "ev_20",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_date",
                "October 24",
                "the decision is expected by 2025-10-31 (ev_26); October 24 was the charge's due "
                "date (ev_12)",
            ),
        ],
    },
}
