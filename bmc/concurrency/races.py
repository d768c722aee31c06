"""Data-race checks on the Lal–Reps sequentialization (``--data-race-check``, SV-COMP's
no-data-race property).

A *data race* is a pair of accesses by two different threads to overlapping bytes, at least
one a write, not both inside atomic sections (``__VERIFIER_atomic_begin/end``,
``__VERIFIER_atomic_*`` functions, the mutex operations), that can be adjacent in some
schedule, equivalently: some reachable state has both threads about to make them (from that
state either can run first, the other right after). An atomic section runs as one step, so
an access inside it is about to happen only at the section's start (its first access), and
another thread's access right before or after the section is adjacent to the section, which
counts as adjacent to each of its accesses. An ``assume`` cuts the path: an access on a path
that an assume (also one inside an atomic section, such as a lock's wait) later cuts, before
the thread could have been preempted, does not count.

Encoding (per access, no context copies). The sequentialization runs a thread's contexts in
*slots* (context c, thread t), ordered by c, then t (round-robin). A thread is *about to
make* an access X from its previous event to X: from the slot of its previous access to
shared state that one thread writes and another accesses (the sequentializer's *relevant*
keys; nothing else can race), its creation (the creator's slot) or its last join (the
joined thread has ended), to X's own slot. Everything it does in between is local or on
state nobody else writes, so it commutes with the other threads. This *window* is kept per
path in two plain state entries (``$race.ws.*``: the slot of the window's start). A race is
an access Y of another thread whose slot lies strictly inside the window of X. Since the thread of X may come later in symex
order than Y's, X is a *prophecy*: the witness (window, slot, thread, object and offset, size,
write, atomic) is guessed once at the start (``$race.w.*``); every access Y asserts, as
property ``<function>.data-race.<n>``, that it does not race with the witness, and a global
constraint says that a valid witness is some access X of the run (the disjunction of "X ran
and its record equals the witness" over all accesses). Violations count only together with
the sequentialization's final constraints (the run completes); an access in a join's
argument may be followed by a wait that never ends, so the thread may stop right after it.

Locations: a memory access is its pointer's (object, offset) and the size of the accessed
type (exact per array element, struct field and byte: overlapping accesses of different sizes
race). A global that is an SSA variable gets a pseudo object of its own (the bit above the
pointer set, then a number per variable); a scalar is the whole variable, an array element its
flattened index times the element size. Reads in the instrumentation's checks are not
accesses (the statement they guard reads the same), nor are ``malloc``/``free`` (a use after
free across threads is a memory-safety property). Init (main before its first
``pthread_create``) records nothing.

Short-circuit operands: an access in the right operand of ``&&``/``||`` or a branch of ``?:``
counts only under the condition C evaluates it (``Translator.condition``).

Completeness: if every schedule is covered (up to reordering independent steps) by K
rounds, a state with both threads about to make their accesses is reached within K rounds;
one more round runs the lower-numbered thread's access and then the other's, whose window
contains the first one's slot. So with the check on, ``EXTRA_ROUNDS`` = 1 is added to the
bound that covers every schedule.
"""

from __future__ import annotations

from typing import Any

from bmc.concurrency.intrinsics import JOIN
from bmc.concurrency.values import CTX_KEY, CTX_WIDTH
from bmc.errors import UnsupportedFeature
from bmc.ir.checks import effective_checks
from bmc.ir.ctype import CType, size_in_bytes
from bmc.ir.expr import Expr, display_name
from bmc.ir.messages import note
from bmc.ir.program import Call
from bmc.ir.properties import PropertyClass
from bmc.options import Options
from bmc.terms import Term, bv

# the note of --data-race-check on a program without threads (no race is possible)
NO_THREADS_NOTE = note("data-race check: the program creates no threads (no data-race "
                       "properties)")

RACE_CLASS = PropertyClass.DATA_RACE
RACE_CHECK = "data-race"
EXTRA_ROUNDS = 1
WINDOW = "$race.ws."             # start of the running thread's window (per path)
WITNESS = "$race.w."             # the guessed access (global)
TID_WIDTH = 8
SIZE_WIDTH = 16
MAX_THREADS = (1 << TID_WIDTH) - 1

_Sequentializer = Any
State = Any


def race_check_enabled(options: Options) -> bool:
    """Whether data races are checked (``--data-race-check`` or no-data-race)."""
    return RACE_CHECK in effective_checks(options)[0]


class RaceChecker:
    """Windows, the witness and the data-race properties (see the module doc)."""

    def __init__(self, seq: _Sequentializer) -> None:
        self.seq = seq
        self.ex = seq.ex
        self.store = seq.store
        m = self.ex.memory
        self.widths = {"valid": 1, "tid": TID_WIDTH, "wsc": CTX_WIDTH, "wst": TID_WIDTH,
                       "ctx": CTX_WIDTH, "loc": m.w + 1, "size": SIZE_WIDTH, "flags": 2}
        self.witness: dict[str, Term] = {}
        self._matches: list[Term] = []
        self._creator: dict[int, int] = {}      # thread id -> id of the thread creating it
        self._pseudo: dict[str, int] = {}       # SSA global -> pseudo object number
        self._sites: dict[tuple[str, int, str, bool], str] = {}
        self._numbers: dict[str, int] = {}

    @property
    def active(self) -> bool:
        """Checks are placed only in the final pass (the first pass finds the relevant
        keys) and only once threads run."""
        return self.seq.relevant is not None and self.seq.started

    # ---------------------------------------------------------------- windows
    def initial(self, values: dict[str, Term]) -> None:
        """The witness guess; main's window starts before every slot."""
        if self.seq.relevant is None:
            return
        self.witness = {f: self.ex._fresh(f"{WITNESS}{f}", bv(w))
                        for f, w in self.widths.items()}
        dict.__setitem__(values, WINDOW + "ctx", self.store.bv_const(0, CTX_WIDTH))
        dict.__setitem__(values, WINDOW + "tid", self.store.bv_const(0, TID_WIDTH))

    def _set_window(self, values: dict[str, Term], prefix: str, ctx: Term, tid: Term,
                    cond: Term | None = None) -> None:
        s = self.store
        for f, value in (("ctx", ctx), ("tid", tid)):
            key = prefix + f
            if cond is not None:
                value = s.ite(cond, value, dict.__getitem__(values, key))
            dict.__setitem__(values, key, value)

    def _here(self, values: dict[str, Term]) -> tuple[Term, Term]:
        """The running thread's slot."""
        return (dict.__getitem__(values, CTX_KEY),
                self.store.bv_const(self.seq.current.ident, TID_WIDTH))

    def spawned(self, creator: int, child: int) -> None:
        self._creator[child] = creator

    def thread_start(self, state: State, ident: int, creator_ctx: Term) -> None:
        """A thread is about to make its first access since its creation."""
        if self.seq.relevant is None:
            return
        s = self.store
        creator = s.bv_const(self._creator.get(ident, 0), TID_WIDTH)
        self._set_window(state.values, WINDOW, creator_ctx, creator)

    def joined(self, state: State) -> None:
        """A join: the running thread's window starts again (the joined thread ended)."""
        if self.seq.relevant is None:
            return
        self._set_window(state.values, WINDOW, *self._here(state.values))

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
            raise UnsupportedFeature(f"data-race check with more than {MAX_THREADS - 1} "
                                     f"threads", ex._loc)
        if size >= 1 << SIZE_WIDTH:
            raise UnsupportedFeature(f"data-race check of an access of {size} bytes",
                                     ex._loc)
        values = cur.values
        cond = ex.tr.condition()
        guard = ex._g(cur) if cond is None else s.and_(ex._g(cur), cond)
        ctx, me = self._here(values)
        atomic = cur.atomic > 0
        win_c, win_t = (dict.__getitem__(values, WINDOW + "ctx"),
                        dict.__getitem__(values, WINDOW + "tid"))
        flags = s.bv_const((1 if write else 0) | (2 if atomic else 0), 2)
        size_t = s.bv_const(size, SIZE_WIDTH)
        w = self.witness
        one = s.bv_const(1, 1)
        # this access as the witness: it ran, after a non-empty window
        record = {"valid": one, "tid": me, "wsc": win_c, "wst": win_t, "ctx": ctx,
                  "loc": loc, "size": size_t, "flags": flags}
        opened = _slot_lt(s, win_c, win_t, ctx, me)
        if opened is not s.false:
            match = s.and_(guard, opened, *(s.eq(w[f], v) for f, v in record.items()))
            self._matches.append(match)
            # traces name the other access of a race: the one the witness matches
            ex.culprits.append(ex.steps_api.Culprit(
                RACE_CLASS, match, text=f"{'write' if write else 'read'} of {text}",
                loc=ex._loc, thread=(ident, self.seq.current.function or "main")))
        # this access inside the witness's window
        wide = m.off_bits + 1

        def offset(x: Term) -> Term:
            return s.zero_extend(s.extract(x, m.off_bits - 1, 0), 1)

        race = s.and_(
            s.eq(w["valid"], one),
            s.distinct(w["tid"], me),
            _slot_lt(s, w["wsc"], w["wst"], ctx, me),
            _slot_lt(s, ctx, me, w["ctx"], w["tid"]),
            s.eq(s.extract(w["loc"], m.w, m.off_bits), s.extract(loc, m.w, m.off_bits)),
            s.ult(offset(w["loc"]), s.bvadd(offset(loc), s.bv_const(size, wide))),
            s.ult(offset(loc), s.bvadd(offset(w["loc"]), s.resize(w["size"], wide, False))),
            s.true if write else s.eq(s.extract(w["flags"], 0, 0), one),
            s.not_(s.eq(s.extract(w["flags"], 1, 1), one)) if atomic else s.true)
        pid = self._property(write, text)
        ex._emit(ex.steps_api.Assertion(s.not_(race), guard, pid, RACE_CLASS,
                                        self._description(write, text), ex._loc))
        if self._waits():
            # a join may wait for ever (no switch point follows where the thread could
            # stop): it may stop right here, so that the race needs no more of its run
            self.seq.stop_option(getattr(ex, "_frames", ()), cur)
        self._set_window(values, WINDOW, ctx, me, cond)

    def _waits(self) -> bool:
        """Whether the instruction being executed is a join (outside atomic sections)."""
        fr, cur = self.ex._frame, self.ex._state
        if fr is None or fr.pc >= len(fr.function.body) or (cur is not None and cur.atomic > 0):
            return False
        ins = fr.function.body[fr.pc]
        return isinstance(ins, Call) and ins.function == JOIN

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
        """A valid witness is one of the run's accesses."""
        if self.seq.relevant is None or not self.witness:
            return
        ex, s = self.ex, self.store
        valid = s.eq(self.witness["valid"], s.bv_const(1, 1))
        ex._emit(ex.steps_api.Constraint(s.implies(valid, s.or_(*self._matches)),
                                         "the data-race witness is an access of the run"))

    def extra_rounds(self, relevant: frozenset[str], pseudo: frozenset[str]) -> int:
        """Rounds added to the covering bound (see module doc): none when no state is
        shared (no race is possible)."""
        return EXTRA_ROUNDS if relevant - pseudo else 0

    def warnings(self) -> tuple[str, ...]:
        """Messages for the report (a note when no state is shared: no race is possible)."""
        if self.seq.relevant is not None and not self._sites:
            return (note("data-race check: no state is written by one thread and accessed by "
                         "another (no data-race properties)"),)
        return ()

    def describe(self) -> str:
        return ("data races: every access to shared state is checked against a guessed "
                "access of another thread whose window (the slots in which its thread is "
                "about to make it) contains this access's slot\n")


def _slot_lt(s: Any, c1: Term, t1: Term, c2: Term, t2: Term) -> Term:
    """Slot (c1, t1) comes before slot (c2, t2) in round-robin order."""
    return s.or_(s.ult(c1, c2), s.and_(s.eq(c1, c2), s.ult(t1, t2)))


def _size(ctype: CType) -> int:
    """Bytes of an access of ``ctype`` (at least 1)."""
    try:
        return max(1, size_in_bytes(ctype))
    except ValueError:
        raise UnsupportedFeature(f"data-race check of an access of incomplete type {ctype}") \
            from None


__all__ = ["RaceChecker", "race_check_enabled", "RACE_CLASS", "EXTRA_ROUNDS"]
