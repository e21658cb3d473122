"""Hand-written candidate summaries, part b."""

POINTS = {}
