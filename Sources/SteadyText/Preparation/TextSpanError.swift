/// Why a text's spans cannot be laid out, and which span.
///
/// ``description`` is one line naming the span by its place (counted from
/// 1, as the JSON list is read), its offsets and the problem:
///
///     span 2 (4..<9): overlaps span 1 (0..<5)
public struct TextSpanError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The span's place in the list, counted from 1.
    public var spanNumber: Int
    /// The span's offsets as given.
    public var start: Int
    public var end: Int
    /// What is wrong.
    public var problem: Problem

    /// What makes a span unusable.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// `start` is not before `end`.
        case empty
        /// The span reaches outside the text of `utf16Count` code units.
        case outOfRange(utf16Count: Int)
        /// The span starts before the previous span ends, and after it starts.
        case overlapsPrevious(start: Int, end: Int)
        /// The span starts before the previous span starts.
        case unsorted(previousStart: Int)
        /// An offset falls between the two halves of a surrogate pair.
        case splitsSurrogatePair(offset: Int)
        /// The family is not a family of the stack.
        case unknownFamily(String)
        /// The weight is outside 100–900, or not a number.
        case weightOutOfRange(Double)
        /// The box width is negative, or not a finite number.
        case badBox(Double)

        /// The problem as a phrase; one line.
        public var description: String {
            switch self {
            case .empty: "start is not before end"
            case .outOfRange(let count): "reaches outside the text (\(count) UTF-16 code units)"
            case .overlapsPrevious(let start, let end): "overlaps the previous span (\(start)..<\(end))"
            case .unsorted(let previousStart): "starts before the previous span (at \(previousStart)): spans must be sorted"
            case .splitsSurrogatePair(let offset): "offset \(offset) splits a surrogate pair"
            case .unknownFamily(let name): "family \(FontStackFileError.escaped(name)) is not in the font stack"
            case .weightOutOfRange(let weight): "weight \(Self.written(weight)) is outside 100–900"
            case .badBox(let width): "box width \(Self.written(width)) em is not a finite number, 0 or more"
            }
        }

        /// A number as JSON would write it: 700, not 700.0.
        private static func written(_ value: Double) -> String {
            value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
        }
    }

    /// Makes an error for the span at `spanNumber` (from 1).
    public init(spanNumber: Int, start: Int, end: Int, problem: Problem) {
        self.spanNumber = spanNumber
        self.start = start
        self.end = end
        self.problem = problem
    }

    /// `span N (S..<E): problem`.
    public var description: String {
        "span \(spanNumber) (\(start)..<\(end)): \(problem)"
    }
}
