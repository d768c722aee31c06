"""Test harnesses: a counterexample as a C file that replays it natively (``--harness FILE``).

The harness defines the nondet functions the program calls (``__VERIFIER_nondet_int``,
``nondet_uint`` ...) so that they return the trace's ``input`` values in execution order,
the verifier's assume/assert/error functions the program declares without defining them, and
nothing else. Compiled with the program by gcc (with AddressSanitizer and UBSan, see
``COMPILE_LINE``), the run fails as the counterexample says: the assertion aborts with its
message, or a sanitizer reports the memory error, overflow, shift or division.

What a harness cannot control is said in its header comment: uninitialised locals (gcc
gives them whatever the stack holds), functions without a body other than the nondet ones,
and failures gcc does not observe (unsigned overflow, value-changing conversions, leaks).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from bmc.frontend.specials import nondet_suffix, nondet_type
from bmc.ir.ctype import DataModel
from bmc.result import PropertyResult, Status, VerificationResult
from bmc.ir.properties import PropertyClass

COMPILE_LINE = ("gcc -std=gnu11 -g -O0 -ffloat-store -frounding-math "
                "-fsanitize=address,undefined "
                "-fno-sanitize-recover=all -fno-omit-frame-pointer -fno-builtin {program} {harness} "
                "-o {exe} -lm")

# Property classes whose failure a gcc build with ASan/UBSan makes visible, and how.
OBSERVED_BY: dict[str, str] = {
    PropertyClass.ASSERTION: "the assertion aborts (assert's message, or the harness's for __CPROVER_assert)",
    PropertyClass.ERROR_CALL: "the error function aborts",
    PropertyClass.ARRAY_BOUNDS: "AddressSanitizer (or UBSan's bounds check) reports the access",
    PropertyClass.POINTER_DEREFERENCE: "AddressSanitizer reports the access",
    PropertyClass.FREE: "AddressSanitizer reports the free",
    PropertyClass.OVERFLOW: "UBSan reports the signed overflow",
    PropertyClass.UNDEFINED_SHIFT: "UBSan reports the shift",
    PropertyClass.DIVISION_BY_ZERO: "UBSan reports the division",
}
# Failures inside bmc's models of memcpy, strlen, free ... that ASan's interceptors report.
_LIBRARY_OBSERVED = (PropertyClass.POINTER_DEREFERENCE, PropertyClass.FREE,
                     PropertyClass.PRECONDITION)
OBSERVED_BY[PropertyClass.PRECONDITION] = "AddressSanitizer reports the overlapping copy"
# ... except these descriptions, which gcc's sanitizers do not see.
_UNOBSERVED = ("unsigned", "type conversion", "pointer overflow", "floating-point")
_COVERAGE = (PropertyClass.UNWIND, PropertyClass.RECURSION, PropertyClass.APPROXIMATION)

EXIT_INPUTS_EXHAUSTED = 2     # the program asks for more inputs than the trace has
EXIT_ASSUMPTION = 3           # an assumption of the program does not hold for the inputs

_NONDET_CALL = re.compile(r"\b((?:__VERIFIER_nondet_|nondet_)\w+)\s*\(")
_SPECIAL_CALL = re.compile(r"\b(__VERIFIER_assume|__CPROVER_assume|__CPROVER_assert|"
                           r"__VERIFIER_error|reach_error|__VERIFIER_assert)\s*\(")
_COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)


@dataclass(frozen=True, slots=True)
class Harness:
    """A generated harness: its C text and the property it reproduces."""

    text: str
    property_id: str
    observable: bool          # gcc with the sanitizers can see this property fail
    inputs: tuple[int, ...]


def observable(prop: PropertyResult) -> bool:
    """Whether a failure of ``prop`` shows in a gcc build with ASan and UBSan."""
    if prop.loc.file.startswith("<"):     # inside bmc's library models: ASan intercepts
        return prop.property_class in _LIBRARY_OBSERVED and \
            not prop.id.startswith("__bmc_fmt")   # memcpy, strlen, free ..., not printf
    if prop.property_class not in OBSERVED_BY:
        return False
    return not any(word in prop.description for word in _UNOBSERVED)


def target_property(result: VerificationResult) -> PropertyResult | None:
    """The failed property the harness replays: the first one gcc can observe, else the
    first failed one that is not a coverage property (None: nothing failed with a trace)."""
    failed = [p for p in result.properties if p.status is Status.FAILURE
              and p.trace is not None and p.property_class not in _COVERAGE]
    for prop in failed:
        if observable(prop):
            return prop
    return failed[0] if failed else None


def input_value(text: str) -> int:
    """The integer of a trace value: ``-5``, ``200``, ``'a' (97)``, ``true``/``false``."""
    text = text.strip()
    if text in ("true", "false", "TRUE", "FALSE"):
        return int(text.lower() == "true")
    if text.endswith(")") and " (" in text:           # a character: 'a' (97)
        text = text.rsplit(" (", 1)[1][:-1]
    return int(text, 0)


def _strip_comments(source: str) -> str:
    return _COMMENT.sub(" ", source)


def _defines(source: str, name: str) -> bool:
    """Whether ``source`` has a definition (a body) of function ``name``."""
    return re.search(rf"\b{re.escape(name)}\s*\([^;{{}}()]*\)\s*\{{", source) is not None


_NO_PARAMETERS = r"\s*(?:void)?\s*"


def _result_type(source: str, name: str, parameters: str = r"[^;{}]*") -> str | None:
    """The return type of a declaration ``T name(...);`` in ``source`` whose parameter list
    matches the regex ``parameters`` (default: any), if there is one."""
    m = re.search(r"(?:^|[;{}\n])\s*((?:extern\s+)?[A-Za-z_][\w \t\*]*?)\s*\b"
                  + re.escape(name) + r"\s*\(" + parameters + r"\)\s*;", source)
    if m is None:
        return None
    result = re.sub(r"\bextern\b|\bstatic\b|\binline\b", "", m.group(1)).strip()
    return result or None


def _returns(ctype: str, name: str) -> str:
    """The body that returns the next input as ``ctype`` (a float or double input is its
    bits, as the trace's ``bits`` give them)."""
    if ctype in ("float", "double"):
        return (f"unsigned long long b = bmc_input(\"{name}\"); {ctype} v; "
                "__builtin_memcpy(&v, &b, sizeof v); return v; ")
    return f"return ({ctype})bmc_input(\"{name}\"); "


def _c_literal(value: int) -> str:
    return f"{value % (1 << 64)}ULL"


def _quote(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")


def _comment(text: str) -> str:
    return text.replace("*/", "* /")


def generate(result: VerificationResult, sources: dict[str, str], model: DataModel,
             program_files: tuple[str, ...]) -> Harness | None:
    """The harness for ``result``'s target property (None when nothing failed).

    ``sources`` maps each program file to its text (to find the nondet functions called and
    the verifier functions declared without a body).
    """
    prop = target_property(result)
    if prop is None or prop.trace is None:
        return None
    steps = prop.trace.steps
    inputs = tuple(int(s.float_bits, 16) if s.float_bits else input_value(s.value)
                   for s in steps if s.kind == "input")
    uninitialised = [s for s in steps if s.kind == "declaration" and s.value]
    text = "\n".join(_strip_comments(src) for src in sources.values())

    nondet: dict[str, str] = {}
    unknown: list[str] = []
    for name in dict.fromkeys(_NONDET_CALL.findall(text)):
        if _defines(text, name):
            continue
        ctype = _result_type(text, name, _NO_PARAMETERS)
        if ctype is None:
            suffix = nondet_suffix(name)
            found = nondet_type(suffix, model) if suffix else None
            ctype = str(found) if found is not None else None
        if ctype is None or "*" in ctype or ctype == "long double":
            unknown.append(name)
        else:
            nondet[name] = ctype
    specials = [n for n in dict.fromkeys(_SPECIAL_CALL.findall(text)) if not _defines(text, n)]
    undefined = sorted(set(_undefined_in(result)) - set(nondet) - set(specials))
    bodiless = {n: t for n in undefined if (t := _result_type(text, n)) is not None
                and "*" not in t and t != "long double"}
    undefined_others = [n for n in undefined if n not in bodiless]
    takes_arguments = re.search(r"\bmain\s*\(\s*(?!void\s*\))[^)\s]", text) is not None

    program = " ".join(Path(f).name for f in program_files) or "main.c"
    exe = Path(program_files[0]).stem + ".replay" if program_files else "replay"
    head = [
        "/* Test harness generated by bmc: replays the counterexample of",
        f" *   [{prop.id}] {_comment(prop.description)} ({prop.loc.file}:{prop.loc.line})",
        " *",
        " * Compile it with the program and run:",
        f" *   {COMPILE_LINE.format(program=program, harness='<this file>', exe=exe)}",
        f" *   ./{exe}",
        " *",
    ]
    if observable(prop):
        head.append(f" * Expected: {OBSERVED_BY[prop.property_class]}.")
    else:
        head.append(" * Note: gcc's sanitizers do not observe this kind of failure; the run "
                    "follows the counterexample's inputs but need not stop with an error.")
    head += [
        f" * The nondet functions return the trace's {len(inputs)} input value(s) in order;",
        f" * if the program asks for more, the harness stops it (exit {EXIT_INPUTS_EXHAUSTED}); "
        f"a violated assumption exits {EXIT_ASSUMPTION}.",
        " * Uninitialised local variables are not controllable: gcc gives them whatever",
        " * the stack holds, not the values the counterexample chose.",
    ]
    if uninitialised:
        shown = ", ".join(f"{s.lhs} = {s.value}" for s in uninitialised[:8])
        head.append(f" * The trace gives such locals these values: {_comment(shown)}")
        head.append(" * (they matter only where the program reads them before writing them).")
    if unknown:
        head.append(f" * Not defined here (no integer type known): {', '.join(unknown)}.")
    if bodiless:
        head.append(" * Functions without a body, defined here to return the next input like "
                    "bmc's")
        head.append(f" * nondet results (their arguments are ignored): {', '.join(bodiless)}.")
    if takes_arguments:
        head.append(" * main's arguments (argc, argv) are not replayed: bmc chose them freely.")
    if prop.property_class == PropertyClass.POINTER_DEREFERENCE and "dead object" in prop.description:
        head.append(" * ASan sees a dead object only while its stack slot is not reused "
                    "(not for VLAs).")
    if undefined_others:
        head.append(" * Functions without a body whose results bmc chose freely are not "
                    f"replayed: {', '.join(undefined_others)}.")
    head.append(" */")

    body = [
        "#include <stdio.h>",
        "#include <stdlib.h>",
        "",
        f"static const unsigned long long bmc_inputs[] = {{"
        f"{', '.join(_c_literal(v) for v in inputs) or '0ULL'}}};",
        f"static const unsigned bmc_input_count = {len(inputs)}u;",
        "static unsigned bmc_next_input;",
        "",
        "static unsigned long long bmc_input(const char *function) {",
        "  if (bmc_next_input >= bmc_input_count) {",
        '    fprintf(stderr, "harness: %s asks for input %u, the counterexample has %u\\n",',
        "            function, bmc_next_input + 1, bmc_input_count);",
        f"    exit({EXIT_INPUTS_EXHAUSTED});",
        "  }",
        "  return bmc_inputs[bmc_next_input++];",
        "}",
    ]
    body += [
        "",
        "/* A run that ends normally says how many of the inputs it used. */",
        "__attribute__((destructor)) static void bmc_inputs_used(void) {",
        "  if (bmc_next_input < bmc_input_count)",
        '    fprintf(stderr, "harness: the program used %u of the %u inputs of the counterexample\\n",',
        "            bmc_next_input, bmc_input_count);",
        "}",
    ]
    for name, ctype in nondet.items():
        body += ["", f"{ctype} {name}(void) {{ {_returns(ctype, name)}}}"]
    for name, ctype in bodiless.items():
        result_of = "" if ctype == "void" else _returns(ctype, name)
        body += ["", f"{ctype} {name}() {{ {result_of}}}"]
    for name in specials:
        body += [""] + _special(name)
    return Harness("\n".join(head + [""] + body) + "\n", prop.id, observable(prop), inputs)


def _special(name: str) -> list[str]:
    if name in ("__VERIFIER_assume", "__CPROVER_assume"):
        return [f"void {name}(int condition) {{",
                "  if (!condition) {",
                f'    fprintf(stderr, "harness: assumption violated ({name})\\n");',
                f"    exit({EXIT_ASSUMPTION});",
                "  }",
                "}"]
    if name == "__CPROVER_assert":
        return ["void __CPROVER_assert(int condition, const char *description) {",
                "  if (!condition) {",
                '    fprintf(stderr, "harness: assertion failed: %s\\n", description);',
                "    abort();",
                "  }",
                "}"]
    if name == "__VERIFIER_assert":
        return ["void __VERIFIER_assert(int condition) {",
                "  if (!condition) {",
                '    fprintf(stderr, "harness: assertion failed: __VERIFIER_assert\\n");',
                "    abort();",
                "  }",
                "}"]
    return [f"void {name}(void) {{",
            f'  fprintf(stderr, "harness: {name}() reached\\n");',
            "  abort();",
            "}"]


def _undefined_in(result: VerificationResult) -> list[str]:
    """Functions the warnings name as having no body."""
    found = []
    for warning in result.warnings:
        m = re.match(r"function (\w+) has no body", warning)
        if m and nondet_suffix(m.group(1)) is None:
            found.append(m.group(1))
    return found


def write_harness(path: str, result: VerificationResult, files: tuple[str, ...],
                  model: DataModel) -> Harness | None:
    """Write the harness of ``result`` to ``path``; None (and nothing written) when no
    property failed."""
    sources = {f: Path(f).read_text(errors="replace") for f in files}
    harness = generate(result, sources, model, files)
    if harness is not None:
        Path(path).write_text(harness.text)
    return harness
