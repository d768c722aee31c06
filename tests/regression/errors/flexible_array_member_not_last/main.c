/* A flexible array member must be the last member (gcc: error). */
struct bad {
    int n;
    char data[];
    int tail;
};

int main(void)
{
    struct bad b;
    b.n = 0;
    return b.n;
}
