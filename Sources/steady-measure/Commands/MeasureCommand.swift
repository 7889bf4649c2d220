import Glibc
import SteadyInput
import SteadyJSON
import SteadyText

/// `steady-measure [measure] [OPTIONS] [FILE]`: JSON Lines of messages in,
/// one record per message × width × size out (Docs/steady-measure.md).
///
/// Everything that can fail as a usage error (options, the input file, the
/// fonts) is settled in ``init(arguments:)``, before any input is read. The
/// run then streams: read the lines that have arrived (a batch), measure them
/// on ``MeasureOptions/jobs`` threads, write their records in input order,
/// repeat. Output is the same bytes whatever the number of jobs, each line is
/// answered before the next is waited for, and memory stays flat however long
/// the input is and however many widths and sizes are asked.
///
/// `steady-measure stream` is the same run over texts that grow: each line
/// appends its text or Markdown to the message of its id (``OpenTexts``),
/// answered as the whole message so far, a bubble's row included. Its lines depend on the lines before them, so it
/// measures on one thread.
struct MeasureCommand {
    /// The most lines in a batch: enough to keep every thread busy between
    /// the ordered writes.
    static let maxBatchLines = 512

    /// About how many output bytes a batch may hold before it is written:
    /// with many widths and sizes a batch holds fewer lines.
    static let batchOutputBytes = 8 << 20

    private let options: MeasureOptions
    private let input: Int32
    private let inputName: String
    private let inputByteCount: Int?
    private let measurer: MessageMeasurer

    /// Parses the arguments, opens the input and loads the fonts.
    ///
    /// - Parameter streaming: lines append to the message of their id
    ///   (`steady-measure stream`).
    /// - Throws: ``UsageError`` for a bad option, an unreadable input file or font.
    init(arguments: [String], streaming: Bool = false) throws(UsageError) {
        options = try MeasureOptions(arguments: arguments)
        if streaming && options.jobsGiven { throw UsageError("stream measures on one thread: --jobs does not apply") }
        if let path = options.inputPath {
            (input, inputByteCount) = try Self.open(path)
            inputName = path
        } else {
            input = 0
            inputName = "standard input"
            inputByteCount = nil
        }
        let fonts = try FontLocation.load(option: options.fontPath).stack
        let openTexts = streaming
            ? OpenTexts(whiteSpace: options.settings.whiteSpace, fonts: fonts, target: options.settings.target) : nil
        measurer = MessageMeasurer(settings: options.settings, fonts: fonts, openTexts: openTexts)
    }

    /// Parses, then runs; usage errors go to standard error.
    static func run(arguments: [String], streaming: Bool = false) -> ExitStatus {
        let command: MeasureCommand
        do {
            command = try MeasureCommand(arguments: arguments, streaming: streaming)
        } catch {
            OutputStream.standardError.write(error.diagnostic)
            return .usage
        }
        return command.run()
    }

    /// Lines per batch for `settings`: at most ``maxBatchLines``, and few
    /// enough that their records stay near ``batchOutputBytes``.
    static func batchLines(for settings: MeasureSettings) -> Int {
        // A record is about 64 bytes, a bubble's with its frames about 512.
        let perLine = max(1, settings.recordsPerMessage) * (settings.includesFrames ? 512 : 64)
        return max(1, min(maxBatchLines, batchOutputBytes / perLine))
    }

    /// Measures every input line and writes the output.
    func run() -> ExitStatus {
        defer { if input != 0 { close(input) } }
        var reader = JSONLinesReader(fileDescriptor: input, maxLineBytes: options.maxLineBytes)
        var progress = OutputStream.standardError.isTerminal ? ProgressBar(totalByteCount: inputByteCount) : nil
        let outputIsTerminal = OutputStream.standardOutput.isTerminal
        let batchLines = Self.batchLines(for: options.settings)
        let lineWork = LineWork(measurer: measurer, maxLineBytes: options.maxLineBytes)
        var hadBadLine = false
        var lineCount = 0
        var byteCount = 0
        while true {
            let batch: LineBatch
            do {
                guard let next = try reader.nextBatch(maxLines: batchLines) else { break }
                batch = next
            } catch {
                progress?.clear()
                OutputStream.standardError.write("steady-measure: cannot read \(inputName): \(String(cString: strerror(error.code)))\n")
                return .ioFailure
            }
            let helpers = measurer.isStreaming ? 0 : options.jobs - 1
            let outputs = BatchMeasurement(batch, work: lineWork, helpers: helpers).finish()
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
                return .ioFailure
            }
            // After the batch's records, so on a terminal a message follows the record it explains.
            if !diagnostics.isEmpty && !options.isQuiet {
                progress?.clear()
                OutputStream.standardError.write(diagnostics)
            }
            lineCount += batch.lines.count
            byteCount += batch.consumedByteCount
            progress?.update(lineCount: lineCount, byteCount: byteCount)
        }
        progress?.clear()
        return hadBadLine ? .badInput : .success
    }

    /// Opens the input file, or explains why not.
    private static func open(_ path: String) throws(UsageError) -> (Int32, Int?) {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            if errno == ENOENT, let command = SubcommandHint.command(resembling: path) {
                throw UsageError("cannot read input file \(quoted(path)): \(reason); did you mean the command \(quoted(command))?")
            }
            throw UsageError("cannot read input file \(quoted(path)): \(reason)")
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
