/* A union with array members: u.small[i] past its 4 elements is still inside u (whose
   size is that of the larger member), but outside the array. */
int __VERIFIER_nondet_int(void);
union packet { char small[4]; int words[3]; };

int main(void) {
  union packet u;
  u.words[2] = 0;
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 11)
    return 0;
  u.small[i] = 1;
  return 0;
}
