import Testing
import XCTest

/// Where an assertion was written, reporting to Swift Testing or XCTest.
struct FailureLocation {
    let fileID: String
    let filePath: StaticString
    let line: UInt
    let column: UInt

    func reportFailure(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: Int(column)))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
