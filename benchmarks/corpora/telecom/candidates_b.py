"""Hand-written candidate summaries, part 2: lost@m18, lost@m23, autopay@m22, port@m19.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.

Longer than the usual 600 lines because it is data: the candidates of 4 points (2 faithful
summaries and 6 variants each), kept next to each other per point.
"""

from cand_kit import faithful, it, var

POINTS = {
    "telecom-lost@m18": {
        "faithful": [
            faithful(
                "f1",
                "claude-concise",
                objective=it(
                    "Tomasz Kowal (ACC-4417260) lost his phone: suspend +1 646-555-0199 and get "
                    "a replacement SIM",
                    "ev_2",
                    "ev_7",
                    "ev_11",
                    "ev_22",
                ),
                decisions=[
                    it(
                        "+1 646-555-0199 suspended for a lost device (SUS-118450, 9:42 on Jun "
                        "18); free until Jul 18",
                        "ev_16",
                        "ev_20",
                        "ev_21",
                    ),
                    it(
                        "Replacement physical SIM, standard shipping (free, 3-5 business days) to "
                        "88 Berry St, Apt 4C, Brooklyn: approved by Tomasz, not ordered yet",
                        "ev_25",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("Standard free shipping; no express", "ev_22"),
                    it("Ola's line +1 646-555-0121 stays active", "ev_11", "ev_13"),
                ],
                next_steps=[
                    it("Place the SIM order for +1 646-555-0199", "ev_25", "ev_28"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "The customer lost his phone on the subway and wants his line suspended so "
                    "no one can use it.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "His line, +1 646-555-0199, was suspended for a lost device after he "
                        "confirmed, and the suspension is free until July 18.",
                        "ev_16",
                        "ev_20",
                        "ev_21",
                    ),
                    it(
                        "He asked for a replacement SIM to be sent to his home address, since he "
                        "will use his old phone for now.",
                        "ev_22",
                    ),
                    it(
                        "He agreed to the SIM order with free standard shipping, but the order "
                        "has not been placed yet.",
                        "ev_25",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "The other line on the account, Ola's +1 646-555-0121, stays active.",
                        "ev_11",
                        "ev_13",
                    ),
                ],
                next_steps=[
                    it(
                        "Place the replacement SIM order and share the delivery details.",
                        "ev_25",
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
                    "He agreed to the SIM order, and a replacement SIM has been shipped with "
                    "free standard shipping.",
                    "ev_25",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:pending",
                "has been shipped",
                "the SIM order act_26 is approved (ev_28) but not executed: no order_sim call yet",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "+1 646-555-0121 suspended for a lost device (SUS-118450, 9:42 on Jun 18); "
                    "free until Jul 18",
                    "ev_16",
                    "ev_20",
                    "ev_21",
                ),
                "false_status:other_target",
                "+1 646-555-0121 suspended",
                "the suspension act_15 is of +1 646-555-0199 (ev_15, ev_20); Ola's line stays "
                "active",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Express shipping for the SIM; he doesn't want to wait", "ev_22"),
                "inverted_constraint",
                "Express shipping for the SIM",
                "Tomasz asked for regular free shipping, no need for express (ev_22)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "His line, +1 646-555-0199, was suspended for a lost device after he "
                    "confirmed, and the suspension is free until August 18.",
                    "ev_16",
                    "ev_20",
                    "ev_21",
                ),
                "wrong_date",
                "August 18",
                "the suspension is free until 2024-07-18 (ev_20, ev_21)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it("Ola's line +1 646-555-0199 stays active", "ev_11", "ev_13"),
                "wrong_id",
                "+1 646-555-0199",
                "Ola's line is +1 646-555-0121 (ev_11, ev_13); 0199 is the suspended line",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "He said he would contact us to resume the line once the new SIM arrives.",
                    "ev_25",
                    "ev_27",
                ),
                "misattributed_decision",
                "He said he would contact us",
                "contacting care to resume is the agent's instruction (ev_25); he only said "
                "'order it' (ev_27)",
            ),
        ],
    },
    "telecom-lost@m23": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Tomasz Kowal (ACC-4417260) lost his phone: wants +1 646-555-0199 locked "
                    "and a replacement SIM for his old phone",
                    "ev_2",
                    "ev_7",
                    "ev_11",
                    "ev_22",
                ),
                decisions=[
                    it(
                        "Suspension executed: +1 646-555-0199, lost_device, SUS-118450 at 09:42 "
                        "on 2024-06-18, free until 2024-07-18",
                        "ev_16",
                        "ev_19",
                        "ev_20",
                    ),
                    it(
                        "SIM-3390127 placed: physical SIM (ICCID ending 5512), standard free "
                        "shipping to 88 Berry St, Apt 4C, Brooklyn, NY 11249, ETA Mon Jun 24",
                        "ev_25",
                        "ev_27",
                        "ev_31",
                        "ev_33",
                    ),
                ],
                constraints=[
                    it("Free standard shipping, no express", "ev_22"),
                    it(
                        "Daughter Ola's line +1 646-555-0121: no change, active",
                        "ev_11",
                        "ev_34",
                        "ev_35",
                    ),
                ],
                next_steps=[
                    it(
                        "When the SIM is in his old phone, Tomasz contacts care and the line is "
                        "resumed",
                        "ev_33",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it("lost phone, suspend line 646-555-0199, new sim", "ev_2", "ev_22"),
                decisions=[
                    it("line suspended (SUS-118450), free till jul 18", "ev_20", "ev_21"),
                    it(
                        "sim ordered SIM-3390127, standard shipping, arrives ~6/24",
                        "ev_31",
                        "ev_33",
                    ),
                    it("daughter's line 0121 not touched", "ev_34", "ev_35"),
                ],
                next_steps=[
                    it("resume line when sim is in", "ev_33"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Service on +1 646-555-0199 restored on the new SIM (ICCID ending 5512)",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:wrong_effect",
                "Service on +1 646-555-0199 restored",
                "order_sim only ordered a SIM (ev_31); the line stays suspended until he calls "
                "back (ev_33, ev_35)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "sim ordered SIM-3390127, standard shipping, arrives ~6/21",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_date",
                "~6/21",
                "the estimated delivery is 2024-06-24 (ev_31, ev_33)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "SIM-3390127 placed: physical SIM (ICCID ending 7740), standard free "
                    "shipping to 88 Berry St, Apt 4C, Brooklyn, NY 11249, ETA Mon Jun 24",
                    "ev_25",
                    "ev_27",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_id",
                "ICCID ending 7740",
                "the SIM ends 5512 (ev_31, ev_33); 7740 is the last four of his PIN (ev_5)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[3]",
                it("lost phone blocked by imei so it cant be used", "ev_20"),
                "false_status:no_such_action",
                "lost phone blocked by imei",
                "no device block in the ledger; only the line was suspended (ev_20)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Suspension of +1 646-555-0199 declined by Tomasz; line left active until "
                    "the SIM arrives",
                    "ev_16",
                    "ev_19",
                    "ev_20",
                ),
                "false_status:other_status",
                "declined by Tomasz",
                "he said yes (ev_16, ev_17) and the suspension act_15 executed (ev_19, ev_20)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it("sim ordered SIM-3390127, standard shipping, arrives ~6/24", "ev_22"),
                "unsupported_ref",
                "SIM-3390127",
                "cites only the user's request (ev_22), which holds no order id and no date",
            ),
        ],
    },
    "telecom-autopay@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Aisha Bello (ACC-9182734): autopay on her card, not the bank account; then "
                    "billing her brother Kofi's line to his own card",
                    "ev_2",
                    "ev_6",
                    "ev_30",
                    "ev_34",
                ),
                decisions=[
                    it(
                        "Autopay enabled on Visa ••4417 (PM-CARD-4417), charged on the due "
                        "date; first payment $86.40 on 2024-07-03 (bill BL-240612-9182734); "
                        "$5.00/mo discount from the Aug bill",
                        "ev_13",
                        "ev_24",
                        "ev_28",
                        "ev_29",
                    ),
                    it(
                        "Kofi's line +1 773-555-0135 (FLEX-8, $45.00/mo) can be split to his own "
                        "card only if he adds it and consents himself",
                        "ev_32",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it(
                        "Card, not the bank account (Chase checking ••0923)",
                        "ev_2",
                        "ev_10",
                        "ev_19",
                    ),
                ],
                rejected=[
                    it(
                        "Autopay from default PM-BANK-0923: proposed by the agent, rejected by "
                        "Aisha's correction",
                        "ev_17",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                open_threads=[
                    it(
                        "Bill split for +1 773-555-0135 waits on Kofi calling in; no text link "
                        "to be sent",
                        "ev_34",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Autopay was requested by the customer, Aisha Bello, so that she stops "
                    "paying late, using her card rather than her bank account.",
                    "ev_2",
                    "ev_4",
                ),
                decisions=[
                    it(
                        "Autopay was first proposed on her default Chase checking account, but "
                        "this was rejected, and the Visa was asked for instead.",
                        "ev_17",
                        "ev_19",
                    ),
                    it(
                        "Autopay was then set up on the Visa ending 4417, with payments taken on "
                        "each due date; the first charge of $86.40 is to be made on July 3.",
                        "ev_21",
                        "ev_24",
                        "ev_28",
                        "ev_29",
                    ),
                    it(
                        "A $5.00 monthly autopay discount is to be applied starting with the "
                        "August bill.",
                        "ev_29",
                    ),
                    it(
                        "It was explained that her brother Kofi's line can only be billed to his "
                        "own card if he adds the card and agrees to it himself.",
                        "ev_30",
                        "ev_34",
                    ),
                ],
                open_threads=[
                    it(
                        "The split of Kofi's line is left open: Kofi is to call in himself, and "
                        "no link is to be texted to him.",
                        "ev_35",
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
                    "Autopay enabled on Chase checking ••0923 (PM-BANK-0923), charged on the "
                    "due date; first payment $86.40 on 2024-07-03 (bill BL-240612-9182734); "
                    "$5.00/mo discount from the Aug bill",
                    "ev_13",
                    "ev_17",
                    "ev_28",
                    "ev_29",
                ),
                "false_status:ledger_rejected",
                "Autopay enabled on Chase checking ••0923 (PM-BANK-0923)",
                "autopay on PM-BANK-0923 (act_18) was rejected by her correction (ev_19, ev_20); "
                "the executed autopay is on PM-CARD-4417 (ev_28)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Bank account (Chase checking ••0923), not a card",
                    "ev_2",
                    "ev_10",
                    "ev_19",
                ),
                "inverted_constraint",
                "Bank account (Chase checking ••0923), not a card",
                "Aisha asked for the card, not the bank account (ev_2, ev_19)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Autopay was then set up on the Visa ending 4417, with payments taken on "
                    "each due date; the first charge of $81.40 is to be made on July 3.",
                    "ev_21",
                    "ev_24",
                    "ev_28",
                    "ev_29",
                ),
                "wrong_amount",
                "$81.40",
                "the first payment is $86.40 (ev_28, ev_29); the $5.00 discount starts in August",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A $5.00 monthly autopay discount is to be applied starting with the July "
                    "bill.",
                    "ev_29",
                ),
                "wrong_date",
                "July bill",
                "the discount starts with the August bill (ev_28: from_bill 2024-08, ev_29)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Kofi's line +1 773-555-0135 moved to separate billing on his own card",
                    "ev_34",
                    "ev_35",
                ),
                "false_status:no_such_action",
                "moved to separate billing",
                "no bill-split action exists; it waits on Kofi calling in (ev_34, ev_35)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "Aisha chose to have the autopay payment taken on the due date each month.",
                    "ev_21",
                    "ev_24",
                ),
                "misattributed_decision",
                "Aisha chose to have the autopay payment taken on the due date",
                "paying on the due date is the agent's setting (ev_17, ev_21); she only said yes "
                "(ev_24)",
            ),
        ],
    },
    "telecom-port@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Jordan Ellis (ACC-3307751): port +1 206-555-0178 from BlueWave Mobile as a "
                    "new line",
                    "ev_2",
                    "ev_7",
                    "ev_11",
                ),
                decisions=[
                    it("New line on FLEX-8 ($45.00/mo); port date 2024-06-28", "ev_15", "ev_18"),
                    it(
                        "First request (BlueWave acct 40022917, PIN 5582) confirmed and sent; "
                        "BlueWave rejected it: PIN mismatch (6P)",
                        "ev_18",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "Resubmission with new PIN 558214 proposed; no answer yet",
                        "ev_26",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "Port on Fri Jun 28, not before: BlueWave contract runs through the 27th",
                        "ev_15",
                        "ev_18",
                    ),
                ],
                next_steps=[
                    it("On yes, resubmit the port with PIN 558214", "ev_27"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Jordan would like to bring the number (206) 555-0178 over from BlueWave "
                    "Mobile as a new line on the account.",
                    "ev_2",
                    "ev_5",
                ),
                decisions=[
                    it(
                        "Jordan picked the 8 GB plan, Flex 8, at $45.00 per month for the new "
                        "line.",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "The first port request was confirmed, but it appears BlueWave rejected "
                        "it because the transfer PIN did not match.",
                        "ev_20",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "The port should happen on June 28 and not before, since the BlueWave "
                        "contract runs through the 27th.",
                        "ev_15",
                        "ev_18",
                    ),
                ],
                open_threads=[
                    it(
                        "A second request with the new 6-digit PIN, 558214, has been proposed "
                        "for June 28, but Jordan does not seem to have confirmed it yet.",
                        "ev_25",
                        "ev_26",
                        "ev_27",
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
                    "The first port request was confirmed and appears to have been submitted to "
                    "BlueWave for June 28.",
                    "ev_18",
                    "ev_20",
                ),
                "false_status:failed_call",
                "appears to have been submitted",
                "the port_number call returned an error (ev_24) although the ledger says executed",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "Resubmitted with new PIN 558214; port set for 2024-06-28",
                    "ev_26",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:pending",
                "Resubmitted with new PIN 558214",
                "the resubmission act_28 is pending; Jordan has not answered ev_27",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Port must be done before the BlueWave contract ends on the 27th",
                    "ev_15",
                    "ev_18",
                ),
                "inverted_constraint",
                "before the BlueWave contract ends",
                "Jordan wants the port on the 28th, not before (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "A second request with the same PIN, 5582, has been proposed for June 28, "
                    "but Jordan does not seem to have confirmed it yet.",
                    "ev_25",
                    "ev_26",
                    "ev_27",
                ),
                "wrong_value:transfer_pin",
                "the same PIN, 5582",
                "the resubmission uses the new PIN 558214 (ev_26, ev_27, ev_28)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Jordan picked the 8 GB plan, Flex 8, at $55.00 per month for the new line.",
                    "ev_14",
                    "ev_15",
                ),
                "wrong_amount",
                "$55.00 per month",
                "Flex 8 is $45.00 a month (ev_14, ev_18); $55.00 is Flex 15",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it("Jordan said BlueWave transfer PINs are 6 digits", "ev_25", "ev_26"),
                "misattributed_decision",
                "Jordan said BlueWave transfer PINs are 6 digits",
                "that BlueWave PINs are usually 6 digits is the agent's remark (ev_25)",
            ),
        ],
    },
}
