#!/usr/bin/env python3
"""Writes the catalog's placeholder photos (Snapshots/assets/*.png), deterministically.

Each avatar is a 160x160 "portrait": a soft two-colour gradient with a head and shoulders
silhouette, enough to show aspect-fill and circular clipping. The city-* images are 360x240 (3:2)
skylines for Backpack snippets and stack cards: a sky gradient, a row of buildings with lit
windows and water below. Pure Python (zlib), no imaging library.
"""
import math
import os
import struct
import zlib

PALETTES = {
    "avatar-1": ((255, 183, 77), (239, 108, 0), (255, 243, 224)),
    "avatar-2": ((129, 199, 132), (46, 125, 50), (232, 245, 233)),
    "avatar-3": ((144, 202, 249), (21, 101, 192), (227, 242, 253)),
    "avatar-4": ((206, 147, 216), (106, 27, 154), (243, 229, 245)),
    "landscape": ((255, 224, 178), (121, 85, 72), (255, 255, 255)),
}


# City skylines: (sky top, sky bottom, buildings, water, seed) for Backpack's destination images.
CITIES = {
    "city-1": ((255, 171, 145), (255, 224, 178), (93, 64, 55), (121, 134, 203), 3),
    "city-2": ((100, 181, 246), (227, 242, 253), (55, 71, 79), (38, 166, 154), 7),
    "city-3": ((179, 157, 219), (255, 204, 188), (69, 39, 160), (92, 107, 192), 11),
    "city-4": ((13, 71, 161), (255, 183, 77), (38, 50, 56), (21, 101, 192), 17),
}


def building_height(column, seed):
    """A deterministic skyline: each 24 px column gets a height from a small hash."""
    value = (column * 2654435761 + seed * 40503) & 0xFFFFFFFF
    return 0.30 + (value % 1000) / 1000 * 0.35


def city_pixel(name, x, y, w, h):
    sky_top, sky_bottom, building, water, seed = CITIES[name]
    shore = h * 0.78
    if y >= shore:
        t = (y - shore) / (h - shore)
        ripple = 12 if (y // 4 + x // 16) % 5 == 0 else 0
        return tuple(min(255, round(water[i] * (1 - 0.3 * t)) + ripple) for i in range(3))
    column = x // 24
    top = shore - building_height(column, seed) * h
    if y >= top:
        lit = (x % 24) in (5, 6, 7, 14, 15, 16) and int(y - top) % 12 in (4, 5, 6) and (column + int(y) // 12 + seed) % 3 != 0
        return (255, 236, 179) if lit else building
    t = y / shore
    return tuple(round(sky_top[i] * (1 - t) + sky_bottom[i] * t) for i in range(3))


def pixel(name, x, y, w, h):
    top, bottom, figure = PALETTES[name]
    t = y / (h - 1)
    base = [round(top[i] * (1 - t) + bottom[i] * t) for i in range(3)]
    if name == "landscape":
        hill = h * 0.62 + math.sin(x / w * math.pi * 2) * h * 0.08
        if y > hill:
            return (56, 142, 60)
        if (x - w * 0.75) ** 2 + (y - h * 0.28) ** 2 < (h * 0.1) ** 2:
            return (255, 241, 118)
        return tuple(base)
    cx, head_cy, head_r = w / 2, h * 0.40, w * 0.18
    d_head = math.hypot(x - cx, y - head_cy) - head_r
    body = math.hypot((x - cx) / (w * 0.34), (y - h * 1.02) / (h * 0.36)) - 1
    d = min(d_head, body * w * 0.3)
    a = min(max(0.5 - d, 0), 1)  # 1 px anti-aliased edge
    return tuple(round(base[i] * (1 - a) + figure[i] * a) for i in range(3))


def write_png(path, w, h, rows):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b"".join(b"\x00" + bytes(v for px in row for v in px) for row in rows)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
    png += chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")
    with open(path, "wb") as f:
        f.write(png)


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    out = os.path.join(root, "Snapshots", "assets")
    os.makedirs(out, exist_ok=True)
    for name in PALETTES:
        w, h = (240, 160) if name == "landscape" else (160, 160)
        rows = [[pixel(name, x, y, w, h) for x in range(w)] for y in range(h)]
        write_png(os.path.join(out, name + ".png"), w, h, rows)
        print("wrote", name)
    for name in CITIES:
        w, h = 360, 240
        rows = [[city_pixel(name, x, y, w, h) for x in range(w)] for y in range(h)]
        write_png(os.path.join(out, name + ".png"), w, h, rows)
        print("wrote", name)


if __name__ == "__main__":
    main()
