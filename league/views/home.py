from django.shortcuts import render

from league.models import League


def home(request):
    leagues = League.objects.all()[:50]
    return render(request, "league/home.html", {"leagues": leagues})
