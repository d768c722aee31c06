"""Lowering, part 2: statements (a mixin of ``bmc.frontend.lower._Lowerer``).

In: pycparser statement nodes inside a function body; out: IR instructions — blocks and their
``Dead`` ends, local declarations (VLAs included), ``if``, the loops (one backward goto each,
``bmc.ir.program``'s conventions), ``switch``/``case``, ``return`` and conditional branches.
"""

from __future__ import annotations

from dataclasses import replace

from pycparser import c_ast
from pycparserext.ext_c_parser import (
    Asm,
    RangeExpression,
)

from bmc.frontend.lowering_state import LoweringState
from bmc.frontend.scopes import (
    BadVar,
    EnumConst,
    FuncInfo,
    GlobalInfo,
    Jumps,
    Label,
    Local,
    SwitchLabels,
    TypedefEntry,
    Unsupported,
)
from bmc.ir.ctype import (
    ArrayType,
    FunctionType,
    IntType,
    VoidType,
    pointer_object_bits,
    promote,
    size_in_bytes,
)
from bmc.ir.expr import (
    AllocKind,
    Allocate,
    Binary,
    BinOp,
    Cast,
    Const,
    Expr,
    Var,
    const_int,
)
from bmc.ir.program import (
    INIT_FUNCTION,
    Assert,
    Assign,
    BranchSite,
    Decl,
    Return,
    Skip,
    SourceLocation,
    Symbol,
    SymbolKind,
)
from bmc.frontend.ast_helpers import FUNC_DECLS, cases_of, has_side_effects


class StatementLowering(LoweringState):
    """Methods of the lowerer; its state and the other parts' methods are declared in
    ``LoweringState``."""

    def compound(self, node: c_ast.Compound, new_scope: bool = True) -> None:
        if new_scope:
            self.push_scope()
        for item in node.block_items or ():
            self.stmt(item)
        if new_scope:
            self.pop_scope(self._end_loc(node))

    def stmt(self, node: c_ast.Node) -> None:
        saved = self.current_loc
        self.current_loc = self.loc(node)
        try:
            self._stmt(node)
        finally:
            self.current_loc = saved

    def _stmt(self, node: c_ast.Node) -> None:
        loc = self.current_loc
        match node:
            case c_ast.Compound():
                self.compound(node)
            case c_ast.Decl():
                self.local_decl(node)
            case c_ast.DeclList(decls=decls):
                for d in decls:
                    self.local_decl(d)
            case c_ast.Typedef():
                self._register_enums(node.type, self.fn.scope)
                self.fn.scope.names[node.name] = TypedefEntry(node.type, self.fn.scope)
            case c_ast.If():
                self.if_stmt(node)
            case c_ast.While():
                self.while_stmt(node)
            case c_ast.DoWhile():
                self.do_while_stmt(node)
            case c_ast.For():
                self.for_stmt(node)
            case c_ast.Switch():
                self.switch_stmt(node)
            case c_ast.Case() | c_ast.Default():
                self.case_label(node)
            case c_ast.Break():
                if not self.fn.jumps:
                    raise self.error("break statement not within loop or switch", node)
                jumps = self.fn.jumps[-1]
                self.kill_scopes(jumps.depth, loc)
                self.goto(jumps.break_label, None, loc)
            case c_ast.Continue():
                target = next((j for j in reversed(self.fn.jumps)
                               if j.continue_label is not None), None)
                if target is None or target.continue_label is None:
                    raise self.error("continue statement not within a loop", node)
                self.kill_scopes(target.depth, loc)
                self.goto(target.continue_label, None, loc)
            case c_ast.Goto(name=name):
                if not isinstance(name, str):
                    raise self.unsupported("computed goto", node)
                label = self.fn.user_labels.setdefault(name, Label())
                self.fn.label_uses.setdefault(name, loc)
                self.goto(label, None, loc)
            case c_ast.Label(name=name, stmt=inner):
                label = self.fn.user_labels.setdefault(name, Label())
                if label.index is not None:
                    raise self.error(f"duplicate label '{name}'", node)
                self.place(label)
                self.fn.label_uses.setdefault(name, loc)
                if name in self.options.error_labels:         # CBMC's --error-label
                    self.emit(Assert(Const(0, self.model.int_type), "error_label",
                                     f"error label {name}", loc))
                if inner is not None:
                    self.stmt(inner)
            case c_ast.Return():
                self.return_stmt(node)
            case c_ast.EmptyStatement() | c_ast.Pragma():
                pass
            case c_ast.StaticAssert():
                self._static_assert(node)
            case Asm():
                raise self.unsupported("inline assembly", node)
            case c_ast.FuncDef():
                raise self.unsupported("nested function definitions", node)
            case _:
                self.expr(node, want=False)

    def local_decl(self, decl: c_ast.Decl) -> None:
        scope = self.fn.scope
        self._register_enums(decl.type, scope)
        name = decl.name
        if name is None:
            return
        loc = self.loc(decl)
        if isinstance(decl.type, FUNC_DECLS):
            info = self._function_by_name(name)
            if info is None:
                info = FuncInfo(name, False, self._file_scope(), (len(self.files), 0))
                info.name = name
                self.all_funcs.append(info)
                self.external_funcs[name] = info
            if decl not in info.decls:
                info.decls.append(decl)
            scope.names[name] = info
            return
        if "extern" not in decl.storage:
            self._check_redeclaration(name, decl)
        if "extern" in decl.storage:
            gv = self.external_vars.get(name)
            if gv is None:
                gv = GlobalInfo(name, False, self._file_scope(), (len(self.files), 0))
                gv.name = name
                self.all_vars.append(gv)
                self.external_vars[name] = gv
            if decl not in gv.decls:
                gv.decls.append(decl)
            scope.names[name] = gv
            return
        try:
            t = self.resolve(decl.type)
            if isinstance(t, ArrayType) and t.size is None and decl.init is not None:
                t = self._complete_array(t, decl.init, decl)
        except Unsupported as u:
            if u.what == "variable-length arrays" and isinstance(decl.type, c_ast.ArrayDecl) \
                    and not decl.storage:
                self.vla_decl(decl, loc)
                return
            scope.names[name] = BadVar(name, u.what)
            if decl.init is not None:
                raise self.unsupported(f"{u.what} (variable '{name}')", decl) from None
            return
        if isinstance(t, FunctionType):
            raise self.unsupported("function declarations through typedefs", decl)
        if isinstance(t, VoidType):
            raise self.error(f"variable '{name}' declared void", decl)
        if isinstance(t, ArrayType) and t.size is None:
            raise self.error(f"array size missing in '{name}'", decl)
        problem = self._object_problem(t)
        if problem is not None:
            scope.names[name] = BadVar(name, problem)
            if decl.init is not None:
                raise self.unsupported(f"{problem} (variable '{name}')", decl)
            return
        thread_local = "_Thread_local" in decl.storage or "__thread" in decl.storage
        if thread_local and "static" not in decl.storage and "extern" not in decl.storage:
            raise self.error(f"thread-local variable '{name}' at block scope must be static "
                             "or extern", decl)
        unique = self.unique_local(name)
        if thread_local:
            self.thread_local.setdefault(unique)
        var = Var(unique, t)
        if "static" in decl.storage:
            self.symbols[unique] = Symbol(unique, name, t, SymbolKind.STATIC_LOCAL, loc,
                                          self.fn.name)
            scope.names[name] = Local(var, decl)
            init_loc = SourceLocation(loc.file, loc.line, loc.column, INIT_FUNCTION)
            body = self.static_init(var, t, decl.init, init_loc, scope, decl)
            if not self.discarding:
                self.static_count += 1
                self.inits.append(((1, self.static_count), body))
            return
        self.symbols[unique] = Symbol(unique, name, t, SymbolKind.LOCAL, loc, self.fn.name)
        scope.names[name] = Local(var, decl)
        scope.locals.append(var)
        self.emit(Decl(var, loc))
        if decl.init is not None:
            self.local_init(var, t, decl.init, loc)

    def vla_decl(self, decl: c_ast.Decl, loc: SourceLocation) -> None:
        """``T a[n]`` with a non-constant ``n``: a stack object of ``n * sizeof(T)`` bytes
        (``Allocate``, kind alloca) and ``a`` a ``T *`` to it; ``sizeof a`` is computed from
        the saved size, and accesses are bounds-checked against the object's runtime size.
        ``Assign(a, Allocate(alloca))`` with a variable on the left is made only here: symex
        kills that object at ``Dead(a)``, the end of the block."""
        name = decl.name
        if decl.init is not None:
            raise self.error("variable-sized object may not be initialized", decl)
        dims = [decl.type.dim]
        inner = decl.type.type
        try:
            try:
                element = self.complete(self.resolve(inner))
            except Unsupported as u:        # T a[n][m] with a variable m: two dimensions
                if u.what != "variable-length arrays" or \
                        not isinstance(inner, c_ast.ArrayDecl) or inner.dim is None:
                    raise
                dims.append(inner.dim)
                element = self.complete(self.resolve(inner.type))
            es = size_in_bytes(element)
        except (Unsupported, ValueError):
            raise self.unsupported(f"variable-length arrays of this element type "
                                   f"(variable '{name}')", decl) from None
        problem = self._object_problem(element)
        if problem is not None:
            raise self.unsupported(f"{problem} (variable '{name}')", decl)
        size_t, it = self.model.size_t, self.model.int_type
        w = self.model.pointer
        limit = ((1 << (w - pointer_object_bits(w))) - 1) // max(es, 1)     # the largest object
        counts: list[Var] = []
        for k, dim in enumerate(dims):
            count = self._spill(self.convert(self.scalar(dim), size_t, dim), loc)
            self.symbols[count.name] = replace(self.symbols[count.name], kind=SymbolKind.LOCAL,
                                               source_name=f"{name}$size{k if k else ''}")
            counts.append(count)
        wide = self.model.uint128
        total_count: Expr = counts[0]
        product: Expr = Cast(counts[0], wide)
        for count in counts[1:]:
            total_count = Binary(BinOp.MUL, total_count, count, size_t)
            product = Binary(BinOp.MUL, product, Cast(count, wide), wide)
        fits = Binary(BinOp.LE, product, Const(limit, wide), it)
        for count in counts:        # each factor is small, so the product cannot wrap
            fits = Binary(BinOp.LAND, Binary(BinOp.LE, count, Const(limit, size_t), it), fits, it)
        self.emit(Assert(fits, "array_bounds", f"size of variable-length array {name} within "
                         "the object size limit", loc))
        total_var = self._spill(total_count, loc) if len(counts) > 1 else counts[0]
        pt = self._pointer_to(element)
        unique = self.unique_local(name)
        var = Var(unique, pt)
        self.symbols[unique] = Symbol(unique, name, pt, SymbolKind.LOCAL, loc, self.fn.name)
        self.fn.scope.names[name] = Local(var, decl)
        self.fn.scope.locals.append(var)
        self.vlas[unique] = (total_var, es)
        if len(counts) > 1:
            self.vla_rows[id(var)] = (var, counts[1], es)
        self.emit(Decl(var, loc))
        total = Binary(BinOp.MUL, total_var, Const(es, size_t), size_t)
        site = f"variable-length array {name} at {loc.file.rsplit('/', 1)[-1]}:{loc.line}"
        self.emit(Assign(var, Allocate(total, AllocKind.ALLOCA, pt, site), loc))

    def _check_redeclaration(self, name: str, decl: c_ast.Decl) -> None:
        """A block-scope object declared twice in one scope (the function's outermost
        block shares its scope with the parameters)."""
        scopes = [self.fn.scope]
        if len(self.fn.scopes) == 2:
            scopes.append(self.fn.scopes[0])
        for scope in scopes:
            if isinstance(scope.names.get(name), Local | BadVar | EnumConst | TypedefEntry):
                raise self.error(f"redeclaration of '{name}'", decl)

    def if_stmt(self, node: c_ast.If) -> None:
        loc = self.current_loc
        else_label, end = Label(), Label()
        self.branch(node.cond, else_label, False, "if")
        if node.iftrue is not None:
            self.stmt(node.iftrue)
        if node.iffalse is not None:
            self.goto(end, None, loc)
            self.place(else_label)
            self.stmt(node.iffalse)
            self.place(end)
        else:
            self.place(else_label)

    def _loop_head(self, cond: c_ast.Node | None, exit_label: Label,
                   loc: SourceLocation, keyword: str) -> Label:
        """Place the loop head and the exit test; a Skip if the test emits nothing."""
        head = Label()
        self.place(head)
        before = len(self.fn.body)
        if cond is not None:
            self.branch(cond, exit_label, False, keyword)
        if len(self.fn.body) == before:
            self.emit(Skip(loc))
        return head

    def _loop_body(self, body: c_ast.Node | None, exit_label: Label,
                   cont: Label) -> None:
        self.fn.jumps.append(Jumps(exit_label, cont, len(self.fn.scopes)))
        try:
            if body is not None:
                self.stmt(body)
        finally:
            self.fn.jumps.pop()

    def while_stmt(self, node: c_ast.While) -> None:
        loc = self.current_loc
        exit_label, cont = Label(), Label()
        head = self._loop_head(node.cond, exit_label, loc, "while")
        self._loop_body(node.stmt, exit_label, cont)
        self.place(cont)
        self.goto(head, None, loc)
        self.place(exit_label)

    def do_while_stmt(self, node: c_ast.DoWhile) -> None:
        loc = self.current_loc
        exit_label, cont, head = Label(), Label(), Label()
        self.place(head)
        self.emit(Skip(loc))
        self._loop_body(node.stmt, exit_label, cont)
        self.place(cont)
        cond_loc = self.loc(node.cond)
        saved = self.current_loc
        self.current_loc = cond_loc
        self.branch(node.cond, head, True)
        self.current_loc = saved
        self.place(exit_label)

    def for_stmt(self, node: c_ast.For) -> None:
        loc = self.current_loc
        self.push_scope()
        if node.init is not None:
            if isinstance(node.init, c_ast.DeclList):
                for d in node.init.decls:
                    self.local_decl(d)
            else:
                self.expr(node.init, want=False)
        exit_label, cont = Label(), Label()
        head = self._loop_head(node.cond, exit_label, loc, "for")
        self._loop_body(node.stmt, exit_label, cont)
        self.place(cont)
        if node.next is not None:
            saved = self.current_loc
            self.current_loc = self.loc(node.next)
            self.expr(node.next, want=False)
            self.current_loc = saved
        self.goto(head, None, loc)
        self.place(exit_label)
        self.pop_scope(loc)

    def switch_stmt(self, node: c_ast.Switch) -> None:
        loc = self.current_loc
        value = self.rvalue(node.cond)
        if not isinstance(value.type, IntType):
            raise self.error("switch quantity not an integer", node.cond)
        t = promote(value.type, self.model)
        value = self.convert(value, t, node.cond)
        if not isinstance(value, Var | Const):
            tmp = self.new_tmp(t, loc)
            self.emit(Assign(tmp, value, loc))
            value = tmp
        end = Label()
        ctx = SwitchLabels({})
        default: Label | None = None
        seen: dict[int, c_ast.Node] = {}
        for case in cases_of(node.stmt):
            label = Label()
            ctx.labels[id(case)] = label
            if isinstance(case, c_ast.Default):
                if default is not None:
                    raise self.error("multiple default labels in one switch", case)
                default = label
                continue
            if isinstance(case.expr, RangeExpression):
                lo = const_int(self.const_eval(case.expr.first), t).value
                hi = const_int(self.const_eval(case.expr.last), t).value
                cond: Expr = Binary(BinOp.LAND,
                                    Binary(BinOp.GE, value, Const(lo, t), self.model.int_type),
                                    Binary(BinOp.LE, value, Const(hi, t), self.model.int_type),
                                    self.model.int_type)
                values = range(lo, hi + 1) if hi - lo < 4096 else range(lo, lo + 1)
            else:
                c = const_int(self.const_eval(case.expr), t).value
                cond = Binary(BinOp.EQ, value, Const(c, t), self.model.int_type)
                values = range(c, c + 1)
            for v in values:
                if v in seen:
                    raise self.error(f"duplicate case value {v}", case)
                seen[v] = case
            self.goto(label, cond, self.loc(case))
        self.goto(default if default is not None else end, None, loc)
        outer_continue = None
        self.fn.jumps.append(Jumps(end, outer_continue, len(self.fn.scopes)))
        self.fn.switches.append(ctx)
        try:
            self.stmt(node.stmt)
        finally:
            self.fn.switches.pop()
            self.fn.jumps.pop()
        self.place(end)

    def case_label(self, node: c_ast.Case | c_ast.Default) -> None:
        label = self.fn.switches[-1].labels.get(id(node)) if self.fn.switches else None
        if label is None:
            kind = "case" if isinstance(node, c_ast.Case) else "default"
            raise self.error(f"'{kind}' label not within a switch statement", node)
        self.place(label)
        for s in node.stmts or ():
            self.stmt(s)

    def return_stmt(self, node: c_ast.Return) -> None:
        loc = self.current_loc
        rt = self.fn.return_type
        value: Expr | None = None
        if node.expr is not None:
            if isinstance(rt, VoidType):
                if not isinstance(self.type_of(node.expr), VoidType):
                    self.warn(f"{loc}: 'return' with a value, in function returning void")
                self.expr(node.expr, want=False)
            else:
                value = self.convert(self.rvalue(node.expr), rt, node.expr)
        elif not isinstance(rt, VoidType):
            self._return_nondet(loc)
            return
        self.emit(Return(value, loc))

    def branch(self, node: c_ast.Node, label: Label, when: bool, keyword: str = "") -> None:
        """Jump to ``label`` if the truth of ``node`` equals ``when``; else fall through.

        ``keyword``: the statement (``if``, ``while``, ``for``) whose condition ``node`` is;
        when one goto decides it (no side effects split it), the goto records the site."""
        loc = self.current_loc
        match node:
            case c_ast.BinaryOp(op="&&", left=a, right=b) if has_side_effects(b):
                if when:
                    skip = Label()
                    self.branch(a, skip, False)
                    self.branch(b, label, True)
                    self.place(skip)
                else:
                    self.branch(a, label, False)
                    self.branch(b, label, False)
                return
            case c_ast.BinaryOp(op="||", left=a, right=b) if has_side_effects(b):
                if when:
                    self.branch(a, label, True)
                    self.branch(b, label, True)
                else:
                    skip = Label()
                    self.branch(a, skip, True)
                    self.branch(b, label, False)
                    self.place(skip)
                return
            case c_ast.UnaryOp(op="!", expr=a) if has_side_effects(a):
                self.branch(a, label, not when)
                return
        cond = self.to_bool(self.scalar(node))
        site = BranchSite(keyword, loc, when) if keyword else None
        self.goto(label, cond if when else self.negate(cond), loc, site)
