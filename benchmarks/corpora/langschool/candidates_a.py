"""Hand-written candidate summaries, part 1: enrol@m16, enrol@m24."""

POINTS = {}
