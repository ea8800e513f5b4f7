import DocgenCore
import Testing

@Suite struct ProjectRootTests {
    @Test func aPathIsRelativeToTheRootWhateverDirectoryItIsReadFrom() {
        let fromRepository = ProjectRoot("Tests/Fixtures/book", currentDirectory: "/work/repo")
        #expect(fromRepository.path == "/work/repo/Tests/Fixtures/book")
        #expect(fromRepository.relative("Tests/Fixtures/book/Docs/a.en.md") == "Docs/a.en.md")
        let fromProject = ProjectRoot(".", currentDirectory: "/work/repo/Tests/Fixtures/book/")
        #expect(fromProject.relative("Docs/a.en.md") == "Docs/a.en.md")
        #expect(fromProject.relative("./Docs/../Docs/a.en.md") == "Docs/a.en.md")
        let fromDocs = ProjectRoot("..", currentDirectory: "/work/repo/Tests/Fixtures/book/Docs")
        #expect(fromDocs.relative("a.en.md") == "Docs/a.en.md")
        #expect(fromDocs.relative("/work/repo/Tests/Fixtures/book/Docs/a.en.md") == "Docs/a.en.md")
    }

    @Test func aFileOutsideTheRootKeepsItsAbsolutePathWithForwardSlashes() {
        let root = ProjectRoot("/work/book", currentDirectory: "/tmp")
        #expect(root.relative("/work/other/a.md") == "/work/other/a.md")
        #expect(root.relative("/work/bookshelf/a.md") == "/work/bookshelf/a.md")
        #expect(root.relative("/work/book/Docs\\a.md") == "Docs/a.md")
        #expect(ProjectRoot("/", currentDirectory: "/").relative("/a/b.md") == "a/b.md")
    }
}
