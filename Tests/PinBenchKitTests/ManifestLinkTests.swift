import Foundation
@testable import PinBenchSystem
import PinBenchTestSupport
import XCTest

/// Relinking from the executable's own build (`ManifestLink`): which manifest commands qualify, the
/// command each seed runs, and that this package's release build qualifies, so that `run`'s
/// function orders cost one link each and no second compile.
final class ManifestLinkTests: TemporaryDirectoryTestCase {
    private let executable = "/p/.build/x86_64-unknown-linux-gnu/release/tool"

    /// A manifest in SwiftPM's layout: two compiles and the link of `executable` through a response file.
    private func manifest(swiftFlags: [String] = ["-Xfrontend", "-function-sections"], cFlags: [String] = ["-ffunction-sections"]) -> String {
        func json(_ values: [String]) -> String { "[" + values.map { "\"\($0)\"" }.joined(separator: ",") + "]" }
        return """
        client:
          name: basic
        commands:
          "/p/.build/release/C.build/c.c.o":
            tool: clang
            outputs: \(json(["/p/.build/release/C.build/c.c.o"]))
            args: \(json(["clang", "-O2"] + cFlags + ["-c", "c.c"]))

          "C.Tool-release.module":
            tool: shell
            outputs: \(json(["/p/.build/release/Tool.build/a.swift.o", "/p/.build/release/Tool.build/b.swift.o"]))
            args: \(json(["swiftc", "-module-name", "Tool"] + swiftFlags + ["-c", "a.swift", "b.swift"]))

          "C.tool-release.exe":
            tool: shell
            inputs: \(json(["/p/.build/release/Tool.build/a.swift.o"]))
            outputs: \(json([executable]))
            args: \(json(["swiftc", "-o", executable, "-emit-executable", "@/p/list", "-g"]))
        """
    }

    private let objects = ["/p/.build/release/C.build/c.c.o", "/p/.build/release/Tool.build/a.swift.o", "/p/.build/release/Tool.build/b.swift.o"]

    func testTheLinkOfAnExecutableWhoseObjectsHaveFunctionSectionsIsFound() throws {
        let (link, linked) = try ManifestLink.parse(manifest(), executable: executable, objects: { $0 == "/p/list" ? self.objects : nil }).get()
        XCTAssertEqual(linked, objects)
        XCTAssertEqual(link.command, ["swiftc", "-o", executable, "-emit-executable", "@/p/list", "-g"])
        XCTAssertEqual(link.command(writing: "/tmp/x/tool-7", seed: 7),
                       ["swiftc", "-o", "/tmp/x/tool-7", "-emit-executable", "@/p/list", "-g", "-use-ld=lld", "-Xlinker", "--shuffle-sections=.text*=7"])
    }

    func testAnObjectWithoutFunctionSectionsOrAnUnknownOneRefusesTheLink() {
        let read: (String) -> [String]? = { _ in self.objects }
        for (text, says) in [(manifest(swiftFlags: []), "a.swift.o was compiled without function sections"),
                             (manifest(cFlags: []), "c.c.o was compiled without function sections")] {
            guard case .failure(let error) = ManifestLink.parse(text, executable: executable, objects: read) else { return XCTFail(says) }
            XCTAssertTrue(error.description.contains(says), error.description)
        }
        guard case .failure(let unknown) = ManifestLink.parse(manifest(), executable: executable, objects: { _ in ["/elsewhere/z.o"] }) else {
            return XCTFail("an object the manifest did not compile")
        }
        XCTAssertTrue(unknown.description.contains("does not say how /elsewhere/z.o was compiled"), unknown.description)
        guard case .failure(let other) = ManifestLink.parse(manifest(), executable: "/p/other", objects: read) else {
            return XCTFail("no link command writes /p/other")
        }
        XCTAssertTrue(other.description.contains("no link command for /p/other"), other.description)
        guard case .failure(let list) = ManifestLink.parse(manifest(), executable: executable, objects: { _ in nil }) else {
            return XCTFail("an unreadable response file")
        }
        XCTAssertTrue(list.description.contains("cannot read the object list /p/list"), list.description)
    }

    func testAResponseFileListsOnePathALineQuotedWhenItHasSpaces() throws {
        let list = "\(directory)/list"
        try "/a/b.o\n\"/c d/e.o\"\n".write(toFile: list, atomically: true, encoding: .utf8)
        XCTAssertEqual(ManifestLink.objectList(list), ["/a/b.o", "/c d/e.o"])
        XCTAssertNil(ManifestLink.objectList("\(directory)/none"))
    }

    /// An object newer than the executable: a build that stopped between compiling and linking; its
    /// objects are not the running binary's code.
    func testObjectsNewerThanTheExecutableAreRefused() throws {
        let release = "\(directory)/.build/x86_64-unknown-linux-gnu/release"
        try FileManager.default.createDirectory(atPath: release, withIntermediateDirectories: true)
        let tool = "\(release)/tool", object = "\(release)/a.swift.o", list = "\(release)/list"
        let text = """
        commands:
          "C.a":
            outputs: ["\(object)"]
            args: ["swiftc", "-Xfrontend", "-function-sections", "-c", "a.swift"]
          "C.tool":
            outputs: ["\(tool)"]
            args: ["swiftc", "-o", "\(tool)", "@\(list)"]
        """
        try text.write(toFile: "\(directory)/.build/release.yaml", atomically: true, encoding: .utf8)
        try object.write(toFile: list, atomically: true, encoding: .utf8)
        for path in [object, tool] { XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data())) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: object)
        XCTAssertEqual(try ManifestLink.read(executable: tool).get().output, URL(fileURLWithPath: tool).resolvingSymlinksInPath().path)
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 60)], ofItemAtPath: object)
        guard case .failure(let error) = ManifestLink.read(executable: tool) else { return XCTFail("a newer object") }
        XCTAssertTrue(error.description.contains("newer than"), error.description)
        guard case .failure(let none) = ManifestLink.read(executable: "\(directory)/elsewhere/release/tool") else { return XCTFail("no manifest") }
        XCTAssertTrue(none.description.contains("no build manifest"), none.description)
    }

    /// Package.swift gives every target of pin-bench function sections in release: the release build's
    /// own link is reused, and the binary it makes in another function order runs.
    func testThisPackagesReleaseBuildRelinksWithoutASecondCompile() throws {
        #if DEBUG
        throw XCTSkip("function sections are a release build's")
        #else
        let pinBench = try XCTUnwrap(Executables.pinBench(), "no pin-bench executable next to the test bundle")
        let link = try ManifestLink.read(executable: pinBench).get()
        let relinked = "\(directory)/pin-bench-3"
        let command = link.command(writing: relinked, seed: 3)
        XCTAssertTrue(try ChildProcess.run(command[0], Array(command.dropFirst()), environment: ProcessInfo.processInfo.environment,
                                           timeLimit: 300).succeeded)
        let version = try ChildProcess.run(relinked, ["--version"], environment: [:], keeping: .standardOutput, timeLimit: 60)
        XCTAssertTrue(version.succeeded)
        XCTAssertTrue(version.lastLines(1, separator: "").contains("pin-bench"), version.lastLines(1, separator: ""))
        #endif
    }
}

/// `BackgroundWork`: the value its body returns, however long the caller takes to ask.
final class BackgroundWorkTests: XCTestCase {
    func testTheValueIsTheBodysAndCanBeAskedTwice() {
        let work = BackgroundWork { (1...1000).reduce(0, +) }
        XCTAssertEqual(work.value, 500_500)
        XCTAssertEqual(work.value, 500_500)
    }
}
