"""Hand-written candidate summaries, part 6: furniture@m18, leave@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "cowork-furniture@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Agathe Thorncastle (TG-40265, Teasel Survey, desk D-118): standing desk "
                    "for her back",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Standing desk FO-5520 ordered after her yes: Lovage Office Supply, "
                        "$28/mo from delivery, 3-mo minimum",
                        "ev_19",
                        "ev_22",
                        "ev_27",
                    ),
                    it(
                        "Delivery date NOT confirmed yet; supplier to confirm by Fri 3/6",
                        "ev_27",
                        "ev_33",
                    ),
                    it(
                        "Monitor ADD-7741 added: install Thu 3/5, $16/mo from the 4/1 invoice",
                        "ev_22",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it("Her desk only; Tancred (D-119) keeps his", "ev_16", "ev_17"),
                ],
                rejected=[
                    it("Locker ($14/mo): no", "ev_16", "ev_17"),
                    it(
                        "Standing desk for Tancred Oakenfold, suggested by the agent: declined",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "Wants the desk in before the 12th (client walkthrough); not answered",
                        "ev_34",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Agathe Thorncastle appears to want a standing desk at her fixed desk, "
                    "D-118, because of back pain.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "An electric standing desk seems to have been ordered from Lovage "
                        "Office Supply (FO-5520) at $28 a month, though the supplier has not "
                        "yet confirmed a delivery date.",
                        "ev_22",
                        "ev_27",
                        "ev_33",
                    ),
                    it(
                        "A 27-inch monitor was also added (ADD-7741) at $16 a month and should "
                        "be installed on March 5.",
                        "ev_19",
                        "ev_22",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it(
                        "She apparently wants the standing desk only for herself, not for her "
                        "colleague Tancred Oakenfold.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it("She did not want a locker.", "ev_17"),
                ],
                open_threads=[
                    it(
                        "She would like the desk delivered before the 12th for a client "
                        "walkthrough; the supplier is only expected to confirm a date by "
                        "March 6.",
                        "ev_27",
                        "ev_34",
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
                    "Delivery confirmed by the supplier for Fri 3/6",
                    "ev_27",
                    "ev_33",
                ),
                "false_status:wrong_effect",
                "Delivery confirmed by the supplier",
                "the order is awaiting_supplier_confirmation with no delivery date (ev_27); "
                "March 6 is only when the supplier should confirm (ev_33)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "rejected[0]",
                it("A locker was added for her as well.", "ev_17"),
                "false_status:no_such_action",
                "A locker was added for her",
                "she said no locker (ev_17); the ledger holds no locker action",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Standing desk FO-5520 ordered after her yes for Tancred's D-119: Lovage "
                    "Office Supply, $28/mo from delivery, 3-mo minimum",
                    "ev_19",
                    "ev_22",
                    "ev_27",
                ),
                "false_status:other_target",
                "for Tancred's D-119",
                "the order is for D-118, Agathe's desk (ev_19, ev_25); Tancred's desk was "
                "left out (ev_17)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "A 27-inch monitor was also added (ADD-7741) at $28 a month and should be "
                    "installed on March 5.",
                    "ev_19",
                    "ev_22",
                    "ev_31",
                ),
                "wrong_amount",
                "at $28 a month",
                "the monitor is $16 a month (ev_31); $28 is the standing desk",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Monitor ADD-7741 added: install Fri 3/6, $16/mo from the 4/1 invoice",
                    "ev_22",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_date",
                "install Fri 3/6",
                "the monitor is installed on Thursday, March 5 (ev_31, ev_33)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She suggested doing both desks at once but apparently wants the standing "
                    "desk only for herself for now.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "She suggested doing both desks at once",
                "the agent suggested a standing desk for Tancred too (ev_16); Agathe said just "
                "hers (ev_17)",
            ),
        ],
    },
    "cowork-leave@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "The ending of a departing designer's hot desk was requested by Morwenna "
                    "Pennefather, admin of Cormorant Media.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Notice was given on Leocadia Hartigan's membership MS-52201 "
                        "(CXL-9017); it ends on April 30, 2026, with a last charge of $240 on "
                        "the April 1 invoice.",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Her $240 deposit is held until checkout, and the refund is to be "
                        "decided by the finance team after the inspection.",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "The move of locker L-09 to Fintan Vasquez-Orme from May 1 at $14 a "
                        "month was agreed to by Morwenna, but it has not been carried out yet.",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it(
                        "Only Leocadia's membership is to be ended; Fintan's MS-52202 is to be "
                        "kept.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "Ending the membership on March 31 was asked for but refused, as the "
                        "notice period cannot be shortened.",
                        "ev_17",
                        "ev_19",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Morwenna Pennefather (ACC-4477, Cormorant Media): end designer Leocadia "
                    "Hartigan's hot desk at Skerrow Wharf",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "CXL-9017: MS-52201 ends 4/30/2026; last $240 on the 4/1 invoice",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "Deposit $240 held until checkout; finance decides the refund",
                        "ev_25",
                    ),
                    it(
                        "Locker L-09 → Fintan (MS-52202) from 5/1, $14/mo: her yes given, not "
                        "done yet",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("Only Leocadia's; Fintan stays", "ev_17"),
                ],
                rejected=[
                    it(
                        "End on 3/31: refused (1 calendar month notice, no proration)",
                        "ev_16",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it("Call transfer_locker for L-09, then confirm to Morwenna", "ev_29", "ev_31"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Locker L-09 was moved to Fintan Vasquez-Orme from May 1 at $14 a month, "
                    "as agreed by Morwenna.",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:pending",
                "Locker L-09 was moved to Fintan",
                "transfer_locker (act_30) is approved by her yes (ev_31, ev_33) but not called",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "rejected[0]",
                it("Notice waived so it ends 3/31, since she leaves on the 20th", "ev_17", "ev_19"),
                "false_status:no_such_action",
                "Notice waived",
                "the agent refused to shorten the notice (ev_19); no waiver exists and "
                "MS-52201 ends April 30 (ev_25)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Notice was given on Leocadia Hartigan's membership MS-52201 (CXL-9017); "
                    "it ends on May 31, 2026, with a last charge of $240 on the April 1 "
                    "invoice.",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "it ends on May 31, 2026",
                "MS-52201 ends on April 30, 2026 (ev_25, ev_27)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it("Deposit $480 held until checkout; finance decides the refund", "ev_25"),
                "wrong_amount",
                "Deposit $480",
                "Leocadia's deposit is $240 (ev_25); $480 is both memberships' deposits",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Fintan's membership MS-52202 was ended along with Leocadia's.",
                    "ev_17",
                    "ev_25",
                ),
                "false_status:other_target",
                "Fintan's membership MS-52202 was ended",
                "only MS-52201 was cancelled (ev_25); Morwenna said Fintan stays (ev_17)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "CXL-9071: MS-52201 ends 4/30/2026; last $240 on the 4/1 invoice",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_id",
                "CXL-9071",
                "the cancellation is CXL-9017 (ev_25, ev_27)",
            ),
        ],
    },
}
