import SteadyInput
import SteadyText

/// Runs the jump experiments: three scroll approaches replayed on row heights measured with
/// SteadyText, and how far the message being read moves on screen under each.
///
/// `steady-measure experiment SCENARIO [OPTIONS]` is ``parseCommandLine(_:)``, then
/// ``run(scenario:options:)``, then ``report(_:options:)``; the command writes what they return
/// and says their errors. Nothing here writes to standard output or standard error.
package enum Experiment {
    /// The usage text for `steady-measure experiment --help`.
    package static let helpText = """
        USAGE: steady-measure experiment SCENARIO [OPTIONS]

        Replays one scenario on row heights measured with SteadyText (chat bubbles as
        Templates/bubble.css draws them: names, quotes, media, timestamps, reactions, dates)
        under three scroll approaches, and reports how far the message being read moved on
        screen (pt, absolute, summed over events): plain (the offset is kept), scroll-position
        (the row is restored by identity; unmeasured rows carry estimates) and fixed-canvas
        (SteadyLayout's ChatLayout, which should always move 0.0 pt).

        SCENARIOS:
          prepend        \(ExperimentScenario.prepend.summary)
          dynamic-type   \(ExperimentScenario.dynamicType.summary)
          resize         \(ExperimentScenario.resize.summary)

        OPTIONS:
          --seed N         fixes the events, the reader's message and a generated conversation (default 1)
          --input FILE     JSON Lines {"id": ..., "text": ..., "bubble": {...}} to use instead of
                           Samples/conversation.jsonl (a conversation generated from the seed when
                           the sample is missing)
          --json           print one JSON object instead of the table
          --svg FILE       write an SVG figure of the anchor shift per step and approach
          --anchor ID      the message the reader starts at (default: chosen by the seed)
          --scroll PT      how far the reader scrolls after each step, 0 to 10000 (default 600)
          --frame PT       the most the reader scrolls per frame, 1 to 10000 (default 40)
          --estimate E     scroll-position's height for unmeasured rows: average (default) or PT,
                           1 to 10000
          --no-timing      do not time re-measuring (dynamic-type, resize)
          -h, --help       show this help

        JSON: {"scenario": ..., "seed": N, "approaches": [{"name": ..., "maxAnchorShift": ...,
        "totalAnchorShift": ..., ...}], ...}; timings (ms) come last, under "timing".
        Exit status: 0 on success, 2 on a usage error, 1 when the input has a bad line or is too short,
        3 when standard output cannot be written.
        """

    /// Parses `SCENARIO [OPTIONS]`.
    ///
    /// - Parameter arguments: The arguments after `experiment`.
    /// - Returns: The scenario and its options.
    /// - Throws: ``ExperimentError/usage(_:)`` for a missing or unknown scenario or a bad option.
    package static func parseCommandLine(_ arguments: [String]) throws(ExperimentError) -> (ExperimentScenario, ExperimentOptions) {
        guard let first = arguments.first else {
            throw .usage("missing scenario: prepend, dynamic-type or resize (see steady-measure experiment --help)")
        }
        guard let scenario = ExperimentScenario(rawValue: first) else {
            throw .usage("unknown scenario \(first): expected prepend, dynamic-type or resize")
        }
        return (scenario, try ExperimentOptions.parse(arguments: Array(arguments.dropFirst())))
    }

    /// Runs one scenario.
    ///
    /// Loads the conversation (``ExperimentOptions/inputPath``, else the bundled sample, else one
    /// generated from the seed), prepares every message once with `fonts` (the bundled fonts when
    /// nil), and replays the scenario under the three approaches. It writes nothing; see
    /// ``report(_:options:)``.
    ///
    /// - Returns: The result; equal for equal options and input, timing aside.
    /// - Throws: ``ExperimentError`` when the input or fonts cannot be read or are unusable.
    /// - Complexity: preparing every message once, then O(steps × rows) layout arithmetic.
    package static func run(scenario: ExperimentScenario, options: ExperimentOptions,
                           fonts: FontStack? = nil) throws(ExperimentError) -> ExperimentResult {
        let stack: FontStack
        do {
            stack = try fonts ?? FontStack.bundled()
        } catch {
            throw .fonts("\(error)")
        }
        let codeFamily = InputMessage.codeFamily(in: stack)
        let conversation: Conversation
        if let path = options.inputPath {
            conversation = try Conversation.load(contentsOf: path, codeFamily: codeFamily)
        } else {
            conversation = try Conversation.defaultConversation(seed: options.seed, codeFamily: codeFamily)
        }
        return try run(scenario: scenario, conversation: conversation, fonts: stack, options: options)
    }

    /// Runs one scenario on a given conversation and font stack.
    ///
    /// - Throws: ``ExperimentError/tooFewMessages(needed:got:)``, or a usage error for `--anchor`
    ///   or for a distance outside its range (``ExperimentOptions/validate()``).
    package static func run(scenario: ExperimentScenario, conversation: Conversation, fonts: FontStack,
                           options: ExperimentOptions) throws(ExperimentError) -> ExperimentResult {
        try options.validate()
        let settings = ScenarioSettings(options: options)
        let measurer = try RowMeasurer(messages: conversation.messages, fonts: fonts)
        switch scenario {
        case .prepend: return try PrependScenario.run(conversation: conversation, measurer: measurer, settings: settings)
        case .dynamicType: return try DynamicTypeScenario.run(conversation: conversation, measurer: measurer, settings: settings)
        case .resize: return try ResizeScenario.run(conversation: conversation, measurer: measurer, settings: settings)
        }
    }

    /// Writes the SVG figure if ``ExperimentOptions/svgPath`` is set, and returns what goes to
    /// standard output: the JSON object (with `--json`) or the table, ending in a newline.
    ///
    /// - Throws: ``ExperimentError/unwritableFigure(path:)``.
    package static func report(_ result: ExperimentResult, options: ExperimentOptions) throws(ExperimentError) -> String {
        if let path = options.svgPath {
            guard TextFiles.write(SVGFigure(result: result).svgText, to: path) else {
                throw .unwritableFigure(path: path)
            }
        }
        return (options.json ? result.jsonText : TableReport(result: result).text) + "\n"
    }
}
