"""A stand-in SMT-LIB 2 solver for the tests: reads a script on stdin, answers with z3's
Python API. Handles what SmtLibBackend sends: declarations, define-fun, assert,
(check-sat), (get-value (...)), (exit). Prints values alternately as #b, #x and (_ bvN W)
to exercise the backend's parser. ``--answer unknown`` always says unknown."""

from __future__ import annotations

import sys

import z3


def split_commands(text: str) -> list[str]:
    out, depth, start = [], 0, None
    i = 0
    while i < len(text):
        c = text[i]
        if c == ";":
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        if c == "|":
            i = text.index("|", i + 1)
        elif c == "(":
            if depth == 0:
                start = i
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                out.append(text[start:i + 1])
        i += 1
    return out


def show(value: z3.ExprRef, k: int) -> str:
    if z3.is_true(value):
        return "true"
    if z3.is_false(value):
        return "false"
    n, w = value.as_long(), value.size()
    match k % 3:
        case 0:
            return "#b" + format(n, f"0{w}b")
        case 1 if w % 4 == 0:
            return "#x" + format(n, f"0{w // 4}x")
    return f"(_ bv{n} {w})"


def main() -> None:
    if "--answer" in sys.argv:
        print(sys.argv[sys.argv.index("--answer") + 1])
        return
    prefix: list[str] = []
    solver = z3.Solver()
    model = None
    for cmd in split_commands(sys.stdin.read()):
        head = cmd[1:].split(None, 1)[0].rstrip(")")
        if head in ("set-option", "set-logic", "exit"):
            continue
        if head in ("declare-fun", "define-fun", "declare-const"):
            prefix.append(cmd)
        elif head == "assert":
            solver.add(z3.parse_smt2_string("\n".join(prefix + [cmd])))
        elif head == "check-sat":
            answer = solver.check()
            print(answer)
            model = solver.model() if answer == z3.sat else None
        elif head == "get-value":
            if model is None:
                print('(error "no model")')
                continue
            inner = cmd[len("(get-value"):].strip()[1:-2]
            # terms may be bare symbols or applications: parse each as (assert (= t t))
            items = []
            for tok in _top_level(inner):
                parsed = z3.parse_smt2_string("\n".join(prefix + [f"(assert (= {tok} {tok}))"]))
                items.append((tok, model.eval(parsed[0].arg(0), model_completion=True)))
            print("(" + "\n ".join(f"({t} {show(v, k)})" for k, (t, v) in enumerate(items))
                  + ")")
        else:
            print(f'(error "unsupported command {head}")')
    sys.stdout.flush()


def _top_level(text: str) -> list[str]:
    """Top-level items of a whitespace-separated list of s-expressions."""
    out, depth, start, i = [], 0, None, 0
    while i < len(text):
        c = text[i]
        if c == "|":
            j = text.index("|", i + 1)
            if depth == 0:
                out.append(text[i:j + 1])
            i = j + 1
            continue
        if c == "(":
            if depth == 0:
                start = i
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                out.append(text[start:i + 1])
        elif not c.isspace() and depth == 0:
            j = i
            while j < len(text) and not text[j].isspace() and text[j] not in "()":
                j += 1
            out.append(text[i:j])
            i = j
            continue
        i += 1
    return out


if __name__ == "__main__":
    main()
