// The deck page's progress panel: reviews today, true retention, what is due soon, a chart of
// the last days' reviews, and a reminder when reviews no export holds are over a week old. The
// page does not load this when it opens: study.js adds it when the panel first comes into view,
// then calls window.SiteProgressPanel(panel, page) and, whenever the progress changes, the
// function it returns. Its figures come from the deck's review log (progress.js).
(function () {
  "use strict";
  var p = window.SiteProgress;
  var has = (table, key) => Object.prototype.hasOwnProperty.call(table, key);

  // The local day `offset` days after the one of `now` (negative: before), as "YYYY-MM-DD".
  var dayAfter = (now, offset) => {
    var date = new Date(now);
    return p.localDay(new Date(date.getFullYear(), date.getMonth(), date.getDate() + offset, 12).getTime());
  };

  // What the progress panel shows: reviews today, true retention over the last 30 days (answers
  // to cards in Review that were not Again, as in Anki), the cards due tomorrow and within the
  // next 7 days (by their due day; a card already due is not counted again), reviews on each of
  // the last `days` days, oldest first, and the time of the first review after `exported` (the
  // last export), or null. Counted from the log, and the history from before it.
  var stats = (deck, ids, now, days, scheduler, exported) => {
    var progress = p.load(deck);
    var history = Object.assign({}, progress.history);
    var unexported = null;
    Object.keys(progress.log).forEach((id) => p.replay(progress.starts[id], progress.log[id], scheduler, (before, time, rating) => {
      var day = p.localDay(time), counts = history[day] || [0, 0, 0];
      var inReview = before !== null && before.state === 2;
      history[day] = [counts[0] + 1, counts[1] + inReview, counts[2] + (inReview && rating > 1)];
      if (time > exported && (unexported === null || time < unexported)) unexported = time;
    }));
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
      var card = p.cardProgress(progress, id);
      if (card === null || card.due <= now) return;
      var day = p.localDay(card.due);
      if (day === tomorrow) dueTomorrow += 1;
      if (day <= lastDay) dueWeek += 1;
    });
    var chart = [];
    for (var offset = 1 - days; offset <= 0; offset++) {
      var date = dayAfter(now, offset);
      chart.push({ day: date, reviews: on(date)[0] });
    }
    return {
      today: on(p.localDay(now))[0], answers: answers, passed: passed,
      dueTomorrow: dueTomorrow, dueWeek: dueWeek, days: chart, unexported: unexported
    };
  };

  // The panel `panel` of the deck page; `page` is what study.js lends it: the deck's key and card
  // identities, days (how many the chart shows), words (Review.Stats), fill, scheduler (the site's,
  // fsrs.js) and exported (when progress was last exported, or 0). Returns the panel's drawing:
  // the figures, the backup reminder, then a bar per day.
  window.SiteProgressPanel = (panel, page) => (now) => {
    var words = page.words, fill = page.fill, exported = page.exported();
    var part = (name) => panel.querySelector("[data-" + name + "]");
    var figures = stats(page.deck, page.ids, now, page.days, page.scheduler, exported);
    var days = figures.days;
    // Reviews no export holds for more than a week: say since when (the last export, or the first of them).
    var backup = part("backup");
    backup.hidden = figures.unexported === null || figures.unexported > now - 7 * 864e5;
    // "28 November", as the site writes dates ("3 April 1968"), the month in the page's language.
    var since = new Date(exported || figures.unexported);
    backup.textContent = fill(words.notBackedUp, {
      date: since.getDate() + " " + since.toLocaleDateString(document.documentElement.lang || undefined, { month: "long" })
    });
    var lines = [
      fill(words.today, { count: figures.today }),
      figures.answers ? fill(words.retention, {
        percent: Math.round(100 * figures.passed / figures.answers), passed: figures.passed, answers: figures.answers
      }) : words.noRetention,
      fill(words.due, { tomorrow: figures.dueTomorrow, week: figures.dueWeek })
    ];
    panel.querySelectorAll("[data-stat]").forEach((line, index) => { line.textContent = lines[index]; });

    var chart = part("chart");
    var most = Math.max(1, ...days.map((day) => day.reviews));
    var total = 0;
    var svg = (tag) => document.createElementNS("http://www.w3.org/2000/svg", tag);
    chart.textContent = "";
    days.forEach((day, index) => {
      total += day.reviews;
      var height = Math.round(36 * day.reviews / most);
      var bar = svg("rect"), title = svg("title");
      var place = {
        x: index * 140 / days.length + 1, y: 40 - height, width: 140 / days.length - 2,
        height: Math.max(height, day.reviews > 0 ? 1 : 0), "data-reviews": day.reviews
      };
      Object.keys(place).forEach((name) => bar.setAttribute(name, place[name]));
      title.textContent = fill(words.bar, { day: day.day, count: day.reviews });
      bar.appendChild(title);
      chart.appendChild(bar);
    });
    chart.setAttribute("aria-label", fill(words.chart, { count: total }));
  };
})();
