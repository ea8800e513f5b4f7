import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// An elision is a hole, not a verdict (issue 31): the code around a hole is compiled, and only what the
/// hole can explain is the hole's. The compiler's errors are given as it prints them (`message [identifier]`),
/// at the doc lines of a block whose code starts on line 4.
struct HoleReadingTests {
    func reading(_ code: String) throws -> HoleReading {
        let markdown = "# Topic\n\n```swift\n\(code)\n```\n"
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        return HoleReading(example)
    }

    func error(_ line: Int, _ column: Int, _ printed: String) -> ExampleCompileError {
        .doc(compilerError(at: location("Docs/t.en.md", line, column), printed))
    }

    @Test func theHolesAreTakenOutLineForLine() throws {
        let read = try reading(
            """
            class ListViewController: UITableViewController {
                override func viewDidLoad() {
                    ...
                }
                func title(for row: Int) -> String { … }
                // ...
            }
            """)
        #expect(read.holes.map { [$0.location.line, $0.location.column] } == [[6, 9], [8, 42], [9, 5]])
        let shown = read.example.program.lines.filter { $0.origin != nil }.map(\.text)
        #expect(shown[2] == "")
        #expect(shown[4] == "    func title(for row: Int) -> String {   }")
        #expect(shown[5] == "    // ...")
        #expect(read.example.mode == .noRun)
    }

    /// `} ...` after a branch is the rest of the statement left out (three dots after a brace have no operand),
    /// taken out like any hole; a range with its operands (`0 ...`, `1...`) is code.
    @Test func threeDotsAfterABraceAreAHole() throws {
        let read = try reading(
            """
            func delete(_ editingStyle: Int) {
                if editingStyle == 1 {
                    print("deleted")
                } ...
                let upTo = 0 ...
                    5
                let from = [1, 2][1...]
            }
            """)
        #expect(read.holes.map { [$0.location.line, $0.location.column] } == [[7, 7]])
        let shown = read.example.program.lines.filter { $0.origin != nil }.map(\.text)
        #expect(shown[3] == "    }  ")
        #expect(shown[4] == "    let upTo = 0 ...")
    }

    /// A comment that says only that code is left out, in the words documentation uses (`// 省略`, `//以下略`,
    /// `// 생략`, `// omitted`), is a hole like `// ...`; a comment that explains is not.
    @Test(arguments: [
        ("// 省略", true), ("//以下略", true), ("// 省略代码", true), ("// 생략", true), ("// omitted", true),
        ("// (snip)", true), ("// 省略号是三个点", false), ("// 取得螢幕的尺寸", false), ("// omitted for brevity here", false),
        ("// 略过这一步的原因很多很多", false),
    ])
    func aCommentSayingCodeIsLeftOutIsAHole(_ comment: String, _ isHole: Bool) throws {
        let read = try reading("class Screen: UIViewController {\n    \(comment)\n}")
        #expect(read.holes.map(\.location.line) == (isHole ? [5] : []))
    }

    /// A missing return, a class without initializers, a type that does not conform: what the hole may hold,
    /// when the hole is inside the function or type the error is about; never in another function.
    @Test func onlyWhatAHoleCanHoldIsTheHoles() throws {
        let read = try reading(
            """
            class Picker: UIViewController, UIPickerViewDataSource {
                let names: [String]
                func count() -> Int {
                    // ...
                }
                func first() -> String {
                    print(names)
                }
                func typo() {
                    tableVeiw.reloadData()
                }
            }
            """)
        let inHoledFunction = error(
            8, 5, "missing return in instance method expected to return 'Int' [missing_return_decl]")
        let inOtherFunction = error(
            11, 5, "missing return in instance method expected to return 'String' [missing_return_decl]")
        let conformance = error(
            4, 7, "type 'Picker' does not conform to protocol 'UIPickerViewDataSource' [type_does_not_conform]")
        let initializers = error(4, 7, "class 'Picker' has no initializers [class_without_init]")
        let typo = error(13, 9, "cannot find 'tableVeiw' in scope [cannot_find_in_scope]")
        let split = read.split([inHoledFunction, inOtherFunction, conformance, initializers, typo])
        #expect(split.fromHoles == [inHoledFunction, conformance, initializers])
        #expect(split.kept == [inOtherFunction, typo])
    }

    /// A member the doc's type may declare in the code it leaves out (`SongCell.reuseIdentifier` of a cell
    /// shown with `// ...`) is the hole's wherever it is used; of a type shown whole it is the doc's.
    @Test func aMemberOfATypeWithAHoleIsWhatTheHoleCanHold() throws {
        let read = try reading(
            """
            class SongCell: UITableViewCell {
                // ...
            }
            struct Song {
                var name: String
            }
            func register(_ tableView: UITableView, song: Song) {
                tableView.register(SongCell.self, forCellReuseIdentifier: SongCell.reuseIdentifier)
                print(SongCell().label, song.title)
            }
            """)
        let staticMember = error(
            11, 63,
            "instance member 'reuseIdentifier' cannot be used on type 'SongCell'; did you mean to use a value of this type instead? [instance_member_use_on_type]"
        )
        let instanceMember = error(
            12, 22, "value of type 'SongCell' has no member 'label' [could_not_find_value_member]")
        let wholeType = error(12, 33, "value of type 'Song' has no member 'title' [could_not_find_value_member]")
        let split = read.split([staticMember, instanceMember, wholeType])
        #expect(split.fromHoles == [staticMember, instanceMember])
        #expect(split.kept == [wholeType])
    }

    /// A class whose members a hole leaves out may hold the witnesses its extension's protocol requires,
    /// wherever the compiler reports that it does not conform; a type with no hole does not.
    @Test func aConformanceOfATypeWithAHoleIsWhatTheHoleCanHold() throws {
        let read = try reading(
            """
            class MainViewController: UIViewController {
                // 省略
            }
            extension MainViewController: UITableViewDataSource {}
            struct Model {}
            extension Model: Equatable, Sequence {}
            """)
        let holed = error(
            7, 1,
            "type 'MainViewController' does not conform to protocol 'UITableViewDataSource' [type_does_not_conform]")
        let whole = error(9, 1, "type 'Model' does not conform to protocol 'Sequence' [type_does_not_conform]")
        let split = read.split([holed, whole])
        #expect(split.fromHoles == [holed])
        #expect(split.kept == [whole])
    }

    /// A hole in a closure of a method declares no member of the type around it: `presentViewController` on
    /// that type stays the doc's error.
    @Test func aHoleInAFunctionHoldsNoMemberOfItsType() throws {
        let read = try reading(
            """
            class Alerts: UIViewController {
                func show(_ alert: UIAlertController) {
                    alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in
                        // ...
                    })
                    self.presentViewController(alert, animated: true, completion: nil)
                }
            }
            """)
        let renamed = error(
            9, 14, "value of type 'Alerts' has no member 'presentViewController' [could_not_find_value_member]")
        #expect(read.split([renamed]).kept == [renamed])
    }

    /// A cell whose stored properties and `init(coder:)` are left out (`// ... its labels ...`): the required
    /// initializer the compiler misses is the hole's; in a class without a hole it is the doc's.
    @Test func aRequiredInitializerIsWhatAHoleInItsClassCanHold() throws {
        let holed = try reading(
            """
            class SongCell: UITableViewCell {
                // ... its labels ...
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
            }
            """)
        let printed =
            "'required' initializer 'init(coder:)' must be provided by subclass of 'UITableViewCell' [required_initializer_missing]"
        let required = error(9, 1, printed)
        #expect(holed.split([required]).fromHoles == [required])
        let whole = try reading(
            """
            class SongCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
            }
            let hole = <#another file#>
            """)
        #expect(whole.split([error(8, 1, printed)]).kept.count == 1)
    }

    /// The same errors reworded keep their verdict: only the identifier says what an error is.
    @Test func anErrorOnTheHolesLineIsTheHolesWhateverItSays() throws {
        let read = try reading("let cell = <#cell#>\nprint(cell)")
        let placeholder = error(4, 12, "editor placeholder in source file [lex_editor_placeholder]")
        let reworded = error(5, 1, "missing return, said otherwise [some_other_id]")
        #expect(read.split([placeholder, reworded]).fromHoles == [placeholder])
    }

    @Test func theVerdictKeepsTheDocsErrorsAndNamesTheHole() throws {
        let read = try reading("override func viewDidLoad() {\n    ...\n}")
        let failed = ExampleResult(id: read.example.id, status: .failed, locations: [], diagnostics: [])
        #expect(read.result(failed, fromHoles: []).status == .failed)
        #expect(read.result(failed, fromHoles: []).diagnostics.map(\.id) == [.elidedCode])
        #expect(read.result(nil, fromHoles: []).status == .incomplete(needs: ["elided code at line 5"], suggestion: ""))
        let needs = ExampleResult(
            id: read.example.id, status: .incomplete(needs: ["items"], suggestion: "var items = \"\""), locations: [])
        #expect(
            read.result(needs, fromHoles: []).status
                == .incomplete(needs: ["elided code at line 5", "items"], suggestion: "var items = \"\""))
        let compiled = ExampleResult(id: read.example.id, status: .passed, locations: [])
        #expect(read.result(compiled, fromHoles: []).status == .passed)
        #expect(read.result(compiled, fromHoles: []).diagnostics.map(\.severity) == [.note])
    }
}
