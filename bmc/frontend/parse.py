"""Parsing: pycparser (via pycparserext's GNU C parser) with a token-level GNU sanitiser.

pycparserext's ``GnuCParser`` already accepts ``__attribute__`` (kept in the AST, so that
``__mode__`` typedefs get their real width), ``__asm__`` labels and statements, ``typeof``,
``__inline``/``__restrict``/``__const``/``__volatile__`` and statement expressions as
primary expressions. The remaining GNU spellings are rewritten one *token* at a time in
:class:`_BmcLexer`, so no text moves and every coordinate stays the user's line and column:

* ``__extension__`` is dropped;
* ``__thread`` becomes C11 ``_Thread_local``; ``__signed``/``__signed__`` become ``signed``;
  ``__complex__`` becomes ``_Complex``; ``__alignof`` becomes ``__alignof__``;
  ``__builtin_offsetof`` becomes ``offsetof``;
* the GNU floating types ``_Float16/32/64/128/32x/64x``, ``__float128``, ``__float80`` and
  ``__ibm128`` become a type specifier that keeps its spelling; ``lower_floats`` reads
  ``_Float32`` as float, ``_Float64``/``_Float32x`` as double, ``_Float64x``/``__float80``
  as long double, ``_Float128``/``__float128`` as IEEE binary128 and refuses the others
  (binary16, ``_Float128x``, double-double) where used.

``__builtin_va_list``, ``__int128_t`` and ``__uint128_t`` are predefined typedef names.
pycparser's own errors become :class:`bmc.errors.ParseError` with file:line:col.
"""

from __future__ import annotations

import re

from pycparser import c_ast
from pycparser.c_parser import Coord
from pycparser.c_parser import ParseError as _PycParseError
from pycparserext.ext_c_lexer import GnuCLexer
from pycparserext.ext_c_parser import GnuCParser

from bmc.errors import ParseError, UnsupportedFeature
from bmc.frontend.recursion import deep_recursion, on_deep_stack
from bmc.ir.program import SourceLocation

_DROP = frozenset({"__extension__"})
_RETYPE: dict[str, str] = {
    "__thread": "_THREAD_LOCAL",
    "__signed": "SIGNED",
    "__signed__": "SIGNED",
    "__complex__": "_COMPLEX",
    "__complex": "_COMPLEX",
    "__alignof": "__ALIGNOF__",
    "__builtin_offsetof": "OFFSETOF",
    "__const__": "CONST",
    "_Float16": "DOUBLE",
    "_Float32": "DOUBLE",
    "_Float64": "DOUBLE",
    "_Float128": "DOUBLE",
    "_Float32x": "DOUBLE",
    "_Float64x": "DOUBLE",
    "_Float128x": "DOUBLE",
    "__float128": "DOUBLE",
    "__float80": "DOUBLE",
    "__ibm128": "DOUBLE",
}
BUILTIN_TYPEDEFS = frozenset({"__builtin_va_list", "__int128_t", "__uint128_t"})


class _BmcLexer(GnuCLexer):
    """GnuCLexer plus the token rewrites listed in the module docstring."""

    def token(self):  # type: ignore[no-untyped-def]
        while True:
            tok = super().token()
            if tok is None:
                return None
            if tok.value in _DROP:
                continue
            retyped = _RETYPE.get(tok.value)
            if retyped is not None and tok.type in ("ID", "TYPEID", "__CONST"):
                tok.type = retyped
            return tok


class _BmcParser(GnuCParser):
    lexer_class = _BmcLexer
    initial_type_symbols = BUILTIN_TYPEDEFS

    def _parse_error(self, msg, coord):  # type: ignore[no-untyped-def]
        """Report at the coordinate given, else at the next token."""
        if not isinstance(coord, Coord) or not coord.line:
            tok = self._peek()
            if tok is not None:
                coord = self._tok_coord(tok)
                msg = f"{msg} before: {tok.value}"
            else:
                line = getattr(self.clex, "_lineno", 0)
                coord = Coord(self.clex.filename, line, None)
        raise _PycParseError(f"{coord}: {msg}")

    def _pop_scope(self) -> None:
        if len(self._scope_stack) <= 1:
            line = getattr(self.clex, "_lineno", 0)
            raise _PycParseError(f"{self.clex.filename}:{line}: unbalanced '}}'")
        self._scope_stack.pop()

    def _attribute_statement(self) -> c_ast.Node | None:
        """``__attribute__((fallthrough));`` as an empty statement (None: not one)."""
        if self._peek_type() not in ("__ATTRIBUTE__", "__ATTRIBUTE"):
            return None
        mark, tok = self._mark(), self._peek()
        self._parse_attributes_opt()
        if self._accept("SEMI"):
            return c_ast.EmptyStatement(self._tok_coord(tok))
        self._reset(mark)
        return None

    def _parse_statement(self):  # type: ignore[no-untyped-def]
        return self._attribute_statement() or super()._parse_statement()

    def _parse_block_item(self):  # type: ignore[no-untyped-def]
        return self._attribute_statement() or super()._parse_block_item()

    def _parse_assignment_expression(self):  # type: ignore[no-untyped-def]
        """As pycparser's, but ``({...})`` is left to the primary-expression rule, so a
        statement expression can be an operand (``({...}) + 1``)."""
        expr = self._parse_conditional_expression()
        if self._is_assignment_op():
            op = self._advance().value
            rhs = self._parse_assignment_expression()
            return c_ast.Assignment(op, expr, rhs, expr.coord)
        return expr

    def _parse_conditional_expression(self):  # type: ignore[no-untyped-def]
        """Also GNU's ``a ?: b`` (``iftrue`` None: the value of ``a``, evaluated once)."""
        expr = self._parse_binary_expression()
        if self._peek_type() == "CONDOP" and self._peek_type(2) == "COLON":
            self._advance()
            self._advance()
            iffalse = self._parse_conditional_expression()
            return c_ast.TernaryOp(expr, None, iffalse, expr.coord)
        if self._accept("CONDOP"):
            iftrue = self._parse_expression()
            self._expect("COLON")
            iffalse = self._parse_conditional_expression()
            return c_ast.TernaryOp(expr, iftrue, iffalse, expr.coord)
        return expr


_COORD_MSG = re.compile(r"^(?P<file>.*?):(?P<line>\d+)(?::(?P<col>\d+))?: (?P<msg>.*)$", re.S)


def parse(text: str, filename: str) -> c_ast.FileAST:
    """Parse preprocessed C text; ``filename`` names it in locations without line markers.
    Runs on a large stack (``recursion.on_deep_stack``): deep nesting is valid C."""
    return on_deep_stack(_parse, text, filename)


def _parse(text: str, filename: str) -> c_ast.FileAST:
    parser = _BmcParser()
    try:
        with deep_recursion():
            return parser.parse(text, filename)
    except _PycParseError as e:
        error = _convert(str(e), filename)
        raise _builtin_with_type(text, error) or error from None
    except RecursionError:
        raise ParseError("expression or statement nesting too deep",
                         _where(parser, filename)) from None
    except (AssertionError, IndexError, KeyError, AttributeError, TypeError, ValueError) as e:
        # pycparser's internal consistency checks on malformed input
        raise ParseError(f"syntax error ({type(e).__name__}: {e})" if str(e)
                         else "syntax error", _where(parser, filename)) from None


# GNU builtins that take a type argument (pycparser cannot parse one): in .i files they cause
# the parse error; the bundled <stdarg.h> spells va_arg as a call instead.
_TYPE_ARGUMENT_BUILTINS: dict[str, str] = {
    "__builtin_va_arg": "variable argument lists (va_arg, <stdarg.h>)",
    "__builtin_types_compatible_p": "__builtin_types_compatible_p",
}
_LINE_MARKER = re.compile(r'^#(?:line)?\s*(\d+)(?:\s+"((?:[^"\\]|\\.)*)")?')


def _builtin_with_type(text: str, error: ParseError) -> UnsupportedFeature | None:
    """``UnsupportedFeature`` naming a type-argument builtin on the line of a parse error."""
    names = [name for name in _TYPE_ARGUMENT_BUILTINS if name in text]
    where = error.where
    if not names or where is None:
        return None
    file, line = "", 1
    for raw in text.splitlines():
        m = _LINE_MARKER.match(raw)
        if m is not None:
            line = int(m[1])
            file = m[2] if m[2] is not None else file
            continue
        if line == where.line and (not file or file == where.file):
            for name in names:
                if name in raw:
                    return UnsupportedFeature(_TYPE_ARGUMENT_BUILTINS[name], where)
        line += 1
    return None


def _where(parser: _BmcParser, filename: str) -> SourceLocation:
    """The lexer's position (for errors raised without a coordinate)."""
    clex = parser.clex
    return SourceLocation(getattr(clex, "filename", "") or filename,
                          getattr(clex, "_lineno", 0))


def _convert(message: str, filename: str) -> ParseError:
    m = _COORD_MSG.match(message)
    if m is None:
        return ParseError(f"syntax error: {message}", SourceLocation(filename, 0))
    msg = m["msg"].strip()
    what, sep, token = msg.partition("before: ")
    what = what.strip()
    if what == "At end of input" or (not sep and msg.startswith("At end of input")):
        msg = "syntax error at end of input"
    elif sep:
        msg = f"syntax error{': ' + what[0].lower() + what[1:] if what else ''} before '{token}'"
    else:
        msg = f"syntax error: {msg[0].lower() + msg[1:] if msg else 'invalid input'}"
    loc = SourceLocation(m["file"] or filename, int(m["line"]),
                         int(m["col"]) if m["col"] else 0)
    return ParseError(msg, loc)
