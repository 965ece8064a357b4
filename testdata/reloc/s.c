struct point { int x, y; };
static int scale = 3;
int norm(struct point *p) { return p->x * scale + p->y; }
