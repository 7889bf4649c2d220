/// iOS Dynamic Type text sizes and their body font size in points (= CSS px).
///
/// `--size Large,AX2` means 17 and 33: the sizes a chat app's body text takes
/// as the user moves the system text-size slider.
enum DynamicTypeSize: String, CaseIterable, Sendable {
    case xSmall, Small, Medium, Large, xLarge, xxLarge, xxxLarge
    case AX1, AX2, AX3, AX4, AX5

    /// The body text size in px.
    var bodySize: Double {
        switch self {
        case .xSmall: 14
        case .Small: 15
        case .Medium: 16
        case .Large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .AX1: 28
        case .AX2: 33
        case .AX3: 40
        case .AX4: 47
        case .AX5: 53
        }
    }

    /// The size named `name`, ignoring case (`large`, `ax2` are accepted).
    init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
            return nil
        }
        self = match
    }
}
