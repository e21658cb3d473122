"""Domain configurations: a scratchpad schema and capture rules for a known agent domain."""
