import Foundation

/// A key given twice in a JSON object, which readers disagree on, so pin-bench refuses it.
enum JSONDuplicateKeys {
    /// The first repeated key; nil when none. Linear; assumes valid JSON.
    static func first(in data: Data) -> String? {
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> String? in
            // One entry per open container: the keys seen so far for an object, nil for an array.
            var open: [Set<[UInt8]>?] = []
            var expectsKey = false
            var index = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    let start = index + 1
                    index = start
                    while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                    }
                    if expectsKey, var keys = open.last ?? nil {
                        let key = Array(bytes[start..<min(index, bytes.count)])
                        guard keys.insert(key).inserted else { return String(decoding: key, as: UTF8.self) }
                        open[open.count - 1] = keys
                        expectsKey = false
                    }
                case UInt8(ascii: "{"):
                    open.append([])
                    expectsKey = true
                case UInt8(ascii: "["):
                    open.append(nil)
                    expectsKey = false
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    _ = open.popLast()
                    expectsKey = false
                case UInt8(ascii: ","):
                    expectsKey = open.last.map { $0 != nil } ?? false
                default:
                    break
                }
                index += 1
            }
            return nil
        }
    }

    /// Why a file that repeats `key` is not read, as a sentence's end after its path.
    static func refusal(_ key: String) -> String {
        "has the key '\(key)' twice in one object; JSON readers disagree on which one counts (the first, or the last), "
            + "so it is not read: keep one"
    }
}
