// The offer to carry on from the schedules another tool (Obsidian Spaced Repetition) wrote into a
// deck's cards (<!--SR:…-->): shown while none of those cards has progress here, so that taking
// them over never replaces a grade given on this site. Only the page of a deck whose cards came
// with such schedules loads this, before study.js, which calls window.SiteScheduleOffer(element,
// page) and then, whenever the counts change, the function it returns. `page` is what study.js
// lends it: the deck's key, card identities and offer (Review.ScheduleOffer), fill, save (the
// storage warning's words when it first shows), refresh (the session starts over from the
// stored progress), report (shown under the panel and announced) and focus.
(function () {
  "use strict";
  var DAY = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;

  // A card's progress from a schedule (StudyDeck.ViewModel.Review.Schedule): a day means the
  // learner's local midnight. Null when the result breaks a card rule (progress.js).
  function fromSchedule(schedule) {
    var moment = (day, time) => {
      if (typeof day === "string" && DAY.test(day)) {
        var parts = day.split("-").map(Number);
        return new Date(parts[0], parts[1] - 1, parts[2]).getTime();
      }
      return typeof time === "number" ? time : null;
    };
    var card = {
      state: schedule.state, step: schedule.step === undefined ? null : schedule.step,
      stability: schedule.stability, difficulty: schedule.difficulty,
      due: moment(schedule.dueDay, schedule.dueTime), lastReview: moment(schedule.lastReviewDay, schedule.lastReviewTime)
    };
    return window.SiteProgress.brokenRule(card) ? null : card;
  }

  window.SiteScheduleOffer = (element, page) => {
    var SiteProgress = window.SiteProgress, offer = page.offer;
    // The offered schedules, or none once a card of theirs has progress here.
    var untouched = (progress) =>
      offer.schedules.every((schedule) => SiteProgress.isNew(progress, page.ids[schedule.card])) ? offer.schedules : [];

    element.querySelector("[data-take-schedule]").addEventListener("click", () => {
      var now = Date.now();
      var progress = SiteProgress.load(page.deck);
      var taken = 0;
      untouched(progress).forEach((schedule) => {
        var card = fromSchedule(schedule);
        if (card === null) return;
        // A schedule from before this site's log: the card's start (progress.js).
        progress.cards[page.ids[schedule.card]] = progress.starts[page.ids[schedule.card]] = card;
        taken += 1;
      });
      var warning = page.save(progress);
      page.refresh(now);
      element.hidden = true;
      page.report(page.fill(offer.taken, { count: taken }) + warning);
      page.focus();
    });

    return () => {
      var schedules = untouched(SiteProgress.load(page.deck));
      element.hidden = !schedules.length;
      element.querySelector("[data-schedule-text]").textContent = page.fill(offer.text, { count: schedules.length });
    };
  };
})();
