/// The size of a laid-out text: how many lines, how tall.
public struct TextLayout: Sendable, Equatable, Hashable {
    /// The number of line boxes; 0 for an empty text.
    public var lineCount: Int
    /// The height in px: the sum of the line boxes' heights.
    public var height: Double

    /// A size of `lineCount` lines, `height` px tall in all (for tests and
    /// callers that compare against a size they know).
    public init(lineCount: Int, height: Double) {
        self.lineCount = lineCount
        self.height = height
    }
}

/// One line of a laid-out text.
public struct TextLine: Sendable, Equatable, Hashable {
    /// The line's text, as UTF-16 offsets into the original text. Lines
    /// partition the text: spaces that hang at a wrap and the newline ending a
    /// line belong to it.
    public var range: Range<Int>
    /// The line's width in px without the spaces that hang at its end: the
    /// width a bubble needs to hold it.
    public var width: Double
    /// The line box's height in px.
    public var height: Double

    /// A line covering `range` (UTF-16 offsets), `width` px wide without its
    /// hanging spaces, in a line box `height` px tall.
    public init(range: Range<Int>, width: Double, height: Double) {
        self.range = range
        self.width = width
        self.height = height
    }
}
