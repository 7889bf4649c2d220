/// A text that grows, kept as ``TextParagraphs`` behind its own lock:
/// ``GrowingText``, and SteadyMarkdown's `GrowingMarkdown`.
///
/// SteadyBubbles lays a growing row's text out from it as it stands, from
/// the paragraphs each append prepared, so that laying the row out after an
/// append costs the paragraphs that append touched, as the text's own layout
/// does.
package protocol GrowingParagraphs: AnyObject, Sendable {
    /// Runs `body` on the paragraphs, holding the text's lock: no append
    /// runs meanwhile, and what `body` keeps in them (the lines laid out)
    /// stays for the next call.
    func withParagraphs<R>(_ body: (inout TextParagraphs) -> R) -> R
}
