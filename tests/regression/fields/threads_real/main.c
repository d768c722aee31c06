// Threads: the abstract program (only dev.count tracked, the field the assertion names)
// lets the reader see state == 1 before the writer ran; on the same path and schedule
// with every field concrete the writer sets state before count: a real failure.
#include <assert.h>
#include <pthread.h>
struct dev { int state; int count; int stat0; int stat1; };
struct dev D;
void *writer(void *arg) {
  D.stat0 = D.stat0 + 1;
  D.state = 1;
  D.count = 1;
  return 0;
}
void *reader(void *arg) {
  D.stat1 = 7;
  if (D.state == 1) {
    assert(D.count == 1);
  }
  return 0;
}
int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, writer, 0);
  pthread_create(&t2, 0, reader, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
