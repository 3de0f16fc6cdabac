"""The deck page's "Export, import or reset" tools are not part of the page as it opens: their
script (assets/progress-tools.js, with the merge) is loaded the first time the learner opens the
fold, and their words (assets/progress-tools-labels.js, written once a build from the presenter)
then too, or before with the progress panel's, when the panel first comes into view: from disk
as from a server, and offline from the service worker's cache. Once loaded, export and import
work (test_review.py, test_progress_safety.py, test_progress_merge.py and test_progress_panel.py
test them in depth)."""
import json

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import open_progress_tools, wait_for_progress_panel
from test_offline import browser, serve, site_caches, wait_until_controlled  # noqa: F401 (fixtures)
from test_progress_safety import exported_by_the_button
from test_review import counts, open_in_review, press

TOOLS = ("progress-tools-labels.js", "progress-tools.js")


def loaded_tools(driver):
    """The tools' scripts the page has added, by file name, in the order it added them."""
    return driver.execute_script("""
        return Array.prototype.map.call(document.querySelectorAll("script[src]"), function (script) {
          return script.getAttribute("src").split("/").pop();
        }).filter(function (name) { return name.indexOf("progress-tools") === 0; });""")


def tools_state(driver):
    return driver.execute_script("""
        return {labels: typeof window.SiteProgressToolsLabels, tools: typeof window.SiteProgressTools,
                exportAll: typeof SiteProgress.exportAll, importAll: typeof SiteProgress.importAll};""")


def controls_enabled(driver):
    return [control.is_enabled() for control in
            driver.find_elements(By.CSS_SELECTOR, "[data-progress] [data-export], [data-progress] [data-import], [data-progress] [data-reset]")]


def import_file(driver, path, data):
    path.write_text(json.dumps(data), encoding="utf-8")
    driver.execute_script("window.confirm = function () { return true; };")
    result = driver.find_element(By.CSS_SELECTOR, "[data-import-result]")
    driver.execute_script("arguments[0].textContent = ''", result)
    driver.find_element(By.CSS_SELECTOR, "[data-import]").send_keys(str(path))
    WebDriverWait(driver, 10).until(lambda d: result.text != "", "the import said nothing")
    return result.text


def test_the_page_opens_without_the_tools_or_their_words(driver, open_page, public_site):
    page = public_site / "decks" / "quiz" / "index.html"
    html = page.read_text(encoding="utf-8")
    assert "progress-tools.js" not in html and "importProblems" not in html and "Not imported" not in html
    assert "Progress exported to" not in html
    labels = (public_site / "assets" / "progress-tools-labels.js").read_text(encoding="utf-8")
    assert labels.startswith("window.SiteProgressToolsLabels = {") and "Not imported: deck “{deck}”" in labels

    quiz = open_in_review(driver, open_page, page)
    wait_for_progress_panel(quiz)
    assert loaded_tools(quiz) == ["progress-tools-labels.js"], "the panel's words come with the panel"
    assert tools_state(quiz) == {"labels": "object", "tools": "undefined", "exportAll": "undefined", "importAll": "undefined"}
    assert controls_enabled(quiz) == [False, False, False], "the controls wait for their script"
    press(quiz, " ")
    press(quiz, "3")  # studying and undo need none of it
    assert counts(quiz) == "1 due · 2 new"
    assert loaded_tools(quiz) == ["progress-tools-labels.js"]

    open_progress_tools(quiz)
    assert loaded_tools(quiz) == list(TOOLS)
    assert tools_state(quiz) == {"labels": "object", "tools": "function", "exportAll": "function", "importAll": "function"}
    assert controls_enabled(quiz) == [True, True, True]
    quiz.find_element(By.CSS_SELECTOR, "[data-progress] summary").click()  # closed
    open_progress_tools(quiz)  # and opened again: loaded once
    assert loaded_tools(quiz) == list(TOOLS)


def test_export_then_import_work_once_the_tools_are_open(driver, open_page, public_site, tmp_path):
    quiz = open_in_review(driver, open_page, public_site / "decks" / "quiz" / "index.html")
    press(quiz, " ")
    press(quiz, "3")
    exported = exported_by_the_button(quiz)  # opens the tools
    assert list(exported["decks"]) == ["quiz"] and len(exported["decks"]["quiz"]["cards"]) == 1

    quiz.execute_script("localStorage.clear()")
    quiz.refresh()
    assert counts(quiz) == "0 due · 3 new" and "progress-tools.js" not in loaded_tools(quiz)
    open_progress_tools(quiz)
    assert import_file(quiz, tmp_path / "progress.json", exported) == "Added 1 review from the file; 0 were already here"
    assert counts(quiz) == "1 due · 2 new"
    assert quiz.execute_script("return SiteProgress.load('quiz').cards") == exported["decks"]["quiz"]["cards"]


def test_offline_the_tools_come_from_the_stored_site(browser, serve, public_site, tmp_path):  # noqa: F811
    server = serve(public_site.parent)
    root = server.url(public_site.name + "/")
    browser.get(root + "decks/quiz/index.html")
    wait_until_controlled(browser)
    stored = browser.execute_async_script("""
        const done = arguments[arguments.length - 1];
        Promise.all(arguments[0].map((url) => caches.match(url).then((found) => !!found))).then(done, (e) => done(String(e)));
    """, [root + "assets/" + name for name in TOOLS])
    assert stored == [True, True], "the worker stores the tools at install, with the rest of the app"
    assert len(site_caches(browser)) == 1
    server.stop()

    browser.get(root + "decks/quiz/index.html")
    browser.execute_script("localStorage.clear()")
    browser.refresh()
    browser.find_element(By.CSS_SELECTOR, "[data-mode='review']").click()
    press(browser, " ")
    press(browser, "3")
    exported = exported_by_the_button(browser)
    assert loaded_tools(browser) == list(TOOLS)
    assert len(exported["decks"]["quiz"]["cards"]) == 1

    browser.execute_script("localStorage.clear()")
    browser.refresh()
    assert counts(browser) == "0 due · 3 new"
    open_progress_tools(browser)
    assert import_file(browser, tmp_path / "progress.json", exported) == "Added 1 review from the file; 0 were already here"
    assert counts(browser) == "1 due · 2 new"


def test_reset_asks_naming_the_deck_and_says_it_is_done(driver, open_page, public_site):
    quiz = open_in_review(driver, open_page, public_site / "decks" / "quiz" / "index.html")
    press(quiz, " ")
    press(quiz, "3")
    open_progress_tools(quiz)
    quiz.find_element(By.CSS_SELECTOR, "[data-reset]").click()
    question = WebDriverWait(quiz, 5).until(lambda d: d.switch_to.alert)
    assert question.text == "Forget all progress in “Quiz”? This cannot be undone."
    question.dismiss()
    assert counts(quiz) == "1 due · 2 new", "answering no keeps the progress"
    quiz.find_element(By.CSS_SELECTOR, "[data-reset]").click()
    WebDriverWait(quiz, 5).until(lambda d: d.switch_to.alert).accept()
    assert counts(quiz) == "0 due · 3 new"
    assert quiz.find_element(By.CSS_SELECTOR, "[data-announcer]").get_attribute("textContent") == "Progress in this deck was reset"
