import Mustache
import Testing

/// Rendering behaviour beyond the spec's cases: indentation, escaping, inheritance layouts, strictness, limits.
@Suite struct MustacheTemplateTests {
    private func render(_ source: String, _ context: MustacheValue = [:], partials: [String: String] = [:]) throws
        -> String
    {
        try MustacheTemplate(source: source).render(context, partials: MustacheLibrary(sources: partials))
    }

    @Test func escapesExactlyTheFourHTMLCharacters() throws {
        #expect(
            try render("{{v}}|{{{v}}}|{{&v}}", ["v": "<a href=\"x\">'&'</a>"])
                == "&lt;a href=&quot;x&quot;&gt;'&amp;'&lt;/a&gt;|<a href=\"x\">'&'</a>|<a href=\"x\">'&'</a>")
    }

    @Test func indentedPartialsDoNotIndentEmptyLinesOrData() throws {
        let output = try render(
            "struct S {\n    {{>members}}\n}\n", ["doc": "line 1\nline 2"],
            partials: ["members": "// {{{doc}}}\nlet a = 1\n\nlet b = 2\n"])
        #expect(output == "struct S {\n    // line 1\nline 2\n    let a = 1\n\n    let b = 2\n}\n")
    }

    @Test func nestedIndentedPartialsAccumulate() throws {
        let output = try render(
            "{{#rows}}\n  {{>row}}\n{{/rows}}\n", ["rows": [["name": "a"], ["name": "b"]]],
            partials: ["row": "- {{name}}:\n  {{>detail}}\n", "detail": "name={{name}}\n"])
        #expect(output == "  - a:\n    name=a\n  - b:\n    name=b\n")
    }

    @Test func layoutWithBlocks() throws {
        let layout = """
            <html>
              <head><title>{{$title}}Untitled{{/title}}</title></head>
              <body>
                {{$body}}
                <p>empty</p>
                {{/body}}
              </body>
            </html>

            """
        let page = """
            {{<layout}}
            {{$title}}{{name}}{{/title}}
            {{$body}}
            <h1>{{name}}</h1>
            {{#items}}
            <p>{{.}}</p>
            {{/items}}
            {{/body}}
            {{/layout}}

            """
        let output = try render(page, ["name": "Fruit", "items": ["Apple", "Pear"]], partials: ["layout": layout])
        #expect(
            output == """
                <html>
                  <head><title>Fruit</title></head>
                  <body>
                    <h1>Fruit</h1>
                    <p>Apple</p>
                    <p>Pear</p>
                  </body>
                </html>

                """)
        #expect(
            try render("{{<layout}}{{/layout}}", partials: ["layout": layout]).contains("    <p>empty</p>\n  </body>"))
    }

    @Test func dottedNamesAndContextStack() throws {
        let context: MustacheValue = [
            "a": ["b": ["c": "deep"]], "name": "outer", "list": [["x": 1], ["name": "inner"]],
        ]
        #expect(try render("{{a.b.c}} {{a.x.c}}|{{#list}}{{name}},{{/list}}", context) == "deep |outer,inner,")
    }

    @Test func strictLibrariesRejectUnknownPartials() throws {
        let template = try MustacheTemplate(name: "page.mustache", source: "line\n  {{>missing}}\n")
        #expect(try template.render([:]) == "line\n")
        let strict = MustacheLibrary(isStrict: true)
        #expect(throws: MustacheError.self) { try template.render([:], partials: strict) }
        do {
            _ = try template.render([:], partials: strict)
        } catch {
            #expect(
                error.description
                    == "page.mustache:2:3: error: no template named 'missing': add 'missing.mustache' or fix the name")
        }
    }

    @Test func endlessRecursionIsAnErrorNotACrash() throws {
        let library = try MustacheLibrary(sources: ["loop": "x{{>loop}}"])
        #expect(throws: MustacheError.self) { try library.render("loop") }
    }

    @Test func renderingIsThreadSafe() async throws {
        let template = try MustacheTemplate(source: "{{#rows}}{{.}};{{/rows}}")
        let context: MustacheValue = ["rows": .array((0..<100).map { .int($0) })]
        let expected = try template.render(context)
        try await withThrowingTaskGroup(of: String.self) { group in
            for _ in 0..<8 { group.addTask { try template.render(context) } }
            for try await output in group { #expect(output == expected) }
        }
    }
}
