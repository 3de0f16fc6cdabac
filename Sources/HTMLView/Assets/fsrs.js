// FSRS spaced-repetition scheduler for the study pages: given a card and a rating (Again, Hard,
// Good, Easy) it computes the card's next state and due time, the same way the reference Python
// implementation does. It mirrors py-fsrs 6.3.2 (FSRS-6, fsrs/scheduler.py) with fuzzing off
// (enable_fuzzing=False): same states, steps, stability, difficulty, due times and intervals for the
// same review history. The default weights are py-fsrs 6.3.2's fsrs.scheduler.DEFAULT_PARAMETERS,
// the published FSRS-6 defaults of open-spaced-repetition (decay w[20] = 0.1542).
// Other defaults as in py-fsrs: desired retention 0.9, learning steps 1 min and 10 min,
// relearning steps 10 min, maximum interval 36500 days.
//
// Cards are plain JSON objects; times are UTC epoch milliseconds:
//   { state: 1|2|3 (Learning, Review, Relearning), step: integer >= 0 (null in Review),
//     stability: number > 0, difficulty: number in [1, 10] (both null on a Learning card never
//     reviewed), due: ms, lastReview: ms or null }
// (progress.js checks stored and imported progress against this shape.)
// Any other property of a card (an id, say) is carried over unchanged by review().
//
// API (window.FSRS in a page, module.exports under node; no other globals):
//   FSRS.createCard(now)                  a new card, due at now
//   FSRS.scheduler(options)               a scheduler for these options, with:
//     .review(card, rating, now)          -> { card: the reviewed card }
//     .preview(card, now)                 -> 4 entries, Again..Easy: { rating, card, due,
//                                            interval (ms), label ("10 min", "3 d") }
//     .retrievability(card, now)          probability of recall at now (0 for a new card)
//     .options                            the options in use, defaults filled in
//   FSRS.formatInterval(ms)               "1 min", "10 min", "5 h", "3 d", "2 mo", "1.3 y"
// options (all optional): { parameters: 21 weights, desiredRetention: 0 < r < 1,
//   learningSteps: [ms, ...], relearningSteps: [ms, ...], maximumInterval: whole days >= 1 }.
// A rating is 1-4 (Again, Hard, Good, Easy); times are numbers. Inputs are never modified.
// Learning steps are best whole seconds (py-fsrs stores them so); Hard on the first step halves
// or multiplies them by 1.5, which then stays a whole number of milliseconds.
//
// It schedules and nothing else: it does not check its input, which the study page's scripts
// always give in this shape (progress.js checks every stored and imported card, the site's
// settings check desired retention, ratings come from four buttons), and it leaves out what the
// site never calls (py-fsrs's reschedule_card, its parameter bounds), so that the page is light.
//
// Exactness: the arithmetic follows py-fsrs operation by operation, in the same order, so the
// results are the same doubles whenever Math.pow returns the same bits as the C pow() behind
// Python's `**` (Chromium's Math.pow and glibc's pow agree bit for bit). Elsewhere stability and
// difficulty may differ in the last bit (about 1e-16 relative); states, steps and due times agree.
(function () {
  "use strict";

  var PY_FSRS_VERSION = "6.3.2";

  // fsrs/scheduler.py: DEFAULT_PARAMETERS.
  var DEFAULT_PARAMETERS = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542
  ];
  var STABILITY_MIN = 0.001;
  var MIN_DIFFICULTY = 1.0;
  var MAX_DIFFICULTY = 10.0;

  var MINUTE = 60 * 1000;
  var HOUR = 60 * MINUTE;
  var DAY = 24 * HOUR;

  var LEARNING = 1, REVIEW = 2, RELEARNING = 3; // card states
  var AGAIN = 1, HARD = 2, EASY = 4; // ratings (Good is 3)

  var DEFAULT_OPTIONS = {
    parameters: DEFAULT_PARAMETERS,
    desiredRetention: 0.9,
    learningSteps: [1 * MINUTE, 10 * MINUTE],
    relearningSteps: [10 * MINUTE],
    maximumInterval: 36500
  };

  // Python's `a ** b` on floats calls the C library's pow(). py-fsrs writes e^x as `math.e ** x`,
  // so exp(x) here is pow(Math.E, x) too, never Math.exp(x), which rounds differently.
  var pow = Math.pow;
  var exp = (x) => pow(Math.E, x);

  // Python's round(x) for a float: to the nearest integer, ties to even.
  var roundHalfEven = (x) => {
    var floor = Math.floor(x);
    var fraction = x - floor; // exact
    if (fraction > 0.5) return floor + 1;
    if (fraction < 0.5) return floor;
    return floor % 2 === 0 ? floor : floor + 1;
  };

  // Python's timedelta.days: whole days, rounded down (so -1 for any negative span).
  var wholeDays = (ms) => {
    var days = Math.floor(ms / DAY);
    if (days * DAY > ms) days -= 1;
    else if ((days + 1) * DAY <= ms) days += 1;
    return days;
  };

  // --- cards -------------------------------------------------------------------------------

  var isSet = (value) => value !== null && value !== undefined;

  var createCard = (now) => ({ state: LEARNING, step: 0, stability: null, difficulty: null, due: now, lastReview: null });

  // --- the scheduler: py-fsrs's Scheduler, method by method --------------------------------

  var makeScheduler = (options) => {
    var settings = {};
    Object.keys(DEFAULT_OPTIONS).forEach((key) => {
      settings[key] = options && options[key] !== undefined ? options[key] : DEFAULT_OPTIONS[key];
    });
    var w = settings.parameters;
    var DECAY = -w[20];
    var FACTOR = pow(0.9, 1 / DECAY) - 1;

    var clampDifficulty = (difficulty) => Math.min(Math.max(difficulty, MIN_DIFFICULTY), MAX_DIFFICULTY);
    var clampStability = (stability) => Math.max(stability, STABILITY_MIN);

    var retrievability = (card, now) => {
      if (!isSet(card.lastReview) || !isSet(card.stability)) return 0;
      var elapsedDays = Math.max(0, wholeDays(now - card.lastReview));
      return pow(1 + FACTOR * elapsedDays / card.stability, DECAY);
    };

    var initialStability = (rating) => clampStability(w[rating - 1]);

    var initialDifficulty = (rating, clamp) => {
      var difficulty = w[4] - exp(w[5] * (rating - 1)) + 1;
      return clamp ? clampDifficulty(difficulty) : difficulty;
    };

    // Whole days: rounded half to even as Python's round(), then at least 1, at most the maximum.
    var nextIntervalDays = (stability) => {
      var interval = (stability / FACTOR) * (pow(settings.desiredRetention, 1 / DECAY) - 1);
      return Math.min(Math.max(roundHalfEven(interval), 1), settings.maximumInterval);
    };

    // Same-day review. Hard, Good and Easy never lower the stability.
    var shortTermStability = (stability, rating) => {
      var increase = exp(w[17] * (rating - 3 + w[18])) * pow(stability, -w[19]);
      if (rating !== AGAIN) increase = Math.max(increase, 1.0);
      return clampStability(stability * increase);
    };

    // Linear damping, then mean reversion towards the *unclamped* initial difficulty of Easy.
    var nextDifficulty = (difficulty, rating) => {
      var target = initialDifficulty(EASY, false);
      var delta = -(w[6] * (rating - 3));
      var damped = difficulty + (10.0 - difficulty) * delta / 9.0;
      return clampDifficulty(w[7] * target + (1 - w[7]) * damped);
    };

    var nextForgetStability = (difficulty, stability, r) => {
      var longTerm = w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1) * exp((1 - r) * w[14]);
      var shortTerm = stability / exp(w[17] * w[18]);
      return Math.min(longTerm, shortTerm);
    };

    var nextRecallStability = (difficulty, stability, r, rating) => {
      var hardPenalty = rating === HARD ? w[15] : 1;
      var easyBonus = rating === EASY ? w[16] : 1;
      return stability * (1 + exp(w[8]) * (11 - difficulty) * pow(stability, -w[9]) *
        (exp((1 - r) * w[10]) - 1) * hardPenalty * easyBonus);
    };

    var nextStability = (difficulty, stability, r, rating) => {
      return clampStability(rating === AGAIN
        ? nextForgetStability(difficulty, stability, r)
        : nextRecallStability(difficulty, stability, r, rating));
    };

    var graduate = (card) => {
      card.state = REVIEW;
      card.step = null;
      return nextIntervalDays(card.stability) * DAY;
    };

    // Learning and relearning steps. Again goes back to the first step; Hard repeats the current
    // step (on the first step: the mean of the first two steps, or 1.5 times a single step); Good
    // moves one step on and leaves the last step for Review; Easy always graduates.
    var stepInterval = (card, step, rating, steps) => {
      if (steps.length === 0 || (step >= steps.length && rating !== AGAIN)) return graduate(card);
      switch (rating) {
        case AGAIN:
          card.step = 0;
          return steps[0];
        case HARD:
          card.step = step;
          if (step === 0 && steps.length === 1) return steps[0] * 1.5;
          if (step === 0) return (steps[0] + steps[1]) / 2.0;
          return steps[step];
        case 3: // Good
          if (step + 1 === steps.length) return graduate(card);
          card.step = step + 1;
          return steps[card.step];
        default:
          return graduate(card);
      }
    };

    var review = (card, rating, now) => {
      var next = Object.assign({}, card);
      var days = isSet(card.lastReview) ? wholeDays(now - card.lastReview) : null;
      var sameDay = days !== null && days < 1;
      var interval;
      if (card.state === LEARNING && (!isSet(card.stability) || !isSet(card.difficulty))) {
        next.stability = initialStability(rating);
        next.difficulty = initialDifficulty(rating, true);
      } else {
        next.stability = sameDay
          ? shortTermStability(card.stability, rating)
          : nextStability(card.difficulty, card.stability, retrievability(card, now), rating);
        next.difficulty = nextDifficulty(card.difficulty, rating);
      }
      if (card.state === LEARNING) {
        interval = stepInterval(next, card.step, rating, settings.learningSteps);
      } else if (card.state === RELEARNING) {
        interval = stepInterval(next, card.step, rating, settings.relearningSteps);
      } else if (rating === AGAIN && settings.relearningSteps.length > 0) {
        next.state = RELEARNING;
        next.step = 0;
        interval = settings.relearningSteps[0];
      } else {
        interval = nextIntervalDays(next.stability) * DAY;
      }
      next.due = now + interval;
      next.lastReview = now;
      return { card: next };
    };

    var preview = (card, now) => {
      return [AGAIN, HARD, 3, EASY].map((rating) => {
        var result = review(card, rating, now).card;
        return { rating: rating, card: result, due: result.due, interval: result.due - now, label: formatInterval(result.due - now) };
      });
    };

    return {
      options: settings,
      review: review,
      preview: preview,
      retrievability: retrievability
    };
  };

  // --- labels -------------------------------------------------------------------------------

  // Whole minutes below an hour, whole hours below a day, whole days below 30 days, months of
  // 30 days below 365 days, then years of 365 days with one decimal ("1.3 y", "2 y"). Each unit
  // rounds half up (Math.round) and hands over to the next unit when the rounded count reaches it
  // (59.5 min reads "1 h", never "60 min"). Anything under 1.5 minutes, including 0 and negative
  // durations, reads "1 min".
  var formatInterval = (ms) => {
    var minutes = Math.round(ms / MINUTE);
    if (minutes < 60) return Math.max(minutes, 1) + " min";
    var hours = Math.round(ms / HOUR);
    if (hours < 24) return hours + " h";
    var days = Math.round(ms / DAY);
    if (days < 30) return days + " d";
    if (days < 365) return Math.round(ms / (30 * DAY)) + " mo";
    return Math.round(ms / (365 * DAY) * 10) / 10 + " y";
  };

  var FSRS = Object.freeze({
    PY_FSRS_VERSION: PY_FSRS_VERSION,
    scheduler: makeScheduler,
    createCard: createCard,
    formatInterval: formatInterval
  });

  if (typeof module === "object" && module && module.exports) module.exports = FSRS;
  if (typeof window !== "undefined") window.FSRS = FSRS;
})();
