"""`site check` from the command line: exit status, --strict, and --format json."""
import json
import subprocess


def check(site_binary, content, *options):
    return subprocess.run([str(site_binary), "check", "--content", str(content), *options],
                          capture_output=True, text=True, timeout=120)


def test_a_warning_passes_unless_strict_and_json_lists_it(site_binary, tmp_path):
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "decks" / "quiz.md").write_text("# Quiz\n\nQ::A\n", encoding="utf-8")
    (content / "decks" / "empty.md").write_text("# Empty\n", encoding="utf-8")

    result = check(site_binary, content)
    assert result.returncode == 0, result.stderr
    assert "decks/empty.md:1:1: warning: deck \"Empty\" has no cards" in result.stderr
    assert result.stdout.startswith("Checked ") and result.stdout.rstrip().endswith("0 errors, 1 warning")
    assert not (tmp_path / "Public").exists(), "check writes nothing"

    assert check(site_binary, content, "--strict").returncode == 1

    report = json.loads(check(site_binary, content, "--format", "json").stdout)
    assert (report["errors"], report["warnings"]) == (0, 1)
    assert report["diagnostics"] == [{"file": f"{content}/decks/empty.md", "line": 1, "column": 1, "severity": "warning",
                                      "message": "deck \"Empty\" has no cards; start each card with a '## question' heading or write 'question::answer'"}]


def test_an_error_fails_with_its_place(site_binary, tmp_path):
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "decks" / "quiz.md").write_text("# Quiz\n\nQ::![x](gone.png)\n", encoding="utf-8")
    result = check(site_binary, content)
    assert result.returncode == 1
    assert f"{content}/decks/quiz.md:3:4: error: image 'gone.png' not found" in result.stderr
    assert result.stderr.rstrip().endswith("Checked 0 pages: 1 error, 0 warnings")
