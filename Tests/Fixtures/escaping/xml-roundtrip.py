# Parses the XML document named by argv[1] with xml.etree (expat) and prints, as ASCII JSON, for
# each <e> under the root: its attribute names, its `a` attribute, its text and its child count.
# Used by EscapingPropertyTests to read XMLText output back with a real parser.
import json
import sys
import xml.etree.ElementTree as ET

root = ET.parse(sys.argv[1]).getroot()
rows = [[sorted(e.attrib.keys()), e.get("a"), e.text or "", len(list(e))] for e in root]
print(json.dumps({"count": len(rows), "rows": rows}))
