"""A disk cache of parsed syntax trees: ``cached_parse(text, filename)`` is ``parse(text,
filename)``, answered from the cache when the same text was parsed before.

The bundled library models (``libmodels``) are parsed in every run, where they took 0.2 s
of a trivial program's 0.8 s; unpickling the tree takes a tenth of that. An entry is keyed
by the SHA-256 of the text, the file name, bmc's and Python's versions, and the source of
bmc's parser module and of pycparser's and pycparserext's lexers and parsers, so a changed
model, parser or dependency misses. The cache lives in ``$BMC_CACHE_DIR`` (``none``: no
cache), else in ``$XDG_CACHE_HOME/bmc`` or ``~/.cache/bmc``. Entries are written atomically (a temporary
file renamed into place), and only the ``MAX_ENTRIES`` newest are kept; a cache that cannot
be read or written is skipped, silently: the text is then parsed as without it.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from pathlib import Path

import pycparser
import pycparser.c_lexer
import pycparserext.ext_c_lexer
import pycparserext.ext_c_parser
from pycparser import c_ast

from bmc.frontend import parse as parse_module
from bmc.frontend.parse import parse
from bmc import version as bmc_version

CACHE_ENV = "BMC_CACHE_DIR"
DISABLED = "none"
MAX_ENTRIES = 32        # older entries (by modification time) go when a new one is stored


def cache_dir() -> Path | None:
    """Where entries go, or None when the cache is off."""
    explicit = os.environ.get(CACHE_ENV)
    if explicit:
        return None if explicit == DISABLED else Path(explicit)
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "bmc"


def _code_key() -> bytes:
    """What the parse depends on besides its input: bmc's parser and the parser libraries."""
    parts = [bmc_version.__version__.encode(), pycparser.__version__.encode(), sys.version.encode()]
    for module in (parse_module, pycparser.c_lexer, pycparser.c_parser,
                   pycparserext.ext_c_lexer, pycparserext.ext_c_parser):
        source = getattr(module, "__file__", None)
        try:
            parts.append(Path(source).read_bytes() if source else b"?")
        except OSError:
            parts.append(b"?")
    return b"\0".join(parts)


def entry_path(text: str, filename: str) -> Path | None:
    """The cache file of ``text`` parsed as ``filename`` (None when the cache is off)."""
    folder = cache_dir()
    if folder is None:
        return None
    digest = hashlib.sha256()
    for part in (_code_key(), filename.encode(), text.encode()):
        digest.update(len(part).to_bytes(8, "little"))
        digest.update(part)
    return folder / f"ast-{digest.hexdigest()}.pickle"


def cached_parse(text: str, filename: str) -> c_ast.FileAST:
    """``parse(text, filename)``, from the cache when there is an entry (else parsed and
    stored). Parse errors are raised as by ``parse`` and never cached."""
    path = entry_path(text, filename)
    if path is not None:
        try:
            with open(path, "rb") as f:
                tree = pickle.load(f)
            if isinstance(tree, c_ast.FileAST):
                return tree
        except Exception:  # noqa: BLE001 - a missing or broken entry is parsed again
            pass
    tree = parse(text, filename)
    if path is not None:
        _store(path, tree)
    return tree


def _store(path: Path, tree: c_ast.FileAST) -> None:
    try:
        data = pickle.dumps(tree, protocol=pickle.HIGHEST_PROTOCOL)
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(prefix=".ast-", dir=path.parent)
        try:
            with os.fdopen(fd, "wb") as f:
                f.write(data)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
        _prune(path.parent)
    except (OSError, RecursionError, pickle.PicklingError):
        pass


def _prune(folder: Path) -> None:
    """Keep the ``MAX_ENTRIES`` newest entries of ``folder``."""
    entries = []
    for entry in folder.glob("ast-*.pickle"):
        try:
            entries.append((entry.stat().st_mtime, entry.name, entry))
        except OSError:
            continue
    for _, _, entry in sorted(entries, reverse=True)[MAX_ENTRIES:]:
        try:
            entry.unlink()
        except OSError:
            pass


__all__ = ["CACHE_ENV", "DISABLED", "MAX_ENTRIES", "cache_dir", "entry_path", "cached_parse"]
