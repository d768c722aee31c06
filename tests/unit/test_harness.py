"""bmc.output.harness: input values, the property replayed, the generated C text."""

from __future__ import annotations

from bmc.output.harness import generate, input_value, target_property
from bmc.ir.program import SourceLocation
from bmc.ir.target import model_for
from bmc.result import (PropertyResult, Status, Trace, TraceStep, VerificationResult,
                        Verdict)

LOC = SourceLocation("main.c", 5, 0, "main")


def _prop(pid: str, cls: str, desc: str, inputs: tuple[str, ...]) -> PropertyResult:
    steps = tuple(TraceStep("input", LOC, "main", "x", v, f"x = {v} (input)") for v in inputs)
    return PropertyResult(pid, cls, desc, LOC, Status.FAILURE, Trace(steps))


def test_input_values():
    assert input_value("-5") == -5
    assert input_value("'a' (97)") == 97
    assert input_value("'\\n' (10)") == 10
    assert input_value("true") == 1


def test_observable_property_preferred():
    leak = _prop("main.memory-leak.1", "memory-leak", "memory leak", ("1",))
    unsigned = _prop("main.overflow.1", "overflow", "arithmetic overflow on unsigned + in x + 1u", ("2",))
    signed = _prop("main.overflow.2", "overflow", "arithmetic overflow on signed + in x + 1", ("3",))
    result = VerificationResult(Verdict.FAILED, (leak, unsigned, signed))
    assert target_property(result).id == "main.overflow.2"
    assert target_property(VerificationResult(Verdict.FAILED, (leak,))).id == leak.id


def test_generated_text_defines_only_what_the_program_lacks():
    source = ("int __VERIFIER_nondet_int(void);\nunsigned char nondet_uchar();\n"
              "void reach_error() { abort(); }\nvoid __VERIFIER_assume(int);\n"
              "int main(void) { int x = __VERIFIER_nondet_int(); unsigned char c = nondet_uchar();\n"
              "  __VERIFIER_assume(x > 0); if (x == c) reach_error(); return 0; }\n")
    prop = _prop("main.error-call.1", "error-call", "reach_error() is reachable", ("7", "'\\a' (7)"))
    h = generate(VerificationResult(Verdict.FAILED, (prop,)), {"main.c": source},
                 model_for("LP64", "", ""), ("main.c",))
    assert h is not None and h.inputs == (7, 7) and h.observable
    assert "int __VERIFIER_nondet_int(void) {" in h.text
    assert "unsigned char nondet_uchar(void) {" in h.text
    assert "void __VERIFIER_assume(int condition)" in h.text
    assert "void reach_error" not in h.text          # the program defines it
    assert "{7ULL, 7ULL}" in h.text
    assert "gcc -std=gnu11" in h.text and "Uninitialised local variables" in h.text
