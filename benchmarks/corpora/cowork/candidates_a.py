"""Hand-written candidate summaries, part 1: seats@m16, seats@m20.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "cowork-seats@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Cressida Kilbride (ACC-7731, Harebell Analytics) moving her team into "
                    "Canal Street; wanted a fixed-desk quote for 4",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Quote: $385/seat/mo on a 3-6 mo term ($1,540/mo for 4) or $345/seat on "
                        "12 mo; $60 setup per seat; deposit = 1 month/seat; 3-mo minimum",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Added after her yes: D-114 Ninian Ostrander (MS-55190) + D-115 Jessamy "
                        "Mardle (MS-55191), 3/9/2026 → 9/8/2026, $770/mo, setup $120, deposit "
                        "$770; first invoice INV-26-0457 $1,660 due 3/18",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "6-month term, not the 12-mo rate the agent pushed (saves $160/mo for "
                        "four); she won't sign anything longer than six months",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                constraints=[
                    it(
                        "Devs first (Ninian, Jessamy, start Mon 3/9); the two designers later, "
                        "probably April",
                        "ev_17",
                    ),
                    it("Billing by invoice (net 14), not Visa ****6402", "ev_17", "ev_19"),
                ],
                rejected=[
                    it(
                        "Lockers at $14/mo each: declined, they keep things at their desks",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                open_threads=[
                    it(
                        "She just asked whether Jessamy can be a team admin on the account to "
                        "handle bookings while she travels; not answered yet",
                        "ev_28",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Cressida Kilbride, who runs Harebell Analytics, contacted the desk to move "
                    "her team into the Canal Street site and asked for a quote on fixed desks.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The agent quoted $385 per seat per month on a three-to-six-month term, "
                        "or $345 per seat on a twelve-month term, plus a one-off $60 setup fee "
                        "per seat and a deposit of one month per seat.",
                        "ev_14",
                        "ev_16",
                    ),
                    it(
                        "Cressida decided to start with only her two developers, Ninian "
                        "Ostrander and Jessamy Mardle, and to bring the designers in later.",
                        "ev_17",
                    ),
                    it(
                        "Once she said yes, desks D-114 and D-115 were added on a six-month "
                        "term from March 9 to September 8, 2026, for $770 a month, billed by "
                        "invoice; the first invoice, INV-26-0457, comes to $1,660 and is due on "
                        "March 18.",
                        "ev_19",
                        "ev_21",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want any contract longer than six months, which is why "
                        "she turned down the cheaper twelve-month rate the agent recommended.",
                        "ev_16",
                        "ev_17",
                    ),
                    it(
                        "She asked to be invoiced rather than have the card charged.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "The agent offered a locker for each developer at $14 a month, but "
                        "Cressida said no.",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                open_threads=[
                    it(
                        "At the end, she asked whether Jessamy could become a team admin on the "
                        "account so she can handle bookings while Cressida is travelling.",
                        "ev_28",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "replace",
                "rejected[0]",
                it(
                    "Lockers added for both devs at $14/mo each, on the same invoice",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:no_such_action",
                "Lockers added for both devs",
                "the lockers were only offered (ev_27) and she declined them (ev_28); the ledger "
                "holds no locker action",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Once she said yes, desks D-114 and D-115 were added on a six-month term "
                    "from March 9 to September 8, 2026, for $690 a month, billed by invoice; "
                    "the first invoice, INV-26-0457, comes to $1,660 and is due on March 18.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_amount",
                "$690 a month",
                "two desks at $385 are $770 a month (ev_19, ev_25); $690 is two seats at the "
                "12-month rate she declined",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Designers first, devs (Ninian, Jessamy) later, probably April",
                    "ev_17",
                ),
                "inverted_constraint",
                "Designers first, devs (Ninian, Jessamy) later",
                "she said the two developers first and the designers later (ev_17)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Cressida pointed out that the twelve-month rate would save $160 a month, "
                    "but she does not want any contract longer than six months.",
                    "ev_16",
                    "ev_17",
                ),
                "misattributed_decision",
                "Cressida pointed out that the twelve-month rate would save $160 a month",
                "the agent pointed out the $160 saving and recommended the 12-month rate "
                "(ev_16); Cressida declined it (ev_17)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Added after her yes: D-116 Ninian Ostrander (MS-55190) + D-117 Jessamy "
                    "Mardle (MS-55191), 3/9/2026 → 9/8/2026, $770/mo, setup $120, deposit $770; "
                    "first invoice INV-26-0457 $1,660 due 3/18",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "false_status:other_target",
                "D-116 Ninian Ostrander (MS-55190) + D-117 Jessamy Mardle",
                "the desks added were D-114 and D-115 (ev_19, ev_25); D-116 and D-117 were "
                "only listed as free (ev_14, ev_16)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Once she said yes, desks D-114 and D-115 were added on a six-month term "
                    "from March 9 to September 8, 2026, for $770 a month, billed by invoice; "
                    "the first invoice, INV-26-0475, comes to $1,660 and is due on March 18.",
                    "ev_19",
                    "ev_21",
                    "ev_25",
                ),
                "wrong_id",
                "INV-26-0475",
                "the first invoice is INV-26-0457 (ev_25, ev_27)",
            ),
        ],
    },
    "cowork-seats@m20": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "cressida kilbride acc-7731 - fixed desks at canal street for her team, "
                    "then jessamy as team admin",
                    "ev_2",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "2 fixed desks done: D-114 ninian ostrander, D-115 jessamy mardle, "
                        "mar 9 - sep 8 2026, 770/mo, invoice INV-26-0457 1660 due 3/18",
                        "ev_21",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "first admin proposal (rooms, credits, seats, invoices) - she said no, "
                        "not invoices not seats",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "she said yes to jessamy TG-40982 as team admin, rooms + credits only - "
                        "not done yet",
                        "ev_34",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it("jessamy must not see invoices or change seats", "ev_31"),
                    it("max 6 month contract, invoice not card", "ev_17"),
                ],
                rejected=[
                    it("lockers 14/mo - no", "ev_27", "ev_28"),
                ],
                next_steps=[
                    it(
                        "authorize jessamy mardle as team admin on ACC-7731 with rooms and "
                        "credits, confirm to cressida",
                        "ev_34",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Cressida Kilbride appears to be setting up her company, Harebell "
                    "Analytics, at the Canal Street site, starting with two fixed desks, and "
                    "now wants Jessamy Mardle to help manage bookings.",
                    "ev_2",
                    "ev_17",
                    "ev_28",
                ),
                decisions=[
                    it(
                        "Two fixed desks seem to be in place for the developers, Ninian "
                        "Ostrander (D-114) and Jessamy Mardle (D-115), from March 9 on a "
                        "six-month term at $770 a month in total.",
                        "ev_25",
                        "ev_27",
                    ),
                    it(
                        "She has agreed to make Jessamy (TG-40982) a team admin limited to "
                        "meeting rooms and room credits, although this does not appear to have "
                        "been carried out yet.",
                        "ev_34",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "Jessamy should probably not be given access to invoices or seat "
                        "changes, since Cressida does not want her to see what the company "
                        "pays.",
                        "ev_31",
                    ),
                    it(
                        "Cressida does not seem willing to sign anything longer than six "
                        "months, and she wants to pay by invoice rather than card.",
                        "ev_17",
                    ),
                ],
                rejected=[
                    it(
                        "The agent's first version of the admin change, which included seats "
                        "and invoices, was turned down by Cressida.",
                        "ev_29",
                        "ev_31",
                    ),
                    it(
                        "The twelve-month rate of $345 per seat was apparently declined in "
                        "favour of the six-month term.",
                        "ev_16",
                        "ev_17",
                    ),
                ],
                open_threads=[
                    it(
                        "The designers are expected to join later, probably in April.",
                        "ev_17",
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
                    "jessamy TG-40982 is now team admin on the account, rooms + credits only",
                    "ev_34",
                    "ev_36",
                ),
                "false_status:pending",
                "is now team admin on the account",
                "the authorization act_35 is approved by her yes (ev_36, ev_37) but no "
                "authorize_team_admin call has been made",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "rejected[0]",
                it(
                    "Jessamy was set up as a team admin with rights over seats and invoices as "
                    "well as rooms and credits.",
                    "ev_29",
                    "ev_31",
                ),
                "false_status:ledger_rejected",
                "was set up as a team admin with rights over seats and invoices",
                "the four-right version (act_30) was rejected by her correction (ev_31, "
                "ev_33); nothing has been authorized",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("jessamy should handle the invoices, not room bookings", "ev_31"),
                "inverted_constraint",
                "jessamy should handle the invoices",
                "Cressida said not invoices: bookings and credits only (ev_31)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Two fixed desks seem to be in place for the developers, Ninian Ostrander "
                    "(D-114) and Jessamy Mardle (D-115), from March 9 on a six-month term at "
                    "$1,540 a month in total.",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_amount",
                "$1,540 a month",
                "two desks cost $770 a month (ev_25, ev_27); $1,540 is the quote for four (ev_16)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "The designers are expected to join later, probably in April.",
                    "ev_4",
                ),
                "unsupported_ref",
                "The designers are expected to join later",
                "ev_4 is only her email address; the designers joining later is in ev_17",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "3 fixed desks done: D-114 ninian ostrander, D-115 jessamy mardle, mar 9 - "
                    "sep 8 2026, 770/mo, invoice INV-26-0457 1660 due 3/18",
                    "ev_21",
                    "ev_25",
                    "ev_27",
                ),
                "wrong_value:seats",
                "3 fixed desks",
                "two desks were added, D-114 and D-115 (ev_25); she asked for only 2 for now "
                "(ev_17)",
            ),
        ],
    },
}
