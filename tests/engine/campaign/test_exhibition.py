"""§9 Exhibition play: building a one-off (or tournament) team — budget all spent or lost (§9.1), players and
re-rolls as in a league (§9.2), inducements from the budget, only those allowed (§9.4), free SPP on chosen
skills with a cap per player, unspent lost (§9.5), no value for them (§9.6)."""

import engine.rulesets
from engine.campaign.exhibition import ExhibitionTerms, FreeAdvancement, check_exhibition_team, terms_breaches

RS = engine.rulesets.get("dungeon_bowl")
# 7 x 70,000 + 2 x 80,000 + 2 x 85,000 = 820,000 gp: eleven Dwarfs of the College of Fire.
FIRE = ["dwarf_blitzer", "dwarf_blitzer", "dwarf_runner", "dwarf_runner"] + ["dwarf_blocker_lineman"] * 7


def check(players=FIRE, rerolls=2, inducements=None, advancements=(), terms=None, roster="fire"):
    return check_exhibition_team(RS, roster_key=roster, players=players, rerolls=rerolls,
                                 inducements=inducements or {}, advancements=advancements,
                                 terms=terms or ExhibitionTerms())


def rules(result):
    return [(b.rule, b.message) for b in result.breaches]


def test_9_1_a_legal_team_with_gold_left_is_warned_that_it_is_lost():
    result = check(inducements={"bright_wizard": 1, "bribes": 1})  # 820k + 100k re-rolls + 200k = 1,120,000
    assert result.breaches == []
    assert (result.gold_spent, result.gold_lost) == (1_120_000, 30_000)
    assert result.warnings[0] == "§9.1: all of the budget must be spent; 30,000 gp left unspent will be lost"


def test_9_1_a_budget_spent_to_the_last_gold_piece_has_no_warning_about_gold():
    result = check(players=[*FIRE, "gnoblar_lineman", "gnoblar_lineman"], rerolls=2,
                   inducements={"bright_wizard": 1, "bribes": 1}, terms=ExhibitionTerms(budget=1_150_000, free_spp=0))
    assert result.breaches == [] and result.gold_lost == 0 and result.warnings == []


def test_9_1_the_budget_is_1_100_000_to_1_300_000_unless_a_larger_one_is_agreed():
    assert rules(check(terms=ExhibitionTerms(budget=1_000_000)))[0] == (
        "§9.1", "an exhibition budget is at least 1,100,000 gp; 1,000,000 gp was given")
    assert rules(check(terms=ExhibitionTerms(budget=1_400_000)))[0][0] == "§9.1"
    assert check(terms=ExhibitionTerms(budget=1_400_000, larger_budget_agreed=True)).breaches == []


def test_9_2_at_least_11_players_within_roster_limits_and_0_to_8_re_rolls_at_50_000():
    result = check(players=FIRE[:10] + ["dwarf_blitzer"], rerolls=9)
    assert ("§4.3", "College of Fire allows 0-2 Blitzers; this team has 3") in rules(result)
    assert ("§4.6", "a new team may buy 0-8 team re-rolls; this team buys 9") in rules(result)
    assert ("§4.4", "a new team needs at least 11 players; this team has 10") in rules(check(players=FIRE[:10]))
    assert check(rerolls=3).gold_spent == 820_000 + 3 * 50_000


def test_9_4_inducements_come_from_the_budget_and_only_the_allowed_ones():
    over = check(rerolls=4, inducements={"bright_wizard": 1, "bribes": 1})  # 820k + 200k + 200k
    assert rules(over) == [("§4.2", "the team costs 1,220,000 gp but the budget is 1,150,000 gp")]
    barred = check(inducements={"bribes": 1}, terms=ExhibitionTerms(allowed_inducements=("bright_wizard",)))
    assert rules(barred) == [("§9.4", "Bribes is not among the inducements allowed for this exhibition")]
    foreign = check(inducements={"grey_wizard": 1})
    assert [r for r, _ in rules(foreign)] == ["§12.2"]  # another College's Wizard, as before any match


def test_9_5_the_rulebooks_examples_spend_36_free_spp():
    six_primaries = [FreeAdvancement(i, "Dauntless" if i < 2 else "Wrestle") for i in range(6)]
    result = check(advancements=six_primaries)
    assert result.breaches == [] and (result.spp_spent, result.spp_lost) == (36, 0)
    four_and_one = [FreeAdvancement(i, "Wrestle") for i in range(4, 8)] + [
        FreeAdvancement(8, "Dodge", kind="chosen_secondary")]
    result = check(advancements=four_and_one)
    assert result.breaches == [] and result.spp_spent == 4 * 6 + 12
    assert result.skills[8] == ["Dodge"]


def test_9_5_unspent_free_spp_are_lost_and_the_builder_says_so():
    result = check(advancements=[FreeAdvancement(0, "Wrestle")])
    assert result.spp_lost == 30 and "§9.5: 30 free SPP left unspent will be lost" in result.warnings


def test_9_5_one_player_pays_each_advancement_at_its_level_and_the_pool_is_a_limit():
    star = [FreeAdvancement(0, "Wrestle"), FreeAdvancement(0, "Dauntless"), FreeAdvancement(0, "Tackle"),
            FreeAdvancement(0, "Strip Ball")]  # 6 + 8 + 12 + 16 = 42
    assert rules(check(advancements=star)) == [("§9.5", "the advancements cost 42 SPP; the free pool is 36")]
    assert check(advancements=star, terms=ExhibitionTerms(free_spp=42)).breaches == []


def test_9_5_the_organisers_cap_on_advancements_per_player():
    two = [FreeAdvancement(0, "Wrestle"), FreeAdvancement(0, "Dauntless")]
    capped = check(advancements=two, terms=ExhibitionTerms(max_advancements_per_player=1))
    assert rules(capped) == [("§9.5", "player 1 (Dwarf Blitzer) may take at most 1 advancements here")]
    assert check(advancements=two).breaches == []


def test_9_5_free_spp_buy_chosen_skills_the_player_may_have():
    assert rules(check(advancements=[FreeAdvancement(0, "Wrestle", kind="characteristic")]))[0][0] == "§9.5"
    assert rules(check(advancements=[FreeAdvancement(0, "Block")]))[0] == (
        "§7.3.4", "the player already has Block; no skill may be gained twice")
    assert rules(check(advancements=[FreeAdvancement(0, "Claws")]))[0][0] == "§7.3.4"  # not a Blitzer's category
    assert rules(check(advancements=[FreeAdvancement(11, "Wrestle")]))[0] == (
        "§9.5", "there is no player 12 on this team to advance")


def test_9_6_free_advancements_add_no_value():
    plain = check(inducements={"bribes": 1})
    skilled = check(inducements={"bribes": 1}, advancements=[FreeAdvancement(i, "Wrestle") for i in range(6)])
    assert plain.team_value == skilled.team_value == 820_000 + 2 * 50_000  # inducements are not team value either


def test_the_terms_from_a_leagues_settings_and_their_own_checks():
    terms = ExhibitionTerms.from_settings({"exhibition_budget": 1_200_000, "exhibition_free_spp": 24,
                                           "exhibition_max_advancements": 2, "exhibition_inducements": ["bribes"]}, RS)
    assert terms == ExhibitionTerms(budget=1_200_000, free_spp=24, max_advancements_per_player=2,
                                    allowed_inducements=("bribes",))
    assert ExhibitionTerms.from_settings({}, RS) == ExhibitionTerms()  # the rulebook's guideline: 1,150,000, 36 SPP
    assert [b.rule for b in terms_breaches(ExhibitionTerms(free_spp=-1, max_advancements_per_player=7), RS)] == [
        "§9.5", "§9.5"]
