/// A chat list that never jumps: the original package's list model (`setItems`, `prepend`,
/// `append`, a height provider, `onNeedsOlder` / `onNeedsNewer`) over the fixed-canvas engine
/// ``ChatLayout``, with pagination state, unread counting and every re-layout the original left
/// open.
///
/// ```swift
/// let list = ChatList<Message>(viewport: ViewportSize(width: 390, height: 844)) { message, width in
///     textHeight(message.text, width: width * 0.75 - 28) + 24
/// }
/// list.onNeedsOlder = { oldest in store.fetchPage(before: oldest.id) }
/// list.setItems(latestPage)
/// // later, from the store:
/// list.prepend(olderPage)            // or list.failPage(.older)
/// ```
///
/// Heights come only from `heightProvider(item, width)`, called with the viewport width when
/// an item is added, edited or reloaded, and for every item when the width or Dynamic Type
/// changes. SteadyLayout knows nothing about text.
///
/// Callbacks are called synchronously at the end of the operation that triggered them, when the
/// list is consistent, so a handler may call back into the list. One thread at a time: the
/// class is not `Sendable`; a UI owns it on the main thread.
public final class ChatList<Item: Identifiable> where Item.ID: Sendable {
    /// Computes a row's height in points for an item at a list width in points.
    public typealias HeightProvider = (_ item: Item, _ width: Double) -> Double

    /// The engine: frames, insets, offset and reading anchor.
    public internal(set) var layout: ChatLayout<Item.ID>
    /// Pagination state in both directions.
    public internal(set) var pager: Pager
    /// How many rows appended while the reader was reading history the reader has not seen.
    ///
    /// A row counts as seen once its top edge has been in the visible area
    /// (``ScrollModel/visibleContentRange``) at the end of some operation: a scroll that jumps
    /// past rows leaves them unread, wherever they end up. At the bottom of the list every row
    /// counts as seen, since nothing is left below (`scrollToBottom()` clears the count, as a
    /// chat's "new messages" button does). Rows appended while the list sticks to the bottom are
    /// never unread; removed rows stop counting; `setItems`, `jump` and `removeAll` start at 0.
    public internal(set) var unreadCount = 0

    /// Called once per page with the oldest loaded item when the reader nears the top.
    public var onNeedsOlder: ((Item) -> Void)?
    /// Called once per page with the newest loaded item when the reader nears the bottom
    /// (after a jump, when newer messages exist).
    public var onNeedsNewer: ((Item) -> Void)?

    let heightProvider: HeightProvider
    var items: [Item.ID: Item] = [:]
    /// The appended rows whose top edge has not been in the visible area yet.
    var unreadIDs: Set<Item.ID> = []

    /// Creates an empty list.
    ///
    /// - Parameter viewport: The scroll view's size.
    /// - Parameter safeAreaInsets: The safe-area insets.
    /// - Parameter canvasHeight: The fixed canvas height (see ``ChatLayout``).
    /// - Parameter prefetchDistance: The next page is asked for when this many points of loaded
    ///   rows, or fewer, remain beyond the visible area (0: when the reader reaches the edge).
    /// - Parameter heightProvider: A row's height for an item at a width.
    public init(
        viewport: ViewportSize,
        safeAreaInsets: VerticalInsets = .zero,
        canvasHeight: Double = 1_000_000,
        prefetchDistance: Double = 1_500,
        heightProvider: @escaping HeightProvider
    ) {
        layout = ChatLayout(viewport: viewport, safeAreaInsets: safeAreaInsets, canvasHeight: canvasHeight)
        pager = Pager(prefetchDistance: prefetchDistance, hasOlder: false, hasNewer: false)
        self.heightProvider = heightProvider
    }

    // MARK: Reading

    /// The number of loaded items.
    public var count: Int { layout.count }

    /// The loaded item at `index`, oldest first.
    ///
    /// - Precondition: `index` is in `0..<count` (a programming error otherwise, as for an
    ///   array's subscript).
    /// - Parameter index: A valid index.
    /// - Returns: The item.
    /// - Complexity: O(log n).
    public func item(at index: Int) -> Item { items[layout.id(at: index)]! }

    /// The loaded item with `id`, if any.
    ///
    /// - Parameter id: An item identity.
    /// - Returns: The item.
    /// - Complexity: O(1) expected.
    public func item(withID id: Item.ID) -> Item? { items[id] }

    /// The pagination state in `direction`.
    ///
    /// - Parameter direction: A direction.
    /// - Returns: Its state.
    public func pageState(_ direction: PageDirection) -> PageState { pager.state(direction) }

    // MARK: Loading

    /// Replaces all items with the newest page, shown at the bottom.
    ///
    /// - Parameter items: The items, oldest first; of two items with one identity the first is
    ///   kept.
    /// - Parameter hasOlder: Whether older items exist to page in.
    /// - Parameter hasNewer: Whether newer items exist (false for the live end of a chat).
    /// - Complexity: O(n log n) plus one height per item.
    public func setItems(_ items: [Item], hasOlder: Bool = true, hasNewer: Bool = false) {
        self.items = [:]
        let rows = rows(for: items)
        layout.setRows(rows, showing: .bottom)
        resetPaging(hasOlder: hasOlder, hasNewer: hasNewer)
        didChange()
    }

    /// Opens a new window around a far message (a jump): replaces all items, puts the target at
    /// `screenY`, and pages in both directions from there.
    ///
    /// - Parameter items: The window, oldest first, containing the target; of two items with
    ///   one identity the first is kept.
    /// - Parameter target: The message to show.
    /// - Parameter screenY: Where its top edge goes, in points below the viewport's top edge.
    /// - Parameter hasOlder: Whether older items exist beyond the window.
    /// - Parameter hasNewer: Whether newer items exist beyond the window.
    /// - Complexity: O(n log n) plus one height per item.
    public func jump(to items: [Item], target: Item.ID, screenY: Double, hasOlder: Bool = true, hasNewer: Bool = true) {
        self.items = [:]
        let rows = rows(for: items)
        layout.jump(to: rows, target: target, screenY: screenY)
        resetPaging(hasOlder: hasOlder, hasNewer: hasNewer)
        didChange()
    }

    /// Adds an older page above the first item. Nothing on screen moves.
    ///
    /// Completes a pending older request; with `isLastPage` (or an empty page) there is nothing
    /// older any more.
    ///
    /// - Parameter items: The page, oldest first; items already loaded are skipped, and of two
    ///   items with one identity the first is kept.
    /// - Parameter isLastPage: Whether the source has nothing older.
    /// - Complexity: O(k log n) plus one height per item.
    public func prepend(_ items: [Item], isLastPage: Bool = false) {
        layout.prepend(rows(for: items))
        if pager.older == .loading { pager.finish(.older, isLastPage: isLastPage || items.isEmpty) }
        didChange()
    }

    /// Adds newer items below the last one: a newer page after a jump, or live messages.
    ///
    /// At the bottom, the list scrolls with them; while the reader is reading history, nothing
    /// moves and the new items count as unread. Completes a pending newer request.
    ///
    /// - Parameter items: The items, oldest first; items already loaded are skipped, and of two
    ///   items with one identity the first is kept.
    /// - Parameter isLastPage: Whether the source has nothing newer (the live end).
    /// - Complexity: O(k log n) plus one height per item.
    public func append(_ items: [Item], isLastPage: Bool = false) {
        let rows = rows(for: items)
        let stuck = layout.append(rows)
        if !stuck { unreadIDs.formUnion(rows.lazy.map(\.id)) }
        if pager.newer == .loading { pager.finish(.newer, isLastPage: isLastPage || items.isEmpty) }
        didChange()
    }

    /// Records that the pending page in `direction` failed. Everything loaded stays.
    ///
    /// - Parameter direction: The direction whose request failed.
    public func failPage(_ direction: PageDirection) {
        pager.fail(direction)
    }

    /// Asks again for a failed page: calls `onNeedsOlder` or `onNeedsNewer` once more, with the
    /// oldest or newest loaded item.
    ///
    /// With no items loaded there is no item to page from: nothing is asked and the state stays
    /// ``PageState/failed`` (`setItems` or `jump` start over).
    ///
    /// - Parameter direction: The direction to retry.
    /// - Returns: Whether the page was asked for again.
    @discardableResult
    public func retry(_ direction: PageDirection) -> Bool {
        guard pager.state(direction) == .failed, let edge = edgeItem(direction) else { return false }
        _ = pager.retry(direction)
        ask(direction, from: edge)
        return true
    }

    // MARK: Private

    /// Rows for new items, asking their heights; remembers the items and skips known ones.
    func rows(for newItems: [Item]) -> [LayoutRow<Item.ID>] {
        let width = layout.scroll.viewport.width
        var rows: [LayoutRow<Item.ID>] = []
        rows.reserveCapacity(newItems.count)
        for item in newItems where items[item.id] == nil {
            items[item.id] = item
            rows.append(LayoutRow(id: item.id, height: heightProvider(item, width)))
        }
        return rows
    }

    func resetPaging(hasOlder: Bool, hasNewer: Bool) {
        pager = Pager(prefetchDistance: pager.prefetchDistance, hasOlder: hasOlder, hasNewer: hasNewer)
        unreadCount = 0
        unreadIDs = []
    }

    /// After any change or scroll: update unread, then ask for pages.
    func didChange() {
        updateUnread()
        guard !layout.isEmpty else { return }
        let directions = pager.requests(
            distanceAbove: layout.distanceAboveVisible,
            distanceBelow: layout.distanceBelowVisible
        )
        for direction in directions { request(direction) }
    }

    func request(_ direction: PageDirection) {
        if let edge = edgeItem(direction) { ask(direction, from: edge) }
    }

    /// The oldest loaded item for `.older`, the newest for `.newer`.
    func edgeItem(_ direction: PageDirection) -> Item? {
        switch direction {
        case .older: return layout.firstID.flatMap { items[$0] }
        case .newer: return layout.lastID.flatMap { items[$0] }
        }
    }

    func ask(_ direction: PageDirection, from edge: Item) {
        switch direction {
        case .older: onNeedsOlder?(edge)
        case .newer: onNeedsNewer?(edge)
        }
    }

    /// Marks seen the unread rows whose top edge is in the visible area, or all of them at the
    /// bottom (see ``unreadCount``).
    ///
    /// - Complexity: O(log n + k) for k visible rows; O(1) when nothing is unread.
    func updateUnread() {
        if !unreadIDs.isEmpty {
            if layout.isAtBottom {
                unreadIDs = []
            } else {
                let visible = layout.scroll.visibleContentRange
                for frame in layout.frames(in: visible) where visible.contains(frame.minY) {
                    unreadIDs.remove(frame.id)
                }
            }
        }
        unreadCount = unreadIDs.count
    }
}
