/// Counts of the steps each stage of preparation and layout takes, so that a
/// test can hold every stage to linear growth by counting work, not timing it
/// (a count does not vary with the machine's load).
///
/// Counting exists in debug builds only (the test suite's): a release build
/// compiles ``add(_:_:)`` to nothing, so the CLI and apps pay nothing for it.
/// A stage adds its count once per call, from a local tally, so a count is
/// the loop iterations that stage ran.
package enum WorkCount {
    /// The stages that count.
    package enum Stage: String, Sendable, CaseIterable {
        /// Code units handed to preparation (white-space processing, then
        /// tokens or the pipeline): a text prepared again counts again.
        case preparation
        /// Code units through the analysis pipeline (bidi, breaks, graphemes,
        /// items, scripts, segments).
        case analysis
        /// Code units handed to ICU to find a dictionary run's breaks after a
        /// restart (``DictionaryRestarts``).
        case dictionaryBreaks
        /// Code units handed to HarfBuzz.
        case shaping
        /// The squares of the runs' lengths, in code units: HarfBuzz sorts a run
        /// of combining marks in time quadratic in its length, so runs are
        /// shaped in pieces (``TextPipeline/longestShapedRun``), and
        /// this stays linear only while they are.
        case shapedRunSquares
        /// Segments visited while finding the words a line restarts
        /// differently at (``CountedWords``).
        case restartSearch
        /// Segments and words visited by the line-breaking walk and the
        /// running-totals count.
        case lineBreaking
        /// Characters scanned and delimiters visited by SteadyMarkdown's
        /// inline parser.
        case markdown
        /// Finished paragraphs (and chunks of them) a ``GrowingText`` visits
        /// to answer a layout or its missing clusters.
        case growingText
    }

    /// The steps of each stage so far.
    package final class Counter: Sendable {
        private let counts = Locked<[Stage: Int]>([:])

        package init() {}

        /// Adds `steps` to `stage`.
        package func add(_ stage: Stage, _ steps: Int) { counts.withLock { $0[stage, default: 0] += steps } }

        /// The steps `stage` has taken.
        package subscript(stage: Stage) -> Int { counts.withLock { $0[stage, default: 0] } }
    }

#if DEBUG
    /// The counter of the current task (nil: nothing is counted).
    @TaskLocal package static var counter: Counter?
#endif

    /// Adds `steps` to `stage` of the current task's counter, if any.
    @inline(__always)
    package static func add(_ stage: Stage, _ steps: Int) {
#if DEBUG
        counter?.add(stage, steps)
#endif
    }
}
