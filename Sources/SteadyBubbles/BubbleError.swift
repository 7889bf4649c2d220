import SteadyText

/// Why a bubble cannot be laid out: the part, or the style field, at fault
/// and what is wrong with it.
///
/// ```swift
/// var content = BubbleContent(text: "")
/// content.media = .init(aspectRatio: 0)
/// try Bubble(content, fonts: fonts)   // media: the aspect ratio 0 is not a positive number
/// ```
public struct BubbleError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public enum Problem: Sendable, Hashable, CustomStringConvertible {
        /// A text's spans break ``SteadyText/TextSpan``'s rules.
        case spans(TextSpanError)
        /// The media's aspect ratio is not a positive, finite number.
        case aspectRatio(Double)
        /// A style length is negative or not finite.
        case length(Double)
        /// A size in em, or the width fraction, is not a positive, finite number
        /// (the fraction: not in (0, 1]).
        case scale(Double)
        /// A weight is outside 100–900.
        case weight(Double)
        /// The quote's line clamp is below 1.
        case lineCount(Int)

        /// The problem in words.
        public var description: String {
            switch self {
            case .spans(let error): return error.description
            case .aspectRatio(let ratio): return "the aspect ratio \(ratio.shortDescription) is not a positive number"
            case .length(let length): return "the length \(length.shortDescription) is not a length of 0 px or more"
            case .scale(let scale): return "the scale \(scale.shortDescription) is not a positive number"
            case .weight(let weight): return "the weight \(weight.shortDescription) is outside 100–900"
            case .lineCount(let lines): return "the line clamp \(lines) is below 1"
            }
        }
    }

    /// The part of the bubble ("text", "quote.text", "media") or the style
    /// field ("style.padding.top") at fault.
    public var part: String
    /// What is wrong with it.
    public var problem: Problem

    /// An error in `part`.
    public init(part: String, problem: Problem) {
        self.part = part
        self.problem = problem
    }

    /// "part: problem".
    public var description: String { "\(part): \(problem)" }
}

extension Double {
    /// 2 for 2.0, 0.5 for 0.5: a number as a reader wrote it.
    var shortDescription: String {
        self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self)
    }
}
