"""The Gates panel's analysis plot: Light's chance to win after each move of the
game line (turns.py keeps the estimates), where the board is now, and clicks
that jump there.  Mixed into GamePanel (panel.py), which makes it with the
panel: pyqtgraph takes half a second to import, better then than while the
computer thinks.
"""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, QSize, Qt

from genres.core.i18n import translate

PANEL_WIDTH = 340      # the panel's preferred width, in pixels


def _CompactPlot(**kwargs):
    """A PlotWidget that asks for a panel-sized space (a QGraphicsView asks for 600 pixels
    wide, which made the dock take half the window)."""
    import pyqtgraph as pg

    class CompactPlot(pg.PlotWidget):
        def sizeHint(self) -> QSize:
            # no taller than its minimum: a scroll area lays out word-wrapped
            # labels at their preferred heights, so this decides when it scrolls
            return QSize(PANEL_WIDTH - 20, 110)

    return CompactPlot(**kwargs)


class PlotMixin:
    """Needs the panel's game, turns, _live and jump_to; gives it plot and plot_points."""

    def _make_plot(self) -> None:
        import pyqtgraph as pg    # here: only a game needs it, and it is slow to import
        self._pg = pg
        self.plot = _CompactPlot(background="w")
        self.plot.setMinimumHeight(110)
        item = self.plot.getPlotItem()
        item.setMenuEnabled(False)
        item.hideButtons()
        self.plot.setMouseEnabled(x=False, y=False)
        self.plot.setYRange(0, 100, padding=0.02)
        item.setLabel("left", translate("gates", "Light %"))
        item.setLabel("bottom", translate("gates", "move"))
        item.showGrid(x=False, y=True, alpha=0.25)
        self.plot.addItem(pg.InfiniteLine(pos=50, angle=0, pen=pg.mkPen("#999999", style=Qt.DotLine)))
        self.curve = self.plot.plot([], [], pen=pg.mkPen("#1f5fc4", width=2))
        self.scatter = pg.ScatterPlotItem(size=9, pen=pg.mkPen("#1f5fc4"), brush=pg.mkBrush("#ffffff"))
        self.scatter.sigClicked.connect(self._point_clicked)
        self.plot.addItem(self.scatter)
        self.here_line = pg.InfiniteLine(pos=0, angle=90, pen=pg.mkPen("#ff6a00", width=2))
        self.plot.addItem(self.here_line)
        self.plot.scene().sigMouseClicked.connect(self._plot_clicked)

    # ----- clicks ----------------------------------------------------------------------
    def _point_clicked(self, item, points, ev=None) -> None:
        if len(points):
            self.jump_to(round(points[0].pos().x()))

    def _plot_clicked(self, ev) -> None:
        vb = self.plot.getPlotItem().vb
        pos = ev.scenePos()
        if vb.sceneBoundingRect().contains(pos):
            self.jump_to(round(vb.mapSceneToView(pos).x()))

    def plot_points(self) -> list[tuple[int, float]]:
        """(move number, Light's chance in %) of every position of the line with an estimate."""
        return self.turns.plot_points(self._live)

    def _update_plot(self) -> None:
        points = self.plot_points()
        xs = [p[0] for p in points]
        ys = [p[1] for p in points]
        self.curve.setData(xs, ys)
        self.scatter.setData(xs, ys)
        game = self.game
        here = len(game.state.moves) if game is not None else 0
        self.here_line.setValue(here)
        last = max([here] + xs + [len(self.line.moves) if self.line is not None else 0])
        span = max(last, 4)
        self.plot.setXRange(0, span, padding=0.04)
        step = max(1, -(-span // 8))          # whole moves only, about eight labels
        self.plot.getPlotItem().getAxis("bottom").setTickSpacing(step, step)

    def point_position(self, k: int, chance_percent: float) -> QPoint:
        """Where a plot point is, in the plot widget's coordinates (for tests)."""
        vb = self.plot.getPlotItem().vb
        scene = vb.mapViewToScene(QPointF(k, chance_percent))
        return self.plot.mapFromScene(scene)

