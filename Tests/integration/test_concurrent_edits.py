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


def test_a_contact_and_a_book_named_in_cyrillic_are_added_edited_and_built(site_binary, tmp_path):
    content = tmp_path / "Content"
    (content / "contacts").mkdir(parents=True)

    def site(*arguments):
        return subprocess.run([str(site_binary), *arguments], capture_output=True, text=True, timeout=120)

    added = site("contacts", "add", "Анна Иванова", "--email", "anna@example.org", "--book", "друзья", "--content", str(content))
    assert added.returncode == 0, added.stderr
    assert added.stdout.strip() == "Added Анна Иванова to address book 'друзья' as 'анна-иванова'."
    edited = site("contacts", "edit", "анна-иванова", "--phone", "+7 495 000 00 00", "--book", "друзья", "--content", str(content))
    assert edited.returncode == 0, edited.stderr
    assert (content / "contacts" / "друзья.md").read_text(encoding="utf-8") == (
        "# Друзья\n\n## Анна Иванова\n\n- Email: anna@example.org\n- Phone: +7 495 000 00 00\n")
    refused = site("contacts", "add", "Борис", "--book", "Друзья", "--content", str(content))
    assert refused.returncode == 1 and "address book name 'Друзья' is not how its URL writes it; use --book друзья" in refused.stderr
    built = site("build", "--content", str(content), "--output", str(tmp_path / "Public"))
    assert built.returncode == 0, built.stderr
    page = tmp_path / "Public" / "contacts" / "друзья" / "анна-иванова" / "index.html"
    assert "Анна Иванова" in page.read_text(encoding="utf-8")
