from django.shortcuts import render

from league.games import new_league_pages
from league.models import League


def home(request):
    leagues = League.objects.all()[:50]
    return render(request, "league/home.html", {"leagues": leagues, "game_pages": new_league_pages()})
