/* gcc ignores #pragma pack(3) with a warning; bmc refuses it by name rather than guess. */
#pragma pack(3)
struct s { char c; int i; };

int main(void) {
    struct s v;
    v.i = 1;
    return v.i;
}
