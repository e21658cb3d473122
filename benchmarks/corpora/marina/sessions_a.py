"""Session scripts, part 1: seasonal renewal, seasonal waitlist, haul-out.

Each script plays one invented session at the harbour office of Merrowick Harbour Marina
(owners, owner ids, boats, slips, contracts, amounts and dates are made up). The sessions take
place on Thursday, March 12, 2026. `s.boundary(note)` marks where a point is frozen.
"""

from __future__ import annotations

from records import RATES_2026, verified


def greet(s):
    """The agent's opening line."""
    s.say(
        "Good morning, Merrowick Harbour Marina, harbour office. I can help with seasonal and "
        "transient slips, the seasonal waitlist, haul-outs and launches, winter storage, "
        "insurance certificates and your fuel dock account. What can I do for you?"
    )


def session_seasonal(s):
    """A 2026 seasonal slip renewal, 30A corrected to 50A; the dinghy rack, not the storage."""
    greet(s)
    s.user(
        "hi, it's Delia Framlingham, I want to renew Wren's slip for this summer, same slip "
        "as last year. owner number MH 20417"
    )
    s.say("Happy to help, Delia. Can you confirm the phone number on your account?")
    s.user("207 555 0142")
    s.call(
        "verify_owner",
        {"owner_id": "MH-20417", "name": "Delia Framlingham", "phone": "+1 207-555-0142"},
        verified("MH-20417"),
        facts={
            "owner_id": "MH-20417",
            "owner": "Delia Framlingham",
            "boats": {"Wren": {"length_ft": 34, "slip": "B-11"}},
            "card_on_file": "Visa ****6630",
        },
    )
    s.call(
        "get_seasonal_renewal",
        {"owner_id": "MH-20417", "slip": "B-11", "season": 2026},
        {
            "slip": "B-11",
            "boat": "Wren",
            "length_ft": 34,
            "season": RATES_2026["season"],
            "rate_per_ft": 118.0,
            "slip_fee": 4012.0,
            "last_season_power": "30A",
            "electrical_per_season": {"30A": 310.0, "50A": 465.0},
            "liveaboard_surcharge": {
                "amount": 1200.0,
                "applies": "aboard more than 3 nights a week",
            },
            "deposit_paid": {"amount": 500.0, "date": "2026-01-15"},
            "balance_due_date": "2026-04-01",
            "renewal_open_until": "2026-03-31",
        },
        facts={
            "rates": {
                "slip_fee": 4012.0,
                "rate_per_ft": 118.0,
                "30A": 310.0,
                "50A": 465.0,
                "liveaboard": 1200.0,
                "deposit_paid": 500.0,
            }
        },
    )
    s.say(
        "Thanks, Delia, you're verified. B-11 is held for Wren (34 ft) for the 2026 season, "
        "May 1 to October 31. The slip fee is $118.00 a foot, so $4,012.00, plus shore power: "
        "last season you had 30A at $310.00. Your $500.00 deposit from January 15 comes off "
        "the total and the balance is due April 1. Will you be staying aboard at all? If you're "
        "aboard more than 3 nights a week the liveaboard surcharge of $1,200.00 applies, and "
        "owners who spend a lot of weekends aboard often add it to be on the safe side."
    )
    s.user(
        "weekends only, and not every weekend. I'm not living on her, so no liveaboard thing",
        facts={"renewal_request": {"slip": "B-11", "liveaboard": False}},
    )
    s.confirm(
        "Understood, no liveaboard surcharge. Here's the renewal:\n"
        "- Slip B-11, Wren (34 ft), season May 1 - October 31, 2026\n"
        "- Slip fee $4,012.00 ($118.00/ft) + 30A shore power $310.00 = $4,322.00\n"
        "- Less your $500.00 deposit: balance $3,822.00, charged to Visa ****6630 on "
        "April 1, 2026\n\n"
        "Shall I renew it? (yes/no)",
        [
            (
                "renew_seasonal_slip",
                {
                    "owner_id": "MH-20417",
                    "slip": "B-11",
                    "season": 2026,
                    "power": "30A",
                    "liveaboard": False,
                    "total": 4322.0,
                },
            )
        ],
    )
    s.no(
        "oh wait no, we put a 50 amp inlet in over the winter, the new heater needs it. it "
        "has to be 50, not 30",
        facts={"renewal_request": {"slip": "B-11", "power": "50A", "liveaboard": False}},
    )
    s.confirm(
        "Good catch, nothing has been renewed yet. Here's the corrected renewal:\n"
        "- Slip B-11, Wren (34 ft), season May 1 - October 31, 2026\n"
        "- Slip fee $4,012.00 + 50A shore power $465.00 = $4,477.00\n"
        "- Less your $500.00 deposit: balance $3,977.00, charged to Visa ****6630 on "
        "April 1, 2026\n"
        "- No liveaboard surcharge\n\n"
        "Shall I renew it? (yes/no)",
        [
            (
                "renew_seasonal_slip",
                {
                    "owner_id": "MH-20417",
                    "slip": "B-11",
                    "season": 2026,
                    "power": "50A",
                    "liveaboard": False,
                    "total": 4477.0,
                },
            )
        ],
    )
    s.yes("yes, do it")
    s.call(
        "renew_seasonal_slip",
        {
            "owner_id": "MH-20417",
            "slip": "B-11",
            "season": 2026,
            "power": "50A",
            "liveaboard": False,
            "total": 4477.0,
        },
        {
            "contract_id": "SS-2026-0458",
            "status": "renewed",
            "slip": "B-11",
            "boat": "Wren",
            "season": {"start": "2026-05-01", "end": "2026-10-31"},
            "power": "50A",
            "total": 4477.0,
            "deposit_applied": 500.0,
            "balance_due": 3977.0,
            "balance_charge": {"date": "2026-04-01", "card": "Visa ****6630"},
        },
        facts={"renewal_id": "SS-2026-0458"},
    )
    s.say(
        "Done: B-11 is renewed for Wren for the 2026 season under contract SS-2026-0458, with "
        "50A shore power. The total is $4,477.00; after your $500.00 deposit the balance of "
        "$3,977.00 will be charged to your Visa ****6630 on April 1."
    )
    s.user(
        "great. and the dinghy, last summer it just sat on the dock and the dockhands moaned "
        "about it. do you have racks?"
    )
    s.boundary(
        "the 30A renewal ($4,322.00) rejected by her correction; the 50A renewal SS-2026-0458 "
        "($4,477.00, balance $3,977.00 on April 1) executed and reported; the liveaboard "
        "surcharge suggested and declined; her dinghy rack question just asked"
    )
    s.call(
        "get_dinghy_racks",
        {"near": "B dock", "season": 2026},
        {
            "racks": [
                {"rack": "R-23", "location": "B dock ramp, lower tier", "available": True},
                {"rack": "R-31", "location": "boatyard fence, upper tier", "available": True},
            ],
            "fee_per_season": 240.0,
            "max_length_ft": 11,
        },
        facts={"rates": {"dinghy_rack": 240.0, "racks": ["R-23", "R-31"]}},
    )
    s.say(
        "We do: racks take dinghies up to 11 ft, at $240.00 for the season. R-23 is on the "
        "lower tier at the B dock ramp, right by your slip; R-31 is on the upper tier by the "
        "boatyard fence. While you're at it, you could also book Wren's winter storage for "
        "2026-27 now: 34 ft at $42.00 a foot is $1,428.00 from November 1, and the spaces "
        "near the shed go early."
    )
    s.user(
        "R-23 please. ONLY the dinghy rack, not the storage, we sail her down to Saltby for "
        "the winter",
        facts={"rack_request": {"rack": "R-23", "storage": False}},
    )
    s.confirm(
        "No storage then. Here's the rack rental:\n"
        "- Dinghy rack R-23 (B dock ramp, lower tier), season May 1 - October 31, 2026\n"
        "- $240.00, added to the April 1 charge on Visa ****6630\n\n"
        "Shall I rent it? (yes/no)",
        [
            (
                "rent_dinghy_rack",
                {"owner_id": "MH-20417", "rack": "R-23", "season": 2026, "fee": 240.0},
            )
        ],
    )
    s.yes("yes please")
    s.boundary(
        "she said yes to renting rack R-23 ($240.00 on the April 1 charge), no call yet; "
        "winter storage ($1,428.00) offered and declined; SS-2026-0458 renewed earlier"
    )


def session_waitlist(s):
    """A 40 ft trawler on the seasonal waitlist (harbour master decides); a week on T dock."""
    greet(s)
    s.user(
        "hello, I'm moving my boat up from Penhallow Point and I need a slip for the season. "
        "she's a 40 foot trawler, Larkspur. I set up an account online last week, Tobias "
        "Renfrew"
    )
    s.say("Welcome, Tobias. What's your owner number, and the email on the account?")
    s.user("MH31862, t.renfrew@example.net")
    s.call(
        "verify_owner",
        {"owner_id": "MH-31862", "name": "Tobias Renfrew", "email": "t.renfrew@example.net"},
        verified("MH-31862"),
        facts={
            "owner_id": "MH-31862",
            "owner": "Tobias Renfrew",
            "boats": {"Larkspur": {"length_ft": 40, "type": "trawler"}},
            "card_on_file": "Mastercard ****4471",
        },
    )
    s.call(
        "get_slip_availability",
        {"length_ft": 40, "season": 2026, "kind": "seasonal"},
        {
            "seasonal_available": [],
            "waitlist": {
                "size_band": "38-45 ft",
                "ahead": 3,
                "decided_by": "harbour master (Ines Cardew)",
                "next_review": "2026-04-15",
                "deposit": 100.0,
                "deposit_terms": "refundable; credited to the slip fee if a slip is assigned",
            },
            "docks_with_40ft_slips": ["A", "C", "D"],
            "seasonal_rate_per_ft": 118.0,
        },
        facts={
            "slip_availability": {
                "seasonal_40ft": "none",
                "waitlist_ahead": 3,
                "next_review": "2026-04-15",
                "deposit": 100.0,
            }
        },
    )
    s.say(
        "Thanks, Tobias. I'm sorry, every seasonal slip that takes 40 ft is let for 2026. I "
        "can put Larkspur on the seasonal waitlist for the 38-45 ft slips: there are 3 boats "
        "ahead of you. The harbour master, Ines Cardew, assigns slips from the list; her next "
        "review is April 15. The list takes a $100.00 deposit, refundable, and credited to the "
        "slip fee ($118.00 a foot) if you get a slip. The 40 ft slips are on A, C and D docks."
    )
    s.user(
        "ok put me on it. but not A dock, the ferry wake comes straight in there. C or D only",
        facts={"waitlist_request": {"boat": "Larkspur", "docks": ["C", "D"], "not": "A"}},
    )
    s.confirm(
        "Here's the waitlist entry:\n"
        "- Larkspur (40 ft trawler), seasonal 2026, 38-45 ft slips\n"
        "- C or D dock only, not A dock\n"
        "- $100.00 refundable deposit, charged now to Mastercard ****4471\n"
        "- The harbour master decides; next review April 15, 2026\n\n"
        "Shall I add Larkspur to the waitlist? (yes/no)",
        [
            (
                "join_seasonal_waitlist",
                {
                    "owner_id": "MH-31862",
                    "boat": "Larkspur",
                    "length_ft": 40,
                    "season": 2026,
                    "docks": ["C", "D"],
                    "deposit": 100.0,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "join_seasonal_waitlist",
        {
            "owner_id": "MH-31862",
            "boat": "Larkspur",
            "length_ft": 40,
            "season": 2026,
            "docks": ["C", "D"],
            "deposit": 100.0,
        },
        {
            "waitlist_id": "WL-0972",
            "status": "waitlisted",
            "position": 4,
            "docks": ["C", "D"],
            "decided_by": "harbour master",
            "next_review": "2026-04-15",
            "deposit_charged": {"amount": 100.0, "card": "Mastercard ****4471"},
        },
        facts={"waitlist_id": "WL-0972"},
    )
    s.say(
        "Larkspur is on the seasonal waitlist as WL-0972, in position 4, for C or D dock only. "
        "That isn't a slip yet: the harbour master decides at her review on April 15, and "
        "we'll call you either way. The $100.00 deposit was charged to your Mastercard "
        "****4471."
    )
    s.user(
        "right. I've got to be out of Penhallow by the end of april though. can I get a "
        "transient slip from may 1st for a week while I wait?"
    )
    s.call(
        "get_transient_options",
        {"length_ft": 40, "arrive": "2026-05-01", "nights": 7},
        {
            "options": [
                {"slip": "T-5", "location": "T dock", "per_ft_night": 3.25, "per_night": 130.0},
                {
                    "slip": "F-1",
                    "location": "fuel dock face",
                    "per_ft_night": 2.75,
                    "per_night": 110.0,
                },
            ],
            "shore_power_per_night": 12.0,
            "deposit": "the first night, charged at booking",
        },
        facts={
            "transient_options": {
                "T-5": {"per_night": 130.0},
                "F-1": {"per_night": 110.0},
                "power_per_night": 12.0,
            }
        },
    )
    s.say(
        "For May 1 to May 8 (7 nights) I have two slips that take 40 ft: T-5 on T dock at "
        "$3.25 a foot, $130.00 a night, or F-1 on the fuel dock face at $2.75 a foot, $110.00 "
        "a night. Shore power is $12.00 a night. The first night is charged as a deposit when "
        "you book."
    )
    s.user(
        "not the fuel dock, I had a week on one once, diesel fumes and boats coming in at 6am. "
        "T-5. and yes I need power",
        facts={"transient_request": {"slip": "T-5", "power": True, "not": "F-1"}},
    )
    s.confirm(
        "Here's the transient booking:\n"
        "- Slip T-5 (T dock), Larkspur, Friday, May 1 to Friday, May 8, 2026 (7 nights)\n"
        "- $130.00 a night + shore power $12.00 a night = $142.00 a night, $994.00 in all\n"
        "- Deposit: the first night, $142.00, charged now to Mastercard ****4471; the rest "
        "on arrival\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "reserve_transient_slip",
                {
                    "owner_id": "MH-31862",
                    "boat": "Larkspur",
                    "slip": "T-5",
                    "arrive": "2026-05-01",
                    "depart": "2026-05-08",
                    "power": True,
                    "total": 994.0,
                },
            )
        ],
    )
    s.yes("yep go ahead")
    s.call(
        "reserve_transient_slip",
        {
            "owner_id": "MH-31862",
            "boat": "Larkspur",
            "slip": "T-5",
            "arrive": "2026-05-01",
            "depart": "2026-05-08",
            "power": True,
            "total": 994.0,
        },
        {
            "reservation_id": "TR-61530",
            "status": "confirmed",
            "slip": "T-5",
            "arrive": "2026-05-01",
            "depart": "2026-05-08",
            "nights": 7,
            "total": 994.0,
            "deposit_charged": {"amount": 142.0, "card": "Mastercard ****4471"},
            "balance_on_arrival": 852.0,
        },
        facts={"transient_booking_id": "TR-61530"},
    )
    s.boundary(
        "waitlist WL-0972 (position 4, C or D only, not A; $100.00 deposit) executed and "
        "reported, up to the harbour master on April 15, not a slip; T-5 for May 1-8 "
        "(TR-61530, $994.00, $142.00 deposit) executed, not reported yet; F-1 ruled out"
    )


def session_haulout(s):
    """A skipper books the owner's haul-out: Friday's morning window taken, then Tuesday."""
    greet(s)
    s.user(
        "morning, Jory Vellanoweth here, I skipper Gannet for Hester Quill. need to book her "
        "haul out for the spring paint. hester's number is MH-18840"
    )
    s.say(
        "Morning, Jory. Before I book anything for Gannet I need to check that you're on "
        "Hester's account as her agent. Can you give me the phone number on her account?"
    )
    s.user("its 207-555-0133")
    s.call(
        "verify_owner",
        {
            "owner_id": "MH-18840",
            "phone": "+1 207-555-0133",
            "caller": "Jory Vellanoweth",
        },
        verified("MH-18840"),
        facts={
            "owner_id": "MH-18840",
            "owner": "Hester Quill",
            "caller": {
                "name": "Jory Vellanoweth",
                "role": "skipper",
                "may": "haul-out and launch bookings, yard work orders",
            },
            "boats": {"Gannet": {"length_ft": 31, "slip": "C-4"}},
        },
    )
    s.call(
        "get_tide_windows",
        {"service": "haul_out", "from": "2026-03-16", "to": "2026-03-27"},
        {
            "lift_needs": "at least 1.2 m of tide",
            "windows": [
                {"date": "2026-03-20", "day": "Friday", "window": "07:10-09:40", "open": True},
                {"date": "2026-03-21", "day": "Saturday", "window": "07:55-10:20", "open": True},
                {"date": "2026-03-23", "day": "Monday", "window": "13:40-16:05", "open": True},
                {"date": "2026-03-24", "day": "Tuesday", "window": "08:35-11:00", "open": True},
                {"date": "2026-03-25", "day": "Wednesday", "window": "14:50-17:10", "open": True},
            ],
            "haul_out_per_ft": 14.0,
            "bottom_wash_per_ft": 4.0,
            "billing": "charged to the owner's account on the haul-out day",
        },
        facts={
            "tide_windows": {
                "2026-03-20": "07:10-09:40",
                "2026-03-21": "07:55-10:20",
                "2026-03-23": "13:40-16:05",
                "2026-03-24": "08:35-11:00",
                "2026-03-25": "14:50-17:10",
            }
        },
    )
    s.say(
        "You're on Hester's account as Gannet's skipper, with authority for haul-outs and "
        "launches. The travel lift needs at least 1.2 m of tide, so haul-outs go in these "
        "windows: Friday 3/20 07:10-09:40, Saturday 3/21 07:55-10:20, Monday 3/23 "
        "13:40-16:05, Tuesday 3/24 08:35-11:00 and Wednesday 3/25 14:50-17:10. For 31 ft the "
        "haul-out is $14.00 a foot, $434.00, charged to Hester's account on the day. Most "
        "owners add a bottom pressure wash at $4.00 a foot, $124.00, since you're painting."
    )
    s.user(
        "no wash, we scrub her ourselves. hester was clear, no haul out on a weekend, the "
        "yard's chaos. and mornings only, the afternoon sea breeze funnels into the lift bay. "
        "so the friday one",
        facts={
            "haul_request": {
                "date": "2026-03-20",
                "no_weekend": True,
                "mornings_only": True,
                "wash": False,
            }
        },
    )
    s.confirm(
        "Here's the haul-out:\n"
        "- Gannet (31 ft), from slip C-4, Friday, March 20, 2026, morning window 07:10-09:40\n"
        "- $434.00 ($14.00/ft), charged to Hester Quill's account on the day; no bottom wash\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_haul_out",
                {
                    "owner_id": "MH-18840",
                    "boat": "Gannet",
                    "date": "2026-03-20",
                    "window": "07:10-09:40",
                    "bottom_wash": False,
                },
            )
        ],
    )
    s.yes("yes book it")
    s.call(
        "book_haul_out",
        {
            "owner_id": "MH-18840",
            "boat": "Gannet",
            "date": "2026-03-20",
            "window": "07:10-09:40",
            "bottom_wash": False,
        },
        {
            "error": "window_unavailable",
            "message": (
                "The 2026-03-20 07:10-09:40 lift window was taken by another booking at 10:02; "
                "the lift takes one boat over 28 ft per window."
            ),
        },
        error=True,
    )
    s.boundary(
        "the confirmed haul-out for Friday March 20 morning failed (window taken), not "
        "reported yet; no weekend and mornings only; the bottom wash offered and declined"
    )
    s.say(
        "I'm sorry, Jory: the booking didn't go through. The Friday morning window was taken "
        "by another boat a few minutes ago, and the lift only takes one boat Gannet's size per "
        "window. Nothing is booked. The next weekday mornings are Tuesday 3/24, 08:35-11:00. "
        "Monday 3/23 is open too, but that's the afternoon window, 13:40-16:05."
    )
    s.user(
        "not monday then, afternoons are out. tuesday morning works",
        facts={"haul_request": {"date": "2026-03-24", "mornings_only": True, "wash": False}},
    )
    s.confirm(
        "Here's the haul-out:\n"
        "- Gannet (31 ft), from slip C-4, Tuesday, March 24, 2026, morning window 08:35-11:00\n"
        "- $434.00 ($14.00/ft), charged to Hester Quill's account on the day; no bottom wash\n\n"
        "Shall I book it? (yes/no)",
        [
            (
                "book_haul_out",
                {
                    "owner_id": "MH-18840",
                    "boat": "Gannet",
                    "date": "2026-03-24",
                    "window": "08:35-11:00",
                    "bottom_wash": False,
                },
            )
        ],
    )
    s.yes("yes")
    s.call(
        "book_haul_out",
        {
            "owner_id": "MH-18840",
            "boat": "Gannet",
            "date": "2026-03-24",
            "window": "08:35-11:00",
            "bottom_wash": False,
        },
        {
            "haul_out_id": "HO-3317",
            "status": "booked",
            "boat": "Gannet",
            "date": "2026-03-24",
            "window": "08:35-11:00",
            "fee": 434.0,
            "bottom_wash": False,
            "be_at_lift_by": "08:20",
        },
        facts={"haul_out_id": "HO-3317"},
    )
    s.say(
        "Booked: haul-out HO-3317 for Gannet on Tuesday, March 24, in the 08:35-11:00 window. "
        "Please have her at the lift dock by 08:20. The $434.00 goes on Hester's account that "
        "day, with no bottom wash."
    )
    s.user("great. can she go on the blocks near the shed? hester wants to be by the power")
    s.boundary(
        "the Friday failure reported; Monday afternoon offered and declined; HO-3317 (Tuesday "
        "March 24, 08:35-11:00, $434.00) executed and reported; his question about blocks near "
        "the shed open"
    )


SCRIPTS = {
    "seasonal": session_seasonal,
    "waitlist": session_waitlist,
    "haulout": session_haulout,
}
