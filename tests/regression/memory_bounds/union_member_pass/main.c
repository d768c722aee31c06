/* Each union member array indexed within its own bound. */
int __VERIFIER_nondet_int(void);
union packet { char small[4]; int words[3]; };

int main(void) {
  union packet u;
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 2)
    return 0;
  u.words[i] = 0;
  u.small[i + 1] = 1;
  return 0;
}
