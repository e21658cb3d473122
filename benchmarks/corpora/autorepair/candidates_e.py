"""Hand-written candidate summaries, part 5: appointment@m21, estimate@m13.

Written in the styles of model summarizers (see the README). Every value of a faithful item
was checked by hand against the events it cites, the scratchpad and the ledger; each variant
is one faithful summary with exactly one item replaced or added.
"""

from cand_kit import faithful, it, var

POINTS = {
    "autorepair-appointment@m21": {
        "faithful": [
            faithful(
                "f1",
                "claude-dense",
                objective=it(
                    "Beatriz Fontaine (C-11420): state inspection + oil change before her "
                    "sticker runs out at the end of the month",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Slot: Thu 2025-10-23 09:00, waiting in the lounge (chosen over Tue "
                        "10/21 7:30)",
                        "ev_13",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "APT-55203 booked after her yes: CX-5 BFZ-3021 (inspection exp. "
                        "2025-10-31), state inspection $35.00 + synthetic oil change $79.95 = "
                        "$114.95 + tax",
                        "ev_23",
                        "ev_25",
                        "ev_27",
                        "ev_30",
                        "ev_31",
                    ),
                    it(
                        "Tire rotation ($29.95) offered; declined, done in August", "ev_14", "ev_15"
                    ),
                ],
                constraints=[
                    it(
                        "Mornings only; NOT Mondays (standing meetings); before 10/31",
                        "ev_10",
                        "ev_11",
                    ),
                ],
                rejected=[
                    it(
                        "Booking on the Corolla BFZ-1187 (agent's first proposal): rejected, "
                        "it's her son Mateo's and not due till March",
                        "ev_17",
                        "ev_19",
                        "ev_21",
                    ),
                ],
                next_steps=[
                    it("Reminder text to 555-0156 the day before", "ev_33"),
                ],
            ),
            faithful(
                "f2",
                "small-model-terse",
                objective=it(
                    "beatriz fontaine - inspection + oil change for the mazda",
                    "ev_2",
                    "ev_19",
                ),
                decisions=[
                    it(
                        "booked APT-55203 thu 10/23 9am, mazda cx-5 BFZ-3021, she waits there",
                        "ev_15",
                        "ev_31",
                        "ev_33",
                    ),
                    it("nothing booked for the corolla (son mateo's, due march)", "ev_19", "ev_33"),
                    it("no tire rotation", "ev_15"),
                ],
                constraints=[
                    it("mornings only, not mondays, before the 31st", "ev_10"),
                ],
                rejected=[
                    it("corolla appt - wrong car, she said no", "ev_17", "ev_19"),
                ],
                next_steps=[
                    it("reminder text day before to 555-0156", "ev_33"),
                ],
            ),
        ],
        "variants": [
            var(
                "c1",
                "f2",
                "replace",
                "decisions[1]",
                it("corolla also booked thu 10/23 9am", "ev_17"),
                "false_status:ledger_rejected",
                "corolla also booked",
                "the Corolla booking act_18 was rejected by her correction (ev_19, ev_21); only "
                "the CX-5 was booked (ev_31) and the agent said nothing is booked for the "
                "Corolla (ev_33)",
            ),
            var(
                "c2",
                "f1",
                "replace",
                "decisions[2]",
                it("Tire rotation ($29.95) added to the visit", "ev_14", "ev_15"),
                "false_status:no_such_action",
                "Tire rotation ($29.95) added",
                "the ledger holds no rotation: the agent offered it (ev_14), she said 'no "
                "rotation' (ev_15), and the booked services are the inspection and the oil "
                "change (act_26)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it("Mornings only; Mondays work best for her; before 10/31", "ev_10", "ev_11"),
                "inverted_constraint",
                "Mondays work best for her",
                "she said 'NOT mondays, I have standing meetings' (ev_10)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "booked APT-55203 tue 10/21 7:30am, mazda cx-5 BFZ-3021, she waits there",
                    "ev_15",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_date",
                "tue 10/21 7:30am",
                "the booking is Thursday 2025-10-23 at 09:00 (ev_31, ev_33); Tuesday 7:30 was "
                "the other slot offered (ev_14)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "constraints[1]",
                it("She asked for a reminder text to 555-0156 the day before.", "ev_33"),
                "misattributed_decision",
                "She asked for a reminder text",
                "the reminder text is the agent's statement (ev_33); she asked for nothing of "
                "the kind",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "booked APT-55230 thu 10/23 9am, mazda cx-5 BFZ-3021, she waits there",
                    "ev_15",
                    "ev_31",
                    "ev_33",
                ),
                "wrong_id",
                "APT-55230",
                "the appointment id is APT-55203 (ev_31, ev_33)",
            ),
        ],
    },
    "autorepair-estimate@m13": {
        "faithful": [
            faithful(
                "f1",
                "gpt4o-plain",
                objective=it(
                    "Otis Brannigan wants to know why the check engine light is on in his 2015 "
                    "Chevrolet Equinox and what it will cost to fix.",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "The technician found two codes: P0141, a failed heater circuit in the "
                        "downstream oxygen sensor, and P0420, low catalytic converter "
                        "efficiency.",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "Otis wants the oxygen sensor replaced, which costs $284.89 with tax.",
                        "ev_14",
                        "ev_15",
                    ),
                    it(
                        "The agent has asked him to confirm the sensor authorization on "
                        "RO-24935; he has not said yes yet.",
                        "ev_17",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                constraints=[
                    it(
                        "The catalytic converter must not be touched until the shop calls him; "
                        "it would cost $1,907.56 with tax.",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "He asked whether the $149.00 diagnostic fee is included; it is not, so "
                        "the total would be $433.89.",
                        "ev_19",
                        "ev_20",
                    ),
                ],
                next_steps=[
                    it(
                        "Get his yes on the sensor, then replace it, clear the codes and retest "
                        "after a drive cycle.",
                        "ev_14",
                        "ev_20",
                    ),
                ],
            ),
            faithful(
                "f2",
                "claude-concise",
                objective=it(
                    "Otis Brannigan (C-12540), '15 Equinox OTB-8150, RO-24935: check engine light",
                    "ev_2",
                    "ev_6",
                ),
                decisions=[
                    it(
                        "Codes P0141 (downstream O2 sensor heater open) + P0420 (cat "
                        "efficiency). Renzo: replace the sensor first, clear, retest after a "
                        "drive cycle",
                        "ev_12",
                        "ev_14",
                    ),
                    it(
                        "He chose the sensor only: L1 $284.89 w/ tax. authorize_work proposed, "
                        "still pending; he asked a question instead of saying yes",
                        "ev_15",
                        "ev_17",
                        "ev_19",
                    ),
                ],
                constraints=[
                    it(
                        "Do NOT touch the converter ($1,907.56 w/ tax) without calling him",
                        "ev_14",
                        "ev_15",
                    ),
                ],
                open_threads=[
                    it(
                        "Diag $149.00 is separate (authorized at drop-off) → $433.89 total; "
                        "retest included. Agent re-asked for his yes",
                        "ev_12",
                        "ev_20",
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
                    "He confirmed, and the sensor replacement was authorized on RO-24935.",
                    "ev_17",
                    "ev_19",
                ),
                "false_status:pending",
                "the sensor replacement was authorized",
                "authorize_work act_18 is still pending (ev_18): he asked about the diagnostic "
                "fee instead of saying yes (ev_19) and the agent asked again (ev_20)",
            ),
            var(
                "c2",
                "f2",
                "add",
                "decisions[2]",
                it(
                    "Converter (L2, $1,907.56 w/ tax) authorized too, to go ahead if P0420 "
                    "returns after the retest",
                    "ev_14",
                ),
                "false_status:no_such_action",
                "Converter (L2, $1,907.56 w/ tax) authorized too",
                "the ledger holds no action for the converter; the only proposal is the sensor "
                "(act_18), and he said not to touch the converter until he is called (ev_15)",
            ),
            var(
                "c3",
                "f1",
                "replace",
                "constraints[0]",
                it(
                    "If the converter code comes back, the shop can replace the converter "
                    "without calling him first; it would cost $1,907.56 with tax.",
                    "ev_14",
                    "ev_15",
                ),
                "inverted_constraint",
                "without calling him first",
                "he said 'do NOT touch the converter until you call me' (ev_15)",
            ),
            var(
                "c4",
                "f2",
                "replace",
                "open_threads[0]",
                it(
                    "Diag $149.00 is included in the sensor price → $284.89 total; retest "
                    "included. Agent re-asked for his yes",
                    "ev_12",
                    "ev_20",
                ),
                "wrong_amount",
                "$284.89 total",
                "the agent said the $149.00 diagnostic is on top, so the total is $433.89 (ev_20)",
            ),
            var(
                "c5",
                "f1",
                "add",
                "constraints[1]",
                it(
                    "Otis asked for the retest after the drive cycle to be done at no charge.",
                    "ev_20",
                ),
                "misattributed_decision",
                "Otis asked for the retest",
                "the free retest is the agent's statement (ev_20); Otis only asked whether the "
                "diagnostic fee was included (ev_19)",
            ),
            var(
                "c6",
                "f2",
                "replace",
                "decisions[0]",
                it(
                    "Codes P0141 (downstream O2 sensor heater open) + P0430 (cat efficiency). "
                    "Renzo: replace the sensor first, clear, retest after a drive cycle",
                    "ev_12",
                    "ev_14",
                ),
                "wrong_id",
                "P0430",
                "the converter code is P0420, bank 1 (ev_12, ev_14)",
            ),
        ],
    },
}
