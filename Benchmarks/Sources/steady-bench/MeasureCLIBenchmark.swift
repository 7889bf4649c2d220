import Foundation

/// What `steady-measure` measured as a subprocess.
struct MeasureCLIResult {
    /// Best of ``MeasureCLIBenchmark/jobsRuns`` wall times at `--width 300 --jobs 1`.
    var jobs1Seconds: Double
    /// Best of ``MeasureCLIBenchmark/jobsRuns`` wall times at `--width 300 --jobs 2`.
    var jobs2Seconds: Double
    /// Peak RSS of the 4 widths × 12 sizes run; nil when `/usr/bin/time` is missing.
    var peakRSSBytes: Int?
    var gridSeconds: Double
}

/// Drives the release `steady-measure` binary as a user would: a JSONL file of the English
/// corpus in, JSON records out (to a file, then counted), timed by wall clock including
/// process start, font loading and JSON.
enum MeasureCLIBenchmark {
    static let gridWidths = "320,375,414,744"
    static let gridSizes = "xSmall,Small,Medium,Large,xLarge,xxLarge,xxxLarge,AX1,AX2,AX3,AX4,AX5"
    /// Runs of each job count, alternating; the best of each is kept.
    static let jobsRuns = 5

    /// Runs the three measurements and prints them; prints a note and returns nil when the
    /// binary is missing and cannot be built, or when its output is not one record per
    /// message × width × size.
    static func run(_ messages: [String], repositoryRoot: String) -> MeasureCLIResult? {
        print()
        print("steady-measure as a subprocess (\(grouped(messages.count)) English messages as JSONL, wall time "
            + "including process start)")
        guard let binary = binary(repositoryRoot: repositoryRoot) else { return nil }

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("steady-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("english.jsonl").path
        let output = folder.appendingPathComponent("out.jsonl").path
        _ = FileManager.default.createFile(atPath: input, contents: Data(jsonLines(messages).utf8))

        /// One run's wall time, or nil (with a note) when it failed or its output is short.
        func timed(_ arguments: [String], records expected: Int) -> Double? {
            let run = launch(binary, arguments + [input], stdout: output)
            let records = countLines(output)
            guard run.status == 0, records == expected else {
                print("  note: steady-measure \(arguments.joined(separator: " ")) exited \(run.status) with "
                    + "\(grouped(records)) records for \(grouped(expected)) expected; rows skipped")
                return nil
            }
            return run.seconds
        }

        // The two job counts take turns, so that both see the same machine: whatever else
        // runs takes a core from two jobs, while one job leaves it a core to run on.
        var jobs1 = Double.infinity
        var jobs2 = Double.infinity
        for _ in 0..<Self.jobsRuns {
            guard let one = timed(["--width", "300", "--jobs", "1"], records: messages.count),
                  let two = timed(["--width", "300", "--jobs", "2"], records: messages.count) else { return nil }
            jobs1 = min(jobs1, one)
            jobs2 = min(jobs2, two)
        }
        print("  --width 300 --jobs 1:  \(decimals(jobs1, 3)) s  (\(grouped(Double(messages.count) / jobs1)) messages/s)")
        print("  --width 300 --jobs 2:  \(decimals(jobs2, 3)) s  (\(grouped(Double(messages.count) / jobs2)) messages/s)  "
            + "speed-up \(ratio(jobs1 / jobs2))")

        let gridArguments = ["--width", gridWidths, "--size", gridSizes]
        let expected = messages.count * 4 * 12
        let grid = launchMeasuringPeak(binary, gridArguments + [input], stdout: output, in: folder.path)
        let records = countLines(output)
        guard grid.status == 0, records == expected else {
            print("  note: the 4 × 12 run exited \(grid.status) with \(grouped(records)) records for "
                + "\(grouped(expected)) expected")
            return MeasureCLIResult(jobs1Seconds: jobs1, jobs2Seconds: jobs2, peakRSSBytes: nil, gridSeconds: grid.seconds)
        }
        let peak = grid.peakRSSBytes
        print("  --width \(gridWidths) --size xSmall…AX5 (48 per message, \(grouped(expected)) records, default jobs): "
            + "\(decimals(grid.seconds, 2)) s, peak RSS " + (peak.map(megabytes) ?? "n/a (no /usr/bin/time)"))
        return MeasureCLIResult(jobs1Seconds: jobs1, jobs2Seconds: jobs2, peakRSSBytes: peak, gridSeconds: grid.seconds)
    }

    /// The release binary's path, built first when it is missing; nil (with a note) when that fails.
    static func binary(repositoryRoot: String) -> String? {
        let binary = repositoryRoot + "/.build/release/steady-measure"
        if !FileManager.default.isExecutableFile(atPath: binary) {
            print("  \(binary) is missing; building it (swift build -c release --product steady-measure)")
            let build = launch("/usr/bin/env", ["swift", "build", "-c", "release", "--package-path", repositoryRoot,
                                                "--product", "steady-measure"], stdout: nil)
            guard build.status == 0, FileManager.default.isExecutableFile(atPath: binary) else {
                print("  note: the build failed (exit \(build.status)); steady-measure rows skipped")
                return nil
            }
        }
        return binary
    }

    /// Runs `path` as ``launch(_:_:stdout:)`` does, under GNU time for its peak RSS (nil
    /// when `/usr/bin/time` is missing), which it writes to a file in `folder`.
    ///
    /// Not this process's own `wait4`: Linux counts in a child's peak RSS the memory it
    /// shared before `exec`, and a child spawned by this process shares all of its memory
    /// (posix_spawn's vfork), so every child would report the bench's hundreds of MB. GNU
    /// time is a small process, and its child's figure is the child's own.
    static func launchMeasuringPeak(_ path: String, _ arguments: [String], stdout: String?,
                                    in folder: String) -> (status: Int32, seconds: Double, peakRSSBytes: Int?) {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/time") else {
            let run = launch(path, arguments, stdout: stdout)
            return (run.status, run.seconds, nil)
        }
        let rssFile = folder + "/rss.txt"
        let run = launch("/usr/bin/time", ["-f", "%M", "-o", rssFile, path] + arguments, stdout: stdout)
        guard let text = try? String(contentsOfFile: rssFile, encoding: .utf8),
              let kilobytes = Int(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
        else { return (run.status, run.seconds, nil) }
        return (run.status, run.seconds, kilobytes * 1024)
    }

    /// Runs `path` with `arguments`, standard output to the file `stdout` (or discarded),
    /// standard error passed through; returns the exit status and the wall time.
    ///
    /// `posix_spawn` and a blocking `waitpid`, not Foundation's `Process`: its
    /// `waitUntilExit` runs a run loop that wakes while it waits, and on a 2-core
    /// machine that takes time from the second job it is timing.
    static func launch(_ path: String, _ arguments: [String], stdout: String?) -> (status: Int32, seconds: Double) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else {
            print("  note: cannot start \(path): \(String(cString: strerror(spawned)))")
            return (-1, 0)
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let seconds = (clock.now - start).seconds
        // WIFEXITED / WEXITSTATUS, which Swift does not import.
        let exitStatus = status & 0x7F == 0 ? (status >> 8) & 0xFF : -1
        return (exitStatus, seconds)
    }

    /// Counts newlines a megabyte at a time, so the bench's own peak RSS does not include
    /// the 960,000-record output.
    static func countLines(_ path: String) -> Int {
        guard let file = FileHandle(forReadingAtPath: path) else { return 0 }
        defer { try? file.close() }
        var count = 0
        while let chunk = try? file.read(upToCount: 1 << 20), !chunk.isEmpty {
            count += chunk.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        }
        return count
    }

    /// `{"id": "m1", "text": "..."}` per message, one a line.
    static func jsonLines(_ messages: [String]) -> String {
        var out = ""
        for (index, message) in messages.enumerated() {
            out += "{\"id\": \"m\(index + 1)\", \"text\": \"" + jsonEscaped(message) + "\"}\n"
        }
        return out
    }

    /// The message as a JSON string's contents (Foundation escapes it; no copy of a JSON writer here).
    private static func jsonEscaped(_ text: String) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes
        let data = try! encoder.encode(text)
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}
