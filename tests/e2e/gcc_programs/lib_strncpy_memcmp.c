/* strncpy pads with zeros; memcmp compares the padded copies */
// BMC-OPTIONS: --unwind 7
#include <assert.h>
#include <string.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
char __VERIFIER_nondet_char(void);
void __VERIFIER_assume(int);

int main(void) {
  char word[4];
  for (int k = 0; k < 3; k++) {
    word[k] = __VERIFIER_nondet_char();
    __VERIFIER_assume(word[k] >= 0 && word[k] <= 1);
  }
  word[3] = 0;
  char out[6];
  for (int k = 0; k < 6; k++)
    out[k] = 'z';
  strncpy(out, word, 5);
  char ref[6];
  memset(ref, 0, 6);
  ref[5] = 'z';
  int same = memcmp(out, ref, 6) == 0;
  int o1 = out[1];
  int o4 = out[4];
#ifdef BMC_REPLAY
  printf("same=%d\no1=%d\no4=%d\n", same, o1, o4);
#endif
  assert(!(same == 0 && o1 == 1 && o4 == 0));
  return 0;
}
