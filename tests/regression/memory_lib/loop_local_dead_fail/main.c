int main(void) {
  int *p = 0;
  for (int i = 0; i < 2; i++) {
    int x = i;
    if (i == 1)
      return *p;           /* p points to the previous iteration's x */
    p = &x;
  }
  return 0;
}
