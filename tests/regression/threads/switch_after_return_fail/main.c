// read_flag returns the shared flag on one path; that return's state waits at the
// function's end while the other path runs, so the switch point after its read must be
// placed inside the return: main then sees flag == 0 and, after the other thread ran
// whole, stopped == 1.
#include <assert.h>
#include <pthread.h>
int __VERIFIER_nondet_int(void);
int flag;
int stopped;
void *stopper(void *arg) {
  flag = 1;
  stopped = 1;
  return 0;
}
int read_flag(int fast) {
  if (fast)
    return flag;
  int v = 0;
  return v;
}
int main(void) {
  pthread_t t;
  pthread_create(&t, 0, stopper, 0);
  int fast = __VERIFIER_nondet_int();
  int f = read_flag(fast);
  if (fast && f == 0)
    assert(!stopped);
  return 0;
}
