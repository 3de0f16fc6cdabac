"""A build that is killed, interrupted or run twice at once never damages the output.

Each test prepares an output built from one version of the content (with a `.git` folder and a
`CNAME` file the site does not own), then builds a second version and interrupts it: SIGKILL at
each named point of the build (`SITE_FAULT_POINT`), SIGKILL once a seeded number of files has
been staged, SIGINT and SIGTERM. Afterwards the output must be exactly the old site or exactly
the new one, and the next build must leave the new site, everything kept, and no leftovers.
The tests wait for states of the file system or of the process, never for a length of time.
"""
import fcntl
import os
import random
import re
import signal
import subprocess
import time
from pathlib import Path

import pytest

from site_testing import build_command, build_site

KEPT = {".git", "CNAME"}
FAULT_POINTS = ["staging-begun", "pages-half-written", "before-swap", "after-swap", "after-carrying-one"]


def write_catalog(content: Path, version: str, movies: int = 400):
    """A catalog big enough that a build stages files for a while; `version` changes every page."""
    (content / "movies").mkdir(parents=True, exist_ok=True)
    (content / "index.md").write_text(f"---\ntitle: Site {version}\n---\nVersion {version}.\n")
    entries = [
        f"## Movie {number:04d} {version}\n\n- Released: 2020-01-{number % 28 + 1:02d}\n- Popularity: {number}\n\n"
        f"Overview of movie {number} in version {version}, with *emphasis*.\n"
        for number in range(movies)
    ]
    (content / "movies" / "catalog.md").write_text("---\ntitle: Catalog\npage_size: 10\n---\n\n" + "\n".join(entries))


def tree(root: Path) -> dict:
    """Every file below `root` with its bytes, except what the site does not own."""
    files = {}
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if relative.parts[0] in KEPT or not path.is_file():
            continue
        files[str(relative)] = path.read_bytes()
    return files


def leftovers(output: Path) -> list:
    """What builds leave beside the output while they run: `.Public.staging-<pid>`, `.previous-`, `.pending-`, `.undo-`."""
    pattern = re.compile(rf"\.{re.escape(output.name)}\.(staging|previous|pending|undo)-[0-9]+")
    return sorted(name for name in os.listdir(output.parent) if pattern.fullmatch(name))


def staged_files(output: Path) -> int:
    count = 0
    for name in leftovers(output):
        for _, _, files in os.walk(output.parent / name):
            count += len(files)
    return count


def wait_for(process, condition, what: str, limit: float = 60):
    """Waits until `condition` holds or the build `process` has ended, checking the condition
    each time the process has not ended within a few milliseconds; `limit` only bounds a failure."""
    deadline = time.monotonic() + limit
    while not condition():
        try:
            process.wait(timeout=0.005)
            return
        except subprocess.TimeoutExpired:
            pass
        if time.monotonic() > deadline:
            pytest.fail(f"timed out waiting for {what}")


@pytest.fixture
def versions(site_binary, tmp_path):
    """Content versions A and B, their clean builds, and an output holding A plus kept files."""
    old_content, new_content = tmp_path / "A", tmp_path / "B"
    write_catalog(old_content, "A")
    write_catalog(new_content, "B")
    old_site = tree(build_site(site_binary, old_content, tmp_path / "clean-A" / "Public"))
    new_site = tree(build_site(site_binary, new_content, tmp_path / "clean-B" / "Public"))
    assert old_site != new_site
    output = tmp_path / "out" / "Public"
    build_site(site_binary, old_content, output)
    (output / ".git").mkdir()
    (output / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (output / "CNAME").write_text("cards.example.org\n")
    return dict(new_content=new_content, old_site=old_site, new_site=new_site, output=output)


def assert_old_or_new(versions):
    found = tree(versions["output"])
    assert found in (versions["old_site"], versions["new_site"]), "the output is neither the old site nor the new one"


def assert_recovered(site_binary, versions):
    """The next build leaves the new site, the kept files, and nothing beside the output."""
    output = versions["output"]
    build_site(site_binary, versions["new_content"], output)
    assert tree(output) == versions["new_site"]
    assert (output / ".git" / "HEAD").read_text() == "ref: refs/heads/main\n"
    assert (output / "CNAME").read_text() == "cards.example.org\n"
    assert leftovers(output) == []


@pytest.mark.parametrize("point", FAULT_POINTS)
def test_a_build_killed_at_each_point_leaves_the_old_or_the_new_site(site_binary, versions, point):
    command = build_command(site_binary, versions["new_content"], versions["output"])
    result = subprocess.run(command, env={**os.environ, "SITE_FAULT_POINT": point}, capture_output=True, timeout=300)
    assert result.returncode == -signal.SIGKILL, f"the build was not killed at {point}: {result.stderr!r}"
    assert_old_or_new(versions)
    assert_recovered(site_binary, versions)


def test_a_build_killed_at_seeded_moments_leaves_the_old_or_the_new_site(site_binary, versions):
    generator = random.Random(9)
    for threshold in sorted(generator.randrange(1, 450) for _ in range(6)) + [10**9]:
        process = subprocess.Popen(build_command(site_binary, versions["new_content"], versions["output"]),
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        wait_for(process, lambda: staged_files(versions["output"]) >= threshold, f"{threshold} staged files")
        process.kill()
        process.wait()
        assert_old_or_new(versions)
    assert_recovered(site_binary, versions)


@pytest.mark.parametrize("signal_number", [signal.SIGINT, signal.SIGTERM])
def test_an_interrupted_build_cleans_up_and_leaves_the_output_as_it_was(site_binary, versions, signal_number):
    process = subprocess.Popen(build_command(site_binary, versions["new_content"], versions["output"]),
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    wait_for(process, lambda: staged_files(versions["output"]) >= 50, "50 staged files")
    if process.poll() is not None:
        pytest.skip("the build finished before it could be interrupted")
    process.send_signal(signal_number)
    _, stderr = process.communicate(timeout=120)
    assert process.returncode == 128 + signal_number, stderr
    assert "interrupted;" in stderr and "was left unchanged" in stderr
    assert tree(versions["output"]) == versions["old_site"]
    assert (versions["output"] / ".git" / "HEAD").exists() and (versions["output"] / "CNAME").exists()
    assert leftovers(versions["output"]) == []


def test_a_second_build_waits_for_the_first(site_binary, versions):
    output = versions["output"]
    holder = os.open(output.parent, os.O_RDONLY)   # hold the lock a build takes, as a running build would
    fcntl.flock(holder, fcntl.LOCK_EX)
    try:
        process = subprocess.Popen(build_command(site_binary, versions["new_content"], output),
                                   stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        line = process.stderr.readline()
        assert line.startswith("waiting for another build of"), line
        assert process.poll() is None and leftovers(output) == [] and tree(output) == versions["old_site"]
    finally:
        os.close(holder)
    _, stderr = process.communicate(timeout=120)
    assert process.returncode == 0, stderr
    assert tree(output) == versions["new_site"]


def test_two_builds_at_once_both_succeed_and_keep_what_the_site_does_not_own(site_binary, versions):
    output = versions["output"]
    processes = [subprocess.Popen(build_command(site_binary, versions["new_content"], output),
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(3)]
    for process in processes:
        _, stderr = process.communicate(timeout=300)
        assert process.returncode == 0, stderr
    assert_recovered(site_binary, versions)


def test_leftovers_of_dead_builds_are_removed_and_give_back_what_they_held(site_binary, versions):
    output = versions["output"]
    stale = output.parent / f".{output.name}.staging-999999"
    (stale / "movies").mkdir(parents=True)
    (stale / "movies" / "half.html").write_text("half written")
    os.rename(output / ".git", stale / ".git")   # as if a build died between its swap and carrying .git over
    unrelated = output.parent / f".{output.name}.notes"
    unrelated.mkdir()
    assert_recovered(site_binary, versions)
    assert unrelated.is_dir(), "a folder that is not a build's leftover is never removed"


@pytest.fixture
def edited(site_binary, tmp_path):
    """One content folder built as version A into an output (with kept files), then edited to
    version B: the next build of it is incremental. `new_site` is a clean build of B."""
    content = tmp_path / "Content"
    write_catalog(content, "A")
    output = tmp_path / "out" / "Public"
    build_site(site_binary, content, output)
    (output / ".git").mkdir()
    (output / ".git" / "HEAD").write_text("ref: refs/heads/main\n")
    (output / "CNAME").write_text("cards.example.org\n")
    old_site = tree(output)
    write_catalog(content, "B", movies=380)   # every page changes, and 20 movies' pages go
    new_site = tree(build_site(site_binary, content, tmp_path / "clean-B" / "Public"))
    return dict(new_content=content, old_site=old_site, new_site=new_site, output=output)


def test_an_incremental_build_killed_in_its_commit_is_undone_by_the_next_build(site_binary, edited):
    command = build_command(site_binary, edited["new_content"], edited["output"])
    result = subprocess.run(command, env={**os.environ, "SITE_FAULT_POINT": "mid-commit"}, capture_output=True, timeout=300)
    assert result.returncode == -signal.SIGKILL, result.stderr
    # The commit takes the manifest out first: the output no longer claims to be any build.
    assert not (edited["output"] / ".site-build.json").exists()
    # The next build, even one that fails on the content, first puts the previous site back…
    broken = edited["new_content"] / "movies" / "broken.md"
    broken.write_text("---\ntitle: [unclosed\n---\n")
    failed = subprocess.run(command, capture_output=True, text=True, timeout=300)
    assert failed.returncode == 1 and "broken.md" in failed.stderr
    assert tree(edited["output"]) == edited["old_site"]
    assert leftovers(edited["output"]) == []
    # …and a good one then leaves the new site (its manifest records the content folder as it
    # is now, a file added and removed since: the clean build to compare with is made now too).
    broken.unlink()
    edited["new_site"] = tree(build_site(site_binary, edited["new_content"], edited["output"].parent.parent / "clean-B-again" / "Public"))
    assert_recovered(site_binary, edited)


def test_an_incremental_build_interrupted_before_its_commit_leaves_the_old_site(site_binary, edited):
    process = subprocess.Popen(build_command(site_binary, edited["new_content"], edited["output"]),
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    pending = re.compile(rf"\.{re.escape(edited['output'].name)}\.pending-[0-9]+")

    def pending_files():
        return sum(len(files) for name in os.listdir(edited["output"].parent) if pending.fullmatch(name)
                   for _, _, files in os.walk(edited["output"].parent / name))

    wait_for(process, lambda: pending_files() >= 50, "50 pending files")
    process.send_signal(signal.SIGINT)
    _, stderr = process.communicate(timeout=120)
    if process.returncode == 0:
        pytest.skip("the build finished before the signal arrived")   # a very fast machine
    assert process.returncode == 128 + signal.SIGINT, stderr
    assert tree(edited["output"]) == edited["old_site"]
    assert [name for name in os.listdir(edited["output"].parent) if pending.fullmatch(name)] == []
    assert_recovered(site_binary, edited)
