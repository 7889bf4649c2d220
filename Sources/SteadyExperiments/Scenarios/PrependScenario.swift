import SteadyLayout

/// A reader in the middle of history scrolls back through older messages while pages of them
/// arrive above, and rows above the reader change height (an image loads: the row gets a media
/// box of the image's shape; a message is edited), some of it while the reader is scrolling.
///
/// The list (390 × 844 pt, text 17 px) starts with two pages of messages from the middle of the
/// conversation, the reader at the sixth row; at most ten older pages follow. Each page step is followed by an image or edit step
/// on a row 1–6 rows above the reader (seeded). After every step the reader scrolls up by the
/// reader-scroll distance; steps marked ↑ happen halfway through that scroll.
enum PrependScenario {
    static let viewport = ViewportSize(width: 390, height: 844)
    static let fontSize = 17.0
    /// Pages of 20 messages, fewer for a short conversation (a sixth of it, at least 5) so that
    /// there is history to page in.
    static func pageSize(messageCount: Int) -> Int { min(20, max(5, messageCount / 6)) }
    static let initialPages = 2
    static let maxPages = 10
    static let minimumMessages = 30

    private enum Change { case image, edit }

    static func run(conversation: Conversation, measurer startMeasurer: RowMeasurer,
                    settings: ScenarioSettings) throws(ExperimentError) -> ExperimentResult {
        let messages = conversation.messages
        guard messages.count >= minimumMessages else {
            throw .tooFewMessages(needed: minimumMessages, got: messages.count)
        }
        var measurer = startMeasurer
        var random = SeededGenerator(seed: settings.seed)
        let pageSize = Self.pageSize(messageCount: messages.count)
        let windowSize = pageSize * initialPages
        let windowStart = min(messages.count - windowSize, messages.count / 2)
        var loaded = messages[windowStart..<(windowStart + windowSize)].map(\.id)
        let pages = min(maxPages, (windowStart + pageSize - 1) / pageSize)

        let anchor = try settings.anchor(in: loaded, candidates: 5..<6, using: &random)
        let screenY = -Double(Int.random(in: 0...30, using: &random))
        var replay = settings.makeReplay()
        let height = { (measurer: RowMeasurer, id: String) in
            measurer.rowHeight(of: id, listWidth: viewport.width, fontSize: fontSize)
        }
        replay.load(loaded.map { LayoutRow(id: $0, height: height(measurer, $0)) },
                    viewport: viewport, anchor: anchor, screenY: screenY)

        var steps: [StepRecord] = []
        let distance = settings.readerScroll, frame = settings.scrollFrame
        // Runs `change` either before the reader's scroll or halfway through it.
        func step(whileScrolling: Bool, _ change: (inout any ScrollApproach) -> Void) {
            replay.beginStep()
            if whileScrolling {
                replay.readerScrolls(-distance / 2, frame: frame)
                replay.apply(change)
                replay.readerScrolls(-distance / 2, frame: frame)
            } else {
                replay.apply(change)
                replay.readerScrolls(-distance, frame: frame)
            }
        }

        for page in 1...max(1, pages) {
            let start = max(0, windowStart - page * pageSize)
            let end = windowStart - (page - 1) * pageSize
            guard start < end else { break }
            let rows = messages[start..<end].map { LayoutRow(id: $0.id, height: height(measurer, $0.id)) }
            let scrolling = page % 2 == 0
            let pageHeight = rows.reduce(0) { $0 + $1.height }
            steps.append(StepRecord(label: "p\(page)" + (scrolling ? "↑" : ""),
                                    detail: "page \(page): \(rows.count) older messages, \(formatted(pageHeight)) pt"
                                        + (scrolling ? ", while scrolling" : "")))
            step(whileScrolling: scrolling) { $0.prepend(rows) }
            loaded.insert(contentsOf: rows.map(\.id), at: 0)

            // A row just above where the reader is now changes height.
            let change: Change = page % 2 == 1 ? .image : .edit
            let changeWhileScrolling = (page - 1) % 4 >= 2
            let readerIndex = replay.intendedAnchor.flatMap { loaded.firstIndex(of: $0.rowID) } ?? 0
            let target = loaded[max(0, readerIndex - Int.random(in: 1...6, using: &random))]
            let before = height(measurer, target)
            let what: String
            switch change {
            case .image:
                let shape = random.pick(Conversation.photoShapes)
                measurer.setMedia(aspectRatio: Double(shape.width) / Double(shape.height), of: target)
                what = "image \(shape.width):\(shape.height) loads in \(target)"
            case .edit:
                let words = ["edited:", "actually", "make", "that", "Thursday", "at", "the", "usual", "place", "thanks"]
                let added = (0..<Int.random(in: 4...24, using: &random)).map { _ in random.pick(words) }
                measurer.setText(measurer.text(of: target) + "\n" + added.joined(separator: " "), of: target)
                what = "\(target) edited"
            }
            let after = height(measurer, target)
            steps.append(StepRecord(label: (change == .image ? "i" : "e") + (changeWhileScrolling ? "↑" : ""),
                                    detail: "\(what): \(formatted(before)) → \(formatted(after)) pt"
                                        + (changeWhileScrolling ? ", while scrolling" : "")))
            step(whileScrolling: changeWhileScrolling) { $0.setHeight(after, ofRow: target) }
        }
        return ExperimentResult(scenario: .prepend, seed: settings.seed, source: conversation.source,
                                anchorID: anchor, approaches: replay.results(), steps: steps,
                                stepAxisTitle: "event (p page, i image, e edit; ↑ while scrolling)", timing: nil)
    }
}
