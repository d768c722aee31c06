// Threads: main registers an I/O in a global array (not in memory) only while the device is
// not stopping, and the stopper may stop it right after main's check. The bug needs a
// switch point right after main's read of stopping in the if's condition, on the else path
// (the goto's jump target), before the write to the untracked array element pending[0],
// which the abstraction drops together with the switch points that came with it.
#include <assert.h>
#include <pthread.h>
int stopping, stopped;
unsigned pending[2];
void *stopper(void *arg) {
  stopping = 1;
  pending[0] = pending[0] - 1;
  stopped = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  pending[0] = 1;
  pthread_create(&t, 0, stopper, 0);
  if (stopping) {
    return 0;
  } else {
    pending[0] = pending[0] + 1;
    assert(!(stopping && stopped));
  }
  return 0;
}
