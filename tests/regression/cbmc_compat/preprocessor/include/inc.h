#define VALUE 3
