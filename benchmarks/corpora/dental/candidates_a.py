"""Hand-written candidate summaries, part 1: kids@m18, kids@m26.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "dental-kids@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Rosalind Aberquist (FAM-30417) booking check-ups for her kids Oskar "
                    "(HD-204126) and Liesel (HD-204134); her own later",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "APT-771204: Oskar, Thu 3/19 3:40pm, Dr. Harkness, Marrowby, + fluoride "
                        "varnish ($32; Larkspur $16, she pays $16)",
                        "ev_19",
                        "ev_21",
                        "ev_24",
                        "ev_29",
                    ),
                    it(
                        "APT-771212: Liesel, Thu 3/19 4:10pm, Dr. Harkness, no varnish; "
                        "check-up $95 covered in full, $0 to pay",
                        "ev_19",
                        "ev_21",
                        "ev_24",
                        "ev_33",
                    ),
                    it(
                        "Varnish: agent suggested it for both; Rosalind took it for Oskar only "
                        "(Liesel had it at school in Jan)",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it("Kids: nothing before 3:30pm on weekdays (school)", "ev_13"),
                    it(
                        "Kids with Dr. Harkness only, not the new hygienist (Tamsin Achterberg) "
                        "→ the Wed 3/18 slots skipped",
                        "ev_13",
                        "ev_16",
                        "ev_18",
                    ),
                    it("Kids first; her own check-up later, not the same day", "ev_13"),
                ],
                next_steps=[
                    it(
                        "Confirm both bookings to Rosalind (not told yet), then look for her own "
                        "check-up",
                        "ev_13",
                        "ev_29",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Rosalind Aberquist called to book check-ups for her two children, Oskar "
                    "and Liesel, and to arrange one for herself at a later date.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "The agent explained that a child check-up costs $95.00 and is covered "
                        "in full by Larkspur, and suggested a fluoride varnish for both children "
                        "at $32.00 each, of which Larkspur pays half.",
                        "ev_16",
                        "ev_18",
                    ),
                    it(
                        "Rosalind chose Thursday, March 19, with Oskar at 3:40 pm and Liesel at "
                        "4:10 pm, and wanted the varnish for Oskar only, since Liesel already "
                        "had one at school in January.",
                        "ev_19",
                    ),
                    it(
                        "After she said yes, both appointments were booked with Dr. Harkness at "
                        "the Marrowby clinic: APT-771204 for Oskar and APT-771212 for Liesel.",
                        "ev_24",
                        "ev_29",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it(
                        "Because the children are in school, she asked for nothing before 3:30 "
                        "on weekdays, and she wants them seen only by Dr. Harkness, not by the "
                        "new hygienist.",
                        "ev_13",
                    ),
                ],
                open_threads=[
                    it(
                        "The bookings have not yet been confirmed to Rosalind, and her own "
                        "check-up, which she wants on a different day, still has to be "
                        "arranged.",
                        "ev_13",
                        "ev_29",
                        "ev_33",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Rosalind's own check-up booked with Dr. Harkness the following week",
                    "ev_13",
                    "ev_24",
                ),
                "false_status:no_such_action",
                "Rosalind's own check-up booked",
                "the ledger holds only the two children's bookings (act_22, act_23); nothing "
                "was proposed for Rosalind herself, who wants hers later (ev_13)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After she said yes, both appointments were booked with Dr. Harkness at the "
                    "Marrowby clinic, and the fluoride varnish was added to Liesel's "
                    "appointment, APT-771212.",
                    "ev_24",
                    "ev_29",
                    "ev_33",
                ),
                "false_status:other_target",
                "the fluoride varnish was added to Liesel's appointment",
                "the varnish is on Oskar's booking APT-771204 (act_22, ev_29); Liesel's "
                "APT-771212 (act_23) has no add-on (ev_33), as Rosalind asked (ev_19)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "APT-771204: Oskar, Thu 3/19 3:40pm, Dr. Harkness, Marrowby, + fluoride "
                    "varnish; $32 for her to pay",
                    "ev_19",
                    "ev_21",
                    "ev_24",
                    "ev_29",
                ),
                "wrong_amount",
                "$32 for her to pay",
                "the varnish is $32.00, of which Larkspur pays $16.00; her share is $16.00 "
                "(ev_21, ev_29)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Rosalind chose Wednesday, March 18, with Oskar at 3:40 pm and Liesel at "
                    "4:10 pm, and wanted the varnish for Oskar only, since Liesel already had "
                    "one at school in January.",
                    "ev_19",
                ),
                "wrong_date",
                "Wednesday, March 18",
                "she chose Thursday the 19th (ev_19); the March 18 slots were the new "
                "hygienist's, left aside (ev_16, ev_18)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it("Kids: nothing after 3:30pm on weekdays (school)", "ev_13"),
                "inverted_constraint",
                "nothing after 3:30pm",
                "she said nothing before 3:30 on weekdays, because they are in school (ev_13)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Rosalind asked for a fluoride varnish for both children at $32.00 each, "
                    "of which Larkspur pays half; a child check-up costs $95.00 and is covered "
                    "in full by Larkspur.",
                    "ev_16",
                    "ev_18",
                ),
                "misattributed_decision",
                "Rosalind asked for a fluoride varnish for both children",
                "the agent suggested the varnish for both (ev_18); Rosalind took it for Oskar "
                "only (ev_19)",
            ),
        ],
    },
    "dental-kids@m26": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "rosalind aberquist FAM-30417 - check ups for oskar + liesel, then her own "
                    "check up and clean",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "kids booked thu 3/19 w/ dr harkness: oskar 3:40pm APT-771204 (w/ "
                        "fluoride varnish, $16 to pay), liesel 4:10pm APT-771212 (nothing to "
                        "pay)",
                        "ev_29",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "her own: picked tue 3/31 10:20am w/ harkness (SL-5190), $140, larkspur "
                        "112, she pays 28 - not booked, she hasn't said yes",
                        "ev_40",
                        "ev_41",
                        "ev_42",
                    ),
                ],
                constraints=[
                    it("kids before her, not same day", "ev_13"),
                    it("kids only w/ harkness, not the new hygienist", "ev_13"),
                ],
                open_threads=[
                    it(
                        "she asks if larkspur still pays 112 if it's her 2nd clean this year "
                        "(had one in jan at old dentist)",
                        "ev_44",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Rosalind Aberquist seems to be arranging check-ups for her children first "
                    "and then a check-up and clean for herself.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Both children appear to be booked for Thursday, March 19 with Dr. "
                        "Harkness: Oskar at 3:40 pm (APT-771204, with a fluoride varnish) and "
                        "Liesel at 4:10 pm (APT-771212).",
                        "ev_29",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "For herself, she appears to prefer Tuesday, March 31 at 10:20 am with "
                        "Dr. Harkness, which the agent has proposed but not yet booked.",
                        "ev_41",
                        "ev_42",
                    ),
                    it(
                        "Her share for that visit would likely be $28.00 of $140.00, with "
                        "Larkspur paying $112.00.",
                        "ev_40",
                        "ev_42",
                    ),
                ],
                constraints=[
                    it("Mornings seem to suit her better for her own appointment.", "ev_36"),
                ],
                rejected=[
                    it(
                        "Thursday, April 2 at 9:00 am with Marguerite Pell was offered, but she "
                        "chose the earlier date.",
                        "ev_40",
                        "ev_41",
                    ),
                ],
                open_threads=[
                    it(
                        "She has asked whether Larkspur would still pay for a second clean this "
                        "year, since she apparently had one in January at her previous dentist; "
                        "this has not been answered, so the booking is on hold.",
                        "ev_44",
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
                    "For herself, a check-up and clean appears to have been booked for Tuesday, "
                    "March 31 at 10:20 am with Dr. Harkness.",
                    "ev_41",
                    "ev_42",
                ),
                "false_status:pending",
                "appears to have been booked",
                "book_appointment act_43 is only proposed: she answered the confirmation with a "
                "question about Larkspur's cover (ev_44), not a yes",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "her own: picked tue 3/31 10:20am w/ marguerite pell (SL-5190), $140, "
                    "larkspur 112, she pays 28 - not booked, she hasn't said yes",
                    "ev_40",
                    "ev_41",
                    "ev_42",
                ),
                "wrong_value:clinician",
                "w/ marguerite pell",
                "the March 31 10:20 am slot SL-5190 is with Dr. Harkness (ev_38, ev_42); "
                "Marguerite Pell's slot is April 2 at 9:00 am (ev_40)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Both children appear to be booked for Thursday, March 19 with Dr. Harkness: "
                    "Oskar at 3:40 pm (APT-771204, with a fluoride varnish) and Liesel at 4:10 "
                    "pm (APT-771221).",
                    "ev_29",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_id",
                "APT-771221",
                "Liesel's appointment is APT-771212 (ev_33, ev_35)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("her check up first, kids after, same day ok", "ev_13"),
                "inverted_constraint",
                "her check up first, kids after",
                "she asked for the kids first and hers later, not the same day (ev_13)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Rosalind herself proposed Thursday, April 2 at 9:00 am with Marguerite "
                    "Pell as an alternative, but then chose the earlier date.",
                    "ev_40",
                    "ev_41",
                ),
                "misattributed_decision",
                "Rosalind herself proposed",
                "the agent offered the April 2 slot with Marguerite Pell (ev_40); Rosalind "
                "only picked March 31 (ev_41)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "open_threads[0]",
                it(
                    "she asks if larkspur still pays 112 if it's her 2nd clean this year (had "
                    "one in jan at old dentist)",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "2nd clean this year",
                "ev_2 and ev_4 are her first request and her name and phone; her question about "
                "a second clean is ev_44",
            ),
        ],
    },
}
