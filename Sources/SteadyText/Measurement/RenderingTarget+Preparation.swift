extension RenderingTarget {
    /// The rules by which the engine prepares a text.
    var preparationRules: PreparationRules {
        switch self {
        case .chromium: .blink
        case .webkit: .webKit
        case .firefox: .gecko
        }
    }
}
