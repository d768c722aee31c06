unsigned nondet_unsigned(void);
int main(void) { unsigned x = nondet_unsigned(); unsigned y = x + 1u; return (int)(y & 1u); }
