import DocgenCore

/// A compiled Mustache template: compile once, render many times, from any thread.
///
/// ```swift
/// let template = try MustacheTemplate(name: "Package.swift.mustache", source: text)
/// let output = try template.render(["name": "Examples"], partials: library)
/// ```
///
/// Supports the core spec (interpolation, sections, inverted sections, comments, partials, set delimiters),
/// inheritance (`{{<parent}}` with `{{$block}}` arguments) and dynamic names (`{{>*name}}`); not lambdas.
public struct MustacheTemplate: Sendable {
    /// The name given at compile time; the file of every location in errors.
    public let name: String
    let nodes: [Node]
    /// The length of the source, a hint for the output's size.
    private let sourceLength: Int

    /// Compiles a template.
    ///
    /// - Parameters:
    ///   - name: How errors name the template, e.g. its path `Templates/Package.swift.mustache`.
    ///   - source: The template text.
    /// - Throws: A syntax error at `name:line:col`.
    public init(name: String = "template", source: String) throws(MustacheError) {
        let text = SourceText(source, file: name)
        var lexer = Lexer(source: text)
        let tokens = try lexer.tokenize()
        var parser = Parser(source: text)
        self.name = name
        self.nodes = try parser.parse(tokens)
        self.sourceLength = text.bytes.count
    }

    /// Renders the template against `context`, taking partials and parents from `partials`.
    ///
    /// A partial the library lacks renders as nothing, unless the library is strict.
    /// - Throws: ``MustacheError/unknownPartial(name:at:)`` (strict libraries only) or
    ///   ``MustacheError/recursionLimitExceeded(name:depth:at:)``.
    public func render(_ context: MustacheValue = [:], partials: MustacheLibrary = MustacheLibrary())
        throws(MustacheError)
        -> String
    {
        var renderer = Renderer(
            context: context, library: partials, capacity: min(sourceLength * 2, partials.limits.maximumOutputBytes))
        try renderer.render(nodes)
        return String(decoding: renderer.output.bytes, as: UTF8.self)
    }

    // MARK: - References

    /// The partials and parents this template names literally (not `{{>*dynamic}}` ones), in source order.
    public var partialReferences: [(name: String, location: SourceLocation)] {
        var references: [(name: String, location: SourceLocation)] = []
        func collect(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .text, .variable:
                    break
                case .section(_, let body, _, _):
                    collect(body)
                case .partial(let reference, _, let location):
                    if case .named(let name) = reference { references.append((name, location)) }
                case .parent(let reference, let arguments, _, let location):
                    if case .named(let name) = reference { references.append((name, location)) }
                    for argument in arguments.values.sorted(by: { $0.location < $1.location }) {
                        collect(argument.body)
                    }
                case .block(let block):
                    collect(block.body)
                }
            }
        }
        collect(nodes)
        return references.sorted { $0.location < $1.location }
    }
}
