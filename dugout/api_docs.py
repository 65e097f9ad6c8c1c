"""What /api/docs/ says about each operation, written for the people who call the API (issue #23): a short
summary and a description saying who may call it, what it does and which rule it follows. One place for the
whole API, applied by the schema hook (dugout/api_schema.py), so views keep their code comments to themselves;
tests/dugout/test_api_docs.py checks every operation has its words here and nothing here is stale.
Errors are described once, in the schema's Errors component and docs/api.md."""

from django.utils.translation import gettext_lazy as _

OPERATIONS = {
    # Signing in
    "POST /api/token/": (
        _("Get an API token"),
        _("Send a username and password; the answer holds the token to send as 'Authorization: Token <key>'. "
          "After too many failed attempts for one account or from one address, signing in is refused with 429 "
          "for a while (Retry-After says how long).")),

    # Leagues, seasons, divisions (the core)
    "GET /api/leagues/": (_("List leagues"), _("Every league with its commissioners and seasons, paginated.")),
    "POST /api/leagues/": (
        _("Open a league"),
        _("Opens a league of a game with you as its commissioner. The league's settings default to the game's.")),
    "GET /api/leagues/{id}/": (_("A league"), _("The league, its commissioners, seasons and settings.")),
    "PUT /api/leagues/{id}/": (
        _("Change a league's settings"),
        _("Commissioner only. Replaces the settings given; every change is written in the league's audit log "
          "with the reason.")),
    "PATCH /api/leagues/{id}/": (
        _("Change some of a league's settings"),
        _("Commissioner only. Changes only the settings sent; each change is audited with the reason.")),
    "POST /api/leagues/{id}/random-sponsors/": (
        _("Give sponsors at random"),
        _("Dungeon Bowl, commissioner only: in a league that allocates sponsors at random, gives each team one "
          "(§11.2). Answers which sponsor each team id got.")),
    "GET /api/seasons/": (_("List seasons"), _("Every season, or one league's with the league filter, paginated.")),
    "POST /api/seasons/": (
        _("Start a league's next season"),
        _("Commissioner only; the league's last season must be closed. The new season opens for registration.")),
    "GET /api/seasons/{id}/": (_("A season"), _("The season's state, divisions and team entries.")),
    "POST /api/seasons/{id}/decide/": (
        _("Accept or reject a team's entry"),
        _("Commissioner only: decides a team's pending entry into the season.")),
    "POST /api/seasons/{id}/divisions/": (
        _("Set the divisions by hand"),
        _("Commissioner only: places each accepted team in a division (§8.4).")),
    "POST /api/seasons/{id}/draw/": (
        _("Draw the divisions"),
        _("Commissioner only: draws the accepted teams into divisions at random, seeded on the server and "
          "written in the audit log (§8.4).")),
    "POST /api/seasons/{id}/state/": (
        _("Move a season to its next state"),
        _("Commissioner only: registration, regular season, play-offs, closed, in that order.")),
    "POST /api/seasons/{season_id}/start/": (
        _("Start the season"),
        _("Dungeon Bowl, commissioner only: draws the divisions, generates the schedule and starts the regular "
          "season in one step (§8.4, §8.5). Every pending entry must be decided first.")),
    "GET /api/divisions/": (_("List divisions"), _("Every division of every season, paginated.")),
    "GET /api/divisions/{id}/": (_("A division"), _("The division and its teams.")),
    "GET /api/divisions/{division_id}/standings/": (
        _("A division's standings"),
        _("Every team of the division in rank order, as an array (not paginated): the columns every game has, "
          "then the game's own columns.")),

    # Teams and players (the core)
    "GET /api/teams/": (_("List teams"), _("Every team, or one league's with the league filter, paginated.")),
    "POST /api/teams/": (
        _("Create a team"),
        _("Builds a team for you in a league: the game checks the budget, position limits and re-rolls (§4).")),
    "GET /api/teams/{id}/": (_("A team"), _("The team with its team value, current team value and roster.")),
    "POST /api/teams/{id}/hire/": (
        _("Hire a player"),
        _("The team's coach: hires a player of a position the team list allows, paid from the treasury (§4.3).")),
    "POST /api/teams/{id}/buy-reroll/": (
        _("Buy a team re-roll"),
        _("The team's coach: a re-roll bought after the team's creation costs double (§4.6).")),
    "POST /api/teams/{id}/correct-treasury/": (
        _("Correct a team's treasury"),
        _("Commissioner only: sets the treasury to a new amount, with the reason written in the audit log "
          "(§4.7).")),
    "POST /api/teams/{id}/enter/": (
        _("Enter a team into a season"),
        _("The team's coach: asks to play in a season that is open for registration; the commissioner decides.")),
    "POST /api/teams/{id}/sponsor/": (
        _("Choose a sponsor"),
        _("Dungeon Bowl, the team's coach: chooses the team's sponsor, or none (§11.2).")),
    "POST /api/teams/{id}/athlete/": (
        _("Name the Air Oberwald athlete"),
        _("Dungeon Bowl, the team's coach: names the player who is the sponsor's athlete (§11.2).")),
    "GET /api/players/": (_("List players"), _("Every player, or one team's with the team filter (former players too).")),
    "GET /api/players/{id}/": (_("A player"), _("The player's characteristics, skills, SPP and injuries.")),
    "POST /api/players/{id}/correct/": (
        _("Correct a player"),
        _("Commissioner only: corrects a player's SPP, injuries or awards, with the reason audited (§7.3.1).")),
    "POST /api/players/{id}/fire/": (
        _("Fire a player"),
        _("The team's coach: removes the player from the roster; no gold comes back and the number is free "
          "again (§7.4.1).")),
    "POST /api/players/{id}/rename/": (_("Rename a player"), _("The team's coach: gives the player a new name.")),
    "POST /api/players/{id}/retire/": (
        _("Retire a player for a while"),
        _("The team's coach: the player is temporarily retired from the roster (§7.4.2).")),
    "POST /api/players/{id}/skill/": (
        _("Choose a skill"),
        _("The team's coach: spends the player's SPP on a chosen Primary or Secondary skill; the player's value "
          "rises (§7.3.3-§7.3.6).")),

    # Schedule, fixtures, standings (the core)
    "GET /api/seasons/{season_id}/fixtures/": (
        _("A season's fixtures"),
        _("Every fixture of the season by round, as an array (not paginated), with each side's score.")),
    "POST /api/seasons/{season_id}/schedule/": (
        _("Generate the schedule"),
        _("Commissioner only: draws the rounds of the season's fixtures with their deadlines (§8.5) and answers "
          "them as an array.")),
    "POST /api/seasons/{season_id}/penalties/": (
        _("Dock league points"),
        _("Commissioner only: takes league points from a team, with the reason shown in the standings.")),
    "POST /api/rounds/{round_id}/deadline/": (
        _("Move a round's deadline"),
        _("Commissioner only: a deadline in the past closes the round at once and needs close_now (§8.5).")),
    "POST /api/fixtures/{fixture_id}/concede/": (
        _("Concede a fixture"),
        _("A coach of the fixture concedes it before its deadline: the other team wins (§8.5).")),
    "POST /api/fixtures/{fixture_id}/decide/": (
        _("Decide an unplayed fixture"),
        _("Commissioner only, in a league where the commissioner decides unplayed fixtures: sets the outcome, "
          "with the reason audited.")),
    "POST /api/friendlies/": (
        _("Arrange a friendly"),
        _("A coach of one of the two teams arranges a friendly; it never counts in the standings.")),
    "POST /api/matches/seasons/{season_id}/matches/": (
        _("Arrange a match of 2 to 4 teams"),
        _("A match of as many teams as the league's game allows, in the season's regular season: the commissioner "
          "arranges any; a coach of one of the teams arranges a friendly.")),
    "GET /api/seasons/{season_id}/bracket/": (
        _("The play-off bracket"),
        _("The season's play-off matches by stage, with their winners (§8.8).")),
    "POST /api/seasons/{season_id}/bracket/": (
        _("Draw the play-offs"),
        _("Commissioner only, after the regular season: seeds the qualified teams into the bracket (§8.8).")),

    # Results of any game
    "POST /api/matches/fixtures/{fixture_id}/result/": (
        _("Report a result"),
        _("A coach of the fixture (or a commissioner) reports it: one entry per team with its score and the "
          "game's values. A coach of another side confirms it, or disputes it for the commissioner to rule.")),
    "GET /api/matches/results/{report_id}/": (_("A result report"), _("The report, its sides and its status.")),
    "POST /api/matches/results/{report_id}/confirm/": (
        _("Confirm a result"),
        _("A coach of another side (or a commissioner) confirms: the result is final and counts. A report "
          "confirmed already answers 409.")),
    "POST /api/matches/results/{report_id}/dispute/": (
        _("Dispute a result"),
        _("A coach of another side says what is wrong; the commissioner rules on it.")),
    "POST /api/matches/results/{report_id}/decide/": (
        _("Rule on a result"),
        _("Commissioner only: makes the report final, corrected if sides are given; the ruling and its reason "
          "are audited.")),

    # Dungeon Bowl: match reports, pre-match sheet, post-match sequence
    "POST /api/matches/fixtures/{fixture_id}/report/": (
        _("Report a Dungeon Bowl match"),
        _("A coach of the fixture reports the outcome, the finish, the scorer and each player's line (§7); the "
          "other coach confirms or disputes.")),
    "GET /api/matches/reports/{report_id}/": (_("A Dungeon Bowl match report"), _("The report and its lines.")),
    "POST /api/matches/reports/{report_id}/confirm/": (
        _("Confirm a Dungeon Bowl report"),
        _("The other coach confirms: the post-match sequence is queued and runs once (§7). A report confirmed "
          "or disputed already answers 409.")),
    "POST /api/matches/reports/{report_id}/dispute/": (
        _("Dispute a Dungeon Bowl report"),
        _("The other coach says what is wrong; the commissioner decides.")),
    "POST /api/matches/reports/{report_id}/decide/": (
        _("Decide a Dungeon Bowl report"),
        _("Commissioner only: makes the report final, replacing its content if an outcome and finish are given "
          "(audited).")),
    "GET /api/matches/fixtures/{fixture_id}/prematch/": (
        _("The pre-match sheet"),
        _("Dungeon Bowl: both teams' current team value, petty cash, journeymen and inducements bought (§5).")),
    "POST /api/matches/fixtures/{fixture_id}/prematch/buy/": (
        _("Buy inducements"),
        _("Dungeon Bowl, the team's coach, once per match: buys inducements with petty cash and treasury "
          "(§5.3-§5.5, §12).")),
    "POST /api/matches/fixtures/{fixture_id}/prematch/journeymen/": (
        _("Choose the journeymen"),
        _("Dungeon Bowl, the team's coach, before buying inducements: which Lineman option the journeymen are "
          "(§5.2).")),
    "GET /api/postmatch/fixtures/{fixture_id}/": (
        _("What the post-match sequence did"),
        _("Dungeon Bowl: each step of the sequence for the fixture and every roll it made (§7).")),
    "POST /api/postmatch/players/{player_id}/advancement/": (
        _("Spend a player's SPP"),
        _("Dungeon Bowl, the team's coach: a random or chosen skill, or a roll for a characteristic improvement "
          "(§7.6).")),
    "POST /api/postmatch/players/{player_id}/improvement/": (
        _("Choose a characteristic improvement"),
        _("Dungeon Bowl, the team's coach: picks from what the improvement roll offered (§7.6).")),

    # Dungeon Bowl: off-season
    "GET /api/seasons/{season_id}/offseason/": (
        _("The off-season"),
        _("Dungeon Bowl: whether the off-season after this season started, and each team's re-draft (§8.10).")),
    "POST /api/seasons/{season_id}/offseason/": (
        _("Start the off-season"),
        _("Dungeon Bowl, commissioner only, with confirm true: rolls every team over and offers the re-drafts "
          "(§8.10). It runs in the background: the answer is 202.")),
    "POST /api/seasons/{season_id}/offseason/open-next/": (
        _("Open the next season"),
        _("Dungeon Bowl, commissioner only, once the re-drafts are done: opens the next season for entries "
          "(§8.11).")),
    "GET /api/redrafts/{redraft_id}/": (
        _("A team's re-draft"),
        _("Dungeon Bowl: the team's re-draft budget and the players it may re-hire, with their cost (§8.10.4).")),
    "POST /api/redrafts/{redraft_id}/": (
        _("Re-draft a team"),
        _("Dungeon Bowl, the team's coach: the players kept, re-rolls bought and new hires, within the re-draft "
          "budget (§8.10.4).")),
    "POST /api/redrafts/{redraft_id}/leave/": (
        _("Leave the league"),
        _("Dungeon Bowl, the team's coach: the team does not play the next season (§8.11).")),

    # Simulations
    "POST /api/seasons/{season_id}/simulations/": (
        _("Simulate fixtures"),
        _("Commissioner only: the match engine plays one fixture, a round or the rest of the season in the "
          "background; follow the answer's progress.")),
    "GET /api/simulations/{batch_id}/": (
        _("A simulation's progress"),
        _("Commissioner only: how many fixtures are done, running or failed.")),
    "POST /api/simulations/{batch_id}/retry/": (
        _("Retry failed simulations"),
        _("Commissioner only: plays the fixtures of the simulation that failed again.")),

    # Blitz Bowl
    "GET /api/blitz/leagues/": (_("List Blitz Bowl leagues"), _("Every Blitz Bowl league, by name.")),
    "POST /api/blitz/leagues/": (
        _("Open a Blitz Bowl league"),
        _("Opens a league of ten games per team with you as commissioner; quarter-finals optional.")),
    "GET /api/blitz/leagues/{league_id}/": (
        _("A Blitz Bowl league"),
        _("League points, games by round, finals, the League Winner and the league awards.")),
    "POST /api/blitz/leagues/{league_id}/join/": (
        _("Join a Blitz Bowl league"),
        _("Joins with a new team of the team chosen (§1.2), while coaches are joining.")),
    "POST /api/blitz/leagues/{league_id}/settings/": (
        _("Change a Blitz Bowl league's settings"),
        _("Commissioner only: the finals format, what happens to an unplayed game, the round length.")),
    "POST /api/blitz/leagues/{league_id}/start/": (
        _("Start the league games"),
        _("Commissioner only: closes joining and starts the league games.")),
    "POST /api/blitz/leagues/{league_id}/rounds/": (
        _("Pair the next round"),
        _("Commissioner only: pairs the teams for the next round of league games.")),
    "POST /api/blitz/leagues/{league_id}/games/": (
        _("Arrange a league game"),
        _("Two coaches arrange a league game between their teams themselves, or the commissioner does (§18.2).")),
    "POST /api/blitz/leagues/{league_id}/finals/": (
        _("Draw the finals"),
        _("Commissioner only, after the league games: seeds the teams and draws the finals.")),
    "GET /api/blitz/teams/{team_id}/roster/": (
        _("A Coach Roster"),
        _("The team's games, league points, challenge cards claimed, injuries caused and Coach Traits.")),
    "GET /api/blitz/fixtures/{fixture_id}/": (
        _("A Blitz Bowl game"),
        _("The game, both teams' tallies and its result report, if any.")),
    "POST /api/blitz/traits/{trait_id}/choose/": (
        _("Choose a Coach Trait"),
        _("The team's coach: after rolling a trait the coach already has, chooses another.")),
    "POST /api/blitz/traits/{trait_id}/used/": (
        _("Mark a Coach Trait used"),
        _("The team's coach: marks a trait used (or not) in this game.")),

    # Blood Bowl 2016
    "GET /api/bb2016/leagues/{league_id}/teams/": (
        _("Blood Bowl 2016 team lists"),
        _("The budget and the team lists a coach may build from, with each position's cost and limit (§13).")),
    "POST /api/bb2016/leagues/{league_id}/teams/": (
        _("Build a Blood Bowl 2016 team"),
        _("Builds a team for you from a team list within the budget: players, re-rolls and fan factor (§13).")),
    "POST /api/bb2016/fixtures/{fixture_id}/simulate/": (
        _("Play a Blood Bowl 2016 fixture with the engine"),
        _("Commissioner only: the classic engine plays the fixture now, from the seed given or a new one.")),
    "GET /api/bb2016/fixtures/{fixture_id}/replay/": (
        _("A simulated match's replay"),
        _("The seed, team sheets, weather and every event of a fixture the engine played.")),
    "POST /api/bb2016/seasons/{season_id}/playoffs/": (
        _("Start the Blood Bowl 2016 play-offs"),
        _("Commissioner only, after the regular season: draws the play-off fixtures.")),
    "POST /api/bb2016/leagues/{league_id}/next-season/": (
        _("Open the next Blood Bowl 2016 season"),
        _("Commissioner only, once the season is closed: opens the next one with the league's teams.")),

    # Kaosball
    "GET /api/kaosball/leagues/": (_("List Kaosball leagues"), _("Every Kaosball league, by name.")),
    "POST /api/kaosball/leagues/": (
        _("Open a Kaosball league"),
        _("Opens a league of 4 to 8 teams with you as commissioner (§5).")),
    "GET /api/kaosball/leagues/{league_id}/": (
        _("A Kaosball league"),
        _("The table, the schedule, friendlies and play-offs.")),
    "POST /api/kaosball/leagues/{league_id}/join/": (
        _("Join a Kaosball league"),
        _("Joins with a Kaosball team (§4, §5); one team per coach.")),
    "POST /api/kaosball/leagues/{league_id}/settings/": (
        _("Change a Kaosball league's settings"),
        _("Commissioner only: the league's settings before it starts.")),
    "POST /api/kaosball/leagues/{league_id}/start/": (
        _("Start a Kaosball league"),
        _("Commissioner only: draws the schedule and starts the league.")),
    "POST /api/kaosball/leagues/{league_id}/friendlies/": (
        _("Arrange a Kaosball friendly"),
        _("A friendly of 2 to 4 teams (Max3, Max4 or allied 2 v 2); it never counts in the table (§5).")),
    "POST /api/kaosball/leagues/{league_id}/playoffs/": (
        _("Draw the Kaosball play-offs"),
        _("Commissioner only, once every league match has a result (§5).")),
    "GET /api/kaosball/teams/{team_id}/": (
        _("A Kaosball team"),
        _("The team and what it keeps from match to match: cash, upgrades, ringers.")),
    "GET /api/kaosball/fixtures/{fixture_id}/auction/": (
        _("A match's auction"),
        _("The pre-game auction of upgrades and ringers: lots, bids and whose turn it is (§27).")),
    "POST /api/kaosball/fixtures/{fixture_id}/auction/": (
        _("Open a match's auction"),
        _("A coach of the match or a commissioner opens the pre-game auction (§27).")),
    "POST /api/kaosball/fixtures/{fixture_id}/auction/act/": (
        _("Act in the auction"),
        _("On your turn: open a lot, bid, pass, or choose the active tiles and the ringer (§27).")),
    "POST /api/kaosball/fixtures/{fixture_id}/simulate/": (
        _("Play a Kaosball match with the engine"),
        _("Commissioner only: scripted bots play an unplayed match out from a seed.")),

    # Team Manager
    "POST /api/team-manager/leagues/": (
        _("Open a Team Manager league"),
        _("Opens a league of managers with you as commissioner.")),
    "GET /api/team-manager/leagues/{league_id}/": (
        _("A Team Manager league"),
        _("The series table and the Manager of the Year.")),
    "POST /api/team-manager/leagues/{league_id}/join/": (
        _("Join a Team Manager league"),
        _("Joins the league as a manager.")),
    "POST /api/team-manager/leagues/{league_id}/games/": (
        _("Start a Team Manager season"),
        _("Commissioner only: a season of 2 to 4 managers of this league, each with a card team (§1).")),
    "GET /api/team-manager/games/{fixture_id}/": (
        _("A Team Manager season"),
        _("Its weeks, the scoreboard of fans and its end.")),
    "POST /api/team-manager/games/{fixture_id}/weeks/": (
        _("Enter a week"),
        _("A manager of the season enters a week's results; the others confirm.")),
    "POST /api/team-manager/games/{fixture_id}/weeks/{number}/confirm/": (
        _("Confirm a week"),
        _("Another manager of the season confirms the week as entered.")),
    "POST /api/team-manager/games/{fixture_id}/weeks/{number}/dispute/": (
        _("Dispute a week"),
        _("Another manager says what is wrong with the week; the commissioner rules.")),
    "POST /api/team-manager/games/{fixture_id}/weeks/{number}/rule/": (
        _("Rule on a week"),
        _("Commissioner only: sets the week's results, with the reason.")),
    "POST /api/team-manager/games/{fixture_id}/end/": (
        _("Report the season's end"),
        _("A manager reports the end-of-game fans and totals (§14); the others confirm.")),
    "POST /api/team-manager/games/{fixture_id}/end/{action}/": (
        _("Confirm, dispute or rule the season's end"),
        _("action is confirm (another manager), dispute (another manager, with a reason) or rule (the "
          "commissioner, with a reason).")),
    "GET /api/team-manager/managers/{team_id}/": (
        _("A manager's history"),
        _("Every season the manager played: card team, fans, upgrades, wins and suspensions.")),
    "POST /api/team-manager/helper/": (
        _("Score a matchup"),
        _("Anyone: scores one highlight or tournament matchup from the players on the table (§9-§12); nothing "
          "is saved.")),

    # Tournaments
    "GET /api/tournaments/": (_("List tournaments"), _("Every tournament with its format and game.")),
    "POST /api/tournaments/": (
        _("Open a tournament"),
        _("Opens a Swiss, round-robin or knock-out tournament of a game with you as organiser: points scheme, "
          "byes, tie-breakers and round length.")),
    "GET /api/tournaments/{tournament_id}/": (
        _("A tournament"),
        _("Its teams, table, rounds with their games, and the knock-out bracket.")),
    "POST /api/tournaments/{tournament_id}/register/": (
        _("Register for a tournament"),
        _("A coach registers a new team with a roster of the tournament's game while registration is open.")),
    "POST /api/tournaments/{tournament_id}/start/": (
        _("Start a tournament"),
        _("The organiser (the tournament's commissioner) closes registration and starts the first round.")),
    "POST /api/tournaments/{tournament_id}/pair/": (
        _("Pair the next round"),
        _("The organiser, once every game of the last round has its result: pairs the next round.")),
}
