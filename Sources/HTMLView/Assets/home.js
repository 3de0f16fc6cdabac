// The home page's "N due · M new" per deck, counted from the progress kept in this browser.
(function () {
  "use strict";
  var data = document.getElementById("home-review");
  if (!data || !window.SiteProgress) return;
  var review = JSON.parse(data.textContent);
  var now = Date.now();
  document.querySelectorAll("[data-deck-counts]").forEach(function (element) {
    var deck = element.getAttribute("data-deck-counts");
    // Own keys only: a deck named "constructor" must not find Object.prototype.constructor.
    var own = function (table) { return Object.prototype.hasOwnProperty.call(table, deck) ? table[deck] : null; };
    var ids = own(review.decks), siblings = own(review.siblings);
    if (!Array.isArray(ids) || !Array.isArray(siblings)) return;
    // A deck whose address changed counts from the progress kept under its earlier one
    // (progress-adopt.js, which the page loads when a deck has one).
    if (review.earlierDecks && window.SiteProgress.adoptEarlierDeck) window.SiteProgress.adoptEarlierDeck(deck, own(review.earlierDecks), ids);
    var counts = window.SiteProgress.counts(deck, ids, siblings, now, review.newCardsPerDay);
    element.textContent = review.counts.replace("{due}", counts.due).replace("{new}", counts["new"]);
    element.hidden = false;
  });
})();
