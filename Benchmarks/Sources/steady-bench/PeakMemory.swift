#if canImport(Glibc)
import Glibc
#endif

/// Peak resident memory, as the kernel counts it (`getrusage`'s `ru_maxrss`).
enum PeakMemory {
    /// The largest resident set this process has had so far, in bytes.
    ///
    /// Linux reports `ru_maxrss` in kilobytes. It only grows, so a figure read at the end
    /// of a run covers everything the run did (corpora, prepared texts, Pango, HarfBuzz).
    static var ofThisProcess: Int {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Int(usage.ru_maxrss) * 1024
    }
}
