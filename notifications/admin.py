from django.contrib import admin

from notifications.models import Delivery, Event, Notification, Webhook

admin.site.register(Event)
admin.site.register(Notification)
admin.site.register(Webhook)
admin.site.register(Delivery)
