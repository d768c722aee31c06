/* &s.name[8] is the address one past the member array (no access, no bound check);
   *(s.name + i) is s.name[i] and has the member's bound. */
int __VERIFIER_nondet_int(void);
struct buf { char name[8]; int len; };

int main(void) {
  struct buf b;
  char *end = &b.name[8];
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 7)
    return 0;
  *(b.name + i) = 'z';
  return end - b.name;
}
