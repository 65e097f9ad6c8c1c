"""Notification pages: my notifications (mark read), my email settings, a league's webhooks and delivery log."""

from __future__ import annotations

from django import forms
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpResponseForbidden
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy
from django.views.decorators.http import require_POST

from league.models import League
from notifications import selectors, services
from notifications.models import Delivery, Kind, Webhook


class SettingsForm(forms.Form):
    email = forms.EmailField(required=False, label=gettext_lazy("Email address"))
    kinds = forms.MultipleChoiceField(choices=Kind.choices, required=False, widget=forms.CheckboxSelectMultiple,
                                      label=gettext_lazy("Email me when"))


class WebhookForm(forms.Form):
    url = forms.URLField(max_length=500, assume_scheme="https", label=gettext_lazy("Address (URL)"))
    style = forms.ChoiceField(choices=Webhook.Style.choices, label=gettext_lazy("Body"))


@login_required
def inbox(request):
    template = "notifications/_list.html" if request.htmx else "notifications/inbox.html"
    return render(request, template, selectors.inbox(request.user))


@login_required
@require_POST
def mark_read(request, notification_id: int | None = None):
    try:
        services.mark_read(user=request.user, notification_id=notification_id)
    except PermissionDenied as exc:
        return HttpResponseForbidden(str(exc))
    if request.htmx:
        return render(request, "notifications/_list.html", selectors.inbox(request.user))
    return redirect("notifications:inbox")


@login_required
def settings_view(request):
    if request.method == "POST":
        form = SettingsForm(request.POST)
        if form.is_valid():
            services.update_settings(user=request.user, email=form.cleaned_data["email"],
                                     emailed_kinds=form.cleaned_data["kinds"])
            messages.success(request, _("Notification settings saved."))
            return redirect("notifications:settings")
        messages.error(request, _("Check the form: %(errors)s") % {"errors": form.errors.as_text()})
    return render(request, "notifications/settings.html", selectors.settings_page(request.user))


def _commissioner_league(request, league_id: int) -> League:
    league = get_object_or_404(League, pk=league_id)
    services.require_commissioner(league, request.user)
    return league


@login_required
def webhooks(request, league_id: int):
    try:
        league = _commissioner_league(request, league_id)
    except PermissionDenied as exc:
        return HttpResponseForbidden(str(exc))
    if request.method == "POST":
        form = WebhookForm(request.POST)
        try:
            if not form.is_valid():
                raise ValidationError(form.errors.as_text())
            services.add_webhook(by=request.user, league=league, **form.cleaned_data)
            messages.success(request, _("Webhook added: every event of this league is posted to it."))
        except ValidationError as exc:
            messages.error(request, " ".join(exc.messages))
        return redirect("notifications:webhooks", league_id=league.pk)
    return render(request, "notifications/webhooks.html", selectors.webhooks_page(league))


@login_required
@require_POST
def webhook_remove(request, webhook_id: int):
    hook = get_object_or_404(Webhook, pk=webhook_id)
    try:
        services.remove_webhook(by=request.user, webhook=hook)
    except PermissionDenied as exc:
        return HttpResponseForbidden(str(exc))
    messages.success(request, _("Webhook removed."))
    return redirect("notifications:webhooks", league_id=hook.league_id)


@login_required
@require_POST
def delivery_retry(request, delivery_id: int):
    delivery = get_object_or_404(Delivery.objects.select_related("event__league"), pk=delivery_id)
    try:
        retried = services.retry_delivery(by=request.user, delivery=delivery)
    except PermissionDenied as exc:
        return HttpResponseForbidden(str(exc))
    if retried:
        messages.success(request, _("Sending it again."))
    else:
        messages.error(request, _("Only a delivery that gave up is sent again by hand; the others retry by themselves."))
    return redirect("notifications:webhooks", league_id=delivery.event.league_id)
