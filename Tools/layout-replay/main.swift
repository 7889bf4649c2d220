// layout-replay: a session of SteadyLayout operations in, what each step leaves on screen out,
// so the JavaScript engine (Web/steady) can be held to the Swift one tick for tick
// (Web/steady/tests/swift-parity.test.js).
//
// Standard input is JSON Lines: a header, then one operation a line.
//
//   {"kind": "layout", "viewport": [390, 844], "safeArea": [47, 34], "canvasHeight": 40000}
//   {"kind": "list", "viewport": [390, 844], "safeArea": [47, 34], "canvasHeight": 30000, "prefetchDistance": 1200}
//
// Rows and items are [id, height] pairs (an item's height is its base: the list's provider gives
// base × scale × 390 / max(width, 100)). A number JSON cannot hold is "nan", "inf" or "-inf".
//
//   layout: setRows {rows, edge}, prepend {rows}, append {rows}, remove {ids}, removeAll,
//           setHeight {id, height}, replaceHeights {seed}, viewport {width, height, seed?},
//           keyboard {overlap}, safeArea {top, bottom}, scrollTo {y}, scrollBy {dy},
//           scrollToBottom, scrollToTop, scrollToRow {id, screenY}, jump {rows, target, screenY},
//           framesIn {lower, upper}, history {total, before}
//   list:   setItems {items, hasOlder, hasNewer}, jump {items, target, screenY, hasOlder, hasNewer},
//           prepend {items, isLast}, append {items, isLast}, fail {direction}, retry {direction},
//           remove {ids}, removeAll, update {id, base}, reloadHeight {id}, setScale {scale},
//           reloadAllHeights, viewport {width, height}, keyboard, safeArea, scrollTo, scrollBy,
//           scrollToBottom, history
//
// A seed gives every row the height `seededHeight(id, seed)`. Each operation prints one line:
// {"anchor": [id, screenY] | null, "offset", "insets": [top, bottom], "bottom", "count",
//  "mounted": [lower, upper], "visible": [[id, index, minY, height], …], "frames": digest of every
//  frame, "above", "below", "result"} and for a list "unread", "pages": [older, newer] and "asked":
// the pages the step asked for. Lengths are whole ticks (1/64 pt); the digest is a 32-bit FNV-1a
// over each frame's id, minY and height in ticks, low 32 bits then high.
import Foundation
import SteadyLayout

/// An [id, height] pair.
struct Pair: Decodable {
    var id: Int
    var height: Double

    init(from decoder: Decoder) throws {
        var container = try decoder.unkeyedContainer()
        id = try container.decode(Int.self)
        height = try container.decode(Double.self)
    }
}

struct Header: Decodable {
    var kind: String
    var viewport: [Double]
    var safeArea: [Double]
    var canvasHeight: Double
    var prefetchDistance: Double?
}

/// One operation; which fields it has depends on `op`.
struct Operation: Decodable {
    var op: String
    var rows, items: [Pair]?
    var ids: [Int]?
    var id, seed, target, total, before: Int?
    var height, width, overlap, top, bottom, y, dy, screenY, lower, upper, base, scale: Double?
    var edge, direction: String?
    var hasOlder, hasNewer, isLast: Bool?
}

struct Message: Identifiable {
    let id: Int
    var base: Double
}

/// What the list's height provider and callbacks share with the loop.
final class ListState {
    var scale = 1.0
    var asked: [(String, Int)] = []
}

/// The same 32-bit arithmetic as Web/steady/tests/support/replay.js: 8...400 pt, now and then 0.
func seededHeight(_ id: Int, _ seed: Int) -> Double {
    var h = (UInt32(truncatingIfNeeded: id) &* 0x9e37_79b1) ^ (UInt32(truncatingIfNeeded: seed) &* 0x85eb_ca77)
    h = (h ^ (h >> 15)) &* 0x2c1b_3c6d
    h = h ^ (h >> 12)
    return h % 37 == 0 ? 0 : Double(8 * 64 + Int(h % (392 * 64))) / 64
}

/// A length on the grid as whole ticks.
func ticks(_ points: Double) -> Int64 { Int64(points * 64) }

func json(_ frame: RowFrame<Int>) -> String {
    "[\(frame.id), \(frame.index), \(ticks(frame.minY)), \(ticks(frame.height))]"
}

func json(_ frames: [RowFrame<Int>]) -> String { "[" + frames.map(json).joined(separator: ", ") + "]" }

func json(_ position: HistoryPosition?) -> String {
    position.map { "[\($0.fraction), \($0.visibleFraction)]" } ?? "null"
}

func json(_ state: PageState) -> String {
    switch state {
    case .idle: return "\"idle\""
    case .loading: return "\"loading\""
    case .failed: return "\"failed\""
    case .exhausted: return "\"exhausted\""
    }
}

/// Every frame, read through the public API as any client must.
func digest(_ layout: ChatLayout<Int>) -> String {
    var hash: UInt32 = 0x811c_9dc5
    func mix(_ value: Int64) {
        hash = (hash ^ UInt32(truncatingIfNeeded: value)) &* 0x0100_0193
        hash = (hash ^ UInt32(truncatingIfNeeded: value >> 32)) &* 0x0100_0193
    }
    for index in 0..<layout.count {
        let frame = layout.frame(at: index)
        mix(Int64(frame.id))
        mix(ticks(frame.minY))
        mix(ticks(frame.height))
    }
    return String(hash, radix: 16)
}

func observation(_ layout: ChatLayout<Int>) -> String {
    let anchor = layout.readingAnchor.map { "[\($0.rowID), \(ticks($0.screenY))]" } ?? "null"
    let scroll = layout.scroll
    let mounted = layout.mountedIndices
    return "\"anchor\": \(anchor), \"offset\": \(ticks(scroll.contentOffsetY)), "
        + "\"insets\": [\(ticks(scroll.contentInset.top)), \(ticks(scroll.contentInset.bottom))], "
        + "\"bottom\": \(layout.isAtBottom), \"count\": \(layout.count), "
        + "\"mounted\": [\(mounted.lowerBound), \(mounted.upperBound)], \"visible\": \(json(layout.visibleFrames())), "
        + "\"frames\": \"\(digest(layout))\", \"above\": \(ticks(layout.distanceAboveVisible)), "
        + "\"below\": \(ticks(layout.distanceBelowVisible))"
}

func layoutRows(_ pairs: [Pair]?) -> [LayoutRow<Int>] { (pairs ?? []).map { LayoutRow(id: $0.id, height: $0.height) } }
func messages(_ pairs: [Pair]?) -> [Message] { (pairs ?? []).map { Message(id: $0.id, base: $0.height) } }
func direction(_ name: String?) -> PageDirection { name == "newer" ? .newer : .older }

/// Applies a layout operation; returns its answer as JSON.
func apply(_ o: Operation, to layout: inout ChatLayout<Int>) -> String {
    switch o.op {
    case "setRows": layout.setRows(layoutRows(o.rows), showing: o.edge == "top" ? .top : .bottom)
    case "prepend": layout.prepend(layoutRows(o.rows))
    case "append": return "\(layout.append(layoutRows(o.rows)))"
    case "remove": layout.removeRows(o.ids ?? [])
    case "removeAll": layout.removeAll()
    case "setHeight": layout.setHeight(o.height!, ofRow: o.id!)
    case "replaceHeights": layout.replaceHeights { seededHeight($0, o.seed!) }
    case "viewport":
        let size = ViewportSize(width: o.width!, height: o.height!)
        if let seed = o.seed { layout.setViewport(size) { seededHeight($0, seed) } } else { layout.setViewport(size) }
    case "keyboard": layout.setKeyboardOverlap(o.overlap!)
    case "safeArea": layout.setSafeAreaInsets(VerticalInsets(top: o.top!, bottom: o.bottom!))
    case "scrollTo": layout.scroll(toContentOffsetY: o.y!)
    case "scrollBy": layout.scroll(by: o.dy!)
    case "scrollToBottom": layout.scrollToBottom()
    case "scrollToTop": layout.scrollToTop()
    case "scrollToRow": layout.scroll(toRow: o.id!, screenY: o.screenY!)
    case "jump": layout.jump(to: layoutRows(o.rows), target: o.target!, screenY: o.screenY!)
    case "framesIn":
        // Swift's Range cannot hold NaN or an inverted pair; the engine answers both with no frames.
        guard let lower = o.lower, let upper = o.upper, !lower.isNaN, !upper.isNaN, lower <= upper else { return "[]" }
        return json(layout.frames(in: lower..<upper))
    case "history": return json(layout.historyPosition(totalCount: o.total!, rowsBeforeLoaded: o.before!))
    default: fatalError("unknown layout operation \(o.op)")
    }
    return "null"
}

/// Applies a list operation; returns its answer as JSON.
func apply(_ o: Operation, to list: ChatList<Message>, state: ListState) -> String {
    switch o.op {
    case "setItems": list.setItems(messages(o.items), hasOlder: o.hasOlder!, hasNewer: o.hasNewer!)
    case "jump":
        list.jump(to: messages(o.items), target: o.target!, screenY: o.screenY!, hasOlder: o.hasOlder!, hasNewer: o.hasNewer!)
    case "prepend": list.prepend(messages(o.items), isLastPage: o.isLast!)
    case "append": list.append(messages(o.items), isLastPage: o.isLast!)
    case "fail": list.failPage(direction(o.direction))
    case "retry": return "\(list.retry(direction(o.direction)))"
    case "remove": list.remove(o.ids ?? [])
    case "removeAll": list.removeAll()
    case "update": list.update(Message(id: o.id!, base: o.base!))
    case "reloadHeight": list.reloadHeight(ofItemWithID: o.id!)
    case "setScale": state.scale = o.scale!
    case "reloadAllHeights": list.reloadAllHeights()
    case "viewport": list.setViewport(ViewportSize(width: o.width!, height: o.height!))
    case "keyboard": list.setKeyboardOverlap(o.overlap!)
    case "safeArea": list.setSafeAreaInsets(VerticalInsets(top: o.top!, bottom: o.bottom!))
    case "scrollTo": list.scroll(toContentOffsetY: o.y!)
    case "scrollBy": list.scroll(by: o.dy!)
    case "scrollToBottom": list.scrollToBottom()
    case "history": return json(list.historyPosition(totalCount: o.total!, rowsBeforeLoaded: o.before!))
    default: fatalError("unknown list operation \(o.op)")
    }
    return "null"
}

let decoder = JSONDecoder()
decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")

func decode<T: Decodable>(_ type: T.Type, _ line: String) -> T {
    do { return try decoder.decode(type, from: Data(line.utf8)) } catch { fatalError("bad line \(line.prefix(200)): \(error)") }
}

guard let first = readLine() else { exit(0) }
let header = decode(Header.self, first)
let viewport = ViewportSize(width: header.viewport[0], height: header.viewport[1])
let safeArea = VerticalInsets(top: header.safeArea[0], bottom: header.safeArea[1])

if header.kind == "list" {
    let state = ListState()
    let list = ChatList<Message>(viewport: viewport, safeAreaInsets: safeArea, canvasHeight: header.canvasHeight,
                                 prefetchDistance: header.prefetchDistance ?? 1_500) { message, width in
        message.base * state.scale * 390 / max(width, 100)
    }
    list.onNeedsOlder = { state.asked.append(("older", $0.id)) }
    list.onNeedsNewer = { state.asked.append(("newer", $0.id)) }
    while let line = readLine() {
        state.asked = []
        let result = apply(decode(Operation.self, line), to: list, state: state)
        let asked = state.asked.map { "[\"\($0.0)\", \($0.1)]" }.joined(separator: ", ")
        print("{\(observation(list.layout)), \"result\": \(result), \"unread\": \(list.unreadCount), "
              + "\"pages\": [\(json(list.pageState(.older))), \(json(list.pageState(.newer)))], \"asked\": [\(asked)]}")
    }
} else {
    var layout = ChatLayout<Int>(viewport: viewport, safeAreaInsets: safeArea, canvasHeight: header.canvasHeight)
    while let line = readLine() {
        let result = apply(decode(Operation.self, line), to: &layout)
        print("{\(observation(layout)), \"result\": \(result)}")
    }
}
