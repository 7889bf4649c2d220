/// Every class of number a caller can hand the library, drawn from the whole
/// double range: what the number-range tests of SteadyText and SteadyBubbles
/// pass in every parameter that takes a number.
///
/// The values are the class, not the cases seen: each end of the double
/// range, the subnormals, the ends of single precision (where `Float(x)` is
/// infinite or 0, and `1 / Float(x)` overflows), LayoutUnit's 2^25 px, and
/// the products with a font size or 64 that leave `Int`'s range.
public enum HostileNumbers {
    public static let values: [Double] = [
        0, -0.0, 1, -1, 0.5, .nan, .infinity, -.infinity,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 1e-300, 7e-46, 1e-40, 2.9e-39, 1.2e-38,
        1e-7, 1e-3, 33_554_431.99, 33_554_432, 1e9, 1e12, 1e16, 1e19, 1.5e19, 3.4e38, 3.5e38,
        1e39, 1e300, .greatestFiniteMagnitude, -1e300, -.greatestFiniteMagnitude,
    ]
}
