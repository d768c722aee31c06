/* Loop unwinding: sum of an array filled with small inputs.
 *
 *   bmc examples/loop.c --unwind 5    -> VERIFICATION INCONCLUSIVE (exit 5)
 *   bmc examples/loop.c --unwind 6    -> VERIFICATION SUCCESSFUL   (exit 0)
 *
 * Each loop runs 5 times, so its head is entered 6 times: --unwind 6 unrolls it completely
 * and the result is a proof. At --unwind 5 the unwinding assertion fails, and bmc says
 * which loop needs a larger bound instead of claiming success.
 */
// EXPECT: --unwind 5 -> INCONCLUSIVE-BOUNDED
// EXPECT: --unwind 6 -> SUCCESSFUL-COMPLETE
#include <assert.h>

int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

#define N 5

int main(void) {
  int a[N];
  int sum = 0;
  for (int i = 0; i < N; i++) {
    a[i] = __VERIFIER_nondet_int();
    __VERIFIER_assume(a[i] >= 0 && a[i] <= 100);
  }
  for (int i = 0; i < N; i++)
    sum += a[i];
  assert(sum <= 100 * N);
  return 0;
}
