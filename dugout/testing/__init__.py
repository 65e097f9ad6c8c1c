"""Helpers shared by the integration tests and the benchmark scripts (never imported by the app)."""
