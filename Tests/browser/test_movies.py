"""The movie catalogs in a real browser: the in-place ("infinite") list over file:// and HTTP, its
loading and error states (a missing batch, a server gone offline) with Retry, every URL of a list
page after loading more (from disk, from a server's root and from a sub-path), the page links
without JavaScript, the split view of the detail page, and the Nu validator on every movie page.

Sites are built with `--date 2026-11-22` so the `released_within` windows are the same every day.
Tests wait for states (elements, the page's own observers, a server the test holds), never for a time.
"""
import functools
import shutil
import subprocess
import textwrap
import threading
import urllib.error
import urllib.parse
import urllib.request
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO_ROOT
from test_html_valid import report, validate

BUILD_DATE = "2026-11-22"
CATALOG = "movies/fixture"
MOVIE_COUNT = 25  # page_size 10: pages of 10, 10 and 5
POSTER = '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="96"><rect width="64" height="96" fill="#345"/></svg>\n'
HOLD_LIMIT = 30  # seconds a held batch request waits at most for the test to release it (a failure limit)


def has_poster(number: int) -> bool:
    """Every fourth film has a poster: films 4 and 8 on page 1, 12, 16 and 20 on page 2, 24 on page 3."""
    return number % 4 == 0


def build_movie_site(binary: Path, content: Path, output: Path) -> Path:
    command = [str(binary), "build", "--content", str(content), "--output", str(output), "--date", BUILD_DATE]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if result.returncode != 0:
        pytest.fail(f"{' '.join(command)} exited with {result.returncode}\n{result.stdout}\n{result.stderr}")
    return output


def fixture_catalog(count: int = MOVIE_COUNT) -> str:
    movies = "\n".join(
        f"## Film {number:02d}\n\n"
        f"- Released: 2026-{number % 9 + 1:02d}-10\n"
        f"- Popularity: {1000 - number}\n"
        f"- Rating: {5 + number % 5}.5\n"
        f"- Runtime: {80 + number}\n"
        + (f"- Poster: posters/film-{number:02d}.svg\n" if has_poster(number) else "")
        + f"\nOverview of film {number:02d}.\n"
        for number in range(1, count + 1)
    )
    return textwrap.dedent(f"""\
        ---
        title: Fixture films
        page_size: 10
        sort: popularity
        ---

        Films written by the browser tests; [the poster of film 04](posters/film-04.svg) is linked here.

        """) + movies


def write_movie_content(content: Path, count: int = MOVIE_COUNT) -> Path:
    (content / "index.md").write_text("---\ntitle: Movie fixtures\n---\n", encoding="utf-8")
    (content / "movies" / "posters").mkdir(parents=True)
    (content / "movies" / "fixture.md").write_text(fixture_catalog(count), encoding="utf-8")
    for number in filter(has_poster, range(1, count + 1)):
        (content / "movies" / "posters" / f"film-{number:02d}.svg").write_text(POSTER, encoding="utf-8")
    return content


@pytest.fixture(scope="session")
def movie_site(site_binary, tmp_path_factory) -> Path:
    content = write_movie_content(tmp_path_factory.mktemp("movie-content"))
    return build_movie_site(site_binary, content, tmp_path_factory.mktemp("movie-site") / "Public")


@pytest.fixture(scope="session")
def long_movie_site(site_binary, tmp_path_factory) -> Path:
    """100 films, 10 to a page: 10 pages, more than the page links show at once."""
    content = write_movie_content(tmp_path_factory.mktemp("long-movie-content"), count=100)
    return build_movie_site(site_binary, content, tmp_path_factory.mktemp("long-movie-site") / "Public")


@pytest.fixture(scope="session")
def public_movie_site(site_binary, tmp_path_factory) -> Path:
    """The repository's Content/ built on the fixed build date."""
    return build_movie_site(site_binary, REPO_ROOT / "Content", tmp_path_factory.mktemp("public-movies") / "Public")


class SiteServer:
    """Serves a built site over HTTP on 127.0.0.1 (a free port unless `port` is given), at the
    server's root or under `prefix` (say "/some/sub/path/"; every other path is then 404).

    With `hold_batches`, each request for a batch script waits until the test calls
    release_batches(), so a test sees the loading state for as long as it needs to; stop()
    drops the held requests unanswered, as a server gone offline would. Held batches also keep
    the site's service worker from finishing its install while it downloads them (it stores the
    batch scripts of a small site among its files), so it cannot answer for a stopped server."""

    def __init__(self, root: Path, port: int = 0, prefix: str = "/", hold_batches: bool = False):
        assert prefix.startswith("/") and prefix.endswith("/"), prefix
        self.prefix = prefix
        self.batches_released = threading.Event()
        if not hold_batches:
            self.batches_released.set()
        self.stopping = threading.Event()
        released, stopping = self.batches_released, self.stopping

        class Handler(SimpleHTTPRequestHandler):
            def end_headers(self):
                self.send_header("Cache-Control", "no-store")
                super().end_headers()

            def send_head(self):
                if not self.path.startswith(prefix):
                    self.send_error(404, "outside the site")
                    return None
                if urllib.parse.urlsplit(self.path).path.endswith("/batch.js"):
                    released.wait(HOLD_LIMIT)
                    if stopping.is_set():
                        self.close_connection = True  # no answer at all: the request fails
                        return None
                return super().send_head()

            def translate_path(self, path):
                return super().translate_path("/" + path[len(prefix):])

            def log_message(self, *args):
                pass

        self.httpd = ThreadingHTTPServer(("127.0.0.1", port), functools.partial(Handler, directory=str(root)))
        self.port = self.httpd.server_address[1]
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()
        self.stopped = False

    @property
    def origin(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def url(self, path: str = "") -> str:
        return f"{self.origin}{self.prefix}{path}"

    def release_batches(self):
        self.batches_released.set()

    def stop(self):
        if self.stopped:
            return
        self.stopped = True
        self.stopping.set()
        self.batches_released.set()  # no handler thread stays waiting
        self.httpd.shutdown()
        self.httpd.server_close()


@pytest.fixture
def serve(driver):
    """serve(root, **options) starts a SiteServer; after the test every server is stopped and the
    browser forgets the service workers and caches of its origin, so a later test that gets the
    same port never meets a worker of this one."""
    servers = []

    def start(root: Path, **options) -> SiteServer:
        server = SiteServer(root, **options)
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()
    for origin in {server.origin for server in servers}:
        driver.execute_cdp_cmd("Storage.clearDataForOrigin",
                               {"origin": origin, "storageTypes": "service_workers,cache_storage"})


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

    def wait_for_items(self, count, timeout=30):
        self._wait(lambda: len(self.items) == count, f"expected {count} movies listed", timeout)

    def wait_for_at_least(self, count, timeout=30):
        """For a list that may go on loading by itself once the end comes into view."""
        self._wait(lambda: len(self.items) >= count, f"expected at least {count} movies listed", timeout)

    def _wait(self, condition, expectation, timeout):
        """Waits for `condition`; a timeout says what the list showed instead, so a failure in CI
        can be read without rerunning it."""
        try:
            WebDriverWait(self.driver, timeout).until(lambda _: condition())
        except TimeoutException:
            pending = self.driver.execute_script(
                "return Array.from(document.head.querySelectorAll('script[src]'), s => s.src);")
            raise AssertionError(
                f"{expectation}; the list shows {len(self.items)}, state {self.state()!r}, "
                f"focus on {self.driver.switch_to.active_element.get_attribute('outerHTML')[:120]!r}, "
                f"scripts in head {pending}, console {self.driver.get_log('browser')}") from None

    def wait_until(self, condition, timeout=30):
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

    def settle_observers(self, scroll_to_end=False):
        """Optionally scrolls to the end, then waits until the page's own IntersectionObserver has
        been told where the sentinel is now: a second observer of the sentinel, created after the
        page's, is notified in the same rendering update, right after it. Returns the number of
        scripts (batch loads) the page added to <head> meanwhile, and whether the sentinel is near."""
        return self.driver.execute_async_script("""
            const done = arguments[arguments.length - 1];
            let added = 0;
            const mutations = new MutationObserver((records) => {
              records.forEach((record) => record.addedNodes.forEach((node) => {
                if (node.localName === "script") added += 1;
              }));
            });
            mutations.observe(document.head, { childList: true });
            if (arguments[0]) window.scrollTo(0, document.documentElement.scrollHeight);
            const observer = new IntersectionObserver((entries) => {
              observer.disconnect();
              mutations.takeRecords().forEach((record) => record.addedNodes.forEach((node) => {
                if (node.localName === "script") added += 1;
              }));
              mutations.disconnect();
              done({ added: added, near: entries[entries.length - 1].isIntersecting });
            }, { rootMargin: "0px 0px 200px 0px" });
            observer.observe(document.querySelector("[data-sentinel]"));
        """, scroll_to_end)

    def state(self):
        return self.find("[data-movie-list]").get_attribute("data-state")

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

    # Focus the button without scrolling it into view, then press Enter on it. (Selenium's
    # send_keys scrolls the button into view first, which brings the end of the list into view
    # and loads page 2 by itself; when that load finished between the focus and the key, focus
    # had already moved to the first new movie and the Enter opened it.)
    driver.execute_script("arguments[0].focus({preventScroll: true});", more)
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    # Focus moving to the first new movie may bring the end into view and load page 3 at once.
    page.wait_for_at_least(20)
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
    assert not any(link.is_displayed() for link in driver.find_elements(By.CSS_SELECTOR, "[data-pagination] [data-next-page]"))
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


def test_the_loading_state_is_visible_while_a_batch_loads(driver, movie_site, serve):
    server = serve(movie_site, hold_batches=True)
    page = open_list(driver, server.url(f"{CATALOG}/index.html"))
    page.load_more()

    loading = page.find("[data-loading]")
    assert loading.is_displayed()
    assert loading.text == "Loading more movies…"
    assert page.find("[data-items]").get_attribute("aria-busy") == "true"
    assert page.find("[data-load-more]").get_attribute("aria-disabled") == "true"
    assert len(page.items) == 10

    server.release_batches()
    page.wait_for_items(20)
    assert not loading.is_displayed()
    assert page.find("[data-items]").get_attribute("aria-busy") == "false"
    assert driver.current_url == server.url(f"{CATALOG}/page/2/index.html"), "the address follows the list over HTTP"
    assert page.is_same_document()


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

    settled = page.settle_observers(scroll_to_end=True)
    assert settled["near"], "the end of the list is in view"
    assert settled["added"] == 0 and page.state() == "error", "the list does not retry by itself"
    assert len(page.items) == 10

    batch.write_bytes(saved)
    retry.click()
    page.wait_for_items(20)
    assert not error.is_displayed()
    assert page.titles() == titles(range(1, 21))
    assert page.is_same_document()


def test_going_offline_shows_the_error_and_retry_recovers(driver, movie_site, serve):
    # Held batches keep the service worker from having stored them (and answering for the
    # server) by the time the server goes: the batch must come from the network, and fail.
    server = serve(movie_site, hold_batches=True)
    page = open_list(driver, server.url(f"{CATALOG}/index.html"))
    assert len(page.items) == 10
    server.stop()

    page.scroll_to_end()
    error = page.find("[data-error]")
    page.wait_until(error.is_displayed)
    assert page.find("[data-retry]").is_displayed()
    assert len(page.items) == 10

    serve(movie_site, port=server.port)
    page.find("[data-retry]").click()
    page.wait_for_items(20)
    assert not error.is_displayed()
    assert page.is_same_document()


# --- every URL of the page after loading more ------------------------------------------------

# Every element with a URL the browser resolves against the page's address, and that URL.
PAGE_URLS = """
    const found = [];
    const add = (element, attribute, resolved) =>
      found.push({ element: element, tag: element.localName, attribute: element.getAttribute(attribute), url: resolved });
    document.querySelectorAll("a[href], area[href], link[href]").forEach((e) => add(e, "href", e.href));
    document.querySelectorAll("script[src], img[src], source[src], iframe[src], embed[src]").forEach((e) => add(e, "src", e.src));
    document.querySelectorAll("img[srcset], source[srcset]").forEach((e) => add(e, "srcset", e.currentSrc || e.src));
    document.querySelectorAll("form[action]").forEach((e) => add(e, "action", e.action));
    return found;
"""

# Elements whose target is meant to change as the list grows: the links to the next page.
MOVES_WITH_THE_LIST = "[data-next-page], link[rel~=next]"


class Serving:
    """Where a test opens the site: from disk, from a server's root, or from a server's sub-path."""

    def __init__(self, name, site: Path, serve):
        self.name = name
        if name == "file":
            self.server, self.root = None, site.as_uri() + "/"
        else:
            self.server = serve(site, prefix="/some/sub/path/" if name == "http-sub-path" else "/")
            self.root = self.server.url()
        self.site = site

    @property
    def moves_the_address(self) -> bool:
        return self.server is not None  # browsers refuse to change a file:// page's address

    def url(self, path: str) -> str:
        return self.root + path

    def exists(self, url: str) -> bool:
        """Whether `url` (without its fragment) is a file of the site: on disk, or answered 200 by
        the server itself (not by the page's service worker)."""
        address = url.split("#")[0]
        if not address.startswith(self.root):
            return False
        if self.server is None:
            path = Path(urllib.parse.unquote(urllib.parse.urlsplit(address).path))
            return (path / "index.html" if address.endswith("/") else path).is_file()
        try:
            with urllib.request.urlopen(address, timeout=10) as response:
                return response.status == 200
        except urllib.error.HTTPError:
            return False


@pytest.fixture(params=["file", "http-root", "http-sub-path"])
def serving(request, movie_site, serve):
    return Serving(request.param, movie_site, serve)


def loaded_list(driver, serving, loads):
    """Opens the list's first page, remembers every URL on it, and loads `loads` more pages."""
    page = open_list(driver, serving.url(f"{CATALOG}/index.html"))
    driver.execute_script(f"window.__urlsBefore = (function () {{ {PAGE_URLS} }})();")
    for number in range(loads):
        assert page.state() == "idle"
        page.load_more()
        page.wait_for_items(min(10 * (number + 2), MOVIE_COUNT))
    # Nothing loads by itself meanwhile: the page's observer has seen where the end is, and waits.
    settled = page.settle_observers()
    assert settled["added"] == 0 and not settled["near"], "the list must not load a page by itself here"
    assert len(page.items) == min(10 * (loads + 1), MOVIE_COUNT)
    return page


def here(driver) -> str:
    return driver.execute_script("return location.href").split("#")[0]


def open_movie(driver, page, number):
    """Clicks the link of the list's movie `number` (1-based) and waits for its page to load."""
    link = page.items[number - 1].find_element(By.CSS_SELECTOR, ".movie-link")
    driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", link)
    link.click()
    WebDriverWait(driver, 10).until(lambda d: not page.is_same_document())
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")


def urls_leading_nowhere(driver, serving, at_least=0):
    """Every URL of the page (PAGE_URLS) that is no file of the site; the page must have `at_least` URLs."""
    urls = driver.execute_script(f"return (function () {{ {PAGE_URLS} }})().map((f) => [f.tag, f.attribute, f.url]);")
    assert len(urls) > at_least
    return sorted({(tag, attribute, url) for tag, attribute, url in urls if not serving.exists(url)})


@pytest.mark.parametrize("loads", [1, 2])
def test_after_loading_more_every_url_on_the_page_still_leads_to_its_file(driver, serving, loads):
    page = loaded_list(driver, serving, loads)
    reached = loads + 1
    page_url = serving.url(f"{CATALOG}/page/{reached}/index.html")
    assert here(driver) == (page_url if serving.moves_the_address else serving.url(f"{CATALOG}/index.html"))

    # Every URL leads to a file of the site.
    missing = urls_leading_nowhere(driver, serving, at_least=40)
    assert missing == [], f"{len(missing)} URLs lead nowhere after loading {loads} more page(s)"

    # Every element that was on the page leads where it led before, but for the next-page links,
    # which follow the list, links to this document ("#main"), which follow its address, and the
    # page links, which the list replaces with those of the page it reached.
    changed = driver.execute_script(f"""
        const moving = (element) => !element.isConnected || element.matches("{MOVES_WITH_THE_LIST}");
        const now = new Map((function () {{ {PAGE_URLS} }})().map((f) => [f.element, f.url]));
        return window.__urlsBefore
          .filter((f) => !moving(f.element) && !/^\\s*(#|$)/.test(f.attribute) && now.get(f.element) !== f.url)
          .map((f) => [f.tag, f.attribute, f.url, now.get(f.element)]);
    """)
    assert changed == []
    self_links = driver.execute_script("""
        return Array.from(document.querySelectorAll("a[href], area[href]"))
          .filter((a) => a.getAttribute("href").trim() === "" || a.getAttribute("href").trim().startsWith("#") || a.hash && a.href.split("#")[0] === location.href.split("#")[0])
          .map((a) => a.href);
    """)
    assert here(driver) + "#main" in self_links, "the skip link leads to this document's main content"
    assert all(link.split("#")[0] == here(driver) for link in self_links), self_links

    # The links to the next page follow the list.
    following = driver.execute_script(f"return Array.from(document.querySelectorAll('{MOVES_WITH_THE_LIST}')).map((e) => e.href);")
    if reached < 3:
        assert following == [serving.url(f"{CATALOG}/page/{reached + 1}/index.html")] * 2
    else:
        assert following == []  # the last page's links have no "Next page"

    # The page links mark the page the list has reached, and no other.
    current = driver.find_elements(By.CSS_SELECTOR, "[data-pagination] [aria-current]")
    assert [(link.text, link.get_attribute("aria-current"), link.get_attribute("href")) for link in current] == \
        [(str(reached), "page", page_url)]

    # The movies already listed and the ones loaded lead to their own pages.
    links = [link.get_attribute("href") for link in driver.find_elements(By.CSS_SELECTOR, "[data-items] .movie-link")]
    assert links == [serving.url(f"{CATALOG}/film-{number:02d}/index.html") for number in range(1, len(links) + 1)]

    # What offline.js computes from its own address: the manifest and the worker at the site's root.
    offline = driver.execute_script("""
        const script = document.querySelector("script[src$='offline.js']");
        const manifest = document.querySelector("link[rel=manifest]");
        return { worker: new URL("../sw.js", script.src).href, manifest: manifest && manifest.href,
                 base: document.baseURI };
    """)
    assert offline["worker"] == serving.url("sw.js")
    assert offline["manifest"] == (serving.url("manifest.webmanifest") if serving.server else None)
    assert offline["base"] == serving.url(f"{CATALOG}/index.html")

    if serving.server:
        # Keeping the URLs fetched nothing again: each stylesheet was loaded once.
        loads_of = driver.execute_script(
            "return ['site.css', 'movies.css'].map((name) => performance.getEntriesByType('resource')"
            ".filter((entry) => entry.name.endsWith('/assets/' + name)).length);")
        assert loads_of == [1, 1]

    # Every poster shows (lazy images load once scrolled to).
    posters = driver.find_elements(By.CSS_SELECTOR, "[data-items] img")
    assert [poster.get_attribute("src") for poster in posters] == [
        serving.url(f"media/movies/posters/film-{number:02d}.svg")
        for number in range(1, len(links) + 1) if has_poster(number)
    ]
    for poster in posters:
        driver.execute_script("arguments[0].scrollIntoView({block: 'center'});", poster)
        WebDriverWait(driver, 10).until(lambda d: d.execute_script("return arguments[0].complete;", poster))
        assert driver.execute_script("return arguments[0].naturalWidth > 0;", poster), poster.get_attribute("src")


@pytest.mark.parametrize("loads", [1, 2])
def test_after_loading_more_a_movie_listed_before_and_one_loaded_open_their_pages(driver, serving, loads):
    for number in (1, 10 * loads + 1):  # the first movie of the page, then the first of the last batch
        open_movie(driver, loaded_list(driver, serving, loads), number)
        assert here(driver) == serving.url(f"{CATALOG}/film-{number:02d}/index.html")
        assert driver.find_element(By.TAG_NAME, "h1").text == f"Film {number:02d}"
        assert "Page not found" not in driver.title


def test_after_loading_more_the_site_navigation_still_leads_home(driver, serving):
    page = loaded_list(driver, serving, 1)
    driver.find_element(By.CSS_SELECTOR, ".site-header nav a").click()
    WebDriverWait(driver, 10).until(lambda d: not page.is_same_document())
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return document.readyState") == "complete")
    assert here(driver) == serving.url("index.html")
    assert "Page not found" not in driver.title
    assert driver.find_element(By.CSS_SELECTOR, ".site-title").text == "Movie fixtures"


def test_after_loading_more_the_skip_link_stays_on_the_page(driver, serving):
    page = loaded_list(driver, serving, 1)
    skip = driver.find_element(By.CSS_SELECTOR, ".skip-link")
    driver.execute_script("arguments[0].click();", skip)
    WebDriverWait(driver, 10).until(lambda d: d.execute_script("return location.hash") == "#main")
    assert page.is_same_document(), "the skip link must not load another page"
    assert len(page.items) == 20


def test_the_page_links_follow_the_page_the_list_has_reached(driver, long_movie_site):
    """Ten pages: the first page's links show 1, 2, 3, …, 10. Loading more marks 2, 3, then 4,
    with the links page 4 itself shows (1, 2, …, 6, …, 10), and each link opens its page."""
    page = open_list(driver, (long_movie_site / CATALOG / "index.html").as_uri())
    labels = [item.text for item in driver.find_elements(By.CSS_SELECTOR, "[data-pagination] li")]
    assert labels == ["1", "2", "3", "…", "10", "Next page"]
    for reached in (2, 3, 4):
        assert page.state() == "idle"
        page.load_more()
        page.wait_for_items(10 * reached)
        marked = driver.execute_script(
            "return Array.from(document.querySelectorAll('[data-pagination] [aria-current]'), (link) => link.textContent);")
        assert marked == [str(reached)], reached
        assert page.find("[data-status]").text == f"Page {reached} of 10"
    labels = driver.execute_script(
        "return Array.from(document.querySelectorAll('[data-pagination] li'), (item) => item.textContent.trim());")
    assert labels == ["Previous page", "1", "2", "3", "4", "5", "6", "…", "10", "Next page"]
    # One script finds and follows the link, so no list growing meanwhile can take it away.
    driver.execute_script(
        "Array.from(document.querySelectorAll('[data-pagination] a')).find((link) => link.textContent === '6').click();")
    WebDriverWait(driver, 10).until(lambda d: d.current_url.split("#")[0].endswith(f"{CATALOG}/page/6/index.html"))
    assert page.find("[data-pagination] a[aria-current=page]").text == "6"


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


# --- a site written with a file per page (`pretty_urls: false`) ----------------------------

@pytest.fixture(scope="session")
def file_per_page_movie_site(site_binary, tmp_path_factory) -> Path:
    content = write_movie_content(tmp_path_factory.mktemp("file-per-page-content"))
    (content / "index.md").write_text("---\ntitle: Movie fixtures\npretty_urls: false\n---\n", encoding="utf-8")
    return build_movie_site(site_binary, content, tmp_path_factory.mktemp("file-per-page-site") / "Public")


@pytest.fixture(params=["file", "http-root", "http-sub-path"])
def serving_files(request, file_per_page_movie_site, serve):
    return Serving(request.param, file_per_page_movie_site, serve)


def test_a_file_per_page_site_has_no_folder_per_movie_and_its_list_loads_and_links_the_same(driver, serving_files):
    site = serving_files.site
    assert (site / CATALOG / "film-01.html").is_file() and not (site / CATALOG / "film-01").exists()
    assert (site / CATALOG / "page" / "2.js").is_file() and not (site / CATALOG / "page" / "2").exists()

    page = open_list(driver, serving_files.url(f"{CATALOG}/index.html"))
    for number in range(2):
        assert page.state() == "idle"
        page.load_more()
        page.wait_for_items(min(10 * (number + 2), MOVIE_COUNT))
    reached = serving_files.url(f"{CATALOG}/page/3.html")
    assert here(driver) == (reached if serving_files.moves_the_address else serving_files.url(f"{CATALOG}/index.html"))

    missing = urls_leading_nowhere(driver, serving_files, at_least=40)
    assert missing == [], f"{len(missing)} URLs lead nowhere after loading more"
    links = [link.get_attribute("href") for link in driver.find_elements(By.CSS_SELECTOR, "[data-items] .movie-link")]
    assert links == [serving_files.url(f"{CATALOG}/film-{number:02d}.html") for number in range(1, MOVIE_COUNT + 1)]
    current = driver.find_elements(By.CSS_SELECTOR, "[data-pagination] [aria-current]")
    assert [(link.text, link.get_attribute("href")) for link in current] == [("3", reached)]

    # A movie loaded last opens its page, whose every URL leads to a file of the site too.
    open_movie(driver, page, MOVIE_COUNT)
    assert here(driver) == serving_files.url(f"{CATALOG}/film-{MOVIE_COUNT}.html")
    assert driver.find_element(By.TAG_NAME, "h1").text == f"Film {MOVIE_COUNT}"
    missing = urls_leading_nowhere(driver, serving_files, at_least=10)
    assert missing == [], f"{len(missing)} URLs of the movie page lead nowhere"


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
        # The list beside shows the page of the list the movie is on, never the whole catalog.
        assert [link.text for link in aside.find_elements(By.CSS_SELECTOR, "ol a")] == titles(range(11, 21))
        assert aside.find_element(By.CSS_SELECTOR, ".movie-split-status").text == "Page 2 of 3"
        assert [link.text for link in aside.find_elements(By.CSS_SELECTOR, ".movie-split-more a")] == ["Previous page", "Next page"]
        # The list and the detail stay within the site's header above them, at any wide width.
        for width in (1000, 1280, 1600):
            driver.set_window_size(width, 900)
            edges = driver.execute_script("""
                return [".site-header", ".movie-split-list", ".movie-detail", ".site-footer"].map((selector) => {
                  const box = document.querySelector(selector).getBoundingClientRect();
                  return [Math.round(box.left), Math.round(box.right)];
                });""")
            header = edges[0]
            assert edges[1][0] >= header[0] and edges[2][1] <= header[1] and edges[3] == header, (width, edges)
            assert header[1] - header[0] > 900, "the header widens with the split view"

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
