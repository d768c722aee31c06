/* Reads of every element of a member array of a global. */
int __VERIFIER_nondet_int(void);
struct pair { int tag; short vals[4]; };
struct pair g = { 1, { 2, 3, 4, 5 } };

int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 3)
    return 0;
  return g.vals[i];
}
