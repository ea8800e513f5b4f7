import DocgenExampleSupport
import Testing

extension DocLocation {
    /// The location for Swift Testing, which prints the last component of the file ID: `x.ru.md:42:5`.
    var testing: Testing.SourceLocation {
        Testing.SourceLocation(fileID: "Docs/\(file)", filePath: file, line: line, column: column)
    }
}
