// What tests read of a prepared text and an app has no use for: `package`,
// so that the package's test targets see it and an app does not.
extension PreparedText {
    /// The number of breakable segments the text was divided into.
    package var segmentCount: Int { storage.segmentCount }
}
