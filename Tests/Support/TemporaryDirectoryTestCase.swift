import Foundation
import XCTest

/// A test case with a fresh temporary directory per test, removed afterwards: every file a test writes
/// goes there (`path(_:)`), never to a system path such as /dev/null (CI runs as root).
open class TemporaryDirectoryTestCase: XCTestCase {
    /// This test's own directory.
    public private(set) var directory = ""

    open override func setUp() {
        super.setUp()
        directory = NSTemporaryDirectory() + "pin-bench-\(type(of: self))-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    open override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
        super.tearDown()
    }

    /// `name` inside this test's directory.
    public func path(_ name: String) -> String { "\(directory)/\(name)" }
}
