import SteadyLayout

/// The list's width changes while the reader reads a message in the middle of the conversation:
/// rotation (390 ↔ 844 pt), split view (320 and 507 pt), then a window resized through many
/// widths (dragged to 1024 pt and down to 320 pt in uneven seeded steps), and back to portrait.
///
/// Each step lays every row out again at the new width (text size 17 px) and gives each approach
/// the new viewport and heights at once, through ``Replay/remeasure(_:through:anchor:screenY:measurer:settings:)``.
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
        let viewportPath = viewports(using: &random)
        var path = [RemeasureStep(viewport: viewportPath[0].0, fontSize: fontSize,
                                  label: formatted(viewportPath[0].0.width), detail: "")]
        for (previous, next) in zip(viewportPath, viewportPath.dropFirst()) {
            let viewport = next.0
            let size = "\(formatted(viewport.width))×\(formatted(viewport.height))"
            path.append(RemeasureStep(viewport: viewport, fontSize: fontSize, label: formatted(viewport.width),
                                      detail: "width \(formatted(previous.0.width)) → \(size) pt (\(next.1))"))
        }
        var replay = settings.makeReplay()
        let (steps, timing) = replay.remeasure(ids, through: path, anchor: anchor, screenY: screenY,
                                               measurer: measurer, settings: settings)
        return ExperimentResult(scenario: .resize, seed: settings.seed, source: conversation.source,
                                anchorID: anchor, approaches: replay.results(), steps: steps,
                                stepAxisTitle: "list width after the step (pt), from 390 pt portrait", timing: settings.measuresTiming ? timing : nil)
    }
}
