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
    var ids = Object.prototype.hasOwnProperty.call(review.decks, deck) ? review.decks[deck] : null;
    if (!Array.isArray(ids)) return;
    var counts = window.SiteProgress.counts(deck, ids, now, review.newCardsPerDay);
    element.textContent = review.counts.replace("{due}", counts.due).replace("{new}", counts["new"]);
    element.hidden = false;
  });
})();
