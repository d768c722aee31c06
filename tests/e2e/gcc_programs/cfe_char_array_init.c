/* a char array initialised from a string literal is a writable copy */
// BMC-OPTIONS: --unwind 9
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

int main(void) {
  char word[] = "letters";
  int i = __VERIFIER_nondet_int();
  __VERIFIER_assume(i >= 0 && i < 7);
  word[i] = 'x';
  int xs = 0, ts = 0;
  for (int k = 0; word[k]; k++) {
    if (word[k] == 'x') xs++;
    if (word[k] == 't') ts++;
  }
  int size = sizeof(word);
#ifdef BMC_REPLAY
  printf("xs=%d\nts=%d\nsize=%d\ni=%d\n", xs, ts, size, i);
#endif
  assert(ts == 2);
  return 0;
}
