// The contact filter: a view that shows or hides the rows the page already lists.
// Without JavaScript the filter stays hidden and every contact is listed.
(function () {
  "use strict";
  var box = document.querySelector("[data-contact-filter]");
  var input = box && box.querySelector("[data-filter-input]");
  if (!input) return;
  var status = box.querySelector("[data-filter-status]");
  var empty = document.querySelector("[data-filter-empty]");
  var groups = Array.prototype.slice.call(document.querySelectorAll("[data-contact-group]"));

  // The same folding the page's data-search text had: lower case, accents removed.
  function fold(text) {
    return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
  }

  function apply() {
    var terms = fold(input.value).split(/\s+/).filter(Boolean);
    var shown = 0;
    groups.forEach(function (group) {
      var visible = 0;
      group.querySelectorAll("[data-contact]").forEach(function (row) {
        var text = row.getAttribute("data-search") || "";
        var matches = terms.every(function (term) { return text.indexOf(term) !== -1; });
        row.hidden = !matches;
        if (matches) visible += 1;
      });
      group.hidden = visible === 0;
      shown += visible;
    });
    if (empty) empty.hidden = shown !== 0;
    status.textContent = terms.length === 0 ? input.dataset.all
      : shown === 1 ? input.dataset.one
      : input.dataset.many.replace("{count}", String(shown));
  }

  box.hidden = false;
  input.addEventListener("input", apply);
  apply();
})();
