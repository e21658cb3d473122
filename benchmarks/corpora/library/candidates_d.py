"""Hand-written candidate summaries, part 4: purchase@m20, scan@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "library-purchase@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Dr. Ottoline Brassey (HU-1309925, Music faculty) wants two books for her "
                    "autumn seminar",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Purchase request PD-2284: Vorhagen cantatas critical edition (Calder & "
                        "Voss, 2025), hardback, $142.00; pending review by Music selector Maelis "
                        "Vantongeren, decision expected by 4/14; nothing ordered until approved",
                        "ev_21",
                        "ev_24",
                        "ev_29",
                        "ev_35",
                    ),
                    it(
                        "Organ Tablatures of the Northern Courts already owned (HK702261), so "
                        "not purchasable; hold HD-77105 placed instead, 1st in line, due back "
                        "4/20, pickup Hawkridge",
                        "ev_17",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "Print hardback only, not the ebook: she annotates scores by hand",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "$96.00 single-user ebook (agent's suggestion, cheaper and faster): "
                        "declined",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "She asks whether the library could borrow the Vorhagen from another "
                        "library if Maelis declines",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Ottoline Brassey asked the library to buy two books for her autumn seminar.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The library does not hold the 2025 critical edition of Lisbeth "
                        "Vorhagen's cantatas, so a purchase request, PD-2284, was submitted for "
                        "the $142.00 hardback.",
                        "ev_12",
                        "ev_21",
                        "ev_29",
                    ),
                    it(
                        "The request is now with the Music selector, Maelis Vantongeren, who is "
                        "expected to decide by April 14. It has not been approved, and nothing "
                        "will be ordered until it is.",
                        "ev_29",
                        "ev_35",
                    ),
                    it(
                        "Organ Tablatures of the Northern Courts is already in the collection "
                        "and checked out until April 20, so a hold, HD-77105, was placed for her "
                        "with pickup at Hawkridge. She is first in line.",
                        "ev_12",
                        "ev_17",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "She wants the print hardback, not the ebook, because she annotates "
                        "scores by hand.",
                        "ev_18",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested the $96.00 ebook because it is cheaper and would "
                        "arrive sooner, but she declined.",
                        "ev_17",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "She asked whether the library could borrow the Vorhagen edition from "
                        "another library if the selector says no.",
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
                "decisions[1]",
                it(
                    "The request was approved by the Music selector, Maelis Vantongeren, and "
                    "the hardback has been ordered.",
                    "ev_29",
                    "ev_35",
                ),
                "false_status:wrong_effect",
                "was approved by the Music selector, Maelis Vantongeren, and the hardback has "
                "been ordered",
                "submit_purchase_request act_22 only submitted PD-2284: it is pending the "
                "selector's review (decision by April 14) and nothing is ordered until she "
                "approves (ev_29, ev_35)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("Ebook rather than the hardback, so she can annotate scores", "ev_18"),
                "inverted_constraint",
                "Ebook rather than the hardback",
                "she asked for the print hardback, not the ebook, because she annotates scores "
                "by hand (ev_18)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The library does not hold the 2025 critical edition of Lisbeth Vorhagen's "
                    "cantatas, so a purchase request, PD-2284, was submitted for the $96.00 "
                    "hardback.",
                    "ev_12",
                    "ev_21",
                    "ev_29",
                ),
                "wrong_amount",
                "$96.00 hardback",
                "the hardback is $142.00 (ev_15, ev_21); $96.00 is the ebook she declined",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "She first considered the $96.00 ebook herself, since it is cheaper and "
                    "would arrive sooner, but then settled on print.",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "She first considered the $96.00 ebook herself",
                "the agent suggested the ebook (ev_17); she asked for the print hardback "
                "straight away (ev_18)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Purchase request PD-2284: Vorhagen cantatas critical edition (Calder & "
                    "Voss, 2025), hardback, $142.00; pending review by Music selector Maelis "
                    "Vantongeren, decision expected by 4/21; nothing ordered until approved",
                    "ev_21",
                    "ev_24",
                    "ev_29",
                    "ev_35",
                ),
                "wrong_date",
                "4/21",
                "the selector's decision is expected by April 14 (ev_29, ev_35)",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "ILL request for the Vorhagen placed as a fallback in case Maelis declines",
                    "ev_36",
                ),
                "false_status:no_such_action",
                "ILL request for the Vorhagen placed",
                "she has only asked about borrowing it from another library (ev_36); the "
                "ledger holds no interlibrary loan request",
            ),
        ],
    },
    "library-scan@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Prof. Thaddeus Lindgaard (HU-1026658): J. Lattice Chem. 12 (1994) pp. "
                    "301-318 from offsite storage, for a grant panel Monday",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "DD-31875 queued: standard scan, pp. 301-318 of HK950372 (Part I), "
                        "$3.50 on his account, PDF to t.lindgaard@example.com by Fri 4/10",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("Cheaper scan option first; standard by Friday is fine for Monday", "ev_16"),
                    it(
                        "Scan only, not the print volume; Part II (pp. 412-430) not needed",
                        "ev_14",
                        "ev_16",
                    ),
                ],
                rejected=[
                    it(
                        "Express scan ($8.00, by Wed 4/8 noon), proposed by the agent: rejected "
                        "for standard",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Free print retrieval to Sedgeworth by 4/9: declined",
                        "ev_14",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "Wants the PDF sent to the department office's address too; unanswered",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Professor Thaddeus Lindgaard needed a 1994 article from the Journal of "
                    "Lattice Chemistry, held in offsite storage, for a grant panel on Monday.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The agent located volume 12 at the Gorsebrook Annex and first proposed "
                        "an express scan for $8.00, delivered by Wednesday, April 8 at noon.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Professor Lindgaard turned this down and asked for the cheaper option "
                        "first, since a standard scan arriving by Friday would still be in time "
                        "for Monday.",
                        "ev_16",
                    ),
                    it(
                        "After he confirmed, a standard scan of pages 301-318 was ordered as "
                        "DD-31875. It costs $3.50, charged to his account, and the PDF will be "
                        "emailed to him by Friday, April 10.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "He also declined the agent's offer to bring the print volume to the "
                        "Sedgeworth Science Library, and said he does not need Part II of the "
                        "article.",
                        "ev_14",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "He has just asked whether the scan could also be sent to his "
                        "department office's address.",
                        "ev_28",
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
                    "After he confirmed, an express scan of pages 301-318 was ordered as "
                    "DD-31875 for $8.00, and the PDF will be emailed to him by Wednesday, April "
                    "8 at noon.",
                    "ev_14",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:ledger_rejected",
                "an express scan of pages 301-318 was ordered",
                "the express scan (act_15) was rejected by his correction (ev_16, ev_18); the "
                "order that ran, DD-31875 (act_20), is the $3.50 standard scan by April 10 "
                "(ev_25, ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "DD-31875 queued: standard scan, pp. 301-318 of HK950372 (Part I), $8.00 on "
                    "his account, PDF to t.lindgaard@example.com by Fri 4/10",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_amount",
                "$8.00 on his account",
                "the standard scan is $3.50 (ev_19, ev_25, ev_27); $8.00 was the express price",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "After he confirmed, a standard scan of pages 301-318 was ordered as "
                    "DD-31875. It costs $3.50, charged to his account, and the PDF will be "
                    "emailed to him by Thursday, April 9.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "by Thursday, April 9",
                "the standard scan is delivered by Friday, April 10 (ev_25, ev_27); April 9 is "
                "when the print volume could have been ready (ev_14)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "The print volume rather than only a scan; Part II (pp. 412-430) not needed",
                    "ev_14",
                    "ev_16",
                ),
                "inverted_constraint",
                "The print volume rather than only a scan",
                "he said not the print volume, just the scan (ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Professor Lindgaard first asked for an express scan for $8.00, delivered by "
                    "Wednesday, April 8 at noon, once the agent had located volume 12 at the "
                    "Gorsebrook Annex.",
                    "ev_12",
                    "ev_14",
                ),
                "misattributed_decision",
                "Professor Lindgaard first asked for an express scan",
                "the agent proposed the express scan (ev_14); he turned it down for the cheaper "
                "option (ev_16)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Standard scan of pp. 301-318 (HK950372, $3.50, by Fri 4/10) declined by "
                    "him, not ordered",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_status",
                "declined by him, not ordered",
                "he said yes to the standard scan (ev_21) and order_scan act_20 executed: "
                "DD-31875 is queued (ev_24, ev_25, ev_27); only the express proposal was "
                "rejected",
            ),
        ],
    },
}
