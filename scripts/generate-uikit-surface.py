#!/usr/bin/env python3
"""Writes Apple's UIKit surface (Sources/AppleUIKitAPI/Resources/UIKitSurface.tsv) from Apple's documentation.

Reads the UIKit reference pages of a git mirror of Apple's documentation (GitHub
theAppLaunchers/apple-docs-for-rag, folder UIKit/md: one Markdown page a symbol, with its breadcrumb, kind,
availability, Swift declaration, deprecation note and relationships), and the pages of the types outside UIKit
that UIKit's types inherit from or UIKit extends (INHERITED: NSObject and NSObjectProtocol from ObjectiveC/md;
NSAttributedString with NSAttributedString.Key, NSMutableAttributedString and Operation from foundation/md;
CALayer from QuartzCore/md; NSToolbarItem from AppKit/md; each type's page and its members', of its members
only those on iOS), and writes one line a symbol, sorted, tab-separated:

    name  kind  ios  deprecated  replacement  renamed  flags  superclass  conformances  declaration

- name: `UISearchController`, `UITableView.RowAnimation`, `UITableView.RowAnimation.fade`,
  `UISearchController.init(searchResultsController:)`, `UITableView.insertRows(at:with:)`; a global by its
  own name. Overloads share a name and differ in their declaration.
- kind: class, struct, enum, protocol, typealias, associatedtype, case, init, method, property, subscript,
  typemethod, typeproperty, func, var, macro; `renamed` for an old name Swift no longer accepts.
- ios: the iOS version that introduced it (empty when the page names iOS without a version, `-` when the
  symbol is not available on iOS).
- deprecated: the iOS version that deprecated it, `yes` when deprecated without a version, else empty.
- replacement: the symbol the deprecation note says to use instead, when the note names a listed symbol.
- renamed: for kind `renamed`, the Swift name (from scripts/uikit-renamed.tsv: Objective-C names the
  Swift SDK marks unavailable and renamed; the pages show only Swift names).
- flags: `optional` and `required` for protocol requirements; `topic` for a member that has no page of its
  own and is read from its type's Topics list (declaration without parameter names, availability unknown);
  `inherited` for a type outside UIKit and its members (below).
- superclass, conformances: for types, from the page's Relationships ("Inherits From", "Conforms To";
  conformances comma-separated). For a protocol, "Inherits From" goes to conformances.
- declaration: the Swift declaration on one line, without `@MainActor`/`@preconcurrency` (every UIKit
  declaration of a view or controller has them). The mirror's pages have lost every `<…>` clause (generic
  parameters and arguments: `Set<UITouch>` reads `Set`), so declarations with generics are incomplete; the
  header says so.

Usage: scripts/generate-uikit-surface.py [--mirror GIT_DIR] [--commit COMMIT] [--output FILE] [--check]
--check compares with the output file instead of writing it (exit 1 when it differs). Python 3 stdlib only.
"""

import argparse
import html
import re
import subprocess
import sys
from pathlib import Path

REPOSITORY = "https://github.com/theAppLaunchers/apple-docs-for-rag"
DEFAULT_MIRROR = "/work/.mirror/theAppLaunchers+apple-docs-for-rag/repo"
DEFAULT_COMMIT = "f622e45"
FOLDER = "UIKit/md"
# The types outside UIKit that UIKit's types inherit from (superclasses, NSObjectProtocol) or are extended with
# (UIKit's attribute keys on Foundation's NSAttributedString.Key): their pages and their members' pages, in
# their frameworks' folders, by file name (a type's page is `<stem>.md`, its members' `<stem>-….md`). Without
# them a member every UIKit class inherits (NSObject's `setValue(_:forKey:)`) reads as one UIKit lacks.
INHERITED = [
    ("ObjectiveC/md", ["objective-c runtime-nsobject", "objective-c runtime-nsobjectprotocol"]),
    ("foundation/md", [
        "foundation-nsattributedstring", "foundation-nsmutableattributedstring", "foundation-operation"]),
    ("QuartzCore/md", ["core animation-calayer"]),
    ("AppKit/md", ["appkit-nstoolbaritem"]),
]
# The frameworks `import UIKit` brings with it (UIKit's module re-exports them): their top-level names only
# (types and globals on iOS, flag `framework`), without members. An app's code uses them as it uses UIKit's
# (`NSItemProvider`, `CGColor`, `CABasicAnimation`, `CIFilter`); on Linux most of them do not exist, so a
# missing one is Apple's API that the headless environment lacks, not the doc's error.
FRAMEWORKS = ["foundation/md", "CoreGraphics/md", "QuartzCore/md", "coreimage/md"]
ROOT = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = ROOT / "Sources/AppleUIKitAPI/Resources/UIKitSurface.tsv"
RENAMED = ROOT / "scripts/uikit-renamed.tsv"
COLUMNS = [
    "name", "kind", "ios", "deprecated", "replacement", "renamed", "flags", "superclass", "conformances",
    "declaration",
]

KINDS = {
    "Class": "class", "Structure": "struct", "Enumeration": "enum", "Protocol": "protocol",
    "Type Alias": "typealias", "Associated Type": "associatedtype", "Case": "case", "Initializer": "init",
    "Instance Method": "method", "Instance Property": "property", "Instance Subscript": "subscript",
    "Type Method": "typemethod", "Type Property": "typeproperty", "Function": "func",
    "Global Variable": "var", "Macro": "macro",
}
TYPE_KINDS = {"class", "struct", "enum", "protocol", "typealias"}
PLATFORMS = ["Mac Catalyst", "visionOS", "watchOS", "iPadOS", "macOS", "tvOS", "iOS"]
VERSION = r"\d+(?:\.\d+)*"
PLATFORM_RE = re.compile(
    r"(%s)(?: (%s)(?:\+|–(%s)))?( ?Deprecated)?( ?Beta)?" % ("|".join(PLATFORMS), VERSION, VERSION))
TOPIC_RE = re.compile(
    r"^((?:class |static |optional |convenience |required |nonisolated |final |weak |unowned |dynamic )*)"
    r"(func |var |let |case |init[?!]?\(|subscript\()(.*)$")
IDENTIFIER_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:\([A-Za-z0-9_:]*\))?")


def read_pages(mirror, commit, folder, stems=None):
    """The pages of folder at commit, as (path, text), in path order: every page, or those of the types
    `stems` name (`<stem>.md` and `<stem>-….md`)."""
    listing = subprocess.run(
        ["git", "-C", mirror, "ls-tree", "-z", commit, folder + "/"], check=True, capture_output=True).stdout
    entries = []
    for entry in listing.split(b"\0"):
        if not entry:
            continue
        info, path = entry.split(b"\t", 1)
        mode, kind, blob = info.split()
        name = path.decode().rsplit("/", 1)[-1]
        if stems is not None and not any(name == stem + ".md" or name.startswith(stem + "-") for stem in stems):
            continue
        if kind == b"blob" and path.endswith(b".md"):
            entries.append((path.decode(), blob))
    entries.sort()
    request = b"".join(blob + b"\n" for _, blob in entries)
    output = subprocess.run(
        ["git", "-C", mirror, "cat-file", "--batch"], input=request, check=True, capture_output=True).stdout
    pages, offset = [], 0
    for path, blob in entries:
        header_end = output.index(b"\n", offset)
        header = output[offset:header_end].split()
        if len(header) != 3 or header[0] != blob:
            sys.exit("cannot read %s at %s: %s" % (path, commit, b" ".join(header).decode()))
        size = int(header[2])
        pages.append((path, output[header_end + 1:header_end + 1 + size].decode()))
        offset = header_end + 1 + size + 1
    return pages


def is_inherited(page):
    """Whether the page is of a type outside UIKit that UIKit's types inherit from or UIKit extends."""
    return not page.path.startswith(FOLDER + "/")


def unescape(text):
    return re.sub(r"\\([_*\[\]`<>#])", r"\1", text).strip()


class Page:
    """What one page says of its symbol."""

    def __init__(self, path, text):
        self.path = path
        lines = text.split("\n")
        index = 0
        while index < len(lines) and not lines[index].strip():
            index += 1
        self.crumbs = []
        while index < len(lines) and (lines[index].startswith("- ") or lines[index].startswith("  ")
                                      or lines[index].strip() == "-"):
            if lines[index].startswith("- ") and lines[index][2:].strip():
                self.crumbs.append(unescape(lines[index][2:]))
            index += 1
        while index < len(lines) and not lines[index].strip():
            index += 1
        self.kind = KINDS.get(lines[index].strip()) if index < len(lines) else None
        self.title = next((unescape(line[2:]) for line in lines if line.startswith("# ")), "")
        self.availability = None
        self.declaration = None
        self.deprecation_note = None
        self.is_deprecated_page = path.endswith("-deprecated.md") or (
            bool(self.crumbs) and self.crumbs[-1].endswith(" Deprecated"))
        self.required = False
        self.relationships = {}
        self.topics = []
        self._read_body(lines)

    def _read_body(self, lines):
        index, section, subsection = 0, None, None
        while index < len(lines):
            line = lines[index]
            stripped = line.strip()
            if line.startswith("``` source") and self.declaration is None:
                end = index + 1
                while end < len(lines) and not lines[end].startswith("```"):
                    end += 1
                self.declaration = one_line(lines[index + 1:end])
                index = end + 1
                continue
            if line.startswith("## "):
                section, subsection = stripped[3:].strip(), None
            elif line.startswith("### "):
                subsection = stripped[4:].strip()
            elif section is None and self.availability is None and self.declaration is None and \
                    PLATFORM_RE.match(stripped) and PLATFORM_RE.sub("", stripped) == "":
                self.availability = stripped
            elif section is None and self.declaration is not None and (
                    stripped == "**Required**" or stripped.startswith("**Required** ")):
                self.required = True
            elif section is None and self.declaration is not None and stripped == "Deprecated" and \
                    self.deprecation_note is None:
                note, end = [], index + 1
                while end < len(lines) and not lines[end].startswith("#"):
                    if lines[end].strip():
                        note.append(lines[end].strip())
                    end += 1
                self.deprecation_note = " ".join(note)
                index = end
                continue
            elif section == "Relationships" and subsection and stripped.startswith("- "):
                self.relationships.setdefault(subsection, []).append(unescape(stripped[2:]))
            elif section == "Topics" and TOPIC_RE.match(stripped):
                self.topics.append((html.unescape(stripped), topic_is_deprecated(lines, index)))
            index += 1

    def ios(self):
        """(introduced, deprecated) on iOS: ('13.0', ''), ('8.0', '12.0'), ('', ''), ('-', '')."""
        if self.availability is None:
            return "", "yes" if self.is_deprecated_page else ""
        for match in PLATFORM_RE.finditer(self.availability):
            if match.group(1) != "iOS":
                continue
            introduced = match.group(2) or ""
            deprecated = ""
            if match.group(4):
                deprecated = match.group(3) or "yes"
            elif self.is_deprecated_page or self.deprecation_note is not None:
                deprecated = "yes"
            return introduced, deprecated
        return "-", "yes" if self.is_deprecated_page else ""


def one_line(lines):
    """The declaration's lines joined, without the isolation attributes every view declaration has."""
    kept = [line.strip() for line in lines if line.strip() not in ("@MainActor", "@preconcurrency")]
    text = " ".join(kept)
    text = re.sub(r"^(?:(?:@MainActor|@preconcurrency) )+", "", text)
    text = re.sub(r"\s+", " ", text)
    text = re.sub(r"([(\[<]) ", r"\1", text)
    text = re.sub(r" ([)\]>,])", r"\1", text)
    return text.replace("\t", " ").strip()


def topic_is_deprecated(lines, index):
    """Whether a Topics entry (a declaration line, its abstract, maybe `Deprecated`) is marked deprecated."""
    seen = 0
    for line in lines[index + 1:index + 6]:
        stripped = line.strip()
        if not stripped:
            continue
        if stripped == "Deprecated":
            return True
        seen += 1
        if seen == 2 or stripped.startswith("#"):
            return False
    return False


def argument_labels(arguments):
    """`at: [IndexPath], with: UITableView.RowAnimation` → `at:with:`; an unlabelled argument is `_:`."""
    segments, depth, current = [], 0, ""
    for character in arguments:
        if character in "([<":
            depth += 1
        elif character in ")]>" and not (character == ">" and current.endswith("-")):
            if depth == 0:
                break
            depth -= 1
        if character == "," and depth == 0:
            segments.append(current)
            current = ""
            continue
        current += character
    if current.strip():
        segments.append(current)
    labels = []
    for segment in segments:
        match = re.match(r"\s*([A-Za-z_][A-Za-z0-9_]*)(?:\s+[A-Za-z_][A-Za-z0-9_]*)?\s*:", segment)
        labels.append((match.group(1) if match else "_") + ":")
    return "".join(labels)


def topic_member(entry):
    """(kind, member name) of a Topics entry of a type page: `init(style:reuseIdentifier:)`, `reloadData()`,
    `isEditing`, `verticalBeam(length:)`; None for what is not a member declaration."""
    match = TOPIC_RE.match(entry)
    modifiers, keyword, rest = match.group(1), match.group(2).strip(), match.group(3)
    is_type_member = "class " in modifiers or "static " in modifiers
    if keyword.startswith("init") or keyword.startswith("subscript"):
        base = "init" if keyword.startswith("init") else "subscript"
        return ("init" if base == "init" else "subscript"), base + "(" + argument_labels(rest) + ")"
    name = re.match(r"([A-Za-z_][A-Za-z0-9_]*)(.*)$", rest)
    if not name:
        return None
    if keyword == "func":
        call = re.match(r"\s*\((.*)$", name.group(2))
        if not call:
            return None
        member = name.group(1) + "(" + argument_labels(call.group(1)) + ")"
        return ("typemethod" if is_type_member else "method"), member
    if keyword == "case":
        call = re.match(r"\((.*)$", name.group(2))
        return "case", name.group(1) + ("(" + argument_labels(call.group(1)) + ")" if call else "")
    return ("typeproperty" if is_type_member else "property"), name.group(1)


def qualified_name(page, type_names):
    """The symbol's name with its owner type: `UITableView.RowAnimation.fade`, `UITableView.reloadData()`."""
    title = page.title
    if page.kind in TYPE_KINDS or page.kind == "associatedtype":
        owner = owner_type(page, type_names)
        if "." in title or owner is None or title.startswith(owner + "."):
            return title
        return owner + "." + title
    owner = owner_type(page, type_names)
    if owner is None:
        return title
    return title if title.startswith(owner + ".") else owner + "." + title


def owner_type(page, type_names):
    """The innermost type in the breadcrumb above the page, if any."""
    for crumb in reversed(page.crumbs[:-1]):
        crumb = crumb.removesuffix(" Deprecated").strip()
        if crumb in type_names:
            return crumb
    return None


def declared_type_names(pages):
    """Names of every type page, qualified as their titles are (nested types' titles are qualified)."""
    return {page.title for page in pages if page.kind in TYPE_KINDS}


def resolve_replacement(note, owner, names, superclasses, conformances, owners_by_member):
    """The first symbol the deprecation note names that is listed: a member of the owner, its superclasses
    or their protocols, a qualified `Type.member`, a type, or a method that only one type declares."""
    if not note:
        return ""
    chain = []
    current = owner
    while current and current not in chain:
        chain.append(current)
        current = superclasses.get(current)
    for name in list(chain):
        chain += [protocol for protocol in conformances.get(name, []) if protocol not in chain]
    for match in IDENTIFIER_RE.finditer(note):
        word = match.group(0).rstrip(".")
        for candidate in [type_name + "." + word for type_name in chain] + [word]:
            if candidate in names and (owner is None or not candidate.endswith("." + owner)):
                if "." not in candidate and not word[:1].isupper():
                    continue
                return candidate
        if "(" in word and len(owners_by_member.get(word, ())) == 1:
            return next(iter(owners_by_member[word])) + "." + word
    return ""


def generate(mirror, commit):
    resolved_commit = subprocess.run(
        ["git", "-C", mirror, "rev-parse", commit + "^{commit}"], check=True, capture_output=True,
        text=True).stdout.strip()
    counts = []
    pages, symbols, left_out = [], [], []
    for folder, stems in [(FOLDER, None)] + INHERITED:
        read = [Page(path, text) for path, text in read_pages(mirror, resolved_commit, folder, stems)]
        declared = [page for page in read if page.kind and page.declaration]
        if stems is not None:
            # The surface is iOS's: an inherited type's member that is not on iOS (AppKit's and WebKit's
            # informal protocols on NSObject) is no member of a UIKit class there.
            left_out += [page for page in declared if page.kind not in TYPE_KINDS and page.ios()[0] == "-"]
            declared = [page for page in declared if page.kind in TYPE_KINDS or page.ios()[0] != "-"]
        counts.append((folder, stems, len(read), len(declared)))
        pages += read
        symbols += declared
    type_names = declared_type_names(symbols)
    framework_rows, framework_counts = framework_symbols(mirror, resolved_commit, type_names)
    rows = []
    names = set()
    entries = []
    for page in symbols:
        name = qualified_name(page, type_names)
        names.add(name)
        entries.append((page, name, owner_type(page, type_names)))
    superclasses = {}
    for page, name, _ in entries:
        if page.kind == "class" and page.relationships.get("Inherits From"):
            superclasses[name] = page.relationships["Inherits From"][0]
    type_kinds, type_conformances, owners_by_member, uikit_owners_by_member = {}, {}, {}, {}
    for page, name, owner in entries:
        if page.kind in TYPE_KINDS:
            type_kinds.setdefault(name, page.kind)
            type_conformances.setdefault(
                name, page.relationships.get("Inherits From", []) + page.relationships.get("Conforms To", []))
        elif owner:
            owners_by_member.setdefault(name[len(owner) + 1:], set()).add(owner)
            if page.path.startswith(FOLDER + "/"):
                uikit_owners_by_member.setdefault(name[len(owner) + 1:], set()).add(owner)
    newest = (0,)
    for page, name, owner in entries:
        introduced, deprecated = page.ios()
        if re.fullmatch(VERSION, introduced):
            newest = max(newest, tuple(int(part) for part in introduced.split(".")))
        replacement = ""
        if deprecated:
            replacement = resolve_replacement(
                page.deprecation_note, owner if page.kind not in TYPE_KINDS else None, names, superclasses,
                type_conformances, owners_by_member)
            if replacement == name:
                replacement = ""
        flags = []
        if owner and type_kinds.get(owner) == "protocol":
            if re.search(r"(^| )optional ", page.declaration):
                flags.append("optional")
            elif page.required:
                flags.append("required")
        if is_inherited(page):
            flags.append("inherited")
        superclass, conformances = "", []
        if page.kind == "class":
            superclass = superclasses.get(name, "")
            conformances = page.relationships.get("Conforms To", [])
        elif page.kind in TYPE_KINDS:
            conformances = page.relationships.get("Inherits From", []) + page.relationships.get("Conforms To", [])
        rows.append([name, page.kind, introduced, deprecated, replacement, "", ",".join(flags), superclass,
                     ",".join(sorted(set(conformances))), page.declaration])
    # A member left out has a page: its type's Topics list does not bring it back.
    topic_rows = members_from_topics(
        entries, names | {qualified_name(page, type_names) for page in left_out}, superclasses, type_conformances, uikit_owners_by_member, owners_by_member)
    rows += topic_rows
    names.update(row[0] for row in topic_rows)
    for old, new in read_renamed():
        if new not in names:
            print("%s: leaving out %s: %s is not a UIKit symbol" % (RENAMED.name, old, new), file=sys.stderr)
            continue
        rows.append([old, "renamed", "-", "", "", new, "", "", "", ""])
    rows += framework_rows
    rows = sorted({tuple(field.replace("\t", " ") for field in row) for row in rows})
    sdk = ".".join(str(part) for part in newest)
    header = [
        "# generated by scripts/generate-uikit-surface.py — do not edit; regenerate with "
        "`python3 scripts/generate-uikit-surface.py`",
        "# generator: scripts/generate-uikit-surface.py (Python 3)",
        "# source: %s" % REPOSITORY,
        "# commit: %s" % resolved_commit,
        "# folder: %s" % FOLDER,
        "# sdk: iOS %s (the newest iOS version the pages name)" % sdk,
        "# renamed: scripts/uikit-renamed.tsv (Objective-C names the Swift SDK marks renamed)",
        "# inherited: types outside UIKit that UIKit's types inherit from or UIKit extends, from their "
        "frameworks' pages (a type's page and its members'): "
        + "; ".join("%s %s" % (folder, ", ".join("'%s[-*].md'" % stem for stem in stems))
                    for folder, stems in INHERITED),
        "# pages: %d read, %d with a Swift declaration kept (%s; an inherited type's member not on iOS is "
        "left out)" % (
            len(pages), len(symbols),
            "; ".join("%s%s: %d read, %d kept" % (folder, "" if stems is None else " (inherited)", read, declared)
                      for folder, stems, read, declared in counts)),
        "# framework: the top-level names (types and globals on iOS, no members) of the frameworks UIKit "
        "re-exports: " + "; ".join("%s: %d read, %d kept" % counts for counts in framework_counts),
        "# caveat: the pages drop every <…> clause (generic parameters and arguments) from declarations",
        "# columns: " + "\t".join(COLUMNS),
    ]
    return "\n".join(header + ["\t".join(row) for row in rows]) + "\n"


def framework_symbols(mirror, commit, uikit_names):
    """Rows (flag `framework`) for the top-level types and globals of FRAMEWORKS that are on iOS and that the
    rows read so far lack, and (folder, pages read, rows kept) for the header. A type nested in another
    (its breadcrumb names a type above it) is left out: its owner is missing too where it is."""
    rows, counts, seen = [], [], set(uikit_names)
    for folder in FRAMEWORKS:
        read = [Page(path, text) for path, text in read_pages(mirror, commit, folder)]
        declared = [page for page in read if page.kind and page.declaration and page.ios()[0] != "-"]
        type_names = declared_type_names(declared)
        kept = 0
        for page in declared:
            if page.kind in TYPE_KINDS:
                if owner_type(page, type_names) is not None or "." in page.title:
                    continue
            elif page.kind not in ("func", "var", "macro"):
                continue
            name = page.title
            if name in seen or not re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*(?:\([A-Za-z0-9_:]*\))?", name):
                continue
            seen.add(name)
            introduced, deprecated = page.ios()
            rows.append([name, page.kind, introduced, deprecated, "", "", "framework", "", "", page.declaration])
            kept += 1
        counts.append((folder, len(read), kept))
    return rows, counts


def members_from_topics(entries, names, superclasses, type_conformances, uikit_owners, owners_by_member):
    """Rows for the members a type page lists under Topics that have no page of their own (the mirror lacks
    some pages): flag `topic`; the declaration is the list's (without parameter names); availability is
    unknown (`-` when the type is not on iOS). `uikit_owners`: the UIKit types declaring each member name;
    `owners_by_member`: every type read (UIKit's and those it inherits) declaring it."""
    rows = []
    introduced_by_type = {}
    for page, name, _ in entries:
        if page.kind in TYPE_KINDS:
            introduced_by_type.setdefault(name, page.ios()[0])
    for page, name, _ in entries:
        if page.kind not in TYPE_KINDS:
            continue
        chain, current = [], name
        while current and current not in chain:
            chain.append(current)
            current = superclasses.get(current)
        for type_name in list(chain):
            chain += [protocol for protocol in type_conformances.get(type_name, []) if protocol not in chain]
        for entry, deprecated in page.topics:
            found = topic_member(entry)
            if found is None:
                continue
            kind, member = found
            if any(type_name + "." + member in names for type_name in chain):
                continue
            # A property or method another type declares is a cross-reference (UIApplicationDelegate lists
            # UIApplication's notifications); initializers and cases are the type's own.
            if kind not in ("init", "case") and member in uikit_owners:
                continue
            # A type property of another type read, of that type (NSAdaptiveImageGlyph lists
            # `static let adaptiveImageGlyph: NSAttributedString.Key`, the key's).
            if kind == "typeproperty" and any(
                    re.search(r":\s*%s\b(?![.])" % re.escape(other), entry)
                    for other in owners_by_member.get(member, ())):
                continue
            flags = ["topic"]
            if page.kind == "protocol" and re.match(r"(\w+ )*optional ", entry):
                flags.insert(0, "optional")
            if is_inherited(page):
                flags.append("inherited")
            ios = "-" if introduced_by_type.get(name) == "-" else ""
            rows.append([name + "." + member, kind, ios, "yes" if deprecated else "", "", "", ",".join(flags), "",
                         "", one_line([entry])])
    return rows


def read_renamed():
    pairs = []
    for line in RENAMED.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            old, new = line.split("\t")
            pairs.append((old.strip(), new.strip()))
    return pairs


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mirror", default=DEFAULT_MIRROR, help="git dir of the mirror (default: %(default)s)")
    parser.add_argument("--commit", default=DEFAULT_COMMIT, help="commit to read (default: %(default)s)")
    parser.add_argument("--output", default=str(DEFAULT_OUTPUT), help="file to write (default: %(default)s)")
    parser.add_argument("--check", action="store_true", help="compare with the output file instead of writing")
    arguments = parser.parse_args()
    text = generate(arguments.mirror, arguments.commit)
    output = Path(arguments.output)
    if arguments.check:
        if not output.exists() or output.read_text() != text:
            sys.exit("%s is stale: run python3 scripts/generate-uikit-surface.py" % output)
        return
    output.parent.mkdir(parents=True, exist_ok=True)
    output.write_text(text)


if __name__ == "__main__":
    main()
