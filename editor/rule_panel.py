"""The rule panel: every broken rule in plain words; click one to light it up.

In edit mode the puzzle's construction problems come first, then the answer's
(once the author has drawn something).  In play mode only the answer counts;
an empty board shows a friendly hint rather than a wall of "missing" errors,
and a finished one a large "Solved!" banner.

Mistakes (contradictions no further move repairs) always come before
unfinished work (rules only a finished answer must meet).  While the player
is still at work the window passes ``show_unfinished=False`` and only the
mistakes are listed; after a Check, or once the answer is complete, all of
them.  A mistake that was not there before is scrolled into view, so the
newest one is never hidden below a long list.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QMouseEvent, QPainter, QPen, QPixmap, QPolygonF
from PySide6.QtWidgets import (QAbstractItemView, QLabel, QListView, QListWidget,
                               QListWidgetItem, QVBoxLayout, QWidget)

from genres.core.violation import MISTAKE, Violation

ERROR_COLOUR = QColor("#c62828")
WIN_COLOUR = "#2e9e44"      # the banner of a solved puzzle or a won game
LOSS_COLOUR = "#5a6473"     # "You lost: ...": sober slate, not the green of a win
WARNING_COLOUR = QColor("#e08a00")
OK_COLOUR = QColor("#2e7d32")
HINT_COLOUR = QColor("#666666")
UNFINISHED_COLOUR = QColor("#546e7a")
DEFAULT_BLANK_HINT = QT_TRANSLATE_NOOP("RulePanel", "Draw the loop to begin.")

_VIOLATION_ROLE = Qt.ItemDataRole.UserRole + 1


def violation_key(v: Violation) -> tuple:
    """What makes two reports "the same problem" across refreshes."""
    return (v.code, tuple(v.cells))


def in_listing_order(violations: list[Violation]) -> list[Violation]:
    """Mistakes before unfinished work, errors before warnings; otherwise the
    checker's order (its checklist)."""
    return sorted(violations, key=lambda v: (v.kind != MISTAKE, v.severity != "error"))


def _severity_icon(severity: str, size: int = 16) -> QIcon:
    """A red disc for an error, an amber triangle for a warning, a green tick for
    "fine", a hollow slate ring for a rule not yet met."""
    pix = QPixmap(size, size)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    s = float(size)
    if severity == "unfinished":
        # Hollow: nothing is wrong yet, there is just more to do.
        p.setPen(QPen(UNFINISHED_COLOUR, s * .14))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QRectF(s * .14, s * .14, s * .72, s * .72))
    elif severity == "ok":
        pen = QPen(OK_COLOUR, s * 0.16, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                   Qt.PenJoinStyle.RoundJoin)
        p.setPen(pen)
        p.drawPolyline(QPolygonF([QPointF(s * .18, s * .55), QPointF(s * .42, s * .78),
                                  QPointF(s * .84, s * .25)]))
    else:
        colour = ERROR_COLOUR if severity == "error" else WARNING_COLOUR
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(colour))
        if severity == "error":
            p.drawEllipse(QRectF(s * .06, s * .06, s * .88, s * .88))
        else:
            p.drawPolygon(QPolygonF([QPointF(s / 2, s * .04), QPointF(s * .97, s * .93),
                                     QPointF(s * .03, s * .93)]))
        p.setPen(QPen(QColor("white"), s * .14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        top = s * (.25 if severity == "error" else .36)
        p.drawLine(QPointF(s / 2, top), QPointF(s / 2, s * .58))
        p.drawPoint(QPointF(s / 2, s * .76))
    p.end()
    return QIcon(pix)


def rules_unmet(violations: list[Violation]) -> int:
    """How many rules the unfinished violations break: several loose ends are one rule."""
    return len({v.code for v in violations})


def rules_still_to_meet(n: int) -> str:
    return (translate("RulePanel", "1 rule still to meet") if n == 1
            else translate("RulePanel", "{n} rules still to meet").format(n=n))


class _ViolationList(QListWidget):
    """A list where clicking the selected problem again deselects it."""

    def mousePressEvent(self, event: QMouseEvent) -> None:
        item = self.itemAt(event.position().toPoint())
        if (item is not None and item.isSelected()
                and event.button() == Qt.MouseButton.LeftButton
                and event.modifiers() == Qt.KeyboardModifier.NoModifier):
            self.clearSelection()
            event.accept()
            return
        super().mousePressEvent(event)

    def keyPressEvent(self, event) -> None:
        if event.key() == Qt.Key.Key_Escape and self.selectedItems():
            self.clearSelection()
            event.accept()
            return
        super().keyPressEvent(event)


class RulePanel(QWidget):
    """The list of broken rules, and the "Solved!" banner."""

    violation_selected = Signal(object)   # a Violation, or None when nothing is selected

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._selected: Violation | None = None
        self._blank_hint = translate("RulePanel", DEFAULT_BLANK_HINT)
        self._icons = {k: _severity_icon(k) for k in ("error", "warning", "ok", "unfinished")}
        self._shown_keys: list[tuple] = []

        self.banner = QLabel(translate("RulePanel", "Solved!"))
        self.banner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner.setWordWrap(True)   # a game's end ("You lost: Dark connected ...") in a narrow dock
        font = QFont(self.banner.font())
        self._banner_points = font.pointSizeF()
        font.setPointSizeF(self._banner_points * 2.2)
        font.setBold(True)
        self.banner.setFont(font)
        self._banner_colour = ""
        self._colour_banner(WIN_COLOUR)
        self.banner.hide()
        # Under the banner: how long it took, and whether hints or the solution helped.
        self.banner_detail = QLabel()
        self.banner_detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.banner_detail.setWordWrap(True)
        self.banner_detail.hide()

        self.list = _ViolationList()
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setWordWrap(True)
        self.list.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.list.setResizeMode(QListView.ResizeMode.Adjust)
        self.list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.list.setSpacing(2)
        self.list.itemSelectionChanged.connect(self._on_selection_changed)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.banner)
        layout.addWidget(self.banner_detail)
        layout.addWidget(self.list, 1)

    def _colour_banner(self, colour: str) -> None:
        if colour != self._banner_colour:
            self._banner_colour = colour
            self.banner.setStyleSheet(f"QLabel {{ color: white; background: {colour}; "
                                      "border-radius: 8px; padding: 10px; }")

    def _show_banner(self, text: str, visible: bool, colour: str = "") -> None:
        self._colour_banner(colour or WIN_COLOUR)
        self.banner.setText(text)
        # A sentence ("You lost: Dark connected all three sides") smaller than "Solved!".
        font = self.banner.font()
        font.setPointSizeF(self._banner_points * (2.2 if len(text) <= 16 else 1.4))
        self.banner.setFont(font)
        self.banner.setVisible(visible)
        self._fit_banner()

    def _fit_banner(self) -> None:
        # A wrapped label's minimum height is not its height at this width; ask
        # for that, so the dock grows rather than cutting the banner off.
        width = self.banner.width()
        self.banner.setMinimumHeight(self.banner.heightForWidth(width) if width > 40 else 0)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._fit_banner()

    # ----- public API ------------------------------------------------------
    def set_blank_hint(self, text: str) -> None:
        """The hint shown in play mode before the player has drawn anything."""
        self._blank_hint = text or translate("RulePanel", DEFAULT_BLANK_HINT)

    def set_violations(self, construction: list[Violation], answer: list[Violation],
                       mode: str, solved: bool, blank: bool,
                       show_unfinished: bool = True, solved_text: str = "") -> None:
        """Show a fresh check; the selected problem stays selected if still there.

        With ``show_unfinished`` False (play mode, the player still at work and
        no Check asked for) only the answer's mistakes are listed.
        ``solved_text`` goes under the "Solved!" banner (time, hints used)."""
        keep = violation_key(self._selected) if self._selected is not None else None
        before = set(self._shown_keys)
        scroll = self.list.verticalScrollBar().value()
        self._show_banner(translate("RulePanel", "Solved!"), bool(solved))
        self.banner_detail.setText(solved_text)
        self.banner_detail.setVisible(bool(solved and solved_text))
        self.list.blockSignals(True)
        try:
            self.list.clear()
            if mode == "edit":
                self._add_header(translate("RulePanel", "Puzzle construction"))
                if construction:
                    self._add_violations(construction)
                else:
                    self._add_note(translate("RulePanel", "No construction problems."), "ok")
                if not blank:
                    self._add_header(translate("RulePanel", "Answer"))
                    self._add_answer(answer, solved, True)
            else:
                self._add_header(translate("RulePanel", "Answer"))
                if blank:
                    self._add_note(self._blank_hint)
                else:
                    self._add_answer(answer, solved, show_unfinished)
                if any(v.severity == "error" for v in construction):
                    self._add_note(translate("RulePanel", "The puzzle itself has construction problems: "
                                             "switch to edit mode to see them."), "warning")
            reselect = self._find(keep) if keep is not None else None
            if reselect is not None:
                reselect.setSelected(True)
                self.list.setCurrentItem(reselect)
        finally:
            self.list.blockSignals(False)
        self._shown_keys = [violation_key(v) for v in self.violations_shown()]
        self._keep_in_view(before, scroll)
        self._on_selection_changed()

    def set_status(self, status) -> None:
        """A game's state instead of rules (a GameStatus: title, lines, banner)."""
        self._show_banner(status.banner or translate("RulePanel", "Solved!"), bool(status.banner),
                          LOSS_COLOUR if getattr(status, "lost", False) else WIN_COLOUR)
        self.banner_detail.hide()
        self._shown_keys = []
        self.list.blockSignals(True)
        try:
            self.list.clear()
            self._add_header(status.title)
            for line in status.lines:
                self._add_note(line)
        finally:
            self.list.blockSignals(False)
        self._on_selection_changed()

    @property
    def selected(self) -> Violation | None:
        return self._selected

    def violations_shown(self) -> list[Violation]:
        """The problems listed, top to bottom."""
        out = []
        for i in range(self.list.count()):
            v = self.list.item(i).data(_VIOLATION_ROLE)
            if v is not None:
                out.append(v)
        return out

    def item_for(self, v: Violation) -> QListWidgetItem | None:
        return self._find(violation_key(v))

    # ----- building the list -----------------------------------------------
    def _add_header(self, text: str) -> None:
        if self.list.count():
            self._add_gap()
        item = QListWidgetItem(text)
        font = QFont(self.list.font())
        font.setBold(True)
        item.setFont(font)
        # Enabled (so it is drawn in full colour) but not selectable.
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        item.setForeground(QBrush(QColor("#222222")))
        self.list.addItem(item)

    def _add_gap(self) -> None:
        gap = QListWidgetItem()
        gap.setFlags(Qt.ItemFlag.NoItemFlags)
        gap.setSizeHint(QSize(1, 6))
        self.list.addItem(gap)

    def _add_note(self, text: str, icon: str | None = None) -> None:
        item = QListWidgetItem(text)
        font = QFont(self.list.font())
        font.setItalic(icon is None)
        item.setFont(font)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled)
        item.setForeground(QBrush(HINT_COLOUR))
        if icon is not None:
            item.setIcon(self._icons[icon])
        self.list.addItem(item)

    def _add_answer(self, answer: list[Violation], solved: bool, show_unfinished: bool) -> None:
        mistakes = [v for v in answer if v.kind == MISTAKE]
        unfinished = [v for v in answer if v.kind != MISTAKE]
        if solved:
            self._add_note(translate("RulePanel", "Every rule is satisfied."), "ok")
        elif not show_unfinished:
            if mistakes:
                self._add_violations(mistakes)
            else:
                self._add_note(translate("RulePanel", "No mistakes so far."), "ok")
        elif unfinished and not mistakes:
            self._add_note(translate("RulePanel", "No mistakes so far; {still_to_meet}:").format(
                still_to_meet=rules_still_to_meet(rules_unmet(unfinished))), "ok")
            self._add_violations(unfinished)
        elif answer:
            self._add_violations(answer)
        else:
            self._add_note(translate("RulePanel", "No broken rules so far."), "ok")

    def _add_violations(self, violations: list[Violation]) -> None:
        for v in in_listing_order(violations):
            if v.kind != MISTAKE:
                icon, tip = "unfinished", translate("RulePanel",
                                                    "Not met yet: a finished answer must meet this rule")
            elif v.severity == "error":
                icon, tip = "error", translate("RulePanel", "Error")
            else:
                icon, tip = "warning", translate("RulePanel", "Warning")
            item = QListWidgetItem(self._icons[icon], v.message)
            item.setData(_VIOLATION_ROLE, v)
            item.setToolTip(translate("RulePanel", "{kind} ({code}). Click to show where.")
                            .format(kind=tip, code=v.code))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
            if v.severity != "error":
                item.setForeground(QBrush(QColor("#7a4a00")))
            elif v.kind != MISTAKE:
                item.setForeground(QBrush(UNFINISHED_COLOUR.darker(130)))
            self.list.addItem(item)

    def _keep_in_view(self, before: set, scroll: int) -> None:
        """Scroll the newest mistake into view; otherwise stay where the player was
        (clearing the list would jump back to the top after every move)."""
        newest = None
        for i in range(self.list.count()):
            item = self.list.item(i)
            v = item.data(_VIOLATION_ROLE)
            if v is not None and v.kind == MISTAKE and violation_key(v) not in before:
                newest = item
        self.list.verticalScrollBar().setValue(scroll)
        if newest is not None:
            self.list.scrollToItem(newest)

    def _find(self, key: tuple) -> QListWidgetItem | None:
        for i in range(self.list.count()):
            item = self.list.item(i)
            v = item.data(_VIOLATION_ROLE)
            if v is not None and violation_key(v) == key:
                return item
        return None

    # ----- selection -------------------------------------------------------
    def _on_selection_changed(self) -> None:
        items = self.list.selectedItems()
        v = items[0].data(_VIOLATION_ROLE) if items else None
        if v != self._selected:
            self._selected = v
            self.violation_selected.emit(v)
