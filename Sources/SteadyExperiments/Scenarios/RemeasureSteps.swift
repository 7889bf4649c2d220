import SteadyLayout

/// One step of a scenario that measures every row again (dynamic-type, resize): the
/// viewport and text size after it, and how it reads in the results.
struct RemeasureStep {
    var viewport: ViewportSize
    var fontSize: Double
    /// The x axis label: `21`, `844`.
    var label: String
    /// The step in words: `text size 19 → 21 px (xxLarge)`.
    var detail: String
}

extension Replay {
    /// The one step loop of the re-measuring scenarios. The rows start measured at the first
    /// step's viewport and size; at each later step every row is measured again and each
    /// approach is told at once (of a new viewport when the width or height changed, else of
    /// new heights), then the reader scrolls up by the reader-scroll distance and back down,
    /// frame by frame, which is when a lazy stack meets the rows it only estimated.
    ///
    /// - Returns: The step records, and the re-measuring times when `settings` asks for them.
    mutating func remeasure(_ ids: [String], through path: [RemeasureStep], anchor: String, screenY: Double,
                            measurer: RowMeasurer, settings: ScenarioSettings)
        -> (steps: [StepRecord], timing: [RemeasureTiming]) {
        guard let first = path.first else { return ([], []) }
        var heights = measurer.rowHeights(of: ids, listWidth: first.viewport.width, fontSize: first.fontSize)
        load(layoutRows(ids, heights: heights), viewport: first.viewport, anchor: anchor, screenY: screenY)
        var steps: [StepRecord] = []
        var timing: [RemeasureTiming] = []
        for (previous, step) in zip(path, path.dropFirst()) {
            let width = step.viewport.width
            let newHeights = measurer.rowHeights(of: ids, listWidth: width, fontSize: step.fontSize)
            if settings.measuresTiming {
                timing.append(measurer.timeRemeasuring(ids, listWidth: width, fontSize: step.fontSize))
            }
            steps.append(StepRecord(label: step.label, detail: step.detail,
                                    heightChange: heightChanges(ids, from: heights, to: newHeights)))
            beginStep()
            if step.viewport != previous.viewport {
                apply { approach in approach.setViewport(step.viewport) { newHeights[$0] ?? 0 } }
            } else {
                apply { approach in approach.replaceHeights { newHeights[$0] ?? 0 } }
            }
            readerScrolls(-settings.readerScroll, frame: settings.scrollFrame)
            readerScrolls(settings.readerScroll, frame: settings.scrollFrame)
            heights = newHeights
        }
        return (steps, timing)
    }
}
