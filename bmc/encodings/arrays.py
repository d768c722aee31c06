"""Array elimination for the SAT path: equivalent formulas with no array-sorted subterm.

Every read ``select(A, i)`` (``i`` rewritten first) is resolved against the shape of ``A``:

* ``select(store(B, j, v), i)``  ->  ``ite(i = j, v, select(B, i))``  (read over write)
* ``select(ite(c, A1, A2), i)``  ->  ``ite(c, select(A1, i), select(A2, i))``
* ``select(const_array(v), i)``  ->  ``v``
* ``select(T, i)`` for a symbolic ``i`` and a *constant table* ``T`` (stores of constant
  bit-vectors at constant indices over ``const_array(d)``, ``d`` constant: a lookup table
  built by a loop or an initialiser)  ->  a fresh variable ``r`` with, for each stored key
  ``k`` with value ``v``, the clauses ``i = k -> r[b] = v[b]`` (one per bit ``b``), and,
  unless the keys cover every value ``i`` can take (``index_bound``: a zero-extended byte
  indexing a 256-entry table), ``(i = k1) | ... | (i = kn) | r = d``. Linear in the keys,
  no chain of muxes: a known index fixes every bit of ``r`` by one implication, and a
  known bit of ``r`` excludes the keys that disagree (CBMC encodes reads of constant
  arrays alike). Tables with fewer than ``TABLE_MIN_KEYS`` keys whose value differs from
  ``d`` keep the read over write: a short chain of constants folds to the index
  equalities themselves, with no variable.
* ``select(A, i)`` for a base array variable ``A``  ->  a fresh variable ``r`` named after
  ``A`` and the index term, one per (base, index term); with every earlier read ``(i', r')``
  of the same base the Ackermann constraint ``i = i' -> r = r'`` is added.

Results are memoised on ``(array uid, index uid)`` and the walk is an explicit work stack, so
store chains thousands long do not hit the recursion limit. Arrays never occur under ``=``
(the equation skips array assignments, see ``bmc.symex.equation``): meeting one raises
``UnsupportedFeature``, as do arrays whose elements are arrays.

The eliminator is incremental: ``eliminate`` may be called again with more roots; reads
are shared with earlier calls and only the new Ackermann constraints are returned.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from bmc.errors import UnsupportedFeature
from bmc.terms.ops import Op
from bmc.terms.semantics import ArrayValue, default_value
from bmc.terms.sorts import ArraySort, BVSort
from bmc.terms.store import Term, TermStore


@dataclass(frozen=True, slots=True)
class Elimination:
    """Array-free ``roots`` (same order as given) and the ``constraints`` they need."""

    roots: tuple[Term, ...]
    constraints: tuple[Term, ...]


@dataclass(frozen=True, slots=True)
class ArrayRead:
    """One read of a base array: ``select(base, index) == value`` (``value`` a fresh var)."""

    base: Term
    index: Term
    value: Term


# Constant tables with fewer keys (values other than the default) are read over write.
TABLE_MIN_KEYS = 8

# Work items: ("t", term) rewrites a non-array term; ("r", array, index) resolves a read of
# ``array`` at the already rewritten ``index``.
_Task = tuple


class ArrayEliminator:
    """Removes select/store/const_array/array-ite from Bool terms of ``store``."""

    def __init__(self, store: TermStore) -> None:
        self.store = store
        self._terms: dict[int, Term] = {}                  # uid -> array-free term
        self._reads: dict[tuple[int, int], Term] = {}      # (array uid, index uid) -> term
        self._by_base: dict[int, list[ArrayRead]] = {}     # base uid -> reads, in order
        self._pending: list[Term] = []                     # new Ackermann constraints
        self._tables: dict[int, ConstantTable | None] = {}  # array uid -> its table
        self._constant: dict[int, bool] = {}               # array uid -> constant table?

    # ------------------------------------------------------------------ public API
    def eliminate(self, roots: Iterable[Term]) -> Elimination:
        """Array-free versions of ``roots`` plus the constraints made since the last call."""
        out = tuple(self.rewrite(r) for r in roots)
        constraints = tuple(self._pending)
        self._pending.clear()
        return Elimination(out, constraints)

    def rewrite(self, term: Term) -> Term:
        """The array-free version of a Bool or bit-vector ``term``.

        Constraints it needs accumulate until the next ``eliminate``/``take_constraints``.
        """
        if isinstance(term.sort, ArraySort):
            raise UnsupportedFeature(f"array-sorted term {term.op} used as a value")
        self._run(("t", term))
        return self._terms[term.uid]

    def take_constraints(self) -> list[Term]:
        """The Ackermann constraints made since the last call (and forgets them)."""
        out = list(self._pending)
        self._pending.clear()
        return out

    def reads(self) -> list[ArrayRead]:
        """Every read of a base array so far, grouped by base, in creation order."""
        return [r for reads in self._by_base.values() for r in reads]

    def base_names(self) -> list[str]:
        """Names of the base arrays read so far, in first-read order."""
        return [reads[0].base.name for reads in self._by_base.values()]

    def array_value(self, name: str, value_of: Callable[[Term], object]) -> ArrayValue | None:
        """A concrete value for base array ``name`` from a model (None if never read).

        ``value_of`` gives the model value of an index or read-variable term. Indices never
        read take the element sort's default.
        """
        for reads in self._by_base.values():
            base = reads[0].base
            if base.name != name:
                continue
            assert isinstance(base.sort, ArraySort)
            entries: dict[object, object] = {}
            for read in reads:
                entries.setdefault(value_of(read.index), value_of(read.value))
            default = default_value(base.sort.element)
            return ArrayValue(default, tuple(sorted(entries.items(), key=_first)))
        return None

    def array_values(self, value_of: Callable[[Term], object]) -> dict[str, ArrayValue]:
        """``array_value`` of every base array read so far."""
        out: dict[str, ArrayValue] = {}
        for name in self.base_names():
            value = self.array_value(name, value_of)
            assert value is not None
            out[name] = value
        return out

    # ------------------------------------------------------------------ the work stack
    def _done(self, task: _Task) -> bool:
        if task[0] == "t":
            return task[1].uid in self._terms
        return (task[1].uid, task[2].uid) in self._reads

    def _run(self, root: _Task) -> None:
        stack: list[_Task] = [root]
        while stack:
            task = stack[-1]
            if self._done(task):
                stack.pop()
                continue
            missing = [d for d in self._needs(task) if not self._done(d)]
            if missing:
                stack.extend(reversed(missing))
                continue
            stack.pop()
            self._finish(task)

    def _needs(self, task: _Task) -> Sequence[_Task]:
        """Work items ``task`` depends on (those already done are filtered by the caller)."""
        if task[0] == "t":
            term: Term = task[1]
            if term.op is Op.SELECT:
                read_array, read_index = term.args
                new_index = self._terms.get(read_index.uid)
                if new_index is None:
                    return [("t", read_index)]
                return [("r", read_array, new_index)]
            if term.op is Op.EQ and isinstance(term.args[0].sort, ArraySort):
                raise UnsupportedFeature("equality between arrays")
            return [("t", a) for a in term.args]
        array: Term = task[1]
        index: Term = task[2]
        if not index.is_const and self.table(array) is not None:
            return []
        match array.op:
            case Op.STORE:
                base, j, v = array.args
                return [("t", j), ("t", v), ("r", base, index)]
            case Op.ITE:
                c, then, other = array.args
                return [("t", c), ("r", then, index), ("r", other, index)]
            case Op.CONST_ARRAY:
                return [("t", array.args[0])]
            case Op.VAR:
                return []
        raise UnsupportedFeature(f"array term {array.op} (nested arrays or array equality)")

    def _finish(self, task: _Task) -> None:
        s = self.store
        if task[0] == "t":
            term: Term = task[1]
            if term.op is Op.SELECT:
                new_index = self._terms[term.args[1].uid]
                self._terms[term.uid] = self._reads[(term.args[0].uid, new_index.uid)]
                return
            if isinstance(term.sort, ArraySort):
                raise UnsupportedFeature(f"array-sorted term {term.op} used as a value")
            new_args = [self._terms[a.uid] for a in term.args]
            if all(n is a for n, a in zip(new_args, term.args)):
                self._terms[term.uid] = term
            else:
                self._terms[term.uid] = s.apply(term.op, new_args, term.params)
            return
        array, index = task[1], task[2]
        key = (array.uid, index.uid)
        table = None if index.is_const else self.table(array)
        if table is not None:
            self._reads[key] = self._table_read(array, table, index)
            return
        match array.op:
            case Op.STORE:
                base, j, v = array.args
                rest = self._reads[(base.uid, index.uid)]
                result = s.ite(s.eq(index, self._terms[j.uid]), self._terms[v.uid], rest)
            case Op.ITE:
                c, then, other = array.args
                result = s.ite(self._terms[c.uid], self._reads[(then.uid, index.uid)],
                               self._reads[(other.uid, index.uid)])
            case Op.CONST_ARRAY:
                result = self._terms[array.args[0].uid]
            case _:  # Op.VAR, checked in _needs
                result = self._base_read(array, index)
        self._reads[key] = result

    def table(self, array: Term) -> ConstantTable | None:
        """``array`` as a constant table of at least ``TABLE_MIN_KEYS`` keys, or None
        (memoised per array term).

        Whether a store chain is a constant table is memoised per store, so asking for
        every version of a growing table walks each store once; only a table actually read
        at a symbolic index is collected (linear in its stores, as the read-over-write
        chain it replaces).
        """
        uid = array.uid
        if uid in self._tables:
            return self._tables[uid]
        path: list[int] = []
        a = array
        while (known := self._constant.get(a.uid)) is None:
            if a.op is Op.STORE and a.args[1].is_const and a.args[2].is_const:
                path.append(a.uid)
                a = a.args[0]
                continue
            known = (a.op is Op.CONST_ARRAY and a.args[0].is_const
                     and isinstance(a.sort, ArraySort) and isinstance(a.sort.element, BVSort))
            self._constant[a.uid] = known
            break
        for p in path:
            self._constant[p] = known
        table = constant_table(array) if known and array.op is Op.STORE else None
        if table is not None and sum(v is not table.default
                                     for _, v in table.entries) < TABLE_MIN_KEYS:
            table = None
        self._tables[uid] = table
        return table

    def _table_read(self, array: Term, table: ConstantTable, index: Term) -> Term:
        """A fresh variable for ``table`` at ``index`` and its defining clauses (module
        doc)."""
        s = self.store
        d = table.default
        value = s.var(f"%table{array.uid}%read[t{index.uid}]", d.sort)
        one = s.bv_const(1, 1)
        set_ = [s.eq(s.extract(value, b, b), one) for b in range(d.width)]  # r[b] = 1
        clear = [s.not_(bit) for bit in set_]
        hits: list[Term] = []
        bound = index_bound(index)
        for j, v in table.entries:
            hit = s.eq(index, j)
            if hit is s.false or int(j.value) > bound:
                continue
            hits.append(hit)
            miss = s.not_(hit)
            k = int(v.value)
            self._pending.extend(s.or_(miss, set_[b] if k >> b & 1 else clear[b])
                                 for b in range(d.width))
        if len(hits) <= bound:          # some value of the index is no key: the default
            self._pending.append(s.or_(*hits, s.eq(value, d)))
        return value

    def _base_read(self, base: Term, index: Term) -> Term:
        sort = base.sort
        assert isinstance(sort, ArraySort)
        if isinstance(sort.element, ArraySort):
            raise UnsupportedFeature("arrays of arrays")
        label = str(index.value) if index.is_const else f"t{index.uid}"
        value = self.store.var(f"{base.name}%read[{label}]", sort.element)
        s = self.store
        reads = self._by_base.setdefault(base.uid, [])
        for old in reads:
            lemma = s.implies(s.eq(index, old.index), s.eq(value, old.value))
            if lemma is not s.true:
                self._pending.append(lemma)
        reads.append(ArrayRead(base, index, value))
        return value


@dataclass(frozen=True, slots=True)
class ConstantTable:
    """A constant array: ``entries`` (index constant, value constant) over ``default``.

    Every stored index once (the latest store wins), in increasing order.
    """

    default: Term
    entries: tuple[tuple[Term, Term], ...]


def constant_table(array: Term) -> ConstantTable | None:
    """``array`` as a ``ConstantTable`` if it is stores of constant bit-vectors at constant
    indices over a constant ``const_array`` (at least one store), else None."""
    sort = array.sort
    if not isinstance(sort, ArraySort) or not isinstance(sort.element, BVSort):
        return None
    latest: dict[int, tuple[Term, Term]] = {}
    a = array
    while a.op is Op.STORE:
        _, j, v = a.args
        if not (j.is_const and v.is_const):
            return None
        latest.setdefault(j.uid, (j, v))
        a = a.args[0]
    if a is array or a.op is not Op.CONST_ARRAY or not a.args[0].is_const:
        return None
    default = a.args[0]
    entries = tuple(sorted(latest.values(), key=_index_value))
    return ConstantTable(default, entries)


def index_bound(index: Term, depth: int = 8) -> int:
    """An upper bound of the unsigned value of ``index`` from its shape (constants,
    extensions, low extracts, concatenations, masks, right shifts, ites; ``depth`` levels),
    else ``2**width - 1``."""
    full = (1 << index.width) - 1
    if depth == 0:
        return full
    a = index.args
    match index.op:
        case Op.BV_CONST:
            return int(index.value)
        case Op.ZERO_EXTEND:
            return index_bound(a[0], depth - 1)
        case Op.SIGN_EXTEND:
            inner = index_bound(a[0], depth - 1)
            return inner if inner < 1 << (a[0].width - 1) else full
        case Op.EXTRACT if index.params[1] == 0:
            return min(index_bound(a[0], depth - 1), full)
        case Op.CONCAT:
            high = index_bound(a[0], depth - 1)
            return min(full, high << a[1].width | index_bound(a[1], depth - 1))
        case Op.BVAND:
            return min(index_bound(x, depth - 1) for x in a)
        case Op.BVLSHR if a[1].is_const:
            return index_bound(a[0], depth - 1) >> int(a[1].value)
        case Op.ITE:
            return max(index_bound(a[1], depth - 1), index_bound(a[2], depth - 1))
    return full


def _index_value(entry: tuple[Term, Term]) -> int:
    return int(entry[0].value)


def _first(item: tuple[Any, Any]) -> Any:
    return item[0]


def eliminate_arrays(store: TermStore, roots: Sequence[Term]) -> Elimination:
    """One-shot array elimination of ``roots``."""
    return ArrayEliminator(store).eliminate(roots)
