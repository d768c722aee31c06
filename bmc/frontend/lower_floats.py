"""Lowering of floating point (a mixin of ``bmc.frontend.lower._Lowerer``).

In: pycparser literals, already-lowered operands and calls of ``<math.h>``/``<fenv.h>``
functions; out: ``Const`` (bit patterns of floating constants, rounded exactly as gcc
rounds them: to nearest-even) and ``FloatOp`` nodes (``bmc.ir.expr``). The C rules:

* usual arithmetic conversions: the operand of lower rank converts to the other's floating
  type (float < double < long double); an integer operand converts to the floating type;
* every rounded operation reads the rounding mode ``__CPROVER_rounding_mode`` (a global of
  the bundled library, 0 = to nearest initially; ``fesetround`` changes it). Constant
  operands in constant expressions fold at compile time to nearest, as gcc does;
* floating -> integer conversion truncates (rounding mode toward zero); to ``_Bool`` it is
  ``x != 0`` (NaN is true); integer -> floating rounds in the current mode;
* arguments without a prototype or in the variadic part are promoted: float -> double.

``<math.h>`` functions that IEEE arithmetic gives exactly (``fabs``, ``sqrt``, ``fmin``,
``fmax``, ``floor``, ``ceil``, ``trunc``, ``round``, ``nearbyint``, ``rint``,
``copysign``, ``fmod``, ``remainder``, the classification macros' builtins, ``nan``) are
lowered here, f/l variants included (``remquo`` is not: its quotient bits are written
through a pointer), and so are ``modf``, ``frexp``, ``ldexp``/``scalbn``/``scalbln``,
``ilogb`` and ``logb``, bit for bit as glibc's on x86 (``_exponent_call``; ``FOp.LDEXP``,
``FOp.FREXP`` and ``FOp.EXPONENT`` for the exponent arithmetic); every other math function stays a function without a body (its result
is nondeterministic and a pass that depends on it is INCONCLUSIVE).
"""

from __future__ import annotations

import re
from fractions import Fraction

from pycparser import c_ast

from bmc.errors import BmcError
from bmc.frontend.fold import NotConstant
from bmc.frontend.lowering_state import LoweringState
from bmc.frontend.scopes import FnState, Scope, Unsupported
from bmc.ir.ctype import CType, DataModel, FloatType, IntType, PointerType
from bmc.ir.expr import COMPARISON_OPS, ROUNDED, BinOp, Const, Expr, FloatOp, FOp, Var
from bmc.ir.float_values import (convert_nan, fmt_of, from_fraction, image_of, packed_of,
                                  x86_nan)
from bmc.ir.program import Assign, SourceLocation
import bmc.terms.floats as F

ROUNDING_VAR = "__CPROVER_rounding_mode"

_BIN_FOPS = {BinOp.ADD: FOp.ADD, BinOp.SUB: FOp.SUB, BinOp.MUL: FOp.MUL, BinOp.DIV: FOp.DIV,
             BinOp.LT: FOp.LT, BinOp.LE: FOp.LE, BinOp.GT: FOp.GT, BinOp.GE: FOp.GE,
             BinOp.EQ: FOp.EQ, BinOp.NE: FOp.NE}

# GNU spellings of the floating types (``parse`` keeps them as type specifiers)
_DOUBLE_ALIASES = frozenset({"_Float64", "_Float32x"})
_LONG_DOUBLE_ALIASES = frozenset({"_Float64x", "__float80"})
_FLOAT128_ALIASES = frozenset({"_Float128", "__float128"})
_UNSUPPORTED_FLOATS = frozenset({"_Float16", "_Float128x", "__ibm128"})


def float_type(words: list[str], model: DataModel) -> FloatType:
    """The floating type named by type-specifier words; Unsupported for other formats."""
    bad = [w for w in words if w in _UNSUPPORTED_FLOATS]
    if bad:
        raise Unsupported(f"floating type {bad[0]}")
    if "_Complex" in words:
        raise Unsupported("complex types")
    if "float" in words or "_Float32" in words:
        return model.float_
    if any(w in _FLOAT128_ALIASES for w in words):
        return model.float128
    if any(w in _LONG_DOUBLE_ALIASES for w in words) or ("double" in words and "long" in words):
        return long_double_of(model)
    return model.double


def long_double_of(model: DataModel) -> FloatType:
    """The target's ``long double``; Unsupported for PowerPC's IBM double-double."""
    t = model.long_double_type
    if t is None:
        raise Unsupported(f"long double of {model.long_double} bits on this target "
                          "(IBM double-double)")
    return t


_DEC = re.compile(r"^(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$")
_HEX = re.compile(r"^0[xX]([0-9a-fA-F]*)(?:\.([0-9a-fA-F]*))?[pP]([+-]?\d+)$")


def literal_value(text: str) -> tuple[Fraction, str]:
    """(exact value, type name) of a floating literal; ValueError if malformed."""
    body, kind = text, "double"
    if body[-1] in "fF" and not body.lower().startswith("0x") or \
            body[-1] in "fF" and "p" in body.lower()[:-1]:
        body, kind = body[:-1], "float"
    elif body[-1] in "lL":
        body, kind = body[:-1], "long double"
    m = _HEX.match(body)
    if m:
        whole, frac, exp = m.group(1), m.group(2) or "", int(m.group(3))
        if not whole and not frac:
            raise ValueError(f"malformed floating constant {text}")
        mant = int(whole + frac, 16) if whole + frac else 0
        return Fraction(mant) / Fraction(16) ** len(frac) * Fraction(2) ** exp, kind
    m = _DEC.match(body)
    if not m or not (m.group(1) or m.group(2)):
        raise ValueError(f"malformed floating constant {text}")
    whole, frac, exp = m.group(1), m.group(2) or "", int(m.group(3) or 0)
    mant = int(whole + frac) if whole + frac else 0
    return Fraction(mant) / Fraction(10) ** len(frac) * Fraction(10) ** exp, kind


def fold(e: FloatOp) -> Expr:
    """``e`` itself, or its value when every operand is a constant."""
    if not all(isinstance(a, Const) for a in e.args):
        return e
    values = [a.value for a in e.args if isinstance(a, Const)]
    types = [a.type for a in e.args]
    op, t = e.op, e.type
    mode = F.mode_of(values[0]) if e.op in ROUNDED else F.RM.RNE
    if op in ROUNDED and not 0 <= values[0] <= 4:
        mode = F.RM.RNE

    def unpacked(i: int) -> tuple[F.FloatFormat, int]:
        ti = types[i]
        assert isinstance(ti, FloatType)
        return fmt_of(ti), packed_of(values[i], ti)

    match op:
        case FOp.ADD | FOp.SUB | FOp.MUL | FOp.DIV:
            assert isinstance(t, FloatType)
            fn = {FOp.ADD: F.add, FOp.SUB: F.sub, FOp.MUL: F.mul, FOp.DIV: F.div}[op]
            (fm, a), (_, b) = unpacked(1), unpacked(2)
            return Const(image_of(x86_nan(fm, fn(fm, mode, a, b), [a, b]), t), t)
        case FOp.SQRT | FOp.ROUND:
            assert isinstance(t, FloatType)
            fm, a = unpacked(1)
            fn1 = F.sqrt if op is FOp.SQRT else F.round_to_integral
            return Const(image_of(x86_nan(fm, fn1(fm, mode, a), [a]), t), t)
        case FOp.CONVERT:
            src = types[1]
            if isinstance(src, FloatType) and isinstance(t, FloatType):
                fm, a = unpacked(1)
                if F.decode(fm, a)[1] is F.NAN:
                    return Const(image_of(convert_nan(fm, fmt_of(t), a), t), t)
                return Const(image_of(F.fp_to_fp(fm, fmt_of(t), mode, a), t), t)
            if isinstance(src, IntType) and isinstance(t, FloatType):
                return Const(image_of(F.int_to_fp(fmt_of(t), mode, values[1] % (1 << src.width),
                                                  src.width, src.signed), t), t)
            if isinstance(src, FloatType) and isinstance(t, IntType):
                fm, a = unpacked(1)
                if t.is_bool:
                    return Const(int(not F.classify(fm, "Zero", a)), t)
                v = F.fp_to_int(fm, mode, a, t.width, t.signed)
                if v is None:
                    return e                     # undefined: left to the conversion check
                if t.signed and v >> (t.width - 1):
                    v -= 1 << t.width
                return Const(v, t)
        case FOp.REM | FOp.FMOD:
            assert isinstance(t, FloatType)
            (fm, a), (_, b) = unpacked(0), unpacked(1)
            fn2 = F.rem if op is FOp.REM else F.fmod
            return Const(image_of(x86_nan(fm, fn2(fm, a, b), [a, b]), t), t)
        case FOp.NEG | FOp.ABS | FOp.COPYSIGN:
            assert isinstance(t, FloatType)
            bit = 1 << (79 if t.is_x87 else t.width - 1)
            if op is FOp.NEG:
                return Const(values[0] ^ bit, t)
            mag = values[0] & ~bit
            return Const(mag if op is FOp.ABS else mag | values[1] & bit, t)
        case FOp.LT | FOp.LE | FOp.GT | FOp.GE | FOp.EQ | FOp.NE:
            (fm, a), (_, b) = unpacked(0), unpacked(1)
            result = {FOp.LT: F.lt(fm, a, b), FOp.GT: F.lt(fm, b, a),
                      FOp.LE: F.lt(fm, a, b) or F.eq(fm, a, b),
                      FOp.GE: F.lt(fm, b, a) or F.eq(fm, a, b),
                      FOp.EQ: F.eq(fm, a, b), FOp.NE: not F.eq(fm, a, b)}[op]
            return Const(int(result), t)
        case FOp.TO_BOOL:
            fm, a = unpacked(0)
            return Const(int(not F.classify(fm, "Zero", a)), t)
        case FOp.IS_NAN | FOp.IS_INF | FOp.IS_ZERO | FOp.IS_NORMAL | FOp.IS_SUBNORMAL:
            fm, a = unpacked(0)
            kind = {FOp.IS_NAN: "NaN", FOp.IS_INF: "Infinite", FOp.IS_ZERO: "Zero",
                    FOp.IS_NORMAL: "Normal", FOp.IS_SUBNORMAL: "Subnormal"}[op]
            return Const(int(F.classify(fm, kind, a)), t)
        case FOp.SIGNBIT:
            ft = types[0]
            assert isinstance(ft, FloatType)
            return Const(values[0] >> (79 if ft.is_x87 else ft.width - 1) & 1, t)
        case FOp.IS_SIGNALING | FOp.QUIET:
            fm, a = unpacked(0)
            quiet_bit = 1 << (fm.sb - 2)
            nan = F.decode(fm, a)[1] is F.NAN
            if op is FOp.IS_SIGNALING:
                return Const(int(nan and not a & quiet_bit), t)
            assert isinstance(t, FloatType)
            return Const(image_of(a | quiet_bit, t), t) if nan else e.args[0]
    return e


class FloatLowering(LoweringState):
    """Methods of the lowerer; its state and the other parts' methods are declared in
    ``LoweringState``."""

    # ------------------------------------------------------------------ helpers
    def rounding_mode(self) -> Expr:
        """The current rounding mode: the library's global, or nearest in constant
        expressions (gcc folds those at compile time)."""
        it = self.model.int_type
        if self.const_mode or self.discarding or not self.mode_changes():
            return Const(0, it)
        info = self.external_vars.get(ROUNDING_VAR)
        if info is None:
            return Const(0, it)
        return self.use_global(info, None)

    def mode_changes(self) -> bool:
        """Whether the program can change the rounding mode: its files name
        ``fesetround`` or ``__CPROVER_rounding_mode``. Otherwise every operation rounds to
        nearest (the mode's initial value) and the global is left out."""
        cached = self._mode_changes
        if cached is None:
            names = {"fesetround", ROUNDING_VAR}
            cached = False
            stack: list[c_ast.Node] = list(self.units)
            while stack and not cached:
                n = stack.pop()
                if isinstance(n, c_ast.ID) and n.name in names:
                    cached = True
                stack.extend(child for _, child in n.children())
            self._mode_changes = cached
        return cached

    def float_op(self, op: FOp, args: list[Expr], t: CType) -> Expr:
        if op in ROUNDED:
            args = [self.rounding_mode(), *args]
        return fold(FloatOp(op, tuple(args), t))

    def float_rank_type(self, a: CType, b: CType) -> FloatType:
        """The floating type of the usual arithmetic conversion of ``a`` and ``b``."""
        fa = a if isinstance(a, FloatType) else None
        fb = b if isinstance(b, FloatType) else None
        if fa is None or fb is not None and fb.sb > fa.sb:
            assert fb is not None
            return fb
        return fa

    def float_literal(self, node: c_ast.Constant) -> Const:
        try:
            value, kind = literal_value(node.value)
        except ValueError as e:
            raise self.error(str(e), node) from None
        try:
            t = {"float": self.model.float_, "double": self.model.double}.get(kind) \
                or long_double_of(self.model)
        except Unsupported as u:
            raise self.unsupported(u.what, node) from None
        return Const(from_fraction(value, t), t)

    # ------------------------------------------------------------------ conversions
    def float_convert(self, e: Expr, t: CType, node: c_ast.Node | None) -> Expr:
        """``e`` converted to ``t`` where one of them is a floating type."""
        if isinstance(t, FloatType) and isinstance(e.type, FloatType | IntType):
            if e.type == t:
                return e
            return self.float_op(FOp.CONVERT, [e], t)
        if isinstance(t, IntType) and isinstance(e.type, FloatType):
            if t.is_bool:
                return fold(FloatOp(FOp.TO_BOOL, (e,), t))
            rtz = Const(int(F.RM.RTZ), self.model.int_type)
            width = x86_conversion_width(e.type, t, self.model)
            extra = (Const(width, self.model.int_type),) if width else ()
            return fold(FloatOp(FOp.CONVERT, (rtz, e, *extra), t))
        if isinstance(t, PointerType) or isinstance(e.type, PointerType):
            raise self.error(f"incompatible types when converting {e.type} to {t}", node)
        raise self.unsupported(f"conversion from {e.type} to {t}", node)

    def float_to_bool(self, e: Expr) -> Expr:
        return fold(FloatOp(FOp.TO_BOOL, (e,), self.model.int_type))

    # ------------------------------------------------------------------ operators
    def float_binary(self, op: BinOp, a: Expr, b: Expr, node: c_ast.Node) -> Expr:
        fop = _BIN_FOPS.get(op)
        if fop is None or not isinstance(a.type, IntType | FloatType) \
                or not isinstance(b.type, IntType | FloatType):
            raise self.error(f"invalid operands to binary {op.value} (have '{a.type}' and "
                             f"'{b.type}')", node)
        ct = self.float_rank_type(a.type, b.type)
        x, y = self.convert(a, ct, node), self.convert(b, ct, node)
        if op in COMPARISON_OPS:
            return fold(FloatOp(fop, (x, y), self.model.int_type))
        return self.float_op(fop, [x, y], ct)

    def float_unary(self, op: str, operand: Expr, node: c_ast.Node) -> Expr:
        match op:
            case "-":
                return fold(FloatOp(FOp.NEG, (operand,), operand.type))
            case "+":
                return operand
            case "!":
                return self.negate(self.float_to_bool(operand))
        raise self.error(f"wrong type argument to unary {op}", node)

    def float_typed(self, node: c_ast.Node, scope: Scope | None) -> bool:
        """Whether a static initialiser's expression has a floating type."""
        if isinstance(node, c_ast.Constant) and node.type not in ("float", "double",
                                                                  "long double"):
            return False                      # the common case: an integer literal
        saved = self.fn
        if scope is not None and scope is not self.fn.scope:
            self.fn = FnState(self.fn.name, [scope])
        try:
            return isinstance(self.type_of(node), FloatType)
        except (BmcError, Unsupported, NotConstant):
            return False                      # the integer path reports the problem
        finally:
            self.fn = saved

    def float_const(self, node: c_ast.Node, t: CType, scope: Scope | None) -> Const:
        """A static initialiser of (or from) a floating type: a constant expression
        folded to ``t``."""
        try:
            with self.constant_evaluation(scope):
                e = self.convert(self.rvalue(node), t, node)
        except NotConstant:
            raise self.error("initializer element is not constant", node) from None
        if not isinstance(e, Const):
            raise self.error("initializer element is not constant", node)
        return e


# ---------------------------------------------------------------------- <math.h> intrinsics
# name -> (operation, argument type): "d" double, "f" float, "l" long double, "g" the
# argument's own floating type (type-generic builtins; integers convert to double)
_MATH_BASE: dict[str, str] = {
    "fabs": "abs", "sqrt": "sqrt", "fmin": "fmin", "fmax": "fmax", "floor": "floor",
    "ceil": "ceil", "trunc": "trunc", "round": "round", "nearbyint": "rint", "rint": "rint",
    "copysign": "copysign", "nan": "nan", "fmod": "fmod", "remainder": "remainder",
    "modf": "modf", "frexp": "frexp", "ldexp": "ldexp", "scalbn": "ldexp",
    "scalbln": "scalbln", "ilogb": "ilogb", "logb": "logb",
}
# the functions of a floating value and an integer or a pointer (``_exponent_call``)
_EXPONENT_FUNCTIONS = frozenset({"modf", "frexp", "ldexp", "scalbln", "ilogb", "logb"})
_GENERIC: dict[str, str] = {
    "__builtin_isnan": "isnan", "__builtin_isinf": "isinf", "__builtin_isinf_sign": "isinf_sign",
    "__builtin_isfinite": "isfinite", "__builtin_finite": "isfinite",
    "__builtin_isnormal": "isnormal", "__builtin_signbit": "signbit",
    "__builtin_fpclassify": "fpclassify", "__builtin_isless": "<", "__builtin_islessequal": "<=",
    "__builtin_isgreater": ">", "__builtin_isgreaterequal": ">=",
    "__builtin_islessgreater": "<>", "__builtin_isunordered": "unordered",
}
# glibc's internal classification functions (older headers' macros call them)
_GLIBC: dict[str, str] = {"__isnan": "isnan", "__isinf": "isinf_sign", "__finite": "isfinite",
                          "__signbit": "signbit", "__fpclassify": "fpclassify1",
                          "__issignaling": "unsupported"}
_CPROVER_SUFFIX = {"f": "f", "d": "d", "ld": "l"}
_CPROVER_TESTS = ("isnan", "isinf", "isfinite", "isnormal", "sign")


def math_function(name: str) -> tuple[str, str] | None:
    """(operation, argument type) of a math function bmc lowers itself, or None."""
    base = name.removeprefix("__builtin_")
    if base in ("inf", "inff", "infl", "huge_val", "huge_valf", "huge_vall") \
            and name.startswith("__builtin_"):
        return "inf", {"f": "f", "l": "l"}.get(base[-1], "d")
    if name in _GENERIC:
        return _GENERIC[name], "g"
    for prefix, what in _GLIBC.items():
        if name in (prefix, prefix + "f", prefix + "l") and what != "unsupported":
            return what, {"": "d", "f": "f", "l": "l"}[name.removeprefix(prefix)]
    if name.startswith("__CPROVER_"):
        rest = name.removeprefix("__CPROVER_")
        for test in _CPROVER_TESTS:
            suffix = rest.removeprefix(test)
            if rest.startswith(test) and suffix in _CPROVER_SUFFIX:
                return ("signbit" if test == "sign" else test), _CPROVER_SUFFIX[suffix]
        if rest in ("fabs", "fabsf", "fabsl"):
            return "abs", {"fabs": "d", "fabsf": "f", "fabsl": "l"}[rest]
        return None
    if base in _MATH_BASE:
        return _MATH_BASE[base], "d"
    if base[-1:] in ("f", "l") and base[:-1] in _MATH_BASE:
        return _MATH_BASE[base[:-1]], base[-1]
    return None


def x86_conversion_width(src: FloatType, dst: IntType, model: DataModel) -> int:
    """The width of the signed integer gcc's x86 code converts a ``src`` value to before
    keeping the low ``dst.width`` bits (0: not an x86 target; docs/floats.md).

    x87 (``long double``, and every source on i386): ``fistp`` stores 16, 32 or 64 bits;
    SSE (x86-64 float and double): ``cvttss2si``/``cvttsd2si`` give 32 or 64 bits. A signed
    destination takes the smallest store that holds it, an unsigned one the next wider (so
    ``(unsigned)-5.0`` is 4294967291); a 64-bit unsigned one is 64 (x86's sequence around
    2^63, ``bmc.symex.floats``). 128-bit destinations (libgcc calls) keep the plain rule.
    """
    if model.long_double_format != "x87" or model.long_double not in (96, 128) \
            or dst.width > 64:
        return 0
    x87 = src.is_x87 or model.long_double == 96
    smallest = 16 if x87 else 32
    if dst.signed or dst.width == 64:
        return max(smallest, dst.width)
    return max(smallest, 2 * dst.width)


_FP_CLASS = {"nan": 0, "infinite": 1, "zero": 2, "subnormal": 3, "normal": 4}   # glibc


class MathLowering(LoweringState):
    """``<math.h>`` functions with exact IEEE meaning (methods of the lowerer)."""

    def math_call(self, name: str, args: list[c_ast.Node], node: c_ast.FuncCall,
                  loc: SourceLocation, want: bool) -> tuple[bool, Expr | None]:
        """(True, value) if ``name`` is lowered here; (False, None) otherwise."""
        found = math_function(name)
        if found is None:
            return False, None
        what, kind = found
        m = self.model
        it = m.int_type
        try:
            t = {"d": m.double, "f": m.float_}.get(kind) or \
                (long_double_of(m) if kind == "l" else None)
        except Unsupported as u:
            raise self.unsupported(u.what, node) from None
        if what == "nan":
            for a in args:
                self.expr(a, want=False)       # the tag string: glibc's nan("") for any
            assert t is not None
            return True, Const(from_fraction_nan(t), t)
        if what == "inf":
            assert t is not None
            fm = fmt_of(t)
            return True, Const(image_of(F.inf(fm, 0), t), t)
        if what == "fpclassify":
            if len(args) != 6:
                raise self.error("__builtin_fpclassify takes 6 arguments", node)
            codes = [self.rvalue(a) for a in args[:5]]
            x = self._generic_arg(args[5], node)
            nan_c, inf_c, normal_c, sub_c, zero_c = codes
            holds = lambda op: fold(FloatOp(op, (x,), it))  # noqa: E731
            e: Expr = self._ite(holds(FOp.IS_NAN), nan_c, self._ite(
                holds(FOp.IS_INF), inf_c, self._ite(holds(FOp.IS_NORMAL), normal_c, self._ite(
                    holds(FOp.IS_ZERO), zero_c, sub_c, it), it), it), it)
            return True, e
        if what == "fpclassify1":            # glibc's __fpclassify: FP_* values
            if len(args) != 1:
                raise self.error(f"wrong number of arguments to function '{name}'", node)
            assert t is not None
            x = self.convert(self.rvalue(args[0]), t, args[0])
            codes = [Const(_FP_CLASS[k], it) for k in ("nan", "infinite", "normal",
                                                        "subnormal", "zero")]

            def cls(op: FOp) -> Expr:
                return fold(FloatOp(op, (x,), it))
            return True, self._ite(cls(FOp.IS_NAN), codes[0], self._ite(
                cls(FOp.IS_INF), codes[1], self._ite(cls(FOp.IS_NORMAL), codes[2], self._ite(
                    cls(FOp.IS_ZERO), codes[4], codes[3], it), it), it), it)
        if what in _EXPONENT_FUNCTIONS:
            assert t is not None
            return True, self._exponent_call(what, name, t, args, node, loc, want)
        binary = what in ("fmin", "fmax", "copysign", "fmod", "remainder", "<", "<=", ">",
                          ">=", "<>", "unordered")
        if len(args) != (2 if binary else 1):
            raise self.error(f"wrong number of arguments to function '{name}'", node)
        if t is None:
            values = [self._generic_arg(a, node) for a in args]
            if binary and values[0].type != values[1].type:
                ct = self.float_rank_type(values[0].type, values[1].type)
                values = [self.convert(v, ct, node) for v in values]
        else:
            values = [self.convert(self.rvalue(a), t, a) for a in args]
        x = values[0]
        ft = x.type
        assert isinstance(ft, FloatType)

        def test(op: FOp, v: Expr = x) -> Expr:
            return fold(FloatOp(op, (v,), it))

        def rti(mode: int | None) -> Expr:
            rm = self.rounding_mode() if mode is None else Const(mode, it)
            return fold(FloatOp(FOp.ROUND, (rm, x), ft))

        match what:
            case "abs":
                return True, fold(FloatOp(FOp.ABS, (x,), ft))
            case "sqrt":
                return True, self.float_op(FOp.SQRT, [x], ft)
            case "floor":
                return True, rti(int(F.RM.RTN))
            case "ceil":
                return True, rti(int(F.RM.RTP))
            case "trunc":
                return True, rti(int(F.RM.RTZ))
            case "round":
                return True, rti(int(F.RM.RNA))
            case "rint":
                return True, rti(None)
            case "copysign":
                return True, fold(FloatOp(FOp.COPYSIGN, (x, values[1]), ft))
            case "fmod":
                return True, fold(FloatOp(FOp.FMOD, (x, values[1]), ft))
            case "remainder":
                return True, fold(FloatOp(FOp.REM, (x, values[1]), ft))
            case "fmin" | "fmax":
                y = values[1]
                # glibc on x86-64 (s_fmax.S ...): fmin = x < y ? x : y and fmax =
                # x > y ? x : y (minsd / maxsd); a quiet NaN operand gives the other one;
                # two NaNs or a signaling one give x + y: the first NaN quieted
                pick = fold(FloatOp(FOp.LT if what == "fmin" else FOp.GT, (x, y), it))
                inner = self._ite(pick, x, y, ft)
                one_nan = self._ite(test(FOp.IS_NAN), y,
                                    self._ite(test(FOp.IS_NAN, y), x, inner, ft), ft)
                lor = lambda a, b: self.binary(BinOp.LOR, a, b, node)  # noqa: E731
                both = self.binary(BinOp.LAND, test(FOp.IS_NAN), test(FOp.IS_NAN, y), node)
                nan_sum = self._ite(test(FOp.IS_NAN), fold(FloatOp(FOp.QUIET, (x,), ft)),
                                    fold(FloatOp(FOp.QUIET, (y,), ft)), ft)
                return True, self._ite(
                    lor(both, lor(test(FOp.IS_SIGNALING), test(FOp.IS_SIGNALING, y))),
                    nan_sum, one_nan, ft)
            case "isnan":
                return True, test(FOp.IS_NAN)
            case "isinf":
                return True, test(FOp.IS_INF)
            case "isinf_sign":
                neg = self._ite(test(FOp.SIGNBIT), Const(-1, it), Const(1, it), it)
                return True, self._ite(test(FOp.IS_INF), neg, Const(0, it), it)
            case "isfinite":
                bad = self.binary(BinOp.LOR, test(FOp.IS_NAN), test(FOp.IS_INF), node)
                return True, self.negate(bad)
            case "isnormal":
                return True, test(FOp.IS_NORMAL)
            case "signbit":
                return True, test(FOp.SIGNBIT)
            case "<" | "<=" | ">" | ">=":
                op = {"<": FOp.LT, "<=": FOp.LE, ">": FOp.GT, ">=": FOp.GE}[what]
                return True, fold(FloatOp(op, (x, values[1]), it))
            case "<>":
                return True, self.binary(BinOp.LOR, fold(FloatOp(FOp.LT, (x, values[1]), it)),
                                         fold(FloatOp(FOp.GT, (x, values[1]), it)), node)
            case "unordered":
                return True, self.binary(BinOp.LOR, test(FOp.IS_NAN),
                                         test(FOp.IS_NAN, values[1]), node)
        raise self.unsupported(f"math function {name}", node)

    def _exponent_call(self, what: str, name: str, t: FloatType, args: list[c_ast.Node],
                       node: c_ast.FuncCall, loc: SourceLocation, want: bool) -> Expr | None:
        """``modf``, ``frexp``, ``ldexp``/``scalbn``/``scalbln``, ``ilogb``, ``logb`` of
        type ``t``, exact as glibc's on x86 (they never round, except ``ldexp`` into the
        subnormal range or past the largest finite number, which rounds once in the
        current mode). ``modf`` and ``frexp`` store their second result through the
        pointer argument, after the value is computed."""
        m = self.model
        it = m.int_type
        arity = 1 if what in ("ilogb", "logb") else 2
        if len(args) != arity:
            raise self.error(f"wrong number of arguments to function '{name}'", node)
        x = self._spilled(self.convert(self.rvalue(args[0]), t, args[0]), loc)
        rne = Const(0, it)

        def test(op: FOp) -> Expr:
            return fold(FloatOp(op, (x,), it))

        finite_nonzero = self.negate(self.binary(
            BinOp.LOR, self.binary(BinOp.LOR, test(FOp.IS_NAN), test(FOp.IS_INF), node),
            test(FOp.IS_ZERO), node))
        exponent = test(FOp.EXPONENT)
        match what:
            case "ldexp" | "scalbln":
                n_type = it if what == "ldexp" else m.long_
                n = self.convert(self.rvalue(args[1]), n_type, args[1])
                return fold(FloatOp(FOp.LDEXP, (self.rounding_mode(), x, n), t))
            case "ilogb":
                # glibc on x86: FP_ILOGB0 and FP_ILOGBNAN are INT_MIN, infinities INT_MAX
                return self._ite(finite_nonzero, exponent, self._ite(
                    test(FOp.IS_INF), Const(it.max, it), Const(it.min, it), it), it)
            case "logb":
                neg_inf = fold(FloatOp(FOp.NEG, (Const(image_of(F.inf(fmt_of(t), 0), t), t),),
                                       t))
                as_float = fold(FloatOp(FOp.CONVERT, (rne, exponent), t))
                special = self._ite(test(FOp.IS_INF), fold(FloatOp(FOp.ABS, (x,), t)),
                                    fold(FloatOp(FOp.QUIET, (x,), t)), t)   # glibc: x * x
                return self._ite(finite_nonzero, as_float, self._ite(
                    test(FOp.IS_ZERO), neg_inf, special, t), t)
        target = self.rvalue(args[1])
        if not isinstance(target.type, PointerType):
            raise self.error(f"argument 2 of '{name}' is not a pointer", args[1])
        stored_type = it if what == "frexp" else t
        target = self.deref(self.convert(target, PointerType(stored_type, m.pointer),
                                         args[1]), args[1])
        if what == "frexp":
            e = self._spilled(self._ite(finite_nonzero, self.binary(
                BinOp.ADD, exponent, Const(1, it), node), Const(0, it), it), loc)
            self.emit(Assign(target, e, loc))
            return fold(FloatOp(FOp.FREXP, (x,), t)) if want else None
        # modf: the integral part trunc(x) (NaN quieted, infinities kept); the fraction
        # x - trunc(x) (exact) with x's sign, +-0 for infinities, the quieted NaN for NaN
        whole = self._spilled(fold(FloatOp(FOp.ROUND, (Const(int(F.RM.RTZ), it), x), t)), loc)
        self.emit(Assign(target, whole, loc))
        if not want:
            return None
        zero = Const(image_of(F.zero(fmt_of(t), 0), t), t)
        fraction = self._ite(test(FOp.IS_INF), zero,
                             fold(FloatOp(FOp.SUB, (rne, x, whole), t)), t)
        return fold(FloatOp(FOp.COPYSIGN, (fraction, x), t))

    def _spilled(self, e: Expr, loc: SourceLocation) -> Expr:
        """``e``, or a temporary holding it when it is not a constant or a variable."""
        if isinstance(e, Const | Var):
            return e
        tmp = self.new_tmp(e.type, loc)
        self.emit(Assign(tmp, e, loc))
        return tmp

    def _generic_arg(self, arg: c_ast.Node, node: c_ast.Node) -> Expr:
        e = self.rvalue(arg)
        if isinstance(e.type, FloatType):
            return e
        if isinstance(e.type, IntType):
            return self.convert(e, self.model.double, arg)
        raise self.error(f"non-floating-point argument in call to function "
                         f"'{self.source_text(node.name)}'", node)


def from_fraction_nan(t: FloatType) -> int:
    """glibc's ``nan("")``: the positive quiet NaN with only the top fraction bit."""
    return image_of(F.nan(fmt_of(t)), t)
