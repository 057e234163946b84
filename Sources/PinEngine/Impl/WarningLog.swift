#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The state of the warning log that is not a plain number: the last warning's text and the handler,
/// behind one lock, so that views laid out on several threads can log warnings at the same time.
///
/// Only the logging path takes the lock (a warning that fires with `Pin.logWarnings` on, or reading
/// or setting `Pin.lastWarningText`/`Pin.warningHandler`); a statement that emits no warning never
/// does. The handler is called with the lock held, so calls never overlap and a handler needs no
/// synchronization of its own. The lock is recursive: a handler may read `Pin.lastWarningText`, set
/// the handler, or trigger another warning without deadlocking.
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
