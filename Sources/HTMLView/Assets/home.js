// The home page's "N due · M new" per deck, counted from the progress kept in this browser.
(function () {
  "use strict";
  var data = document.getElementById("home-review");
  if (!data || !window.SiteProgress) return;
  var review = JSON.parse(data.textContent);
  var now = Date.now();
  document.querySelectorAll("[data-deck-counts]").forEach(function (element) {
    var ids = review.decks[element.getAttribute("data-deck-counts")];
    if (!ids) return;
    var counts = window.SiteProgress.counts(element.getAttribute("data-deck-counts"), ids, now, review.newCardsPerDay);
    element.textContent = review.counts.replace("{due}", counts.due).replace("{new}", counts["new"]);
    element.hidden = false;
  });
})();
