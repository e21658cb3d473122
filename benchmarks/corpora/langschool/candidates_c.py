"""Hand-written candidate summaries, part c."""

POINTS = {}
