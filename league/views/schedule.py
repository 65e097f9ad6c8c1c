"""Schedule pages: the season's rounds and fixtures, and the commissioner's and coaches' actions on them.

Views parse input, call one service and redirect back with a message; a broken rule is shown, nothing saved.
"""

from __future__ import annotations

from datetime import datetime, time

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.utils.translation import gettext, gettext_lazy
from django.views.decorators.http import require_POST

from dugout.page_cache import cacheable
from league.models import Fixture, Round, Season, Team
from league.selectors import schedule as schedule_selectors
from league.services import fixtures as fixture_services
from league.services import schedule as schedule_services
from league.services import standings as standings_services
from league.views._helpers import read_int


class DeadlineForm(forms.Form):
    deadline = forms.DateTimeField(widget=forms.DateTimeInput(attrs={"type": "datetime-local"}))
    reason = forms.CharField(max_length=500)
    close_now = forms.BooleanField(required=False)


class GenerateForm(forms.Form):
    start = forms.DateField(required=False, widget=forms.DateInput(attrs={"type": "date"}),
                            help_text=gettext_lazy("Round 1's deadline is one round length after this day (default: today)."))


class DecideForm(forms.Form):
    outcome = forms.ChoiceField(choices=Fixture.Outcome.choices)
    reason = forms.CharField(max_length=500)


class PenaltyForm(forms.Form):
    team = forms.ModelChoiceField(queryset=Team.objects.none())
    points = forms.IntegerField(max_value=-1, min_value=-30)
    reason = forms.CharField(max_length=500)

    def __init__(self, *args, season, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["team"].queryset = Team.objects.filter(divisions__season=season).distinct()
        self.fields["points"].initial = standings_services.no_show_penalty(season.league)


class FriendlyForm(forms.Form):
    team = forms.ModelChoiceField(queryset=Team.objects.none(), label=gettext_lazy("Your team"))
    opponent = forms.ModelChoiceField(queryset=Team.objects.none())

    def __init__(self, *args, season, user, **kwargs):
        super().__init__(*args, **kwargs)
        in_season = Team.objects.filter(divisions__season=season).distinct()
        self.fields["team"].queryset = in_season.filter(coach__user=user)
        self.fields["opponent"].queryset = in_season


def _fail(request, exc: ValidationError) -> None:
    for message in exc.messages:
        messages.error(request, message)


@cacheable
def schedule(request, season_id: int):
    """The schedule, a page of rounds per division; `?division=<id>&from=<round>` shows that division from
    that round on. The "more" button asks the same address with HTMX and gets the next rounds only."""
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    division, first = _page_asked(request)
    if request.htmx and division is not None:
        context = _season_context(request, season, start={division: first}, only=division)
        if not context["divisions"]:
            raise Http404("No such division in this season.")
        return render(request, "schedule/_rounds.html", {**context, "ds": context["divisions"][0]})
    return render(request, "schedule/season.html",
                  _season_context(request, season, start={division: first} if division else None))


def _page_asked(request) -> tuple[int | None, int]:
    """(division id, first round) from the query string; anything unreadable is the first page."""
    try:
        return int(request.GET["division"]), max(1, int(request.GET.get("from", 1)))
    except (KeyError, ValueError):
        return None, 1


def round_url(rnd: Round) -> str:
    """The schedule page that shows this round, at the round."""
    return (reverse("schedule:season", args=[rnd.division.season_id])
            + f"?division={rnd.division_id}&from={schedule_selectors.round_page_start(rnd)}#round-{rnd.pk}")


def _refused(request, season, error, **typed):
    """A refused commissioner correction: the schedule page again, with the form as typed (reason kept)."""
    if error is not None:
        _fail(request, error)
    return render(request, "schedule/season.html", _season_context(request, season, **typed), status=400)


def _season_context(request, season, *, penalty_form=None, refused_round=None, refused_fixture=None,
                    start=None, only=None) -> dict:
    """The schedule page; `refused_*` name the row whose refused form shows the posted input again (its
    round's page is shown); `start` and `only`: the page of rounds asked (season_schedule)."""
    league = season.league
    is_commissioner = league.is_commissioner(request.user)
    user_team_ids = set(Team.objects.filter(coach__user_id=request.user.pk).values_list("id", flat=True)) if request.user.is_authenticated else set()
    if refused_round is not None:
        rnd = Round.objects.filter(pk=refused_round).first()
        start = {rnd.division_id: schedule_selectors.round_page_start(rnd)} if rnd else start
    divisions = schedule_selectors.season_schedule(season, start=start, only=only)
    context = {
        "season": season,
        "league": league,
        "divisions": divisions,
        "has_rounds": any(d.rounds for d in divisions),
        "friendlies": schedule_selectors.friendlies(season),
        "is_commissioner": is_commissioner,
        "user_team_ids": user_team_ids,
        "notices": schedule_selectors.commissioner_notices(league) if is_commissioner else [],
        "generate_form": GenerateForm(),
        "penalty_form": penalty_form or (PenaltyForm(season=season) if is_commissioner else None),
        "friendly_form": FriendlyForm(season=season, user=request.user) if user_team_ids and season.state == Season.State.REGULAR_SEASON else None,
        "can_generate": is_commissioner and season.state == Season.State.REGISTRATION,
        "decide_outcomes": Fixture.Outcome.choices,
        "refused_round": refused_round, "refused_fixture": refused_fixture,
        "typed": request.POST if (refused_round or refused_fixture) else {},
    }
    return context


@login_required
@require_POST
def generate(request, season_id: int):
    season = get_object_or_404(Season, pk=season_id)
    form = GenerateForm(request.POST)
    start = None
    if form.is_valid() and form.cleaned_data["start"]:
        start = timezone.make_aware(datetime.combine(form.cleaned_data["start"], time(12)))
    try:
        rounds = schedule_services.generate_schedule(season=season, user=request.user, start=start)
        messages.success(request, gettext("Schedule drawn: {n_rounds} rounds.").format(n_rounds=len(rounds)))
    except ValidationError as exc:
        _fail(request, exc)
    return redirect("schedule:season", season_id=season.pk)


@login_required
@require_POST
def move_deadline(request, round_id: int):
    rnd = get_object_or_404(Round.objects.select_related("division__season"), pk=round_id)
    form = DeadlineForm(request.POST)
    if not rnd.division.season.league.is_commissioner(request.user):
        raise PermissionDenied(gettext("Only a commissioner moves deadlines."))
    if form.is_valid():
        try:
            schedule_services.move_deadline(
                round=rnd, deadline=form.cleaned_data["deadline"], user=request.user, reason=form.cleaned_data["reason"],
                close_now=form.cleaned_data["close_now"],
            )
        except ValidationError as exc:
            return _refused(request, rnd.division.season, exc, refused_round=rnd.pk)
        messages.success(request, gettext("Round {number}'s deadline moved.").format(number=rnd.number))
        return redirect(round_url(rnd))
    messages.error(request, gettext("Give the new deadline and a reason (the change is audited)."))
    return _refused(request, rnd.division.season, None, refused_round=rnd.pk)


@login_required
@require_POST
def concede(request, fixture_id: int):
    fixture = get_object_or_404(Fixture.objects.select_related("season__league", "home__coach", "away__coach"), pk=fixture_id)
    team = get_object_or_404(Team, pk=read_int(request.POST.get("team"), default=0))  # junk: 404, not a 500
    try:
        fixture_services.concede_fixture(fixture=fixture, team=team, user=request.user)
        messages.success(request, gettext("{team} concedes {fixture}; the round's deadline settles it (§8.5).").format(team=team, fixture=fixture))
    except ValidationError as exc:
        _fail(request, exc)
    if fixture.round_id:
        return redirect(round_url(Round.objects.select_related("division").get(pk=fixture.round_id)))
    return redirect("schedule:season", season_id=fixture.season_id)


@login_required
@require_POST
def decide(request, fixture_id: int):
    fixture = get_object_or_404(Fixture.objects.select_related("season__league"), pk=fixture_id)
    form = DecideForm(request.POST)
    if not fixture.season.league.is_commissioner(request.user):
        raise PermissionDenied(gettext("Only a commissioner decides unplayed fixtures."))
    if form.is_valid():
        try:
            fixture_services.decide_unplayed(
                fixture=fixture, outcome=form.cleaned_data["outcome"], user=request.user, reason=form.cleaned_data["reason"]
            )
        except ValidationError as exc:
            return _refused(request, fixture.season, exc, refused_fixture=fixture.pk)
        messages.success(request, gettext("{fixture} decided.").format(fixture=fixture))
        return redirect("schedule:season", season_id=fixture.season_id)
    messages.error(request, gettext("Choose a result and give a reason (the decision is audited)."))
    return _refused(request, fixture.season, None, refused_fixture=fixture.pk)


@login_required
@require_POST
def dock_points(request, season_id: int):
    season = get_object_or_404(Season.objects.select_related("league"), pk=season_id)
    if not season.league.is_commissioner(request.user):
        raise PermissionDenied(gettext("Only a commissioner docks league points."))
    form = PenaltyForm(request.POST, season=season)
    if form.is_valid():
        try:
            standings_services.dock_points(
                season=season, team=form.cleaned_data["team"], user=request.user,
                reason=form.cleaned_data["reason"], points=form.cleaned_data["points"],
            )
        except ValidationError as exc:
            return _refused(request, season, exc, penalty_form=form)
        messages.success(request, gettext("{value} docked {value2} league points.").format(value=form.cleaned_data['team'], value2=-form.cleaned_data['points']))
        return redirect("schedule:season", season_id=season.pk)
    messages.error(request, gettext("Choose a team, a negative number of points and a reason."))
    return _refused(request, season, None, penalty_form=form)


@login_required
@require_POST
def arrange_friendly(request, season_id: int):
    season = get_object_or_404(Season, pk=season_id)
    form = FriendlyForm(request.POST, season=season, user=request.user)
    if form.is_valid():
        try:
            fx = schedule_services.arrange_friendly(
                home=form.cleaned_data["team"], away=form.cleaned_data["opponent"], user=request.user
            )
            messages.success(request, gettext("Friendly arranged: {fx}.").format(fx=fx))
        except ValidationError as exc:
            _fail(request, exc)
    else:
        messages.error(request, gettext("Choose one of your teams and an opponent from another division (§8.7)."))
    return redirect("schedule:season", season_id=season.pk)
