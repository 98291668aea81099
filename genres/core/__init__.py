"""What every genre shares: grid geometry, violations, the genre interface,
the registry, the document with undo/redo, the native file format and the SAT
helper library. Nothing here imports Qt except `view.py`."""
