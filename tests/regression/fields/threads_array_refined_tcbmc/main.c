// Threads: the bug goes through a global array that does not live in memory. The reader
// sets got when it sees the writer's value in buf[1]; the assertion names only got, so
// buf (and the statistics array) start untracked and the reader's element read is a
// fresh value.
#include <assert.h>
#include <pthread.h>
int buf[4];
unsigned stats[4];
int got;
void *reader(void *arg) {
  stats[0] = stats[0] + 1;
  int v = buf[1];
  if (v == 5)
    got = 1;
  return 0;
}
void *writer(void *arg) {
  stats[1] = stats[1] + 1;
  buf[1] = 5;
  return 0;
}
int main(void) {
  pthread_t r, w;
  pthread_create(&r, 0, reader, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_join(r, 0);
  pthread_join(w, 0);
  assert(got == 0);
  return 0;
}
