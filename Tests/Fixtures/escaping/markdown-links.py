# Reads a JSON list of Markdown inline fragments from argv[1] and reads each back as GitHub would
# turn it into links: with markdown-it (CommonMark, GFM tables) and linkify-it, its most eager
# settings (fuzzy links and e-mails, the TLD "example" added; GitHub links no bare IP), in a paragraph and in a table
# cell; then over every text token left, the patterns of GitHub's @mentions and of GFM's extended
# autolinks (www., scheme://, e-mail). Prints, as ASCII JSON, per fragment, the list of what would
# have become a link or a mention (empty when none). Used by EscapingPropertyTests.
import json
import re
import sys
from markdown_it import MarkdownIt

md = MarkdownIt("commonmark", {"linkify": True}).enable("table").enable("linkify")
md.linkify.set({"fuzzy_link": True, "fuzzy_email": True})
md.linkify.tlds("example", True)

# GitHub: a mention is @ then a user (letters, digits, hyphens) or org/team, after start or a
# non-word character. GFM extended autolinks: "www." then a domain character; a scheme then "://"
# then a domain character; an e-mail address's local part, "@", a domain with a dot.
PATTERNS = {
    "mention": re.compile(r"(?:^|[^\w`])@[A-Za-z0-9][A-Za-z0-9-]*(?:/[A-Za-z0-9_-]+)?"),
    "www": re.compile(r"(?:^|[\s*_~(])www\.[A-Za-z0-9_-]", re.IGNORECASE),
    "url": re.compile(r"(?:https?|ftp)://[A-Za-z0-9_-]", re.IGNORECASE),
    "email": re.compile(r"[A-Za-z0-9.+_-]+@[A-Za-z0-9_-]+\.[A-Za-z0-9_-]"),
}


def found(doc):
    problems = []
    for token in md.parse(doc):
        for child in token.children or []:
            if child.type == "link_open":
                problems.append("link " + child.attrs.get("href", ""))
            elif child.type == "text":
                for name, pattern in PATTERNS.items():
                    if pattern.search(child.content):
                        problems.append(name + " " + child.content)
    return problems


out = []
for fragment in json.load(open(sys.argv[1], encoding="utf-8")):
    paragraph = found(fragment + "\n")
    cell = found("| a | b |\n|---|---|\n| x | " + fragment + " |\n")
    out.append(paragraph + cell)
print(json.dumps(out))
