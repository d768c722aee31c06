#include <assert.h>
#include <pthread.h>
#include <stddef.h>

void __VERIFIER_assume(int);
void __VERIFIER_atomic_begin(void);
void __VERIFIER_atomic_end(void);

int cancelable = 0, completed = 0;

void mark_cancelable(void) { cancelable = 1; }

void complete(void) { completed = 1; }

int get_context(void) {
  assert(!completed);
  return 42;
}

void cancel_enabled(void) {
  __VERIFIER_atomic_begin();
  __VERIFIER_assume(cancelable && !completed);
  __VERIFIER_atomic_end();
}

void *io_read(void *arg) {
  mark_cancelable();
  complete();
  return NULL;
}

void *cancel(void *arg) {
  cancel_enabled();
  int c = get_context();
  return NULL;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, NULL, io_read, NULL);
  pthread_create(&t2, NULL, cancel, NULL);
  pthread_join(t1, NULL);
  pthread_join(t2, NULL);
  return 0;
}
