"""A real `celery -A dugout worker` process on a queue of its own: start it, wait until it answers, stop it.

Used by tests/integration and by bench/*.py, which both run the project's tasks in real workers. The
node name starts with the queue, so a ping reply tells our worker from any other on the same Redis.
"""

from __future__ import annotations

import subprocess
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def start_worker(env: dict, queue: str, *, concurrency: int = 1, pool: str = "prefork",
                 stdout=subprocess.PIPE) -> subprocess.Popen:
    """Start a worker consuming `queue` only. `stdout=subprocess.DEVNULL` for long runs nobody reads."""
    cmd = [
        sys.executable, "-m", "celery", "-A", "dugout", "worker",
        "-Q", queue, "-c", str(concurrency), "-P", pool, "--without-gossip", "--without-mingle",
        "--without-heartbeat", "-l", "WARNING", "-n", f"{queue}-{uuid.uuid4().hex[:6]}@%h",
    ]
    return subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=stdout, stderr=subprocess.STDOUT)


def wait_until_ready(proc: subprocess.Popen, app, queue: str, *, timeout: float = 60) -> bool:
    """True once the worker answers a ping; False when it exited or did not answer within `timeout` s."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            return False
        if any(name.startswith(queue) for reply in app.control.ping(timeout=1.0) for name in reply):
            return True
    return False


def stop_worker(proc: subprocess.Popen) -> str:
    """Stop the worker (SIGTERM, then SIGKILL after 20 s); returns its output when it was captured."""
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
    return proc.stdout.read().decode(errors="replace") if proc.stdout else ""
