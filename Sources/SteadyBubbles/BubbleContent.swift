import SteadyText

/// What one chat row shows: a message's text and the optional parts around
/// it, as strings, before anything is prepared (``Bubble``).
///
/// ```swift
/// var content = BubbleContent(text: "See you at 11!")
/// content.name = "Ana"
/// content.time = "12:30"
/// content.quote = .init(name: "Bo", text: "Brunch on Sunday?")
/// ```
public struct BubbleContent: Sendable, Hashable {
    /// Which side of the list the bubble sits on.
    public enum Direction: String, Sendable, Hashable {
        /// Left: a message from someone else.
        case incoming
        /// Right: the reader's own message.
        case outgoing
    }

    /// A quoted reply: the message answered, with its sender's name.
    public struct Quote: Sendable, Hashable {
        /// The quoted message's sender; nil for no name line.
        public var name: String?
        /// The quoted text, shown in at most ``BubbleStyle/quoteMaxLines`` lines.
        public var text: String

        /// A quote of `text` by `name`.
        public init(name: String? = nil, text: String) {
            self.name = name
            self.text = text
        }
    }

    /// An image or video whose size is known before it loads.
    public struct Media: Sendable, Hashable {
        /// Its width divided by its height: a positive, finite number.
        public var aspectRatio: Double

        /// Media `aspectRatio` (width / height) wide.
        public init(aspectRatio: Double) {
            self.aspectRatio = aspectRatio
        }
    }

    /// The message text (a caption when there is media); may be empty.
    public var text: String
    /// Styled stretches of the text (``SteadyText/TextSpan``).
    public var spans: [TextSpan]
    /// The bubble's side.
    public var direction: Direction
    /// Whether the row starts a sender's group (a larger gap above it).
    public var startsGroup: Bool
    /// The sender's name above the text.
    public var name: String?
    /// A quoted reply above the text.
    public var quote: Quote?
    /// An image or video above the text.
    public var media: Media?
    /// The timestamp ("12:30"), with any delivery ticks drawn as text, at the
    /// end of the text. The bundled stack has no U+2713 (✓): ticks drawn as
    /// an icon are not part of the row's layout.
    public var time: String?
    /// The reactions under the bubble ("👍 2").
    public var reactions: String?
    /// A date separator above the bubble ("Today").
    public var date: String?

    /// A row of `text` and nothing else yet.
    public init(text: String, spans: [TextSpan] = [], direction: Direction = .incoming,
                startsGroup: Bool = true) {
        self.text = text
        self.spans = spans
        self.direction = direction
        self.startsGroup = startsGroup
    }
}
