"""Calls of the <stdio.h> output family: printf, fprintf, sprintf, snprintf, puts, putchar ...

What is modelled (the helpers are C in ``models/stdio.c``):

* output to a stream is not program state: it is dropped, and the result of ``printf``,
  ``fprintf``, ``puts``, ``putchar`` ... is an arbitrary ``int`` (a stream may fail);
* a literal format is parsed (``bmc.frontend.formats``) and each argument checked against its
  conversion: a missing argument, an argument of another width than the conversion reads
  (``%d`` given a ``long``, ``%f`` a ``long double``), a non-pointer for ``%s``/``%p``, and
  conversions bmc does not model (``%n``, wide characters) are refused (exit 6, naming them);
* every ``%s`` argument, and the string of ``puts``/``fputs``, must be a readable string: its
  bytes are read up to the terminator (or the precision) by ``__bmc_fmt_string``, so a NULL,
  dangling, out-of-bounds or unterminated one fails a pointer check there;
* ``sprintf``/``snprintf`` compute the exact length of the output from the arguments
  (widths, precisions, flags, signs, digits in the base; ``%f``/``%e`` of float and double
  exactly, in the current rounding mode (``bmc.frontend.float_formats``); ``%g``/``%a`` and
  long double are refused there; ``%p``'s length is a range) and write
  that many arbitrary non-zero bytes and the terminator (``snprintf``: at most ``size - 1``
  bytes, nothing for size 0) into the buffer, every byte bounds-checked; they return the
  full length (-1 above ``INT_MAX``). The contents are not the real digits: code that reads
  them back sees arbitrary characters (an over-approximation, never a missed write), and a
  failure that depends on them is not definite (``checker.no_body.approximated_failures``);
* a format that is not a string literal is still checked to be a readable string, but its
  conversions are unknown: the call is an ``approximation`` property that fails when the call
  is reached (``<function>.approximation.<n>``), so a pass is INCONCLUSIVE; ``sprintf`` with
  such a format is refused (exit 6), since the length it writes is unknown;
* the ``va_list`` forms (``vprintf``, ``vfprintf``, ``vdprintf``, ``vsnprintf``) are their
  plain forms with unknown conversions: the format must be a readable string, the
  ``va_list`` is not read, and the call is an ``approximation`` property; ``vsprintf`` is
  refused like ``sprintf`` with an unknown format.
"""

from __future__ import annotations

from pycparser import c_ast

from bmc.frontend.float_formats import LENGTH_MODELLED, float_length
from bmc.frontend.formats import Conversion, FormatUnsupported, parse_format
from bmc.frontend.literals import string_bytes
from bmc.frontend.lowering_state import LoweringState
from bmc.frontend.varargs import va_list_type
from bmc.ir.ctype import FloatType, IntType, PointerType, VoidType, promote
from bmc.ir.expr import Binary, BinOp, Const, Expr, Nondet, Var
from bmc.ir.program import Assert, Assign, Call, SourceLocation

# name -> (index of the format argument, of the output buffer or None, of snprintf's size or
#          None); the arguments before the format that are neither are evaluated and ignored
PRINTF_LIKE: dict[str, tuple[int, int | None, int | None]] = {
    "printf": (0, None, None),
    "fprintf": (1, None, None),
    "dprintf": (1, None, None),
    "__printf_chk": (1, None, None),
    "__fprintf_chk": (2, None, None),
    "sprintf": (1, 0, None),
    "snprintf": (2, 0, 1),
}
STRING_OUTPUT = ("puts", "fputs")                 # the first argument is a string
CHAR_OUTPUT = ("putchar", "fputc", "putc")        # integers only
NAMES = frozenset(PRINTF_LIKE) | frozenset(STRING_OUTPUT) | frozenset(CHAR_OUTPUT)
# the va_list forms: the same indices; the va_list follows the format
V_FORMS: dict[str, tuple[int, int | None, int | None]] = {
    "vprintf": (0, None, None),
    "vfprintf": (1, None, None),
    "vdprintf": (1, None, None),
    "vsprintf": (1, 0, None),
    "vsnprintf": (2, 0, 1),
}


def lower_output_call(lw: LoweringState, name: str, args: list[c_ast.Node], node: c_ast.FuncCall,
                      loc: SourceLocation, want: bool) -> Expr | None:
    """Lower a call of an output function (``name`` possibly ``__builtin_``-prefixed)."""
    base = name.removeprefix("__builtin_")
    if base in PRINTF_LIKE:
        return _printf_like(lw, base, args, node, loc, want)
    if base in V_FORMS:
        return _printf_like(lw, base, args, node, loc, want)
    if base not in NAMES:
        raise lw.unsupported(f"library function '{name}'", node)
    if base in STRING_OUTPUT:
        _need(lw, base, args, 1 if base == "puts" else 2, node)
        s = lw.rvalue(args[0])
        if not isinstance(s.type, PointerType):
            raise lw.error(f"argument 1 of '{base}' is not a pointer", args[0])
        _model_call(lw, "__bmc_fmt_string", [s, _int(lw, 0), _int(lw, -1)], node, loc, False)
        rest = args[1:]
    else:
        _need(lw, base, args, 1 if base == "putchar" else 2, node)
        rest = args
    for arg in rest:
        lw.expr(arg, want=False)
    return _nondet_int(lw, loc, want)


def _printf_like(lw: LoweringState, name: str, args: list[c_ast.Node], node: c_ast.FuncCall,
                 loc: SourceLocation, want: bool) -> Expr | None:
    v_form = name in V_FORMS
    fmt_at, buf_at, size_at = V_FORMS[name] if v_form else PRINTF_LIKE[name]
    _need(lw, name, args, fmt_at + 1 + v_form, node)
    buf = lw.rvalue(args[buf_at]) if buf_at is not None else None
    if buf is not None and buf_at is not None and not isinstance(buf.type, PointerType) \
            and not (isinstance(buf, Const) and buf.value == 0):    # snprintf(NULL, 0, ...)
        raise lw.error(f"argument {buf_at + 1} of '{name}' is not a pointer", args[buf_at])
    size = lw.convert(lw.rvalue(args[size_at]), lw.model.size_t, args[size_at]) \
        if size_at is not None else None
    for i in range(fmt_at):                   # streams, descriptors, fortify flags
        if i not in (buf_at, size_at):
            lw.expr(args[i], want=False)
    fmt_node = args[fmt_at]
    rest = args[fmt_at + 1:]
    if v_form:
        if len(rest) != 1:
            raise lw.error(f"too many arguments to function '{name}'", node)
        ap = lw.rvalue(rest[0])
        if ap.type != va_list_type(lw.model.pointer):
            raise lw.error(f"argument {fmt_at + 2} of '{name}' is not a va_list", rest[0])
        return _dynamic_format(lw, name, fmt_node, [], buf, size, node, loc, want,
                               "the arguments in its va_list")
    if not (isinstance(fmt_node, c_ast.Constant) and fmt_node.type == "string"):
        return _dynamic_format(lw, name, fmt_node, rest, buf, size, node, loc, want)
    data = string_bytes(fmt_node.value)
    text = bytes(data[:data.index(0)] if 0 in data else data).decode("latin-1")
    try:
        fmt = parse_format(text)
    except FormatUnsupported as e:
        raise lw.unsupported(f"{e} in the format of '{name}'", fmt_node) from None
    size_t = lw.model.size_t
    total: Expr = Const(fmt.literal_length, size_t)
    at = 0
    for conv in fmt.conversions:
        width = _star(lw, name, conv, rest, at, fmt_at, node) if conv.width == -1 \
            else _int(lw, conv.width or 0)
        at += conv.width == -1
        prec = _star(lw, name, conv, rest, at, fmt_at, node) if conv.precision == -1 \
            else _int(lw, -1 if conv.precision is None else conv.precision)
        at += conv.precision == -1
        if at >= len(rest):
            raise lw.unsupported(f"'{conv.text}' in the format of '{name}' without an "
                                 "argument", node)
        value = lw.rvalue(rest[at])
        where = f"argument {fmt_at + 2 + at} of '{name}'"
        at += 1
        term = _conversion(lw, conv, value, width, prec, where, rest[at - 1], loc,
                           need_length=buf is not None)
        if term is not None:
            total = Binary(BinOp.ADD, total, term, size_t)
    for arg in rest[at:]:                    # extra arguments are evaluated and ignored
        lw.expr(arg, want=False)
    if buf is None:
        return _nondet_int(lw, loc, want)
    if size is None:
        return _model_call(lw, "__bmc_sprintf_write", [buf, total], node, loc, want)
    return _model_call(lw, "__bmc_snprintf_write", [buf, size, total], node, loc, want)


def _conversion(lw: LoweringState, conv: Conversion, value: Expr, width: Expr, prec: Expr,
                where: str, arg: c_ast.Node, loc: SourceLocation,
                need_length: bool) -> Expr | None:
    """Check ``value`` against ``conv``; the length of its output (if ``need_length``)."""
    model = lw.model
    if conv.conv in "sp":
        if not isinstance(value.type, PointerType):
            raise lw.unsupported(f"{where} of type {value.type} for '{conv.text}'", arg)
        if conv.conv == "s":
            return _model_call(lw, "__bmc_fmt_string", [value, width, prec], arg, loc,
                               need_length)
        return _model_call(lw, "__bmc_fmt_pointer", [value, width], arg, loc, True) \
            if need_length else None
    if conv.floating:
        return _floating(lw, conv, value, width, prec, where, arg, loc, need_length)
    if not isinstance(value.type, IntType):
        raise lw.unsupported(f"{where} of type {value.type} for '{conv.text}'", arg)
    signed_types = {"hh": model.schar, "h": model.short_, "": model.int_type,
                    "l": model.long_, "ll": model.llong, "j": model.llong,
                    "z": model.ptrdiff_t, "t": model.ptrdiff_t}
    unsigned_types = {"hh": model.uchar, "h": model.ushort, "": model.uint,
                      "l": model.ulong, "ll": model.ullong, "j": model.ullong,
                      "z": model.size_t, "t": model.size_t}
    passed = promote(value.type, model)
    expected = model.int_type if conv.conv == "c" or conv.length in ("hh", "h") \
        else signed_types[conv.length]
    if passed.width != expected.width:
        raise lw.unsupported(f"{where} of type {value.type} for '{conv.text}' (expects "
                             f"{expected.width} bits)", arg)
    if not need_length:
        return None
    if conv.conv == "c":
        return _model_call(lw, "__bmc_fmt_pad", [Const(1, model.size_t), width], arg, loc,
                           True)
    if conv.conv in "di":
        v = lw.convert(value, signed_types[conv.length], arg)
        sign = _int(lw, int("+" in conv.flags or " " in conv.flags))
        return _model_call(lw, "__bmc_fmt_signed", [v, width, prec, sign], arg, loc, True)
    base = {"o": 8, "u": 10, "x": 16, "X": 16}[conv.conv]
    v = lw.convert(value, unsigned_types[conv.length], arg)
    return _model_call(lw, "__bmc_fmt_unsigned",
                       [v, _int(lw, base), width, prec, _int(lw, int("#" in conv.flags))],
                       arg, loc, True)


def _floating(lw: LoweringState, conv: Conversion, value: Expr, width: Expr, prec: Expr,
              where: str, arg: c_ast.Node, loc: SourceLocation,
              need_length: bool) -> Expr | None:
    """A floating conversion: ``double`` (a ``float`` is promoted) or, with ``L``, ``long
    double``; the exact length for ``%f``/``%e`` (``bmc.frontend.float_formats``)."""
    if not isinstance(value.type, FloatType):
        raise lw.unsupported(f"{where} of type {value.type} for '{conv.text}'", arg)
    is_long = conv.length == "L"
    passed = value.type.name if value.type.name != "float" else "double"   # promoted
    expects = "long double" if is_long else "double"
    if passed != expects:
        raise lw.unsupported(f"{where} of type {value.type} for '{conv.text}' (expects "
                             f"{expects})", arg)
    if not need_length:
        return None
    if conv.conv not in LENGTH_MODELLED or is_long:
        raise lw.unsupported(f"the output length of '{conv.text}' with a {value.type} "
                             "argument (sprintf/snprintf model %f and %e of float and "
                             "double)", arg)
    if not isinstance(prec, Const):
        raise lw.unsupported(f"a '*' precision in '{conv.text}' for sprintf/snprintf", arg)
    length = float_length(lw, conv, value,
                          int(prec.value) if prec.value < 1 << 31 else -1, loc)
    return _model_call(lw, "__bmc_fmt_pad", [length, width], arg, loc, True)


def _dynamic_format(lw: LoweringState, name: str, fmt_node: c_ast.Node, rest: list[c_ast.Node],
                    buf: Expr | None, size: Expr | None, node: c_ast.FuncCall,
                    loc: SourceLocation, want: bool,
                    unknown: str = "a format that is not a string literal") -> Expr | None:
    """A format that is not a string literal (or arguments in a va_list, ``unknown``):
    readable-string check, then approximated."""
    if buf is not None and size is None:
        raise lw.unsupported(f"'{name}' with {unknown}", fmt_node)
    fmt = lw.rvalue(fmt_node)
    if not isinstance(fmt.type, PointerType):
        raise lw.error(f"the format of '{name}' is not a pointer", fmt_node)
    _model_call(lw, "__bmc_fmt_string", [fmt, _int(lw, 0), _int(lw, -1)], node, loc, False)
    for arg in rest:
        lw.expr(arg, want=False)
    it = lw.model.int_type
    lw.emit(Assert(Const(0, it), "approximation",
                   f"{name} with {unknown}: its conversions and arguments are not checked",
                   loc))
    if buf is None:
        return _nondet_int(lw, loc, want)
    assert size is not None
    length = lw.new_tmp(lw.model.size_t, loc)
    lw.emit(Assign(length, Nondet(lw.model.size_t), loc))
    return _model_call(lw, "__bmc_snprintf_write", [buf, size, length], node, loc, want)


def _star(lw: LoweringState, name: str, conv: Conversion, rest: list[c_ast.Node], at: int,
          fmt_at: int, node: c_ast.Node) -> Expr:
    """The ``int`` argument a ``*`` width or precision takes."""
    if at >= len(rest):
        raise lw.unsupported(f"'*' of '{conv.text}' in the format of '{name}' without an "
                             "argument", node)
    value = lw.rvalue(rest[at])
    if not isinstance(value.type, IntType) or \
            promote(value.type, lw.model).width != lw.model.int_type.width:
        raise lw.unsupported(f"argument {fmt_at + 2 + at} of '{name}' of type {value.type} "
                             f"for the '*' of '{conv.text}' (expects int)", rest[at])
    return lw.convert(value, lw.model.int_type, rest[at])


def _model_call(lw: LoweringState, helper: str, values: list[Expr], node: c_ast.Node,
                loc: SourceLocation, want: bool) -> Var | None:
    """Emit a call of the model function ``helper`` (from ``models/stdio.c``)."""
    info = lw.external_funcs[helper]
    ftype = lw._signature(info, node)
    assert ftype is not None and len(ftype.params) == len(values)
    call_args = tuple(lw.convert(v, t, node) for v, t in zip(values, ftype.params))
    lhs = lw.new_tmp(ftype.result, loc) \
        if want and not isinstance(ftype.result, VoidType) else None
    if not lw.discarding:
        lw._enqueue(info)
    lw.emit(Call(lhs, info.name, call_args, loc))
    return lhs


def _need(lw: LoweringState, name: str, args: list[c_ast.Node], n: int, node: c_ast.Node) -> None:
    if len(args) < n:
        raise lw.error(f"too few arguments to function '{name}'", node)


def _int(lw: LoweringState, value: int) -> Const:
    return Const(value, lw.model.int_type)


def _nondet_int(lw: LoweringState, loc: SourceLocation, want: bool) -> Var | None:
    if not want:
        return None
    tmp = lw.new_tmp(lw.model.int_type, loc)
    lw.emit(Assign(tmp, Nondet(lw.model.int_type), loc))
    return tmp
