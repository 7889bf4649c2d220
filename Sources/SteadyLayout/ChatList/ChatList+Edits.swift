extension ChatList {
    /// Replaces a loaded item (an edit) and asks its height again; the reading anchor stays.
    ///
    /// - Parameter item: The new version; ignored if no item with its identity is loaded.
    /// - Complexity: O(log n) plus one height.
    public func update(_ item: Item) {
        guard items[item.id] != nil else { return }
        items[item.id] = item
        layout.setHeight(heightProvider(item, layout.scroll.viewport.width), ofRow: item.id)
        didChange()
    }

    /// Asks one item's height again (an image loaded); the reading anchor stays.
    ///
    /// - Parameter id: The item; ignored if not loaded.
    /// - Complexity: O(log n) plus one height.
    public func reloadHeight(ofItemWithID id: Item.ID) {
        guard let item = items[id] else { return }
        layout.setHeight(heightProvider(item, layout.scroll.viewport.width), ofRow: id)
        didChange()
    }

    /// Asks every item's height again (Dynamic Type changed) as one re-layout; the reading
    /// anchor (or the bottom) stays.
    ///
    /// - Complexity: O(n) plus one height per item.
    public func reloadAllHeights() {
        let width = layout.scroll.viewport.width
        layout.replaceHeights { [items, heightProvider] id in heightProvider(items[id]!, width) }
        didChange()
    }

    /// Removes items; unknown identities are ignored. Removing the item being read lets the next
    /// one take its place on screen.
    ///
    /// - Parameter ids: The identities to remove.
    /// - Complexity: O(k log n), amortised.
    public func remove(_ ids: some Collection<Item.ID>) {
        let doomed = Set(ids)
        unreadIDs.subtract(doomed)
        for id in doomed { items[id] = nil }
        layout.removeRows(doomed)
        didChange()
    }

    /// Removes every item. Paging stops until the next `setItems` or `jump`.
    public func removeAll() {
        items = [:]
        layout.removeAll()
        resetPaging(hasOlder: false, hasNewer: false)
    }

    /// Resizes the viewport; a new width asks every height again, in one re-layout that keeps
    /// the reading anchor (or the bottom). The size is snapped to the grid and a negative or
    /// non-finite value becomes 0, as ``ScrollModel/viewport`` holds it; the height provider gets
    /// that width.
    ///
    /// - Parameter viewport: The new size.
    /// - Complexity: O(log n), or O(n) plus one height per item when the width changed.
    public func setViewport(_ viewport: ViewportSize) {
        // The width the layout keeps (snapped, never negative) is the one heights are asked at.
        let width = viewport.snapped.width
        if width == layout.scroll.viewport.width {
            layout.setViewport(viewport)
        } else {
            layout.setViewport(viewport) { [items, heightProvider] id in heightProvider(items[id]!, width) }
        }
        didChange()
    }

    /// Sets the safe-area insets; the reading anchor (or the bottom) stays.
    ///
    /// - Parameter insets: The new insets.
    public func setSafeAreaInsets(_ insets: VerticalInsets) {
        layout.setSafeAreaInsets(insets)
        didChange()
    }

    /// Sets how much of the viewport the keyboard covers; at the bottom the last message rides
    /// up with it, elsewhere the reading anchor stays.
    ///
    /// - Parameter overlap: The covered height in points.
    public func setKeyboardOverlap(_ overlap: Double) {
        layout.setKeyboardOverlap(overlap)
        didChange()
    }
}
