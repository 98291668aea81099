"""The bar plot of step costs along a solve (the Explanation panel).

One bar per step, its height the step's level: how many things a person
holds in mind at once (each clue, each rule family, every three known facts;
grading.py sets the stars from the highest).  Clicking a bar picks that step.

pyqtgraph takes half a second to import, so this module imports it only in
:func:`make_step_plot`, called when the panel is first shown.
"""
from __future__ import annotations

from genres.core.i18n import translate

from typing import Callable

from PySide6.QtCore import QSize

from genres.core.explain_steps import DEDUCTION

BAR = "#7fa7d9"
HARDEST = "#d35400"
SELECTED = "#1f5fc4"
PLOT_HEIGHT = 90


def make_step_plot(on_pick: Callable[[int], None]):
    """A compact plot widget; ``on_pick(index)`` gets the 0-based step clicked."""
    import pyqtgraph as pg

    class StepPlot(pg.PlotWidget):
        def __init__(self):
            super().__init__(background="w")
            self.setMinimumHeight(PLOT_HEIGHT)
            item = self.getPlotItem()
            item.setMenuEnabled(False)
            item.hideButtons()
            item.setLabel("left", translate("Explanation", "level"))
            item.setLabel("bottom", translate("Explanation", "step"))
            item.showGrid(x=False, y=True, alpha=0.25)
            self.setMouseEnabled(x=False, y=False)
            self.levels: list[int] = []
            self.selected: int | None = None
            self.hardest: int | None = None
            self.bars = pg.BarGraphItem(x=[], height=[], width=0.8, brush=pg.mkBrush(BAR))
            self.addItem(self.bars)
            self.scene().sigMouseClicked.connect(self._clicked)

        def sizeHint(self) -> QSize:
            # a QGraphicsView asks for 600 pixels wide: the board should get the room
            return QSize(300, PLOT_HEIGHT)

        def set_steps(self, steps: list, hardest: int | None = None) -> None:
            """One bar per step (a step that settles nothing has none)."""
            self.levels = [s.level if s.kind == DEDUCTION else 0 for s in steps]
            self.hardest = hardest
            self._redraw()

        def set_selected(self, index: int | None) -> None:
            self.selected = index
            self._redraw()

        def brush_of(self, index: int) -> str:
            if index == self.selected:
                return SELECTED
            return HARDEST if index == self.hardest else BAR

        def _redraw(self) -> None:
            n = len(self.levels)
            xs = list(range(1, n + 1))
            # (pyqtgraph 0.14 fails on empty per-bar lists: none when there is no bar)
            self.bars.setOpts(x=xs, height=self.levels, width=0.8, pen=pg.mkPen(None),
                              brush=pg.mkBrush(BAR),
                              brushes=[pg.mkBrush(self.brush_of(i)) for i in range(n)] or None)
            self.setXRange(0.4, max(n, 10) + 0.6, padding=0)
            self.setYRange(0, max(self.levels + [4]) + 0.5, padding=0)

        def _clicked(self, ev) -> None:
            vb = self.getPlotItem().vb
            pos = ev.scenePos()
            if not vb.sceneBoundingRect().contains(pos):
                return
            index = round(vb.mapSceneToView(pos).x()) - 1
            if 0 <= index < len(self.levels):
                on_pick(index)

        def bar_scene_pos(self, index: int):
            """Where step ``index``'s bar is, in scene coordinates (for tests)."""
            vb = self.getPlotItem().vb
            return vb.mapViewToScene(pg.Point(index + 1, max(self.levels[index], 1) / 2))

    return StepPlot()
