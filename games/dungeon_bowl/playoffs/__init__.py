"""What Dungeon Bowl adds to the core's play-offs: the prizes and the League Trophy (§8.9)."""
