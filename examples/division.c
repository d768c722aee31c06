/* Division by zero and the one signed division that overflows (INT_MIN / -1).
 *
 *   bmc examples/division.c            -> both properties fail, with their inputs
 *   bmc examples/division.c --no-div-by-zero-check --no-signed-overflow-check
 *                                      -> nothing left to check fails
 */
// EXPECT: --unwind 1 -> FAILED division-by-zero
// EXPECT: --unwind 1 --no-div-by-zero-check -> FAILED overflow
// EXPECT: --unwind 1 --no-div-by-zero-check --no-signed-overflow-check -> SUCCESSFUL-COMPLETE
int __VERIFIER_nondet_int(void);

int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  return x / y;
}
