"""Who may change what: a coach changes only their own teams, a commissioner manages only their own
leagues, everyone else reads. Pages, the API and the services all ask these functions."""

from django.core.exceptions import PermissionDenied
from django.utils.translation import gettext


def may_manage_team(user, team) -> bool:
    return bool(user and user.is_authenticated and team.coach.user_id == user.pk)


def may_commission(user, league) -> bool:
    return bool(user and league.is_commissioner(user))


def require_team_coach(user, team) -> None:
    if not may_manage_team(user, team):
        raise PermissionDenied(gettext("Only the coach of {team} may change it.").format(team=team))


def require_commissioner(user, league) -> None:
    if not may_commission(user, league):
        raise PermissionDenied(gettext("Only a commissioner of {league} may do that.").format(league=league))


def require_coach(user) -> None:
    if not (user and user.is_authenticated):
        raise PermissionDenied(gettext("Log in as a coach first."))
