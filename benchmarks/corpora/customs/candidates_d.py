"""Hand-written candidate summaries, part 4: poa@m18, amend@m14.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "customs-poa@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Wren Castellane (Halyard Outdoor Goods, IMP-47152): renew the power of "
                    "attorney and authorize the new forwarder Gorse Line",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "POA renewed for 1 year as POA-47152-27, 4/1/2027-3/31/2028, replacing "
                        "POA-47152-24; no fee",
                        "ev_18",
                        "ev_26",
                        "ev_32",
                    ),
                    it(
                        "Gorse Line Forwarding (Edda Rusk) added as authorized contact AC-5093, "
                        "truck shipments only",
                        "ev_28",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "Oxbryne Cargo (AC-4410, all shipments) left unchanged at her request",
                        "ev_12",
                        "ev_15",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("Gorse Line: truck loads only, not the ocean containers", "ev_15"),
                ],
                rejected=[
                    it(
                        "2-year term (the agent's suggestion): she chose 1 year, they're "
                        "reviewing brokers next spring",
                        "ev_14",
                        "ev_15",
                    ),
                    it("Narrowing Oxbryne to ocean only (offered): declined", "ev_14", "ev_15"),
                ],
                open_threads=[
                    it(
                        "She asks whether Edda can see their duty invoices; AC-5093 covers "
                        "shipment status, pickup notices and documents",
                        "ev_30",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Wren Castellane from Halyard Outdoor Goods wants to renew the company's "
                    "power of attorney, which expires on March 31, and add a new freight "
                    "forwarder as an authorized contact.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Wren chose a one-year renewal instead of the two years the agent "
                        "suggested, because they are reviewing their brokers next spring.",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "The power of attorney was renewed as POA-47152-27, valid from April 1, "
                        "2027 to March 31, 2028.",
                        "ev_24",
                        "ev_26",
                    ),
                    it(
                        "Gorse Line Forwarding, with Edda Rusk as the contact, was added as "
                        "authorized contact AC-5093 for truck shipments only.",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "Oxbryne Cargo stays as it is, with access to all shipments.",
                        "ev_12",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it("Gorse Line must not have access to the ocean containers.", "ev_15"),
                ],
                open_threads=[
                    it(
                        "Wren asked whether Edda can also see the company's duty invoices.",
                        "ev_33",
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
                    "Oxbryne Cargo was authorized as contact AC-5093 for truck shipments only.",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:other_target",
                "Oxbryne Cargo was authorized as contact AC-5093",
                "AC-5093 is Gorse Line Forwarding (add_authorized_contact act_20, ev_30); "
                "Oxbryne Cargo (AC-4410) was left as it is (ev_15, ev_32)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it("Edda also given access to the duty invoices", "ev_30", "ev_33"),
                "false_status:no_such_action",
                "given access to the duty invoices",
                "Wren has only just asked (ev_33); the ledger holds no action on invoice access "
                "and AC-5093's rights list no invoices (ev_30)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Wren decided against renewing the power of attorney for now, so it still "
                    "expires on March 31, 2027.",
                    "ev_24",
                    "ev_26",
                ),
                "false_status:other_status",
                "decided against renewing",
                "she said yes (ev_21) and renew_power_of_attorney act_19 executed: POA-47152-27 "
                "runs to March 31, 2028 (ev_25, ev_26)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Gorse Line is to handle the ocean containers, not the truck loads.",
                    "ev_15",
                ),
                "inverted_constraint",
                "the ocean containers, not the truck loads",
                "she wants Gorse Line for the truck loads only, NOT the ocean containers (ev_15)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "POA renewed for 1 year as POA-47152-27, 4/1/2027-3/31/2029, replacing "
                    "POA-47152-24; no fee",
                    "ev_18",
                    "ev_26",
                    "ev_32",
                ),
                "wrong_date",
                "3/31/2029",
                "the renewal runs to March 31, 2028 (ev_26); 2029 would be the two-year term "
                "she declined",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Wren asked for a two-year renewal at first, then settled on one year because "
                    "they are reviewing their brokers next spring.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "Wren asked for a two-year renewal at first",
                "the agent suggested two years (ev_14); Wren asked for one year, not two (ev_15)",
            ),
        ],
    },
    "customs-amend@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Marguerite Ollendorf (Sable Key Cosmetics, IMP-55318): fix the mistyped "
                    "declared value on the face serum entry ($18,400 → $14,800) and recover the "
                    "overpaid duty",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Post-entry correction on ENT-0412906 (INV-SK-3391): value $18,400 → "
                        "$14,800, duty $736 → $592 @ 4.0%, $144 refund requested; she said yes, "
                        "not filed yet",
                        "ev_12",
                        "ev_14",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "ENT-0412950 (lip tint, $6,250, duty $250) is correct, left alone",
                        "ev_12",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "Refund to deposit DEP-55318, not Visa ****5528 (card being replaced "
                        "next week)",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "Immediate $144 refund from the desk: refused, only the customs "
                        "authority refunds, once it accepts the correction",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                next_steps=[
                    it(
                        "Call file_post_entry_correction for ENT-0412906, then confirm; the "
                        "authority decides, refund in 20-30 days if accepted",
                        "ev_12",
                        "ev_19",
                        "ev_21",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A correction of the declared value on Sable Key Cosmetics' face serum "
                    "entry was requested by Marguerite Ollendorf, since 18,400 had been typed "
                    "instead of 14,800.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "It was found that entry ENT-0412906 was filed on March 9 at $18,400.00 "
                        "with $736.00 in duty at 4.0%, so $144.00 was overpaid.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "A post-entry correction to $14,800.00 was proposed and approved by "
                        "Marguerite, but it has not yet been filed with the customs authority.",
                        "ev_19",
                        "ev_21",
                    ),
                    it("The lip tint entry ENT-0412950 is to be left as it is.", "ev_12", "ev_15"),
                ],
                constraints=[
                    it(
                        "The refund is to be paid into deposit account DEP-55318, not to the card.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "An immediate refund of the $144.00 was asked for but declined, because "
                        "only the customs authority can refund the duty.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "If the correction is accepted by the customs authority, the refund is "
                        "expected within 20 to 30 days.",
                        "ev_12",
                        "ev_14",
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
                    "A post-entry correction to $14,800.00 was approved by Marguerite and filed "
                    "with the customs authority.",
                    "ev_19",
                    "ev_21",
                ),
                "false_status:pending",
                "filed with the customs authority",
                "file_post_entry_correction act_20 is approved by her yes (ev_21, ev_22) but no "
                "call has been made yet",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[2]",
                it("$144 refund credited to DEP-55318", "ev_17", "ev_19"),
                "false_status:no_such_action",
                "$144 refund credited",
                "the ledger holds no refund; only the customs authority refunds, after accepting "
                "a correction that has not even been filed (ev_16, ev_22)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Refund to Visa ****5528, not deposit DEP-55318 (card being replaced next "
                    "week)",
                    "ev_17",
                    "ev_19",
                ),
                "inverted_constraint",
                "Refund to Visa ****5528, not deposit DEP-55318",
                "she asked for the deposit account, not the card (ev_17)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "It was found that entry ENT-0412906 was filed on March 9 at $18,400.00 "
                    "with $736.00 in duty at 4.0%, so $114.00 was overpaid.",
                    "ev_12",
                    "ev_14",
                ),
                "wrong_amount",
                "$114.00 was overpaid",
                "$736.00 - $592.00 = $144.00 overpaid (ev_14)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Post-entry correction on ENT-0412609 (INV-SK-3391): value $18,400 → "
                    "$14,800, duty $736 → $592 @ 4.0%, $144 refund requested; she said yes, not "
                    "filed yet",
                    "ev_12",
                    "ev_14",
                    "ev_19",
                    "ev_21",
                ),
                "wrong_id",
                "ENT-0412609",
                "the serum entry is ENT-0412906 (ev_12, ev_19)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A post-entry correction to $14,800.00 was suggested by Marguerite and "
                    "approved, but it has not yet been filed with the customs authority.",
                    "ev_14",
                    "ev_19",
                    "ev_21",
                ),
                "misattributed_decision",
                "was suggested by Marguerite",
                "the agent offered the post-entry correction (ev_14) and proposed it (ev_19); "
                "Marguerite said yes (ev_21)",
            ),
        ],
    },
}
