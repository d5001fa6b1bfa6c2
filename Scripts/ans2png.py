#!/usr/bin/env python3
"""(Copied from the shared tools folder, ../shared/tools/ans2png.py, for Scripts/screenshots.) Render `tmux capture-pane -p -e` output (SGR escapes + UTF-8) to a PNG with Pillow."""
import os, re, sys, unicodedata
from PIL import Image, ImageDraw, ImageFont

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"
WIDE = "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"   # Debian's fonts-wqy-zenhei: CJK glyphs for wide cells
BASE = [(0,0,0),(205,49,49),(13,188,121),(229,229,16),(36,114,200),(188,63,188),(17,168,205),(229,229,229),
        (102,102,102),(241,76,76),(35,209,139),(245,245,67),(59,142,234),(214,112,214),(41,184,219),(255,255,255)]
DEF_FG, DEF_BG = (204,204,204), (24,24,24)

def xterm256(n):
    if n < 16: return BASE[n]
    if n < 232:
        n -= 16; v = [0,95,135,175,215,255]; return (v[n//36], v[(n//6)%6], v[n%6])
    g = 8 + (n-232)*10; return (g,g,g)

def parse(text, cols, rows):
    grid = [[(" ", DEF_FG, DEF_BG, False)]*cols for _ in range(rows)]
    fg, bg, bold, rev = None, None, False, False   # tmux -e carries SGR state across lines
    for y, line in enumerate(text.split("\n")[:rows]):
        x = 0
        for tok in re.split(r"(\x1b\[[0-9;:]*m)", line):
            if tok.startswith("\x1b["):
                ps = [int(p) if p else 0 for p in tok[2:-1].replace(":", ";").split(";")]
                i = 0
                while i < len(ps):
                    p = ps[i]
                    if p == 0: fg, bg, bold, rev = None, None, False, False
                    elif p == 1: bold = True
                    elif p == 22: bold = False
                    elif p == 7: rev = True
                    elif p == 27: rev = False
                    elif 30 <= p <= 37: fg = BASE[p-30]
                    elif 90 <= p <= 97: fg = BASE[p-90+8]
                    elif 40 <= p <= 47: bg = BASE[p-40]
                    elif 100 <= p <= 107: bg = BASE[p-100+8]
                    elif p == 39: fg = None
                    elif p == 49: bg = None
                    elif p in (38, 48) and i+1 < len(ps):
                        if ps[i+1] == 5: c = xterm256(ps[i+2]); i += 2
                        else: c = tuple(ps[i+2:i+5]); i += 4
                        if p == 38: fg = c
                        else: bg = c
                    i += 1
                continue
            for ch in tok:
                if x >= cols: break
                f = fg or DEF_FG
                if bold and fg in BASE[:8]: f = BASE[BASE.index(fg)+8]   # bold -> bright, like most terminals
                b = bg or DEF_BG
                if rev: f, b = b, f
                grid[y][x] = (ch, f, b, bold); x += 1
                if unicodedata.east_asian_width(ch) in "WF" and x < cols:
                    grid[y][x] = ("", f, b, bold); x += 1   # a wide character fills two cells, as in the terminal
    return grid

def main(src, dst, cols, rows, size=16):
    font, bfont = ImageFont.truetype(FONT, size), ImageFont.truetype(BOLD, size)
    wide = ImageFont.truetype(WIDE, size) if os.path.exists(WIDE) else font
    cw = round(font.getlength("M")); ch = sum(font.getmetrics())
    grid = parse(open(src, encoding="utf-8", errors="replace").read(), cols, rows)
    img = Image.new("RGB", (cols*cw, rows*ch), DEF_BG); d = ImageDraw.Draw(img)
    for y, row in enumerate(grid):
        for x, (c, f, b, bold) in enumerate(row):
            d.rectangle([x*cw, y*ch, (x+1)*cw-1, (y+1)*ch-1], fill=b)
            if c and c != " ":
                w = unicodedata.east_asian_width(c) in "WF"
                d.text((x*cw, y*ch), c, font=wide if w else (bfont if bold else font), fill=f)
    img.save(dst)

if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]))
