from django.urls import path

from games.dungeon_bowl.api import views

urlpatterns = [
    path("fixtures/<int:fixture_id>/report/", views.SubmitReportView.as_view(), name="api-submit-report"),
    path("fixtures/<int:fixture_id>/prematch/", views.PreMatchView.as_view(), name="api-prematch"),
    path("fixtures/<int:fixture_id>/prematch/buy/", views.BuyInducementsView.as_view(), name="api-buy-inducements"),
    path("fixtures/<int:fixture_id>/prematch/journeymen/", views.ChooseJourneymenView.as_view(),
         name="api-choose-journeymen"),
    path("reports/<int:report_id>/", views.ReportView.as_view(), name="api-report"),
    path("reports/<int:report_id>/confirm/", views.ConfirmView.as_view(), name="api-confirm-report"),
    path("reports/<int:report_id>/dispute/", views.DisputeView.as_view(), name="api-dispute-report"),
    path("reports/<int:report_id>/decide/", views.DecideView.as_view(), name="api-decide-report"),
]
