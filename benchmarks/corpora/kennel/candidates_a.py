"""Candidates."""

POINTS = {}
