/* valid-memsafety: the same loop within the member array. */
int __VERIFIER_nondet_int(void);
struct msg { char text[5]; char end; };

int main(void) {
  struct msg m;
  m.end = 0;
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 4)
    return 0;
  for (int i = 0; i <= n; i++)
    m.text[i] = 'a';
  return m.end;
}
