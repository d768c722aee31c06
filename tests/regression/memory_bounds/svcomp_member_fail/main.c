/* valid-memsafety: an overflow of a member array is a violation of valid-deref. */
int __VERIFIER_nondet_int(void);
struct msg { char text[5]; char end; };

int main(void) {
  struct msg m;
  m.end = 0;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 5)
    return 0;
  for (int i = 0; i <= n; i++)
    m.text[i] = 'a';
  return m.end;
}
