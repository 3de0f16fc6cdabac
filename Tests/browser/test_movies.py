"""The movie catalogs in a real browser: the in-place ("infinite") list over file:// and HTTP, its
loading and error states (a missing batch, a server gone offline) with Retry, the page links
without JavaScript, the split view of the detail page, and the Nu validator on every movie page.

Sites are built with `--date 2026-11-22` so the `released_within` windows are the same every day.
"""
import functools
import shutil
import subprocess
import textwrap
import threading
import time
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO_ROOT
from test_html_valid import report, validate

BUILD_DATE = "2026-11-22"
CATALOG = "movies/fixture"
MOVIE_COUNT = 25  # page_size 10: pages of 10, 10 and 5


def build_movie_site(binary: Path, content: Path, output: Path) -> Path:
    command = [str(binary), "build", "--content", str(content), "--output", str(output), "--date", BUILD_DATE]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        pytest.fail(f"{' '.join(command)} exited with {result.returncode}\n{result.stdout}\n{result.stderr}")
    return output


def fixture_catalog() -> str:
    movies = "\n".join(
        textwrap.dedent(f"""\
            ## Film {number:02d}

            - Released: 2026-{number % 9 + 1:02d}-10
            - Popularity: {1000 - number}
            - Rating: {5 + number % 5}.5
            - Runtime: {80 + number}

            Overview of film {number:02d}.
            """)
        for number in range(1, MOVIE_COUNT + 1)
    )
    return textwrap.dedent("""\
        ---
        title: Fixture films
        page_size: 10
        sort: popularity
        ---

        Films written by the browser tests.

        """) + movies


@pytest.fixture(scope="session")
def movie_site(site_binary, tmp_path_factory) -> Path:
    content = tmp_path_factory.mktemp("movie-content")
    (content / "index.md").write_text("---\ntitle: Movie fixtures\n---\n", encoding="utf-8")
    (content / "movies").mkdir()
    (content / "movies" / "fixture.md").write_text(fixture_catalog(), encoding="utf-8")
    return build_movie_site(site_binary, content, tmp_path_factory.mktemp("movie-site") / "Public")


@pytest.fixture(scope="session")
def public_movie_site(site_binary, tmp_path_factory) -> Path:
    """The repository's Content/ built on the fixed build date."""
    return build_movie_site(site_binary, REPO_ROOT / "Content", tmp_path_factory.mktemp("public-movies") / "Public")


class SiteServer:
    """Serves a directory over HTTP on a free port; `delay` seconds before each batch script."""

    def __init__(self, root: Path, port: int = 0, delay: float = 0.0):
        class Handler(SimpleHTTPRequestHandler):
            def end_headers(self):
                self.send_header("Cache-Control", "no-store")
                super().end_headers()

            def do_GET(self):
                if delay and self.path.endswith("batch.js"):
                    time.sleep(delay)
                super().do_GET()

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=str(root)))
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.port}/{path}"

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


class MovieList:
    """Finds the parts of a list page (see Templates/movies-list.mustache)."""

    def __init__(self, driver):
        self.driver = driver

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    @property
    def items(self):
        return self.driver.find_elements(By.CSS_SELECTOR, "[data-items] .movie-item")

    def titles(self):
        return [item.find_element(By.CSS_SELECTOR, ".movie-link").text for item in self.items]

    def wait_for_items(self, count, timeout=10):
        WebDriverWait(self.driver, timeout).until(lambda _: len(self.items) == count)

    def wait_until(self, condition, timeout=10):
        WebDriverWait(self.driver, timeout).until(lambda _: condition())

    def mark_document(self):
        """Marks this document, so a test can tell that loading more did not navigate away."""
        self.driver.execute_script("window.__sameDocument = true;")

    def is_same_document(self):
        return self.driver.execute_script("return window.__sameDocument === true;")

    def load_more(self):
        """Presses "Load more" through the DOM, without scrolling it into view first (which would
        start loading by itself, and move the button under the pointer as movies are appended)."""
        self.driver.execute_script("arguments[0].click();", self.find("[data-load-more]"))

    def scroll_to_end(self):
        self.driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight);")

    def severe_console_messages(self):
        return [entry for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]


def titles(numbers):
    return [f"Film {number:02d}" for number in numbers]


def open_list(driver, url):
    driver.set_window_size(1024, 900)
    driver.get_log("browser")  # forget messages from earlier tests (the failed loads are on purpose)
    driver.get(url)
    page = MovieList(driver)
    page.mark_document()
    return page


# --- the in-place list ----------------------------------------------------------------------

def test_scrolling_to_the_end_appends_page_two_in_place(driver, movie_site):
    page = open_list(driver, (movie_site / CATALOG / "index.html").as_uri())
    assert page.titles() == titles(range(1, 11))
    assert page.find("[data-status]").text == "Page 1 of 3"

    page.scroll_to_end()
    page.wait_for_items(20)

    assert page.is_same_document(), "loading more must not navigate"
    assert page.titles() == titles(range(1, 21))
    assert page.find("[data-status]").text == "Page 2 of 3"
    assert page.find("[data-announcer]").get_attribute("textContent") == "10 more movies loaded, page 2 of 3."
    assert page.find("[data-pagination] [data-next-page]").get_attribute("href").endswith(f"{CATALOG}/page/3/index.html")
    link = page.items[10].find_element(By.CSS_SELECTOR, ".movie-link")
    assert link.get_attribute("href") == (movie_site / CATALOG / "film-11" / "index.html").as_uri()
    poster_free_item = page.items[10].find_element(By.CSS_SELECTOR, ".movie-meta").text
    assert poster_free_item == "2026 · 1 h 31 min · 6.5/10"

    driver.execute_script("arguments[0].click();", link)
    WebDriverWait(driver, 10).until(lambda d: d.find_element(By.TAG_NAME, "h1").text == "Film 11")


def test_load_more_appends_every_page_then_says_it_is_the_end(driver, movie_site):
    page = open_list(driver, (movie_site / CATALOG / "index.html").as_uri())
    more = page.find("[data-load-more]")
    assert more.is_displayed() and more.text == "Load more movies"
    assert not page.find("[data-end]").is_displayed()

    more.send_keys(Keys.ENTER)
    page.wait_for_items(20)
    first_new = page.items[10].find_element(By.CSS_SELECTOR, ".movie-link")
    assert driver.switch_to.active_element == first_new, "focus moves to the first movie loaded"

    # Focus on the new movie may bring the end of the list into view, which loads page 3 by itself.
    more = page.find("[data-load-more]")
    page.wait_until(lambda: len(page.items) == MOVIE_COUNT or more.is_displayed())
    page.load_more()
    page.wait_for_items(MOVIE_COUNT)
    assert page.titles() == titles(range(1, MOVIE_COUNT + 1))
    assert page.find("[data-status]").text == "Page 3 of 3"
    assert page.find("[data-end]").is_displayed()
    assert page.find("[data-end]").text == f"That’s all: {MOVIE_COUNT} movies shown."
    assert not page.find("[data-load-more]").is_displayed()
    assert not page.find("[data-error]").is_displayed()
    assert not page.find("[data-pagination] [data-next-page]").is_displayed()
    assert page.is_same_document()
    assert page.severe_console_messages() == []


def test_a_later_page_continues_from_its_own_place(driver, movie_site):
    page = open_list(driver, (movie_site / CATALOG / "page" / "2" / "index.html").as_uri())
    assert page.titles() == titles(range(11, 21))
    page.load_more()
    page.wait_for_items(15)
    assert page.titles() == titles(range(11, 26))
    assert page.items[-1].find_element(By.CSS_SELECTOR, ".movie-link").get_attribute("href") == \
        (movie_site / CATALOG / "film-25" / "index.html").as_uri()


def test_the_loading_state_is_visible_while_a_batch_loads(driver, movie_site):
    server = SiteServer(movie_site, delay=1.5)
    try:
        page = open_list(driver, server.url(f"{CATALOG}/index.html"))
        page.load_more()

        loading = page.find("[data-loading]")
        assert loading.is_displayed()
        assert loading.text == "Loading more movies…"
        assert page.find("[data-items]").get_attribute("aria-busy") == "true"
        assert page.find("[data-load-more]").get_attribute("aria-disabled") == "true"
        assert len(page.items) == 10

        page.wait_for_items(20)
        assert not loading.is_displayed()
        assert page.find("[data-items]").get_attribute("aria-busy") == "false"
        assert driver.current_url == server.url(f"{CATALOG}/page/2/index.html"), "the address follows the list over HTTP"
        assert page.is_same_document()
    finally:
        server.stop()


def test_a_missing_batch_shows_an_error_and_retry_loads_it_once_restored(driver, movie_site, tmp_path):
    copy = tmp_path / "site"
    shutil.copytree(movie_site, copy)
    batch = copy / CATALOG / "page" / "2" / "batch.js"
    saved = batch.read_bytes()
    batch.unlink()

    page = open_list(driver, (copy / CATALOG / "index.html").as_uri())
    page.load_more()
    error = page.find("[data-error]")
    page.wait_until(error.is_displayed)
    assert "could not be loaded" in error.text
    retry = page.find("[data-retry]")
    assert retry.is_displayed() and retry.text == "Retry"
    assert not page.find("[data-loading]").is_displayed()
    assert len(page.items) == 10

    page.scroll_to_end()
    time.sleep(0.3)
    assert len(page.items) == 10, "the list does not retry by itself"

    batch.write_bytes(saved)
    retry.click()
    page.wait_for_items(20)
    assert not error.is_displayed()
    assert page.titles() == titles(range(1, 21))
    assert page.is_same_document()


def test_going_offline_shows_the_error_and_retry_recovers(driver, movie_site):
    server = SiteServer(movie_site)
    port = server.port
    try:
        page = open_list(driver, server.url(f"{CATALOG}/index.html"))
        assert len(page.items) == 10
        server.stop()

        page.scroll_to_end()
        error = page.find("[data-error]")
        page.wait_until(error.is_displayed)
        assert page.find("[data-retry]").is_displayed()
        assert len(page.items) == 10

        server = SiteServer(movie_site, port=port)
        page.find("[data-retry]").click()
        page.wait_for_items(20)
        assert not error.is_displayed()
        assert page.is_same_document()
    finally:
        server.stop()


def test_without_javascript_the_page_links_work(driver_without_javascript, movie_site):
    driver = driver_without_javascript
    driver.set_window_size(1024, 900)
    driver.get((movie_site / CATALOG / "index.html").as_uri())
    page = MovieList(driver)
    assert page.titles() == titles(range(1, 11))
    assert not page.find("[data-loader]").is_displayed()
    assert driver.find_elements(By.CSS_SELECTOR, "[data-pagination] a[rel=prev]") == []

    page.find("[data-pagination] a[rel=next]").click()
    WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith(f"{CATALOG}/page/2/index.html"))
    assert page.titles() == titles(range(11, 21))
    assert page.find("[data-pagination] a[aria-current=page]").text == "2"

    page.find("[data-pagination] a[rel=next]").click()
    WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith(f"{CATALOG}/page/3/index.html"))
    assert page.titles() == titles(range(21, 26))
    assert driver.find_elements(By.CSS_SELECTOR, "[data-pagination] a[rel=next]") == []
    assert page.find("[data-end]").is_displayed()

    page.find("[data-pagination] a[rel=prev]").click()
    WebDriverWait(driver, 10).until(lambda d: d.current_url.endswith(f"{CATALOG}/page/2/index.html"))


# --- the detail page ------------------------------------------------------------------------

def test_the_detail_keeps_the_list_beside_it_on_wide_screens_and_links_back_on_phones(driver, movie_site):
    detail = (movie_site / CATALOG / "film-12" / "index.html").as_uri()
    try:
        driver.set_window_size(1280, 900)
        driver.get(detail)
        aside = driver.find_element(By.CSS_SELECTOR, ".movie-split-list")
        back = driver.find_element(By.CSS_SELECTOR, ".movie-back a")
        assert aside.is_displayed()
        assert not back.is_displayed()
        assert aside.location["x"] < driver.find_element(By.ID, "movie-title").location["x"], "the list is beside the detail"
        current = aside.find_element(By.CSS_SELECTOR, "a[aria-current=page]")
        assert current.text == "Film 12"
        assert len(aside.find_elements(By.TAG_NAME, "a")) == MOVIE_COUNT

        driver.set_window_size(400, 800)
        assert not aside.is_displayed()
        assert back.is_displayed() and back.text == "Back to Fixture films"
        back.click()
        WebDriverWait(driver, 10).until(lambda d: "page/2/index.html#movie-film-12" in d.current_url)
        assert MovieList(driver).titles()[1] == "Film 12"
    finally:
        driver.set_window_size(1024, 900)


def test_the_detail_shows_formatted_facts(driver, public_movie_site):
    driver.set_window_size(1024, 900)
    driver.get((public_movie_site / "movies" / "popular" / "project-hail-mary" / "index.html").as_uri())
    facts = {
        row.find_element(By.TAG_NAME, "dt").text: row.find_element(By.TAG_NAME, "dd").text
        for row in driver.find_elements(By.CSS_SELECTOR, ".movie-facts div")
    }
    assert facts["Runtime"] == "2 h 36 min"
    assert facts["Rating"] == "8.3/10"
    assert facts["Released"] == "20 March 2026"
    poster = driver.find_element(By.CSS_SELECTOR, ".movie-poster")
    assert poster.get_attribute("alt") == "Poster of Project Hail Mary"
    assert driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0;", poster)


# --- the sample content ---------------------------------------------------------------------

def test_the_sample_catalog_lists_the_past_years_movies_in_place(driver, public_movie_site):
    page = open_list(driver, (public_movie_site / "movies" / "popular" / "index.html").as_uri())
    summary = driver.find_element(By.CSS_SELECTOR, ".catalog-header .meta").text
    assert summary == "23 movies released since 22 November 2025, most popular first"
    while page.find("[data-load-more]").is_displayed() or len(page.items) < 23:
        count = len(page.items)
        page.load_more()
        page.wait_until(lambda: len(page.items) > count or not page.find("[data-load-more]").is_displayed())
    assert len(page.items) == 23
    listed = page.titles()
    assert "Wicked: For Good" not in listed, "released the day before the window"
    assert "Avengers: Doomsday" not in listed, "not released on the build date"
    assert "Zootopia 2" in listed
    thumbs = driver.find_elements(By.CSS_SELECTOR, "[data-items] img.movie-thumb")
    assert len(thumbs) == 23
    assert page.severe_console_messages() == []


@pytest.mark.parametrize("site", ["movie_site", "public_movie_site"])
def test_every_movie_page_is_valid_html(site, request):
    root = request.getfixturevalue(site)
    assert any((root / "movies").rglob("index.html"))
    result = validate(root)
    assert result.returncode == 0, report(result)
