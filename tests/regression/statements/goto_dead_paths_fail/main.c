/* goto_dead_paths_pass with the second jump live (y == 0, x == 0): L is reached. */
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);

int main(void) {
  int x = __VERIFIER_nondet_int(), y = __VERIFIER_nondet_int(), r = 0;
  if (y) { __VERIFIER_assume(x); if (!x) goto L; r = 1; }
  else { __VERIFIER_assume(!x); if (!x) goto L; r = 2; }
  __CPROVER_assert(r == 1 || r == 2, "r set");
  return r;
L:
  __CPROVER_assert(0, "unreachable");
  return 0;
}
