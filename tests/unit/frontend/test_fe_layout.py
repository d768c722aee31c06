"""Struct layout in the front end: #pragma pack forms, attributes, refusals, bit-field units.

Expected values are gcc's (x86-64 unless the case says ILP32); the table test against gcc
itself is tests/e2e/test_layout_constants_gcc.py.
"""

from __future__ import annotations

import pytest

from bmc.errors import UnsupportedFeature
from bmc.frontend.layout import Member, lay_out
from bmc.ir.ctype import ILP32, LP64

from fe_testkit import lower_c, run_c

VALUES = [
    # (declarations, expression main returns, data model, expected)
    ("#pragma pack(push, r1, 1)\n#pragma pack(push, 8)\n#pragma pack(pop, r1)\n"
     "struct q { char c; int i; };", "sizeof(struct q)", "LP64", 8),
    ("#pragma pack(1)\n#pragma pack(push)\n#pragma pack(pop)\nstruct q { char c; int i; };",
     "sizeof(struct q)", "LP64", 5),
    ("#pragma pack(push, 4)\nstruct q { char c; double d; };\n#pragma pack()\n"
     "struct r { char c; double d; };", "sizeof(struct q) * 100 + sizeof(struct r)", "LP64",
     1216),
    ("#pragma pack(2)\nstruct z { char c; int :0; char d; };", "sizeof(struct z)", "LP64", 5),
    ("struct __attribute__((packed)) z { char c; long long :0; char d; };",
     "sizeof(struct z)", "ILP32", 5),
    ("struct p { char c; int i; } __attribute__((packed, aligned(4)));",
     "sizeof(struct p) * 10 + _Alignof(struct p)", "LP64", 84),
    ("typedef struct { char c; int i; } __attribute__((packed)) T;", "sizeof(T)", "LP64", 5),
    ("typedef struct { char c; int i; } T __attribute__((packed));", "sizeof(T)", "LP64", 8),
    ("typedef int __attribute__((aligned(8))) A; struct s { char c; A a; };",
     "sizeof(struct s) * 10 + _Alignof(A)", "LP64", 168),
    ("struct s { char c; long long x:40; };", "sizeof(struct s)", "ILP32", 8),
    ("union __attribute__((packed)) u { char c; int i; }; struct s { char c; union u u; };",
     "sizeof(struct s)", "LP64", 5),
    ("struct s { char c; double d; };", "__alignof__(struct s) * 10 + _Alignof(double)",
     "ILP32", 44),
    ("int v __attribute__((aligned(16)));", "__alignof__(v)", "LP64", 16),
    ("struct t { char c; int a:3 __attribute__((aligned(8))); char d; };",
     "sizeof(struct t) * 10 + _Alignof(struct t)", "LP64", 168),
    ("struct t { char c; int :3 __attribute__((aligned(8))); char d; };",
     "sizeof(struct t) * 10 + _Alignof(struct t)", "LP64", 101),
    ("enum e { A, B } __attribute__((packed)); struct s { char c; enum e x; };",
     "sizeof(struct s)", "LP64", 2),
]


@pytest.mark.parametrize("decls, expr, model, expected", VALUES)
def test_layout_values(decls: str, expr: str, model: str, expected: int) -> None:
    run = run_c(f"{decls}\nint main(void) {{ return {expr}; }}\n", data_model=model)
    assert run.result == expected


def test_local_aligned_variable() -> None:
    src = ("int main(void) { char buf[4] __attribute__((aligned(32))); _Alignas(8) char c;"
           " return __alignof__(buf) * 100 + __alignof__(c); }")
    assert run_c(src).result == 3208


@pytest.mark.parametrize("pragma, what", [
    ("pack(3)", "#pragma pack(3) (packing must be"),
    ("pack(pop)", "#pragma pack(pop) without a matching push"),
    ("pack(push, r1, 2)\n#pragma pack(pop, r2)", "#pragma pack(pop, r2) without a matching"),
    ("pack(show)", "#pragma pack(show)"),
    ("pack(1)\n#pragma pack", "unsupported: #pragma pack"),
])
def test_pragma_pack_forms_refused(pragma: str, what: str) -> None:
    with pytest.raises(UnsupportedFeature) as e:
        lower_c(f"#pragma {pragma}\nstruct s {{ char c; int i; }};\n"
                "int main(void) { return sizeof(struct s); }\n")
    assert what in str(e.value)


@pytest.mark.parametrize("src, what", [
    ("struct s { char c; int i; }; struct __attribute__((packed)) s w;",
     "packed or aligned attribute on a declaration of struct s"),
    ("struct s { char c;\n#pragma pack(1)\nint i; };", "#pragma inside a struct definition"),
    ("struct s { int a; } __attribute__((scalar_storage_order(\"big-endian\")));",
     "scalar_storage_order"),
])
def test_layout_constructs_refused(src: str, what: str) -> None:
    with pytest.raises(UnsupportedFeature) as e:
        lower_c(f"{src}\nint main(void) {{ struct s v; return sizeof v + sizeof w; }}\n"
                if " w;" in src else
                f"{src}\nint main(void) {{ struct s v; return sizeof v; }}\n")
    assert what in str(e.value)


def test_windows_bit_fields_refused() -> None:
    with pytest.raises(UnsupportedFeature) as e:
        lower_c("struct s { int a:3; };\nint main(void) { struct s v; v.a = 1; return v.a; }",
                arch="x86_64", os_name="windows")
    assert "Microsoft" in str(e.value)


def test_lay_out_units_stay_inside_the_struct() -> None:
    """A bit-field's storage unit never reaches past the struct (i386 long long, packed)."""
    i386 = lay_out("s", [Member("c", ILP32.int_type), Member("x", ILP32.llong, 8)], False,
                   ILP32)
    x = i386.fields[1]
    assert i386.size == 8 and x.offset + (x.unit or 64) // 8 <= i386.size
    packed = lay_out("p", [Member("t", LP64.uchar, 3, packed=True),
                           Member("a", LP64.ullong, 40, packed=True)], False, LP64)
    a = packed.fields[1]
    assert packed.size == 6 and (a.offset, a.bit_offset) == (0, 3)
    assert a.offset + a.unit // 8 <= packed.size and a.bit_offset + 40 <= a.unit
