import Dispatch
import SteadyInput
import SteadyJSON

/// The answer to one `POST /v1/heights`, written a piece at a time as the
/// client reads it: `{"results": [` and then each message's records, or its
/// error in place, until `]}`.
///
/// A piece is about ``pieceBytes``, whole messages only, so a connection
/// holds at most one piece, or one message's records when a message alone is
/// larger. Each piece is measured in one of the service's compute slots,
/// taken for the piece and given back before it is sent, so that a client
/// that reads slowly holds no slot.
struct HeightsAnswer: ResponseProducer {
    /// The size a piece grows to before it is handed out.
    static let pieceBytes = 64 << 10

    private let messages: [JSONValue]
    private let measurer: MessageMeasurer
    private let slots: DispatchSemaphore
    private let metrics: ServiceMetrics
    private var nextIndex = 0
    private var started = false
    private var finished = false
    /// Messages answered with an error so far.
    private var errors = 0
    /// Time spent measuring so far, waits for a slot and for the client not counted.
    private var measuringSeconds = 0.0

    /// The answer to `messages`, measured by `measurer` (whose deadline
    /// bounds the request) in `slots`, and counted in `metrics` when done.
    init(messages: [JSONValue], measurer: MessageMeasurer, slots: DispatchSemaphore, metrics: ServiceMetrics) {
        self.messages = messages
        self.measurer = measurer
        self.slots = slots
        self.metrics = metrics
    }

    /// Counts the request in `/metrics`: the messages reached, and those not
    /// reached (a client that left early) as not measured.
    mutating func finish() {
        let records = (nextIndex - errors) * measurer.recordsPerMessage
        metrics.recordHeights(messages: messages.count, errors: errors + (messages.count - nextIndex),
                              records: records, seconds: measuringSeconds)
    }

    /// The next piece of the body, or nil once it is all written.
    mutating func nextPiece() -> [UInt8]? {
        guard !finished else { return nil }
        slots.wait()
        defer { slots.signal() }
        let clock = ContinuousClock()
        let start = clock.now
        var writer = JSONWriter()
        if !started {
            writer.appendRaw(#"{"results": ["#)
            started = true
        }
        while nextIndex < messages.count && writer.bytes.count < Self.pieceBytes {
            if nextIndex > 0 { writer.appendRaw(", ") }
            appendMessage(at: nextIndex, to: &writer)
            nextIndex += 1
        }
        if nextIndex == messages.count {
            writer.appendRaw("]}\n")
            finished = true
        }
        let (seconds, attoseconds) = (clock.now - start).components
        measuringSeconds += Double(seconds) + Double(attoseconds) / 1e18
        return writer.bytes
    }

    /// Appends message `index`'s records, or its error record in their place.
    private mutating func appendMessage(at index: Int, to writer: inout JSONWriter) {
        let start = writer.bytes.count
        let problem: String
        do {
            try measurer.checkDeadline()
            let message = try InputMessage(value: messages[index])
            try measurer.appendRecords(for: message, to: &writer, terminator: ", ")
            // Every record is followed by ", "; the message's last one's is not wanted.
            writer.bytes.removeLast(2)
            return
        } catch {
            problem = error.message
        }
        writer.bytes.removeSubrange(start...)
        errors += 1
        writer.appendRaw(#"{"index": "#)
        writer.appendInteger(index)
        writer.appendRaw(#", "error": "#)
        writer.appendString(problem)
        if let id = InputMessage.idJSON(of: messages[index]) {
            writer.appendRaw(#", "id": "#)
            writer.appendRaw(id)
        }
        writer.appendRaw("}")
    }
}
