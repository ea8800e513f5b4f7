/// Writes JSON text as it goes, in exactly `JSONValue.serialized(pretty: true, depth:)`'s layout, for an
/// output too large to build as `JSONValue`s first (`docgen extract --format json` on a whole corpus).
///
/// Call `key` before each member of an object and nothing before each element of an array; containers
/// nest with `beginObject`/`endObject` and `beginArray`/`endArray`.
package struct JSONWriter {
    package private(set) var bytes: [UInt8] = []
    /// One entry for each open container: whether it has a member or element yet.
    private var open: [Bool] = []
    private let baseDepth: Int
    /// A key was just written: the value that follows goes on its line.
    private var afterKey = false

    /// A writer whose outermost value starts `depth` levels in (as `serialized(depth:)` does).
    package init(depth: Int = 0, capacity: Int = 1024) {
        baseDepth = depth
        bytes.reserveCapacity(capacity)
    }

    /// The text written.
    package var text: String { String(decoding: bytes, as: UTF8.self) }

    package mutating func beginObject() {
        startValue()
        bytes.append(UInt8(ascii: "{"))
        open.append(false)
    }

    package mutating func endObject() { end(UInt8(ascii: "}")) }

    package mutating func beginArray() {
        startValue()
        bytes.append(UInt8(ascii: "["))
        open.append(false)
    }

    package mutating func endArray() { end(UInt8(ascii: "]")) }

    /// The key of the next member of the innermost object.
    package mutating func key(_ key: String) {
        startElement()
        JSONValue.writeString(key, into: &bytes)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        afterKey = true
    }

    package mutating func string(_ value: String) {
        startValue()
        JSONValue.writeString(value, into: &bytes)
    }

    package mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    package mutating func int(_ value: Int) {
        startValue()
        JSONValue.writeInt(value, into: &bytes)
    }

    package mutating func int(_ value: Int?) {
        if let value { int(value) } else { null() }
    }

    package mutating func bool(_ value: Bool) {
        startValue()
        bytes += (value ? "true" : "false").utf8
    }

    package mutating func null() {
        startValue()
        bytes += "null".utf8
    }

    // MARK: - Layout

    /// Before a value: after a key nothing, inside an array the element's separator and line.
    private mutating func startValue() {
        if afterKey {
            afterKey = false
        } else if !open.isEmpty {
            startElement()
        }
    }

    /// A comma after the previous member or element, then a new line at the container's inner depth.
    private mutating func startElement() {
        if open[open.count - 1] { bytes.append(UInt8(ascii: ",")) }
        open[open.count - 1] = true
        newline(depth: baseDepth + open.count)
    }

    private mutating func end(_ bracket: UInt8) {
        let hadElements = open.removeLast()
        if hadElements { newline(depth: baseDepth + open.count) }
        bytes.append(bracket)
    }

    private mutating func newline(depth: Int) {
        let width = depth * 2
        if width < JSONValue.lineAndIndentation.count {
            bytes.append(contentsOf: JSONValue.lineAndIndentation[...width])
        } else {
            bytes.append(UInt8(ascii: "\n"))
            for _ in 0..<width { bytes.append(UInt8(ascii: " ")) }
        }
    }
}
