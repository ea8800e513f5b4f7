/// Which version of a program an example is: a later section that changes an earlier section's program
/// (an "improvements" section, a tutorial's next step) makes a new version of it, checked on its own,
/// while the earlier version is still checked as it was.
public struct ExampleVersion: Hashable, Sendable, Codable, CustomStringConvertible {
    /// 2 for the first change, 3 for the next, ….
    public var number: Int
    /// The id of version 1, the program as its first section wrote it.
    public var baseID: String
    /// What this version changed, e.g. `lines 40-52 members added to ViewController (replaced viewDidLoad())`.
    public var changes: [String]

    public init(number: Int, baseID: String, changes: [String]) {
        self.number = number
        self.baseID = baseID
        self.changes = changes
    }

    /// `version 2 of doc__setup: lines 40-52 members added to ViewController (replaced viewDidLoad())`.
    public var description: String {
        "version \(number) of \(baseID): " + changes.joined(separator: "; ")
    }
}
