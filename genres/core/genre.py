"""The genre interface: everything the editor, the CLI and the solver know
about a genre goes through one object of this class.

A genre's *puzzle* and *answer* are plain, immutable (or copy-on-write)
Python values of the genre's own types.  The editor never looks inside them;
it only hands them back to the genre.  Only :meth:`Genre.view` touches Qt,
and it imports the view module lazily so the CLI's ``solve``/``check`` never
load Qt.
"""
from __future__ import annotations

from genres.core.i18n import QT_TRANSLATE_NOOP, Translated

from dataclasses import dataclass
import json
from typing import Any, Callable, Hashable, Protocol, TYPE_CHECKING

from .grid import MAX_SIZE, check_size
from .violation import Violation

if TYPE_CHECKING:  # pragma: no cover
    from .sat import SatModel
    from .view import GenreView

Puzzle = Any
Answer = Any


class Encoding(Protocol):
    """A puzzle turned into SAT clauses, as the shared analysis needs it.

    ``facts`` maps each *answer fact* (a hashable key of the genre's choosing,
    e.g. ``("link", edge)``) to its SAT variable.  Two solutions are different
    exactly when some fact differs, so counting and forced facts work on
    these variables only (auxiliary variables such as loop direction never
    make two solutions count as two).
    """
    model: "SatModel"
    facts: dict[Hashable, int]

    def decode(self, values: dict[Hashable, bool]) -> Answer:
        """The answer a full assignment of the facts describes."""
        ...


@dataclass(frozen=True)
class PuzzleOption:
    """A puzzle-level setting the Properties dialog edits.

    ``choices`` lists (value, label) pairs; a bool option has choices
    ((False, "Off"), (True, "On")) and is shown as a check box.
    """
    key: str
    label: str
    value: Any
    choices: tuple[tuple[Any, str], ...]
    help: str = ""


@dataclass(frozen=True)
class GameStatus:
    """How a game stands, for the rule panel (genres of kind "game").

    ``title`` is a short heading ("Light to move"), ``lines`` plain sentences,
    ``banner`` the large announcement once the game is over ("Dark wins!");
    ``lost`` when it tells the person at the board that they lost (shown in a
    sober colour, not the green of a win)."""
    title: str
    lines: tuple[str, ...] = ()
    banner: str = ""
    lost: bool = False


def _genre_instance(module: str, qualname: str) -> "Genre":
    """The genre object of a class, as its module (or package) shares it as GENRE."""
    import importlib
    mod = importlib.import_module(module)
    cls = getattr(mod, qualname)
    package = importlib.import_module(module.rpartition(".")[0] or module)
    for candidate in (getattr(mod, "GENRE", None), getattr(package, "GENRE", None)):
        if type(candidate) is cls:
            return candidate
    return cls()


# The genre table, as Tatham's ``struct game``: every hook is declared on Genre
# below with its default; these have none and must be filled by every genre
# (the registry checks at load, genres.registry.check_genre).
REQUIRED_HOOKS: tuple[str, ...] = (
    "new_puzzle", "size", "resized", "empty_answer", "check", "puzzle_to_json",
    "puzzle_from_json", "answer_to_json", "answer_from_json", "view")
# ... and a genre of kind "puzzle" (one answer, solved by the solver) these too.
REQUIRED_FOR_PUZZLES: tuple[str, ...] = ("encode", "difference_cells")
# ... and a GridGenre these, which its new_puzzle and resized call.
REQUIRED_FOR_GRIDS: tuple[str, ...] = ("empty_puzzle", "cut_to_size")
KINDS = ("puzzle", "game")
# The window's words for a genre's boards (Genre.wording): "New game", "Save the puzzle..."
WORDINGS = ("puzzle", "game")
# What the window offers a genre, asked instead of its kind (each a bool on Genre).
CAPABILITIES: tuple[str, ...] = ("has_solution", "checkable", "offers_trials", "timed",
                                 "transformable", "resizes_from_play", "starts_in_play")


class Genre:
    """Base class of a genre: the table of every hook a genre may fill, each
    with its default; :data:`REQUIRED_HOOKS` (and, by kind, the lists after it)
    have none and must be filled."""

    def __reduce__(self):
        # A genre travels to the solver's child process by name: the child uses
        # its own shared object (never a copy with a test's patches on it).
        return _genre_instance, (type(self).__module__, type(self).__qualname__)

    key: str = ""            # stable id written into files, e.g. "circumnavi-gates"
    name: str = ""           # shown to users, e.g. "Circumnavi-Gates"
    kind: str = "puzzle"     # "puzzle" (one answer) or "game" (two players)
    default_size: tuple[int, int] = (10, 10)
    min_size: tuple[int, int] = (1, 1)
    help_resource: str = ""  # file name under resources/help/
    # What the rule panel says while the player has not started.
    start_hint: str = Translated("core", QT_TRANSLATE_NOOP("core", "Start solving: every rule is checked "
                                                           "as you go."))

    # Variants offered under File > New as separate entries: (variant key, label).
    # Empty for a genre with a single kind.
    variants: tuple[tuple[str, str], ...] = ()

    # Conflicts each solver may spend per round on an explanation's trial
    # question (a reason with some groups switched off) before it counts as
    # "not shown"; None: no cap beyond the lazy-round budget.  Ore Soccer
    # sets one: a few of its trials take a solver minutes otherwise.
    trial_conflicts: int | None = None

    # Names of clue groups that act on the whole board although they point at
    # a few cells: an explanation counts them as near every fact (distance 0),
    # so a reason at a narrow scope may cite them.  Ore Soccer's goal ("the
    # path runs on until it enters the goal") binds every path cell; counted
    # by its top-row cells, a fact at the bottom found its cheapest reasons
    # only with every clue in scope (a 12x12's first hint 10.5 -> 3.7 s CPU).
    everywhere_clues: tuple[str, ...] = ()

    # Radii (in cells) of the repairs an explanation tries before it asks
    # whether a rule family is needed in a reason (explain_search.repair):
    # a solution is first sought with every fact farther than the radius
    # from the fact being explained held to the puzzle's solution, one short
    # solver round each.  Empty: no repairs.  Ore Soccer sets them: with its
    # straight or moves rule off, a solution is a small detour of the known
    # one, which the solver finds at once near the fact and only after
    # thousands of conflicts on the whole board.
    repair_radii: tuple[int, ...] = ()

    # Remembered solutions bound what a reason costs at least (a hitting-set
    # bound, genres/core/clue_bounds.py), so a fact that cannot beat the
    # cheapest step is given up with fewer solver calls.  Reading which clues a
    # solution holds costs a pass over their clauses per solution, which pays
    # where deletion trials are dear: Ore Soccer (a 12x12's first hint 107,000
    # -> 63,000 conflicts, 7.0 -> 4.2 s CPU; eight explanations 189 -> 166 s).
    # Tried on Corral and Hebi-Ichigo 10x10s: slower (their trials are cheap,
    # their clues many and large), so other genres leave it off.
    clue_bounds: bool = False
    # The same for a hint alone (None: as ``clue_bounds``).  A hint asks every
    # fact once against a step found early and gives most up, where a whole
    # explanation keeps what it learnt from step to step: Corral sets it (a
    # 20x20 solve's hints: p90 4.1 -> 3.1 s; an A/M 20x20's longest 8.2 -> 5.1
    # s), while a 36x20 Circumnavi-Gates solve's hints were slower with it.
    hint_clue_bounds: bool | None = None
    # How a hint's deletion pass asks a reason's clues and known facts
    # (explain_search.ExplainSession._delete): ``hint_batches``, several at
    # once (HINT_BATCH_MOST); ``hint_grow_from``, from a reason with at least
    # this many known facts, the facts it needs are first grown from none
    # (ExplainSession._grow; 0: never).  Both pay where a deletion trial
    # takes tens of milliseconds, most of them proving there is no solution:
    # Ore Soccer sets them (a 12x12's first hint 2.9 -> 2.5 s CPU with
    # batches; the hint path's longest, its 4th hint, 3.7 -> 2.2 s with
    # growing too).  On Corral and Circumnavi-Gates, whose trials are cheap,
    # they were slower (an A/M Corral 20x20 path's longest 1.5 -> 2.7 s with
    # batches; a Circumnavi-Gates 36x20's last hint 2.4 -> 7.2 s grown).
    hint_batches: bool = False
    hint_grow_from: int = 0
    # Whether the window's hint child keeps the puzzle's explanation session
    # from hint to hint (explaining.HintServer): its solvers then keep what
    # they learnt, as a whole explanation's do from step to step.  Measured at
    # every state of the bench solves, fresh against kept (2026-11-25, CPU s):
    # Ore Soccer 12x12 hints median 0.89 -> 0.08, sum 20.6 -> 9.2 (the longest
    # after the first 3.8 -> 1.7); Hebi-Ichigo 15x15 median 0.08 -> 0.02, sum
    # 7.7 -> 3.0.  The genres with lazy connectivity cuts gained in sum but
    # lost at the end of a solve, where a hint shrinks a hundred facts'
    # reasons with a solver grown large (Corral 20x20's last hint 1.7 -> 3.3,
    # A/M Corral 20x20's longest 1.75 -> 2.49, Circumnavi-Gates 36x20's last
    # 2.6 -> 4.3): they start afresh.
    keeps_hint_session: bool = False

    # ----- what the window offers (CAPABILITIES: asked instead of ``kind``) ------
    # A puzzle has one answer: the solver finds it, the rules check it, trials
    # guess at it, the clock times it.  A game (Gates) has none of these and
    # sets them False; the registry checks them when the genre loads.
    has_solution: bool = True      # the Solver panel, hints, the book's answers, solve/explain/grade
    checkable: bool = True         # Check and errors as you go; else the rule panel shows game_status
    offers_trials: bool = True     # Trial mode: guesses to take back
    timed: bool = True             # the play timer
    transformable: bool = True     # rotate and flip
    resizes_from_play: bool = True  # Resize in Play switches to Edit (else: set up in Edit only)
    starts_in_play: bool = False   # a new one, or one opened without a mode, opens in Play
    wording: str = "puzzle"        # the window's words for it, one of WORDINGS

    # A genre whose board has a single size (rows; columns ignored) sets this.
    one_size: bool = False
    # The largest (rows, columns) File > New offers.
    max_size: tuple[int, int] = (MAX_SIZE, MAX_SIZE)

    # Clue analysis (genres.core.clue_analysis): a genre that can propose clues
    # sets this to a method ``clue_candidates(puzzle, solution)``; None: not offered
    # (the editor then hides Suggest Clues).
    clue_candidates: Callable[[Puzzle, Answer], Any] | None = None

    def fills(self, hook: str) -> bool:
        """Whether the genre fills a hook that has a default (overrides it): e.g.
        only a genre filling ``is_complete`` knows what "finished" means."""
        return getattr(type(self), hook, None) is not getattr(Genre, hook, None)

    # ----- model -------------------------------------------------------
    def default_size_for(self, variant: str | None) -> tuple[int, int]:
        """The size File > New proposes for a variant (default: default_size)."""
        return self.default_size

    def new_puzzle(self, rows: int, cols: int, variant: str | None = None) -> Puzzle:
        """An empty puzzle of the given size (and variant, for genres that have them)."""
        raise NotImplementedError

    def puzzle_options(self, puzzle: Puzzle) -> list["PuzzleOption"]:
        """Puzzle-level settings shown in File > Properties (e.g. a rule option)."""
        return []

    def with_option(self, puzzle: Puzzle, key: str, value: Any) -> Puzzle:
        """The puzzle with one of its :meth:`puzzle_options` changed."""
        raise KeyError(key)

    def size(self, puzzle: Puzzle) -> tuple[int, int]:
        """(rows, columns) of a puzzle."""
        raise NotImplementedError

    def resized(self, puzzle: Puzzle, rows: int, cols: int) -> Puzzle:
        """The puzzle cut or extended to a new size, keeping what still fits."""
        raise NotImplementedError

    def with_margins(self, puzzle: Puzzle, answer: Answer, top: int, bottom: int,
                     left: int, right: int) -> tuple[Puzzle, Answer]:
        """The puzzle and answer with rows and columns added (positive counts) or
        removed (negative) on each side, every clue staying on its cell.
        ValueError naming the problem when the result is not a valid puzzle."""
        raise ValueError(f"{self.name} boards cannot be extended on a chosen side")

    def transformed(self, puzzle: Puzzle, answer: Answer, how: str) -> tuple[Puzzle, Answer]:
        """The puzzle and answer rotated or flipped as a whole; ``how`` is a key
        of :data:`genres.core.transform.TRANSFORMS`.  ValueError with the reason
        when the genre refuses (e.g. a goal that must stay in the top row)."""
        raise ValueError(f"{self.name} puzzles cannot be rotated or flipped")

    def normalized(self, puzzle: Puzzle) -> Puzzle:
        """The puzzle with its derived parts filled in (e.g. a count clue the
        editor maintains).  Called after every edit."""
        return puzzle

    def empty_answer(self, puzzle: Puzzle) -> Answer:
        raise NotImplementedError

    def clean_answer(self, puzzle: Puzzle, answer: Answer) -> Answer:
        """The answer with whatever no longer fits the (edited) puzzle removed."""
        return answer

    # ----- rules -------------------------------------------------------
    def check(self, puzzle: Puzzle, answer: Answer) -> list[Violation]:
        """Every broken answer rule; an empty list means the puzzle is solved."""
        raise NotImplementedError

    def construction_problems(self, puzzle: Puzzle) -> list[Violation]:
        """Problems of the puzzle itself (shown while editing); severity "warning"
        when play can go on regardless."""
        return []

    def is_blank(self, puzzle: Puzzle, answer: Answer) -> bool:
        """True when the player has not started (no violation colours yet)."""
        return answer == self.empty_answer(puzzle)

    def is_complete(self, puzzle: Puzzle, answer: Answer) -> bool:
        """True when the answer looks finished (the loop is closed, the path
        reaches the goal, ...): the window then lists every broken rule, the
        ``"unfinished"`` ones too, without the player asking for a check.
        A genre overrides this; the default treats any started answer as
        complete (every rule shown, as before the distinction existed)."""
        return not self.is_blank(puzzle, answer)

    def variant_name(self, puzzle: Puzzle) -> str:
        """The name of the puzzle's kind for titles ("Untitled Additive/Multiplicative
        Corral"); the genre's name unless the variant has one of its own."""
        return self.name

    def rules_summary(self, puzzle: Puzzle) -> str:
        """The genre's rules in one sentence, printed under each puzzle of a book
        (variant-aware where variants differ); "" prints nothing."""
        return ""

    def game_status(self, puzzle: Puzzle, mode: str = "play") -> GameStatus:
        """Genres of kind "game": whose turn, or who won (shown by the rule panel)."""
        return GameStatus(self.name)

    # ----- native JSON -------------------------------------------------
    def puzzle_to_json(self, puzzle: Puzzle) -> dict:
        raise NotImplementedError

    def puzzle_from_json(self, data: Any) -> Puzzle:
        """Raise PuzzleFormatError naming the problem on any bad input."""
        raise NotImplementedError

    def answer_to_json(self, puzzle: Puzzle, answer: Answer) -> dict:
        raise NotImplementedError

    def answer_from_json(self, puzzle: Puzzle, data: Any) -> Answer:
        """Raise PuzzleFormatError naming the problem on any bad input."""
        raise NotImplementedError

    # ----- other formats (puzz.link URL, pzprv3, ...) -------------------
    def formats(self) -> list:
        """Extra text formats this genre reads and writes (see core.formats)."""
        return []

    def link_codec(self):
        """The genre's part of a ``puzzlewright:`` link (a genres.core.links.LinkCodec),
        or None: only genres or variants puzz.link cannot hold need one."""
        return None

    # ----- solver ------------------------------------------------------
    def encode(self, puzzle: Puzzle) -> Encoding:
        """The puzzle as SAT clauses (see :class:`Encoding`)."""
        raise NotImplementedError

    # ----- explanations (hints, step-by-step solving, grading) ----------
    def answer_facts(self, puzzle: Puzzle, answer: Answer) -> dict:
        """The player's marks as answer facts (keys as in ``encode(puzzle).facts``):
        a drawn line is a fact that is true, a cross one that is false.  A hint
        starts from these; marks with no fact (a note) are left out."""
        return {}

    def answer_with_facts(self, puzzle: Puzzle, answer: Answer, facts: dict) -> Answer:
        """The answer with facts (keys as in ``encode(puzzle).facts``) drawn in
        as a player would draw them: a true fact becomes its mark (a line, a
        digit, ...), a false one the genre's "no" mark (a cross, a dot, ...)
        where it has one.  This is how a hint is applied.

        A fact replaces a mark that contradicts it at the same place; every
        other mark, notes included, stays.  The result is a valid answer of
        the genre, and ``answer_facts`` of it agrees with ``facts`` on every
        fact a mark can show (each genre says which facts no mark shows)."""
        raise NotImplementedError(f"{self.name} cannot draw facts into an answer")

    def fact_text(self, puzzle: Puzzle, fact: Hashable, value: bool) -> str:
        """A fact in plain words, for a hint's sentence: "the loop runs from
        row 2, column 5 to row 2, column 6", "row 3, column 1 is outside"."""
        return f"{fact} is {'true' if value else 'false'}"

    def fact_texts(self, puzzle: Puzzle, facts: dict) -> list[str]:
        """Several facts in plain words, for one sentence: by default each
        fact's own text.  A genre may leave out what another fact already says
        ("holds no 2" beside "holds a 5" in the same cell)."""
        return [self.fact_text(puzzle, f, v) for f, v in facts.items()]

    def fact_cells(self, puzzle: Puzzle, fact: Hashable) -> tuple:
        """The cells a fact is about, to light up on the board."""
        return ()

    def markable(self, puzzle: Puzzle, fact: Hashable, value: bool) -> bool:
        """Whether a player can draw the fact as a mark of its own (a line, a
        cross, a digit); "row 3, column 4 holds no 2" has none in Hebi-Ichigo.
        A hint prefers such facts, so that Fill in draws something."""
        return True

    def trivial_facts(self, puzzle: Puzzle) -> frozenset:
        """Answer facts the board settles with no deduction at all (no line
        enters a black cell, a goal cell is never a destination, ...).  The
        forced-facts overlay leaves them out so the real deductions stand out,
        and says how many it left out.  Keys as in ``encode(puzzle).facts``."""
        return frozenset()

    def difference_cells(self, puzzle: Puzzle, a: Answer, b: Answer) -> list[tuple[int, int]]:
        """Cells where two answers differ (to show where two solutions part)."""
        raise NotImplementedError

    def solution_answer(self, puzzle: Puzzle, solution: Answer, answer: Answer) -> Answer:
        """The player's answer replaced by a solver solution (notes dropped)."""
        return solution

    def answer_text(self, puzzle: Puzzle, answer: Answer, unicode: bool | None = None) -> str:
        """The answer for a terminal (``puzzlewright solve``): by default its
        native JSON on one line; a genre draws it as a text grid instead."""
        return json.dumps(self.answer_to_json(puzzle, answer), separators=(",", ":"))

    def cli_verbs(self) -> dict[str, str]:
        """Command-line verbs of the genre's own (``puzzlewright gates-match``):
        verb -> module whose ``run(argv) -> int`` runs it, imported when used."""
        return {}

    # ----- view --------------------------------------------------------
    def view(self) -> "GenreView":
        """The Qt view of this genre (imported lazily)."""
        raise NotImplementedError


class GridGenre(Genre):
    """A genre on a square grid whose puzzles have ``rows`` and ``cols`` fields.

    It checks the size once for new and resized puzzles (ValueError naming the
    problem); a subclass says what an empty puzzle is and what a smaller or
    larger copy keeps."""

    def new_puzzle(self, rows: int, cols: int, variant: str | None = None) -> Puzzle:
        check_size(rows, cols)
        return self.empty_puzzle(rows, cols, variant)

    def size(self, puzzle: Puzzle) -> tuple[int, int]:
        return puzzle.rows, puzzle.cols

    def resized(self, puzzle: Puzzle, rows: int, cols: int) -> Puzzle:
        check_size(rows, cols)
        return self.cut_to_size(puzzle, rows, cols)

    def empty_puzzle(self, rows: int, cols: int, variant: str | None) -> Puzzle:
        """An empty puzzle of a size already checked (see :meth:`new_puzzle`)."""
        raise NotImplementedError

    def cut_to_size(self, puzzle: Puzzle, rows: int, cols: int) -> Puzzle:
        """The puzzle cut or extended to a size already checked (see :meth:`resized`)."""
        raise NotImplementedError
