#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

#include <unistd.h>
int main(void) {
  int r = usleep(5);
  assert(r == 0);
  return 0;
}
