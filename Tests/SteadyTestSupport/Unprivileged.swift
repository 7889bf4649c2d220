#if canImport(Glibc)
import Glibc

/// Runs `body` without root's override of file permissions: as root, with
/// the calling thread's file system user id set to `nobody` (65534) and set
/// back after, so that a file of mode 000 is refused as it is to any other
/// user; as anyone else, as it is. `setfsuid` is per thread and changes no
/// other id, so the rest of the process keeps root's access.
///
/// Every file `body` opens must be one `nobody` may reach (under a folder
/// every user can enter, ``everyoneCanEnter(_:)``), or be the one the test
/// means to refuse: otherwise it is refused too.
public func withoutRootsFileAccess<T>(_ body: () throws -> T) rethrows -> T {
    guard getuid() == 0 else { return try body() }
    _ = setfsuid(65_534)
    defer { _ = setfsuid(0) }
    return try body()
}

/// Whether every folder on the way to `path` (the path itself included) lets
/// every user enter it: what a test run as `nobody` needs (a private home or
/// a `mktemp -d` folder does not).
public func everyoneCanEnter(_ path: String) -> Bool {
    var components = path.split(separator: "/").map(String.init)
    while !components.isEmpty {
        var status = stat()
        guard stat("/" + components.joined(separator: "/"), &status) == 0,
              status.st_mode & S_IXOTH != 0 else { return false }
        components.removeLast()
    }
    return true
}

/// glibc's `setfsuid`, which Swift's Glibc module does not import (it is in `<sys/fsuid.h>`).
private let setfsuid: @convention(c) (UInt32) -> Int32 = {
    unsafeBitCast(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "setfsuid"),
                  to: (@convention(c) (UInt32) -> Int32).self)
}()
#endif
