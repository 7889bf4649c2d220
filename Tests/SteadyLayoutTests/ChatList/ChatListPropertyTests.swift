import Testing
@testable import SteadyLayout
import SteadyTestSupport

/// Random sessions against a fake server: pages arrive, fail and are retried, messages are
/// deleted, edited and appended live, the width and Dynamic Type change, the reader scrolls and
/// jumps. After every step: the geometry checks, the anchor invariant, and the pager's promises
/// (one request per page, a failed page loses nothing).
@Suite struct ChatListPropertyTests {
    final class Session {
        var rng: SplitMix64
        var history = FakeHistory(count: 50_000)
        var heights = FakeHeights()
        let list: ChatList<Message>
        var pendingOlder: Int?
        var pendingNewer: Int?
        var problems: [String] = []
        var liveID = 50_000
        /// Appended rows whose top edge has not been in the visible area, kept from frames alone.
        var unseen: Set<Int> = []

        init(seed: UInt64) {
            rng = SplitMix64(seed: seed)
            let heights = Box(FakeHeights())
            list = ChatList(
                viewport: ViewportSize(width: 390, height: 844),
                safeAreaInsets: VerticalInsets(top: 47, bottom: 34),
                canvasHeight: 30_000,
                prefetchDistance: 1_200
            ) { message, width in heights.value.height(message, width: width) }
            self.heightsBox = heights
            list.onNeedsOlder = { [unowned self] oldest in
                if pendingOlder != nil { problems.append("older page asked twice") }
                if oldest.id != list.layout.firstID { problems.append("onNeedsOlder named \(oldest.id), not the oldest") }
                pendingOlder = oldest.id
            }
            list.onNeedsNewer = { [unowned self] newest in
                if pendingNewer != nil { problems.append("newer page asked twice") }
                if newest.id != list.layout.lastID { problems.append("onNeedsNewer named \(newest.id), not the newest") }
                pendingNewer = newest.id
            }
            let start = history.page(before: history.count, limit: 40)
            list.setItems(start.messages, hasOlder: !start.isLast, hasNewer: false)
        }

        let heightsBox: Box<FakeHeights>

        var model: RowModel {
            var model = RowModel()
            model.ids = (0..<list.count).map { list.layout.id(at: $0) }
            for id in model.ids {
                model.heights[id] = heightsBox.value.height(list.item(withID: id)!, width: list.layout.scroll.viewport.width)
            }
            return model
        }

        func randomLoadedID() -> Int? {
            guard list.count > 0 else { return nil }
            let anchor = list.layout.readingAnchor.flatMap { list.layout.index(of: $0.rowID) } ?? 0
            let index = rng.chance(50) ? anchor + Int.random(in: -4...8, using: &rng) : Int.random(in: 0..<list.count, using: &rng)
            return list.layout.id(at: min(max(index, 0), list.count - 1))
        }

        /// One random step; returns its name and whether it moves the view on purpose.
        func step() -> (String, Bool) {
            let countBefore = list.count
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<12:
                guard let oldest = pendingOlder else { return ("no older request", false) }
                if rng.chance(25) {
                    list.failPage(.older)
                    pendingOlder = nil
                    if list.pageState(.older) != .failed { problems.append("failed older page not marked failed") }
                    if list.count != countBefore { problems.append("a failed page lost rows") }
                    return ("fail older", false)
                }
                let page = history.page(before: oldest, limit: Int.random(in: 1...50, using: &rng))
                pendingOlder = nil
                list.prepend(page.messages, isLastPage: page.isLast)
                return ("older page \(page.messages.count)", false)
            case 12..<20:
                guard let newest = pendingNewer else { return ("no newer request", false) }
                if rng.chance(25) {
                    list.failPage(.newer)
                    pendingNewer = nil
                    if list.count != countBefore { problems.append("a failed page lost rows") }
                    return ("fail newer", false)
                }
                let page = history.page(after: newest, limit: Int.random(in: 1...50, using: &rng))
                pendingNewer = nil
                let wasAtBottom = list.layout.isAtBottom
                list.append(page.messages, isLastPage: page.isLast)
                if !wasAtBottom { unseen.formUnion(page.messages.map(\.id)) }
                return ("newer page \(page.messages.count)", false)
            case 20..<25:
                let direction: PageDirection = rng.chance(50) ? .older : .newer
                let wasFailed = list.pageState(direction) == .failed
                list.retry(direction)
                let pending = direction == .older ? pendingOlder : pendingNewer
                if wasFailed && pending == nil { problems.append("retry did not ask again") }
                return ("retry \(direction)", false)
            case 25..<33:
                guard list.pageState(.newer) == .exhausted else { return ("no live end", false) }
                let count = Int.random(in: 1...3, using: &rng)
                let messages = (0..<count).map { Message(id: liveID + $0) }
                liveID += count
                history.count = liveID
                let wasAtBottom = list.layout.isAtBottom
                let unreadBefore = list.unreadCount
                list.append(messages)
                if !wasAtBottom { unseen.formUnion(messages.map(\.id)) }
                // Reading history, the new rows land below the visible area: all unread.
                if !wasAtBottom && list.unreadCount != unreadBefore + count {
                    problems.append("unread \(list.unreadCount) after \(unreadBefore) + \(count) hidden arrivals")
                }
                if wasAtBottom && list.unreadCount != 0 { problems.append("unread counted while at the bottom") }
                return ("live \(count)", false)
            case 33..<43:
                var doomed: Set<Int> = []
                for _ in 0..<Int.random(in: 1...5, using: &rng) { if let id = randomLoadedID() { doomed.insert(id) } }
                history.deleted.formUnion(doomed)
                unseen.subtract(doomed)
                list.remove(doomed)
                return ("delete \(doomed.count)", false)
            case 43..<55:
                guard let id = randomLoadedID() else { return ("nothing to edit", false) }
                history.versions[id, default: 0] += 1
                if rng.chance(50) { list.update(history.message(id)) } else {
                    list.update(history.message(id))
                    list.reloadHeight(ofItemWithID: id)
                }
                return ("edit \(id)", false)
            case 55..<58:
                let width = Double(Int.random(in: 320...1024, using: &rng))
                list.setViewport(ViewportSize(width: width, height: Double(Int.random(in: 500...1000, using: &rng))))
                return ("viewport \(width)", false)
            case 58..<61:
                heightsBox.value.typeScale = [0.8, 1.0, 1.2, 1.5, 2.0].randomElement(using: &rng)!
                list.reloadAllHeights()
                return ("dynamic type \(heightsBox.value.typeScale)", false)
            case 61..<64:
                list.setKeyboardOverlap(rng.chance(50) ? 0 : 300)
                return ("keyboard", false)
            case 64..<92:
                list.scroll(by: Double(Int.random(in: -1_500...1_500, using: &rng)))
                return ("scroll", true)
            case 92..<95:
                list.scrollToBottom()
                if list.unreadCount != 0 { problems.append("unread \(list.unreadCount) at the bottom") }
                return ("scroll to bottom", true)
            default:
                let target = Int.random(in: 0..<history.count, using: &rng)
                guard !history.deleted.contains(target) else { return ("deleted target", true) }
                let older = history.page(before: target, limit: 20)
                let newer = history.page(after: target, limit: 20)
                pendingOlder = nil
                pendingNewer = nil
                unseen = []
                list.jump(
                    to: older.messages + [history.message(target)] + newer.messages,
                    target: target, screenY: 300, hasOlder: !older.isLast, hasNewer: !newer.isLast
                )
                return ("jump to \(target)", true)
            }
        }
    }

    /// Marks seen, from every loaded frame, the unseen rows whose top edge is in view (all of
    /// them at the bottom), and says whether `unreadCount` agrees.
    func unreadProblems(_ session: Session) -> [String] {
        let layout = session.list.layout
        if layout.isAtBottom { session.unseen = [] }
        let visible = layout.scroll.visibleContentRange
        for frame in layout.allFrames() where visible.contains(frame.minY) { session.unseen.remove(frame.id) }
        guard session.list.unreadCount == session.unseen.count else {
            return ["unreadCount \(session.list.unreadCount), \(session.unseen.count) rows never had their top in view"]
        }
        return []
    }

    final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    @Test(arguments: [UInt64(0xFEED_BEEF), 7])
    func randomSessionsKeepTheAnchorAndPageCorrectly(seed: UInt64) {
        let session = Session(seed: seed)
        let steps = seed == 7 ? 2_000 : 10_000
        var prepends = 0, failures = 0, jumps = 0, stepsWithUnread = 0
        for step in 0..<steps {
            let before = LayoutChecks.observe(session.list.layout)
            let (name, movesOnPurpose) = session.step()
            if name.hasPrefix("older page") { prepends += 1 }
            if name.hasPrefix("fail") { failures += 1 }
            if name.hasPrefix("jump") { jumps += 1 }
            if session.list.unreadCount > 0 { stepsWithUnread += 1 }
            var problems = session.problems + LayoutChecks.problems(in: session.list.layout, model: session.model)
            problems += unreadProblems(session)
            if !movesOnPurpose { problems += LayoutChecks.anchorProblems(before: before, after: session.list.layout) }
            if !problems.isEmpty {
                Issue.record("seed \(seed) step \(step) \(name): \(problems.joined(separator: "; "))")
                return
            }
        }
        #expect(prepends > steps / 100 && failures > steps / 400 && jumps > steps / 100, "seed \(seed): \(prepends) \(failures) \(jumps)")
        #expect(stepsWithUnread > steps / 50, "seed \(seed): \(stepsWithUnread) steps with unread rows")
    }
}
