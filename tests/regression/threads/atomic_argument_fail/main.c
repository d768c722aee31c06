// The argument of a __VERIFIER_atomic_ function is read before its atomic section: another
// thread may write g between main's read of the argument and the section, so seen == g
// can fail inside the section.
#include <assert.h>
#include <pthread.h>
int g;
void *writer(void *arg) {
  g = 1;
  return 0;
}
void __VERIFIER_atomic_check(int seen) {
  assert(seen == g);
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, writer, 0);
  __VERIFIER_atomic_check(g);
  return 0;
}
