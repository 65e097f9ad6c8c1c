"""One row per job due after a commit (see dugout/outbox/__init__.py)."""

from django.db import models
from django.utils.translation import gettext_lazy


class TaskDue(models.Model):
    """A Celery task that must run because a transaction committed.

    `key` names the work ("post-match:report:12"): a second enqueue of the same key adds nothing, so a
    double submit queues one job. `due_at` is when the beat may (re)send it; `started_at` is set by the
    claim in `run_job` and cleared when a run fails; `done_at` closes the row."""

    key = models.CharField(max_length=200, unique=True)
    task_name = models.CharField(max_length=200)
    args = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    due_at = models.DateTimeField(db_index=True)
    sent_at = models.DateTimeField(null=True, blank=True)
    started_at = models.DateTimeField(null=True, blank=True)
    done_at = models.DateTimeField(null=True, blank=True, db_index=True)
    attempts = models.PositiveIntegerField(default=0)
    last_error = models.TextField(blank=True)

    class Meta:
        ordering = ["pk"]
        verbose_name = gettext_lazy("task due")
        verbose_name_plural = gettext_lazy("tasks due")

    def __str__(self) -> str:
        state = "done" if self.done_at else ("running" if self.started_at else "due")
        return f"{self.key} ({self.task_name}, {state})"
