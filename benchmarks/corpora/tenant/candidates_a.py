"""Hand-written candidate summaries, part 1: leak@m22, leak@m27, rentpay@m19, rentpay@m27.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "tenant-leak@m22": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Priya Raman (RES-40718, Kestrel Point 3C) reporting a leak at the pipe joint "
                    "under her kitchen sink; it stops when the shut-off valve is closed",
                    "ev_2",
                    "ev_6",
                    "ev_15",
                ),
                decisions=[
                    it(
                        "Priority routine, not emergency: the leak stops with the valve closed and "
                        "nothing is flooding (agent's classification)",
                        "ev_17",
                    ),
                    it(
                        "create_work_order executed after her yes → WO-58377, Luis Ortega, Tue "
                        "2024-09-10 13:00-16:00, no permission to enter; confirmed to her",
                        "ev_27",
                        "ev_29",
                        "ev_32",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "Tue 1-4 was her pick (works from home Tuesdays); agent had offered Mon "
                        "9/9 10-1 as the first slot that fit",
                        "ev_24",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it(
                        "No entry unless she's home; if nobody answers, Luis leaves a note and "
                        "the visit is rescheduled",
                        "ev_22",
                        "ev_35",
                    ),
                    it("Nothing before 10:00 (she works nights)", "ev_22"),
                    it("Cat (Mochi) may bolt; keep the door closed", "ev_22", "ev_27"),
                ],
                open_threads=[
                    it(
                        "WO-58213 (bathroom exhaust fan) is still its own visit, Thu 9/12 "
                        "08:00-10:00, with permission to enter on file",
                        "ev_12",
                        "ev_14",
                    ),
                ],
                next_steps=[
                    it(
                        "Luis texts ~30 min before arriving; Priya keeps the valve closed between "
                        "uses",
                        "ev_35",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-narrative",
                objective=it(
                    "Priya Raman contacted resident services about water dripping under her "
                    "kitchen sink in unit 3C at Kestrel Point and wanted it repaired.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "After she described the leak at the pipe joint by the wall, the agent "
                        "explained that it counts as a routine request rather than an emergency, "
                        "since closing the valve stops it.",
                        "ev_15",
                        "ev_17",
                    ),
                    it(
                        "She chose the Tuesday, September 10 visit from 1 to 4 pm, noting that she "
                        "works from home on Tuesdays.",
                        "ev_25",
                    ),
                    it(
                        "With her go-ahead, work order WO-58377 was created for that window with "
                        "Luis Ortega as the technician, and the agent confirmed the booking to her.",
                        "ev_29",
                        "ev_32",
                        "ev_33",
                        "ev_35",
                    ),
                ],
                constraints=[
                    it(
                        "She does not want anyone entering the apartment unless she is there, and "
                        "nothing should be scheduled before 10 am because she works nights.",
                        "ev_22",
                    ),
                    it("She has a cat named Mochi who may try to slip out.", "ev_22"),
                ],
                open_threads=[
                    it(
                        "Her earlier request about the bathroom exhaust fan, WO-58213, is still on "
                        "its own visit on Thursday, September 12 from 8 to 10 am.",
                        "ev_12",
                        "ev_14",
                    ),
                ],
                next_steps=[
                    it(
                        "Luis is expected to text about half an hour before arriving; if nobody is "
                        "home he will leave a note instead of going in, and the visit will be "
                        "rescheduled.",
                        "ev_35",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "The fan repair (WO-58213) was also folded into the same Tuesday visit, so no "
                    "one needs to come on Thursday.",
                    "ev_14",
                    "ev_35",
                ),
                "false_status:no_such_action",
                "was also folded into the same Tuesday visit",
                "the ledger holds no action on WO-58213 at this boundary; the fan ticket is still "
                "Thu Sep 12 08:00-10:00 (ev_12, ev_14)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "Even though she said yes, the work order for that window could not be "
                    "created, so the leak still has no ticket.",
                    "ev_29",
                    "ev_35",
                ),
                "false_status:other_status",
                "the work order for that window could not be created",
                "create_work_order act_28 was approved (ev_30) and executed (ev_32); the result "
                "is WO-58377, scheduled (ev_33), and the agent reported it (ev_35)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "Entry OK without her if she's out; Luis leaves a note after the visit",
                    "ev_22",
                    "ev_35",
                ),
                "inverted_constraint",
                "Entry OK without her if she's out",
                "she said not to go in without her there (ev_22); the work order has "
                "permission_to_enter false (ev_28, ev_33)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[3]",
                it(
                    "Priya asked for the leak to be logged as routine instead of an emergency.",
                    "ev_15",
                    "ev_17",
                ),
                "misattributed_decision",
                "Priya asked for the leak to be logged as routine",
                "the routine priority was the agent's classification (ev_17); Priya only "
                "described where it drips and that the valve stops it (ev_15)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "create_work_order executed after her yes → WO-58377, Luis Ortega, Wed "
                    "2024-09-11 13:00-16:00, no permission to enter; confirmed to her",
                    "ev_27",
                    "ev_29",
                    "ev_32",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_date",
                "Wed 2024-09-11",
                "the visit is Tuesday 2024-09-10 (ev_25, ev_33); Wednesday 9/11 had only an "
                "8-11 am slot (ev_20)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She chose the Tuesday, September 10 visit from 10 am to 1 pm, noting that she "
                    "works from home on Tuesdays.",
                    "ev_25",
                ),
                "wrong_value:time",
                "from 10 am to 1 pm",
                "the Tuesday window is 1-4 pm, 13:00-16:00 (ev_25, ev_33); 10 am-1 pm was the "
                "Monday slot the agent offered (ev_24)",
            ),
        ],
    },
    "tenant-leak@m27": {
        "faithful": [
            faithful(
                "f1",
                "small-model-terse",
                objective=it(
                    "priya raman, kestrel pt 3c - fix kitchen sink leak + get the fan ticket done "
                    "same visit",
                    "ev_2",
                    "ev_36",
                ),
                decisions=[
                    it(
                        "leak WO-58377 created, routine, tue 9/10 1-4pm w/ luis ortega, no entry "
                        "w/o her",
                        "ev_32",
                        "ev_33",
                    ),
                    it(
                        "she asked to move fan ticket WO-58213 onto the tue visit, said yes, call "
                        "went out but FAILED - luis has no capacity 9/10 1-4, fan still thu 9/12 "
                        "8-10",
                        "ev_36",
                        "ev_39",
                        "ev_42",
                        "ev_43",
                    ),
                ],
                constraints=[
                    it("not before 10am", "ev_22"),
                    it("dont enter unless shes home", "ev_22"),
                    it("cat mochi, keep door shut", "ev_22"),
                ],
                next_steps=[
                    it(
                        "tell priya the fan move didnt go thru, find another slot for WO-58213",
                        "ev_43",
                    ),
                    it(
                        "fan ticket still says ok to enter - ask if she wants that changed",
                        "ev_22",
                        "ev_43",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Priya Raman appears to want the leak under her kitchen sink in 3C fixed, and "
                    "ideally to have the bathroom fan looked at during the same visit.",
                    "ev_2",
                    "ev_15",
                    "ev_36",
                ),
                decisions=[
                    it(
                        "The leak was logged as routine work order WO-58377 for Tuesday, September "
                        "10, 1-4 pm with Luis Ortega, and she was told about it.",
                        "ev_33",
                        "ev_35",
                    ),
                    it(
                        "She then agreed to move the fan ticket (WO-58213) into that same Tuesday "
                        "window, but the reschedule seems to have failed: Luis has no "
                        "capacity left then, so WO-58213 apparently stays on Thursday, September "
                        "12, 8-10 am.",
                        "ev_37",
                        "ev_39",
                        "ev_43",
                    ),
                ],
                constraints=[
                    it(
                        "She would rather not have anyone come before 10 am, since she works "
                        "nights.",
                        "ev_22",
                    ),
                    it("She asked that no one enter unless she is present.", "ev_22"),
                ],
                open_threads=[
                    it(
                        "The fan ticket still seems to show permission to enter, which may not "
                        "match her wish to be home for any visit.",
                        "ev_22",
                        "ev_43",
                    ),
                ],
                next_steps=[
                    it(
                        "Let Priya know the fan could not be added to Tuesday, and perhaps suggest "
                        "another time for it.",
                        "ev_43",
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
                    "she asked to move fan ticket WO-58213 onto the tue visit, said yes -> moved, "
                    "luis does both tue 9/10 1-4",
                    "ev_36",
                    "ev_39",
                    "ev_42",
                    "ev_43",
                ),
                "false_status:failed_call",
                "-> moved, luis does both",
                "reschedule_work_order act_38 executed (ev_42) but its result is an error, "
                "SLOT_UNAVAILABLE: WO-58213 was not changed (ev_43)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She then agreed to move the fan ticket (WO-58213) into that same Tuesday "
                    "window, and this appears to have gone through, so Luis should handle both "
                    "jobs on Tuesday.",
                    "ev_37",
                    "ev_39",
                    "ev_42",
                ),
                "false_status:failed_call",
                "this appears to have gone through",
                "the reschedule act_38 was executed (ev_42) with an error result: Luis has no "
                "capacity on 9/10 13:00-16:00 and WO-58213 stays on 9/12 (ev_43)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "leak WO-58213 created, routine, tue 9/10 1-4pm w/ luis ortega, no entry w/o "
                    "her",
                    "ev_32",
                    "ev_33",
                ),
                "wrong_id",
                "leak WO-58213 created",
                "the leak's work order is WO-58377 (ev_33); WO-58213 is the older fan ticket "
                "(ev_12)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[1]",
                it(
                    "She said it is fine for staff to enter even if she is not present.",
                    "ev_22",
                ),
                "inverted_constraint",
                "fine for staff to enter even if she is not present",
                "she said no, don't go in without her there (ev_22)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The leak was logged as routine work order WO-58377 for Tuesday, September "
                    "10, 1-4 pm with Luis Ortega, and she was told about it.",
                    "ev_12",
                    "ev_14",
                ),
                "unsupported_ref",
                "routine work order WO-58377",
                "ev_12 and ev_14 are about the fan ticket WO-58213; WO-58377 and its slot are in "
                "ev_33 and ev_35",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "The leak was logged as routine work order WO-58377 for Wednesday, September "
                    "11, 1-4 pm with Luis Ortega, and she was told about it.",
                    "ev_33",
                    "ev_35",
                ),
                "wrong_date",
                "Wednesday, September 11",
                "WO-58377 is on Tuesday, September 10 (ev_33, ev_35)",
            ),
        ],
    },
    "tenant-rentpay@m19": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Marcus Bell (Wrenfield Commons B-214): late fee off, then pay Sept rent in "
                    "two parts",
                    "ev_2",
                    "ev_6",
                    "ev_25",
                ),
                decisions=[
                    it(
                        "Late fee CHG-30917 ($75) waived as a courtesy, executed after his yes; "
                        "balance now $1,685",
                        "ev_16",
                        "ev_18",
                        "ev_21",
                        "ev_22",
                    ),
                    it("Next courtesy waiver not before 2025-09-09", "ev_22"),
                    it(
                        "Split proposed: $1,000 from checking x2231, then $685 from savings x7790, "
                        "both dated 9/9, no fee; awaiting his yes",
                        "ev_30",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it("Checking first; if it fails, don't touch savings", "ev_25"),
                ],
                open_threads=[
                    it("Both make_payment actions pending his confirmation", "ev_31", "ev_32"),
                ],
                next_steps=[
                    it(
                        "On yes: submit checking, then savings only once the first is accepted",
                        "ev_25",
                        "ev_30",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-passive",
                objective=it(
                    "Help was requested by Marcus Bell with removing a late fee and paying his "
                    "September rent.",
                    "ev_2",
                    "ev_25",
                ),
                decisions=[
                    it(
                        "A balance of $1,760.00 was found on his account: $1,685.00 of September "
                        "rent plus a $75.00 late fee posted on September 6.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "The $75.00 late fee was waived as a one-time courtesy once he confirmed, "
                        "and the balance was reduced to $1,685.00.",
                        "ev_18",
                        "ev_21",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "A split payment was then proposed to him: $1,000.00 from his Sierra Valley "
                        "checking ending 2231 and $685.00 from his savings ending 7790, both dated "
                        "September 9. No answer has been given yet.",
                        "ev_30",
                        "ev_31",
                        "ev_32",
                    ),
                ],
                constraints=[
                    it(
                        "It was asked that the checking payment be made first, and that the "
                        "savings account not be touched if the checking payment fails.",
                        "ev_25",
                    ),
                ],
                next_steps=[
                    it(
                        "Once confirmed, the two payments are to be submitted in that order.",
                        "ev_30",
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
                    "Split paid: $1,000 from checking x2231 + $685 from savings x7790, both 9/9; "
                    "balance cleared",
                    "ev_30",
                    "ev_31",
                    "ev_32",
                ),
                "false_status:pending",
                "Split paid",
                "both make_payment actions (act_31, act_32) are only proposed and pending "
                "(ev_31, ev_32); Marcus has not answered yet",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "The $75.00 late-fee waiver was not granted, and the fee is still on his "
                    "account.",
                    "ev_16",
                    "ev_22",
                ),
                "false_status:other_status",
                "was not granted",
                "waive_late_fee act_17 was approved (ev_19) and executed (ev_21); the result says "
                "waived, balance 1685.00 (ev_22), as the agent reported (ev_24)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "Late fee CHG-30917 ($85) waived as a courtesy, executed after his yes; "
                    "balance now $1,685",
                    "ev_16",
                    "ev_18",
                    "ev_21",
                    "ev_22",
                ),
                "wrong_amount",
                "($85)",
                "the late fee is $75.00 (ev_12, ev_16, ev_22)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "It was asked that the savings payment be made first, with the checking "
                    "payment following it.",
                    "ev_25",
                ),
                "inverted_constraint",
                "the savings payment be made first",
                "Marcus said to do the checking one first and not to touch savings if it fails "
                "(ev_25)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[2]",
                it(
                    "A split payment was then proposed to him: $1,000.00 from his Sierra Valley "
                    "savings ending 7790 and $685.00 from his checking ending 2231, both dated "
                    "September 9. No answer has been given yet.",
                    "ev_30",
                    "ev_31",
                    "ev_32",
                ),
                "wrong_value:account",
                "$1,000.00 from his Sierra Valley savings ending 7790",
                "the $1,000.00 is from checking ending 2231 and the $685.00 from savings ending "
                "7790 (ev_25, ev_30, ev_31, ev_32)",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it("Next courtesy waiver not before 2025-03-09", "ev_22"),
                "wrong_date",
                "2025-03-09",
                "the next waiver is available from 2025-09-09 (ev_16, ev_22)",
            ),
        ],
    },
    "tenant-rentpay@m27": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Marcus Bell wanted his late fee removed and his September rent paid from two "
                    "bank accounts.",
                    "ev_2",
                    "ev_25",
                ),
                decisions=[
                    it(
                        "The $75.00 late fee was waived as a one-time courtesy, leaving September "
                        "rent of $1,685.00.",
                        "ev_21",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "He confirmed a split payment. The first payment, $1,000.00 from his "
                        "checking account ending 2231, went through with confirmation PAY-904412.",
                        "ev_33",
                        "ev_37",
                        "ev_38",
                    ),
                    it(
                        "The second payment, $685.00 from his savings account ending 7790, was "
                        "declined because his credit union does not allow electronic debits from "
                        "that account. Nothing was taken from savings.",
                        "ev_41",
                        "ev_42",
                        "ev_43",
                    ),
                ],
                constraints=[
                    it(
                        "He wanted the checking payment to go first, and the savings payment only "
                        "if the checking one succeeded.",
                        "ev_25",
                    ),
                ],
                open_threads=[
                    it("$685.00 of September rent is still unpaid.", "ev_42", "ev_43"),
                ],
                next_steps=[
                    it(
                        "Marcus plans to move money into checking tonight and pay the remaining "
                        "$685.00 himself through the resident portal tomorrow.",
                        "ev_44",
                        "ev_45",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Marcus Bell (RES-52290, Wrenfield B-214): get the late fee waived and pay "
                    "September rent as a split bank payment.",
                    "ev_2",
                    "ev_6",
                    "ev_25",
                ),
                decisions=[
                    it(
                        "Late fee CHG-30917 ($75) waived under the courtesy waiver; balance "
                        "$1,685.",
                        "ev_21",
                        "ev_22",
                    ),
                    it(
                        "Payment 1 succeeded: $1,000 from checking x2231, PAY-904412; balance "
                        "$685.",
                        "ev_37",
                        "ev_38",
                    ),
                    it(
                        "Payment 2 ($685 from savings x7790) executed but declined by Sierra Valley "
                        "CU: no electronic debits on that account; nothing posted.",
                        "ev_41",
                        "ev_42",
                    ),
                    it("Both outcomes reported to Marcus.", "ev_43"),
                ],
                constraints=[
                    it("Order: checking first, savings only if checking clears.", "ev_25"),
                ],
                open_threads=[
                    it("$685 still owed for September.", "ev_42", "ev_43"),
                ],
                next_steps=[
                    it(
                        "Marcus pays the $685 himself tomorrow from checking x2231 in the portal; "
                        "agent says no new late fee.",
                        "ev_44",
                        "ev_45",
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
                    "The second payment, $685.00 from his savings account ending 7790, also went "
                    "through, so September rent is now paid in full.",
                    "ev_41",
                    "ev_42",
                ),
                "false_status:failed_call",
                "also went through",
                "make_payment act_32 was executed (ev_41) but its result is PAYMENT_DECLINED, no "
                "payment posted (ev_42); the agent reported $685.00 still owed (ev_43)",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Savings x7790 payment went through (PAY-904412); it was the checking x2231 "
                    "debit that bounced.",
                    "ev_37",
                    "ev_38",
                ),
                "false_status:other_target",
                "Savings x7790 payment went through",
                "the payment that went through is the $1,000.00 from checking PM-2231 (act_31, "
                "ev_38); the savings payment act_32 was declined (ev_42)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "open_threads[0]",
                it("$760.00 of September rent is still unpaid.", "ev_42", "ev_43"),
                "wrong_amount",
                "$760.00",
                "after the waiver and the $1,000.00 payment, $685.00 is owed (ev_38, ev_42, "
                "ev_43); $760 would count the waived $75 fee",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "Payment 1 succeeded: $1,000 from checking x2231, PAY-904421; balance $685.",
                    "ev_37",
                    "ev_38",
                ),
                "wrong_id",
                "PAY-904421",
                "the confirmation number is PAY-904412 (ev_38, ev_43)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "He confirmed a split payment. The first payment, $1,000.00 from his checking "
                    "account ending 2231, went through with confirmation PAY-904412.",
                    "ev_12",
                    "ev_16",
                ),
                "unsupported_ref",
                "went through with confirmation PAY-904412",
                "ev_12 (the account) and ev_16 (the waiver proposal) hold neither the payment "
                "nor its confirmation; they are in ev_37, ev_38 and ev_43",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[4]",
                it(
                    "Marcus opted to pay the remaining $685 by card (2.95% fee).",
                    "ev_43",
                    "ev_44",
                ),
                "misattributed_decision",
                "Marcus opted to pay the remaining $685 by card",
                "the card (2.95% fee) was one of the agent's suggestions (ev_43); Marcus said he "
                "would move money to checking and pay online tomorrow (ev_44)",
            ),
        ],
    },
}
