"""The outbox's Celery tasks (names are stable: rows and beat schedules refer to them)."""

from celery import shared_task

from dugout.outbox import services


@shared_task(name="outbox.run_job", ignore_result=True)
def run_job(job_id: int) -> bool:
    """Claim and run one job (conditional update); a second delivery of a running or done job does nothing."""
    return services.run(job_id)


@shared_task(name="outbox.requeue_due", ignore_result=True)
def requeue_due() -> int:
    """Periodic (every minute): send again the jobs a broker outage or a dead worker left behind."""
    return services.requeue_due()
