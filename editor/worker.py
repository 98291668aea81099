"""Moved to :mod:`genres.core.jobs` (a genre's side panel runs jobs too); this
name stays for code written against it."""
from genres.core.jobs import JobRunner, describe_error  # noqa: F401
