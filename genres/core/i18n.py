"""Words a person reads, in the language the window speaks (Qt-free).

The genres build rule messages, help and fact sentences without Qt (the
command line never loads it), so they cannot call ``QObject.tr``.  They call
``translate(context, text)`` instead: by default it returns ``text`` (English,
what the CLI and the JSON print), and the window installs Qt's own
``QCoreApplication.translate`` with ``install`` once it has loaded the
language's ``.qm`` catalogue.  The call keeps the name and argument order of
Qt's, so ``pyside6-lupdate`` extracts these strings into the same ``.ts``
sources as the window's ``self.tr`` calls.

Formatted messages translate the *template* and fill it afterwards, so that
a translator may reorder the parts::

    translate("corral", "Number {n} at {place} sees too many cells").format(...)

``QT_TRANSLATE_NOOP`` marks a string for extraction where it is only stored
(a table of rule names); translate it with ``translate`` where it is shown.
"""
from __future__ import annotations

from typing import Callable

Translator = Callable[[str, str], str]

_translator: Translator | None = None
_catalogues: tuple[str, ...] = ()


def install(translator: Translator | None, catalogues: tuple[str, ...] | list[str] = ()) -> None:
    """Route every later ``translate`` call through ``translator`` (None: English).

    ``catalogues`` names the ``.qm`` files the translator reads: the solver's
    and explainer's child processes (which build step sentences and messages
    without the window's translator) load the same files, see
    :func:`install_catalogues`."""
    global _translator, _catalogues
    _translator = translator
    _catalogues = tuple(catalogues) if translator is not None else ()


def catalogues() -> tuple[str, ...]:
    """The ``.qm`` files behind the installed translator (for a child process)."""
    return _catalogues


def install_catalogues(paths: tuple[str, ...] | list[str]) -> None:
    """Translate through the ``.qm`` files ``paths`` without Qt (a child
    process, see :mod:`genres.core.qmfile`); no paths: back to English.  A
    file that cannot be read leaves its texts in English.  The files are read
    on the first ``translate`` call: most children (a verdict, the forced
    facts) never build a sentence, and one starts for every edit."""
    paths = tuple(paths)
    if not paths:
        install(None)
        return
    table: dict[tuple[str, str], str] | None = None

    def lookup(context: str, text: str) -> str:
        nonlocal table
        if table is None:
            from .qmfile import read_qm
            table = {}
            for path in reversed(paths):        # the first file named wins, as in Qt
                try:
                    table.update(read_qm(path))
                except (OSError, ValueError):
                    continue
        return table.get((context, text)) or text

    install(lookup, paths)


def translate(context: str, text: str) -> str:
    """``text`` in the installed language (unchanged when none is installed)."""
    if _translator is None:
        return text
    return _translator(context, text) or text


def and_join(words: list[str]) -> str:
    """Words joined as a list is read: "a, b and c" (in the installed language)."""
    if not words:
        return ""
    if len(words) == 1:
        return words[0]
    head = translate("core", ", ").join(words[:-1])
    return translate("core", "{first} and {last}").format(first=head, last=words[-1])


class Translated:
    """A class attribute a person reads (a genre's name, its start hint),
    translated each time it is read so the window shows the installed language
    while the class keeps one English source::

        name = Translated("corral", QT_TRANSLATE_NOOP("corral", "Corral"))
    """

    def __init__(self, context: str, text: str):
        self.context, self.text = context, text

    def __get__(self, obj: object, owner: type | None = None) -> str:
        return translate(self.context, self.text)


class TranslatedChoices:
    """A class attribute of (key, label) pairs whose labels a person reads
    (a genre's variants), the labels translated each time it is read."""

    def __init__(self, context: str, choices: tuple[tuple[str, str], ...]):
        self.context, self.choices = context, choices

    def __get__(self, obj: object, owner: type | None = None) -> tuple[tuple[str, str], ...]:
        return tuple((key, translate(self.context, label)) for key, label in self.choices)


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - lupdate's name
    """Mark ``text`` for extraction without translating it now."""
    return text
