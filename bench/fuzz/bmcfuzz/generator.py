"""bmc's own generator of small C programs (seeded, deterministic).

A program declares scalars of every integer type and float/double, an array, a struct with
an array field, a union whose members all have the same size (so that every member is fully
defined whatever was stored last), a struct of bit-fields, and pointers into all of them
(typed pointers, ``unsigned char`` views of scalars, arrays and unions, signedness-changed
pointers, which the aliasing rules allow). ``main`` runs straight-line statements, ``if``s
and small counted loops: assignments with implicit conversions, compound assignments,
casts, stores through pointers, ``memcpy`` between objects of the same size. At the end
every scalar, field, element and member is observed (``OBSERVE_*``), so gcc prints the
values and bmc must prove them.

Undefined behaviour is not avoided by construction (only made rarer: shift distances and
divisors are masked): gcc's sanitizers discard the programs that have it. Padding and the
bytes of a struct are never read, since their values are unspecified.

With ``nondet=True`` one input ``bmc_in`` (a small range of ints) enters the expressions.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .subject import Subject


@dataclass(frozen=True)
class CType:
    """A scalar type: its C name, size in bytes (LP64), signedness and floatness."""

    name: str
    size: int
    signed: bool
    floating: bool = False

    @property
    def bits(self) -> int:
        return self.size * 8


INTS = (CType("signed char", 1, True), CType("unsigned char", 1, False),
        CType("short", 2, True), CType("unsigned short", 2, False),
        CType("int", 4, True), CType("unsigned int", 4, False),
        CType("long", 8, True), CType("unsigned long", 8, False),
        CType("long long", 8, True), CType("unsigned long long", 8, False))
FLOATS = (CType("float", 4, True, True), CType("double", 8, True, True))
BOOL = CType("_Bool", 1, False)
BY_NAME = {t.name: t for t in INTS + FLOATS}
UNSIGNED_OF = {"signed char": "unsigned char", "short": "unsigned short", "int": "unsigned int",
               "long": "unsigned long", "long long": "unsigned long long"}

LOOP_MAX = 4                       # a loop runs at most 4 times: --unwind 5 is complete


@dataclass
class LValue:
    """An object the program may read and (unless ``const``) write."""

    text: str
    ty: CType
    bitfield: int = 0              # width of a bit-field, 0 otherwise


class Generator:
    """One program per ``Generator(seed).program()``."""

    def __init__(self, seed: int, nondet: bool = False, floats: bool = True) -> None:
        self.rng = random.Random(seed)
        self.seed = seed
        self.nondet = nondet
        self.floats = floats
        self.decls: list[str] = []            # globals and types
        self.locals: list[str] = []
        self.lvalues: list[LValue] = []
        self.pointers: list[tuple[str, CType, list[str]]] = []   # name, pointee, targets
        self.byte_views: list[tuple[str, str]] = []              # object, sizeof text
        self.same_size: list[tuple[str, str]] = []               # memcpy-able pairs
        self.loop_vars = 0
        self.in_loop: list[tuple[str, int]] = []

    # ----------------------------------------------------------------- values and types
    def scalar_type(self, allow_float: bool = True) -> CType:
        pool = INTS + (FLOATS if self.floats and allow_float else ())
        return self.rng.choice(pool)

    def constant(self, ty: CType) -> str:
        r = self.rng
        if ty is BOOL:
            return f"(_Bool){r.randint(0, 1)}"
        if ty.floating:
            v = r.choice([0.5, -1.25, 3.0, 1e10, -7.75, 0.1, 2.5e-3, 65536.0, 255.5,
                          float(r.randint(-100, 100)), r.uniform(-1000, 1000)])
            return f"{v!r}" + ("f" if ty.name == "float" else "")
        lo = -(1 << (ty.bits - 1)) if ty.signed else 0
        hi = (1 << (ty.bits - 1)) - 1 if ty.signed else (1 << ty.bits) - 1
        choice = r.random()
        if choice < 0.5:
            v = r.randint(max(lo, -20), min(hi, 40))
        elif choice < 0.8:
            v = r.choice([lo, hi, hi // 2, lo // 2, hi - 1, lo + 1, 127, 128, 255, 256, 32767,
                          65535, 65536, -129, -32769])
            v = min(max(v, lo), hi)
        else:
            v = r.randint(lo, hi)
        return self.literal(v, ty)

    @staticmethod
    def literal(v: int, ty: CType) -> str:
        if ty is BOOL:
            return f"(_Bool){v & 1}"
        """A literal of value ``v`` that has type ``ty`` after the cast (no overflow)."""
        if v < 0:
            if v == -(1 << (ty.bits - 1)):
                return f"({ty.name})({v + 1} - 1)" if ty.bits <= 32 else f"({ty.name})(-{-v - 1}LL - 1)"
            return f"({ty.name})({v}{'LL' if ty.bits == 64 else ''})"
        suffix = "ULL" if v > 0x7FFFFFFF else ""
        return f"({ty.name}){v}{suffix}"

    def any_literal(self) -> str:
        return self.constant(self.rng.choice(INTS))

    # ----------------------------------------------------------------- declarations
    def declare(self) -> None:
        r = self.rng
        n = 0
        for _ in range(r.randint(4, 7)):
            ty = BOOL if r.random() < 0.08 else self.scalar_type()
            name = f"v{n}"
            n += 1
            where = self.decls if r.random() < 0.4 else self.locals
            prefix = "static " if where is self.decls else "    "
            where.append(f"{prefix}{ty.name} {name} = {self.constant(ty)};")
            self.lvalues.append(LValue(name, ty))
            if not ty.floating and ty is not BOOL:
                self.byte_views.append((name, f"sizeof {name}"))
        # an array
        aty = self.scalar_type()
        alen = r.randint(2, 5)
        init = ", ".join(self.constant(aty) for _ in range(alen))
        self.locals.append(f"    {aty.name} arr[{alen}] = {{{init}}};")
        for i in range(alen):
            self.lvalues.append(LValue(f"arr[{i}]", aty))
        self.byte_views.append(("arr", "sizeof arr"))
        self.array = ("arr", aty, alen)
        # a struct with scalar fields and an array field
        fields = [self.scalar_type() for _ in range(r.randint(2, 4))]
        self.struct_fields = fields
        fty = self.scalar_type(allow_float=False)
        flen = r.randint(2, 3)
        body = " ".join(f"{t.name} f{i};" for i, t in enumerate(fields))
        self.decls.append(f"struct S {{ {body} {fty.name} fa[{flen}]; }};")
        finit = ", ".join(self.constant(t) for t in fields)
        fainit = ", ".join(self.constant(fty) for _ in range(flen))
        self.locals.append(f"    struct S s = {{{finit}, {{{fainit}}}}};")
        self.locals.append(f"    struct S s2 = {{{', '.join(self.constant(t) for t in fields)}, "
                           f"{{{', '.join(self.constant(fty) for _ in range(flen))}}}}};")
        for i, t in enumerate(fields):
            self.lvalues.append(LValue(f"s.f{i}", t))
        for i in range(flen):
            self.lvalues.append(LValue(f"s.fa[{i}]", fty))
        for i, t in enumerate(fields):
            self.lvalues.append(LValue(f"s2.f{i}", t))
        self.same_size.append(("s", "s2"))
        # a union whose members have one size
        size = r.choice([2, 4, 8])
        members = [t for t in INTS + (FLOATS if self.floats else ()) if t.size == size]
        chosen = r.sample(members, min(len(members), r.randint(2, 3)))
        ubody = " ".join(f"{t.name} m{i};" for i, t in enumerate(chosen))
        self.decls.append(f"union U {{ {ubody} unsigned char b[{size}]; }};")
        self.locals.append(f"    union U u = {{{self.constant(chosen[0])}}};")
        for i, t in enumerate(chosen):
            self.lvalues.append(LValue(f"u.m{i}", t))
        for i in range(size):
            self.lvalues.append(LValue(f"u.b[{i}]", INTS[1]))
        self.byte_views.append(("u", "sizeof u"))
        for t in INTS + FLOATS:
            if t.size == size and (t.floating is False or self.floats):
                for lv in self.lvalues:
                    if lv.ty == t and "." not in lv.text and "[" not in lv.text:
                        self.same_size.append(("u", lv.text))
        # a struct of bit-fields
        bfs = []
        for i in range(r.randint(2, 4)):
            signed = r.random() < 0.5
            width = r.randint(1, 31) if signed else r.randint(1, 32)
            bfs.append((f"b{i}", signed, width))
        bbody = " ".join(f"{'int' if s else 'unsigned int'} {nm} : {w};" for nm, s, w in bfs)
        self.decls.append(f"struct B {{ {bbody} }};")
        self.locals.append("    struct B bf = {" + ", ".join("0" for _ in bfs) + "};")
        for nm, s, w in bfs:
            self.lvalues.append(LValue(f"bf.{nm}", INTS[4] if s else INTS[5], w))
        # same-size pairs of scalars for memcpy
        scalars = [lv for lv in self.lvalues if not lv.bitfield and lv.ty is not BOOL]
        for a in scalars:
            for b in scalars:
                same_union = a.text.startswith("u.") and b.text.startswith("u.")
                if a.text < b.text and a.ty.size == b.ty.size and not same_union:
                    self.same_size.append((a.text, b.text))
        # pointers: typed (into fields, elements, members, scalars), then signedness views
        for k in range(r.randint(2, 4)):
            target = r.choice([lv for lv in self.lvalues if not lv.bitfield])
            targets = [lv.text for lv in self.lvalues if lv.ty == target.ty and not lv.bitfield]
            name = f"p{k}"
            self.locals.append(f"    {target.ty.name} *{name} = &{target.text};")
            self.pointers.append((name, target.ty, targets))
        signed_ints = [lv for lv in self.lvalues if lv.ty.name in UNSIGNED_OF and not lv.bitfield]
        if signed_ints:
            target = r.choice(signed_ints)
            uname = UNSIGNED_OF[target.ty.name]
            self.locals.append(f"    {uname} *q = ({uname} *)&{target.text};")
            self.lvalues.append(LValue("*q", BY_NAME[uname]))
        pty, qty = self.scalar_type(), self.scalar_type(allow_float=False)
        rty = self.scalar_type()
        fa_last = flen - 1
        self.decls.append(
            f"static {rty.name} fn(struct S *ps, {pty.name} a, {qty.name} b) {{ "
            f"ps->fa[{r.randint(0, fa_last)}] += b; "
            f"return ({rty.name})(a {r.choice(['+', '-', '*'])} ps->f0); }}")
        self.fn_types = (pty, qty)
        _, aty2, alen2 = self.array
        j = r.randrange(alen2)
        self.locals.append(f"    {aty2.name} *ap = &arr[{j}];")
        self.ap_range = (j, alen2)

    # ----------------------------------------------------------------- expressions
    def leaf(self, integer: bool) -> str:
        r = self.rng
        pool = [lv for lv in self.lvalues if not (integer and lv.ty.floating)]
        c = r.random()
        if self.nondet and c < 0.25:
            return "bmc_in"
        if c < 0.35:
            return self.constant(self.scalar_type(allow_float=not integer))
        if c < 0.45 and self.pointers:
            name, ty, _ = r.choice(self.pointers)
            if not (integer and ty.floating):
                return f"*{name}"
        if c < 0.5 and self.byte_views:
            obj, size = r.choice(self.byte_views)
            return f"((unsigned char *)&{obj})[{r.randint(0, 7)} % {size}]"
        if c < 0.55 and not (integer and self.array[1].floating):
            j, n = self.ap_range
            k = r.randint(-j, n - 1 - j)
            return f"ap[{k}]" if r.random() < 0.5 else f"*(ap + {k})"
        if c < 0.58 and self.pointers:
            name, ty, targets = r.choice(self.pointers)
            return f"({name} {r.choice(['==', '!='])} &{r.choice(targets)})"
        if self.in_loop and c < 0.65:
            var, count = r.choice(self.in_loop)
            _, aty, alen = self.array
            if count <= alen and not (integer and aty.floating):
                return f"arr[{var}]"
            return var
        return r.choice(pool).text

    def expr(self, depth: int, integer: bool = False) -> str:
        r = self.rng
        if depth <= 0 or r.random() < 0.25:
            return self.leaf(integer)
        c = r.random()
        a = self.expr(depth - 1, integer)
        if c < 0.12:
            ty = self.scalar_type(allow_float=not integer)
            return f"({ty.name})({a})"
        if c < 0.2:
            return f"{r.choice(['-', '~', '!'])}({self.expr(depth - 1, True)})"
        if c < 0.3:
            return f"(({a}) ? ({self.expr(depth - 1, integer)}) : ({self.expr(depth - 1, integer)}))"
        if c < 0.42:
            op = r.choice(["<<", ">>"])
            left = self.expr(depth - 1, True)
            if r.random() < 0.6:
                left = f"({r.choice(['unsigned int', 'unsigned long'])})({left})"
            return f"(({left}) {op} (({self.expr(depth - 1, True)}) & {r.choice([7, 15, 31])}))"
        if c < 0.5:
            op = r.choice(["/", "%"])
            b = self.expr(depth - 1, True)
            left = a if op == "/" else self.expr(depth - 1, True)
            return f"(({left}) {op} ((({b}) & 7) + 1))"
        if c < 0.62:
            op = r.choice(["&", "|", "^"])
            return f"(({self.expr(depth - 1, True)}) {op} ({self.expr(depth - 1, True)}))"
        if c < 0.75:
            op = r.choice(["==", "!=", "<", "<=", ">", ">=", "&&", "||"])
            return f"(({a}) {op} ({self.expr(depth - 1, integer)}))"
        op = r.choice(["+", "-", "*"])
        return f"(({a}) {op} ({self.expr(depth - 1, integer)}))"

    # ----------------------------------------------------------------- statements
    def writable(self) -> LValue:
        return self.rng.choice(self.lvalues)

    def statement(self, depth: int, indent: str) -> list[str]:
        r = self.rng
        c = r.random()
        if c < 0.3:
            lv = self.writable()
            return [f"{indent}{lv.text} = {self.expr(3, lv.ty.floating is False and r.random() < 0.3)};"]
        if c < 0.42:
            lv = self.writable()
            ops = ["+=", "-=", "*="] + ([] if lv.ty.floating else ["&=", "|=", "^="])
            op = r.choice(ops)
            return [f"{indent}{lv.text} {op} {self.expr(2, op in ('&=', '|=', '^='))};"]
        if c < 0.5 and self.pointers:
            name, ty, targets = r.choice(self.pointers)
            if r.random() < 0.5:
                return [f"{indent}{name} = &{r.choice(targets)};"]
            return [f"{indent}*{name} = {self.expr(2)};"]
        if c < 0.56:
            j, n = self.ap_range
            if r.random() < 0.3:
                k = r.randrange(n)
                self.ap_range = (k, n) if not self.in_loop and depth == 0 else self.ap_range
                if self.ap_range == (k, n):
                    return [f"{indent}ap = &arr[{k}];"]
            return [f"{indent}ap[{r.randint(-j, n - 1 - j)}] = {self.expr(2)};"]
        if c < 0.62 and self.byte_views:
            obj, size = r.choice(self.byte_views)
            return [f"{indent}((unsigned char *)&{obj})[{r.randint(0, 7)} % {size}] = {self.expr(2, True)};"]
        if c < 0.7 and self.same_size:
            a, b = r.choice(self.same_size)
            if r.random() < 0.5:
                a, b = b, a
            return [f"{indent}memcpy(&{a}, &{b}, sizeof {a});"]
        if c < 0.8 and depth < 2:
            lines = [f"{indent}if ({self.expr(2)}) {{"]
            for _ in range(r.randint(1, 2)):
                lines += self.statement(depth + 1, indent + "    ")
            if r.random() < 0.5:
                lines.append(f"{indent}}} else {{")
                lines += self.statement(depth + 1, indent + "    ")
            lines.append(f"{indent}}}")
            return lines
        if c < 0.88 and depth < 2:
            var = f"i{self.loop_vars}"
            self.loop_vars += 1
            count = r.randint(1, LOOP_MAX)
            self.locals.append(f"    int {var} = 0;")
            lines = [f"{indent}for ({var} = 0; {var} < {count}; {var}++) {{"]
            self.in_loop.append((var, count))
            for _ in range(r.randint(1, 2)):
                lines += self.statement(depth + 1, indent + "    ")
            self.in_loop.pop()
            lines.append(f"{indent}}}")
            return lines
        if c < 0.93:
            lv = self.writable()
            target = r.choice(["s", "s2"])
            return [f"{indent}{lv.text} = fn(&{target}, {self.expr(2)}, {self.expr(2, True)});"]
        if c < 0.96:
            return [f"{indent}{r.choice(['s = s2;', 's2 = s;'])}"]
        lv = self.writable()
        return [f"{indent}{lv.text} = ({lv.ty.name})({self.expr(2)});"]

    # ----------------------------------------------------------------- the program
    def program(self) -> Subject:
        """The subject ``gen-<seed>`` (``gen-nd-<seed>`` with a nondet input)."""
        r = self.rng
        self.declare()
        body: list[str] = []
        for _ in range(r.randint(5, 12)):
            body += self.statement(0, "    ")
        observe = []
        for lv in self.lvalues:
            kind = "DBL" if lv.ty.floating else "INT"
            observe.append(f"    OBSERVE_{kind}({lv.text});")
        for name, ty, _ in self.pointers:
            observe.append(f"    OBSERVE_{'DBL' if ty.floating else 'INT'}(*{name});")
        observe.append("    OBSERVE_INT(ap - arr);")
        observe += ["    OBSERVE_INT(sizeof(struct S));", "    OBSERVE_INT(sizeof(union U));",
                    "    OBSERVE_INT(sizeof(struct B));"]
        if r.random() < 0.2:
            observe += ["    OBSERVE_INT(_Alignof(struct S));", "    OBSERVE_INT(_Alignof(union U));"]
        if r.random() < 0.2:
            observe += ["    OBSERVE_INT(offsetof(struct S, fa));",
                        f"    OBSERVE_INT(offsetof(struct S, f{len(self.struct_fields) - 1}));"]
        lines = ["BMC_PRELUDE", *self.decls, "BMC_MAIN", "{"]
        if self.nondet:
            lines.append("BMC_INPUT;")
        lines += self.locals + body + observe + ["    return 0;", "}"]
        inputs: tuple[int, ...] = ()
        if self.nondet:
            lo = r.choice([-3, 0, 5, 126, 254, 32766, -130, 65534])
            inputs = tuple(range(lo, lo + r.randint(3, 6)))
        name = f"gen-nd-{self.seed}" if self.nondet else f"gen-{self.seed}"
        return Subject(name, "gen", "\n".join(lines) + "\n", inputs, LOOP_MAX + 1)


def gen_subject(seed: int, nondet: bool = False) -> Subject:
    """The generator's program for ``seed``."""
    return Generator(seed, nondet).program()
