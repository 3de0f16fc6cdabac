// The study view in the browser, in two modes.
//
// Cram: steps through every card in order. It holds no rules of its own: the page carries every
// state the presenter prepared (which card, answer shown or not, labels, where each control
// leads), and this script only moves between them.
//
// Review (spaced repetition, the default): due cards first, then new cards up to the daily limit
// in a stable order, graded Again/Hard/Good/Easy and scheduled by FSRS (assets/fsrs.js). Progress
// lives in the browser (assets/progress.js). These queue rules run here because the schedule
// depends on when the learner studies; all wording comes from the page.
//
// Export, import and reset are not here: the page loads them (progress-tools.js) when the learner
// first opens them. Without this script every card and answer is on the page.
(function () {
  "use strict";
  var study = document.querySelector("[data-study]");
  var statesData = document.getElementById("study-states");
  if (!study || !statesData) return;
  var states = decodeStates(JSON.parse(statesData.textContent));
  var reviewData = document.getElementById("study-review");
  var review = (reviewData && JSON.parse(reviewData.textContent)) || {};
  var SiteProgress = window.SiteProgress, FSRS = window.FSRS;
  var canReview = !!(review.deck && FSRS && SiteProgress);
  var labels = review.labels, deck = review.deck;

  // The element of the study view marked data-<name>, and every one.
  var part = (name) => study.querySelector("[data-" + name + "]");
  var all = (name, root) => (root || study).querySelectorAll("[data-" + name + "]");
  var on = (target, type, handle, options) => target.addEventListener(type, handle, options);
  var cards = all("card");
  // Each card's identity, in card order (CardIdentity.swift): progress is kept by it.
  var ids = Array.prototype.map.call(cards, (card) => card.dataset.cardId);
  var finished = part("finished");
  var reviewDone = part("review-done");
  var controls = part("controls");
  var grades = part("grades");
  var status = part("status");
  var counts = part("counts");
  var announcer = part("announcer");
  var undoButton = part("undo");
  var storageWarning = part("storage-warning");
  var importResult = part("import-result");
  var statsPanel = part("stats");
  var fold = part("progress");
  var buttons = {};
  all("action").forEach((button) => {
    var action = button.dataset.action;
    buttons[action] = button;
    on(button, "click", () => act(action));
  });
  // The mode is chosen per deck: cramming one deck before an exam leaves the others in review.
  // Kept per site, as progress is (SiteProgress.item); without progress.js nothing is kept.
  var remembered = SiteProgress && SiteProgress.item ? SiteProgress.item : () => null;
  var MODE = "site-study-mode";
  // When progress was last exported (progress-tools.js), for the site: its reviews until then are backed up.
  var EXPORTED = "site-progress-exported";
  var mode = canReview && remembered(MODE, deck || "") !== "cram" ? "review" : "cram";
  var current = states[0];
  var session = { id: null, answerShown: false, undo: [], timer: null, shownAt: 0 };

  // The presenter's states, as StudyStatesJSON.swift packs them: texts once, states as rows of
  // numbers; a card or an edge that is not there stays -1.
  function decodeStates(packed) {
    return packed.states.map((row) => ({
      card: row[0], answerShown: row[1] === 1, finished: row[2] === 1,
      counter: packed.texts[row[3]], flipLabel: packed.texts[row[4]], announcement: packed.texts[row[5]],
      flip: row[6], next: row[7], previous: row[8], restart: row[9]
    }));
  }

  var announce = (text) => { announcer.textContent = text; };

  var fill = (template, values) => {
    return template.replace(/\{(\w+)\}/g, (match, name) => Object.prototype.hasOwnProperty.call(values, name) ? values[name] : match);
  };

  // Shows the card at `index` (none for -1), its answer open or not.
  var showCard = (index, answerShown) => {
    cards.forEach((card, position) => {
      card.hidden = position !== index;
      card.querySelector("[data-answer]").open = position === index && answerShown;
    });
  };

  // Cram mode: the presenter's states.
  var showState = (state) => {
    current = state;
    showCard(state.card, state.answerShown);
    finished.hidden = !state.finished;
    reviewDone.hidden = grades.hidden = true;
    controls.hidden = state.finished;
    status.textContent = state.counter;
    buttons.flip.textContent = state.flipLabel;
    buttons.flip.setAttribute("aria-expanded", state.answerShown);
    ["flip", "next", "previous", "restart"].forEach((action) => { buttons[action].disabled = state[action] < 0; });
  };

  var go = (action) => {
    var target = current[action];
    if (target < 0) return;
    var focused = document.activeElement;
    showState(states[target]);
    announce(current.announcement);
    if (current.finished) {
      buttons.restart.focus();
    } else if (action === "restart" || (focused && focused.disabled) || focused === buttons.restart) {
      buttons.flip.focus();
    }
  };

  // Review mode: the queue and the scheduler.
  var scheduler = () => FSRS.scheduler({ desiredRetention: review.desiredRetention });
  var stored = () => SiteProgress.load(deck);

  var nextCardID = (progress, now) => {
    var dueOf = (id) => SiteProgress.cardProgress(progress, id).due;
    var byDue = (a, b) => dueOf(a) - dueOf(b) || (a < b ? -1 : 1);
    var first = (list) => list.length ? list[0] : null;
    // Cards not buried today (a sibling of theirs was reviewed today), in card order.
    var open = ids.filter((id, index) => !SiteProgress.isBuried(progress, ids, review.siblings, index, now));
    var due = first(open.filter((id) => SiteProgress.isDue(progress, id, now)).sort(byDue));
    if (due !== null) return due;
    // New cards in the order the author wrote them (Anki’s default), ids being in card order.
    var unseen = first(open.filter((id) => SiteProgress.isNew(progress, id)));
    if (SiteProgress.newAllowed(progress, now, review.newCardsPerDay) > 0 && unseen !== null) return unseen;
    return first(open.filter((id) => SiteProgress.isDue(progress, id, now + SiteProgress.LEARN_AHEAD)).sort(byDue));
  };

  var updateCounts = (now) => {
    counts.textContent = fill(labels.counts, SiteProgress.counts(deck, ids, review.siblings, now, review.newCardsPerDay));
    showStats(now);
    showOffer();
  };

  // The progress panel: drawn by progress-panel.js, which is loaded with its words (the build's
  // progress-tools-labels.js) when the panel first comes into view (on a phone it is below the
  // card); until then there is nothing to draw.
  var showStats = () => {};

  var showReview = (now) => {
    var progress = stored();
    updateCounts(now);
    undoButton.disabled = !session.undo.length;
    finished.hidden = grades.hidden = true;
    status.textContent = "";
    clearTimeout(session.timer);
    session.id = nextCardID(progress, now);
    session.answerShown = false;
    session.shownAt = now;
    showCard(ids.indexOf(session.id), false); // none when no card is waiting
    controls.hidden = session.id === null;
    reviewDone.hidden = session.id !== null;
    if (session.id === null) {
      var waiting = ids.filter((id) => !SiteProgress.isNew(progress, id))
        .map((id) => progress.cards[id].due)
        .filter((due) => due > now);
      var next = waiting.length ? Math.min(...waiting) : null;
      part("done-message").textContent = next === null ? labels.nothingScheduled
        : fill(labels.doneMessage, { when: FSRS.formatInterval(next - now) });
      if (next !== null && next - now < 0x7fffffff) {
        session.timer = setTimeout(() => { if (mode === "review") showReview(Date.now()); }, next - now + 50);
      }
      return;
    }
    buttons.flip.hidden = buttons.flip.disabled = false;
    buttons.flip.textContent = states[0].flipLabel;
    buttons.flip.setAttribute("aria-expanded", false);
  };

  var revealInReview = (now) => {
    if (session.id === null || session.answerShown) return;
    session.answerShown = true;
    showCard(ids.indexOf(session.id), true);
    var card = SiteProgress.cardProgress(stored(), session.id) || FSRS.createCard(now);
    scheduler().preview(card, now).forEach((option) => {
      grades.querySelector('[data-grade="' + option.rating + '"] [data-interval]').textContent = option.label;
    });
    controls.hidden = true;
    grades.hidden = false;
    grades.querySelector('[data-grade="3"]').focus();
    announce(states[1] ? states[1].announcement : "");
  };

  var grade = (rating, now) => {
    if (session.id === null || !session.answerShown) return;
    var progress = stored();
    var before = SiteProgress.cardProgress(progress, session.id);
    session.undo.push({ id: session.id, card: before, at: SiteProgress.grade(progress, session.id, rating, now, now - session.shownAt, scheduler()) });
    var card = progress.cards[session.id];
    var warning = save(progress);
    var name = [labels.again, labels.hard, labels.good, labels.easy][rating - 1];
    showReview(now);
    announce(fill(labels.graded, { grade: name, when: FSRS.formatInterval(card.due - now) }) + warning);
    focusReview();
  };

  var undo = (now) => {
    var last = session.undo.pop();
    if (!last) return;
    var progress = stored();
    SiteProgress.ungrade(progress, last.id, last.at, last.card);
    var warning = save(progress);
    showReview(now);
    // The undone card comes back first, whatever the queue says.
    session.id = last.id;
    session.shownAt = now;
    showCard(ids.indexOf(last.id), false);
    reviewDone.hidden = true;
    controls.hidden = false;
    announce(labels.undone + warning);
    focusReview();
  };

  // Saves the deck's progress. If the browser's storage is full, SiteProgress keeps it for this
  // page (Export includes it) and the warning stays until a save succeeds; the text returned, to
  // add to the announcement, is the warning the first time it shows.
  var save = (progress) => {
    var shown = !storageWarning.hidden;
    SiteProgress.save(deck, progress);
    showStorageWarning();
    return !shown && !storageWarning.hidden ? " " + storageWarning.textContent : "";
  };

  var showStorageWarning = () => {
    storageWarning.hidden = !SiteProgress.hasUnsaved();
  };

  // After the stored progress changed under the session (a schedule taken over, an import, a
  // reset): nothing to undo any more, and the view follows the progress.
  var refresh = (now) => {
    session.undo = [];
    showStorageWarning();
    if (mode === "review") showReview(now); else updateCounts(now);
  };

  // An import's, an export's or a schedule taken's outcome, shown under the progress tools and announced.
  var reportTransfer = (text) => {
    importResult.textContent = text;
    importResult.hidden = false;
    announce(text);
  };

  var focusReview = () => {
    (reviewDone.hidden ? buttons.flip : reviewDone).focus();
  };

  // Loads the scripts `names` from the assets folder, in order, each once: `loaded` runs after
  // the last, `failed` if one fails (a later call tries again).
  var ran = {};
  var load = (names, failed, loaded) => {
    names = names.filter((name) => !ran[name]);
    if (!names.length) loaded();
    names.forEach((name, index) => {
      var script = document.createElement("script");
      script.src = fold.dataset.progress + name;
      script.async = false; // run in this order
      script.onerror = failed;
      script.onload = () => {
        ran[name] = 1;
        if (index === names.length - 1) loaded();
      };
      document.body.appendChild(script);
    });
  };

  // Input: buttons, keys, taps and swipes all end here.
  var act = (action) => {
    if (mode === "cram") go(action);
    else if (action === "flip") revealInReview(Date.now());
  };

  var setMode = (next) => {
    if (next === "review" && !canReview) return;
    mode = next;
    var inReview = mode === "review";
    remembered(MODE, deck || "", mode);
    all("mode").forEach((button) => button.setAttribute("aria-pressed", button.dataset.mode === mode));
    buttons.previous.hidden = buttons.next.hidden = inReview;
    counts.hidden = !inReview;
    part("cram-note").hidden = inReview || !canReview;
    if (inReview) {
      showReview(Date.now());
    } else {
      buttons.flip.hidden = false;
      showState(states[0]);
    }
  };

  on(document, "keydown", (event) => {
    var key = event.key, target = event.target, now = Date.now();
    var inReview = mode === "review";
    if (event.altKey || event.ctrlKey || event.metaKey ||
        (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)))) return;
    var run = null;
    if (key === " " || key === "Enter") {
      if (target && /^(BUTTON|A|SUMMARY)$/.test(target.tagName)) return; // the focused control's own activation wins
      run = () => inReview ? revealInReview(now) : go(current.finished ? "restart" : "flip");
    } else if (inReview && /^[1-4]$/.test(key)) {
      run = () => grade(Number(key), now);
    } else if (inReview && (key === "u" || key === "U")) {
      run = () => undo(now);
    } else if (!inReview && (key === "ArrowRight" || key === "ArrowLeft")) {
      run = () => go(key === "ArrowRight" ? "next" : "previous");
    }
    if (!run) return;
    event.preventDefault();
    run();
  });

  // Touch: a tap on the card flips it; a horizontal swipe moves in Cram mode, and is ours (the
  // browser must not read it as "back" or "forward").
  var touch = null;
  // How far the touch went since it started, when it is a horizontal swipe in Cram mode of more than `least` pixels.
  var swipe = (point, least) => {
    var dx = point.clientX - touch.x, dy = point.clientY - touch.y;
    return Math.abs(dx) > least && Math.abs(dx) > 2 * Math.abs(dy) ? dx : 0;
  };
  cards.forEach((card) => {
    on(card, "click", (event) => {
      if (event.target.closest("a, button, summary, input, label")) return;
      if (String(getSelection())) return;
      act("flip");
    });
    on(card, "touchstart", (event) => {
      touch = { x: event.touches[0].clientX, y: event.touches[0].clientY };
    }, { passive: true });
    on(card, "touchmove", (event) => {
      if (touch && mode === "cram" && swipe(event.touches[0], 10)) event.preventDefault();
    }, { passive: false });
    on(card, "touchend", (event) => {
      if (!touch || mode !== "cram") return;
      var dx = swipe(event.changedTouches[0], 60);
      touch = null;
      if (dx) go(dx < 0 ? "next" : "previous");
    });
  });

  all("grade").forEach((button) => on(button, "click", () => grade(Number(button.dataset.grade), Date.now())));
  all("mode").forEach((button) => on(button, "click", () => setMode(button.dataset.mode)));
  if (canReview) {
    on(undoButton, "click", () => undo(Date.now()));
    // Export, import and reset: their script and its words (progress-tools.js, the build's
    // progress-tools-labels.js) are loaded the first time the fold opens, and enable its controls.
    var toolsLoading = false;
    on(fold, "toggle", () => {
      if (!fold.open || toolsLoading) return;
      toolsLoading = true;
      load(["progress-tools-labels.js", "progress-tools.js"], () => { toolsLoading = false; }, () => {
        if (!window.SiteProgressToolsLabels) return (toolsLoading = false); // its words failed to load: not yet
        window.SiteProgressTools(fold, {
          deck: deck, title: review.title, fill: fill, announce: announce, report: reportTransfer,
          changed: () => refresh(Date.now()), scheduler: scheduler(),
          exported: (now) => { remembered(EXPORTED, "", String(now)); showStats(now); }
        });
      });
    });
    if (statsPanel) {
      var seen = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        seen.disconnect();
        load(["progress-tools-labels.js", "progress-panel.js"], () => {}, () => {
          showStats = window.SiteProgressPanel(statsPanel, {
            deck: deck, ids: ids, days: review.chartDays, words: window.SiteProgressToolsLabels.panel, fill: fill, scheduler: scheduler(),
            exported: () => Number(remembered(EXPORTED, "")) || 0
          });
          showStats(Date.now());
        });
      });
      seen.observe(statsPanel);
    }
  }

  // The deck's introduction is for the first visit: afterwards it folds away (one tap opens it).
  // With storage off it stays open.
  var intro = document.querySelector("[data-intro]");
  var VISITED = "site-deck-visited";
  if (intro && deck) {
    if (remembered(VISITED, deck)) intro.open = false;
    else remembered(VISITED, deck, "1");
  }

  // The offer to take over the schedules another tool wrote into the deck's cards, on the page of
  // a deck that has some (which loads schedule-offer.js); shown again whenever the counts change.
  var offered = canReview && review.scheduleOffer && window.SiteScheduleOffer;
  var showOffer = offered ? offered(part("schedule-offer"), {
    deck: deck, ids: ids, offer: review.scheduleOffer, fill: fill, save: save, refresh: refresh, report: reportTransfer,
    focus: focusReview
  }) : () => {};

  // A deck whose slug changed, and a card whose question was edited, since the learner's last
  // visit keep their progress (progress-adopt.js, which only such a deck's page loads).
  if (canReview && SiteProgress.adoptEarlier) {
    SiteProgress.adoptEarlierDeck(deck, review.earlierDeck, ids);
    SiteProgress.adoptEarlier(deck, review.earlierIDs);
  }

  // Safari deletes what a site stores after 7 days without a visit, unless it was added to the
  // Home Screen or the Dock (then it runs standalone): said once, until dismissed, in the words
  // of the build's progress-tools-labels.js.
  var notice = part("safari-notice"), SAFARI = "site-safari-notice";
  if (canReview && /^Apple/.test(navigator.vendor) && !matchMedia("(display-mode: standalone)").matches &&
      !navigator.standalone && !remembered(SAFARI, "")) {
    load(["progress-tools-labels.js"], () => {}, () => {
      var words = window.SiteProgressToolsLabels, button = notice.lastChild;
      notice.firstChild.textContent = words.safariNotice;
      button.textContent = words.dismiss;
      notice.hidden = false;
      on(button, "click", () => {
        notice.hidden = true;
        remembered(SAFARI, "", "1");
      });
    });
  }

  document.documentElement.classList.add("js-study");
  status.hidden = false;
  part("toolbar").hidden = fold.hidden = !canReview;
  if (statsPanel) statsPanel.hidden = !canReview;
  part("help").hidden = false;
  setMode(mode);
})();
