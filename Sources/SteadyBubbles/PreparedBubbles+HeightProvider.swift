extension PreparedBubbles {
    /// A height provider for a fixed-canvas chat list
    /// (`ChatList(viewport:heightProvider:)`, which knows no fonts): given a
    /// message and the list's width, its row's height in px (iOS points).
    ///
    /// ```swift
    /// let bubbles = try PreparedBubbles<Message.ID>(fonts: fonts, fontSize: 17)
    /// let list = ChatList<Message>(viewport: viewport, heightProvider: bubbles.heightProvider { message in
    ///     var content = BubbleContent(text: message.text, direction: message.isMine ? .outgoing : .incoming)
    ///     content.time = message.time
    ///     return content
    /// })
    /// ```
    ///
    /// Each call finds the bubble kept for the message's identity and lays it
    /// out at that width and at the ``fontSize`` and ``devicePixelRatio`` in
    /// force at the call, so:
    /// - a new width (`list.setViewport(_:)`) lays the kept bubbles out at it;
    /// - Dynamic Type is `bubbles.fontSize = newSize` then
    ///   `list.reloadAllHeights()`: every row is laid out again at the new
    ///   size, and nothing is prepared again;
    /// - an edit (`list.update(message)`) gives content unequal to the kept
    ///   bubble's, which is prepared again; so is a message seen for the first
    ///   time, unless ``prepare(_:for:)`` prepared it already (on a background
    ///   thread, say, before the page reaches the list).
    ///
    /// A width that is not a number of 0 px or more lays out as 0 px
    /// (`ChatList` passes its viewport's width, which never is); content with
    /// a part at fault is laid out without it (``prepare(_:for:)``).
    ///
    /// - Parameter content: the row a message shows. It is called at every
    ///   height asked, to compare with the kept bubble's content: keep it
    ///   cheap (a stored `BubbleContent` is a copy).
    /// - Returns: the provider, for the thread that owns the list (a
    ///   `ChatList` is used from one thread); the bubbles it reads may be
    ///   prepared on any other (``prepare(_:for:)``).
    /// - Complexity: a layout of the kept bubble (arithmetic), or preparing
    ///   the content when none equal to it is kept.
    public func heightProvider<Item: Identifiable>(
        content: @escaping (Item) -> BubbleContent
    ) -> (_ item: Item, _ listWidth: Double) -> Double where Item.ID == ID {
        { [self] item, listWidth in
            let kept = keptBubble(for: item.id, content: content(item))
            guard let bubble = kept.bubble else { return 0 }
            return bubble.rowHeight(listWidth: listWidth, fontSize: kept.settings.fontSize,
                                    devicePixelRatio: kept.settings.devicePixelRatio, target: target)
        }
    }
}
