extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
/* The loop changes counter and *q only inside the callees: the step must havoc what the
   callees may modify (a global, and a local whose address they get). v < 8 fails after
   four iterations; a step that kept v at its entry value would prove it at k = 1. */
int counter;
void tick(void) { counter = (counter + 1) % 8; }
void step(int *q) { if (*q < 8) *q = *q + 2; tick(); }
int main(void) {
  int v = 0;
  while (__VERIFIER_nondet_int())
    step(&v);
  __VERIFIER_assert(counter < 8);
  __VERIFIER_assert(v < 8);
  return 0;
}
