"""Contract wrappers as C text, appended to the file that defines the function.

In: the preprocessed texts and parsed units of the program, and the functions named by
``--enforce-contract`` / ``--replace-call-with-contract``. Out: the units parsed again with
a wrapper per function after its file's text, and a ``ContractPlan`` for
``bmc.contracts.instrument``. The wrappers are C so that the front end gives the clauses
their meaning (types, conversions, pointer checks); line markers put every statement at the
line of the clause it comes from. ``__CPROVER_return_value`` is a local of the wrapper and
``__CPROVER_old(e)`` a local initialised with ``e`` at entry.

Enforcing ``f`` (``__bmc_contract_enforce_f``, which every call of ``f`` then calls):

    __CPROVER_assume(requires);  old_k = e_k;
    start_k = (char *)&target_k; size_k = sizeof(target_k);   (ghost globals: the frame)
    mark = the object id of a fresh local;  active = 1;
    __CPROVER_return_value = f(params);  active = 0;
    __CPROVER_postcondition(ensures, ...);  return __CPROVER_return_value;

Replacing ``f`` (``__bmc_contract_replace_f``):

    __CPROVER_precondition(requires, ...);  old_k = e_k;
    { typeof(target_k) h; target_k = h; }  (the frame havocked; without an assigns clause
                                          bmc.contracts.instrument havocs the inferred frame)
    typeof(f(params)) __CPROVER_return_value;   (arbitrary)
    __CPROVER_assume(ensures);  return __CPROVER_return_value;

Assigns targets: lvalues, ``__CPROVER_typed_target(lv)``, ``__CPROVER_object_whole(p)``,
``__CPROVER_object_from(p)``, ``__CPROVER_object_upto(p, n)``, and ``cond: targets``
groups. Refused by name: ``__CPROVER_frees``, the object targets under replacement, a
variadic or K&R-style or recursive function.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field

from pycparser import c_ast
from pycparserext.ext_c_generator import GnuCGenerator

from bmc.errors import UnsupportedFeature, UsageError
from bmc.frontend.parse import ContractClause, parse
from bmc.ir.program import SourceLocation
from bmc.ir.properties import ENFORCE_WRAPPER_PREFIX, REPLACE_WRAPPER_PREFIX
from bmc.options import Options

ENFORCE_PREFIX = ENFORCE_WRAPPER_PREFIX      # (property ids name the user's function,
REPLACE_PREFIX = REPLACE_WRAPPER_PREFIX      # bmc.ir.properties.property_owner)
OBJECT_TARGETS = ("__CPROVER_object_whole", "__CPROVER_object_from", "__CPROVER_object_upto")


def frame_global(function: str, what: str) -> str:
    """The ghost global ``what`` (active, mark, start<k>, size<k>) of ``function``'s frame."""
    return f"__bmc_frame_{function}_{what}"


@dataclass(frozen=True, slots=True)
class ContractPlan:
    """What the wrappers did: for each function enforced or replaced, whether it has an
    assigns clause and how many frame targets the enforcement wrapper snapshots."""

    enforce: tuple[str, ...] = ()
    replace: tuple[str, ...] = ()
    has_assigns: dict[str, bool] = field(default_factory=dict)
    targets: dict[str, int] = field(default_factory=dict)
    locs: dict[str, SourceLocation] = field(default_factory=dict)

    def wrapper(self, function: str) -> str:
        prefix = ENFORCE_PREFIX if function in self.enforce else REPLACE_PREFIX
        return prefix + function


Units = list[tuple[c_ast.FileAST, str]]


def add_wrappers(texts: list[tuple[str, str]], units: Units,
                 options: Options) -> tuple[Units, ContractPlan]:
    """``units`` with the contract wrappers the options ask for (parsed again), and the plan."""
    enforce = tuple(dict.fromkeys(options.enforce_contracts))
    replace = tuple(dict.fromkeys(options.replace_contracts))
    both = set(enforce) & set(replace)
    if both:
        raise UsageError(f"--enforce-contract and --replace-call-with-contract both name "
                         f"'{sorted(both)[0]}'")
    extra: dict[int, list[str]] = {}
    plan = ContractPlan(enforce, replace)
    for name in enforce + replace:
        index, fdef = _definition(units, name)
        clauses = _clauses(units, name, fdef)
        loc = _loc(fdef.decl.coord)
        plan.locs[name] = loc
        plan.has_assigns[name] = any(c.kind == "assigns" for c in clauses)
        writer = _Writer(name, fdef, clauses, loc, name in enforce)
        writer.arrays = _global_arrays(units[index][0])
        text, count = writer.wrapper()
        plan.targets[name] = count
        extra.setdefault(index, []).append(text)
    if not extra:
        return units, plan
    out: Units = []
    for index, (ast, path) in enumerate(units):
        if index in extra:
            text = texts[index][0] + "\n" + "\n".join(extra[index])
            ast = parse(text, path)
        out.append((ast, path))
    return out, plan


def _loc(coord: object) -> SourceLocation:
    return SourceLocation(getattr(coord, "file", "") or "", getattr(coord, "line", 0) or 0)


def _definition(units: Units, name: str) -> tuple[int, c_ast.FuncDef]:
    for index, (ast, _) in enumerate(units):
        for ext in ast.ext or ():
            if isinstance(ext, c_ast.FuncDef) and ext.decl.name == name:
                return index, ext
    raise UsageError(f"contract option: function '{name}' is not defined")


def _clauses(units: Units, name: str, fdef: c_ast.FuncDef) -> tuple[ContractClause, ...]:
    """The definition's clauses, else those of the last prototype that has some."""
    own = getattr(fdef.decl.type, "contract", None)
    if own:
        return tuple(own)
    found: tuple[ContractClause, ...] = ()
    for ast, _ in units:
        for ext in ast.ext or ():
            if isinstance(ext, c_ast.Decl) and ext.name == name and \
                    getattr(ext.type, "contract", None):
                found = tuple(ext.type.contract)
    return found


def _global_arrays(ast: c_ast.FileAST) -> frozenset[str]:
    """The names of the arrays declared at file scope."""
    return frozenset(ext.name for ext in ast.ext or ()
                     if isinstance(ext, c_ast.Decl) and ext.name
                     and type(ext.type).__name__.startswith("ArrayDecl"))


def _is_call(node: object, name: str) -> bool:
    return isinstance(node, c_ast.FuncCall) and isinstance(node.name, c_ast.ID) \
        and node.name.name == name


def _call_args(node: c_ast.FuncCall) -> list[c_ast.Node]:
    return list(node.args.exprs) if node.args is not None else []


class _Writer:
    """The wrapper text of one function."""

    def __init__(self, name: str, fdef: c_ast.FuncDef, clauses: tuple[ContractClause, ...],
                 loc: SourceLocation, enforce: bool) -> None:
        self.name, self.fdef, self.clauses, self.loc = name, fdef, clauses, loc
        self.enforce = enforce
        self.gen = GnuCGenerator()
        self.olds: list[str] = []
        self.lines: list[str] = []
        self.arrays: frozenset[str] = frozenset()   # file-scope arrays (havocked by bytes)

    def where(self, coord: object) -> SourceLocation:
        loc = _loc(coord)
        return loc if loc.line else self.loc

    def at(self, coord: object) -> None:
        loc = self.where(coord)
        self.lines.append(f'# {loc.line} "{loc.file}"')

    def c(self, node: c_ast.Node) -> str:
        return "(" + self.gen.visit(node) + ")"

    # ------------------------------------------------------------------ signature
    def params(self) -> list[str]:
        ftype = self.fdef.decl.type
        if self.fdef.param_decls:
            raise UnsupportedFeature(f"a contract of the K&R-style function '{self.name}'",
                                     self.loc)
        names: list[str] = []
        args = getattr(ftype, "args", None)
        for p in (args.params if args is not None else ()):
            if isinstance(p, c_ast.EllipsisParam):
                raise UnsupportedFeature(f"a contract of the variadic function '{self.name}'",
                                         self.loc)
            if isinstance(p, c_ast.Typename) and self.gen.visit(p).strip() == "void":
                continue
            if not getattr(p, "name", None):
                raise UnsupportedFeature(f"a contract of '{self.name}' with an unnamed "
                                         "parameter", self.loc)
            names.append(p.name)
        return names

    def signature(self, wrapper: str) -> str:
        decl = copy.deepcopy(self.fdef.decl)
        decl.name = wrapper
        decl.funcspec = []
        node = decl.type
        if hasattr(node, "contract"):
            node.contract = None
        while not isinstance(node, c_ast.TypeDecl):
            node = node.type
        node.declname = wrapper
        return self.gen.visit(decl)

    def returns_void(self) -> bool:
        result = self.fdef.decl.type.type
        return isinstance(result, c_ast.TypeDecl) and \
            isinstance(result.type, c_ast.IdentifierType) and result.type.names == ["void"]

    # ------------------------------------------------------------------ clauses
    def replace_old(self, node: c_ast.Node, clause: ContractClause) -> c_ast.Node:
        """``node`` with every ``__CPROVER_old(e)`` replaced by the local holding ``e``."""
        if _is_call(node, "__CPROVER_old"):
            args = _call_args(node)
            if len(args) != 1:
                raise UnsupportedFeature("__CPROVER_old with other than one argument",
                                         self.where(node.coord))
            text = self.c(args[0])
            if text not in self.olds:
                self.olds.append(text)
            return c_ast.ID(f"__bmc_old{self.olds.index(text) + 1}", node.coord)
        for label, child in node.children():
            new = self.replace_old(child, clause)
            if new is child:
                continue
            attr, _, index = label.partition("[")
            if index:
                getattr(node, attr)[int(index.rstrip("]"))] = new
            else:
                setattr(node, attr, new)
        return node

    def condition(self, kind: str) -> list[tuple[ContractClause, str]]:
        out = []
        for clause in self.clauses:
            if clause.kind != kind or clause.expr is None:
                continue
            expr = copy.deepcopy(clause.expr)
            if kind == "ensures":
                expr = self.replace_old(expr, clause)
            else:
                self.no_old_or_return(expr, clause)
            out.append((clause, self.c(expr)))
        return out

    def no_old_or_return(self, node: c_ast.Node, clause: ContractClause) -> None:
        stack = [node]
        while stack:
            n = stack.pop()
            if _is_call(n, "__CPROVER_old") or \
                    (isinstance(n, c_ast.ID) and n.name == "__CPROVER_return_value"):
                what = "__CPROVER_old" if isinstance(n, c_ast.FuncCall) else \
                    "__CPROVER_return_value"
                raise UnsupportedFeature(f"{what} in a requires clause of '{self.name}'",
                                         self.where(clause.coord))
            stack.extend(child for _, child in n.children())

    def targets(self) -> list[tuple[ContractClause, c_ast.Node | None, c_ast.Node]]:
        out = []
        for clause in self.clauses:
            if clause.kind == "frees":
                raise UnsupportedFeature(f"__CPROVER_frees (the frees clause of "
                                         f"'{self.name}')", self.where(clause.coord))
            if clause.kind != "assigns":
                continue
            for cond, group in clause.groups:
                for target in group:
                    out.append((clause, cond, target))
        return out

    def span(self, target: c_ast.Node, clause: ContractClause) -> tuple[str, str]:
        """(start pointer, size in bytes) of one assigns target, as C."""
        if _is_call(target, "__CPROVER_typed_target"):
            args = _call_args(target)
            if len(args) == 1:
                target = args[0]
        if isinstance(target, c_ast.FuncCall) and isinstance(target.name, c_ast.ID) and \
                target.name.name in OBJECT_TARGETS:
            name, args = target.name.name, [self.c(a) for a in _call_args(target)]
            if len(args) != (2 if name.endswith("upto") else 1):
                raise UnsupportedFeature(f"{name} with {len(args)} arguments",
                                         self.where(target.coord))
            p = args[0]
            offset, size = f"__CPROVER_POINTER_OFFSET({p})", f"__CPROVER_OBJECT_SIZE({p})"
            if name.endswith("whole"):
                return f"((char *){p} - {offset})", size
            if name.endswith("from"):
                return f"((char *){p})", f"({size} - {offset})"
            return f"((char *){p})", args[1]
        if isinstance(target, c_ast.FuncCall):
            callee = self.gen.visit(target.name)
            raise UnsupportedFeature(f"{callee} as an assigns target of '{self.name}'",
                                     self.where(target.coord or clause.coord))
        t = self.c(target)
        return f"((char *)&{t})", f"sizeof {t}"

    # ------------------------------------------------------------------ wrappers
    def wrapper(self) -> tuple[str, int]:
        """The wrapper's text and the number of frame targets it snapshots."""
        params = self.params()
        call = f"{self.name}({', '.join(params)})"
        void = self.returns_void()
        requires = self.condition("requires")
        ensures = self.condition("ensures")
        targets = self.targets()
        prefix = ENFORCE_PREFIX if self.enforce else REPLACE_PREFIX
        ghosts: list[str] = []
        body = self.lines
        for clause, text in requires:
            self.at(clause.coord)
            if self.enforce:
                body.append(f"__CPROVER_assume({text});")
            else:
                body.append(f'__CPROVER_precondition({text}, "requires clause of '
                            f'{self.name}");')
        self.at(self.fdef.decl.coord)
        for k, text in enumerate(self.olds, 1):
            body.append(f"__typeof__({text}) __bmc_old{k} = {text};")
        if self.enforce:
            size_t = "__typeof__(sizeof(int))"
            for k, (clause, cond, target) in enumerate(targets, 1):
                start, size = self.span(target, clause)
                ghosts.append(f"char *{frame_global(self.name, f'start{k}')};")
                ghosts.append(f"{size_t} {frame_global(self.name, f'size{k}')};")
                self.at(target.coord or clause.coord)
                if cond is not None:
                    c = self.c(cond)
                    start, size = f"({c} ? {start} : (char *)0)", f"({c} ? {size} : 0)"
                body.append(f"{frame_global(self.name, f'start{k}')} = {start};")
                body.append(f"{frame_global(self.name, f'size{k}')} = {size};")
            ghosts.append(f"{size_t} {frame_global(self.name, 'mark')};")
            ghosts.append(f"int {frame_global(self.name, 'active')};")
            self.at(self.fdef.decl.coord)
            body.append("char __bmc_mark;")
            body.append(f"{frame_global(self.name, 'mark')} = "
                        "__CPROVER_POINTER_OBJECT(&__bmc_mark);")
            body.append(f"{frame_global(self.name, 'active')} = 1;")
            body.append(call + ";" if void else
                        f"__typeof__({call}) __CPROVER_return_value = {call};")
            body.append(f"{frame_global(self.name, 'active')} = 0;")
            for clause, text in ensures:
                self.at(clause.coord)
                body.append(f'__CPROVER_postcondition({text}, "ensures clause of '
                            f'{self.name}");')
        else:
            for k, (clause, cond, target) in enumerate(targets, 1):
                if isinstance(target, c_ast.FuncCall) and isinstance(target.name, c_ast.ID) \
                        and target.name.name in OBJECT_TARGETS:
                    raise UnsupportedFeature(
                        f"{target.name.name} as an assigns target under "
                        f"--replace-call-with-contract {self.name}",
                        self.where(target.coord or clause.coord))
                if _is_call(target, "__CPROVER_typed_target") and \
                        len(_call_args(target)) == 1:
                    target = _call_args(target)[0]
                self.at(target.coord or clause.coord)
                t = self.c(target)
                havoc = f"{{ __typeof__({t}) __bmc_havoc{k}; {t} = __bmc_havoc{k}; }}"
                if isinstance(target, c_ast.ID) and target.name in self.arrays:
                    havoc = (f"{{ __typeof__({t}) __bmc_havoc{k}; __builtin_memcpy({t}, "
                             f"__bmc_havoc{k}, sizeof {t}); }}")
                body.append(havoc if cond is None else f"if ({self.c(cond)}) {havoc}")
            if not any(c.kind == "assigns" for c in self.clauses):
                # the inferred frame: instrument.py puts its havoc after this call, which
                # symex never runs (the points-to analysis sees its argument flows)
                body.append("int __bmc_never = 0;")
                body.append(f"if (__bmc_never) {call};")
            if not void:
                body.append(f"__typeof__({call}) __CPROVER_return_value;")
            for clause, text in ensures:
                self.at(clause.coord)
                body.append(f"__CPROVER_assume({text});")
        body.append("return;" if void else "return __CPROVER_return_value;")
        head = f'# {self.loc.line} "{self.loc.file}"'
        lines, marker = [], head
        for line in body:          # each statement on the line of its clause
            if line.startswith("# "):
                marker = line
            else:
                lines += [marker, line]
        text = "\n".join([head, *ghosts, self.signature(prefix + self.name) + " {",
                          *lines, head, "}", ""])
        return text, len(targets) if self.enforce else 0


__all__ = ["ContractPlan", "ENFORCE_PREFIX", "REPLACE_PREFIX", "add_wrappers", "frame_global"]
