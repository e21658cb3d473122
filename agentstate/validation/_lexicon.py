"""English words the validator reads actions with, as data: no code, no domain.

An application names its action kinds after what they do (``book_reservation``,
``buy_event_tickets``, ``make_payment``); a summary says what happened in its own words
("the table was reserved", "one ticket was purchased", "the $25 was paid"). These tables
relate the two for English, for any domain: which verbs name the same act, which nouns name
an act (and by which verb), and which verbs carry no act of their own. A domain's own words
come from the application (`agentstate.validation.KindWords`), never from here.
"""

from __future__ import annotations

from typing import Final

__all__ = [
    "PHRASE_BREAKS",
    "VERB_PARTICLES",
    "TOWARD",
    "OBLIGING_WITH_TO",
    "HISTORY_WORDS",
    "COPULAS",
    "CHANGE_WORDS",
    "CORRECTING",
    "ALSO_SAID",
    "ALTERNATIVES",
    "ACCEPTING_VERBS",
    "ACT_VERBS",
    "CHOOSING_VERBS",
    "CURRENCY_SIGNS",
    "CURRENCY_WORDS",
    "IN_EFFECT",
    "IRREGULAR_PAST",
    "NOT_YET",
    "AUXILIARIES",
    "DESTINATION_WORDS",
    "SOURCE_WORDS",
    "DETERMINERS",
    "BEFORE_DISMISSAL",
    "BOUNDS",
    "DECIDED_OUTCOMES",
    "DISMISSALS",
    "LIGHT_VERBS",
    "MONEY_CHANNELS",
    "MONEY_SENT",
    "NOMINALIZATIONS",
    "GENERIC_ACTS",
    "NOUN_SUFFIXES",
    "PRO_FORMS",
    "NUMBER_WORDS",
    "FRACTION_WORDS",
    "SPELLED_TENS",
    "SPELLED_UNITS",
    "THOUSAND_WORDS",
    "CLOCK_WORDS",
    "REFLEXIVES",
    "STATING_VERBS",
    "OPPOSITES",
    "ORDINALS",
    "REVERSING_PARTICLES",
    "PARTIES",
    "PERSONAL_SUBJECTS",
    "ONLY_WORDS",
    "ORIGINATING",
    "POLITE",
    "USER_NOUNS",
    "USER_PARTIES",
    "REFUSALS",
    "SATISFIED",
    "TIMES_OF_DAY",
    "TIME_PREPOSITIONS",
    "TRIES",
    "MONTHS",
    "UNIVERSALS",
    "UNDOING_VERBS",
    "VERB_CLASSES",
    "WISHES",
]

# fmt: off
VERB_CLASSES: Final = (
    frozenset({"book", "reserve", "schedule"}),
    frozenset({"buy", "purchase", "order"}),
    frozenset({"update", "change", "modify", "alter", "amend", "edit", "adjust", "switch"}),
    frozenset({"cancel", "void"}),
    frozenset({"remove", "delete"}),
    frozenset({"pay", "settle"}),
    frozenset({"transfer", "wire"}),
    frozenset({"refund", "reimburse"}),
    frozenset({"send", "dispatch"}),
    frozenset({"issue", "grant"}),
    frozenset({"return", "give back"}),
    frozenset({"exchange", "swap"}),
    frozenset({"notify", "announce", "inform", "alert"}),
    frozenset({"enable", "activate"}),
    frozenset({"disable", "deactivate"}),
    frozenset({"resume", "reactivate"}),
    frozenset({"suspend", "pause", "freeze"}),
    frozenset({"open", "create"}),
    frozenset({"submit", "file", "lodge"}),
)
# fmt: on
"""Verbs that name the same act: a kind named by one is done when the summary says another."""

ALSO_SAID: Final = {
    "transfer": frozenset({"move"}),
    "update": frozenset({"move", "reschedule", "swap"}),
    "set": frozenset({"enable", "activate"}),
    "pay": frozenset({"charge"}),
    "send": frozenset({"email", "text", "fax", "mail"}),
    "reschedule": frozenset({"move", "postpone", "shift"}),
}
"""Verbs that may say a kind's act without naming the same act everywhere: money "moved" was
transferred, a booking "moved" or an item "swapped" was changed, autopay "enabled" was set,
duties "charged" to a card were paid, a link "texted" or "emailed" was sent, a visit
"moved" or "postponed" was rescheduled;
but a kind that moves (``move_file``) neither transfers nor updates. Each applies to a kind
with the key's verb or one of its class.
("Sent" is not here: "a request for $25 was sent" is no payment.)"""

NOMINALIZATIONS: Final = {
    "payment": "pay",
    "reservation": "reserve",
    "booking": "book",
    "cancellation": "cancel",
    "purchase": "purchase",
    "order": "order",
    "refund": "refund",
    "transfer": "transfer",
    "exchange": "exchange",
    "return": "return",
    "upgrade": "upgrade",
    "downgrade": "downgrade",
    "modification": "modify",
    "change": "change",
    "update": "update",
    "deletion": "delete",
    "removal": "remove",
    "addition": "add",
    "shipment": "ship",
    "delivery": "deliver",
    "replacement": "replace",
    "renewal": "renew",
    "deposit": "deposit",
    "withdrawal": "withdraw",
}
"""Nouns that name an act, with the verb that does it ("make_payment" pays)."""

LIGHT_VERBS: Final = frozenset(
    {"make", "do", "perform", "process", "place", "submit", "execute", "take"}
)
"""Verbs that carry no act of their own: the noun after them says what is done."""

UNIVERSALS: Final = frozenset({"all", "every", "each", "everything"})
"""Words that make a claim of every action: "all four requests were completed"."""

GENERIC_ACTS: Final = frozenset({
    "request", "requests", "task", "tasks", "action", "actions", "change", "changes", "step",
    "steps", "item", "items", "thing", "things", "everything",
})  # fmt: skip
"""Nouns that name any action of the ledger, not a kind: "all the requests", "everything"."""

PRO_FORMS: Final = frozenset({"one", "ones", "thing", "things", "kind", "sort"})
"""Words that stand for a noun said elsewhere ("not the work one"): they name nothing of their
own."""

NOUN_SUFFIXES: Final = ("tion", "sion", "ment", "ance", "ence", "ity", "ness", "ing", "ship")
"""Endings of English nouns: a word so ending does not lead an action kind's name as its
verb (``billing_update``, ``shipment_hold``)."""

NUMBER_WORDS: Final = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "single": 1,
    "both": 2,
}
"""Counts written as words ("one ticket", "three bags")."""

OPPOSITES: Final = (
    (frozenset({"largest", "biggest"}), frozenset({"smallest"})),
    (frozenset({"larger", "bigger"}), frozenset({"smaller"})),
    (frozenset({"highest"}), frozenset({"lowest"})),
    (frozenset({"higher"}), frozenset({"lower"})),
    (frozenset({"earliest"}), frozenset({"latest"})),
    (frozenset({"shortest"}), frozenset({"longest"})),
    (frozenset({"shorter"}), frozenset({"longer"})),
    (
        frozenset({"cheap", "cheaper", "cheapest", "inexpensive"}),
        frozenset({"expensive", "pricier", "priciest", "costlier", "costliest", "pricey"}),
    ),
    (
        frozenset({"before", "earlier", "sooner", "until", "till"}),
        frozenset({"after", "later"}),
    ),
    (frozenset({"minimum"}), frozenset({"maximum"})),
    (frozenset({"public", "publicly"}), frozenset({"private", "privately"})),
    (frozenset({"upgrade", "upgraded"}), frozenset({"downgrade", "downgraded"})),
    (frozenset({"refundable"}), frozenset({"nonrefundable", "non-refundable"})),
    (frozenset({"domestic"}), frozenset({"international"})),
    (frozenset({"inbound"}), frozenset({"outbound"})),
    (frozenset({"small"}), frozenset({"large", "big"})),
    (frozenset({"short"}), frozenset({"long"})),
    (frozenset({"light", "lighter"}), frozenset({"dark", "darker"})),
    (frozenset({"fast", "faster", "fastest"}), frozenset({"slow", "slower", "slowest"})),
    (frozenset({"high"}), frozenset({"low"})),
    (frozenset({"full"}), frozenset({"partial"})),
    (frozenset({"same"}), frozenset({"different"})),
    (
        frozenset({"include", "included", "including"}),
        frozenset({"exclude", "excluded", "excluding"}),
    ),
    (frozenset({"inside", "indoor", "indoors"}), frozenset({"outside", "outdoor", "outdoors"})),
    (frozenset({"top"}), frozenset({"bottom"})),
    (frozenset({"increase", "increased"}), frozenset({"decrease", "decreased"})),
    (
        frozenset({"morning", "mornings"}),
        frozenset({"evening", "evenings", "afternoon", "afternoons"}),
    ),
    (
        frozenset({"keep", "keeps", "kept", "keeping", "retain", "retained"}),
        frozenset({"drop", "drops", "dropped", "remove", "removed", "delete", "deleted"}),
    ),
    (frozenset({"weekday", "weekdays"}), frozenset({"weekend", "weekends"})),
)
"""Words of opposite meaning, each side with its forms: a summary that says one where the
user said the other, of the same thing, says the opposite of what they asked."""
BOUNDS: Final = frozenset({"before", "earlier", "sooner", "until", "till", "after", "later"})
"""Words of `OPPOSITES` that a negation right before turns into the other side: "no later
than 2 pm" says before 2 pm, "not before Thursday" and "nothing before 3:30" say after."""

ORDINALS: Final = {
    "first": 1, "initial": 1, "1st": 1, "second": 2, "2nd": 2, "third": 3, "3rd": 3,
    "fourth": 4, "4th": 4, "fifth": 5, "5th": 5, "last": -1, "latest": -1, "final": -1,
}  # fmt: skip
"""Which of several in order ("the second attempt"); -1 is the last."""

TIMES_OF_DAY: Final = {
    "am": "am", "a.m.": "am", "morning": "am", "in the morning": "am",
    "pm": "pm", "p.m.": "pm", "afternoon": "pm", "evening": "pm", "night": "pm",
    "in the afternoon": "pm", "in the evening": "pm", "at night": "pm", "tonight": "pm",
}  # fmt: skip
"""Words that place a clock time in the day's first or second half ("the evening 4:45",
"quarter to 8 in the evening")."""

TIME_PREPOSITIONS: Final = frozenset({
    "after", "before", "until", "till", "til", "by", "from", "at", "around", "about", "like",
})  # fmt: skip
"""Words before a bare hour that make it a time of day ("after 4", "like 7 before work")."""

MONTHS: Final = {
    "january": 1, "february": 2, "march": 3, "april": 4, "may": 5, "june": 6, "july": 7,
    "august": 8, "september": 9, "october": 10, "november": 11, "december": 12,
    "jan": 1, "feb": 2, "mar": 3, "apr": 4, "jun": 6, "jul": 7, "aug": 8, "sep": 9,
    "sept": 9, "oct": 10, "nov": 11, "dec": 12,
}  # fmt: skip
"""Names of the months, whole and short, with their numbers."""

WEEKDAYS: Final = (
    "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    "mon", "tue", "tues", "wed", "thu", "thur", "thurs", "fri", "sat", "sun",
)  # fmt: skip
"""Names of the days of the week, whole and short: "Friday the 28th" names a date by its day."""

TRIES: Final = frozenset({"attempt", "attempts", "try", "tries", "go"})
"""Nouns of one attempt at an act ("on the second try"): an ordinal before one picks an action
among several of a kind."""

SPELLED_UNITS: Final = (
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
)  # fmt: skip
"""The numbers 0 to 19 spelled out, by value."""
SPELLED_TENS: Final = (
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
)  # fmt: skip
"""The tens spelled out, by their digit ("seventy" is 7)."""
FRACTION_WORDS: Final = {50: r"half", 25: r"(?:a|one)[ -]quarter", 75: r"three[ -]quarters"}
"""Percentages said as fractions, by percent ("half isn't enough" is 50% refused)."""

ACT_VERBS: Final = frozenset({
    "book", "reserve", "buy", "purchase", "order", "pay", "send", "transfer", "wire", "move",
    "cancel", "void", "refund", "reimburse", "add", "remove", "delete", "change", "update",
    "modify", "alter", "amend", "upgrade", "downgrade", "switch", "issue", "grant", "ship",
    "return", "exchange", "replace", "charge", "credit", "deposit", "withdraw", "schedule",
    "reschedule", "rebook", "create", "submit", "apply", "waive", "renew", "extend", "settle",
    "email", "fax", "mail",
})  # fmt: skip
"""Verbs that, in the past tense, say an act was done ("was booked", "3 tickets bought"):
each needs an action behind it."""

UNDOING_VERBS: Final = frozenset({
    "cancel", "void", "refund", "reimburse", "reverse", "waive", "dispute", "remove", "delete",
    "revoke", "withdraw", "undo", "decline", "reject", "stop", "block",
})  # fmt: skip
"""Verbs that undo or refuse their object: an action kind that opens with one ("refund_charge",
"void_transfer") is no act of its object's verb ("charged", "transferred")."""

MONEY_SENT: Final = {"send": frozenset({"pay", "transfer"}), "wire": frozenset({"pay"})}
"""Verbs that, said of an amount of money, say the acts of paying: "$40 was sent to Dana"
pays her, where "a request for $25 was sent" (an act named) does not."""

CURRENCY_SIGNS: Final = frozenset("$€£¥₹")
"""Signs before a number that make it an amount of money."""

CURRENCY_WORDS: Final = frozenset({
    "dollar", "dollars", "usd", "euro", "euros", "eur", "pound", "pounds", "gbp", "bucks",
    "yen", "rupees",
})  # fmt: skip
"""Words after a number that make it an amount of money."""

DETERMINERS: Final = frozenset({
    "the", "a", "an", "this", "that", "these", "those", "my", "your", "his", "her", "their",
    "its", "our", "each", "every", "any", "no", "some", "both", "all",
})  # fmt: skip
"""Words before a participle that make it an adjective ("the booked flight"), not a claim."""

WISHES: Final = frozenset({
    "want", "wants", "wanted", "need", "needs", "needed", "wish", "wishes", "wished",
    "prefer", "prefers", "preferred", "hope", "hopes", "hoped", "expect", "expects",
    "expected", "like", "likes", "agree", "agrees", "agreed",
})  # fmt: skip
"""Verbs of wishing or agreeing: a participle after one in its clause is wanted, not done
("wanted the passenger changed", "agreed to a new booking paid by card")."""

AUXILIARIES: Final = frozenset({
    "is", "are", "was", "were", "be", "been", "being", "get", "gets", "got", "has", "have",
    "had",
})  # fmt: skip
"""Verbs that make a participle passive or perfect ("was changed", "has been moved")."""
MODALS: Final = frozenset({
    "should", "must", "will", "would", "can", "could", "may", "might", "shall",
})  # fmt: skip
"""Modal verbs: what follows says what may, must or will be, not what is ("should stay")."""

CORRECTING: Final = frozenset({
    "sorry", "actually", "meant", "mistake", "mistaken", "correction", "wrong", "typo",
    "misread", "misspoke", "oops",
})  # fmt: skip
"""Words by which a message corrects a value said before it ("Sorry, the order is W2000"):
the value it replaces was wrong, not another object's."""

REVERSING_PARTICLES: Final = frozenset({"in", "out", "on", "off", "up", "down"})
"""Particles that make a verb another act, each the reverse of another ("log in", "log
out"; "turn on", "turn off"; "sign up"): a subset of `VERB_PARTICLES`."""

DISMISSALS: Final = frozenset({"forget", "skip"})
"""Verbs that refuse what follows them, opening a request ("forget expedited", "skip the
insurance")."""
CEASING: Final = frozenset({"stop", "stops", "stopped", "quit", "quits", "cease", "ceased"})
"""Verbs that, before a verb in "-ing", refuse what it does ("stop mailing paper statements")."""
BEFORE_DISMISSAL: Final = frozenset({"just", "so", "then", "and", "please", "ok", "okay"})
"""Words that may come before a verb of dismissal that opens its segment ("so forget it")."""
POLITE: Final = frozenset({"please", "pls", "kindly"})
"""Words that, set apart by a comma, make their whole sentence a request."""
ONLY_WORDS: Final = frozenset({"only", "just", "solely", "merely", "exclusively"})
"""Words that restrict to one thing: "just Ana" says "only Ana's"."""
THOUSAND_WORDS: Final = ("grand", "thousand")
"""Words that make the number before them thousands ("10 grand")."""

REFLEXIVES: Final = frozenset({
    "myself", "yourself", "herself", "himself", "ourselves", "themselves", "themself",
})  # fmt: skip
"""Reflexive pronouns of persons: between a person and their verb ("Dana herself asked"), and
after the verb's object, the person's own initiative ("asked for the late checkout
herself")."""

CLOCK_WORDS: Final = {"noon": "12:00", "midday": "12:00", "midnight": "00:00"}
"""Words for a time of the clock: "8 am to noon" holds the 12 of "8-12", "8 pm to midnight"
the 12 am of "8pm-12am"."""

MONEY_CHANNELS: Final = {
    "card": (("card",), ("visa",), ("mastercard",), ("amex",)),
    "check": (("check",), ("cheque",)),
    "bank": (("bank",), ("direct", "deposit"), ("ach",), ("chequing",), ("wire",)),
    "credit": (
        ("account", "credit"),
        ("store", "credit"),
        ("as", "credit"),
        ("credit", "on"),
        ("bill", "credit"),
        ("credited",),
    ),
    "wallet": (("wallet",),),
}
"""Where money is paid out to, by the phrases that name each way: a card, a check, a bank
account, credit on an account, or a wallet's balance. A refund "back to her Mastercard" is not
one whose ``to`` is ``account_credit``; a "deposit" alone (a security deposit) names no way."""

SOURCE_WORDS: Final = frozenset({"from", "source", "sender", "origin", "payer", "debit"})
"""Words that mark a param as where something comes from ("from_account" beside
"to_account")."""

DESTINATION_WORDS: Final = frozenset({
    "recipient", "receiver", "destination", "target", "payee", "beneficiary", "to",
})  # fmt: skip
"""Words that mark a param as where something goes ("recipient_account_type" beside
"account_type", where it comes from): "from savings" names the latter, "to savings" the
former."""

PARTIES: Final = frozenset({
    "i", "me", "we", "us", "you", "agent", "assistant", "system", "customer", "user",
    "caller", "client", "representative", "support", "team",
})  # fmt: skip
"""Who a conversation's own acts are done by ("cancelled by the agent", "by you"): an act "by"
anyone else is a third party's. A domain's own parties are not listed here."""

PERSONAL_SUBJECTS: Final = frozenset({"i", "we", "you", "he", "she", "they"})
"""Pronouns that make a person the doer of an act ("an order he had cancelled")."""

USER_NOUNS: Final = frozenset({
    "user", "users", "customer", "customers", "client", "clients", "caller", "callers",
    "requester", "requesters", "requestor", "requestors",
})  # fmt: skip
"""Nouns that name the person an agent serves in any domain ("the customer asked"). A
domain's own word for that person ("passenger", "resident") is not one: the user is also named
by the names they give themselves, read from the session."""

USER_PARTIES: Final = PERSONAL_SUBJECTS | USER_NOUNS | frozenset({"me", "us", "him", "her", "them"})
"""Words that may stand for the user as the doer of an act ("she rejected it", "refused by
the customer"); the names the user gives are read from the session."""

REFUSALS: Final = frozenset({
    "declined", "declines", "declining", "refused", "refuses", "refusing", "rejected",
    "rejects", "waived", "waives", "skipped", "skips", "skip", "forgo", "forgoes", "forwent",
    "opted", "dropped", "drops", "decline", "refuse", "reject", "avoid", "avoids", "avoided",
    "excluded", "excludes", "exclude", "removed", "remove", "omitted", "omit", "unwanted",
    "passed", "stays", "stay", "remains", "remain", "untouched", "unchanged", "alone",
    "keep", "keeps", "kept", "keeping", "retain", "retains", "retained", "left", "ruled",
})  # fmt: skip
"""Words that say a thing was turned down ("travel insurance declined", "opted out of
seat selection") or is left as it is ("production stays on build 1172", "the other line
untouched", "keep the windshield claim"): a text holding one may speak of what the user
refused without asking for it."""

STATING_VERBS: Final = frozenset({
    "say", "says", "said", "stated", "states", "told", "tells", "mentioned", "mentions",
    "indicated", "indicates", "confirmed", "confirms", "reported", "reports", "noted", "notes",
    "explained", "explains", "gave", "gives", "provided", "provides", "identified",
    "identifies", "named", "names", "shared", "shares", "specified", "specifies", "supplied",
    "quoted",
})  # fmt: skip
"""Verbs that attribute what the user said, not what they asked for: a negation in what
follows them states a fact ("the user said the refund has not arrived")."""


STANCE_ADVERBS: Final = frozenset({
    "actually", "really", "indeed", "apparently", "basically", "simply", "definitely",
    "certainly", "honestly", "clearly", "obviously",
})  # fmt: skip
"""Adverbs that tell how sure or frank the speaker is, not what they said: "he actually flies to
Oslo on the 12th" says what "I fly to Oslo on the 12th" says."""

RESPELLED: Final = {
    "thru": "through", "mon": "monday", "tue": "tuesday", "tues": "tuesday",
    "wed": "wednesday", "thu": "thursday", "thur": "thursday", "thurs": "thursday",
    "fri": "friday",
}  # fmt: skip
"""Words as people type them short, read as written in full ("it went thru", "the wed/fri
one"). "sat" and "sun" are words of their own as often as days."""

ACCEPTING_VERBS: Final = frozenset({
    "agreed", "agrees", "accepted", "accepts", "chose", "chooses", "picked", "picks",
    "selected", "selects", "preferred", "prefers", "opted", "decided", "approved", "approves",
    "confirmed", "confirms", "went",
})  # fmt: skip
"""Verbs by which the user takes what was offered: its wording may be the agent's."""

LEFT_AS_IS: Final = frozenset({"left", "kept"})
"""Verbs that, right before a status word, say a state left as it was ("was left booked")."""
COMPARING: Final = frozenset({"than"})
"""Words that compare with what follows: "$7 more than she pays now" holds before a change."""
IN_EFFECT: Final = frozenset({"now"})
"""Words that say a change holds at present ("order 4921 now ships to 12 Oak Street"): said with
an action's new values, a claim that it was carried out."""

AWAITED: Final = frozenset({
    "approval", "confirmation", "sign-off", "signoff", "go-ahead", "authorization",
    "authorisation", "consent", "yes", "ok", "okay",
})  # fmt: skip
"""What an action waits for before it is carried out ("still waiting on approval", "awaiting
his yes")."""
WAITING: Final = frozenset({
    "awaiting", "awaits", "await", "waiting", "pending", "waitlisted", "queued",
})  # fmt: skip
"""Words of waiting: before a word of `AWAITED`, a claim that the action is still pending."""
DECIDED_OUTCOMES: Final = frozenset({
    "waiv", "refund", "credit", "revers", "cover", "sold", "sell", "activ", "restor", "resolv",
    "grant", "reimburs", "pay", "increas", "decreas",
})  # fmt: skip
"""Verb stems of what a decision does ("waived", "refunded", "activated"): said of an act
that only submitted something for that decision, an outcome still awaited."""
NEEDING: Final = frozenset({"needs", "need", "requires", "require"})
"""Words of needing: after "still", a wait for what follows ("still needs her ok")."""
IN_REVIEW: Final = frozenset({"under", "in", "pending", "awaiting", "for"})
"""Words that, with "review" in a result's value, say a decision is awaited ("under_review")."""
DECIDING_PARTIES: Final = frozenset({
    "team", "reviewer", "approver", "department", "desk", "queue", "committee", "board",
    "decided", "decides", "decider", "decision",
})  # fmt: skip
"""Words of a result's key whose value names who decides (``"team": "warranty review"``,
``"decided_by": "depot manager"``)."""
HANDED_TO: Final = frozenset({
    "submitted", "sent", "assigned", "escalated", "forwarded", "referred", "routed",
})  # fmt: skip
"""Words of a result's key that, with "to", name whom a request was handed to decide
(``"submitted_to"``, ``"escalated_to"``)."""
WAIT_ENDED: Final = frozenset({"was", "were", "had", "until", "before", "longer", "no", "not"})
"""Words that make a wait history or deny it ("was awaiting approval until", "no longer")."""
DENIED_BEFORE: Final = frozenset(
    {"not", "never", "no", "without", "nt", "t", "nobody", "neither", "nor", "none"}
)
"""Words right before an act that deny it ("not paged", "without paging", "wasn't", "nobody
was paged")."""

CONTRASTING: Final = frozenset({"while", "whereas", "although", "though"})
"""Words that open a clause set beside another: what follows tells of something else, not
what was asked ("wants the crate shipped, while the barrels wait for their permits")."""
REASONS: Final = frozenset({"because", "since"})
"""Words that open a reason: what follows tells why, not what was asked or refused ("wants it
in by May 1, since the payment waits on it")."""

NOT_YET: Final = frozenset({
    "awaiting", "await", "awaits", "waiting", "pending", "outstanding", "yet", "once", "until",
    "unless", "if", "when", "after", "before", "soon", "proposed", "planned",
})  # fmt: skip
"""Words that leave a change still to come, anywhere in its clause ("now awaits its move",
"will now ship there once approved")."""

ORIGINATING: Final = frozenset({
    ("suggested",), ("suggests",), ("proposed",), ("proposes",), ("recommended",),
    ("recommends",), ("offered",), ("offers",), ("floated",), ("volunteered",),
    ("pointed", "out"), ("pointed", "to"), ("came", "up", "with"), ("brought", "up"),
    ("first", "raised"), ("asked", "about"), ("inquired", "about"), ("enquired", "about"),
})  # fmt: skip
"""Verbs (one or more words) by which someone puts an idea forward first: said of the user
("Dana suggested a payment plan"), the idea is the user's only if no message of the agent's
said it before the user did."""

CHOOSING_VERBS: Final = frozenset({
    "chose", "chooses", "picked", "picks", "selected", "selects", "opted", "opts", "preferred",
    "prefers", "decided", "decides",
})  # fmt: skip
"""Verbs of `ACCEPTING_VERBS` by which the user makes a pick, not only takes one: the pick is
made in one message, which the summary cites; another user message holding its words is
another request ("chose savings" citing "send $50 to Dana", when "savings" was said
of a balance asked for earlier)."""

HISTORY_WORDS: Final = frozenset({
    "first", "original", "originally", "initial", "initially", "earlier", "previous",
    "previously", "former", "formerly", "old", "prior", "before", "once", "then", "until",
    "replaced", "changed", "moved", "switched", "instead", "from", "had",
})  # fmt: skip
"""Words that place a value in the past ("the original flight on May 23", "moved from 7:45")."""

CHANGING_BY_ITSELF: Final = frozenset({
    "changed", "moved", "went", "rose", "fell", "dropped", "increased", "decreased", "shifted",
    "switched", "jumped", "grew", "climbed", "slipped", "updated",
})  # fmt: skip
"""Past tenses that may tell a value changing by itself ("the id changed from M5TQW2")."""

CHANGE_WORDS: Final = frozenset({
    "changed", "moved", "switched", "replaced", "updated", "rescheduled", "rebooked", "from",
})  # fmt: skip
"""Words of the past that tell a change: the value it was made "to" (`TOWARD`) is current."""

TOWARD: Final = frozenset({"to", "into"})
"""Prepositions naming what a change made current ("moved to May 5")."""

COPULAS: Final = frozenset({"is", "was", "remains", "stays", "now", "=", ":"})
"""Words that give a field its value right after its name ("the reservation id is X")."""

OBLIGING_WITH_TO: Final = frozenset({"has", "have", "need", "needs"})
"""Words that oblige with "to" after them ("has to go")."""

VERB_PARTICLES: Final = frozenset({"back", "out", "in", "on", "off", "up", "down", "over"})
"""Particles that complete a verb ("go back", "log out"): part of the verb they follow."""

SEEMING: Final = frozenset({
    "seem", "seems", "seemed", "appear", "appears", "appeared", "said", "reported", "known",
    "believed", "thought", "understood", "confirmed",
})  # fmt: skip
"""Verbs that, before "to have", report a past state ("appears to have been cancelled"):
hedged or hearsay, still a claim that it happened, not an intent."""

OFFER_OPENINGS: Final = (
    ("would", "you", "like", "me", "to"), ("would", "you", "like", "to"),
    ("do", "you", "want", "me", "to"), ("do", "you", "want", "to"),
    ("do", "you", "wish", "to"), ("would", "you", "want", "to"), ("shall", "i"),
    ("should", "i"), ("may", "i"), ("can", "i"), ("want", "me", "to"),
)  # fmt: skip
"""How an assistant's question offers an act to the user ("Would you like to make a
transfer?"): the act is what follows."""

OFFER_REFUSALS: Final = frozenset({"bother", "need", "necessari", "worri", "mind"})
"""Stems a negation turns into a refusal of what was just offered ("don't bother with the
request", "no need", "not necessary", "don't worry about it", "never mind")."""

SATISFIED: Final = frozenset({
    "fine", "perfect", "ok", "okay", "good", "great", "alright", "correct", "right",
})  # fmt: skip
"""Words that say a thing is fine as it is ("the banners are perfect"), after a form of "be"."""

NO_ANSWERS: Final = frozenset({"no", "nope", "nah"})
"""First words of a reply that refuse what the question before it offered."""

YES_ANSWERS: Final = frozenset({
    "yes", "yeah", "yep", "sure", "ok", "okay", "absolutely", "definitely", "certainly",
})  # fmt: skip
"""First words of a reply that accept what the question before it offered."""
ASSENT: Final = frozenset({
    "go", "ahead", "proceed", "fine", "good", "sounds", "works", "great", "perfect", "please",
    "thanks", "thank", "do", "it",
})  # fmt: skip
"""Words a reply says yes with ("yes, go ahead", "sounds good, do it"): what it asks for is
the question's, not theirs."""

PHRASE_BREAKS: Final = frozenset({
    "to", "into", "from", "for", "in", "on", "at", "by", "of", "as", "than", "via", "per",
    "after", "before", "instead", "and", "or", "but", "nor", "while", "whereas", "so", "then",
    "is", "was", "are", "were", "be", "been", "being", "has", "have", "had", "not", "no",
})  # fmt: skip
"""Words a noun phrase does not run back over: prepositions ("with" aside: "a lamp with a
long arm"), conjunctions, verbs of being and having, negations."""
ALTERNATIVES: Final = (
    ("in", "favour", "of"), ("in", "favor", "of"), ("instead", "of"), ("rather", "than"),
)  # fmt: skip
"""Phrases after which a clause names what was chosen instead ("turned down in favour of a
refund"): not what its status word is about."""
PAST_COPULAS: Final = frozenset({"was", "were"})
"""A past copula opening an aside gives an old value: "address updated (was 40 Elm Road)"."""

IRREGULAR_PAST: Final = {
    "paid": "pay", "sent": "send", "made": "make", "done": "do", "gone": "go", "went": "go",
    "sold": "sell", "put": "put", "given": "give", "gave": "give", "bought": "buy",
    "withdrawn": "withdraw", "withdrew": "withdraw", "held": "hold", "withheld": "withhold",
    "kept": "keep", "taken": "take", "took": "take", "shown": "show", "told": "tell",
    "built": "build", "rebuilt": "rebuild", "written": "write", "wrote": "write",
    "rewritten": "rewrite", "chosen": "choose", "frozen": "freeze", "froze": "freeze",
    "unfrozen": "unfreeze", "drawn": "draw", "overridden": "override", "undone": "undo",
    "brought": "bring", "bound": "bind", "repaid": "repay", "prepaid": "prepay",
    "resent": "resend", "reset": "reset", "shut": "shut", "spent": "spend", "lent": "lend",
    "forgiven": "forgive", "begun": "begin", "struck": "strike", "split": "split",
    "left": "leave",
}  # fmt: skip
"""Irregular past tenses, and the verb each comes from."""
