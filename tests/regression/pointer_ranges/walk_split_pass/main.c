/* A char pointer walks a small nondet line in nested loops, splitting it in place
   (offsets stay small: the bit-blaster narrows their adders and compares). */
char nondet_char(void);
int main(void) {
  char line[6];
  for (int i = 0; i < 5; i++) line[i] = nondet_char();
  line[5] = '\0';
  char *tok[2];
  int ntok = 0;
  char *p = line;
  while (*p) {
    while (*p == ' ') p++;
    if (*p == '\0') break;
    if (ntok >= 2) break;
    tok[ntok++] = p;
    while (*p && *p != ' ') p++;
    if (*p) { *p = '\0'; p++; }
  }
  for (int j = 0; j < ntok; j++) {
    __CPROVER_assert(tok[j] >= line && tok[j] < line + 5, "token inside the line");
    __CPROVER_assert(*tok[j] != ' ' && *tok[j] != '\0', "token is non-empty");
  }
  __CPROVER_assert(p - line <= 5, "p stops at the terminator");
  return 0;
}
