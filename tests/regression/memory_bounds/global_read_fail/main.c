/* A read below a member array that is not the first field: the byte read is inside the
   global object (the previous field), but not inside the array. */
int __VERIFIER_nondet_int(void);
struct pair { int tag; short vals[4]; };
struct pair g = { 1, { 2, 3, 4, 5 } };

int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i < -1 || i > 3)
    return 0;
  return g.vals[i];
}
