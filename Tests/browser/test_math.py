"""TeX math on a deck page, in a real browser: KaTeX (Debian's libjs-katex, shipped with the site
only because a deck has math) renders `$…$` and `$$…$$`, offline from disk, and the TeX is what the
author wrote (no backslash lost to Markdown)."""
import subprocess

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from site_testing import build_command

DECK = r"""# Logic

## What is $\varphi \,\mathbf{W}\, \psi$?

Weak until: $\varphi$ holds until $\psi$ does, or forever. It costs $5 and $10.

$$
\varphi \,\mathbf{W}\, \psi \equiv (\varphi \,\mathbf{U}\, \psi) \lor \square\varphi
$$
"""


@pytest.fixture(scope="module")
def math_site(site_binary, tmp_path_factory):
    root = tmp_path_factory.mktemp("math")
    (root / "Content" / "decks").mkdir(parents=True)
    (root / "Content" / "decks" / "logic.md").write_text(DECK, encoding="utf-8")
    result = subprocess.run(build_command(site_binary, root / "Content", root / "Public"), capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    if not (root / "Public" / "assets" / "katex" / "katex.min.js").exists():
        pytest.skip("KaTeX is not installed (apt-get install libjs-katex): math stays as written")
    return root / "Public"


def test_katex_renders_inline_and_display_math_offline(driver, math_site):
    driver.get((math_site / "decks" / "logic" / "index.html").as_uri())
    WebDriverWait(driver, 20).until(lambda d: len(d.find_elements(By.CSS_SELECTOR, ".katex")) >= 4, "KaTeX rendered nothing")
    annotations = driver.execute_script(
        "return Array.from(document.querySelectorAll('.katex annotation')).map((node) => node.textContent)")
    assert r"\varphi \,\mathbf{W}\, \psi" in annotations, "the TeX reached KaTeX as written"
    assert len(driver.find_elements(By.CSS_SELECTOR, ".katex-display")) == 1
    answer = driver.find_element(By.CSS_SELECTOR, ".card-answer .prose").get_attribute("textContent")
    assert "$5 and $10" in answer, "prices are not math"
    errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
    assert errors == [], errors
