/* The floor: the least work any Markdown-to-HTML site build must do. For each line
 * "<body.md>\t<page.html>" of MANIFEST (body paths relative to the manifest's folder), read the
 * body, render it with cmark's safe default renderer, and write the HTML to OUTDIR/<page.html>.
 * No templates, no layout, no sorting, no links between pages.
 *
 * With --folders, each page is written in a folder of its own, as a site with pretty URLs (what
 * `site build` and Hugo write) has it: <page>.html becomes OUTDIR/<page>/index.html, a folder
 * made for every page.
 *
 *   gcc -O2 -o floor floor.c $(pkg-config --cflags --libs libcmark)
 *   ./floor [--folders] MANIFEST OUTDIR
 */
#include <cmark.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static char *slurp(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f) return NULL;
    size_t cap = 1 << 16, n = 0, r;
    char *buf = malloc(cap);
    while (buf && (r = fread(buf + n, 1, cap - n, f)) > 0) {
        n += r;
        if (n == cap) buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    *len = n;
    return buf;
}

int main(int argc, char **argv) {
    int folders = argc == 4 && strcmp(argv[1], "--folders") == 0;
    if (argc != 3 + folders) {
        fprintf(stderr, "usage: %s [--folders] MANIFEST OUTDIR\n", argv[0]);
        return 2;
    }
    argv += folders;
    FILE *manifest = fopen(argv[1], "r");
    if (!manifest) {
        fprintf(stderr, "floor: %s: %s\n", argv[1], strerror(errno));
        return 1;
    }
    const char *slash = strrchr(argv[1], '/');
    int dirlen = slash ? (int)(slash - argv[1] + 1) : 0;
    char line[8192], in[8192], out[8192];
    int pages = 0;
    while (fgets(line, sizeof line, manifest)) {
        line[strcspn(line, "\r\n")] = 0;
        char *tab = strchr(line, '\t');
        if (!tab) continue;
        *tab = 0;
        snprintf(in, sizeof in, "%.*s%s", dirlen, argv[1], line);
        snprintf(out, sizeof out, "%s/%s", argv[2], tab + 1);
        char *suffix = strrchr(out, '.');
        if (folders && suffix && strcmp(suffix, ".html") == 0 && (size_t)(suffix - out) + sizeof "/index.html" <= sizeof out) {
            *suffix = 0;
            if (mkdir(out, 0755) != 0 && errno != EEXIST) {
                fprintf(stderr, "floor: %s: %s\n", out, strerror(errno));
                return 1;
            }
            strcpy(suffix, "/index.html");
        }
        size_t len;
        char *markdown = slurp(in, &len);
        if (!markdown) {
            fprintf(stderr, "floor: %s: %s\n", in, strerror(errno));
            return 1;
        }
        char *html = cmark_markdown_to_html(markdown, len, CMARK_OPT_DEFAULT);
        FILE *f = fopen(out, "wb");
        if (!f || fwrite(html, 1, strlen(html), f) != strlen(html) || fclose(f) != 0) {
            fprintf(stderr, "floor: %s: %s\n", out, strerror(errno));
            return 1;
        }
        free(html);
        free(markdown);
        pages++;
    }
    fclose(manifest);
    printf("floor: %d pages\n", pages);
    return 0;
}
