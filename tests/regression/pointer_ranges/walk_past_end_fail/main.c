/* A pointer walking a small array reads one past its end when no byte is zero. */
char nondet_char(void);
int main(void) {
  char s[4];
  for (int i = 0; i < 4; i++) s[i] = nondet_char();
  char *p = s;
  int n = 0;
  while (*p) { p++; n++; }
  return n;
}
