"""Warnings and notes: the two kinds of message a run reports besides its results.

A *warning* says that something may make the result differ from what the program means (a
function without a body, an implicit declaration, an excess initialiser, an integer cast to
a pointer ...). A *note* is information that changes nothing about the result (the context
bound next to the one that covers every schedule, the candidates of a call through a
function pointer). The stages collect both in one tuple of messages (``Program.warnings``,
``Equation.warnings``); a note is marked by ``note(text)`` and ``split`` separates the two
kinds (``VerificationResult`` does, so the report prints ``warning:`` or ``note:``).
"""

from __future__ import annotations

from collections.abc import Iterable

NOTE_MARK = "note: "


def note(text: str) -> str:
    """``text`` marked as a note (to be collected with the warnings)."""
    return NOTE_MARK + text


def is_note(message: str) -> bool:
    return message.startswith(NOTE_MARK)


def split(messages: Iterable[str]) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(warnings, notes)`` of ``messages``, each in order, notes without their mark."""
    warnings: list[str] = []
    notes: list[str] = []
    for message in messages:
        if is_note(message):
            notes.append(message[len(NOTE_MARK):])
        else:
            warnings.append(message)
    return tuple(warnings), tuple(notes)


__all__ = ["note", "is_note", "split", "NOTE_MARK"]
