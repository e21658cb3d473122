"""Hand-written candidate summaries, part 3: heat@m19, pet@m23, roommate@m21, deposit@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "tenant-heat@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Elena Vasquez (Kestrel Point 5A): no heat, thermostat blank, 58°F inside, "
                    "4-month-old at home",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "Emergency WO-61042 created after her yes; on-call tech Andre Coleman, ETA "
                        "by 7:30 pm, (916) 555-0163; reported to her",
                        "ev_26",
                        "ev_29",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "Emergency because no heat below 60°F with an infant meets the criteria",
                        "ev_20",
                    ),
                    it(
                        "5D (her dad): already has its own no-heat WO-61031, tech assigned; nothing "
                        "done on it here",
                        "ev_13",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it("Tech may enter if she's out, but calls her first", "ev_22", "ev_24"),
                ],
                rejected=[
                    it("Urgent visit Sun 11/17 8-12: she needs someone tonight", "ev_16", "ev_18"),
                ],
                next_steps=[
                    it(
                        "Space heater from the maintenance shop if heat isn't back tonight "
                        "(agent's offer)",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "A loss of heat in unit 5A at Kestrel Point was reported by Elena Vasquez, who "
                    "has a four-month-old baby at home.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "The request was treated as an emergency, since no heat below 60°F with an "
                        "infant in the home meets the criteria.",
                        "ev_20",
                    ),
                    it(
                        "Emergency work order WO-61042 was submitted after her confirmation, and "
                        "Andre Coleman, the on-call technician, was dispatched with an expected "
                        "arrival by 7:30 pm.",
                        "ev_26",
                        "ev_29",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "It was noted that her father's unit, 5D, is already covered by its own "
                        "open request, WO-61031.",
                        "ev_13",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "Permission was given for the technician to enter if she is out, provided "
                        "he calls her first.",
                        "ev_22",
                    ),
                ],
                rejected=[
                    it(
                        "An urgent visit on Sunday, November 17 between 8 am and noon was proposed "
                        "first but was turned down by Elena, who needed someone that night.",
                        "ev_16",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it(
                        "A space heater is to be brought from the maintenance shop if the heat "
                        "cannot be restored tonight.",
                        "ev_32",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "A follow-up visit was also booked for Sunday, November 17 from 8 am to noon.",
                    "ev_16",
                ),
                "false_status:ledger_rejected",
                "was also booked for Sunday, November 17",
                "the Sunday 8-12 request (act_17) was rejected by Elena (ev_18, ev_19); only the "
                "emergency request act_25 was executed",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Emergency work order WO-61042 was submitted for her father's unit, 5D, after "
                    "her confirmation, and Andre Coleman, the on-call technician, was dispatched "
                    "with an expected arrival by 7:30 pm.",
                    "ev_26",
                    "ev_29",
                    "ev_30",
                    "ev_32",
                ),
                "false_status:other_target",
                "submitted for her father's unit, 5D",
                "the executed create_work_order act_25 is for unit 5A (ev_25, ev_28); 5D has its "
                "own WO-61031, on which nothing was done (ev_13, ev_15)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Emergency WO-61042 created after her yes; on-call tech Andre Coleman, ETA by "
                    "9:30 pm, (916) 555-0163; reported to her",
                    "ev_26",
                    "ev_29",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_value:time",
                "ETA by 9:30 pm",
                "the technician is due by 7:30 pm, 19:30 (ev_30, ev_32)",
            ),
            var(
                "c4",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Elena asked for a space heater if the heat isn't back tonight",
                    "ev_22",
                    "ev_32",
                ),
                "misattributed_decision",
                "Elena asked for a space heater",
                "the space heater was the agent's offer (ev_32); Elena never asked for one",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "The technician was told not to enter unless Elena is at home.",
                    "ev_22",
                ),
                "inverted_constraint",
                "not to enter unless Elena is at home",
                "Elena said he can go in if she's not there, as long as he calls first (ev_22); "
                "the work order has permission_to_enter true (ev_25, ev_30)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "It was noted that her father's unit, 5D, is already covered by its own open "
                    "request, WO-61031.",
                    "ev_16",
                    "ev_18",
                ),
                "unsupported_ref",
                "already covered by its own open request, WO-61031",
                "ev_16 and ev_18 are the urgent proposal and her no; WO-61031 for 5D is in ev_13 "
                "and ev_15",
            ),
        ],
    },
    "tenant-pet@m23": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Keisha Odom, who lives in 1114 at Juniper Row Lofts, called to register the "
                    "dog she is adopting this Saturday, and then asked about a package locker code "
                    "that wasn't working.",
                    "ev_2",
                    "ev_6",
                    "ev_26",
                ),
                decisions=[
                    it(
                        "She described the dog as Pepper, a two-year-old beagle mix of about 24 "
                        "pounds, and asked for the one-time $350 fee to go on her resident account "
                        "rather than her card so she could pay it with November rent.",
                        "ev_14",
                    ),
                    it(
                        "Once she agreed, Pepper was registered as PET-8821, arriving Saturday, "
                        "October 19; the $350.00 fee was posted to her account as charge "
                        "CHG-41277, due with November rent, and $40.00 monthly pet rent begins "
                        "November 1.",
                        "ev_16",
                        "ev_19",
                        "ev_22",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "Of her two packages, the UPS one in locker 14 had an expired code, so "
                        "with her okay a new code, 730615, was issued for that locker, valid "
                        "through October 18 and texted to her.",
                        "ev_28",
                        "ev_30",
                        "ev_32",
                        "ev_35",
                        "ev_36",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it("Only the dog should be registered for now; a cat may come later.", "ev_14"),
                ],
                open_threads=[
                    it(
                        "Pepper's rabies certificate and a photo still need to be uploaded by "
                        "October 26.",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                next_steps=[
                    it(
                        "Keisha should collect the UPS package before it goes back to the carrier "
                        "on October 17; the USPS package in locker 31 opens with its existing "
                        "code.",
                        "ev_28",
                        "ev_30",
                        "ev_37",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Keisha Odom (RES-46612, Juniper Row 1114): register new dog Pepper; fix a "
                    "package-locker code",
                    "ev_2",
                    "ev_6",
                    "ev_26",
                ),
                decisions=[
                    it(
                        "register_pet executed after her yes → PET-8821: Pepper, beagle mix, 24 "
                        "lb, arriving Sat 10/19",
                        "ev_16",
                        "ev_19",
                        "ev_22",
                        "ev_23",
                    ),
                    it(
                        "Pet fee $350 billed to her resident account (CHG-41277), due 2024-11-01 "
                        "with Nov rent, not to her card; pet rent $40/mo from 2024-11-01",
                        "ev_14",
                        "ev_17",
                        "ev_23",
                    ),
                    it(
                        "reissue_locker_code executed for locker 14 (UPS, code expired 10/14) → "
                        "730615, valid thru 2024-10-18, texted to 916-555-0123; locker 31 (USPS) "
                        "code untouched",
                        "ev_28",
                        "ev_31",
                        "ev_35",
                        "ev_36",
                        "ev_37",
                    ),
                ],
                constraints=[
                    it("Fee on the account, not the card", "ev_14"),
                    it("Just the dog for now; a cat maybe later, not registered", "ev_14", "ev_25"),
                    it("Policy: max 2 pets, dogs ≤60 lb; pet fee non-refundable", "ev_12", "ev_13"),
                ],
                open_threads=[
                    it("Rabies certificate + photo due 2024-10-26", "ev_23"),
                    it(
                        "Locker 14 package goes back to UPS 10/17 if not picked up",
                        "ev_28",
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
                "decisions[1]",
                it(
                    "Pet fee $350 charged to her card on file (CHG-41277); pet rent $40/mo from "
                    "2024-11-01",
                    "ev_17",
                    "ev_23",
                ),
                "false_status:wrong_effect",
                "charged to her card on file",
                "register_pet billed the fee to her resident account, fee_billing "
                "resident_account, due 2024-11-01 (ev_18, ev_23, ev_25); she asked for it not to "
                "go on her card (ev_14)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Of her two packages, the one in locker 31 was given a new code, 730615, valid "
                    "through October 18 and texted to her.",
                    "ev_28",
                    "ev_30",
                    "ev_32",
                    "ev_35",
                    "ev_36",
                    "ev_37",
                ),
                "false_status:other_target",
                "the one in locker 31 was given a new code",
                "the code was reissued for locker 14 (act_31, ev_36); locker 31's code was left "
                "unchanged (ev_37)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Once she agreed, Pepper was registered as PET-8821, arriving Saturday, "
                    "October 19; the $350.00 fee was posted to her account as charge CHG-41277, "
                    "due with November rent, and $35.00 monthly pet rent begins November 1.",
                    "ev_16",
                    "ev_19",
                    "ev_22",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_amount",
                "$35.00 monthly pet rent",
                "pet rent is $40.00 a month (ev_12, ev_16, ev_25)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it("Rabies certificate + photo due 2024-10-19", "ev_23"),
                "wrong_date",
                "due 2024-10-19",
                "the documents are due 2024-10-26 (ev_23, ev_25); October 19 is Pepper's "
                "arrival (ev_16)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Of her two packages, the UPS one in locker 14 had an expired code, so with "
                    "her okay a new code, 730651, was issued for that locker, valid through "
                    "October 18 and texted to her.",
                    "ev_28",
                    "ev_30",
                    "ev_32",
                    "ev_35",
                    "ev_36",
                    "ev_37",
                ),
                "wrong_id",
                "730651",
                "the new locker code is 730615 (ev_36, ev_37)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "register_pet executed after her yes → PET-8821: Pepper, beagle mix, 42 lb, "
                    "arriving Sat 10/19",
                    "ev_16",
                    "ev_19",
                    "ev_22",
                    "ev_23",
                ),
                "wrong_value:weight",
                "42 lb",
                "Pepper weighs about 24 lb (ev_14, ev_16, ev_18)",
            ),
        ],
    },
    "tenant-roommate@m21": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Hannah Cho appears to want her boyfriend, Felix Brandt, added to her lease "
                    "for Wrenfield Commons A-302 as a full leaseholder, plus a storage unit for "
                    "his things.",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                    "ev_25",
                ),
                decisions=[
                    it(
                        "She chose to add him as a co-leaseholder rather than an occupant, which "
                        "means he has to apply and be screened.",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "An application invitation seems to have been sent to "
                        "felix.brandt@example.net under APP-67310; the link expires November 25, "
                        "and he is not on the lease until he is approved and both sign an "
                        "amendment.",
                        "ev_18",
                        "ev_21",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "She picked the larger storage unit, S-27 (5x10 ft in building C, $65 a "
                        "month), to start December 1.",
                        "ev_29",
                        "ev_30",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it(
                        "The $50 application fee is to be paid by Felix and not charged to her "
                        "account.",
                        "ev_14",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "The storage unit has been proposed but she has not confirmed it yet, so "
                        "it is likely still pending.",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                next_steps=[
                    it("Wait for her yes before adding S-27.", "ev_32"),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Hannah Cho (LS-755014, Wrenfield A-302): add boyfriend Felix Brandt to the "
                    "lease; storage from Dec 1.",
                    "ev_2",
                    "ev_6",
                    "ev_14",
                    "ev_25",
                ),
                decisions=[
                    it(
                        "invite_co_applicant executed: Felix Brandt as co-leaseholder, APP-67310 "
                        "emailed to felix.brandt@example.net, expires 2024-11-25.",
                        "ev_17",
                        "ev_21",
                        "ev_22",
                    ),
                    it(
                        "Fee payer: applicant ($50, paid by Felix); rent unchanged at $1,760/mo.",
                        "ev_16",
                        "ev_22",
                    ),
                    it(
                        "Storage: she chose the bigger unit, S-27 (5x10, bldg C, $65/mo), over "
                        "S-12 (4x6, $40).",
                        "ev_27",
                        "ev_29",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("Nothing on her account for the application fee.", "ev_14"),
                ],
                open_threads=[
                    it(
                        "add_storage_unit S-27 from 2024-12-01 proposed; awaiting her yes.",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "Screening takes 2-3 business days after he submits; then both sign the "
                        "amendment.",
                        "ev_24",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[3]",
                it("S-27 added from 2024-12-01 at $65/mo.", "ev_32", "ev_33"),
                "false_status:pending",
                "S-27 added",
                "add_storage_unit act_33 is only proposed and pending (ev_33); Hannah has not "
                "answered",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "An application invitation was sent to felix.brandt@example.net under "
                    "APP-67310, and Felix now appears to be on the lease as a co-leaseholder.",
                    "ev_18",
                    "ev_21",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:wrong_effect",
                "Felix now appears to be on the lease",
                "invite_co_applicant only sent an application invitation (ev_22); he joins the "
                "lease only after screening and a signed amendment (ev_13, ev_24)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Storage: she chose the bigger unit, S-27 (5x10, bldg C, $40/mo), over S-12 "
                    "(4x6).",
                    "ev_27",
                    "ev_29",
                    "ev_30",
                ),
                "wrong_amount",
                "$40/mo",
                "S-27 is $65/month (ev_27, ev_29, ev_32); $40 is S-12's price",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "The $50 application fee is to be charged to her account rather than paid by "
                    "Felix.",
                    "ev_14",
                    "ev_16",
                ),
                "inverted_constraint",
                "charged to her account rather than paid by Felix",
                "Hannah said the fee is his, don't put it on her account (ev_14)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "constraints[1]",
                it("She would prefer the storage unit to be in her own building, A.", "ev_29"),
                "misattributed_decision",
                "She would prefer the storage unit to be in her own building",
                "the agent pointed out that S-12 is in her building (ev_29); Hannah chose the "
                "bigger unit, S-27 in building C (ev_30)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "invite_co_applicant executed: Felix Brandt as occupant, APP-67310 emailed to "
                    "felix.brandt@example.net, expires 2024-11-25.",
                    "ev_17",
                    "ev_21",
                    "ev_22",
                ),
                "wrong_value:role",
                "as occupant",
                "Felix is invited as co-leaseholder (ev_14, ev_17); Hannah said on the lease, not "
                "just living there (ev_2)",
            ),
        ],
    },
    "tenant-deposit@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A problem with one charge on the deposit statement for Kestrel Point 4B was "
                    "raised by Ben Adeyemi, a former resident who moved out at the end of August.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "His $1,500.00 deposit was reduced by $180.00 for carpet cleaning, $95.00 "
                        "for drywall repair and $42.18 for August water/sewer, leaving a refund of "
                        "$1,182.82 on statement DEP-7714.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "The refund method was changed from a mailed check to direct deposit into "
                        "his Golden State Bank checking ending 6604, with the $1,182.82 expected "
                        "by October 3.",
                        "ev_20",
                        "ev_24",
                        "ev_25",
                        "ev_30",
                    ),
                    it(
                        "A dispute, DSP-2290, was opened for the $95.00 drywall charge on the "
                        "grounds that the damage was pre-existing and shows in his move-in photos; "
                        "a decision is due by October 14.",
                        "ev_15",
                        "ev_27",
                        "ev_28",
                        "ev_30",
                    ),
                ],
                constraints=[
                    it("The carpet cleaning charge is not being contested.", "ev_15"),
                ],
                next_steps=[
                    it(
                        "His move-in photos are to be uploaded through the link sent to "
                        "ben.adeyemi@example.net, which he said would be done tonight.",
                        "ev_28",
                        "ev_30",
                        "ev_31",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Ben Adeyemi wants to challenge the drywall charge on his deposit statement "
                    "for unit 4B and get his refund by direct deposit.",
                    "ev_2",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "His refund of $1,182.82 will now go by direct deposit to Golden State "
                        "Bank checking ending 6604 and should arrive by October 3. No check will "
                        "be mailed.",
                        "ev_25",
                        "ev_30",
                    ),
                    it(
                        "Dispute DSP-2290 was opened for the $95.00 drywall repair charge, and a "
                        "decision is expected by October 14.",
                        "ev_28",
                        "ev_30",
                    ),
                    it(
                        "The agent explained that the dispute does not hold up the rest of the "
                        "refund; if Ben wins, the $95.00 will be paid separately.",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "He accepts the $180.00 carpet cleaning charge and is only disputing the "
                        "drywall repair.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                next_steps=[
                    it(
                        "Ben will upload his move-in photos tonight using the link emailed to him.",
                        "ev_30",
                        "ev_31",
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
                    "The dispute of the $95.00 drywall charge could not be opened, so that charge "
                    "stands.",
                    "ev_28",
                    "ev_30",
                ),
                "false_status:other_status",
                "could not be opened",
                "open_deposit_dispute act_19 was approved (ev_22) and executed (ev_27); the "
                "result is DSP-2290, open (ev_28), as the agent reported (ev_30)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "It was arranged for the $1,182.82 refund to be sent as a check to 88 Larkin "
                    "Way, Davis, arriving by October 3.",
                    "ev_24",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "sent as a check to 88 Larkin Way",
                "update_refund_method switched the refund to direct deposit, account ending 6604 "
                "(ev_25); the agent said no check will be mailed (ev_30)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "His $1,500.00 deposit was reduced by $180.00 for carpet cleaning, $95.00 for "
                    "drywall repair and $42.18 for August water/sewer, leaving a refund of "
                    "$1,277.82 on statement DEP-7714.",
                    "ev_12",
                    "ev_14",
                ),
                "wrong_amount",
                "$1,277.82",
                "the refund is $1,182.82 (ev_12, ev_14); $1,277.82 leaves out the $95.00 "
                "drywall charge",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "He accepts the $150.00 carpet cleaning charge and is only disputing the "
                    "drywall repair.",
                    "ev_14",
                    "ev_15",
                ),
                "wrong_amount",
                "$150.00 carpet cleaning charge",
                "the carpet cleaning charge is $180.00 (ev_12, ev_14)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Dispute DEP-7714 was opened for the $95.00 drywall repair charge, and a "
                    "decision is expected by October 14.",
                    "ev_28",
                    "ev_30",
                ),
                "wrong_id",
                "Dispute DEP-7714",
                "the dispute is DSP-2290 (ev_28, ev_30); DEP-7714 is the deposit statement (ev_12)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Ben asked for the undisputed $1,182.82 to be released without waiting for the "
                    "dispute.",
                    "ev_15",
                    "ev_17",
                ),
                "misattributed_decision",
                "Ben asked for the undisputed $1,182.82 to be released",
                "releasing the undisputed part on schedule was the agent's statement (ev_17); "
                "Ben only disputed the drywall charge and asked for direct deposit (ev_15)",
            ),
        ],
    },
}
