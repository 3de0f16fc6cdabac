"""What the Python test suites (Tests/browser, Tests/integration) share: where the repository
is, which `site` binary to test, and how to build a site with it."""
import os
import subprocess
from pathlib import Path

import pytest

REPO_ROOT = Path(__file__).resolve().parents[1]


def site_binary_path() -> Path:
    """SITE_BIN, or <repo>/.build/debug/site."""
    path = Path(os.environ.get("SITE_BIN") or REPO_ROOT / ".build" / "debug" / "site")
    if not path.is_file():
        pytest.fail(f"site binary not found at {path}: run `swift build` in {REPO_ROOT} or set SITE_BIN")
    return path


def build_command(binary: Path, content: Path, output: Path) -> list:
    return [str(binary), "build", "--content", str(content), "--output", str(output), "--date", "2026-11-22"]


def build_site(binary: Path, content: Path, output: Path) -> Path:
    command = build_command(binary, content, output)
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        pytest.fail(
            f"{' '.join(command)} exited with {result.returncode}\n"
            f"--- stdout ---\n{result.stdout}\n--- stderr ---\n{result.stderr}"
        )
    return output
