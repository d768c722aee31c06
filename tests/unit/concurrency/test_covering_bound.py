"""The completeness bound of the Lal–Reps sequentialization (``covering_bound``).

Threads are built by hand from segments (what a thread did between switch points): the
bound must be the most round-robin rounds any schedule of those segments can need, up to
reordering of commuting actions. Small cases are checked against a brute-force count over
every interleaving of the threads' contexts.
"""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from bmc.concurrency.lal_reps import (CREATE_KEY, JOIN_KEY, MAX_AUTO_BOUND,
                                      MAX_COVERING_BOUND, Segment, ThreadInstance,
                                      auto_bound, covering_bound, thread_shapes)

NONE: frozenset[str] = frozenset()


def seg(read=(), write=(), keys=(), locks=()) -> Segment:
    lk = frozenset(locks)
    return Segment(frozenset(keys), frozenset((x, lk) for x in (*read, *write)),
                   frozenset((x, lk) for x in write))


def thread(ident: int, *segments: Segment) -> ThreadInstance:
    t = ThreadInstance(ident, function="main" if ident == 0 else f"T{ident}")
    t.segments = list(segments[:-1])
    t.tail = segments[-1] if segments else Segment(NONE, NONE, NONE)
    return t


def creator(*extra: Segment) -> ThreadInstance:
    return thread(0, seg(keys=[CREATE_KEY]), seg(keys=[CREATE_KEY]), *extra)


def test_readers_of_unwritten_state_need_one_round_plus_the_join():
    main = creator(seg(keys=[JOIN_KEY]), seg(keys=[JOIN_KEY]))
    t1 = thread(1, seg(read=["g"]), seg(read=["g"]))
    t2 = thread(2, seg(read=["g"]))
    assert thread_shapes([main, t1, t2]) == [(False, True), None, None]
    assert covering_bound([main, t1, t2]) == 2


def test_without_joins_and_conflicts_one_context_covers_everything():
    main = creator()
    t1 = thread(1, seg(write=["a"]))
    t2 = thread(2, seg(write=["b"]))
    assert covering_bound([main, t1, t2]) == 1


def test_each_conflicting_access_is_an_event():
    main = creator()
    t1 = thread(1, seg(read=["x"]), seg(write=["x"]))
    t2 = thread(2, seg(read=["x"]), seg(write=["x"]))
    # T2 T1 T2 T1 after main: rounds [main T2] [T1 T2] [T1]
    assert thread_shapes([main, t1, t2])[1:] == [(False, False), (False, False)]
    assert covering_bound([main, t1, t2]) == 3


def test_mutex_protected_section_counts_once():
    def worker(ident: int) -> ThreadInstance:
        return thread(ident, seg(write=["#obj1"]),        # the acquisition
                      seg(read=["x"], locks=["#obj1"]), seg(write=["x"], locks=["#obj1"]),
                      seg(read=["x"], locks=["#obj1"]))
    main = creator()
    assert thread_shapes([main, worker(1), worker(2)])[1:] == [(False,), (False,)]
    assert covering_bound([main, worker(1), worker(2)]) == 2


def test_an_unlocked_access_anywhere_removes_the_protection():
    main = creator(seg(keys=[JOIN_KEY]), seg(read=["x"]))
    t1 = thread(1, seg(write=["#obj1"]), seg(write=["x"], locks=["#obj1"]))
    t2 = thread(2, seg(write=["#obj1"]), seg(write=["x"], locks=["#obj1"]))
    shapes = thread_shapes([main, t1, t2])
    assert shapes[1] == (False, False) and shapes[2] == (False, False)
    assert shapes[0] == (False, True)


def test_unknown_object_overlaps_every_object():
    main = creator()
    t1 = thread(1, seg(write=["#obj?"]))
    t2 = thread(2, seg(read=["#obj4"]))
    assert thread_shapes([main, t1, t2])[1:] == [(False,), (False,)]
    t3 = thread(2, seg(read=["y"]))
    assert thread_shapes([main, t1, t3])[1:] == [None, None]


def _brute_force(shapes: list[tuple[bool, ...]]) -> int:
    """Most rounds over every sequence of contexts that the bound's model admits."""
    best = 1
    n = len(shapes)

    def walk(used: list[int], last: int, rounds: int) -> None:
        nonlocal best
        best = max(best, rounds)
        for u in range(n):
            if used[u] >= len(shapes[u]):
                continue
            waiting = shapes[u][used[u]]
            if u == last and not waiting:
                continue
            used[u] += 1
            walk(used, u, rounds + (1 if (u <= last or waiting) else 0))
            used[u] -= 1

    walk([1] + [0] * (n - 1), 0, 1)
    return best


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(st.booleans(), min_size=1, max_size=3), min_size=1, max_size=3))
def test_search_agrees_with_brute_force(raw: list[list[bool]]):
    shapes = [tuple(r) for r in raw]
    threads = []
    for ident, shape in enumerate(shapes):
        # one conflicting write per context, a join before the contexts that wait
        segments = []
        for waits in shape:
            segments.append(seg(keys=[JOIN_KEY] if waits else [], write=["x"]))
        threads.append(thread(ident, *segments))
    if len(threads) == 1:
        threads.append(thread(1, seg(write=["x"])))
        shapes.append((False,))
    computed = thread_shapes(threads)
    assert [s for s in computed if s is not None] == shapes
    assert covering_bound(threads) == _brute_force(shapes)


def test_two_threads_alternating_need_one_more_round_than_contexts():
    for c in range(1, 5):
        main = creator()
        t1 = thread(1, *[seg(write=["x"]) for _ in range(c)])
        t2 = thread(2, *[seg(write=["x"]) for _ in range(c)])
        # main, then T2 first: [main T2] [T1 T2] ... [T1]
        assert covering_bound([main, t1, t2]) == c + 1


def test_every_permutation_of_three_single_context_threads():
    main = creator()
    workers = [thread(i, seg(write=["x"])) for i in (1, 2, 3)]
    # the worst order is T3 T2 T1: [main T3] [T2] [T1]
    assert covering_bound([main, *workers]) == 3
    assert max(1 + sum(1 for a, b in zip(p, p[1:]) if b < a)
               for p in itertools.permutations([1, 2, 3])) == 3


def test_auto_uses_a_covering_bound_up_to_the_cap_whole() -> None:
    assert [auto_bound(n) for n in (1, 2, 10, 14, MAX_COVERING_BOUND)] == \
        [1, 2, 10, 14, MAX_COVERING_BOUND]
    # above it, a bounded search at MAX_AUTO_BOUND (that run can only fail or be INCONCLUSIVE)
    assert auto_bound(MAX_COVERING_BOUND + 1) == MAX_AUTO_BOUND == auto_bound(500)
