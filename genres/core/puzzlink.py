"""puzz.link URLs: splitting one into type name, flags, size and body, and
the number encodings pzprjs uses in bodies.

The URL half of the shared format layer; :mod:`genres.core.formats` (the
``Format`` interface and the shared URL and pzprv3 classes) hands every name
here on, and the genres' ``pzpr.py`` use them through it (``F.parse_url``).
Learnt from pzprjs's behaviour; the code is our own.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Sequence

from .errors import PuzzleFormatError
from .grid import MAX_SIZE

PUZZLINK_PREFIX = "https://puzz.link/p?"


@dataclass(frozen=True)
class UrlParts:
    type_name: str      # as written (lower case), e.g. "slalom" or "suraromu"
    pflag: str          # option letters before the size, e.g. "d"; "" when none
    cols: int
    rows: int
    body: str           # everything after the size

    def has_flag(self, letter: str) -> bool:
        return letter in self.pflag


_HOST = re.compile(r"^(?:[a-z][a-z0-9+.-]*://)?[^/?\s]*\.[a-z]{2,}(?::\d+)?/", re.I)


def url_query(text: str) -> str:
    """The ``type/...`` part of a URL in any of the shapes people paste.

    Accepts ``https://puzz.link/p?X``, ``http://pzv.jp/p.html?X``, the same
    without ``http(s)://``, a host without the ``p?`` part
    (``puzz.link/X``), a leading ``?X``, and a bare ``X``."""
    url = "".join(text.split())       # line breaks pasted from a text area
    if not url:
        raise PuzzleFormatError("the URL is empty")
    if "?" in url:
        return url[url.index("?") + 1:]
    m = _HOST.match(url)
    if m:
        url = url[m.end():]
        for page in ("p.html/", "p/"):
            if url.startswith(page):
                url = url[len(page):]
    return url


def looks_like_url(text: str) -> bool:
    """Whether a command-line argument or clipboard text is meant as a URL
    (rather than a file name)."""
    t = text.strip()
    return bool(re.match(r"^[a-z][a-z0-9+.-]*://", t, re.I) or t.startswith("?")
                or t.lower().startswith("puzzlewright:")     # our own links (core.links)
                or re.match(r"^(www\.)?(puzz\.link|pzv\.jp|pzprxs\.vercel\.app|pzplus\.tck\.mn)\b", t, re.I))


def _is_number(field: str) -> bool:
    # ASCII digits only: str.isdigit() also accepts "²", which int() refuses.
    return re.fullmatch(r"[0-9]+", field) is not None


def parse_url(text: str) -> UrlParts:
    """Split a puzz.link URL into type name, flags, size and body."""
    return parse_query(url_query(text))


def parse_query(query: str) -> UrlParts:
    """:func:`parse_url` of a URL's ``type/...`` part (:func:`url_query`)."""
    parts = query.split("/")
    type_name = parts[0].lower()
    if not type_name:
        raise PuzzleFormatError("the URL names no puzzle type (expected e.g. puzz.link/p?slalom/10/10/...)")
    rest = parts[1:]
    # pzprjs: a first field that is not a number is the option flags.
    pflag = ""
    if rest and not _is_number(rest[0]):
        pflag = rest.pop(0)
    if len(rest) < 2 or not _is_number(rest[0]) or not _is_number(rest[1]):
        raise PuzzleFormatError(f"the {type_name} URL has no size: expected "
                                f"{type_name}/<columns>/<rows>/... after the '?'")
    for what, field in (("columns", rest[0]), ("rows", rest[1])):
        # Judge the length first: int() of thousands of digits fails with
        # Python's own words, and no grid is that large anyway.
        digits = field.lstrip("0") or "0"
        if len(digits) > 3 or not 1 <= int(digits) <= MAX_SIZE:
            shown = digits if len(digits) <= 6 else digits[:6] + "…"
            raise PuzzleFormatError(f"the URL's size is wrong: {shown} {what} (a grid has 1 to {MAX_SIZE})")
    cols, rows = int(rest[0]), int(rest[1])
    return UrlParts(type_name, pflag, cols, rows, "/".join(rest[2:]))


def format_url(type_name: str, cols: int, rows: int, body: str, pflag: str = "") -> str:
    flag = f"{pflag}/" if pflag else ""
    url = f"{PUZZLINK_PREFIX}{type_name}/{flag}{cols}/{rows}/{body}"
    # pzprjs ends a URL that does not end in a letter or digit with "/", so a
    # trailing "." survives mail and chat programs that cut it off.
    return url if url[-1].isascii() and url[-1].isalnum() else url + "/"


def check_end(rest: str, what: str) -> None:
    """Refuse data left over after the whole grid was read (a "/" pzprjs may add is fine)."""
    if rest.strip("/"):
        raise PuzzleFormatError(f"the URL has more {what} than the grid has cells "
                                f"(unexpected {rest[:10]!r} at the end)")


def truncated(what: str) -> PuzzleFormatError:
    return PuzzleFormatError(f"the URL's data ends early ({what}); was it cut off when copied?")


def garbage(ch: str, pos: int, what: str) -> PuzzleFormatError:
    return PuzzleFormatError(f"the URL's data has an unexpected character {ch!r} at position "
                             f"{pos + 1} of the {what}")


def _hex(body: str, i: int, n: int, what: str) -> int:
    digits = body[i:i + n]
    if len(digits) < n:
        raise truncated(what)
    if not all(ch in "0123456789abcdef" for ch in digits):
        raise garbage(digits, i, what)
    return int(digits, 16)


def run_chars(count: int, base: int, limit: int) -> str:
    """The skip characters for ``count`` empty items: base36(base + k) skips k,
    at most ``limit`` per character (pzprjs's run-length scheme)."""
    out = []
    while count > 0:
        k = min(count, limit)
        out.append(to_base36(base + k))
        count -= k
    return "".join(out)


def to_base36(n: int) -> str:
    digits = "0123456789abcdefghijklmnopqrstuvwxyz"
    return digits[n] if n < 36 else to_base36(n // 36) + digits[n % 36]


def encode_runs(items: Sequence[str | None], base: int, limit: int) -> str:
    """Join item codes, replacing each run of None (empty items) by skip characters.

    pzprjs emits the pending run in front of the next item (or when the run
    reaches ``limit``), which is what this reproduces character for character."""
    out, count = [], 0
    for code in items:
        if code is None:
            count += 1
            if count == limit:
                out.append(to_base36(base + count))
                count = 0
        else:
            if count:
                out.append(to_base36(base + count))
                count = 0
            out.append(code)
    if count:
        out.append(to_base36(base + count))
    return "".join(out)


# Number16: one number (or "?") per cell, runs of empty cells as g..z.
def encode_number16(values: Sequence[int | None]) -> str:
    """None = no number, -2 = "?", otherwise a number 0..12287."""
    codes: list[str | None] = []
    for v in values:
        if v is None:
            codes.append(None)
        elif v == -2:
            codes.append(".")
        elif 0 <= v < 16:
            codes.append(f"{v:x}")
        elif v < 256:
            codes.append(f"-{v:x}")
        elif v < 4096:
            codes.append(f"+{v:x}")
        # pzprjs leaves these two unpadded and then cannot read its own "=0";
        # padded, they read back in pzprjs and here (Corral never needs them).
        elif v < 8192:
            codes.append(f"={v - 4096:03x}")
        elif v < 12288:
            codes.append(f"%{v - 8192:03x}")
        else:
            raise PuzzleFormatError(f"the number {v} is too large for a puzz.link URL (at most 12287)")
    return encode_runs(codes, 15, 20)


def decode_number16(body: str, cells: int, what: str = "numbers") -> tuple[list[int | None], str]:
    """The numbers of ``cells`` cells and the rest of the body."""
    out: list[int | None] = [None] * cells
    c = i = 0
    while c < cells:
        if i >= len(body):
            raise truncated(what)
        ch = body[i]
        if ch in "0123456789abcdef":
            out[c] = int(ch, 16)
        elif ch == "-":
            out[c] = _hex(body, i + 1, 2, what)
            i += 2
        elif ch in "+=%":
            out[c] = _hex(body, i + 1, 3, what) + {"+": 0, "=": 4096, "%": 8192}[ch]
            i += 3
        elif ch == ".":
            out[c] = -2
        elif "g" <= ch <= "z":
            c += int(ch, 36) - 16
        else:
            raise garbage(ch, i, what)
        c += 1
        i += 1
    if c > cells:
        raise PuzzleFormatError(f"the URL's {what} run past the end of the grid")
    return out, body[i:]


# ArrowNumber16: a direction digit and a number (or "?") per cell, runs as a..z.
def encode_arrow_number16(values: Sequence[tuple[int, int] | None]) -> str:
    """(direction 0-4, number or -2 for "?") per cell, None for an empty cell."""
    codes: list[str | None] = []
    for v in values:
        if v is None:
            codes.append(None)
            continue
        d, n = v
        if n == -2:
            codes.append(f"{d}.")
        elif 0 <= n < 16:
            codes.append(f"{d}{n:x}")
        elif n < 256:
            codes.append(f"{d + 5}{n:x}")
        elif n < 4096:
            codes.append(f"-{d}{n:x}")
        else:
            raise PuzzleFormatError(f"the number {n} is too large for a puzz.link URL")
    return encode_runs(codes, 9, 26)


def decode_arrow_number16(body: str, cells: int, what: str = "arrows"
                          ) -> tuple[list[tuple[int, int] | None], str]:
    out: list[tuple[int, int] | None] = [None] * cells
    c = i = 0
    while c < cells:
        if i >= len(body):
            raise truncated(what)
        ch = body[i]
        if ch in "01234":
            if i + 1 >= len(body):
                raise truncated(what)
            nxt = body[i + 1]
            out[c] = (int(ch), -2 if nxt == "." else _hex(body, i + 1, 1, what))
            i += 1
        elif ch in "56789":
            out[c] = (int(ch) - 5, _hex(body, i + 1, 2, what))
            i += 2
        elif ch == "-":
            d = _hex(body, i + 1, 1, what)
            if d > 4:
                raise garbage(body[i + 1], i + 1, what)
            out[c] = (d, _hex(body, i + 2, 3, what))
            i += 4
        elif "a" <= ch <= "z":
            c += int(ch, 36) - 10
        else:
            raise garbage(ch, i, what)
        c += 1
        i += 1
    if c > cells:
        raise PuzzleFormatError(f"the URL's {what} run past the end of the grid")
    return out, body[i:]
