import Dispatch
import Glibc
import SteadyText
import Synchronization

/// `steady-measure [measure] [OPTIONS] [FILE]`: JSON Lines of messages in,
/// one record per message × width × size out (CONTRACT.md).
///
/// Everything that can fail as a usage error (options, the input file, the
/// fonts) is settled in ``init(arguments:)``, before any input is read. The
/// run then streams: read a batch of lines, measure them on ``MeasureOptions/jobs``
/// threads, write the batch's output in input order, repeat. Output is the
/// same bytes whatever the number of jobs, and memory stays flat however long
/// the input is.
struct MeasureCommand {
    /// Lines per batch: enough to keep every thread busy between the ordered
    /// writes, small enough that a slow pipe is answered promptly.
    static let batchSize = 512

    private let options: MeasureOptions
    private let input: Int32
    private let inputName: String
    private let inputByteCount: Int?
    private let measurer: MessageMeasurer

    /// Parses the arguments, opens the input and loads the fonts.
    ///
    /// - Throws: ``UsageError`` for a bad option, an unreadable input file or font.
    init(arguments: [String]) throws(UsageError) {
        options = try MeasureOptions(arguments: arguments)
        if let path = options.inputPath {
            (input, inputByteCount) = try Self.open(path)
            inputName = path
        } else {
            input = 0
            inputName = "standard input"
            inputByteCount = nil
        }
        let fonts = try FontLocation.load(option: options.fontDirectory)
        measurer = MessageMeasurer(settings: options.settings, fonts: fonts)
    }

    /// Parses, then runs; usage errors go to standard error.
    static func run(arguments: [String]) -> ExitStatus {
        let command: MeasureCommand
        do {
            command = try MeasureCommand(arguments: arguments)
        } catch {
            OutputStream.standardError.write(error.diagnostic)
            return .usage
        }
        return command.run()
    }

    /// Measures every input line and writes the output.
    ///
    /// Batches go through a pipeline: while helper threads measure batch `k`,
    /// this thread writes batch `k - 1`'s records and reads batch `k + 1`,
    /// then joins the measuring. Reading and writing would otherwise leave
    /// every other thread idle.
    func run() -> ExitStatus {
        defer { if input != 0 { close(input) } }
        var reader = JSONLinesReader(fileDescriptor: input)
        var progress = OutputStream.standardError.isTerminal ? ProgressBar(totalByteCount: inputByteCount) : nil
        let outputIsTerminal = OutputStream.standardOutput.isTerminal
        var hadBadLine = false
        var lineCount = 0
        var byteCount = 0

        /// Writes a measured batch; false when the output cannot be written.
        func write(_ batch: LineBatch, _ outputs: [MessageMeasurer.Output]) -> Bool {
            var records: [UInt8] = []
            var diagnostics = ""
            for output in outputs {
                records.append(contentsOf: output.records)
                if let error = output.error {
                    hadBadLine = true
                    diagnostics += error.diagnostic
                }
            }
            // Records on a terminal would land on the bar's line.
            if outputIsTerminal { progress?.clear() }
            guard OutputStream.standardOutput.write(records) else {
                OutputStream.standardError.write("steady-measure: cannot write output: \(String(cString: strerror(errno)))\n")
                return false
            }
            // After the batch's records, so on a terminal a message follows the record it explains.
            if !diagnostics.isEmpty {
                progress?.clear()
                OutputStream.standardError.write(diagnostics)
            }
            lineCount += batch.lines.count
            byteCount += batch.consumedByteCount
            progress?.update(lineCount: lineCount, byteCount: byteCount)
            return true
        }

        /// Reads the next batch: nil at the end, or throws the read error.
        func read() throws(ReadFailure) -> LineBatch? {
            do {
                return try reader.nextBatch(maxLines: Self.batchSize)
            } catch {
                progress?.clear()
                OutputStream.standardError.write("steady-measure: cannot read \(inputName): \(String(cString: strerror(error.code)))\n")
                throw ReadFailure()
            }
        }

        var next: LineBatch?
        do { next = try read() } catch { return .ioFailure }
        var measured: (batch: LineBatch, outputs: [MessageMeasurer.Output])? = nil
        while let batch = next {
            let measuring = BatchMeasurement(batch, measurer: measurer, helpers: options.jobs - 1)
            if let (previous, outputs) = measured, !write(previous, outputs) {
                _ = measuring.finish()
                return .ioFailure
            }
            do {
                next = try read()
            } catch {
                // The lines read before the failure still get their records.
                _ = write(batch, measuring.finish())
                return .ioFailure
            }
            measured = (batch, measuring.finish())
        }
        if let (batch, outputs) = measured, !write(batch, outputs) { return .ioFailure }
        progress?.clear()
        return hadBadLine ? .badInput : .success
    }

    /// A read error, already reported.
    private struct ReadFailure: Error {}

    /// Opens the input file, or explains why not.
    private static func open(_ path: String) throws(UsageError) -> (Int32, Int?) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw UsageError("cannot read input file \(quoted(path)): \(String(cString: strerror(errno)))")
        }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let reason = String(cString: strerror(errno))
            close(descriptor)
            throw UsageError("cannot read input file \(quoted(path)): \(reason)")
        }
        if (status.st_mode & S_IFMT) == S_IFDIR {
            close(descriptor)
            throw UsageError("cannot read input file \(quoted(path)): it is a folder")
        }
        let isRegular = (status.st_mode & S_IFMT) == S_IFREG
        return (descriptor, isRegular ? Int(status.st_size) : nil)
    }
}

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
private final class BatchMeasurement: @unchecked Sendable {
    private let batch: LineBatch
    private let measurer: MessageMeasurer
    private let slots: UnsafeMutableBufferPointer<MessageMeasurer.Output>
    private let nextLine = Atomic<Int>(0)
    private let helpers = DispatchGroup()

    /// Starts `helpers` threads (at most one per line after the first) on `batch`.
    init(_ batch: LineBatch, measurer: MessageMeasurer, helpers helperCount: Int) {
        self.batch = batch
        self.measurer = measurer
        slots = .allocate(capacity: batch.lines.count)
        slots.initialize(repeating: .init())
        for _ in 0..<max(0, min(helperCount, batch.lines.count - 1)) {
            DispatchQueue.global().async(group: helpers) { self.work() }
        }
    }

    deinit {
        slots.deinitialize()
        slots.deallocate()
    }

    /// Measures lines until none are left, waits for the helpers, and returns
    /// the outputs in input order.
    func finish() -> [MessageMeasurer.Output] {
        work()
        helpers.wait()
        return Array(slots)
    }

    private func work() {
        batch.bytes.withUnsafeBufferPointer { bytes in
            while true {
                let index = nextLine.wrappingAdd(1, ordering: .relaxed).oldValue
                guard index < batch.lines.count else { return }
                let line = batch.lines[index]
                slots[index] = measurer.measure(line: UnsafeBufferPointer(rebasing: bytes[line.range]),
                                                number: line.number)
            }
        }
    }
}
