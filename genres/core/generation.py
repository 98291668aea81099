"""Generate a puzzle of a chosen genre, size, difficulty and clue symmetry.

The shared layer over each genre's own generator (``genres/<genre>/generating.py``,
a :class:`Maker`):

1. the maker builds a random puzzle with a unique solution from a seeded
   ``random.Random`` (its clue layout obeying the symmetry asked for);
2. clues are taken away one at a time (each removal the maker allows, kept
   when the solver still finds one solution): the puzzle is then *minimal*;
3. the puzzle is graded by the explainer (the grader's levels, see
   :mod:`genres.core.grading`): a step above the asked band rejects it at
   once; a puzzle kept has had its whole explanation, so its grade is the
   grade verb's;
4. too hard and not asked to be minimal: a clue read off the solution is
   added near the hardest step, and the puzzle is graded again; too easy (or
   still too hard): a fresh attempt from the next seed in the sequence.

Everything follows from the seed: attempt ``k`` draws from
``Random(f"{seed}:{k}")``, so the same seed and options give the same puzzle.
"""
from __future__ import annotations

import importlib
from contextlib import contextmanager
from itertools import islice
import random
from dataclasses import dataclass, field
from typing import Any, Callable, Iterable, Iterator

from . import childproc
from .analysis import CancelToken, budgeted_verdict
from .explain import Stepper, explain
from .explain_search import ExplainSession
from .explain_steps import DEDUCTION, Step
from .grading import STAR_LEVELS, Difficulty, difficulty

# The grader's levels (the hardest step's level) each difficulty spans on a
# board of up to 7x7; None: no upper bound.  easy = 1-2 stars, medium = 3,
# hard = 4-5.  A genre whose easiest puzzles start higher up the scale has its
# own (Maker.bands); bigger boards move every band up (size_shift).
DIFFICULTIES: dict[str, tuple[int, int | None]] = {
    "easy": (0, 3),
    "medium": (4, 5),
    "hard": (6, None),
}
SYMMETRIES = ("none", "rot180", "mirror")
SYMMETRY_WORDS = {"none": "no symmetry", "rot180": "180° rotation", "mirror": "left-right mirror"}

# Where each genre's maker lives (by the genre's key in native files).
MAKER_MODULES = {
    "circumnavi-gates": "genres.circumnavi.generating",
    "corral": "genres.corral.generating",
    "hebi-ichigo": "genres.hebi.generating",
    "ore-soccer": "genres.soccer.generating",
}
childproc.add_preload(__name__)   # the window's generator child starts warm

ATTEMPTS = 30            # fresh puzzles tried before giving up
# ... for a hard puzzle: a minimal design seldom reaches hard (a Circumnavi-Gates
# 8x8, level 7: 2 to 4 of 60 designs for seeds 4 and 5, found at attempts 54 and 34).
# The attempts are the same sequence, so a puzzle found within 30 is unchanged.
ATTEMPTS_HARD = 60
CLUES_ADDED = 12         # clues added to make one attempt easier, at most


def partner(rows: int, cols: int, cell: tuple[int, int], symmetry: str) -> tuple[int, int]:
    """The cell a clue on ``cell`` is paired with under the symmetry (itself for none)."""
    r, c = cell
    if symmetry == "rot180":
        return (rows - 1 - r, cols - 1 - c)
    if symmetry == "mirror":
        return (r, cols - 1 - c)
    return cell


class GenerationError(Exception):
    """No puzzle could be made as asked (bad options, or every attempt failed)."""


@dataclass(frozen=True)
class Request:
    genre: str                    # the genre's key (MAKER_MODULES)
    rows: int
    cols: int
    variant: str | None = None    # None: the genre's first variant
    difficulty: str | None = None  # a key of DIFFICULTIES; None: any
    symmetry: str | None = None   # None: the variant's first ("none", or rot180 where required)
    minimal: bool = False
    seed: int = 0


@dataclass
class Made:
    """A generated puzzle, its solution, its grade, and how it was found."""
    request: Request
    puzzle: Any
    solution: Any
    grade: Difficulty
    attempts: int = 1
    clues_added: int = 0

    @property
    def level(self) -> str:
        """The difficulty word the grade falls in."""
        r = self.request
        return level_of(self.grade.hardest_level, bands_for(maker_for(r.genre), r.rows, r.cols))

    def title(self, genre: Any) -> str:
        r = self.request
        return f"{genre.variant_name(self.puzzle)} {r.rows}x{r.cols}, {self.level}, seed {r.seed}"


SIZE_STEPS = (49, 81, 144)   # the board areas past which the bands move up a level


def size_shift(rows: int, cols: int, steps: tuple[int, ...] = SIZE_STEPS) -> int:
    """How far up the scale a board's bands sit.  The grader counts every
    three known facts a step needs, and on a bigger board the widest steps
    need more of them: a 10x10 Corral with every number shown still needs a
    level 5-6 step, an 8x8 one level 4, a 6x6 one level 3.  (``steps``: a
    genre's own areas, Maker.size_steps.)"""
    area = rows * cols
    return sum(1 for most in steps if area > most)


def bands_for(maker: "Maker", rows: int, cols: int) -> dict[str, tuple[int, int | None]]:
    """The genre's difficulty bands on a board of this size (easy always starts at 0)."""
    shift = size_shift(rows, cols, maker.size_steps) if maker.shifts_with_size else 0
    out = {}
    for name, (lo, hi) in maker.bands.items():
        out[name] = (lo + shift if lo else 0, None if hi is None else hi + shift)
    return out


def star_scale(genre_key: str, rows: int, cols: int) -> tuple[int, ...]:
    """The highest level of 1, 2, 3 and 4 stars for a puzzle of this genre and
    size, read off the same bands as the difficulty words, so stars and words
    agree: easy is 1 star up to its top level but one and 2 stars at it,
    medium 3 stars, hard 4 stars up to one above its first level and 5 beyond.
    The default bands up to 7x7 give grading.STAR_LEVELS; a genre that has
    no maker keeps those."""
    if genre_key not in MAKER_MODULES:
        return STAR_LEVELS
    bands = bands_for(maker_for(genre_key), rows, cols)
    easy_top, medium_top, hard_first = bands["easy"][1], bands["medium"][1], bands["hard"][0]
    return (easy_top - 1, easy_top, medium_top, hard_first + 1)


def grade_of(genre: Any, puzzle: Any, steps: list[Step]) -> Difficulty:
    """The difficulty of a puzzle explained by ``steps``, in stars on its genre's and size's scale."""
    return difficulty(steps, star_scale(genre.key, *genre.size(puzzle)))


def level_of(hardest_level: int, bands: dict = DIFFICULTIES) -> str:
    for name, (lo, hi) in bands.items():
        if hardest_level >= lo and (hi is None or hardest_level <= hi):
            return name
    return "hard"


class Maker:
    """A genre's generator, as the shared layer drives it.  Subclasses fill in
    ``variants``, ``symmetries`` and the methods."""
    variants: tuple[str, ...] = ()
    # Per variant, the clue symmetries the genre can build ("none" first).
    symmetries: dict[str, tuple[str, ...]] = {}
    # Why a symmetry is not among them, where the genre's rules say so
    # (the error and the Generate dialog name the reason).
    refused: dict[str, str] = {}
    smallest: tuple[int, int] = (4, 4)
    bands: dict[str, tuple[int, int | None]] = DIFFICULTIES
    # Whether bigger boards move the bands up (size_shift); False for a genre
    # whose hardest steps do not grow with the board.
    shifts_with_size: bool = True
    size_steps: tuple[int, ...] = SIZE_STEPS
    # Whether a medium puzzle on a large board (FULL_DESIGN_AREA) starts from
    # the maker's own design rather than a minimal one: for a genre whose
    # minimal large designs are mostly too hard for medium, so that clues were
    # added back one whole grading at a time.
    full_design_first: bool = False

    def make(self, rows: int, cols: int, variant: str, symmetry: str, rng: random.Random,
             token: CancelToken | None) -> tuple[Any, Any]:
        """A puzzle with a unique solution, and that solution."""
        raise NotImplementedError

    def removals(self, puzzle: Any, solution: Any, symmetry: str) -> list[tuple[str, Any]]:
        """Every puzzle with one clue (a symmetric pair of clues) taken away that
        the planted solution still solves and the construction rules allow:
        (name of what went, puzzle)."""
        raise NotImplementedError

    def removal_rank(self, name: str) -> int:
        """The order minimise tries removals in, by their names: every
        removal of the lowest rank left before any of a higher one (each
        picked at random among its rank).  Default: all alike."""
        return 0

    # Whether a clue added can let a second solution in (a Hebi-Ichigo black
    # cell cuts lines of sight short, and the arrows behind it read anew):
    # then only additions shown unique are offered, as grading a puzzle that
    # is not wasted a whole explanation (12-24 s on a 15x15).
    added_clue_can_unpin: bool = False

    def open_board(self, puzzle: Any) -> Any:
        """For a genre whose puzzles of one board size can share one encoding
        (the clues as assumptions): an object answering ``is_unique(puzzle,
        token)`` as :func:`is_unique` does, and ``verdict(puzzle, token)`` as
        solve_verdict, for every puzzle of ``puzzle``'s size, and closed as a
        context manager.  None: each puzzle is encoded afresh."""
        return None

    def additions(self, puzzle: Any, solution: Any, symmetry: str) -> list[tuple[tuple, Any]]:
        """Puzzles with one more clue (pair) read off the solution: (the new
        clues' cells, puzzle).  None added when the genre has no such clue."""
        return []

    def shape(self, puzzle: Any, solution: Any) -> dict[str, float]:
        """A few numbers saying what the solution looks like (for the bench)."""
        return {}


def maker_for(genre_key: str) -> Maker:
    module = MAKER_MODULES.get(genre_key)
    if module is None:
        raise GenerationError(f"cannot generate {genre_key!r} puzzles "
                              f"(generated genres: {', '.join(MAKER_MODULES)})")
    return importlib.import_module(module).MAKER


def genre_of(genre_key: str) -> Any:
    from genres.registry import get_genre
    return get_genre(genre_key)


def check_request(request: Request) -> Request:
    """The request with its variant filled in; GenerationError saying what is wrong."""
    maker = maker_for(request.genre)
    variant = request.variant or maker.variants[0]
    if variant not in maker.variants:
        raise GenerationError(f"{request.genre} has no variant {variant!r} "
                              f"(variants: {', '.join(maker.variants)})")
    if request.difficulty is not None and request.difficulty not in DIFFICULTIES:
        raise GenerationError(f"unknown difficulty {request.difficulty!r} "
                              f"(easy, medium or hard)")
    allowed = maker.symmetries[variant]
    symmetry = request.symmetry or allowed[0]
    if symmetry not in allowed:
        why = maker.refused.get(symmetry)
        raise GenerationError(f"{request.genre} ({variant}) cannot be generated with "
                              f"symmetry {request.symmetry!r} (it can: {', '.join(allowed)})"
                              + (f": {why}" if why else ""))
    low_r, low_c = maker.smallest
    if request.rows < low_r or request.cols < low_c or request.rows > 40 or request.cols > 40:
        raise GenerationError(f"the size {request.rows}x{request.cols} is out of range "
                              f"({low_r}x{low_c} to 40x40)")
    return Request(request.genre, request.rows, request.cols, variant, request.difficulty,
                   symmetry, request.minimal, request.seed)


# ----- uniqueness and minimality ----------------------------------------------
# Boards larger than this are "large" for Maker.full_design_first.
FULL_DESIGN_AREA = 144


def full_design_first(request: Request, maker: Maker) -> bool:
    """Whether a medium puzzle is graded as its maker made it before any clue
    is taken away (and made minimal only when that is too easy)."""
    return (maker.full_design_first and request.difficulty == "medium" and not request.minimal
            and request.rows * request.cols > FULL_DESIGN_AREA)


def is_unique(genre: Any, puzzle: Any, token: CancelToken | None = None) -> bool:
    """Whether the puzzle is shown to have one solution within the verdict
    budget (analysis.budgeted_verdict): a clue removal not shown to keep the
    puzzle unique within it is not made, and the clue stays."""
    verdict = budgeted_verdict(genre, puzzle, token)
    return verdict is not None and verdict.status == "unique"


def allowed(genre: Any, puzzle: Any) -> bool:
    return not genre.construction_problems(puzzle)


def minimize(genre: Any, maker: Maker, puzzle: Any, solution: Any, symmetry: str,
             rng: random.Random, token: CancelToken | None = None,
             path: list | None = None) -> Any:
    """Take clues away in random order while the puzzle stays unique (the
    maker's ``removal_rank`` says which kinds of clue go first).  One
    pass suffices: a clue that could not go stays needed once others went
    (taking clues away never pins the solution down more).  ``path`` (a
    list): each puzzle on the way is appended, every one of them unique.

    The removals are listed again only after one is kept: most trials fail,
    and listing them checks every candidate against the solution (on a Hebi-
    Ichigo 15x15 that was two thirds of the time)."""
    tried: set[str] = set()
    listed: list | None = None
    with _uniqueness(genre, maker, puzzle) as unique:
        while True:
            if listed is None:
                listed = maker.removals(puzzle, solution, symmetry)
            options = [(name, p) for name, p in listed if name not in tried]
            if not options:
                return puzzle
            first = min(maker.removal_rank(name) for name, _ in options)
            options = [option for option in options if maker.removal_rank(option[0]) == first]
            name, trial = options[rng.randrange(len(options))]
            tried.add(name)
            if allowed(genre, trial) and unique(trial, token):
                puzzle, listed = trial, None
                if path is not None:
                    path.append(puzzle)


def redundant(genre: Any, maker: Maker, puzzle: Any, solution: Any, symmetry: str,
              token: CancelToken | None = None) -> list[str]:
    """The clues (pairs) that could each be taken away keeping the puzzle
    unique and its construction rules kept: empty for a minimal puzzle."""
    with _uniqueness(genre, maker, puzzle) as unique:
        return [name for name, trial in maker.removals(puzzle, solution, symmetry)
                if allowed(genre, trial) and unique(trial, token)]


@contextmanager
def _uniqueness(genre: Any, maker: Maker, puzzle: Any) -> Iterator[Callable[..., bool]]:
    """is_unique for many puzzles of ``puzzle``'s size: the maker's open
    board when it has one (a 15x15 Hebi-Ichigo verdict 5 ms, not 60)."""
    board = maker.open_board(puzzle)
    if board is None:
        yield lambda trial, token: is_unique(genre, trial, token)
        return
    with board:
        yield board.is_unique


# ----- grading, stopped as soon as the verdict on a band is sure ----------------
class _Decided(Exception):
    def __init__(self, step: Step, number: int):
        self.step, self.number = step, number


@dataclass
class Graded:
    verdict: str                  # "fits", "too hard", "too easy", "not unique"
    level: int                    # the hardest level seen (a lower bound when too hard)
    grade: Difficulty | None = None  # the full grade, when the explanation ran to the end
    hardest: Step | None = None
    steps: list = field(default_factory=list)


def grade_for(genre: Any, puzzle: Any, band: tuple[int, int | None] | None,
              token: CancelToken | None = None,
              on_step: Callable[[int, int], None] | None = None) -> Graded:
    """Explain the puzzle step by step until its place in ``band`` is sure;
    ``on_step(steps so far, hardest level so far)`` after each step."""
    lo, hi = band if band is not None else (0, None)
    steps: list[Step] = []
    hardest = [0]

    def seen(step: Step) -> None:
        steps.append(step)
        if step.kind == DEDUCTION:
            hardest[0] = max(hardest[0], step.level)
        if on_step is not None:
            on_step(len(steps), hardest[0])
        if step.kind != DEDUCTION or band is None:
            return
        # Too hard is sure at the first step above the band: the grade is the
        # hardest step, so the rest of the explanation cannot lower it.  No
        # step decides "fits" early: the grade written with the puzzle is the
        # whole explanation's, as the grade verb gives it.
        if hi is not None and step.level > hi:
            raise _Decided(step, len(steps))

    try:
        result = explain(genre, puzzle, on_step=seen, token=token)
    except _Decided as d:
        return Graded("too hard", d.step.level, None, d.step, steps)
    if result.status != "unique":
        return Graded("not unique", 0, None, None, steps)
    grade = grade_of(genre, puzzle, result.steps)
    hardest = result.steps[grade.hardest_step - 1] if grade.hardest_step else None
    if grade.hardest_level < lo:
        verdict = "too easy"
    elif hi is not None and grade.hardest_level > hi:
        verdict = "too hard"
    else:
        verdict = "fits"
    return Graded(verdict, grade.hardest_level, grade, hardest, steps)


def _between(path: list, hardest: Graded, grade: Callable[..., Graded]) -> tuple[int, Graded]:
    """A puzzle of ``path`` (clues taken away one at a time; the first too
    easy, the last too hard, graded ``hardest``) that fits the band, found by
    halving: its index and grade; else the first too hard one found and its
    grade.  Halving takes some log2(len(path)) gradings where adding clues
    back to the minimal puzzle took one grading per clue or three (an A/M
    Corral 15x15: 11 gradings).  Taking clues away seldom makes a puzzle
    easier, so the halving finds where the grade crosses the band."""
    lo, hi = 0, len(path) - 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        graded = grade(path[mid], f", {mid} of {len(path) - 1} spare clues away")
        if graded.verdict == "fits":
            return mid, graded
        if graded.verdict == "too easy":
            lo = mid
        else:
            hi, hardest = mid, graded
    return hi, hardest


FEWER_CLUES_GRADINGS = 2   # gradings spent taking spare clues from a design that fits


def _fewer_clues(path: list, fits: Graded, grade: Callable[..., Graded]) -> tuple[int, Graded]:
    """The puzzle furthest along ``path`` (clues taken away one at a time;
    the first fits, graded ``fits``) found to fit within FEWER_CLUES_GRADINGS
    halvings: its index and grade.  (A 15x15 Corral design keeps 58-93
    numbers where its minimal puzzle, too hard for medium, has about 22.)"""
    best, lo, hi = (0, fits), 0, len(path)
    for _ in range(FEWER_CLUES_GRADINGS):
        if hi - lo <= 1:
            break
        mid = (lo + hi) // 2
        graded = grade(path[mid], f", {mid} of {len(path) - 1} spare clues away")
        if graded.verdict == "too hard":
            hi = mid
            continue
        lo = mid
        if graded.verdict == "fits":
            best = (mid, graded)
    return best


# ----- the whole generation ----------------------------------------------------
Progress = Callable[[str], None]


def _near(cells: Iterable, targets: set) -> int:
    return min((abs(a[0] - b[0]) + abs(a[1] - b[1]) for a in cells for b in targets), default=99)


# The clues nearest a too-hard step that are tried against it before one is
# added (see _easier).  Picked at random among the three nearest, a clue often
# left that step as hard, and each such clue cost a whole grading: an Ore
# Soccer 12x12 (seed 8) was graded 7 times, 187 s; tried first, 2 times, 42 s.
TRIED_ADDITIONS = 6


def _known_before(graded: Graded) -> dict | None:
    """The facts the explanation knew before its hardest step (None: no such step)."""
    if graded.hardest is None or graded.hardest not in graded.steps:
        return None
    known: dict = {}
    for step in graded.steps[:graded.steps.index(graded.hardest)]:
        if step.kind == DEDUCTION:
            known.update(step.facts)
    return known


FAR_LEVEL = 99      # a candidate that gives the fact no step at all


def _level_with(genre: Any, candidate: Any, hardest: Step, known: dict,
                token: CancelToken | None) -> int:
    """The level of the cheapest step the explanation finds, in ``candidate``
    and from the facts ``known``, for the first fact of ``hardest`` (a step
    of the puzzle before a clue was added): the level that fact would cost."""
    fact, value = next(iter(hardest.facts.items()))
    with ExplainSession(genre, candidate, token) as session:
        # A clue can change the facts themselves (a Corral number's cell has
        # no digit to deduce once its number is given): only the shared ones.
        stepper = Stepper(session, {f: v for f, v in known.items() if f in session.facts},
                          board=True)
        if stepper.start() is not None:
            return FAR_LEVEL
        if fact not in session.facts or fact in session.board or fact in stepper.known:
            return 0
        found = stepper.cheapest({fact: value})
        return found[1].level if found is not None else FAR_LEVEL


def _easier(genre: Any, maker: Maker, puzzle: Any, solution: Any, symmetry: str,
            hardest: Step | None, rng: random.Random, before: dict | None = None,
            token: CancelToken | None = None) -> Any | None:
    """One clue more, read off the solution, near the hardest step: with
    ``before`` (the facts known before it), the one of the TRIED_ADDITIONS
    nearest that gives its fact the cheapest step; else one of the three
    nearest at random.  None when no clue can be added."""
    options = [(cells, p) for cells, p in maker.additions(puzzle, solution, symmetry)
               if allowed(genre, p)]
    if not options:
        return None
    targets: set = set()
    if hardest is not None:
        for fact in hardest.facts:
            targets.update(genre.fact_cells(puzzle, fact))
    rng.shuffle(options)
    if targets:
        options.sort(key=lambda o: _near(o[0], targets))

    def first(n: int) -> list:
        """The first n options; where an added clue can let a second solution
        in, of those shown unique."""
        if not maker.added_clue_can_unpin:
            return options[:n]
        with _uniqueness(genre, maker, puzzle) as unique:
            return list(islice((o for o in options if unique(o[1], token)), n))

    if not targets:
        if not maker.added_clue_can_unpin:
            return rng.choice(options)[1]
        kept = first(1)                         # shuffled: the first unique one is as random
        return kept[0][1] if kept else None
    if before is None or hardest is None:
        kept = first(3)
        return rng.choice(kept)[1] if kept else None
    tried = first(TRIED_ADDITIONS)
    if not tried:
        return None
    levels = [_level_with(genre, p, hardest, before, token) for _, p in tried]
    return tried[levels.index(min(levels))][1]      # the nearest of the cheapest


def generate(request: Request, token: CancelToken | None = None,
             progress: Progress | None = None) -> Made:
    """A unique puzzle as asked (see the module doc); GenerationError when no
    attempt succeeds; ``token`` cancels (Cancelled is raised)."""
    request = check_request(request)
    maker = maker_for(request.genre)
    genre = genre_of(request.genre)
    band = bands_for(maker, request.rows, request.cols)[request.difficulty] \
        if request.difficulty else None
    say = progress or (lambda text: None)
    attempts = ATTEMPTS_HARD if request.difficulty == "hard" else ATTEMPTS
    for attempt in range(1, attempts + 1):
        rng = random.Random(f"{request.seed}:{attempt}")
        say(f"Attempt {attempt}: building a puzzle")
        puzzle, solution = maker.make(request.rows, request.cols, request.variant,
                                      request.symmetry, rng, token)
        # An easy puzzle keeps the clues its maker placed beyond need (fewer
        # regradings while clues are added back); every other is made minimal,
        # but a medium one on a large board is graded as made first (see
        # full_design_first) and made minimal only when that is too easy.
        full_first = full_design_first(request, maker)
        if (request.minimal or request.difficulty != "easy") and not full_first:
            say(f"Attempt {attempt}: taking redundant clues away")
            puzzle = minimize(genre, maker, puzzle, solution, request.symmetry, rng, token)
        added = 0

        def grade(p: Any, what: str = "") -> Graded:
            return grade_for(genre, p, band, token, lambda n, level: say(
                f"Attempt {attempt}: grading{what}, step {n} (hardest level so far {level})"))

        pending: Graded | None = None
        while True:
            also = f", {added} clue{'s' if added > 1 else ''} added" if added else ""
            graded, pending = pending or grade(puzzle, also), None
            if graded.verdict == "fits" and full_first:
                # Fits as made: spare clues are taken away while it still
                # fits, within a few gradings (a design keeps many).
                say(f"Attempt {attempt}: taking spare clues away")
                path = [puzzle]
                minimize(genre, maker, puzzle, solution, request.symmetry, rng, token, path)
                at, graded = _fewer_clues(path, graded, grade)
                puzzle = path[at]
            if graded.verdict == "fits":
                return Made(request, puzzle, solution, graded.grade, attempt, added)
            if graded.verdict == "too easy" and full_first:
                # Too easy as made: the minimal design, or one on the way to it.
                full_first = False
                say(f"Attempt {attempt}: taking redundant clues away")
                path = [puzzle]
                puzzle = minimize(genre, maker, puzzle, solution, request.symmetry, rng, token,
                                  path)
                pending = grade(puzzle)
                if pending.verdict == "too hard" and len(path) > 2:
                    at, pending = _between(path, pending, grade)
                    puzzle = path[at]
                continue
            if graded.verdict != "too hard" or request.minimal or added >= CLUES_ADDED:
                break
            # A step far above the band needs several clues more: add them
            # at once, as each grading is a whole explanation.
            before = _known_before(graded)
            for _ in range(max(1, min(3, graded.level - band[1]))):
                easier = _easier(genre, maker, puzzle, solution, request.symmetry,
                                 graded.hardest, rng, before, token)
                if easier is None:
                    break
                puzzle, added = easier, added + 1
            if easier is None:
                break
        say(f"Attempt {attempt}: {graded.verdict} (level {graded.level}), trying another")
    raise GenerationError(f"no {request.difficulty or ''} {request.genre} puzzle found in "
                          f"{attempts} attempts from seed {request.seed}".replace("  ", " "))


# ----- in a child process (the window's File > Generate…) ----------------------
def _generate_reporting(request: Request, report: Callable[[str], None]) -> Made:
    return generate(request, progress=report)


def generate_in_child(request: Request, *, cancel: Callable[[], bool] = lambda: False,
                      progress: Progress | None = None, context=None) -> Made:
    """:func:`generate` in a child process under the solver's memory budget;
    ``progress`` gets the latest "Attempt 2: grading, step 14" line; Cancelled when
    ``cancel()`` turns true (the child is killed at once)."""
    return childproc.run_in_child(_generate_reporting, (request,), cancel=cancel,
                                  progress=progress, budget_mb=childproc.memory_budget_mb(),
                                  context=context, what="the generator")
