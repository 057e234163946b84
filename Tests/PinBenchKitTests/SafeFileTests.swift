import XCTest
import PinBenchTestSupport
import Foundation
@testable import PinBenchKit

/// `SafeFile` never replaces what is not a regular file, follows links, keeps modes and hard links,
/// reports write errors, and creates exclusively. Every path is inside a temporary directory: no test
/// touches a real device (devices are made with mknod in the temporary directory when running as root).
final class SafeFileTests: TemporaryDirectoryTestCase {
    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    private func fileType(_ path: String) -> mode_t {
        var status = stat()
        XCTAssertEqual(lstat(path, &status), 0, path)
        return status.st_mode & S_IFMT
    }

    func testANewFileIsCreatedAndAnExistingOneReplacedKeepingItsMode() throws {
        let path = "\(directory)/out.txt"
        try SafeFile.write("first", to: path)
        XCTAssertEqual(try read(path), "first")
        chmod(path, 0o600)
        try SafeFile.write("second", to: path)
        XCTAssertEqual(try read(path), "second")
        var status = stat()
        stat(path, &status)
        XCTAssertEqual(status.st_mode & 0o777, 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory)
        XCTAssertEqual(leftovers, ["out.txt"], "no temporary file is left behind")
    }

    func testASymbolicLinkIsWrittenThroughAndStaysALink() throws {
        let target = "\(directory)/target.txt"
        let link = "\(directory)/link.txt"
        try SafeFile.write("old", to: target)
        XCTAssertEqual(symlink("target.txt", link), 0)
        try SafeFile.write("new", to: link)
        XCTAssertEqual(fileType(link), S_IFLNK)
        XCTAssertEqual(try read(target), "new")
        // A dangling link creates its target.
        let dangling = "\(directory)/dangling"
        XCTAssertEqual(symlink("\(directory)/created.txt", dangling), 0)
        try SafeFile.write("made", to: dangling)
        XCTAssertEqual(fileType(dangling), S_IFLNK)
        XCTAssertEqual(try read("\(directory)/created.txt"), "made")
    }

    func testAHardLinkedFileIsRewrittenInPlace() throws {
        let path = "\(directory)/a.txt"
        let other = "\(directory)/b.txt"
        try SafeFile.write("old", to: path)
        XCTAssertEqual(link(path, other), 0)
        try SafeFile.write("new", to: path)
        XCTAssertEqual(try read(other), "new")
    }

    func testAFIFOIsWrittenToAndNotReplaced() throws {
        let fifo = "\(directory)/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = expectation(description: "reader got the text")
        let box = ReceivedText()
        Thread.detachNewThread {
            // Plain POSIX reads: Foundation's file reading does not read FIFOs.
            let descriptor = open(fifo, O_RDONLY)
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 256)
            while descriptor >= 0 {
                let count = Glibc.read(descriptor, &buffer, buffer.count)
                if count <= 0 { break }
                bytes += buffer.prefix(count)
            }
            close(descriptor)
            box.text = String(decoding: bytes, as: UTF8.self)
            received.fulfill()
        }
        try SafeFile.write("through the pipe", to: fifo)
        wait(for: [received], timeout: 60)
        XCTAssertEqual(box.text, "through the pipe")
        XCTAssertEqual(fileType(fifo), S_IFIFO)
    }

    func testAStdoutStyleLinkIntoProcIsAStreamNotAFile() throws {
        var descriptors: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&descriptors), 0)
        defer { close(descriptors[0]) }
        let link = "\(directory)/stdout"
        XCTAssertEqual(symlink("/proc/self/fd/\(descriptors[1])", link), 0)
        try SafeFile.write("to the pipe", to: link)
        close(descriptors[1])
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = Glibc.read(descriptors[0], &buffer, buffer.count)
        XCTAssertEqual(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self), "to the pipe")
        XCTAssertEqual(fileType(link), S_IFLNK)
    }

    func testCharacterDevicesAreWrittenDirectlyAndAFullOneIsAnError() throws {
        guard geteuid() == 0 else { throw XCTSkip("mknod needs root") }
        let null = "\(directory)/null"
        let full = "\(directory)/full"
        XCTAssertEqual(mknod(null, S_IFCHR | 0o666, dev_t(1 << 8 | 3)), 0)
        XCTAssertEqual(mknod(full, S_IFCHR | 0o666, dev_t(1 << 8 | 7)), 0)
        try SafeFile.write("discarded", to: null)
        XCTAssertEqual(fileType(null), S_IFCHR)
        XCTAssertThrowsError(try SafeFile.write("no room", to: full)) { error in
            XCTAssertTrue("\(error)".contains("No space left"), "\(error)")
        }
        XCTAssertEqual(fileType(full), S_IFCHR)
    }

    func testDirectoriesAndMissingDirectoriesAreRefusedBeforeAnyWork() {
        XCTAssertThrowsError(try SafeFile.write("x", to: directory)) { XCTAssertTrue("\($0)".contains("is a directory")) }
        XCTAssertThrowsError(try SafeFile.checkWritable(directory)) { XCTAssertTrue("\($0)".contains("is a directory")) }
        XCTAssertThrowsError(try SafeFile.checkWritable("\(directory)/missing/out.txt")) { XCTAssertTrue("\($0)".contains("does not exist")) }
        XCTAssertNoThrow(try SafeFile.checkWritable("\(directory)/new.txt"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(directory)/new.txt"), "checking writes nothing")
    }

    func testOfConcurrentExclusiveCreationsExactlyOneWins() throws {
        let path = "\(directory)/baseline.json"
        let outcomes = Outcomes()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            do {
                try SafeFile.create("writer \(index)", at: path)
                outcomes.record(won: true)
            } catch SafeFileError.exists {
                outcomes.record(won: false)
            } catch {
                XCTFail("\(error)")
            }
        }
        XCTAssertEqual(outcomes.counts.won, 1)
        XCTAssertEqual(outcomes.counts.lost, 15)
        XCTAssertTrue(try read(path).hasPrefix("writer "))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), ["baseline.json"])
    }
}

private final class ReceivedText: @unchecked Sendable {
    var text = ""
}

private final class Outcomes: @unchecked Sendable {
    private let lock = NSLock()
    private var won = 0
    private var lost = 0

    func record(won didWin: Bool) {
        lock.lock()
        defer { lock.unlock() }
        if didWin { won += 1 } else { lost += 1 }
    }

    var counts: (won: Int, lost: Int) {
        lock.lock()
        defer { lock.unlock() }
        return (won, lost)
    }
}
