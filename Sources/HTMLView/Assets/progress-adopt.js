// Progress kept under a deck's or a card's earlier identity, taken over: a deck whose slug
// changed, cards whose question was edited. Only a page that names such identities (a deck page
// whose review data has earlierDeck or earlierIDs, the home page with earlierDecks) loads this,
// after progress.js and before study.js or home.js. It adds adoptEarlier and adoptEarlierDeck to
// window.SiteProgress, whose storage and rules it uses (progress.js).
(function () {
  "use strict";
  var p = window.SiteProgress;
  if (!p) return;
  // A deck that took the progress of its earlier slug (adoptEarlierDeck), by deck: not a deck's
  // progress, so not listed, exported or imported with them.
  var ADOPTED_NAME = "site-progress-adopted:v1", ADOPTED = p.siteKey(ADOPTED_NAME, "");

  // Cards whose question was edited carry their earlier identities (`earlier`: id → [old ids],
  // most recent first, CardLineage.swift): a card with no progress takes over the progress of the
  // first earlier identity that has some.
  var adoptEarlier = (deck, earlier) => {
    var progress = p.load(deck);
    var adopted = 0;
    Object.keys(earlier || {}).forEach((id) => {
      if (!p.CARD_ID.test(id) || !p.isNew(progress, id) || !Array.isArray(earlier[id])) return;
      var former = earlier[id].filter((old) => !p.isNew(progress, old))[0];
      if (former === undefined) return;
      // The schedule, the start and the reviews (progress.js) all move.
      [progress.cards, progress.starts, progress.log].forEach((table) => {
        if (Object.prototype.hasOwnProperty.call(table, former)) table[id] = table[former];
        delete table[former];
      });
      adopted += 1;
    });
    if (adopted > 0) p.save(deck, progress);
  };

  // A deck whose slug changed (slugs once dropped letters outside ASCII: `Dansk Ørsted.md` was
  // `dansk-rsted`, Slug.swift) names its earlier slug. A deck with no progress under its own, that
  // never took any, takes a copy of the progress under the earlier slug when that progress holds
  // one of its cards (`ids`): a deleted deck's leftover progress may have the earlier slug.
  // Nothing is removed; the copy is marked (ADOPTED), so a reset of the deck stays a reset.
  var adoptEarlierDeck = (deck, earlier, ids) => {
    if (typeof earlier !== "string" || earlier === "" || earlier === deck || !Array.isArray(ids) || p.unsaved[deck] !== undefined) return;
    var store = p.storage();
    if (!store || p.storedText(deck) !== null || store.getItem(ADOPTED + deck) !== null) return;
    if (!p.claimed(store, deck) && store.getItem(p.legacyKey(ADOPTED_NAME, deck)) !== null) return;
    var text = p.storedText(earlier);
    var progress = text === null ? null : p.load(earlier);
    if (progress === null || !ids.some((id) => Object.prototype.hasOwnProperty.call(progress.cards, id))) return;
    try {
      store.setItem(p.PREFIX + deck, text);
      store.setItem(ADOPTED + deck, earlier);
      p.claim(deck);
    } catch (error) {
      p.unsaved[deck] = text;
    }
  };

  p.adoptEarlier = adoptEarlier;
  p.adoptEarlierDeck = adoptEarlierDeck;
})();
