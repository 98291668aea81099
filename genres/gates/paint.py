"""Painting a Gates board: hexagonal cells, tiles with a white (Light) and a blue
(Dark) stripe as in the original figures, board sides coloured by owner,
coordinates, the last move, the deciding path, and the tile preview.

Everything is drawn in the engine's units (a cell's circumradius is 1, see
board.py); :data:`UNIT` converts them to the studio's board units, in which a
cell is one unit wide, so the canvas and the exporter's "size per cell" mean
the width of a hexagon.
"""
from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from genres.core.view import draw_text_fitted

from .board import CORNER_OFFSETS, CROSS_GATES, HEX_GATES, HEX_GOALS, Board
from .game import GameState, Move
from .tiles import DARK, LIGHT, dark_stripe, light_stripe

SQ3 = math.sqrt(3.0)
UNIT = 1.0 / SQ3                 # board units per engine unit: a hexagon is one unit wide
STRIPE_WIDTH = 0.46              # engine units
LABEL_ROOM = 1.7                 # engine units of margin for the coordinates

INK = QColor("#1a1a1a")
CELL_EMPTY = QColor("#efece4")
CELL_LINE = QColor("#aaa395")
TILE_FILL = QColor("#8a94a0")
LIGHT_COLOUR = QColor("#ffffff")
DARK_COLOUR = QColor("#1f5fc4")
WIN_FILL = QColor("#f2b705")
LOSE_FILL = QColor("#e0625a")
LAST_MOVE = QColor("#ff6a00")
HINT = QColor("#1e9e4a")
LABEL = QColor("#6b6557")
SIDE_NEUTRAL = QColor("#6e6a60")
SIDE_CROSS = (QColor("#5b554a"), QColor("#b4aa96"))   # sides 0, 2, 4 and 1, 3, 5


def _corner(k: int) -> QPointF:
    dx, dy = CORNER_OFFSETS[k]
    return QPointF(dx * SQ3 / 2, dy / 2)


@lru_cache(maxsize=None)
def _hexagon_path() -> QPainterPath:
    path = QPainterPath()
    path.addPolygon(QPolygonF([_corner(k) for k in range(6)] + [_corner(0)]))
    path.closeSubpath()
    return path


@lru_cache(maxsize=None)
def _stripe_paths(orientation: int) -> tuple[QPainterPath, QPainterPath]:
    """(Light band, Dark band) of a tile centred at the origin, cut to the hexagon."""
    hexagon = _hexagon_path()
    out = []
    for k1, k2 in (light_stripe(orientation), dark_stripe(orientation)):
        a, b = _corner(k1), _corner(k2)
        d = b - a
        length = math.hypot(d.x(), d.y())
        n = QPointF(-d.y() / length, d.x() / length) * (STRIPE_WIDTH / 2)
        reach = QPointF(d.x() / length, d.y() / length) * 0.3     # past the corner, then cut
        band = QPainterPath()
        band.addPolygon(QPolygonF([a - reach + n, b + reach + n, b + reach - n, a - reach - n, a - reach + n]))
        out.append(band.intersected(hexagon))
    return out[0], out[1]


def board_rect_engine(board: Board) -> QRectF:
    left, top, right, bottom = board.bounds()
    m = LABEL_ROOM
    return QRectF(left - m, top - m, right - left + 2 * m, bottom - top + 2 * m)


def cell_point(board: Board, cell: int) -> QPointF:
    x, y = board.cell_center(cell)
    return QPointF(x, y)


def paint_tile(painter: QPainter, centre: QPointF, orientation: int, fill: QColor = TILE_FILL,
               outline: QColor = INK) -> None:
    painter.save()
    painter.translate(centre)
    painter.setPen(QPen(outline, 0.05))
    painter.setBrush(fill)
    painter.drawPath(_hexagon_path())
    light, dark = _stripe_paths(orientation)
    painter.setPen(QPen(QColor("#55595e"), 0.03))
    painter.setBrush(LIGHT_COLOUR)
    painter.drawPath(light)
    painter.setBrush(DARK_COLOUR)
    painter.drawPath(dark)
    painter.restore()


def _side_colour(board: Board, mask: int) -> tuple[QColor, bool]:
    """The colour of a border edge on these sides, and whether it needs an ink outline."""
    if board.variant == HEX_GATES:
        light, dark = mask & HEX_GOALS[LIGHT], mask & HEX_GOALS[DARK]
        if light and not dark:
            return LIGHT_COLOUR, True
        if dark and not light:
            return DARK_COLOUR, False
        return SIDE_NEUTRAL, False
    if board.variant == CROSS_GATES:
        first = next((s for s in range(board.side_count) if mask >> s & 1), 0)
        return SIDE_CROSS[first % 2], False
    return SIDE_NEUTRAL, False


def paint_sides(painter: QPainter, board: Board) -> None:
    """Wide bands along the board's sides; the cells drawn afterwards cover their inner half."""
    segments = []
    for cell, k, mask in board.border_edges:
        corners = board.cell_corners[cell]
        a = QPointF(*board.corner_point(corners[k]))
        b = QPointF(*board.corner_point(corners[(k + 1) % 6]))
        segments.append((QLineF(a, b), *_side_colour(board, mask)))
    width = 0.62
    for line, colour, outlined in segments:
        pen = QPen(INK if outlined else colour, width + (0.1 if outlined else 0), Qt.SolidLine, Qt.RoundCap)
        painter.setPen(pen)
        painter.drawLine(line)
    for line, colour, outlined in segments:
        if outlined:
            painter.setPen(QPen(colour, width - 0.06, Qt.SolidLine, Qt.RoundCap))
            painter.drawLine(line)


def coordinate_boxes(board: Board) -> list[tuple[str, QRectF]]:
    """(text, box) of every coordinate: row numbers left of each row, column letters
    beyond the top end of each column.  Each text is drawn as large as fits 0.6 of its box."""
    from .board import column_letters
    size = 1.0
    boxes = []
    for row_no, row in enumerate(board.rows):
        c = cell_point(board, row[0])
        number = str(row_no + 1)
        # wider for two digits, so "10" comes out as large as "9"; the right end stays put
        width = size * (1 + 0.5 * (len(number) - 1))
        right = c.x() - SQ3 * 0.95 + size / 2
        boxes.append((number, QRectF(right - width, c.y() - size / 2, width, size)))
    columns: dict[int, list[int]] = {}
    for row in board.rows:
        for index, cell in enumerate(row):
            columns.setdefault(index, []).append(cell)
    last_step = (0, -1)
    for index in sorted(columns):
        cells = columns[index]
        q0, r0 = board.cells[cells[0]]
        if len(cells) > 1:
            q1, r1 = board.cells[cells[1]]
            last_step = (q1 - q0, r1 - r0)
        dq, dr = last_step
        # a whole cell beyond the column's end: any closer and the letter sits on the side band
        q, r = q0 - dq, r0 - dr
        x, y = (2 * q + r) * SQ3 / 2, 1.5 * r
        boxes.append((column_letters(index), QRectF(x - size / 2, y - size / 2, size, size)))
    return boxes


def paint_coordinates(painter: QPainter, board: Board) -> None:
    for text, box in coordinate_boxes(board):
        draw_text_fitted(painter, box, text, LABEL, fill=0.6)


def paint_state(painter: QPainter, state: GameState, *, hover: tuple[int, int] | None = None,
                hint: Move | None = None, for_print: bool = False, edit: bool = False) -> None:
    """The whole board, in engine units."""
    board = state.board
    paint_sides(painter, board)
    result = state.result
    path_cells = set(result.path_cells) if result is not None else set()
    path_fill = LOSE_FILL if result is not None and result.reason == "opposite-sides" else WIN_FILL
    hexagon = _hexagon_path()
    for cell in range(board.cell_count):
        centre = cell_point(board, cell)
        o = state.tile_at(cell)
        if o is None:
            painter.save()
            painter.translate(centre)
            painter.setPen(QPen(CELL_LINE, 0.05))
            painter.setBrush(CELL_EMPTY)
            painter.drawPath(hexagon)
            painter.restore()
        else:
            paint_tile(painter, centre, o, path_fill if cell in path_cells else TILE_FILL)
    # Corner discs join the bands of neighbouring tiles into visible paths.
    painter.setPen(Qt.NoPen)
    r = STRIPE_WIDTH / 2
    for v in range(board.corner_count):
        colour = state.corner_colour(v)
        if colour is None:
            continue
        painter.setBrush(LIGHT_COLOUR if colour == LIGHT else DARK_COLOUR)
        x, y = board.corner_point(v)
        painter.drawEllipse(QPointF(x, y), r, r)
    if result is not None and result.path_corners:
        painter.setPen(QPen(path_fill.darker(130), 0.07))
        painter.setBrush(Qt.NoBrush)
        for v in result.path_corners:
            x, y = board.corner_point(v)
            painter.drawEllipse(QPointF(x, y), r + 0.04, r + 0.04)
    paint_coordinates(painter, board)
    if state.moves and not edit:
        last = next((m for m in reversed(state.moves) if not m.swap), None)
        if last is not None:
            painter.setPen(QPen(LAST_MOVE, 0.1))
            painter.setBrush(Qt.NoBrush)
            painter.drawEllipse(cell_point(board, last.cell), 0.2, 0.2)
    if for_print:
        return
    if hint is not None and not hint.swap and state.tile_at(hint.cell) is None:
        painter.setOpacity(0.6)
        paint_tile(painter, cell_point(board, hint.cell), hint.orientation, TILE_FILL, HINT)
        painter.setOpacity(1.0)
        painter.save()
        painter.translate(cell_point(board, hint.cell))
        painter.setPen(QPen(HINT, 0.12, Qt.DashLine))
        painter.setBrush(Qt.NoBrush)
        painter.drawPath(hexagon)
        painter.restore()
    if hover is not None:
        cell, orientation = hover
        if 0 <= cell < board.cell_count and state.tile_at(cell) is None:
            painter.setOpacity(0.55)
            paint_tile(painter, cell_point(board, cell), orientation, TILE_FILL, LAST_MOVE)
            painter.setOpacity(1.0)


def paint_board(painter: QPainter, state: GameState, **kw) -> None:
    """paint_state in the studio's board units (one hexagon = one unit wide)."""
    painter.save()
    painter.scale(UNIT, UNIT)
    try:
        paint_state(painter, state, **kw)
    finally:
        painter.restore()


def board_rect(board: Board) -> QRectF:
    r = board_rect_engine(board)
    return QRectF(r.left() * UNIT, r.top() * UNIT, r.width() * UNIT, r.height() * UNIT)


def to_engine(pos: tuple[float, float]) -> tuple[float, float]:
    return pos[0] / UNIT, pos[1] / UNIT


def to_board_units(point: QPointF) -> QPointF:
    return QPointF(point.x() * UNIT, point.y() * UNIT)


__all__ = ["UNIT", "paint_board", "paint_state", "paint_tile", "board_rect", "to_engine", "cell_point",
           "to_board_units"]
