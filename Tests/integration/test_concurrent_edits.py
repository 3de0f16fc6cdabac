"""Contact edits run at the same time never lose each other's changes, and an edit through a
symbolic link replaces the link's target, not the link."""
import os
import stat
import subprocess
from pathlib import Path

PEOPLE = 12


def make_book(content: Path) -> Path:
    (content / "contacts").mkdir(parents=True)
    book = content / "contacts" / "people.md"
    book.write_text("# People\n" + "".join(f"\n## Person {n}\n\n- Title: Before\n" for n in range(PEOPLE)))
    return book


def edit(site_binary, content: Path, number: int) -> subprocess.Popen:
    return subprocess.Popen([str(site_binary), "contacts", "edit", f"person-{number}", "--title", f"After {number}",
                             "--content", str(content)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_edits_at_the_same_time_all_land(site_binary, tmp_path):
    content = tmp_path / "Content"
    book = make_book(content)
    processes = [edit(site_binary, content, n) for n in range(PEOPLE)]
    for process in processes:
        _, stderr = process.communicate(timeout=120)
        assert process.returncode == 0, stderr
    text = book.read_text()
    for n in range(PEOPLE):
        assert f"## Person {n}\n\n- Title: After {n}\n" in text, text
    assert sorted(os.listdir(content / "contacts")) == ["people.md"], "no temporary file is left"


def test_an_edit_through_a_symlink_replaces_the_target_and_keeps_its_mode(site_binary, tmp_path):
    content = tmp_path / "Content"
    real = make_book(content)
    target = content / "shared" / "people.md"
    target.parent.mkdir()
    real.rename(target)
    os.chmod(target, 0o640)
    (content / "contacts" / "people.md").symlink_to("../shared/people.md")
    assert edit(site_binary, content, 3).wait(timeout=120) == 0
    assert (content / "contacts" / "people.md").is_symlink()
    assert "- Title: After 3" in target.read_text()
    assert stat.S_IMODE(target.stat().st_mode) == 0o640


def test_an_edit_of_a_read_only_book_is_refused_and_changes_nothing(site_binary, tmp_path):
    content = tmp_path / "Content"
    book = make_book(content)
    before = book.read_bytes()
    os.chmod(book, 0o444)
    process = edit(site_binary, content, 1)
    _, stderr = process.communicate(timeout=120)
    assert process.returncode != 0
    assert "read-only" in stderr and stderr.count("\n") <= 2, stderr
    assert book.read_bytes() == before
