# 0 "/tmp/hc/vi.c"
# 0 "<built-in>"
# 0 "<command-line>"
# 1 "<libc>/stdc-predef.h" 1 3 4
# 0 "<command-line>" 2
# 1 "/tmp/hc/vi.c"
# 1 "<gcc>/include/stdarg.h" 1 3 4
# 40 "<gcc>/include/stdarg.h" 3 4

# 40 "<gcc>/include/stdarg.h" 3 4
typedef __builtin_va_list __gnuc_va_list;
# 99 "<gcc>/include/stdarg.h" 3 4
typedef __gnuc_va_list va_list;
# 2 "/tmp/hc/vi.c" 2

# 2 "/tmp/hc/vi.c"
extern void __assert_fail(const char *, const char *, unsigned int, const char *);
static int sum(int n, ...) {
  va_list ap;
  
# 5 "/tmp/hc/vi.c" 3 4
 __builtin_va_start(
# 5 "/tmp/hc/vi.c"
 ap
# 5 "/tmp/hc/vi.c" 3 4
 ,
# 5 "/tmp/hc/vi.c"
 n
# 5 "/tmp/hc/vi.c" 3 4
 )
# 5 "/tmp/hc/vi.c"
                ;
  int s = 0;
  for (int i = 0; i < n; i++)
    s += 
# 8 "/tmp/hc/vi.c" 3 4
        __builtin_va_arg(
# 8 "/tmp/hc/vi.c"
        ap
# 8 "/tmp/hc/vi.c" 3 4
        ,
# 8 "/tmp/hc/vi.c"
        int
# 8 "/tmp/hc/vi.c" 3 4
        )
                    
# 9 "/tmp/hc/vi.c"
                   ;
  
# 10 "/tmp/hc/vi.c" 3 4
 __builtin_va_end(
# 10 "/tmp/hc/vi.c"
 ap
# 10 "/tmp/hc/vi.c" 3 4
 )
# 10 "/tmp/hc/vi.c"
           ;
  return s;
}
int main(void) {
  if (sum(3, 4, 5) != 15) __assert_fail("sum(3, 4, 5, 6) == 15", "main.c", 14, "main");
  return 0;
}
