float nondet_float(void);
int main(void) {
  float x = nondet_float();
  float y = x * 2.0f;            /* overflows for large x; NaN from no NaN: never */
  return y > 0;
}
