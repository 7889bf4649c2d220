import Glibc
import SteadyInput
import SteadyJSON
import SteadyText

/// The options of measure mode, parsed and checked (Docs/steady-measure.md's table).
///
/// Every value is validated here, before any font or input is touched, so a
/// typo costs one clear line on standard error and exit status 2.
struct MeasureOptions: Equatable, Sendable {
    /// Widths, sizes, line height and white-space mode.
    var settings = MeasureSettings(widths: [])
    /// The font folder or font-stack file, or nil for the usual places (``FontLocation``).
    var fontPath: String?
    /// How many threads measure at once.
    var jobs: Int = MeasureOptions.processorCount
    /// Whether `--jobs` was given.
    var jobsGiven = false
    /// The input file, or nil for standard input.
    var inputPath: String?
    /// The longest input line measured, in bytes; a longer one gets an error record.
    var maxLineBytes = JSONLinesReader.defaultMaxLineBytes
    /// Whether a bad line's message is left out of standard error (its
    /// error record is written all the same): a co-process whose parent
    /// never reads standard error would block once its pipe is full.
    var isQuiet = false

    /// The options steady-measure knows, by their long name.
    enum Name: String, CaseIterable, Sendable {
        case width = "--width"
        case size = "--size"
        case lineHeight = "--line-height"
        case whiteSpace = "--white-space"
        case target = "--target"
        case fonts = "--fonts"
        case jobs = "--jobs"
        case maxLineBytes = "--max-line-bytes"
        case dpr = "--dpr"
        case bubbleStyle = "--bubble-style"
        case frames = "--frames"
        case quiet = "--quiet"
    }

    /// The number of processors online: the default for `--jobs`.
    static var processorCount: Int { max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))) }

    /// Parses measure mode's arguments (without the program name and without
    /// a leading `measure`). `--name value` and `--name=value` both work; `--`
    /// ends the options; `-` is standard input.
    ///
    /// - Throws: ``UsageError`` for the first problem found.
    init(arguments: [String]) throws(UsageError) {
        let list = try OptionList<Name>(arguments, flags: [.frames, .quiet], helpCommand: "steady-measure --help")
        for (name, value) in list.options { try apply(name, value: value) }
        let given = list.given
        let positionals = list.positionals
        guard given.contains(.width) else {
            if let first = positionals.first, access(first, F_OK) != 0, let command = SubcommandHint.command(resembling: first) {
                throw UsageError("\(quoted(first)) is not a command or a file; did you mean \(quoted(command))? (see steady-measure --help)")
            }
            throw UsageError("--width is required, e.g. --width 300,375 (see steady-measure --help)")
        }
        guard positionals.count <= 1 else {
            throw UsageError("only one input FILE may be given, found \(quoted(positionals[1])) after \(quoted(positionals[0]))")
        }
        if let path = positionals.first, path != "-" { inputPath = path }
    }

    private mutating func apply(_ name: Name, value: String) throws(UsageError) {
        switch name {
        case .width:
            settings.widths = try list(value, of: name) { NumberArgument.positive($0) }
        case .size:
            settings.sizes = try list(value, of: name) { item in
                NumberArgument.positive(item) ?? DynamicTypeSize(name: item.trimmingSpaces())?.bodySize
            }
        case .lineHeight:
            if value.trimmingSpaces() == "normal" {
                settings.lineHeight = .normal
            } else if let px = NumberArgument.positive(value) {
                settings.lineHeight = .fixed(px)
            } else {
                throw UsageError(#"--line-height: \#(quoted(value)) is not a positive number or "normal""#)
            }
        case .whiteSpace:
            guard let mode = WhiteSpace(rawValue: value.trimmingSpaces()) else {
                throw UsageError("--white-space: \(quoted(value)) is not supported (use pre-wrap or normal)")
            }
            settings.whiteSpace = mode
        case .target:
            guard let target = RenderingTarget(rawValue: value.trimmingSpaces()) else {
                throw UsageError("--target: \(quoted(value)) is not supported (\(MeasureSettings.targetNames))")
            }
            settings.target = target
        case .fonts:
            guard !value.isEmpty else { throw UsageError("--fonts needs a font folder or a font-stack file") }
            fontPath = value
        case .jobs:
            guard let count = NumberArgument.positiveInteger(value) else {
                throw UsageError("--jobs: \(quoted(value)) is not a positive whole number")
            }
            jobs = count
            jobsGiven = true
        case .dpr:
            guard let ratio = NumberArgument.positive(value) else {
                throw UsageError("--dpr: \(quoted(value)) is not a positive number (1, 1.25, 1.5, 2, 3 …)")
            }
            guard LayoutLimits.devicePixelRatios.contains(ratio) else {
                throw UsageError("--dpr: \(quoted(value)) is not a ratio from \(NumberArgument.ratioRange)")
            }
            settings.devicePixelRatio = ratio
        case .maxLineBytes:
            guard let count = NumberArgument.positiveInteger(value) else {
                throw UsageError("--max-line-bytes: \(quoted(value)) is not a positive whole number")
            }
            maxLineBytes = count
        case .bubbleStyle:
            settings.bubbleStyle = try BubbleStyleFile.read(value)
        case .frames:
            settings.includesFrames = true
        case .quiet:
            isQuiet = true
        }
    }

    /// Splits a comma-separated list and parses each item.
    private func list(
        _ value: String, of name: Name, item parse: (String) -> Double?
    ) throws(UsageError) -> [Double] {
        var values: [Double] = []
        for item in value.split(separator: ",", omittingEmptySubsequences: false) {
            guard let number = parse(String(item)) else {
                let what = name == .size
                    ? "is not a positive number or a Dynamic Type size (xSmall … xxxLarge, AX1 … AX5)"
                    : "is not a positive number"
                throw UsageError("\(name.rawValue): \(quoted(String(item))) \(what)")
            }
            values.append(number)
        }
        return values
    }
}
