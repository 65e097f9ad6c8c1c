from django.urls import path

from notifications import views

app_name = "notifications"
urlpatterns = [
    path("notifications/", views.inbox, name="inbox"),
    path("notifications/read/", views.mark_read, name="read-all"),
    path("notifications/<int:notification_id>/read/", views.mark_read, name="read"),
    path("notifications/settings/", views.settings_view, name="settings"),
    path("leagues/<int:league_id>/webhooks/", views.webhooks, name="webhooks"),
    path("webhooks/<int:webhook_id>/remove/", views.webhook_remove, name="webhook-remove"),
    path("webhook-deliveries/<int:delivery_id>/retry/", views.delivery_retry, name="delivery-retry"),
]
