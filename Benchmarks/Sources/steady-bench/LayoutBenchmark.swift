import SteadyLayout

// The SteadyLayout benchmark: microseconds per operation at growing row counts, to show that
// the figures stay flat (O(log n) or amortised O(page size)) as the list grows to a million
// rows built from 20,000 prepended pages of 50.
//
// Arguments (as steady-bench's main passes them): [--sizes 1000,100000,1000000]

/// Prints the SteadyLayout table: per size, µs per 50-row prepend (amortised over the second
/// half of the build, so storage growth is included), height edit, frame lookup, visible-rows
/// query and scroll step.
///
/// - Parameter arguments: Command-line arguments after the subcommand; `--sizes a,b,c` picks
///   the row counts (each a multiple of 50).
func runLayoutBenchmark(arguments: [String]) {
    var sizes = [1_000, 100_000, 1_000_000]
    if let flag = arguments.firstIndex(of: "--sizes"), flag + 1 < arguments.count {
        sizes = arguments[flag + 1].split(separator: ",").compactMap { Int($0) }.filter { $0 >= 100 }
    }
    print("SteadyLayout: µs per operation (release build; lower is better; flat across rows is the goal)")
    BenchReport.begin("layout: SteadyLayout, µs an operation (prepend 50, height edit, frame lookup, visible rows, scroll; build s)")
    print(pad("rows", 10) + pad("prepend 50", 12) + pad("height edit", 13) + pad("frame lookup", 14)
        + pad("visible rows", 14) + pad("scroll", 9) + "build (s)")
    var sink = 0.0
    for size in sizes {
        var run = LayoutBenchmarkRun(rows: size)
        let result = run.run()
        sink += result.sink
        print(pad(group(size), 10) + pad(fixed(result.prepend), 12) + pad(fixed(result.heightEdit), 13)
            + pad(fixed(result.frameLookup), 14) + pad(fixed(result.visibleRows), 14)
            + pad(fixed(result.scroll), 9) + fixed(result.buildSeconds))
        BenchReport.keep(group(size) + " rows", [fixed(result.prepend), fixed(result.heightEdit), fixed(result.frameLookup),
                                                fixed(result.visibleRows), fixed(result.scroll), fixed(result.buildSeconds)])
    }
    print("(checksum \(Int(sink) % 1000))")
}

/// One row count's measurements.
private struct LayoutBenchmarkRun {
    let rows: Int
    let pageSize = 50
    var random = SplitMix64(seed: 0x5EED)

    init(rows: Int) { self.rows = rows }

    struct Result {
        var prepend = 0.0, heightEdit = 0.0, frameLookup = 0.0, visibleRows = 0.0, scroll = 0.0
        var buildSeconds = 0.0, sink = 0.0
    }

    mutating func height() -> Double { Double(40 + random.next() % 160) }

    /// Builds a list of `rows` rows by prepending pages; returns it and the µs per prepend
    /// measured over the second half of the build.
    mutating func build() -> (layout: ChatLayout<Int>, microsecondsPerPrepend: Double, seconds: Double) {
        var layout = ChatLayout<Int>(
            viewport: ViewportSize(width: 390, height: 844),
            safeAreaInsets: VerticalInsets(top: 47, bottom: 34)
        )
        layout.setRows((0..<pageSize).map { LayoutRow(id: $0, height: height()) })
        var nextID = -1
        let pages = rows / pageSize - 1
        var measured = Duration.zero
        var measuredPages = 0
        let clock = ContinuousClock()
        let buildStart = clock.now
        for page in 0..<pages {
            var batch: [LayoutRow<Int>] = []
            batch.reserveCapacity(pageSize)
            for _ in 0..<pageSize {
                batch.append(LayoutRow(id: nextID, height: height()))
                nextID -= 1
            }
            batch.reverse()
            if page >= pages / 2 {
                let start = clock.now
                layout.prepend(batch)
                measured += clock.now - start
                measuredPages += 1
            } else {
                layout.prepend(batch)
            }
        }
        return (layout, microseconds(measured) / Double(max(1, measuredPages)), seconds(clock.now - buildStart))
    }

    mutating func run() -> Result {
        var result = Result()
        let clock = ContinuousClock()
        // Small lists build in microseconds; repeat them so the prepend figure is not noise.
        let repeats = max(1, 100_000 / rows)
        var prependTotal = 0.0
        let built = build()
        prependTotal += built.microsecondsPerPrepend
        for _ in 1..<repeats { prependTotal += build().microsecondsPerPrepend }
        result.prepend = prependTotal / Double(repeats)
        result.buildSeconds = built.seconds
        var layout = built.layout
        let lowestID = -(rows - pageSize)
        func randomID(_ random: inout SplitMix64) -> Int {
            lowestID + Int(random.next() % UInt64(rows))
        }

        // Read from the middle of the history, so edits land above and below the anchor.
        layout.scroll(toRow: layout.id(at: rows / 2), screenY: 200)

        let edits = 20_000
        var start = clock.now
        for _ in 0..<edits {
            layout.setHeight(height(), ofRow: randomID(&random))
        }
        result.heightEdit = microseconds(clock.now - start) / Double(edits)

        let lookups = 200_000
        start = clock.now
        for _ in 0..<lookups {
            result.sink += layout.frame(of: randomID(&random))?.minY ?? 0
        }
        result.frameLookup = microseconds(clock.now - start) / Double(lookups)

        let queries = 20_000
        var queryTime = Duration.zero
        var scrollTime = Duration.zero
        for _ in 0..<queries {
            let distance = Double(Int(random.next() % 1_201) - 600)
            let scrollStart = clock.now
            layout.scroll(by: distance)
            let queryStart = clock.now
            let frames = layout.visibleFrames()
            let end = clock.now
            scrollTime += queryStart - scrollStart
            queryTime += end - queryStart
            result.sink += Double(frames.count)
        }
        result.visibleRows = microseconds(queryTime) / Double(queries)
        result.scroll = microseconds(scrollTime) / Double(queries)
        return result
    }
}

private func microseconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) * 1e6 + Double(parts.attoseconds) / 1e12
}

private func seconds(_ duration: Duration) -> Double { microseconds(duration) / 1e6 }

/// Two decimals without Foundation.
private func fixed(_ value: Double) -> String {
    let hundredths = Int(value * 100 + 0.5)
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

/// 1000000 as 1,000,000.
private func group(_ value: Int) -> String {
    var digits = String(value)
    var index = digits.count - 3
    while index > 0 {
        digits.insert(",", at: digits.index(digits.startIndex, offsetBy: index))
        index -= 3
    }
    return digits
}

private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
