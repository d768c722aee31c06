extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int main(void) {
  unsigned x = 0;
  while (__VERIFIER_nondet_int())
    x += 2;
  __VERIFIER_assert(x != 1);   /* true (x stays even), but no template says so */
  return 0;
}
