"""Hand-written candidate summaries, part 3: folio@m16, folio@m20, lost@m15, redeem@m16.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "hotel-folio@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Wen-Li Zhou needs corrected folios for an expense report: Denver "
                    "F-DEN-117960 (10/6–10/8, CV-40726611) and Chicago F-CHI-402215 (10/1–10/2, "
                    "CV-34610075)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Denver: valet parking billed 3× $38, but valet log shows car in 10/6 "
                        "15:12, out 10/8 07:40 → the 10/8 charge was posted after check-out",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "adjust_folio executed on her yes: ADJ-71903, −$38.00 (10/8 valet); "
                        "folio $597.84 → $559.84; $38.00 back to Visa ****4480 within 5-7 "
                        "business days; reported",
                        "ev_12",
                        "ev_14",
                        "ev_17",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "Chicago: $314.83 incl. a $22.50 minibar charge (sparkling water $7.50 + "
                        "mixed nuts $15.00, sensor 9:14 pm 10/1); agent can't remove sensor "
                        "charges itself",
                        "ev_21",
                        "ev_22",
                    ),
                ],
                constraints=[
                    it("Denver first (her priority)", "ev_2"),
                ],
                rejected=[
                    it(
                        "Review request to the Chicago front office (3 business days) → "
                        "declined: not worth it for $22.50; she only moved the items to fit her "
                        "insulin and will expense it",
                        "ev_22",
                        "ev_23",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Wen-Li Zhou reached out for corrected folios from two recent stays, in "
                    "Denver and Chicago, for her expense report, and asked that Denver be looked "
                    "at first.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Looking at the Denver folio, the agent found three nights of valet "
                        "parking at $38 even though the valet log showed her car leaving on the "
                        "morning of October 8, so the October 8 charge had been posted after she "
                        "checked out.",
                        "ev_10",
                        "ev_12",
                    ),
                    it(
                        "With her approval, the $38.00 charge was removed as adjustment "
                        "ADJ-71903, bringing the Denver folio from $597.84 down to $559.84, with "
                        "the $38.00 going back to her Visa ending 4480.",
                        "ev_12",
                        "ev_14",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "The Chicago folio, at $314.83, carries a $22.50 minibar charge recorded "
                        "by the sensor on October 1, which the agent said it could not remove "
                        "itself.",
                        "ev_21",
                        "ev_22",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered to send a review request to the Chicago hotel's front "
                        "office, but Wen-Li said it wasn't worth it for $22.50; she had only "
                        "moved the items to make room for her insulin and will expense the "
                        "charge.",
                        "ev_22",
                        "ev_23",
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
                    "With her approval, a request to remove the $38.00 charge went in as "
                    "ADJ-71903, but the hotel declined it, so the Denver folio stays at $597.84.",
                    "ev_12",
                    "ev_14",
                    "ev_18",
                    "ev_22",
                ),
                "false_status:other_status",
                "but the hotel declined it",
                "adjust_folio act_13 executed: the adjustment is posted and the folio now "
                "totals $559.84 (ev_17, ev_18, ev_22)",
            ),
            var(
                "c2",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Chicago minibar review request sent to the Chicago front office; decision "
                    "within 3 business days",
                    "ev_21",
                    "ev_22",
                ),
                "false_status:no_such_action",
                "review request sent",
                "the ledger holds no review action; the agent offered it (ev_22) and Wen-Li "
                "said leave it (ev_23)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "adjust_folio executed on her yes: ADJ-71903, −$38.00 (10/8 valet); folio "
                    "$597.84 → $521.84; $38.00 back to Visa ****4480 within 5-7 business days; "
                    "reported",
                    "ev_12",
                    "ev_14",
                    "ev_17",
                    "ev_18",
                    "ev_22",
                ),
                "wrong_amount",
                "$597.84 → $521.84",
                "one $38.00 charge was removed: the folio goes from $597.84 to $559.84 (ev_18, "
                "ev_22)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Looking at the Denver folio, the agent found three nights of valet parking "
                    "at $38 even though the valet log showed her car leaving on the morning of "
                    "October 7, so the October 8 charge had been posted after she checked out.",
                    "ev_10",
                    "ev_12",
                ),
                "wrong_date",
                "morning of October 7",
                "the valet log has the car out on 2025-10-08 at 07:40 (ev_10), October 8 at "
                "7:40 am (ev_12)",
            ),
            var(
                "c5",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "It was Wen-Li who pointed to the valet log showing her car left on the "
                    "morning of October 8.",
                    "ev_10",
                    "ev_12",
                ),
                "misattributed_decision",
                "It was Wen-Li who pointed to the valet log",
                "the agent found the valet log and the extra charge (ev_10, ev_12); Wen-Li only "
                "asked for corrected folios (ev_2) and said yes (ev_14)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it("Chicago first (her priority)", "ev_2"),
                "inverted_constraint",
                "Chicago first",
                "she asked to check the Denver one first, it's the bigger problem (ev_2)",
            ),
        ],
    },
    "hotel-folio@m20": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "wen-li zhou - corrected folios denver + chicago for expense report",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "denver f-den-117960: 10/8 valet $38 removed, adj-71903, total now "
                        "$559.84, $38 back to visa 4480",
                        "ev_12",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "chicago f-chi-402215 $314.83 left as is - $22.50 minibar stays, she'll "
                        "expense it, no review",
                        "ev_21",
                        "ev_23",
                        "ev_24",
                    ),
                    it(
                        "she said yes to emailing corrected denver folio to wzhou@example.com - "
                        "not sent yet, no call",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "send to work email wzhou@example.com, not personal wenli.z@example.net",
                        "ev_25",
                        "ev_26",
                    ),
                ],
                next_steps=[
                    it("send the folio pdf", "ev_29"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Corrected folios for two recent stays, in Denver and Chicago, were "
                    "requested by Wen-Li Zhou for her expense report.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "The October 8 valet parking charge of $38.00 was removed from the "
                        "Denver folio F-DEN-117960 under adjustment ADJ-71903, and the total was "
                        "reduced to $559.84.",
                        "ev_12",
                        "ev_14",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "The $38.00 is being refunded to her Visa ending 4480 within 5-7 "
                        "business days.",
                        "ev_18",
                        "ev_22",
                    ),
                    it(
                        "The Chicago folio F-CHI-402215 was left as it is, including the $22.50 "
                        "minibar charge, since a review was not wanted.",
                        "ev_22",
                        "ev_23",
                        "ev_24",
                    ),
                    it(
                        "Emailing the corrected Denver folio to wzhou@example.com was agreed to "
                        "by Wen-Li, but it has not been sent yet.",
                        "ev_27",
                        "ev_29",
                    ),
                ],
                constraints=[
                    it(
                        "The folio is to be sent to her work address, not to the personal email "
                        "on her profile.",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                rejected=[
                    it(
                        "A review of the minibar charge by the Chicago front office was offered "
                        "but declined, as the items had only been moved to make room for her "
                        "insulin.",
                        "ev_22",
                        "ev_23",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "The corrected Denver folio was emailed to wzhou@example.com after Wen-Li "
                    "agreed.",
                    "ev_27",
                    "ev_29",
                ),
                "false_status:pending",
                "was emailed to wzhou@example.com",
                "send_folio act_28 is approved by her yes (ev_29, ev_30), but no call has been "
                "made: nothing was emailed at the boundary",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "send to personal wenli.z@example.net, not work email",
                    "ev_25",
                    "ev_26",
                ),
                "inverted_constraint",
                "send to personal wenli.z@example.net, not work email",
                "she asked for her work email, wzhou@example.com, not the personal one (ev_25)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The October 8 valet parking charge of $38.00 was removed from the Denver "
                    "folio F-DEN-117960 under adjustment ADJ-71930, and the total was reduced to "
                    "$559.84.",
                    "ev_12",
                    "ev_14",
                    "ev_18",
                    "ev_22",
                ),
                "wrong_id",
                "ADJ-71930",
                "the adjustment is ADJ-71903 (ev_18, ev_22, ev_27)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "chicago f-chi-402215 $314.83 left as is - $15 minibar stays, she'll expense "
                    "it, no review",
                    "ev_21",
                    "ev_23",
                    "ev_24",
                ),
                "wrong_amount",
                "$15 minibar",
                "the minibar charge is $22.50, a $7.50 water and $15.00 nuts (ev_21, ev_22, ev_23)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "denver f-den-117960: 10/8 valet $38 removed, adj-71903, total now $559.84, "
                    "$38 back to visa 4480",
                    "ev_2",
                    "ev_4",
                ),
                "unsupported_ref",
                "adj-71903",
                "the item cites only her request and her verification details (ev_2, ev_4), "
                "which hold neither the adjustment nor the new total; those are in ev_18 and "
                "ev_22",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "A review of the minibar charge by the Chicago front office was offered but "
                    "declined, as she admitted having had the water and the nuts.",
                    "ev_22",
                    "ev_23",
                ),
                "wrong_value:reason",
                "she admitted having had the water and the nuts",
                "she said she only moved them to fit her insulin in the fridge (ev_23)",
            ),
        ],
    },
    "hotel-lost@m15": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Ingrid Sorensen: laptop charger left in rm 418, Corvane Nashville Gulch "
                    "(CV-88120436, out Sat 10/18)",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Lost & found has 2 items from rm 418 (10/18): LF-NSH-0419 grey 65 W "
                        "USB-C charger (desk drawer) = hers; LF-NSH-0422 grey wool scarf = not "
                        "hers, stays in lost and found",
                        "ev_11",
                        "ev_13",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "Ship to home (22 Wickham Ct, Franklin TN, UPS Ground $12.95) proposed "
                        "→ rejected: she's away all week",
                        "ev_15",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "Now proposed: UPS Ground to Sorensen Studio, 480 Trestle Ave, Suite "
                        "210, Atlanta GA 30318, $16.40 on Visa ****5902, arrives ~Thu 10/23. "
                        "Awaiting her yes; not shipped",
                        "ev_21",
                        "ev_23",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it("Office, not home", "ev_17"),
                ],
                open_threads=[
                    it(
                        "Next Day Air also quoted ($38.00, would arrive 10/21); she hasn't "
                        "picked it",
                        "ev_21",
                        "ev_23",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Ingrid Sorensen wants the laptop charger she left in room 418 at Corvane "
                    "Nashville Gulch sent back to her.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The hotel found a grey 65 W USB-C laptop charger (LF-NSH-0419) and a "
                        "grey wool scarf (LF-NSH-0422) in room 418 on October 18; Ingrid said "
                        "only the charger is hers.",
                        "ev_11",
                        "ev_13",
                        "ev_14",
                    ),
                    it(
                        "The agent first proposed shipping the charger to her home address in "
                        "Franklin, TN for $12.95, but she said no because she is away all week.",
                        "ev_15",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "The agent then proposed UPS Ground to her office, Sorensen Studio at "
                        "480 Trestle Ave, Suite 210, Atlanta, GA 30318, for $16.40 on her Visa "
                        "ending 5902, arriving around Thursday, October 23. She has not said yes "
                        "yet.",
                        "ev_21",
                        "ev_23",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it("The charger should go to her office, not her home.", "ev_17"),
                ],
                next_steps=[
                    it(
                        "Wait for Ingrid's yes before shipping the charger to the office.",
                        "ev_24",
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
                    "The charger was shipped to her home address in Franklin, TN by UPS Ground "
                    "for $12.95.",
                    "ev_15",
                    "ev_17",
                    "ev_19",
                ),
                "false_status:ledger_rejected",
                "was shipped to her home address",
                "shipping home (act_16) was rejected by her correction (ev_17, ev_19); nothing "
                "has been shipped",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Shipped: UPS Ground to Sorensen Studio, 480 Trestle Ave, Suite 210, Atlanta "
                    "GA 30318, $16.40 on Visa ****5902, arrives ~Thu 10/23",
                    "ev_21",
                    "ev_23",
                    "ev_24",
                ),
                "false_status:pending",
                "Shipped:",
                "ship_lost_item act_24 is pending: the agent proposed it (ev_23, ev_24) and "
                "Ingrid has not said yes",
            ),
            var(
                "c3",
                "f2",
                "add",
                "constraints[1]",
                it(
                    "Ingrid wants the scarf sent along with the charger.",
                    "ev_13",
                    "ev_14",
                ),
                "inverted_constraint",
                "wants the scarf sent along",
                "Ingrid said just the charger; the scarf isn't hers (ev_14)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "The agent then proposed UPS Ground to her office, Sorensen Studio at 480 "
                    "Trestle Ave, Suite 210, Atlanta, GA 30318, for $12.95 on her Visa ending "
                    "5902, arriving around Thursday, October 23. She has not said yes yet.",
                    "ev_21",
                    "ev_23",
                    "ev_24",
                ),
                "wrong_amount",
                "for $12.95",
                "ground to the office is $16.40 (ev_21, ev_23, ev_24); $12.95 was the quote to "
                "her home (ev_15)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Now proposed: UPS Ground to Sorensen Studio, 480 Trestle Ave, Suite 210, "
                    "Atlanta GA 30318, $16.40 on Visa ****5902, arrives ~Tue 10/21. Awaiting her "
                    "yes; not shipped",
                    "ev_21",
                    "ev_23",
                    "ev_24",
                ),
                "wrong_date",
                "~Tue 10/21",
                "ground would arrive 2025-10-23, Thursday (ev_21, ev_23); October 21 is the "
                "next-day air date",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Lost & found has 2 items from rm 418 (10/18): LF-NSH-0422 grey 65 W USB-C "
                    "charger (desk drawer) = hers; LF-NSH-0419 grey wool scarf = not hers, stays "
                    "in lost and found",
                    "ev_11",
                    "ev_13",
                    "ev_14",
                    "ev_15",
                ),
                "wrong_id",
                "LF-NSH-0422 grey 65 W USB-C charger",
                "the charger is LF-NSH-0419 and the scarf LF-NSH-0422 (ev_11, ev_13)",
            ),
        ],
    },
    "hotel-redeem@m16": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Imani Whitlock apparently wants to use her Corvane Circle points for the "
                    "Saturday night of her November stay at Corvane Santa Fe Plaza, while her "
                    "company pays for Friday.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The stay seems to be Friday, November 14 to Sunday, November 16 in a "
                        "Plaza King, $249 on Friday and $269 on Saturday, $595.70 with tax.",
                        "ev_6",
                        "ev_15",
                    ),
                    it(
                        "After she said yes, Saturday, November 15 appears to have been "
                        "redeemed as an award night for 35,000 points (AWD-44817), leaving her "
                        "with 17,300 points.",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                        "ev_27",
                    ),
                    it(
                        "Friday should remain payable at the hotel, $286.35 with tax, on the "
                        "Mastercard ending 8815.",
                        "ev_18",
                        "ev_24",
                        "ev_27",
                    ),
                    it(
                        "If she cancels by 4 pm on Wednesday, November 12, the points should "
                        "come back.",
                        "ev_13",
                        "ev_18",
                    ),
                ],
                constraints=[
                    it(
                        "She asked for points on Saturday only and for Friday to stay on the "
                        "company card.",
                        "ev_2",
                    ),
                ],
                rejected=[
                    it(
                        "Points + Cash for Saturday (17,500 points plus $95) was offered, but "
                        "she seems to have declined it.",
                        "ev_15",
                        "ev_16",
                    ),
                ],
                open_threads=[
                    it(
                        "She has asked whether they could get a room near the pool, saying it is "
                        "not a big deal; this has not been answered.",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "Imani Whitlock (Gold, CC-448201937): points for the Sat night of "
                    "CV-91204477, Santa Fe Plaza 11/14–11/16",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Award night Sat 11/15 = 35,000 pts (covers $269 + $40.35 tax); balance "
                        "was 52,300",
                        "ev_6",
                        "ev_13",
                        "ev_15",
                    ),
                    it(
                        "redeem_award_night executed on her yes → AWD-44817; balance now "
                        "17,300. Reported",
                        "ev_20",
                        "ev_23",
                        "ev_24",
                        "ev_27",
                    ),
                    it(
                        "Fri 11/14 stays cash: $249 + $37.35 = $286.35 on Mastercard ****8815",
                        "ev_18",
                        "ev_24",
                    ),
                    it(
                        "Fri earns 2,988 pts after checkout (2,490 + 498 Gold bonus)",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("Points for Sat ONLY; Fri on the company card", "ev_2"),
                    it("No Points + Cash", "ev_16"),
                ],
                open_threads=[
                    it("Room near the pool? (nice to have) — unanswered", "ev_28"),
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
                    "redeem_award_night executed on her yes → AWD-44817 for Fri 11/14; balance "
                    "now 17,300. Reported",
                    "ev_20",
                    "ev_23",
                    "ev_24",
                    "ev_27",
                ),
                "false_status:other_target",
                "AWD-44817 for Fri 11/14",
                "redeem_award_night act_19 redeemed Saturday, 2025-11-15 (ev_19, ev_24); Friday "
                "November 14 stays a cash night (ev_24, ev_27)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Saturday, November 15 appears to be awaiting confirmation as an award night "
                    "for 35,000 points; the redemption doesn't seem to have gone through yet.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_27",
                ),
                "false_status:other_status",
                "the redemption doesn't seem to have gone through yet",
                "redeem_award_night act_19 executed: status redeemed, AWD-44817, balance 17,300 "
                "(ev_23, ev_24), and the agent reported it done (ev_27)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "After she said yes, Saturday, November 15 appears to have been redeemed as "
                    "an award night for 35,000 points (AWD-44817), leaving her with 17,500 "
                    "points.",
                    "ev_18",
                    "ev_20",
                    "ev_24",
                    "ev_27",
                ),
                "wrong_amount",
                "17,500 points",
                "her balance is 17,300 points (ev_24, ev_27); 17,500 is the points part of the "
                "Points + Cash offer (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[1]",
                it("Points + Cash for Sat preferred", "ev_16"),
                "inverted_constraint",
                "Points + Cash for Sat preferred",
                "Imani said all points for Saturday, don't do points plus cash (ev_16)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "If she cancels by 4 pm on Thursday, November 13, the points should come back.",
                    "ev_13",
                    "ev_18",
                ),
                "wrong_date",
                "Thursday, November 13",
                "points come back if she cancels by 2025-11-12 16:00 MT (ev_13), Wednesday, "
                "November 12 (ev_18)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[3]",
                it(
                    "Fri earns 2,988 pts after checkout (2,490 + 498 Gold bonus)",
                    "ev_2",
                    "ev_16",
                ),
                "unsupported_ref",
                "2,988 pts",
                "the item cites only her requests (ev_2, ev_16), which say nothing about "
                "points earned on Friday; the 2,988 points are in the agent's message (ev_27)",
            ),
        ],
    },
}
