/// The CSS `white-space` modes Steady measures.
public enum WhiteSpace: String, Sendable, CaseIterable {
    /// Spaces, tabs and newlines are kept; lines wrap; spaces at a wrap hang.
    /// What chat apps use, since people type line breaks.
    case preWrap = "pre-wrap"
    /// Runs of white space collapse to one space, and newlines are spaces.
    case normal
}
