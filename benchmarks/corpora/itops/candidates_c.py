"""Hand-written candidate summaries, part 3: window booked, MFA and laptop, leaver, restart.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "itops-maint-paymentsdb@m13": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "EMP-40961 (Grace Achterberg, DBA): 2 h window on payments-db prod for an "
                    "index rebuild, TCK-88601",
                    "ev_2",
                    "ev_8",
                ),
                decisions=[
                    it(
                        "MW-2231 booked after Grace's yes: payments-db production, Thu "
                        "2024-06-20 19:00–21:00 Europe/London, status scheduled, notify off, "
                        "not announced",
                        "ev_19",
                        "ev_21",
                        "ev_23",
                        "ev_25",
                    ),
                ],
                constraints=[
                    it("After 6 pm only (settlements 14:00–18:00)", "ev_2", "ev_11"),
                    it("Don't notify the team; Grace tells them herself", "ev_13"),
                    it(
                        "Stay clear of MW-2207 (payments-api, 22:00–23:30 the same night)",
                        "ev_11",
                        "ev_12",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it("maint window payments-db prod, index rebuild", "ev_2"),
                decisions=[
                    it("booked MW-2231 thu 20 june 7-9pm london", "ev_23", "ev_25"),
                    it("no announcement sent", "ev_23", "ev_25"),
                ],
                constraints=[
                    it("after 6pm only", "ev_2"),
                    it("dont notify team", "ev_13"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[1]",
                it("announcement sent to payments team", "ev_23", "ev_25"),
                "false_status:wrong_effect",
                "announcement sent",
                "the booking ran with notify false and announced false (ev_23, ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "MW-2207 booked after Grace's yes: payments-db production, Thu 2024-06-20 "
                    "19:00–21:00 Europe/London, status scheduled, notify off, not announced",
                    "ev_19",
                    "ev_21",
                    "ev_23",
                    "ev_25",
                ),
                "wrong_id",
                "MW-2207",
                "the new window is MW-2231 (ev_23); MW-2207 is payments-api's window (ev_11)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[0]",
                it("booked MW-2231 thu 20 june 7-9am london", "ev_23", "ev_25"),
                "wrong_value:time",
                "7-9am",
                "the window is 19:00 to 21:00, 7 to 9 pm (ev_23, ev_25)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "constraints[0]",
                it("Finish before 18:00, when settlements start", "ev_2", "ev_11"),
                "inverted_constraint",
                "Finish before 18:00",
                "Grace said only after 6 pm: settlements run until then (ev_2)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[1]",
                it(
                    "Grace requested 19:00–21:00 so the window ends before payments-api's "
                    "MW-2207 at 22:00",
                    "ev_12",
                    "ev_13",
                ),
                "misattributed_decision",
                "Grace requested 19:00–21:00",
                "the agent proposed 19:00-21:00 to avoid MW-2207 (ev_12); Grace only said 7 to "
                "9 works",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "MW-2231 held as a tentative slot (payments-db production, Thu 2024-06-20 "
                    "19:00–21:00 Europe/London); Grace still to confirm",
                    "ev_17",
                    "ev_23",
                ),
                "false_status:other_status",
                "held as a tentative slot",
                "act_18 was approved (ev_20) and executed (ev_22); MW-2231 is scheduled (ev_23)",
            ),
        ],
    },
    "itops-mfa-laptop@m23": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Owen lost his authenticator when he changed phones and asked for an MFA "
                    "reset; he also wanted a laptop for a new member of his team.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "He was verified with a code sent to his personal email, and after he "
                        "said yes his MFA was reset: the old TOTP authenticator was removed and "
                        "an enrolment link, valid until 11:20 UTC on June 14, was sent to his "
                        "personal email.",
                        "ev_11",
                        "ev_14",
                        "ev_17",
                        "ev_21",
                        "ev_22",
                    ),
                    it(
                        "For Sofia Lindqvist (EMP-52877), who starts on July 8, the standard "
                        "ThinkPad T14 Gen 5 ($1,389, charged to CC-6120) was offered.",
                        "ev_23",
                        "ev_30",
                    ),
                ],
                rejected=[
                    it(
                        "Owen decided to hold off on the laptop because Sofia's start date "
                        "might move to August.",
                        "ev_34",
                    ),
                ],
                open_threads=[
                    it(
                        "The laptop will be revisited once Sofia's start date is firm.",
                        "ev_34",
                    ),
                ],
                next_steps=[
                    it(
                        "Wait for Owen to come back with a confirmed start date before ordering "
                        "anything.",
                        "ev_34",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-terse",
                objective=it(
                    "EMP-52203 (Owen Delacroix): MFA reset after phone change + laptop for new "
                    "hire, TCK-88633",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it("Identity verified via code to personal email", "ev_10", "ev_14"),
                    it(
                        "reset_mfa executed: TOTP (iPhone 12) removed; enrolment link valid to "
                        "2024-06-14 11:20Z",
                        "ev_15",
                        "ev_18",
                        "ev_19",
                        "ev_21",
                    ),
                ],
                rejected=[
                    it(
                        "Laptop LT-T14G5 ($1,389, CC-6120, Dublin office by 2024-07-05) for "
                        "EMP-52877: rejected, start date may slip to August",
                        "ev_30",
                        "ev_34",
                    ),
                ],
                open_threads=[
                    it(
                        "Laptop for Sofia Lindqvist (start 2024-07-08) waits on a firm start date",
                        "ev_23",
                        "ev_27",
                        "ev_34",
                    ),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Laptop LT-T14G5 ordered for EMP-52877, to the Dublin office by 2024-07-05",
                    "ev_30",
                ),
                "false_status:ledger_rejected",
                "Laptop LT-T14G5 ordered",
                "the laptop proposal act_33 was rejected by Owen (ev_34, ev_35); nothing was "
                "ordered",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "For Sofia Lindqvist (EMP-52877), who starts on July 8, the standard "
                    "ThinkPad T14 Gen 5 ($2,199, charged to CC-6120) was offered.",
                    "ev_23",
                    "ev_30",
                ),
                "wrong_amount",
                "$2,199",
                "the ThinkPad costs $1,389 (ev_29, ev_30); $2,199 is the MacBook Pro",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "reset_mfa failed; no enrolment link sent, needs a retry",
                    "ev_18",
                    "ev_19",
                    "ev_21",
                ),
                "false_status:other_status",
                "reset_mfa failed",
                "act_16 executed and the result says reset, link sent (ev_20, ev_21)",
            ),
            var(
                "c4",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "Owen asked for the laptop to be delivered to the Dublin office by July 5.",
                    "ev_30",
                ),
                "misattributed_decision",
                "Owen asked for the laptop to be delivered",
                "the delivery details are the agent's proposal (ev_30); Owen only gave the name "
                "and start date, then held off",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Laptop for Sofia Lindqvist (start 2024-08-08) waits on a firm start date",
                    "ev_23",
                    "ev_27",
                    "ev_34",
                ),
                "wrong_date",
                "2024-08-08",
                "Sofia's start date is 2024-07-08 (ev_23, ev_27); August is only a possible move",
            ),
            var(
                "c6",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "For Sofia Lindqvist (EMP-52203), who starts on July 8, the standard "
                    "ThinkPad T14 Gen 5 ($1,389, charged to CC-6120) was offered.",
                    "ev_23",
                    "ev_30",
                ),
                "wrong_id",
                "EMP-52203",
                "Sofia is EMP-52877 (ev_23, ev_27); EMP-52203 is Owen",
            ),
        ],
    },
    "itops-offboard-kenji@m17": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Amara Nwosu (EMP-16634, Security): offboard leaver Kenji Watanabe "
                    "(EMP-29015, last day 2024-05-24) by revoking GitHub and AWS prod access "
                    "today, TCK-88690",
                    "ev_2",
                    "ev_7",
                    "ev_10",
                ),
                decisions=[
                    it(
                        "ACC-7781 github-org (member) revoked 2024-05-27 09:14 UTC",
                        "ev_16",
                        "ev_19",
                        "ev_22",
                        "ev_24",
                    ),
                    it(
                        "ACC-7790 aws-prod (PowerUser): revoke approved but failed, IAM Identity "
                        "Center SCIM 503; grant unchanged, Kenji still has PowerUser",
                        "ev_19",
                        "ev_25",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "google-drive (ACC-7702, editor) stays until the 5/31 handover",
                        "ev_2",
                        "ev_12",
                    ),
                    it(
                        "jira (ACC-7715) left for now; Amara to check with his manager",
                        "ev_12",
                        "ev_15",
                    ),
                ],
                next_steps=[
                    it("Retry the aws-prod revoke (ACC-7790)", "ev_28"),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "Amara from security asked for a departed employee, Kenji Watanabe, to lose "
                    "his GitHub and AWS production access.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "His GitHub access appears to have been revoked successfully on May 27.",
                        "ev_24",
                        "ev_28",
                    ),
                    it(
                        "The AWS production revoke seems to have failed with a 503 from the "
                        "Identity Center sync, so he likely still has PowerUser access there.",
                        "ev_27",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it(
                        "His Google Drive access should be kept until the handover on May 31.",
                        "ev_2",
                    ),
                    it(
                        "Jira is to be left alone for now while Amara checks with his manager.",
                        "ev_15",
                    ),
                ],
                next_steps=[
                    it("The AWS revoke will probably need to be retried.", "ev_28"),
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
                    "The AWS production access was also revoked, so he no longer has PowerUser "
                    "there.",
                    "ev_27",
                    "ev_28",
                ),
                "false_status:failed_call",
                "was also revoked",
                "the aws-prod revoke returned an error, grant unchanged (ev_27), though the "
                "ledger says executed",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[1]",
                it("jira (ACC-7715) revoked along with GitHub", "ev_12", "ev_15"),
                "false_status:other_target",
                "revoked along with GitHub",
                "only github-org and aws-prod were revoked (act_17, act_18); jira was left "
                "(ev_15, ev_28)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "objective",
                it(
                    "Amara Nwosu (EMP-16634, Security): offboard leaver Kenji Watanabe "
                    "(EMP-29015, last day 2024-05-27) by revoking GitHub and AWS prod access "
                    "today, TCK-88690",
                    "ev_2",
                    "ev_7",
                    "ev_10",
                ),
                "wrong_date",
                "last day 2024-05-27",
                "Kenji's last day is 2024-05-24 (ev_2, ev_10); May 27 is the revocation date",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "His Google Drive access should be removed right away, before the handover "
                    "on May 31.",
                    "ev_2",
                ),
                "inverted_constraint",
                "removed right away",
                "Amara said leave his Drive access until the handover (ev_2)",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "ACC-7702 github-org (member) revoked 2024-05-27 09:14 UTC",
                    "ev_16",
                    "ev_19",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_id",
                "ACC-7702",
                "the github-org grant is ACC-7781 (ev_12, ev_24); ACC-7702 is google-drive",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "next_steps[0]",
                it("Amara said she will retry the AWS revoke herself.", "ev_28"),
                "misattributed_decision",
                "Amara said she will retry",
                "the agent said it will need to retry (ev_28); Amara said nothing about a retry",
            ),
        ],
    },
    "itops-restart-notify@m17": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-passive",
                objective=it(
                    "Delayed email notifications (around 15 minutes) were reported by Lucia "
                    "from support engineering.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "notify-dispatcher (build 812) was found degraded in production, with a "
                        "14-minute queue lag and memory at 93%.",
                        "ev_12",
                        "ev_15",
                    ),
                    it(
                        "A rolling restart of notify-dispatcher was confirmed by Lucia and "
                        "completed at 14:22 UTC; 4 pods were restarted and the lag was brought "
                        "down to about a minute.",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it(
                        "notify-scheduler was not to be touched, since its digest batch cannot "
                        "be interrupted.",
                        "ev_16",
                    ),
                    it("The on-call was not to be paged.", "ev_16"),
                ],
                next_steps=[
                    it(
                        "Lucia could be asked whether customers are still seeing delays.",
                        "ev_2",
                        "ev_25",
                    ),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it("email notifs late ~15 min, TCK-88742", "ev_2"),
                decisions=[
                    it(
                        "notify-dispatcher restarted in prod, 4 pods, lag now ~1 min",
                        "ev_24",
                        "ev_25",
                    ),
                    it("scheduler left alone, no page", "ev_24", "ev_25"),
                ],
                constraints=[
                    it("dont touch scheduler (digest batch)", "ev_16"),
                    it("no paging oncall", "ev_16"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[1]",
                it("scheduler restarted too once digest batch done", "ev_24", "ev_25"),
                "false_status:other_target",
                "scheduler restarted too",
                "only notify-dispatcher was restarted (act_19); the scheduler was left alone "
                "(ev_25)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "A rolling restart of notify-dispatcher was confirmed by Lucia and "
                    "completed at 14:22 UTC; 4 pods were restarted and the on-call engineer "
                    "was paged about it.",
                    "ev_20",
                    "ev_22",
                    "ev_24",
                ),
                "false_status:wrong_effect",
                "the on-call engineer was paged about it",
                "the restart ran with page false; the result's paged list is empty (ev_24)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "notify-dispatcher (build 809) was found degraded in production, with a "
                    "14-minute queue lag and memory at 93%.",
                    "ev_12",
                    "ev_15",
                ),
                "wrong_value:build",
                "build 809",
                "notify-dispatcher runs build 812 (ev_12); 809 is notify-scheduler's",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[1]",
                it("page oncall when done", "ev_16"),
                "inverted_constraint",
                "page oncall when done",
                "Lucia said no page to the on-call (ev_16)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[2]",
                it(
                    "A rolling restart was requested by Lucia so that the build would stay at 812.",
                    "ev_16",
                    "ev_18",
                ),
                "misattributed_decision",
                "requested by Lucia",
                "the rolling mode and keeping build 812 are the agent's plan (ev_18); Lucia "
                "only asked to restart the dispatcher",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "notify-dispatcher restarted in prod 2 june, 4 pods, lag now ~1 min",
                    "ev_24",
                    "ev_25",
                ),
                "wrong_date",
                "2 june",
                "the restart finished on 2024-06-14 (ev_24); 2 June was the previous restart "
                "(ev_12)",
            ),
        ],
    },
}
