/// What one experiment found: per approach, how far the reading anchor moved on screen, and
/// per step, how the row heights changed and how long re-measuring took.
///
/// Everything except ``timing`` is a function of the scenario, the seed and the conversation,
/// so two runs give equal results once timing is set aside (see ``withoutTiming``).
package struct ExperimentResult: Sendable, Equatable {
    /// The scenario that ran.
    package var scenario: ExperimentScenario
    /// The seed that fixed the conversation (when generated) and the events.
    package var seed: UInt64
    /// Where the messages came from (a path, `Samples/conversation.jsonl`, or `generated (seed N)`).
    package var source: String
    /// The message whose reading the experiment starts at.
    package var anchorID: String
    /// One result per approach: plain, scroll-position, fixed-canvas.
    package var approaches: [ApproachResult]
    /// The steps in order (the x axis of the figure).
    package var steps: [StepRecord]
    /// What the steps' labels are, with unit: `text size (px)`, `list width (pt)`, `event`.
    package var stepAxisTitle: String
    /// How long re-measuring all rows took at each step, when timed; `nil` otherwise.
    package var timing: [RemeasureTiming]?

    /// Creates a result.
    package init(scenario: ExperimentScenario, seed: UInt64, source: String, anchorID: String,
                approaches: [ApproachResult], steps: [StepRecord], stepAxisTitle: String,
                timing: [RemeasureTiming]?) {
        self.scenario = scenario
        self.seed = seed
        self.source = source
        self.anchorID = anchorID
        self.approaches = approaches
        self.steps = steps
        self.stepAxisTitle = stepAxisTitle
        self.timing = timing
    }

    /// The same result with ``timing`` removed: what must be equal between two runs.
    package var withoutTiming: ExperimentResult {
        var copy = self
        copy.timing = nil
        return copy
    }

    /// The result for one approach, if it ran.
    package func approach(_ kind: ApproachKind) -> ApproachResult? {
        approaches.first { $0.name == kind.rawValue }
    }
}

/// How far one approach's reading anchor moved on screen when it should not have.
///
/// An *event* is one operation (a page arriving, a height change, a text size or width change)
/// or one frame of the reader's scrolling. Its shift is the absolute change of the anchor row's
/// screen y, less what the reader scrolled. A step is one scenario event plus the reader's
/// scrolling after it.
package struct ApproachResult: Sendable, Equatable {
    /// `plain`, `scroll-position` or `fixed-canvas`.
    package var name: String
    /// The largest shift of one event, in pt.
    package var maxAnchorShift: Double
    /// The sum of all events' shifts, in pt.
    package var totalAnchorShift: Double
    /// How many events moved the anchor at all.
    package var jumpCount: Int
    /// Per step, the sum of its events' shifts in pt (aligned with ``ExperimentResult/steps``).
    package var stepShifts: [Double]

    /// Creates a result.
    package init(name: String, maxAnchorShift: Double, totalAnchorShift: Double, jumpCount: Int, stepShifts: [Double]) {
        self.name = name
        self.maxAnchorShift = maxAnchorShift
        self.totalAnchorShift = totalAnchorShift
        self.jumpCount = jumpCount
        self.stepShifts = stepShifts
    }
}

/// One step of a scenario.
package struct StepRecord: Sendable, Equatable {
    /// A short label for the x axis: `21 px`, `844`, `page 3`.
    package var label: String
    /// What happened, in words: `text size 19 → 21 px`, `image 240 pt in g312`.
    package var detail: String
    /// How every loaded row's height changed (new − old, pt), when the step changed many rows.
    package var heightChange: HeightChangeSummary?

    /// Creates a step.
    package init(label: String, detail: String, heightChange: HeightChangeSummary? = nil) {
        self.label = label
        self.detail = detail
        self.heightChange = heightChange
    }
}

/// The distribution of row height changes in one step, in pt (new height − old height).
package struct HeightChangeSummary: Sendable, Equatable {
    /// The number of rows compared.
    package var rowCount: Int
    /// The smallest change.
    package var min: Double
    /// The median change (the mean of the two middle ones for an even count).
    package var median: Double
    /// The largest change.
    package var max: Double
    /// The mean change.
    package var mean: Double

    /// Summarises `changes`; all zero when empty.
    package init(changes: [Double]) {
        let sorted = changes.sorted()
        rowCount = sorted.count
        guard !sorted.isEmpty else { min = 0; median = 0; max = 0; mean = 0; return }
        min = sorted[0]
        max = sorted[sorted.count - 1]
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        mean = sorted.reduce(0, +) / Double(sorted.count)
    }
}

/// How long re-measuring every loaded row took at one step.
package struct RemeasureTiming: Sendable, Equatable {
    /// The number of rows measured.
    package var rowCount: Int
    /// A new `Bubble` per row, then its layout, in ms.
    package var fromScratchMilliseconds: Double
    /// Layout of the kept `Bubble` only, in ms.
    package var fromPreparedMilliseconds: Double
    /// Whether both ways gave the same heights (they must).
    package var heightsAgree: Bool

    /// Creates a timing.
    package init(rowCount: Int, fromScratchMilliseconds: Double, fromPreparedMilliseconds: Double, heightsAgree: Bool) {
        self.rowCount = rowCount
        self.fromScratchMilliseconds = fromScratchMilliseconds
        self.fromPreparedMilliseconds = fromPreparedMilliseconds
        self.heightsAgree = heightsAgree
    }
}
