from django.contrib import admin

from dugout.outbox.models import TaskDue


@admin.register(TaskDue)
class TaskDueAdmin(admin.ModelAdmin):
    list_display = ["key", "task_name", "due_at", "sent_at", "started_at", "done_at", "attempts"]
    list_filter = ["task_name"]
    search_fields = ["key"]
    readonly_fields = ["created_at"]
