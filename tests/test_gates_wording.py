"""Gates speaks as a game, not a puzzle: the mode is "Set up position" or
"Play", the end of a game is told from the person's side against the computer
and neutrally between two people, and the long announcement wraps."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel

from genres.core.document import Document
from genres.gates import GENRE, SWAP, GameState, Move
from genres.gates.genre import COMPUTER, PERSON, GatesGame
from genres.gates.wording import end_banner, how_it_ended

from editor.examples import load_example

pytestmark = pytest.mark.usefixtures("private_settings")


def played(variant, size, moves) -> GameState:
    state = GameState(variant, size, swap=False)
    for cell, orientation in moves:
        state = state.play(Move(cell, orientation))
    return state


# Finished games (found with RandomPlayer, replayed here move by move).
Y_LIGHT_WINS = played("y", 2, [(0, 0), (1, 0), (2, 0)])
HEX_DARK_WINS = played("hex", 3, [(4, 0), (5, 2), (0, 2), (3, 4), (6, 4), (7, 2), (8, 0),
                                  (1, 4), (2, 2)])
CROSS_DARK_JOINS_OPPOSITE = played("cross", 2, [(4, 0), (5, 2), (0, 0), (2, 2), (6, 4), (3, 0)])


def test_the_finished_games_end_as_the_tests_say():
    assert (Y_LIGHT_WINS.result.winner, Y_LIGHT_WINS.result.reason) == (0, "connected")
    assert (HEX_DARK_WINS.result.winner, HEX_DARK_WINS.result.reason) == (1, "connected")
    assert CROSS_DARK_JOINS_OPPOSITE.result.reason == "opposite-sides"


@pytest.mark.parametrize("players, banner", [
    ((PERSON, COMPUTER), "You won! Light connected all three sides"),
    ((COMPUTER, PERSON), "You lost: Light connected all three sides"),
    ((PERSON, PERSON), "Light wins: connected all three sides"),
    ((COMPUTER, COMPUTER), "Light wins: connected all three sides"),
])
def test_the_end_is_told_from_the_persons_side_against_the_computer(players, banner):
    assert end_banner(players, Y_LIGHT_WINS) == banner
    assert GENRE.game_status(GatesGame(Y_LIGHT_WINS, players)).banner == banner


def test_only_a_loss_of_the_person_at_the_board_is_marked_lost():
    assert not GENRE.game_status(GatesGame(Y_LIGHT_WINS, (PERSON, COMPUTER))).lost
    assert GENRE.game_status(GatesGame(Y_LIGHT_WINS, (COMPUTER, PERSON))).lost
    assert not GENRE.game_status(GatesGame(Y_LIGHT_WINS, (PERSON, PERSON))).lost


def test_each_board_says_how_the_game_was_won():
    assert how_it_ended(HEX_DARK_WINS) == "Dark joined the left and right sides"
    assert end_banner((PERSON, COMPUTER), HEX_DARK_WINS) == \
        "You lost: Dark joined the left and right sides"
    # Cross Gates: the loser's path joined opposite sides, and that is what is said.
    assert how_it_ended(CROSS_DARK_JOINS_OPPOSITE) == "Dark joined two opposite sides"
    assert end_banner((PERSON, COMPUTER), CROSS_DARK_JOINS_OPPOSITE) == \
        "You won! Dark joined two opposite sides"
    assert end_banner((PERSON, PERSON), CROSS_DARK_JOINS_OPPOSITE) == \
        "Light wins: Dark joined two opposite sides"


def test_after_a_swap_you_are_still_the_person():
    # The first player (a person) lays a tile, Dark swaps: the person now plays Dark.
    state = GameState("y", 2).play(Move(0, 0))
    state = state.play(SWAP)
    game = GatesGame(state, (PERSON, COMPUTER))
    assert game.player_kind(1) == PERSON       # Dark
    while not state.is_over:
        empty = next(c for c in range(state.board.cell_count) if state.tile_at(c) is None)
        state = state.play(Move(empty, 0))
    winner = "Light" if state.result.winner == 0 else "Dark"
    banner = end_banner((PERSON, COMPUTER), state)
    assert banner.startswith("You won!" if winner == "Dark" else "You lost:")
    assert winner in banner


def test_a_game_in_progress_has_no_banner():
    assert end_banner((PERSON, COMPUTER), GameState("y", 3)) == ""


# ----- in the window -----------------------------------------------------------------
@pytest.fixture
def make_window(open_window):
    return lambda document, size=(1100, 760): open_window(document, size=size)


def plain(text: str) -> str:
    return text.replace("&", "")


def test_the_modes_of_a_game_are_set_up_position_and_play(make_window):
    window = make_window(Document(GENRE, GatesGame(GameState("y", 4), (PERSON, PERSON))))
    acts = window.acts
    assert plain(acts.edit_mode.text()) == "Set up position"
    assert plain(acts.play_mode.text()) == "Play"
    toolbar_texts = [plain(a.text()) for a in window.mode_toolbar.actions()]
    assert "Set up position" in toolbar_texts and "Edit puzzle" not in toolbar_texts
    for action in (acts.edit_mode, acts.play_mode, acts.toggle_mode, acts.new_like_this,
                   acts.save, acts.properties, acts.rules_of_this):
        assert "puzzle" not in action.statusTip().lower(), action.statusTip()
    for key, action in acts.new_actions.items():
        if key.startswith(GENRE.key):
            assert "game" in action.statusTip() and "puzzle" not in action.statusTip()
    # A puzzle on the board: back to editing and solving.
    window.set_document(load_example("corral-01.json"))
    assert plain(acts.edit_mode.text()) == "Edit puzzle"
    assert acts.play_mode.statusTip() == "Solve the puzzle"


def test_the_game_panel_never_says_puzzle_and_names_the_set_up_mode(make_window):
    window = make_window(Document(GENRE, GatesGame(GameState("y", 4), (PERSON, COMPUTER))))
    window.set_mode("edit")
    panel = window.side_panel
    assert "Set up position — Light to move" in panel.turn_label.text()
    assert "Set up position" in panel.turn_button.toolTip()
    words = [w.text() for w in panel.findChildren(QLabel)] + \
        [w.text() for w in panel.findChildren(QAbstractButton)] + \
        [w.toolTip() for w in panel.findChildren(QLabel) + panel.findChildren(QAbstractButton)]
    assert not [w for w in words if "puzzle" in w.lower() or "position editor" in w.lower()]
    assert any("Set up position" in line for line in GENRE.game_status(window.document.puzzle, "edit").lines)
    assert window.input_help.text().startswith("Click an empty cell")


def test_the_end_banner_wraps_and_shows_in_full_at_800_by_600(make_window, qtbot):
    window = make_window(Document(GENRE, GatesGame(HEX_DARK_WINS, (PERSON, COMPUTER))),
                         size=(800, 600))
    banner = window.rule_panel.banner
    text = "You lost: Dark joined the left and right sides"
    assert banner.text() == text and banner.isVisible()
    assert window.side_panel.turn_label.text().endswith(text)
    assert banner.wordWrap()
    assert "#5a6473" in banner.styleSheet()          # a loss is not shown in the green of a win
    qtbot.waitUntil(lambda: banner.height() >= banner.heightForWidth(banner.width()))
    # Wider than the dock on one line: it must wrap rather than be cut off.
    assert banner.fontMetrics().horizontalAdvance(text) > banner.width()
    assert banner.height() >= 2 * banner.fontMetrics().lineSpacing()
    label = window.side_panel.turn_label
    assert label.height() >= label.heightForWidth(label.width())


def test_opening_a_game_where_the_computer_is_to_move_changes_nothing(qtbot, tmp_path):
    """Issue 12: opening never modifies; the computer replies only when asked (or in play)."""
    from editor.mainwindow import MainWindow
    record = tmp_path / "waiting.gates"
    record.write_text("Variant: Y Gates\nSize: 5\nSwap: off\n\nc:a1\n", encoding="utf-8")
    window = MainWindow()
    qtbot.addWidget(window)
    window.ask_save_changes = lambda: "discard"
    assert window.files.load_path(str(record))
    panel = window.side_panel
    assert window.document.puzzle.player_kind(window.document.puzzle.state.to_move) == "computer"
    qtbot.wait(300)
    assert not window.document.dirty and len(window.document.puzzle.state.moves) == 1
    assert not panel.computer_is_moving()
    assert "to let it move" in panel.info.text()
    panel.move_button.click()                       # asked: now it plays
    qtbot.waitUntil(lambda: len(window.document.puzzle.state.moves) == 2, timeout=15000)
    panel.shutdown()
    window.solver_panel.shutdown()
