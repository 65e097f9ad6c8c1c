"""Dungeon Bowl's teams in the league: building one from a College roster (§4), hiring and re-rolls,
and the commissioner's corrections of a player's SPP and injuries."""
