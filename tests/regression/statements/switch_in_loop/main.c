#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  int count = 0, other = 0;
  for (int i = 0; i < 4; i++) {
    switch (i) {
    case 1:
      break;
    case 2:
      continue;
    default:
      count++;
    }
    other++;
  }
  assert(count == 2 && other == 3);
  return 0;
}
