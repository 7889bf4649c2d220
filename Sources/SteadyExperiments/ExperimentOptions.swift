/// How to run an experiment: the command line of `steady-measure experiment SCENARIO`.
public struct ExperimentOptions: Sendable, Equatable {
    /// Fixes the generated conversation (when there is no sample), the reader's message and the
    /// events. Default 1.
    public var seed: UInt64 = 1
    /// A JSON Lines file of `{"id": ..., "text": ...}` to use instead of the default conversation.
    public var inputPath: String?
    /// Print one JSON object instead of the table.
    public var json = false
    /// Where to write the SVG figure, if anywhere.
    public var svgPath: String?
    /// The message the reader starts at; chosen by the seed when `nil`.
    public var anchorID: String?
    /// How far the reader scrolls after each step, in pt (up, then back down, except in
    /// `prepend`, where the reader keeps going up). Default 600.
    public var readerScroll = 600.0
    /// The largest scroll per frame while the reader scrolls, in pt. Default 40.
    public var scrollFrame = 40.0
    /// The height the scroll-position approach gives rows it has not measured.
    public var estimate = HeightEstimate.averageOfMeasured
    /// Whether to time re-measuring (dynamic-type and resize). Default `true`.
    public var measuresTiming = true

    /// The defaults.
    public init() {}

    /// Parses options (everything after the scenario name).
    ///
    /// ```swift
    /// let options = try ExperimentOptions.parse(arguments: ["--seed", "7", "--json"])
    /// ```
    ///
    /// - Parameter arguments: The options, e.g. `["--seed", "7", "--svg", "out.svg"]`;
    ///   `--name=value` works too.
    /// - Throws: ``ExperimentError/usage(_:)`` with one line naming the bad option or value.
    public static func parse(arguments: [String]) throws(ExperimentError) -> ExperimentOptions {
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
                options.readerScroll = try positive(try value(), option: name, allowingZero: true)
            case "--frame":
                options.scrollFrame = try positive(try value(), option: name, allowingZero: false)
            case "--estimate":
                let text = try value()
                if text == "average" {
                    options.estimate = .averageOfMeasured
                } else {
                    options.estimate = .fixed(try positive(text, option: name, allowingZero: false,
                                                           expected: "`average` or a height in pt > 0"))
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

    private static func positive(_ text: String, option: String, allowingZero: Bool,
                                 expected: String? = nil) throws(ExperimentError) -> Double {
        guard let number = Double(text), number.isFinite, allowingZero ? number >= 0 : number > 0 else {
            throw .usage("\(option) \(text): expected " + (expected ?? (allowingZero ? "a number ≥ 0" : "a number > 0")))
        }
        return number
    }
}
