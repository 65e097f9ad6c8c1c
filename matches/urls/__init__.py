"""Routes for fixture pages, match reports and the pre-match sheet (namespace "matches")."""

from django.urls import path

from matches.views import prematch, reports

app_name = "matches"

urlpatterns = [
    path("fixtures/<int:fixture_id>/", reports.fixture, name="fixture"),
    path("fixtures/<int:fixture_id>/report/", reports.submit, name="submit-report"),
    path("fixtures/<int:fixture_id>/prematch/", prematch.prematch, name="prematch"),
    path("fixtures/<int:fixture_id>/prematch/buy/", prematch.buy, name="buy-inducements"),
    path("fixtures/<int:fixture_id>/prematch/journeymen/", prematch.journeymen, name="choose-journeymen"),
    path("reports/<int:report_id>/confirm/", reports.confirm, name="confirm-report"),
    path("reports/<int:report_id>/dispute/", reports.dispute, name="dispute-report"),
    path("reports/<int:report_id>/decide/", reports.decide, name="decide-report"),
]
