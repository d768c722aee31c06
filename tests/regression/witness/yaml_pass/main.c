extern void reach_error(void);
int main(void) {
  int s = 0;
  for (int i = 1; i <= 3; i++) {
    s += i;
  }
  if (s != 6) {
    reach_error();
  }
  return 0;
}
