"""Match reports, events and the post-match sequence's records (see the schedule and post-match issues)."""
