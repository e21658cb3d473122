"""Placeholder."""

POINTS = {}
