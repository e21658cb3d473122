"""Hand-written candidate summaries, part 6: records@m21, extend@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "kennel-records@m21": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Mabyn Sturrock (RPL-44183) booking Nutmeg (medium) for 12/19 → 12/22/2025, "
                    "3 nights",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Booking confirmed by her ($168 + $24 holiday surcharge = $192; $75 "
                        "deposit) but the call failed: vaccination_record_required, Nutmeg's "
                        "Bordetella expired 11/30/2025. Not booked; she's been told",
                        "ev_17",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "REC-5580 sent to Kowbridge Animal Clinic after her yes, asking for the "
                        "current Bordetella record; record not received yet, reply usually "
                        "within 1 business day",
                        "ev_28",
                        "ev_30",
                        "ev_34",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "Own food only (she brings it), no house kibble; no bath, no extras",
                        "ev_15",
                    ),
                    it("Don't hold a run if it costs anything", "ev_26"),
                ],
                next_steps=[
                    it(
                        "Once the record arrives, retry the 12/19–12/22 booking at $192 if a "
                        "medium run is still free",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A stay for Nutmeg from December 19 to December 22 was requested by Mabyn "
                    "Sturrock.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The booking was confirmed by Mabyn, but it was blocked by the system "
                        "because Nutmeg's Bordetella on file expired on November 30; Nutmeg is "
                        "not booked, and Mabyn was told so.",
                        "ev_19",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "A request for the current record (REC-5580) was sent to Kowbridge "
                        "Animal Clinic, where the booster was given in November. The record has "
                        "not been received yet.",
                        "ev_26",
                        "ev_34",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "Nutmeg is to be fed only her own food, which Mabyn will bring; house "
                        "kibble is not to be given.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "Holding a run was not wanted by Mabyn if it costs anything, so no run "
                        "is held.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                next_steps=[
                    it(
                        "The booking is to be tried again once the record is on file.",
                        "ev_28",
                        "ev_36",
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
                    "The booking was confirmed by Mabyn and Nutmeg was booked for the three "
                    "nights.",
                    "ev_19",
                    "ev_23",
                ),
                "false_status:failed_call",
                "Nutmeg was booked for the three nights",
                "the booking call (act_18, executed) returned vaccination_record_required with "
                "is_error (ev_23); Nutmeg is not booked (ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "REC-5580: Kowbridge Animal Clinic sent Nutmeg's current Bordetella record, "
                    "so the booking block is cleared",
                    "ev_28",
                    "ev_30",
                    "ev_34",
                    "ev_36",
                ),
                "false_status:wrong_effect",
                "Kowbridge Animal Clinic sent Nutmeg's current Bordetella record",
                "the executed call only sent the request (act_29): record_received false "
                "(ev_34, ev_36)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Nutmeg can be given the house kibble, so Mabyn does not need to bring her "
                    "food.",
                    "ev_15",
                ),
                "inverted_constraint",
                "can be given the house kibble",
                "she said Nutmeg eats only her own food, no house kibble (ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "REC-5580 sent to Cobbleford Vet Centre after her yes, asking for the "
                    "current Bordetella record; record not received yet, reply usually within "
                    "1 business day",
                    "ev_28",
                    "ev_30",
                    "ev_34",
                    "ev_36",
                ),
                "wrong_value:clinic",
                "Cobbleford Vet Centre",
                "the request went to Kowbridge Animal Clinic (ev_26, ev_34)",
                rule="grounding",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A request for the current record (REC-5580) was sent to Kowbridge Animal "
                    "Clinic, where the booster was given in November. The record has not been "
                    "received yet.",
                    "ev_12",
                ),
                "unsupported_ref",
                "REC-5580",
                "the item cites only ev_12 (the quote), which says nothing of the record "
                "request (ev_34)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "REC-5850 sent to Kowbridge Animal Clinic after her yes, asking for the "
                    "current Bordetella record; record not received yet, reply usually within "
                    "1 business day",
                    "ev_28",
                    "ev_30",
                    "ev_34",
                    "ev_36",
                ),
                "wrong_id",
                "REC-5850",
                "the request id is REC-5580 (ev_34, ev_36)",
            ),
        ],
    },
    "kennel-extend@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Ilsa Nancarrow (RPL-38820), delayed by a cancelled ferry: Wimble to stay "
                    "one more night under BKG-57941",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Extension approved by her yes, not yet called: Wimble's checkout "
                        "12/9 → Wed 12/10/2025, 1 night $56 + $25 late pick-up (about 5 pm) = "
                        "$81",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Scampi unchanged: Hollis Brocklehurst (AUTH-1876) collects him 12/9 by "
                        "noon",
                        "ev_10",
                        "ev_15",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it("Only Wimble extended, not Scampi", "ev_21"),
                ],
                rejected=[
                    it(
                        "Extra night for Scampi too ($43.20, agent's suggestion): declined",
                        "ev_20",
                        "ev_21",
                    ),
                ],
                next_steps=[
                    it("Make the extend_stay call for Wimble", "ev_23", "ev_25"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Ilsa Nancarrow seems to be stuck at her sister's after her ferry was "
                    "cancelled and needs to adjust her dogs' stay, which was due to end on "
                    "December 9.",
                    "ev_2",
                    "ev_12",
                    "ev_14",
                ),
                decisions=[
                    it(
                        "She appears to have agreed to extend Wimble's stay by one night, to "
                        "Wednesday, December 10, for $56.00 plus a $25.00 late pick-up fee "
                        "since she expects to collect him around 5 pm; the extension has not "
                        "been carried out yet.",
                        "ev_15",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "She was clear that only Wimble should stay longer; Scampi should go "
                        "home with her dog walker, Hollis, on December 9 as planned.",
                        "ev_15",
                        "ev_21",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested keeping Scampi an extra night as well, so the two "
                        "dogs come home together, but Ilsa declined.",
                        "ev_20",
                        "ev_21",
                    ),
                ],
                next_steps=[
                    it(
                        "The extension for Wimble will presumably be processed next.",
                        "ev_25",
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
                    "Wimble's stay appears to have been extended by one night, to Wednesday, "
                    "December 10, for $56.00 plus a $25.00 late pick-up fee since she expects "
                    "to collect him around 5 pm.",
                    "ev_15",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:pending",
                "appears to have been extended",
                "the extension (act_24) is approved by her yes (ev_26) but no call has been made",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Scampi's stay extended to 12/10 as well; Hollis Brocklehurst no longer "
                    "collects him 12/9",
                    "ev_10",
                    "ev_15",
                    "ev_23",
                ),
                "false_status:other_target",
                "Scampi's stay extended to 12/10",
                "the only extension (act_24) is Wimble's, and it is not executed; Scampi is "
                "unchanged (ev_21, ev_23)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Extension approved by her yes, not yet called: Wimble's checkout 12/9 → "
                    "Wed 12/10/2025, 1 night $56 + $25 late pick-up (about 5 pm) = $99.20",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_amount",
                "$99.20",
                "the extra comes to $81.00 (ev_23); $99.20 adds Scampi's declined night",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "She appears to have agreed to extend Wimble's stay by one night, to "
                    "Thursday, December 11, for $56.00 plus a $25.00 late pick-up fee since she "
                    "expects to collect him around 5 pm; the extension has not been carried out "
                    "yet.",
                    "ev_15",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_date",
                "Thursday, December 11",
                "the new checkout is Wednesday, December 10 (ev_15, ev_23)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Extension approved by her yes, not yet called: Wimble's checkout 12/9 → Wed "
                    "12/10/2025, 1 night $56 + $25 late pick-up (about 3 pm) = $81",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_value:time",
                "about 3 pm",
                "she collects Wimble about 5 pm (ev_15, ev_23); 3 pm is when she gets in",
                rule="grounding",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "The agent suggested keeping Scampi an extra night as well, so the two dogs "
                    "come home together, but Ilsa declined.",
                    "ev_12",
                ),
                "unsupported_ref",
                "suggested keeping Scampi an extra night",
                "the item cites only ev_12 (the booking lookup), which holds neither the "
                "suggestion (ev_20) nor her refusal (ev_21)",
            ),
        ],
    },
}
