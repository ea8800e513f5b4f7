import DocgenCore

/// Renders compiled nodes against a context stack, expanding partials, parents and blocks from a library.
struct Renderer {
    /// How deep partials, parents and blocks may nest before rendering stops with an error.
    static let maximumDepth = 200

    private(set) var output: OutputBuffer
    /// The context stack; the last value is the top.
    private var stack: [MustacheValue]
    /// The arguments of the parents being rendered, outermost first; the outermost argument for a block wins.
    private var overrides: [[String: Node.Block]] = []
    private let library: MustacheLibrary
    private var depth = 0
    /// Steps left before ``RenderLimits/maximumSteps`` is passed.
    private var stepsLeft: Int

    init(context: MustacheValue, library: MustacheLibrary, capacity: Int) {
        self.output = OutputBuffer(capacity: capacity)
        self.stack = [context]
        self.library = library
        self.stepsLeft = library.limits.maximumSteps
    }

    // MARK: - Nodes

    mutating func render(_ nodes: [Node]) throws(MustacheError) {
        for node in nodes {
            switch node {
            case .text(let bytes, _, let location):
                try step(at: location)
                output.writeText(bytes)
                try checkOutput(at: location)
            case .variable(let name, let escaped, let location):
                try step(at: location)
                if let value = lookUp(name) { output.write(value, escaped: escaped) }
                try checkOutput(at: location)
            case .section(let name, let body, let inverted, let location):
                try step(at: location)
                try renderSection(lookUp(name) ?? .null, body: body, inverted: inverted, location: location)
            case .partial(let reference, let indentation, let location):
                try step(at: location)
                try include(reference, arguments: nil, indentation: indentation, location: location)
            case .parent(let reference, let arguments, let indentation, let location):
                try step(at: location)
                try include(reference, arguments: arguments, indentation: indentation, location: location)
            case .block(let block):
                try step(at: block.location)
                try renderBlock(block)
            }
        }
    }

    // MARK: - Limits

    /// Counts one step, stopping the render once ``RenderLimits/maximumSteps`` is passed.
    private mutating func step(at location: SourceLocation) throws(MustacheError) {
        stepsLeft -= 1
        if stepsLeft < 0 {
            throw .renderLimitExceeded(.steps, limit: library.limits.maximumSteps, at: location)
        }
    }

    /// Stops the render once the output is larger than ``RenderLimits/maximumOutputBytes``.
    private func checkOutput(at location: SourceLocation) throws(MustacheError) {
        if output.bytes.count > library.limits.maximumOutputBytes {
            throw .renderLimitExceeded(.outputBytes, limit: library.limits.maximumOutputBytes, at: location)
        }
    }

    // MARK: - Sections

    private mutating func renderSection(
        _ value: MustacheValue, body: [Node], inverted: Bool, location: SourceLocation
    ) throws(MustacheError) {
        if inverted {
            if !value.isTruthy { try render(body) }
            return
        }
        if case .array(let elements) = value {
            for element in elements {
                try step(at: location)
                stack.append(element)
                try render(body)
                stack.removeLast()
            }
        } else if value.isTruthy {
            stack.append(value)
            try render(body)
            stack.removeLast()
        }
    }

    /// Renders the outermost argument given for the block, or its own content.
    private mutating func renderBlock(_ block: Node.Block) throws(MustacheError) {
        var body = block.body
        for arguments in overrides {
            if let argument = arguments[block.name] {
                body = argument.body
                break
            }
        }
        guard depth < Self.maximumDepth else {
            throw .recursionLimitExceeded(name: block.name, depth: Self.maximumDepth, at: block.location)
        }
        depth += 1
        let saved = output.indent(by: block.indentation)
        try render(body)
        output.restoreIndentation(saved)
        depth -= 1
    }

    /// Renders a partial (no `arguments`) or a parent.
    private mutating func include(
        _ reference: Node.TemplateReference, arguments: [String: Node.Block]?, indentation: [UInt8]?,
        location: SourceLocation
    ) throws(MustacheError) {
        let name: String
        switch reference {
        case .named(let fixed):
            name = fixed
        case .dynamic(let tagName):
            guard case .string(let found)? = lookUp(tagName) else { return }
            name = found
        }
        guard let template = library[name] else {
            if library.isStrict { throw .unknownPartial(name: name, at: location) }
            return
        }
        guard depth < Self.maximumDepth else {
            throw .recursionLimitExceeded(name: name, depth: Self.maximumDepth, at: location)
        }
        depth += 1
        if let arguments { overrides.append(arguments) }
        let saved = output.indent(by: indentation)
        try render(template.nodes)
        output.restoreIndentation(saved)
        if arguments != nil { overrides.removeLast() }
        depth -= 1
    }

    // MARK: - Names

    /// Resolves a name against the context stack: the first part in the innermost context that has it, each
    /// further part in the value found so far only. Nil when any part is missing.
    private func lookUp(_ name: TagName) -> MustacheValue? {
        guard let first = name.components.first else { return stack.last }
        var found: MustacheValue?
        var index = stack.count - 1
        while index >= 0 {
            if case .object(let members) = stack[index], let value = members[first] {
                found = value
                break
            }
            index -= 1
        }
        guard var value = found else { return nil }
        for component in name.components.dropFirst() {
            guard case .object(let members) = value, let next = members[component] else { return nil }
            value = next
        }
        return value
    }
}
