"""Hand-written candidate summaries, part 3: review@m16, review@m22.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "customs-review@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Bastian Quarrie (Fennick Lighting Supply, IMP-38806): reclassify the LED "
                    "modules in FNKU7104422 (ENT-0409188), filed under a lamp line",
                    "ev_2",
                    "ev_6",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Review REV-1184 sent to licensed broker Ysolde Parrak: 9405.42.00 "
                        "(3.9%, $2,507.70) → 8539.52.00 (2.0%, $1,286.00); under_review, "
                        "decision expected 3/16; nothing decided yet",
                        "ev_12",
                        "ev_17",
                        "ev_23",
                        "ev_25",
                    ),
                    it(
                        "If accepted: $1,221.70 refunded after the entry is amended; the paid "
                        "duty stays as is meanwhile",
                        "ev_14",
                        "ev_17",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "Must be cleared before the Lumenfair opens 3/24; tell him if the review "
                        "pushes past that",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "Agent's alternative: let the entry clear as filed, post-entry "
                        "correction later. He declined: review now",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it("He asks how he'll hear the decision", "ev_26"),
                    it(
                        "Entry held for the review; a review can delay release 3-5 business days",
                        "ev_12",
                        "ev_23",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Bastian Quarrie appears to believe that the LED modules in container "
                    "FNKU7104422 were filed under the wrong tariff line, so that Fennick "
                    "Lighting is paying lamp duty on parts.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "The entry, ENT-0409188, seems to have been filed on March 5 under "
                        "9405.42.00 at 3.9%, or $2,507.70 in duty on a declared value of "
                        "$64,300.00.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "A review request, REV-1184, was sent to the licensed broker Ysolde "
                        "Parrak to move the modules to 8539.52.00 at 2.0%, which would save "
                        "roughly $1,221.70 if she accepts it.",
                        "ev_14",
                        "ev_21",
                        "ev_23",
                    ),
                    it(
                        "The review is apparently still under way, with a decision expected by "
                        "Tuesday, March 16; the entry appears to be held until then.",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "The modules likely need to be cleared before the trade fair opens on "
                        "March 24, since Fennick is showing them there.",
                        "ev_15",
                    ),
                ],
                rejected=[
                    it(
                        "Bastian seems to have turned down the agent's idea of letting the entry "
                        "clear as filed and correcting it afterwards.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it("He is asking how he will learn of the broker's decision.", "ev_26"),
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
                    "Review REV-1184 sent to licensed broker Ysolde Parrak: 9405.42.00 (3.9%, "
                    "$2,507.70) → 8539.52.00 (2.0%, $1,286.00) accepted, entry reclassified at "
                    "2.0%",
                    "ev_12",
                    "ev_17",
                    "ev_23",
                    "ev_25",
                ),
                "false_status:wrong_effect",
                "accepted, entry reclassified at 2.0%",
                "request_classification_review act_18 only submitted the request: REV-1184 is "
                "under review with the licensed broker, decision expected March 16 (ev_23, "
                "ev_25)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The $1,221.70 difference also appears to have been refunded to Fennick.",
                    "ev_14",
                    "ev_25",
                ),
                "false_status:no_such_action",
                "appears to have been refunded",
                "the ledger holds no refund; the difference would be refunded only after the "
                "broker accepts and the entry is amended, and the paid duty stays as is for now "
                "(ev_17, ev_25)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "If accepted: $1,286.00 refunded after the entry is amended; the paid duty "
                    "stays as is meanwhile",
                    "ev_14",
                    "ev_17",
                    "ev_25",
                ),
                "wrong_amount",
                "$1,286.00 refunded",
                "the difference is $1,221.70 (ev_14, ev_17); $1,286.00 is the duty under "
                "8539.52.00",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The review is apparently still under way, with a decision expected by "
                    "Tuesday, March 23; the entry appears to be held until then.",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_date",
                "Tuesday, March 23",
                "the decision is expected by Tuesday, March 16 (ev_23, ev_25)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "No rush on clearance: fine if it lands after the Lumenfair (3/24)",
                    "ev_15",
                ),
                "inverted_constraint",
                "fine if it lands after the Lumenfair",
                "he needs the goods cleared before the fair opens on the 24th (ev_15)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Bastian seems to have floated letting the entry clear as filed and "
                    "correcting it afterwards, before settling on a review.",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "Bastian seems to have floated",
                "the agent suggested the post-entry correction route (ev_14); Bastian declined "
                "it (ev_15)",
            ),
        ],
    },
    "customs-review@m22": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "A tariff reclassification of Fennick Lighting's LED modules (entry "
                    "ENT-0409188) was requested by Bastian Quarrie.",
                    "ev_2",
                    "ev_12",
                ),
                decisions=[
                    it(
                        "Review REV-1184 was sent to the licensed broker Ysolde Parrak, "
                        "proposing 8539.52.00 at 2.0% instead of 9405.42.00 at 3.9%.",
                        "ev_17",
                        "ev_23",
                    ),
                    it(
                        "A corrected commercial invoice listing the LED modules and the drivers "
                        "separately has been requested by the broker, due by March 15.",
                        "ev_28",
                        "ev_30",
                        "ev_32",
                    ),
                    it(
                        "Sending document DOC-77120 (INV-FL-2207 rev B) to the broker was "
                        "proposed, but it has not been approved or sent.",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it("The goods must be cleared before the trade fair on March 24.", "ev_15"),
                ],
                open_threads=[
                    it(
                        "It was asked by Bastian whether the drivers' value of 4,100 on rev B, "
                        "rather than 4,600, changes what is owed; this has not been answered.",
                        "ev_34",
                    ),
                    it("The review is still open; no decision has been made.", "ev_25", "ev_30"),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "bastian quarrie / fennick lighting IMP-38806 - get LED modules "
                    "(FNKU7104422) reclassified to 8539.52.00",
                    "ev_2",
                    "ev_6",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "review REV-1184 with ysolde parrak, under review, she asked for a "
                        "corrected invoice by 3/15",
                        "ev_23",
                        "ev_30",
                    ),
                    it(
                        "the post-entry correction route was declined, he wanted the review now",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "send DOC-77120 (INV-FL-2207 rev B) to broker - proposed, bastian hasn't "
                        "said yes, asked a question instead",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it("cleared before 3/24 (lumenfair)", "ev_15"),
                ],
                next_steps=[
                    it(
                        "answer his question on drivers 4,100 vs 4,600, then get a yes before "
                        "sending the invoice",
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
                "decisions[2]",
                it(
                    "Document DOC-77120 (INV-FL-2207 rev B) was sent to the broker.",
                    "ev_32",
                    "ev_34",
                ),
                "false_status:pending",
                "was sent to the broker",
                "submit_corrected_invoice act_33 is pending: Bastian answered the confirmation "
                "with a question (ev_34), and no call has been made",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[3]",
                it("1,221.70 refund issued to fennick", "ev_17"),
                "false_status:no_such_action",
                "refund issued",
                "the ledger holds no refund; a refund would follow only an accepted review and "
                "an amended entry, and REV-1184 is still open (ev_17, ev_30)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Sending review REV-1184 to the licensed broker Ysolde Parrak was declined by "
                    "Bastian, so 9405.42.00 at 3.9% stands.",
                    "ev_17",
                    "ev_23",
                ),
                "false_status:other_status",
                "was declined by Bastian",
                "Bastian said yes (ev_19) and request_classification_review act_18 executed: "
                "REV-1184 is under review (ev_22, ev_23)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "send DOC-71120 (INV-FL-2207 rev B) to broker - proposed, bastian hasn't said "
                    "yes, asked a question instead",
                    "ev_32",
                    "ev_34",
                ),
                "wrong_id",
                "DOC-71120",
                "the uploaded document is DOC-77120 (ev_30, ev_32)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "A corrected commercial invoice listing the LED modules and the drivers "
                    "separately has been requested by the broker, due by March 16.",
                    "ev_28",
                    "ev_30",
                    "ev_32",
                ),
                "wrong_date",
                "due by March 16",
                "the broker wants the corrected invoice by March 15 (ev_30, ev_32); March 16 was "
                "the expected decision date",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "the post-entry correction route was bastian's idea, then he went with the "
                    "review",
                    "ev_14",
                    "ev_15",
                ),
                "misattributed_decision",
                "was bastian's idea",
                "the agent proposed the post-entry correction route (ev_14); Bastian declined it "
                "(ev_15)",
            ),
        ],
    },
}
