// Export, import and reset of study progress: the deck page's "Export, import or reset" fold.
// The page does not load this when it opens: study.js adds it (after progress-tools-labels.js,
// its words, which the build writes from the presenter) the first time the learner opens the
// fold, then calls window.SiteProgressTools(fold, page). It adds exportAll and importAll to
// window.SiteProgress, whose storage they share (progress.js).
//
// An export (version 2) holds each deck's review log, its cards' schedules and starts, and the
// scheduler settings it was studied with. An import merges, by the rules of `site progress
// merge` (DeckProgress.swift): the union of the two logs, every card replayed. Nothing is lost
// without a word: an import is checked record by record and written whole or not at all; an
// export includes the progress kept only in the page while storage is full.
(function () {
  "use strict";
  var progress = window.SiteProgress;
  var FORMAT = "site-study-progress";
  // A deck's key: its slug (Slug.swift), runs of lower-case ASCII letters, digits and code
  // points outside ASCII (every letter of another script a slug keeps is one), joined by single
  // hyphens. (Not \p{L}: ES2015 has no such class.)
  var SLUG = /^(?:[a-z0-9]|[^\x00-\x7f])+(?:-(?:[a-z0-9]|[^\x00-\x7f])+)*$/;
  var PREFIX = progress.PREFIX, unsaved = progress.unsaved, storage = progress.storage;
  // A review's time is at most the end of the year 9999 (ProgressExport.lastReviewTime): every
  // due time replaying it gives is then one Date holds, and progress.js keeps.
  var LAST_REVIEW_TIME = 253402300799999;
  var isObject = progress.isObject, isRecord = progress.isRecord;
  var has = (table, key) => Object.prototype.hasOwnProperty.call(table, key);

  // An import refused: `rule` is "format" (not a progress export), "storageFull", or the rule
  // (ProgressTools.ImportProblems) that the named deck and card (or review) break.
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

  // The log's order: by time, then card, then rating (Review.inLogOrder).
  function inLogOrder(a, b) {
    return a.time - b.time || (a.card < b.card ? -1 : a.card > b.card ? 1 : a.rating - b.rating);
  }

  // A stored log (by card, [time, rating, duration, …]) as a list of reviews in log order.
  function reviewsOf(log) {
    var reviews = [];
    Object.keys(log).forEach(function (card) {
      for (var at = 0; at < log[card].length; at += 3) {
        reviews.push({ card: card, time: log[card][at], rating: log[card][at + 1], duration: log[card][at + 2] });
      }
    });
    return reviews.sort(inLogOrder);
  }

  // The settings an export names: the scheduler's, all of them (fsrs.js fills in its defaults).
  function settingsOf(scheduler) {
    var options = scheduler.options;
    return {
      desiredRetention: options.desiredRetention, learningSteps: options.learningSteps,
      relearningSteps: options.relearningSteps, maximumInterval: options.maximumInterval, parameters: options.parameters
    };
  }

  // The scheduler of the page that opened the tools (the site's settings), for exportAll and
  // importAll called without one.
  var pageScheduler = null;

  function exportAll(now, scheduler) {
    scheduler = scheduler || pageScheduler;
    var result = { format: FORMAT, version: 2, exported: new Date(now).toISOString(), decks: {} };
    decks().forEach(function (deck) {
      var stored = progress.load(deck);
      var entry = { cards: stored.cards, reviews: reviewsOf(stored.log), settings: settingsOf(scheduler) };
      if (Object.keys(stored.starts).length) entry.starts = stored.starts;
      if (stored.history) entry.history = stored.history;
      result.decks[deck] = entry;
    });
    return result;
  }

  // The first wrong record of a version-2 deck, as { rule, card }, or null (ProgressExport.swift
  // checks the same).
  function deckProblem(deck) {
    if (!isRecord(deck)) return { rule: "deck" };
    if (!isObject(deck.cards)) return { rule: "cards" };
    if (!progress.isHistory(deck.history)) return { rule: "history" };
    if (!Array.isArray(deck.reviews)) return { rule: "reviews" };
    for (var index = 0; index < deck.reviews.length; index++) {
      var review = deck.reviews[index], where = "#" + (index + 1);
      if (!isRecord(review)) return { rule: "review", card: where };
      if (typeof review.card !== "string" || !progress.CARD_ID.test(review.card)) return { rule: "reviewCard", card: where };
      if (!progress.isReview(review.time, 1, 0) || review.time > LAST_REVIEW_TIME) return { rule: "time", card: where };
      if (!progress.isReview(0, review.rating, 0)) return { rule: "rating", card: where };
      if (!progress.isReview(0, 1, review.duration)) return { rule: "duration", card: where };
    }
    if (deck.starts !== undefined && !isObject(deck.starts)) return { rule: "starts" };
    if (deck.settings !== undefined && !isSettings(deck.settings)) return { rule: "settings" };
    return progress.tableProblem(deck.cards) || progress.tableProblem(deck.starts || {});
  }

  // py-fsrs's bounds of each of the 21 weights (FSRSScheduler.Settings.parameterBounds).
  var LOWER = [0.001, 0.001, 0.001, 0.001, 1, 0.001, 0.001, 0.001, 0, 0, 0.001, 0.001, 0.001, 0.001, 0, 0, 1, 0, 0, 0, 0.1];
  var UPPER = [100, 100, 100, 100, 10, 4, 4, 0.75, 4.5, 0.8, 3.5, 5, 0.25, 0.9, 4, 1, 6, 2, 2, 0.8, 0.8];

  // Settings as ProgressExport.swift reads them: each field optional, each checked; a maximum
  // interval of 1 to 36,500 days.
  function isSettings(settings) {
    if (!isRecord(settings)) return false;
    var steps = (value) => value === undefined || (Array.isArray(value) && value.every((step) => Number.isSafeInteger(step) && step > 0 && step % 1000 === 0));
    var retention = settings.desiredRetention, days = settings.maximumInterval, weights = settings.parameters;
    return steps(settings.learningSteps) && steps(settings.relearningSteps) &&
      (retention === undefined || (typeof retention === "number" && retention > 0 && retention < 1)) &&
      (days === undefined || (Number.isSafeInteger(days) && days >= 1 && days <= 36500)) &&
      (weights === undefined || (Array.isArray(weights) && weights.length === 21 &&
        weights.every((w, index) => typeof w === "number" && w >= LOWER[index] && w <= UPPER[index])));
  }

  // What a deck of the file brings to a merge: its reviews, its starts, and the schedules a
  // merge may take as starts (a version-1 file's, and a version-2 card that neither a review nor
  // a start explains).
  function partOf(deck, version) {
    var reviews = version === 1 ? [] : deck.reviews.slice().sort(inLogOrder);
    var starts = version === 1 ? {} : Object.assign({}, deck.starts), schedules = {};
    var reviewed = {};
    reviews.forEach(function (review) { reviewed[review.card] = true; });
    Object.keys(deck.cards).forEach(function (card) {
      if (!has(starts, card) && !has(reviewed, card)) schedules[card] = deck.cards[card];
    });
    return { reviews: reviews, starts: starts, schedules: schedules, history: deck.history || {} };
  }

  // The merge of several parts of one deck's progress, in order of precedence (this browser's
  // first): DeckProgress.merged, rule for rule. A review in several parts (same card, time and
  // rating) counts once, with the first one's duration. A card starts from the latest of its
  // candidates (its starts, and its schedules not dated among its reviews; of the same date, the
  // earlier part's, a start before a schedule), and its reviews after it are replayed.
  function merge(parts, scheduler) {
    var seen = {}, reviews = [], byCard = {}, cards = {};
    parts.forEach(function (part) {
      part.reviews.forEach(function (review) {
        var key = review.card + " " + review.time + " " + review.rating;
        if (!has(seen, key)) reviews.push(seen[key] = review);
      });
      Object.keys(part.starts).concat(Object.keys(part.schedules)).forEach(function (card) { cards[card] = true; });
    });
    reviews.sort(inLogOrder);
    var merged = { cards: {}, log: {}, starts: {}, history: {} };
    reviews.forEach(function (review) {
      cards[review.card] = true;
      (byCard[review.card] = byCard[review.card] || []).push(review);
      (merged.log[review.card] = merged.log[review.card] || []).push(review.time, review.rating, review.duration);
    });
    var date = (card) => card.lastReview === null ? -Infinity : card.lastReview;
    Object.keys(cards).forEach(function (card) {
      var times = (byCard[card] || []).map(function (review) { return review.time; });
      var candidates = [];
      parts.forEach(function (part, index) {
        if (has(part.starts, card)) candidates.push({ date: date(part.starts[card]), order: 2 * index, schedule: part.starts[card] });
        if (!has(part.schedules, card)) return;
        var from = date(part.schedules[card]);
        if (times.every(function (time) { return time > from; }) || times.every(function (time) { return time < from; })) {
          candidates.push({ date: from, order: 2 * index + 1, schedule: part.schedules[card] });
        }
      });
      var start = candidates.sort(function (a, b) { return a.date < b.date ? 1 : a.date > b.date ? -1 : a.order - b.order; })[0];
      if (start) merged.starts[card] = start.schedule;
      merged.cards[card] = progress.replay(start ? start.schedule : null, merged.log[card] || [], scheduler);
    });
    parts.forEach(function (part) {
      Object.keys(part.history).forEach(function (day) {
        var counts = merged.history[day] || [0, 0, 0];
        merged.history[day] = counts.map(function (count, index) { return Math.max(count, part.history[day][index]); });
      });
    });
    if (!Object.keys(merged.history).length) delete merged.history;
    return { progress: merged, reviews: reviews.length };
  }

  // Merges the export into every deck it names; other decks are left as they are. Returns what
  // it did: { added, here } reviews of the file that were new here and that were here already,
  // { cards } schedules a version-1 file brought (without reviews), and the file's { version }. Throws a refusal, and changes
  // nothing, if any record is wrong or if the browser has no room for all.
  function importAll(data, scheduler) {
    scheduler = scheduler || pageScheduler;
    if (!isRecord(data) || data.format !== FORMAT || (data.version !== 1 && data.version !== 2) || !isObject(data.decks)) {
      throw refusal("format");
    }
    var names = Object.keys(data.decks);
    names.forEach(function (deck) {
      if (!SLUG.test(deck)) throw refusal("deckName", deck);
      var problem = data.version === 1 ? progress.deckProblem(data.decks[deck]) : deckProblem(data.decks[deck]);
      if (problem) throw refusal(problem.rule, deck, problem.card);
    });
    var outcome = { added: 0, here: 0, cards: 0, version: data.version };
    var entries = names.map(function (deck) {
      var here = progress.load(deck), file = partOf(data.decks[deck], data.version);
      var local = { reviews: reviewsOf(here.log), starts: here.starts, schedules: {}, history: here.history || {} };
      var merged = merge([local, file], scheduler);
      outcome.added += merged.reviews - local.reviews.length;
      outcome.here += file.reviews.length - (merged.reviews - local.reviews.length);
      outcome.cards += data.version === 1 ? Object.keys(file.schedules).length : 0;
      return merged.progress;
    });
    // Each deck with its mark as this site's (progress.js, CLAIMED), in the same all or nothing.
    writeAll([].concat.apply([], names.map(function (deck, index) {
      return [[PREFIX + deck, JSON.stringify(entries[index])], [progress.CLAIMED + deck, "1"]];
    })));
    names.forEach(function (deck) { delete unsaved[deck]; });
    return outcome;
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
  // label's {…} filled in), announce, report (shown under the panel and announced), changed
  // (the session starts over from the stored progress), scheduler (the site's, fsrs.js) and
  // exported (remembers that the progress until then is backed up).
  window.SiteProgressTools = function (fold, page) {
    var labels = window.SiteProgressToolsLabels;
    pageScheduler = page.scheduler;

    // Why an import was refused, in the presenter's words.
    function importFailure(error) {
      if (error.rule === "storageFull") return labels.importStorageFull;
      if (error.deck === undefined) return labels.importFailed; // not JSON, or not a progress export
      var values = { deck: error.deck, card: error.card, problem: labels.importProblems[error.rule] };
      return page.fill(error.card === undefined ? labels.importDeckProblem : labels.importCardProblem, values);
    }

    function on(selector, type, handle) {
      var control = fold.querySelector(selector);
      control.addEventListener(type, handle);
      control.disabled = false;
      return control;
    }

    // The export as a file; where the browser can hand files to other apps (Safari on iOS, Chrome
    // on Android), the system's share sheet sends it (AirDrop, mail, a cloud drive), else it is downloaded.
    function file(now) {
      var name = "study-progress-" + progress.localDay(now) + ".json";
      return new File([JSON.stringify(exportAll(now, page.scheduler))], name, { type: "application/json" });
    }
    var canShare = (files) => !!(navigator.canShare && navigator.canShare({ files: files }));

    on("[data-reset]", "click", function () {
      if (!window.confirm(page.fill(labels.resetConfirm, { title: page.title }))) return;
      reset(page.deck);
      page.changed();
      page.announce(labels.resetDone);
    });
    var send = on("[data-export]", "click", function () {
      var now = Date.now(), made = file(now);
      if (canShare([made])) {
        navigator.share({ files: [made], title: made.name }).then(function () {
          page.exported(now);
          page.report(page.fill(labels.sendDone, { file: made.name }));
        }, function () {});
        return;
      }
      var link = document.createElement("a");
      link.href = URL.createObjectURL(made);
      link.download = made.name;
      document.body.appendChild(link);
      link.click();
      setTimeout(function () { URL.revokeObjectURL(link.href); link.remove(); }, 0);
      page.exported(now);
      page.report(page.fill(labels.exportDone, { file: made.name }));
    });
    if (canShare([new File(["{}"], "progress.json", { type: "application/json" })])) send.textContent = labels.sendProgress;
    on("[data-import]", "change", function (event) {
      var chosen = event.target.files && event.target.files[0];
      if (!chosen) return;
      chosen.text().then(function (text) {
        var outcome = importAll(JSON.parse(text), page.scheduler);
        page.changed();
        // "1 review", "37 reviews": the presenter's [one, other].
        var count = (forms, number) => page.fill(forms[number === 1 ? 0 : 1], { count: number });
        page.report(page.fill(outcome.version === 1 ? labels.importMergedSchedules : labels.importMerged, {
          added: count(labels.reviewCount, outcome.added), here: count(labels.alreadyHere, outcome.here),
          cards: count(labels.cardCount, outcome.cards)
        }));
      }).catch(function (error) {
        page.report(importFailure(error));
      });
      event.target.value = "";
    });
  };
})();
