"""The transactional outbox: work that must follow a commit is recorded in the same transaction.

`enqueue(task_name, args, key=...)` writes a TaskDue row inside the caller's transaction and, once it
commits, sends the job to Celery. If the broker is down the send is logged and the row stays due; the
beat task `outbox.requeue_due` (every minute) sends again every job not started, or started and stalled.
The job runs through `outbox.run_job`, which claims the row with a conditional update, so a job sent
twice runs once at a time; the task it calls stays idempotent, so a job re-run after a crash is harmless.
"""
