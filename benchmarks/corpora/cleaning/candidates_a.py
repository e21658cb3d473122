"""Hand-written candidate summaries, part 1: moveout@m18, moveout@m26.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "cleaning-moveout@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Ottilie Brannagh (CL-40712) needs an end-of-tenancy clean of Apt 3, 14 "
                    "Pellow Row, Ebbmoor before her landlord's inspection on the 12th",
                    "ev_2",
                    "ev_4",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "Move-out clean BK-58163 booked after her yes: Tue 3/10/2026 9:00 am, crew "
                        "of 2, 6.5 h × $46.00 = $299.00, invoiced to landlord Halvard Scrope "
                        "(halvard.scrope@example.net); free re-clean guarantee until 3/13 9:00 am",
                        "ev_13",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "Scope: 2 bedrooms, 1 bathroom, kitchen, lounge",
                        "ev_4",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "Invoice to the landlord, not to her (her lease makes him pay for the end "
                        "clean)",
                        "ev_16",
                    ),
                    it(
                        "Must be done before the inspection on 3/12; she hands the keys back 3/11 "
                        "at 9:00 am",
                        "ev_2",
                        "ev_21",
                    ),
                ],
                rejected=[
                    it(
                        "Wed 3/11 9:00 am booking (the agent's pick, 'freshest for the "
                        "inspection', which she first took) rejected by her correction: keys go "
                        "back on the 11th at 9",
                        "ev_15",
                        "ev_16",
                        "ev_19",
                        "ev_21",
                    ),
                ],
                open_threads=[
                    it(
                        "Carpets (lounge + both bedrooms): agent mentioned partner Vardell Carpet "
                        "Care; her lease requires a professional carpet clean; she asked the "
                        "price, also before 3/12. Not answered yet",
                        "ev_32",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Ottilie Brannagh is moving out of her flat and contacted Brisklow Cleaning "
                    "to book an end-of-tenancy clean before her landlord's inspection on March "
                    "12.",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "After verifying her account, the agent quoted $299.00 for the move-out "
                        "clean: 6.5 hours at $46 an hour for her two-bedroom flat, carried out by "
                        "a crew of two.",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "Ottilie asked for the invoice to go to her landlord, Halvard Scrope, "
                        "rather than to her, since her lease makes him pay for the end-of-tenancy "
                        "clean.",
                        "ev_16",
                    ),
                    it(
                        "Once she confirmed the corrected date, the clean was booked as BK-58163 "
                        "for Tuesday, March 10 at 9:00 am, with a free re-clean guarantee running "
                        "until the morning of March 13.",
                        "ev_24",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                rejected=[
                    it(
                        "The agent had suggested March 11 so the flat would be at its freshest, "
                        "and a booking for that day was proposed, but Ottilie withdrew it because "
                        "she hands her keys back at 9 am on the 11th.",
                        "ev_15",
                        "ev_19",
                        "ev_21",
                    ),
                ],
                open_threads=[
                    it(
                        "The agent mentioned that the partner crew Vardell Carpet Care can add a "
                        "carpet clean; Ottilie says her lease requires one and has asked how much "
                        "it costs, adding that it also has to happen before the 12th.",
                        "ev_32",
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
                    "Once she confirmed, the clean was booked as BK-58163 for Wednesday, March 11 "
                    "at 9:00 am, with a free re-clean guarantee running until the morning of "
                    "March 13.",
                    "ev_19",
                    "ev_26",
                    "ev_30",
                    "ev_32",
                ),
                "false_status:ledger_rejected",
                "Wednesday, March 11 at 9:00 am",
                "the March 11 booking (act_20) was rejected by her correction (ev_21, ev_23); the "
                "booking she approved and that ran, BK-58163 (act_25), is Tuesday, March 10 "
                "(ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Move-out clean BK-58163 booked after her yes: Tue 3/10/2026 9:00 am, crew of "
                    "2, 6.5 h × $46.00 = $299.00, invoiced to landlord Halvard Scrope "
                    "(halvard.scrope@example.net); free re-clean guarantee until 3/12 9:00 am",
                    "ev_13",
                    "ev_24",
                    "ev_26",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_date",
                "guarantee until 3/12 9:00 am",
                "the re-clean guarantee runs until 9:00 am on March 13 (ev_30, ev_32); the 12th "
                "is the inspection day (ev_2)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "After verifying her account, the agent quoted $329.00 for the move-out "
                    "clean: 6.5 hours at $46 an hour for her two-bedroom flat, carried out by a "
                    "crew of two.",
                    "ev_13",
                    "ev_15",
                ),
                "wrong_amount",
                "$329.00",
                "the quote is $299.00 (6.5 h at $46.00, ev_13, ev_15)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Invoice to her, not to the landlord (he's not to be billed for the end clean)",
                    "ev_16",
                ),
                "inverted_constraint",
                "Invoice to her, not to the landlord",
                "she asked for the landlord to be invoiced, not her: her lease makes him pay "
                "(ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Ottilie had first asked for March 11 so the flat would be at its freshest "
                    "for the inspection, and a booking for that day was proposed, but she "
                    "withdrew it because she hands her keys back at 9 am on the 11th.",
                    "ev_15",
                    "ev_16",
                    "ev_19",
                    "ev_21",
                ),
                "misattributed_decision",
                "Ottilie had first asked for March 11 so the flat would be at its freshest",
                "March 11, 'at its freshest for the inspection', was the agent's suggestion "
                "(ev_15); she only went along with it (ev_16)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Carpet clean by Vardell Carpet Care added to BK-58163 for the lounge and "
                    "both bedrooms",
                    "ev_32",
                    "ev_33",
                ),
                "false_status:no_such_action",
                "added to BK-58163",
                "the ledger holds no carpet action at this boundary; the agent only mentioned "
                "the partner (ev_32) and she has just asked the price (ev_33)",
            ),
        ],
    },
    "cleaning-moveout@m26": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "ottilie brannagh CL-40712 - move-out clean + carpet clean before the "
                    "landlord's inspection on the 12th",
                    "ev_2",
                    "ev_7",
                    "ev_33",
                ),
                decisions=[
                    it(
                        "move-out clean BK-58163 booked tue mar 10 9am, $299, invoiced to "
                        "landlord halvard scrope",
                        "ev_26",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "11th booking dropped - she hands keys back on the 11th at 9am",
                        "ev_19",
                        "ev_21",
                    ),
                    it(
                        "carpet add-on request PA-7730 sent to vardell carpet care for mar 10 "
                        "2pm, 3 rooms x $42 = $126, landlord pays. NOT confirmed yet, vardell "
                        "answers by mar 5 5pm",
                        "ev_35",
                        "ev_37",
                        "ev_39",
                        "ev_43",
                        "ev_45",
                    ),
                ],
                rejected=[
                    it(
                        "windows (skellan, $55 inside) - she said no, landlord never asked",
                        "ev_37",
                        "ev_39",
                    ),
                ],
                open_threads=[
                    it(
                        "if vardell can't do it before the 12th she wants to know straight away",
                        "ev_46",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Ottilie Brannagh appears to be arranging an end-of-tenancy clean, plus the "
                    "professional carpet clean her lease seems to require, ahead of her "
                    "landlord's inspection on March 12.",
                    "ev_2",
                    "ev_15",
                    "ev_33",
                ),
                decisions=[
                    it(
                        "Her move-out clean seems to be booked as BK-58163 for Tuesday, March 10 "
                        "at 9:00 am, at $299.00, with the invoice going to her landlord, Halvard "
                        "Scrope.",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "A carpet clean of the lounge and both bedrooms was requested from the "
                        "partner crew Vardell Carpet Care for March 10 at 2:00 pm ($126.00, also "
                        "billed to the landlord) under request PA-7730; it is apparently still "
                        "awaiting Vardell's confirmation, which should come by 5 pm on March 5.",
                        "ev_35",
                        "ev_37",
                        "ev_39",
                        "ev_43",
                        "ev_45",
                    ),
                ],
                constraints=[
                    it(
                        "Everything should probably be finished before the inspection on the "
                        "12th, and she gives the keys back at 9 am on the 11th.",
                        "ev_21",
                        "ev_33",
                        "ev_46",
                    ),
                ],
                rejected=[
                    it(
                        "An inside window clean by Skellan Windows for $55.00 was offered, but "
                        "she declined it, saying the landlord never mentioned windows.",
                        "ev_37",
                        "ev_39",
                    ),
                ],
                open_threads=[
                    it(
                        "She would like to be told immediately if Vardell cannot do the carpets "
                        "before the 12th.",
                        "ev_46",
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
                    "A carpet clean of the lounge and both bedrooms was requested from the "
                    "partner crew Vardell Carpet Care for March 10 at 2:00 pm ($126.00, also "
                    "billed to the landlord) under request PA-7730, and Vardell has confirmed "
                    "the slot.",
                    "ev_35",
                    "ev_37",
                    "ev_39",
                    "ev_43",
                    "ev_45",
                ),
                "false_status:wrong_effect",
                "Vardell has confirmed the slot",
                "request_partner_addon only sent the request: PA-7730 is "
                "awaiting_partner_confirmation, Vardell decides by March 5 at 5 pm (ev_43, "
                "ev_45)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "windows added too - skellan inside clean $55, same day",
                    "ev_37",
                    "ev_39",
                ),
                "false_status:no_such_action",
                "windows added too",
                "the window clean was only offered (ev_37) and she declined it (ev_39); the "
                "ledger holds no window action",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A carpet clean of the lounge and both bedrooms was requested from the "
                    "partner crew Vardell Carpet Care for March 10 at 2:00 pm ($168.00, also "
                    "billed to the landlord) under request PA-7730; it is apparently still "
                    "awaiting Vardell's confirmation, which should come by 5 pm on March 5.",
                    "ev_35",
                    "ev_37",
                    "ev_39",
                    "ev_43",
                    "ev_45",
                ),
                "wrong_amount",
                "$168.00",
                "3 rooms at $42.00 is $126.00 (ev_35, ev_43)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "carpet add-on request PA-7730 sent to vardell carpet care for mar 10 2pm, 3 "
                    "rooms x $42 = $126, landlord pays. NOT confirmed yet, vardell answers by "
                    "mar 6 5pm",
                    "ev_35",
                    "ev_37",
                    "ev_39",
                    "ev_43",
                    "ev_45",
                ),
                "wrong_date",
                "by mar 6 5pm",
                "Vardell answers by 5 pm on March 5 (answer_by 2026-03-05T17:00, ev_43, ev_45)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "11th 9am booking kept as well as a backup, she hands the keys back after",
                    "ev_19",
                    "ev_21",
                ),
                "false_status:ledger_rejected",
                "11th 9am booking kept as well",
                "the March 11 booking (act_20) was rejected by her correction (ev_21, ev_23); "
                "only the March 10 one ran",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The carpet clean does not need to be done before the inspection on the "
                    "12th; any date seems to work for her.",
                    "ev_33",
                    "ev_46",
                ),
                "inverted_constraint",
                "does not need to be done before the inspection on the 12th",
                "she said it has to be before the 12th as well (ev_33) and wants to know at once "
                "if it can't be (ev_46)",
            ),
        ],
    },
}
