"""Sponsors (§11): a team may take one when it is built, change it freely while the season takes
registrations and once per season after that; the league may switch sponsors off (§11.1)."""
