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
// Without this script every card and answer is on the page.
(function () {
  "use strict";
  var study = document.querySelector("[data-study]");
  var statesData = document.getElementById("study-states");
  if (!study || !statesData) return;
  var states = decodeStates(JSON.parse(statesData.textContent));
  var reviewData = document.getElementById("study-review");
  var review = reviewData ? JSON.parse(reviewData.textContent) : null;
  var labels = review && review.labels;
  var SiteProgress = window.SiteProgress, FSRS = window.FSRS;
  var canReview = !!(review && FSRS && SiteProgress);

  // The element of the study view marked data-<name>.
  function part(name) { return study.querySelector("[data-" + name + "]"); }
  var cards = Array.prototype.slice.call(study.querySelectorAll("[data-card]"));
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
  var scheduleOffer = part("schedule-offer");
  var buttons = {};
  study.querySelectorAll("[data-action]").forEach(function (button) {
    buttons[button.getAttribute("data-action")] = button;
    button.addEventListener("click", function () { act(button.getAttribute("data-action")); });
  });
  // The mode is chosen per deck: cramming one deck before an exam leaves the others in review.
  var MODE_KEY = "site-study-mode:" + (review ? review.deck : "");
  var mode = canReview && readMode() !== "cram" ? "review" : "cram";
  var current = states[0];
  var session = { id: null, answerShown: false, undo: [], timer: null };

  // The presenter's states, as StudyStatesJSON.swift packs them: texts once, states as rows of
  // numbers (-1 for none).
  function decodeStates(packed) {
    return packed.states.map(function (row) {
      function edge(value) { return value < 0 ? null : value; }
      return {
        card: edge(row[0]), answerShown: row[1] === 1, finished: row[2] === 1,
        counter: packed.texts[row[3]], flipLabel: packed.texts[row[4]], announcement: packed.texts[row[5]],
        flip: edge(row[6]), next: edge(row[7]), previous: edge(row[8]), restart: edge(row[9])
      };
    });
  }

  function readMode() {
    try { return window.localStorage.getItem(MODE_KEY); } catch (error) { return null; }
  }

  function announce(text) { announcer.textContent = text; }

  function fill(template, values) {
    return template.replace(/\{(\w+)\}/g, function (match, name) {
      return Object.prototype.hasOwnProperty.call(values, name) ? values[name] : match;
    });
  }

  function showCard(index, answerShown) {
    cards.forEach(function (card, position) {
      var visible = position === index;
      card.hidden = !visible;
      card.querySelector("[data-answer]").open = visible && answerShown;
    });
  }

  // Cram mode: the presenter's states.
  function showState(state) {
    current = state;
    showCard(state.card, state.answerShown);
    finished.hidden = !state.finished;
    reviewDone.hidden = true;
    grades.hidden = true;
    controls.hidden = state.finished;
    status.textContent = state.counter;
    buttons.flip.textContent = state.flipLabel;
    buttons.flip.setAttribute("aria-expanded", String(state.answerShown));
    ["flip", "next", "previous", "restart"].forEach(function (action) {
      buttons[action].disabled = state[action] === null || state[action] === undefined;
    });
  }

  function go(action) {
    var target = current[action];
    if (target === null || target === undefined) return;
    var focused = document.activeElement;
    showState(states[target]);
    announce(current.announcement);
    if (current.finished) {
      buttons.restart.focus();
    } else if (action === "restart" || (focused && focused.disabled) || focused === buttons.restart) {
      buttons.flip.focus();
    }
  }

  // Review mode: the queue and the scheduler.
  function scheduler() { return FSRS.scheduler({ desiredRetention: review.desiredRetention }); }

  function nextCardID(progress, now) {
    var dueOf = function (id) { return SiteProgress.cardProgress(progress, id).due; };
    var byDue = function (a, b) { return dueOf(a) - dueOf(b) || (a < b ? -1 : 1); };
    // Cards not buried today (a sibling of theirs was reviewed today), in card order.
    var open = review.cardIDs.filter(function (id, index) {
      return !SiteProgress.isBuried(progress, review.cardIDs, review.siblings, index, now);
    });
    var due = open.filter(function (id) { return SiteProgress.isDue(progress, id, now); }).sort(byDue);
    if (due.length) return due[0];
    var allowed = SiteProgress.newAllowed(progress, now, review.newCardsPerDay);
    // New cards in the order the author wrote them (Anki's default), cardIDs being in card order.
    var unseen = open.filter(function (id) { return SiteProgress.isNew(progress, id); });
    if (allowed > 0 && unseen.length) return unseen[0];
    var soon = open.filter(function (id) { return SiteProgress.isDue(progress, id, now + SiteProgress.LEARN_AHEAD); }).sort(byDue);
    return soon.length ? soon[0] : null;
  }

  function updateCounts(now) {
    var numbers = SiteProgress.counts(review.deck, review.cardIDs, review.siblings, now, review.newCardsPerDay);
    counts.textContent = fill(labels.counts, numbers);
    showStats(now);
    showScheduleOffer();
  }

  // Schedules another tool wrote into the deck (Obsidian's <!--SR:…-->) are offered while none of
  // their cards has progress here: taking them over never replaces a grade given on this site.
  function untouchedSchedules() {
    var progress = SiteProgress.load(review.deck);
    var schedules = review.schedules || [];
    var untouched = schedules.every(function (schedule) { return SiteProgress.isNew(progress, review.cardIDs[schedule.card]); });
    return untouched ? schedules : [];
  }

  function showScheduleOffer() {
    if (!scheduleOffer) return;
    var schedules = untouchedSchedules();
    scheduleOffer.hidden = schedules.length === 0;
    scheduleOffer.querySelector("[data-schedule-text]").textContent = fill(labels.scheduleOffer, { count: schedules.length });
  }

  function takeSchedules(now) {
    var progress = SiteProgress.load(review.deck);
    var taken = 0;
    untouchedSchedules().forEach(function (schedule) {
      var card = SiteProgress.fromSchedule(schedule);
      if (card === null) return;
      progress.cards[review.cardIDs[schedule.card]] = card;
      taken += 1;
    });
    var warning = save(progress);
    refresh(now);
    scheduleOffer.hidden = true;
    reportTransfer(fill(labels.scheduleTaken, { count: taken }) + warning);
    focusReview();
  }

  // The progress panel: the figures, then a bar per day of the last review.chartDays days.
  var SVG = "http://www.w3.org/2000/svg";
  function showStats(now) {
    if (!statsPanel) return;
    var words = labels.stats;
    var figures = SiteProgress.stats(review.deck, review.cardIDs, now, review.chartDays);
    var retention = figures.answers === 0 ? words.noRetention : fill(words.retention, {
      percent: Math.round(100 * figures.passed / figures.answers), passed: figures.passed, answers: figures.answers
    });
    var lines = [fill(words.today, { count: figures.today }), retention,
      fill(words.due, { tomorrow: figures.dueTomorrow, week: figures.dueWeek })];
    statsPanel.querySelectorAll("[data-stat]").forEach(function (line, index) { line.textContent = lines[index]; });

    var chart = statsPanel.querySelector("[data-chart]");
    var most = Math.max.apply(null, figures.days.map(function (day) { return day.reviews; }).concat([1]));
    while (chart.lastChild) chart.removeChild(chart.lastChild);
    var total = 0;
    figures.days.forEach(function (day, index) {
      total += day.reviews;
      var height = Math.round(36 * day.reviews / most);
      var bar = document.createElementNS(SVG, "rect");
      var place = {
        x: index * 140 / figures.days.length + 1, y: 40 - height, width: 140 / figures.days.length - 2,
        height: Math.max(height, day.reviews > 0 ? 1 : 0), "data-reviews": day.reviews
      };
      Object.keys(place).forEach(function (name) { bar.setAttribute(name, place[name]); });
      var title = document.createElementNS(SVG, "title");
      title.textContent = fill(words.bar, { day: day.day, count: day.reviews });
      bar.appendChild(title);
      chart.appendChild(bar);
    });
    chart.setAttribute("aria-label", fill(words.chart, { count: total }));
  }

  function showReview(now) {
    var progress = SiteProgress.load(review.deck);
    updateCounts(now);
    undoButton.disabled = session.undo.length === 0;
    finished.hidden = true;
    clearTimeout(session.timer);
    session.id = nextCardID(progress, now);
    session.answerShown = false;
    if (session.id === null) {
      showCard(-1, false);
      controls.hidden = true;
      grades.hidden = true;
      status.textContent = "";
      var waiting = review.cardIDs.filter(function (id) { return !SiteProgress.isNew(progress, id); })
        .map(function (id) { return progress.cards[id].due; })
        .filter(function (due) { return due > now; });
      var next = waiting.length ? Math.min.apply(null, waiting) : null;
      reviewDone.querySelector("[data-done-message]").textContent = next === null ? labels.nothingScheduled
        : fill(labels.doneMessage, { when: FSRS.formatInterval(next - now) });
      reviewDone.hidden = false;
      if (next !== null && next - now < 0x7fffffff) {
        session.timer = setTimeout(function () { if (mode === "review") showReview(Date.now()); }, next - now + 50);
      }
      return false;
    }
    reviewDone.hidden = true;
    showCard(review.cardIDs.indexOf(session.id), false);
    controls.hidden = false;
    grades.hidden = true;
    buttons.flip.hidden = false;
    buttons.flip.disabled = false;
    buttons.flip.textContent = states[0].flipLabel;
    buttons.flip.setAttribute("aria-expanded", "false");
    status.textContent = "";
    return true;
  }

  function revealInReview(now) {
    if (session.id === null || session.answerShown) return;
    session.answerShown = true;
    showCard(review.cardIDs.indexOf(session.id), true);
    var progress = SiteProgress.load(review.deck);
    var card = SiteProgress.cardProgress(progress, session.id) || FSRS.createCard(now);
    scheduler().preview(card, now).forEach(function (option) {
      var button = grades.querySelector('[data-grade="' + option.rating + '"]');
      button.querySelector("[data-interval]").textContent = option.label;
    });
    controls.hidden = true;
    grades.hidden = false;
    grades.querySelector('[data-grade="3"]').focus();
    announce(states[1] ? states[1].announcement : "");
  }

  function grade(rating, now) {
    if (session.id === null || !session.answerShown) return;
    var progress = SiteProgress.load(review.deck);
    var before = SiteProgress.cardProgress(progress, session.id);
    session.undo.push({
      id: session.id, card: before,
      introduced: JSON.parse(JSON.stringify(progress.introduced)),
      history: progress.history ? JSON.parse(JSON.stringify(progress.history)) : null
    });
    SiteProgress.recordReview(progress, before, rating, now);
    if (!before) {
      var today = SiteProgress.localDay(now);
      progress.introduced = { day: today, count: SiteProgress.newIntroducedToday(progress, now) + 1 };
    }
    var result = scheduler().review(before || FSRS.createCard(now), rating, now);
    progress.cards[session.id] = result.card;
    var warning = save(progress);
    var name = [labels.again, labels.hard, labels.good, labels.easy][rating - 1];
    showReview(now);
    var when = FSRS.formatInterval(result.card.due - now);
    announce(fill(labels.graded, { grade: name, when: when }) + warning);
    focusReview();
  }

  function undo(now) {
    var last = session.undo.pop();
    if (!last) return;
    var progress = SiteProgress.load(review.deck);
    if (last.card) progress.cards[last.id] = last.card; else delete progress.cards[last.id];
    progress.introduced = last.introduced;
    if (last.history) progress.history = last.history; else delete progress.history;
    var warning = save(progress);
    showReview(now);
    // The undone card comes back first, whatever the queue says.
    session.id = last.id;
    showCard(review.cardIDs.indexOf(last.id), false);
    reviewDone.hidden = true;
    controls.hidden = false;
    announce(labels.undone + warning);
    focusReview();
  }

  // Saves the deck's progress. If the browser's storage is full, SiteProgress keeps it for this
  // page (Export includes it) and the warning stays until a save succeeds; the text returned, to
  // add to the announcement, is the warning the first time it shows.
  function save(progress) {
    var shown = !storageWarning.hidden;
    SiteProgress.save(review.deck, progress);
    showStorageWarning();
    return !shown && !storageWarning.hidden ? " " + labels.storageFull : "";
  }

  function showStorageWarning() {
    storageWarning.textContent = labels.storageFull;
    storageWarning.hidden = !SiteProgress.hasUnsaved();
  }

  // After the stored progress changed under the session (a schedule taken over, an import, a
  // reset): nothing to undo any more, and the view follows the progress.
  function refresh(now) {
    session.undo = [];
    showStorageWarning();
    if (mode === "review") showReview(now); else updateCounts(now);
  }

  // An import's or export's outcome, shown under the progress tools and announced.
  function reportTransfer(text) {
    importResult.textContent = text;
    importResult.hidden = false;
    announce(text);
  }

  function focusReview() {
    if (!reviewDone.hidden) reviewDone.focus(); else buttons.flip.focus();
  }

  // Input: buttons, keys, taps and swipes all end here.
  function act(action) {
    var now = Date.now();
    if (mode === "cram") return go(action);
    if (action === "flip") revealInReview(now);
  }

  function setMode(next) {
    if (next === "review" && !canReview) return;
    mode = next;
    try { window.localStorage.setItem(MODE_KEY, mode); } catch (error) { /* storage may be off */ }
    study.querySelectorAll("[data-mode]").forEach(function (button) {
      button.setAttribute("aria-pressed", String(button.getAttribute("data-mode") === mode));
    });
    buttons.previous.hidden = mode === "review";
    buttons.next.hidden = mode === "review";
    counts.hidden = mode !== "review";
    study.querySelector("[data-cram-note]").hidden = mode !== "cram" || !canReview;
    if (mode === "review") {
      showReview(Date.now());
    } else {
      buttons.flip.hidden = false;
      showState(states[0]);
    }
  }

  function isTyping(target) {
    return target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
  }

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
    var onControl = event.target && /^(BUTTON|A|SUMMARY)$/.test(event.target.tagName);
    var now = Date.now();
    if (event.key === " " || event.key === "Enter") {
      if (onControl) return; // the focused control's own activation wins
      event.preventDefault();
      if (mode === "review") revealInReview(now); else go(current.finished ? "restart" : "flip");
    } else if (mode === "review" && /^[1-4]$/.test(event.key)) {
      event.preventDefault();
      grade(Number(event.key), now);
    } else if (mode === "review" && (event.key === "u" || event.key === "U")) {
      event.preventDefault();
      undo(now);
    } else if (mode === "cram" && event.key === "ArrowRight") {
      event.preventDefault();
      go("next");
    } else if (mode === "cram" && event.key === "ArrowLeft") {
      event.preventDefault();
      go("previous");
    }
  });

  // Touch: a tap on the card flips it; a horizontal swipe moves in Cram mode.
  var touch = null;
  cards.forEach(function (card) {
    card.addEventListener("click", function (event) {
      if (event.target.closest("a, button, summary, input, label")) return;
      if (window.getSelection && String(window.getSelection())) return;
      act("flip");
    });
    card.addEventListener("touchstart", function (event) {
      touch = { x: event.touches[0].clientX, y: event.touches[0].clientY };
    }, { passive: true });
    card.addEventListener("touchmove", function (event) {
      if (!touch || mode !== "cram") return;
      var dx = event.touches[0].clientX - touch.x, dy = event.touches[0].clientY - touch.y;
      // A horizontal swipe is ours: keep the browser from reading it as "back" or "forward".
      if (Math.abs(dx) > 10 && Math.abs(dx) > 2 * Math.abs(dy)) event.preventDefault();
    }, { passive: false });
    card.addEventListener("touchend", function (event) {
      if (!touch || mode !== "cram") return;
      var dx = event.changedTouches[0].clientX - touch.x, dy = event.changedTouches[0].clientY - touch.y;
      touch = null;
      if (Math.abs(dx) > 60 && Math.abs(dx) > 2 * Math.abs(dy)) go(dx < 0 ? "next" : "previous");
    });
  });

  grades.querySelectorAll("[data-grade]").forEach(function (button) {
    button.addEventListener("click", function () { grade(Number(button.getAttribute("data-grade")), Date.now()); });
  });
  study.querySelectorAll("[data-mode]").forEach(function (button) {
    button.addEventListener("click", function () { setMode(button.getAttribute("data-mode")); });
  });
  if (canReview) {
    undoButton.addEventListener("click", function () { undo(Date.now()); });
    if (scheduleOffer) {
      scheduleOffer.querySelector("[data-take-schedule]").addEventListener("click", function () { takeSchedules(Date.now()); });
    }
    // Export, import and reset: their script and its words (progress-tools.js, the build's
    // progress-tools-labels.js) are loaded the first time the fold opens, and enable its controls.
    var fold = study.querySelector("[data-progress]");
    var toolsLoading = false;
    fold.addEventListener("toggle", function () {
      if (!fold.open || toolsLoading) return;
      toolsLoading = true;
      ["progress-tools-labels.js", "progress-tools.js"].forEach(function (name, index) {
        var script = document.createElement("script");
        script.src = fold.getAttribute("data-progress") + name; // the assets folder
        script.async = false; // run in this order
        script.onerror = function () { toolsLoading = false; }; // the next opening tries again
        if (index) script.onload = function () {
          if (!window.SiteProgressToolsLabels) return; // its words failed to load: not yet
          toolsLoading = true;
          window.SiteProgressTools(fold, {
            deck: review.deck, labels: review.labels, fill: fill, announce: announce, report: reportTransfer,
            changed: function () { refresh(Date.now()); }
          });
        };
        document.body.appendChild(script);
      });
    });
  }

  // The deck's introduction is for the first visit: afterwards it folds away (one tap opens it).
  var intro = document.querySelector("[data-intro]");
  if (intro && review) {
    var VISITED_KEY = "site-deck-visited:" + review.deck;
    try {
      if (window.localStorage.getItem(VISITED_KEY)) intro.open = false;
      else window.localStorage.setItem(VISITED_KEY, "1");
    } catch (error) { /* storage may be off: the introduction stays open */ }
  }

  // A card whose question was edited since the learner's last visit keeps its progress.
  if (canReview) SiteProgress.adoptEarlier(review.deck, review.earlierIDs);

  document.documentElement.classList.add("js-study");
  status.hidden = false;
  study.querySelector("[data-toolbar]").hidden = !canReview;
  study.querySelector("[data-progress]").hidden = !canReview;
  if (statsPanel) statsPanel.hidden = !canReview;
  study.querySelector("[data-help]").hidden = false;
  setMode(mode);
})();
