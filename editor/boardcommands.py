"""The main window's board commands: trial mode, resizing on any side, and
rotating or flipping the whole puzzle.

Composed into :class:`editor.mainwindow.MainWindow` as ``window.board_commands``,
with :class:`BoardActions` building its menu entries and the Trial toolbar.  Every
command is one undo step of the document; a genre's refusal (ValueError)
is shown with the genre's own reason.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QMenu, QToolBar

from genres.core.i18n import QT_TRANSLATE_NOOP, translate
from genres.core.transform import TRANSFORMS
from genres.core.view import Palette

from .actions import make_action
from .dialogs import ResizeDialog

if TYPE_CHECKING:  # pragma: no cover
    from .mainwindow import MainWindow

RESIZE_TIP = QT_TRANSLATE_NOOP("BoardActions", "Add or remove rows and columns on any side")
RESIZE_PLAY_TIP = QT_TRANSLATE_NOOP("BoardActions",
                                    "Resizing changes the puzzle: this switches to Edit mode first")
# The words of genres.core.transform.TRANSFORMS, marked for the translators here
# (the command line, which prints them too, stays English).
TRANSFORM_WORDS = {
    "rotate-cw": QT_TRANSLATE_NOOP("BoardActions", "Rotate Clockwise"),
    "rotate-ccw": QT_TRANSLATE_NOOP("BoardActions", "Rotate Anticlockwise"),
    "rotate-180": QT_TRANSLATE_NOOP("BoardActions", "Rotate 180°"),
    "flip-h": QT_TRANSLATE_NOOP("BoardActions", "Flip Left to Right"),
    "flip-v": QT_TRANSLATE_NOOP("BoardActions", "Flip Top to Bottom"),
}


def transform_label(how: str) -> str:
    return translate("BoardActions", TRANSFORM_WORDS.get(how, TRANSFORMS[how]))


def trial_depth_text(depth: int) -> str:
    """What the Trial toolbar says: nothing outside a trial, "Trial 2" two deep."""
    return translate("BoardActions", "Trial {depth}").format(depth=depth) if depth else ""


class BoardActions:
    """The actions of trial mode and of rotate/flip, their menus and toolbar."""

    def __init__(self, win: "MainWindow"):
        self.win = win

        act = partial(make_action, win, tooltip=True)   # toolbar buttons: tips name the keys

        self.start_trial = act(translate("BoardActions", "Start &Trial"), win.board_commands.start_trial, "Ctrl+T",
                               translate("BoardActions",
                                         "Try a guess: what you draw from now on shows in the trial colour"))
        self.accept_trial = act(translate("BoardActions", "&Accept Trial"), win.board_commands.accept_trial, "Ctrl+Return",
                                translate("BoardActions",
                                          "Keep what the trial drew: it becomes ordinary marks"))
        self.reject_trial = act(translate("BoardActions", "&Reject Trial"), win.board_commands.reject_trial, "Ctrl+Backspace",
                                translate("BoardActions",
                                          "Take back what the trial drew: the board returns to where it began"))
        self.accept_all_trials = act(translate("BoardActions", "Accept All Tr&ials"), win.board_commands.accept_all_trials, None,
                                     translate("BoardActions", "Keep what every open trial drew"))
        self.reject_all_trials = act(translate("BoardActions", "Reject All Trial&s"), win.board_commands.reject_all_trials, None,
                                     translate("BoardActions", "Go back to where the first open trial began"))
        for a in (self.start_trial, self.accept_trial, self.reject_trial):
            a.setIconText(a.text().replace("&", ""))
        self.transforms: dict[str, QAction] = {
            how: act(transform_label(how), lambda h=how: win.board_commands.transform_board(h), None,
                     translate("BoardActions", "{transform}: the whole puzzle, clues and answer")
                     .format(transform=transform_label(how)))
            for how in TRANSFORMS}
        self.depth_label = QLabel("")
        self.depth_label.setObjectName("trial-depth")
        self.depth_label.setStyleSheet(f"QLabel {{ color: {Palette.trial.name()}; font-weight: bold; "
                                       "padding: 0 6px; }")

    def trial_actions(self) -> list[QAction]:
        return [self.start_trial, self.accept_trial, self.reject_trial,
                self.accept_all_trials, self.reject_all_trials]

    def add_to_edit_menu(self, edit_menu: QMenu, before: QAction) -> None:
        """Edit > Rotate / Flip and Edit > Trial, placed above ``before``."""
        self.transform_menu = QMenu(translate("BoardActions", "R&otate / Flip"), edit_menu)
        for a in self.transforms.values():
            self.transform_menu.addAction(a)
        edit_menu.insertMenu(before, self.transform_menu)
        self.trial_menu = QMenu(translate("BoardActions", "&Trial"), edit_menu)
        for a in self.trial_actions()[:3]:
            self.trial_menu.addAction(a)
        self.trial_menu.addSeparator()
        self.trial_menu.addAction(self.accept_all_trials)
        self.trial_menu.addAction(self.reject_all_trials)
        edit_menu.insertMenu(before, self.trial_menu)

    def build_toolbar(self) -> QToolBar:
        bar = QToolBar(translate("BoardActions", "Trial"), self.win)
        bar.setObjectName("trial-toolbar")
        bar.setMovable(False)
        for a in self.trial_actions()[:3]:
            bar.addAction(a)
        bar.addWidget(self.depth_label)
        self.win.addToolBar(bar)
        return bar

    def update(self, trials: bool, transforms: bool, mode: str, depth: int) -> None:
        """Enable what applies: trials while playing (a genre that offers them), rotate/flip
        (a genre whose boards turn)."""
        playing = trials and mode == "play"
        self.start_trial.setEnabled(playing)
        for a in self.trial_actions()[1:]:
            a.setEnabled(playing and depth > 0)
        for a in self.transforms.values():
            a.setEnabled(transforms)
        self.transform_menu.setEnabled(transforms)
        # A game has no answer to guess at: its trial buttons go, not just grey out.
        for a in self.trial_actions():
            a.setVisible(trials)
        self.trial_menu.menuAction().setVisible(trials)
        self.depth_label.setText(trial_depth_text(depth))
        if depth > 1:
            tip = translate("BoardActions", "{depth} trials open: marks drawn in them show in the "
                            "trial colour").format(depth=depth)
        else:
            tip = translate("BoardActions", "1 trial open: marks drawn in it show in the trial colour")
        self.depth_label.setToolTip(tip if depth else "")


class BoardCommands:
    """Trial, resize and rotate/flip behaviour on ``window``, which provides
    document, mode, board_acts, acts, set_mode, show_status, show_error and
    _open_dialog (and is the resize dialog's parent)."""

    def __init__(self, window: MainWindow):
        self.window = window

    # ----- trial mode --------------------------------------------------------------------
    def _trials_allowed(self) -> bool:
        doc = self.window.document
        if not doc.genre.offers_trials:
            self.window.show_status(translate("BoardCommands",
                                       "Trials are for puzzles: a game has no guesses to take back"))
            return False
        if self.window.mode != "play":
            self.window.show_status(translate("BoardCommands",
                                       "Trials are part of solving: switch to Play mode (Ctrl+E) first"))
            return False
        return True

    def start_trial(self) -> bool:
        if not self._trials_allowed() or not self.window.document.start_trial():
            return False
        depth = self.window.document.trial_depth
        if depth > 1:
            text = translate("BoardCommands", "Trial {depth} started inside trial {outer}: what you draw "
                             "now shows in the trial colour. Accept it to keep it, reject it to take it back.")
        else:
            text = translate("BoardCommands", "Trial {depth} started: what you draw now shows in the trial "
                             "colour. Accept it to keep it, reject it to take it back.")
        self.window.show_status(text.format(depth=depth, outer=depth - 1))
        return True

    def accept_trial(self) -> bool:
        if not self._trials_allowed():
            return False
        depth = self.window.document.trial_depth
        if not self.window.document.accept_trial():
            self.window.show_status(translate("BoardCommands", "No trial is open"))
            return False
        self.window.show_status(translate("BoardCommands", "Trial {depth} accepted: its marks are kept")
                         .format(depth=depth))
        return True

    def reject_trial(self) -> bool:
        if not self._trials_allowed():
            return False
        depth = self.window.document.trial_depth
        if not self.window.document.reject_trial():
            self.window.show_status(translate("BoardCommands", "No trial is open"))
            return False
        self.window.show_status(translate("BoardCommands",
                                   "Trial {depth} rejected: the board is back where it began")
                         .format(depth=depth))
        return True

    def accept_all_trials(self) -> bool:
        if not self._trials_allowed() or not self.window.document.accept_all_trials():
            return False
        self.window.show_status(translate("BoardCommands", "Every trial accepted: their marks are kept"))
        return True

    def reject_all_trials(self) -> bool:
        if not self._trials_allowed() or not self.window.document.reject_all_trials():
            return False
        self.window.show_status(translate("BoardCommands",
                                   "Every trial rejected: the board is back where the first began"))
        return True

    def update_actions(self) -> None:
        doc = self.window.document
        if doc is None:
            return
        genre = doc.genre
        self.window.board_acts.update(genre.offers_trials, genre.transformable, self.window.mode, doc.trial_depth)
        # Resizing edits the puzzle; from play mode it switches to Edit mode first.
        resize = self.window.acts.resize
        resize.setEnabled(self.window.mode == "edit" or genre.resizes_from_play)
        tip = translate("BoardActions", RESIZE_TIP if self.window.mode == "edit" else RESIZE_PLAY_TIP)
        resize.setStatusTip(tip)
        resize.setToolTip(tip)

    # ----- resize ------------------------------------------------------------------------------
    def show_resize_dialog(self) -> ResizeDialog | None:
        doc = self.window.document
        if self.window.mode != "edit":
            if not doc.genre.resizes_from_play:
                self.window.show_status(translate("BoardCommands",
                                           "Switch to Edit mode (Ctrl+E) to resize the board"))
                return None
            self.window.set_mode("edit")
            self.window.show_status(translate("BoardCommands", "Switched to Edit mode: resizing changes the puzzle"))
        rows, cols = doc.genre.size(doc.puzzle)
        dlg = ResizeDialog(doc.genre, rows, cols, self.window)
        dlg.accepted.connect(lambda: self._resize_from_dialog(dlg))
        return self.window._open_dialog(dlg)

    def _resize_from_dialog(self, dlg: ResizeDialog) -> None:
        if dlg.size.one:
            self.resize_grid(*dlg.values())
        else:
            self.resize_margins(*dlg.margins())

    def resize_grid(self, rows: int, cols: int) -> bool:
        """The old resize: rows and columns added or removed at the bottom and right."""
        doc = self.window.document
        try:
            puzzle = doc.genre.resized(doc.puzzle, rows, cols)
        except ValueError as e:
            self.window.show_error(translate("BoardCommands", "Cannot resize"), str(e))
            return False
        return doc.apply(puzzle=puzzle, label=translate("BoardCommands", "Resize grid"))

    def resize_margins(self, top: int, bottom: int, left: int, right: int) -> bool:
        """Add (positive) or remove (negative) rows and columns on each side, the
        clues staying on their cells; one undo step.  False when refused or unchanged."""
        if not (top or bottom or left or right):
            return False
        doc = self.window.document
        genre = doc.genre
        try:
            puzzle, answer = genre.with_margins(doc.puzzle, doc.answer, top, bottom, left, right)
            trials = tuple(genre.with_margins(doc.puzzle, base, top, bottom, left, right)[1]
                           for base in doc.trial_bases)
        except ValueError as e:
            if top == 0 and left == 0:
                # Growing or cutting at the bottom and right is what every genre's
                # resized() does, even one without with_margins.
                rows, cols = genre.size(doc.puzzle)
                return self.resize_grid(rows + bottom, cols + right)
            self.window.show_error(translate("BoardCommands", "Cannot resize"), str(e))
            return False
        return doc.apply(puzzle=puzzle, answer=answer, trials=trials, label=translate("BoardCommands",
                                                                                      "Resize grid"))

    # ----- rotate and flip ---------------------------------------------------------------------
    def transform_board(self, how: str) -> bool:
        """Rotate or flip the whole puzzle (a key of TRANSFORMS); one undo step."""
        doc = self.window.document
        genre = doc.genre
        label = transform_label(how)
        if not genre.transformable:
            self.window.show_status(translate("BoardCommands", "{genre} boards are not rotated or flipped")
                             .format(genre=genre.name))
            return False
        try:
            puzzle, answer = genre.transformed(doc.puzzle, doc.answer, how)
            trials = tuple(genre.transformed(doc.puzzle, base, how)[1] for base in doc.trial_bases)
        except ValueError as e:
            self.window.show_error(translate("BoardCommands", "Cannot {transform}")
                            .format(transform=label[0].lower() + label[1:]), str(e))
            return False
        if not doc.apply(puzzle=puzzle, answer=answer, trials=trials, label=label):
            self.window.show_status(translate("BoardCommands", "{transform}: the puzzle looks the same")
                             .format(transform=label))
            return False
        self.window.show_status(translate("BoardCommands", "{transform}: done (Undo takes it back)")
                         .format(transform=label))
        return True
