import Foundation
@testable import PinBenchKit
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

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
        try SafeFile.write("a longer new content", to: path)
        XCTAssertEqual(try read(other), "a longer new content")
        try SafeFile.write("short", to: path)
        XCTAssertEqual(try read(other), "short", "cut to the new length")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).sorted(), ["a.txt", "b.txt"], "no temporary file is left")
    }

    func testAHardLinkedFileOnAFullDiskKeepsItsOldContent() throws {
        // A write that does not fit leaves the old content whole in every link, never a cut-off copy.
        guard let disk = SmallFileSystem.mount(in: directory, bytes: 16 * 1024) else {
            throw XCTSkip("needs root and a mountable tmpfs to fill a disk for real")
        }
        defer { disk.unmount() }
        let path = "\(disk.path)/h1"
        let old = String(repeating: "x", count: 2_800)
        try SafeFile.write(old, to: path)
        XCTAssertEqual(link(path, "\(disk.path)/h2"), 0)
        XCTAssertThrowsError(try SafeFile.write(String(repeating: "y", count: 64 * 1024), to: path)) {
            XCTAssertTrue("\($0)".contains("No space left"), "\($0)")
        }
        XCTAssertEqual(try read(path), old)
        XCTAssertEqual(try read("\(disk.path)/h2"), old)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: disk.path).sorted(), ["h1", "h2"], "no temporary file is left")
    }

    func testAFIFOIsWrittenToAndNotReplaced() throws {
        let fifo = "\(directory)/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        // The reader is there first (opening for reading without blocking needs no writer).
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        try SafeFile.write("through the pipe", to: fifo)
        XCTAssertEqual(readAll(reader), "through the pipe")
        XCTAssertEqual(fileType(fifo), S_IFIFO)
    }

    func testAFIFOWithoutAReaderIsAnErrorNotAHang() throws {
        // A FIFO nobody reads is refused at once, never opened (open(2) would block forever).
        let fifo = "\(directory)/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        for attempt in [{ try SafeFile.checkWritable(fifo) }, { try SafeFile.write("x", to: fifo) }] {
            XCTAssertThrowsError(try attempt()) { XCTAssertTrue("\($0)".contains("is a FIFO with no reader"), "\($0)") }
        }
        XCTAssertEqual(fileType(fifo), S_IFIFO)
    }

    func testAFIFOCheckedBeforeTheWorkIsHeldOpenSoItsReaderSeesTheOutput() throws {
        // Closing the only writer after the check would end the reader before the real output comes.
        let fifo = "\(directory)/fifo"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        defer { close(reader) }
        try SafeFile.checkWritable(fifo)
        var buffer = [UInt8](repeating: 0, count: 8)
        XCTAssertEqual(Glibc.read(reader, &buffer, buffer.count), -1, "no end of file yet: the writer is held")
        XCTAssertEqual(errno, EAGAIN)
        try SafeFile.write("after the work", to: fifo)
        XCTAssertEqual(readAll(reader), "after the work")
    }

    func testASocketIsRefusedBeforeAnyWork() throws {
        let path = "\(directory)/sock"
        let socket = try XCTUnwrap(BoundSocket(at: path), "cannot bind a socket at \(path)")
        defer { withExtendedLifetime(socket) {} }
        XCTAssertThrowsError(try SafeFile.checkWritable(path)) { XCTAssertTrue("\($0)".contains("is a socket"), "\($0)") }
        XCTAssertEqual(fileType(path), S_IFSOCK)
    }

    func testIdentityTellsOneFileUnderTwoNames() throws {
        let file = "\(directory)/a.json"
        try SafeFile.write("{}", to: file)
        XCTAssertEqual(link(file, "\(directory)/hard.json"), 0)
        XCTAssertEqual(symlink("a.json", "\(directory)/soft.json"), 0)
        let identity = SafeFile.identity(of: file)
        XCTAssertNotNil(identity)
        XCTAssertEqual(SafeFile.identity(of: "\(directory)/hard.json"), identity)
        XCTAssertEqual(SafeFile.identity(of: "\(directory)/soft.json"), identity)
        XCTAssertEqual(SafeFile.identity(of: "\(directory)/./new.json"), SafeFile.identity(of: "\(directory)/new.json"))
        XCTAssertNotEqual(SafeFile.identity(of: "\(directory)/new.json"), identity)
    }

    private func readAll(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while true {
            let count = Glibc.read(descriptor, &buffer, buffer.count)
            if count <= 0 { break }
            bytes += buffer.prefix(count)
        }
        return String(decoding: bytes, as: UTF8.self)
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
