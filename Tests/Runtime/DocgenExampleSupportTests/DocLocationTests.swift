import DocgenExampleSupport
import Testing

@Suite struct DocLocationTests {
    @Test func printsFileLineAndColumnTheWayEditorsReadThem() {
        #expect(DocLocation(file: "Docs/x.ru.md", line: 42, column: 5).description == "Docs/x.ru.md:42:5")
    }

    @Test func keepsAFileNameWithColonsWhole() {
        let location = DocLocation(file: "Docs/C:notes:1.md", line: 7, column: 3)
        #expect(location.file == "Docs/C:notes:1.md")
        #expect(location.line == 7)
        #expect(location.description == "Docs/C:notes:1.md:7:3")
    }
}
