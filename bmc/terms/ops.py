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
ALL_OPS = frozenset(Op)
