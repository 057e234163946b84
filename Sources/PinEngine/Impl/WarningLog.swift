#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Last warning and handler behind one recursive lock, taken only when logging.
final class WarningLog: @unchecked Sendable {
    // @unchecked: every stored property but the mutex is read and written with the mutex held.
    static let shared = WarningLog()

    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var lastText: String?
    private var handler: (String) -> Void = { print($0) }

    private init() {
        mutex = .allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
    }

    private func withLock<Result>(_ body: () -> Result) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// Records `text` as the last warning and hands `consoleText` to the handler, atomically.
    func log(_ text: String, consoleText: String) {
        withLock {
            lastText = text
            handler(consoleText)
        }
    }

    /// `Pin.lastWarningText`.
    var lastWarningText: String? {
        get { withLock { lastText } }
        set { withLock { lastText = newValue } }
    }

    /// `Pin.warningHandler`.
    var warningHandler: (String) -> Void {
        get { withLock { handler } }
        set { withLock { handler = newValue } }
    }
}
