import SteadyLayout

/// What every scenario takes from ``ExperimentOptions``, resolved.
struct ScenarioSettings {
    var seed: UInt64
    var anchorID: String?
    var readerScroll: Double
    var scrollFrame: Double
    var estimate: HeightEstimate
    var measuresTiming: Bool

    init(options: ExperimentOptions) {
        seed = options.seed
        anchorID = options.anchorID
        readerScroll = options.readerScroll
        scrollFrame = options.scrollFrame
        estimate = options.estimate
        measuresTiming = options.measuresTiming
    }

    /// The reader of a re-measuring scenario (dynamic-type, resize): the
    /// conversation's ids, the message being read (in the first half but well
    /// away from both ends, so every approach has rows above to push it and rows
    /// below to fill the screen), and its screen y. `random` continues from there.
    func reader(of conversation: Conversation, minimumMessages: Int, random: inout SeededGenerator)
        throws(ExperimentError) -> (ids: [String], anchor: String, screenY: Double) {
        let ids = conversation.messages.map(\.id)
        guard ids.count >= minimumMessages else { throw .tooFewMessages(needed: minimumMessages, got: ids.count) }
        let anchor = try anchor(in: ids, candidates: (ids.count / 4)..<(ids.count / 2), using: &random)
        let screenY = -Double(Int.random(in: 0...30, using: &random))
        return (ids, anchor, screenY)
    }

    /// A replay of the three approaches, in result order.
    func makeReplay() -> Replay {
        Replay(approaches: ApproachKind.allCases.map { $0.makeApproach(estimate: estimate) })
    }

    /// The message the reader starts at: `--anchor` if given and loaded, otherwise one chosen by
    /// the seed among `candidates`.
    func anchor(in ids: [String], candidates: Range<Int>, using random: inout SeededGenerator) throws(ExperimentError) -> String {
        if let anchorID {
            guard ids.contains(anchorID) else {
                throw .usage("--anchor \(anchorID): no such message among the loaded rows")
            }
            return anchorID
        }
        let range = candidates.clamped(to: 0..<ids.count)
        return ids[Int.random(in: range.isEmpty ? 0..<ids.count : range, using: &random)]
    }
}

/// The row heights of `ids`, as layout rows.
func layoutRows(_ ids: [String], heights: [String: Double]) -> [LayoutRow<String>] {
    ids.map { LayoutRow(id: $0, height: heights[$0] ?? 0) }
}

/// The distribution of `new − old` over `ids`.
func heightChanges(_ ids: [String], from old: [String: Double], to new: [String: Double]) -> HeightChangeSummary {
    HeightChangeSummary(changes: ids.map { (new[$0] ?? 0) - (old[$0] ?? 0) })
}

/// Formats a number of pt or px without a needless `.0`: `17`, `17.5`.
func formatted(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
}
