#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value guarded by a pthread mutex: the lock behind the shared caches.
///
/// Why not `Synchronization.Mutex`: on Linux it locks with raw futex calls,
/// which ThreadSanitizer cannot see, so `make tsan` reported every access to a
/// Mutex-guarded value as a race and real races would have drowned in them.
/// ThreadSanitizer intercepts pthread mutexes.
package final class Locked<Value>: @unchecked Sendable {
    // @unchecked: `value` is only read or written between lock and unlock.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    package init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value, holding the lock.
    package func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
