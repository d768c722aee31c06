#include <assert.h>
#include <pthread.h>
#include <stddef.h>
void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

#include <unistd.h>
int n;
void *T(void *a) { return a; }
pthread_attr_t *attr(void) { n++; return 0; }
void **slot(void **p) { n++; return p; }
int main(void) {
  pthread_t t; void *r; int x;
  pthread_create(&t, attr(), T, &x);
  pthread_join(t, slot(&r));
  usleep(n++);
  assert(n == 4);
  return 0;
}
