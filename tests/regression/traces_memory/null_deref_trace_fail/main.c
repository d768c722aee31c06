int __VERIFIER_nondet_int(void);
struct cell { int v; };
int main(void) {
  struct cell c;
  struct cell *p = 0;
  if (__VERIFIER_nondet_int())
    p = &c;
  p->v = 1;
  return 0;
}
