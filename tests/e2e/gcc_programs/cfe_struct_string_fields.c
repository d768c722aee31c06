/* char arrays inside structs initialised from string literals, compared byte by byte */
// BMC-OPTIONS: --unwind 6
#include <assert.h>
#ifdef BMC_REPLAY
#include <stdio.h>
#endif
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);

struct entry { char key[6]; int value; };
struct entry table[3] = { { "one", 1 }, { "two", 2 }, { .value = 3, .key = "three" } };

int same(const char *a, const char *b) {
  for (int i = 0; i < 5; i++) {
    if (a[i] != b[i]) return 0;
    if (a[i] == 0) return 1;
  }
  return 1;
}

int main(void) {
  int k = __VERIFIER_nondet_int();
  __VERIFIER_assume(k >= 0 && k < 3);
  char probe[6] = "t";
  probe[1] = table[k].key[1];
  probe[2] = table[k].key[2];
  int hit = same(probe, table[k].key);
  int v = table[k].value;
#ifdef BMC_REPLAY
  printf("hit=%d\nv=%d\nk=%d\n", hit, v, k);
#endif
  assert(!(hit && v == 2));
  return 0;
}
