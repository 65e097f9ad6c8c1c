"""The 2494 Dungeon Bowl Final (§10.2) in a league: scheduled by the commissioner, its two star teams taken by
coaches, played by the match engine or reported, shown with its event log and replay (models/final.py)."""
