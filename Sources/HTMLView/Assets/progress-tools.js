// Export, import and reset of study progress: the deck page's "Export, import or reset" fold.
// The page does not load this when it opens: study.js adds it (after progress-tools-labels.js,
// its words, which the build writes from the presenter) the first time the learner opens the
// fold, then calls window.SiteProgressTools(fold, page). It adds exportAll and importAll to
// window.SiteProgress, whose storage they share (progress.js).
//
// Nothing is lost without a word: an import is checked record by record and written whole or not
// at all; an export includes the progress kept only in the page while storage is full.
(function () {
  "use strict";
  var progress = window.SiteProgress;
  var FORMAT = "site-study-progress";
  // A deck's key: its slug (Slug.swift), runs of lower-case ASCII letters, digits and code
  // points outside ASCII (every letter of another script a slug keeps is one), joined by single
  // hyphens. (Not \p{L}: ES2015 has no such class.)
  var SLUG = /^(?:[a-z0-9]|[^\x00-\x7f])+(?:-(?:[a-z0-9]|[^\x00-\x7f])+)*$/;
  var PREFIX = progress.PREFIX, unsaved = progress.unsaved, storage = progress.storage;

  // An import refused: `rule` is "format" (not a progress export), "storageFull", "cancelled", or
  // the rule of SiteProgress.deckProblem (or "deckName") that the named deck and card break.
  function refusal(rule, deck, card) {
    var error = new Error("progress not imported: " + rule);
    error.rule = rule;
    error.deck = deck;
    error.card = card;
    return error;
  }

  // Every deck with progress, stored or kept for the page, and every deck with progress from
  // before keys were per site that this site reads (SiteProgress.load): it may be another site's
  // on the origin, but an export must never leave out any of this one's.
  function decks() {
    var names = Object.keys(unsaved);
    var store = storage();
    for (var index = 0; store && index < store.length; index++) {
      var key = store.key(index) || "";
      var prefix = [PREFIX, progress.LEGACY].filter(function (start) { return key.indexOf(start) === 0; })[0];
      var deck = prefix === undefined ? null : key.slice(prefix.length);
      if (deck !== null && SLUG.test(deck) && names.indexOf(deck) < 0 && progress.storedText(deck) !== null) names.push(deck);
    }
    return names.sort();
  }

  function exportAll(now) {
    var result = { format: FORMAT, version: 1, exported: new Date(now).toISOString(), decks: {} };
    decks().forEach(function (deck) { result.decks[deck] = progress.load(deck); });
    return result;
  }

  // Replaces the progress of every deck in the export; other decks are left as they are. Throws
  // a refusal, and changes nothing, if any record is wrong, if the browser has no room for all,
  // or if `confirmReplacing(decks)` answers false for the decks whose progress it would replace
  // (each { deck, here, file }: how many cards have progress here, and in the file).
  function importAll(data, confirmReplacing) {
    if (!progress.isRecord(data) || data.format !== FORMAT || data.version !== 1 || !progress.isObject(data.decks)) {
      throw refusal("format");
    }
    var names = Object.keys(data.decks);
    names.forEach(function (deck) {
      if (!SLUG.test(deck)) throw refusal("deckName", deck);
      var problem = progress.deckProblem(data.decks[deck]);
      if (problem) throw refusal(problem.rule, deck, problem.card);
    });
    var replaced = names.map(function (deck) {
      return { deck: deck, here: Object.keys(progress.load(deck).cards).length, file: Object.keys(data.decks[deck].cards).length };
    }).filter(function (deck) { return deck.here > 0; });
    if (replaced.length && confirmReplacing && !confirmReplacing(replaced)) throw refusal("cancelled");
    // Each deck with its mark as this site's (progress.js, CLAIMED), in the same all or nothing.
    writeAll([].concat.apply([], names.map(function (deck) {
      return [[PREFIX + deck, JSON.stringify(data.decks[deck])], [progress.CLAIMED + deck, "1"]];
    })));
    names.forEach(function (deck) { delete unsaved[deck]; });
  }

  // Writes every [key, value] or none: when the browser refuses one (storage full), each key is
  // put back as it was. Removing them all first means putting back never needs more room than
  // they had before.
  function writeAll(entries) {
    var store = storage();
    if (!store) throw refusal("storageFull");
    var previous = entries.map(function (entry) { return store.getItem(entry[0]); });
    try {
      entries.forEach(function (entry) { store.setItem(entry[0], entry[1]); });
    } catch (error) {
      entries.forEach(function (entry) { store.removeItem(entry[0]); });
      entries.forEach(function (entry, index) {
        if (previous[index] !== null) store.setItem(entry[0], previous[index]);
      });
      throw refusal("storageFull");
    }
  }

  // Forgets the deck's progress (a reset): removed, and marked as this site's (progress.js,
  // CLAIMED), so that the progress shared before keys were per site is not read instead. When
  // storage is full even for the mark, the empty progress is kept for the page, which says so
  // (hasUnsaved), as for a grade.
  function reset(deck) {
    delete unsaved[deck];
    var store = storage();
    if (store) store.removeItem(PREFIX + deck);
    if (store && !progress.claim(deck)) unsaved[deck] = JSON.stringify(progress.empty());
  }

  progress.exportAll = exportAll;
  progress.importAll = importAll;

  // The fold's controls. `page` is what study.js lends them: the deck's key and title, fill (a
  // label's {…} filled in), announce, report (shown under the panel and announced) and changed
  // (the session starts over from the stored progress).
  window.SiteProgressTools = function (fold, page) {
    var labels = window.SiteProgressToolsLabels;

    // Why an import was refused, in the presenter's words.
    function importFailure(error) {
      if (error.rule === "storageFull") return labels.importStorageFull;
      if (error.rule === "cancelled") return labels.importCancelled;
      if (error.deck === undefined) return labels.importFailed; // not JSON, or not a progress export
      var values = { deck: error.deck, card: error.card, problem: labels.importProblems[error.rule] };
      return page.fill(error.card === undefined ? labels.importDeckProblem : labels.importCardProblem, values);
    }

    function on(selector, type, handle) {
      var control = fold.querySelector(selector);
      control.addEventListener(type, handle);
      control.disabled = false;
    }

    on("[data-reset]", "click", function () {
      if (!window.confirm(page.fill(labels.resetConfirm, { title: page.title }))) return;
      reset(page.deck);
      page.changed();
      page.announce(labels.resetDone);
    });
    on("[data-export]", "click", function () {
      var blob = new Blob([JSON.stringify(exportAll(Date.now()), null, 2)], { type: "application/json" });
      var link = document.createElement("a");
      link.href = URL.createObjectURL(blob);
      link.download = "study-progress-" + progress.localDay(Date.now()) + ".json";
      document.body.appendChild(link);
      link.click();
      setTimeout(function () { URL.revokeObjectURL(link.href); link.remove(); }, 0);
      page.report(page.fill(labels.exportDone, { file: link.download }));
    });
    on("[data-import]", "change", function (event) {
      var file = event.target.files && event.target.files[0];
      if (!file) return;
      file.text().then(function (text) {
        importAll(JSON.parse(text), function (decks) {
          var names = decks.map(function (deck) { return page.fill(labels.importReplaced, deck); }).join(", ");
          return window.confirm(page.fill(labels.importConfirm, { decks: names }));
        });
        page.changed();
        page.report(labels.importDone);
      }).catch(function (error) {
        page.report(importFailure(error));
      });
      event.target.value = "";
    });
  };
})();
