// Threads: main registers an I/O only while the device is not stopping, and the stopper
// may stop it right after main's check. The bug needs a switch point right after main's
// read of D.stopping in the if's condition, on the else path (the goto's jump target),
// before the untracked write D.pending = D.pending + 1: the abstraction tracks stopping
// and stopped (the assertion mentions them), drops that write, and with it the switch
// point that came with it.
#include <assert.h>
#include <pthread.h>
struct dev { int stopping; int stopped; unsigned pending; };
struct dev D;
void *stopper(void *arg) {
  D.stopping = 1;
  D.pending = D.pending - 1;
  D.stopped = 1;
  return 0;
}
int main(void) {
  pthread_t t;
  D.pending = 1;
  pthread_create(&t, 0, stopper, 0);
  if (D.stopping) {
    return 0;
  } else {
    D.pending = D.pending + 1;
    assert(!(D.stopping && D.stopped));
  }
  return 0;
}
