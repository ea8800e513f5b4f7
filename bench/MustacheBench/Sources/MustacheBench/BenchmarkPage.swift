import Mustache

/// The benchmark's page: a ~200-line HTML template with a 1,000-row table, its data as a Mustache context, and a
/// hand-written renderer that builds the same bytes by `String` concatenation, the yardstick.
struct BenchmarkPage {
    /// One table row.
    struct Row {
        let id: Int
        let name: String
        let slug: String
        let price: Double
        let description: String
        let tags: [String]
        let note: String?
        var isOdd: Bool { id % 2 == 1 }
    }

    let title = "Inventory & prices"
    let rows: [Row]

    init(rowCount: Int) {
        rows = (0..<rowCount).map { id in
            Row(
                id: id, name: id % 5 == 0 ? "Apples & pears #\(id)" : "Item number \(id)", slug: "item-\(id)",
                price: Double(id % 97) + 0.25,
                description: id % 7 == 0
                    ? "A <b>bold</b> choice: \"fresh\" every morning, row \(id)"
                    : "Plain description of row \(id), long enough to look like real copy",
                tags: ["tag\(id % 3)", "group-\(id % 11)", "x"], note: id % 3 == 0 ? "restocked on day \(id % 30)" : nil
            )
        }
    }

    // MARK: - Mustache

    var context: MustacheValue {
        [
            "title": .string(title),
            "rows": .array(
                rows.map { row in
                    var object: [String: MustacheValue] = [
                        "id": .int(row.id), "name": .string(row.name), "slug": .string(row.slug),
                        "price": .double(row.price), "description": .string(row.description),
                        "tags": .array(row.tags.map(MustacheValue.string)), "isOdd": .bool(row.isOdd),
                    ]
                    if let note = row.note { object["note"] = .string(note) }
                    return .object(object)
                }),
        ]
    }

    static let template =
        head + """
                {{#rows}}
                <tr class="{{#isOdd}}odd{{/isOdd}}{{^isOdd}}even{{/isOdd}}">
                  <td class="id">{{id}}</td>
                  <td class="name"><a href="/items/{{slug}}">{{name}}</a></td>
                  {{>price}}
                  <td class="description">{{description}}</td>
                  <td class="tags">
                    {{#tags}}
                    <span class="tag">{{.}}</span>
                    {{/tags}}
                  </td>
                  {{#note}}
                  <td class="note">{{note}}</td>
                  {{/note}}
                  {{^note}}
                  <td class="note empty"></td>
                  {{/note}}
                </tr>
                {{/rows}}

            """ + foot

    static let partials = ["price": "<td class=\"price\">\n  {{price}} EUR\n</td>\n"]

    // MARK: - String concatenation

    /// The same output as the template, built by hand.
    func concatenated() -> String {
        var out = ""
        out += Self.head.replacingTitle(escape(title))
        for row in rows {
            out += "    <tr class=\"" + (row.isOdd ? "odd" : "even") + "\">\n"
            out += "      <td class=\"id\">" + String(row.id) + "</td>\n"
            out +=
                "      <td class=\"name\"><a href=\"/items/" + escape(row.slug) + "\">" + escape(row.name)
                + "</a></td>\n"
            out += "      <td class=\"price\">\n        " + String(row.price) + " EUR\n      </td>\n"
            out += "      <td class=\"description\">" + escape(row.description) + "</td>\n"
            out += "      <td class=\"tags\">\n"
            for tag in row.tags { out += "        <span class=\"tag\">" + escape(tag) + "</span>\n" }
            out += "      </td>\n"
            if let note = row.note {
                out += "      <td class=\"note\">" + escape(note) + "</td>\n"
            } else {
                out += "      <td class=\"note empty\"></td>\n"
            }
            out += "    </tr>\n"
        }
        out += Self.foot.replacingTitle(escape(title))
        return out
    }

    /// Escapes like Mustache; returns the text itself when there is nothing to escape (the common case).
    private func escape(_ text: String) -> String {
        let needsEscaping = text.utf8.contains {
            $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
        }
        guard needsEscaping else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for character in text.unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "\"": result += "&quot;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    // MARK: - Static parts

    /// 90 lines: document head, inline style sheet, navigation, table head.
    static let head: String = {
        var lines = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "  <meta charset=\"utf-8\">",
            "  <title>{{title}}</title>", "  <style>",
        ]
        for index in 0..<60 {
            lines.append(
                "    .rule-\(index) { margin: \(index % 8)px; padding: \(index % 5)px; color: #\(100 + index); }")
        }
        lines += ["  </style>", "</head>", "<body>", "  <nav>"]
        for index in 0..<12 { lines.append("    <a class=\"nav\" href=\"/section/\(index)\">Section \(index)</a>") }
        lines += [
            "  </nav>", "  <h1>{{title}}</h1>", "  <table>", "    <thead>",
            "      <tr><th>Id</th><th>Name</th><th>Price</th><th>Description</th><th>Tags</th><th>Note</th></tr>",
            "    </thead>", "    <tbody>",
        ]
        return lines.joined(separator: "\n") + "\n"
    }()

    /// 90 lines: table end and footer.
    static let foot: String = {
        var lines = ["    </tbody>", "  </table>", "  <footer>", "    <p>{{title}}</p>"]
        for index in 0..<82 { lines.append("    <p class=\"legal-\(index)\">Footer line \(index), static text.</p>") }
        lines += ["  </footer>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }()
}

extension String {
    /// The static parts with their `{{title}}` tags filled in, for the hand-written renderer.
    fileprivate func replacingTitle(_ title: String) -> String {
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: "{{title}}") {
            result += rest[..<range.lowerBound]
            result += title
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}
