import Synchronization

/// What a streamed body is made by: its pieces in order, then word that the
/// server is done with it.
protocol ResponseProducer: Sendable {
    /// The next piece of the body, or nil once it is all written.
    mutating func nextPiece() -> [UInt8]?
    /// Called once when the body is done: its last piece handed out, or the
    /// server done with it unsent.
    mutating func finish()
}

/// A response body produced piece by piece as the client reads it: the
/// server asks for bytes, the stream hands out what it has and asks its
/// producer for the next piece when that is spent.
///
/// Only the connection's thread reads a stream; the lock makes that safe to
/// state, not to share.
final class ResponseStream: Sendable {
    private struct State {
        var piece: [UInt8] = []
        var offset = 0
        var producer: any ResponseProducer
        var whenFinished: [@Sendable () -> Void] = []
        var isFinished = false

        /// Finishes the producer and runs the actions, once.
        mutating func finish() {
            guard !isFinished else { return }
            isFinished = true
            producer.finish()
            for action in whenFinished { action() }
        }
    }

    private let state: Mutex<State>

    /// A stream of `producer`'s pieces.
    init(_ producer: some ResponseProducer) {
        state = Mutex(State(producer: producer))
    }

    deinit {
        state.withLock { $0.finish() }
    }

    /// Runs `action` when the body is done: when its last piece has been
    /// handed out, before the server sends the body's end (so a client that
    /// has the whole answer finds it counted), or when the server drops the
    /// body unsent; after the producer's own `finish`.
    func whenFinished(_ action: @escaping @Sendable () -> Void) {
        state.withLock { $0.whenFinished.append(action) }
    }

    /// Copies up to `buffer.count` bytes of the body into `buffer`: how many,
    /// or 0 at the end of the body.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        state.withLock { state in
            while state.offset == state.piece.count {
                guard !state.isFinished, let piece = state.producer.nextPiece() else {
                    state.finish()
                    return 0
                }
                state.piece = piece
                state.offset = 0
            }
            let count = min(buffer.count, state.piece.count - state.offset)
            state.piece.withUnsafeBytes { piece in
                buffer.baseAddress!.copyMemory(from: piece.baseAddress! + state.offset, byteCount: count)
            }
            state.offset += count
            return count
        }
    }
}
