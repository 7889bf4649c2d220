import Testing
@testable import steady_measure

/// Command-line numbers are decimal, positive and finite; nothing else slips through.
@Suite struct NumberArgumentTests {
    @Test(arguments: [("300", 300.0), ("22.5", 22.5), (".5", 0.5), ("5.", 5), ("+3", 3), (" 17 ", 17), ("1e2", 100), ("2E-1", 0.2)])
    func accepted(text: String, value: Double) {
        #expect(NumberArgument.positive(text) == value)
    }

    @Test(arguments: ["", " ", "0", "0.0", "-1", "abc", "nan", "NaN", "inf", "infinity", "1e309", "0x10", "1e", "1.2.3", "3px", "1_000"])
    func rejected(text: String) {
        #expect(NumberArgument.positive(text) == nil)
    }

    @Test func jobsAreWholePositiveNumbers() {
        #expect(NumberArgument.positiveInteger("4") == 4)
        #expect(NumberArgument.positiveInteger("0") == nil)
        #expect(NumberArgument.positiveInteger("-2") == nil)
        #expect(NumberArgument.positiveInteger("2.0") == nil)
        #expect(NumberArgument.positiveInteger("99999999999999999999") == nil)
    }
}
