"""What the genres' painters share: the state they paint (ViewState, with the
solver's Overlay), the palette, the trial colours, and the drawing helpers of
the grid genres (all in board units: cell (r, c) covers x in [c, c+1], y in
[r, r+1]).

Kept apart from :mod:`genres.core.view` (a view's interface: how input
reaches it, what it offers the window), which hands these names on: the
painters import them from there.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Hashable, Iterable, Sequence

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from .violation import Violation

Cell = tuple[int, int]


@dataclass
class Overlay:
    """What the solver panel asks the canvas to draw over the player's state."""
    solution: Any = None                                 # an answer (genre type) to show
    forced: dict[Hashable, bool] = field(default_factory=dict)  # facts proven so far
    diff_cells: tuple[Cell, ...] = ()                    # where two solutions differ
    # An explanation step on the board (a hint, or a step of the explanation
    # being stepped through): its facts are drawn through ``forced``; these
    # tint the cells the facts are about and ring the clues that force them.
    fact_cells: tuple[Cell, ...] = ()
    clue_cells: tuple[Cell, ...] = ()
    # Clues the puzzle stays unique without (the author's clue analysis).
    redundant_cells: tuple[Cell, ...] = ()


@dataclass
class ViewState:
    puzzle: Any
    answer: Any
    mode: str = "play"                   # "edit" or "play"
    cursor: Cell | None = None
    highlight_cells: frozenset = frozenset()   # from the selected violation
    highlight_edges: frozenset = frozenset()
    errors: tuple[Violation, ...] = ()   # drawn live when the setting is on
    overlay: Overlay | None = None
    show_answer: bool = True             # False: export the bare puzzle
    for_print: bool = False              # export: no cursor, highlights or overlay
    # Trial mode: the answer as it stood when each open trial began, outermost
    # first.  Marks the base answers lack were drawn during a trial and are
    # painted in a trial colour (see trial_colour).
    trial_bases: tuple = ()


class Palette:
    """Colours shared by the grid genres, so every genre looks like one house."""
    paper = QColor("#ffffff")
    ink = QColor("#1a1a1a")
    grid = QColor("#9a9a9a")
    answer = QColor("#1f4fbf")          # the player's lines and digits
    # Player notes (crosses, dots, +/x marks) are quiet: never the error red.
    note = QColor("#6b7f99")
    trial = QColor("#00897b")           # marks drawn during a trial
    trial_deep = QColor("#8d6e00")      # marks of a trial inside a trial
    pencil = QColor("#8e6bbf")          # pencil notes drawn during a trial
    error = QColor("#d62728")
    error_fill = QColor(214, 39, 40, 70)
    highlight_fill = QColor(255, 200, 0, 110)
    cursor = QColor("#ff8c00")
    solution = QColor("#2e9e44")        # solver solution overlay
    forced = QColor("#8e44ad")          # forced facts overlay
    diff_fill = QColor(255, 0, 180, 70)
    step_fill = QColor(142, 68, 173, 45)     # cells a hint's facts are about (forced, faint)
    step_clue = QColor("#e67e22")           # the clues a hint points at
    redundant = QColor("#7f8c8d")           # clues the puzzle does not need


def trial_level(state: ViewState, in_answer) -> int:
    """How many open trials a mark belongs to: 0 for an ordinary mark, 1 for
    one drawn during the outermost trial, 2 or more for deeper ones.

    ``in_answer(answer) -> bool`` says whether an answer holds the mark."""
    bases = state.trial_bases
    # The first base (outermost first) that already held the mark tells the
    # trial it was drawn in; a mark no base holds belongs to the innermost.
    for depth, base in enumerate(bases):
        if in_answer(base):
            return depth
    return len(bases)


def trial_colour(state: ViewState, in_answer, normal: QColor) -> QColor:
    """The colour to paint a mark in: ``normal`` unless it was drawn during a
    trial (see :func:`trial_level`)."""
    if not state.trial_bases or state.for_print:
        return normal
    level = trial_level(state, in_answer)
    if level == 0:
        return normal
    return Palette.trial if level == 1 else Palette.trial_deep


def note_colour(state: ViewState, in_answer) -> QColor:
    """Notes are quiet (never the error red); one drawn during a trial is in
    the pencil colour.  ``in_answer`` as for :func:`trial_level`."""
    return Palette.pencil if trial_level(state, in_answer) > 0 else Palette.note


def by_trial_colour(state: ViewState, marks: Iterable, holds, normal: QColor
                    ) -> list[tuple[QColor, list]]:
    """``marks`` grouped by the colour each is painted in (see :func:`trial_colour`),
    in their order, so a painter draws each colour's marks in one go.
    ``holds(answer, mark) -> bool`` says whether an answer has a mark."""
    groups: dict[int, tuple[QColor, list]] = {}
    for mark in marks:
        colour = trial_colour(state, lambda base, m=mark: holds(base, m), normal)
        groups.setdefault(colour.rgba(), (colour, []))[1].append(mark)
    return list(groups.values())


# Painting helpers shared by the grid genres (all in board units) ------------

def begin_board(painter: QPainter, rows: int, cols: int) -> None:
    """Start painting a rows x cols board: save the painter (the caller ends
    with ``painter.restore()``), antialias shapes and text, and lay the paper."""
    painter.save()
    painter.setRenderHint(QPainter.Antialiasing, True)
    painter.setRenderHint(QPainter.TextAntialiasing, True)
    painter.fillRect(QRectF(0, 0, cols, rows), Palette.paper)


def cell_centre(cell: Cell) -> QPointF:
    """The middle of a cell, in board units."""
    return QPointF(cell[1] + 0.5, cell[0] + 0.5)


def error_cells_of(violations: Iterable[Violation]) -> set[Cell]:
    """Every cell some violation blames."""
    return {tuple(c) for v in violations for c in v.cells}


def as_unit_segment(place: object, tag: str) -> tuple[Cell, Cell] | None:
    """``place`` as a normalised unit segment between two orthogonally
    adjacent lattice points (two cells' link, or a grid line between two dots),
    else None.

    Violations and highlights carry generic hashable places; this accepts a
    bare segment ((r1, c1), (r2, c2)) or a tagged one such as a solver fact
    (``tag``, segment), e.g. ("link", edge) or ("side", side)."""
    if isinstance(place, tuple) and len(place) == 2 and place[0] == tag:
        place = place[1]
    try:
        (r1, c1), (r2, c2) = place  # type: ignore[misc]
    except (TypeError, ValueError):
        return None
    if not all(isinstance(v, int) for v in (r1, c1, r2, c2)) or abs(r1 - r2) + abs(c1 - c2) != 1:
        return None
    a, b = (r1, c1), (r2, c2)
    return (a, b) if a < b else (b, a)


def draw_cell_tints(painter: QPainter, state: ViewState, error_cells: Iterable[Cell],
                    highlights: bool = True) -> None:
    """The on-screen cell tints under the grid: where two solver solutions
    differ, the cells in ``error_cells``, then (unless ``highlights`` is False,
    for a genre that draws them later) the selected violation's cells."""
    if state.overlay is not None and state.overlay.diff_cells:
        draw_cell_highlight(painter, state.overlay.diff_cells, Palette.diff_fill)
    draw_cell_highlight(painter, sorted(error_cells), Palette.error_fill)
    if highlights:
        draw_cell_highlight(painter, state.highlight_cells, Palette.highlight_fill)


def draw_grid_lines(painter: QPainter, rows: int, cols: int,
                    color: QColor = Palette.grid, width: float = 0.025,
                    dashes: Sequence[float] | None = None) -> None:
    """The thin inner lines of a rows x cols grid (not the outer border);
    ``dashes``: a dash pattern in pen widths (e.g. [2, 3]) for dotted lines."""
    # Qt counts a dash pattern in pen widths, but its SVG writer copies the
    # numbers into stroke-dasharray, which SVG counts in user units (here whole
    # cells): a thin pen's dots came out two cells long in an exported SVG.
    # Drawn in a frame where the pen is one unit wide, both readings agree.
    unit = 1 / width                      # board units to pen widths
    pen = QPen(color, 1.0)
    pen.setCapStyle(Qt.FlatCap)
    if dashes is not None:
        pen.setDashPattern(list(dashes))
    painter.save()
    painter.scale(width, width)
    painter.setPen(pen)
    for r in range(1, rows):
        painter.drawLine(QLineF(0, r * unit, cols * unit, r * unit))
    for c in range(1, cols):
        painter.drawLine(QLineF(c * unit, 0, c * unit, rows * unit))
    painter.restore()


def draw_outer_border(painter: QPainter, rows: int, cols: int,
                      color: QColor = Palette.ink, width: float = 0.07) -> None:
    """The solid frame round the grid, centred on the grid's outline as in print."""
    pen = QPen(color, width)
    pen.setJoinStyle(Qt.MiterJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.NoBrush)
    painter.drawRect(QRectF(0, 0, cols, rows))


def draw_cell_highlight(painter: QPainter, cells, color: QColor) -> None:
    """Fill whole cells (highlights, error tints, solver differences)."""
    painter.setPen(Qt.NoPen)
    painter.setBrush(color)
    for r, c in cells:
        painter.drawRect(QRectF(c, r, 1, 1))
    painter.setBrush(Qt.NoBrush)


def draw_cursor(painter: QPainter, cell: Cell, color: QColor = Palette.cursor,
                width: float = 0.06) -> None:
    """The keyboard cursor: a rounded rectangle just inside the cell."""
    r, c = cell
    inset = 0.07
    pen = QPen(color, width)
    painter.setPen(pen)
    painter.setBrush(Qt.NoBrush)
    painter.drawRoundedRect(QRectF(c + inset, r + inset, 1 - 2 * inset, 1 - 2 * inset), 0.12, 0.12)


def draw_cross(painter: QPainter, centre: tuple[float, float], half: float,
               color: QColor, width: float = 0.035) -> None:
    """A small x centred on ``centre`` (x, y), each arm reaching ``half`` out."""
    x, y = centre
    pen = QPen(color, width)
    pen.setCapStyle(Qt.RoundCap)
    painter.setPen(pen)
    painter.drawLine(QLineF(x - half, y - half, x + half, y + half))
    painter.drawLine(QLineF(x - half, y + half, x + half, y - half))


_TEXT_REFERENCE_PX = 100  # fonts are laid out at this size, then scaled into board units


def draw_text_fitted(painter: QPainter, rect: QRectF, text: str, color: QColor, *,
                     bold: bool = False, fill: float = 0.7) -> None:
    """Draw ``text`` centred in ``rect``, as large as fits in ``fill`` of its size.

    Qt cannot lay out a font a fraction of a unit high, so the text is shaped
    at a normal pixel size and the painter is scaled down to board units.
    Centring uses the ink's tight bounds, so digits sit in the optical middle.
    """
    if not text:
        return
    font = QFont(painter.font())
    font.setPixelSize(_TEXT_REFERENCE_PX)
    font.setBold(bold)
    font.setHintingPreference(QFont.PreferNoHinting)
    metrics = QFontMetricsF(font)
    ink = metrics.tightBoundingRect(text)
    # Height is judged by a digit's height so "1" and "8" come out the same size.
    height = max(ink.height(), metrics.tightBoundingRect("8").height())
    width = max(ink.width(), metrics.horizontalAdvance(text) * 0.9)
    if width <= 0 or height <= 0:
        return
    scale = min(rect.width() * fill / width, rect.height() * fill / height)
    painter.save()
    painter.translate(rect.center())
    painter.scale(scale, scale)
    painter.setFont(font)
    painter.setPen(color)
    painter.drawText(QPointF(-ink.center().x(), -ink.center().y()), text)
    painter.restore()


def draw_step_marks(painter: QPainter, overlay: Overlay | None) -> None:
    """An explanation step's cells over a painted board (every genre alike):
    the facts' cells tinted, the clues that force them ringed, and clues the
    puzzle does not need in a dashed ring.  Board units, screen only."""
    if overlay is None:
        return
    painter.save()
    draw_cell_highlight(painter, overlay.fact_cells, Palette.step_fill)
    for cells, colour, dashed in ((overlay.redundant_cells, Palette.redundant, True),
                                  (overlay.clue_cells, Palette.step_clue, False)):
        pen = QPen(colour, 0.09)
        if dashed:
            pen.setDashPattern([1.5, 1.2])
        painter.setPen(pen)
        painter.setBrush(Qt.NoBrush)
        for r, c in cells:
            painter.drawRoundedRect(QRectF(c + 0.06, r + 0.06, 0.88, 0.88), 0.18, 0.18)
    painter.restore()
