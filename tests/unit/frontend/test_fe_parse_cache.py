"""The disk cache of parsed trees gives back the tree a fresh parse gives."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from pycparser import c_generator

from bmc.frontend import parse_cache
from bmc.frontend.parse import parse

SOURCE = "typedef unsigned long size_t;\nint f(int x) { return x ? f(x - 1) + 1 : 0; }\n"


def text_of(tree: object) -> str:
    return c_generator.CGenerator().visit(tree)


def test_second_parse_comes_from_the_cache(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(parse_cache.CACHE_ENV, str(tmp_path))
    first = parse_cache.cached_parse(SOURCE, "m.c")
    entry = parse_cache.entry_path(SOURCE, "m.c")
    assert entry is not None and entry.exists()
    second = parse_cache.cached_parse(SOURCE, "m.c")
    assert second is not first
    assert text_of(second) == text_of(first) == text_of(parse(SOURCE, "m.c"))
    assert second.ext[1].coord.file == "m.c" and second.ext[1].coord.line == 2
    # another text or file name is another entry
    assert parse_cache.entry_path(SOURCE + "int y;\n", "m.c") != entry
    assert parse_cache.entry_path(SOURCE, "n.c") != entry


def test_a_broken_entry_is_parsed_again(tmp_path: Path,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(parse_cache.CACHE_ENV, str(tmp_path))
    entry = parse_cache.entry_path(SOURCE, "m.c")
    assert entry is not None
    entry.write_bytes(b"not a pickle")
    assert text_of(parse_cache.cached_parse(SOURCE, "m.c")) == text_of(parse(SOURCE, "m.c"))


def test_the_cache_can_be_switched_off(tmp_path: Path,
                                       monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(parse_cache.CACHE_ENV, parse_cache.DISABLED)
    assert parse_cache.entry_path(SOURCE, "m.c") is None
    parse_cache.cached_parse(SOURCE, "m.c")
    monkeypatch.setenv(parse_cache.CACHE_ENV, "")
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert parse_cache.cache_dir() == tmp_path / "bmc"


def test_only_the_newest_entries_are_kept(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(parse_cache.CACHE_ENV, str(tmp_path))
    monkeypatch.setattr(parse_cache, "MAX_ENTRIES", 2)
    for k in range(4):
        text = f"int x{k};\n"
        parse_cache.cached_parse(text, "m.c")
        entry = parse_cache.entry_path(text, "m.c")
        assert entry is not None
        os.utime(entry, (1000.0 + k, 1000.0 + k))      # distinct ages, oldest first
    kept = sorted(p.name for p in tmp_path.glob("ast-*.pickle"))
    assert len(kept) == 2
    assert parse_cache.entry_path("int x3;\n", "m.c").name in kept  # type: ignore[union-attr]
