"""Hand-written candidate summaries, part 4: coowner@m18, interconnect@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "solar-coowner@m18": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "hortensia vail QM-515038 - let brother lucan (co-owner) deal w/ the "
                    "install while she's abroad till april",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "lucan vail added as authorized contact AC-1077 after her yes - "
                        "scheduling + account info only",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "no payments, no contract changes for lucan; agent had suggested all 4 "
                        "levels",
                        "ev_15",
                        "ev_16",
                    ),
                    it("ambrose kettridge AC-1042 left as is (scheduling)", "ev_16", "ev_26"),
                ],
                constraints=[
                    it(
                        "extra work found on install day needs hortensia's ok by email/phone, "
                        "lucan can't approve it",
                        "ev_21",
                        "ev_22",
                    ),
                ],
                open_threads=[
                    it("she wants an email copy of the change", "ev_29"),
                ],
                next_steps=[
                    it("email her a copy; install stays thu 3/4", "ev_28", "ev_29"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Hortensia Vail, who is abroad until April, wanted her brother Lucan, a "
                    "co-owner of the house, to be able to deal with Quillmoor about the "
                    "install in her absence.",
                    "ev_1",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent laid out four authorization levels and suggested giving "
                        "Lucan all of them, but Hortensia chose scheduling and account "
                        "information only, ruling out payments and signing anything.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "When she asked whether Lucan could approve extra costs found on "
                        "install day, the agent explained that he could not: the crew would "
                        "need her OK by email or phone.",
                        "ev_20",
                        "ev_21",
                    ),
                    it(
                        "She then said yes, and Lucan was added as authorized contact AC-1077 "
                        "with scheduling and account information, while Ambrose Kettridge's "
                        "access stayed unchanged.",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                open_threads=[
                    it(
                        "Her install is still set for Thursday, March 4, and she has asked for "
                        "a copy of the change by email.",
                        "ev_28",
                        "ev_29",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "lucan vail added as authorized contact AC-1071 after her yes - scheduling "
                    "+ account info only",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_id",
                "AC-1071",
                "Lucan's contact id is AC-1077 (ev_26, ev_28)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "ambrose kettridge AC-1042 given scheduling + account info after her yes",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:other_target",
                "ambrose kettridge AC-1042 given scheduling + account info",
                "add_authorized_contact act_19 added Lucan Vail as AC-1077 (ev_26); Ambrose "
                "Tarrant's access (scheduling) was left as it was (ev_16, ev_26, ev_28)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "no payments, no contract changes for lucan; agent had suggested all 4 levels",
                    "ev_4",
                    "ev_9",
                ),
                "unsupported_ref",
                "no payments, no contract changes",
                "ev_4 and ev_9 are her name and phone and the service address; the levels, "
                "the suggestion and her limits are in ev_15 and ev_16",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "She then decided against it, so Lucan was not added, and Ambrose Kettridge's "
                    "access stayed unchanged.",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:other_status",
                "Lucan was not added",
                "she said yes (ev_22) and add_authorized_contact act_19 executed: Lucan is "
                "AC-1077 (ev_25, ev_26, ev_28)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Hortensia herself pointed out that Lucan could not approve extra costs "
                    "found on install day, so the crew would need her OK by email or phone.",
                    "ev_20",
                    "ev_21",
                ),
                "misattributed_decision",
                "Hortensia herself pointed out",
                "she asked the question (ev_20); the agent explained that Lucan can't approve "
                "change orders (ev_21)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Her install is still set for Thursday, March 11, and she has asked for a "
                    "copy of the change by email.",
                    "ev_28",
                    "ev_29",
                ),
                "wrong_date",
                "Thursday, March 11",
                "the install is on Thursday, March 4 (ev_6, ev_28)",
            ),
        ],
    },
    "solar-interconnect@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Philippa Grennan's house solar system is to be moved through the utility "
                    "and town approvals so that it can be finished before the end of March.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "It was explained by the agent that two approvals are needed for the "
                        "house system (job J-50512, 6.15 kW): interconnection, decided by "
                        "Marren Valley Power, and the electrical permit, decided by the Town "
                        "of Lowick Bay.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Filing for the garage system (QT-3251) at the same time was suggested "
                        "by the agent, but it was declined by Philippa because that quote has "
                        "not been signed.",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "After her yes, interconnection application IX-44812 was submitted to "
                        "Marren Valley Power; it is pending the utility's review, with a "
                        "decision expected by March 3, 2027.",
                        "ev_20",
                        "ev_25",
                        "ev_31",
                    ),
                    it(
                        "Permit application EP-27-0193 was filed with the Lowick Bay building "
                        "department and is under review, with a decision expected by February "
                        "19; the $385 fee was paid from her contract.",
                        "ev_20",
                        "ev_29",
                        "ev_31",
                    ),
                ],
                constraints=[
                    it("Nothing is to be filed for the garage.", "ev_15"),
                ],
                open_threads=[
                    it(
                        "It has been asked by Philippa whether she will be told when the "
                        "decisions come back or has to chase them.",
                        "ev_32",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Philippa Grennan (QM-220914): utility + town approvals for the house "
                    "system, done before end of March",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Filed on her yes, house job J-50512 only: IX-44812 (Marren Valley "
                        "Power, pending utility review, decision ~3/3) + EP-27-0193 (Town of "
                        "Lowick Bay permit, under review, ~2/19, $385 from contract). Neither "
                        "approved",
                        "ev_20",
                        "ev_25",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "Garage (J-50513, QT-3251, not signed): agent offered to file it too; "
                        "she said leave it",
                        "ev_10",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                constraints=[
                    it(
                        "Before end of March is her goal; agent: likely if the utility decides "
                        "by 3/3, not promised",
                        "ev_2",
                        "ev_31",
                    ),
                ],
                open_threads=[
                    it("Will we tell her when they come back, or must she chase?", "ev_32"),
                ],
                next_steps=[
                    it("Schedule the install once both come back", "ev_31"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "Permit EP-27-0193 was issued by the Lowick Bay building department; the "
                    "$385 fee was paid from her contract.",
                    "ev_20",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:wrong_effect",
                "was issued by the Lowick Bay building department",
                "file_electrical_permit act_19 only filed the application: it is under review "
                "at the town, decision expected by February 19 (ev_29, ev_31)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Filing for the garage system (QT-3251) at the same time was suggested by "
                    "Philippa, but it was dropped because that quote has not been signed.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "was suggested by Philippa",
                "the agent offered to file for the garage too (ev_14); Philippa refused it (ev_15)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "Permit application EP-27-0193 was filed with the Lowick Bay building "
                    "department and is under review, with a decision expected by February 19; "
                    "the $358 fee was paid from her contract.",
                    "ev_20",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_amount",
                "$358 fee",
                "the permit fee is $385 (ev_29, ev_31)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Filed on her yes, garage job J-50513: IX-44812 (Marren Valley Power, "
                    "pending utility review, decision ~3/3) + EP-27-0193 (Town of Lowick Bay "
                    "permit, under review, ~2/19, $385 from contract). Neither approved",
                    "ev_20",
                    "ev_25",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:other_target",
                "garage job J-50513",
                "both filings are for the house job J-50512 (ev_24, ev_25, ev_28, ev_29); she "
                "refused filing for the garage (ev_15)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[2]",
                it("Install booked for late March, ahead of her deadline", "ev_31"),
                "false_status:no_such_action",
                "Install booked for late March",
                "no install was proposed or booked; the agent said the install can be "
                "scheduled only once both approvals come back (ev_31)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Filed on her yes, house job J-50512 only: IX-44812 (Marren Valley Power, "
                    "pending utility review, decision ~3/13) + EP-27-0193 (Town of Lowick Bay "
                    "permit, under review, ~2/19, $385 from contract). Neither approved",
                    "ev_20",
                    "ev_25",
                    "ev_29",
                    "ev_31",
                ),
                "wrong_date",
                "decision ~3/13",
                "the utility's decision is expected by March 3, 2027 (ev_25, ev_31)",
            ),
        ],
    },
}
