/* bmc's models of <ctype.h> in the "C" locale. A true answer is glibc's class bit (as the
 * x86-64 glibc macros return it: isdigit('7') == 2048), false is 0; arguments outside
 * unsigned char (other than EOF) are classified as glibc's tables do for -128..-1: in no
 * class. Whether an argument lies in the range C allows is not checked.
 */

int isupper(int c) { return c >= 'A' && c <= 'Z' ? 256 : 0; }
int islower(int c) { return c >= 'a' && c <= 'z' ? 512 : 0; }
int isalpha(int c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ? 1024 : 0; }
int isdigit(int c) { return c >= '0' && c <= '9' ? 2048 : 0; }
int isxdigit(int c)
{
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') ? 4096 : 0;
}
int isspace(int c) { return c == ' ' || (c >= '\t' && c <= '\r') ? 8192 : 0; }
int isprint(int c) { return c >= 32 && c <= 126 ? 16384 : 0; }
int isgraph(int c) { return c >= 33 && c <= 126 ? 32768 : 0; }
int isblank(int c) { return c == ' ' || c == '\t' ? 1 : 0; }
int iscntrl(int c) { return (c >= 0 && c < 32) || c == 127 ? 2 : 0; }
int ispunct(int c)
{
  int alnum = (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  return c >= 33 && c <= 126 && !alnum ? 4 : 0;
}
int isalnum(int c)
{
  return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ? 8 : 0;
}
int isascii(int c) { return (c & ~127) == 0; }
int toascii(int c) { return c & 127; }
int toupper(int c) { return c >= 'a' && c <= 'z' ? c - 32 : c; }
int tolower(int c) { return c >= 'A' && c <= 'Z' ? c + 32 : c; }
