/// How one block took part in its example's program.
public struct AssemblyStep: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The block's code lines in the primary source.
    public var firstLine: Int
    public var lastLine: Int
    /// What was done, e.g. `members added to MyTableViewController (replaced viewDidLoad())`.
    public var action: String

    public init(firstLine: Int, lastLine: Int, action: String) {
        self.firstLine = firstLine
        self.lastLine = lastLine
        self.action = action
    }

    /// `lines 120-130 declares class MyTableViewController`.
    public var description: String {
        let lines = firstLine == lastLine ? "line \(firstLine)" : "lines \(firstLine)-\(lastLine)"
        return "\(lines) \(action)"
    }
}
