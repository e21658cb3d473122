"""Hand-written candidate summaries, part 1: the deploy and the rollback sessions (4 points).

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "itops-deploy-billing@m16": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "EMP-20417 (Priya Raman) wants billing-api build 1187 (v4.18.2) deployed to "
                    "staging for QA regression, TCK-88213",
                    "ev_2",
                    "ev_8",
                    "ev_11",
                ),
                decisions=[
                    it(
                        "Deploy DEP-60318 executed after the user's yes: billing-api #1187 live "
                        "in staging, 3/3 pods healthy, finished 10:05:02Z",
                        "ev_22",
                        "ev_24",
                        "ev_25",
                        "ev_26",
                    ),
                    it(
                        "Build 1179 (v4.18.0) retained as rollback target (keep_previous)",
                        "ev_15",
                        "ev_19",
                        "ev_26",
                    ),
                    it("1183 (v4.18.1) skipped: failed CI", "ev_15", "ev_18"),
                ],
                constraints=[
                    it(
                        "Staging only; production stays on 1172 (v4.17.3) until QA signs off",
                        "ev_2",
                        "ev_13",
                    ),
                    it(
                        "billing-api only; billing-worker (staging 1176) not touched",
                        "ev_18",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it(
                        "Report DEP-60318 to Priya; 1179 still available for a flip back",
                        "ev_26",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-plain",
                objective=it(
                    "Priya asked for build 1187 of billing-api to be deployed to the staging "
                    "environment (ticket TCK-88213).",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "Staging was running build 1179 (v4.18.0), and production was on 1172.",
                        "ev_13",
                        "ev_18",
                    ),
                    it(
                        "She confirmed the deploy, and it completed successfully as DEP-60318 "
                        "at about 10:05 UTC on June 11, with all three pods healthy.",
                        "ev_22",
                        "ev_26",
                    ),
                    it(
                        "The previous build, 1179, was kept so that staging can be switched "
                        "back if QA finds a problem.",
                        "ev_19",
                        "ev_26",
                    ),
                ],
                constraints=[
                    it(
                        "Production should not be touched because QA has not signed off yet.",
                        "ev_2",
                    ),
                    it(
                        "Only billing-api is to be deployed; she did not want billing-worker "
                        "changed.",
                        "ev_19",
                    ),
                ],
                next_steps=[
                    it(
                        "Let Priya know the deploy finished and that 1179 is still available "
                        "for a rollback.",
                        "ev_26",
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
                    "Deploy DEP-60318 executed after the user's yes: billing-api #1187 live "
                    "in production, 3/3 pods healthy, finished 10:05:02Z",
                    "ev_22",
                    "ev_24",
                    "ev_25",
                    "ev_26",
                ),
                "false_status:other_target",
                "live in production",
                "act_21 deployed to staging (ev_21, ev_26); production was not touched and "
                "stays on 1172",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Staging was running build 1176 (v4.18.0), and production was on 1172.",
                    "ev_13",
                    "ev_18",
                ),
                "wrong_value:build",
                "build 1176",
                "billing-api in staging was on 1179 (ev_13, ev_18); 1176 is billing-worker's "
                "staging build",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Build 1179 (v4.18.0) replaced and dropped; no rollback target kept",
                    "ev_15",
                    "ev_19",
                    "ev_26",
                ),
                "false_status:wrong_effect",
                "dropped; no rollback target kept",
                "the deploy kept the previous build (keep_previous, previous_retained: true, "
                "ev_26)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "constraints[0]",
                it(
                    "Production should be updated right after staging, since QA has already "
                    "signed off.",
                    "ev_2",
                ),
                "inverted_constraint",
                "QA has already signed off",
                "the user said not production because QA hasn't signed off yet (ev_2)",
            ),
            var(
                "c5",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "She confirmed the deploy, and it completed successfully as DEP-60318 "
                    "at about 10:05 UTC on June 4, with all three pods healthy.",
                    "ev_22",
                    "ev_26",
                ),
                "wrong_date",
                "June 4",
                "the deploy ran on 2024-06-11 (ev_26); June 4 is when 1179 went to staging",
            ),
            var(
                "c6",
                "f1",
                "add",
                "decisions[3]",
                it("Per Priya, 1183 failed CI and must not be used", "ev_18", "ev_19"),
                "misattributed_decision",
                "Per Priya",
                "the agent reported 1183's failed CI from the deploy history (ev_15, ev_18); "
                "Priya never mentioned 1183",
            ),
        ],
    },
    "itops-deploy-billing@m21": {
        "faithful": [
            faithful(
                "f1",
                "claude-terse",
                objective=it(
                    "Priya Raman (EMP-20417): billing-api #1187 to staging (TCK-88213), then a "
                    "restart of billing-worker in staging",
                    "ev_2",
                    "ev_8",
                    "ev_29",
                ),
                decisions=[
                    it(
                        "DEP-60318 (Jun 11): billing-api 1187 (v4.18.2) live in staging, 3/3 "
                        "healthy; 1179 retained; prod still 1172",
                        "ev_25",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("No production deploy (QA not signed off)", "ev_2"),
                    it("billing-worker: restart only, no new build; don't page anyone", "ev_29"),
                ],
                open_threads=[
                    it(
                        "billing-worker (staging, 1176) degraded, 4 restarts in 24 h; rolling "
                        "restart without paging proposed, awaiting yes",
                        "ev_31",
                        "ev_32",
                        "ev_33",
                    ),
                ],
                next_steps=[
                    it("On yes: restart billing-worker in staging", "ev_33"),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "deploy billing-api 1187 to staging + restart billing-worker", "ev_2", "ev_29"
                ),
                decisions=[
                    it(
                        "billing-api 1187 deployed to staging ok (DEP-60318), 1179 kept",
                        "ev_26",
                        "ev_28",
                    ),
                ],
                constraints=[
                    it("not prod", "ev_2"),
                    it("worker: no new build, no paging", "ev_29"),
                ],
                next_steps=[
                    it("waiting for yes on worker restart", "ev_32", "ev_33"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f1",
                "add",
                "decisions[1]",
                it(
                    "billing-worker restarted (rolling, stays on 1176), no page sent",
                    "ev_32",
                    "ev_33",
                ),
                "false_status:pending",
                "billing-worker restarted",
                "the restart act_33 is only proposed (pending, ev_33); the user has not said yes",
            ),
            var(
                "c2",
                "f2",
                "replace",
                "constraints[1]",
                it("worker: no new build, page oncall when restarting", "ev_29"),
                "inverted_constraint",
                "page oncall when restarting",
                "the user said don't page anyone (ev_29)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "decisions[0]",
                it(
                    "DEP-60318 (Jun 4): billing-api 1187 (v4.18.2) live in staging, 3/3 "
                    "healthy; 1179 retained; prod still 1172",
                    "ev_25",
                    "ev_26",
                    "ev_28",
                ),
                "wrong_date",
                "Jun 4",
                "DEP-60318 ran on 2024-06-11 (ev_26); June 4 is when 1179 was deployed (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[1]",
                it("worker also bumped to 1187", "ev_28", "ev_29"),
                "false_status:other_target",
                "worker also bumped to 1187",
                "only billing-api got build 1187 (act_21); billing-worker stays on 1176 and "
                "only a restart is proposed",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "constraints[1]",
                it(
                    "billing-worker: restart only, no new build; Priya asked for a rolling restart",
                    "ev_29",
                ),
                "misattributed_decision",
                "Priya asked for a rolling restart",
                "the rolling mode is the agent's plan (ev_32); Priya only asked for a restart",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it("billing-api 1187 not deployed yet, waiting on yes", "ev_26", "ev_28"),
                "false_status:other_status",
                "not deployed yet, waiting on yes",
                "the deploy act_21 was approved (ev_23) and executed (ev_25, ev_26)",
            ),
        ],
    },
    "itops-rollback-checkout@m14": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Marcus Oyelaran (EMP-31188, on-call SRE): roll checkout-web in production "
                    "back off build 2291 (v7.3.0, deployed 14:10 UTC Jun 12 by PL-77412), "
                    "which is throwing 502s; TCK-88307",
                    "ev_2",
                    "ev_8",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Target 2288 (v7.2.7, 2024-06-06), not 2290 (v7.2.9): 2290 has the "
                        "session-cache bug",
                        "ev_13",
                        "ev_16",
                    ),
                    it(
                        "Rollback approved, then the call failed: deploy lock held by PL-77412 "
                        "(acquired 14:08:55Z); rollback not started, prod still on 2291",
                        "ev_11",
                        "ev_20",
                        "ev_22",
                        "ev_24",
                    ),
                ],
                constraints=[
                    it("Skip 2290 (session-cache bug)", "ev_16"),
                ],
                open_threads=[
                    it(
                        "Error rate 23.4% since 14:12 UTC on 2291; the lock must be released "
                        "before any retry",
                        "ev_11",
                        "ev_24",
                    ),
                ],
                next_steps=[
                    it(
                        "Tell Marcus the rollback did not start; PL-77412's lock needs freeing "
                        "before retrying to 2288",
                        "ev_16",
                        "ev_24",
                    ),
                ],
            ),
            faithful(
                "f2",
                "gpt4o-hedged",
                objective=it(
                    "The user, who is on call, wants checkout-web in production rolled back "
                    "because it has been returning 502 errors since the 14:10 deploy.",
                    "ev_2",
                ),
                decisions=[
                    it(
                        "He asked to go back to build 2288 rather than 2290, which apparently "
                        "has a session-cache bug.",
                        "ev_16",
                    ),
                    it(
                        "The rollback was approved, but the call appears to have failed because "
                        "a deploy lock is still held by pipeline run PL-77412, so it seems "
                        "production is still on build 2291.",
                        "ev_11",
                        "ev_20",
                        "ev_24",
                    ),
                ],
                open_threads=[
                    it(
                        "It is not yet clear when the lock will be released; the rollback has "
                        "not actually started.",
                        "ev_24",
                    ),
                ],
                next_steps=[
                    it(
                        "The user should probably be told that the rollback did not go through, "
                        "and a retry may be needed once the lock is cleared.",
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
                    "The rollback was approved and completed, so production should now be back "
                    "on build 2288.",
                    "ev_20",
                    "ev_24",
                ),
                "false_status:failed_call",
                "approved and completed",
                "the rollback call returned an error, rollback not started (ev_24), though the "
                "ledger says executed",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "constraints[0]",
                it("Roll back to 2290, skipping 2288", "ev_16"),
                "inverted_constraint",
                "Roll back to 2290, skipping 2288",
                "the user said not 2290 (session-cache bug), go to 2288 (ev_16)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "objective",
                it(
                    "Marcus Oyelaran (EMP-31188, on-call SRE): roll checkout-web in production "
                    "back off build 2291 (v7.3.0, deployed 14:10 UTC Jun 10 by PL-77412), "
                    "which is throwing 502s; TCK-88307",
                    "ev_2",
                    "ev_8",
                    "ev_13",
                ),
                "wrong_date",
                "Jun 10",
                "2291 was deployed on 2024-06-12 (ev_13); June 10 is 2290's deploy",
            ),
            var(
                "c4",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "An incident has also been opened, and release engineering was paged.",
                    "ev_24",
                ),
                "false_status:no_such_action",
                "An incident has also been opened",
                "no incident action exists at this boundary; nobody has mentioned one yet",
            ),
            var(
                "c5",
                "f1",
                "replace",
                "decisions[1]",
                it(
                    "Rollback approved, then the call failed: deploy lock held by PL-77260 "
                    "(acquired 14:08:55Z); rollback not started, prod still on 2291",
                    "ev_11",
                    "ev_20",
                    "ev_22",
                    "ev_24",
                ),
                "wrong_id",
                "PL-77260",
                "the lock is held by PL-77412 (ev_24); PL-77260 deployed 2290 (ev_13)",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "He asked for traffic to be shifted gradually, over about 5 minutes.",
                    "ev_18",
                    "ev_20",
                ),
                "misattributed_decision",
                "He asked for traffic to be shifted gradually",
                "the 5-minute traffic shift is the agent's description of the rollback (ev_18); "
                "Marcus only said yes",
            ),
        ],
    },
    "itops-rollback-checkout@m21": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-narrative",
                objective=it(
                    "Marcus, the on-call SRE, came in to get checkout-web in production rolled "
                    "back after the 14:10 deploy of build 2291 started causing 502 errors.",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "He chose build 2288 as the target instead of 2290, since 2290 carries "
                        "the session-cache bug.",
                        "ev_16",
                    ),
                    it(
                        "Although he approved the rollback, it never started: the deploy lock "
                        "was still held by pipeline run PL-77412, so production remained on "
                        "2291.",
                        "ev_20",
                        "ev_24",
                        "ev_25",
                    ),
                    it(
                        "He then asked for a SEV2 incident, and INC-4471 was opened at 14:31 UTC "
                        "on June 12 with him as the owner.",
                        "ev_26",
                        "ev_30",
                        "ev_34",
                    ),
                    it(
                        "Only Marcus and the release-eng rotation were paged; the #sre channel "
                        "was deliberately not notified.",
                        "ev_26",
                        "ev_34",
                        "ev_36",
                    ),
                ],
                constraints=[
                    it(
                        "The whole SRE channel is not to be notified about this incident.",
                        "ev_26",
                    ),
                ],
                open_threads=[
                    it(
                        "The rollback to 2288 is still outstanding until release engineering "
                        "frees the lock.",
                        "ev_25",
                        "ev_36",
                    ),
                ],
                next_steps=[
                    it(
                        "Retry the rollback to 2288 once the lock from PL-77412 is released.",
                        "ev_36",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Roll checkout-web (prod) back from 2291 for EMP-31188, TCK-88307",
                    "ev_2",
                    "ev_13",
                ),
                decisions=[
                    it(
                        "Rollback to 2288 approved; call errored (lock held by PL-77412), not "
                        "started",
                        "ev_19",
                        "ev_20",
                        "ev_24",
                    ),
                    it(
                        "INC-4471 opened: SEV2, owner EMP-31188, paged EMP-31188 + release-eng, "
                        "no broadcast",
                        "ev_30",
                        "ev_34",
                    ),
                ],
                constraints=[
                    it("Not 2290 (session-cache bug)", "ev_16"),
                    it("No #sre broadcast", "ev_26"),
                ],
                next_steps=[
                    it("Retry rollback to 2288 after release-eng clears the lock", "ev_36"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Rollback to 2288 went through on retry; prod on 2288",
                    "ev_19",
                    "ev_20",
                    "ev_24",
                ),
                "false_status:failed_call",
                "went through on retry",
                "there was no retry; the only rollback call returned an error and did not start "
                "(ev_24)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[3]",
                it(
                    "Marcus and the release-eng rotation were paged, and the #sre channel was "
                    "notified as well.",
                    "ev_26",
                    "ev_34",
                    "ev_36",
                ),
                "false_status:wrong_effect",
                "the #sre channel was notified as well",
                "open_incident ran with broadcast false; the result shows broadcast false "
                "(ev_34, ev_36)",
            ),
            var(
                "c3",
                "f2",
                "replace",
                "decisions[1]",
                it(
                    "INC-4471 opened: SEV1, owner EMP-31188, paged EMP-31188 + release-eng, "
                    "no broadcast",
                    "ev_30",
                    "ev_34",
                ),
                "wrong_value:severity",
                "SEV1",
                "the incident is SEV2 (ev_26, ev_34)",
            ),
            var(
                "c4",
                "f1",
                "replace",
                "decisions[2]",
                it(
                    "He then asked for a SEV2 incident, and INC-4471 was opened at 14:31 UTC "
                    "on June 12 with him as the owner.",
                    "ev_28",
                ),
                "unsupported_ref",
                "INC-4471 was opened at 14:31 UTC",
                "cites only the proposal (ev_28), which holds neither INC-4471 nor the time; "
                "they are in ev_34",
            ),
            var(
                "c5",
                "f1",
                "add",
                "decisions[4]",
                it(
                    "Marcus decided that the rollback should only be retried after release "
                    "engineering frees the lock.",
                    "ev_36",
                ),
                "misattributed_decision",
                "Marcus decided",
                "the agent said it can retry once the lock is freed (ev_25, ev_36); Marcus "
                "decided nothing about the retry",
            ),
            var(
                "c6",
                "f2",
                "add",
                "decisions[2]",
                it("PL-77412's deploy lock force-released", "ev_25"),
                "false_status:no_such_action",
                "force-released",
                "no action released the lock; the agent said it cannot break it (ev_25)",
            ),
        ],
    },
}
