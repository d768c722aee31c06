extern void reach_error(void);
extern unsigned int __VERIFIER_nondet_uint(void);

int main() {
  unsigned int a = __VERIFIER_nondet_uint();
  unsigned int b = a * 2u;
  if (b == 10u)
    reach_error();
  return 0;
}
