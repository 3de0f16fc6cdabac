"""`site serve` over real loopback HTTP: the files a static host would serve and nothing else,
the site's own 404 page, live-reload events after an edit, a failed build's errors while the
last good site keeps being served, and Ctrl-C."""
import http.client
import json
import shutil
import socket
import subprocess
import urllib.parse
from pathlib import Path

import pytest

from site_testing import ServedSite, build_command

DECK = """---
title: Capitals
---

# Capitals

## What is the capital of France?

Paris
"""


@pytest.fixture
def site(tmp_path: Path, site_binary: Path):
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "decks" / "capitals.md").write_text(DECK + "\n## What does the map show?\n\n![a dot](card.svg)\n")
    (content / "decks" / "card.svg").write_text('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')
    (content / "contacts").mkdir()
    (content / "contacts" / "friends.md").write_text("---\ntitle: Friends\n---\n\n## Ada Lovelace\n\n- email: ada@example.com\n")
    with ServedSite(site_binary, content, tmp_path / "Public") as served:
        served.content = content
        served.output = tmp_path / "Public"
        yield served


def save(path: Path, text: str):
    """Saves as an editor does, in one step the watcher sees as one change: written beside the
    content folder, then renamed into place."""
    outside = Path(str(path).split("/Content/")[0]) / "draft.tmp"
    outside.write_text(text)
    outside.replace(path)


def raw_get(url: str, target: str, method: str = "GET"):
    """Sends `target` byte for byte (no client normalises it) and returns (status, headers, body)."""
    parts = urllib.parse.urlsplit(url)
    with socket.create_connection((parts.hostname, parts.port), timeout=30) as connection:
        connection.sendall(f"{method} {target} HTTP/1.1\r\nHost: {parts.netloc}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := connection.recv(65536):
            data += chunk
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = {name.lower(): value.strip() for name, value in (line.split(":", 1) for line in lines[1:])}
    return int(lines[0].split()[1]), headers, body


class Events:
    """The server-sent events of /.site/events, read as they come."""

    def __init__(self, url: str):
        parts = urllib.parse.urlsplit(url)
        self.connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=120)
        self.connection.request("GET", "/.site/events")
        self.response = self.connection.getresponse()
        assert self.response.status == 200
        assert self.response.getheader("Content-Type") == "text/event-stream"

    def next_state(self) -> dict:
        data = None
        while True:
            line = self.response.readline().decode()
            assert line, "the event stream ended"
            if line.startswith("data: "):
                data = json.loads(line[len("data: "):])
            elif line == "\n" and data is not None:
                return data

    def wait_for(self, condition) -> dict:
        while True:
            state = self.next_state()
            if condition(state):
                return state

    def close(self):
        self.connection.close()


def test_serves_pages_and_files_with_their_content_types(site):
    cases = {
        "/": "text/html; charset=utf-8",
        "/decks/capitals/": "text/html; charset=utf-8",
        "/manifest.webmanifest": "application/manifest+json",
        "/assets/site.css": "text/css; charset=utf-8",
        "/assets/offline.js": "text/javascript; charset=utf-8",
        "/media/decks/card.svg": "image/svg+xml",
        "/contacts/friends/friends.vcf": "text/vcard; charset=utf-8",
        "/404.html": "text/html; charset=utf-8",
    }
    for target, expected in cases.items():
        status, headers, body = raw_get(site.url, target)
        assert (target, status, headers["content-type"]) == (target, 200, expected)
        assert headers["cache-control"] == "no-store"
        assert int(headers["content-length"]) == len(body)


def test_pages_get_the_live_reload_script_and_files_keep_their_bytes(site):
    _, _, page = raw_get(site.url, "/decks/capitals/")
    assert page.count(b'<script src="/.site/live.js"') == 1
    assert page.rstrip().endswith(b"</html>")
    on_disk = (site.output / "decks" / "capitals" / "index.html").read_bytes()
    assert b"/.site/live.js" not in on_disk
    assert page.replace(page[page.index(b'<script src="/.site/live.js"'):page.index(b"</script>", page.index(b'<script src="/.site/live.js"')) + 9], b"") == on_disk
    _, _, css = raw_get(site.url, "/assets/site.css")
    assert css == (site.output / "assets" / "site.css").read_bytes()
    status, headers, script = raw_get(site.url, "/.site/live.js")
    assert status == 200 and b"EventSource" in script


def test_head_has_the_headers_and_no_body(site):
    status, headers, body = raw_get(site.url, "/decks/capitals/", method="HEAD")
    assert status == 200 and body == b"" and int(headers["content-length"]) > 0


def test_a_folder_without_its_slash_redirects_and_no_folder_is_listed(site):
    status, headers, _ = raw_get(site.url, "/decks/capitals?x=1")
    assert (status, headers["location"]) == (301, "/decks/capitals/?x=1")
    status, _, body = raw_get(site.url, "/media/decks/")   # a folder with no index.html
    assert status == 404 and b"card.svg" not in body


def test_unknown_paths_get_the_sites_404_page(site):
    status, headers, body = raw_get(site.url, "/no/such/page/")
    assert status == 404
    assert headers["content-type"] == "text/html; charset=utf-8"
    assert (site.output / "404.html").read_bytes().split(b"</body>")[0] in body


@pytest.mark.parametrize("target", [
    "/../../../../etc/passwd",
    "/%2e%2e/%2e%2e/%2e%2e/etc/passwd",
    "/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd",
    "/decks/..%2f..%2f..%2fetc%2fpasswd",
    "/..\\..\\etc\\passwd",
    "/.site-output",
    "/%2esite-output",
    "/assets/%00site.css",
    "/%ff",
    "/outside/passwd",
])
def test_nothing_outside_the_output_or_hidden_in_it_is_served(site, target):
    (site.output / "outside").symlink_to("/etc")   # a link in the output that leaves it
    status, _, body = raw_get(site.url, target)
    assert status == 404, target
    assert b"root:" not in body


def test_a_save_that_changes_no_byte_reloads_nothing(site):
    events = Events(site.url)
    assert events.next_state() == {"generation": 1}
    deck = site.content / "decks" / "capitals.md"
    save(deck, deck.read_text())
    assert events.next_state() == {"generation": 1}
    site.wait_for_line(lambda line: "(no file changed)" in line)
    events.close()


def test_redirects_stay_on_the_site(site):
    status, headers, _ = raw_get(site.url, "//decks")
    assert (status, headers["location"]) == (301, "/decks/")
    status, headers, _ = raw_get(site.url, "/decks/capitals")
    assert headers["location"] == "/decks/capitals/"


def test_a_link_in_the_output_to_a_hidden_folder_is_not_followed(site):
    (site.output / ".git").mkdir()
    (site.output / ".git" / "config").write_text("[secret]\n")
    (site.output / "repo").symlink_to(".git")
    status, _, body = raw_get(site.url, "/repo/config")
    assert status == 404 and b"secret" not in body


def test_head_of_the_event_stream_does_not_subscribe(site):
    status, headers, body = raw_get(site.url, "/.site/events", method="HEAD")
    assert (status, headers["content-type"], body) == (200, "text/event-stream", b"")


def test_other_methods_are_refused(site):
    status, headers, _ = raw_get(site.url, "/", method="POST")
    assert status == 405 and headers["allow"] == "GET, HEAD"


def test_an_edit_rebuilds_and_tells_open_pages_to_reload(site):
    events = Events(site.url)
    first = events.next_state()
    assert first == {"generation": 1}
    deck = site.content / "decks" / "capitals.md"
    save(deck, DECK + "\n## What is the capital of Italy?\n\nRome\n")
    assert events.wait_for(lambda state: state["generation"] > 1) == {"generation": 2}
    _, _, page = raw_get(site.url, "/decks/capitals/")
    assert b"capital of Italy" in page
    assert b'data-generation="2"' in page
    events.close()


def test_a_failed_build_shows_its_errors_and_keeps_the_last_good_site(site):
    events = Events(site.url)
    events.next_state()
    broken = site.content / "decks" / "broken.md"
    save(broken, "---\ntitle: [unclosed\n---\n")
    state = events.wait_for(lambda state: state.get("problem"))
    assert state["generation"] == 1
    assert "broken.md:3:1: error: front matter is not valid YAML" in state["problem"]
    site.wait_for_line(lambda line: "serving the last good build" in line)
    status, _, page = raw_get(site.url, "/decks/capitals/")
    assert status == 200 and b"capital of France" in page
    broken.unlink()
    # The site is again what the pages show: the errors go, and nothing reloads.
    assert events.wait_for(lambda state: "problem" not in state) == {"generation": 1}
    events.close()


def test_a_new_folder_in_the_content_is_watched_too(site):
    events = Events(site.url)
    events.next_state()
    folder = site.content / "decks" / "geography"
    folder.mkdir()
    assert events.next_state() == {"generation": 1}   # rebuilt, no file changed: nothing reloads
    save(folder / "rivers.md", "# Rivers\n\n## Longest river in France?\n\nThe Loire\n")
    events.wait_for(lambda state: state["generation"] == 2)
    [written] = [path for path in site.output.rglob("index.html") if b"The Loire" in path.read_bytes()]
    status, _, page = raw_get(site.url, "/" + str(written.parent.relative_to(site.output)) + "/")
    assert status == 200 and b"The Loire" in page
    events.close()


def test_ctrl_c_stops_cleanly_with_pages_listening(site):
    events = Events(site.url)
    events.next_state()
    assert site.stop() == 0
    assert site.lines[-1] == "stopped"
    parts = urllib.parse.urlsplit(site.url)
    with pytest.raises(OSError):
        socket.create_connection((parts.hostname, parts.port), timeout=5)


def test_polling_watches_where_inotify_is_not_wanted(tmp_path, site_binary):
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "decks" / "capitals.md").write_text(DECK)
    with ServedSite(site_binary, content, tmp_path / "Public", "--poll") as served:
        served.wait_for_line(lambda line: "watching the content by polling: asked for with --poll" in line)
        events = Events(served.url)
        events.next_state()
        save(content / "decks" / "capitals.md", DECK.replace("Paris", "Paris, on the Seine"))
        events.wait_for(lambda state: state["generation"] == 2)
        _, _, page = raw_get(served.url, "/decks/capitals/")
        assert b"on the Seine" in page
        events.close()


def test_timings_say_where_each_builds_time_went(tmp_path, site_binary):
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "decks" / "capitals.md").write_text(DECK)
    with ServedSite(site_binary, content, tmp_path / "Public", "--timings") as served:
        first = next(line for line in served.lines if line.startswith("read "))
        assert " · derive " in first and " · pages " in first
        events = Events(served.url)
        events.next_state()
        save(content / "decks" / "capitals.md", DECK.replace("Paris", "Paris, on the Seine"))
        events.wait_for(lambda state: state["generation"] == 2)
        served.wait_for_line(lambda line: line.startswith("read ") and " · pages " in line)
        events.close()


def test_a_first_build_that_fails_serves_a_page_that_waits_for_the_fix(tmp_path, site_binary):
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "decks" / "capitals.md").write_text("---\ntitle: [unclosed\n---\n")
    with ServedSite(site_binary, content, tmp_path / "Public") as served:
        status, _, page = raw_get(served.url, "/")
        assert status == 503 and b"/.site/live.js" in page
        events = Events(served.url)
        assert events.next_state()["problem"]
        save(content / "decks" / "capitals.md", DECK)
        events.wait_for(lambda state: state["generation"] == 1)
        status, _, page = raw_get(served.url, "/decks/capitals/")
        assert status == 200
        events.close()


def test_site_build_output_never_has_the_live_reload_script(tmp_path, site_binary):
    content = tmp_path / "Content"
    (content / "decks").mkdir(parents=True)
    (content / "decks" / "capitals.md").write_text(DECK)
    subprocess.run(build_command(site_binary, content, tmp_path / "Public"), check=True, capture_output=True)
    for page in (tmp_path / "Public").rglob("*"):
        if page.is_file():
            assert b".site/live.js" not in page.read_bytes() and b".site/events" not in page.read_bytes(), page


def test_a_large_media_file_is_served_whole(site):
    big = bytes(range(256)) * (40 * 4096)   # 40 MB, streamed from the file
    events = Events(site.url)
    events.next_state()
    (site.content / "decks" / "film.png").write_bytes(big)
    save(site.content / "decks" / "capitals.md", DECK + "\n## Which film?\n\n![film](film.png)\n")
    events.wait_for(lambda state: b"film.png" in raw_get(site.url, "/decks/capitals/")[2])   # each build, until the one with both
    status, headers, body = raw_get(site.url, "/media/decks/film.png")
    assert (status, headers["content-type"], int(headers["content-length"])) == (200, "image/png", len(big))
    assert body == big
    events.close()


def test_serve_refuses_clearly_what_it_cannot_do(tmp_path, site_binary, site):
    port = urllib.parse.urlsplit(site.url).port
    taken = subprocess.run([str(site_binary), "serve", "--port", str(port), "--content", str(site.content),
                            "--output", str(tmp_path / "Other")], capture_output=True, text=True, timeout=120)
    assert taken.returncode == 1
    assert taken.stderr.splitlines()[-1] == (
        f"error: cannot serve on 127.0.0.1:{port}: Bind: Address already in use (another program listens there: choose another --port)")
    missing = subprocess.run([str(site_binary), "serve", "--port", "0", "--content", str(tmp_path / "Nope")],
                             capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert (missing.returncode, missing.stderr) == (1, f"error: content directory '{tmp_path / 'Nope'}' does not exist\n")
    host = subprocess.run([str(site_binary), "serve", "--port", "0", "--host", "999.1.1.1", "--content", str(site.content),
                           "--output", str(tmp_path / "Unbuilt")], capture_output=True, text=True, timeout=120)
    assert (host.returncode, host.stderr) == (1, "error: cannot serve on 999.1.1.1:0: '999.1.1.1' is not an IP address "
                                                 "(use 127.0.0.1, ::1, 0.0.0.0 or localhost)\n")
    assert not (tmp_path / "Unbuilt").exists()   # refused before building


def test_serve_runs_site_serve_from_beside_site_and_says_so_when_it_is_missing(tmp_path, site_binary, site):
    # `site serve` is `site-serve`, the program beside `site`, run with the same arguments.
    assert (site_binary.parent / "site-serve").is_file()
    alone = tmp_path / "bin"
    alone.mkdir()
    shutil.copy2(site_binary, alone / "site")
    missing = subprocess.run([str(alone / "site"), "serve", "--port", "0", "--content", str(site.content)],
                             capture_output=True, text=True, timeout=120, cwd=tmp_path)
    assert missing.returncode == 1
    assert missing.stderr == (
        f"error: cannot serve: '{alone / 'site-serve'}' is missing; `site serve` runs it from beside `site` "
        "(`swift build` builds both, scripts/install.sh installs both, and `swift run site-serve` is `site serve`)\n")
    assert missing.stdout == ""
    # Every other command starts without the web server's libraries.
    libraries = subprocess.run(["ldd", str(site_binary)], capture_output=True, text=True, timeout=60).stdout
    assert "libFoundationNetworking" not in libraries and "libcurl" not in libraries
