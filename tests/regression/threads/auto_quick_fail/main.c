#include <assert.h>
#include <pthread.h>
#include <stddef.h>

/* with --context-bound auto a first, quick run with 2 contexts per thread finds the
   failure (T2 runs between the two writes of T1), so the larger covering bound of the
   program is never run */
int x;
void *T1(void *arg) { x = 1; x = 0; x = 1; x = 0; return NULL; }
void *T2(void *arg) { int seen = x; x = 2; assert(seen != 1); x = 0; return NULL; }
int main(void) {
  pthread_t a, b;
  pthread_create(&a, NULL, T1, NULL);
  pthread_create(&b, NULL, T2, NULL);
  return 0;
}
