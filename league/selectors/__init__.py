"""Reads that build pages and API answers; one module per page family."""
