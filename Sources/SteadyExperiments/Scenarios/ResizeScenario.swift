import SteadyLayout

/// The list's width changes while the reader reads a message in the middle of the conversation:
/// rotation (390 ↔ 844 pt), split view (320 and 507 pt), then a window resized through many
/// widths (dragged to 1024 pt and down to 320 pt in uneven seeded steps), and back to portrait.
///
/// At each step every row is laid out again at the new width (text size 17 px) and each approach
/// gets the new viewport and heights at once; then the reader scrolls up and back down.
enum ResizeScenario {
    static let fontSize = 17.0
    static let minimumMessages = 40

    static func viewports(using random: inout SeededGenerator) -> [(ViewportSize, String)] {
        var path: [(ViewportSize, String)] = [
            (ViewportSize(width: 390, height: 844), "portrait"),
            (ViewportSize(width: 844, height: 390), "landscape"),
            (ViewportSize(width: 390, height: 844), "portrait"),
            (ViewportSize(width: 320, height: 834), "split view 1/3"),
            (ViewportSize(width: 507, height: 834), "split view 1/2"),
        ]
        // A window dragged wider to 1024 pt and back to 320 pt, by uneven seeded steps.
        var width = 507.0
        while width < 1024 {
            width = min(1024, width + Double(Int.random(in: 40...140, using: &random)))
            path.append((ViewportSize(width: width, height: 800), "window"))
        }
        while width > 320 {
            width = max(320, width - Double(Int.random(in: 40...140, using: &random)))
            path.append((ViewportSize(width: width, height: 800), "window"))
        }
        path.append((ViewportSize(width: 390, height: 844), "portrait"))
        return path
    }

    static func run(conversation: Conversation, measurer: RowMeasurer,
                    settings: ScenarioSettings) throws(ExperimentError) -> ExperimentResult {
        var random = SeededGenerator(seed: settings.seed)
        let (ids, anchor, screenY) = try settings.reader(of: conversation, minimumMessages: minimumMessages,
                                                         random: &random)
        let path = viewports(using: &random)

        var heights = measurer.rowHeights(of: ids, listWidth: path[0].0.width, fontSize: fontSize)
        var replay = settings.makeReplay()
        replay.load(layoutRows(ids, heights: heights), viewport: path[0].0, anchor: anchor, screenY: screenY)

        var steps: [StepRecord] = []
        var timing: [RemeasureTiming] = []
        for (previous, next) in zip(path, path.dropFirst()) {
            let viewport = next.0
            let newHeights = measurer.rowHeights(of: ids, listWidth: viewport.width, fontSize: fontSize)
            if settings.measuresTiming {
                timing.append(measurer.timeRemeasuring(ids, listWidth: viewport.width, fontSize: fontSize))
            }
            let size = "\(formatted(viewport.width))×\(formatted(viewport.height))"
            steps.append(StepRecord(label: formatted(viewport.width),
                                    detail: "width \(formatted(previous.0.width)) → \(size) pt (\(next.1))",
                                    heightChange: heightChanges(ids, from: heights, to: newHeights)))
            replay.beginStep()
            replay.apply { approach in approach.setViewport(viewport) { newHeights[$0] ?? 0 } }
            replay.readerScrolls(-settings.readerScroll, frame: settings.scrollFrame)
            replay.readerScrolls(settings.readerScroll, frame: settings.scrollFrame)
            heights = newHeights
        }
        return ExperimentResult(scenario: .resize, seed: settings.seed, source: conversation.source,
                                anchorID: anchor, approaches: replay.results(), steps: steps,
                                stepAxisTitle: "list width after the step (pt), from 390 pt portrait", timing: settings.measuresTiming ? timing : nil)
    }
}
