// Study progress, kept in the browser (localStorage), one entry per deck, keyed by each card's
// stable identity; what is due, new, buried; the figures of the progress panel.
// window.SiteProgress is the only global. Export, import and reset are in progress-tools.js,
// which the deck page loads when the learner opens them; it adds exportAll and importAll here.
// Taking over progress kept under a deck's or a card's earlier identity is in progress-adopt.js,
// which only a page that names earlier identities loads; it adds adoptEarlier and adoptEarlierDeck.
//
// Nothing is lost without a word: progress the browser refuses to store (storage full) is kept
// for the page, exported with the rest, and written by the next save that succeeds.
(function () {
  "use strict";
  // Everything this site keeps in the browser is keyed by the site's root address, worked out
  // from this script's own (assets/progress.js), as offline.js finds the service worker: sites
  // that share an origin (`user.github.io/a/` and `/b/`, or any two opened from disk, which
  // Chromium gives one storage) then never share a deck's progress. A site moved to another
  // address does not find there what it kept at the old one: export and import carry it over.
  var script = document.currentScript;
  var ROOT = script && script.src ? new URL("../", script.src).href : new URL("/", location.href).href;
  // The key of this site's item `name` of `deck`, and its key before keys were per site (builds
  // before 2 December 2026), when every site on the origin shared it.
  var siteKey = (name, deck) => name + " " + ROOT + " " + deck;
  var legacyKey = (name, deck) => name + ":" + deck;
  var PROGRESS = "site-progress:v1", PREFIX = siteKey(PROGRESS, ""), LEGACY = legacyKey(PROGRESS, "");
  // Until this site first writes a deck's progress (a grade, a reset, an import, an adoption),
  // it reads the deck's progress, and whether it adopted an earlier slug's, from the shared keys:
  // whole, as it was (the entry may also hold another site's cards of a deck with the same slug,
  // which this deck never counts, and this deck's earlier card identities: progress-adopt.js). The
  // first write marks the deck (CLAIMED), so a reset stays a reset; the shared entry stays, as
  // another site may read it too.
  var CLAIMED = siteKey("site-progress-claimed:v1", "");
  var CARD_ID = /^[0-9a-f]{16}(?:-[0-9]+)?$/; // a card's identity (CardIdentity.swift)
  var DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

  // Progress of the decks whose last save the browser refused, as JSON text, by deck.
  var unsaved = Object.create(null);

  var storage = () => {
    try { return window.localStorage; } catch (error) { return null; }
  };

  // An own property of `table` (never one of Object.prototype's, such as "constructor").
  var has = (table, key) => Object.prototype.hasOwnProperty.call(table, key);

  // A deck's progress may also hold `history`: by local day, [reviews, answers to cards in
  // Review, of which passed], for the progress panel (reviews per day and true retention). It is
  // added by the first grade; progress from before it has none and is kept as it is.
  var empty = () => ({ cards: {}, introduced: { day: "", count: 0 } });

  var isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
  // An object of fields, none named "__proto__" (copied, it would set a prototype). Objects keyed by
  // deck or card have their keys checked against a deck's slug and CARD_ID instead.
  var isRecord = (value) => isObject(value) && !has(value, "__proto__");
  var isNumber = (value) => typeof value === "number" && isFinite(value);
  var isCount = (value) => isNumber(value) && value >= 0 && Math.floor(value) === value;

  // The card shape of fsrs.js, one rule per field, checked in this order. A field breaking its
  // rule is reported by name; progress-tools.js words it (its labels' importProblems).
  var LEARNING = 1, REVIEW = 2;
  var CARD_RULES = {
    state: (card) => card.state === 1 || card.state === 2 || card.state === 3,
    step: (card) => card.state === REVIEW ? card.step === null : isCount(card.step),
    stability: (card) => isNumber(card.stability) ? card.stability > 0 : card.stability === null && card.state === LEARNING,
    difficulty: (card) => isNumber(card.difficulty) ? card.difficulty >= 1 && card.difficulty <= 10
      : card.difficulty === null && card.state === LEARNING,
    due: (card) => isNumber(card.due),
    lastReview: (card) => card.lastReview === null || isNumber(card.lastReview)
  };
  // The first rule `card` breaks, by name, or undefined.
  var brokenRule = (card) => Object.keys(CARD_RULES).filter((field) => !CARD_RULES[field](card))[0];

  // How many new cards were introduced on which day (for the daily limit): none yet is day "".
  var isIntroduced = (value) => isRecord(value) &&
    (value.day === "" || (typeof value.day === "string" && DAY.test(value.day))) && isCount(value.count);

  // By day, three counts, each at most the one before.
  var isHistory = (value) => value === undefined || (isObject(value) && Object.keys(value).every((day) => {
    var counts = value[day];
    return DAY.test(day) && Array.isArray(counts) && counts.length === 3 && counts.every(isCount) &&
      counts[2] <= counts[1] && counts[1] <= counts[0];
  }));

  // The first thing wrong with one deck's progress as { rule, card }, or null when it is sound.
  var deckProblem = (progress) => {
    if (!isRecord(progress)) return { rule: "deck" };
    if (!isObject(progress.cards)) return { rule: "cards" };
    if (!isIntroduced(progress.introduced)) return { rule: "introduced" };
    if (!isHistory(progress.history)) return { rule: "history" };
    var ids = Object.keys(progress.cards);
    for (var index = 0; index < ids.length; index++) {
      var id = ids[index], record = progress.cards[id];
      if (!CARD_ID.test(id)) return { rule: "cardID", card: id };
      if (!isRecord(record)) return { rule: "card", card: id };
      var broken = brokenRule(record);
      if (broken) return { rule: broken, card: id };
    }
    return null;
  };

  var claimed = (store, deck) => store.getItem(CLAIMED + deck) !== null;

  // The deck's stored progress as JSON text, or null: kept for the page, stored under this
  // site's key, or, for a deck this site never wrote, the shared progress from before.
  var storedText = (deck) => {
    if (unsaved[deck] !== undefined) return unsaved[deck];
    var store = storage();
    if (!store) return null;
    var text = store.getItem(PREFIX + deck);
    return text !== null || claimed(store, deck) ? text : store.getItem(LEGACY + deck);
  };

  // Marks the deck as written by this site; false when storage is off or full.
  var claim = (deck) => {
    var store = storage();
    try {
      if (store && !claimed(store, deck)) store.setItem(CLAIMED + deck, "1");
    } catch (error) {
      return false;
    }
    return !!store;
  };

  // One of this site's other items of a deck (study.js: its study mode, its first visit): with
  // `value`, stores it if storage takes it; without, its value, or the shared one from before, or null.
  var item = (name, deck, value) => {
    var store = storage();
    if (!store) return null;
    try {
      if (value !== undefined) return store.setItem(siteKey(name, deck), value);
      var own = store.getItem(siteKey(name, deck));
      return own !== null ? own : store.getItem(legacyKey(name, deck));
    } catch (error) {
      return null;
    }
  };

  var load = (deck) => {
    var text = storedText(deck);
    try {
      var value = JSON.parse(text || "null");
      return deckProblem(value) ? empty() : value;
    } catch (error) {
      return empty();
    }
  };

  // Stores a deck's progress. If the browser refuses (storage full or turned off), the progress
  // is kept for this page instead and save returns false; hasUnsaved() says so until a save works.
  var save = (deck, progress) => {
    var text = JSON.stringify(progress);
    try {
      storage().setItem(PREFIX + deck, text);
    } catch (error) {
      unsaved[deck] = text;
      return false;
    }
    delete unsaved[deck];
    claim(deck);
    return true;
  };

  var hasUnsaved = () => Object.keys(unsaved).length > 0;

  // The learner's calendar day, for the daily limit of new cards.
  var localDay = (now) => {
    var date = new Date(now);
    var pad = (number) => (number < 10 ? "0" : "") + number;
    return date.getFullYear() + "-" + pad(date.getMonth() + 1) + "-" + pad(date.getDate());
  };

  var newIntroducedToday = (progress, now) => progress.introduced.day === localDay(now) ? progress.introduced.count : 0;

  // A card's progress, or null for a card never graded.
  var cardProgress = (progress, id) => has(progress.cards, id) ? progress.cards[id] : null;

  // The due and new rule, written once for the deck page, the home page and the study queue:
  // a card is new until it is first graded, and due once its review time has come.
  var isNew = (progress, id) => cardProgress(progress, id) === null;
  var isDue = (progress, id, now) => !isNew(progress, id) && progress.cards[id].due <= now;
  // Anki's learn-ahead limit: with nothing else to study, a card due within it is shown now.
  var LEARN_AHEAD = 20 * 60 * 1000;
  // Learning (1) or Relearning (3): not (yet) in Review.
  var isLearning = (card) => card !== null && card.state !== REVIEW;
  // A card in (re)learning whose next step falls within the learn-ahead limit: the session shows
  // it today, so it counts as due, as in Anki's learning count.
  var isLearningSoon = (progress, id, now) => {
    var card = cardProgress(progress, id);
    return isLearning(card) && card.due <= now + LEARN_AHEAD;
  };
  // How many new cards may still be introduced today.
  var newAllowed = (progress, now, newPerDay) => Math.max(0, newPerDay - newIntroducedToday(progress, now));

  // Anki buries siblings: once a card of a note was reviewed today, the note's other cards wait
  // until tomorrow, unless they are in (re)learning. `siblings[index]` is the card's note's first
  // card (Deck.siblingGroups); a note's cards are next to each other.
  var isBuried = (progress, ids, siblings, index, now) => {
    if (isLearning(cardProgress(progress, ids[index]))) return false;
    var today = localDay(now);
    for (var other = siblings[index]; other < ids.length && siblings[other] === siblings[index]; other++) {
      var sibling = other === index ? null : cardProgress(progress, ids[other]);
      if (sibling !== null && sibling.lastReview !== null && localDay(sibling.lastReview) === today) return true;
    }
    return false;
  };

  // { due, new }: cards whose review is due now or that are in learning (isLearningSoon), and new
  // cards still allowed today; buried siblings are not counted.
  var counts = (deck, ids, siblings, now, newPerDay) => {
    var progress = load(deck);
    var due = 0, unseen = 0;
    ids.forEach((id, index) => {
      if (isBuried(progress, ids, siblings, index, now)) return;
      if (isNew(progress, id)) unseen += 1;
      else if (isDue(progress, id, now) || isLearningSoon(progress, id, now)) due += 1;
    });
    return { due: due, "new": Math.min(unseen, newAllowed(progress, now, newPerDay)) };
  };

  // Adds a grade to the day's history: `before` is the card's progress before grading (null
  // for a new card). Only answers to cards in Review count towards true retention, as in Anki.
  var recordReview = (progress, before, rating, now) => {
    var day = localDay(now);
    if (!progress.history) progress.history = {};
    var counts = has(progress.history, day) ? progress.history[day] : [0, 0, 0];
    var inReview = before !== null && before.state === REVIEW;
    progress.history[day] = [counts[0] + 1, counts[1] + (inReview ? 1 : 0), counts[2] + (inReview && rating > 1 ? 1 : 0)];
  };

  // The local day `offset` days after the one of `now` (negative: before), as "YYYY-MM-DD".
  var dayAfter = (now, offset) => {
    var date = new Date(now);
    return localDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + offset, 12).getTime());
  };

  // What the progress panel shows: reviews today, true retention over the last 30 days (answers
  // to cards in Review that were not Again), the cards due tomorrow and within the next 7 days
  // (by their due day; a card already due is not counted again), and reviews on each of the last
  // `days` days, oldest first.
  var stats = (deck, ids, now, days) => {
    var progress = load(deck);
    var history = progress.history || {};
    var on = (day) => has(history, day) ? history[day] : [0, 0, 0];
    var answers = 0, passed = 0;
    for (var back = 0; back < 30; back++) {
      var counts = on(dayAfter(now, -back));
      answers += counts[1];
      passed += counts[2];
    }
    var tomorrow = dayAfter(now, 1), lastDay = dayAfter(now, 7);
    var dueTomorrow = 0, dueWeek = 0;
    ids.forEach((id) => {
      var card = cardProgress(progress, id);
      if (card === null || card.due <= now) return;
      var day = localDay(card.due);
      if (day === tomorrow) dueTomorrow += 1;
      if (day <= lastDay) dueWeek += 1;
    });
    var chart = [];
    for (var offset = 1 - days; offset <= 0; offset++) {
      var date = dayAfter(now, offset);
      chart.push({ day: date, reviews: on(date)[0] });
    }
    return {
      today: on(localDay(now))[0], answers: answers, passed: passed,
      dueTomorrow: dueTomorrow, dueWeek: dueWeek, days: chart
    };
  };

  window.SiteProgress = {
    load: load, save: save, hasUnsaved: hasUnsaved,
    counts: counts, localDay: localDay, newIntroducedToday: newIntroducedToday,
    cardProgress: cardProgress, isNew: isNew, isDue: isDue, newAllowed: newAllowed, isBuried: isBuried, LEARN_AHEAD: LEARN_AHEAD,
    recordReview: recordReview, stats: stats,
    // For progress-tools.js, schedule-offer.js and progress-adopt.js: where decks are stored, what
    // is kept for the page, the record rules.
    PREFIX: PREFIX, storage: storage, unsaved: unsaved, isObject: isObject, isRecord: isRecord, deckProblem: deckProblem,
    brokenRule: brokenRule, CLAIMED: CLAIMED, LEGACY: LEGACY, storedText: storedText, claim: claim, claimed: claimed, empty: empty,
    siteKey: siteKey, legacyKey: legacyKey, CARD_ID: CARD_ID,
    // For study.js: its other items of a deck.
    item: item
  };
})();
