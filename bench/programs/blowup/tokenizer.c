extern char nondet_char(void);
#ifndef N
#define N 12
#endif
#ifndef K
#define K 4
#endif
int main(void) {
  char line[N + 1];
  for (int i = 0; i < N; i++) line[i] = nondet_char();
  line[N] = '\0';
  char *tok[K];
  int ntok = 0;
  char *p = line;
  while (*p) {
    while (*p == ' ') p++;
    if (*p == '\0') break;
#ifdef FIXED
    if (ntok >= K) break;
#else
    if (ntok > K) break;  /* planted bug: K+1 tokens write tok[K] */
#endif
    tok[ntok++] = p;
    while (*p && *p != ' ') p++;
    if (*p) { *p = '\0'; p++; }
  }
  for (int j = 0; j < ntok; j++) {
    __CPROVER_assert(*tok[j] != ' ' && *tok[j] != '\0', "token is non-empty");
  }
  return 0;
}
