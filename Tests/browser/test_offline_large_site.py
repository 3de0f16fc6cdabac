"""A site too big to store whole: the worker stores what an offline visitor needs most, and keeps
each other page once the visitor has opened it online.

A catalog of 1,200 movies makes the site larger than the worker's install budget (1,000 files).
After one visit the decks and the first catalog page are stored but the movie details are not;
a detail page opened online is kept, and works with the server stopped; one never opened gets the
site's 404 page. Every wait is for a state, never for a length of time.
"""
import shutil
import textwrap
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import build_site
from test_offline import browser, serve, site_caches, wait_until_controlled, worker_build  # noqa: F401 (fixtures)

MOVIES = 1_200


def large_content(root: Path) -> Path:
    content = root / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "movies").mkdir()
    (content / "index.md").write_text("---\ntitle: Big site\n---\n\nA site with a big catalog.\n", encoding="utf-8")
    (content / "decks" / "quiz.md").write_text("# Quiz\n\n## What is 7+7?\n\n14\n", encoding="utf-8")
    movies = "".join(
        f"## Film {number:04d}\n\n- Released: 2020-01-01\n- Popularity: {MOVIES - number}\n\nOverview {number}.\n\n"
        for number in range(1, MOVIES + 1)
    )
    (content / "movies" / "films.md").write_text(
        textwrap.dedent("""\
            ---
            title: Films
            page_size: 20
            ---

            """) + movies,
        encoding="utf-8",
    )
    return content


@pytest.fixture(scope="module")
def large_site(site_binary, tmp_path_factory) -> Path:
    root = tmp_path_factory.mktemp("large")
    return build_site(site_binary, large_content(root), root / "Public")


def listed_paths(site: Path) -> set:
    script = (site / "sw.js").read_text(encoding="utf-8")
    return {line.split('"')[1] for line in script.splitlines() if line.startswith('  ["')}


def test_the_worker_lists_the_app_the_decks_and_the_first_catalog_page_but_not_every_movie(large_site):
    written = [path for path in large_site.rglob("*") if path.is_file() and path.name not in ("sw.js", ".site-output")]
    listed = listed_paths(large_site)
    assert len(written) > 1_000 and len(listed) <= 1_000, (len(written), len(listed))
    assert {"index.html", "404.html", "manifest.webmanifest", "assets/study.js", "decks/quiz/index.html",
            "movies/films/index.html"} <= listed
    assert "movies/films/film-1200/index.html" not in listed


def test_a_page_opened_online_is_kept_and_works_offline_and_one_never_opened_gets_the_404_page(browser, serve, large_site):
    server = serve(large_site.parent)
    root = server.url(large_site.name + "/")
    browser.get(root + "index.html")
    wait_until_controlled(browser)
    version, files = worker_build(large_site)
    assert site_caches(browser)[next(name for name in site_caches(browser) if name.endswith(" " + version))] == files

    visited = root + "movies/films/film-1200/index.html"
    browser.get(visited)
    assert browser.find_element(By.TAG_NAME, "h1").text == "Film 1200"
    WebDriverWait(browser, 10).until(
        lambda driver: any(name.endswith(" visited") and count >= 1 for name, count in site_caches(driver).items()),
        "the page opened online was not kept",
    )

    server.stop()
    browser.get(visited)
    assert browser.find_element(By.TAG_NAME, "h1").text == "Film 1200"
    browser.get(root + "movies/films/film-1199/index.html")
    assert browser.find_element(By.TAG_NAME, "h1").text == "Page not found"
    browser.get(root + "decks/quiz/index.html")
    assert browser.find_element(By.TAG_NAME, "h1").text == "Quiz"


def visited_addresses(driver) -> list:
    """The addresses in the worker's cache of pages kept from online visits, oldest first."""
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        (async () => {
          const name = (await caches.keys()).find((name) => name.endsWith(" visited"));
          if (!name) return [];
          return (await (await caches.open(name)).keys()).map((request) => request.url);
        })().then(done, (error) => done([String(error)]));
    """)


def test_only_the_most_recently_visited_pages_are_kept(browser, serve, large_site, tmp_path):
    # The same site with a limit of 2 (the build writes 300); sw.js is not in its own list.
    site = tmp_path / "Public"
    shutil.copytree(large_site, site)
    script = (site / "sw.js").read_text(encoding="utf-8")
    assert "const VISITED_LIMIT = 300;" in script
    (site / "sw.js").write_text(script.replace("const VISITED_LIMIT = 300;", "const VISITED_LIMIT = 2;"), encoding="utf-8")

    server = serve(tmp_path)
    root = server.url("Public/")
    browser.get(root + "index.html")
    wait_until_controlled(browser)
    opened = [root + f"movies/films/film-{number}/index.html" for number in (1100, 1101, 1102, 1100)]
    for address in opened:
        browser.get(address)
        assert browser.find_element(By.TAG_NAME, "h1").text.startswith("Film ")
    expected = [opened[2], opened[3]]   # 1101 and the first 1100 went; 1100 again is the newest
    WebDriverWait(browser, 10).until(lambda driver: visited_addresses(driver) == expected,
                                     "the visited pages were not trimmed to the two most recent")
