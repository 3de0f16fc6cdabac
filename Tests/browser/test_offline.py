"""The site offline and installable, in a real browser.

A built site is served by `python -m http.server` (bound to 127.0.0.1 on a free port) from the
folder above it, so it lives under a sub-path (/Public/ or /sub/). After one visit the service
worker has stored every file; the server is then stopped, which cuts the network for the
worker's own fetches too (DevTools network emulation does not always reach them), and every deck
is studied, a contact and a movie are opened. A rebuilt site replaces the stored one after a
reload, leaving only its own cache. From file:// nothing is registered and nothing fails.
Every wait is for a state (the server's own "Serving HTTP" line, the worker in control, the
caches), never for a length of time.
"""
import json
import re
import selectors
import shutil
import socket
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import REPO_ROOT, build_site, make_chromium

WAIT = 60  # seconds; the worker downloads the whole site before it takes over
SERVER_START = 15  # seconds http.server may take to say it is listening (a failure limit)


# --- a local web server -----------------------------------------------------------------------

class LocalServer:
    """`python -m http.server` serving `directory` on 127.0.0.1:`port` (0: a free port, which it
    reports); start() and stop() it."""

    def __init__(self, directory: Path, port: int):
        self.directory, self.port, self.process = directory, port, None

    def url(self, path: str = "") -> str:
        return f"http://127.0.0.1:{self.port}/{path}"

    def start(self) -> "LocalServer":
        # Unbuffered (-u), so the line http.server prints once its socket listens reaches us at once.
        command = [sys.executable, "-u", "-m", "http.server", str(self.port), "--bind", "127.0.0.1",
                   "--directory", str(self.directory)]
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        line = self.first_line(SERVER_START)
        listening = re.match(r"Serving HTTP on \S+ port (\d+) ", line)
        if not listening:
            self.stop()
            pytest.fail(f"http.server did not start on port {self.port}: {line!r}")
        self.port = int(listening.group(1))
        return self

    def first_line(self, timeout: float) -> str:
        """The server's first line of output, "" if it exits or says nothing within `timeout`."""
        with selectors.DefaultSelector() as selector:
            selector.register(self.process.stdout, selectors.EVENT_READ)
            if not selector.select(timeout):
                return ""
        return self.process.stdout.readline()

    def stop(self):
        if self.process is not None:
            self.process.terminate()
            self.process.wait(timeout=10)
            self.process.stdout.close()
            self.process = None
        assert not self.is_up(), "the server still answers"

    def is_up(self) -> bool:
        try:
            with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                return True
        except OSError:
            return False


@pytest.fixture
def browser():
    """A fresh Chromium (and so a fresh profile: no worker, no caches) for each test."""
    driver = make_chromium(javascript=True)
    driver.set_script_timeout(WAIT)
    yield driver
    driver.quit()


@pytest.fixture
def serve():
    """serve(directory) starts a server for `directory`; every server is stopped after the test."""
    servers = []

    def start(directory: Path, port: int = 0) -> LocalServer:
        server = LocalServer(directory, port).start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.stop()


# --- what the page and the worker report --------------------------------------------------------

def wait_until_controlled(driver):
    """Waits until the worker is active and controls this page (it claims the page once its cache is complete)."""
    controlled = driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        navigator.serviceWorker.ready.then(() => {
          if (navigator.serviceWorker.controller) return done(true);
          navigator.serviceWorker.addEventListener("controllerchange", () => done(true));
        }, (error) => done(String(error)));
    """)
    assert controlled is True, controlled


def site_caches(driver) -> dict:
    """Every cache of this origin: its name and the number of entries in it."""
    return driver.execute_async_script("""
        const done = arguments[arguments.length - 1];
        (async () => {
          const result = {};
          for (const name of await caches.keys()) result[name] = (await (await caches.open(name)).keys()).length;
          return result;
        })().then(done, (error) => done({error: String(error)}));
    """)


def worker_build(site: Path):
    """(version, number of files) of the build in `site`, read from its sw.js."""
    script = (site / "sw.js").read_text(encoding="utf-8")
    version = next(line for line in script.splitlines() if line.startswith("const VERSION = "))
    files = [line for line in script.splitlines() if line.startswith('  ["')]
    return json.loads(version.removeprefix("const VERSION = ").removesuffix(";")), len(files)


def severe_messages(driver):
    return [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def study(driver, deck_url: str):
    """Opens a deck and studies its first card in Cram mode: show the answer, then Next."""
    driver.get(deck_url)
    WebDriverWait(driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-controls]").is_displayed())
    modes = driver.find_elements(By.CSS_SELECTOR, "[data-mode='cram']")
    if modes and modes[0].is_displayed() and modes[0].get_attribute("aria-pressed") != "true":
        modes[0].click()
        WebDriverWait(driver, 5).until(lambda d: modes[0].get_attribute("aria-pressed") == "true")
    cards = driver.find_elements(By.CSS_SELECTOR, "[data-study] [data-card]")
    assert cards and cards[0].is_displayed(), f"{deck_url}: the first card is not shown"
    answer = cards[0].find_element(By.CSS_SELECTOR, "[data-answer] > .prose")
    assert not answer.is_displayed()
    driver.find_element(By.CSS_SELECTOR, "[data-action='flip']").click()
    WebDriverWait(driver, 5).until(lambda d: answer.is_displayed(), f"{deck_url}: Show answer did not show the answer")
    assert answer.text.strip()
    driver.find_element(By.CSS_SELECTOR, "[data-action='next']").click()
    if len(cards) > 1:
        WebDriverWait(driver, 5).until(lambda d: cards[1].is_displayed() and not cards[0].is_displayed(),
                                       f"{deck_url}: Next did not move on")
    else:
        WebDriverWait(driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-finished]").is_displayed())


def first_page(site: Path, pattern: str) -> str:
    pages = sorted(path.relative_to(site).as_posix() for path in site.glob(pattern))
    assert pages, f"no page matches {pattern} in {site}"
    return pages[0]


# --- the tests ---------------------------------------------------------------------------------

def test_after_one_visit_the_whole_site_works_with_the_server_stopped(browser, serve, public_site):
    server = serve(public_site.parent)
    root = server.url(public_site.name + "/")
    browser.get(root + "index.html")
    wait_until_controlled(browser)
    assert severe_messages(browser) == []
    version, files = worker_build(public_site)
    caches = site_caches(browser)
    assert list(caches.values()) == [files], caches
    assert list(caches)[0].endswith(" " + version) and root in list(caches)[0]

    server.stop()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(root + "index.html", timeout=2)

    decks = sorted(path.parent.name for path in public_site.glob("decks/*/index.html"))
    assert len(decks) >= 3
    for deck in decks:
        study(browser, f"{root}decks/{deck}/index.html")

    contact = first_page(public_site, "contacts/*/*/index.html")
    browser.get(root + contact)
    assert browser.find_element(By.TAG_NAME, "h1").text.strip()
    vcard = first_page(public_site, "contacts/*/*/*.vcf")
    text = browser.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "fetch(arguments[0]).then((r) => r.text()).then(done, (e) => done(String(e)));", root + vcard)
    assert text.startswith("BEGIN:VCARD"), text

    movie = first_page(public_site, "movies/*/*/index.html")
    browser.get(root + movie)
    assert browser.find_element(By.TAG_NAME, "h1").text.strip()
    posters = browser.find_elements(By.CSS_SELECTOR, "main img")
    for poster in posters:
        assert browser.execute_script("return arguments[0].complete && arguments[0].naturalWidth > 0", poster), \
            poster.get_attribute("src")

    browser.get(root + "decks/")  # a directory's address stands for its index.html
    browser.get(root + "decks/quiz/")
    assert browser.find_element(By.TAG_NAME, "h1").text == "Quiz"
    browser.get(root + "decks/no-such-deck/index.html")
    assert "Page not found" in browser.title


def test_a_site_written_a_file_a_page_works_with_the_server_stopped(browser, serve, site_binary, tmp_path):
    """`pretty_urls: false`: every deck, a contact, a movie and a later list page are files, and
    after one visit each opens offline, a page also by its name without `.html`."""
    content = tmp_path / "Content"
    shutil.copytree(REPO_ROOT / "Content", content)
    settings = (content / "index.md").read_text(encoding="utf-8")
    assert settings.startswith("---\n")
    (content / "index.md").write_text("---\npretty_urls: false\n" + settings[4:], encoding="utf-8")
    site = build_site(site_binary, content, tmp_path / "out" / "Public")
    assert (site / "decks" / "quiz.html").is_file() and not (site / "decks" / "quiz").exists()
    server = serve(site.parent)
    root = server.url("Public/")
    browser.get(root + "index.html")
    wait_until_controlled(browser)
    assert severe_messages(browser) == []

    server.stop()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(root + "index.html", timeout=2)

    decks = sorted(path.stem for path in site.glob("decks/*.html") if path.name != "index.html")
    assert len(decks) >= 3
    for deck in decks:
        study(browser, f"{root}decks/{deck}.html")
    for pattern in ("contacts/*/*.html", "movies/*/*.html", "movies/*/page/*.html"):
        page = next(p for p in sorted(site.glob(pattern)) if p.name != "index.html").relative_to(site).as_posix()
        browser.get(root + page)
        assert browser.find_element(By.TAG_NAME, "h1").text.strip(), page
        assert "Page not found" not in browser.title, page
    browser.get(root + "decks/quiz")  # a page file by its name without .html
    assert browser.find_element(By.TAG_NAME, "h1").text == "Quiz"
    browser.get(root + "decks/")  # a folder's page is still its index.html
    assert "Page not found" not in browser.title
    browser.get(root + "decks/no-such-deck.html")
    assert "Page not found" in browser.title


def test_a_rebuilt_site_replaces_the_stored_one(browser, serve, site_binary, tmp_path):
    content = tmp_path / "content"
    shutil.copytree(REPO_ROOT / "Content", content)
    site = build_site(site_binary, content, tmp_path / "root" / "sub")
    server = serve(site.parent)
    root = server.url("sub/")
    browser.get(root + "decks/quiz/index.html")
    wait_until_controlled(browser)
    old_version, _ = worker_build(site)

    quiz = content / "decks" / "quiz.md"
    quiz.write_text(quiz.read_text(encoding="utf-8").replace("Grapes", "Grapes, rebuilt"), encoding="utf-8")
    build_site(site_binary, content, site)
    new_version, files = worker_build(site)
    assert new_version != old_version
    server.stop()
    server = serve(site.parent, port=server.port)  # the same origin

    # This visit is answered by the old build's worker, and makes the browser fetch sw.js: the new
    # build's worker installs, takes over and deletes the old cache. (offline.js reloads the page
    # then; a page being reloaded cannot answer, hence the ignored WebDriverException.)
    browser.get(root + "decks/quiz/index.html")

    def only_the_new_build_is_stored(driver):
        caches = site_caches(driver)
        return list(caches.values()) == [files] and all(new_version in name for name in caches) and caches

    caches = WebDriverWait(browser, WAIT, ignored_exceptions=(WebDriverException,)).until(only_the_new_build_is_stored)
    assert len(caches) == 1 and list(caches)[0].endswith(" " + new_version), caches
    assert not any(old_version in name for name in caches)
    browser.get(root + "decks/quiz/index.html")
    assert "Grapes, rebuilt" in browser.page_source

    server.stop()  # the new build, not the old one, is what works offline now
    browser.get(root + "decks/quiz/index.html")
    assert "Grapes, rebuilt" in browser.page_source
    study(browser, root + "decks/quiz/index.html")


def test_from_file_nothing_is_registered_and_nothing_fails(browser, public_site):
    for page in ("index.html", "decks/quiz/index.html", first_page(public_site, "movies/*/*/index.html")):
        browser.get((public_site / page).as_uri())
        registrations = browser.execute_async_script("""
            const done = arguments[arguments.length - 1];
            if (!("serviceWorker" in navigator)) return done(0);
            navigator.serviceWorker.getRegistrations().then((all) => done(all.length), () => done(0));
        """)
        assert registrations == 0
        assert severe_messages(browser) == [], page
    study(browser, (public_site / "decks" / "quiz" / "index.html").as_uri())


def test_the_page_links_the_manifest_over_http_and_the_manifest_is_installable(browser, serve, public_site):
    manifest = json.loads((public_site / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone"
    for icon in manifest["icons"]:
        assert (public_site / icon["src"]).is_file(), icon
    assert {icon["purpose"] for icon in manifest["icons"]} == {"any", "maskable"}

    server = serve(public_site.parent)
    root = server.url(public_site.name + "/")
    browser.get(root + "decks/quiz/index.html")
    linked = browser.execute_script("return document.querySelector('link[rel=manifest]').href")
    assert linked == root + "manifest.webmanifest"
    wait_until_controlled(browser)
    # What Chromium itself makes of the manifest: parsed without errors, with our name and icons.
    browser.execute_cdp_cmd("Page.enable", {})
    parsed = browser.execute_cdp_cmd("Page.getAppManifest", {})
    assert parsed["url"] == root + "manifest.webmanifest"
    assert parsed["errors"] == [], parsed["errors"]
    assert json.loads(parsed["data"])["name"] == manifest["name"]
    installability = browser.execute_cdp_cmd("Page.getInstallabilityErrors", {})
    assert installability["installabilityErrors"] == [], installability
