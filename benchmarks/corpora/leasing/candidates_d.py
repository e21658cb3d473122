"""Hand-written candidate summaries (placeholder)."""

POINTS = {}
