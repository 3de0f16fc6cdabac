"""What a new user does first: `--help` of every command shows an example, `scripts/install.sh`
puts a working `site` on the PATH (with the files it ships beside it), and `site new` then
`site build` give a site without a warning."""
import os
import signal
import stat
import tempfile
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


@pytest.mark.skipif(os.geteuid() != 0 or shutil.which("useradd") is None, reason="making a user to run as needs root")
def test_site_new_by_a_user_who_does_not_own_the_installation(site_binary):
    """Installed by root, `site new` run by anyone else makes a site that user owns, with the
    modes of their umask (copying the sample kept root as each file's owner: EPERM)."""
    user = "site-newcomer"
    if subprocess.run(["id", user], capture_output=True).returncode != 0:
        subprocess.run(["useradd", "--no-create-home", "--shell", "/bin/sh", user], check=True)
    import pwd
    uid = pwd.getpwnam(user).pw_uid
    place = Path(tempfile.mkdtemp(prefix="site-install-", dir="/tmp"))
    try:
        # The program as scripts/install.sh lays it out, owned by root, readable by all.
        lib = place / "lib"
        lib.mkdir()
        shutil.copy2(site_binary, lib / "site")
        for bundle in site_binary.parent.glob("site_*.resources"):
            shutil.copytree(bundle, lib / bundle.name, symlinks=False)
        home = place / "home"
        home.mkdir()
        os.chown(home, uid, -1)
        for folder in [place, lib]:
            os.chmod(folder, 0o755)
        created = subprocess.run(
            ["runuser", "-u", user, "--", "sh", "-c", f"umask 027 && cd {home} && {lib / 'site'} new mysite"],
            capture_output=True, text=True, timeout=120)
        assert created.returncode == 0, created.stderr
        site = home / "mysite"
        made = [site, *site.rglob("*")]
        assert len(made) > 30
        for path in made:
            status = path.lstat()
            assert status.st_uid == uid, f"{path} belongs to {status.st_uid}"
            expected = 0o750 if path.is_dir() else 0o640
            assert stat.S_IMODE(status.st_mode) == expected, f"{path}: {oct(status.st_mode)}"
        built = subprocess.run(["runuser", "-u", user, "--", "sh", "-c", f"cd {site} && {lib / 'site'} build"],
                               capture_output=True, text=True, timeout=300)
        assert built.returncode == 0, built.stderr
        assert (site / "Public" / "index.html").is_file()
    finally:
        shutil.rmtree(place)
