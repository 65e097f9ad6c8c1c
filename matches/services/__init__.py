"""matches' services: keyword-only functions under transaction.atomic, one module per idea."""

from matches.services.reports import postmatch_hook

__all__ = ["postmatch_hook"]
