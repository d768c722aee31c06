extern void reach_error(void);
extern int __VERIFIER_nondet_int(void);

enum state { IDLE, BUSY, DONE };

enum state pick(void) {
  int v = __VERIFIER_nondet_int();
  if (v == 2)
    return DONE;
  return IDLE;
}

int main(void) {
  enum state s = pick();
  if (s == DONE)
    reach_error();
  return 0;
}
