// A loop whose body calls a function returning a struct: the call's result goes to a
// temporary that lives in memory (structs do), so the loop writes memory and is not
// summarised. --verbosity 2 says so: the result of a call to mk, not a tracked field.
// The loop runs 3 times, fully unwound at --unwind 4: the property is proved.
#include <assert.h>
struct pair { int a; int b; };
struct dev { int state; int count; };
struct dev D;
struct pair mk(int x) { struct pair p; p.a = x; p.b = x + 1; return p; }
int main(void) {
  int s = 0;
  for (int i = 0; i < 3; i++) {
    s = s + mk(i).a;
  }
  D.count = s;
  D.state = 1;
  assert(D.state == 1);
  return 0;
}
