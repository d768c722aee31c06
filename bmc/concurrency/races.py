"""Data-race checks on the Lal–Reps sequentialization (``--data-race-check``, SV-COMP's
no-data-race property).

A *data race* is a pair of accesses by two different threads to overlapping bytes, at least
one a write, not both inside atomic sections (``__VERIFIER_atomic_begin/end``,
``__VERIFIER_atomic_*`` functions, the lock operations), that can be adjacent in some
schedule. Two accesses under a common mutex are never adjacent (the unlock and the lock are
accesses to the mutex between them), so they never race.

Encoding (per access, not per statement). A *shadow* record of the last access executed is
extra shared state with K context copies, exactly like a global: copy i is read and written
in context i, copies 2..K start as fresh guesses, and after the last thread the final copy i
equals the guess of copy i+1 (``finalize``). So at the first access of a context, the
shadow of that context describes the last access of the schedule before it (the last access
of the previous non-empty context in round-robin order). The record: thread id (``NONE``:
no access since the last synchronisation), object, byte range [lo, hi), write and atomic
flags. Before every access to state that one thread writes and another accesses (the
sequentializer's *relevant* keys; anything else cannot race), the property
``<function>.data-race.<n>`` asserts that the shadow does not describe a conflicting access
of another thread; then the shadow is overwritten with this access. A violation counts only
with the final constraints, so the thread may stop for good right after the check (as after
every assertion).

Locations: a memory access is its pointer's (object, offset) and the size of the accessed
type (exact per array element, struct field and byte: overlapping accesses of different sizes
race). A global that is an SSA variable gets a pseudo object of its own (bit 31 set, then a
number per variable); a scalar is the whole variable, an array element its flattened index
times the element size. Reads in the instrumentation's checks are not accesses (the
statement they guard reads the same), nor are ``malloc``/``free`` (a use after free across
threads is a memory-safety property).

Synchronisation: Init (main before its first ``pthread_create``) records nothing; a thread
creation and a join reset the shadow (``sync``): what the creator did before the creation,
and what the joined thread did, happen before the other thread's accesses, so they are not
adjacent to them.

Short-circuit operands: an access in the right operand of ``&&``/``||`` or a branch of ``?:``
is checked and recorded only under the condition C evaluates it (``Translator.condition``).

Completeness: a race is two conflicting accesses enabled in one reachable state (then some
schedule runs one right after the other, and conversely). If every schedule is covered (up
to reordering independent steps) by K rounds, that state is reached within K rounds; one
more round runs the lower-numbered thread's access as the last access of its context and
the other thread's as the first of its own, with the threads between them idle, so the
shadow check sees the pair. So with the check on, ``EXTRA_ROUNDS`` = 1 is added to the
bound that covers every schedule.
"""

from __future__ import annotations

from typing import Any

from bmc.concurrency.values import CTX_KEY, CTX_WIDTH, copy_key
from bmc.errors import UnsupportedFeature
from bmc.ir.ctype import CType, size_in_bytes
from bmc.ir.expr import Expr, display_name
from bmc.options import Options
from bmc.terms import Term, bv

RACE_CLASS = "data-race"
RACE_CHECK = "data-race"
EXTRA_ROUNDS = 1
KEY_PREFIX = "$race."
PENDING = "$race.pending."      # prefix of the running thread's pending record (no copies)
FIELDS = ("tid", "flags", "loc", "size")     # flags: bit 0 write, bit 1 atomic
TID_WIDTH = 8
SIZE_WIDTH = 16
NO_THREAD = (1 << TID_WIDTH) - 1       # no access since a synchronisation
EMPTY = NO_THREAD - 1                  # pending record: nothing to publish
MAX_THREADS = EMPTY                    # thread ids 0 .. MAX_THREADS - 1

_Sequentializer = Any
State = Any


def race_check_enabled(options: Options) -> bool:
    """Whether data races are checked (``--data-race-check`` or no-data-race)."""
    from bmc.ir.checks import effective_checks
    return RACE_CHECK in effective_checks(options)[0]


def decides(options: Options, property_class: str) -> bool:
    """Whether a failure of a property of ``property_class`` decides the answer: with the
    no-data-race property only data races do (a failed thread-API misuse check then makes
    the result inconclusive, never a race)."""
    return options.svcomp_property != "no-data-race" or property_class == RACE_CLASS


class RaceChecker:
    """The shadow of the last access and the data-race properties (see module doc)."""

    def __init__(self, seq: _Sequentializer) -> None:
        self.seq = seq
        self.ex = seq.ex
        self.store = seq.store
        self.k: int = seq.k
        m = self.ex.memory
        self.widths = {"tid": TID_WIDTH, "flags": 2, "loc": m.w + 1, "size": SIZE_WIDTH}
        self.guesses: dict[str, list[Term]] = {}
        self._pseudo: dict[str, int] = {}       # SSA global -> pseudo object number
        self._sites: dict[tuple[str, int, str, bool], str] = {}
        self._numbers: dict[str, int] = {}

    @property
    def active(self) -> bool:
        """Checks are placed only in the final pass (the first pass finds the relevant
        keys) and only once threads run."""
        return self.seq.relevant is not None and self.seq.started

    # ---------------------------------------------------------------- shadow state
    def _record(self, tid: int) -> dict[str, Term]:
        s = self.store
        return {f: s.bv_const(tid if f == "tid" else 0, self.widths[f]) for f in FIELDS}

    def initial(self, values: dict[str, Term]) -> None:
        """Copy 1 of the shadow: no access; copies 2..K: guesses; nothing pending."""
        if self.seq.relevant is None:
            return
        for f, init in self._record(NO_THREAD).items():
            key = KEY_PREFIX + f
            dict.__setitem__(values, copy_key(key, 1), init)
            guesses = [self.ex._fresh(f"{key}$guess{i}", bv(self.widths[f]))
                       for i in range(2, self.k + 1)]
            self.guesses[key] = guesses
            for i, g in enumerate(guesses, start=2):
                dict.__setitem__(values, copy_key(key, i), g)
        self._set_pending(values, self._record(EMPTY), None)

    def _shadow(self, values: dict[str, Term], field: str) -> Term:
        """The shadow's ``field`` in the running thread's context."""
        key = KEY_PREFIX + field
        ctx = dict.__getitem__(values, CTX_KEY)
        if ctx.is_const:
            return dict.__getitem__(values, copy_key(key, int(ctx.value)))
        s = self.store
        value = dict.__getitem__(values, copy_key(key, self.k))
        for i in range(self.k - 1, 0, -1):
            value = s.ite(s.eq(ctx, s.bv_const(i, CTX_WIDTH)),
                          dict.__getitem__(values, copy_key(key, i)), value)
        return value

    def _set_pending(self, values: dict[str, Term], record: dict[str, Term],
                     cond: Term | None) -> None:
        s = self.store
        for f, value in record.items():
            key = PENDING + f
            if cond is not None:
                value = s.ite(cond, value, dict.__getitem__(values, key))
            dict.__setitem__(values, key, value)

    def publish(self, state: State) -> None:
        """The pending record (the running thread's last access or synchronisation in this
        context) becomes the shadow of its context: called at every switch point and for
        every state in which a thread ends or stops."""
        if self.seq.relevant is None:
            return
        s = self.store
        values = state.values
        pending = {f: dict.__getitem__(values, PENDING + f) for f in FIELDS}
        some = s.distinct(pending["tid"], s.bv_const(EMPTY, TID_WIDTH))
        if some is s.false:
            return
        ctx = dict.__getitem__(values, CTX_KEY)
        for i in range(1, self.k + 1):
            if ctx.is_const and int(ctx.value) != i:
                continue
            sel = some if ctx.is_const else s.and_(some, s.eq(ctx, s.bv_const(i, CTX_WIDTH)))
            for f in FIELDS:
                ck = copy_key(KEY_PREFIX + f, i)
                dict.__setitem__(values, ck, s.ite(sel, pending[f], dict.__getitem__(values, ck)))
        self._set_pending(values, self._record(EMPTY), None)

    def sync(self, state: State) -> None:
        """A thread creation or join: later accesses are not adjacent to earlier ones."""
        if self.seq.relevant is None:
            return
        self._set_pending(state.values, self._record(NO_THREAD), None)

    # ---------------------------------------------------------------- accesses
    def variable(self, key: str, name: str, ctype: CType, write: bool,
                 flat: Term | None = None, text: str | None = None,
                 state: State | None = None) -> None:
        """An access to the SSA variable ``name`` (state key ``key``): the whole variable,
        or the element at flattened index ``flat`` (``ctype``: the element's type)."""
        if not self.active or key not in self._relevant():
            return
        s, m = self.store, self.ex.memory
        number = self._pseudo.setdefault(key, len(self._pseudo) + 1)
        if number > m.max_objects:
            raise UnsupportedFeature("data-race check of more global variables than the "
                                     "pointer encoding has objects", self.ex._loc)
        size = _size(ctype)
        offset = s.bv_const(0, m.off_bits) if flat is None else s.extract(
            s.bvmul(s.resize(flat, m.w, False), s.bv_const(size, m.w)), m.off_bits - 1, 0)
        loc = s.concat(s.bv_const((1 << m.ob) | number, m.ob + 1), offset)
        self._access(state, loc, size, write, text or display_name(name))

    def memory(self, keys: tuple[str, ...], address: Term, ctype: CType, write: bool,
               access: Expr | None, state: State | None = None) -> None:
        """A load or store of a ``ctype`` at ``address`` in the memory classes ``keys``."""
        if not self.active or self._relevant().isdisjoint(keys):
            return
        s = self.store
        self._access(state, s.zero_extend(address, 1), _size(ctype), write,
                     self._memory_text(address, access))

    def _memory_text(self, address: Term, access: Expr | None) -> str:
        """The accessed lvalue as the source wrote it; when that goes through a lowering
        temporary (the pthread models), the object's name."""
        text = self.ex._source.lvalue(access) if access is not None else "memory"
        if "$" not in text:
            return text
        m = self.ex.memory
        oid = m.object_of(address)
        name = m.names.get(int(oid.value)) if oid.is_const else None
        if name is None:
            return text
        return f"{name} (mutex)" if "__bmc_lock" in text else name

    def _relevant(self) -> frozenset[str]:
        relevant = self.seq.relevant
        assert relevant is not None
        return relevant

    def _access(self, state: State | None, loc: Term, size: int, write: bool,
                text: str) -> None:
        if self.seq.cc.checking:        # a check reads what the statement it guards reads
            return
        ex, s, m = self.ex, self.store, self.ex.memory
        cur = state if state is not None else ex._state
        if cur is None:
            return
        ident = self.seq.current.ident
        if ident >= MAX_THREADS:
            raise UnsupportedFeature(f"data-race check with more than {MAX_THREADS} threads",
                                     ex._loc)
        values = cur.values
        cond = ex.tr.condition()
        me = s.bv_const(ident, TID_WIDTH)
        atomic = self.seq.atomic > 0
        # only the first access of a context can follow another thread's access
        first = s.eq(dict.__getitem__(values, PENDING + "tid"), s.bv_const(EMPTY, TID_WIDTH))
        race = s.false
        if first is not s.false:
            o = {f: self._shadow(values, f) for f in FIELDS}
            one = s.bv_const(1, 1)
            wide = m.off_bits + 1

            def offset(x: Term) -> Term:
                return s.zero_extend(s.extract(x, m.off_bits - 1, 0), 1)

            o_end = s.bvadd(offset(o["loc"]), s.resize(o["size"], wide, False))
            end = s.bvadd(offset(loc), s.bv_const(size, wide))
            race = s.and_(
                first,
                s.distinct(o["tid"], s.bv_const(NO_THREAD, TID_WIDTH)),
                s.distinct(o["tid"], me),
                s.eq(s.extract(o["loc"], m.w, m.off_bits), s.extract(loc, m.w, m.off_bits)),
                s.ult(offset(o["loc"]), end), s.ult(offset(loc), o_end),
                s.true if write else s.eq(s.extract(o["flags"], 0, 0), one),
                s.not_(s.eq(s.extract(o["flags"], 1, 1), one)) if atomic else s.true)
        if race is not s.false:
            pid = self._property(write, text)
            guard = ex._g(cur)
            if cond is not None:
                guard = s.and_(guard, cond)
            ex._emit(ex.steps_api.Assertion(s.not_(race), guard, pid, RACE_CLASS,
                                            self._description(write, text), ex._loc))
            if atomic or self._may_block():
                # the path may end before the next switch point (where the thread could
                # stop): it may stop right here, so that the race needs no more of its run
                self.seq.stop_option((), cur)
        if size >= 1 << SIZE_WIDTH:
            raise UnsupportedFeature(f"data-race check of an access of {size} bytes",
                                     ex._loc)
        record = {"tid": me, "flags": s.bv_const((1 if write else 0) | (2 if atomic else 0), 2),
                  "loc": loc, "size": s.bv_const(size, SIZE_WIDTH)}
        self._set_pending(values, record, cond)

    def _may_block(self) -> bool:
        """Whether the instruction being executed may end the path after this access."""
        from bmc.concurrency.lal_reps import JOIN
        from bmc.ir.program import Assume, Call
        fr = self.ex._frame
        if fr is None or fr.pc >= len(fr.function.body):
            return True
        ins = fr.function.body[fr.pc]
        return isinstance(ins, Assume) or (isinstance(ins, Call) and ins.function == JOIN)

    def _description(self, write: bool, text: str) -> str:
        return f"data race on {text} ({'write' if write else 'read'})"

    def _property(self, write: bool, text: str) -> str:
        """The id of the access site (function, instruction, lvalue, kind)."""
        ex = self.ex
        fr = ex._frame
        function = fr.function.name if fr is not None else ex.program.entry
        site = (function, fr.pc if fr is not None else -1, text, write)
        pid = self._sites.get(site)
        if pid is None:
            n = self._numbers.get(function, 0) + 1
            self._numbers[function] = n
            pid = f"{function}.{RACE_CLASS}.{n}"
            self._sites[site] = pid
            ex._properties.setdefault(pid, (pid, RACE_CLASS, self._description(write, text),
                                            ex._loc))
        return pid

    # ---------------------------------------------------------------- end of the run
    def finalize(self, state: State | None) -> None:
        """The final copy i of the shadow equals the guess of copy i+1."""
        if state is None or self.k < 2 or self.seq.relevant is None:
            return
        ex, s = self.ex, self.store
        for key, guesses in self.guesses.items():
            for i, g in enumerate(guesses, start=2):
                final = dict.get(state.values, copy_key(key, i - 1))
                if final is not None:
                    ex._emit(ex.steps_api.Constraint(s.eq(final, g), "context copies agree"))

    def extra_rounds(self, relevant: frozenset[str], pseudo: frozenset[str]) -> int:
        """Rounds added to the covering bound (see module doc): none when no state is
        shared (no race is possible)."""
        return EXTRA_ROUNDS if relevant - pseudo else 0

    def warnings(self) -> tuple[str, ...]:
        if self.seq.relevant is not None and not self._sites:
            return ("data-race check: no state is written by one thread and accessed by "
                    "another (no data-race properties)",)
        return ()

    def describe(self) -> str:
        return (f"data races: a shadow of the last access (thread, object and offset, size, "
                f"write, atomic) with {self.k} context copies, checked at the first access "
                f"of each context\n")


def _size(ctype: CType) -> int:
    """Bytes of an access of ``ctype`` (at least 1)."""
    try:
        return max(1, size_in_bytes(ctype))
    except ValueError:
        raise UnsupportedFeature(f"data-race check of an access of incomplete type {ctype}") \
            from None


__all__ = ["RaceChecker", "race_check_enabled", "decides", "RACE_CLASS", "EXTRA_ROUNDS"]
