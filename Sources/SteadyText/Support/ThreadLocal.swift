import Glibc

/// One object per thread: made on the thread's first use, released when the
/// thread ends. What a stage keeps for one thread at a time (ICU iterators, a
/// HarfBuzz buffer, the words a thread used last) without a lock per use, and
/// without touching memory another core writes.
///
/// The objects themselves are not `Sendable` and never need to be: each is
/// used only by the thread it was made on. `package`: SteadyBubbles keeps
/// its rows in blocks per thread too.
package final class ThreadLocal<Value: AnyObject>: Sendable {
    /// What the thread slot holds: the value, and whether a `with` body is
    /// running with it.
    private final class Slot {
        let value: Value
        var isInUse = false
        init(_ value: Value) { self.value = value }
    }

    private let key: pthread_key_t
    private let make: @Sendable () -> Value

    /// A slot whose value each thread makes with `make` on its first use.
    package init(_ make: @escaping @Sendable () -> Value) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { slot in
            if let slot { Unmanaged<AnyObject>.fromOpaque(slot).release() }
        }
        // Only a process out of keys (PTHREAD_KEYS_MAX, 1024) fails; Steady makes five.
        precondition(status == 0, "pthread_key_create failed: \(status)")
        self.key = key
        self.make = make
    }

    /// Runs `body` with this thread's value. A nested call on the same thread
    /// gets a value of its own, so that a body never sees its state change
    /// under it.
    package func with<R>(_ body: (Value) throws -> R) rethrows -> R {
        let slot: Slot
        if let stored = pthread_getspecific(key) {
            slot = Unmanaged<Slot>.fromOpaque(stored).takeUnretainedValue()
        } else {
            slot = Slot(make())
            pthread_setspecific(key, Unmanaged.passRetained(slot).toOpaque())
        }
        guard !slot.isInUse else { return try body(make()) }
        slot.isInUse = true
        defer { slot.isInUse = false }
        return try body(slot.value)
    }
}
