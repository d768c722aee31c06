"""An external SMT-LIB 2 solver run as a subprocess (``z3 -in``, ``bitwuzla``, ``cvc5 ...``).

Each ``check`` writes one script to the solver's stdin: declarations, shared subterms as
``define-fun``, the added formulas and this check's assumptions as ``assert``s,
``(check-sat)`` and, for a SAT answer, ``(get-value (...))`` of every Bool and bit-vector
variable. ``values`` evaluates terms under those variable values with
``bmc.terms.evaluator``; terms that read arrays are asked from the solver by running the
same script again with a ``get-value`` of the terms themselves. A timeout kills the solver
and answers UNKNOWN.
"""

from __future__ import annotations

import shlex
import shutil
import subprocess
import time
from collections.abc import Sequence
from dataclasses import dataclass

from bmc.backends.base import Backend, BackendStats, SatResult
from bmc.errors import BackendUnavailable, SolverFailure
from bmc.terms.evaluator import Evaluator
from bmc.terms.ops import Op
from bmc.terms.printer import declarations, logic_for, shared_definitions
from bmc.terms.sorts import ArraySort, BoolSort, BVSort
from bmc.terms.store import Term, TermStore
from bmc.terms.walk import postorder

SExpr = str | list["SExpr"]


@dataclass(frozen=True, slots=True)
class SolverOutput:
    """What one run of the solver said: the answer and the ``get-value`` pairs, if any."""

    answer: SatResult
    values: tuple[int | bool, ...]


class SmtLibBackend(Backend):
    """Runs ``command`` (a shell-like string) on an SMT-LIB 2 script per check."""

    name = "smt"

    def __init__(self, store: TermStore, command: str) -> None:
        super().__init__(store)
        argv = shlex.split(command)
        if not argv:
            raise BackendUnavailable("the smt backend needs a solver command, "
                                     "e.g. --smt-solver 'z3 -in'")
        exe = shutil.which(argv[0])
        if exe is None:
            raise BackendUnavailable(
                f"SMT solver {argv[0]!r} not found on PATH; install it (e.g. z3, bitwuzla, "
                "cvc5) or choose another with --smt-solver")
        self.command = [exe, *argv[1:]]
        self._assertions: list[Term] = []
        self._last: tuple[Term, ...] | None = None    # assumptions of the last SAT check
        self._timeout: float | None = None
        self._model: dict[str, object] = {}
        self._solve_time = 0.0
        self._declared = 0

    # ------------------------------------------------------------------ Backend API
    def add(self, formula: Term) -> None:
        if not isinstance(formula.sort, BoolSort):
            raise TypeError(f"backends take Bool terms, got {formula.sort}")
        self._last = None
        self._assertions.append(formula)

    def check(self, assumptions: Sequence[Term] = (), timeout: float | None = None
              ) -> SatResult:
        self._last = None
        roots = [*self._assertions, *assumptions]
        scalars = [t for t in postorder(roots)
                   if t.op is Op.VAR and not isinstance(t.sort, ArraySort)]
        self._declared = sum(1 for t in postorder(roots) if t.op is Op.VAR)
        result = self._run(roots, scalars, timeout)
        if result.answer is SatResult.SAT:
            self._model = {v.name: val for v, val in zip(scalars, result.values)}
            self._last = tuple(assumptions)
            self._timeout = timeout
        return result.answer

    def values(self, terms: Sequence[Term]) -> list[int | bool]:
        if self._last is None:
            raise SolverFailure("values() needs a preceding check() that answered SAT")
        if not any(isinstance(t.sort, ArraySort) for t in postorder(terms)):
            evaluator = Evaluator(self._model)
            return [evaluator(t) for t in terms]  # type: ignore[misc]
        roots = [*self._assertions, *self._last]
        result = self._run(roots, list(terms), self._timeout)
        if result.answer is not SatResult.SAT:
            raise SolverFailure(f"solver answered {result.answer.value} when asked again "
                                "for values")
        return list(result.values)

    def stats(self) -> BackendStats:
        return BackendStats(variables=self._declared, clauses=0,
                            terms=sum(1 for _ in postorder(self._assertions)),
                            solve_time=self._solve_time)

    # ------------------------------------------------------------------ scripts
    def script(self, roots: Sequence[Term], wanted: Sequence[Term] = ()) -> str:
        """The SMT-LIB script asserting ``roots`` and asking for ``wanted`` if SAT."""
        everything = [*roots, *wanted]
        lines = ["(set-option :produce-models true)", f"(set-logic {logic_for(everything)})"]
        lines.extend(declarations(everything))
        defs, texts = shared_definitions(everything)
        lines.extend(defs)
        lines.extend(f"(assert {texts[r.uid]})" for r in roots)
        lines.append("(check-sat)")
        if wanted:
            lines.append(f"(get-value ({' '.join(texts[t.uid] for t in wanted)}))")
        lines.append("(exit)")
        return "\n".join(lines) + "\n"

    def _run(self, roots: Sequence[Term], wanted: Sequence[Term], timeout: float | None
             ) -> SolverOutput:
        text = self.script(roots, wanted)
        start = time.perf_counter()
        try:
            proc = subprocess.run(self.command, input=text, capture_output=True, text=True,
                                  timeout=timeout, check=False)
        except subprocess.TimeoutExpired:
            return SolverOutput(SatResult.UNKNOWN, ())
        except OSError as exc:
            raise SolverFailure(f"cannot run {self.command[0]}: {exc}") from exc
        finally:
            self._solve_time += time.perf_counter() - start
        return parse_output(proc.stdout, wanted, proc.stderr)


# ---------------------------------------------------------------------- output parsing
def parse_sexprs(text: str) -> list[SExpr]:
    """All s-expressions in ``text`` (atoms are strings; ``|x|`` keeps its bars)."""
    out: list[SExpr] = []
    stack: list[list[SExpr]] = []
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif c == ";":
            j = text.find("\n", i)
            i = n if j < 0 else j + 1
        elif c == "(":
            stack.append([])
            i += 1
        elif c == ")":
            if not stack:
                raise SolverFailure(f"unbalanced ')' in solver output: {text[:200]!r}")
            done = stack.pop()
            (stack[-1] if stack else out).append(done)
            i += 1
        else:
            if c == "|":
                j = text.find("|", i + 1)
                j = n if j < 0 else j + 1
            elif c == '"':
                j = i + 1
                while j < n:
                    if text[j] == '"':
                        if j + 1 < n and text[j + 1] == '"':
                            j += 2
                            continue
                        j += 1
                        break
                    j += 1
            else:
                j = i
                while j < n and not text[j].isspace() and text[j] not in "();":
                    j += 1
            (stack[-1] if stack else out).append(text[i:j])
            i = j
    if stack:
        raise SolverFailure(f"unbalanced '(' in solver output: {text[:200]!r}")
    return out


def parse_value(expr: SExpr) -> int | bool:
    """A Bool or bit-vector value: ``true``, ``#b0101``, ``#x1f``, ``(_ bv5 8)``."""
    match expr:
        case "true":
            return True
        case "false":
            return False
        case str() if expr.startswith("#b"):
            return int(expr[2:], 2)
        case str() if expr.startswith("#x"):
            return int(expr[2:], 16)
        case ["_", str() as head, str()] if head.startswith("bv"):
            return int(head[2:])
    raise SolverFailure(f"cannot read solver value {expr!r}")


def parse_output(stdout: str, wanted: Sequence[Term], stderr: str = "") -> SolverOutput:
    """The answer and the values of ``wanted`` (in order) from a solver's stdout."""
    exprs = parse_sexprs(stdout)
    position = next((k for k, e in enumerate(exprs) if e in ("sat", "unsat", "unknown")),
                    None)
    errors = [e for e in exprs[:position] if isinstance(e, list) and e and e[0] == "error"]
    if errors or position is None:
        detail = (" ".join(map(str, errors[0][1:])) if errors
                  else (stdout.strip() or stderr.strip())[:300])
        raise SolverFailure(f"SMT solver gave no answer: {detail}")
    answer = SatResult(exprs[position])
    if answer is not SatResult.SAT or not wanted:
        return SolverOutput(answer, ())   # a get-value error after unsat is expected
    pairs = exprs[position + 1] if position + 1 < len(exprs) else None
    if (not isinstance(pairs, list) or len(pairs) != len(wanted)
            or (pairs and pairs[0] == "error")):
        raise SolverFailure(f"SMT solver gave no values for {len(wanted)} terms: {pairs!r}")
    values: list[int | bool] = []
    for pair, term in zip(pairs, wanted):
        if not isinstance(pair, list) or len(pair) != 2:
            raise SolverFailure(f"malformed get-value pair {pair!r}")
        value = parse_value(pair[1])
        if isinstance(term.sort, BVSort) and isinstance(value, bool):
            raise SolverFailure(f"Bool value for bit-vector term: {pair!r}")
        values.append(value)
    return SolverOutput(answer, tuple(values))
