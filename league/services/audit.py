from league.models import AuditEntry


def record_audit(*, league, actor, action: str, target: str, changes: dict, reason: str) -> AuditEntry:
    """Record a change. Call it inside the service's own transaction, so change and record land together."""
    if not reason or not reason.strip():
        raise ValueError("A commissioner correction needs a reason (it is shown on the audit page).")
    return AuditEntry.objects.create(
        league=league, actor=actor, action=action, target=target, changes=changes, reason=reason.strip()
    )
