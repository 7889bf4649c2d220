// What tests and the stack-file fuzzer ask of a face's weight and an app has
// no use for: `package`, so that the package's targets see it and an app
// does not.
extension FontFaceDescription.Weight {
    /// The weights the face covers: one weight is a range of one.
    package var range: ClosedRange<Double> {
        switch self {
        case .fixed(let weight): weight...weight
        case .variable(let range): range
        }
    }
}
