"""Fixtures shared by every Python test suite; see site_testing.py."""
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

from site_testing import site_binary_path  # noqa: E402


@pytest.fixture(scope="session")
def site_binary() -> Path:
    return site_binary_path()
