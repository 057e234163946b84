// A per-thread count of live `pinFrame` statements, read only on the slow path (a transformed view): so
// a `pin` statement run while a `pinFrame` builder is stored on the thread uses frames too.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@usableFromInline
enum PinFrameStatements {
    /// The thread-specific slot holding the count (as the bits of the slot's pointer).
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    private static var count: Int {
        get { Int(bitPattern: pthread_getspecific(key)) }
        set { pthread_setspecific(key, UnsafeRawPointer(bitPattern: newValue)) }
    }

    /// Whether a `pinFrame` statement is alive on this thread.
    static var areRunning: Bool { count > 0 }

    @usableFromInline
    static func begin() { count += 1 }

    @usableFromInline
    static func end() { count -= 1 }
}
