#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where ICU4X's LSTM segmenter ends words in a piece of text of one
/// language, as Firefox does (``ComplexContextBreaks``): a bidirectional LSTM
/// (``LSTMSegmenterModel``) scores each character B, I, E or S, and a word
/// ends after each character whose E score is above the other three, and at
/// the piece's end.
///
/// The arithmetic is ICU4X's (`icu_segmenter`'s `complex/lstm`), in `Float`
/// and in its order: its dot products add the products of eight lanes apart
/// and then the lanes in pairs (0 + 4, 1 + 5, 2 + 6, 3 + 7), after the rest
/// past a multiple of eight. ICU4X takes `exp` and `tanh` from Rust's `libm`,
/// Steady from the C library; the two may differ in the last place, far below
/// what decides a break: in the runs of the golden corpora and 20,000
/// characters of words recombined from them, every character's E score is at
/// least 0.002 from the highest other score, and computing in `Double`
/// instead moves no score by more than 0.00001.
///
/// One thread's working memory (``PreparationScratch/lstmWordBreaks``); a
/// piece of a run is segmented with ``breaks(of:model:into:)``.
final class LSTMWordBreaks {
    /// The backward layer's hidden state after each character, L × H.
    private var backwardStates: [Float] = []
    /// A layer's gates for one character, 4 × H.
    private var gates: [Float] = []
    private var hidden: [Float] = []
    private var cell: [Float] = []
    /// The embedding row of each character of the piece.
    private var rows: [Int32] = []

    /// The offsets in `units` (one language's piece of a run, code points of
    /// the Basic Multilingual Plane) after which a word ends, in ascending
    /// order, ending with `units.count`; appended to `breaks`.
    func breaks(of units: some Collection<UInt16>, model: LSTMSegmenterModel, into breaks: inout [Int32]) {
        rows.removeAll(keepingCapacity: true)
        for unit in units { rows.append(model.row(of: unit)) }
        let count = rows.count
        guard count > 0 else { return }
        let h = model.hiddenUnits
        backwardStates.refill(repeating: 0, count: count * h)
        gates.refill(repeating: 0, count: 4 * h)
        hidden.refill(repeating: 0, count: h)
        cell.refill(repeating: 0, count: h)
        model.embedding.withUnsafeBufferPointer { embedding in
            // Backward: from the last character to the first, each state kept.
            for t in stride(from: count - 1, through: 0, by: -1) {
                step(input: embedding.baseAddress! + Int(rows[t]) * model.embeddingWidth, layer: model.backward,
                     model: model)
                backwardStates.withUnsafeMutableBufferPointer { states in
                    hidden.withUnsafeBufferPointer { states.baseAddress!.advanced(by: t * h).update(from: $0.baseAddress!, count: h) }
                }
            }
            hidden.refill(repeating: 0, count: h)
            cell.refill(repeating: 0, count: h)
            // Forward, scoring each character as it goes.
            for t in 0..<count {
                step(input: embedding.baseAddress! + Int(rows[t]) * model.embeddingWidth, layer: model.forward,
                     model: model)
                if t == count - 1 || endsWord(at: t, model: model) { breaks.append(Int32(t + 1)) }
            }
        }
    }

    /// Whether character `t`'s E score is above its B, I and S scores, with
    /// the forward state in `hidden`.
    private func endsWord(at t: Int, model: LSTMSegmenterModel) -> Bool {
        let h = model.hiddenUnits
        var scores: (Float, Float, Float, Float) = (0, 0, 0, 0)
        hidden.withUnsafeBufferPointer { forward in
            backwardStates.withUnsafeBufferPointer { backward in
                model.outputWeights.withUnsafeBufferPointer { w in
                    let fw = forward.baseAddress!, bw = backward.baseAddress! + t * h, w = w.baseAddress!
                    func score(_ k: Int) -> Float {
                        (Float(0) + Self.dot(fw, w + k * h, h)) + Self.dot(bw, w + (4 + k) * h, h) + model.outputBias[k]
                    }
                    scores = (score(0), score(1), score(2), score(3))
                }
            }
        }
        return scores.2 > scores.0 && scores.2 > scores.1 && scores.2 > scores.3
    }

    /// One character through `layer`: the gates from the input row and the
    /// previous `hidden`, then the new `cell` and `hidden`.
    private func step(input: UnsafePointer<Float>, layer: LSTMSegmenterModel.Layer, model: LSTMSegmenterModel) {
        let h = model.hiddenUnits, e = model.embeddingWidth
        gates.withUnsafeMutableBufferPointer { gates in
            hidden.withUnsafeBufferPointer { hidden in
                layer.w.withUnsafeBufferPointer { w in
                    layer.u.withUnsafeBufferPointer { u in
                        let g = gates.baseAddress!, previous = hidden.baseAddress!
                        for i in 0..<(4 * h) {
                            g[i] = layer.b[i] + Self.dot(input, w.baseAddress! + i * e, e)
                            g[i] += Self.dot(previous, u.baseAddress! + i * h, h)
                        }
                    }
                }
            }
            let g = gates.baseAddress!
            for k in 0..<h {
                let input = Self.sigmoid(g[k]), forget = Self.sigmoid(g[h + k])
                let candidate = tanhf(g[2 * h + k]), output = Self.sigmoid(g[3 * h + k])
                cell[k] = input * candidate + cell[k] * forget
                hidden[k] = output * tanhf(cell[k])
            }
        }
    }

    @inline(__always)
    private static func sigmoid(_ x: Float) -> Float { 1 / (1 + expf(-x)) }

    /// ICU4X's `unrolled_dot`: eight lanes, then the rest, then the lanes in pairs.
    @inline(__always)
    static func dot(_ x: UnsafePointer<Float>, _ y: UnsafePointer<Float>, _ count: Int) -> Float {
        var lanes = SIMD8<Float>(repeating: 0)
        let whole = count & ~7
        var i = 0
        while i < whole {
            let a = UnsafeRawPointer(x + i).loadUnaligned(as: SIMD8<Float>.self)
            let b = UnsafeRawPointer(y + i).loadUnaligned(as: SIMD8<Float>.self)
            lanes = lanes + a * b
            i += 8
        }
        var rest: Float = 0
        while i < count {
            rest = rest + x[i] * y[i]
            i += 1
        }
        return rest + (lanes[0] + lanes[4]) + (lanes[1] + lanes[5]) + (lanes[2] + lanes[6]) + (lanes[3] + lanes[7])
    }
}
