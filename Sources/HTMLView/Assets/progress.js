// Study progress, kept in the browser (localStorage), one entry per deck, keyed by each card's
// stable identity: the review log and each card's schedule; grading and undoing; what is due,
// new, buried. window.SiteProgress is the only global. Export, import (a merge) and reset are in
// progress-tools.js, which the deck page loads when the learner opens them; it adds exportAll and
// importAll here. The progress panel's figures are in progress-panel.js.
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

  // A deck's progress: each card's schedule (`cards`); the review log (`log`: by card, its reviews
  // in time order as [time, rating, duration, time, rating, duration, …]); the schedules of cards
  // studied before the log began (`starts`), each dated by its last review, which the log's later
  // reviews continue (DeckProgress.swift). A card's schedule is what FSRS gives by replaying its
  // start and log (replay). Progress from before the log had only cards, `introduced` (new cards
  // introduced on a day, now counted from the log) and `history` (by local day, [reviews, answers
  // to cards in Review, of which passed]): its cards become starts (load), and its history is kept
  // for the progress panel beside the log's.
  var empty = () => ({ cards: {}, log: {}, starts: {} });

  var isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
  // An object of fields, none named "__proto__" (copied, it would set a prototype). Objects keyed by
  // deck or card have their keys checked against a deck's slug and CARD_ID instead.
  var isRecord = (value) => isObject(value) && !has(value, "__proto__");
  var isNumber = (value) => typeof value === "number" && isFinite(value);
  var isCount = (value) => Number.isSafeInteger(value) && value >= 0;
  // Milliseconds since 1970, whole (every time the scheduler writes is), at most Date's last.
  var isTime = (value) => isCount(value) && value <= 864e13;

  // The card shape of fsrs.js, one rule per field, checked in this order. A field breaking its
  // rule is reported by name; progress-tools.js words it (its labels' importProblems).
  var LEARNING = 1, REVIEW = 2;
  var CARD_RULES = {
    state: (card) => card.state === 1 || card.state === 2 || card.state === 3,
    step: (card) => card.state === REVIEW ? card.step === null : isCount(card.step),
    stability: (card) => isNumber(card.stability) ? card.stability > 0 : card.stability === null && card.state === LEARNING,
    difficulty: (card) => isNumber(card.difficulty) ? card.difficulty >= 1 && card.difficulty <= 10
      : card.difficulty === null && card.state === LEARNING,
    due: (card) => isTime(card.due),
    lastReview: (card) => card.lastReview === null || isTime(card.lastReview)
  };
  // The first rule `card` breaks, by name, or undefined.
  var brokenRule = (card) => Object.keys(CARD_RULES).filter((field) => !CARD_RULES[field](card))[0];

  // A card's schedules by card identity, each by the card rules: the first wrong one as
  // { rule, card }, or null.
  var tableProblem = (table) => {
    var ids = Object.keys(table);
    for (var index = 0; index < ids.length; index++) {
      var id = ids[index], record = table[id];
      if (!CARD_ID.test(id)) return { rule: "cardID", card: id };
      if (!isRecord(record)) return { rule: "card", card: id };
      var broken = brokenRule(record);
      if (broken) return { rule: broken, card: id };
    }
    return null;
  };

  // A review's [time, rating, duration] (a rating is 1 Again, 2 Hard, 3 Good, 4 Easy).
  var isReview = (time, rating, duration) => isTime(time) && [1, 2, 3, 4].indexOf(rating) >= 0 && isCount(duration);

  // A stored log: by card identity, whole reviews in time order.
  var isLog = (log) => isObject(log) && Object.keys(log).every((id) => {
    var entries = log[id];
    if (!CARD_ID.test(id) || !Array.isArray(entries) || !entries.length || entries.length % 3) return false;
    for (var at = 0; at < entries.length; at += 3) {
      if (!isReview(entries[at], entries[at + 1], entries[at + 2]) || (at && entries[at] < entries[at - 3])) return false;
    }
    return true;
  });

  // How many new cards were introduced on which day, in progress from before the log: none yet is day "".
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
    if (progress.introduced !== undefined && !isIntroduced(progress.introduced)) return { rule: "introduced" };
    if (!isHistory(progress.history)) return { rule: "history" };
    if (progress.log !== undefined && !isLog(progress.log)) return { rule: "log" };
    if (progress.starts !== undefined && !isObject(progress.starts)) return { rule: "starts" };
    return tableProblem(progress.cards) || tableProblem(progress.starts || {});
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

  // A deck's progress; progress from before the log has its cards as starts.
  var load = (deck) => {
    var text = storedText(deck);
    try {
      var value = JSON.parse(text || "null");
      if (deckProblem(value)) return empty();
      if (!value.log) value.starts = Object.assign({}, value.cards);
      value.log = value.log || {};
      value.starts = value.starts || {};
      return value;
    } catch (error) {
      return empty();
    }
  };

  // A card's schedule: `start` (null: a card never graded) continued by the card's `log` entries
  // after the start's last review, with `scheduler` (fsrs.js), as DeckProgress.replayed does.
  // `visit(before, time, rating)`, if given, sees each review and the schedule before it.
  var replay = (start, log, scheduler, visit) => {
    var card = start || null, from = card && card.lastReview !== null ? card.lastReview : -Infinity;
    for (var at = 0; at < log.length; at += 3) {
      if (visit) visit(card, log[at], log[at + 1]);
      if (log[at] > from) card = scheduler.review(card || window.FSRS.createCard(log[at]), log[at + 1], log[at]).card;
    }
    return card;
  };

  // Anki's cap on how long an answer took (its "maximum answer seconds"): a card left open over
  // lunch is not an hour's answer, and the log stays small.
  var LONGEST_ANSWER = 60000;

  // Grades card `id` `rating` at `now` after `duration` ms: into the log in time order, and the
  // card's schedule replayed. Returns where the review went in the card's log, for undo.
  var grade = (progress, id, rating, now, duration, scheduler) => {
    var log = progress.log[id] || (progress.log[id] = []);
    var at = log.length;
    while (at && (log[at - 3] > now || (log[at - 3] === now && log[at - 2] > rating))) at -= 3;
    log.splice(at, 0, now, rating, Math.min(Math.max(0, Math.round(duration)), LONGEST_ANSWER));
    progress.cards[id] = replay(progress.starts[id], log, scheduler);
    return at;
  };

  // Takes back the review at `at` of card `id`'s log; `before` is the card's schedule before it.
  var ungrade = (progress, id, at, before) => {
    var log = progress.log[id] || [];
    log.splice(at, 3);
    if (!log.length) delete progress.log[id];
    if (before) progress.cards[id] = before; else delete progress.cards[id];
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

  // New cards introduced today, for the daily limit: the cards first graded today (their first
  // review in the log; a card with a start was graded before the log).
  var newIntroducedToday = (progress, now) => Object.keys(progress.log)
    .filter((id) => !has(progress.starts, id) && localDay(progress.log[id][0]) === localDay(now)).length;

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

  window.SiteProgress = {
    load: load, save: save, hasUnsaved: hasUnsaved,
    counts: counts, localDay: localDay,
    cardProgress: cardProgress, isNew: isNew, isDue: isDue, newAllowed: newAllowed, isBuried: isBuried, LEARN_AHEAD: LEARN_AHEAD,
    grade: grade, ungrade: ungrade, replay: replay,
    // For progress-tools.js, schedule-offer.js and progress-adopt.js: where decks are stored, what
    // is kept for the page, the record rules.
    PREFIX: PREFIX, storage: storage, unsaved: unsaved, isObject: isObject, isRecord: isRecord, deckProblem: deckProblem,
    tableProblem: tableProblem, isReview: isReview, isHistory: isHistory, brokenRule: brokenRule, CLAIMED: CLAIMED, LEGACY: LEGACY, storedText: storedText, claim: claim, claimed: claimed, empty: empty,
    siteKey: siteKey, legacyKey: legacyKey, CARD_ID: CARD_ID,
    // For study.js: its other items of a deck.
    item: item
  };
})();
