// Which statements read and write frames rather than keeping transforms: `pinFrame` ones. The
// builder's storage records it, but the reads of other views (superview, references, anchors) have
// no access to the statement, and passing it to them would cost the identity path. So a `pinFrame`
// statement raises a per-thread count for its lifetime, and only the slow path (a transformed view
// is read or written) looks at it. A `pin` statement run while a `pinFrame` builder is stored on
// the same thread therefore reads and writes frames too.
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
