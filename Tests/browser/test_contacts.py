"""Address book pages in a real browser: the contact filter (with and without JavaScript), the
A–Z jump bar, contact pages with their links and vCard download, hostile contact content, and the
Nu validator on every contact page."""
import textwrap

import pytest
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from conftest import build_site
from test_html_valid import report, validate

PEOPLE = "contacts/people/index.html"

HOSTILE = """\
    ---
    title: Hostile <book>
    ---

    # Hostile

    <script>alert("intro")</script>

    ## Tom "Bobby" Tables & Sons

    - Email: bobby@example.org
    - Company: </li><script>alert("company")</script>
    - Website: https://example.org/?q='x'&y=1

    <script>alert("notes")</script> Notes with [a bad link](javascript:alert(1)).

    ## Ann Other

    - Email: ann@example.org
    """


@pytest.fixture(scope="module")
def hostile_site(site_binary, tmp_path_factory):
    content = tmp_path_factory.mktemp("hostile-contacts")
    (content / "contacts").mkdir()
    (content / "contacts" / "hostile.md").write_text(textwrap.dedent(HOSTILE), encoding="utf-8")
    return build_site(site_binary, content, tmp_path_factory.mktemp("hostile-site") / "Public")


class ContactList:
    """Finds the parts of an address book page (see Templates/contacts-list.mustache)."""

    def __init__(self, driver):
        self.driver = driver

    def find(self, css):
        return self.driver.find_element(By.CSS_SELECTOR, css)

    @property
    def filter_box(self):
        return self.find("[data-contact-filter]")

    @property
    def input(self):
        return self.find("[data-filter-input]")

    @property
    def status(self):
        return self.find("[data-filter-status]").text

    @property
    def no_matches(self):
        return self.find("[data-filter-empty]")

    def visible_names(self):
        rows = self.driver.find_elements(By.CSS_SELECTOR, "[data-contact]")
        return [row.find_element(By.TAG_NAME, "a").text for row in rows if row.is_displayed()]

    def visible_letters(self):
        groups = self.driver.find_elements(By.CSS_SELECTOR, "[data-contact-group]")
        return [group.find_element(By.TAG_NAME, "h2").text for group in groups if group.is_displayed()]

    def type(self, text):
        self.input.clear()
        self.input.send_keys(text)

    def clear(self):
        self.input.send_keys(Keys.CONTROL, "a")
        self.input.send_keys(Keys.BACKSPACE)


@pytest.fixture
def people(driver, open_page, public_site):
    open_page(driver, public_site / PEOPLE)
    return ContactList(driver)


def all_names(public_site, driver_without_javascript, open_page):
    open_page(driver_without_javascript, public_site / PEOPLE)
    return ContactList(driver_without_javascript).visible_names()


def test_the_filter_box_appears_and_lists_every_contact_by_last_name(people):
    assert people.filter_box.is_displayed()
    names = people.visible_names()
    assert len(names) >= 30
    assert names[:3] == ["Chimamanda Ngozi Adichie", "Ibn Al-Haytham", "Charles Babbage"]
    assert "Émile Zola" == names[-1]
    assert people.status == f"Showing all {len(names)} contacts"


def test_typing_hides_non_matching_contacts_and_empty_letter_groups(people):
    before = people.visible_letters()
    people.type("curie")
    assert people.visible_names() == ["Marie Curie", "Pierre Curie"]
    assert people.visible_letters() == ["C"]
    assert people.status == "2 contacts match"
    assert not people.no_matches.is_displayed()
    people.clear()
    assert len(people.visible_names()) >= 30
    assert people.visible_letters() == before


def test_the_filter_ignores_case_and_accents_and_matches_every_word(people):
    people.type("EMILE")
    assert people.visible_names() == ["Émile Zola"]
    people.type("émile zola")
    assert people.visible_names() == ["Émile Zola"]
    assert people.status == "1 contact matches"
    people.type("søren")
    assert people.visible_names() == ["Søren Kierkegaard"]


def test_the_filter_matches_emails_phones_companies_and_tags(people):
    people.type("analytical.example.org")
    assert people.visible_names() == ["Charles Babbage", "Ada Lovelace"]
    people.type("+33 1 23 45 67 89")   # every word must match, in any field
    assert people.visible_names() == ["Émile Zola"]
    people.type("33123456789")
    assert people.visible_names() == ["Émile Zola"]
    people.type("institut du radium")
    assert people.visible_names() == ["Marie Curie", "Pierre Curie"]
    people.type("composers pianists")
    assert people.visible_names() == ["Clara Schumann"]


def test_no_match_shows_a_message_and_clearing_restores_everything(people):
    count = len(people.visible_names())
    people.type("nobody by that name")
    assert people.visible_names() == []
    assert people.visible_letters() == []
    assert people.no_matches.is_displayed()
    assert people.no_matches.text == "No contacts match your filter."
    people.clear()
    assert len(people.visible_names()) == count
    assert not people.no_matches.is_displayed()


def test_without_javascript_every_contact_is_listed_and_the_filter_is_hidden(public_site, driver_without_javascript, open_page, people):
    with_js = people.visible_names()
    open_page(driver_without_javascript, public_site / PEOPLE)
    page = ContactList(driver_without_javascript)
    assert not page.filter_box.is_displayed()
    assert page.visible_names() == with_js
    assert "Z" in page.visible_letters()


def test_the_jump_bar_links_letters_with_contacts_and_disables_the_others(people, driver):
    links = driver.find_elements(By.CSS_SELECTOR, ".jump-bar a")
    disabled = driver.find_elements(By.CSS_SELECTOR, ".jump-bar .jump-disabled")
    assert [link.text for link in links][:3] == ["A", "B", "C"]
    assert "Q" in [span.text for span in disabled] and "Q" not in [link.text for link in links]
    driver.find_element(By.LINK_TEXT, "Z").click()
    assert driver.current_url.endswith("#letter-Z")
    assert driver.find_element(By.ID, "letter-Z").find_element(By.TAG_NAME, "a").text == "Émile Zola"


def test_a_contact_page_links_mail_phone_and_its_vcard(people, driver, public_site):
    driver.find_element(By.PARTIAL_LINK_TEXT, "Lovelace").click()
    assert driver.find_element(By.TAG_NAME, "h1").text == "Ada Lovelace"
    hrefs = [a.get_attribute("href") for a in driver.find_elements(By.CSS_SELECTOR, ".contact-details a")]
    assert "mailto:ada@example.com" in hrefs
    assert "tel:+442079460000" in hrefs
    assert driver.find_element(By.TAG_NAME, "time").text == "10 December 1815"
    download = driver.find_element(By.CSS_SELECTOR, ".contact-download a")
    assert download.get_attribute("download") == "ada-lovelace.vcf"
    assert (public_site / "contacts/people/ada-lovelace/ada-lovelace.vcf").is_file()
    driver.find_element(By.LINK_TEXT, "All contacts in People").click()
    assert driver.find_element(By.TAG_NAME, "h1").text == "People"


def test_hostile_contact_content_never_runs_and_is_shown_as_text(hostile_site, driver, open_page):
    open_page(driver, hostile_site / "contacts/hostile/index.html")
    page = ContactList(driver)
    page.type('"bobby"')
    assert page.visible_names() == ['Tom "Bobby" Tables & Sons']
    driver.find_element(By.PARTIAL_LINK_TEXT, "Tables").click()
    assert driver.find_element(By.TAG_NAME, "h1").text == 'Tom "Bobby" Tables & Sons'
    assert '</li><script>alert("company")</script>' in driver.find_element(By.CSS_SELECTOR, ".meta").text
    assert driver.find_elements(By.CSS_SELECTOR, "main script") == []
    assert driver.find_element(By.PARTIAL_LINK_TEXT, "example.org/?q=").get_dom_attribute("href") == "https://example.org/?q='x'&y=1"
    with pytest.raises(NoAlertPresentException):
        driver.switch_to.alert.text


@pytest.mark.parametrize("site", ["public_site", "hostile_site"])
def test_every_contact_page_is_valid_html(site, request):
    root = request.getfixturevalue(site)
    assert list(root.glob("contacts/*/index.html")), "no address book page was generated"
    result = validate(root)
    assert result.returncode == 0, report(result)
