#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


struct packet {
  int len;
  _Complex double z;
};

int main(void) {
  struct packet p;
  p.len = 1;
  assert(p.len == 1);
  return 0;
}
