import SteadyText

/// A chat's rows prepared once, by message identity, and laid out at the text
/// size and device pixel ratio in force: what a fixed-canvas list's height
/// provider reads (``heightProvider(content:)``).
///
/// Each message is prepared once into a ``Bubble``; a new list width, a new
/// text size (Dynamic Type) or a new ratio is then a layout of the kept
/// bubbles, arithmetic only. Dynamic Type is a size change followed by a
/// reload, and the provider reads the size at each call, so the reload lays
/// every row out at the new size:
///
/// ```swift
/// let bubbles = try PreparedBubbles<Message.ID>(fonts: fonts, fontSize: 17)
/// let list = ChatList<Message>(viewport: ViewportSize(width: 390, height: 844),
///                              heightProvider: bubbles.heightProvider { $0.bubbleContent })
/// list.setItems(page)          // prepares each message once
/// // The text size changed (UIContentSizeCategory.didChangeNotification, a settings slider):
/// bubbles.fontSize = 23
/// list.reloadAllHeights()      // every row laid out again at 23 px; nothing is prepared again
/// ```
///
/// It is `Sendable` and locks what it keeps, so pages can be prepared on a
/// background thread (``prepare(_:for:)``) while the list, on the main thread,
/// lays out the bubbles already kept. Preparing and laying out run outside the
/// lock; the lock covers only finding, keeping and removing bubbles and
/// reading the size and ratio.
///
/// A kept bubble stays until ``remove(_:)`` or ``removeAll()``: remove the
/// messages the list removes.
public final class PreparedBubbles<ID: Hashable & Sendable>: Sendable {
    /// The geometry every bubble is laid out with.
    public let style: BubbleStyle
    /// The fonts every bubble is prepared with.
    public let fonts: FontStack
    /// The engine whose shaping and layout rows match: a reader's engine,
    /// which every bubble is prepared for.
    public let target: RenderingTarget
    private let state: Locked<State>

    /// What the lock guards.
    private struct State {
        var entries: [ID: Entry] = [:]
        var fontSize: Double
        var devicePixelRatio: Double

        var settings: Settings {
            Settings(fontSize: fontSize, devicePixelRatio: devicePixelRatio)
        }
    }

    /// A kept bubble and the content it was prepared from, so that a message
    /// whose content changed (an edit) is prepared again.
    private struct Entry {
        let content: BubbleContent
        /// Nil only if the content could not be prepared even without its
        /// faulty parts, which a validated style rules out.
        let bubble: Bubble?
        /// Why part of the content was left out, if it was.
        let error: BubbleError?
    }

    /// An empty set of bubbles for `style`, laid out at `fontSize` px on a
    /// screen of `devicePixelRatio`.
    ///
    /// - Parameters:
    ///   - style: the rows' geometry (the template's by default).
    ///   - fonts: the font stack every bubble is prepared with.
    ///   - fontSize: the message text's size in px, as for
    ///     ``Bubble/layout(listWidth:fontSize:devicePixelRatio:target:)``.
    ///   - devicePixelRatio: the screen's ratio.
    ///   - target: the engine whose layout to match.
    /// - Throws: ``BubbleError`` for a style field at fault
    ///   (``BubbleStyle/validate()``), so that no content can fail on the
    ///   style later.
    public init(style: BubbleStyle = BubbleStyle(), fonts: FontStack, fontSize: Double = 17,
                devicePixelRatio: Double = 1, target: RenderingTarget = .chromium) throws(BubbleError) {
        try style.validate()
        self.style = style
        self.fonts = fonts
        self.target = target
        state = Locked(State(fontSize: fontSize, devicePixelRatio: devicePixelRatio))
    }

    /// The message text's size in px that rows are laid out at. Setting it
    /// changes no height by itself: reload the list's heights after
    /// (`ChatList.reloadAllHeights()`), which lays the kept bubbles out again.
    public var fontSize: Double {
        get { state.withLock { $0.fontSize } }
        set { state.withLock { $0.fontSize = newValue } }
    }

    /// The screen's device pixel ratio that rows are laid out at (a window
    /// moved to another screen); as for ``fontSize``, reload after setting it.
    public var devicePixelRatio: Double {
        get { state.withLock { $0.devicePixelRatio } }
        set { state.withLock { $0.devicePixelRatio = newValue } }
    }

    /// The number of bubbles kept.
    public var count: Int { state.withLock { $0.entries.count } }

    /// Prepares `content` for the message `id` and keeps it, unless the
    /// bubble kept for `id` was prepared from equal content.
    ///
    /// Content that cannot be prepared as it is (spans that break
    /// ``SteadyText/TextSpan``'s rules, media whose aspect ratio is not a positive
    /// number) is prepared without the part at fault, so that every message
    /// has a row; ``error(for:)`` says what was left out.
    ///
    /// - Complexity: preparing each of the content's texts (``Bubble``); a
    ///   comparison of contents when it is kept already.
    public func prepare(_ content: BubbleContent, for id: ID) {
        _ = keptBubble(for: id, content: content)
    }

    /// The bubble kept for `id`, if any.
    public func bubble(for id: ID) -> Bubble? {
        state.withLock { $0.entries[id]?.bubble ?? nil }
    }

    /// Why the bubble kept for `id` leaves part of its content out (its
    /// spans, its media), or nil when it shows all of it or none is kept.
    public func error(for id: ID) -> BubbleError? {
        state.withLock { $0.entries[id]?.error }
    }

    /// Forgets the bubbles of `ids` (messages the list removed); unknown
    /// identities are ignored.
    public func remove(_ ids: some Sequence<ID>) {
        state.withLock { state in
            for id in ids { state.entries[id] = nil }
        }
    }

    /// Forgets every bubble.
    public func removeAll() {
        state.withLock { $0.entries = [:] }
    }

    /// The layout of the bubble kept for `id` in a list `listWidth` px wide,
    /// at the current ``fontSize`` and ``devicePixelRatio``: the row's height
    /// and every part's frame, for the cell that draws it. Nil when no bubble
    /// is kept for `id`.
    ///
    /// Any width lays out, as ``Bubble/layout(listWidth:fontSize:devicePixelRatio:target:)``
    /// lays it out: one that is not a number of 0 px or more as 0 px.
    ///
    /// - Complexity: arithmetic on the prepared texts: no shaping.
    public func layout(of id: ID, listWidth: Double) -> BubbleLayout? {
        guard let kept = kept(id) else { return nil }
        return kept.bubble.layout(listWidth: listWidth, fontSize: kept.settings.fontSize,
                                  devicePixelRatio: kept.settings.devicePixelRatio, target: target)
    }

    /// The height in px of the row kept for `id` in a list `listWidth` px
    /// wide, as ``layout(of:listWidth:)`` lays it out
    /// (``Bubble/rowHeight(listWidth:fontSize:devicePixelRatio:target:)``).
    public func rowHeight(of id: ID, listWidth: Double) -> Double? {
        guard let kept = kept(id) else { return nil }
        return kept.bubble.rowHeight(listWidth: listWidth, fontSize: kept.settings.fontSize,
                                     devicePixelRatio: kept.settings.devicePixelRatio, target: target)
    }

    // MARK: Private

    /// What rows are laid out at: the size and ratio in force.
    struct Settings {
        var fontSize: Double
        var devicePixelRatio: Double
    }

    /// The bubble kept for `id`, with the settings in force, read under one lock.
    private func kept(_ id: ID) -> (bubble: Bubble, settings: Settings)? {
        state.withLock { state in state.entries[id]?.bubble.map { ($0, state.settings) } }
    }

    /// The bubble kept for `id` if it was prepared from `content`, else
    /// `content` prepared and kept; with the size and ratio in force.
    ///
    /// Two threads may prepare one message at once; the last to finish is kept.
    func keptBubble(for id: ID, content: BubbleContent) -> (bubble: Bubble?, settings: Settings) {
        let (kept, settings) = state.withLock { ($0.entries[id], $0.settings) }
        if let kept, kept.content == content { return (kept.bubble, settings) }
        let entry = prepared(content)
        return state.withLock { state in
            state.entries[id] = entry
            return (entry.bubble, state.settings)
        }
    }

    /// `content` prepared, leaving out each part at fault in turn (``Bubble``
    /// checks the media, then the spans). The style was validated in `init`,
    /// so the third try cannot fail: the loop is bounded for its own sake.
    private func prepared(_ content: BubbleContent) -> Entry {
        var fixed = content
        var firstError: BubbleError?
        for _ in 0..<3 {
            do {
                return Entry(content: content, bubble: try Bubble(fixed, style: style, fonts: fonts, target: target), error: firstError)
            } catch {
                firstError = firstError ?? error
                switch error.problem {
                case .spans: fixed.spans = []
                case .aspectRatio: fixed.media = nil
                case .length, .scale, .weight, .lineCount: return Entry(content: content, bubble: nil, error: error)
                }
            }
        }
        return Entry(content: content, bubble: nil, error: firstError)
    }
}
