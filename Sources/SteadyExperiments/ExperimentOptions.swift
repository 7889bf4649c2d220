import SteadyText

/// How to run an experiment: the command line of `steady-measure experiment SCENARIO`.
package struct ExperimentOptions: Sendable, Equatable {
    /// Fixes the generated conversation (when there is no sample), the reader's message and the
    /// events. Default 1.
    package var seed: UInt64 = 1
    /// A JSON Lines file of `{"id": ..., "text": ...}` to use instead of the default conversation.
    package var inputPath: String?
    /// Print one JSON object instead of the table.
    package var json = false
    /// Where to write the SVG figure, if anywhere.
    package var svgPath: String?
    /// The message the reader starts at; chosen by the seed when `nil`.
    package var anchorID: String?
    /// How far the reader scrolls after each step, in pt (up, then back down, except in
    /// `prepend`, where the reader keeps going up). Default 600.
    package var readerScroll = 600.0
    /// The largest scroll per frame while the reader scrolls, in pt. Default 40.
    package var scrollFrame = 40.0
    /// The height the scroll-position approach gives rows it has not measured.
    package var estimate = HeightEstimate.averageOfMeasured
    /// Whether to time re-measuring (dynamic-type and resize). Default `true`.
    package var measuresTiming = true

    /// The defaults.
    package init() {}

    /// Parses options (everything after the scenario name).
    ///
    /// ```swift
    /// let options = try ExperimentOptions.parse(arguments: ["--seed", "7", "--json"])
    /// ```
    ///
    /// - Parameter arguments: The options, e.g. `["--seed", "7", "--svg", "out.svg"]`;
    ///   `--name=value` works too.
    /// - Throws: ``ExperimentError/usage(_:)`` with one line naming the bad option or value.
    package static func parse(arguments: [String]) throws(ExperimentError) -> ExperimentOptions {
        var options = ExperimentOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func value() throws(ExperimentError) -> String {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else { throw .usage("\(name) needs a value") }
                return next
            }
            func flag() throws(ExperimentError) {
                if inlineValue != nil { throw .usage("\(name) takes no value") }
            }
            switch name {
            case "--seed":
                let text = try value()
                guard let seed = UInt64(text) else { throw .usage("--seed \(text): not a whole number ≥ 0") }
                options.seed = seed
            case "--input":
                let path = try value()
                guard !path.isEmpty else { throw .usage("--input needs a file name") }
                options.inputPath = path
            case "--json":
                try flag()
                options.json = true
            case "--svg":
                let path = try value()
                guard !path.isEmpty else { throw .usage("--svg needs a file name") }
                options.svgPath = path
            case "--anchor":
                options.anchorID = try value()
            case "--scroll":
                options.readerScroll = try number(try value(), option: name, in: Self.scrollRange)
            case "--frame":
                options.scrollFrame = try number(try value(), option: name, in: Self.frameRange)
            case "--estimate":
                let text = try value()
                if text == "average" {
                    options.estimate = .averageOfMeasured
                } else {
                    options.estimate = .fixed(try number(text, option: name, in: Self.estimateRange,
                                                         alternative: "`average` or "))
                }
            case "--no-timing":
                try flag()
                options.measuresTiming = false
            default:
                throw .usage(argument.hasPrefix("-")
                    ? "unknown option \(name) (see steady-measure experiment --help)"
                    : "unexpected argument \(argument)")
            }
        }
        return options
    }

    /// The distances `--scroll` accepts, in pt: up to ten screens of a tall phone a step.
    package static let scrollRange = 0.0...10_000
    /// The per-frame distances `--frame` accepts, in pt. A replay takes one
    /// step a frame, so the bounds keep a run to `--scroll` / `--frame` ≤ 10,000
    /// frames a scroll (a frame of 0.001 pt took 37 s).
    package static let frameRange = 1.0...10_000
    /// The row heights `--estimate` accepts, in pt: a row taller than ten
    /// screens is no estimate, and sums of huge estimates overflow to infinity.
    package static let estimateRange = 1.0...10_000

    /// Checks the distances set without ``parse(arguments:)``: each in its
    /// range (``scrollRange``, ``frameRange``, ``estimateRange``).
    ///
    /// - Throws: ``ExperimentError/usage(_:)`` naming the option and its range.
    package func validate() throws(ExperimentError) {
        func check(_ value: Double, _ option: String, _ range: ClosedRange<Double>) throws(ExperimentError) {
            _ = try Self.number(value.description, option: option, in: range,
                                alternative: option == "--estimate" ? "`average` or " : "")
        }
        try check(readerScroll, "--scroll", Self.scrollRange)
        try check(scrollFrame, "--frame", Self.frameRange)
        if case .fixed(let height) = estimate { try check(height, "--estimate", Self.estimateRange) }
    }

    /// `text` as a decimal number in `range`, or a usage error naming `option`
    /// and the range (hex, `nan`, `inf` and numbers out of range are refused).
    private static func number(_ text: String, option: String, in range: ClosedRange<Double>,
                               alternative: String = "") throws(ExperimentError) -> Double {
        guard let number = DecimalNumber.value(of: text), range.contains(number) else {
            throw .usage("\(option) \(text): expected \(alternative)a number of pt from "
                         + "\(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))")
        }
        return number
    }

    /// A range bound as it is typed: `1`, `10000`, `0.5`.
    private static func format(_ bound: Double) -> String {
        bound == bound.rounded() ? String(Int(bound)) : String(bound)
    }
}
