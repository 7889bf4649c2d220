import SteadyLayout

/// Drives the three approaches through the same events and records, for each, how far its
/// reading anchor moved on screen.
///
/// For every event each approach's anchor (row and screen y) is taken before it; afterwards the
/// same row's screen y is read again. The shift is `|after − before + scrolled|`, where
/// `scrolled` is what the reader scrolled during the event (0 for a change of content), so a
/// reader's own scrolling is never counted, only the movement on top of it.
struct Replay {
    private(set) var approaches: [any ScrollApproach]
    private(set) var eventShifts: [[Double]]
    private(set) var stepShifts: [[Double]]

    init(approaches: [any ScrollApproach]) {
        self.approaches = approaches
        eventShifts = Array(repeating: [], count: approaches.count)
        stepShifts = Array(repeating: [], count: approaches.count)
    }

    /// Loads the same rows into every approach, without recording.
    mutating func load(_ rows: [LayoutRow<String>], viewport: ViewportSize, anchor: String, screenY: Double) {
        for index in approaches.indices {
            approaches[index].load(rows, viewport: viewport, anchor: anchor, screenY: screenY)
        }
    }

    /// Starts a step; the events that follow add to its shift.
    ///
    /// First every reader finds their place again: each approach scrolls so that the intended
    /// anchor row (see ``intendedAnchor``) is where the reader means it to be, as a reader who saw
    /// the list jump scrolls back to the message they were reading. So every step starts with the
    /// three readers on the same message at the same screen y, and steps compare like with like.
    /// This scrolling is not counted.
    mutating func beginStep() {
        if let intended = intendedAnchor {
            for index in approaches.indices where approaches[index].readingAnchor != intended {
                approaches[index].scroll(toRow: intended.rowID, screenY: intended.screenY)
            }
        }
        for index in approaches.indices { stepShifts[index].append(0) }
    }

    /// Applies a change of content (no scrolling) to every approach and records the shifts.
    mutating func apply(_ change: (inout any ScrollApproach) -> Void) {
        record { approach in
            change(&approach)
            return 0
        }
    }

    /// The reader scrolls `distance` pt in frames of at most `frame` pt, each one event.
    mutating func readerScrolls(_ distance: Double, frame: Double) {
        var left = distance
        while abs(left) > 0 {
            let step = left > 0 ? min(left, frame) : max(left, -frame)
            record { approach in approach.scroll(by: step) }
            left -= step
        }
    }

    /// The fixed canvas's reading anchor: where the reader means to be (it follows the reader's
    /// scrolling and nothing else), used to place events relative to the reader.
    var intendedAnchor: ReadingAnchor<String>? {
        approaches.first { $0.name == ApproachKind.fixedCanvas.rawValue }?.readingAnchor
            ?? approaches.first?.readingAnchor
    }

    /// One result per approach.
    func results() -> [ApproachResult] {
        approaches.indices.map { index in
            let shifts = eventShifts[index]
            return ApproachResult(name: approaches[index].name,
                                  maxAnchorShift: shifts.max() ?? 0,
                                  totalAnchorShift: shifts.reduce(0, +),
                                  jumpCount: shifts.filter { $0 > 0 }.count,
                                  stepShifts: stepShifts[index])
        }
    }

    private mutating func record(_ event: (inout any ScrollApproach) -> Double) {
        if stepShifts[0].isEmpty { beginStep() }
        for index in approaches.indices {
            let before = approaches[index].readingAnchor
            let scrolled = event(&approaches[index])
            var shift = 0.0
            if let before, let after = approaches[index].screenY(ofRow: before.rowID) {
                shift = Replay.rounded(abs(after - before.screenY + scrolled))
            }
            eventShifts[index].append(shift)
            stepShifts[index][stepShifts[index].count - 1] += shift
        }
    }

    /// Rounds to 1/1024 pt, below any display pixel, so that the sums of averaged estimates do
    /// not leave 1e-13 noise; the fixed canvas works on a 1/64 pt grid and is unaffected.
    static func rounded(_ shift: Double) -> Double {
        (shift * 1024).rounded() / 1024
    }
}
