import Foundation
import Testing
import SteadyText
import SteadyTestSupport

/// One font stack shared by many threads gives exactly the answers of one thread.
@Suite struct ConcurrencyTests {
    @Test func eightThreadsMatchOneThread() throws {
        let fonts = try FontStack(directory: FontStack.bundledDirectory)
        let texts = ["Hello, world 👋", "مرحبا بالعالم", "你好，世界。今天天气很好", "สวัสดีครับ ยินดีที่ได้รู้จัก",
                     "Donaudampfschifffahrtsgesellschaft", "नमस्ते दुनिया", "Γειά σου Κόσμε", "안녕하세요 여러분",
                     "a\tb\nc\u{AD}d", "👨‍👩‍👧 family 🇫🇷 flags 1️⃣ keycaps"]
        @Sendable func measureAll(order: [Int]) -> [Int: [TextLine]] {
            var result: [Int: [TextLine]] = [:]
            for i in order {
                result[i] = PreparedText(texts[i], fonts: fonts).lines(width: 120, fontSize: 17, lineHeight: .normal)
            }
            return result
        }
        let expected = measureAll(order: Array(texts.indices))
        let results = Mutexed<[[Int: [TextLine]]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            var random = SplitMix64(seed: UInt64(thread))
            for _ in 0..<25 {
                let answers = measureAll(order: Array(texts.indices).shuffled(using: &random))
                results.append(answers)
            }
        }
        let all = results.value
        #expect(all.count == 200)
        for answers in all { #expect(answers == expected) }
    }
}

extension ConcurrencyTests {
    /// Prepared texts go to other threads while the thread that prepared them
    /// goes on writing the next texts' totals into the same block
    /// (`LinePrefixBlock`): the texts handed over lay out as at home, and the
    /// blocks are released on whichever thread drops their last text. (Run
    /// under `make tsan` too.)
    @Test func textsLayOutOnOtherThreadsWhileTheirBlockFills() throws {
        let fonts = try FontStack(directory: FontStack.bundledDirectory)
        let words = ["hello", "world", "مرحبا", "😀", "https://example.com/a/long/path?id=1", "สวัสดีครับ", "AV", "12:30"]
        var random = SplitMix64(seed: 29)
        let texts = (0..<400).map { _ in
            (0..<(1 + Int(random.next() % 20))).map { _ in words[Int(random.next() % UInt64(words.count))] }
                .joined(separator: " ")
        }
        let expected = texts.map { PreparedText($0, fonts: fonts).layout(width: 150, fontSize: 17, lineHeight: .normal) }
        // One thread prepares; two lay out what it has handed over so far. Threads
        // of their own, not a pool's: a waiting reader must never hold up the writer.
        let handedOver = Mutexed<[(Int, PreparedText)]>([])
        let answers = Mutexed<[(Int, TextLayout)]>([])
        let done = DispatchSemaphore(value: 0)
        let writer = Thread {
            for (index, text) in texts.enumerated() { handedOver.append((index, PreparedText(text, fonts: fonts))) }
            done.signal()
        }
        let readers = (0..<2).map { reader in
            Thread {
                var next = reader
                while next < texts.count {
                    guard let (index, prepared) = handedOver.element(at: next) else { Thread.sleep(forTimeInterval: 0.0001); continue }
                    answers.append((index, prepared.layout(width: 150, fontSize: 17, lineHeight: .normal)))
                    next += 2
                }
                done.signal()
            }
        }
        writer.start()
        readers.forEach { $0.start() }
        for _ in 0..<3 { #expect(done.wait(timeout: .now() + 60) == .success) }
        let all = answers.value
        #expect(all.count == texts.count)
        for (index, layout) in all { #expect(layout == expected[index], "\(texts[index].debugDescription)") }
    }
}

/// A lock-protected box for collecting results from threads in a test.
final class Mutexed<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func append<Element>(_ element: Element) where Value == [Element] { lock.withLock { stored.append(element) } }
    /// Element `index`, once there is one.
    func element<Element>(at index: Int) -> Element? where Value == [Element] {
        lock.withLock { index < stored.count ? stored[index] : nil }
    }
}
