import Foundation

/// The FSRS-6 scheduler: given a card and a rating, the card's next state and due time. The same
/// scheduler, operation by operation, as the study page's (`assets/fsrs.js`) and as py-fsrs
/// 6.3.2 (`fsrs/scheduler.py`) with fuzzing off, so a review history gives the same states,
/// steps, due times and, bit for bit, the same stability and difficulty in each.
///
/// Bit for bit because every operation is the same double operation in the same order, and
/// `pow` is the C library's, as Python's `**` is; e^x is written as pow(e, x), as py-fsrs writes
/// `math.e ** x`. Times are whole milliseconds: learning steps are whole seconds, so every
/// interval is too.
public struct FSRSScheduler: Sendable {
    public struct Settings: Sendable, Hashable {
        /// py-fsrs 6.3.2's DEFAULT_PARAMETERS, the published FSRS-6 defaults.
        public static let defaultParameters: [Double] = [
            0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
            1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
        ]

        /// py-fsrs 6.3.2's LOWER_ and UPPER_BOUNDS_PARAMETERS: the weights it accepts.
        public static let parameterBounds: [ClosedRange<Double>] = zip(
            [0.001, 0.001, 0.001, 0.001, 1.0, 0.001, 0.001, 0.001, 0.0, 0.0, 0.001, 0.001, 0.001, 0.001, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.1],
            [100.0, 100.0, 100.0, 100.0, 10.0, 4.0, 4.0, 0.75, 4.5, 0.8, 3.5, 5.0, 0.25, 0.9, 4.0, 1.0, 6.0, 2.0, 2.0, 0.8, 0.8]
        ).map { $0...$1 }

        /// The longest maximum interval a file may name: py-fsrs's default, 100 years.
        public static let longestInterval = 36_500

        /// The 21 weights of FSRS-6.
        public var parameters: [Double]
        /// The share of reviews the scheduler aims to have remembered.
        public var desiredRetention: Double
        /// In milliseconds, each a whole number of seconds.
        public var learningSteps: [Int64]
        public var relearningSteps: [Int64]
        /// The longest interval, in days.
        public var maximumInterval: Int

        public init(
            parameters: [Double] = Settings.defaultParameters, desiredRetention: Double = 0.9,
            learningSteps: [Int64] = [60_000, 600_000], relearningSteps: [Int64] = [600_000], maximumInterval: Int = 36_500
        ) {
            self.parameters = parameters
            self.desiredRetention = desiredRetention
            self.learningSteps = learningSteps
            self.relearningSteps = relearningSteps
            self.maximumInterval = maximumInterval
        }
    }

    public static let day: Int64 = 86_400_000
    private static let minimumStability = 0.001

    public let settings: Settings
    private let w: [Double]
    private let decay: Double
    private let factor: Double

    /// `settings` must hold 21 parameters within `parameterBounds`, a retention between 0 and
    /// 1, steps of whole seconds and a maximum interval of 1 to `longestInterval` days
    /// (`ProgressExport` checks those it reads).
    public init(settings: Settings = Settings()) {
        self.settings = settings
        w = settings.parameters
        decay = -w[20]
        factor = pow(0.9, 1 / decay) - 1
    }

    /// The card after the learner gave it `rating` at `now`; `card` nil is a card never graded.
    public func review(_ card: CardProgress?, _ rating: Rating, at now: Int64) -> CardProgress {
        let card = card ?? .new(at: now)
        var next = card
        let sameDay = card.lastReview.map { Self.wholeDays(now - $0) < 1 } ?? false
        if let stability = card.stability, let difficulty = card.difficulty {
            next.stability = sameDay
                ? shortTermStability(stability, rating)
                : nextStability(difficulty, stability, retrievability(card, at: now), rating)
            next.difficulty = nextDifficulty(difficulty, rating)
        } else {
            next.stability = initialStability(rating)
            next.difficulty = clampDifficulty(initialDifficulty(rating))
        }
        let interval: Int64
        switch card.state {
        case .learning:
            interval = stepInterval(&next, step: card.step ?? 0, rating, settings.learningSteps)
        case .relearning:
            interval = stepInterval(&next, step: card.step ?? 0, rating, settings.relearningSteps)
        case .review where rating == .again && !settings.relearningSteps.isEmpty:
            next.state = .relearning
            next.step = 0
            interval = settings.relearningSteps[0]
        case .review:
            interval = intervalDays(next.stability ?? Self.minimumStability) * Self.day
        }
        next.due = now + interval
        next.lastReview = now
        return next
    }

    /// The probability that the learner recalls the card at `now` (0 for a card never graded).
    public func retrievability(_ card: CardProgress, at now: Int64) -> Double {
        guard let lastReview = card.lastReview, let stability = card.stability else { return 0 }
        let elapsedDays = Double(max(0, Self.wholeDays(now - lastReview)))
        return pow(1 + factor * elapsedDays / stability, decay)
    }

    /// Python's `timedelta.days`: whole days, rounded down.
    static func wholeDays(_ milliseconds: Int64) -> Int64 {
        let days = milliseconds / day
        return days * day > milliseconds ? days - 1 : days
    }

    private func exp(_ x: Double) -> Double { pow(M_E, x) }

    private func clampDifficulty(_ difficulty: Double) -> Double { min(max(difficulty, 1), 10) }

    private func clampStability(_ stability: Double) -> Double { max(stability, Self.minimumStability) }

    private func initialStability(_ rating: Rating) -> Double { clampStability(w[rating.rawValue - 1]) }

    private func initialDifficulty(_ rating: Rating) -> Double {
        w[4] - exp(w[5] * Double(rating.rawValue - 1)) + 1
    }

    /// Whole days: rounded half to even, as Python's round(), then at least 1, at most the maximum.
    private func intervalDays(_ stability: Double) -> Int64 {
        let interval = (stability / factor) * (pow(settings.desiredRetention, 1 / decay) - 1)
        guard !interval.isNaN else { return 1 }
        return Int64(min(max(interval.rounded(.toNearestOrEven), 1), Double(settings.maximumInterval)))
    }

    /// A review on the day of the last one. Hard, Good and Easy never lower the stability.
    private func shortTermStability(_ stability: Double, _ rating: Rating) -> Double {
        var increase = exp(w[17] * (Double(rating.rawValue - 3) + w[18])) * pow(stability, -w[19])
        if rating != .again { increase = max(increase, 1.0) }
        return clampStability(stability * increase)
    }

    /// Linear damping, then mean reversion towards the *unclamped* initial difficulty of Easy.
    private func nextDifficulty(_ difficulty: Double, _ rating: Rating) -> Double {
        let target = initialDifficulty(.easy)
        let delta = -(w[6] * Double(rating.rawValue - 3))
        let damped = difficulty + (10.0 - difficulty) * delta / 9.0
        return clampDifficulty(w[7] * target + (1 - w[7]) * damped)
    }

    private func nextStability(_ difficulty: Double, _ stability: Double, _ r: Double, _ rating: Rating) -> Double {
        if rating == .again {
            let longTerm = w[11] * pow(difficulty, -w[12]) * (pow(stability + 1, w[13]) - 1) * exp((1 - r) * w[14])
            let shortTerm = stability / exp(w[17] * w[18])
            return clampStability(min(longTerm, shortTerm))
        }
        let hardPenalty = rating == .hard ? w[15] : 1
        let easyBonus = rating == .easy ? w[16] : 1
        return clampStability(stability * (1 + exp(w[8]) * (11 - difficulty) * pow(stability, -w[9])
            * (exp((1 - r) * w[10]) - 1) * hardPenalty * easyBonus))
    }

    /// Learning and relearning steps. Again goes back to the first step; Hard repeats the current
    /// step (on the first: the mean of the first two steps, or 1.5 times a single step); Good
    /// moves one step on and leaves the last step for review; Easy always graduates.
    private func stepInterval(_ card: inout CardProgress, step: Int, _ rating: Rating, _ steps: [Int64]) -> Int64 {
        if steps.isEmpty || (step >= steps.count && rating != .again) { return graduate(&card) }
        switch rating {
        case .again:
            card.step = 0
            return steps[0]
        case .hard:
            card.step = step
            if step == 0 { return steps.count == 1 ? steps[0] * 3 / 2 : (steps[0] + steps[1]) / 2 }
            return steps[step]
        case .good:
            if step + 1 == steps.count { return graduate(&card) }
            card.step = step + 1
            return steps[step + 1]
        case .easy:
            return graduate(&card)
        }
    }

    private func graduate(_ card: inout CardProgress) -> Int64 {
        card.state = .review
        card.step = nil
        return intervalDays(card.stability ?? Self.minimumStability) * Self.day
    }
}
