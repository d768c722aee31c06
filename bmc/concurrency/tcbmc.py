"""Rabinovitz–Grumberg encoding of threads (TCBMC, CAV'05): global contexts, each owned by one thread.

Where Lal–Reps (``bmc.concurrency.lal_reps``) numbers the contexts of a thread by *rounds*
(K copies of the shared state, copy r shared by every thread's r-th context in round-robin
order), this encoding numbers the contexts of the *whole run*:

* there are G global contexts and one copy of every shared key per global context
  (``key%c``, copies 2..G start as fresh guesses, as in ``bmc.concurrency.values``);
* every thread carries its global context number ``$ctx``; it only increases along the
  thread (at a switch point: stay, or move to any later context); main is thread 0 and
  starts in context 1;
* a thread is *active* in context c when one of its segments (from its start or a switch
  point to the next switch point) runs with ``$ctx`` = c on a path it executes; every global
  context has at most one active thread (the ownership constraints) — so the threads can
  still be executed one after another in any order: no two touch the same copy;
* a created thread's first context is strictly after its creator's context at the creation;
  a join happens in a context strictly after the joined thread's last one;
* after all threads, the final value of copy c equals the initial guess of copy c+1 (the
  same linking constraints as Lal–Reps' final equalities).

What ``--context-bound K`` means (``Options.context_bound_style``):

* ``global`` (TCBMC's own bound): G = K global contexts, i.e. at most K - 1 context
  switches in the whole run, in any order. Complete when K >= the sum over threads of the
  contexts each can need (``global_contexts_needed``).
* ``per-thread`` (default; the CLI's meaning of K, so that verdicts at a given K are
  comparable with Lal–Reps and the seed examples' expectations hold under both encodings):
  K contexts per thread in round-robin creation order, realised as G = n·K global contexts
  where thread i (creation order, main = 0, n threads as found by the executor's probe) may
  use only the contexts (r - 1)·n + i + 1, r = 1..K. The schedules are exactly Lal–Reps'
  (ownership is then implied by the slots and not emitted); the formula is TCBMC's (n·K
  copies instead of K). A free-order reading of K cannot satisfy the seed examples: E17b at
  K = 1 (T2 must not run before T1) and E09d at K = 1 (T1 stops inside its critical
  section, T2 runs) need the same number of contexts in a free order; only the round-robin
  order separates them.
"""

from __future__ import annotations

from bmc.concurrency.lal_reps import JoinRecord, Sequentializer, ThreadInstance, thread_shapes
from bmc.concurrency.schedule import GlobalContexts, Schedule
from bmc.concurrency.values import CTX_WIDTH
from bmc.errors import UnsupportedFeature
from bmc.ir.messages import note
from bmc.ir.program import NO_LOCATION
from bmc.terms import Term

MAX_GLOBAL_CONTEXTS = (1 << CTX_WIDTH) - 1


class TcbmcSequentializer(Sequentializer):
    """The executor's concurrency hooks for the TCBMC encoding (see the module doc)."""

    def __init__(self, ex, k: int, relevant: frozenset[str] | None, probe: Sequentializer,
                 style: str) -> None:
        self.style = style
        self.bound = k                                  # what --context-bound said
        self.slots = max(1, len(probe.threads))         # n (per-thread style)
        self.global_floor = global_contexts_needed(probe)   # the first pass's count
        contexts = k * self.slots if style == "per-thread" else k
        if contexts > MAX_GLOBAL_CONTEXTS:
            raise UnsupportedFeature(
                f"tcbmc encoding with {contexts} global contexts (at most "
                f"{MAX_GLOBAL_CONTEXTS}; lower --context-bound)", NO_LOCATION)
        super().__init__(ex, contexts, relevant)
        s = self.store
        # thread id -> [(guard, context number)] of its segments (main starts in context 1)
        self.segments: dict[int, list[tuple[Term, Term]]] = {
            0: [(s.true, s.bv_const(1, CTX_WIDTH))]}
        self.needed_global = 0
        self._allow(0)

    def _allow(self, ident: int) -> None:
        """Reads and writes of thread ``ident`` select among its own copies only."""
        if self.style == "per-thread" and ident < self.slots:
            self.cc.allowed = tuple(r * self.slots + ident + 1 for r in range(self.bound))

    # ------------------------------------------------------------ context order
    def _slot(self, ident: int, c: Term) -> Term:
        """``c`` is one of thread ``ident``'s contexts (per-thread style: its round-robin
        slots; global style: any)."""
        s = self.store
        if self.style != "per-thread":
            return s.true
        if ident >= self.slots:
            raise UnsupportedFeature(
                f"tcbmc: thread instance {ident} was not found by the first pass "
                f"({self.slots} threads)", NO_LOCATION)
        return s.or_(*(s.eq(c, s.bv_const(r * self.slots + ident + 1, CTX_WIDTH))
                       for r in range(self.bound)))

    def _note(self, ident: int, guard: Term, c: Term) -> None:
        self.segments.setdefault(ident, []).append((guard, c))

    def advance_constraint(self, old: Term, new: Term, guard: Term) -> Term:
        s = self.store
        ident = self.current.ident
        self._note(ident, guard, new)
        return s.and_(s.ule(old, new), s.ule(new, s.bv_const(self.k, CTX_WIDTH)),
                      self._slot(ident, new))

    def start_constraint(self, t: ThreadInstance, k0: Term, guard: Term) -> Term:
        s = self.store
        assert t.creator_ctx is not None
        self._note(t.ident, guard, k0)
        self._allow(t.ident)
        return s.and_(s.ult(t.creator_ctx, k0), s.ule(k0, s.bv_const(self.k, CTX_WIDTH)),
                      self._slot(t.ident, k0))

    def joined_before(self, t: ThreadInstance, joiner: ThreadInstance, j: JoinRecord) -> Term:
        assert t.final_ctx is not None
        return self.store.ult(t.final_ctx, j.ctx)

    def run_threads(self, state):  # type: ignore[no-untyped-def]
        """Run the created threads (Lal–Reps' loop); with one global context (main's) no
        created thread can start: each stops before its first step."""
        if self.k > 1:
            return super().run_threads(state)
        s = self.store
        for t in self.threads[1:]:
            t.final_ctx, t.finished = s.bv_const(self.k, CTX_WIDTH), s.false
        return state

    # ------------------------------------------------------------ final constraints
    def finalize(self, state) -> tuple[str, ...]:
        """Ownership (global style), then Lal–Reps' join, completion and linking
        constraints; the coverage reasons for this encoding's bound."""
        if self.style != "per-thread":
            self._ownership()
        super().finalize(state)
        self.needed_global = max(self.global_floor, global_contexts_needed(self))
        if self.style == "per-thread":
            if self.bound >= self.needed:
                return ()
            return (f"no violation within {self.bound} contexts per thread (a bound of "
                    f"{self.needed} covers every schedule of the unwound program)",)
        if self.k >= self.needed_global:
            return ()
        return (f"no violation within {self.k} global contexts (a bound of "
                f"{self.needed_global} covers every schedule of the unwound program)",)

    def coverage(self) -> tuple[int, int, str]:
        """As Lal-Reps' ``coverage``, in this encoding's units."""
        if self.style == "per-thread":
            return self.bound, self.needed, "contexts per thread"
        return self.k, self.needed_global, "global contexts"

    def _ownership(self) -> None:
        """For each global context c: at most one thread is active in c."""
        ex, s = self.ex, self.store
        idents = sorted(self.segments)
        for c in range(1, self.k + 1):
            cc = s.bv_const(c, CTX_WIDTH)
            active = [s.or_(*(s.and_(g, s.eq(ctx, cc)) for g, ctx in self.segments[i]))
                      for i in idents]
            for a in range(len(active)):
                for b in range(a + 1, len(active)):
                    cond = s.not_(s.and_(active[a], active[b]))
                    if cond is not s.true:
                        ex._emit(ex.steps_api.Constraint(
                            cond, f"global context {c} has one owner"))

    def schedule(self) -> Schedule:
        """Steps order by global context (each has one owner); per-thread style numbers
        the round-robin slots globally, so the same order results."""
        return GlobalContexts()

    def coverage_note(self) -> str:
        if self.style == "per-thread":
            return note(f"context bound {self.bound} per thread ({self.k} global contexts of "
                        f"the tcbmc encoding); {self.needed} covers every schedule of the "
                        "unwound program")
        return note(f"context bound {self.k} global contexts (tcbmc); {self.needed_global} "
                    "covers every schedule of the unwound program")

    def describe(self) -> str:
        """A readable account of the encoding (for --show-sequentialized)."""
        n = self.slots
        if self.style == "per-thread":
            head = (f"TCBMC encoding (Rabinovitz-Grumberg): {self.k} global contexts = "
                    f"{self.bound} context(s) per thread x {n} threads in round-robin "
                    f"creation order; thread i may own global contexts i+1, i+1+{n}, ...")
            needed = f"a bound of {self.needed} per thread"
        else:
            head = (f"TCBMC encoding (Rabinovitz-Grumberg): {self.k} global contexts (at most "
                    f"{self.k - 1} context switches in the whole run, any order); each "
                    f"global context is owned by at most one thread")
            needed = f"a bound of {self.needed_global} global contexts"
        lines = [head, f"{needed} covers every schedule of the unwound program",
                 "main is thread 0 and starts in global context 1", "threads:"]
        relevant = self.relevant_keys()
        for t, shape in zip(self.threads, thread_shapes(self.threads)):
            name = t.function or "main"
            used = 1 if shape is None else len(shape)
            own = ""
            if self.style == "per-thread" and t.ident < n:
                own = "; contexts " + ", ".join(
                    str(r * n + t.ident + 1) for r in range(self.bound))
            lines.append(f"  thread {t.ident}: {name}"
                         + ("" if t.ident == 0 else
                            f" (starts after the creator's context {t.creator_ctx})")
                         + own
                         + f"; {len(t.segments)} switch point(s), needs at most {used} "
                           f"context(s)")
        lines.append("shared state (copy c is read and written in global context c):")
        for key, guesses in self.cc.guesses.items():
            shown = key if not key.startswith("$") else f"{key} (memory)"
            lines.append(f"  {shown}: {key}@1 .. {key}@{self.k}; {key}@c starts as a guess "
                         f"for c >= 2" + (" [switch point after each access]"
                                          if key in relevant else ""))
        lines.append("constraints: a created thread starts in a later global context than "
                     "its creator's at the creation; a join runs in a later global context "
                     "than the joined thread's last one"
                     + ("; each global context has at most one active thread"
                        if self.style != "per-thread" else
                        " (ownership is implied by the round-robin slots)"))
        lines.append("at the end: " + ("; ".join(
            f"{key}@c = {key}@{{c+1}} initial for c = 1..{self.k - 1}"
            for key in self.cc.guesses) or "nothing to equate (one global context)"))
        return "\n".join(lines) + "\n"


def global_contexts_needed(seq: Sequentializer) -> int:
    """Global contexts that cover every schedule: the sum over threads of the contexts each
    can need (``lal_reps.thread_contexts``: one per access that conflicts with another
    thread's, protected critical sections as one; a thread without such accesses needs
    one). Every schedule is equivalent to one with at most that many contexts, in any
    order."""
    return sum(1 if shape is None else len(shape) for shape in thread_shapes(seq.threads))


def auto_global_bound(probe: Sequentializer, per_thread_cap: int) -> int:
    """``--context-bound auto`` in the global style: the covering number of global contexts,
    capped like Lal–Reps' per-thread cap (cap x number of threads)."""
    return max(1, min(global_contexts_needed(probe), per_thread_cap * len(probe.threads)))
