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


class ServedSite:
    """`site serve --port 0` on a content folder, for as long as the `with` block runs: `url` is
    where it listens; `lines` what it printed (stdout and stderr, in order of arrival); `stop()`
    sends Ctrl-C and returns the exit status."""

    def __init__(self, binary: Path, content: Path, output: Path, *extra: str):
        import queue
        import threading

        self.lines = []
        self._queue = queue.Queue()
        self.process = subprocess.Popen(
            [str(binary), "serve", "--port", "0", "--content", str(content), "--output", str(output), *extra],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
        )

        def pump():
            for line in self.process.stdout:
                self._queue.put(line.rstrip("\n"))
            self._queue.put(None)

        threading.Thread(target=pump, daemon=True).start()
        line = self.wait_for_line(lambda text: text.startswith("Serving "))
        self.url = line.split(" at ", 1)[1].split(" ", 1)[0]

    def wait_for_line(self, condition, timeout: float = 120):
        """The first line from now on that meets `condition`; fails if the server exits first."""
        import queue

        while True:
            try:
                line = self._queue.get(timeout=timeout)
            except queue.Empty:
                pytest.fail(f"site serve printed no such line in {timeout} s; it printed:\n" + "\n".join(self.lines))
            if line is None:
                pytest.fail("site serve exited; it printed:\n" + "\n".join(self.lines))
            self.lines.append(line)
            if condition(line):
                return line

    def stop(self) -> int:
        import signal

        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        status = self.process.wait(timeout=60)
        while (line := self._queue.get(timeout=60)) is not None:   # every line, up to the end of output
            self.lines.append(line)
        return status

    def __enter__(self):
        return self

    def __exit__(self, *_):
        if self.process.poll() is None:
            self.stop()
