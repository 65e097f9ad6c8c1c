"""Reads for matches' pages, one module per page."""
