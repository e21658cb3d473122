"""Evaluations of agentstate on recorded data; each module is one evaluation."""
