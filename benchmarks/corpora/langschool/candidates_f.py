"""Hand-written candidate summaries, part f."""

POINTS = {}
