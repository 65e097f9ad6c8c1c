"""Issue #23: with the production environment documented in README ("Running it for real"),
`manage.py check --deploy` reports no issue; without the HTTPS settings it warns (so the test can fail)."""

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PRODUCTION = {
    "DEBUG": "false",
    "SECRET_KEY": "x7Kq2mZ9vP4tR8wL1nB6cY3hJ5gF0dS2aE7uI9oQ4rT6yU8pM3kN1bV5cX",
    "ALLOWED_HOSTS": "dugout.example.org",
    "SECURE_HSTS_SECONDS": "31536000",
    "SECURE_HSTS_INCLUDE_SUBDOMAINS": "true",
    "SECURE_HSTS_PRELOAD": "true",
    "SECURE_SSL_REDIRECT": "true",
    "SECURE_PROXY_SSL_HEADER": "true",
}


def check_deploy(extra: dict) -> subprocess.CompletedProcess:
    # The test process's own Django variables stay out (a browser test in the same worker sets
    # DJANGO_ALLOW_ASYNC_UNSAFE, which check --deploy rightly warns about in production).
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("SECURE_", "DJANGO_SETTINGS", "DJANGO_ALLOW_ASYNC_UNSAFE"))}
    env.update(extra, DJANGO_SETTINGS_MODULE="dugout.settings")
    return subprocess.run([sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_check_deploy_is_clean_with_the_documented_production_environment():
    result = check_deploy(PRODUCTION)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "no issues" in result.stdout


def test_the_readme_documents_every_variable_of_that_environment():
    readme = (ROOT / "README.md").read_text()
    block = re.search(r"## Running it for real\n+```sh\n(.*?)```", readme, re.S).group(1)
    for name in PRODUCTION:
        assert name in block, name


def test_check_deploy_warns_without_the_https_settings():
    plain = {k: v for k, v in PRODUCTION.items() if not k.startswith("SECURE_")}
    result = check_deploy(plain)
    assert result.returncode != 0 and "security.W004" in result.stdout + result.stderr
