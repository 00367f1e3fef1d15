# Reads a JSON list of [table cell, heading, table code span] Markdown fragments from argv[1],
# renders each in a GFM table (and a heading) with markdown-it (CommonMark plus tables and
# strikethrough), and prints, as ASCII JSON, per fragment: the cells of the body row, the token
# types found inside the cells and the heading, the text of the middle cell, the heading text and
# the code span's content. Used by EscapingPropertyTests.
import json
import sys
from markdown_it import MarkdownIt

md = MarkdownIt("commonmark").enable("table").enable("strikethrough")


def inline_children(tokens, opener):
    found, inside = [], False
    for token in tokens:
        if token.type == opener:
            inside = True
        elif inside and token.type == "inline":
            found.append(token.children or [])
            inside = False
    return found


out = []
for cell, heading, code in json.load(open(sys.argv[1], encoding="utf-8")):
    doc = "| a | b | c |\n|---|---|---|\n| x | " + cell + " | " + code + " |\n\n## " + heading + "\n"
    tokens = md.parse(doc)
    cells = inline_children(tokens, "td_open")
    headings = inline_children(tokens, "heading_open")
    types = sorted({child.type for children in cells[:2] + headings for child in children})
    code_types = sorted({child.type for child in (cells[2] if len(cells) > 2 else [])})
    text = "".join(child.content for child in cells[1]) if len(cells) > 1 else None
    title = "".join(child.content for child in headings[0]) if headings else None
    code_text = "".join(child.content for child in cells[2]) if len(cells) > 2 else None
    out.append([len(cells), types, code_types, text, title, code_text])
print(json.dumps(out))
