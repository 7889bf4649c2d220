/// Where paging in one direction stands.
///
/// ```
/// idle --(reader near the edge)--> loading --(page arrives)--> idle | exhausted
///                                  loading --(page failed)---> failed --(retry)--> loading
/// ```
public enum PageState: Sendable, Equatable {
    /// More rows exist; none are being fetched.
    case idle
    /// A page was asked for and has not arrived.
    case loading
    /// The last request failed; nothing loaded was lost. Only an explicit retry asks again, so
    /// a failing server is not hammered while the reader scrolls.
    case failed
    /// There is nothing more in this direction.
    case exhausted
}
