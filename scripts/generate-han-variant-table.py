#!/usr/bin/env python3
"""Generate the Han characters of one script only (Sources/Translations/Resources/HanScriptOnlyCharacters.tsv).

The table lists the Han characters that exist in only one of Simplified and Traditional Chinese, which is
what the Translations stage counts to tell zh-Hans from zh-Hant. OpenCC is the reference:

- STCharacters (Simplified -> Traditional) and TSCharacters (Traditional -> Simplified), one line per
  character: `source<TAB>target [target ...]`.
- A character is *Simplified-only* (`hans`) when s2t always changes it (it is not among its own targets)
  and it is never a Traditional form (not a target of STCharacters, not a key of TSCharacters).
- A character is *Traditional-only* (`hant`) when t2s always changes it and it is never a Simplified form.

One `character<TAB>script` row a line, sorted by code point, after a header naming this script and the
dictionaries' version. `HanTables` (Sources/Translations) loads it once per process from the module's
resource bundle.

Usage (from anywhere):

    apt-get install -y opencc libopencc-data   # Debian ships the dictionaries as .ocd2
    python3 scripts/generate-han-variant-table.py [--dictionaries DIR] [--output-directory DIR]

The script converts the installed .ocd2 files to text with `opencc_dict`, or reads OpenCC's source
`STCharacters.txt`/`TSCharacters.txt` from --dictionaries DIR. The generated file is committed, so building
docgen needs no OpenCC; `HanTablesFreshnessTests` regenerates it and compares byte for byte. Output is
deterministic.
"""

import argparse
import os
import sys
import tempfile

from opencc_dictionaries import RESOURCES, dictionary_text, read_dictionary, source_description, write_table

GENERATOR = "generate-han-variant-table.py"
OUTPUT = "HanScriptOnlyCharacters.tsv"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dictionaries", help="directory holding OpenCC's STCharacters.txt and TSCharacters.txt")
    parser.add_argument("--output-directory", default=str(RESOURCES), help="where to write (default: %(default)s)")
    arguments = parser.parse_args()

    with tempfile.TemporaryDirectory() as scratch:
        st = read_dictionary(dictionary_text("STCharacters", arguments.dictionaries, scratch))
        ts = read_dictionary(dictionary_text("TSCharacters", arguments.dictionaries, scratch))

    single = lambda c: len(c) == 1
    traditional_forms = {t for targets in st.values() for t in targets} | set(ts)
    simplified_forms = {s for targets in ts.values() for s in targets} | set(st)
    simplified_only = {s for s, targets in st.items() if single(s) and s not in targets and s not in traditional_forms}
    traditional_only = {t for t, targets in ts.items() if single(t) and t not in targets and t not in simplified_forms}
    assert not simplified_only & traditional_only

    rows = sorted([(c, "hans") for c in simplified_only] + [(c, "hant") for c in traditional_only], key=lambda r: ord(r[0]))
    meaning = (
        "Han characters of one script only: hans when OpenCC's s2t always changes it and it is never a "
        "Traditional form, hant the converse; characters common to both scripts are not listed"
    )
    source = "OpenCC STCharacters, TSCharacters (%s)" % source_description(arguments.dictionaries)
    write_table(os.path.join(arguments.output_directory, OUTPUT), GENERATOR, source, meaning, ["character", "script"], rows)
    print("wrote %s: %d Simplified-only, %d Traditional-only" % (OUTPUT, len(simplified_only), len(traditional_only)))


if __name__ == "__main__":
    sys.exit(main())
