"""How the studio speaks about a Gates game: a game, not a puzzle.

The window's edit mode is "Set up position" for a game; the end of a game is
told from the person's point of view when one person plays the computer
("You won! Light connected all three sides", "You lost: Dark ..."), and
neutrally ("Dark wins: ...") when two people (or two computers) play.
No Qt here: the genre's status texts and the panel share these words.
"""
from __future__ import annotations

from .board import HEX_GATES, HEX_GOALS, Y_GATES
from .game import GameState
from .tiles import COLOUR_NAMES, DARK, LIGHT, other

SET_UP = "Set up position"      # the name of edit mode for a game
PLAY = "Play"

PERSON = "person"                # a player kind (genre.py has COMPUTER, the other)


def how_it_ended(state: GameState) -> str:
    """What decided the game, as a short clause naming the colour that did it:
    "Light connected all three sides", "Dark joined two opposite sides"."""
    r = state.result
    if r is None:
        return ""
    if r.winner is None:
        return "the board is full" if r.reason == "board-full" else "nobody can lay a tile"
    who = COLOUR_NAMES[r.winner]
    if r.reason != "connected":        # Cross Gates: the loser joined opposite sides
        return f"{COLOUR_NAMES[other(r.winner)]} joined two opposite sides"
    if state.variant == Y_GATES:
        return f"{who} connected all three sides"
    if state.variant == HEX_GATES:
        names = state.board.side_names
        # "top and bottom", "left and right": the order people say them in
        goal = sorted((names[s] for s in range(4) if HEX_GOALS[r.winner] >> s & 1),
                      key=lambda name: name in ("bottom", "right"))
        return f"{who} joined the {goal[0]} and {goal[1]} sides"
    return f"{who} touched three non-adjacent sides"


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
        return f"Draw: {how}"
    you = the_person(players, state)
    if you is None:
        who = COLOUR_NAMES[r.winner]
        # "Dark wins: connected all three sides", without naming Dark twice
        return f"{who} wins: {how[len(who) + 1:] if how.startswith(who + ' ') else how}"
    return f"You won! {how}" if r.winner == you else f"You lost: {how}"
