/* An array in memory (its address is taken) accessed both by element (buf[1]) and through
   a pointer (p[1]): one field. Untracked, every access of it must be abstracted, the
   element accesses too; a version that kept buf[1] = 3 and its read while dropping
   p[1] = 7 proved the reachable failure unreachable. */
int buf[4];
int state;

int main(void) {
  int *p = buf;
  buf[1] = 3;
  p[1] = 7;
  if (buf[1] == 7)
    state = 1;
  __CPROVER_assert(state == 0, "state stays 0");
  return 0;
}
