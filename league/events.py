"""What happens in a league that someone may want to hear about, as generic signals.

The core and the games send these at the points where a thing happens; any app may listen (the
notifications app does, in its AppConfig.ready()). The core never imports a listener. Receivers are
called inside the sender's transaction; a listener that writes rows keeps them with the change itself
and must not let its own failure break it (see notifications.receivers).

Every signal's kwargs name league rows only (fixtures, seasons, teams, coaches), never a game's terms.
"""

from django.dispatch import Signal

# A side reported a fixture's result; the other sides confirm or dispute it. kwargs: fixture, by_team_id.
report_submitted = Signal()

# A side disputed the report; the commissioner rules. kwargs: fixture, by_coach, reason.
report_disputed = Signal()

# The commissioner ruled on (or corrected) a report: the result is final. kwargs: fixture, by_coach, reason.
report_ruled = Signal()

# A fixture nobody played by its deadline was resolved by the league's policy (or put before the
# commissioner, or queued for simulation). kwargs: fixture (its note says what happened).
fixture_resolved = Signal()

# A game offers teams a choice after a match (an advancement, a player to hire...). kwargs: waiting, a list of
# (team, text, url): what waits (in the game's words) and where the coach chooses; a game's post-match run
# sends both teams' at once, so listeners write them together (issue #21).
advancement_waiting = Signal()

# A batch of simulated fixtures finished. kwargs: season, label, url, requested_by (a Coach or None), batch_id.
# May be sent more than once for one batch (each worker that finds it done): listeners keep it once by batch_id.
simulation_finished = Signal()

# A season moved on (registration, regular season, play-offs, off-season, closed) or a game's off-season
# step was taken. kwargs: season, text (what happened, for people).
season_changed = Signal()
