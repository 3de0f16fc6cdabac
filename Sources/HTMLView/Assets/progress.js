// Study progress, kept in the browser (localStorage), one entry per deck, keyed by each card's
// stable identity. It also exports and imports all of it as JSON, and counts what is due.
// window.SiteProgress is the only global.
(function () {
  "use strict";
  var PREFIX = "site-progress:v1:";
  var FORMAT = "site-study-progress";

  function storage() {
    try { return window.localStorage; } catch (error) { return null; }
  }

  function empty() { return { cards: {}, introduced: { day: "", count: 0 } }; }

  function isDeckProgress(value) {
    return value && typeof value === "object" && value.cards && typeof value.cards === "object" &&
      value.introduced && typeof value.introduced.count === "number";
  }

  function load(deck) {
    var store = storage();
    if (!store) return empty();
    try {
      var value = JSON.parse(store.getItem(PREFIX + deck) || "null");
      return isDeckProgress(value) ? value : empty();
    } catch (error) {
      return empty();
    }
  }

  function save(deck, progress) {
    var store = storage();
    if (store) store.setItem(PREFIX + deck, JSON.stringify(progress));
  }

  function reset(deck) {
    var store = storage();
    if (store) store.removeItem(PREFIX + deck);
  }

  function decks() {
    var store = storage();
    var names = [];
    if (!store) return names;
    for (var index = 0; index < store.length; index++) {
      var key = store.key(index);
      if (key && key.indexOf(PREFIX) === 0) names.push(key.slice(PREFIX.length));
    }
    return names.sort();
  }

  function exportAll(now) {
    var result = { format: FORMAT, version: 1, exported: new Date(now).toISOString(), decks: {} };
    decks().forEach(function (deck) { result.decks[deck] = load(deck); });
    return result;
  }

  // Replaces the progress of every deck in the export; other decks are left as they are.
  function importAll(data) {
    if (!data || data.format !== FORMAT || data.version !== 1 || typeof data.decks !== "object") {
      throw new Error("not a progress export");
    }
    Object.keys(data.decks).forEach(function (deck) {
      if (!isDeckProgress(data.decks[deck])) throw new Error("deck " + deck + " is malformed");
    });
    Object.keys(data.decks).forEach(function (deck) { save(deck, data.decks[deck]); });
  }

  // The learner's calendar day, for the daily limit of new cards.
  function localDay(now) {
    var date = new Date(now);
    function pad(number) { return (number < 10 ? "0" : "") + number; }
    return date.getFullYear() + "-" + pad(date.getMonth() + 1) + "-" + pad(date.getDate());
  }

  function newIntroducedToday(progress, now) {
    return progress.introduced.day === localDay(now) ? progress.introduced.count : 0;
  }

  // The due and new rule, written once for the deck page, the home page and the study queue:
  // a card is new until it is first graded, and due once its review time has come.
  function isNew(progress, id) { return !progress.cards[id]; }
  function isDue(progress, id, now) { return !isNew(progress, id) && progress.cards[id].due <= now; }
  // How many new cards may still be introduced today.
  function newAllowed(progress, now, newPerDay) { return Math.max(0, newPerDay - newIntroducedToday(progress, now)); }

  // { due, new }: cards whose review is due now, and new cards still allowed today.
  function counts(deck, ids, now, newPerDay) {
    var progress = load(deck);
    var due = ids.filter(function (id) { return isDue(progress, id, now); }).length;
    var unseen = ids.filter(function (id) { return isNew(progress, id); }).length;
    return { due: due, "new": Math.min(unseen, newAllowed(progress, now, newPerDay)) };
  }

  window.SiteProgress = {
    load: load, save: save, reset: reset, exportAll: exportAll, importAll: importAll,
    counts: counts, localDay: localDay, newIntroducedToday: newIntroducedToday,
    isNew: isNew, isDue: isDue, newAllowed: newAllowed
  };
})();
