"""Library models linking (bmc.frontend.libmodels) and exit-time reachability (bmc.symex.reach)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from bmc.frontend import load_program
from bmc.frontend.libmodels import LIBRARY_FILE, MODELLED, library_unit
from bmc.ir.ctype import DATA_MODELS, ArrayType, IntType, PointerType, Rank, StructField, StructType
from bmc.ir.program import Assume, Free, Program
from bmc.options import Options
from bmc.symex.reach import pointer_offsets

INT = IntType("int", 32, True, Rank.INT)


def lower(source: str) -> Program:
    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "prog.c"
        path.write_text(source)
        return load_program(Options(files=(str(path),)))


def test_pointer_offsets_follow_struct_and_array_layout() -> None:
    p = PointerType(INT, 64)
    node = StructType("node", (StructField("v", INT, 0), StructField("next", p, 8)), 16, 8)
    assert list(pointer_offsets(p)) == [0]
    assert list(pointer_offsets(INT)) == []
    assert list(pointer_offsets(node)) == [8]
    assert list(pointer_offsets(ArrayType(node, 3))) == [8, 24, 40]
    assert list(pointer_offsets(ArrayType(p, 2))) == [0, 8]


def test_models_are_linked_only_when_called_and_user_definitions_win() -> None:
    program = lower("int main(void) { return 0; }\n")
    assert not any(name in program.functions for name in MODELLED)
    program = lower("#include <string.h>\nint main(void) { char a[2]; a[0] = 0;\n"
                    "  return (int)strlen(a); }\n")
    assert "strlen" in program.functions and "memcpy" not in program.functions
    assert program.functions["strlen"].loc.file == LIBRARY_FILE
    unit = library_unit(DATA_MODELS["LP64"], {"memcpy"})
    names = [ext.decl.name for ext in unit.ext if hasattr(ext, "body")]
    assert "memcpy" not in names and "memset" in names


def test_realloc_checks_first_and_releases_without_checks() -> None:
    program = lower("#include <stdlib.h>\nint main(void) { char *p = malloc(2);\n"
                    "  p = realloc(p, 4); free(p); return 0; }\n")
    frees = [ins for ins in program.functions["realloc"].body if isinstance(ins, Free)]
    assert [(f.checked, f.release) for f in frees] == [(True, False), (False, True),
                                                        (False, True)]


def test_exit_and_abort_are_program_exits() -> None:
    program = lower("#include <stdlib.h>\nint main(void) { if (rand()) exit(1);\n"
                    "  abort(); }\n")
    exits = [ins for ins in program.functions["main"].body
             if isinstance(ins, Assume) and ins.exit]
    assert len(exits) == 2
