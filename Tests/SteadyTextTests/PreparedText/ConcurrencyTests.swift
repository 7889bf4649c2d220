import Foundation
import Testing
import SteadyText

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

/// A lock-protected box for collecting results from threads in a test.
final class Mutexed<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func append<Element>(_ element: Element) where Value == [Element] { lock.withLock { stored.append(element) } }
}
