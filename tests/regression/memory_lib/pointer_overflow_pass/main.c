int main(void) {
  int a[4];
  int *end = a + 4;          /* one past the end is allowed */
  int *p = end - 4;
  int s = 0;
  for (int *q = a; q != end; q++) *q = 1;
  for (int *q = p; q < end; q++) s += *q;
  return s - 4;
}
