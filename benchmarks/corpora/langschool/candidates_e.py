"""Hand-written candidate summaries, part e."""

POINTS = {}
