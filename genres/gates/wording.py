"""How the studio speaks about a Gates game: a game, not a puzzle.

The window's edit mode is "Set up position" for a game; the end of a game is
told from the person's point of view when one person plays the computer
("You won! Light connected all three sides", "You lost: Dark ..."), and
neutrally ("Dark wins: ...") when two people (or two computers) play.
No Qt here: the genre's status texts and the panel share these words.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, translate

from .board import HEX_GATES, HEX_GOALS, Y_GATES
from .game import GameState
from .tiles import COLOUR_NAMES, DARK, LIGHT, other

SET_UP = QT_TRANSLATE_NOOP("gates", "Set up position")  # the name of edit mode for a game
PLAY = QT_TRANSLATE_NOOP("gates", "Play")
_COLOUR_WORDS = (QT_TRANSLATE_NOOP("gates", "Light"), QT_TRANSLATE_NOOP("gates", "Dark"))
_SIDE_WORDS = (QT_TRANSLATE_NOOP("gates", "top"), QT_TRANSLATE_NOOP("gates", "bottom"),
               QT_TRANSLATE_NOOP("gates", "left"), QT_TRANSLATE_NOOP("gates", "right"),
               QT_TRANSLATE_NOOP("gates", "upper right"), QT_TRANSLATE_NOOP("gates", "lower right"),
               QT_TRANSLATE_NOOP("gates", "lower left"), QT_TRANSLATE_NOOP("gates", "upper left"))

PERSON = "person"                # a player kind (genre.py has COMPUTER, the other)


def colour_name(colour: int) -> str:
    """"Light" or "Dark" in the installed language (COLOUR_NAMES stays English
    for the notation and the command line)."""
    return translate("gates", COLOUR_NAMES[colour])


def side_name(name: str) -> str:
    """A board side ("top", "upper left") in the installed language."""
    return translate("gates", name)


def set_up_name() -> str:
    return translate("gates", SET_UP)


def how_it_ended(state: GameState) -> str:
    """What decided the game, as a short clause naming the colour that did it:
    "Light connected all three sides", "Dark joined two opposite sides"."""
    r = state.result
    if r is None:
        return ""
    if r.winner is None:
        return (translate("gates", "the board is full") if r.reason == "board-full"
                else translate("gates", "nobody can lay a tile"))
    who = colour_name(r.winner)
    if r.reason != "connected":        # Cross Gates: the loser joined opposite sides
        return translate("gates", "{colour} joined two opposite sides").format(colour=colour_name(other(r.winner)))
    if state.variant == Y_GATES:
        return translate("gates", "{colour} connected all three sides").format(colour=who)
    if state.variant == HEX_GATES:
        names = state.board.side_names
        # "top and bottom", "left and right": the order people say them in
        goal = sorted((names[s] for s in range(4) if HEX_GOALS[r.winner] >> s & 1),
                      key=lambda name: name in ("bottom", "right"))
        return translate("gates", "{colour} joined the {first} and {second} sides").format(
            colour=who, first=side_name(goal[0]), second=side_name(goal[1]))
    return translate("gates", "{colour} touched three non-adjacent sides").format(colour=who)


def the_person(players: tuple[str, str], state: GameState) -> int | None:
    """The colour the one person plays against the computer, or None when two
    people (or two computers) play."""
    people = [colour for colour in (LIGHT, DARK)
              if players[state.player_of(colour) - 1] == PERSON]
    return people[0] if len(people) == 1 else None


def end_banner(players: tuple[str, str], state: GameState) -> str:
    """The announcement once the game is over ("" while it goes on)."""
    r = state.result
    if r is None:
        return ""
    how = how_it_ended(state)
    if r.winner is None:
        return translate("gates", "Draw: {how}").format(how=how)
    you = the_person(players, state)
    if you is None:
        who = colour_name(r.winner)
        # "Dark wins: connected all three sides", without naming Dark twice
        if how.startswith(who + " "):
            how = how[len(who) + 1:]
        return translate("gates", "{colour} wins: {how}").format(colour=who, how=how)
    return (translate("gates", "You won! {how}") if r.winner == you else
            translate("gates", "You lost: {how}")).format(how=how)
