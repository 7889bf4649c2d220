import Foundation
import Synchronization
@testable import SteadyBubbles
import SteadyText
import Testing

/// ``BubbleRowBlock`` puts the rows prepared one after another on a thread
/// side by side, each thread in blocks of its own, and keeps every row of a
/// block until the last one is released.
@Suite struct BubbleRowBlockTests {
    let fonts: FontStack
    init() throws { fonts = try FontStack.bundled() }

    /// The widths, text sizes and ratios the rows are laid out at: a new
    /// size measures the labels again, a new width reads the kept sizes.
    static let parameters: [(listWidth: Double, fontSize: Double, ratio: Double)] = [
        (390, 17, 1), (320, 17, 1), (250, 28, 2), (430, 13, 1.5),
    ]

    /// Every frame, and the height at the bubble's widest, at each of `parameters`.
    static func answers(_ bubble: Bubble) -> [BubbleLayout] {
        parameters.flatMap { p in
            [bubble.layout(listWidth: p.listWidth, fontSize: p.fontSize, devicePixelRatio: p.ratio),
             bubble.unshrunkLayout(listWidth: p.listWidth, fontSize: p.fontSize, devicePixelRatio: p.ratio)]
        }
    }

    /// Rows prepared on four threads at once, each in its thread's blocks,
    /// then laid out on other threads at once (each row by two threads at a
    /// time, at sizes the other changes): every row answers as the row
    /// prepared and laid out alone.
    @Test func rowsPreparedOnManyThreadsAnswerAsRowsPreparedAlone() throws {
        let contents = PreparedBubblesTests.messages().map(\.content)
        let expected = try contents.map { Self.answers(try Bubble($0, fonts: fonts)) }
        let threads = 4
        let stack = fonts
        let prepared = Collected<[Bubble]>()
        Self.onThreads(threads) { thread in prepared[thread] = contents.compactMap { try? Bubble($0, fonts: stack) } }
        let rows = prepared.all
        #expect(rows.count == threads && rows.values.allSatisfy { $0.count == contents.count })
        for (thread, bubbles) in rows {
            // A thread's rows lie side by side: 40 rows take one block or two.
            let blocks = Set(bubbles.map { ObjectIdentifier($0.slot.block) })
            #expect(blocks.count <= 2)
            for (other, others) in rows where other != thread {
                #expect(blocks.isDisjoint(with: others.map { ObjectIdentifier($0.slot.block) }))
            }
        }
        // Thread k lays out the rows of threads k and k + 1, in the opposite
        // order to the other thread laying out the same rows.
        let answers = Collected<[[BubbleLayout]]>()
        Self.onThreads(threads) { thread in
            for source in [thread, (thread + 1) % threads] {
                let bubbles = rows[source]!
                let order = source == thread ? Array(bubbles.indices) : bubbles.indices.reversed()
                var mine = [[BubbleLayout]](repeating: [], count: bubbles.count)
                for index in order { mine[index] = Self.answers(bubbles[index]) }
                answers[source * threads + thread] = mine
            }
        }
        let all = answers.all
        #expect(all.count == 2 * threads)
        for answer in all.values { #expect(answer == expected) }
    }

    /// Runs `body` on `count` threads of its own at once, and waits for them.
    static func onThreads(_ count: Int, _ body: @escaping @Sendable (Int) -> Void) {
        let done = DispatchGroup()
        for index in 0..<count {
            done.enter()
            Thread {
                body(index)
                done.leave()
            }.start()
        }
        done.wait()
    }

    /// What threads found, by key.
    final class Collected<Value: Sendable>: Sendable {
        private let values = Mutex<[Int: Value]>([:])
        subscript(key: Int) -> Value? {
            get { values.withLock { $0[key] } }
            set { values.withLock { $0[key] = newValue } }
        }
        var all: [Int: Value] { values.withLock { $0 } }
    }

    /// A row kept alone keeps its block, and the rows dropped around it
    /// stay in it until the block goes: it answers as it did, and the block
    /// is freed with it.
    @Test func aRowOutlivesTheOtherRowsOfItsBlock() throws {
        let contents = PreparedBubblesTests.messages().map(\.content)
        weak var block: BubbleRowBlock?
        var survivor: Bubble?
        var expected: [BubbleLayout] = []
        do {
            // Start a block, so that the rows share it whatever the tests
            // before left in the thread's current one.
            var opener = try Bubble(BubbleContent(text: "opens a block"), fonts: fonts)
            for _ in 0..<BubbleRowBlock.standardCapacity where opener.slot.index != 0 {
                opener = try Bubble(BubbleContent(text: "opens a block"), fonts: fonts)
            }
            let rows = try contents.map { try Bubble($0, fonts: fonts) }
            #expect(opener.slot.index == 0)
            #expect(rows.allSatisfy { $0.slot.block === opener.slot.block })
            block = opener.slot.block
            survivor = rows[7]
            expected = Self.answers(rows[7])
            // Rows enough to move the thread on to another block.
            for _ in 0..<BubbleRowBlock.standardCapacity {
                _ = try Bubble(BubbleContent(text: "moves on"), fonts: fonts)
            }
        }
        // The other rows are dropped, but their block is the survivor's.
        #expect(block != nil)
        #expect(survivor.map(Self.answers) == expected)
        survivor = nil
        #expect(block == nil)
    }

    /// A growing row, kept while its text grows, takes a block of its own:
    /// it keeps no other row, and no other row keeps it.
    @Test func aGrowingRowHasABlockOfItsOwn() throws {
        let before = try Bubble(BubbleContent(text: "before"), fonts: fonts)
        let growing = try Bubble(BubbleContent(text: ""), growingText: GrowingText(fonts: fonts), fonts: fonts)
        let after = try Bubble(BubbleContent(text: "after"), fonts: fonts)
        #expect(growing.slot.block !== before.slot.block && growing.slot.block !== after.slot.block)
        #expect(growing.slot.index == 0)
        #expect(after.slot.block === before.slot.block || after.slot.index == 0)
    }
}
