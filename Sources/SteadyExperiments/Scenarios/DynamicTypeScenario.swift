import SteadyLayout

/// The text size steps through every Dynamic Type category, xSmall to AX5 and back, while the
/// reader reads a message in the middle of the conversation.
///
/// All messages are loaded in a 390 × 844 pt list. At each step every row is measured again
/// (SteadyText, `RowStyle`) and handed to each approach at once; then the reader scrolls up by
/// the reader-scroll distance and back down, frame by frame, which is when a lazy stack meets
/// the rows it only estimated.
enum DynamicTypeScenario {
    /// iOS body text sizes in px for xSmall … xxxLarge, AX1 … AX5.
    static let sizes: [Double] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    /// The categories' names, aligned with ``sizes``.
    static let categories = ["xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
                             "AX1", "AX2", "AX3", "AX4", "AX5"]
    static let viewport = ViewportSize(width: 390, height: 844)
    static let minimumMessages = 40

    static func run(conversation: Conversation, measurer: RowMeasurer,
                    settings: ScenarioSettings) throws(ExperimentError) -> ExperimentResult {
        var random = SeededGenerator(seed: settings.seed)
        let (ids, anchor, screenY) = try settings.reader(of: conversation, minimumMessages: minimumMessages,
                                                         random: &random)

        let path = sizes + sizes.reversed().dropFirst()
        var heights = measurer.rowHeights(of: ids, listWidth: viewport.width, fontSize: path[0])
        var replay = settings.makeReplay()
        replay.load(layoutRows(ids, heights: heights), viewport: viewport, anchor: anchor, screenY: screenY)

        var steps: [StepRecord] = []
        var timing: [RemeasureTiming] = []
        for (previous, size) in zip(path, path.dropFirst()) {
            let newHeights = measurer.rowHeights(of: ids, listWidth: viewport.width, fontSize: size)
            if settings.measuresTiming {
                timing.append(measurer.timeRemeasuring(ids, listWidth: viewport.width, fontSize: size))
            }
            let category = categories[sizes.firstIndex(of: size) ?? 0]
            steps.append(StepRecord(label: formatted(size),
                                    detail: "text size \(formatted(previous)) → \(formatted(size)) px (\(category))",
                                    heightChange: heightChanges(ids, from: heights, to: newHeights)))
            replay.beginStep()
            replay.apply { approach in approach.replaceHeights { newHeights[$0] ?? 0 } }
            replay.readerScrolls(-settings.readerScroll, frame: settings.scrollFrame)
            replay.readerScrolls(settings.readerScroll, frame: settings.scrollFrame)
            heights = newHeights
        }
        return ExperimentResult(scenario: .dynamicType, seed: settings.seed, source: conversation.source,
                                anchorID: anchor, approaches: replay.results(), steps: steps,
                                stepAxisTitle: "text size after the step (px), from 14 px up to AX5 and back", timing: settings.measuresTiming ? timing : nil)
    }
}
