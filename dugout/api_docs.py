"""What /api/docs/ says about each operation, written for the people who call the API (issue #23): a short
summary and a description saying who may call it, what it does and which rule it follows. One place for the
whole API, applied by the schema hook (dugout/api_schema.py), so views keep their code comments to themselves;
tests/dugout/test_api_docs.py checks every operation has its words here and nothing here is stale.
Errors are described once, in the schema's Errors component and docs/api.md.

These words stay English, like the schema's field names and error codes (docs/i18n.md): the reference is one
document for developers, built once and cached, while every message the API answers with is translated."""

OPERATIONS = {
    # Signing in
    "POST /api/token/": (
        ("Get an API token"),
        ("Send a username and password; the answer holds the token to send as 'Authorization: Token <key>'. "
          "After too many failed attempts for one account or from one address, signing in is refused with 429 "
          "for a while (Retry-After says how long).")),

    # Leagues, seasons, divisions (the core)
    "GET /api/leagues/": (("List leagues"), ("Every league with its commissioners and seasons, paginated.")),
    "POST /api/leagues/": (
        ("Open a league"),
        ("Opens a league of a game with you as its commissioner. The league's settings default to the game's.")),
    "GET /api/leagues/{id}/": (("A league"), ("The league, its commissioners, seasons and settings.")),
    "PUT /api/leagues/{id}/": (
        ("Change a league's settings"),
        ("Commissioner only. Replaces the settings given; every change is written in the league's audit log "
          "with the reason.")),
    "PATCH /api/leagues/{id}/": (
        ("Change some of a league's settings"),
        ("Commissioner only. Changes only the settings sent; each change is audited with the reason.")),
    "POST /api/leagues/{id}/random-sponsors/": (
        ("Give sponsors at random"),
        ("Dungeon Bowl, commissioner only: in a league that allocates sponsors at random, gives each team one "
          "(§11.2). Answers which sponsor each team id got.")),
    "GET /api/seasons/": (("List seasons"), ("Every season, or one league's with the league filter, paginated.")),
    "POST /api/seasons/": (
        ("Start a league's next season"),
        ("Commissioner only; the league's last season must be closed. The new season opens for registration.")),
    "GET /api/seasons/{id}/": (("A season"), ("The season's state, divisions and team entries.")),
    "POST /api/seasons/{id}/decide/": (
        ("Accept or reject a team's entry"),
        ("Commissioner only: decides a team's pending entry into the season.")),
    "POST /api/seasons/{id}/divisions/": (
        ("Set the divisions by hand"),
        ("Commissioner only: places each accepted team in a division (§8.4).")),
    "POST /api/seasons/{id}/draw/": (
        ("Draw the divisions"),
        ("Commissioner only: draws the accepted teams into divisions at random, seeded on the server and "
          "written in the audit log (§8.4).")),
    "POST /api/seasons/{id}/state/": (
        ("Move a season to its next state"),
        ("Commissioner only: registration, regular season, play-offs, closed, in that order.")),
    "POST /api/seasons/{season_id}/start/": (
        ("Start the season"),
        ("Dungeon Bowl, commissioner only: draws the divisions, generates the schedule and starts the regular "
          "season in one step (§8.4, §8.5). Every pending entry must be decided first.")),
    "GET /api/divisions/": (("List divisions"), ("Every division of every season, paginated.")),
    "GET /api/divisions/{id}/": (("A division"), ("The division and its teams.")),
    "GET /api/divisions/{division_id}/standings/": (
        ("A division's standings"),
        ("Every team of the division in rank order, as an array (not paginated): the columns every game has, "
          "then the game's own columns.")),

    # Teams and players (the core)
    "GET /api/teams/": (("List teams"), ("Every team, or one league's with the league filter, paginated.")),
    "POST /api/teams/": (
        ("Create a team"),
        ("Builds a team for you in a league: the game checks the budget, position limits and re-rolls (§4).")),
    "GET /api/teams/{id}/": (("A team"), ("The team with its team value, current team value and roster.")),
    "POST /api/teams/{id}/hire/": (
        ("Hire a player"),
        ("The team's coach: hires a player of a position the team list allows, paid from the treasury (§4.3).")),
    "POST /api/teams/{id}/buy-reroll/": (
        ("Buy a team re-roll"),
        ("The team's coach: a re-roll bought after the team's creation costs double (§4.6).")),
    "POST /api/teams/{id}/correct-treasury/": (
        ("Correct a team's treasury"),
        ("Commissioner only: sets the treasury to a new amount, with the reason written in the audit log "
          "(§4.7).")),
    "POST /api/teams/{id}/enter/": (
        ("Enter a team into a season"),
        ("The team's coach: asks to play in a season that is open for registration; the commissioner decides.")),
    "POST /api/teams/{id}/sponsor/": (
        ("Choose a sponsor"),
        ("Dungeon Bowl, the team's coach: chooses the team's sponsor, or none (§11.2).")),
    "POST /api/teams/{id}/athlete/": (
        ("Name the Air Oberwald athlete"),
        ("Dungeon Bowl, the team's coach: names the player who is the sponsor's athlete (§11.2).")),
    "GET /api/players/": (("List players"), ("Every player, or one team's with the team filter (former players too).")),
    "GET /api/players/{id}/": (("A player"), ("The player's characteristics, skills, SPP and injuries.")),
    "POST /api/players/{id}/correct/": (
        ("Correct a player"),
        ("Commissioner only: corrects a player's SPP, injuries or awards, with the reason audited (§7.3.1).")),
    "POST /api/players/{id}/fire/": (
        ("Fire a player"),
        ("The team's coach: removes the player from the roster; no gold comes back and the number is free "
          "again (§7.4.1).")),
    "POST /api/players/{id}/rename/": (("Rename a player"), ("The team's coach: gives the player a new name.")),
    "POST /api/players/{id}/retire/": (
        ("Retire a player for a while"),
        ("The team's coach: the player is temporarily retired from the roster (§7.4.2).")),
    "POST /api/players/{id}/skill/": (
        ("Choose a skill"),
        ("The team's coach: spends the player's SPP on a chosen Primary or Secondary skill; the player's value "
          "rises (§7.3.3-§7.3.6).")),

    # Schedule, fixtures, standings (the core)
    "GET /api/seasons/{season_id}/fixtures/": (
        ("A season's fixtures"),
        ("Every fixture of the season by round, as an array (not paginated), with each side's score.")),
    "POST /api/seasons/{season_id}/schedule/": (
        ("Generate the schedule"),
        ("Commissioner only: draws the rounds of the season's fixtures with their deadlines (§8.5) and answers "
          "them as an array.")),
    "POST /api/seasons/{season_id}/penalties/": (
        ("Dock league points"),
        ("Commissioner only: takes league points from a team, with the reason shown in the standings.")),
    "POST /api/rounds/{round_id}/deadline/": (
        ("Move a round's deadline"),
        ("Commissioner only: a deadline in the past closes the round at once and needs close_now (§8.5).")),
    "POST /api/fixtures/{fixture_id}/concede/": (
        ("Concede a fixture"),
        ("A coach of the fixture concedes it before its deadline: the other team wins (§8.5).")),
    "POST /api/fixtures/{fixture_id}/decide/": (
        ("Decide an unplayed fixture"),
        ("Commissioner only, in a league where the commissioner decides unplayed fixtures: sets the outcome, "
          "with the reason audited.")),
    "POST /api/friendlies/": (
        ("Arrange a friendly"),
        ("A coach of one of the two teams arranges a friendly; it never counts in the standings.")),
    "POST /api/matches/seasons/{season_id}/matches/": (
        ("Arrange a match of 2 to 4 teams"),
        ("A match of as many teams as the league's game allows, in the season's regular season: the commissioner "
          "arranges any; a coach of one of the teams arranges a friendly.")),
    "GET /api/seasons/{season_id}/bracket/": (
        ("The play-off bracket"),
        ("The season's play-off matches by stage, with their winners (§8.8).")),
    "POST /api/seasons/{season_id}/bracket/": (
        ("Draw the play-offs"),
        ("Commissioner only, after the regular season: seeds the qualified teams into the bracket (§8.8).")),

    # Results of any game
    "POST /api/matches/fixtures/{fixture_id}/result/": (
        ("Report a result"),
        ("A coach of the fixture (or a commissioner) reports it: one entry per team with its score and the "
          "game's values. A coach of another side confirms it, or disputes it for the commissioner to rule.")),
    "GET /api/matches/results/{report_id}/": (("A result report"), ("The report, its sides and its status.")),
    "POST /api/matches/results/{report_id}/confirm/": (
        ("Confirm a result"),
        ("A coach of another side (or a commissioner) confirms: the result is final and counts. A report "
          "confirmed already answers 409.")),
    "POST /api/matches/results/{report_id}/dispute/": (
        ("Dispute a result"),
        ("A coach of another side says what is wrong; the commissioner rules on it.")),
    "POST /api/matches/results/{report_id}/decide/": (
        ("Rule on a result"),
        ("Commissioner only: makes the report final, corrected if sides are given; the ruling and its reason "
          "are audited.")),

    # Dungeon Bowl: match reports, pre-match sheet, post-match sequence
    "POST /api/matches/fixtures/{fixture_id}/report/": (
        ("Report a Dungeon Bowl match"),
        ("A coach of the fixture reports the outcome, the finish, the scorer and each player's line (§7); the "
          "other coach confirms or disputes.")),
    "GET /api/matches/reports/{report_id}/": (("A Dungeon Bowl match report"), ("The report and its lines.")),
    "POST /api/matches/reports/{report_id}/confirm/": (
        ("Confirm a Dungeon Bowl report"),
        ("The other coach confirms: the post-match sequence is queued and runs once (§7). A report confirmed "
          "or disputed already answers 409.")),
    "POST /api/matches/reports/{report_id}/dispute/": (
        ("Dispute a Dungeon Bowl report"),
        ("The other coach says what is wrong; the commissioner decides.")),
    "POST /api/matches/reports/{report_id}/decide/": (
        ("Decide a Dungeon Bowl report"),
        ("Commissioner only: makes the report final, replacing its content if an outcome and finish are given "
          "(audited).")),
    "GET /api/matches/fixtures/{fixture_id}/prematch/": (
        ("The pre-match sheet"),
        ("Dungeon Bowl: both teams' current team value, petty cash, journeymen and inducements bought (§5).")),
    "POST /api/matches/fixtures/{fixture_id}/prematch/buy/": (
        ("Buy inducements"),
        ("Dungeon Bowl, the team's coach, once per match: buys inducements with petty cash and treasury "
          "(§5.3-§5.5, §12).")),
    "POST /api/matches/fixtures/{fixture_id}/prematch/journeymen/": (
        ("Choose the journeymen"),
        ("Dungeon Bowl, the team's coach, before buying inducements: which Lineman option the journeymen are "
          "(§5.2).")),
    "GET /api/postmatch/fixtures/{fixture_id}/": (
        ("What the post-match sequence did"),
        ("Dungeon Bowl: each step of the sequence for the fixture and every roll it made (§7).")),
    "POST /api/postmatch/players/{player_id}/advancement/": (
        ("Spend a player's SPP"),
        ("Dungeon Bowl, the team's coach: a random or chosen skill, or a roll for a characteristic improvement "
          "(§7.6).")),
    "POST /api/postmatch/players/{player_id}/improvement/": (
        ("Choose a characteristic improvement"),
        ("Dungeon Bowl, the team's coach: picks from what the improvement roll offered (§7.6).")),

    # Dungeon Bowl: off-season
    "GET /api/seasons/{season_id}/offseason/": (
        ("The off-season"),
        ("Dungeon Bowl: whether the off-season after this season started, and each team's re-draft (§8.10).")),
    "POST /api/seasons/{season_id}/offseason/": (
        ("Start the off-season"),
        ("Dungeon Bowl, commissioner only, with confirm true: rolls every team over and offers the re-drafts "
          "(§8.10). It runs in the background: the answer is 202.")),
    "POST /api/seasons/{season_id}/offseason/open-next/": (
        ("Open the next season"),
        ("Dungeon Bowl, commissioner only, once the re-drafts are done: opens the next season for entries "
          "(§8.11).")),
    "GET /api/redrafts/{redraft_id}/": (
        ("A team's re-draft"),
        ("Dungeon Bowl: the team's re-draft budget and the players it may re-hire, with their cost (§8.10.4).")),
    "POST /api/redrafts/{redraft_id}/": (
        ("Re-draft a team"),
        ("Dungeon Bowl, the team's coach: the players kept, re-rolls bought and new hires, within the re-draft "
          "budget (§8.10.4).")),
    "POST /api/redrafts/{redraft_id}/leave/": (
        ("Leave the league"),
        ("Dungeon Bowl, the team's coach: the team does not play the next season (§8.11).")),

    # Simulations
    "POST /api/seasons/{season_id}/simulations/": (
        ("Simulate fixtures"),
        ("Commissioner only: the match engine plays one fixture, a round or the rest of the season in the "
          "background; follow the answer's progress.")),
    "GET /api/simulations/{batch_id}/": (
        ("A simulation's progress"),
        ("Commissioner only: how many fixtures are done, running or failed.")),
    "POST /api/simulations/{batch_id}/retry/": (
        ("Retry failed simulations"),
        ("Commissioner only: plays the fixtures of the simulation that failed again.")),

    # Blitz Bowl
    "GET /api/blitz/leagues/": (("List Blitz Bowl leagues"), ("Every Blitz Bowl league, by name.")),
    "POST /api/blitz/leagues/": (
        ("Open a Blitz Bowl league"),
        ("Opens a league of ten games per team with you as commissioner; quarter-finals optional.")),
    "GET /api/blitz/leagues/{league_id}/": (
        ("A Blitz Bowl league"),
        ("League points, games by round, finals, the League Winner and the league awards.")),
    "POST /api/blitz/leagues/{league_id}/join/": (
        ("Join a Blitz Bowl league"),
        ("Joins with a new team of the team chosen (§1.2), while coaches are joining.")),
    "POST /api/blitz/leagues/{league_id}/settings/": (
        ("Change a Blitz Bowl league's settings"),
        ("Commissioner only: the finals format, what happens to an unplayed game, the round length.")),
    "POST /api/blitz/leagues/{league_id}/start/": (
        ("Start the league games"),
        ("Commissioner only: closes joining and starts the league games.")),
    "POST /api/blitz/leagues/{league_id}/rounds/": (
        ("Pair the next round"),
        ("Commissioner only: pairs the teams for the next round of league games.")),
    "POST /api/blitz/leagues/{league_id}/games/": (
        ("Arrange a league game"),
        ("Two coaches arrange a league game between their teams themselves, or the commissioner does (§18.2).")),
    "POST /api/blitz/leagues/{league_id}/finals/": (
        ("Draw the finals"),
        ("Commissioner only, after the league games: seeds the teams and draws the finals.")),
    "GET /api/blitz/teams/{team_id}/roster/": (
        ("A Coach Roster"),
        ("The team's games, league points, challenge cards claimed, injuries caused and Coach Traits.")),
    "GET /api/blitz/fixtures/{fixture_id}/": (
        ("A Blitz Bowl game"),
        ("The game, both teams' tallies and its result report, if any.")),
    "POST /api/blitz/traits/{trait_id}/choose/": (
        ("Choose a Coach Trait"),
        ("The team's coach: after rolling a trait the coach already has, chooses another.")),
    "POST /api/blitz/traits/{trait_id}/used/": (
        ("Mark a Coach Trait used"),
        ("The team's coach: marks a trait used (or not) in this game.")),

    # Blood Bowl 2016
    "GET /api/bb2016/leagues/{league_id}/teams/": (
        ("Blood Bowl 2016 team lists"),
        ("The budget and the team lists a coach may build from, with each position's cost and limit (§13).")),
    "POST /api/bb2016/leagues/{league_id}/teams/": (
        ("Build a Blood Bowl 2016 team"),
        ("Builds a team for you from a team list within the budget: players, re-rolls and fan factor (§13).")),
    "POST /api/bb2016/fixtures/{fixture_id}/simulate/": (
        ("Play a Blood Bowl 2016 fixture with the engine"),
        ("Commissioner only: the classic engine plays the fixture now, from the seed given or a new one.")),
    "GET /api/bb2016/fixtures/{fixture_id}/replay/": (
        ("A simulated match's replay"),
        ("The seed, team sheets, weather and every event of a fixture the engine played.")),
    "POST /api/bb2016/seasons/{season_id}/playoffs/": (
        ("Start the Blood Bowl 2016 play-offs"),
        ("Commissioner only, after the regular season: draws the play-off fixtures.")),
    "POST /api/bb2016/leagues/{league_id}/next-season/": (
        ("Open the next Blood Bowl 2016 season"),
        ("Commissioner only, once the season is closed: opens the next one with the league's teams.")),

    # Kaosball
    "GET /api/kaosball/leagues/": (("List Kaosball leagues"), ("Every Kaosball league, by name.")),
    "POST /api/kaosball/leagues/": (
        ("Open a Kaosball league"),
        ("Opens a league of 4 to 8 teams with you as commissioner (§5).")),
    "GET /api/kaosball/leagues/{league_id}/": (
        ("A Kaosball league"),
        ("The table, the schedule, friendlies and play-offs.")),
    "POST /api/kaosball/leagues/{league_id}/join/": (
        ("Join a Kaosball league"),
        ("Joins with a Kaosball team (§4, §5); one team per coach.")),
    "POST /api/kaosball/leagues/{league_id}/settings/": (
        ("Change a Kaosball league's settings"),
        ("Commissioner only: the league's settings before it starts.")),
    "POST /api/kaosball/leagues/{league_id}/start/": (
        ("Start a Kaosball league"),
        ("Commissioner only: draws the schedule and starts the league.")),
    "POST /api/kaosball/leagues/{league_id}/friendlies/": (
        ("Arrange a Kaosball friendly"),
        ("A friendly of 2 to 4 teams (Max3, Max4 or allied 2 v 2); it never counts in the table (§5).")),
    "POST /api/kaosball/leagues/{league_id}/playoffs/": (
        ("Draw the Kaosball play-offs"),
        ("Commissioner only, once every league match has a result (§5).")),
    "GET /api/kaosball/teams/{team_id}/": (
        ("A Kaosball team"),
        ("The team and what it keeps from match to match: cash, upgrades, ringers.")),
    "GET /api/kaosball/fixtures/{fixture_id}/auction/": (
        ("A match's auction"),
        ("The pre-game auction of upgrades and ringers: lots, bids and whose turn it is (§27).")),
    "POST /api/kaosball/fixtures/{fixture_id}/auction/": (
        ("Open a match's auction"),
        ("A coach of the match or a commissioner opens the pre-game auction (§27).")),
    "POST /api/kaosball/fixtures/{fixture_id}/auction/act/": (
        ("Act in the auction"),
        ("On your turn: open a lot, bid, pass, or choose the active tiles and the ringer (§27).")),
    "POST /api/kaosball/fixtures/{fixture_id}/simulate/": (
        ("Play a Kaosball match with the engine"),
        ("Commissioner only: scripted bots play an unplayed match out from a seed.")),

    # Team Manager
    "POST /api/team-manager/leagues/": (
        ("Open a Team Manager league"),
        ("Opens a league of managers with you as commissioner.")),
    "GET /api/team-manager/leagues/{league_id}/": (
        ("A Team Manager league"),
        ("The series table and the Manager of the Year.")),
    "POST /api/team-manager/leagues/{league_id}/join/": (
        ("Join a Team Manager league"),
        ("Joins the league as a manager.")),
    "POST /api/team-manager/leagues/{league_id}/games/": (
        ("Start a Team Manager season"),
        ("Commissioner only: a season of 2 to 4 managers of this league, each with a card team (§1).")),
    "GET /api/team-manager/games/{fixture_id}/": (
        ("A Team Manager season"),
        ("Its weeks, the scoreboard of fans and its end.")),
    "POST /api/team-manager/games/{fixture_id}/weeks/": (
        ("Enter a week"),
        ("A manager of the season enters a week's results; the others confirm.")),
    "POST /api/team-manager/games/{fixture_id}/weeks/{number}/confirm/": (
        ("Confirm a week"),
        ("Another manager of the season confirms the week as entered.")),
    "POST /api/team-manager/games/{fixture_id}/weeks/{number}/dispute/": (
        ("Dispute a week"),
        ("Another manager says what is wrong with the week; the commissioner rules.")),
    "POST /api/team-manager/games/{fixture_id}/weeks/{number}/rule/": (
        ("Rule on a week"),
        ("Commissioner only: sets the week's results, with the reason.")),
    "POST /api/team-manager/games/{fixture_id}/end/": (
        ("Report the season's end"),
        ("A manager reports the end-of-game fans and totals (§14); the others confirm.")),
    "POST /api/team-manager/games/{fixture_id}/end/{action}/": (
        ("Confirm, dispute or rule the season's end"),
        ("action is confirm (another manager), dispute (another manager, with a reason) or rule (the "
          "commissioner, with a reason).")),
    "GET /api/team-manager/managers/{team_id}/": (
        ("A manager's history"),
        ("Every season the manager played: card team, fans, upgrades, wins and suspensions.")),
    "POST /api/team-manager/helper/": (
        ("Score a matchup"),
        ("Anyone: scores one highlight or tournament matchup from the players on the table (§9-§12); nothing "
          "is saved.")),

    # Tournaments
    "GET /api/tournaments/": (("List tournaments"), ("Every tournament with its format and game.")),
    "POST /api/tournaments/": (
        ("Open a tournament"),
        ("Opens a Swiss, round-robin or knock-out tournament of a game with you as organiser: points scheme, "
          "byes, tie-breakers and round length.")),
    "GET /api/tournaments/{tournament_id}/": (
        ("A tournament"),
        ("Its teams, table, rounds with their games, and the knock-out bracket.")),
    "POST /api/tournaments/{tournament_id}/register/": (
        ("Register for a tournament"),
        ("A coach registers a new team with a roster of the tournament's game while registration is open.")),
    "POST /api/tournaments/{tournament_id}/start/": (
        ("Start a tournament"),
        ("The organiser (the tournament's commissioner) closes registration and starts the first round.")),
    "POST /api/tournaments/{tournament_id}/pair/": (
        ("Pair the next round"),
        ("The organiser, once every game of the last round has its result: pairs the next round.")),
}
