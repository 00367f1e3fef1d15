#!/usr/bin/env python3
"""Generates Listshot's system-symbol glyphs from Lucide's SVG files (docs/symbols.md).

Reads Scripts/symbols-table.txt (SF Symbol base name -> Lucide icon) and the Lucide SVGs of the
PyPI package `lucide` (it ships them as lucide/lucide.zip; `pip install lucide==1.1.4`), and writes
Sources/ListshotCore/Icons/Symbols/SymbolGlyphs+Data.swift and SystemSymbol+Table.swift.

Every SVG element Lucide uses becomes absolute move/line/cubic/close commands in the 24x24 view
box: path data (M L H V C S Q T A Z, absolute and relative; arcs become cubics), circle, ellipse,
rect (with rx/ry), line, polyline and polygon. Each subpath gets a role that the `.fill` variant
reads (docs/symbols.md "Variants"):
  b  closed outline: filled in `.fill`
  o  open stroke: only stroked
  c  cut-out: an outline lying inside a closed one (an envelope's flap, an eye's pupil): knocked
     out of the filled shape in `.fill`

Usage: python3 Scripts/generate-symbols.py [--lucide PATH-TO-lucide.zip-or-wheel] [--check]
--check exits 1 when the committed Swift files differ from what would be generated.
"""
import argparse
import importlib.util
import io
import math
import os
import re
import sys
import xml.etree.ElementTree as ET
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE = os.path.join(ROOT, "Scripts", "symbols-table.txt")
OUT_DIR = os.path.join(ROOT, "Sources", "ListshotCore", "Icons", "Symbols")
KAPPA = 0.5522847498


def fmt(v):
    r = round(v, 3)
    if r == 0:
        r = 0.0
    if r == int(r):
        return str(int(r))
    return ("%.3f" % r).rstrip("0").rstrip(".")


# --- path data ---------------------------------------------------------------------------------

TOKEN = re.compile(r"[MmLlHhVvCcSsQqTtAaZz]|[-+]?(?:\d*\.\d+|\d+\.?)(?:[eE][-+]?\d+)?")


def arc_to_cubics(x1, y1, rx, ry, phi_deg, large, sweep, x2, y2):
    """SVG arc (endpoint form) to cubic Béziers (SVG 1.1 appendix F.6 conversion)."""
    if (x1, y1) == (x2, y2):
        return []
    if rx == 0 or ry == 0:
        return [(x1, y1, x2, y2, x2, y2)]
    rx, ry = abs(rx), abs(ry)
    phi = math.radians(phi_deg)
    cp, sp = math.cos(phi), math.sin(phi)
    dx, dy = (x1 - x2) / 2, (y1 - y2) / 2
    x1p, y1p = cp * dx + sp * dy, -sp * dx + cp * dy
    lam = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry)
    if lam > 1:
        s = math.sqrt(lam)
        rx, ry = rx * s, ry * s
    num = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p
    den = rx * rx * y1p * y1p + ry * ry * x1p * x1p
    coef = math.sqrt(max(0.0, num / den)) if den else 0.0
    if large == sweep:
        coef = -coef
    cxp, cyp = coef * rx * y1p / ry, -coef * ry * x1p / rx
    cx = cp * cxp - sp * cyp + (x1 + x2) / 2
    cy = sp * cxp + cp * cyp + (y1 + y2) / 2

    def angle(ux, uy, vx, vy):
        a = math.atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        return a

    t1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry)
    dt = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry)
    if not sweep and dt > 0:
        dt -= 2 * math.pi
    elif sweep and dt < 0:
        dt += 2 * math.pi
    n = max(1, int(math.ceil(abs(dt) / (math.pi / 2) - 1e-9)))
    step = dt / n
    k = 4 / 3 * math.tan(step / 4)
    out = []
    t = t1
    for _ in range(n):
        c1, s1 = math.cos(t), math.sin(t)
        c2, s2 = math.cos(t + step), math.sin(t + step)
        p1 = (c1 - k * s1, s1 + k * c1)
        p2 = (c2 + k * s2, s2 - k * c2)
        p3 = (c2, s2)

        def m(p):
            x, y = p[0] * rx, p[1] * ry
            return cp * x - sp * y + cx, sp * x + cp * y + cy

        a, b, c = m(p1), m(p2), m(p3)
        out.append((a[0], a[1], b[0], b[1], c[0], c[1]))
        t += step
    # Land exactly on the end point.
    last = out[-1]
    out[-1] = (last[0], last[1], last[2], last[3], x2, y2)
    return out


def parse_path(d):
    """Path data to a list of subpaths; each is (commands, closed) with absolute commands."""
    tokens = TOKEN.findall(d)
    i = 0
    subpaths = []
    cmds = []
    closed = False
    x = y = sx = sy = 0.0
    prev_ctrl = None  # last cubic control point (for S)
    prev_q = None  # last quadratic control point (for T)
    letter = None

    def num():
        nonlocal i
        v = float(tokens[i])
        i += 1
        return v

    def flag():
        # Arc flags may be written without separators ("a1 1 0 0 1 ..." or "a1 1 0 011 2").
        nonlocal i
        tok = tokens[i]
        if tok in ("0", "1"):
            i += 1
            return int(tok)
        # A glued flag: split its first character off.
        tokens[i] = tok[1:]
        return int(tok[0])

    def finish():
        nonlocal cmds, closed
        if cmds:
            subpaths.append((cmds, closed))
        cmds = []
        closed = False

    while i < len(tokens):
        tok = tokens[i]
        if re.match(r"[A-Za-z]", tok):
            letter = tok
            i += 1
            if letter in "Zz":
                if cmds:
                    cmds.append(("Z",))
                    closed = True
                    x, y = sx, sy
                    finish()
                prev_ctrl = prev_q = None
                continue
        elif letter is None:
            raise ValueError("path data starts with a number: " + d)
        rel = letter.islower()
        L = letter.upper()
        ox, oy = (x, y) if rel else (0.0, 0.0)
        if L == "M":
            finish()
            x, y = num() + ox, num() + oy
            sx, sy = x, y
            cmds = [("M", x, y)]
            letter = "l" if rel else "L"
            prev_ctrl = prev_q = None
        elif L == "L":
            x, y = num() + ox, num() + oy
            cmds.append(("L", x, y))
            prev_ctrl = prev_q = None
        elif L == "H":
            x = num() + ox
            cmds.append(("L", x, y))
            prev_ctrl = prev_q = None
        elif L == "V":
            y = num() + oy
            cmds.append(("L", x, y))
            prev_ctrl = prev_q = None
        elif L == "C":
            a, b, c, e, f, g = num() + ox, num() + oy, num() + ox, num() + oy, num() + ox, num() + oy
            cmds.append(("C", a, b, c, e, f, g))
            prev_ctrl = (c, e)
            prev_q = None
            x, y = f, g
        elif L == "S":
            a, b = (2 * x - prev_ctrl[0], 2 * y - prev_ctrl[1]) if prev_ctrl else (x, y)
            c, e, f, g = num() + ox, num() + oy, num() + ox, num() + oy
            cmds.append(("C", a, b, c, e, f, g))
            prev_ctrl = (c, e)
            prev_q = None
            x, y = f, g
        elif L == "Q":
            qx, qy, f, g = num() + ox, num() + oy, num() + ox, num() + oy
            cmds.append(("C", x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), f + 2 / 3 * (qx - f), g + 2 / 3 * (qy - g), f, g))
            prev_q = (qx, qy)
            prev_ctrl = None
            x, y = f, g
        elif L == "T":
            qx, qy = (2 * x - prev_q[0], 2 * y - prev_q[1]) if prev_q else (x, y)
            f, g = num() + ox, num() + oy
            cmds.append(("C", x + 2 / 3 * (qx - x), y + 2 / 3 * (qy - y), f + 2 / 3 * (qx - f), g + 2 / 3 * (qy - g), f, g))
            prev_q = (qx, qy)
            prev_ctrl = None
            x, y = f, g
        elif L == "A":
            rx, ry, phi = num(), num(), num()
            large, sweep = flag(), flag()
            ex, ey = num() + ox, num() + oy
            for c in arc_to_cubics(x, y, rx, ry, phi, large, sweep, ex, ey):
                cmds.append(("C",) + c)
            x, y = ex, ey
            prev_ctrl = prev_q = None
        else:
            raise ValueError("unsupported path command " + letter)
    finish()
    return subpaths


# --- shapes ------------------------------------------------------------------------------------

def ellipse_cmds(cx, cy, rx, ry):
    kx, ky = KAPPA * rx, KAPPA * ry
    return [("M", cx + rx, cy),
            ("C", cx + rx, cy + ky, cx + kx, cy + ry, cx, cy + ry),
            ("C", cx - kx, cy + ry, cx - rx, cy + ky, cx - rx, cy),
            ("C", cx - rx, cy - ky, cx - kx, cy - ry, cx, cy - ry),
            ("C", cx + kx, cy - ry, cx + rx, cy - ky, cx + rx, cy),
            ("Z",)]


def rect_cmds(x, y, w, h, rx, ry):
    rx, ry = min(rx, w / 2), min(ry, h / 2)
    if rx <= 0 or ry <= 0:
        return [("M", x, y), ("L", x + w, y), ("L", x + w, y + h), ("L", x, y + h), ("Z",)]
    kx, ky = (1 - KAPPA) * rx, (1 - KAPPA) * ry
    r, b = x + w, y + h
    return [("M", x + rx, y), ("L", r - rx, y), ("C", r - kx, y, r, y + ky, r, y + ry),
            ("L", r, b - ry), ("C", r, b - ky, r - kx, b, r - rx, b),
            ("L", x + rx, b), ("C", x + kx, b, x, b - ky, x, b - ry),
            ("L", x, y + ry), ("C", x, y + ky, x + kx, y, x + rx, y), ("Z",)]


def points(text):
    vals = [float(v) for v in TOKEN.findall(text)]
    return list(zip(vals[0::2], vals[1::2]))


def element_subpaths(el):
    tag = el.tag.split("}")[-1]
    g = lambda k, d=0.0: float(el.get(k, d))
    if tag == "path":
        return parse_path(el.get("d", ""))
    if tag == "circle":
        return [(ellipse_cmds(g("cx"), g("cy"), g("r"), g("r")), True)]
    if tag == "ellipse":
        return [(ellipse_cmds(g("cx"), g("cy"), g("rx"), g("ry")), True)]
    if tag == "rect":
        rx = el.get("rx")
        ry = el.get("ry")
        rxv = float(rx) if rx is not None else (float(ry) if ry is not None else 0.0)
        ryv = float(ry) if ry is not None else rxv
        return [(rect_cmds(g("x"), g("y"), g("width"), g("height"), rxv, ryv), True)]
    if tag == "line":
        return [([("M", g("x1"), g("y1")), ("L", g("x2"), g("y2"))], False)]
    if tag in ("polyline", "polygon"):
        pts = points(el.get("points", ""))
        cmds = [("M",) + pts[0]] + [("L",) + p for p in pts[1:]]
        if tag == "polygon":
            cmds.append(("Z",))
        return [(cmds, tag == "polygon")]
    raise ValueError("unsupported SVG element " + tag)


# --- roles -------------------------------------------------------------------------------------

def flatten(cmds, steps=8):
    pts = []
    cur = (0.0, 0.0)
    for c in cmds:
        if c[0] == "M":
            cur = (c[1], c[2])
            pts.append(cur)
        elif c[0] == "L":
            x0, y0 = cur
            pts.extend((x0 + (c[1] - x0) * k / steps, y0 + (c[2] - y0) * k / steps) for k in range(1, steps + 1))
            cur = (c[1], c[2])
        elif c[0] == "C":
            x0, y0 = cur
            for k in range(1, steps + 1):
                t = k / steps
                mt = 1 - t
                px = mt ** 3 * x0 + 3 * mt * mt * t * c[1] + 3 * mt * t * t * c[3] + t ** 3 * c[5]
                py = mt ** 3 * y0 + 3 * mt * mt * t * c[2] + 3 * mt * t * t * c[4] + t ** 3 * c[6]
                pts.append((px, py))
            cur = (c[5], c[6])
    return pts


def inside(pt, poly):
    x, y = pt
    hit = False
    n = len(poly)
    for k in range(n):
        (x1, y1), (x2, y2) = poly[k], poly[(k + 1) % n]
        if (y1 > y) != (y2 > y):
            xi = x1 + (y - y1) * (x2 - x1) / (y2 - y1)
            if x < xi:
                hit = not hit
    return hit


def distance_to(pt, poly):
    best = float("inf")
    n = len(poly)
    for k in range(n):
        (x1, y1), (x2, y2) = poly[k], poly[(k + 1) % n]
        dx, dy = x2 - x1, y2 - y1
        L = dx * dx + dy * dy
        t = 0 if L == 0 else max(0, min(1, ((pt[0] - x1) * dx + (pt[1] - y1) * dy) / L))
        px, py = x1 + t * dx, y1 + t * dy
        best = min(best, math.hypot(pt[0] - px, pt[1] - py))
    return best


def roles(subpaths, fill_open):
    """Assigns b/o/c to each subpath (see the module docstring)."""
    flat = [flatten(c) for c, _ in subpaths]
    closed = []
    for (cmds, is_closed), pts in zip(subpaths, flat):
        near = len(pts) > 2 and math.hypot(pts[0][0] - pts[-1][0], pts[0][1] - pts[-1][1]) < 0.5
        closed.append(is_closed or near)
    out = []
    for k, pts in enumerate(flat):
        container = False
        for j, poly in enumerate(flat):
            if j == k or not closed[j] or len(poly) < 3:
                continue
            # A cut-out lies inside the other outline (or on its stroke, 1 unit either side), and
            # at least half of it clear of that stroke: an envelope's flap reaches the corners.
            near = [inside(p, poly) or distance_to(p, poly) <= 1.0 for p in pts]
            deep = [inside(p, poly) and distance_to(p, poly) > 1.0 for p in pts]
            if all(near) and 2 * sum(deep) >= len(pts):
                container = True
                break
        if container:
            out.append("c")
        elif closed[k] or fill_open:
            out.append("b")
        else:
            out.append("o")
    return out


def cmds_string(cmds):
    parts = []
    for c in cmds:
        if c[0] == "Z":
            parts.append("Z")
        else:
            parts.append(c[0] + " ".join(fmt(v) for v in c[1:]))
    return "".join(parts)


# --- table and output --------------------------------------------------------------------------

def read_table():
    rows = []
    with open(TABLE, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            parts = line.split()
            if len(parts) not in (3, 4):
                raise SystemExit("bad table line: " + line)
            name, glyph, flags = parts[:3]
            alias = None
            if len(parts) == 4:
                if not parts[3].startswith("alias="):
                    raise SystemExit("bad table line: " + line)
                alias = parts[3][len("alias="):]
            m = re.fullmatch(r"([a-z0-9-]+)(?:\[([0-9,]+)\])?", glyph)
            if not m:
                raise SystemExit("bad glyph: " + glyph)
            elements = [int(v) for v in m.group(2).split(",")] if m.group(2) else None
            flags = "" if flags == "-" else flags
            if set(flags) - set("fcCsSdxa"):
                raise SystemExit("bad flags: " + line)
            rows.append((name, m.group(1), elements, flags, alias))
    return rows


def open_icons(path):
    if path is None:
        spec = importlib.util.find_spec("lucide")
        if spec is None or not spec.submodule_search_locations:
            raise SystemExit("the PyPI package `lucide` is not installed: pip install lucide==1.1.4, or pass --lucide PATH")
        path = os.path.join(list(spec.submodule_search_locations)[0], "lucide.zip")
    z = zipfile.ZipFile(path)
    if "lucide/lucide.zip" in z.namelist():  # a wheel
        z = zipfile.ZipFile(io.BytesIO(z.read("lucide/lucide.zip")))
    names = {os.path.basename(n)[:-4]: n for n in z.namelist() if n.endswith(".svg")}
    return z, names


def glyph_key(lucide, elements):
    return lucide if elements is None else lucide + "[" + ",".join(str(e) for e in elements) + "]"


def swift_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def generate(lucide_path):
    rows = read_table()
    z, names = open_icons(lucide_path)
    glyphs = {}
    fill_open = {}
    for name, lucide, elements, flags, _ in rows:
        key = glyph_key(lucide, elements)
        fill_open[key] = fill_open.get(key, False) or "a" in flags
    for name, lucide, elements, flags, _ in rows:
        key = glyph_key(lucide, elements)
        if key in glyphs:
            continue
        if lucide not in names:
            raise SystemExit("Lucide has no icon named " + lucide + " (table row " + name + ")")
        root = ET.fromstring(z.read(names[lucide]))
        kids = [el for el in root if isinstance(el.tag, str)]
        if elements is not None:
            kids = [kids[e] for e in elements]
        subpaths = []
        for el in kids:
            subpaths.extend(element_subpaths(el))
        rs = roles(subpaths, fill_open[key])
        glyphs[key] = ";".join(r + ":" + cmds_string(c) for r, (c, _) in zip(rs, subpaths))

    header = "// Generated by Scripts/generate-symbols.py from Lucide (ISC licence, Licenses/lucide-LICENSE.txt). Do not edit.\n\n"
    data = [header, "extension SymbolGlyph {\n",
            "    /// Each glyph's subpaths as `role:path` joined by `;` (roles b, o, c: docs/symbols.md \"Variants\").\n",
            "    static let encoded: [String: String] = [\n"]
    for key in sorted(glyphs):
        data.append("        " + swift_string(key) + ": " + swift_string(glyphs[key]) + ",\n")
    data.append("    ]\n}\n")

    table = [header, "extension SystemSymbol {\n",
             "    /// The rows of Scripts/symbols-table.txt: `name glyph flags alias` (flags `-` for none).\n",
             "    static let tableRows: [String] = [\n"]
    for name, lucide, elements, flags, alias in rows:
        table.append("        " + swift_string(" ".join([name, glyph_key(lucide, elements), flags or "-"] + (["alias=" + alias] if alias else []))) + ",\n")
    table.append("    ]\n}\n")
    variants = [("", None), (".fill", "f"), (".circle", "c"), (".circle.fill", "C"), (".square", "s"), (".square.fill", "S")]
    docs = ["<!-- names -->\n", "<!-- Generated by Scripts/generate-symbols.py from Scripts/symbols-table.txt. -->\n\n",
            "| names | Lucide glyph |\n|---|---|\n"]
    for name, lucide, elements, flags, alias in rows:
        names = [name + suffix for suffix, flag in variants if (flag is None and "x" not in flags) or (flag and flag in flags)]
        glyph = glyph_key(lucide, elements).replace("[", "\\[").replace("]", "\\]")
        note = (" (as " + alias + ")") if alias else ""
        mirrored = ", mirrors right to left" if "d" in flags else ""
        docs.append("| " + " ".join("`" + n + "`" for n in names) + " | " + glyph + note + mirrored + " |\n")
    docs.append("\n<!-- /names -->")
    return {"SymbolGlyph+Data.swift": "".join(data), "SystemSymbol+Table.swift": "".join(table)}, "".join(docs)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--lucide")
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    files, names = generate(args.lucide)
    os.makedirs(OUT_DIR, exist_ok=True)
    stale = False
    docs_path = os.path.join(ROOT, "docs", "symbols.md")
    docs = open(docs_path, encoding="utf-8").read()
    start, end = docs.find("<!-- names -->"), docs.find("<!-- /names -->")
    if start < 0 or end < start:
        raise SystemExit("docs/symbols.md has no <!-- names --> ... <!-- /names --> section")
    outputs = {os.path.join(OUT_DIR, n): t for n, t in files.items()}
    outputs[docs_path] = docs[:start] + names + docs[end + len("<!-- /names -->"):]
    for path, text in outputs.items():
        if args.check:
            old = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
            if old != text:
                print("stale: " + path)
                stale = True
        else:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
    sys.exit(1 if stale else 0)


if __name__ == "__main__":
    main()
