#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int main(void) {
  char c = 'a';
  c = c + 1;
  assert(c == 'b');
  assert('\n' == 10 && '\x41' == 65 && '\0' == 0 && '\'' == 39);
  assert(sizeof('a') == 4);
  char h = '\xff';
  assert(h == -1);
  return 0;
}
