import Foundation
import SteadyText
import Testing
@testable import SteadyExperiments

/// The scenarios on real measured text: the fixed canvas never moves, the other two do, and a
/// seed always gives the same numbers.
@Suite struct ScenarioTests {
    static func options(seed: UInt64 = 1, timing: Bool = false) -> ExperimentOptions {
        var options = ExperimentOptions()
        options.seed = seed
        options.measuresTiming = timing
        return options
    }

    @Test(arguments: ExperimentScenario.allCases)
    func fixedCanvasNeverMovesOnTheBundledDefaults(_ scenario: ExperimentScenario) throws {
        let result = try Experiment.run(scenario: scenario, options: Self.options())
        #expect(result.approaches.map(\.name) == ["plain", "scroll-position", "fixed-canvas"])
        let fixed = try #require(result.approach(.fixedCanvas))
        #expect(fixed.maxAnchorShift == 0.0)
        #expect(fixed.totalAnchorShift == 0.0)
        #expect(fixed.stepShifts.allSatisfy { $0 == 0.0 })
        // The two others do jump on the same events, or the experiment shows nothing.
        #expect(try #require(result.approach(.plain)).maxAnchorShift > 0)
        #expect(try #require(result.approach(.scrollPosition)).maxAnchorShift > 0)
        for approach in result.approaches { #expect(approach.stepShifts.count == result.steps.count) }
    }

    @Test(arguments: ExperimentScenario.allCases)
    func fixedCanvasNeverMovesOnAGeneratedConversation(_ scenario: ExperimentScenario) throws {
        let conversation = Conversation.generated(seed: 7, count: 160)
        let result = try Experiment.run(scenario: scenario, conversation: conversation,
                                        fonts: try FontStack.bundled(), options: Self.options(seed: 7))
        #expect(result.approach(.fixedCanvas)?.totalAnchorShift == 0.0)
        #expect((result.approach(.plain)?.totalAnchorShift ?? 0) > 0)
    }

    @Test func sameSeedSameResult() throws {
        for scenario in ExperimentScenario.allCases {
            let first = try Experiment.run(scenario: scenario, options: Self.options(seed: 3, timing: true))
            let second = try Experiment.run(scenario: scenario, options: Self.options(seed: 3, timing: true))
            #expect(first.withoutTiming == second.withoutTiming)
            #expect(first.withoutTiming.jsonText == second.withoutTiming.jsonText)
            #expect(SVGFigure(result: first).svgText == SVGFigure(result: second).svgText)
        }
    }

    @Test func generatedConversationIsFixedBySeed() {
        #expect(Conversation.generated(seed: 5, count: 50) == Conversation.generated(seed: 5, count: 50))
        #expect(Conversation.generated(seed: 5, count: 50).messages != Conversation.generated(seed: 6, count: 50).messages)
    }

    @Test func dynamicTypeStepsThroughEveryCategoryAndBack() throws {
        let result = try Experiment.run(scenario: .dynamicType, options: Self.options(timing: true))
        #expect(result.steps.map(\.label) == ["15", "16", "17", "19", "21", "23", "28", "33", "40", "47", "53",
                                              "47", "40", "33", "28", "23", "21", "19", "17", "16", "15", "14"])
        // Growing text never makes a row shorter, and the way back mirrors the way up.
        let changes = result.steps.compactMap(\.heightChange)
        #expect(changes.count == 22)
        #expect(changes[..<11].allSatisfy { $0.min >= 0 })
        #expect(changes[11...].allSatisfy { $0.max <= 0 })
        #expect(changes[0].mean == -changes[21].mean)
        let timing = try #require(result.timing)
        #expect(timing.count == 22 && timing.allSatisfy(\.heightsAgree))
    }

    @Test func anchorOptionPicksTheReader() throws {
        var options = Self.options()
        options.anchorID = "m20"
        #expect(try Experiment.run(scenario: .resize, options: options).anchorID == "m20")
        options.anchorID = "no-such-message"
        #expect(throws: ExperimentError.self) { try Experiment.run(scenario: .resize, options: options) }
    }

    @Test func tooShortConversationIsAnError() throws {
        let short = Conversation.generated(seed: 1, count: 10)
        #expect(throws: ExperimentError.tooFewMessages(needed: 40, got: 10)) {
            try Experiment.run(scenario: .dynamicType, conversation: short, fonts: try FontStack.bundled(),
                               options: Self.options())
        }
    }
}

/// On real text, the plain scroll view's jump at each text size is exactly the sum of the height
/// changes of the rows above the message being read, measured independently here.
@Suite struct PlainJumpIsTheSumAbove {
    @Test func dynamicTypeOnTheBundledSample() throws {
        var options = ExperimentOptions()
        options.measuresTiming = false
        options.readerScroll = 0   // no scrolling: the step's shift is the size change alone
        let result = try Experiment.run(scenario: .dynamicType, options: options)
        let conversation = try Conversation.defaultConversation(seed: 1)
        let measurer = try RowMeasurer(messages: conversation.messages, fonts: try FontStack.bundled())
        let ids = conversation.messages.map(\.id)
        let anchorIndex = try #require(ids.firstIndex(of: result.anchorID))
        let above = ids[..<anchorIndex]
        let sizes = DynamicTypeScenario.sizes + DynamicTypeScenario.sizes.reversed().dropFirst()
        let expected = zip(sizes, sizes.dropFirst()).map { old, new in
            abs(above.reduce(0.0) {
                $0 + measurer.rowHeight(of: $1, listWidth: 390, fontSize: new)
                    - measurer.rowHeight(of: $1, listWidth: 390, fontSize: old)
            })
        }
        #expect(result.approach(.plain)?.stepShifts == expected)
        // Without scrolling, scroll-position restores the row and never meets its estimates.
        #expect(result.approach(.scrollPosition)?.totalAnchorShift == 0)
        #expect(result.approach(.fixedCanvas)?.totalAnchorShift == 0)
    }
}
