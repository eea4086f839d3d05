#!/usr/bin/env python3
"""Add a phrase: its case in Phrase.swift and its text in one module's catalogues, in every language.

    Scripts/add-phrase.py Pantry pantryShelfEmpty \
        --en "Nothing on this shelf" --uk "На цій полиці нічого" --ru "На этой полке ничего"

The module is a folder under Sources/LarderServer (its catalogues are <Module>/Localization/<module>.<lang>.json),
or Shared for phrases several modules say (Localization/Shared/shared.<lang>.json). Texts are ICU MessageFormat:
{0} for an argument, {0, plural, one {# day} few {# дні} many {# днів} other {# days}} for a count.
"""
import argparse
import json
import re
import sys
from pathlib import Path

SERVER = Path(__file__).resolve().parent.parent / "Sources" / "LarderServer"
PHRASE_FILE = SERVER / "Localization" / "Phrase.swift"
LANGUAGES = ("en", "uk", "ru")


def catalogue_path(module: str, language: str) -> Path:
    if module == "Shared":
        return SERVER / "Localization" / "Shared" / f"shared.{language}.json"
    return SERVER / module / "Localization" / f"{module.lower()}.{language}.json"


def placeholders(text: str) -> set[str]:
    return set(re.findall(r"\{(\d+)[},]", text))


def write_catalogue(path: Path, texts: dict[str, str]) -> None:
    # The layout the tests expect: sorted keys, one to a line, UTF-8 as written, a final line break.
    path.write_text(json.dumps(texts, ensure_ascii=False, indent=2, sort_keys=True) + "\n", encoding="utf-8")


def add_case(source: str, key: str) -> str:
    """Inserts `case key` after the case that sorts just before it, beside its neighbours by name."""
    lines = source.split("\n")
    cases = [(name, index) for index, line in enumerate(lines) if (match := re.fullmatch(r"    case (\w+)", line)) for name in [match.group(1)]]
    before = [case for case in cases if case[0] < key]
    position = max(before)[1] + 1 if before else min(index for _, index in cases)
    lines.insert(position, f"    case {key}")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("module", help="a folder under Sources/LarderServer, or Shared")
    parser.add_argument("key", help="the Phrase case, lowerCamelCase, e.g. pantryShelfEmpty")
    for language in LANGUAGES:
        parser.add_argument(f"--{language}", required=True, metavar="TEXT")
    arguments = parser.parse_args()
    texts = {language: getattr(arguments, language) for language in LANGUAGES}

    if not re.fullmatch(r"[a-z][A-Za-z0-9]*", arguments.key):
        sys.exit(f"{arguments.key}: a phrase key is lowerCamelCase letters and digits")
    phrase_source = PHRASE_FILE.read_text(encoding="utf-8")
    if re.search(rf"^    case {arguments.key}$", phrase_source, re.M):
        sys.exit(f"{arguments.key} is already a phrase")
    for language in LANGUAGES[1:]:
        if placeholders(texts[language]) != placeholders(texts["en"]):
            sys.exit(f"the {language} text's placeholders differ from the English text's")
    paths = {language: catalogue_path(arguments.module, language) for language in LANGUAGES}
    missing = [str(path.relative_to(SERVER)) for path in paths.values() if not path.exists()]
    if missing:
        sys.exit(f"no catalogue {', '.join(missing)}: a new module's files also go in Package.swift and Catalogues.swift")

    for language, path in paths.items():
        catalogue = json.loads(path.read_text(encoding="utf-8"))
        catalogue[arguments.key] = texts[language]
        write_catalogue(path, catalogue)
    PHRASE_FILE.write_text(add_case(phrase_source, arguments.key), encoding="utf-8")
    print(f"Added .{arguments.key} to Phrase.swift and {', '.join(str(p.relative_to(SERVER)) for p in paths.values())}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
