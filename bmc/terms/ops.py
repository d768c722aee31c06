"""The closed set of term operators, named as in SMT-LIB.

Signedness is part of the name (``bvudiv`` vs ``bvsdiv``, ``bvult`` vs ``bvslt``), so the
SMT-LIB printer, the Z3 table and the bit-blaster map one to one. Every operator has one
total meaning (SMT-LIB's; e.g. ``bvudiv x 0`` is all ones); C's undefined cases are
properties, never special cases here. Greater-than forms are not operators: the smart
constructors swap the arguments of ``bvult``/``bvule``/``bvslt``/``bvsle``.
"""

from __future__ import annotations

from enum import Enum


class Op(str, Enum):
    # leaves
    TRUE = "true"
    FALSE = "false"
    BV_CONST = "bvconst"          # params = (value,) with 0 <= value < 2**width
    VAR = "var"                   # params = (name,)
    CONST_ARRAY = "const_array"   # args = (element value,); sort is the array sort
    # Boolean connectives
    NOT = "not"
    AND = "and"                   # n-ary
    OR = "or"                     # n-ary
    XOR = "xor"
    IMPLIES = "=>"
    EQ = "="                      # any sort, both args the same sort
    ITE = "ite"                   # any sort
    # bit-vector arithmetic and logic
    BVNOT = "bvnot"
    BVAND = "bvand"
    BVOR = "bvor"
    BVXOR = "bvxor"
    BVNEG = "bvneg"
    BVADD = "bvadd"
    BVSUB = "bvsub"
    BVMUL = "bvmul"
    BVUDIV = "bvudiv"
    BVUREM = "bvurem"
    BVSDIV = "bvsdiv"
    BVSREM = "bvsrem"
    BVSHL = "bvshl"
    BVLSHR = "bvlshr"
    BVASHR = "bvashr"
    # comparisons (Bool-valued)
    BVULT = "bvult"
    BVULE = "bvule"
    BVSLT = "bvslt"
    BVSLE = "bvsle"
    # width changes
    CONCAT = "concat"             # args = (high, low)
    EXTRACT = "extract"           # params = (hi, lo)
    ZERO_EXTEND = "zero_extend"   # params = (extra bits,)
    SIGN_EXTEND = "sign_extend"   # params = (extra bits,)
    # arrays
    SELECT = "select"
    STORE = "store"
    # IEEE floating point on packed bit-vectors (``bmc.terms.floats``): params start with
    # the format (eb, sb); the rounding mode is the first argument, a 3-bit vector
    FP_ADD = "fp.add"             # (rm, a, b) -> a's sort
    FP_SUB = "fp.sub"
    FP_MUL = "fp.mul"
    FP_DIV = "fp.div"
    FP_SQRT = "fp.sqrt"           # (rm, a)
    FP_RTI = "fp.roundToIntegral"  # (rm, a)
    FP_MIN = "fp.min"             # (a, b)
    FP_MAX = "fp.max"
    FP_REM = "fp.rem"             # (a, b): IEEE remainder, exact (no rounding mode)
    FP_LT = "fp.lt"               # (a, b) -> Bool
    FP_LEQ = "fp.leq"
    FP_EQ = "fp.eq"               # IEEE equality (NaN != NaN, -0 == +0)
    FP_IS_NAN = "fp.isNaN"        # (a) -> Bool
    FP_IS_INF = "fp.isInfinite"
    FP_IS_ZERO = "fp.isZero"
    FP_IS_NORMAL = "fp.isNormal"
    FP_IS_SUBNORMAL = "fp.isSubnormal"
    FP_IS_NEGATIVE = "fp.isNegative"
    FP_IS_POSITIVE = "fp.isPositive"
    FP_TO_FP = "to_fp"            # (rm, a), params (eb, sb, eb', sb') -> the target format
    FP_FROM_SBV = "to_fp_signed"  # (rm, x), params (eb, sb): a two's-complement integer
    FP_FROM_UBV = "to_fp_unsigned"
    FP_TO_SBV = "fp.to_sbv"       # (rm, a), params (eb, sb, n) -> (_ BitVec n)
    FP_TO_UBV = "fp.to_ubv"

    def __str__(self) -> str:
        return self.value


LEAF_OPS = frozenset({Op.TRUE, Op.FALSE, Op.BV_CONST, Op.VAR})
BOOL_CONNECTIVES = frozenset({Op.NOT, Op.AND, Op.OR, Op.XOR, Op.IMPLIES})
COMPARISONS = frozenset({Op.BVULT, Op.BVULE, Op.BVSLT, Op.BVSLE})
BV_BINARY = frozenset({
    Op.BVAND, Op.BVOR, Op.BVXOR, Op.BVADD, Op.BVSUB, Op.BVMUL, Op.BVUDIV, Op.BVUREM,
    Op.BVSDIV, Op.BVSREM, Op.BVSHL, Op.BVLSHR, Op.BVASHR,
})
BV_UNARY = frozenset({Op.BVNOT, Op.BVNEG})
COMMUTATIVE = frozenset({Op.AND, Op.OR, Op.XOR, Op.EQ, Op.BVAND, Op.BVOR, Op.BVXOR,
                         Op.BVADD, Op.BVMUL})
FP_ROUNDED_BINARY = frozenset({Op.FP_ADD, Op.FP_SUB, Op.FP_MUL, Op.FP_DIV})
FP_ROUNDED_UNARY = frozenset({Op.FP_SQRT, Op.FP_RTI})
FP_COMPARISONS = frozenset({Op.FP_LT, Op.FP_LEQ, Op.FP_EQ})
FP_CLASSIFIERS = frozenset({Op.FP_IS_NAN, Op.FP_IS_INF, Op.FP_IS_ZERO, Op.FP_IS_NORMAL,
                            Op.FP_IS_SUBNORMAL, Op.FP_IS_NEGATIVE, Op.FP_IS_POSITIVE})
FP_CONVERSIONS = frozenset({Op.FP_TO_FP, Op.FP_FROM_SBV, Op.FP_FROM_UBV, Op.FP_TO_SBV,
                            Op.FP_TO_UBV})
FP_OPS = (FP_ROUNDED_BINARY | FP_ROUNDED_UNARY | FP_COMPARISONS | FP_CLASSIFIERS
          | FP_CONVERSIONS | {Op.FP_MIN, Op.FP_MAX, Op.FP_REM})
ALL_OPS = frozenset(Op)
