/// How an engine finds the words of a run of Thai, Lao, Khmer or Burmese
/// (Line_Break=SA), which its line rules alone do not break: by which
/// segmenter, and from where.
enum ComplexContextSegmentation: Hashable, Sendable {
    /// The line rules' dictionaries, anew from each line's start: Blink
    /// restarts its break iterator at every line (``DictionaryRuns``), so a
    /// line that break-word starts inside a word is segmented from there.
    case dictionaryFromEachLineStart

    /// The line rules' dictionaries, once over the whole text: WebKit finds a
    /// text node's break opportunities once, before its lines
    /// (`InlineItemsBuilder::handleTextContent` asks one line iterator over
    /// the whole node, `ubrk_following`, and makes an item of each word), and
    /// a break-word split cuts an item in two without asking again. After
    /// "អង្គរវ|ត្ត" the next line breaks where the whole text does.
    case dictionaryOnce

    /// ICU4X's LSTM models, once per text (``ComplexContextBreaks``), as
    /// Firefox does.
    case lstm
}
