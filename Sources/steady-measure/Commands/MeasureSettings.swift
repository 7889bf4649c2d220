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

    /// How many records one message gets.
    var recordsPerMessage: Int { widths.count * sizes.count }
}
