"""Genre variants under File > New and puzzle options in File > Properties."""
from __future__ import annotations

import pytest

from genres.circumnavi import GENRE as SLALOM
from genres.corral import GENRE as CORRAL
from genres.core.document import Document

from editor.dialogs import NewPuzzleDialog, PropertiesDialog
from editor.mainwindow import MainWindow


# Every test here gets its own settings file (tests/conftest.py): never the user's.
pytestmark = pytest.mark.usefixtures("private_settings")


def test_new_dialog_offers_variants_only_for_genres_that_have_them(qtbot):
    dlg = NewPuzzleDialog([SLALOM, CORRAL], SLALOM)
    qtbot.addWidget(dlg)
    assert dlg.variant_box.isHidden()
    assert dlg.values()[3] is None
    dlg.genre_box.setCurrentIndex(1)
    assert not dlg.variant_box.isHidden()
    labels = [dlg.variant_box.itemText(i) for i in range(dlg.variant_box.count())]
    assert labels == [label for _, label in CORRAL.variants]


def test_new_dialog_starts_on_the_variant_chosen_in_the_menu(qtbot):
    variant = CORRAL.variants[1][0]
    dlg = NewPuzzleDialog([SLALOM, CORRAL], CORRAL, variant=variant)
    qtbot.addWidget(dlg)
    genre, rows, cols, chosen = dlg.values()
    assert genre is CORRAL and chosen == variant


def test_new_puzzle_of_a_variant_creates_that_variant(qtbot):
    window = MainWindow(Document(SLALOM, SLALOM.new_puzzle(4, 4)))
    qtbot.addWidget(window)
    window.ask_save_changes = lambda: "discard"
    variant = CORRAL.variants[1][0]
    assert window.files.new_puzzle(CORRAL, 6, 6, variant)
    assert window.document.genre is CORRAL
    assert window.document.puzzle.variant == variant


def test_properties_change_a_puzzle_option_as_one_undo_step(qtbot):
    window = MainWindow(Document(CORRAL, CORRAL.new_puzzle(6, 6, CORRAL.variants[0][0])))
    qtbot.addWidget(window)
    dlg = window.show_properties_dialog()
    assert "variant" in dlg.option_fields
    _, box = dlg.option_fields["variant"]
    box.setCurrentIndex(1)
    dlg.title.setText("Pairs")
    dlg.accept()
    doc = window.document
    assert doc.puzzle.variant == CORRAL.variants[1][0]
    assert doc.metadata["title"] == "Pairs"
    doc.undo()
    assert doc.puzzle.variant == CORRAL.variants[0][0]
    assert doc.metadata.get("title", "") == ""


def test_properties_without_options_show_only_title_and_author(qtbot):
    dlg = PropertiesDialog({"title": "T"}, None, SLALOM.puzzle_options(SLALOM.new_puzzle(3, 3)))
    qtbot.addWidget(dlg)
    assert dlg.option_fields == {}
    assert dlg.option_values() == {}


def test_file_dialogs_list_every_registered_file_format():
    from editor.filecommands import file_filters
    opening = file_filters(opening=True)
    first = opening.split(";;")[0]
    for ext in ("*.json", "*.txt", "*.gates"):
        assert ext in first          # one entry opens anything Puzzlewright reads
    saving = file_filters(opening=False).split(";;")
    assert saving[0].endswith("(*.json)")   # native first: what Save proposes
    assert any("*.gates" in entry for entry in saving)
    assert saving[-1] == "All files (*)"


@pytest.mark.parametrize("key", ["circumnavi-gates", "corral", "hebi-ichigo", "ore-soccer"])
def test_the_rule_panel_tells_a_new_player_how_this_genre_starts(qtbot, key):
    from genres.registry import get_genre
    genre = get_genre(key)
    window = MainWindow(Document(genre, genre.new_puzzle(5, 5)))
    qtbot.addWidget(window)
    window.set_mode("play")
    texts = [window.rule_panel.list.item(i).text() for i in range(window.rule_panel.list.count())]
    assert genre.start_hint in texts
    hints = {get_genre(k).start_hint for k in ("circumnavi-gates", "corral", "hebi-ichigo", "ore-soccer")}
    assert len(hints) == 4   # each genre says its own first step
