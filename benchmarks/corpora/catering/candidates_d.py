"""Hand-written candidate summaries, part 4: loadin@m20, balance@m12.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "catering-loadin@m20": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Clemency Carrick (Hobbard Gallery): logistics for JOB-7361, canapé "
                    "reception + dessert table, 150 guests, Old Ropeworks, Sat 5/2, doors 7pm",
                    "ev_2",
                    "ev_11",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "LDR-5520 sent after her yes: load-in 3pm 5/2, kitchen 3–11:30pm. "
                        "Awaiting venue coordinator Anwen Caird (reply by 4/20); not confirmed",
                        "ev_23",
                        "ev_27",
                        "ev_32",
                    ),
                    it(
                        "RNT-88417 placed w/ Hartsease: 18 ivory cocktail linens ($252) + 160 "
                        "flutes ($144) + $45 delivery = $441, delivered 5/2 2:30pm. Pending "
                        "supplier confirmation by 4/17",
                        "ev_23",
                        "ev_27",
                        "ev_36",
                    ),
                    it("Neither reported to her yet", "ev_32", "ev_36"),
                ],
                constraints=[
                    it(
                        "Canapés first (7pm); dessert table later, not before 8:30 (speeches at 8)",
                        "ev_18",
                        "ev_23",
                    ),
                    it("Linens ivory, not white", "ev_18"),
                ],
                rejected=[
                    it("Agent's 8:00 dessert-table timing: no, 8:30 earliest", "ev_17", "ev_18"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Load-in, rentals and service timing were arranged for Hobbard Gallery's "
                    "spring opening reception (JOB-7361) at The Old Ropeworks on May 2, 2026.",
                    "ev_2",
                    "ev_11",
                    "ev_17",
                ),
                decisions=[
                    it(
                        "A load-in at 3:00 pm with kitchen access until 11:30 pm was requested "
                        "from the venue as LDR-5520; it is awaiting confirmation by Anwen Caird, "
                        "the Ropeworks coordinator, who is due to respond by April 20.",
                        "ev_23",
                        "ev_27",
                        "ev_32",
                    ),
                    it(
                        "Rental order RNT-88417 was placed with Hartsease Event Hire for 18 "
                        "ivory linens and 160 champagne flutes, $441.00 with delivery; it is "
                        "pending the supplier's confirmation, expected by April 17.",
                        "ev_23",
                        "ev_27",
                        "ev_36",
                    ),
                    it(
                        "The canapés are to be served from 7:00 pm and the dessert table at 8:30 "
                        "pm.",
                        "ev_18",
                        "ev_23",
                    ),
                ],
                constraints=[
                    it(
                        "The dessert table is not to be set out before 8:30, since the speeches "
                        "are at 8:00.",
                        "ev_18",
                    ),
                    it("Ivory linens were asked for, not white.", "ev_18"),
                ],
                next_steps=[
                    it(
                        "Clemency is to be told that both requests were sent and that neither "
                        "has been confirmed yet.",
                        "ev_32",
                        "ev_36",
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
                    "LDR-5520 sent after her yes: load-in 3pm 5/2, kitchen 3–11:30pm, confirmed "
                    "by venue coordinator Anwen Caird",
                    "ev_23",
                    "ev_27",
                    "ev_32",
                ),
                "false_status:wrong_effect",
                "confirmed by venue coordinator Anwen Caird",
                "the call only sent the request: its result is awaiting_venue_confirmation "
                "(ev_32); the venue's coordinator has not confirmed anything",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("Dessert table first, canapés after the speeches at 8", "ev_18", "ev_23"),
                "inverted_constraint",
                "Dessert table first, canapés after the speeches",
                "she asked for the canapés first and the dessert table later, not before 8:30 "
                "(ev_18)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "RNT-88471 placed w/ Hartsease: 18 ivory cocktail linens ($252) + 160 "
                    "flutes ($144) + $45 delivery = $441, delivered 5/2 2:30pm. Pending "
                    "supplier confirmation by 4/17",
                    "ev_23",
                    "ev_27",
                    "ev_36",
                ),
                "wrong_id",
                "RNT-88471",
                "the rental order is RNT-88417 (ev_36)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The rental order for 18 ivory linens and 160 champagne flutes ($441.00 with "
                    "delivery) was declined by Hartsease Event Hire, so no rentals are booked.",
                    "ev_23",
                    "ev_27",
                    "ev_36",
                ),
                "false_status:other_status",
                "was declined by Hartsease Event Hire",
                "the rental order (act_26) was executed (ev_35) and is pending the supplier's "
                "confirmation (ev_36); nothing was declined",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A load-in at 2:00 pm with kitchen access until 11:30 pm was requested from "
                    "the venue as LDR-5520; it is awaiting confirmation by Anwen Caird, the "
                    "Ropeworks coordinator, who is due to respond by April 20.",
                    "ev_23",
                    "ev_27",
                    "ev_32",
                ),
                "wrong_value:time",
                "2:00 pm",
                "the load-in requested is at 3:00 pm (ev_18, ev_23, ev_30); 2:00 pm is only the "
                "start of the venue's window",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "A load-in at 3:00 pm with kitchen access until 11:30 pm was requested from "
                    "the venue as LDR-5520; it is awaiting confirmation by Anwen Caird, the "
                    "Ropeworks coordinator, who is due to respond by April 17.",
                    "ev_23",
                    "ev_27",
                    "ev_32",
                ),
                "wrong_date",
                "respond by April 17",
                "the venue's coordinator responds by April 20 (ev_32); April 17 is the rental "
                "supplier's date (ev_36)",
            ),
        ],
    },
    "catering-balance@m12": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Winifred Drabble wants the final balance for her April 11 anniversary "
                    "dinner marked as paid; she says she sent it by bank transfer yesterday "
                    "with the reference DRABBLE 6977.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "The balance is invoice INV-30588 for $3,184.60, due April 18. The "
                        "deposit, INV-30551 ($1,000), is already paid.",
                        "ev_11",
                        "ev_13",
                    ),
                    it(
                        "With her yes, the agent tried to apply the transfer to INV-30588, but "
                        "the call failed: no matching transfer has been received, so the "
                        "invoice is still open.",
                        "ev_16",
                        "ev_18",
                        "ev_20",
                    ),
                ],
                constraints=[it("She is paying by bank transfer, not by card.", "ev_2")],
                open_threads=[
                    it(
                        "The failure has not been explained to her yet. Transfers can take 1-2 "
                        "business days to arrive.",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell Mrs. Drabble the transfer hasn't arrived and INV-30588 is still "
                        "due April 18.",
                        "ev_11",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Winifred Drabble (ACC-62871): mark the anniversary-dinner balance paid by "
                    "bank transfer (ref DRABBLE 6977, sent 4/14)",
                    "ev_2",
                    "ev_6",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Applying the transfer to INV-30588 ($3,184.60, JOB-6977) approved and "
                        "called → error no_matching_transfer: nothing received yet; INV-30588 "
                        "still open, due 4/18. Not yet told to her",
                        "ev_13",
                        "ev_16",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "Pays by transfer, not card (a Mastercard ****2051 is on file)",
                        "ev_2",
                        "ev_6",
                    ),
                ],
                open_threads=[
                    it(
                        "Other open invoice: INV-30612, $400 brunch deposit (JOB-7402), due 5/1; "
                        "not raised",
                        "ev_11",
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
                    "With her yes, the agent applied the transfer to INV-30588, and the invoice "
                    "is now marked paid.",
                    "ev_16",
                    "ev_18",
                    "ev_20",
                ),
                "false_status:failed_call",
                "the invoice is now marked paid",
                "the call (act_15, executed) returned an error: no matching transfer received, "
                "INV-30588 still open (ev_20)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "The balance is invoice INV-30588 for $3,148.60, due April 18. The deposit, "
                    "INV-30551 ($1,000), is already paid.",
                    "ev_11",
                    "ev_13",
                ),
                "wrong_amount",
                "$3,148.60",
                "INV-30588 is $3,184.60 (ev_11, ev_13)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("She would rather pay by card than by bank transfer.", "ev_2"),
                "inverted_constraint",
                "rather pay by card than by bank transfer",
                "she said she is paying by transfer, not by card (ev_2)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[1]",
                it("Balance then charged to Mastercard ****2051 instead", "ev_6", "ev_20"),
                "false_status:no_such_action",
                "charged to Mastercard ****2051",
                "no card charge is proposed or made; she pays by transfer, not card (ev_2)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Applying the transfer to INV-30858 ($3,184.60, JOB-6977) approved and called "
                    "→ error no_matching_transfer: nothing received yet; INV-30858 still open, "
                    "due 4/18. Not yet told to her",
                    "ev_13",
                    "ev_16",
                    "ev_20",
                ),
                "wrong_id",
                "INV-30858",
                "the balance invoice is INV-30588 (ev_11, ev_13, ev_18)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Applying the transfer to INV-30588 ($3,184.60, JOB-6977) approved and called "
                    "→ error no_matching_transfer: nothing received yet; INV-30588 still open, "
                    "due 4/22. Not yet told to her",
                    "ev_13",
                    "ev_16",
                    "ev_20",
                ),
                "wrong_date",
                "due 4/22",
                "INV-30588 is due April 18 (ev_11, ev_13); no due date has been moved by this "
                "boundary",
            ),
        ],
    },
}
