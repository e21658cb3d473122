"""Hand-written candidate summaries, part d."""

POINTS = {}
