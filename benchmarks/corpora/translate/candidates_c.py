"""Hand-written candidate summaries, part 3: apostille@m20, glossary@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "translate-apostille@m20": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Tobiah Rennquist contacted the desk to have the certified Portuguese "
                    "translation of his marriage certificate, job JOB-58701, notarized and "
                    "apostilled before he flies to Porto on the 12th.",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "The agent explained that the outside notary, Harwick Notarial "
                        "Services, would notarize it at the Fenmouth office for $40.00 plus "
                        "$65.00 for the apostille, and also offered an express apostille and "
                        "remote video notarization, both of which Tobiah turned down.",
                        "ev_15",
                        "ev_16",
                    ),
                    it(
                        "Tobiah chose Thursday, March 4 at 3:30 pm and agreed, but the booking "
                        "failed because the notary had released that slot to another client; "
                        "nothing was booked or charged.",
                        "ev_16",
                        "ev_20",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "The agent then proposed Monday, March 8 at 11:00 am, in person, for the "
                        "same $105.00, with the apostille expected back around Wednesday, March "
                        "10, a date the notary will confirm.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "He can't do Thursday morning because of work, and he wants to sign in "
                        "person rather than by video.",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "Instead of confirming the Monday appointment, Tobiah asked whether the "
                        "apostille could be couriered to his airport hotel if it isn't back by "
                        "the 11th.",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it(
                        "The agent needs to answer the courier question and get his yes before "
                        "booking Monday at 11:00.",
                        "ev_27",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "tobiah rennquist: notary + apostille for marriage cert translation "
                    "job-58701, flies the 12th",
                    "ev_2",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "thu 3/4 3:30pm booking failed (slot gone to another client), told him, "
                        "nothing charged",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "mon 3/8 11:00 in person proposed, $105 ($40 + $65), standard apostille, "
                        "back ~3/10 per notary. not booked yet, no yes",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("no express apostille", "ev_16", "ev_26"),
                    it("in person only, no video", "ev_16"),
                ],
                open_threads=[
                    it(
                        "he asks: courier to airport hotel if apostille not back by the 11th?",
                        "ev_29",
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
                    "mon 3/8 11:00 in person booked, $105 ($40 + $65), standard apostille, back "
                    "~3/10 per notary",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:pending",
                "in person booked",
                "the Monday appointment act_28 is only proposed: he answered with a question "
                "(ev_29), no yes and no call",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Tobiah chose Thursday, March 4 at 3:30 pm, and after his yes the notary "
                    "appointment was booked for that slot.",
                    "ev_16",
                    "ev_20",
                    "ev_24",
                ),
                "false_status:failed_call",
                "the notary appointment was booked for that slot",
                "the Thursday booking act_19 executed with an error result, slot_unavailable "
                "(ev_24), reported as not booked (ev_25)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The agent explained that the outside notary, Harwick Notarial Services, "
                    "would notarize it at the Fenmouth office for $40.00 plus $65.00 for the "
                    "apostille; Tobiah brought up an express apostille and remote video "
                    "notarization, then decided against both.",
                    "ev_15",
                    "ev_16",
                ),
                "misattributed_decision",
                "Tobiah brought up an express apostille and remote video notarization",
                "the express apostille and the video notarization were the agent's offers "
                "(ev_15); Tobiah refused both (ev_16)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "mon 3/8 11:00 in person proposed, $105 ($40 + $65), standard apostille, "
                    "back ~3/12 per notary. not booked yet, no yes",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "back ~3/12",
                "the apostille is expected around Wednesday, March 10 (ev_25, ev_27); the 12th "
                "is his flight",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "objective",
                it(
                    "tobiah rennquist: notary + apostille for marriage cert translation "
                    "job-58710, flies the 12th",
                    "ev_2",
                    "ev_10",
                ),
                "wrong_id",
                "job-58710",
                "the translation is JOB-58701 (ev_2, ev_10)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "constraints[1]",
                it("video notarization is fine, no need to come in", "ev_16"),
                "inverted_constraint",
                "video notarization is fine",
                'he said "in person please, I don\'t trust the video thing" (ev_16)',
            ),
        ],
    },
    "translate-glossary@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Fintan Ashgrove of Kestrelmoor Biologics wants the German term for "
                    "'investigational site' changed from Prüfstelle to Prüfzentrum in the "
                    "protocol job JOB-58722.",
                    "ev_2",
                    "ev_7",
                ),
                decisions=[
                    it(
                        "Both JOB-58722 (protocol KMB-207, due March 8) and the leaflet "
                        "JOB-58735 (delivered February 25) use glossary GL-KB-03.",
                        "ev_12",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "The agent suggested applying the change to the leaflet as well, but "
                        "Fintan said no because the leaflet is already printed.",
                        "ev_17",
                        "ev_18",
                    ),
                    it(
                        "After his yes, the change was submitted as GLC-772 to Kestrelmoor's "
                        "legal team (Marguerite Oyelaran-Stowe). It is pending their approval "
                        "and has not been approved yet.",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "JOB-58722 is on hold until legal approves; if they approve by Friday, "
                        "March 5, the protocol is still delivered on Monday, March 8. There is "
                        "no charge for the change.",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "The change applies only to the protocol; the leaflet must be left alone.",
                        "ev_2",
                        "ev_18",
                    ),
                    it(
                        "The protocol must be delivered before the ethics committee submission "
                        "on March 10, which can't be moved.",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "Fintan will chase the legal team and asked what happens if they don't "
                        "approve by Friday.",
                        "ev_29",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-dense",
                objective=it(
                    "Kestrelmoor Biologics (ACC-5590, Fintan Ashgrove): glossary GL-KB-03 "
                    "change 'investigational site' Prüfstelle → Prüfzentrum, protocol job "
                    "JOB-58722 only",
                    "ev_2",
                    "ev_7",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "GLC-772 submitted after his yes → pending_client_legal_approval with "
                        "Kestrelmoor legal (M. Oyelaran-Stowe); NOT approved. JOB-58722 held "
                        "until approval; still due Mon 3/8 if approved by Fri 3/5; $0 charge",
                        "ev_22",
                        "ev_26",
                        "ev_28",
                    ),
                    it(
                        "JOB-58735 (leaflet, delivered 2/25) unchanged; the agent's suggestion "
                        "to apply the change there too was declined",
                        "ev_17",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "Only the protocol; leaflet already printed, leave it alone",
                        "ev_2",
                        "ev_18",
                    ),
                    it(
                        "Deliver before the ethics committee submission on 3/10 (not movable)",
                        "ev_18",
                        "ev_20",
                    ),
                    it(
                        "Terminology changes need the client's legal team's approval before "
                        "delivery; the desk only submits",
                        "ev_15",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "He asks what happens if legal doesn't approve by Fri 3/5; he'll chase her",
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
                "decisions[2]",
                it(
                    "After his yes, the change was submitted as GLC-772 and approved by "
                    "Kestrelmoor's legal team (Marguerite Oyelaran-Stowe).",
                    "ev_22",
                    "ev_26",
                    "ev_28",
                ),
                "false_status:wrong_effect",
                "and approved by Kestrelmoor's legal team",
                "submit_glossary_change only submitted the change: GLC-772 is "
                "pending_client_legal_approval, not approved (ev_26, ev_28)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "GLC-772 covers JOB-58735 (leaflet, delivered 2/25) too; the leaflet will "
                    "be re-delivered with Prüfzentrum",
                    "ev_17",
                    "ev_20",
                    "ev_26",
                ),
                "false_status:other_target",
                "GLC-772 covers JOB-58735",
                "the change act_21 is for JOB-58722 only (ev_20, ev_26); the leaflet "
                "JOB-58735 stays as delivered (ev_28)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "The change should apply to the leaflet as well, not only the protocol.",
                    "ev_2",
                    "ev_18",
                ),
                "inverted_constraint",
                "apply to the leaflet as well, not only the protocol",
                'he said "only the protocol, the leaflet\'s already printed, leave it alone" '
                "(ev_2, ev_18)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Fintan suggested applying the change to the leaflet as well, but then "
                    "decided against it because the leaflet is already printed.",
                    "ev_17",
                    "ev_18",
                ),
                "misattributed_decision",
                "Fintan suggested applying the change to the leaflet",
                "applying the change to the leaflet was the agent's suggestion (ev_17); Fintan "
                "refused it (ev_18)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "constraints[1]",
                it(
                    "Deliver before the ethics committee submission on 3/12 (not movable)",
                    "ev_18",
                    "ev_20",
                ),
                "wrong_date",
                "3/12",
                "the ethics committee submission is on the 10th, Wednesday, March 10 (ev_18, "
                "ev_20)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "objective",
                it(
                    "Kestrelmoor Biologics (ACC-5590, Fintan Ashgrove): glossary GL-KB-03 "
                    "change 'investigational site' Prüfzentrum → Prüfstelle, protocol job "
                    "JOB-58722 only",
                    "ev_2",
                    "ev_7",
                    "ev_15",
                ),
                "wrong_value:term",
                "Prüfzentrum → Prüfstelle",
                "the change is from Prüfstelle to Prüfzentrum (ev_2, ev_15, ev_20)",
            ),
        ],
    },
}
