/* ... but arithmetic that leaves the object beyond one past its end fails. */
struct rec { char name[4]; char tail[4]; };
int __VERIFIER_nondet_int(void);

int main(void) {
  struct rec r;
  char *q = &r.name[0];
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 9)
    return 0;
  char *p = q + k;
  return p == q;
}
