/* --show-frames: reset writes two fields of the device through its pointer and a global;
   touch reaches reset and also writes the other buffer's elements; log writes nothing but
   its locals. */
struct dev { int state; int count; int flags; };
struct dev devs[2];
int buffer[8];
int resets;

void reset(struct dev *d) {
  d->state = 0;
  d->count = 0;
  resets++;
}

void touch(int i) {
  reset(&devs[i & 1]);
  buffer[i & 7] = 1;
}

int log_value(int v) {
  int copy = v;
  return copy + 1;
}

int main(void) {
  touch(__VERIFIER_nondet_int());
  return log_value(3);
}
