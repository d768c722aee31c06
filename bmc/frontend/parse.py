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

Layout information the AST would otherwise lose:

* struct, union and enum specifiers are :class:`Struct` / :class:`Union` / :class:`Enum`
  nodes whose ``attributes`` are the GNU attributes that belong to the *type*: after the
  keyword, after the tag and right after the closing brace (gcc's type-attribute places);
  a struct or union definition also records ``pack``, the ``#pragma pack`` value in effect
  where it is defined (0: none), tracked while parsing (``pack(N)``, ``pack()``,
  ``pack(push[, id][, N])``, ``pack(pop[, id])``; any other form is refused by name);
* CBMC's contract clauses after a function declarator (``__CPROVER_requires(e)``,
  ``__CPROVER_ensures(e)``, ``__CPROVER_assigns(targets)``, ``__CPROVER_frees(targets)``)
  are kept on the declarator as ``contract``: a tuple of :class:`ContractClause`
  (``bmc.contracts`` gives them their meaning; without a contract option they are ignored,
  as ``cbmc`` ignores them);
* attributes among a typedef's declaration specifiers (``typedef int __attribute__((
  aligned(8))) T;``), which pycparser's ``Typedef`` has no place for, are moved to the
  declarator, where gcc gives them the same meaning.
"""

from __future__ import annotations

import re

from pycparser import c_ast
from pycparser.c_parser import Coord
from pycparser.c_parser import ParseError as _PycParseError
from pycparserext.ext_c_lexer import GnuCLexer
from pycparserext.ext_c_parser import AttributeSpecifier, GnuCParser, TypeDeclExt

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


class Struct(c_ast.Struct):
    """A struct specifier with its type ``attributes`` (attribute expressions) and the
    ``#pragma pack`` value ``pack`` of its definition (0: none). The class keeps pycparser's
    name so that its C generator prints it."""

    __slots__ = ("attributes", "pack")


class Union(c_ast.Union):
    """A union specifier, as :class:`Struct`."""

    __slots__ = ("attributes", "pack")


class Enum(c_ast.Enum):
    """An enum specifier with its type ``attributes``."""

    __slots__ = ("attributes",)


# functions bmc.contracts appends (wrappers of functions under contract): always lowered
CONTRACT_WRAPPER_PREFIX = "__bmc_contract_"
CONTRACT_CLAUSES = frozenset({"__CPROVER_requires", "__CPROVER_ensures", "__CPROVER_assigns",
                              "__CPROVER_frees"})


class ContractClause:
    """One contract clause of a function declarator: ``kind`` (``requires``, ``ensures``,
    ``assigns``, ``frees``), its expression ``expr`` (requires/ensures) or its target groups
    ``groups`` (assigns/frees: (condition or None, targets) pairs), and ``coord``."""

    __slots__ = ("kind", "expr", "groups", "coord")

    def __init__(self, kind: str, expr: c_ast.Node | None,
                 groups: tuple[tuple[c_ast.Node | None, tuple[c_ast.Node, ...]], ...],
                 coord: Coord) -> None:
        self.kind, self.expr, self.groups, self.coord = kind, expr, groups, coord


PACK_VALUES = (1, 2, 4, 8, 16)
_PACK_ARGS = re.compile(r"^\s*pack\s*\((?P<args>[^()]*)\)\s*$")


class _BmcParser(GnuCParser):
    lexer_class = _BmcLexer
    initial_type_symbols = BUILTIN_TYPEDEFS

    def parse(self, text, filename="", debug=False):  # type: ignore[no-untyped-def]
        self._pack = 0                                   # the current #pragma pack value
        self._pack_stack: list[tuple[str, int]] = []     # pushed (id or "", value)
        self._pragmas_seen: set[int] = set()             # token positions already applied
        return super().parse(text, filename, debug)

    # ------------------------------------------------------------------ layout
    def _parse_struct_or_union_specifier(self):  # type: ignore[no-untyped-def]
        """``struct``/``union`` [attributes] [tag [attributes]] [``{...}`` [attributes]]."""
        tok = self._advance()
        klass = Union if tok.value == "union" else Struct
        attrs = list(self._parse_attributes_opt().exprs)
        name, coord = None, self._tok_coord(tok)
        if self._peek_type() in ("ID", "TYPEID"):
            name_tok = self._advance()
            name, coord = name_tok.value, self._tok_coord(name_tok)
            attrs += self._parse_attributes_opt().exprs
        decls = None
        brace = self._accept("LBRACE")
        if brace is not None:
            if name is None:
                coord = self._tok_coord(brace)
            decls = [] if self._peek_type() == "RBRACE" \
                else self._parse_struct_declaration_list()
            self._expect("RBRACE")
            attrs += self._parse_attributes_opt().exprs
        elif name is None:
            self._parse_error("Invalid struct/union declaration", self._tok_coord(tok))
        node = klass(name, decls, coord)
        node.attributes = tuple(attrs)
        node.pack = self._pack if decls is not None else 0
        return node

    def _parse_struct_declarator(self):  # type: ignore[no-untyped-def]
        """As pycparser's; attributes after a bit-field's width go to its declarator."""
        info = super()._parse_struct_declarator()
        if info["bitsize"] is not None and self._peek_type() in ("__ATTRIBUTE__",
                                                                 "__ATTRIBUTE"):
            holder = _Holder(info["decl"])
            _attach_attributes(holder, list(self._parse_attributes_opt().exprs))
            info["decl"] = holder.type
        return info

    def _parse_enum_specifier(self):  # type: ignore[no-untyped-def]
        """``enum`` [attributes] [tag [attributes]] [``{...}`` [attributes]]."""
        tok = self._expect("ENUM")
        attrs = list(self._parse_attributes_opt().exprs)
        name = None
        if self._peek_type() in ("ID", "TYPEID"):
            name = self._advance().value
            attrs += self._parse_attributes_opt().exprs
        values = None
        if name is None or self._peek_type() == "LBRACE":
            self._expect("LBRACE")
            values = self._parse_enumerator_list()
            self._expect("RBRACE")
            attrs += self._parse_attributes_opt().exprs
        node = Enum(name, values, self._tok_coord(tok))
        node.attributes = tuple(attrs)
        return node

    def _build_declarations(self, spec, decls, typedef_namespace=False):  # type: ignore
        """As pycparser's; a typedef's specifier attributes go to its declarators."""
        result = super()._build_declarations(spec, decls, typedef_namespace)
        attrs = [e for a in spec.get("function") or () if isinstance(a, AttributeSpecifier)
                 for e in a.exprlist.exprs]
        if attrs and "typedef" in spec["storage"]:
            for node in result:
                _attach_attributes(node, attrs)
        return result

    def _parse_function_decl(self, base_decl):  # type: ignore[no-untyped-def]
        """As pycparserext's; CBMC contract clauses after the ``)`` go to ``contract``."""
        func = super()._parse_function_decl(base_decl)
        clauses: list[ContractClause] = []
        while self._peek_type() == "ID" and self._peek().value in CONTRACT_CLAUSES:
            tok = self._advance()
            kind = tok.value.removeprefix("__CPROVER_")
            self._expect("LPAREN")
            expr, groups = None, ()
            if kind in ("requires", "ensures"):
                expr = self._parse_expression()
            else:
                groups = self._contract_targets()
            self._expect("RPAREN")
            clauses.append(ContractClause(kind, expr, groups, self._tok_coord(tok)))
        if clauses:
            func.contract = tuple(clauses)
            if self._peek_type() == "LBRACE" and func.args is not None:
                for param in func.args.params:
                    if isinstance(param, c_ast.EllipsisParam):
                        break
                    name = getattr(param, "name", None)
                    if name:
                        self._add_identifier(name, param.coord)
        return func

    def _contract_targets(self):  # type: ignore[no-untyped-def]
        """``[cond :] target, ... [; [cond :] target, ...]* [;]`` up to the closing ``)``."""
        groups = []
        while self._peek_type() != "RPAREN":
            first = self._parse_assignment_expression()
            cond = None
            if self._accept("COLON"):
                cond, first = first, self._parse_assignment_expression()
            targets = [first]
            while self._accept("COMMA"):
                targets.append(self._parse_assignment_expression())
            groups.append((cond, tuple(targets)))
            if not self._accept("SEMI"):
                break
        return tuple(groups)

    def _parse_pppragma_directive(self):  # type: ignore[no-untyped-def]
        """A pragma; ``#pragma pack`` updates the packing of later struct definitions."""
        mark = self._mark()
        tok = self._peek()
        node = super()._parse_pppragma_directive()
        if mark not in self._pragmas_seen:
            self._pragmas_seen.add(mark)
            text = node.string if isinstance(node.string, str) else ""
            if re.match(r"\s*pack\b", text):
                self._pack_pragma(text.strip(), node.coord or self._tok_coord(tok))
        return node

    def _pack_pragma(self, text: str, coord: Coord) -> None:
        """Apply ``#pragma pack(...)`` (gcc's forms); refuse the others by name."""
        where = SourceLocation(coord.file or self.clex.filename, coord.line or 0,
                               coord.column or 0)
        m = _PACK_ARGS.match(text)
        args = [] if m is None or not m["args"] or not m["args"].strip() \
            else [a.strip() for a in m["args"].split(",")]

        def value(arg: str) -> int:
            if not re.fullmatch(r"\d+", arg) or int(arg) not in PACK_VALUES:
                raise UnsupportedFeature(f"#pragma {text} (packing must be 1, 2, 4, 8 or "
                                         "16)", where)
            return int(arg)
        if m is None or any(not a for a in args):
            raise UnsupportedFeature(f"#pragma {text}", where)
        if not args:
            self._pack = 0
        elif args[0] == "push" and len(args) <= 3:
            label = args[1] if len(args) >= 2 and not args[1].isdigit() else ""
            if len(args) == 3 and not label:
                raise UnsupportedFeature(f"#pragma {text}", where)
            self._pack_stack.append((label, self._pack))
            if len(args) >= 2 and (len(args) == 3 or not label):
                self._pack = value(args[-1])
        elif args[0] == "pop" and len(args) <= 2:
            label = args[1] if len(args) == 2 else ""
            if label and not re.fullmatch(r"[A-Za-z_]\w*", label):
                raise UnsupportedFeature(f"#pragma {text}", where)
            matched = any(lab == label for lab, _ in self._pack_stack) if label \
                else bool(self._pack_stack)
            if not matched:
                raise UnsupportedFeature(f"#pragma {text} without a matching push", where)
            while True:
                lab, self._pack = self._pack_stack.pop()
                if not label or lab == label:
                    break
        elif len(args) == 1:
            self._pack = value(args[0])
        else:
            raise UnsupportedFeature(f"#pragma {text}", where)

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

    def _parse_unary_expression(self):  # type: ignore[no-untyped-def]
        """Also GNU's ``_Alignof``/``__alignof__`` of an expression (as ``sizeof``)."""
        if self._peek_type() in ("_ALIGNOF", "__ALIGNOF__"):
            tok = self._advance()
            result = self._try_parse_paren_type_name()
            if result is not None:
                return c_ast.UnaryOp(tok.value, result[0], self._tok_coord(tok))
            expr = self._parse_unary_expression()
            return c_ast.UnaryOp(tok.value, expr, self._tok_coord(tok))
        return super()._parse_unary_expression()

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


class _Holder:
    """A parent for a lone declarator, so that ``_attach_attributes`` can replace it."""

    __slots__ = ("type",)

    def __init__(self, declarator: c_ast.Node) -> None:
        self.type = declarator


def _attach_attributes(node: c_ast.Node, attrs: list[c_ast.Node]) -> None:
    """Add attribute expressions to the innermost declarator of ``node``'s type."""
    parent, inner = node, node.type
    while not isinstance(inner, c_ast.TypeDecl) and hasattr(inner, "type"):
        parent, inner = inner, inner.type
    if not isinstance(inner, c_ast.TypeDecl):
        return
    if not isinstance(inner, TypeDeclExt):
        ext = TypeDeclExt.from_pycparser(inner)
        ext.asm, ext.attributes, ext.init = None, None, None
        parent.type = ext
        inner = ext
    if getattr(inner, "attributes", None) is None:
        inner.attributes = c_ast.ExprList([], inner.coord)
    inner.attributes.exprs.extend(attrs)


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
