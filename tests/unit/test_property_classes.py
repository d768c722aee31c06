"""bmc.ir.properties: the property classes as an enum whose members are today's strings."""

from __future__ import annotations

from pathlib import Path

from bmc.frontend import load_program
from bmc.ir.checks import instrument
from bmc.ir.program import Assert
from bmc.ir.properties import (COVERAGE_CLASSES, UNWIND_CLASSES, USER_CLASSES,
                               PropertyClass)
from bmc.options import ALL_CHECKS, Options
from bmc.symex import execute
from bmc.symex.equation import Assertion
from bmc.terms import TermStore

PROGRAM = r"""
#include <stdlib.h>
#include <string.h>
#include <assert.h>
int g[4];
int rec(int n) { return n <= 0 ? 0 : 1 + rec(n - 1); }
int main(void) {
  int x, y, i;
  unsigned u;
  double d, e;
  char buf[8], *p = malloc(4);
  x = x + y;                       /* overflow */
  x = x / y;                       /* division-by-zero */
  x = x << y;                      /* undefined-shift */
  g[i] = 1;                        /* array_bounds */
  *p = 1;                          /* pointer_dereference */
  p = p + i;                       /* pointer_arithmetic */
  memcpy(buf, buf + i, 2);         /* precondition */
  d = d / e;                       /* NaN */
  free(p);                         /* free */
  while (u) u--;                   /* unwind */
  rec(x);                          /* recursion */
  assert(x);                       /* assertion */
  p = malloc(1);                   /* memory-leak at the end of main */
  return 0;
}
"""


def test_members_are_the_strings_printed_today() -> None:
    assert PropertyClass.MEMORY_LEAK == "memory-leak"
    assert f"{PropertyClass.NAN}" == "NaN" and str(PropertyClass.DATA_RACE) == "data-race"
    assert f"main.{PropertyClass.UNWIND}.1" == "main.unwind.1"
    # members hash like their strings: sets of members answer for plain strings
    assert "recursion" in UNWIND_CLASSES and "overflow" not in UNWIND_CLASSES
    assert {"memory-leak": 1}[PropertyClass.MEMORY_LEAK] == 1
    assert PropertyClass("error-call") is PropertyClass.ERROR_CALL


def test_groups() -> None:
    assert UNWIND_CLASSES == {"unwind", "recursion"}
    assert COVERAGE_CLASSES == {"unwind", "recursion", "allocation-limit", "memory-leak-exit",
                                "argv-limit", "approximation", "no-body"}
    assert USER_CLASSES == {"assertion", "error-call", "error_label"}
    assert all(isinstance(c, PropertyClass) for c in COVERAGE_CLASSES | USER_CLASSES)


def test_instrumentation_and_symex_produce_members(tmp_path: Path) -> None:
    source = tmp_path / "p.c"
    source.write_text(PROGRAM)
    options = Options(files=(str(source),), checks=ALL_CHECKS | {"memory-leak"}, unwind=2)
    program = instrument(load_program(options), options)
    made = {ins.property_class for f in program.functions.values() for ins in f.body
            if isinstance(ins, Assert)}
    equation = execute(program, options, TermStore())
    classes = {s.property_class for s in equation.steps if isinstance(s, Assertion)}
    expected = {"overflow", "division-by-zero", "undefined-shift", "array_bounds",
                "pointer_dereference", "pointer_arithmetic", "precondition", "NaN", "free",
                "unwind", "recursion", "assertion", "memory-leak"}
    assert expected <= classes
    assert all(c in set(PropertyClass) for c in made | classes)
    # what the instrumentation and symex make themselves are members, not bare strings
    own = (made | classes) - {"assertion"}
    assert all(isinstance(c, PropertyClass) for c in own), \
        sorted(c for c in own if not isinstance(c, PropertyClass))
