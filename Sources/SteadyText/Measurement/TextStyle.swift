/// How a message's text is styled: everything besides its text and the box width
/// that decides its height.
public struct TextStyle: Sendable {
    /// The font size in px (CSS px, which are also iOS points).
    public var fontSize: Double
    /// The line height.
    public var lineHeight: LineHeight
    /// The white-space mode.
    public var whiteSpace: WhiteSpace
    /// The fonts, in fallback order.
    public var fonts: FontStack
    /// The screen's device pixel ratio (see
    /// ``PreparedText/layout(width:fontSize:lineHeight:devicePixelRatio:)``).
    public var devicePixelRatio: Double

    /// Creates a style. The defaults are the contract's: 17 px, `normal`
    /// line height, `pre-wrap`, ratio 1.
    public init(fontSize: Double = 17, lineHeight: LineHeight = .normal,
                whiteSpace: WhiteSpace = .preWrap, fonts: FontStack, devicePixelRatio: Double = 1) {
        self.fontSize = fontSize
        self.lineHeight = lineHeight
        self.whiteSpace = whiteSpace
        self.fonts = fonts
        self.devicePixelRatio = devicePixelRatio
    }
}
