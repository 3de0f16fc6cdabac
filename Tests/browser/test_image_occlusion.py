"""An image with masks (Image Occlusion) in a real browser: each mask lies over the part of the
image its title names, in the colour of what it is, on the question and on the answer; the page
passes the Nu validator and axe-core."""
import struct
import zlib

from selenium.webdriver.common.by import By

from conftest import audit, wait_until_still, write_content
from site_testing import build_site
from test_html_valid import report, validate

DECK = """\
    ---
    title: Cells
    ---

    ## Parts of the cell

    ![Cell](cell.png "occlusion: rect 10 20 30 40 ask; ellipse 60 50 10 20 hide")

    ---

    ![Cell](cell.png "occlusion: rect 10 20 30 40 show; ellipse 60 50 10 20 hide")
    """


def png(width: int, height: int) -> bytes:
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + b"\x30\x80\x30" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def boxes(driver, occlusion):
    """The image's box and each mask's (left, top, width, height) relative to it, with its class and fill."""
    return driver.execute_script("""
        const image = arguments[0].querySelector('img').getBoundingClientRect();
        return [[image.width, image.height], ...[...arguments[0].querySelectorAll('svg > *')].map((mask) => {
            const box = mask.getBoundingClientRect();
            return [Math.round(box.left - image.left), Math.round(box.top - image.top), Math.round(box.width),
                    Math.round(box.height), mask.getAttribute('class'), getComputedStyle(mask).fill];
        })];""", occlusion)


def test_the_masks_lie_over_the_parts_of_the_image_they_name(site_binary, tmp_path, driver, open_page):
    content = write_content(tmp_path / "Content", {"decks/cells.md": DECK})
    (content / "decks" / "cell.png").write_bytes(png(400, 200))
    public = build_site(site_binary, content, tmp_path / "Public")
    result = validate(public)
    assert result.returncode == 0, report(result)

    open_page(driver, public / "decks" / "cells" / "index.html")
    question = driver.find_element(By.CSS_SELECTOR, "[data-card] .card-question .occlusion")
    assert driver.execute_script("return arguments[0].querySelector('img').complete", question)
    # Percent of the 400 x 200 image: the rectangle from (40, 40), 120 x 80; the ellipse around
    # (240, 100) with radii 40 and 40.
    assert boxes(driver, question) == [[400, 200], [40, 40, 120, 80, "ask", "rgb(255, 142, 142)"],
                                       [200, 60, 80, 80, "hide", "rgb(255, 235, 162)"]]
    audit(driver)

    driver.find_element(By.CSS_SELECTOR, '[data-action="flip"]').click()
    wait_until_still(driver)
    answer = driver.find_element(By.CSS_SELECTOR, "[data-card] [data-answer] .occlusion")
    assert boxes(driver, answer)[1] == [40, 40, 120, 80, "show", "rgba(255, 142, 142, 0.3)"]
    audit(driver)
