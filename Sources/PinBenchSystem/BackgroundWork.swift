import Foundation
import Synchronization

/// A computation that runs on a thread of its own while the caller goes on; `value` waits for it.
package final class BackgroundWork<Value: Sendable>: Sendable {
    private let result = Mutex<Value?>(nil)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts `body` on a new thread.
    package init(_ body: @escaping @Sendable () -> Value) {
        Thread { [self] in
            let value = body()
            result.withLock { $0 = value }
            finished.signal()
        }.start()
    }

    /// What `body` returned, once it has.
    package var value: Value {
        finished.wait()
        finished.signal()
        return result.withLock { $0! }
    }
}
