"""The Explanation panel's jobs and how their results are put into words.

Kept apart from the widgets (as solver_results.py is from the solver panel):
the jobs run on worker threads and wait on a child process, and the wording
and the board overlay of a step are plain Python a test can check without a
window.
"""
from __future__ import annotations

from genres.core.i18n import translate

import time
from typing import Any

from editor import explain_child
from genres.core import childproc, clue_analysis, explaining
from genres.core.explain_steps import DEDUCTION, Step
from genres.core.grading import Difficulty, step_needs
from genres.core.view import Overlay


# ----- jobs (fn(token, report_progress) for a JobRunner) ---------------------------
def grade_job(genre: Any, puzzle: Any):
    """The explanation, streamed step by step (cumulative lists), then the Grade."""
    def job(token, report_progress):
        start = time.perf_counter()
        try:
            grade = explaining.grade(genre, puzzle, cancel=lambda: token.cancelled,
                                     progress=report_progress)
        except childproc.ChildUnavailable:
            grade = explaining.grade_here(genre, puzzle, report_progress)
        return grade, time.perf_counter() - start
    return job


def suggest_job(genre: Any, puzzle: Any):
    """The clues worth adding to a puzzle with several solutions, checked by the solver."""
    def job(token, report_progress):
        return explain_child.suggest(genre, puzzle, cancel=lambda: token.cancelled)
    return job


def offers_clues(genre: Any) -> bool:
    """Whether the genre can propose clues at all (the clue_candidates hook)."""
    return genre.clue_candidates is not None


# ----- words -----------------------------------------------------------------------
def step_label(number: int, step: Step) -> str:
    """A line of the step list: "Step 12: <sentence>"."""
    return translate("Explanation", "Step {number}: {step}").format(number=number, step=step.text)


def stars_text(d: Difficulty) -> str:
    """"★★★☆☆ 3 stars of 5 (Medium)" (empty stars keep the scale in view; the
    word is the Generate dialog's for the same grade)."""
    words = (translate("Explanation", "1 star of 5") if d.stars == 1
             else translate("Explanation", "{n} stars of 5").format(n=d.stars))
    if d.band:
        # The Generate dialog's word, translated there: "Easy" for "easy"
        # (editor/generate_dialog.py WORDS).
        words += " (" + translate("GenerateDialog", d.band.capitalize()) + ")"
    return "\u2605" * d.stars + "\u2606" * (5 - d.stars) + "  " + words


def reason_text(d: Difficulty) -> str:
    """Why the stars, as explain_cli's grade words it."""
    if d.stars:
        return translate("Explanation", "Hardest: {reason}.").format(reason=d.reason)
    return f"{d.reason[0].upper()}{d.reason[1:]}."


def levels_text(d: Difficulty, steps: list) -> str:
    """How much of the solve is hard: "47 deduction steps (level 2: 29, level 3: 6)"."""
    deductions = sum(1 for s in steps if s.kind == DEDUCTION)
    levels = translate("Explanation", ", ").join(
        translate("Explanation", "level {level}: {n}").format(level=k, n=v)
        for k, v in sorted(d.steps_per_level.items()))
    if not levels:
        return ""
    return (translate("Explanation", "1 deduction step ({levels})") if deductions == 1
            else translate("Explanation", "{n} deduction steps ({levels})")).format(
                n=deductions, levels=levels)


def step_cost_text(step: Step) -> str:
    """What the plot's bar of a step stands for, in words."""
    if step.kind != DEDUCTION:
        return step.kind
    return translate("Explanation", "level {level}: {needs}").format(level=step.level,
                                                                     needs=step_needs(step))


def redundant_text(genre: Any, puzzle: Any, status: str, redundant: list) -> str:
    if status == "none":
        return translate("Explanation", "The puzzle has no solution: no clue analysis.")
    if status == "multiple":
        return translate("Explanation", "The puzzle has several solutions: every clue is needed.")
    if not redundant:
        return translate("Explanation", "Every clue is needed.")
    names = "; ".join(g.text for g in redundant)
    if len(redundant) == 1:
        return translate("Explanation", "1 clue is not needed (it could go): {clues}.").format(
            clues=names)
    return translate("Explanation", "{n} clues are not needed (each alone could go): {clues}.").format(
        n=len(redundant), clues=names)


def suggestion_text(s: clue_analysis.Suggestion) -> str:
    if s.unique:
        return translate("Explanation", "{clue}: makes it unique").format(clue=s.text)
    return (translate("Explanation", "{clue}: leaves 1 fact open") if s.free_facts == 1
            else translate("Explanation", "{clue}: leaves {n} facts open")).format(
                clue=s.text, n=s.free_facts)


# ----- the board -------------------------------------------------------------------
def _cells_of(genre: Any, puzzle: Any, facts: dict) -> tuple:
    cells: list = []
    for fact in facts:
        for cell in genre.fact_cells(puzzle, fact):
            if cell not in cells:
                cells.append(cell)
    return tuple(cells)


def step_overlay(genre: Any, puzzle: Any, steps: list, index: int | None,
                 redundant_cells: tuple = ()) -> Overlay | None:
    """The board for step ``index`` (0-based): the solve so far drawn as forced
    facts (every fact settled up to and with it), its own facts' cells tinted,
    the clues it uses ringed; the redundant clues in their dashed ring."""
    if index is None or not 0 <= index < len(steps):
        return Overlay(redundant_cells=tuple(redundant_cells)) if redundant_cells else None
    step = steps[index]
    so_far: dict = {}
    for earlier in steps[:index + 1]:
        if earlier.kind == DEDUCTION:
            so_far.update(earlier.facts)
    clue_cells: list = []
    for group in step.clues:
        clue_cells += [c for c in group.cells if c not in clue_cells]
    own = step.facts if step.kind == DEDUCTION else {}
    return Overlay(forced=so_far, fact_cells=_cells_of(genre, puzzle, own),
                   clue_cells=tuple(clue_cells), redundant_cells=tuple(redundant_cells))


def redundant_cells_of(redundant: list) -> tuple:
    cells: list = []
    for group in redundant:
        cells += [c for c in group.cells if c not in cells]
    return tuple(cells)
