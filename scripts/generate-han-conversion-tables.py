#!/usr/bin/env python3
"""Generate the Han conversion tables (Sources/Translations/Resources/HanTo*.tsv) from OpenCC's dictionaries.

The tables convert Chinese text between Simplified and Traditional script, for the site's 简/繁 control,
search across scripts and aligning a zh-Hans document with a zh-Hant one. OpenCC is the reference:

- To Traditional (OpenCC's s2t): STPhrases, then STCharacters (the first candidate of each character).
- To Simplified (OpenCC's tw2sp, so Taiwan words such as 搜尋 become 搜索 too): TWPhrasesRev,
  TWVariantsRevPhrases and TWVariantsRev, then TSPhrases and TSCharacters, composed into one table.

A converter matches the longest phrase at each position, else converts one character. A phrase is kept
only where it says something the characters do not (its characters converted one by one differ from it):
about 10,000 of STPhrases' 49,000 lines.

Four files, one `source<TAB>target` row a line, sorted by code point, after a header naming this script
and the dictionaries' version: HanToTraditionalCharacters.tsv, HanToTraditionalPhrases.tsv,
HanToSimplifiedCharacters.tsv, HanToSimplifiedPhrases.tsv. `HanTables` (Sources/Translations) loads them
once per process from the module's resource bundle.

Usage (from anywhere):

    apt-get install -y opencc libopencc-data   # Debian ships the dictionaries as .ocd2
    python3 scripts/generate-han-conversion-tables.py [--dictionaries DIR] [--output-directory DIR]

The script converts the installed .ocd2 files to text with `opencc_dict`, or reads OpenCC's source `.txt`
dictionaries from --dictionaries DIR. The generated files are committed, so building docgen needs no
OpenCC; `HanTablesFreshnessTests` regenerates them and compares byte for byte. Output is deterministic.
"""

import argparse
import os
import sys
import tempfile

from opencc_dictionaries import RESOURCES, code_points, dictionary_text, read_dictionary, source_description, write_table

GENERATOR = "generate-han-conversion-tables.py"
NAMES = [
    "STCharacters", "STPhrases", "TSCharacters", "TSPhrases", "TWPhrasesRev", "TWVariantsRev",
    "TWVariantsRevPhrases",
]


def convert(text, characters, phrases, longest):
    """Longest phrase first at each position, else one character: the algorithm of HanScriptConverter."""
    output, index = [], 0
    while index < len(text):
        for length in range(min(longest, len(text) - index), 1, -1):
            candidate = text[index : index + length]
            if candidate in phrases:
                output.append(phrases[candidate])
                index += length
                break
        else:
            output.append(characters.get(text[index], text[index]))
            index += 1
    return "".join(output)


def prune(characters, phrases):
    """The phrases whose characters converted one by one give something else."""
    return {key: value for key, value in phrases.items() if convert(key, characters, {}, 1) != value}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dictionaries", help="directory holding OpenCC's source .txt dictionaries")
    parser.add_argument("--output-directory", default=str(RESOURCES), help="where to write (default: %(default)s)")
    arguments = parser.parse_args()

    with tempfile.TemporaryDirectory() as scratch:
        paths = {name: dictionary_text(name, arguments.dictionaries, scratch) for name in NAMES}
        # The first candidate of each entry.
        d = {name: {key: targets[0] for key, targets in read_dictionary(path).items()} for name, path in paths.items()}

    # To Traditional: s2t.
    traditional_characters = {k: v for k, v in d["STCharacters"].items() if k != v}
    traditional_phrases = prune(traditional_characters, d["STPhrases"])

    # To Simplified: Taiwan words and variants first, then t2s, composed.
    ts_characters = {k: v for k, v in d["TSCharacters"].items()}
    ts_longest = max(len(k) for k in d["TSPhrases"])
    t2s = lambda text: convert(text, ts_characters, d["TSPhrases"], ts_longest)
    simplified_characters = {}
    for key in set(ts_characters) | set(d["TWVariantsRev"]):
        value = t2s(d["TWVariantsRev"].get(key, key))
        if value != key:
            simplified_characters[key] = value
    simplified_phrases = dict(d["TSPhrases"])
    for name in ("TWVariantsRevPhrases", "TWPhrasesRev"):
        for key, value in d[name].items():
            simplified_phrases[key] = t2s(value)
    simplified_phrases = prune(simplified_characters, simplified_phrases)

    source = source_description(arguments.dictionaries)
    to_traditional = "Simplified to Traditional (OpenCC's s2t)"
    to_simplified = "Traditional, and Taiwan words, to Simplified (OpenCC's tw2sp)"
    phrases = "; only the phrases whose characters converted one by one give something else"
    tables = [
        ("HanToTraditionalCharacters.tsv", "STCharacters", to_traditional + ", one character a row",
         traditional_characters),
        ("HanToTraditionalPhrases.tsv", "STPhrases", to_traditional + ", longest phrase first" + phrases,
         traditional_phrases),
        ("HanToSimplifiedCharacters.tsv", "TSCharacters, TWVariantsRev", to_simplified + ", one character a row",
         simplified_characters),
        ("HanToSimplifiedPhrases.tsv", "TSPhrases, TWPhrasesRev, TWVariantsRevPhrases",
         to_simplified + ", longest phrase first" + phrases, simplified_phrases),
    ]
    for name, dictionaries, meaning, table in tables:
        rows = [(key, table[key]) for key in sorted(table, key=code_points)]
        write_table(
            os.path.join(arguments.output_directory, name), GENERATOR, "OpenCC %s (%s)" % (dictionaries, source),
            meaning, ["source", "target"], rows)
    print("wrote %s: %s" % (arguments.output_directory, ", ".join("%s %d" % (t[0], len(t[3])) for t in tables)))


if __name__ == "__main__":
    sys.exit(main())
