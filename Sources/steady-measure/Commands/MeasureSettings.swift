import SteadyJSON
import SteadyText

/// What every message of a run or a request is measured at: the options a
/// record depends on, shared by measure mode and the service.
struct MeasureSettings: Equatable, Sendable {
    /// Text box widths in px, in the order given.
    var widths: [Double]
    /// Font sizes in px, in the order given (Dynamic Type names already mapped).
    var sizes: [Double] = [17]
    var lineHeight: LineHeight = .normal
    var whiteSpace: WhiteSpace = .preWrap
    /// The screen's device pixel ratio asked for. Layout is Chromium's at ratio 1 for
    /// every ratio until ratio-specific layout is built; see ``approximatesRatio``.
    var devicePixelRatio: Double = 1

    /// Whether the heights are ratio 1's standing in for another ratio's: exact at
    /// ratio 1, and at 2 about 99.4% of heights match Chromium's (fewer with
    /// `line-height: normal`).
    var approximatesRatio: Bool { devicePixelRatio != 1 }

    /// The warning for a ratio laid out as ratio 1, or nil at ratio 1.
    var ratioWarning: String? {
        guard approximatesRatio else { return nil }
        return "device pixel ratio \(JSONNumber.text(devicePixelRatio)) is laid out as ratio 1 (exact at 1; "
            + "at other ratios a few heights differ from Chromium's)"
    }

    /// How many records one message gets.
    var recordsPerMessage: Int { widths.count * sizes.count }
}
