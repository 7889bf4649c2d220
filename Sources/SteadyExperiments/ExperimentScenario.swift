/// The experiments `steady-measure experiment` can run.
package enum ExperimentScenario: String, CaseIterable, Sendable {
    /// Older pages arrive above a reader in the middle of history, also while rows above change
    /// height and while the reader scrolls.
    case prepend = "prepend"
    /// The text size steps through every Dynamic Type category, xSmall to AX5 and back.
    case dynamicType = "dynamic-type"
    /// The list width changes: rotation, split view, a window resized through many widths.
    case resize = "resize"

    /// One line saying what the scenario does.
    package var summary: String {
        switch self {
        case .prepend: return "older pages arrive above the reader, rows above change height, the reader scrolls"
        case .dynamicType: return "the text size steps xSmall → AX5 → xSmall (14 … 53 px), every row re-measured"
        case .resize: return "the width changes: 390 ↔ 844 (rotation), 320 / 507 (split view), a window sweep"
        }
    }

    /// The figure's title.
    var figureTitle: String {
        switch self {
        case .prepend: return "Older pages arriving: how far the message being read moves on screen"
        case .dynamicType: return "Dynamic Type: how far the message being read moves on screen"
        case .resize: return "Width changes: how far the message being read moves on screen"
        }
    }
}
