#include <assert.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);


int g;
static int s;
int arr[4];
long big;
_Bool flag;

int counter(void) {
  static int calls;
  calls++;
  return calls;
}

int main(void) {
  assert(g == 0 && s == 0 && arr[3] == 0 && big == 0 && flag == 0);
  counter();
  counter();

  assert(counter() == 3);
  return 0;
}
