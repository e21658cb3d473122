"""Hand-written candidate summaries, part 2: bill, records and the referral session (4 points).

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "clinic-bill@m33": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Ruth Lindgren (MRN 00562290, acct GA-562290) disputing part of her "
                    "$1,200.00 statement of 10/01 (due 10/20) and arranging to pay the rest",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Late-cancel fee CHG-882514 ($50.00, 9/19 Quintero f/u) waived, "
                        "WV-20417: ER visit the night before, first late cancel in 12 mo; "
                        "balance $1,200.00 → $1,150.00",
                        "ev_12",
                        "ev_17",
                        "ev_19",
                        "ev_24",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "Payment plan PP-33085 on MRI charge CHG-881402 ($1,090.00): 6 × $181.67 "
                        "(last $181.65), 0% interest, autopay 1st of month 2024-11-01 → "
                        "2025-04-01, Visa x4417 (PM-7781)",
                        "ev_42",
                        "ev_46",
                        "ev_49",
                        "ev_50",
                    ),
                ],
                constraints=[
                    it("Monthly payment under $200; shortest term that fits", "ev_36"),
                    it(
                        "Not the HSA card (x0932): not enough left on it this year",
                        "ev_38",
                        "ev_40",
                    ),
                ],
                open_threads=[
                    it(
                        "$60.00 copay CHG-881977 (9/5 visit w/ Dr. Quintero) still open, due "
                        "10/20; Ruth will pay it herself via the portal next week",
                        "ev_12",
                        "ev_52",
                        "ev_53",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Help was requested with a $1,200 statement, part of which the patient, "
                    "Ruth Lindgren, believed she should not owe.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The $50 late cancellation fee from September 19 was waived (WV-20417) "
                        "after it was confirmed as her first late cancellation in 12 months, the "
                        "cancellation having been caused by an ER visit.",
                        "ev_17",
                        "ev_19",
                        "ev_28",
                    ),
                    it(
                        "The balance was reduced from $1,200.00 to $1,150.00 by the waiver.",
                        "ev_12",
                        "ev_28",
                    ),
                    it(
                        "A six-month, interest-free payment plan (PP-33085) was set up for the "
                        "$1,090 MRI balance at $181.67 per month, to be charged to her Visa "
                        "ending in 4417 starting November 1.",
                        "ev_42",
                        "ev_46",
                        "ev_50",
                    ),
                ],
                constraints=[
                    it("Monthly payments were to be kept under $200.", "ev_36"),
                    it("The HSA card is not to be used for the plan.", "ev_38"),
                ],
                next_steps=[
                    it(
                        "The remaining $60 copay from the September 5 visit is to be paid by "
                        "Ruth herself through the portal next week; it is due October 20.",
                        "ev_52",
                        "ev_53",
                        "ev_54",
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
                    "Payment plan PP-33085 on MRI charge CHG-881402 ($1,090.00): first "
                    "installment of $181.67 charged today to Visa x4417; remaining 5 on the "
                    "1st of each month",
                    "ev_42",
                    "ev_46",
                    "ev_49",
                    "ev_50",
                ),
                "false_status:wrong_effect",
                "first installment of $181.67 charged today",
                "set_up_payment_plan (act_45) charged nothing today; the first payment is on "
                "2024-11-01 (ev_50)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A six-month, interest-free payment plan (PP-33085) was set up for the "
                    "$1,090 MRI balance at $109.00 per month, to be charged to her Visa ending "
                    "in 4417 starting November 1.",
                    "ev_42",
                    "ev_46",
                    "ev_50",
                ),
                "wrong_amount",
                "$109.00 per month",
                "the 6-month plan is $181.67 a month (ev_42, ev_50); $109.00 is the 10-month "
                "option (ev_34)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Late-cancel fee CHG-882514 ($60.00, 9/19 Quintero f/u) waived, WV-20417: "
                    "ER visit the night before, first late cancel in 12 mo; balance $1,200.00 "
                    "→ $1,150.00",
                    "ev_12",
                    "ev_17",
                    "ev_19",
                    "ev_24",
                    "ev_27",
                    "ev_28",
                ),
                "wrong_amount",
                "$60.00",
                "the late cancellation fee is $50.00 (ev_12, ev_28); $60.00 is the copay",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[1]",
                it("The plan is to be charged to the HSA card rather than the Visa.", "ev_38"),
                "inverted_constraint",
                "charged to the HSA card rather than the Visa",
                "Ruth asked for the Visa ending 4417, not the HSA card (ev_38)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "$60.00 copay CHG-881977 (9/5 visit w/ Dr. Quintero) paid on the Visa x4417 "
                    "during the call",
                    "ev_52",
                    "ev_53",
                ),
                "false_status:no_such_action",
                "paid on the Visa x4417 during the call",
                "no payment was made: Ruth declined and will pay the copay in the portal next "
                "week (ev_53); the ledger holds no payment",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The $50 late cancellation fee from September 19 was waived (WV-20417); "
                    "Ruth pointed out that no documentation is needed for a first waiver.",
                    "ev_17",
                    "ev_19",
                    "ev_28",
                ),
                "misattributed_decision",
                "Ruth pointed out that no documentation is needed",
                "the waiver check and the agent said no papers are needed (ev_19, ev_20); Ruth "
                "offered her discharge papers (ev_17)",
            ),
        ],
    },
    "clinic-records@m24": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Arturo Benítez is moving his cardiology care to Dr. Lena Fischbach at "
                    "Summit Heart Associates, outside the group, and wants his records sent to "
                    "her and his upcoming cardiology visit cancelled.",
                    "ev_2",
                    "ev_15",
                    "ev_25",
                ),
                decisions=[
                    it(
                        "His cardiology follow-up with Dr. Wierzbicki on Tuesday, November 5 at "
                        "9:00 AM was cancelled at his request, with no fee.",
                        "ev_15",
                        "ev_16",
                        "ev_19",
                        "ev_22",
                        "ev_23",
                    ),
                    it(
                        "He approved a release of his 2024 cardiology visit notes (Feb 6, Jun "
                        "18, Sep 10), the June 18 echocardiogram report and his medication list "
                        "to Dr. Fischbach by fax, under authorization AUTH-60912. The release "
                        "has not been sent yet.",
                        "ev_30",
                        "ev_35",
                        "ev_37",
                        "ev_38",
                    ),
                ],
                constraints=[
                    it(
                        "His annual physical with Dr. Mehta on December 2 stays on the calendar.",
                        "ev_14",
                        "ev_15",
                    ),
                    it("His counseling notes must not be included.", "ev_30"),
                    it("Fischbach's office asked for fax, at 555-0147.", "ev_30", "ev_34"),
                ],
                next_steps=[
                    it(
                        "Send the records by secure fax and let him know when it's done.",
                        "ev_35",
                        "ev_37",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Arturo Benítez (MRN 00295517): cancel cardiology f/u, release records to "
                    "new outside cardiologist",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "APT-5572140 (Wierzbicki, 11/5 9:00, Riverside) cancelled, no fee",
                        "ev_16",
                        "ev_21",
                        "ev_22",
                        "ev_23",
                    ),
                    it(
                        "Records release to Dr. Lena Fischbach, Summit Heart Associates, fax "
                        "555-0147: approved by Arturo, not yet sent",
                        "ev_35",
                        "ev_36",
                        "ev_37",
                        "ev_38",
                    ),
                    it(
                        "Scope: DOC-118220, DOC-120455, DOC-120461 (echo 6/18), DOC-123007 + "
                        "medication list; AUTH-60912 (signed 10/1); no charge",
                        "ev_28",
                        "ev_29",
                        "ev_31",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it("Exclude behavioral health / counseling notes", "ev_25", "ev_30"),
                    it("Keep physical APT-5580012 (Mehta, 12/2)", "ev_14", "ev_15"),
                ],
                next_steps=[it("Send the release by fax; confirm to Arturo", "ev_36", "ev_38")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "He approved a release of his 2024 cardiology visit notes (Feb 6, Jun 18, "
                    "Sep 10), the June 18 echocardiogram report and his medication list to Dr. "
                    "Fischbach under authorization AUTH-60912, and the records have been faxed "
                    "to her office.",
                    "ev_30",
                    "ev_35",
                    "ev_37",
                    "ev_38",
                ),
                "false_status:pending",
                "the records have been faxed",
                "the release act_36 is approved (ev_38) but no release_records call was made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "APT-5580012 (Mehta, 12/2 1:30, Elm St) cancelled, no fee",
                    "ev_16",
                    "ev_21",
                    "ev_22",
                    "ev_23",
                ),
                "false_status:other_target",
                "APT-5580012 (Mehta, 12/2 1:30, Elm St) cancelled",
                "act_18 cancelled the cardiology visit APT-5572140 (ev_21, ev_23); Arturo asked "
                "to keep the physical APT-5580012 (ev_15)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[1]",
                it("His counseling notes from last year should be included.", "ev_30"),
                "inverted_constraint",
                "should be included",
                "Arturo said not his counseling notes, those stay here (ev_30)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Records release to Dr. Lena Fischbach, Summit Heart Associates, fax "
                    "555-0148: approved by Arturo, not yet sent",
                    "ev_35",
                    "ev_36",
                    "ev_37",
                    "ev_38",
                ),
                "wrong_value:fax",
                "fax 555-0148",
                "the fax is 555-0147 (ev_30, ev_34, ev_36); 555-0148 is the practice's phone "
                "(ev_34)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "His cardiology follow-up with Dr. Wierzbicki on Tuesday, November 12 at "
                    "9:00 AM was cancelled at his request, with no fee.",
                    "ev_15",
                    "ev_16",
                    "ev_19",
                    "ev_22",
                    "ev_23",
                ),
                "wrong_date",
                "November 12",
                "the cancelled visit was on 2024-11-05 (ev_12, ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Scope: DOC-118220, DOC-120455, DOC-120461 (echo 6/18), DOC-123007 + "
                    "medication list; AUTH-60921 (signed 10/1); no charge",
                    "ev_28",
                    "ev_29",
                    "ev_31",
                    "ev_35",
                ),
                "wrong_id",
                "AUTH-60921",
                "the authorization is AUTH-60912 (ev_25, ev_26, ev_36)",
            ),
        ],
    },
    "clinic-referral@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Keisha Warren (MRN 00850413, Northshore HMO Select): orthopedics referral "
                    "for right knee pain; status of her knee MRI prior auth",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_16",
                ),
                decisions=[
                    it(
                        "Referral REF-918305 from Jordan Blake, NP to Dr. Emi Sato (Riverside): "
                        "submitted to Northshore, 3 visits, valid through Jan 12, 2025",
                        "ev_27",
                        "ev_29",
                        "ev_30",
                        "ev_33",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it("HMO: specialist visits need an active PCP referral", "ev_22"),
                ],
                rejected=[
                    it(
                        "Referral to Dr. Rafael Quintero (suggested in Blake's Oct 7 order): "
                        "Keisha declined, sister's bad experience",
                        "ev_16",
                        "ev_23",
                        "ev_25",
                        "ev_26",
                    ),
                ],
                open_threads=[
                    it(
                        "PA-240991 (MRI right knee) pending clinical review at Northshore since "
                        "Oct 8; decision expected by Oct 22",
                        "ev_18",
                    ),
                    it("Northshore activation of REF-918305 usually 1-2 business days", "ev_36"),
                ],
                next_steps=[it("Look for a first visit with Dr. Sato if she wants one", "ev_36")],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Keisha Warren appears to need an orthopedics referral for her knee under "
                    "her HMO plan, and she also asked whether her MRI had been approved.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "A referral to Dr. Emi Sato at Riverside was created after she confirmed "
                        "it (REF-918305); it seems to have been submitted to Northshore and is "
                        "good for three visits through January 12, 2025.",
                        "ev_27",
                        "ev_30",
                        "ev_34",
                    ),
                    it("Dr. Sato was chosen partly because Riverside is on her bus line.", "ev_25"),
                ],
                rejected=[
                    it(
                        "The first proposal, a referral to Dr. Quintero, was declined by Keisha.",
                        "ev_23",
                        "ev_25",
                        "ev_26",
                    ),
                ],
                open_threads=[
                    it(
                        "The MRI prior authorization (PA-240991) is apparently still pending "
                        "clinical review, with a decision expected by October 22.",
                        "ev_18",
                        "ev_22",
                    ),
                ],
                next_steps=[
                    it(
                        "She may want an appointment with Dr. Sato once the referral is active; "
                        "the agent has offered to look.",
                        "ev_36",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "add",
                "decisions[1]",
                it(
                    "Initial referral to Dr. Rafael Quintero (Northgate) created from Blake's "
                    "Oct 7 order",
                    "ev_16",
                    "ev_23",
                    "ev_24",
                ),
                "false_status:ledger_rejected",
                "created from Blake's Oct 7 order",
                "the referral to Quintero act_24 was rejected by Keisha's correction (ev_25, "
                "ev_26); only the one to Sato executed",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "The MRI prior authorization (PA-240991) appears to have been approved, so "
                    "the MRI can now be scheduled.",
                    "ev_18",
                    "ev_22",
                ),
                "wrong_value:auth_status",
                "appears to have been approved",
                "PA-240991 is pending clinical review at the payer, decision expected by "
                "2024-10-22 (ev_18, ev_22)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Referral to Dr. Rafael Quintero (Keisha's first pick): she changed her "
                    "mind, sister's bad experience",
                    "ev_23",
                    "ev_25",
                    "ev_26",
                ),
                "misattributed_decision",
                "Keisha's first pick",
                "Quintero was the agent's proposal from Blake's order (ev_16, ev_23); Keisha "
                "never picked him",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A referral to Dr. Emi Sato at Riverside was created after she confirmed it "
                    "(REF-918305); it seems to have been submitted to Northshore and is good "
                    "for three visits through January 21, 2025.",
                    "ev_27",
                    "ev_30",
                    "ev_34",
                ),
                "wrong_date",
                "January 21, 2025",
                "the referral is valid through 2025-01-12 (ev_34, ev_36)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Referral REF-913805 from Jordan Blake, NP to Dr. Emi Sato (Riverside): "
                    "submitted to Northshore, 3 visits, valid through Jan 12, 2025",
                    "ev_27",
                    "ev_29",
                    "ev_30",
                    "ev_33",
                    "ev_34",
                ),
                "wrong_id",
                "REF-913805",
                "the referral is REF-918305 (ev_34, ev_35)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "PA-240991 (MRI right knee) pending clinical review at Northshore since Oct "
                    "8; decision expected by Oct 22",
                    "ev_25",
                    "ev_30",
                ),
                "unsupported_ref",
                "PA-240991 (MRI right knee) pending clinical review",
                "cites only Keisha's correction and her yes; the prior auth is in ev_18 and ev_22",
            ),
        ],
    },
    "clinic-referral@m34": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "pt keisha warren needs ortho for knee, HMO so referral first; asked about "
                    "MRI auth",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "referral REF-918305 to dr sato (riverside) submitted, 3 visits thru "
                        "1/12/25. not quintero",
                        "ev_25",
                        "ev_34",
                    ),
                    it(
                        "tried booking sato wed 10/23 3pm -> failed, referral not active at NSH "
                        "yet. slot not held",
                        "ev_46",
                        "ev_50",
                        "ev_51",
                    ),
                ],
                constraints=[it("afternoons only (early shift)", "ev_37")],
                open_threads=[
                    it("MRI PA-240991 still pending, decision by 10/22", "ev_18", "ev_51"),
                ],
                next_steps=[
                    it("pt calls back wed to book once referral active", "ev_51", "ev_52"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Keisha Warren called to see an orthopedist about her right knee, which "
                    "under her HMO requires a referral from her nurse practitioner, Jordan "
                    "Blake, and to ask about her MRI authorization.",
                    "ev_2",
                    "ev_12",
                    "ev_16",
                    "ev_22",
                ),
                decisions=[
                    it(
                        "After she turned down Dr. Quintero, a referral to Dr. Emi Sato at "
                        "Riverside was submitted to Northshore as REF-918305.",
                        "ev_25",
                        "ev_27",
                        "ev_30",
                        "ev_34",
                    ),
                    it(
                        "She then chose Wednesday, October 23 at 3:00 PM with Dr. Sato and "
                        "agreed to book it, but the booking failed because Northshore had not "
                        "yet activated the referral, and the slot is not being held.",
                        "ev_41",
                        "ev_46",
                        "ev_50",
                        "ev_51",
                    ),
                ],
                constraints=[
                    it(
                        "She can only come in the afternoon, since she works the early shift and "
                        "isn't free until noon.",
                        "ev_37",
                    ),
                ],
                open_threads=[
                    it(
                        "Her MRI prior authorization, PA-240991, is still pending at Northshore.",
                        "ev_18",
                        "ev_51",
                    ),
                    it(
                        "A first afternoon slot with Dr. Sato still has to be found once the "
                        "referral is active; the visit will be a $40 specialist copay.",
                        "ev_40",
                        "ev_51",
                    ),
                ],
                next_steps=[it("Keisha plans to call back on Wednesday.", "ev_52")],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "decisions[1]",
                it("booked sato wed 10/23 3pm riverside, new pt visit", "ev_46", "ev_49"),
                "false_status:failed_call",
                "booked sato wed 10/23 3pm",
                "the booking act_45 returned an error, referral not active (ev_50), though the "
                "ledger says executed (ev_49)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "She can only come in before noon, because of her early shift.",
                    "ev_37",
                ),
                "inverted_constraint",
                "only come in before noon",
                "she works the early shift and is not free until noon: afternoons only (ev_37)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "open_threads[1]",
                it(
                    "A first afternoon slot with Dr. Sato still has to be found once the "
                    "referral is active; the visit will be a $60 specialist copay.",
                    "ev_40",
                    "ev_51",
                ),
                "wrong_amount",
                "$60 specialist copay",
                "a specialist visit is a $40 copay on her plan (ev_40, ev_43, ev_44)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "tried booking sato wed 10/30 3pm -> failed, referral not active at NSH "
                    "yet. slot not held",
                    "ev_46",
                    "ev_50",
                    "ev_51",
                ),
                "wrong_date",
                "wed 10/30",
                "the slot was Wed Oct 23 at 3:00 PM (ev_41, ev_42, ev_45)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She then chose Wednesday, October 23 at 3:00 PM with Dr. Sato and agreed "
                    "to book it, but the booking failed because Northshore had not yet "
                    "activated the referral, so the slot is being held for her until it is.",
                    "ev_41",
                    "ev_46",
                    "ev_50",
                    "ev_51",
                ),
                "false_status:no_such_action",
                "the slot is being held for her",
                "nothing holds the slot: the agent said it is not held (ev_51) and the ledger "
                "has no hold",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it("MRI PA-240991 still pending, decision by 10/22", "ev_37", "ev_41"),
                "unsupported_ref",
                "MRI PA-240991 still pending",
                "cites only Keisha's afternoon constraint and her pick of the 23rd; the prior "
                "auth is in ev_18 and ev_51",
            ),
        ],
    },
}
