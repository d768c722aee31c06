int main(void) {
  _Float16 q = 1;
  return q > 0;
}
