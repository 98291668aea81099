"""Qt's compiled translation catalogues (``.qm``) read without Qt.

A child process (the solver's, the explainer's) builds rule messages and step
sentences but never loads Qt, so it cannot ask a ``QTranslator``.  It reads
the catalogues the window loaded with :func:`read_qm` instead: the format is
a magic number and tagged blocks; the messages block holds, per message, its
context and source text (UTF-8) and its translation (UTF-16), as Qt's
``lrelease`` writes them by default.
"""
from __future__ import annotations

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
MESSAGES_BLOCK = 0x69
# Record tags (qtranslator.cpp)
TAG_END, TAG_TRANSLATION, TAG_OBSOLETE1 = 1, 3, 5
TAG_SOURCE, TAG_CONTEXT, TAG_COMMENT, TAG_OBSOLETE2 = 6, 7, 8, 9
NULL_LENGTH = 0xFFFFFFFF


def _u32(data: bytes, at: int) -> int:
    return int.from_bytes(data[at:at + 4], "big")


def _messages_block(data: bytes) -> bytes:
    if data[:len(MAGIC)] != MAGIC:
        raise ValueError("not a Qt translation file")
    at = len(MAGIC)
    while at + 5 <= len(data):
        tag, length = data[at], _u32(data, at + 1)
        if tag == MESSAGES_BLOCK:
            return data[at + 5:at + 5 + length]
        at += 5 + length
    return b""


def read_qm(path: str) -> dict[tuple[str, str], str]:
    """(context, source text) -> translation of every message in the file.
    Raises ValueError for a file that is not a catalogue (OSError if unreadable)."""
    with open(path, "rb") as f:
        block = _messages_block(f.read())
    out: dict[tuple[str, str], str] = {}
    at = 0
    while at < len(block):
        fields: dict[int, bytes] = {}
        while True:
            tag = block[at]
            at += 1
            if tag == TAG_END:
                break
            if tag in (TAG_TRANSLATION, TAG_SOURCE, TAG_CONTEXT, TAG_COMMENT):
                length = _u32(block, at)
                at += 4
                if length != NULL_LENGTH:
                    fields.setdefault(tag, block[at:at + length])   # plural forms: the first
                    at += length
            elif tag == TAG_OBSOLETE1:
                at += 4
            elif tag != TAG_OBSOLETE2:
                raise ValueError(f"unknown record tag {tag} in a Qt translation file")
        if TAG_TRANSLATION in fields and TAG_SOURCE in fields:
            context = fields.get(TAG_CONTEXT, b"").decode("utf-8")
            out[(context, fields[TAG_SOURCE].decode("utf-8"))] = fields[TAG_TRANSLATION].decode("utf-16-be")
    return out
