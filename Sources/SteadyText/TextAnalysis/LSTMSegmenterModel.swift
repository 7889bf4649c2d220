import CSteadyShims

/// One of the bidirectional LSTM models ICU4X segments a script with, as
/// Firefox carries them (``ComplexContextBreaks``): ICU4X's
/// `<Script>_codepoints_exclusive_model4_heavy`, read out of Firefox ESR 153's
/// libxul.so into `BreakRules/firefox-lstm/` and embedded in the shim
/// (`steady_lstm_models.h`, Tools/embed-lstm-models.py; Unicode License v3).
///
/// Each code point has an embedding row (E = 40 floats; one row for every
/// code point the model does not know); a forward and a backward layer of
/// H = 27 units read the rows; a last layer scores each character as a
/// word's beginning, inside, end or a single-character word (B, I, E, S).
///
/// Immutable and shared by every thread: the matrices are copied out of the
/// shim's constant arrays once, when a text first needs the script's model.
struct LSTMSegmenterModel: Sendable {
    /// ICU4X's name for the model.
    let name: String
    /// The embedding row of each code point the model knows.
    private let rows: [UInt16: Int32]
    /// The row of any other code point: the last.
    let unknownRow: Int32
    /// The width of an embedding row (E).
    let embeddingWidth: Int
    /// The hidden units of each direction (H).
    let hiddenUnits: Int
    /// (n + 1) × E.
    let embedding: [Float]
    /// The forward and backward layers.
    let forward: Layer
    let backward: Layer
    /// 2 × 4 × H: the weights of the forward layer's output, then the backward's.
    let outputWeights: [Float]
    /// 4: B, I, E, S.
    let outputBias: [Float]

    /// One direction's LSTM layer, gates in ICU4X's order (input, forget,
    /// cell, output).
    struct Layer: Sendable {
        /// 4 × H × E: each gate unit's weights for the input row.
        let w: [Float]
        /// 4 × H × H: each gate unit's weights for the previous hidden state.
        let u: [Float]
        /// 4 × H.
        let b: [Float]
    }

    /// The embedding row of `unit`.
    @inline(__always)
    func row(of unit: UInt16) -> Int32 { rows[unit] ?? unknownRow }

    /// The model of `language`.
    static func of(_ language: ComplexContextLanguage) -> LSTMSegmenterModel {
        switch language {
        case .burmese: burmese
        case .khmer: khmer
        case .lao: lao
        case .thai: thai
        }
    }

    static let burmese = LSTMSegmenterModel(shimIndex: 0)
    static let khmer = LSTMSegmenterModel(shimIndex: 1)
    static let lao = LSTMSegmenterModel(shimIndex: 2)
    static let thai = LSTMSegmenterModel(shimIndex: 3)

    /// The shim's model `index` (0 Burmese, 1 Khmer, 2 Lao, 3 Thai).
    private init(shimIndex index: Int32) {
        // The models are compiled into the library: a missing one is a build defect.
        guard let model = steady_lstm_model_at(index)?.pointee else { fatalError("no embedded LSTM model \(index)") }
        let n = Int(model.code_point_count), e = Int(model.embedding_width), h = Int(model.hidden_units)
        func floats(_ pointer: UnsafePointer<Float>, _ count: Int) -> [Float] {
            Array(UnsafeBufferPointer(start: pointer, count: count))
        }
        name = String(cString: model.name)
        var rows: [UInt16: Int32] = [:]
        for i in 0..<n { rows[model.code_points[i]] = Int32(i) }
        self.rows = rows
        unknownRow = Int32(n)
        embeddingWidth = e
        hiddenUnits = h
        embedding = floats(model.embedding, (n + 1) * e)
        forward = Layer(w: floats(model.forward_w, 4 * h * e), u: floats(model.forward_u, 4 * h * h),
                        b: floats(model.forward_b, 4 * h))
        backward = Layer(w: floats(model.backward_w, 4 * h * e), u: floats(model.backward_u, 4 * h * h),
                         b: floats(model.backward_b, 4 * h))
        outputWeights = floats(model.output_w, 8 * h)
        outputBias = floats(model.output_b, 4)
    }
}
