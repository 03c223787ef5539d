"""The score sheet as a picture (PNG), drawn with Pillow in the table's language.

A clean table: the title and a line on how the game is scored, a header row, one row per
player (alternately shaded, the winners' rows highlighted with a ★ and bold), the totals
column, then who won or leads and what the marks in the cells mean. Column widths follow
the numbers, headings and names; very long names are shortened with "…", and a sheet with
more columns than a phone shows keeps the first and the latest ones.

Fonts: DejaVu Sans (Debian/Ubuntu package ``fonts-dejavu-core``); without it Pillow's own
font is used, so the picture is always drawn. Characters the font has no glyph for (most
emoji, some scripts) come out as the font's empty box; they never stop the drawing.
"""

from __future__ import annotations

import io
import logging
import re
import unicodedata
from functools import lru_cache
from pathlib import Path
from typing import Any

from PIL import Image, ImageDraw, ImageFont
from pydantic import BaseModel

from ..dialogue.scoresheet import Cell, Mark, ScoreSheet
from ..replies import Message, get_renderer

log = logging.getLogger(__name__)

FONT_DIR = Path("/usr/share/fonts/truetype/dejavu")
FONTS = {False: FONT_DIR / "DejaVuSans.ttf", True: FONT_DIR / "DejaVuSans-Bold.ttf"}
"""Regular and bold; a missing file falls back to the other, then to Pillow's own font."""
FALLBACKS: tuple[Path, ...] = (
    Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"),
    Path("/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"),
    Path("/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf"),
    Path("/usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf"),
)
"""Fonts, where installed, for the characters of a name the main font has no glyph for
(Chinese, Japanese and Korean names with ``fonts-noto-cjk``, for instance)."""

MIN_WIDTH = 640
MAX_TABLE = 1500
"""Widest table drawn (px); more columns than fit leave out the oldest ones."""
PAD = 28
ROW_H = 54
HEAD_H = 46
NOTE_H = 22
NAME_MAX = 330
"""Widest player name (px); longer ones are shortened with "…"."""
PNG_LEVEL = 1
"""zlib level of the PNG: 1 takes about half the CPU of 6 (the default) for a file a fifth
larger (about 20 instead of 17 kB): flat colours and text compress well either way."""
ARG_CHARS = 32
"""Names inside a sentence (who won) are shortened to this many characters."""

INK = (31, 41, 51)
MUTED = (96, 110, 125)
FAINT = (150, 160, 172)
PAPER = (255, 255, 255)
SHADE = (242, 245, 249)
HEAD = (46, 64, 87)
HEAD_INK = (255, 255, 255)
HEAD_NOTE = (196, 210, 226)
TOTAL = (226, 234, 244)
WIN = (253, 240, 199)
WIN_TOTAL = (248, 226, 158)
GOLD = (194, 138, 0)
RULE = (213, 218, 225)

SYMBOLS: dict[Mark, tuple[str, tuple[int, int, int]]] = {
    "fell": ("✗", (192, 57, 43)),
    "bust": ("↺", (211, 84, 0)),
    "seal": ("◆", (125, 60, 152)),
}
STAR = "★"
DASH = "–"


class RenderedSheet(BaseModel):
    """The picture and every string drawn on it, in drawing order."""

    png: bytes
    width: int
    height: int
    texts: list[str]


Font = ImageFont.FreeTypeFont | ImageFont.ImageFont
Style = tuple[Font, ...]
"""The main font first, then the fallbacks for characters it lacks."""


class _RememberingFont(ImageFont.FreeTypeFont):
    """A FreeType font that keeps the bitmaps of the pieces of text it rendered.

    Every sheet draws the same headings, notes, numbers and names at the same sub-pixel
    offsets; rendering them is about a third of a sheet's CPU. ``getmask2`` gives Pillow the
    bitmap it made before for the same arguments (Pillow only reads it), so the picture is
    the same pixel for pixel.
    """

    MASKS = 2048
    """Bitmaps kept per font (a few kB each); when full, it starts over."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._masks: dict[Any, Any] = {}

    def getmask2(self, text: Any, mode: str = "", *args: Any, **kwargs: Any) -> Any:
        key = (text, mode, args, tuple(sorted(kwargs.items())))
        try:
            hit = self._masks.get(key)
        except TypeError:  # features as a list: not kept
            return super().getmask2(text, mode, *args, **kwargs)
        if hit is None:
            hit = super().getmask2(text, mode, *args, **kwargs)
            if len(self._masks) >= self.MASKS:
                self._masks.clear()
            self._masks[key] = hit
        return hit


def _load(path: Path, size: int) -> Font | None:
    """The font at ``path``, else the same file name in the system's font folders."""
    for name in (str(path), Path(path).name):  # Pillow searches $XDG_DATA_DIRS/fonts/**
        try:
            found = ImageFont.truetype(name, size)
        except OSError:
            continue
        return _RememberingFont(
            found.path, size, found.index, found.encoding, layout_engine=found.layout_engine
        )
    return None


@lru_cache(maxsize=32)
def font(size: int, bold: bool = False) -> Style:
    """DejaVu Sans (bold) at ``size`` px, or the nearest font there is, and the fallbacks."""
    main = _load(FONTS[bold], size) or _load(FONTS[not bold], size)
    if main is None:
        log.warning("DejaVu Sans not found (fonts-dejavu-core): score sheets use Pillow's font")
        main = ImageFont.load_default(size=size)
    extra = [f for f in (_load(path, size) for path in FALLBACKS) if f is not None]
    return (main, *extra)


@lru_cache(maxsize=4096)
def _has_glyph(f: Font, char: str) -> bool:
    """Whether ``f`` draws ``char`` as itself rather than as its "missing" box."""
    missing = f.getmask("\U0010fffd")
    mask = f.getmask(char)
    return (mask.size, bytes(mask)) != (missing.size, bytes(missing))


def runs(text: str, style: Style) -> list[tuple[str, Font]]:
    """``text`` cut into pieces, each with the first font of ``style`` that can draw it
    (marks, joiners and spaces stay with the piece before them)."""
    pieces: list[tuple[str, Font]] = []
    for char in text:
        if pieces and (char.isspace() or unicodedata.category(char) in ("Mn", "Me", "Cf")):
            pieces[-1] = (pieces[-1][0] + char, pieces[-1][1])
            continue
        if len(style) == 1 or char.isspace():
            chosen = style[0]
        else:
            chosen = next((f for f in style if _has_glyph(f, char)), style[0])
        if pieces and pieces[-1][1] is chosen:
            pieces[-1] = (pieces[-1][0] + char, chosen)
        else:
            pieces.append((char, chosen))
    return pieces


_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def _clean(text: str) -> str:
    """One line of text (a name is cleaned already; this keeps the drawing safe)."""
    return _CONTROL.sub(" ", text)


_MEASURE = ImageDraw.Draw(Image.new("RGB", (1, 1)))


@lru_cache(maxsize=8192)
def _width(text: str, style: Style) -> float:
    """How wide ``text`` is drawn in ``style`` (px); the same few headings, numbers and
    names are measured on every sheet, so the widths are remembered."""
    return sum(_length(piece, f) for piece, f in runs(text, style))


@lru_cache(maxsize=8192)
def _length(piece: str, f: Font) -> float:
    return _MEASURE.textlength(piece, font=f)


def shorten(text: str, f: Style, max_width: float) -> str:
    """``text``, or as much of it as fits in ``max_width`` px followed by "…"."""
    text = _clean(text)
    if _width(text, f) <= max_width:
        return text
    low, high = 0, len(text)
    while low < high:  # the longest start that fits with the ellipsis
        mid = (low + high + 1) // 2
        if _width(text[:mid].rstrip() + "…", f) <= max_width:
            low = mid
        else:
            high = mid - 1
    return text[:low].rstrip() + "…"


def _wrap(text: str, f: Style, max_width: float) -> list[str]:
    """Word-wrapped lines of ``text`` (a word longer than a line is shortened)."""
    lines: list[str] = []
    line = ""
    for word in _clean(text).split():
        candidate = f"{line} {word}" if line else word
        if _width(candidate, f) <= max_width:
            line = candidate
            continue
        if line:
            lines.append(line)
        line = shorten(word, f, max_width)
    if line:
        lines.append(line)
    return lines


def _short_args(args: dict[str, Any]) -> dict[str, Any]:
    """Names in a sentence shortened, so that one long name cannot fill the picture."""

    def short(value: Any) -> Any:
        if isinstance(value, str) and len(value) > ARG_CHARS:
            return value[: ARG_CHARS - 1].rstrip() + "…"
        if isinstance(value, list):
            return [short(v) for v in value]
        return value

    return {k: short(v) for k, v in args.items()}


class _Painter:
    """Draws text and remembers every string drawn."""

    def __init__(self, image: Image.Image) -> None:
        self.draw = ImageDraw.Draw(image)
        self.texts: list[str] = []

    def text(self, xy: tuple[float, float], text: str, style: Style, fill, anchor: str) -> None:
        """Draw ``text`` with ``anchor`` "l…" (left) or "m…" (centre), piece by piece."""
        x, y = xy
        if anchor[0] == "m":
            x -= _width(text, style) / 2
        for piece, f in runs(text, style):
            self.draw.text((x, y), piece, font=f, fill=fill, anchor="l" + anchor[1])
            x += _length(piece, f)
        self.texts.append(text)

    def box(self, x0: float, y0: float, x1: float, y1: float, fill) -> None:
        self.draw.rectangle((x0, y0, x1 - 1, y1 - 1), fill=fill)


def render_png(sheet: ScoreSheet, lang: str) -> RenderedSheet:
    """Draw ``sheet`` in ``lang`` ("en" or "de")."""
    r = get_renderer(lang)

    def say(message: Message) -> str:
        return _clean(r.render(message.id, **_short_args(message.args)))

    f_title, f_sub = font(34, True), font(20)
    f_head, f_note = font(21, True), font(16)
    f_cell, f_total, f_name, f_win = font(26), font(26, True), font(24), font(24, True)
    f_mark, f_foot, f_result = font(20), font(19), font(24, True)

    # ---- what goes into the table ----
    headings = [(say(c.label), say(c.note) if c.note else None) for c in sheet.columns]
    total_heading = (say(sheet.total.label), say(sheet.total.note) if sheet.total.note else None)
    names = [shorten(row.player, f_win, NAME_MAX) for row in sheet.rows]
    star_w = _width(STAR + " ", f_win)
    name_w = round(max([180.0] + [star_w + _width(n, f_win) for n in names]) + 2 * 16)

    def column_width(heading: tuple[str, str | None], cells: list[Cell], bold: bool) -> int:
        label, note = heading
        widest = max(
            [_width(label, f_head), _width(note, f_note) if note else 0.0]
            + [_cell_width(c, f_total if bold else f_cell, f_mark) for c in cells]
        )
        return max(88, round(widest + 28))

    widths = [
        column_width(headings[i], [row.cells[i] for row in sheet.rows], False)
        for i in range(len(sheet.columns))
    ]
    total_w = column_width(total_heading, [row.total for row in sheet.rows], True)
    shown = list(range(len(sheet.columns)))
    ellipsis_w = 56

    def table_width() -> int:
        elided = len(shown) < len(sheet.columns)
        return name_w + sum(widths[i] for i in shown) + total_w + (ellipsis_w if elided else 0)

    while len(shown) > 2 and table_width() > MAX_TABLE:
        del shown[1]  # keep the first column and the latest ones
    elided = len(shown) < len(sheet.columns)
    table_w = table_width()
    title_w = min(_width(say(sheet.title), f_title), MAX_TABLE)  # on one line if it can be
    width = round(max(MIN_WIDTH, table_w + 2 * PAD, title_w + 2 * PAD + 1))
    spare = width - 2 * PAD - table_w
    if spare > 0:  # a narrow table is widened evenly rather than left standing alone
        share = spare // (len(shown) + 1)
        for i in shown:
            widths[i] += share
        total_w += spare - share * len(shown)
        table_w = width - 2 * PAD
    inner = width - 2 * PAD

    title_lines = _wrap(say(sheet.title), f_title, inner)
    sub_lines = _wrap(say(sheet.subtitle), f_sub, inner) if sheet.subtitle else []
    result_lines = _wrap(say(sheet.result), f_result, inner - star_w) if sheet.result else []
    legend = [(m, _wrap(r.render(f"sheet-mark-{m}"), f_foot, inner - 34)) for m in sheet.legend]
    has_notes = any(note for _, note in headings) or total_heading[1] is not None
    head_h = HEAD_H + (NOTE_H if has_notes else 0)

    height = PAD + 44 * len(title_lines) + 28 * len(sub_lines) + 18
    table_top = height
    height += head_h + ROW_H * len(sheet.rows) + 22
    footer_top = height
    height += 34 * len(result_lines) + sum(27 * len(lines) + 4 for _, lines in legend) + PAD

    image = Image.new("RGB", (width, height), PAPER)
    p = _Painter(image)

    # ---- title ----
    y = PAD
    for line in title_lines:
        p.text((PAD, y), line, f_title, INK, "la")
        y += 44
    for line in sub_lines:
        p.text((PAD, y + 2), line, f_sub, MUTED, "la")
        y += 28

    # ---- header row ----
    x_cols: list[tuple[int | None, int, int]] = []  # (column index or None for …, x, width)
    x = PAD + name_w
    for k, i in enumerate(shown):
        if elided and k == 1:
            x_cols.append((None, x, ellipsis_w))
            x += ellipsis_w
        x_cols.append((i, x, widths[i]))
        x += widths[i]
    total_x = x
    y = table_top
    p.box(PAD, y, PAD + table_w, y + head_h, HEAD)
    label_y = y + HEAD_H / 2 + (2 if has_notes else 0)
    for i, cx, cw in x_cols:
        label, note = ("…", None) if i is None else headings[i]
        p.text((cx + cw / 2, label_y), label, f_head, HEAD_INK, "mm")
        if note:
            p.text((cx + cw / 2, y + HEAD_H + 2), note, f_note, HEAD_NOTE, "mm")
    p.text((total_x + total_w / 2, label_y), total_heading[0], f_head, HEAD_INK, "mm")
    if total_heading[1]:
        p.text((total_x + total_w / 2, y + HEAD_H + 2), total_heading[1], f_note, HEAD_NOTE, "mm")

    # ---- one row per player ----
    y += head_h
    for k, (row, name) in enumerate(zip(sheet.rows, names, strict=True)):
        shade = WIN if row.winner else (SHADE if k % 2 else PAPER)
        p.box(PAD, y, PAD + table_w, y + ROW_H, shade)
        p.box(total_x, y, total_x + total_w, y + ROW_H, WIN_TOTAL if row.winner else TOTAL)
        mid = y + ROW_H / 2
        nx = PAD + 16
        if row.winner:
            p.box(PAD, y, PAD + 5, y + ROW_H, GOLD)
            p.text((nx, mid), STAR, f_win, GOLD, "lm")
            nx += star_w
        p.text((nx, mid), name, f_win if row.winner else f_name, INK, "lm")
        for i, cx, cw in x_cols:
            if i is None:
                p.text((cx + cw / 2, mid), "…", f_cell, FAINT, "mm")
            else:
                _cell(p, row.cells[i], cx + cw / 2, mid, f_total if row.winner else f_cell, f_mark)
        _cell(p, row.total, total_x + total_w / 2, mid, f_total, f_mark)
        p.draw.line((PAD, y + ROW_H - 1, PAD + table_w - 1, y + ROW_H - 1), fill=RULE)
        y += ROW_H
    p.draw.line((total_x, table_top, total_x, y - 1), fill=RULE, width=2)

    # ---- who won, what the marks mean ----
    y = footer_top
    for n, line in enumerate(result_lines):
        if n == 0 and sheet.winners:
            p.text((PAD, y), STAR, f_result, GOLD, "la")
        p.text((PAD + (star_w if sheet.winners else 0), y), line, f_result, INK, "la")
        y += 34
    for mark, lines in legend:
        symbol, colour = SYMBOLS[mark]
        p.text((PAD + 10, y + 2), symbol, f_foot, colour, "ma")
        for line in lines:
            p.text((PAD + 34, y + 2), line, f_foot, MUTED, "la")
            y += 27
        y += 4

    out = io.BytesIO()
    image.save(out, format="PNG", compress_level=PNG_LEVEL)
    return RenderedSheet(png=out.getvalue(), width=width, height=height, texts=p.texts)


def _cell_parts(cell: Cell) -> tuple[str, list[Mark]]:
    return (DASH if cell.value is None else str(cell.value)), list(cell.marks)


def _cell_width(cell: Cell, f: Style, f_mark: Style) -> float:
    text, marks = _cell_parts(cell)
    return _width(text, f) + sum(6 + _width(SYMBOLS[m][0], f_mark) for m in marks)


def _cell(p: _Painter, cell: Cell, cx: float, cy: float, f: Style, f_mark: Style) -> None:
    """A number (or a dash) centred at ``cx``, its marks right after it."""
    text, marks = _cell_parts(cell)
    x = cx - _cell_width(cell, f, f_mark) / 2
    p.text((x, cy), text, f, FAINT if cell.value is None else INK, "lm")
    x += _width(text, f)
    for mark in marks:
        symbol, colour = SYMBOLS[mark]
        x += 6
        p.text((x, cy), symbol, f_mark, colour, "lm")
        x += _width(symbol, f_mark)
