"""What a new user does first: `--help` of every command shows an example, `scripts/install.sh`
puts a working `site` on the PATH (with the files it ships beside it), and `site new` then
`site build` give a site without a warning."""
import os
import signal
import shutil
import subprocess
from pathlib import Path

import pytest

from site_testing import REPO_ROOT

COMMANDS = [[], ["build"], ["check"], ["new"], ["theme"], ["theme", "eject"], ["contacts"], ["contacts", "add"], ["contacts", "edit"], ["export"], ["export", "anki"]]


@pytest.mark.parametrize("command", COMMANDS, ids=lambda command: " ".join(command) or "site")
def test_every_command_help_shows_an_example(site_binary, command):
    result = subprocess.run([str(site_binary), *command, "--help"], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    example = next((line for line in result.stdout.splitlines() if line.strip().lower().startswith("example")), None)
    assert example is not None, result.stdout
    shown = result.stdout.split(example, 1)[1].strip().splitlines()[0].strip()
    assert shown.startswith("site "), f"the example is a command line: {shown!r}"


@pytest.mark.skipif(shutil.which("swift") is None, reason="installing builds the release binary with swift")
def test_install_puts_a_working_site_on_the_path(tmp_path):
    prefix = tmp_path / "prefix"
    result = subprocess.run(["bash", str(REPO_ROOT / "scripts" / "install.sh"), str(prefix)],
                            capture_output=True, text=True, timeout=1800)
    assert result.returncode == 0, result.stderr
    assert f"Installed site 0.1.0 in {prefix}/bin/site" in result.stdout
    assert sorted(p.name for p in (prefix / "lib" / "site").iterdir()) == [
        "site", "site-serve", "site_HTMLView.resources", "site_SiteBuilder.resources"]
    environment = dict(os.environ, PATH=f"{prefix / 'bin'}:{os.environ['PATH']}")
    work = tmp_path / "work"
    work.mkdir()
    created = subprocess.run(["site", "new", "my-cards"], cwd=work, env=environment, capture_output=True, text=True, timeout=120)
    assert created.returncode == 0, created.stderr
    assert created.stdout == "Created a site in my-cards: build it with: cd my-cards && site build\n"
    built = subprocess.run(["site", "build"], cwd=work / "my-cards", env=environment, capture_output=True, text=True, timeout=300)
    assert built.returncode == 0, built.stderr
    assert built.stderr == "", "a new site builds without a warning"
    assert built.stdout.startswith("Built 4 decks, 25 cards: ") and built.stdout.rstrip().endswith("→ Public")
    assert (work / "my-cards" / "Public" / "index.html").is_file()
    # The installed `site serve` finds `site-serve` beside the installed program.
    serve = subprocess.Popen(["site", "serve", "--port", "0"], cwd=work / "my-cards", env=environment,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        line = serve.stdout.readline()
        while line and not line.startswith("Serving "):
            line = serve.stdout.readline()
        assert line.startswith("Serving Public at http://127.0.0.1:")
    finally:
        serve.send_signal(signal.SIGINT)
        serve.communicate(timeout=60)
    assert serve.returncode == 0
