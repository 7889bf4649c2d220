import SteadyText

/// A ``Bubble``'s texts and its labels' kept sizes, in one object.
///
/// A bubble is copied wherever it is read: out of an array as a list walks
/// its rows, out of ``PreparedBubbles``' dictionary under its lock. Held
/// inline, its seven texts and the size cache were eight references for
/// each copy to retain and release (a sixth of a re-layout in `perf record
/// -g`). Held here, a copy retains one; that retain now takes the row's
/// first read of this object's memory, which the layout reads anyway, so
/// the re-layout measured about the same: copies are cheaper elsewhere.
final class BubbleParts: Sendable {
    let text: Bubble.TextBlock
    let name: PreparedText?
    let quoteName: PreparedText?
    let quoteText: PreparedText?
    let time: DirectionalLabel?
    let reactions: PreparedText?
    let date: PreparedText?
    let labelSizes = LabelSizeCache()

    init(text: Bubble.TextBlock, name: PreparedText?, quoteName: PreparedText?, quoteText: PreparedText?,
         time: DirectionalLabel?, reactions: PreparedText?, date: PreparedText?) {
        self.text = text
        self.name = name
        self.quoteName = quoteName
        self.quoteText = quoteText
        self.time = time
        self.reactions = reactions
        self.date = date
    }
}
