/// A direction to page in.
public enum PageDirection: Sendable, Equatable, CaseIterable {
    /// Towards older messages (above the first loaded row).
    case older
    /// Towards newer messages (below the last loaded row).
    case newer
}
