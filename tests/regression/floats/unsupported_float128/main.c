int main(void) {
  _Float128 q = 1;
  return q > 0;
}
