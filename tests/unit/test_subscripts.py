"""ir.subscripts: the subscripts of decayed arrays on a dereference's access path, and the
array_bounds checks ir.checks makes of them."""

from __future__ import annotations

from bmc.ir.checks import instrument
from bmc.ir.ctype import LP64, ArrayType, CType, FunctionType, PointerType, StructField, StructType
from bmc.ir.expr import AddressOf, Cast, Const, Deref, Expr, PointerAdd, Var
from bmc.ir.program import Assert, Assign, Function, Program, SourceLocation, Symbol, SymbolKind
from bmc.ir.subscripts import decayed_array, subscripts
from bmc.options import Options

M = LP64
INT, LONG, CHAR, UINT = M.int_type, M.long_, M.char, M.uint
L = SourceLocation("t.c", 1, 0, "main")
NAME = ArrayType(CHAR, 8)
MAT = ArrayType(ArrayType(INT, 3), 2)
S = StructType("s", (StructField("id", INT, 0), StructField("name", NAME, 4),
                     StructField("m", MAT, 12)), 36, 4)
Z = StructType("z", (StructField("n", INT, 0), StructField("data", ArrayType(INT, 0), 4)),
               4, 4)


def ptr(t: CType) -> PointerType:
    return PointerType(t, 64)


def var(name: str, t: CType) -> Var:
    return Var(f"main::{name}", t)


SV, PV, ZP = var("s", S), var("p", ptr(S)), var("zp", ptr(Z))
I, J, U = var("i", INT), var("j", INT), var("u", UINT)  # noqa: E741 - the index i


def field(base: Expr, f: str, st: StructType = S) -> Expr:
    """&base->f as the front end lowers it."""
    fld = next(x for x in st.fields if x.name == f)
    if fld.offset == 0:
        return Cast(base, ptr(fld.type))
    return PointerAdd(base, Const(fld.offset, LONG), 1, ptr(fld.type))


def decay(array_pointer: Expr) -> Cast:
    t = array_pointer.type
    assert isinstance(t, PointerType) and isinstance(t.target, ArrayType)
    return Cast(array_pointer, ptr(t.target.element))


def at(pointer: Expr, index: Expr) -> PointerAdd:
    assert isinstance(pointer.type, PointerType)
    from bmc.ir.ctype import size_in_bytes
    return PointerAdd(pointer, index, size_in_bytes(pointer.type.target), pointer.type)


def name_of_s(i: Expr) -> Deref:
    """s.name[i]"""
    return Deref(at(decay(field(AddressOf(SV, ptr(S)), "name")), i), CHAR)


def checks_of(e: Expr, options: Options = Options()) -> list[Assert]:
    syms = {v.name: Symbol(v.name, v.name.split("::")[-1], v.type, SymbolKind.LOCAL, L, "main")
            for v in (SV, PV, ZP, I, J, U, var("c", CHAR))}
    fn = Function("main", FunctionType(INT, ()), (), (Assign(var("c", CHAR), e, L),), L)
    body = instrument(Program({"main": fn}, syms, "main", M), options).functions["main"].body
    return [ins for ins in body if isinstance(ins, Assert) and ins.property_class == "array_bounds"]


def test_member_subscript_is_found_with_its_bound() -> None:
    (sub,) = subscripts(name_of_s(I).pointer)
    assert sub.index == I and sub.size == 8 and sub.array.type == NAME


def test_rows_of_a_member_matrix_outermost_first() -> None:
    row = Deref(at(decay(field(PV, "m")), I), ArrayType(INT, 3))      # p->m[i]
    e = Deref(at(decay(Cast(row.pointer, ptr(ArrayType(INT, 3)))), J), INT)
    assert [(s.index, s.size) for s in subscripts(e.pointer)] == [(I, 2), (J, 3)]


def test_pointer_arithmetic_ends_the_path() -> None:
    # *(&s.name[0] + i): i moves a plain pointer (whole-object rule), 0 is in range
    start = at(decay(field(AddressOf(SV, ptr(S)), "name")), Const(0, INT))
    assert [s.index for s in subscripts(at(start, I))] == []
    # p[i].id: pointer arithmetic on p, no array
    assert subscripts(field(at(PV, I), "id")) == []


def test_zero_length_and_non_decay_casts_have_no_bound() -> None:
    assert subscripts(at(decay(field(ZP, "data", Z)), I)) == []
    # (char *)&s.m is not a decay of s.m (its element is int[3], not char)
    assert decayed_array(Cast(field(AddressOf(SV, ptr(S)), "m"), ptr(CHAR))) is None


def test_member_checks_descriptions_and_conditions() -> None:
    got = checks_of(name_of_s(I))
    assert [a.description for a in got] == ["array 's.name' lower bound in s.name[i]",
                                            "array 's.name' upper bound in s.name[i]"]
    assert [str(a.cond.right.value) for a in got] == ["0", "8"]          # type: ignore
    # unsigned index: upper bound only; constant in range: nothing
    assert [a.description for a in checks_of(name_of_s(U))] == [
        "array 's.name' upper bound in s.name[u]"]
    assert checks_of(name_of_s(Const(7, INT))) == []
    assert len(checks_of(name_of_s(Const(8, INT)))) == 1


def test_bounds_flag_controls_member_checks() -> None:
    assert checks_of(name_of_s(I), Options(checks=frozenset({"pointer"}))) == []


def test_addresses_are_not_checked() -> None:
    # c = (char)(&s.name[i] == 0) has no access of s.name: no bound check
    address = at(decay(field(AddressOf(SV, ptr(S)), "name")), I)
    assert checks_of(Cast(Cast(address, LONG), CHAR)) == []
