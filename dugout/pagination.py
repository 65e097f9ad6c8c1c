"""The API's pagination: DRF's limit/offset, with a ceiling on the page size."""

from rest_framework import pagination


class LimitOffsetPagination(pagination.LimitOffsetPagination):
    # Without a ceiling "?limit=1000000" returns a whole table in one response (every player
    # of every league); larger pages are clamped to this size and "next" links the rest.
    max_limit = 500
