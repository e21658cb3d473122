"""Hand-written candidate summaries, part 3: mail@m22, access@m18.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "cowork-mail@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Barnaby Cuthill (TG-38830, Cuthill Bindery): use Canal Street as the "
                    "company's registered address + deal with 2 waiting items",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Registered address MH-6620 active: Cuthill Bindery, c/o Tallowgate "
                        "Workrooms, 27 Canal Street, Wendleby, OR 97352; $29/mo from the 4/1 "
                        "invoice",
                        "ev_27",
                        "ev_30",
                        "ev_35",
                        "ev_41",
                    ),
                    it(
                        "Box PCL-8841 (6.2 kg, Harebell Paper Mill) forwarded to 61 Alder Row "
                        "under FWD-5107, ships 3/5: $9 fee + $11.40 postage = $20.40 on next "
                        "invoice",
                        "ev_16",
                        "ev_30",
                        "ev_39",
                        "ev_41",
                    ),
                    it(
                        "Signed-for letter PCL-8842 (Wendleby County Clerk) kept at the front "
                        "desk until 3/17; pickup with photo ID",
                        "ev_16",
                        "ev_27",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it(
                        "Nothing official by post: only the box is forwarded; he collects the "
                        "county letter himself on Thursday",
                        "ev_23",
                    ),
                ],
                rejected=[
                    it(
                        "First plan (agent's suggestion: forward both items home) rejected by "
                        "his correction",
                        "ev_18",
                        "ev_20",
                        "ev_23",
                    ),
                ],
                open_threads=[
                    it(
                        "He asks whether the county letter means the clerk already has his new "
                        "address; unanswered",
                        "ev_42",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Barnaby Cuthill wants Tallowgate's Canal Street address as the registered "
                    "business address of Cuthill Bindery and asked about two parcels waiting "
                    "for him.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The registered address service was set up (MH-6620) at $29 a month, "
                        "first billed on the April 1 invoice.",
                        "ev_30",
                        "ev_35",
                        "ev_41",
                    ),
                    it(
                        "Only the box from Harebell Paper Mill, PCL-8841, is being forwarded "
                        "to his home at 61 Alder Row; it ships on March 5 and the $20.40 "
                        "charge goes on his next invoice.",
                        "ev_30",
                        "ev_39",
                        "ev_41",
                    ),
                    it(
                        "The signed-for letter from the Wendleby County Clerk, PCL-8842, stays "
                        "at the front desk until March 17, and he needs photo ID to collect it.",
                        "ev_16",
                        "ev_41",
                    ),
                ],
                constraints=[
                    it(
                        "He does not want anything official sent by post.",
                        "ev_23",
                    ),
                ],
                rejected=[
                    it(
                        "The agent suggested forwarding both items to his home, and the first "
                        "confirmation listed both, but Barnaby corrected it to the box only.",
                        "ev_18",
                        "ev_20",
                        "ev_23",
                    ),
                ],
                open_threads=[
                    it(
                        "He asked whether the county letter means the county already has his "
                        "new address.",
                        "ev_42",
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
                    "The signed-for letter from the Wendleby County Clerk, PCL-8842, was "
                    "forwarded to his home together with the box.",
                    "ev_16",
                    "ev_41",
                ),
                "false_status:other_target",
                "PCL-8842, was forwarded to his home",
                "only PCL-8841 was forwarded (ev_37, ev_39); PCL-8842 stays at the front desk "
                "(ev_41)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Box PCL-8841 (6.2 kg, Harebell Paper Mill) forwarded to 61 Alder Row under "
                    "FWD-5107, ships 3/5: $9 fee + $11.40 postage = $18.00 on next invoice",
                    "ev_16",
                    "ev_30",
                    "ev_39",
                    "ev_41",
                ),
                "wrong_amount",
                "$18.00 on next invoice",
                "the forwarding totals $20.40 ($9.00 + $11.40, ev_39, ev_41); $18 is two "
                "forwarding fees",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "He wants the official mail posted to him rather than held.",
                    "ev_23",
                ),
                "inverted_constraint",
                "He wants the official mail posted to him",
                "he said don't post anything official; he will pick the county letter up (ev_23)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Barnaby first asked to have both items forwarded to his home, since he is "
                    "only in twice a week, but then corrected it to the box only.",
                    "ev_18",
                    "ev_20",
                    "ev_23",
                ),
                "misattributed_decision",
                "Barnaby first asked to have both items forwarded to his home",
                "forwarding both items was the agent's suggestion (ev_18); Barnaby only said "
                "forwarding sounds good (ev_19) and then limited it to the box (ev_23)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Signed-for letter PCL-8842 (Wendleby County Clerk) kept at the front desk "
                    "until 3/13; pickup with photo ID",
                    "ev_16",
                    "ev_27",
                    "ev_41",
                ),
                "wrong_date",
                "until 3/13",
                "PCL-8842 is held until March 17 (ev_16, ev_41); March 13 is the box's date",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it(
                    "Wendleby County Clerk notified of the new registered address",
                    "ev_41",
                    "ev_42",
                ),
                "false_status:no_such_action",
                "notified of the new registered address",
                "nothing was sent to the county; he only asked about it (ev_42) and the ledger "
                "holds no such action",
            ),
        ],
    },
    "cowork-access@m18": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-hedged",
                objective=it(
                    "Bettany Ruthven of Heronsgate Robotics seems to need after-hours access "
                    "for two engineers who run overnight tests.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "A request for night and weekend access, SEC-2291, appears to have been "
                        "sent to building security for Dragomir Zeller and Ambrosine Ferrers "
                        "after her yes.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "The cards do not seem to be issued yet: security will check their "
                        "photo ID first, and the cards should be ready by March 11, with a $20 "
                        "fee each paid to security at pickup.",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it(
                        "Kit Mabry, the intern, should apparently not get a card, as he is only "
                        "there until March 20.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "Lockers at $14 a month were offered and she declined them.",
                        "ev_27",
                        "ev_28",
                    ),
                    it(
                        "Her request for access tonight was refused, since only building "
                        "security can issue cards; they will have to leave by 7 pm until then.",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                open_threads=[
                    it(
                        "She plans to move the first test run to next week.",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Bettany Ruthven (ACC-8054, Heronsgate Robotics): after-hours access at "
                    "Canal Street for two engineers",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "SEC-2291 submitted to building security: Dragomir Zeller (TG-41207) "
                        "and Ambrosine Ferrers (TG-41208), 24/7",
                        "ev_21",
                        "ev_25",
                    ),
                    it(
                        "Cards not issued: security checks photo ID, ready by Wed 3/11; $20 per "
                        "card paid to security",
                        "ev_25",
                        "ev_27",
                    ),
                ],
                constraints=[
                    it("Not Kit Mabry (intern, leaves 3/20)", "ev_17"),
                    it("Access needed nights and weekends", "ev_17"),
                ],
                rejected=[
                    it("Lockers ($14/mo each): declined", "ev_27", "ev_28"),
                    it(
                        "Access tonight: refused, the desk can't issue cards or give temporary "
                        "access",
                        "ev_28",
                        "ev_29",
                    ),
                ],
                next_steps=[
                    it("Engineers to leave by 7 pm until cards are ready", "ev_29"),
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
                    "Cards issued by security for both; $20 per card paid at pickup",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:wrong_effect",
                "Cards issued by security for both",
                "the call only submitted the request (status submitted_to_security, "
                "cards_issued 0, ev_25); security issues the cards after an ID check",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "A request for night and weekend access, SEC-2291, appears to have been sent "
                    "to building security for Dragomir Zeller, Ambrosine Ferrers and Kit Mabry "
                    "after her yes.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:other_target",
                "and Kit Mabry",
                "the request covers TG-41207 and TG-41208 only (ev_19, ev_25); Kit was left "
                "out at her request (ev_17)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "SEC-2291 not submitted: the desk can't request access for Dragomir Zeller "
                    "(TG-41207) and Ambrosine Ferrers (TG-41208)",
                    "ev_21",
                    "ev_25",
                ),
                "false_status:other_status",
                "SEC-2291 not submitted",
                "request_after_hours_access executed and returned SEC-2291, submitted to "
                "security (ev_25, ev_27); only access tonight was refused (ev_29)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Bettany asked about lockers at $14 a month but then decided against them.",
                    "ev_27",
                    "ev_28",
                ),
                "misattributed_decision",
                "Bettany asked about lockers",
                "the agent offered the lockers (ev_27); Bettany only declined (ev_28)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Cards not issued: security checks photo ID, ready by Fri 3/20; $20 per card "
                    "paid to security",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_date",
                "ready by Fri 3/20",
                "the cards are expected by Wednesday, March 11 (ev_25, ev_27); March 20 is "
                "Kit's last day",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Kit Mabry, the intern, should apparently not get a card, as he is only "
                    "there until March 20.",
                    "ev_4",
                ),
                "unsupported_ref",
                "Kit Mabry, the intern, should apparently not get a card",
                "ev_4 is only her email address; Kit's exclusion is in ev_17",
            ),
        ],
    },
}
