"""Hand-written candidate summaries, part 1: airentry@m22, airentry@m26.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "customs-airentry@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Oriel Vantreese (Brackenfold Ceramics, IMP-40218): enter the air "
                    "consignment AWB 176-48210937 (glaze samples) only; container TGHU4820193 "
                    "waits for its commercial invoice",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "ENT-0417731 filed for AWB 176-48210937: tariff 3207.20.00 @ 6.5% on "
                        "$12,480 → $811.20 duty + $32.71 fee = $843.91; standard clearance, bond "
                        "CB-771902; release expected 3/12-3/15",
                        "ev_16",
                        "ev_28",
                        "ev_36",
                        "ev_42",
                    ),
                    it(
                        "$843.91 paid from deposit DEP-40218 (DP-90341), balance now $1,296.09",
                        "ev_28",
                        "ev_40",
                        "ev_42",
                    ),
                    it(
                        "Expedited clearance (+$85, clears within 4h) recommended by the agent, "
                        "declined by Oriel: 1-2 business days is fine",
                        "ev_16",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "Duty comes out of the deposit account, never the card (her "
                        "controller's rule)",
                        "ev_24",
                    ),
                    it(
                        "Container TGHU4820193 is not to be touched until she sends the invoice",
                        "ev_2",
                        "ev_42",
                        "ev_43",
                    ),
                ],
                rejected=[
                    it(
                        "First proposal paying the $843.91 with Visa ****6304: rejected by her "
                        "correction; nothing had been filed or charged",
                        "ev_21",
                        "ev_24",
                        "ev_28",
                    ),
                ],
                open_threads=[
                    it(
                        "Pickup of the samples requested: her driver does afternoons only and "
                        "is off Friday; no windows checked yet",
                        "ev_43",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Oriel Vantreese of Brackenfold Ceramics asked the desk to file the customs "
                    "entry for the glaze samples that arrived at Ebbingford by air, and only "
                    "that shipment, since the invoice for the tile container has not come in "
                    "yet.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "After verifying her, the agent worked out a duty of $811.20 at 6.5% on "
                        "the declared $12,480.00, plus a $32.71 processing fee, for a total of "
                        "$843.91.",
                        "ev_6",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "The agent recommended expedited clearance for an $85.00 surcharge, but "
                        "Oriel turned it down, saying one to two business days was fine.",
                        "ev_18",
                        "ev_19",
                    ),
                    it(
                        "Once she confirmed, the entry was filed as ENT-0417731 with standard "
                        "clearance, and the duty was paid from the deposit account DEP-40218 "
                        "under payment DP-90341, leaving a balance of $1,296.09.",
                        "ev_31",
                        "ev_36",
                        "ev_40",
                    ),
                ],
                rejected=[
                    it(
                        "Oriel had first said to put the duty on the card, but when the agent "
                        "asked her to confirm, she corrected herself: her controller wants duty "
                        "paid from the deposit account, so the card payment was dropped.",
                        "ev_19",
                        "ev_21",
                        "ev_24",
                    ),
                ],
                open_threads=[
                    it(
                        "She now wants the samples picked up, but her driver only works "
                        "afternoons and is off on Friday; the container is to stay untouched "
                        "until she sends its invoice.",
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
                "decisions[2]",
                it(
                    "Once she confirmed, the entry was filed as ENT-0417731 with standard "
                    "clearance, and the $843.91 duty was charged to her Visa ending 6304.",
                    "ev_21",
                    "ev_31",
                    "ev_36",
                ),
                "false_status:ledger_rejected",
                "charged to her Visa ending 6304",
                "the card payment (pay_duty act_23) was rejected by her correction (ev_24, "
                "ev_27); the duty was paid from DEP-40218 (act_30, ev_40)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "ENT-0417731 filed for container TGHU4820193: tariff 3207.20.00 @ 6.5% on "
                    "$12,480 → $811.20 duty + $32.71 fee = $843.91; standard clearance, bond "
                    "CB-771902; release expected 3/12-3/15",
                    "ev_16",
                    "ev_28",
                    "ev_36",
                    "ev_42",
                ),
                "false_status:other_target",
                "filed for container TGHU4820193",
                "the entry filed (file_entry act_29, ev_36) is for the air consignment "
                "176-48210937; the container was left untouched by her wish (ev_2, ev_42)",
            ),
            var(
                "c3",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Samples pickup booked at Ebbingford for an afternoon window (not Friday)",
                    "ev_43",
                ),
                "false_status:no_such_action",
                "Samples pickup booked",
                "the ledger holds no schedule_pickup action at this boundary; she has only "
                "just asked for a pickup (ev_43)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "After verifying her, the agent worked out a duty of $811.20 at 6.5% on the "
                    "declared $12,480.00, plus a $32.71 processing fee, for a total of $928.91.",
                    "ev_6",
                    "ev_16",
                    "ev_18",
                ),
                "wrong_amount",
                "total of $928.91",
                "the total is $843.91 (ev_16, ev_18); $928.91 would add the $85.00 expedited "
                "surcharge she declined",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Oriel suggested expedited clearance for an $85.00 surcharge, then decided "
                    "that one to two business days was fine.",
                    "ev_18",
                    "ev_19",
                ),
                "misattributed_decision",
                "Oriel suggested expedited clearance",
                "the agent recommended expedited clearance (ev_18); Oriel declined it (ev_19)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Duty goes on the card, never out of the deposit account (her controller's "
                    "rule)",
                    "ev_24",
                ),
                "inverted_constraint",
                "on the card, never out of the deposit account",
                "her controller's rule is the deposit account, never the card (ev_24)",
            ),
        ],
    },
    "customs-airentry@m26": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "oriel vantreese / brackenfold ceramics IMP-40218 - clear the glaze samples "
                    "(air, AWB 176-48210937) and get them picked up",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                    "ev_43",
                ),
                decisions=[
                    it(
                        "entry ENT-0417731 filed, standard clearance (no expedited), $843.91 "
                        "paid from deposit DEP-40218, DP-90341",
                        "ev_28",
                        "ev_36",
                        "ev_40",
                    ),
                    it("card payment rejected - duty from deposit only", "ev_21", "ev_24"),
                    it(
                        "pickup mon 3/15 afternoon 13:00-17:00 at ebbingford, own driver - she "
                        "said yes, not booked yet",
                        "ev_47",
                        "ev_49",
                    ),
                ],
                constraints=[
                    it("no friday pickup, afternoons only", "ev_43", "ev_49"),
                    it(
                        "leave container TGHU4820193 alone till she sends invoice",
                        "ev_2",
                        "ev_42",
                        "ev_43",
                    ),
                ],
                next_steps=[
                    it(
                        "call schedule_pickup for 3/15 13:00-17:00, then tell oriel. $45 "
                        "handling fee paid by driver at pickup",
                        "ev_47",
                        "ev_49",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Oriel Vantreese seems to want the air consignment of glaze samples cleared "
                    "and collected, while the tile container waits for its invoice.",
                    "ev_2",
                    "ev_43",
                ),
                decisions=[
                    it(
                        "The entry for the samples appears to have been filed as ENT-0417731 "
                        "under standard clearance, with release expected between March 12 and "
                        "March 15.",
                        "ev_36",
                        "ev_42",
                    ),
                    it(
                        "The $843.91 in duty and fees was apparently paid from the deposit "
                        "account DEP-40218 rather than the card, as she asked.",
                        "ev_24",
                        "ev_40",
                    ),
                    it(
                        "She agreed to a pickup on Monday, March 15, 2027 in the 13:00-17:00 "
                        "window at the Ebbingford Air Cargo Terminal, though it does not seem "
                        "to have been booked yet.",
                        "ev_47",
                        "ev_49",
                    ),
                ],
                constraints=[
                    it(
                        "Pickups should probably not be on a Friday, when her driver is off.",
                        "ev_43",
                    ),
                ],
                rejected=[
                    it(
                        "The Monday morning window (08:00-12:00), which the agent offered, was "
                        "declined because her driver is on another route then.",
                        "ev_47",
                        "ev_49",
                    ),
                ],
                open_threads=[
                    it(
                        "A $45.00 terminal handling fee is likely due from the driver at pickup, "
                        "and the pickup still depends on customs releasing the entry.",
                        "ev_45",
                        "ev_47",
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
                    "A pickup on Monday, March 15, 2027 in the 13:00-17:00 window at the "
                    "Ebbingford Air Cargo Terminal appears to have been booked after she agreed.",
                    "ev_47",
                    "ev_49",
                ),
                "false_status:pending",
                "appears to have been booked",
                "schedule_pickup act_48 is approved by her yes (ev_49, ev_51) but no call has "
                "been made yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "pickup tue 3/16 afternoon 13:00-17:00 at ebbingford, own driver - she said "
                    "yes, not booked yet",
                    "ev_47",
                    "ev_49",
                ),
                "wrong_date",
                "tue 3/16",
                "the pickup proposed and approved is Monday, March 15, 2027 (ev_47, act_48)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "next_steps[0]",
                it(
                    "call schedule_pickup for 3/15 08:00-12:00, then tell oriel. $45 handling "
                    "fee paid by driver at pickup",
                    "ev_47",
                    "ev_49",
                ),
                "wrong_value:window",
                "3/15 08:00-12:00",
                "the approved window is the afternoon, 13:00-17:00 (ev_47, ev_49); the morning "
                "window was offered and declined",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The entry for the samples appears to have been filed as ENT-0417713 under "
                    "standard clearance, with release expected between March 12 and March 15.",
                    "ev_36",
                    "ev_42",
                ),
                "wrong_id",
                "ENT-0417713",
                "the entry number is ENT-0417731 (ev_36, ev_42)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "leave container TGHU4820193 alone till she sends invoice",
                    "ev_45",
                    "ev_47",
                ),
                "unsupported_ref",
                "TGHU4820193",
                "ev_45 and ev_47 are the pickup windows and the pickup proposal for the air "
                "consignment; her instruction about the container is in ev_2 and ev_43",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "An $85.00 terminal handling fee is likely due from the driver at pickup, "
                    "and the pickup still depends on customs releasing the entry.",
                    "ev_45",
                    "ev_47",
                ),
                "wrong_amount",
                "$85.00 terminal handling fee",
                "the handling fee is $45.00 (ev_45, ev_47); $85.00 is the expedited surcharge",
            ),
        ],
    },
}
