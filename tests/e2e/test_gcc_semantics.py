"""C semantics against gcc: bmc's counterexample, replayed natively, must behave the same.

For every ``gcc_programs/*.c``:

1. bmc runs with ``--json`` and the options of the program's ``// BMC-OPTIONS:`` line
   (default ``--unwind 1``); the program's single assertion must fail. From that property's
   trace we take the ``input`` steps (values in execution order) and, for each variable, the
   last value assigned to it (``input`` and ``assignment`` steps, keyed by ``lhs`` and, for
   writes through pointers, also by ``target``: the object part written, e.g. ``s.a[2]``).
2. gcc compiles the same program (``-std=gnu11 -O0 -w -DBMC_REPLAY``) with a generated stub
   that defines each ``__VERIFIER_nondet_<type>`` to return the trace's inputs in order and
   ``__VERIFIER_assume`` to stop the run if an assumption is violated. Under ``BMC_REPLAY``
   the program prints ``name=value`` for its variables of interest right before the final
   assertion.
3. The native run must fail the same assertion (assert → abort), consume exactly the
   trace's inputs, and every printed ``name=value`` must equal the last trace value of
   ``name`` (``name`` a variable, or an object part like ``s.a[2]`` that the program wrote
   through a pointer; it must not have changed since by a whole-object copy).

Floating point: gcc compiles with ``-ffloat-store -frounding-math -fno-fast-math`` (every
operation rounded to its type, in the current rounding mode, no algebraic shortcuts); a
nondet ``float``/``double`` replays the trace's ``bits``; a printed floating value is
``name=%a`` (hex float, ``inf``, ``nan``) and must equal the trace's value exactly (the
sign of zero included; any NaN equals any NaN, since gcc's folding may reorder operands
and so pick another NaN).

``BMC_GCC_EXTRA_OPTIONS`` (environment) appends options to every program's, e.g.
``'--backend bitwuzla --fp-encoding bitblast'`` to replay another backend's counterexamples.

The programs avoid undefined behaviour for every input their assumptions allow, so gcc's
run is the reference. Implementation-defined behaviour follows gcc on x86-64 (LP64, signed
plain char, arithmetic right shift, modulo conversion to signed types), as bmc's contract.
"""

from __future__ import annotations

import json
import math
import os
import re
import shlex
import struct
import subprocess
from pathlib import Path

import pytest

from bmc_test_helpers import default_sample, gcc_available, run_bmc

HERE = Path(__file__).resolve().parent
PROGRAM_DIR = HERE / "gcc_programs"
PROGRAMS = sorted(PROGRAM_DIR.glob("*.c"))

pytestmark = [pytest.mark.gcc,
              pytest.mark.skipif(not gcc_available, reason="gcc is not installed")]

NONDET_TYPES = {
    "bool": "_Bool", "char": "char", "schar": "signed char", "uchar": "unsigned char",
    "short": "short", "ushort": "unsigned short", "int": "int", "uint": "unsigned int",
    "unsigned": "unsigned int", "long": "long", "ulong": "unsigned long",
    "longlong": "long long", "ulonglong": "unsigned long long", "size_t": "unsigned long",
    "u32": "unsigned int", "u8": "unsigned char", "u16": "unsigned short",
    "float": "float", "double": "double",
}
FLOAT_BITS = {"float": ("unsigned int", 4), "double": ("unsigned long long", 8)}
GCC_FLOAT_FLAGS = ["-ffloat-store", "-frounding-math", "-fno-fast-math"]
NONDET_CALL = re.compile(r"__VERIFIER_nondet_(\w+)\s*\(")
OPTIONS_LINE = re.compile(r"^//\s*BMC-OPTIONS:(.*)$", re.M)
PRINTED = re.compile(r"^([A-Za-z_][\w.\[\]]*)=(-?\d+|-?0x[0-9a-f.]+p[-+]\d+|-?inf|-?nan)$")
EXIT_ASSUME, EXIT_NO_INPUT = 77, 78


def bmc_options(source: str) -> list[str]:
    m = OPTIONS_LINE.search(source)
    own = shlex.split(m.group(1)) if m else ["--unwind", "1"]
    return own + shlex.split(os.environ.get("BMC_GCC_EXTRA_OPTIONS", ""))


def make_stub(source: str, inputs: list[int]) -> str:
    """C source defining the nondet functions the program calls, replaying ``inputs``."""
    kinds = sorted(set(NONDET_CALL.findall(source)))
    unknown = [k for k in kinds if k not in NONDET_TYPES]
    if unknown:
        raise ValueError(f"no C type known for __VERIFIER_nondet_{unknown[0]}")
    values = ", ".join(f"{v % (1 << 64)}ULL" for v in inputs) or "0ULL"
    lines = [
        "#include <stdio.h>",
        "#include <stdlib.h>",
        f"static const unsigned long long bmc_inputs[] = {{{values}}};",
        f"static const unsigned bmc_count = {len(inputs)}u;",
        "static unsigned bmc_used;",
        "/* assert() aborts: keep stdout unbuffered so the printed values survive */",
        "__attribute__((constructor)) static void bmc_unbuffered(void) { setvbuf(stdout, 0, _IONBF, 0); }",
        "static unsigned long long bmc_next(void) {",
        "  if (bmc_used >= bmc_count) {",
        '    fprintf(stderr, "replay: program asks for more inputs than the trace has\\n");',
        f"    exit({EXIT_NO_INPUT});",
        "  }",
        '  fprintf(stderr, "replay: input %u\\n", bmc_used + 1);',
        "  return bmc_inputs[bmc_used++];",
        "}",
        "void __VERIFIER_assume(int cond) {",
        "  if (!cond) {",
        '    fprintf(stderr, "replay: assumption violated after %u inputs\\n", bmc_used);',
        f"    exit({EXIT_ASSUME});",
        "  }",
        "}",
    ]
    for kind in kinds:
        ctype = NONDET_TYPES[kind]
        if kind in FLOAT_BITS:
            bits, size = FLOAT_BITS[kind]
            lines.append(f"{ctype} __VERIFIER_nondet_{kind}(void) {{ {bits} b = ({bits})bmc_next();"
                         f" {ctype} v; __builtin_memcpy(&v, &b, {size}); return v; }}")
            continue
        lines.append(f"{ctype} __VERIFIER_nondet_{kind}(void) {{ return ({ctype})bmc_next(); }}")
    return "\n".join(lines) + "\n"


def replay(program: Path, inputs: list[int], workdir: Path) -> tuple[int, str, str]:
    """Compile ``program`` with the replay stub and run it; return (returncode, out, err)."""
    source = program.read_text()
    stub = workdir / "bmc_replay_stub.c"
    stub.write_text(make_stub(source, inputs))
    exe = workdir / (program.stem + ".replay")
    build = subprocess.run(["gcc", "-std=gnu11", "-O0", *GCC_FLOAT_FLAGS, "-w", "-DBMC_REPLAY",
                            str(program), str(stub), "-o", str(exe), "-lm"],
                           capture_output=True, text=True, timeout=120)
    if build.returncode != 0:
        raise AssertionError(f"gcc failed on {program.name}:\n{build.stderr}")
    run = subprocess.run([str(exe)], capture_output=True, text=True, timeout=30)
    return run.returncode, run.stdout, run.stderr


def failed_assertion(report: dict) -> dict | None:
    failing = [p for p in report.get("properties", [])
               if p.get("class") == "assertion" and p.get("status") == "FAILURE"]
    return failing[0] if failing else None


def _step_value(step: dict) -> str:
    """A step's value: the text, or ``bits:<hex>`` for a floating value."""
    return f"bits:{step['bits']}" if step.get("bits") else step.get("value", "")


def trace_inputs_and_values(trace: list[dict]) -> tuple[list[str], dict[str, str]]:
    inputs = [_step_value(step) for step in trace if step.get("kind") == "input"]
    last: dict[str, str] = {}
    for step in trace:
        if step.get("kind") in ("input", "assignment") and step.get("lhs"):
            last[step["lhs"]] = _step_value(step)
            if step.get("target"):              # the object part a pointer write changed
                last[step["target"]] = _step_value(step)
    return inputs, last


def _float_of_bits(text: str) -> float:
    """``bits:0x...`` of a float (8 hex digits) or double (16) as a Python float."""
    digits = text.removeprefix("bits:0x")
    raw = bytes.fromhex(digits)[::-1]
    return struct.unpack("<f" if len(raw) == 4 else "<d", raw)[0]


def _same_value(printed: str, traced: str) -> bool:
    """gcc's printed value equals bmc's traced value (floats exactly, zero's sign too)."""
    if not traced.startswith("bits:"):
        return re.fullmatch(r"-?\d+", printed) is not None and int(printed) == _c_int(traced)
    if re.fullmatch(r"-?\d+", printed):
        return False
    a, b = float.fromhex(printed), _float_of_bits(traced)
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return a == b and math.copysign(1.0, a) == math.copysign(1.0, b)


def _c_int(text: str) -> int:
    """A trace's integer value; a character's (``'\\a' (7)``) is the number after it."""
    text = text.strip()
    if text.startswith("'") and text.endswith(")") and " (" in text:
        text = text.rsplit(" (", 1)[1][:-1]
    return int(text)


@pytest.mark.parametrize("program", default_sample(PROGRAMS, [p.stem for p in PROGRAMS], 2,
                                                    heavy=("flt_remainder_double",)))   # ~50 s
def test_counterexample_replays_in_gcc(program: Path, tmp_path: Path):
    options = bmc_options(program.read_text())
    argv = [program.name, "--json", *options]
    code, out, err = run_bmc(argv, cwd=program.parent)
    where = f"bmc {' '.join(argv)}"
    assert "Traceback" not in err, f"{where}: crashed\n{err}"
    assert code == 10, f"{where}: expected exit 10 (assertion fails for some input), got {code}\n{out}\n{err}"
    try:
        report = json.loads(out)
    except json.JSONDecodeError as e:
        pytest.fail(f"{where}: stdout is not one JSON object ({e}):\n{out[:2000]}", pytrace=False)
    prop = failed_assertion(report)
    assert prop is not None, f"{where}: no failed assertion in the JSON report:\n{out[:3000]}"
    trace = prop.get("trace") or []
    assert trace, f"{where}: the failed assertion {prop.get('id')} has no trace"
    raw_inputs, last = trace_inputs_and_values(trace)
    try:
        inputs = [int(v.removeprefix("bits:"), 16) if v.startswith("bits:") else _c_int(v)
                  for v in raw_inputs]
    except ValueError:
        pytest.fail(f"{where}: input values are not decimal C integers: {raw_inputs}", pytrace=False)

    rc, gout, gerr = replay(program, inputs, tmp_path)
    context = (f"{program.name}: bmc inputs {inputs}\n--- gcc stdout ---\n{gout}"
               f"--- gcc stderr ---\n{gerr}")
    assert rc != EXIT_ASSUME, f"bmc's inputs violate an assumption under gcc\n{context}"
    assert rc != EXIT_NO_INPUT, f"gcc's run needs more inputs than bmc's trace has\n{context}"
    assert rc != 0 and ("Assertion" in gerr or rc == -6), \
        f"gcc's run with bmc's inputs does not fail the assertion (exit {rc})\n{context}"
    used = len(re.findall(r"^replay: input \d+$", gerr, re.M))
    assert used == len(inputs), f"gcc's run used {used} inputs, bmc's trace has {len(inputs)}\n{context}"

    printed = [PRINTED.match(line) for line in gout.splitlines()]
    assert printed and all(printed), f"unexpected replay output\n{context}"
    mismatches = []
    for m in printed:
        name, value = m.group(1), m.group(2)
        if name not in last:
            mismatches.append(f"{name}: gcc {value}, not assigned in bmc's trace")
            continue
        try:
            same = _same_value(value, last[name])
        except ValueError:
            mismatches.append(f"{name}: gcc {value}, bmc's trace says {last[name]!r} (not a decimal C value)")
            continue
        if not same:
            mismatches.append(f"{name}: gcc {value}, bmc {last[name]}")
    assert not mismatches, "values differ:\n  " + "\n  ".join(mismatches) + "\n" + context


def test_enough_programs():
    assert len(PROGRAMS) >= 45, f"only {len(PROGRAMS)} programs in {PROGRAM_DIR}"
    memory = [p for p in PROGRAMS if p.stem.startswith(("ptr_", "heap_", "struct_"))]
    assert len(memory) >= 35, f"only {len(memory)} pointer/heap/struct programs"
