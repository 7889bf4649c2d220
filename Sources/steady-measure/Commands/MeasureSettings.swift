import SteadyBubbles
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
    /// The screen's device pixel ratio: Chromium lays out in device px, so the
    /// heights (still CSS px) depend on it.
    var devicePixelRatio: Double = 1
    /// The engine whose layout the heights match (`--target`, the service's `"target"`).
    var target: RenderingTarget = .chromium
    /// The style of a message with `"bubble"`, before its own `"style"`
    /// (`--bubble-style`, the service's `"bubbleStyle"`): already valid.
    var bubbleStyle = BubbleStyle()
    /// Whether a bubble's records carry its parts' frames (`--frames`).
    var includesFrames = false

    /// The targets, as a usage error lists them.
    static let targetNames = "use chromium, webkit or firefox"

    /// How many records one message gets.
    var recordsPerMessage: Int { widths.count * sizes.count }
}
