import SteadyLayout

/// The text size steps through every Dynamic Type category, xSmall to AX5 and back, while the
/// reader reads a message in the middle of the conversation.
///
/// All messages are loaded in a 390 × 844 pt list; each step measures every row again
/// (SteadyText's bubble rows, `RowMeasurer`) through ``Replay/remeasure(_:through:anchor:screenY:measurer:settings:)``.
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

        let sizePath = sizes + sizes.reversed().dropFirst()
        var path = [RemeasureStep(viewport: viewport, fontSize: sizePath[0], label: formatted(sizePath[0]), detail: "")]
        for (previous, size) in zip(sizePath, sizePath.dropFirst()) {
            let category = categories[sizes.firstIndex(of: size) ?? 0]
            path.append(RemeasureStep(viewport: viewport, fontSize: size, label: formatted(size),
                                      detail: "text size \(formatted(previous)) → \(formatted(size)) px (\(category))"))
        }
        var replay = settings.makeReplay()
        let (steps, timing) = replay.remeasure(ids, through: path, anchor: anchor, screenY: screenY,
                                               measurer: measurer, settings: settings)
        return ExperimentResult(scenario: .dynamicType, seed: settings.seed, source: conversation.source,
                                anchorID: anchor, approaches: replay.results(), steps: steps,
                                stepAxisTitle: "text size after the step (px), from 14 px up to AX5 and back", timing: settings.measuresTiming ? timing : nil)
    }
}
