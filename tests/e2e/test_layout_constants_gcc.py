"""Struct and union layout constants against gcc, for LP64 (``gcc -m64``) and ILP32 (``-m32``).

A seeded generator writes batches of struct/union definitions: scalar members of every
basic type, arrays, nested structs and arrays of them, anonymous struct/union members,
bit-fields (zero-width, unnamed and aligned ones too), flexible array members, packed enums,
``__attribute__((packed))`` and
``aligned(N)`` on the struct (after the keyword or after the closing brace) and on
members (among the specifiers or after the declarator), ``_Alignas``, aligned typedefs
(raising and lowering the alignment) and ``#pragma pack`` (``N``, ``push``/``pop``). For
each type the constants are ``sizeof``, ``_Alignof``, ``__alignof__`` and ``offsetof`` of
every named member that is not a bit-field (and of a nested member and an array element),
plus ``_Alignof``/``__alignof__`` of the basic types and arrays of them.

gcc's values come from the assembly of ``unsigned v[] = {...};`` compiled with ``-S``
(no headers, so no 32-bit C library is needed); bmc then verifies one program per batch
and data model that asserts each constant equals gcc's value (``--32`` for ILP32), and
every assertion must hold.

Bit-field positions are no constants: for x86-64, a native gcc run prints the bytes of a
zeroed struct with one named bit-field set to all ones, and bmc must verify that its own
bytes are the same.
"""

from __future__ import annotations

import random
import re
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bmc_test_helpers import gcc_available, run_bmc

pytestmark = [pytest.mark.gcc,
              pytest.mark.skipif(not gcc_available, reason="gcc is not installed")]

SCALARS = ["char", "signed char", "unsigned char", "_Bool", "short", "unsigned short",
           "int", "unsigned", "long", "unsigned long", "long long", "unsigned long long",
           "float", "double", "long double", "void *", "char *", "enum pe", "enum ne"]
BIT_TYPES = [("char", 8), ("unsigned char", 8), ("short", 16), ("unsigned short", 16),
             ("int", 32), ("unsigned", 32), ("long long", 64), ("unsigned long long", 64),
             ("_Bool", 1)]
TYPEDEFS = """typedef int aint8 __attribute__((aligned(8)));
typedef short ashort1 __attribute__((aligned(1)));
typedef double adbl16 __attribute__((aligned(16)));
typedef long long all8 __attribute__((aligned(8)));
typedef __attribute__((aligned(4))) char ach4;
typedef int lowint __attribute__((aligned(2)));
enum __attribute__((packed)) pe { PE0, PE1 = 200 };
enum ne { NE0 = -1, NE1 = 40000 } __attribute__((packed));
"""
TYPEDEF_NAMES = ["aint8", "ashort1", "adbl16", "all8", "ach4", "lowint"]
BATCHES = 4
IMAGE_BATCHES = 2          # the byte-image runs are slower (memset, memcpy, a byte each)
PER_BATCH = 40


@dataclass
class Batch:
    decls: list[str] = field(default_factory=list)
    constants: list[str] = field(default_factory=list)
    bit_fields: list[tuple[str, str, str]] = field(default_factory=list)   # tag, name, type


def _member(rng: random.Random, k: int, tags: list[str]) -> tuple[str, list[str]]:
    """One member declaration ``m<k>`` and the offsetof designators it offers."""
    name = f"m{k}"
    roll = rng.random()
    if roll < 0.22:
        t, bits = rng.choice(BIT_TYPES)
        width = rng.choice([0, 1, 3, bits // 2, bits - 1, bits]) if bits > 1 else 1
        width = max(0, min(width, bits))
        attr = f" __attribute__((aligned({rng.choice([2, 8])})))" if rng.random() < 0.1 else ""
        if width == 0 or rng.random() < 0.1:
            return f"{t} :{width};", []
        return f"{t} {name}:{width}{attr};", []
    if roll < 0.30 and tags:
        tag = rng.choice(tags)
        if rng.random() < 0.5:
            return f"{tag} {name}[2];", [name, f"{name}[1]", f"{name}[1].m0"]
        return f"{tag} {name};", [name, f"{name}.m0"]
    if roll < 0.36:
        return f"{rng.choice(TYPEDEF_NAMES)} {name};", [name]
    if roll < 0.40:
        kind = rng.choice(["struct", "union"])
        inner = f"{kind} {{ char a{k}; {rng.choice(SCALARS)} b{k}; }};"
        return inner, [f"a{k}", f"b{k}"]
    t = rng.choice(SCALARS)
    declarator = name
    if rng.random() < 0.2:
        declarator = f"{name}[{rng.randint(1, 3)}]"
    attr = rng.random()
    if attr < 0.08:
        return f"{t} {declarator} __attribute__((packed));", [name]
    if attr < 0.14:
        return f"{t} {declarator} __attribute__((aligned({rng.choice([1, 2, 8, 16])})));", \
            [name]
    if attr < 0.18:
        return f"__attribute__((aligned({rng.choice([4, 8])}))) {t} {declarator};", [name]
    if attr < 0.22:
        return f"_Alignas(16) {t} {declarator};", [name]
    if attr < 0.24 and t != "long double":      # _Alignas cannot lower the alignment
        return f"_Alignas(double) {t} {declarator};", [name]
    return f"{t} {declarator};", [name]


def generate(seed: int) -> Batch:
    """A batch of ``PER_BATCH`` definitions and their constants."""
    rng = random.Random(seed)
    batch = Batch(decls=[TYPEDEFS])
    tags: list[str] = []
    for i in range(PER_BATCH):
        kind = "union" if rng.random() < 0.15 else "struct"
        tag = f"{kind} t{seed}_{i}"
        members, designators = [], []
        for k in range(rng.randint(1, 6)):
            text, names = _member(rng, k, tags)
            members.append(text)
            designators += names
        attr = rng.choice(["", "", "", "packed", "aligned(8)", "aligned(16)",
                           "packed, aligned(4)", "aligned(2)", "aligned"])
        pack = rng.choice([0, 0, 0, 0, 1, 2, 4])
        flexible = kind == "struct" and rng.random() < 0.15 and \
            any(re.search(r" m\d+[\[; :]", m) for m in members)
        if flexible:                    # a flexible array member last (never nested below)
            k = len(members)
            members.append(f"{rng.choice(SCALARS)} m{k}[];")
            designators.append(f"m{k}")
        body = " ".join(members)
        if attr and rng.random() < 0.5:
            text = f"{kind} __attribute__(({attr})) t{seed}_{i} {{ {body} }};"
        elif attr:
            text = f"{kind} t{seed}_{i} {{ {body} }} __attribute__(({attr}));"
        else:
            text = f"{kind} t{seed}_{i} {{ {body} }};"
        if pack:
            push = rng.random() < 0.5
            text = (f"#pragma pack(push, {pack})\n{text}\n#pragma pack(pop)" if push
                    else f"#pragma pack({pack})\n{text}\n#pragma pack()")
        batch.decls.append(text)
        if " m0" in members[0] and ":" not in members[0] and not flexible:
            tags.append(tag)            # m0 is a named member: nested designators use it
        batch.constants += [f"sizeof({tag})", f"_Alignof({tag})", f"__alignof__({tag})"]
        batch.constants += [f"__builtin_offsetof({tag}, {d})" for d in designators]
        for text in members:
            m = re.match(r"^([\w ]+?) (m\d+):\d+", text)
            if m is not None:
                batch.bit_fields.append((tag, m[2], m[1]))
    if seed == 0:
        for t in SCALARS + TYPEDEF_NAMES:
            batch.constants += [f"_Alignof({t})", f"__alignof__({t})", f"sizeof({t})"]
        for t in SCALARS:
            batch.constants += [f"_Alignof({t}[3])", f"__alignof__({t}[3])"]
    return batch


def gcc_values(batch: Batch, flag: str, tmp: Path) -> list[int]:
    """The constants as gcc ``flag`` (-m64/-m32) computes them."""
    src = tmp / f"gcc{flag}.c"
    src.write_text("\n".join(batch.decls) + "\nunsigned v[] = {\n" +
                   ",\n".join(batch.constants) + "\n};\n")
    done = subprocess.run(["gcc", flag, "-std=gnu11", "-w", "-S", "-o", "-", str(src)],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        pytest.skip(f"gcc {flag} -S failed: {done.stderr.strip()[:300]}")
    values: list[int] = []
    inside = False
    for line in done.stdout.splitlines():
        if line.startswith("v:"):
            inside = True
            continue
        if not inside:
            continue
        m = re.match(r"\s*\.(long|zero)\s+(\d+)", line)
        if m is None:
            if values:
                break
            continue
        if m[1] == "long":
            values.append(int(m[2]))
        else:
            values += [0] * (int(m[2]) // 4)
    assert len(values) == len(batch.constants), "cannot read gcc's values"
    return values


@pytest.mark.parametrize("model", ["LP64", "ILP32"])
@pytest.mark.parametrize("seed", range(BATCHES))
def test_layout_constants_match_gcc(seed: int, model: str, tmp_path: Path) -> None:
    batch = generate(seed)
    expected = gcc_values(batch, "-m64" if model == "LP64" else "-m32", tmp_path)
    asserts = [f'    __CPROVER_assert({c} == {v}u, "{c} == {v}");'
               for c, v in zip(batch.constants, expected)]
    prog = tmp_path / "layout.c"
    prog.write_text("\n".join(batch.decls) + "\nint main(void) {\n" + "\n".join(asserts)
                    + "\n    return 0;\n}\n")
    argv = [str(prog)]
    if model == "ILP32":
        argv.append("--32")
    code, out, err = run_bmc(argv)
    failed = [line for line in out.splitlines() if line.endswith("FAILURE")]
    assert code == 0 and not failed, f"exit {code}\n" + "\n".join(failed) + err[-2000:]


def _image_block(tag: str, name: str, type_name: str) -> str:
    """C statements: a zeroed ``tag`` whose bit-field ``name`` is set to all ones, copied
    to the bytes ``b``."""
    ones = "1" if type_name == "_Bool" else "-1"
    return (f"    {{ {tag} x; memset(&x, 0, sizeof x); x.{name} = {ones}; "
            f"unsigned char b[sizeof x]; memcpy(b, &x, sizeof x);")


@pytest.mark.parametrize("seed", range(IMAGE_BATCHES))
def test_bit_field_images_match_gcc(seed: int, tmp_path: Path) -> None:
    """Each named bit-field set to all ones in a zeroed struct gives gcc's bytes (x86-64;
    gcc's native run prints them)."""
    batch = generate(seed)
    if not batch.bit_fields:
        pytest.skip("no named bit-fields in this batch")
    head = "#include <string.h>\n"
    prints = [_image_block(*bf) + ' for (unsigned i = 0; i < sizeof x; i++) '
              'printf("%u ", b[i]); printf("\\n"); }' for bf in batch.bit_fields]
    src = tmp_path / "images.c"
    src.write_text(head + "#include <stdio.h>\n" + "\n".join(batch.decls)
                   + "\nint main(void) {\n" + "\n".join(prints) + "\n    return 0;\n}\n")
    exe = tmp_path / "images"
    built = subprocess.run(["gcc", "-m64", "-std=gnu11", "-w", "-o", str(exe), str(src)],
                           capture_output=True, text=True, check=False)
    if built.returncode != 0:
        pytest.skip(f"gcc -m64 cannot build a program: {built.stderr.strip()[:300]}")
    ran = subprocess.run([str(exe)], capture_output=True, text=True, check=True)
    images = [[int(v) for v in line.split()] for line in ran.stdout.splitlines()]
    assert len(images) == len(batch.bit_fields)
    blocks = []
    for (tag, name, type_name), image in zip(batch.bit_fields, images):
        checks = " ".join(f'__CPROVER_assert(b[{i}] == {v}, "{tag}.{name} byte {i} == {v}");'
                          for i, v in enumerate(image))
        blocks.append(_image_block(tag, name, type_name) + f" {checks} }}")
    prog = tmp_path / "layout.c"
    prog.write_text(head + "\n".join(batch.decls) + "\nint main(void) {\n"
                    + "\n".join(blocks) + "\n    return 0;\n}\n")
    code, out, err = run_bmc([str(prog), "--unwind", "1", "--no-unwinding-assertions"])
    failed = [line for line in out.splitlines() if line.endswith("FAILURE")]
    assert code == 0 and not failed, f"exit {code}\n" + "\n".join(failed[:40]) + err[-2000:]
