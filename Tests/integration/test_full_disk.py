"""A build that fills the disk stops with one line saying which file and what to do, and leaves
the previous output exactly as it was. Needs a small tmpfs, so it runs where mounting is allowed
(as root on CI's virtual machine) and is skipped elsewhere."""
import os
import subprocess

import pytest

from site_testing import build_command, build_site


@pytest.fixture
def small_disk(tmp_path):
    mount_point = tmp_path / "disk"
    mount_point.mkdir()
    if os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root")
    result = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=512k", "tmpfs", str(mount_point)], capture_output=True)
    if result.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {result.stderr.decode().strip()}")
    yield mount_point
    subprocess.run(["umount", str(mount_point)], check=False)


def test_a_full_disk_is_one_line_and_the_previous_site_stays(site_binary, small_disk, tmp_path):
    small = tmp_path / "Small"
    (small / "decks").mkdir(parents=True)
    (small / "decks" / "one.md").write_text("# One\n\nQ::A\n")
    output = small_disk / "Public"
    build_site(site_binary, small, output)
    before = {path.relative_to(output): path.read_bytes() for path in output.rglob("*") if path.is_file()}

    big = tmp_path / "Big"
    (big / "decks").mkdir(parents=True)
    for number in range(40):
        (big / "decks" / f"deck-{number}.md").write_text(f"# Deck {number}\n\n" + "".join(
            f"## Question {n} of deck {number}?\n\n{'A long answer. ' * 20}\n\n" for n in range(40)))
    result = subprocess.run(build_command(site_binary, big, output), capture_output=True, text=True, timeout=300)
    assert result.returncode == 1, result.stdout
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, lines
    assert "No space left on device (free some disk space and build again)" in lines[0]
    assert lines[0].endswith("was left unchanged")
    after = {path.relative_to(output): path.read_bytes() for path in output.rglob("*") if path.is_file()}
    assert after == before
    assert [name for name in os.listdir(small_disk) if name != "Public"] == [], "the staging folder is removed"
