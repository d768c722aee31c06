"""Value maps with K context copies of the shared state (Lal–Reps).

``SharedValues`` is the symbolic state's value map when the program creates threads. A
*shared* key (a global variable, a memory-class array, the object table) is never stored
under its own name: copy ``i`` (1..K) lives under ``key%i`` and the copies 2..K start as
fresh guesses. Reading ``key`` yields the copy selected by the running thread's context
counter (the thread-local entry ``$ctx``), writing ``key`` updates only that copy. Every
read or write of a shared key sets ``touched`` (the executor places a switch point after
such an instruction). Raw keys (copies, locals, ``$ctx``) behave like a plain dict, so
merging states works on the copies.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from bmc.terms import Op, Term, TermStore

CTX_KEY = "$ctx"
CTX_WIDTH = 8
ANY_OBJECT = "#obj?"            # location of an access whose object is not known
_OBJECT_TABLE = ("$size", "$state")


def object_location(oid: Term) -> str:
    """The location name of memory object ``oid`` (a term; not constant: any object)."""
    return f"#obj{oid.value}" if oid.is_const else ANY_OBJECT


def locations_overlap(a: str, b: str) -> bool:
    """Whether two location names may denote the same storage."""
    return a == b or (a == ANY_OBJECT and b.startswith("#obj")) or (
        b == ANY_OBJECT and a.startswith("#obj"))


def copy_key(key: str, i: int) -> str:
    """The raw key of context copy ``i`` of shared key ``key``."""
    return f"{key}%{i}"


class ContextCopies:
    """What all value maps of one run share: K, the shared keys and the guesses V_i."""

    def __init__(self, store: TermStore, k: int, fresh: Callable[[str, object], Term],
                 is_shared: Callable[[str], bool]) -> None:
        self.store = store
        self.k = k
        self.fresh = fresh
        self.is_shared = is_shared
        self.guesses: dict[str, list[Term]] = {}    # key -> [V_2 .. V_K]
        self.touched = False
        self.keys: set[str] = set()     # shared keys touched since the last switch point
        self.written: set[str] = set()  # shared keys written since the last switch point
        # locations (globals by name, memory by object) accessed since the last switch
        # point, for the completeness bound; memory loads and stores are noted by the
        # executor with their object (``precise`` is the key it is accessing meanwhile)
        self.locs: set[tuple[str, frozenset[str]]] = set()    # (location, locks held)
        self.locs_written: set[tuple[str, frozenset[str]]] = set()
        self.precise: str | None = None
        self.checking = False           # evaluating an instrumented check
        self.quiet = False              # releasing a mutex (not an access that counts)
        self.lockset: Callable[[], frozenset[str]] = frozenset

    def note_location(self, loc: str, write: bool) -> None:
        """Record an access to location ``loc`` with the mutexes held meanwhile."""
        if self.quiet:
            return
        entry = (loc, self.lockset())
        self.locs.add(entry)
        if write:
            self.locs_written.add(entry)

    def note(self, key: str, write: bool, value: Term | None = None) -> None:
        """Record an access to shared ``key`` (``value``: what is written) as a location."""
        if self.checking and not write:
            return          # a check reads what the access it is glued to reads
        if key.startswith("$mem"):
            if key == self.precise:
                return
            loc = ANY_OBJECT
        elif key in _OBJECT_TABLE:
            # the object table is read by checks (glued to the access of that object,
            # which is noted) and to update it; a write marks its object
            if not write:
                return
            if value is not None and value.op is Op.STORE:
                loc = object_location(value.args[1])
            else:
                loc = ANY_OBJECT
        else:
            loc = key
        self.note_location(loc, write)

    def shared_keys(self) -> list[str]:
        return list(self.guesses)


class SharedValues(dict):
    """A value map whose shared keys are split into context copies (see module doc)."""

    __slots__ = ("cc",)

    def __init__(self, cc: ContextCopies, items: Iterable[tuple[str, Term]] = ()) -> None:
        super().__init__(items)
        self.cc = cc

    def copy(self) -> SharedValues:
        return SharedValues(self.cc, dict.items(self))

    def _ctx(self) -> Term:
        return dict.__getitem__(self, CTX_KEY)

    def _read(self, key: str) -> Term | None:
        cc = self.cc
        cc.touched = True
        cc.keys.add(key)
        cc.note(key, False)
        first = dict.get(self, copy_key(key, 1))
        if first is None:
            return None
        k = self._ctx()
        if k.is_const:
            return dict.__getitem__(self, copy_key(key, int(k.value)))
        s = cc.store
        value = dict.__getitem__(self, copy_key(key, cc.k))
        for i in range(cc.k - 1, 0, -1):
            value = s.ite(s.eq(k, s.bv_const(i, CTX_WIDTH)),
                          dict.__getitem__(self, copy_key(key, i)), value)
        return value

    def __getitem__(self, key: str) -> Term:
        if self.cc.is_shared(key):
            value = self._read(key)
            if value is None:
                raise KeyError(key)
            return value
        return dict.__getitem__(self, key)

    def get(self, key: str, default: Term | None = None) -> Term | None:  # type: ignore[override]
        if self.cc.is_shared(key):
            value = self._read(key)
            return default if value is None else value
        return dict.get(self, key, default)

    def __contains__(self, key: object) -> bool:
        if isinstance(key, str) and self.cc.is_shared(key):
            return dict.__contains__(self, copy_key(key, 1))
        return dict.__contains__(self, key)

    def __setitem__(self, key: str, value: Term) -> None:
        cc = self.cc
        if not cc.is_shared(key):
            dict.__setitem__(self, key, value)
            return
        cc.touched = True
        cc.keys.add(key)
        cc.written.add(key)
        cc.note(key, True, value)
        if not dict.__contains__(self, copy_key(key, 1)):
            guesses = cc.guesses.get(key)
            if guesses is None:
                guesses = [cc.fresh(f"{key}$guess{i}", value.sort) for i in range(2, cc.k + 1)]
                cc.guesses[key] = guesses
            for i, g in enumerate(guesses, start=2):
                dict.__setitem__(self, copy_key(key, i), g)
            dict.__setitem__(self, copy_key(key, 1),
                             cc.fresh(f"{key}$init", value.sort))
        k = self._ctx()
        if k.is_const:
            dict.__setitem__(self, copy_key(key, int(k.value)), value)
            return
        s = cc.store
        for i in range(1, cc.k + 1):
            ck = copy_key(key, i)
            dict.__setitem__(self, ck, s.ite(s.eq(k, s.bv_const(i, CTX_WIDTH)), value,
                                             dict.__getitem__(self, ck)))

    def update(self, other=(), **kw) -> None:  # type: ignore[override]
        items = other.items() if hasattr(other, "items") else other
        for key, value in items:
            self[key] = value
        for key, value in kw.items():
            self[key] = value

    def pop(self, key: str, *default):  # type: ignore[override]
        if self.cc.is_shared(key):
            raise ValueError(f"shared key {key} cannot be removed")
        return dict.pop(self, key, *default)
