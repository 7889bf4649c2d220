import Dispatch
import SteadyInput
import Synchronization

/// One batch being measured: helper threads start on it at once, and the
/// thread that calls ``finish()`` joins them and waits for the last line.
///
/// Each worker claims the next unmeasured line from a shared counter until
/// none are left. Claiming line by line, rather than handing each worker a
/// fixed share, keeps every worker busy when messages differ widely in
/// length or when a helper is scheduled late. Results go to the line's own
/// slot, so the order of the output never depends on who measured what.
///
/// @unchecked Sendable, because the compiler cannot see the discipline that
/// makes this safe: the batch is only read, each output slot is written by
/// exactly one worker (the one that claimed its index), and the slots are read
/// only after ``finish()`` has waited for every helper.
final class BatchMeasurement: @unchecked Sendable {
    private let batch: LineBatch
    private let work: LineWork
    private let slots: UnsafeMutableBufferPointer<MessageMeasurer.Output>
    private let nextLine = Atomic<Int>(0)
    private let helpers = DispatchGroup()

    /// Starts `helpers` threads (at most one per line after the first) on `batch`.
    init(_ batch: LineBatch, work: LineWork, helpers helperCount: Int) {
        self.batch = batch
        self.work = work
        slots = .allocate(capacity: batch.lines.count)
        slots.initialize(repeating: .init())
        for _ in 0..<max(0, min(helperCount, batch.lines.count - 1)) {
            DispatchQueue.global().async(group: helpers) { self.measureLines() }
        }
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// Measures lines until none are left, waits for the helpers, and returns
    /// the outputs in input order.
    func finish() -> [MessageMeasurer.Output] {
        measureLines()
        helpers.wait()
        return Array(slots)
    }

    private func measureLines() {
        batch.bytes.withUnsafeBufferPointer { bytes in
            while true {
                let index = nextLine.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < batch.lines.count else { return }
                let line = batch.lines[index]
                slots[index] = work.measure(line, in: bytes)
            }
        }
    }
}
